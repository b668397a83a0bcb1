/** A throwaway build output for the gates' own tests: pages written from a map of files. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function fakeDist(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'choro-gates-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  }
  return dist;
}

/** A small valid page: one h1, a description, a body. */
export function page(body: string, head = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test</title><meta name="description" content="A test page.">${head}</head><body><main><h1>Test</h1>${body}</main></body></html>`;
}
