/**
 * JavaScript a built page ships, measured from the build output: every module script and island
 * (component and renderer) the HTML names, the chunks they import statically, and inline
 * scripts, each gzip-compressed as a server would send it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageScripts {
  readonly files: readonly string[];
  readonly inlineBytes: number;
  readonly gzipBytes: number;
}

const IMPORT = /(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']|import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

function resolve(from: string, spec: string): string {
  if (spec.startsWith('/')) return spec;
  const base = from.slice(0, from.lastIndexOf('/') + 1);
  return new URL(spec, `http://x${base}`).pathname;
}

export function pageScripts(dist: string, pagePath: string): PageScripts {
  const htmlFile = join(dist, pagePath, pagePath.endsWith('.html') ? '' : 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const roots = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) roots.add(m[1]!);
  for (const m of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+\.js)"/g)) roots.add(m[1]!);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((t) => t.trim() !== '' && !t.trim().startsWith('{'));
  const seen = new Set<string>();
  const queue = [...roots];
  let gzip = 0;
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const text = readFileSync(join(dist, url), 'utf8');
    gzip += gzipSync(text).length;
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      // Dynamic imports load only on demand; count static ones only.
      if (m[0].startsWith('import(')) continue;
      if (spec) queue.push(resolve(url, spec));
    }
  }
  const inlineBytes = inline.reduce((t, s) => t + gzipSync(s).length, 0);
  return { files: [...seen], inlineBytes, gzipBytes: gzip + inlineBytes };
}
