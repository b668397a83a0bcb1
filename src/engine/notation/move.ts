/**
 * Move notation: a complete move, with every decision inside it, in a few characters.
 *
 *     move     = start { "/" decision }
 *     start    = hole [ "<" ]       lift this hole and sow it; "<" sows it clockwise (L-turn, K-reverse)
 *              | "x" hole           Lango: take the marbles en prise to this front hole (L-start)
 *     hole     = ( "b" | "f" ) col  back or front row; col 1 … N counted from the mover's own left
 *     decision = ">" | "<" | "^"    at each later point that offers a choice, in order:
 *                                   ">" go on counter-clockwise, "<" take the clockwise chance,
 *                                   "^" (Ikibuguzo, K-chain) leave the increment in the reverse
 *                                   hole and play clockwise from the other one
 *
 * Examples: `b7` (Driberg's A for player A, a for B), `f2<` (a clockwise start from J / j),
 * `xf6` (a Lango start capture from G / g), `b1</>` (clockwise from K, then decline the chain).
 * Holes are named from the mover's side, so the same move reads the same for A and B.
 */
import { holeAt, localIndex } from '../geometry.ts';
import type { Start } from '../start.ts';
import type { DecisionToken } from '../trace.ts';
import type { Result } from '../types.ts';
import { quoteInput } from './quote.ts';
import { err, ok } from '../types.ts';

export interface Move {
  readonly start: Start;
  readonly decisions: readonly DecisionToken[];
}

export interface MoveNotationError {
  readonly code: 'empty' | 'bad-start' | 'bad-column' | 'bad-decision';
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

export function formatHole(local: number, cols: number): string {
  const { row, column } = holeAt(local, cols);
  return `${row === 'back' ? 'b' : 'f'}${column + 1}`;
}

export function formatMove(move: Move, cols: number): string {
  const s = move.start;
  const head = s.kind === 'capture' ? `x${formatHole(s.hole, cols)}` : `${formatHole(s.hole, cols)}${s.clockwise ? '<' : ''}`;
  return [head, ...move.decisions].join('/');
}

export function parseMove(text: string, cols: number): Result<Move, MoveNotationError> {
  const t = text.trim();
  const lead = text.length - text.trimStart().length;
  if (t === '') return err({ code: 'empty', message: 'the move is empty: expected a hole such as b7 or f2', offset: 0, length: text.length });
  const parts = t.split('/');
  const head = parts[0]!;
  const m = /^(x?)([bf])(\d{1,2})(<?)$/.exec(head);
  if (!m) {
    return err({
      code: 'bad-start', offset: lead, length: head.length,
      message: `${quoteInput(head)} is not a move start: expected b or f and a column (b7, f2), optionally "<" for clockwise (f2<), or x and a front hole for a Lango start capture (xf6)`,
    });
  }
  const capture = m[1] === 'x';
  const row = m[2] === 'b' ? 'back' : 'front';
  const column = Number(m[3]);
  if (column < 1 || column > cols) {
    return err({ code: 'bad-column', offset: lead + m[1]!.length + 1, length: m[3]!.length, message: `column ${m[3]} is off the board: columns run from 1 to ${cols}, counted from the mover's left` });
  }
  if (capture && row !== 'front') {
    return err({ code: 'bad-start', offset: lead, length: head.length, message: `${quoteInput(head)}: a start capture is made by a front-row hole (xf…), L-start` });
  }
  if (capture && m[4] === '<') {
    return err({ code: 'bad-start', offset: lead, length: head.length, message: `${quoteInput(head)}: a start capture takes no direction mark; a clockwise increment is a later decision ("/<")` });
  }
  const hole = localIndex(row, column - 1, cols);
  const start: Start = capture ? { kind: 'capture', hole } : { kind: 'sow', hole, clockwise: m[4] === '<' };
  const decisions: DecisionToken[] = [];
  let offset = lead + head.length + 1;
  for (let i = 1; i < parts.length; i++) {
    const d = parts[i]!;
    if (d !== '>' && d !== '<' && d !== '^') {
      return err({ code: 'bad-decision', offset, length: d.length, message: `decision ${i} ${quoteInput(d)} is not ">" (go on counter-clockwise), "<" (clockwise) or "^" (switch to the other reverse hole)` });
    }
    decisions.push(d);
    offset += d.length + 1;
  }
  return ok({ start, decisions });
}
