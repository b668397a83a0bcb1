/**
 * What of a text is quoted, on every page that says it: /sources/, each edition page and
 * /bibliography/ print the one line made from the bibliography's `quotedPages` and `notQuoted`
 * (src/features/editions/quoted.ts), and no built page claims a text is quoted "in full".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import bibliography from '../../src/content/bibliography.json' with { type: 'json' };
import { quotedLine, type QuotedWork } from '../../src/features/editions/quoted.ts';
import { builtPages, DIST } from '../../scripts/gates/site.ts';

const EDITIONS = ['driberg-1927a', 'driberg-1927b', 'murray-1951'];
const works = bibliography as QuotedWork[];
const text = (path: string) => parse(readFileSync(join(DIST, path, 'index.html'), 'utf8'));

/** The sentences of a text that say a text is quoted, given or set out "in full". */
function inFullClaims(text: string): string[] {
  return text.split(/(?<=[.;:])\s+/).filter((s) => /\bin full\b/i.test(s) && /\b(quot\w*|cite[sd]?|gives?|sets? out)\b/i.test(s)).map((s) => s.trim());
}

describe('what is quoted', () => {
  for (const id of EDITIONS) {
    test(`${id}: /sources/, its edition and /bibliography/ give the bibliography's pages and gaps`, () => {
      const line = quotedLine(works.find((w) => w.id === id)!);
      expect(line).toMatch(/^Quoted: the passage the capture cites as pp?\. \d/);
      expect(line).toContain('Not in the capture: ');
      for (const path of ['/sources/', `/sources/${id}/`, '/bibliography/']) {
        const shown = text(path).querySelectorAll(`[data-quoted="${id}"]`).map((e) => e.textContent.replace(/\s+/g, ' ').trim());
        expect(shown, path).toEqual([line]);
      }
    });
  }

  test('no built page says a text is quoted in full', () => {
    const wrong: string[] = [];
    for (const { path, file } of builtPages()) {
      const root = parse(readFileSync(join(DIST, file), 'utf8'));
      for (const s of root.querySelectorAll('script, style')) s.remove();
      const body = root.textContent.replace(/\s+/g, ' ');
      const meta = root.querySelectorAll('meta[name="description"], meta[property="og:description"]').map((m) => m.getAttribute('content') ?? '');
      for (const t of [body, ...meta]) {
        for (const claim of inFullClaims(t)) wrong.push(`${path}: ${claim}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the "in full" check itself', () => {
  test('finds the claims the site used to make, and passes other uses of the words', () => {
    for (const old of [
      'J. H. Driberg’s Lango variation of the game, from Man 27 (1927), no. 127, pp. 186–187, quoted in full and annotated.',
      'Each is quoted here in full, in its original spelling.',
      'The works the site quotes, cites and compares, in full.',
      'The Didinga, whose game, pereaüni, Driberg sets out first and in full.',
    ]) expect(inFullClaims(old), old).toHaveLength(1);
    expect(inFullClaims('The step lists are written out in full. The code is shown in full on the clause’s page.')).toEqual([]);
  });
});
