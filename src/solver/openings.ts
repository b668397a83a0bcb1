/**
 * Every opening, solved: the main-phase positions the openings lead to, and who wins each with
 * perfect play. The openings are the engine's own: for Didinga and Lango the simultaneous race
 * (D-open, L-open) from each pair of start holes the reading allows, at equal speed, under each
 * tie-break (AMB-2), neither player taking a clockwise chance in the Lango opening (the
 * engine's default policy, `never`; not a reading: every chance is the player's, L-turn, and the
 * openings in which one is taken are not solved here); for Ikibuguzo Murray's arrays 1 and 2 (K-array-1, K-array-2). The readings solved are
 * the codes' defaults and each Lango reading that changes play after the opening (L-turn's two
 * readings, AMB-12; DLP's increment, AMB-6; the clockwise increment, AMB-5). Results are data,
 * made by `npm run solve-openings` and kept in src/data/solved-openings.json.
 */
import {
  applyOptions, formatPosition, opponent, openingStartPairs, parsePosition, runArrayOpening, runSimultaneousOpening,
  type Player, type Position, type RulesetId,
} from '../engine/index.ts';
import { solve, type SolveResult } from './dfpn.ts';
import type { SolvedValue, SolveOptions } from './options.ts';

/** A reading to solve: a code and its options. */
export interface OpeningReading {
  readonly rules: RulesetId;
  readonly options: readonly string[];
  /** Why this reading is solved besides the defaults: the clause of its question, null for the defaults. */
  readonly clause: string | null;
}

export const OPENING_READINGS: readonly OpeningReading[] = [
  { rules: 'didinga', options: [], clause: null },
  { rules: 'lango', options: [], clause: null },
  { rules: 'lango', options: ['lango.chainStart=origin'], clause: 'AMB-12' },
  { rules: 'lango', options: ['lango.increment=dlp'], clause: 'AMB-6' },
  { rules: 'lango', options: ['lango.clockwiseIncrement=yes'], clause: 'AMB-5' },
  { rules: 'ikibuguzo', options: [], clause: null },
  { rules: 'ikibuguzo', options: ['ikibuguzo.array=2'], clause: 'K-array-2' },
];

/** One opening to solve: the reading, how it was opened, and the position the main phase starts from. */
export interface OpeningCase {
  /** A stable name: rules, options, and the opening ("didinga b7-b7 tie A", "ikibuguzo array"). */
  readonly id: string;
  readonly rules: RulesetId;
  readonly options: readonly string[];
  readonly opening:
    | { readonly kind: 'race'; readonly startA: number; readonly startB: number; readonly tieBreak: Player }
    | { readonly kind: 'array' };
  /** The main phase's first position, in notation (its side to move moves first), or null if the opening never ends (AMB-3). */
  readonly position: string | null;
}

function caseId(rules: RulesetId, options: readonly string[], opening: OpeningCase['opening']): string {
  const o = options.length ? ` [${options.join(' ')}]` : '';
  return opening.kind === 'array' ? `${rules}${o} array` : `${rules}${o} b${opening.startA + 1}-b${opening.startB + 1} tie ${opening.tieBreak}`;
}

/** Every opening of every reading, in a fixed order. */
export function openingCases(): OpeningCase[] {
  const out: OpeningCase[] = [];
  for (const r of OPENING_READINGS) {
    const rules = applyOptions(r.rules, r.options);
    if (!rules.ok) throw new Error(`${r.rules} ${r.options.join(' ')}: ${rules.error.message}`);
    if (rules.value.opening.kind === 'array') {
      const opening = { kind: 'array' } as const;
      out.push({ id: caseId(r.rules, r.options, opening), rules: r.rules, options: r.options, opening, position: formatPosition(runArrayOpening(rules.value).position) });
      continue;
    }
    for (const pair of openingStartPairs(rules.value, 8)) {
      for (const tieBreak of ['A', 'B'] as const) {
        const opening = { kind: 'race', startA: pair.A, startB: pair.B, tieBreak } as const;
        const race = runSimultaneousOpening(rules.value, { cols: 8, start: pair, tieBreak });
        if (!race.ok) throw new Error(`${caseId(r.rules, r.options, opening)}: ${race.error.message}`);
        const position = race.value.status === 'ended' ? formatPosition(race.value.position) : null;
        out.push({ id: caseId(r.rules, r.options, opening), rules: r.rules, options: r.options, opening, position });
      }
    }
  }
  return out;
}

/** One opening solved (or tried): what the file keeps. */
export interface SolvedOpening {
  readonly id: string;
  readonly position: string | null;
  /** Who moves first in the main phase. */
  readonly first: Player | null;
  /** The value for the first mover, or `unknown` within the budget tried. */
  readonly value: SolvedValue;
  /** Who wins with perfect play (null: a draw, or not known). */
  readonly winner: Player | null;
  /** The first mover's move that achieves the value, and a principal line. */
  readonly move: string | null;
  readonly line: readonly string[];
  readonly nodes: number;
  readonly proofSize: number | null;
  /** The budget tried: positions and the table's size in results (and the move limit, where one was set). */
  readonly budget: SolveBudget;
  /** For an opening not settled, how far from the start of the main phase neither player can force a win (solveOpeningWithin); absent where not tried. */
  readonly noWinWithin?: NoWinWithin;
}

/**
 * Proved for an opening the full search has not settled: neither player can force a win within
 * `moves` moves of the main phase (both players' moves together, an even number: each has had
 * half), by searches under move limits (solveOpeningWithin).
 */
export interface NoWinWithin {
  readonly moves: number;
  /** Positions expanded by the searches under every limit tried, together (the last, which ran out, included; and those of an earlier pass gone on from). */
  readonly nodes: number;
  /** The budget of the pass that proved it (a pass gone on from an earlier one's bound has a budget of its own). */
  readonly budget: SolveBudget;
}

/** Where `npm run solve-openings` keeps its results. */
export const SOLVED_FILE = 'src/data/solved-openings.json';

/** The file: the engine's version and commit that made it, the command, the date, a result an opening. */
export interface SolvedFile {
  readonly engine: { readonly version: string; readonly commit: string };
  readonly command: string;
  readonly date: string;
  readonly results: readonly SolvedOpening[];
}

export interface SolveBudget {
  readonly nodes: number;
  readonly tableEntries: number;
  /**
   * The move limit the value was proved under (maxPlies, AMB-11), where a search under a limit
   * settled it (solveOpeningWithin); absent: the code's own. A win within a limit is a win under
   * any larger one, the code's own too: the loser's moves are the same, and the game ends before.
   */
  readonly maxPlies?: number;
}

/** Solve one opening's position under its reading; `more` is passed on to the solver (SolveOptions). */
export function solveOpening(c: OpeningCase, budget: SolveBudget, more: Pick<SolveOptions, 'shouldStop' | 'onProgress' | 'resumeFrom'> = {}): SolvedOpening {
  const base = { id: c.id, position: c.position, budget };
  if (c.position === null) return { ...base, first: null, value: 'unknown', winner: null, move: null, line: [], nodes: 0, proofSize: null };
  const pos = parsePositionOrThrow(c.position);
  const v = solveUnder(c, pos, budget.maxPlies, { ...more, maxNodes: budget.nodes, tableEntries: budget.tableEntries });
  return { ...base, ...resultOf(pos, v) };
}

/** A search of an opening's position under its reading, with a move limit of its own (`maxPlies`) or the code's. */
function solveUnder(c: OpeningCase, pos: Position, maxPlies: number | undefined, opts: SolveOptions): SolveResult {
  const rules = applyOptions(c.rules, maxPlies === undefined ? c.options : [...c.options, `maxPlies=${maxPlies}`]);
  if (!rules.ok) throw new Error(rules.error.message);
  const r = solve(rules.value, pos, opts);
  if (!r.ok) throw new Error(`${c.id}: ${r.error.message}`);
  return r.value;
}

function resultOf(pos: Position, v: SolveResult): Pick<SolvedOpening, 'first' | 'value' | 'winner' | 'move' | 'line' | 'nodes' | 'proofSize'> {
  const winner = v.value === 'win' ? pos.toMove : v.value === 'loss' ? opponent(pos.toMove) : null;
  return { first: pos.toMove, value: v.value, winner, move: v.move, line: v.line, nodes: v.nodes, proofSize: v.proofSize };
}

/** The step between the move limits solveOpeningWithin tries: a move of each player. */
export const WITHIN_STEP = 2;

/**
 * The table of a search under a move limit, in results: WITHIN_TABLE_SLACK times the positions the
 * limit before took (a search stores at most one result a position it expands, and each limit
 * takes about 2.5 times the one before on the openings left), at least 65,536, at most the
 * budget's. A table the budget's size for every limit would be touched all over by the first ones
 * (a result goes to a bucket at random, so a few million of them reach every page of gigabytes),
 * and the tables of searches that have ended are set free only when the collector runs: a run
 * with 6 GB tables reached 11 GB of memory by the limit of 26 moves, before this.
 */
export const WITHIN_TABLE_SLACK = 8;

export function withinTable(budgetEntries: number, lastNodes: number): number {
  let entries = 1 << 16;
  while (entries < WITHIN_TABLE_SLACK * lastNodes && entries < budgetEntries) entries *= 2;
  return Math.min(entries, budgetEntries);
}

/**
 * For an opening a full search has not settled: is there a forced win within 2, 4, 6, … moves?
 * Each is a new search (the budget's positions shared between them) until one runs out of its
 * budget or reaches the code's own limit. The search for `moves` has a move limit (maxPlies,
 * AMB-11) of one more: a game is drawn at the limit before anything else is asked (game.ts, and
 * the solver's expand), so a player left with no move by the limit's own move would not have
 * lost, and a limit of `moves` would miss a win on the `moves`-th move (as shortestWin's limits
 * fall just after theirs). A draw then proves that neither player can force a win within `moves`
 * moves (the search's repetition rule keeps this: a win that repeats a position can be played
 * without the repetition, sooner). A win or a loss is the opening's value under the code's own
 * limit too (SolveBudget.maxPlies), and ends the searches.
 * The cost of each limit grows by about 2.5 times on the openings left (docs/solver.md, "Every opening,
 * solved"), so the last search, which runs out, takes most of the budget. `onBound` is told of each limit proved.
 */
export function solveOpeningWithin(
  c: OpeningCase,
  budget: SolveBudget,
  more: Pick<SolveOptions, 'shouldStop' | 'onProgress'> & {
    /** Told of each limit proved, with the positions so far (its budget: those positions, until the last is known). */
    readonly onBound?: (b: NoWinWithin) => void;
    /** A bound proved before (a pass stopped, or one with a smaller budget): the searches go on from the limit after it. */
    readonly from?: NoWinWithin;
  } = {},
): { readonly settled: SolvedOpening } | { readonly noWinWithin: NoWinWithin | null } {
  if (c.position === null) return { noWinWithin: null };
  const pos = parsePositionOrThrow(c.position);
  const rules = applyOptions(c.rules, c.options);
  if (!rules.ok) throw new Error(rules.error.message);
  const before = more.from?.nodes ?? 0;
  let spent = 0;
  let last = 0;
  let bound: NoWinWithin | null = more.from ?? null;
  for (let moves = (more.from?.moves ?? 0) + WITHIN_STEP; moves < rules.value.gameLimit.maxPlies && spent < budget.nodes; moves += WITHIN_STEP) {
    const tableEntries = withinTable(budget.tableEntries, last);
    const maxPlies = moves + 1;
    const v = solveUnder(c, pos, maxPlies, { shouldStop: more.shouldStop, onProgress: more.onProgress, maxNodes: budget.nodes - spent, tableEntries });
    spent += v.nodes;
    last = v.nodes;
    if (v.value === 'unknown') break;
    if (v.value !== 'draw') return { settled: { id: c.id, position: c.position, budget: { nodes: budget.nodes, tableEntries, maxPlies }, ...resultOf(pos, v) } };
    bound = { moves, nodes: before + spent, budget };
    more.onBound?.({ ...bound, budget: { ...budget, nodes: spent } });
  }
  // The positions of the search that ran out count too: they are the budget's.
  return { noWinWithin: bound === null ? null : { ...bound, nodes: before + spent, budget } };
}

/**
 * The same position seen from the other side: the board turned half round (each player's rows
 * become the other's, column for column from his own left) and the other player to move. The
 * codes treat both players alike (each sows his own two rows anticlockwise, captures from the
 * other's, D-sow, D-cap, L-cap, K-cap), and move notation names holes from the mover's side, so a
 * position and its mirror have the same value for their side to move, the same winning move and
 * the same line: one is solved for both (test/solver/openings.test.ts checks the engine's moves
 * agree). Null for a text that is not a position.
 */
export function mirrorPosition(text: string): string | null {
  const p = parsePosition(text);
  if (!p.ok) return null;
  // Written out, the rows run from B's back row down to A's back row, each from the left of the
  // board as drawn: turned half round, the rows come in the other order and each runs backwards.
  const [rows = '', toMove = ''] = formatPosition(p.value).split(' ');
  const turned = rows.split('/').reverse().map((r) => r.split(',').reverse().join(',')).join('/');
  return `${turned} ${opponent(toMove as Player)}`;
}

function parsePositionOrThrow(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}
