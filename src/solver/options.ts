/**
 * What a caller asks of the solver and what it may spend: the options of a search, its budgets
 * (positions expanded, the table's results, the depth), the first estimates' weights, the
 * progress it reports and the snapshot it can be resumed from, and the refusal of what the
 * solver cannot answer exactly (solveProblem).
 */
import { DEFAULT_MAX_DECISIONS, type Position, type Ruleset } from '../engine/index.ts';
import { BYTES_PER_ENTRY, DEFAULT_TABLE_ENTRIES, tableShape, WORDS } from './table.ts';

/**
 * The most choices inside one move a search may branch on: past the engine's own bound of a
 * move's work (DEFAULT_MAX_LIST_DROPS marbles a list), more could not be visited anyway.
 */
export const MAX_SOLVE_DECISIONS = 1024;

export type SolvedValue = 'win' | 'loss' | 'draw' | 'unknown';

export interface SolveOptions {
  /** Positions expanded at most, both questions together (default DEFAULT_MAX_NODES). */
  readonly maxNodes?: number;
  /** Results the table keeps (default DEFAULT_TABLE_ENTRIES; BYTES_PER_ENTRY each, at most). */
  readonly tableEntries?: number;
  /** Asked every PROGRESS_EVERY expansions; true ends the search (value `unknown`). The caller's clock stays outside. */
  readonly shouldStop?: () => boolean;
  /**
   * Told every PROGRESS_EVERY expansions how the search stands; `snapshot` gives its state, to be
   * kept and resumed from (resumeFrom) after the process ends.
   */
  readonly onProgress?: (p: SolveProgress, snapshot: () => SolveSnapshot) => void;
  /**
   * Go on from a search's state (a snapshot of the same position, rules and table size): its
   * table, its work (the node budget, maxNodes, counts it), and the question it was asking.
   * The search starts again from the root with that table, which holds what the search had found
   * (what was under way on its path when the snapshot was taken is found again), so a value it
   * proves is a proof as any other; the count of positions is not that of one unbroken search.
   */
  readonly resumeFrom?: SolveSnapshot;
  /**
   * A game under way: the moves already played (the move limit, maxPlies, counts from the game's
   * start) and the positions met before this one. Meeting one of those again is taken as a draw
   * (it may be one: AMB-11 counts every occurrence), so a win found never passes through them and
   * is a win in that game; a draw found is no longer a proof, and is given as `unknown`.
   */
  readonly game?: { readonly plies: number; readonly history: readonly Position[] };
  /**
   * Choices inside one move branched on (default DEFAULT_MAX_DECISIONS, listMoves' bound; 0 to
   * MAX_SOLVE_DECISIONS). A position where a move meets more is not fully listed, so the search
   * never proves or disproves it (the value is `unknown`, stopped by the cut): raise it to search past.
   */
  readonly maxDecisions?: number;
  /** The weight of a new position's starts in its first δ (default START_WEIGHT; 0: every first estimate 1, plain df-pn). Changes the work, never the value. */
  readonly startWeight?: number;
  /**
   * Whether a new position's first φ counts its opponent's starts (default true; false: every
   * first φ 1, as before OPPONENT_DIVISOR). Changes the work, never the value: false measures what it saves.
   */
  readonly opponentEstimate?: boolean;
  /**
   * Whether the second question reads the first's final results that leaned on no draw (default
   * true; see lookup). Changes the work, never the value: false measures what it saves.
   */
  readonly reuseFirstQuestion?: boolean;
}

export interface SolveProgress {
  readonly nodes: number;
  /** Results in the table, and how many it can hold. */
  readonly stored: number;
  readonly capacity: number;
  /** Which question is being asked: whether the side to move wins, or the opponent. */
  readonly question: 'win' | 'loss';
}

/**
 * A search's state at a progress report (SolveOptions.onProgress): the table's arrays themselves,
 * not copies (they change as soon as the search goes on: write or copy them during the call),
 * the work so far and the question being asked.
 */
export interface SolveSnapshot {
  /** The table's entries and its filter (Table.words, Table.filter). */
  readonly words: Uint32Array;
  readonly filter: Uint32Array;
  readonly stored: number;
  readonly nodes: number;
  readonly generated: number;
  /** Results stored under a path's hash so far (Search.pathBound). */
  readonly pathBound: number;
  /** The question under way: the side to move's win (asked first) or the opponent's (asked once the first is disproved). */
  readonly question: 'win' | 'loss';
}

export interface SolveError {
  readonly code: 'unsupported-rules' | 'bad-budget' | 'bad-position' | 'game-over';
  readonly message: string;
}

export const DEFAULT_MAX_NODES = 2_000_000;
/**
 * The most positions a caller may budget (choro solve, solve-openings, the bench): a guard against
 * a mistyped number, not a limit of the search, which counts in a double. It is about a fortnight
 * at a million positions a second; a search stopped at a lower cap (2,000,000,000 until
 * 2026-11-27) could not be gone on with from its checkpoint.
 */
export const MAX_SOLVE_NODES = 1_000_000_000_000;
export const PROGRESS_EVERY = 4096;
/** The proof is counted up to this many positions (it can be far larger than the line). */
export const PROOF_COUNT_LIMIT = 1_000_000;
/** The deepest the search goes; a move limit (maxPlies, AMB-11) above it is refused. */
export const MAX_SOLVE_DEPTH = 2000;
/**
 * The weight of a new position's starts in its first δ (firstEstimates). Measured by
 * scripts/solver-weights.ts on five openings that take 6.7 to 27 million positions with every
 * estimate 1 (weight 0): weights 1 to 4 each cut that three- to sevenfold, none best on all five
 * (docs/solver.md, "The search").
 */
export const START_WEIGHT = 3;
/**
 * A new position's first φ is its opponent's starts divided by this (firstEstimates). Measured on
 * every opening (scripts/solve-openings.ts, the 66 searches of the settled ones): 18% fewer
 * positions in all than with every first φ 1, more on 21 of them (docs/solver.md, "The search"); dividing
 * by 8, 8/3, 2 or 1 did worse on the five openings of scripts/solver-weights.ts.
 */
export const OPPONENT_DIVISOR = 4;

/** Refuse what the solver cannot answer exactly. */
export function solveProblem(rules: Ruleset, pos: Position, opts: SolveOptions = {}): SolveError | null {
  if (rules.gameLaps !== null) {
    return { code: 'unsupported-rules', message: `${rules.id} ends a game after a total of laps (LU-limit), which makes a position's value depend on the whole game before it; the solver answers the three codes of the sources` };
  }
  if (rules.opening.kind === 'sequential') {
    return { code: 'unsupported-rules', message: `${rules.id} plays a sequential opening (LU-open); the solver answers the three codes of the sources` };
  }
  const plies = opts.game?.plies ?? 0;
  if (!Number.isSafeInteger(plies) || plies < 0 || plies >= rules.gameLimit.maxPlies) {
    return { code: 'game-over', message: `the game has ${String(plies)} moves played, and the move limit is ${rules.gameLimit.maxPlies} (AMB-11): it is over` };
  }
  if (plies > 0 && rules.gameLimit.repetitions <= 1) {
    return { code: 'game-over', message: `the game has ${plies} move${plies === 1 ? '' : 's'} played, and under repetitions=1 a game is drawn at the first position a move reaches (AMB-11): it is over` };
  }
  if (rules.gameLimit.maxPlies > MAX_SOLVE_DEPTH) {
    return { code: 'bad-budget', message: `the solver searches at most ${MAX_SOLVE_DEPTH} moves deep, but maxPlies is ${rules.gameLimit.maxPlies} (AMB-11): give --option maxPlies=N with N at most ${MAX_SOLVE_DEPTH}` };
  }
  const nodes = opts.maxNodes ?? DEFAULT_MAX_NODES;
  if (!Number.isSafeInteger(nodes) || nodes < 1) return { code: 'bad-budget', message: `the node budget must be a whole number, 1 or more; got ${String(nodes)}` };
  const weight = opts.startWeight ?? START_WEIGHT;
  if (!Number.isSafeInteger(weight) || weight < 0 || weight > 64) return { code: 'bad-budget', message: `the start weight must be a whole number from 0 to 64; got ${String(weight)}` };
  const decisions = opts.maxDecisions ?? DEFAULT_MAX_DECISIONS;
  if (!Number.isSafeInteger(decisions) || decisions < 0 || decisions > MAX_SOLVE_DECISIONS) return { code: 'bad-budget', message: `the choices branched on in one move must be a whole number from 0 to ${MAX_SOLVE_DECISIONS}; got ${String(decisions)}` };
  const entries = opts.tableEntries ?? DEFAULT_TABLE_ENTRIES;
  if (!Number.isSafeInteger(entries) || entries < 1024) return { code: 'bad-budget', message: `the table must hold at least 1024 results (${Math.ceil(1024 * BYTES_PER_ENTRY)} bytes); got ${String(entries)}` };
  if (pos.counts.length !== 4 * pos.cols) return { code: 'bad-position', message: 'the position does not hold four rows of its width' };
  const resume = opts.resumeFrom;
  if (resume) {
    const shape = tableShape(entries);
    if (resume.words.length !== shape.words || resume.filter.length !== shape.filterWords) {
      return { code: 'bad-budget', message: `the search to resume kept a table of ${Math.floor(resume.words.length / WORDS)} results; this one holds ${shape.capacity}: give the same memory` };
    }
  }
  return null;
}
