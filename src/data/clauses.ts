/**
 * Where each clause (src/data/clauses.json) is anchored on the site: the edition page of its source
 * and an element whose id is the clause id. Trace captions, the comparison and the rules matrix
 * link to clauses through `clauseHref`; the edition pages must carry these anchors (a test
 * checks every one resolves).
 */
import clauses from './clauses.json' with { type: 'json' };

export type EditionId = 'driberg-1927a' | 'driberg-1927b' | 'murray-1951';

export interface ClauseInfo {
  readonly id: string;
  readonly edition: EditionId;
  readonly title: string;
}

export const CLAUSE_LIST: readonly ClauseInfo[] = clauses as ClauseInfo[];
const BY_ID = new Map(CLAUSE_LIST.map((c) => [c.id, c]));

export function clauseInfo(id: string): ClauseInfo {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown clause id "${id}"; known: ${CLAUSE_LIST.map((x) => x.id).join(', ')}`);
  return c;
}

/** How the site names each edition in short, as in citations: "Driberg 1927a". */
export const EDITION_SHORT: Readonly<Record<EditionId, string>> = {
  'driberg-1927a': 'Driberg 1927a',
  'driberg-1927b': 'Driberg 1927b',
  'murray-1951': 'Murray 1951',
};

/** Each code with the source that records it: "Lango (1927b)". */
export const RULESET_TITLE: Readonly<Record<'didinga' | 'lango' | 'ikibuguzo', string>> = {
  didinga: 'Didinga (1927a)',
  lango: 'Lango (1927b)',
  ikibuguzo: 'Ikibuguzo (M51)',
};

export function editionHref(edition: EditionId): string {
  return `/sources/${edition}/`;
}

export function clauseHref(id: string): string {
  return `${editionHref(clauseInfo(id).edition)}#${id}`;
}
