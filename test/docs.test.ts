/**
 * The README stays a front door: short, pointing to one reference file a topic under docs/, and
 * every pointer leads somewhere. Source comments cite the docs file that holds a figure or a
 * reason, never a README section (the README no longer holds them).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const README = readFileSync('README.md', 'utf8');
const CONTRIBUTING = readFileSync('CONTRIBUTING.md', 'utf8');
const DOCS = readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);

/** The Markdown link targets of `text`, without their fragment, that name a docs file. */
function docsLinks(text: string, from: string): string[] {
  return [...text.matchAll(/\]\(([^)\s#]+\.md)(#[^)]*)?\)/g)]
    .map((m) => normalize(join(dirname(from), m[1]!)))
    .filter((target) => target.startsWith('docs/'));
}

/** Every file under `dir` whose name ends in one of `exts`. */
function* filesUnder(dir: string, exts: readonly string[]): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path, exts);
    else if (exts.some((e) => name.endsWith(e))) yield path;
  }
}

/** Where a text cites the README for a figure or a section: `(README, "The solver")`, `see the README`, `(README)`. */
export function readmeCitations(files: Iterable<[string, string]>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    text.split('\n').forEach((line, i) => {
      // A folder's own README (source-captures/README.md) is a file, not a section of this one.
      const cleaned = line.replace(/[\w-]+\/README(\.md)?/g, '');
      if (/\bREADME(, ["A-Z]|\))|\b(see|in) (the )?README\b|\bthe README's\b/.test(cleaned)) found.push(`${file}:${i + 1}`);
    });
  }
  return found;
}

describe('the README is a front door', () => {
  it('is at most 200 lines', () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('every docs/… link in the README and CONTRIBUTING.md names a file that exists', () => {
    const missing = [
      ...docsLinks(README, 'README.md'),
      ...docsLinks(CONTRIBUTING, 'CONTRIBUTING.md'),
    ].filter((target) => !existsSync(target));
    expect(missing).toEqual([]);
  });

  it('links every file of docs/', () => {
    const linked = new Set(docsLinks(README, 'README.md'));
    expect(DOCS.length).toBeGreaterThan(5);
    expect(DOCS.filter((f) => !linked.has(f))).toEqual([]);
  });

  it('every link between docs files names a file that exists', () => {
    const missing = DOCS.flatMap((f) => docsLinks(readFileSync(f, 'utf8'), f).filter((t) => !existsSync(t)).map((t) => `${f} → ${t}`));
    expect(missing).toEqual([]);
  });
});

describe('comments cite docs, not README sections', () => {
  it('finds a citation of the README, and not a folder\'s own README file', () => {
    expect(readmeCitations([
      ['a.ts', '// measured (README, "The solver")'],
      ['b.ts', '/** see the README */'],
      ['c.ts', "const readme = readFileSync(`${CAPTURES_DIR}README.md`, 'utf8');\n// listed in source-captures/README.md"],
      ['d.ts', '// measured (docs/solver.md, "The search")'],
      ['e.ts', "// the README and docs/ say only what the engine does\nconst readme = readFileSync('README.md');"],
      ['f.ts', '// the figures in the README\n// (see README, Computer player)\n// the README\'s figures'],
    ])).toEqual(['a.ts:1', 'b.ts:1', 'f.ts:1', 'f.ts:2', 'f.ts:3']);
  });

  it('no file of src/, scripts/ or test/ cites a README section', () => {
    const files = ['src', 'scripts', 'test']
      .flatMap((dir) => [...filesUnder(dir, ['.ts', '.tsx', '.astro', '.mjs', '.mdx'])])
      .filter((f) => f !== join('test', 'docs.test.ts'))
      .map((f): [string, string] => [f, readFileSync(f, 'utf8')]);
    expect(files.length).toBeGreaterThan(100);
    expect(readmeCitations(files)).toEqual([]);
  });
});
