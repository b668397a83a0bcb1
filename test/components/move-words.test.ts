/** Moves in words: spelt out as an instruction (the notation key) and named for the ear (/play/'s live region). */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { CHOICE_WORDS, type DecisionToken } from '../../src/engine/index.ts';
import { moveInWords, moveWordsBeyondNotation, playsCaption, spokenMove } from '../../src/components/move-words.ts';

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

describe('a move named for the ear', () => {
  test('a plain start is its hole; every sign is said in words', () => {
    expect(spokenMove('b5')).toBe('b5');
    expect(spokenMove('f2<')).toBe('f2 clockwise');
    expect(spokenMove('xf4')).toBe('a start capture from f4');
    expect(spokenMove('xf4/</</<')).toBe('a start capture from f4, taking the clockwise chance at each of the three choices the move meets');
    expect(spokenMove('xf2/>')).toBe('a start capture from f2, going on counter-clockwise at the one choice the move meets');
    expect(spokenMove('b1</^/>')).toBe('b1 clockwise, at the two choices the move meets, in order: leaving the marbles taken in the reverse hole and playing clockwise from the other reverse hole; going on counter-clockwise');
  });

  test('a text the parser refuses is given back as it is', () => {
    for (const bad of ['', 'b9', 'xf2<']) expect(spokenMove(bad)).toBe(bad);
  });

  test('no sign of the notation is left for a screen reader to read out, for any move', () => {
    const token = fc.constantFrom<DecisionToken>('>', '<', '^');
    const move = fc.record({
      capture: fc.boolean(),
      row: fc.constantFrom('b', 'f'),
      col: fc.integer({ min: 1, max: 8 }),
      clockwise: fc.boolean(),
      decisions: fc.array(token, { maxLength: 14 }),
    }).map((m) => m.capture ? `xf${m.col}${m.decisions.map((d) => `/${d}`).join('')}` : `${m.row}${m.col}${m.clockwise ? '<' : ''}${m.decisions.map((d) => `/${d}`).join('')}`);
    fc.assert(fc.property(move, (m) => {
      const spoken = spokenMove(m);
      expect(spoken).not.toMatch(/[<>^/]|\bx/);
      // Only a plain start is said as it is written.
      expect(spoken === m).toBe(/^[bf]\d$/.test(m));
    }));
  });
});

describe('the first caption of a move\'s steps', () => {
  test('a plain start is named by its hole alone; a move with signs is also said in words', () => {
    expect(playsCaption('A', 'b5')).toBe('A plays b5.');
    expect(playsCaption('B', 'b5<')).toBe('B plays b5<: b5 clockwise.');
    expect(playsCaption('A', 'xf4/<')).toBe('A plays xf4/<: a start capture from f4, taking the clockwise chance at the one choice the move meets.');
  });

  test('the words beyond the notation: none for a plain start, the spoken words for any sign', () => {
    expect(moveWordsBeyondNotation('b5')).toBeNull();
    expect(moveWordsBeyondNotation('b5<')).toBe('b5 clockwise');
    expect(moveWordsBeyondNotation('xf4')).toBe('a start capture from f4');
  });
});
