/**
 * The rules matrix is derived from the rulesets: every switch value has its sentence, and
 * changing a switch changes the cell.
 */
import { describe, expect, it } from 'vitest';
import { applyOptions, OPTIONS, RULESETS } from '../../../src/engine/index.ts';
import { clauseInfo } from '../../../src/data/clauses.ts';
import { COLUMNS, matrix, ROWS } from '../../../src/features/rules/matrix.ts';

const cellOf = (rowId: string, r: (typeof RULESETS)['didinga']) => ROWS.find((x) => x.id === rowId)!.cell(r).text;

describe('rules matrix', () => {
  it('every cell has a sentence and a known clause', () => {
    for (const { row, cells } of matrix()) {
      for (const c of cells) {
        if (c === null) continue;
        expect(c.text.length, row.id).toBeGreaterThan(10);
        expect(() => clauseInfo(c.clause)).not.toThrow();
      }
    }
  });

  it('every value of every option gives a ruleset whose cells all have sentences', () => {
    for (const o of OPTIONS.filter((x) => x.values !== null)) {
      for (const id of o.rulesets) {
        for (const v of o.values!) {
          // An option that means something only beside another (AMB-13) is given with it.
          const r = applyOptions(id, [...(o.requires ? [o.requires] : []), `${o.key}=${v}`]);
          expect(r.ok).toBe(true);
          if (r.ok) for (const row of ROWS) expect(row.cell(r.value).text).not.toMatch(/undefined/);
        }
      }
    }
  });

  it('has a row for relay sowing (D-def-lap) in every code, naming the clockwise holes where a code has them', () => {
    const relay = matrix().find((x) => x.row.id === 'relay')!;
    expect(relay.cells.map((c) => c?.clause)).toEqual(['D-def-lap', 'D-def-lap', 'D-def-lap', undefined]);
    expect(cellOf('relay', RULESETS.didinga)).not.toMatch(/clockwise/);
    expect(cellOf('relay', RULESETS.lango)).toMatch(/clockwise too from the turning base/);
    expect(cellOf('relay', RULESETS.ikibuguzo)).toMatch(/clockwise too from Murray’s reverse holes/);
  });

  it('changing a switch changes its cell', () => {
    const dlp = applyOptions('lango', ['lango.increment=dlp']);
    const origin = applyOptions('didinga', ['didinga.incrementStart=origin']);
    const single = applyOptions('lango', ['lango.startSingle=sow']);
    if (!dlp.ok || !origin.ok || !single.ok) throw new Error('options');
    expect(cellOf('increment', dlp.value)).not.toBe(cellOf('increment', RULESETS.lango));
    expect(cellOf('increment', origin.value)).not.toBe(cellOf('increment', RULESETS.didinga));
    expect(cellOf('start-capture', single.value)).not.toBe(cellOf('start-capture', RULESETS.lango));
    expect(cellOf('opposition', { ...RULESETS.didinga, opposition: { ...RULESETS.didinga.opposition, test: 'front' } })).toBe(cellOf('opposition', RULESETS.lango));
  });

  it('the readings of AMB-12 to AMB-14 each change their cell', () => {
    const lango = (...pairs: string[]) => {
      const r = applyOptions('lango', pairs);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(cellOf('chain-start', lango('lango.chainStart=origin'))).not.toBe(cellOf('chain-start', RULESETS.lango));
    const yes = lango('lango.clockwiseIncrement=yes');
    expect(cellOf('reverse', lango('lango.clockwiseIncrement=yes', 'lango.clockwiseIncrementStart=next-hole'))).not.toBe(cellOf('reverse', yes));
    expect(cellOf('reverse', lango('lango.clockwiseIncrement=yes', 'lango.clockwiseSingle=yes'))).not.toBe(cellOf('reverse', yes));
    expect(cellOf('lap-wrap', lango('lapWrap=skip'))).not.toBe(cellOf('lap-wrap', RULESETS.lango));
    const chain = matrix().find((x) => x.row.id === 'chain-start')!;
    expect(chain.cells.map((c) => c && c.clause)).toEqual(['D-sow', 'AMB-12', 'AMB-21', null]);
  });

  it('the opening\'s readings each change their own row: start holes (AMB-17), pairs (AMB-16), clockwise choices (AMB-18)', () => {
    const anyHole = applyOptions('didinga', ['didinga.openingStart=any-hole']);
    const same = applyOptions('lango', ['lango.openingPairs=same-column']);
    const whole = applyOptions('lango', ['lango.openingClockwise=whole-opening']);
    if (!anyHole.ok || !same.ok || !whole.ok) throw new Error('options');
    expect(cellOf('opening-start', RULESETS.didinga)).toBe('The first move starts from any back-row hole.');
    expect(cellOf('opening-start', anyHole.value)).toBe('The first move starts from any of the player’s holes (all hold two marbles at the start).');
    expect(cellOf('opening-pairs', same.value)).toBe('Both players start from the same column: aA or bB.');
    expect(cellOf('opening-pairs', RULESETS.lango)).toBe(cellOf('opening-pairs', RULESETS.didinga));
    expect(cellOf('opening-clockwise', whole.value)).not.toBe(cellOf('opening-clockwise', RULESETS.lango));
    const m = matrix();
    expect(m.find((x) => x.row.id === 'opening-start')!.cells.map((c) => c && c.clause)).toEqual(['AMB-17', 'L-open', 'K-array-1', null]);
    expect(m.find((x) => x.row.id === 'opening-pairs')!.cells.map((c) => c && c.clause)).toEqual(['D-open', 'AMB-16', 'K-array-1', null]);
    expect(m.find((x) => x.row.id === 'opening-clockwise')!.cells.map((c) => c && c.clause)).toEqual(['D-sow', 'AMB-18', 'K-array-1', null]);
  });

  it('marks the cells that differ from Didinga, and shows the DLP reading only where it departs', () => {
    const m = matrix();
    const inc = m.find((x) => x.row.id === 'increment')!;
    expect(inc.cells.map((c) => c && c.differs)).toEqual([false, true, false, true]);
    expect(inc.cells[3]!.clause).toBe('AMB-6');
    const min = m.find((x) => x.row.id === 'min')!;
    expect(min.cells.map((c) => c && c.differs)).toEqual([false, false, false, null]);
    expect(COLUMNS).toHaveLength(4);
  });
});
