/**
 * Where each clause of the rules brief is anchored on the site: the edition page of its source
 * and an element whose id is the clause id. Trace captions, the comparison and the rules matrix
 * link to clauses through `clauseHref`; the edition pages must carry these anchors (a test
 * checks every one resolves).
 */
import clauses from '../data/clauses.json' with { type: 'json' };

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

export function editionHref(edition: EditionId): string {
  return `/sources/${edition}/`;
}

export function clauseHref(id: string): string {
  return `${editionHref(clauseInfo(id).edition)}#${id}`;
}
