/**
 * No placeholder reaches a reader: no made-up host (the site's address is real or absent), no
 * address on the builder's machine, no citation that asks the reader to finish it, no note to
 * self. Checked on every built page and on dist/_headers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { builtPages, DIST } from '../../scripts/gates/site.ts';
import { placeholderProblems } from '../../scripts/gates/static.ts';
import { page } from './helpers.ts';

describe('every built page', () => {
  for (const { path, file } of builtPages()) {
    test(`${path} holds no placeholder`, () => {
      expect(placeholderProblems(readFileSync(join(DIST, file), 'utf8'))).toEqual([]);
    });
  }
  test('dist/_headers holds no placeholder', () => {
    expect(placeholderProblems(readFileSync(join(DIST, '_headers'), 'utf8'))).toEqual([]);
  });
});

describe('the check itself', () => {
  test.each([
    ['<link rel="canonical" href="https://choro.example/">', '"//choro.example": a reserved, made-up host name'],
    ['<a href="http://site.invalid/a/">a</a>', '"//site.invalid": a reserved, made-up host name'],
    ['<a href="https://example.org/">x</a>', '"example.org": a reserved, made-up host name'],
    ['<p>See http://localhost:4321/play/</p>', '"localhost": an address on the builder’s own machine'],
    ['<p>(accessed on the date you read it)</p>', '"accessed on the date you read it": a citation the reader has to finish'],
    ['<p>TODO: write this</p>', '"TODO": a writer’s placeholder'],
  ])('finds %s', (body, message) => {
    const problems = placeholderProblems(page(body));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  test('passes real addresses, ordinary words and code', () => {
    expect(placeholderProblems(page('<p>A worked example, for example EX-m4; see <a href="https://creativecommons.org/licenses/by/4.0/">CC BY</a>. Todo is not a word here.</p><script>if (re.test(id)) rules.opposition.test(x);</script>'))).toEqual([]);
  });
});
