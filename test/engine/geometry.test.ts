/** Board geometry and the two letterings, checked against every fact the texts' worked examples give about the holes. */
import { describe, expect, it } from 'vitest';
import { chartIndex, chartPlace, facing, murrayReverseHoles, step, turningBase } from '../../src/engine/geometry.ts';
import { convertLetter, holeLetter, parseHoleLetter } from '../../src/engine/notation/letters.ts';
import { local } from './helpers.ts';

const other = (letter: string) => (letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase());

/** The two opponent letters facing a hole, front first. */
function faces(letter: string): [string, string] {
  const h = parseHoleLetter(letter, 'driberg');
  if (!h.ok) throw new Error(h.error.message);
  const f = facing(h.value.local, 8);
  const opp = h.value.player === 'A' ? 'B' : 'A';
  return [holeLetter(opp, f.front, 'driberg'), holeLetter(opp, f.back, 'driberg')];
}

describe('Driberg\'s chart (reconstructed from his worked examples)', () => {
  it('draws the four rows with A at the bottom', () => {
    const rows = [0, 1, 2, 3].map((r) =>
      Array.from({ length: 8 }, (_, x) => {
        const i = chartIndex(r, x, 8);
        const p = i < 16 ? 'A' : 'B';
        return holeLetter(p, i % 16, 'driberg');
      }).join(' '),
    );
    expect(rows).toEqual(['b a p o n m l k', 'c d e f g h i j', 'J I H G F E D C', 'K L M N O P A B']);
  });

  it('runs each player\'s letters in sowing order: c … m consecutive, p wraps to a (EX-c10, EX-m4)', () => {
    let h = local('c');
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) seen.push(holeLetter('B', (h = step(h, 1, 8)), 'driberg'));
    expect(seen.join('')).toBe('defghijklm');
    expect(holeLetter('B', step(local('p'), 1, 8), 'driberg')).toBe('a');
  });

  it.each([
    ['G', 'f', 'o'], ['d', 'I', 'L'], ['f', 'G', 'N'], ['h', 'E', 'P'], ['n', 'F', 'O'], ['p', 'H', 'M'], ['I', 'd', 'a'],
  ])('%s faces %s (front) and %s (back)', (hole, front, back) => {
    expect(faces(hole)).toEqual([front, back]);
  });

  it('facing is symmetric between the two front rows', () => {
    for (const l of 'CDEFGHIJ') expect(faces(faces(l)[0])[0]).toBe(l);
    for (const l of 'cdefghij') expect(faces(faces(l)[0])[0]).toBe(l);
  });

  it('the turning base is I, J, K, L (1927b point 4)', () => {
    expect(turningBase(8).map((i) => holeLetter('A', i, 'driberg')).sort().join('')).toBe('IJKL');
  });

  it('opening holes A and B are the two rightmost back holes (1927a "aA or bB")', () => {
    expect(chartPlace(local('A'), 8)).toEqual({ row: 3, column: 6 });
    expect(chartPlace(local('B'), 8)).toEqual({ row: 3, column: 7 });
  });
});

describe('Murray\'s letters (M51)', () => {
  it('A → H along the back row from the left, I → P along the front row from the right', () => {
    const front = Array.from({ length: 8 }, (_, x) => holeLetter('A', chartIndex(2, x, 8), 'murray')).join('');
    const back = Array.from({ length: 8 }, (_, x) => holeLetter('A', chartIndex(3, x, 8), 'murray')).join('');
    expect(front).toBe('PONMLKJI');
    expect(back).toBe('ABCDEFGH');
  });

  it('Murray index m is Driberg index (m + 10) mod 16: A = K, I = C, and back', () => {
    expect(convertLetter('A', 'murray', 'driberg')).toEqual({ ok: true, value: 'K' });
    expect(convertLetter('I', 'murray', 'driberg')).toEqual({ ok: true, value: 'C' });
    expect(convertLetter('k', 'driberg', 'murray')).toEqual({ ok: true, value: 'a' });
    for (const l of 'ABCDEFGHIJKLMNOPabcdefghijklmnop') {
      const there = convertLetter(l, 'driberg', 'murray');
      expect(there.ok && convertLetter(there.value, 'murray', 'driberg')).toEqual({ ok: true, value: l });
    }
  });

  it('the reverse holes A and O are Driberg\'s K and I (K-reverse)', () => {
    expect(murrayReverseHoles(8).map((i) => holeLetter('A', i, 'murray'))).toEqual(['A', 'O']);
    expect(murrayReverseHoles(8).map((i) => holeLetter('A', i, 'driberg'))).toEqual(['K', 'I']);
  });

  it('rejects what is not a letter, saying why', () => {
    const r = parseHoleLetter('q', 'driberg');
    expect(r).toEqual({ ok: false, error: { code: 'not-a-letter', message: '"q" is not a hole letter: use A–P for player A\'s holes and a–p for player B\'s' } });
    expect(other('a')).toBe('A');
  });
});

describe('wide boards (D-wide: up to 16 holes a row)', () => {
  it.each([8, 9, 12, 16])('chartIndex and chartPlace are inverse on %i columns', (cols) => {
    const seen = new Set<number>();
    for (let r = 0; r < 4; r++) for (let x = 0; x < cols; x++) {
      const i = chartIndex(r, x, cols);
      seen.add(i);
      expect(chartPlace(i, cols)).toEqual({ row: r, column: x });
    }
    expect(seen.size).toBe(4 * cols);
  });

  it.each([8, 11, 16])('facing pairs front rows column by column on %i columns', (cols) => {
    for (let x = 0; x < cols; x++) {
      const aFront = chartIndex(2, x, cols); // A's local = index
      const bFront = chartIndex(1, x, cols) - 2 * cols;
      const bBack = chartIndex(0, x, cols) - 2 * cols;
      expect(facing(aFront, cols)).toEqual({ front: bFront, back: bBack });
    }
  });
});

describe('step: the next hole in sowing order', () => {
  it('goes round every board width both ways, as the hole number modulo the side\'s holes', () => {
    for (let cols = 8; cols <= 16; cols++) {
      const n = 2 * cols;
      for (let h = 0; h < n; h++) {
        expect(step(h, 1, cols)).toBe((h + 1) % n);
        expect(step(h, -1, cols)).toBe((h - 1 + n) % n);
      }
    }
  });
});

describe('holes as (player, row, column)', () => {
  it('round-trips with local indices on every width', async () => {
    const { holeOf, localOf } = await import('../../src/engine/geometry.ts');
    for (const cols of [8, 13, 16]) {
      for (let local = 0; local < 2 * cols; local++) {
        const h = holeOf('B', local, cols);
        expect(localOf(h, cols)).toBe(local);
        expect(h.column).toBeLessThan(cols);
      }
    }
    expect(holeOf('A', local('C'), 8)).toEqual({ player: 'A', row: 'front', column: 7 });
  });
});
