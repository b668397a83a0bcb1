/**
 * Hole letters on the edition pages: which lettering a page uses, what a letter refers to, and
 * the description a screen reader hears for it. Everything is computed with the engine's own
 * functions (notation/letters.ts, geometry.ts), so the chart and the text cannot drift apart.
 */
import {
  boardIndex, chartPlace, holeAt, holeLetter, parseHoleLetter, type Lettering, type Player,
} from '../../engine/index.ts';

export type { Lettering };

/** The lettering of the page at `pathname`: Murray's on his edition, Driberg's elsewhere. */
export function letteringFor(pathname: string): Lettering {
  return pathname.startsWith('/sources/murray-1951') ? 'murray' : 'driberg';
}

/** Stable key of a hole, independent of lettering: "A-6" = player A, local index 6. */
export function holeKey(player: Player, local: number): string {
  return `${player}-${local}`;
}

/** Parse a letter of the given lettering into its hole key; throws with a clear message. */
export function keyOfLetter(letter: string, lettering: Lettering, where: string): string {
  const r = parseHoleLetter(letter, lettering);
  if (!r.ok) throw new Error(`${where}: <H> ${r.error.message}`);
  return holeKey(r.value.player, r.value.local);
}

/** A sentence describing a hole: whose, which row, which column, and its letter in both letterings. */
export function describeHole(player: Player, local: number): string {
  const { row } = holeAt(local, 8);
  const { column } = chartPlace(boardIndex(player, local, 8), 8);
  const d = holeLetter(player, local, 'driberg');
  const m = holeLetter(player, local, 'murray');
  return `player ${player}'s ${row} row, column ${column + 1} from A's left; Driberg's ${d}, Murray's ${m}`;
}
