/**
 * The repository stands alone: a clone with no folders beside it builds the site and passes
 * every test. Nothing in it (code, tests, scripts, configuration, documentation) reaches outside
 * the repository, and the source captures the site quotes are project files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { captureFiles, captureQuote, CAPTURES_DIR } from '../src/data/source-captures.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Made by tools, never written by hand, or not text. */
const SKIP_DIRS = new Set(['.git', 'node_modules', 'dist', '.astro', 'test-results', 'playwright-report', 'reports', 'bench-results']);
const SKIP_FILES = new Set(['package-lock.json']);

function* projectFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.has(name)) yield* projectFiles(path);
    } else if (!SKIP_FILES.has(name) && !/\.(png|svg|ico|woff2?)$/.test(name)) {
      yield path;
    }
  }
}

/**
 * Where `text` points at something outside the repository, as "file:line": a path into a sibling
 * folder ("…/shared"), or a numbered item of a document the repository does not hold (the
 * project's conventions, its brief on the rules, its architecture notes). A comment says why in its own
 * words instead.
 */
export function outsideReferences(files: Iterable<[string, string]>): string[] {
  // Built from parts, so that this file does not name what it looks for.
  const outside = [
    new RegExp(['\\.\\.', 'shared'].join('/')),
    new RegExp(['\\(conventions', '\\d+\\)'].join(' ')),
    new RegExp(['rules', 'brief'].join('[- ]'), 'i'),
    new RegExp(['\\bthe', 'brief\\b'].join(' '), 'i'),
    // The project's own docs/architecture.md is in the repository; only the notes outside are not.
    new RegExp(['(?<!docs/)architecture', 'md'].join('\\.')),
  ];
  const found: string[] = [];
  for (const [file, text] of files) {
    text.split('\n').forEach((line, i) => {
      if (outside.some((pattern) => pattern.test(line))) found.push(`${file}:${i + 1}`);
    });
  }
  return found;
}

describe('the repository stands alone', () => {
  it('finds a reference to a sibling folder or an outside document, and only there', () => {
    const dots = '..';
    expect(outsideReferences([
      ['a.ts', `const x = 1;\nread('${dots}/shared/sources/a.txt');`],
      ['b.md', 'shared by the pages; the shared clock'],
      ['c.ts', `/** Frames are precomputed (${'conventions'} 11). */`],
      ['d.ts', `// as the ${'rules'} brief says\n// the conventions of the notation`],
      ['e.md', `the ${'brief'}'s EX-… ids\nin brief, a lap`],
      ['f.md', `the layers: docs/${'architecture'}.md\nthe ${'architecture'}.md notes`],
    ])).toEqual(['a.ts:2', 'c.ts:1', 'd.ts:1', 'e.md:1', 'f.md:2']);
  });

  it('no file of the project refers to a folder beside the repository', () => {
    const files = [...projectFiles(ROOT)].map((f): [string, string] => [relative(ROOT, f), readFileSync(f, 'utf8')]);
    expect(files.length).toBeGreaterThan(100);
    expect(outsideReferences(files)).toEqual([]);
  });

  it('keeps the five source captures, each listed in its README', () => {
    const readme = readFileSync(`${CAPTURES_DIR}README.md`, 'utf8');
    expect(captureFiles()).toEqual([
      'dlp-evidence-1226-2231-ikibuguzo.txt',
      'dlp-evidence-684-pereauni-didinga.txt',
      'dlp-evidence-711-choro-lango.txt',
      'dlp-ruleset-265-choro-lango.txt',
      'mancala-world-choro.txt',
    ]);
    for (const file of captureFiles()) expect(readme, file).toContain(`\`${file}\``);
  });

  it('reads the verbatim quotation of each primary text from its capture', () => {
    expect(captureQuote('dlp-evidence-684-pereauni-didinga.txt')).toMatch(/^Definitions\. 1\. The game is played by two principals/);
    expect(captureQuote('dlp-evidence-711-choro-lango.txt')).toContain('Lango Variation');
    expect(captureQuote('dlp-evidence-1226-2231-ikibuguzo.txt')).toContain('Ikibuguzo');
    expect(() => captureQuote('nope.txt')).toThrow(/no source capture "nope\.txt" in .*source-captures.*; the captures are: dlp-evidence-1226/);
    expect(() => captureQuote('mancala-world-choro.txt')).toThrow('no Content "…" field in the source capture mancala-world-choro.txt');
  });

  it('no test reads the wall clock: speed is measured by npm run bench, tests count work', () => {
    const clock = new RegExp(['performance', 'now\\(|Date', 'now\\('].join('\\.'));
    const offenders = [...projectFiles(join(ROOT, 'test'))]
      .filter((f) => /\.(ts|tsx|mjs|js|html)$/.test(f))
      .filter((f) => clock.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
});
