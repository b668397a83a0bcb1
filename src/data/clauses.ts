/**
 * Where each clause (src/data/clauses.json) is anchored on the site: the edition page of its source
 * and an element whose id is the clause id. Trace captions, the comparison and the rules matrix
 * link to clauses through `clauseHref`; the edition pages must carry these anchors (a test
 * checks every one resolves).
 */
import clauses from './clauses.json' with { type: 'json' };
import type { RulesetId } from '../engine/index.ts';

export type EditionId = 'driberg-1927a' | 'driberg-1927b' | 'murray-1951';
/**
 * Where a clause is anchored: its edition page, or `ludii-1.3.13` for the behaviours of the
 * Ludii program at that version (LU- clauses), which are described on /ludii/, not in a source.
 */
export type ClauseHome = EditionId | 'ludii-1.3.13';
export const LUDII_HOME = 'ludii-1.3.13';

export interface ClauseInfo {
  readonly id: string;
  readonly edition: ClauseHome;
  readonly title: string;
  /** The clause's effect in modern terms, in the site's own words. */
  readonly summary: string;
}

/**
 * Every clause. In the browser (the widgets' bundles) each entry has its id, edition and title
 * only: astro.config.mjs leaves the rest of the table out of the client build, since widgets
 * only link to clauses and name them. Summaries are for pages built at build time.
 */
export const CLAUSE_LIST: readonly ClauseInfo[] = clauses as ClauseInfo[];
const BY_ID = new Map(CLAUSE_LIST.map((c) => [c.id, c]));

export function clauseInfo(id: string): ClauseInfo {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown clause id "${id}"; known: ${CLAUSE_LIST.map((x) => x.id).join(', ')}`);
  return c;
}

/**
 * What is compulsory about capturing, in the one wording the site uses: D-def-increment's summary.
 * Driberg's "obliged to take marbles which are lying en prise" (D-def-increment) and "not incumbent
 * on him to make a move which will result in an increment" (D-choice) are both true, of different
 * things; the rules matrix prints this sentence, and a test (test/content/notes.test.ts) checks that
 * D-choice's summary and the glossary's INCREMENT repeat it word for word.
 */
export const CAPTURE_DUTY: string = clauseInfo('D-def-increment').summary;

/** How the site names each edition in short, as in citations: "Driberg 1927a". */
export const EDITION_SHORT: Readonly<Record<EditionId, string>> = {
  'driberg-1927a': 'Driberg 1927a',
  'driberg-1927b': 'Driberg 1927b',
  'murray-1951': 'Murray 1951',
};

/** Each code with the source that records it: "Lango (1927b)". */
export const RULESET_TITLE: Readonly<Record<RulesetId, string>> = {
  didinga: 'Didinga (1927a)',
  lango: 'Lango (1927b)',
  ikibuguzo: 'Ikibuguzo (M51)',
  // Another program's behaviour at one version, not a source (LU- clauses).
  'ludii-didinga': 'Didinga as Ludii 1.3.13 plays it',
  'ludii-lango': 'Lango as Ludii 1.3.13 plays it',
  'ludii-ikibuguzo': 'Ikibuguzo as Ludii 1.3.13 plays it',
};

/**
 * The letters each code's own source gives the holes, the ones a board of that code is named in
 * by default: Driberg lettered the Didinga and Lango boards (1927a, 1927b), Murray his board of
 * Ikibuguzo (M51). Ludii's rulesets take the letters of the code they play.
 */
export const RULESET_LETTERING: Readonly<Record<RulesetId, 'driberg' | 'murray'>> = {
  didinga: 'driberg',
  lango: 'driberg',
  ikibuguzo: 'murray',
  'ludii-didinga': 'driberg',
  'ludii-lango': 'driberg',
  'ludii-ikibuguzo': 'murray',
};

export function editionHref(edition: EditionId): string {
  return `/sources/${edition}/`;
}

export function clauseHref(id: string): string {
  const home = clauseInfo(id).edition;
  return home === LUDII_HOME ? `/ludii/#${id}` : `${editionHref(home)}#${id}`;
}

/**
 * A clause's own page (/rules/clauses/amb-1/): its summary, the engine code that applies it, the
 * tests that name it, the worked examples that show it and its readings. The notes beside the
 * texts link there instead of carrying the code, which kept the edition pages heavy to lay out.
 */
export function clausePageHref(id: string): string {
  clauseInfo(id);
  return `/rules/clauses/${clauseSlug(id)}/`;
}

/** A clause id as it stands in its page's address: lower case ("AMB-1" → "amb-1"). */
export function clauseSlug(id: string): string {
  return id.toLowerCase();
}

/** How the site names a clause's home in short: an edition ("Driberg 1927a") or "Ludii 1.3.13". */
export const CLAUSE_HOME_SHORT: Readonly<Record<ClauseHome, string>> = {
  'driberg-1927a': 'Driberg 1927a',
  'driberg-1927b': 'Driberg 1927b',
  'murray-1951': 'Murray 1951',
  'ludii-1.3.13': 'Ludii 1.3.13',
};
