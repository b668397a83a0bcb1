/**
 * The pages of a primary text the site quotes (src/content/bibliography.json, `quotedPages`, and
 * what the capture lacks, `notQuoted`): stated once, checked against the captures' own citations,
 * and the only place an edition's pages come from (quotedLine, src/features/editions/quoted.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import bibliography from '../../../src/content/bibliography.json' with { type: 'json' };
import { pageRef } from '../../../src/components/page-ref.ts';
import { CAPTURES_DIR, captureQuote } from '../../../src/data/source-captures.ts';
import { quotedLine, quotedPagesOf, type QuotedWork } from '../../../src/features/editions/quoted.ts';

const works = bibliography as (QuotedWork & { pages?: string })[];
const EDITIONS_DIR = 'src/content/editions/';
/** Each edition's front matter: its bibliography id and its capture. */
const editions = readdirSync(EDITIONS_DIR).filter((f) => f.endsWith('.mdx')).map((f) => {
  const mdx = readFileSync(EDITIONS_DIR + f, 'utf8');
  const front = mdx.slice(0, mdx.indexOf('\n---', 3));
  return { file: f, mdx, front, cite: /^cite: (\S+)$/m.exec(front)![1]!, capture: /^sourceFile: (\S+)$/m.exec(front)![1]! };
});

describe('the pages quoted', () => {
  it('every edition’s text gives its quoted pages and its gaps in the bibliography, and the front matter gives no pages', () => {
    expect(editions.map((e) => e.cite).sort()).toEqual(['driberg-1927a', 'driberg-1927b', 'murray-1951']);
    for (const e of editions) {
      const w = works.find((x) => x.id === e.cite)!;
      expect(w.quotedPages, e.cite).toBeDefined();
      expect(w.notQuoted!.length, e.cite).toBeGreaterThan(0);
      expect(e.front, e.file).not.toMatch(/^pages:/m);
      expect(e.front, e.file).not.toMatch(/\bpp?\. \d|\bin full\b/);
    }
  });

  it('the pages quoted are those the capture cites for its quotation, within the work’s own range', () => {
    for (const e of editions) {
      const w = works.find((x) => x.id === e.cite)!;
      const capture = readFileSync(CAPTURES_DIR + e.capture, 'utf8');
      const after = capture.slice(capture.indexOf(captureQuote(e.capture)) + captureQuote(e.capture).length, capture.indexOf(captureQuote(e.capture)) + captureQuote(e.capture).length + 40);
      // The capture ends its quotation with `" Driberg 1927: 170-172.` or `" Murray 1951: 217.`
      expect(after, e.capture).toMatch(new RegExp(`^"\\s*\\w+ \\d{4}b?: ${w.quotedPages!.replace('–', '-')}\\.`));
      const [lo, hi] = w.pages!.split('–').map(Number);
      for (const p of w.quotedPages!.split('–').map(Number)) expect(p >= lo! && p <= (hi ?? lo!), e.cite).toBe(true);
    }
  });

  it('pages of the work outside the quoted ones are named as not in the capture', () => {
    for (const e of editions) {
      const w = works.find((x) => x.id === e.cite)!;
      const [lo, hi] = w.pages!.split('–').map(Number);
      const [qlo, qhi] = w.quotedPages!.split('–').map(Number);
      const missing = [lo! < qlo! ? `${lo}–${qlo! - 1}` : null, (hi ?? lo!) > (qhi ?? qlo!) ? `${(qhi ?? qlo!) + 1}–${hi}` : null].filter((x) => x !== null);
      for (const m of missing) expect(w.notQuoted!.map((n) => n.replace(/^pp?\. /, '')), e.cite).toContain(m);
    }
  });

  it('the citation paragraph of each edition cites its own text at the pages quoted', () => {
    for (const e of editions) {
      const w = works.find((x) => x.id === e.cite)!;
      const locs = [...e.mdx.matchAll(new RegExp(`<Cite id="${e.cite}" loc="([^"]+)"`, 'g'))].map((m) => m[1]);
      expect(locs.length, e.file).toBeGreaterThan(0);
      for (const l of locs) expect(l, e.file).toBe(quotedPagesOf(w));
    }
  });

  it('the line names the pages, the work’s range where it differs, and every gap', () => {
    const a = works.find((x) => x.id === 'driberg-1927a')!;
    expect(quotedLine(a)).toBe(`Quoted: the passage the capture cites as pp. 170–172, of the article’s pp. 168–172. Not in the capture: ${a.notQuoted!.join('; ')}.`);
    expect(quotedLine(works.find((x) => x.id === 'murray-1951')!)).toMatch(/^Quoted: the passage the capture cites as p\. 217\. Not in the capture: /);
    expect(pageRef('217')).toBe('p. 217');
  });

  it('a work with no quoted pages is refused by name', () => {
    expect(() => quotedLine({ id: 'russ-2000', type: 'book' })).toThrow(/"russ-2000" is quoted by an edition but gives no "quotedPages"/);
  });
});
