/**
 * Security headers: every page has a Content-Security-Policy (as a <meta> from Astro and as a
 * header in dist/_headers) that allows scripts only from the site itself or by hash, nothing
 * from another host, WebAssembly only on /search/; and the usual headers for a static host.
 * That pages work under the policy is the browser tests' part (test/e2e/site.spec.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatHeaders, headerPolicy, type HeaderRule, headersFor, metaPolicy, parseHeaders, parsePolicy } from '../../scripts/gates/headers.ts';
import { builtPages, DIST } from '../../scripts/gates/site.ts';
import { fakeDist, page } from './helpers.ts';

const rules = parseHeaders(readFileSync(join(DIST, '_headers'), 'utf8'));

describe('dist/_headers', () => {
  test('sends the usual headers of a static host on every address', () => {
    const headers = headersFor(rules, '/anything/at/all');
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': 'max-age=31536000',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  test('caches Astro\'s hashed bundles for good', () => {
    expect(headersFor(rules, '/_astro/client.abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the policy of every page', () => {
  for (const { path, file } of builtPages()) {
    test(`${path}: meta and header policies agree and forbid inline and foreign scripts`, () => {
      const meta = metaPolicy(readFileSync(join(DIST, file), 'utf8'));
      expect(meta, 'the page has a CSP <meta>').toBeDefined();
      const header = headersFor(rules, path)['Content-Security-Policy'];
      expect(header).toBe(headerPolicy(meta!));

      const policy = parsePolicy(header!);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      const scripts = policy.get('script-src')!;
      expect(scripts[0]).toBe("'self'");
      // Only 'self', hashes, and WebAssembly on the search page: no 'unsafe-inline',
      // 'unsafe-eval', host, scheme or wildcard.
      const allowed = path === '/search/' ? ["'self'", "'wasm-unsafe-eval'"] : ["'self'"];
      expect(scripts.filter((s) => !allowed.includes(s) && !/^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/.test(s))).toEqual([]);
      // Nothing anywhere in the policy names another host.
      expect([...policy.values()].flat().filter((s) => /[./]|^\*$|^https?:$/.test(s) && !s.startsWith("'sha"))).toEqual([]);
    });
  }
});

describe('the header file functions', () => {
  test('a rule list survives formatting and parsing', () => {
    const list: HeaderRule[] = [
      { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
      { path: '/a/', headers: { 'Content-Security-Policy': "default-src 'self'" } },
    ];
    expect(parseHeaders(formatHeaders(list))).toEqual(list);
    expect(headersFor(list, '/a/')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'self'" });
    expect(headersFor(list, '/a/b/')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });

  test('a line that is neither a path nor a header is named', () => {
    expect(() => parseHeaders('/a/\n  not a header\n')).toThrow('_headers line 2: expected "  Name: value" under a path, got "  not a header"');
    expect(() => parseHeaders('  X-A: b\n')).toThrow('_headers line 1: expected "  Name: value" under a path, got "  X-A: b"');
  });

  test('the header policy is the meta policy with frame-ancestors', () => {
    expect(headerPolicy("default-src 'self';script-src 'self' 'sha256-abc=';")).toBe("default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'");
    expect(metaPolicy(page('', '<meta http-equiv="content-security-policy" content="default-src &#39;self&#39;">'))).toBe("default-src 'self'");
    expect(metaPolicy(page(''))).toBeUndefined();
  });

  test('the build step stops, naming the page, when a page has no policy', () => {
    const dist = fakeDist({ 'index.html': page('') });
    const run = spawnSync(process.execPath, ['scripts/gates/headers.ts'], { env: { ...process.env, GATES_DIST: dist }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('headers: index.html has no Content-Security-Policy <meta>: is security.csp still enabled in astro.config.mjs?');
  });
});
