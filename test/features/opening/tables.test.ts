/**
 * The tables as the pages show them (src/features/opening/tables.ts): one page per speed ratio,
 * every table built once a build, and the counts and words the pages print.
 */
import { describe, expect, it } from 'vitest';
import { TABLE_RATIOS, tieBreakCount } from '../../../src/features/opening/race.ts';
import { EQUAL_SPEED, RACE_GROUPS, RATIOS, raceTables, ratioHref, speedWords, tableTally, tieBreakCounts } from '../../../src/features/opening/tables.ts';

describe('the speed ratios', () => {
  it('equal speed is on /opening/, every other ratio on a page of its own', () => {
    expect(EQUAL_SPEED).toMatchObject({ a: 1, b: 1, key: '1:1' });
    const hrefs = RATIOS.map(ratioHref);
    expect(hrefs).toEqual(['/opening/', '/opening/speeds/3-2/', '/opening/speeds/2-3/', '/opening/speeds/2-1/', '/opening/speeds/1-2/']);
    expect(RATIOS.map((r) => [r.a, r.b])).toEqual(TABLE_RATIOS.map(([a, b]) => [a, b]));
  });

  it('are said in words, the faster player first', () => {
    expect(speedWords(1, 1)).toBe('both at the same speed');
    expect(speedWords(2, 1)).toBe('A twice as fast as B');
    expect(speedWords(2, 3)).toBe('B 3/2 times as fast as A');
  });
});

describe('the tables of each code', () => {
  it('Didinga has one table a ratio; Lango two, without and with every clockwise chance (L-open, AMB-18)', () => {
    const [didinga, lango] = RACE_GROUPS;
    expect(didinga).toMatchObject({ rules: 'didinga', clockwise: false, fewStarts: false });
    expect(lango).toMatchObject({ rules: 'lango', clockwise: true, fewStarts: true });
    expect(raceTables(didinga!, EQUAL_SPEED).map((t) => t.key)).toEqual(['plain']);
    const l = raceTables(lango!, RATIOS[3]!);
    expect(l.map((t) => [t.key, t.table.speed, t.table.clockwise])).toEqual([
      ['plain', { A: 2, B: 1 }, { A: 'never', B: 'never' }],
      ['cw', { A: 2, B: 1 }, { A: 'always', B: 'always' }],
    ]);
  });

  it('are played once, however many pages show or count them', () => {
    const g = RACE_GROUPS[0]!;
    expect(raceTables(g, RATIOS[1]!)).toBe(raceTables(g, RATIOS[1]!));
    expect(raceTables(g, RATIOS[1]!)).not.toBe(raceTables(g, RATIOS[2]!));
  });

  it('the counts of tie-break decisions cover every code and ratio, from the same tables', () => {
    const counts = tieBreakCounts();
    expect(counts.map((c) => [c.rules, c.ratios.length])).toEqual([['didinga', 5], ['lango', 5]]);
    const even = counts[0]!.ratios[0]!;
    expect(even.ratio).toBe(EQUAL_SPEED);
    expect(even.counts[0]!.count).toEqual({ pairs: 64, decided: 30, deadHeats: 18 });
    for (const c of counts) for (const r of c.ratios) {
      const tables = raceTables(RACE_GROUPS.find((g) => g.rules === c.rules)!, r.ratio);
      expect(r.counts.map((x) => x.count)).toEqual(tables.map((t) => tieBreakCount(t.table)));
    }
  });

  it("a table's tally adds up to its cells", () => {
    for (const g of RACE_GROUPS) for (const r of RATIOS) for (const { table } of raceTables(g, r)) {
      const t = tableTally(table.rows);
      expect(t.n).toBe(table.rows.flat().filter((c) => c !== null).length);
      expect(t.aFirst + t.bFirst + t.decided).toBe(t.n);
      expect(t.decided).toBe(tieBreakCount(table).decided);
      for (const tie of ['A', 'B'] as const) expect(t.more[tie].A + t.more[tie].B).toBeLessThanOrEqual(t.n);
    }
  });
});
