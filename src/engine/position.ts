/**
 * Positions are immutable: a frozen array of counts in whole-board order (A's 2N holes in
 * sowing order, then B's; see geometry.ts) and the side to move. Every function that "changes"
 * a position returns a new one.
 */
import { boardIndex, checkColumns, DEFAULT_COLUMNS, sideSize } from './geometry.ts';
import type { Player } from './types.ts';

export interface Position {
  /** Holes per row, 8 … 16. */
  readonly cols: number;
  /** 4N marble counts, whole-board order. */
  readonly counts: readonly number[];
  readonly toMove: Player;
}

/**
 * The limit on the positions the engine accepts from outside (notation, URLs, forms, records,
 * worker requests): on average at most this many marbles a hole, i.e. at most
 * 4 × 4N = 16N marbles on a board of N columns (128 on 8, 256 on 16), and any one hole at most
 * that total. Every game starts with 2 a hole ("Each hole contains two marbles", 1927a, General
 * Principles) and sowing and capturing never add marbles, so every position a game can reach
 * holds 8N and passes with room to spare for a reader's experiments. Without a limit a move's
 * work grows with the marbles in hand (a lap of k marbles is k drops), so a position of a few
 * thousand marbles a hole would keep a move, a list of moves or a search busy for minutes.
 */
export const MARBLES_PER_HOLE_LIMIT = 4;

/** Most marbles a board of `cols` columns may hold in a position the engine accepts (see MARBLES_PER_HOLE_LIMIT). */
export function maxMarbles(cols: number): number {
  return MARBLES_PER_HOLE_LIMIT * 4 * cols;
}

export function makePosition(cols: number, counts: ArrayLike<number>, toMove: Player): Position {
  return Object.freeze({ cols, counts: Object.freeze(Array.from(counts)), toMove });
}

/**
 * 1 when a hole of `marbles` holds enough to start a move (D-min: at least `min`), else 0, without
 * a branch (the sign bit of min − 1 − marbles): the move machine lists starts and the solver counts
 * them over every hole of a side, where a test taken at random was mispredicted half the time.
 */
export function enoughToStart(marbles: number, min: number): number {
  return (min - 1 - marbles) >>> 31;
}

/** Two marbles in every hole, A to move ("Each hole contains two marbles", 1927a, General Principles). */
export function startPosition(cols: number = DEFAULT_COLUMNS, toMove: Player = 'A'): Position {
  checkColumns(cols, 'startPosition');
  return makePosition(cols, new Array<number>(4 * cols).fill(2), toMove);
}

export function count(pos: Position, player: Player, local: number): number {
  return pos.counts[boardIndex(player, local, pos.cols)]!;
}

export function sideTotal(pos: Position, player: Player): number {
  const n = sideSize(pos.cols);
  const start = player === 'A' ? 0 : n;
  let t = 0;
  for (let i = start; i < start + n; i++) t += pos.counts[i]!;
  return t;
}

export function totalMarbles(pos: Position): number {
  let t = 0;
  for (const c of pos.counts) t += c;
  return t;
}

export function samePosition(a: Position, b: Position): boolean {
  if (a.cols !== b.cols || a.toMove !== b.toMove) return false;
  for (let i = 0; i < a.counts.length; i++) if (a.counts[i] !== b.counts[i]) return false;
  return true;
}
