/** The site's clause table and the engine's clause vocabulary are one list. */
import { describe, expect, it } from 'vitest';
import { CLAUSES } from '../../src/engine/index.ts';
import { CLAUSE_LIST, clauseHref, clauseInfo } from '../../src/data/clauses.ts';

describe('clause table (src/data/clauses.json)', () => {
  it('has every clause the engine can cite', () => {
    const ids = new Set(CLAUSE_LIST.map((c) => c.id));
    for (const id of CLAUSES) expect(ids.has(id), id).toBe(true);
  });

  it('has no duplicate ids', () => {
    expect(new Set(CLAUSE_LIST.map((c) => c.id)).size).toBe(CLAUSE_LIST.length);
  });

  it('links a clause to its anchor on its edition page', () => {
    expect(clauseHref('L-start')).toBe('/sources/driberg-1927b/#L-start');
    expect(() => clauseInfo('X-1')).toThrow(/unknown clause id "X-1"/);
  });
});
