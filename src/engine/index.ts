/**
 * The rules engine's one entry. Everything outside src/engine (the computer player, the
 * widgets, the pages, the CLI, the scripts) imports from here and nowhere else; a test
 * (test/architecture.test.ts) fails on an import of any other engine file from outside.
 *
 * What it offers: the vocabulary (players, rows, rulesets, clause ids, `Result`); the three
 * rulesets and their named options; board geometry and the two letterings; position and move
 * notation; `play` and `listMoves` (one move, pure, with its trace); games and their records;
 * the openings; and the simulator the computer player runs its playouts on. The move machine
 * itself stays inside: a move is played through `play`, a start listed through `legalStarts`.
 */
export * from './types.ts';
export * from './rulesets/index.ts';
export * from './rulesets/options.ts';
export { applyOpeningOptions, describeOpeningOptions, OPENING_OPTIONS } from './rulesets/opening-options.ts';
export * from './rulesets/board.ts';
export type { Cited, OpeningRules, SourceId } from './rulesets/types.ts';
export * from './geometry.ts';
export * from './position.ts';
export * from './notation/letters.ts';
export * from './notation/move.ts';
export * from './notation/position.ts';
export * from './notation/quote.ts';
export * from './notation/speed.ts';
export * from './trace.ts';
export * from './moves.ts';
export type { Start } from './start.ts';
export type { DecisionPoint, MoveStatus, TraceSink } from './machine/move-state.ts';
export { DEFAULT_MAX_TRACE_EVENTS } from './machine/move-state.ts';
export * from './game.ts';
export * from './opening.ts';
export * from './json.ts';
export { Rng } from './rng.ts';
export { Simulator, type PlayoutResult } from './simulator.ts';
