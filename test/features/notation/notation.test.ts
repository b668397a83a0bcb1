/** The notation key's data: the hole names agree with the engine's, and the moves it cites read back. */
import { describe, expect, test } from 'vitest';
import { formatMove, holeLetter, parseMove } from '../../../src/engine/index.ts';
import { holeNames, moveInstances } from '../../../src/features/notation/notation.ts';

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
