/**
 * The mirror (mirrorPosition in src/solver/openings.ts), on which `npm run solve-openings` solves a
 * position once for itself and for the board turned half round: the engine must treat the two
 * alike. From positions reached by random play under each reading solved, every legal move of a
 * position and of its mirror has the same notation, the same K-win, and leads to mirrored
 * positions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOptions, formatPosition, listMoves, parsePosition, type Position } from '../../src/engine/index.ts';
import { mirrorPosition, OPENING_READINGS, openingCases } from '../../src/solver/openings.ts';

const parse = (text: string): Position => {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

describe('mirrorPosition', () => {
  it('turns the board half round and hands the move over; twice gives the position back', () => {
    const p = '3,4,0,5,0,0,0,0/0,3,0,0,0,3,1,0/2,1,3,1,0,3,3,3/0,4,8,0,7,5,5,0 B';
    expect(mirrorPosition(p)).toBe('0,5,5,7,0,8,4,0/3,3,3,0,1,3,1,2/0,1,3,0,0,0,3,0/0,0,0,0,5,0,4,3 A');
    expect(mirrorPosition(mirrorPosition(p)!)).toBe(p);
    expect(mirrorPosition('not a position')).toBeNull();
  });

  it('pairs openings the engine plays: the Didinga race from b1 and b3 with B first is the one from b3 and b1 with A first', () => {
    const byId = new Map(openingCases().map((c) => [c.id, c.position]));
    expect(mirrorPosition(byId.get('didinga b1-b3 tie B')!)).toBe(byId.get('didinga b3-b1 tie A'));
  });

  for (const reading of OPENING_READINGS) {
    const name = `${reading.rules}${reading.options.length ? ` [${reading.options.join(' ')}]` : ''}`;
    it(`${name}: a position and its mirror have the same moves, to mirrored positions`, () => {
      const rules = applyOptions(reading.rules, reading.options);
      if (!rules.ok) throw new Error(rules.error.message);
      const starts = openingCases().filter((c) => c.rules === reading.rules && c.options.join() === reading.options.join() && c.position !== null);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: starts.length - 1 }), fc.array(fc.nat(), { maxLength: 12 }), (s, picks) => {
          let pos = parse(starts[s]!.position!);
          for (const pick of picks) {
            const legal = listMoves(rules.value, pos).legal;
            if (legal.length === 0) break;
            const mine = legal.map((m) => ({ notation: m.notation, win: m.endHoleWin, after: mirrorPosition(formatPosition(m.after)) }));
            const theirs = listMoves(rules.value, parse(mirrorPosition(formatPosition(pos))!)).legal
              .map((m) => ({ notation: m.notation, win: m.endHoleWin, after: formatPosition(m.after) }));
            const order = (a: { notation: string }, b: { notation: string }) => a.notation.localeCompare(b.notation);
            expect(theirs.sort(order)).toEqual(mine.sort(order));
            const next = legal[pick % legal.length]!;
            if (next.endHoleWin) break;
            pos = next.after;
          }
        }),
        { numRuns: 40, seed: 17 },
      );
    });
  }
});
