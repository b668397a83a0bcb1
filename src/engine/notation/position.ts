/**
 * Position notation (used by the CLI, URLs, tests and every widget):
 *
 *     b-back / b-front / a-front / a-back  side
 *
 * four rows separated by "/", top to bottom as seen from player A (south): B's back row, B's
 * front row, A's front row, A's back row; each row N comma-separated non-negative integers,
 * left to right as seen from A; then one space and the side to move, "A" or "B". The start
 * position of an 8-column game is
 *
 *     2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A
 */
import { chartIndex, MAX_COLUMNS, MIN_COLUMNS } from '../geometry.ts';
import { makePosition, MARBLES_PER_HOLE_LIMIT, maxMarbles, type Position } from '../position.ts';
import { quoteInput } from './quote.ts';
import type { Player, Result } from '../types.ts';
import { err, ok } from '../types.ts';

export const ROW_NAMES = ["B's back row", "B's front row", "A's front row", "A's back row"] as const;

export type PositionErrorCode =
  | 'empty'
  | 'missing-side'
  | 'bad-side'
  | 'row-count'
  | 'width'
  | 'ragged'
  | 'not-a-count'
  | 'too-many-marbles';

export interface PositionError {
  readonly code: PositionErrorCode;
  /** What a reader needs to fix it, naming the place: `row 3, item 5: "x" is not a count`. */
  readonly message: string;
  /** 0-based offset of the offending text in the input, and its length. */
  readonly offset: number;
  readonly length: number;
  /** 1-based row (top to bottom) and item (left to right), where they apply. */
  readonly row?: number;
  readonly item?: number;
}

function fail(code: PositionErrorCode, message: string, offset: number, length: number, row?: number, item?: number): Result<never, PositionError> {
  return err({ code, message, offset, length, ...(row !== undefined ? { row } : {}), ...(item !== undefined ? { item } : {}) });
}

export function parsePosition(text: string): Result<Position, PositionError> {
  if (text.trim() === '') return fail('empty', 'the position is empty: expected four rows separated by "/", a space and the side to move (A or B)', 0, text.length);
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  // The side follows the last run of white space (a space, or a tab pasted from a table).
  const space = body.search(/\s\S*$/);
  if (space < 0) {
    // No row separator either: not a position at all, rather than one without its side.
    if (!body.includes('/')) return fail('row-count', `${quoteInput(body)} is not a position: expected four rows of counts separated by "/", a space and the side to move (A or B)`, lead, body.length);
    return fail('missing-side', 'the side to move is missing: end the position with a space and A or B', lead + body.length, 0);
  }
  const sideText = body.slice(space + 1);
  const boardText = body.slice(0, space).trimEnd();
  if (sideText !== 'A' && sideText !== 'B') {
    return fail('bad-side', `${quoteInput(sideText)} is not a side to move: expected A or B`, lead + space + 1, sideText.length);
  }
  // "… 2 A B": the side given more than once, which would otherwise read as a count "2 A".
  const extra = /(?:\s+[AB])+$/.exec(boardText);
  if (extra) {
    const sides = [...extra[0].trim().split(/\s+/), sideText];
    const from = extra.index + (extra[0].length - extra[0].trimStart().length);
    return fail('bad-side', `the side to move is given ${sides.length === 2 ? 'twice' : `${sides.length} times`} (${quoteInput(sides.join(' '))}): end the position with one, A or B`, lead + from, space + 1 + sideText.length - from);
  }
  const rows = boardText.split('/');
  if (rows.length !== 4) {
    return fail('row-count', `expected 4 rows separated by "/", found ${rows.length}`, lead, boardText.length);
  }
  const grid: number[][] = [];
  let offset = lead;
  let width = -1;
  let total = 0;
  for (let r = 0; r < 4; r++) {
    const rowText = rows[r]!;
    const items = rowText.split(',');
    if (width < 0) {
      width = items.length;
      if (width < MIN_COLUMNS || width > MAX_COLUMNS) {
        return fail('width', `row 1 (${ROW_NAMES[0]}) has ${width} holes: a row has ${MIN_COLUMNS} to ${MAX_COLUMNS}`, offset, rowText.length, 1);
      }
    } else if (items.length !== width) {
      return fail('ragged', `row ${r + 1} (${ROW_NAMES[r]}) has ${items.length} holes but row 1 has ${width}: every row must have the same number`, offset, rowText.length, r + 1);
    }
    const values: number[] = [];
    let itemOffset = offset;
    for (let i = 0; i < items.length; i++) {
      const raw = items[i]!;
      const t = raw.trim();
      const at = itemOffset + (raw.length - raw.trimStart().length);
      if (!/^\d+$/.test(t)) {
        return fail('not-a-count', `row ${r + 1} (${ROW_NAMES[r]}), hole ${i + 1}: ${quoteInput(t)} is not a count (a whole number of marbles, 0 or more)`, at, t.length, r + 1, i + 1);
      }
      const v = Number(t);
      if (v > maxMarbles(width)) {
        const shown = t.length > 12 ? `${t.slice(0, 12)}… (${t.length} digits)` : t;
        return fail('too-many-marbles', `row ${r + 1} (${ROW_NAMES[r]}), hole ${i + 1}: ${shown} marbles is more than ${limitText(width)}`, at, t.length, r + 1, i + 1);
      }
      total += v;
      values.push(v);
      itemOffset += raw.length + 1;
    }
    grid.push(values);
    offset += rowText.length + 1;
  }
  if (total > maxMarbles(width)) {
    return fail('too-many-marbles', `the board holds ${total} marbles, more than ${limitText(width)}`, lead, boardText.length);
  }
  const counts = new Array<number>(4 * width);
  for (let r = 0; r < 4; r++) for (let x = 0; x < width; x++) counts[chartIndex(r, x, width)] = grid[r]![x]!;
  return ok(makePosition(width, counts, sideText as Player));
}

/** The limit in words, for messages and the notation key (MARBLES_PER_HOLE_LIMIT). */
export function limitText(cols: number): string {
  return `the ${maxMarbles(cols)} marbles a board of ${cols} holes a row may hold (${MARBLES_PER_HOLE_LIMIT} a hole on average, twice a game's ${2 * 4 * cols})`;
}

/**
 * Check a position built from outside data other than notation (JSON, a worker request, a
 * board editor) against the engine's limits: the shape (4 rows of 8 … 16 holes, whole counts,
 * A or B to move) and the marbles (MARBLES_PER_HOLE_LIMIT). Returns the first problem, naming
 * its row and hole, or null.
 */
export function checkPosition(pos: { readonly cols: unknown; readonly counts: unknown; readonly toMove: unknown }): PositionError | null {
  const cols = pos.cols;
  if (typeof cols !== 'number' || !Number.isInteger(cols) || cols < MIN_COLUMNS || cols > MAX_COLUMNS) {
    return { code: 'width', message: `a row has ${MIN_COLUMNS} to ${MAX_COLUMNS} holes; got ${typeof cols === 'number' ? String(cols) : typeof cols}`, offset: 0, length: 0 };
  }
  if (pos.toMove !== 'A' && pos.toMove !== 'B') return { code: 'bad-side', message: 'the side to move must be A or B', offset: 0, length: 0 };
  const counts = pos.counts;
  if (!Array.isArray(counts) || counts.length !== 4 * cols) {
    return { code: 'ragged', message: `a board of ${cols} holes a row has ${4 * cols} counts; got ${Array.isArray(counts) ? counts.length : 'none'}`, offset: 0, length: 0 };
  }
  let total = 0;
  for (let r = 0; r < 4; r++) {
    for (let x = 0; x < cols; x++) {
      const v: unknown = counts[chartIndex(r, x, cols)];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
        return { code: 'not-a-count', message: `row ${r + 1} (${ROW_NAMES[r]}), hole ${x + 1}: not a count (a whole number of marbles, 0 or more)`, offset: 0, length: 0, row: r + 1, item: x + 1 };
      }
      if (v > maxMarbles(cols)) {
        return { code: 'too-many-marbles', message: `row ${r + 1} (${ROW_NAMES[r]}), hole ${x + 1}: ${v} marbles is more than ${limitText(cols)}`, offset: 0, length: 0, row: r + 1, item: x + 1 };
      }
      total += v;
    }
  }
  if (total > maxMarbles(cols)) return { code: 'too-many-marbles', message: `the board holds ${total} marbles, more than ${limitText(cols)}`, offset: 0, length: 0 };
  return null;
}

export function formatPosition(pos: Position): string {
  const rows: string[] = [];
  for (let r = 0; r < 4; r++) {
    const row: number[] = [];
    for (let x = 0; x < pos.cols; x++) row.push(pos.counts[chartIndex(r, x, pos.cols)]!);
    rows.push(row.join(','));
  }
  return `${rows.join('/')} ${pos.toMove}`;
}

/** An ASCII drawing for failure messages and the CLI. */
export function drawPosition(pos: Position): string {
  const lines: string[] = [];
  const labels = ['B back ', 'B front', 'A front', 'A back '];
  for (let r = 0; r < 4; r++) {
    const cells: string[] = [];
    for (let x = 0; x < pos.cols; x++) cells.push(String(pos.counts[chartIndex(r, x, pos.cols)]).padStart(3));
    lines.push(`${labels[r]} |${cells.join('')}`);
    if (r === 1) lines.push(`${' '.repeat(8)}|${'---'.repeat(pos.cols)}`);
  }
  lines.push(`${pos.toMove} to move`);
  return lines.join('\n');
}
