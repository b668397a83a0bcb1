/**
 * The mirror (mirrorPosition in src/solver/openings.ts), on which `npm run solve-openings` solves a
 * position once for itself and for the board turned half round: the engine must treat the two
 * alike. From positions reached by random play under each reading solved, every legal move of a
 * position and of its mirror has the same notation, the same K-win, and leads to mirrored
 * positions. And solveOpeningWithin, the searches under move limits for an opening left unsettled.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOptions, formatPosition, gameFromRecord, gameResult, listMoves, parsePosition, type Position } from '../../src/engine/index.ts';
import { mirrorPosition, type NoWinWithin, OPENING_READINGS, openingCases, solve, solveOpening, solveOpeningWithin, WITHIN_STEP, WITHIN_TABLE_SLACK, withinTable } from '../../src/solver/index.ts';

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

describe('solveOpeningWithin: searches under move limits of 2, 4, 6, … moves', { timeout: 120_000 }, () => { // searches of up to 2 million positions: 6.7 s on a busy two-core machine, 40 s on one busier still
  const opening = (id: string) => openingCases().find((c) => c.id === id)!;
  /** A search of an opening under a move limit, as solveOpeningWithin makes it. */
  const solveWithin = (id: string, maxPlies: number, nodes: number, tableEntries = 1 << 16) => {
    const c = opening(id);
    const rules = applyOptions(c.rules, [...c.options, `maxPlies=${maxPlies}`]);
    if (!rules.ok) throw new Error(rules.error.message);
    const r = solve(rules.value, parse(c.position!), { maxNodes: nodes, tableEntries });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('sizes each limit\'s table to the search before it, within the budget\'s', () => {
    expect(withinTable(1 << 24, 0)).toBe(1 << 16);
    expect(withinTable(1 << 24, 100_000)).toBe(1 << 20);
    expect(withinTable(1 << 24, 1 << 21)).toBe(1 << 24);
    expect(withinTable(5000, 0)).toBe(5000);
    fc.assert(fc.property(fc.integer({ min: 1024, max: 1 << 28 }), fc.nat(1 << 26), (budget, last) => {
      const t = withinTable(budget, last);
      return t <= budget && (t === budget || t >= WITHIN_TABLE_SLACK * last) && t >= Math.min(budget, 1 << 16);
    }));
  });

  it('on an opening it does not settle: the most moves within which neither side can force a win, each limit proved a draw', () => {
    const id = 'lango [lango.increment=dlp] b7-b7 tie A';
    const bounds: NoWinWithin[] = [];
    const budget = { nodes: 60_000, tableEntries: 1 << 16 };
    const found = solveOpeningWithin(opening(id), budget, { onBound: (b) => bounds.push(b) });
    if (!('noWinWithin' in found) || found.noWinWithin === null) throw new Error('expected a bound');
    const { moves, nodes } = found.noWinWithin;
    // Every limit up to the bound, in order, each a draw.
    expect(bounds.map((b) => b.moves)).toEqual(Array.from({ length: moves / WITHIN_STEP }, (_, i) => (i + 1) * WITHIN_STEP));
    expect(moves).toBeGreaterThanOrEqual(8);
    // A win on the limit's own move counts only under a limit one move further (the game is drawn at the limit first).
    expect(solveWithin(id, moves + 1, budget.nodes).value).toBe('draw');
    // The next limit is what ran out of the budget, which the bound counts whole.
    expect(nodes).toBe(budget.nodes);
    const lastSearch = bounds.at(-1)!.nodes - (bounds.at(-2)?.nodes ?? 0);
    expect(solveWithin(id, moves + WITHIN_STEP + 1, budget.nodes - bounds.at(-1)!.nodes, withinTable(budget.tableEntries, lastSearch)).value).toBe('unknown');
  });

  it('goes on from a bound proved before, at the limit after it, counting the positions of both passes', () => {
    const id = 'lango [lango.increment=dlp] b7-b8 tie A';
    const first = solveOpeningWithin(opening(id), { nodes: 20_000, tableEntries: 1 << 16 });
    if (!('noWinWithin' in first) || first.noWinWithin === null) throw new Error('expected a bound');
    const limits: number[] = [];
    const budget = { nodes: 60_000, tableEntries: 1 << 16 };
    const second = solveOpeningWithin(opening(id), budget, { from: first.noWinWithin, onBound: (b) => limits.push(b.moves) });
    if (!('noWinWithin' in second) || second.noWinWithin === null) throw new Error('expected a bound');
    expect(limits[0]).toBe(first.noWinWithin.moves + WITHIN_STEP);
    expect(second.noWinWithin).toEqual({ moves: limits.at(-1), nodes: first.noWinWithin.nodes + budget.nodes, budget });
  });

  it('on an opening won within a limit: its value, the first limit that proves it, a line that wins within it, and the same result again from its budget', () => {
    // Lango's b7-b7 under the default readings: A wins in 21 moves against the best defence (docs/solver.md).
    const id = 'lango b7-b7 tie A';
    const found = solveOpeningWithin(opening(id), { nodes: 2_000_000, tableEntries: 1 << 16 });
    if (!('settled' in found)) throw new Error('expected a value');
    const r = found.settled;
    // Within 22 moves, a search whose limit falls after the 22nd; within 20, no win.
    expect(r).toMatchObject({ value: 'win', winner: 'A', first: 'A', budget: { maxPlies: 23 } });
    expect(solveWithin(id, 21, 2_000_000).value).toBe('draw');
    const c = opening(id);
    const rules = applyOptions(c.rules, c.options);
    if (!rules.ok) throw new Error(rules.error.message);
    const game = gameFromRecord(rules.value, { start: parse(r.position!), options: [...c.options], moves: r.line });
    if (!game.ok) throw new Error(game.error.message);
    expect(gameResult(game.value)).toMatchObject({ over: true, winner: 'A' });
    expect(r.line.length).toBeLessThanOrEqual(22);
    // The data test re-solves a result from its budget: the move limit is part of it.
    expect(solveOpening(c, r.budget)).toEqual(r);
  });
});
