/**
 * Naming holes (src/components/holes.ts), checked in the sources' own letters: Driberg's chart
 * as docs/engine.md draws it ("Holes") (A's back row K L M N O P A B from A's left, the front row J I H G F E
 * D C), Murray's (A = A's back-left hole, the front row I … P from his right), and the worked
 * examples' holes ("d … I … L", "f … GN", "p … HM").
 */
import { describe, expect, it } from 'vitest';
import { boardIndex, chartIndex } from '../../src/engine/index.ts';
import {
  boardLabel, columnName, columnWithLetter, describeHole, dribergLetter, hasLetters, holeKey, holeName,
  holeOfChart, holeOfIndex, holeTitle, indexTitle, keyOfLetter, labelChoices, labelsFor, letterOf,
  letterWithColumn, murrayLetter, parseBackHole, parseLetter, placeOf,
} from '../../src/components/holes.ts';

/** The chart as docs/engine.md prints it: row r (0 = B's back row), left to right as A sees it. */
const DRIBERG_CHART = ['bapon mlk', 'cdefghij', 'JIHGFEDC', 'KLMNOPAB'].map((r) => r.replace(' ', ''));
const MURRAY_A = { back: 'ABCDEFGH', front: 'PONMLKJI' };

describe('the letters of the 4 × 8 board', () => {
  it("draws Driberg's chart from the engine: every hole where docs/engine.md shows it", () => {
    for (let r = 0; r < 4; r++) {
      const drawn = Array.from({ length: 8 }, (_, x) => {
        const h = holeOfChart(r, x, 8);
        return boardLabel(h.index, 8, 'driberg');
      }).join('');
      expect(drawn).toBe(DRIBERG_CHART[r]);
    }
  });

  it("draws Murray's letters for A: A … H the back row from his left, I … P the front row from his right", () => {
    expect(Array.from({ length: 8 }, (_, x) => boardLabel(chartIndex(3, x, 8), 8, 'murray')).join('')).toBe(MURRAY_A.back);
    expect(Array.from({ length: 8 }, (_, x) => boardLabel(chartIndex(2, x, 8), 8, 'murray')).join('')).toBe(MURRAY_A.front);
  });

  it('names the same hole in both letterings: Driberg K is Murray A, Driberg A is Murray G, Driberg C is Murray I', () => {
    expect([dribergLetter('A', 0), murrayLetter('A', 0)]).toEqual(['K', 'A']);
    expect([dribergLetter('A', 6), murrayLetter('A', 6)]).toEqual(['A', 'G']);
    expect([dribergLetter('A', 8), murrayLetter('A', 8)]).toEqual(['C', 'I']);
    expect([letterOf('B', 6, 'driberg'), letterOf('B', 6, 'murray')]).toEqual(['a', 'g']);
  });

  it('reads a letter back to its hole, and names what is not a letter', () => {
    expect(parseLetter('H', 'driberg')).toEqual({ ok: true, value: { player: 'A', local: 13 } });
    expect(parseLetter('d', 'driberg')).toEqual({ ok: true, value: { player: 'B', local: 9 } });
    expect(parseLetter('N', 'murray')).toEqual({ ok: true, value: { player: 'A', local: 13 } });
    const bad = parseLetter('Q', 'driberg');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toBe('"Q" is not a hole letter: use A–P for player A\'s holes and a–p for player B\'s');
  });

  it('keys a letter the same in both letterings (a letter in Driberg\'s text and in Murray\'s meet on the chart)', () => {
    expect(keyOfLetter('H', 'driberg')).toEqual({ ok: true, value: 'A-13' });
    expect(keyOfLetter('N', 'murray')).toEqual({ ok: true, value: holeKey('A', 13) });
    expect(keyOfLetter('k', 'driberg')).toEqual({ ok: true, value: 'B-0' });
    expect(keyOfLetter('1', 'driberg').ok).toBe(false);
  });
});

describe('the notation\'s columns', () => {
  it("names Driberg's holes by row and column from the owner's left: A is b7, H is f3, G is f4, K is b1", () => {
    const col = (letter: string) => {
      const r = parseLetter(letter, 'driberg');
      if (!r.ok) throw new Error(r.error.message);
      return columnName(r.value.local, 8);
    };
    expect(['A', 'B', 'H', 'G', 'K', 'C', 'J'].map(col)).toEqual(['b7', 'b8', 'f3', 'f4', 'b1', 'f8', 'f1']);
    // B's holes are named from B's own left: a is b7 for B as A is for A.
    expect(['a', 'h', 'k'].map(col)).toEqual(['b7', 'f3', 'b1']);
  });

  it('reads a back-row hole of the notation, and refuses anything else', () => {
    expect(parseBackHole('b7', 8)).toBe(6);
    expect(parseBackHole('b1', 8)).toBe(0);
    expect(parseBackHole('b16', 16)).toBe(15);
    for (const t of ['b9', 'b0', 'f3', 'c3', 'b', 'B7', ' b7', 'b17']) expect(parseBackHole(t, t === 'b17' ? 16 : 8), t).toBeNull();
  });

  it('uses the columns wherever there are no letters (wider boards)', () => {
    expect(hasLetters(8)).toBe(true);
    expect(hasLetters(12)).toBe(false);
    expect(labelsFor(12, 'driberg')).toBe('coords');
    expect(labelsFor(8, 'murray')).toBe('murray');
    expect(labelChoices(12)).toEqual(['coords']);
    expect(labelChoices(8)).toEqual(['driberg', 'murray', 'coords']);
    expect(boardLabel(boardIndex('A', 11, 12), 12, 'driberg')).toBe('b12');
    expect(holeName({ player: 'B', local: 13 }, 12, 'murray')).toBe('B:f11');
  });
});

describe('names made of them', () => {
  it('a board label is the letter, or the column without its owner', () => {
    expect(boardLabel(boardIndex('A', 13, 8), 8, 'driberg')).toBe('H');
    expect(boardLabel(boardIndex('A', 13, 8), 8, 'murray')).toBe('N');
    expect(boardLabel(boardIndex('B', 13, 8), 8, 'coords')).toBe('f3');
  });

  it('a name in a caption is the letter, or the owner and the column', () => {
    expect(holeName({ player: 'B', local: 9 }, 8, 'driberg')).toBe('d');
    expect(holeName({ player: 'B', local: 9 }, 8, 'murray')).toBe('j');
    expect(holeName({ player: 'B', local: 9 }, 8, 'coords')).toBe('B:f7');
  });

  it('a start hole in a menu: "b7 (A)", "b1 (k)"; the letter first for play: "A (b7)"', () => {
    expect(columnWithLetter('A', 6, 8)).toBe('b7 (A)');
    expect(columnWithLetter('B', 0, 8)).toBe('b1 (k)');
    expect(columnWithLetter('A', 6, 8, 'murray')).toBe('b7 (G)');
    expect(columnWithLetter('A', 11, 12)).toBe('b12');
    expect(letterWithColumn('A', 6, 8)).toBe('A (b7)');
    expect(letterWithColumn('B', 7, 8)).toBe('b (b8)');
    expect(letterWithColumn('B', 7, 12)).toBe('b8');
  });

  it('places a hole by its owner\'s row and column, and by the chart\'s column from A\'s left', () => {
    expect(placeOf('A', 13, 8)).toEqual({ row: 'front', column: 3, chartColumn: 3 });
    // Driberg's a: B's back column 7 from B's left, column 2 as A sees the chart.
    expect(placeOf('B', 6, 8)).toEqual({ row: 'back', column: 7, chartColumn: 2 });
  });

  it('gives a screen reader the row, the column and the letter: "A\'s front row, column 3, Driberg H"', () => {
    expect(holeTitle('A', 13, 8, 'driberg')).toBe('A’s front row, column 3, Driberg H');
    expect(holeTitle('A', 13, 8, 'murray')).toBe('A’s front row, column 3, Murray N');
    expect(holeTitle('B', 6, 8, 'driberg')).toBe('B’s back row, column 7, Driberg a');
    expect(holeTitle('A', 13, 8, 'coords')).toBe('A’s front row, column 3');
    expect(holeTitle('B', 11, 12, 'driberg')).toBe('B’s back row, column 12');
    expect(indexTitle(chartIndex(2, 2, 8), 8, 'driberg')).toBe('A’s front row, column 3, Driberg H');
  });

  it("describes a hole on the edition pages in both letterings (Driberg's I is Murray's O)", () => {
    expect(describeHole('A', 14)).toBe('player A’s front row, column 2 from A’s left; Driberg’s I, Murray’s O');
    expect(describeHole('B', 6)).toBe('player B’s back row, column 2 from A’s left; Driberg’s a, Murray’s g');
  });

  it('finds the owner of a whole-board index', () => {
    expect(holeOfIndex(boardIndex('B', 9, 8), 8)).toEqual({ player: 'B', local: 9 });
    expect(holeOfIndex(15, 8)).toEqual({ player: 'A', local: 15 });
    expect(holeOfChart(0, 0, 8)).toEqual({ index: boardIndex('B', 7, 8), player: 'B', local: 7 });
  });
});
