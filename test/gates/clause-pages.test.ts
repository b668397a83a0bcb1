/**
 * Every clause has its own page (/rules/clauses/…/, src/features/rules/ClausePage.astro) in the
 * build, with the engine code its entry in src/data/clauses.json names, highlighted, or the reason
 * there is none; and its edition page's note links there rather than carrying the code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import clauses from '../../src/data/clauses.json' with { type: 'json' };
import { clausePageHref, clauseSlug, LUDII_HOME } from '../../src/data/clauses.ts';
import { DIST } from '../../scripts/gates/site.ts';

interface Entry {
  id: string;
  edition: string;
  implementation?: { file: string; symbol: string }[];
  noImplementation?: string;
}
const CLAUSES = clauses as Entry[];
/** A built page, without the attributes Astro adds to scope a component's styles. */
const html = (address: string) => readFileSync(join(DIST, address, 'index.html'), 'utf8').replace(/ data-astro-cid-\w+/g, '');
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('clause pages', () => {
  test('each clause id gives its own address (ids differ in more than case)', () => {
    expect(new Set(CLAUSES.map((c) => clauseSlug(c.id))).size).toBe(CLAUSES.length);
  });

  for (const clause of CLAUSES) {
    test(`${clause.id}: its page shows its code, and its note links there`, () => {
      const address = clausePageHref(clause.id);
      expect(existsSync(join(DIST, address, 'index.html')), address).toBe(true);
      const page = html(address);
      expect(page).toContain(`${clause.id}: `);
      if (clause.implementation) {
        const figures = page.split('<figure class="clause-code"').slice(1);
        expect(figures).toHaveLength(clause.implementation.length);
        clause.implementation.forEach((ref, i) => {
          expect(figures[i]).toContain(`<code>${escape(ref.symbol)}</code> in <code>${ref.file}</code>`);
          expect(figures[i]).toMatch(/<pre class="astro-code[^"]*"/);
        });
      } else {
        expect(page).toContain(`No engine function: ${escape(clause.noImplementation!)}`);
      }
      if (clause.edition !== LUDII_HOME) {
        const edition = html(`/sources/${clause.edition}/`);
        expect(edition).toContain(`href="${address}"`);
        // The code itself stays on the clause's page: no highlighted engine code on the edition page.
        expect(edition).not.toContain('data-language="ts"');
      }
    });
  }
});
