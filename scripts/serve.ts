/**
 * Serves the built site (dist/) the way the static host serves it, so that what a reader tries
 * with `npm start` is what the browser tests and Lighthouse measure:
 *
 * - every response carries the headers dist/_headers gives its address (each page's
 *   Content-Security-Policy with frame-ancestors, nosniff, the referrer, permissions and
 *   framing headers, long caching of hashed bundles);
 * - a page is served at its directory address ("/sources/"); the address without its slash is
 *   redirected to it (301), as static hosts do; a missing address gets dist/404.html with 404;
 * - text is compressed (Brotli or gzip, as the browser accepts), as any production host does;
 * - only GET and HEAD; a path that climbs out of dist/ is refused (400).
 *
 * `node scripts/serve.ts [--port 4321] [--host 127.0.0.1]` (npm start builds first, then runs
 * it). Used in-process by the Lighthouse gate and as Playwright's web server.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { UsageError, wholeNumber } from '../src/cli/args.ts';
import { headersFor, parseHeaders, type HeaderRule } from './gates/headers.ts';
import { DIST } from './gates/site.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // Pagefind's search runs WebAssembly, which browsers compile only from this type.
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** The headers file the build writes; the server refuses to start without it. */
export function readHeaderRules(dist: string = DIST): HeaderRule[] {
  const file = join(dist, '_headers');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build writes the pages, then the headers)`);
  return parseHeaders(readFileSync(file, 'utf8'));
}

interface Resolved {
  readonly status: 200 | 301 | 404;
  /** The file to send (200, 404), or the address to go to (301). */
  readonly file?: string;
  readonly location?: string;
  /** The address whose headers apply. */
  readonly address: string;
}

/** What the server does for a path: a file, a redirect to the slashed address, or the 404 page. */
export function resolvePath(dist: string, pathname: string, search = ''): Resolved | 'bad' {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return 'bad';
  }
  if (path.includes('\0') || !path.startsWith('/')) return 'bad';
  const full = normalize(join(dist, path));
  if (full !== dist && !full.startsWith(dist.endsWith(sep) ? dist : dist + sep)) return 'bad';
  const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
  if (path.endsWith('/')) {
    if (isFile(join(full, 'index.html'))) return { status: 200, file: join(full, 'index.html'), address: path };
  } else if (isFile(full)) {
    return { status: 200, file: full, address: path };
  } else if (isFile(join(full, 'index.html'))) {
    return { status: 301, location: `${pathname}/${search}`, address: path };
  }
  return { status: 404, file: join(dist, '404.html'), address: '/404.html' };
}

/** A server for `dist`, sending the headers of its _headers file. */
export function createSiteServer(dist: string = DIST): Server {
  const root = normalize(dist);
  const rules = readHeaderRules(root);
  const compressed = new Map<string, Buffer>();

  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Only GET and HEAD are served.\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://host');
    const resolved = resolvePath(root, url.pathname, url.search);
    if (resolved === 'bad') {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad address.\n');
      return;
    }
    const headers: Record<string, string> = { ...headersFor(rules, resolved.address) };
    if (resolved.status === 301) {
      res.writeHead(301, { ...headers, Location: resolved.location! }).end();
      return;
    }
    if (!resolved.file || !existsSync(resolved.file)) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.\n');
      return;
    }
    const type = TYPES[extname(resolved.file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(resolved.file);
    headers['Content-Type'] = type;
    headers['Cache-Control'] ??= 'no-cache';
    if (COMPRESSIBLE.test(type)) {
      headers['Vary'] = 'Accept-Encoding';
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      if (encoding) {
        const key = `${encoding}:${resolved.file}`;
        let packed = compressed.get(key);
        if (!packed) compressed.set(key, (packed = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body)));
        body = packed;
        headers['Content-Encoding'] = encoding;
      }
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(resolved.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** Starts the server; resolves once it listens, rejects with a readable message when it cannot. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(error.code === 'EADDRINUSE' ? `port ${port} on ${host} is already in use: stop what listens there or pass --port` : `cannot listen on ${host}:${port}: ${error.message}`));
    });
    server.listen(port, host, () => resolve());
  });
}

export interface ServeArgs {
  readonly port: number;
  readonly host: string;
}

/** Parses `--port N --host H`; a problem is a message naming the argument. */
export function parseServeArgs(args: readonly string[]): ServeArgs | string {
  let port = 4321;
  let host = '127.0.0.1';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = args[i + 1];
    if (arg === '--port') {
      try {
        port = wholeNumber('--port', value, 1, 65535);
      } catch (e) {
        if (e instanceof UsageError) return e.message;
        throw e;
      }
      i++;
    } else if (arg === '--host') {
      if (value === undefined || value.startsWith('--')) return '--host takes a host name or address, such as 127.0.0.1';
      host = value;
      i++;
    } else {
      return `unknown argument "${arg}": use --port N and --host H`;
    }
  }
  return { port, host };
}

if (import.meta.main) {
  const args = parseServeArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`serve: ${args}`);
    process.exit(2);
  }
  try {
    const server = createSiteServer();
    await listen(server, args.port, args.host);
    console.log(`serve: dist/ at http://${args.host}:${args.port}/ with the headers of dist/_headers (Ctrl-C to stop)`);
  } catch (error) {
    console.error(`serve: ${(error as Error).message}`);
    process.exit(1);
  }
}
