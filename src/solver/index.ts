/**
 * The solver's one entry: everything outside `src/solver` (the CLI, the computer player, the
 * scripts, the /opening/ page) imports from here, so that the search's modules (its table,
 * its loop, its line reading) can be rearranged without touching a caller. The one exception is
 * the worker entry `openings-worker.ts`, which `npm run solve-openings` starts by its file
 * (a Node thread started from its URL): a thread’s entry must be a file of its own; its message types are
 * re-exported here, types only, so that no Node module reaches the site's bundles.
 *
 * - Solving a position: `solve` (df-pn: win, loss, draw or unknown, never a value not proved),
 *   `shortestWin` (the fewest moves to a win proved), `hasNoMove` (D-end, said at once) and
 *   `solveProblem` (what the solver refuses, and why), with their options and budgets.
 * - The openings solved: `openingCases`, `solveOpening`, `solveOpeningWithin`, and the shape of
 *   `src/data/solved-openings.json`.
 */
export { hasNoMove, shortestWin, solve, type ShortestWin, type SolveResult } from './dfpn.ts';
export {
  DEFAULT_MAX_NODES, MAX_SOLVE_DECISIONS, MAX_SOLVE_DEPTH, MAX_SOLVE_NODES, OPPONENT_DIVISOR, PROGRESS_EVERY, PROOF_COUNT_LIMIT, START_WEIGHT, solveProblem,
  type SolvedValue, type SolveError, type SolveOptions, type SolveProgress, type SolveSnapshot,
} from './options.ts';
export { BYTES_PER_ENTRY, DEFAULT_TABLE_ENTRIES, tableEntriesFor, tableShape } from './table.ts';
export {
  mirrorPosition, OPENING_READINGS, openingCases, SOLVED_FILE, solveOpening, solveOpeningWithin, WITHIN_STEP, WITHIN_TABLE_SLACK, withinTable,
  type NoWinWithin, type OpeningCase, type OpeningReading, type SolveBudget, type SolvedFile, type SolvedOpening,
} from './openings.ts';
export type { OpeningJob, OpeningMessage, OpeningProgress } from './openings-worker.ts';
