/** Test helpers: build positions in the sources' own letters, and read them back. */
import { boardIndex } from '../../src/engine/geometry.ts';
import { parseHoleLetter, type Lettering } from '../../src/engine/notation/letters.ts';
import { drawPosition } from '../../src/engine/notation/position.ts';
import { makePosition, type Position } from '../../src/engine/position.ts';
import type { TraceEvent } from '../../src/engine/trace.ts';
import type { Player } from '../../src/engine/types.ts';

/** A position on 8 columns: every hole `fill`, then the letters given (Driberg's by default). */
export function lettered(spec: Record<string, number>, toMove: Player, fill = 0, lettering: Lettering = 'driberg'): Position {
  const counts = new Array<number>(32).fill(fill);
  for (const [letter, n] of Object.entries(spec)) {
    const h = parseHoleLetter(letter, lettering);
    if (!h.ok) throw new Error(h.error.message);
    counts[boardIndex(h.value.player, h.value.local, 8)] = n;
  }
  return makePosition(8, counts, toMove);
}

/** Count in a lettered hole. */
export function at(pos: Position, letter: string, lettering: Lettering = 'driberg'): number {
  const h = parseHoleLetter(letter, lettering);
  if (!h.ok) throw new Error(h.error.message);
  return pos.counts[boardIndex(h.value.player, h.value.local, pos.cols)]!;
}

/** The local index of a lettered hole. */
export function local(letter: string, lettering: Lettering = 'driberg'): number {
  const h = parseHoleLetter(letter, lettering);
  if (!h.ok) throw new Error(h.error.message);
  return h.value.local;
}

import { holeLetter } from '../../src/engine/notation/letters.ts';

/** Letters of the holes dropped into, in order, between two event indices. */
export function drops(trace: readonly TraceEvent[], lettering: Lettering = 'driberg'): string[] {
  return trace.filter((e) => e.type === 'drop').map((e) => (e.type === 'drop' ? holeLetter(e.hole.player, e.hole.local, lettering) : ''));
}

/** Split a trace into laps: the drops of each lap as letters. */
export function lapsOf(trace: readonly TraceEvent[], lettering: Lettering = 'driberg'): string[][] {
  const laps: string[][] = [];
  for (const e of trace) {
    if (e.type !== 'drop') continue;
    (laps[e.lap - 1] ??= []).push(holeLetter(e.hole.player, e.hole.local, lettering));
  }
  return laps.filter(Boolean);
}

export function show(pos: Position): string {
  return `\n${drawPosition(pos)}\n`;
}
