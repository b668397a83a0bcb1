/** Options in plain words (src/components/readings.ts): what the widgets show instead of keys. */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { OPTIONS, optionsFor } from '../../src/engine/index.ts';
import { chosenValue, readingWords, requirementMet, valueChoice, valueWords, withReading } from '../../src/components/readings.ts';

const spec = (key: string) => OPTIONS.find((o) => o.key === key)!;

describe('readings in plain words', () => {
  test('a listed value is named by its words', () => {
    expect(readingWords('lango.increment=dlp', OPTIONS)).toBe('DLP’s increment, sown on from the back hole behind');
    expect(readingWords('didinga.incrementStart=origin', OPTIONS)).toBe('increment begins in the hole the last lap started from');
  });

  test('a whole-number option is named by what it bounds, and the number', () => {
    expect(readingWords('maxLaps=500', OPTIONS)).toBe('laps before a move is reported unresolved: 500');
    expect(valueWords(spec('repetitions'), '4')).toBe('times a position may occur before the game is drawn: 4');
  });

  test('a pair no option knows is shown as written, never dropped', () => {
    expect(readingWords('nope=1', OPTIONS)).toBe('nope=1');
    expect(readingWords('lango.increment', OPTIONS)).toBe('lango.increment');
  });

  test('a menu marks the default reading', () => {
    expect(valueChoice(spec('lango.increment'), 'driberg')).toBe('Driberg’s increment, sown from the capturing hole (default)');
    expect(valueChoice(spec('lango.increment'), 'dlp')).toBe('DLP’s increment, sown on from the back hole behind');
  });
});

describe('choosing a reading from a menu', () => {
  const lango = optionsFor('lango');

  test('a value not written is the default; a written one is read back', () => {
    expect(chosenValue([], spec('lango.increment'))).toBe('driberg');
    expect(chosenValue(['lango.increment=dlp'], spec('lango.increment'))).toBe('dlp');
  });

  test('the default is left out, another value replaces the old one', () => {
    expect(withReading([], lango, spec('lango.increment'), 'dlp')).toEqual(['lango.increment=dlp']);
    expect(withReading(['lango.increment=dlp'], lango, spec('lango.increment'), 'driberg')).toEqual([]);
  });

  test('a detail goes back to its default with the reading it needs (AMB-13 beside AMB-5)', () => {
    const single = spec('lango.clockwiseSingle');
    let pairs = withReading([], lango, spec('lango.clockwiseIncrement'), 'yes');
    expect(requirementMet(pairs, single)).toBe(true);
    pairs = withReading(pairs, lango, single, 'yes');
    expect(pairs).toEqual(['lango.clockwiseIncrement=yes', 'lango.clockwiseSingle=yes']);
    expect(withReading(pairs, lango, spec('lango.clockwiseIncrement'), 'no')).toEqual([]);
    expect(requirementMet([], single)).toBe(false);
  });

  test('after any choices, each option is given once and every detail has the reading it needs', () => {
    const menus = lango.filter((o) => o.values !== null);
    const choice = fc.integer({ min: 0, max: menus.length - 1 }).chain((i) => fc.record({ i: fc.constant(i), v: fc.constantFrom(...menus[i]!.values!) }));
    fc.assert(fc.property(fc.array(choice, { maxLength: 12 }), (choices) => {
      let pairs: string[] = [];
      // A menu whose required reading is not chosen is disabled: the reader cannot pick from it.
      for (const { i, v } of choices) if (requirementMet(pairs, menus[i]!)) pairs = withReading(pairs, lango, menus[i]!, v);
      const keys = pairs.map((p) => p.split('=')[0]!);
      expect(new Set(keys).size).toBe(keys.length);
      for (const o of menus) {
        if (keys.includes(o.key)) expect(requirementMet(pairs, o)).toBe(true);
        expect(pairs).not.toContain(`${o.key}=${o.defaultValue}`);
      }
    }));
  });
});
