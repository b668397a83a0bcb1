/**
 * HTTP headers for the static host, written to dist/_headers after the build (the format of
 * Netlify and Cloudflare Pages: a path on its own line, then indented `Name: value` lines).
 *
 * Astro (security.csp in astro.config.mjs) puts each page's Content-Security-Policy in a
 * <meta http-equiv> with the hashes of that page's inline scripts. A <meta> policy cannot say
 * everything (frame-ancestors is ignored there) and a host may not read it before the page
 * starts loading, so each page also gets the same policy as a header, plus frame-ancestors.
 * Both are enforced together; since the header only adds to the meta policy, a page that works
 * under one works under both. The browser tests serve pages with these headers
 * (test/e2e/fixtures.ts), so every browser test runs under the header policy too.
 *
 * Run by `npm run build` (node scripts/gates/headers.ts); the functions are shared with the
 * gates' tests and the browser fixture.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, DIST } from './site.ts';

/** Headers every response gets. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=31536000',
};

/** Directives a <meta> policy cannot carry, added to every page's header policy. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** The Content-Security-Policy of a page's <meta http-equiv>, or undefined when it has none. */
export function metaPolicy(html: string): string | undefined {
  const tag = html.match(/<meta\s[^>]*http-equiv="content-security-policy"[^>]*>/i)?.[0];
  const content = tag?.match(/\scontent="([^"]*)"/i)?.[1];
  return content === undefined ? undefined : content.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

/** A policy as a map from directive name to its sources, in order. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The policy written back with `; ` between directives. */
export function formatPolicy(directives: Map<string, string[]>): string {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The header policy of a page: its meta policy plus HEADER_ONLY_DIRECTIVES. */
export function headerPolicy(meta: string): string {
  const directives = parsePolicy(meta);
  for (const directive of HEADER_ONLY_DIRECTIVES) {
    const [name, ...sources] = directive.split(' ');
    directives.set(name!, sources);
  }
  return formatPolicy(directives);
}

export interface HeaderRule {
  /** An address ("/sources/"), or a prefix ending in "*" ("/_astro/*"). */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The _headers file for the rules, in order. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';
}

/** Parses a _headers file; throws on a line it does not understand, naming the line. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      return;
    }
    const header = line.trim().match(/^([A-Za-z0-9-]+):\s*(.+)$/);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers line ${index + 1}: expected "  Name: value" under a path, got "${line}"`);
    rule.headers[header[1]!] = header[2]!;
  });
  return rules;
}

/** The headers a host applying `rules` sends for `path` (later rules add to earlier ones). */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}

/** The rules for a build: common headers, long caching of hashed assets, each page's policy. */
export function siteHeaderRules(dist: string = DIST): HeaderRule[] {
  const rules: HeaderRule[] = [
    { path: '/*', headers: COMMON_HEADERS },
    // Astro's bundles have content hashes in their names: they never change.
    { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ];
  for (const page of builtPages(dist)) {
    const meta = metaPolicy(readFileSync(join(dist, page.file), 'utf8'));
    if (meta === undefined) {
      throw new Error(`${page.file} has no Content-Security-Policy <meta>: is security.csp still enabled in astro.config.mjs?`);
    }
    rules.push({ path: page.path, headers: { 'Content-Security-Policy': headerPolicy(meta) } });
  }
  return rules;
}

if (import.meta.main) {
  try {
    const rules = siteHeaderRules();
    writeFileSync(join(DIST, '_headers'), formatHeaders(rules));
    console.log(`headers: wrote dist/_headers (${rules.length - 2} pages)`);
  } catch (error) {
    console.error(`headers: ${(error as Error).message}`);
    process.exit(1);
  }
}
