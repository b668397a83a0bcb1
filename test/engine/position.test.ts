/** Positions (src/engine/position.ts): the branch-free test of a hole that may start a move. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enoughToStart } from '../../src/engine/position.ts';

describe('enoughToStart (D-min)', () => {
  it('is 1 exactly when a hole holds at least the marbles a move needs, for every count a board can hold', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 256 }), fc.integer({ min: 1, max: 4 }), (marbles, min) => {
      expect(enoughToStart(marbles, min)).toBe(marbles >= min ? 1 : 0);
    }));
    expect([0, 1, 2, 3].map((c) => enoughToStart(c, 2))).toEqual([0, 0, 1, 1]);
  });
});
