/** The notation key's data: the hole names agree with the engine's, and the moves it cites read back. */
import { describe, expect, test } from 'vitest';
import { formatMove, holeLetter, parseMove } from '../../../src/engine/index.ts';
import { CHOICE_WORDS, holeNames, moveInWords, moveInstances } from '../../../src/features/notation/notation.ts';

describe('the notation key', () => {
  test("the sixteen holes run in sowing order, b1 to b8 then f8 back to f1, each with both sources' letters", () => {
    const names = holeNames();
    expect(names.map((n) => n.site)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'f8', 'f7', 'f6', 'f5', 'f4', 'f3', 'f2', 'f1']);
    // Driberg's A is b7 for player A (his letters start at the seventh back hole); Murray's A is b1.
    expect(names.find((n) => n.driberg.A === 'A')?.site).toBe('b7');
    expect(names.find((n) => n.murray.A === 'A')?.site).toBe('b1');
    names.forEach((n, local) => {
      expect(n.driberg.A).toBe(holeLetter('A', local, 'driberg'));
      expect(n.murray.B).toBe(holeLetter('B', local, 'murray'));
    });
  });

  test('each move it cites is a worked example’s, and the engine reads it back as written', () => {
    const { plain, capture, decisions } = moveInstances();
    expect(plain.move).toMatch(/^[bf]\d$/);
    expect(capture.move).toMatch(/^x[f]\d$/);
    expect(decisions.move).toContain('/');
    for (const m of [plain, capture, decisions]) {
      const parsed = parseMove(m.move, 8);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(formatMove(parsed.value, 8)).toBe(m.move);
      expect(m.href).toMatch(/^\/examples\/ex-/);
    }
  });
});

describe('a move spelt out', () => {
  test('each part of the notation in words: the start, its direction, a start capture, the choices in order', () => {
    expect(moveInWords('b7')).toBe('lift b7 and sow it counter-clockwise');
    expect(moveInWords('f2<')).toBe('lift f2 and sow it clockwise');
    expect(moveInWords('xf4/</</<')).toBe('take the marbles en prise facing f4 and sow them from it, then take the clockwise chance at each of the three choices the move meets');
    expect(moveInWords('xf2/>')).toBe('take the marbles en prise facing f2 and sow them from it, then go on counter-clockwise at the one choice the move meets');
    expect(moveInWords('b1</^/>')).toBe(`lift b1 and sow it clockwise, then at the two choices the move meets, in order: ${CHOICE_WORDS['^']}; ${CHOICE_WORDS['>']}`);
  });

  test('a long run of choices is counted in figures past ten', () => {
    expect(moveInWords(`b1${'/>'.repeat(11)}`)).toBe(`lift b1 and sow it counter-clockwise, then ${CHOICE_WORDS['>']} at each of the 11 choices the move meets`);
  });

  test('a text the engine cannot read as a move is not spelt out', () => {
    for (const bad of ['', 'b9', 'xb2', 'f2/?', 'xf2<']) expect(moveInWords(bad)).toBeNull();
  });
});
