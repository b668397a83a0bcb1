/** src/engine stays pure and portable (conventions 1): no DOM, no Astro, no Preact, no Node built-ins. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../src/engine', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

describe('src/engine', () => {
  const sources = files(root);

  it('has modules to check', () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  it.each(sources.map((f) => [f.slice(root.length + 1), f]))('%s imports only engine modules and uses no DOM', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/^\s*import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    for (const spec of imports) expect(spec, `${file} imports ${spec}`).toMatch(/^\.\.?\//);
    expect(text).not.toMatch(/\b(document|window|localStorage|HTMLElement)\./);
    expect(text).not.toMatch(/\bprocess\./);
  });
});
