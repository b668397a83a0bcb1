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

describe('what is quoted', () => {
  for (const id of EDITIONS) {
    test(`${id}: /sources/, its edition and /bibliography/ give the bibliography's pages and gaps`, () => {
      const line = quotedLine(works.find((w) => w.id === id)!);
      expect(line).toMatch(/^Quoted: pp?\. \d/);
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
        for (const m of t.matchAll(/[^.]*\b(quot\w*|cites?|gives?)\b[^.]*\bin full\b[^.]*/gi)) wrong.push(`${path}: ${m[0].trim()}`);
        for (const m of t.matchAll(/[^.]*\bin full\b[^.]*\bquot\w*[^.]*/gi)) wrong.push(`${path}: ${m[0].trim()}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
