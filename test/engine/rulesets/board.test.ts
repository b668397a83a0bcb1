/** What the rulesets' switches say about the board and the opening, as the pages ask it (D-wide, L-open, L-turn, K-reverse). */
import { describe, expect, it } from 'vitest';
import { boardIndex, murrayReverseHoles, turningBase } from '../../../src/engine/geometry.ts';
import { openingClockwiseChances, openingStartHoles } from '../../../src/engine/opening.ts';
import { boardWidthsOf, reverseHoleLocals, reverseHoles } from '../../../src/engine/rulesets/board.ts';
import { RULESETS } from '../../../src/engine/rulesets/index.ts';
import { applyOptions } from '../../../src/engine/rulesets/options.ts';

const { didinga, lango, ikibuguzo } = RULESETS;

describe('board widths (D-wide, L-open, K-array-1)', () => {
  it('Didinga is played on 8 to 16 holes a row, Lango and Ikibuguzo on 8', () => {
    expect(boardWidthsOf(didinga)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(boardWidthsOf(lango)).toEqual([8]);
    expect(boardWidthsOf(ikibuguzo)).toEqual([8]);
    expect([didinga, lango, ikibuguzo].map((r) => r.boardWidths.clause)).toEqual(['D-wide', 'L-open', 'K-array-1']);
  });
});

describe('reverse holes (L-turn, K-reverse)', () => {
  it('none in Didinga; the turning base in Lango; Murray\'s A and O in Ikibuguzo; A\'s holes then B\'s', () => {
    for (const cols of [8, 12, 16]) {
      expect(reverseHoles(didinga, cols)).toEqual([]);
      for (const [rules, locals] of [[lango, turningBase(cols)], [ikibuguzo, murrayReverseHoles(cols)]] as const) {
        expect(reverseHoleLocals(rules, cols)).toEqual(locals);
        expect(reverseHoles(rules, cols)).toEqual((['A', 'B'] as const).flatMap((p) => locals.map((l) => boardIndex(p, l, cols))));
      }
    }
    expect(reverseHoles(lango, 8)).toEqual([0, 1, 14, 15, 16, 17, 30, 31]);
  });
});

describe('the opening\'s clockwise chances and start holes (D-open, L-open)', () => {
  it('only the Lango opening lets a player take clockwise chances', () => {
    expect(openingClockwiseChances(didinga)).toBe(false);
    expect(openingClockwiseChances(lango)).toBe(true);
    expect(openingClockwiseChances(ikibuguzo)).toBe(false);
    const dlp = applyOptions('lango', ['lango.increment=dlp']);
    expect(dlp.ok && openingClockwiseChances(dlp.value)).toBe(true);
  });

  it('Didinga opens from any back-row hole, Lango from A or B', () => {
    expect(openingStartHoles(didinga, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(openingStartHoles(lango, 8)).toEqual([6, 7]);
    expect(openingStartHoles(ikibuguzo, 8)).toEqual([]);
  });
});
