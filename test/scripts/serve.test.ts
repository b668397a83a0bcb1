/**
 * scripts/serve.ts, the server of `npm start`, the browser tests and Lighthouse: it serves the
 * build as the static host does, with the headers of dist/_headers, and says clearly what is
 * wrong when it cannot.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, listen, parseServeArgs, resolvePath } from '../../scripts/serve.ts';
import { fakeDist, page } from '../gates/helpers.ts';

const dist = fakeDist({
  'index.html': page('<p>home</p>'),
  'sources/index.html': page('<p>sources</p>'),
  '404.html': page('<p>not here</p>'),
  '_astro/app.abc123.js': 'console.log(1);',
  'pagefind/wasm.en.wasm': 'binary',
  _headers: [
    '/*', '  X-Content-Type-Options: nosniff', '',
    '/_astro/*', '  Cache-Control: public, max-age=31536000, immutable', '',
    '/', "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'", '',
    '/sources/', "  Content-Security-Policy: default-src 'none'", '',
    '/404.html', "  Content-Security-Policy: default-src 'self'", '',
  ].join('\n'),
});

let origin = '';
const server = createSiteServer(dist);
beforeAll(async () => {
  await listen(server, 0, '127.0.0.1');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('serving the build', () => {
  it('serves a page at its directory address with its own and the common headers', async () => {
    const response = await fetch(`${origin}/sources/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<p>sources</p>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('redirects an address without its slash, keeping the query', async () => {
    const response = await fetch(`${origin}/sources?a=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/sources/?a=1');
  });

  it('answers a missing address with the 404 page and its headers', async () => {
    const response = await fetch(`${origin}/nowhere/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not here');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('gives hashed bundles long caching and WebAssembly its type', async () => {
    const bundle = await fetch(`${origin}/_astro/app.abc123.js`);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${origin}/pagefind/wasm.en.wasm`)).headers.get('content-type')).toBe('application/wasm');
  });

  it('compresses text for a browser that accepts it', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding?: string; data: Buffer }>((resolve, reject) => {
      request(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], data: Buffer.concat(chunks) }));
      }).on('error', reject).end();
    });
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.data).toString()).toContain('<p>home</p>');
  });

  it('serves only GET and HEAD, and nothing outside the build', async () => {
    expect((await fetch(`${origin}/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${origin}/`, { method: 'HEAD' })).status).toBe(200);
    expect(resolvePath(dist, '/..%2f..%2fetc/passwd')).toBe('bad');
    expect(resolvePath(dist, '/%E0%A4%A')).toBe('bad');
    expect(resolvePath(dist, '/a%00b')).toBe('bad');
  });
});

describe('what it says when it cannot serve', () => {
  it.each([
    [['--port', 'x'], '--port: "x" is not a whole number from 1 to 65535'],
    [['--port', '70000'], '--port: "70000" is not a whole number from 1 to 65535'],
    [['--port'], '--port needs a whole number from 1 to 65535'],
    [['--host'], '--host takes a host name or address, such as 127.0.0.1'],
    [['--verbose'], 'unknown argument "--verbose": use --port N and --host H'],
  ])('%j: %s', (args, message) => {
    expect(parseServeArgs(args)).toBe(message);
  });

  it('takes a port and a host', () => {
    expect(parseServeArgs([])).toEqual({ port: 4321, host: '127.0.0.1' });
    expect(parseServeArgs(['--port', '8080', '--host', '0.0.0.0'])).toEqual({ port: 8080, host: '0.0.0.0' });
  });

  it('refuses to start without dist/_headers, saying how to make it', () => {
    const bare = fakeDist({ 'index.html': page('') });
    expect(() => createSiteServer(bare)).toThrow(`${bare}/_headers is missing: build the site first (npm run build writes the pages, then the headers)`);
  });

  it('exits 2 on a bad argument, naming it', () => {
    const run = spawnSync(process.execPath, ['scripts/serve.ts', '--port', 'abc'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('serve: --port: "abc" is not a whole number from 1 to 65535');
  });

  it('exits 1 when its port is taken, naming the port', async () => {
    const other = createServer((_, response) => response.end('someone else'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    try {
      const run = spawn(process.execPath, ['scripts/serve.ts', '--port', String(port)], { env: { ...process.env, GATES_DIST: dist } });
      let stderr = '';
      run.stderr.on('data', (chunk) => (stderr += chunk));
      const status = await new Promise((resolve) => run.on('close', resolve));
      expect(status).toBe(1);
      expect(stderr.trim()).toBe(`serve: port ${port} on 127.0.0.1 is already in use: stop what listens there or pass --port`);
    } finally {
      other.close();
    }
  });
});
