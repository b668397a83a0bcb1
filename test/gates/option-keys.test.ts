/**
 * No page names an option by its key where a reader sees it: widgets and pages use the option's
 * words (src/components/readings.ts); keys stay in addresses, commands and code. The browser
 * tests of /play/, /compare/ and /opening/ check the widgets once hydrated, menus open.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { builtPages, DIST } from '../../scripts/gates/site.ts';
import { optionKeysIn } from '../../scripts/gates/static.ts';

describe('optionKeysIn', () => {
  test('finds dotted keys, with or without a value, and undotted keys with their value', () => {
    expect(optionKeysIn('Lango, lango.increment=dlp (AMB-6)')).toEqual(['lango.increment']);
    expect(optionKeysIn('lango.clockwiseIncrementStart and lango.clockwiseIncrement')).toEqual(['lango.clockwiseIncrementStart', 'lango.clockwiseIncrement']);
    expect(optionKeysIn('Didinga, endless=stop; maxLaps=500')).toEqual(['endless=', 'maxLaps=']);
  });

  test('passes the same words in prose', () => {
    expect(optionKeysIn('endless moves not allowed; the repetitions of a position; a lango game')).toEqual([]);
  });
});

describe('every built page', () => {
  // What a reader sees of a page: its body's text, menus and SVG text included, less code
  // (<code>, <pre>), scripts and styles; attributes (data-options, island props) are not text.
  const readerText = (html: string): string => {
    const body = parse(html).querySelector('body');
    if (!body) return '';
    body.querySelectorAll('code, pre, script, style, template').forEach((e) => e.remove());
    return body.textContent;
  };
  for (const { path, file } of builtPages()) {
    test(`${path} names options in words, never by key`, () => {
      expect(optionKeysIn(readerText(readFileSync(join(DIST, file), 'utf8')))).toEqual([]);
    });
  }
});
