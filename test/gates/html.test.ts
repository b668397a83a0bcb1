/**
 * HTML validity (html-validate, recommended rules) and the document outline of every built
 * page: one h1, no heading level skipped, an alt on every image, a name on every SVG image.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages, DIST } from '../../scripts/gates/site.ts';
import { outlineProblems, validateHtml } from '../../scripts/gates/static.ts';
import { page } from './helpers.ts';

describe('every built page', { timeout: 60_000 }, () => { // html-validate over a page of up to 250 KB
  for (const { path, file } of builtPages()) {
    test(`${path} is valid HTML with a sound outline`, async () => {
      const html = readFileSync(join(DIST, file), 'utf8');
      expect(await validateHtml(html, path)).toEqual([]);
      expect(outlineProblems(html)).toEqual([]);
    });
  }
});

describe('the checks themselves', () => {
  test('html-validate reports invalid markup (here a duplicate id and a stray end tag)', async () => {
    const problems = await validateHtml(page('<p id="x">a</p><p id="x">b</p></div>'), 'bad.html');
    expect(problems.some((p) => p.includes('no-dup-id'))).toBe(true);
    expect(problems.some((p) => p.includes('close-order') || p.includes('parser-error') || p.includes('no-implicit-close'))).toBe(true);
  });

  test('the outline check names a second h1, a skipped level, an image without alt and an unnamed SVG image', () => {
    const html = page('<h3>Too deep</h3><h1>Again</h1><img src="/a.png"><svg role="img"></svg>');
    expect(outlineProblems(html)).toEqual([
      'expected one <h1>, found 2',
      '<h3> "Too deep" follows <h1>: level 2 skipped',
      '<img src="/a.png"> has no alt attribute',
      '<svg role="img"> has no accessible name',
    ]);
  });

  test('a region that scrolls a table must take focus and have a name that names something', () => {
    const html = page('<div class="scroll-region wide"><table><tr><td>1</td></tr></table></div><section class="scroll-region" tabindex="0" aria-labelledby="gone"><table><tr><td>2</td></tr></table></section>');
    expect(outlineProblems(html)).toEqual([
      '<div class="scroll-region wide"> scrolls but has no tabindex="0", so a keyboard cannot scroll it',
      '<div class="scroll-region wide"> scrolls but has no accessible name',
      '<section class="scroll-region"> scrolls but has no accessible name (aria-labelledby="gone" names no element)',
    ]);
  });

  test('a page whose first heading is not its h1 is reported', () => {
    const html = '<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><h2>Intro</h2><h1>Title</h1></body></html>';
    expect(outlineProblems(html)).toEqual(['the first heading is <h2> "Intro", not the <h1>']);
  });

  test('a valid page passes both', async () => {
    const html = page('<h2>Part</h2><p>Text <img src="/a.png" alt="A"></p><svg role="img" aria-label="Board"></svg><section class="scroll-region" tabindex="0" aria-labelledby="t"><table><caption id="t">Counts</caption><tbody><tr><td>1</td></tr></tbody></table></section>');
    expect(await validateHtml(html, 'good.html')).toEqual([]);
    expect(outlineProblems(html)).toEqual([]);
  });
});
