/**
 * Move counts from the start position, each derived by hand from the clauses (not recorded
 * from the engine's output): a small perft table for the three codes.
 */
import { describe, expect, it } from 'vitest';
import { legalStarts, listMoves } from '../../src/engine/moves.ts';
import { formatMove } from '../../src/engine/notation/move.ts';
import { startPosition } from '../../src/engine/position.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';

const names = (rules: keyof typeof RULESETS, cols = 8) =>
  legalStarts(RULESETS[rules], startPosition(cols)).map((s) => formatMove({ start: s, decisions: [] }, cols));

describe('starts from the start position (two marbles in every hole)', () => {
  it('Didinga: every one of the 16 holes may start (D-min, D-choice), counter-clockwise only', () => {
    expect(names('didinga')).toHaveLength(16);
    expect(names('didinga').some((n) => n.includes('<'))).toBe(false);
  });

  it('Didinga on 16 columns: 32 holes, 32 starts (D-wide)', () => {
    expect(names('didinga', 16)).toHaveLength(32);
  });

  it('Lango: every front hole faces an occupied one, so the only starts are the 8 start captures (L-start)', () => {
    expect(names('lango').sort()).toEqual(['xf1', 'xf2', 'xf3', 'xf4', 'xf5', 'xf6', 'xf7', 'xf8']);
  });

  it('Ikibuguzo: the 16 holes, plus clockwise from A (P, O: O faces j and g) and from O (N, M: M faces l and e)', () => {
    const starts = names('ikibuguzo');
    expect(starts).toHaveLength(18);
    expect(starts.filter((n) => n.includes('<')).sort()).toEqual(['b1<', 'f2<']);
  });

  it('every Didinga start from the start position is a distinct complete move with no choice inside', () => {
    const moves = listMoves(RULESETS.didinga, startPosition()).all;
    expect(moves).toHaveLength(16);
    expect(moves.every((m) => m.move.decisions.length === 0)).toBe(true);
  });
});
