/**
 * The notation key is one link away from every move, hole name and position the built pages
 * show: a page with a stepper (examples, lessons, compare, the editions' examples), the solved
 * openings or the notation chart links to /notation/. The play page's moves, drawn only in the
 * browser, are checked in test/e2e/play.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { expect, test } from 'vitest';
import { builtPages, DIST } from '../../scripts/gates/site.ts';
import { NOTATION_HREF } from '../../src/components/NotationLink.tsx';

/** What shows a move, a hole name or a position in the built HTML. */
const SHOWS_NOTATION = '.stepper, .solved, .chart';

test('every page that shows the notation links to its key', { timeout: 60_000 }, () => { // reads every page
  const showing: string[] = [];
  const missing: string[] = [];
  for (const page of builtPages()) {
    if (page.path === NOTATION_HREF) continue;
    const root = parse(readFileSync(join(DIST, page.file), 'utf8'));
    if (root.querySelectorAll(SHOWS_NOTATION).length === 0) continue;
    showing.push(page.path);
    if (!root.querySelector(`a[href="${NOTATION_HREF}"]`)) missing.push(page.path);
  }
  // The check has pages to check: the examples, the editions, the lessons, /opening/.
  expect(showing).toEqual(expect.arrayContaining(['/examples/', '/sources/driberg-1927a/', '/learn/lango/', '/opening/']));
  expect(missing).toEqual([]);
});

test('the key itself is built', () => {
  const html = readFileSync(join(DIST, 'notation', 'index.html'), 'utf8');
  const root = parse(html);
  expect(root.querySelector('h1')?.text).toBe('How to read the notation');
  // Sixteen holes a side, each under its three names.
  expect(root.querySelectorAll('.notation__holes tbody tr')).toHaveLength(16);
  for (const sign of ['x', '/', '&lt;', '&gt;', '^']) expect(html).toContain(sign);
});
