/**
 * The core content of every built page is in its HTML, for a reader without JavaScript: what its
 * kind names (scripts/gates/site.ts, PageKind.coreContent) is there, with text, and no script's
 * placeholder stands in for it. The browser gate (test/e2e/site.spec.ts) sees the same content
 * visible with JavaScript off, on the pages it loads (test/e2e/gates.ts, BROWSER_PAGES: of a family
 * of pages built from one template, a few); this gate reads every page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages, DIST } from '../../scripts/gates/site.ts';
import { coreContentProblems } from '../../scripts/gates/static.ts';
import { page } from './helpers.ts';

describe('every built page', () => {
  for (const { path, file, kind } of builtPages()) {
    test(`${path} (${kind.id}): the core content is in the HTML`, () => {
      expect(coreContentProblems(readFileSync(join(DIST, file), 'utf8'), kind.coreContent)).toEqual([]);
    });
  }
});

describe('the check itself', () => {
  test('names a selector that matches nothing, one whose first match has no text, and a placeholder', () => {
    const html = page('<p>Loading…</p><ol class="steps"><li> </li></ol>');
    expect(coreContentProblems(html, ['main h1', 'table.rules-matrix td', 'ol.steps li'])).toEqual([
      'table.rules-matrix td is not on the page',
      'ol.steps li has no text',
    ]);
    const waiting = '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><p>Loading the board…</p><h1>T</h1></main></body></html>';
    expect(coreContentProblems(waiting, ['main h1'])).toEqual(['<main> opens with a placeholder for a script']);
  });

  test('passes a page whose content is there, a field counting as content, and selectors with combinators', () => {
    const html = page('<h2 id="how">How</h2><ul><li>Sow</li></ul><input id="search-q" type="search" aria-label="Search">');
    expect(coreContentProblems(html, ['main h1', '#how + ul li', '#search-q'])).toEqual([]);
  });
});
