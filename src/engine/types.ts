/**
 * The engine's vocabulary. Every name here comes from the sources: Driberg's PLAYER and
 * OPPONENT (1927a, Definitions 1), FRONT and BACK rows (General Principles), and the three
 * codes the site covers.
 */

/** Player A sits south (bottom of every chart), player B north (Driberg 1927a, General Principles). */
export const PLAYERS = ['A', 'B'] as const;
export type Player = (typeof PLAYERS)[number];

/** Each player's two rows: the inner FRONT row (Lango cheng) and the outer BACK row (dyewor). */
export const ROWS = ['back', 'front'] as const;
export type Row = (typeof ROWS)[number];

/** Sowing directions. Counter-clockwise is the normal direction of every code (D-sow). */
export const DIRECTIONS = ['ccw', 'cw'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * The three codes of the sources, then three rulesets that describe another program: how the
 * Ludii general game system, version 1.3.13, plays each game (established by running it; see
 * docs/ludii-1.3.13.md). The `ludii-` rulesets record that program's behaviour, not the sources.
 */
export const RULESET_IDS = ['didinga', 'lango', 'ikibuguzo', 'ludii-didinga', 'ludii-lango', 'ludii-ikibuguzo'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** The codes of the sources alone, without the Ludii rulesets (the pages' default sets). */
export const SOURCE_RULESET_IDS = ['didinga', 'lango', 'ikibuguzo'] as const satisfies readonly RulesetId[];

export function opponent(p: Player): Player {
  return p === 'A' ? 'B' : 'A';
}

/** A value for each player, as in `{ A: …, B: … }`. */
export type ByPlayer<T> = { readonly A: T; readonly B: T };

/** Success or a named failure: parsing and setup never throw on input. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/**
 * Clause ids: `D-…` Didinga (Driberg 1927a), `L-…` Lango (Driberg 1927b), `K-…` Ikibuguzo (Murray
 * 1951), `AMB-…` the places where the sources are unclear or disagree, `LU-…` the behaviours of
 * Ludii 1.3.13 that depart from the sources (the `ludii-` rulesets only). Every rule the engine applies
 * names one; the clause table (src/data/clauses.json, shown on /rules/ and beside the texts) says
 * what each means and where the text states it.
 */
export const CLAUSES = [
  'D-def-move', 'D-def-lap', 'D-def-increment', 'D-min', 'D-end', 'D-choice',
  'D-sow', 'D-opp', 'D-inc', 'D-open', 'D-wide',
  'L-opp', 'L-inc', 'L-single', 'L-start', 'L-turn', 'L-open',
  'K-reverse', 'K-opp', 'K-chain', 'K-win', 'K-array-1', 'K-array-2', 'K-array-capture',
  'AMB-1', 'AMB-2', 'AMB-3', 'AMB-4', 'AMB-5', 'AMB-6', 'AMB-7', 'AMB-9', 'AMB-10', 'AMB-11',
  'AMB-12', 'AMB-13', 'AMB-14', 'AMB-15', 'AMB-16', 'AMB-17', 'AMB-18', 'AMB-19', 'AMB-20', 'AMB-21',
  'LU-force', 'LU-back', 'LU-single', 'LU-cw', 'LU-count', 'LU-open', 'LU-origin', 'LU-opp', 'LU-limit',
] as const;
export type ClauseId = (typeof CLAUSES)[number];
