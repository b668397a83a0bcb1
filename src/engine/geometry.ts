/**
 * Board geometry: 4 rows × N holes (N = 8 … 16), two rows a player.
 *
 * Every hole has a *local index* 0 … 2N−1 in its owner's counter-clockwise sowing order,
 * starting at the owner's back-left hole: 0 … N−1 is the back row from the owner's left to
 * his right, N … 2N−1 the front row from his right to his left (1927a, D-sow: "the marbles
 * are moved counter-clockwise"). On 8 columns this is exactly Murray's lettering (A = 0 …
 * P = 15, M51) and Driberg's letters shifted by ten (Driberg K = 0, A = 6, C = 8; see
 * notation/letters.ts).
 *
 * A whole board is one array of 4N counts: A's 2N holes (local order), then B's.
 */
import type { Player, Row } from './types.ts';

export const MIN_COLUMNS = 8;
/** "up to four rows to sixteen" for the Longarim and Topotha (DLP's summary of the 1927a evidence, no page given; D-wide). */
export const MAX_COLUMNS = 16;
export const DEFAULT_COLUMNS = 8;

/**
 * Refuse a board width outside MIN_COLUMNS … MAX_COLUMNS where a function builds or walks a board
 * of that width: a width taken from outside (a call, a worker request) of a million holes a row
 * would otherwise keep it busy for minutes, and a fraction or NaN would build a broken board.
 */
export function checkColumns(cols: number, where: string): void {
  if (!Number.isInteger(cols) || cols < MIN_COLUMNS || cols > MAX_COLUMNS) {
    throw new RangeError(`${where}: a board has ${MIN_COLUMNS} to ${MAX_COLUMNS} holes a row; got ${cols}`);
  }
}

/** A hole addressed the neutral way: whose it is, which row, which column from the owner's left (0-based). */
export interface Hole {
  readonly player: Player;
  readonly row: Row;
  /** 0-based, counted from the owner's own left as he faces the board. */
  readonly column: number;
}

export function playerIndex(p: Player): 0 | 1 {
  return p === 'A' ? 0 : 1;
}

/** Number of holes a player owns. */
export function sideSize(cols: number): number {
  return 2 * cols;
}

export function isFront(local: number, cols: number): boolean {
  return local >= cols;
}

/** Local index of a hole given its row and column from its owner's left. */
export function localIndex(row: Row, column: number, cols: number): number {
  return row === 'back' ? column : 2 * cols - 1 - column;
}

/** Row and column (from the owner's left, 0-based) of a local index. */
export function holeAt(local: number, cols: number): { row: Row; column: number } {
  return local < cols ? { row: 'back', column: local } : { row: 'front', column: 2 * cols - 1 - local };
}

/** The local index of a hole given as (player, row, column); see `Hole`. */
export function localOf(hole: Hole, cols: number): number {
  return localIndex(hole.row, hole.column, cols);
}

/** A hole as (player, row, column) from its owner and local index. */
export function holeOf(player: Player, local: number, cols: number): Hole {
  return { player, ...holeAt(local, cols) };
}

/**
 * The next hole in the owner's sowing order: +1 counter-clockwise, −1 clockwise (`local` one of
 * the owner's 2 × cols holes). Wrapped by comparison, not division: the move machine steps at
 * every lap (a division there cost the search measurably).
 */
export function step(local: number, dir: 1 | -1, cols: number): number {
  const n = 2 * cols;
  const next = local + dir;
  return next === n ? 0 : next < 0 ? n - 1 : next;
}

/**
 * The two opponent holes facing a hole (local indices in the opponent's numbering), the ones
 * "corresponding" to it in Driberg's words (D-opp): the opponent's front and back hole in the
 * same drawn column. G faces f and o; d faces I and L (1927a, 1927b examples).
 */
export function facing(local: number, cols: number): { front: number; back: number } {
  // Column counted from the owner's left; the opponent, sitting opposite, counts it from the other side.
  const ownColumn = local < cols ? local : 2 * cols - 1 - local;
  const theirColumn = cols - 1 - ownColumn;
  return { front: 2 * cols - 1 - theirColumn, back: theirColumn };
}

/**
 * Lango's TURNING BASE: "the block of four left-hand holes of each player" (1927a, General
 * Principles), "IJKL and ijkl" (1927b, point 4; L-turn): back columns 1–2 and front columns 1–2
 * from the owner's left.
 */
export function turningBase(cols: number): readonly number[] {
  return [0, 1, 2 * cols - 2, 2 * cols - 1];
}

/**
 * Ikibuguzo's reverse holes "A, O" (M51; K-reverse): the leftmost back hole and the front hole
 * second from the left. On wider boards the same places are used.
 */
export function murrayReverseHoles(cols: number): readonly number[] {
  return [0, 2 * cols - 2];
}

/** Murray's front-row end holes "I and P" (K-win): front columns N and 1 from the owner's left. */
export function frontEndHoles(cols: number): readonly [number, number] {
  return [cols, 2 * cols - 1];
}

/** Index into the whole-board array of a player's local hole. */
export function boardIndex(p: Player, local: number, cols: number): number {
  return playerIndex(p) * 2 * cols + local;
}

/**
 * Chart order used by the position notation and every drawing: four rows top to bottom as seen
 * by A (B back, B front, A front, A back), each left to right as seen by A. Returns the
 * whole-board index of row r (0…3), drawn column x (0…N−1).
 */
export function chartIndex(r: number, x: number, cols: number): number {
  const n = 2 * cols;
  switch (r) {
    case 0: return n + (cols - 1 - x); // B's back row: B's own column counts from the other side
    case 1: return n + cols + x; // B's front row
    case 2: return 2 * cols - 1 - x; // A's front row
    default: return x; // A's back row
  }
}

/** The inverse of chartIndex: drawn row (0 = top) and column (0 = A's left) of a whole-board index. */
export function chartPlace(index: number, cols: number): { row: number; column: number } {
  const n = 2 * cols;
  const p = index < n ? 0 : 1;
  const local = index - p * n;
  const { row, column } = holeAt(local, cols);
  const x = p === 0 ? column : cols - 1 - column;
  const r = p === 0 ? (row === 'front' ? 2 : 3) : (row === 'front' ? 1 : 0);
  return { row: r, column: x };
}
