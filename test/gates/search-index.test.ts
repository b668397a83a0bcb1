/**
 * Search covers the whole site: every built page but the search page and the 404 page gives its
 * <main> to the index (data-pagefind-body, set by src/layouts/Base.astro), and Pagefind's index
 * counts exactly those pages. A page that set its own smaller body, or a layout that lost the
 * attribute, would leave pages unsearchable without any other test noticing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { builtPages, DIST } from '../../scripts/gates/site.ts';

const NOT_INDEXED = ['/search/', '/404.html'];
const pages = builtPages();

describe('the search index', { timeout: 60_000 }, () => { // reads every page and Pagefind's index
  test('every page but search and 404 gives its <main>, and only its <main>, to the index', () => {
    const wrong: string[] = [];
    for (const page of pages) {
      const bodies = parse(readFileSync(join(DIST, page.file), 'utf8')).querySelectorAll('[data-pagefind-body]');
      const expected = NOT_INDEXED.includes(page.path) ? [] : ['main'];
      const found = bodies.map((b) => b.tagName.toLowerCase());
      if (found.join() !== expected.join()) wrong.push(`${page.path}: ${found.join(', ') || 'nothing'} marked for the index, expected ${expected.join() || 'nothing'}`);
    }
    expect(wrong).toEqual([]);
  });

  test("Pagefind's index holds every searchable page", () => {
    const entry = JSON.parse(readFileSync(join(DIST, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    const indexed = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
    expect(indexed).toBe(pages.filter((p) => !NOT_INDEXED.includes(p.path)).length);
  });
});
