/**
 * What a ruleset's switches say about the board, as the pages need it: the widths a code is
 * played on (D-wide) and the holes it may sow clockwise from (L-turn, K-reverse). Code outside
 * the engine asks these instead of asking which code is in play.
 */
import { boardIndex, murrayReverseHoles, turningBase } from '../geometry.ts';
import type { Player } from '../types.ts';
import type { Ruleset } from './types.ts';

/** The board widths (holes a row) a code is played on, smallest first (D-wide: 8 to 16 for Didinga, 8 for the others). */
export function boardWidthsOf(rules: Ruleset): number[] {
  const { min, max } = rules.boardWidths;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/**
 * The mover's own holes (local indices) from which a code allows clockwise sowing: Lango's
 * turning base (L-turn), Murray's reverse holes A and O (K-reverse); none in Didinga (D-sow).
 */
export function reverseHoleLocals(rules: Ruleset, cols: number): readonly number[] {
  if (rules.reverse === null) return [];
  return rules.reverse.holes === 'turning-base' ? turningBase(cols) : murrayReverseHoles(cols);
}

const PLAYERS: readonly Player[] = ['A', 'B'];

/** Whole-board indices of the holes from which a code allows clockwise sowing, A's then B's (L-turn, K-reverse). */
export function reverseHoles(rules: Ruleset, cols: number): number[] {
  const locals = reverseHoleLocals(rules, cols);
  return PLAYERS.flatMap((p) => locals.map((l) => boardIndex(p, l, cols)));
}
