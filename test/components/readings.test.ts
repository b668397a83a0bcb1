/** Options in plain words (src/components/readings.ts): what the widgets show instead of keys. */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { applyOptions, OPTIONS, optionsFor, parseMove, play, startPosition, type RulesetId } from '../../src/engine/index.ts';
import { chosenValue, readingsInWords, readingWords, requirementMet, valueChoice, valueWords, withReading } from '../../src/components/readings.ts';
import { optionKeysIn } from '../../scripts/gates/static.ts';

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

describe('the engine’s refusals as a widget shows them (readingsInWords)', () => {
  const refusal = (rules: RulesetId, pairs: string[]) => {
    const r = applyOptions(rules, pairs);
    if (r.ok) throw new Error(`${pairs.join(' ')} is accepted`);
    return r.error.message;
  };

  test('a reading refused beside another is named by its words, and so is the other; the engine’s message keeps the keys', () => {
    const message = refusal('lango', ['lango.clockwiseIncrement=yes', 'lango.increment=dlp']);
    expect(message).toMatch(/^option "lango\.clockwiseIncrement=yes" has no effect under "lango\.increment=dlp"/);
    expect(readingsInWords(message, OPTIONS)).toBe('the reading “increments from I or J may go clockwise” has no effect under “DLP’s increment, sown on from the back hole behind”: DLP\'s reading sows every increment on from the back hole behind the capturing hole, so no increment is sown from a capturing hole in the turning base (I or J) to go clockwise (AMB-5, AMB-6)');
    expect(readingsInWords(refusal('lango', ['lango.clockwiseSingle=yes']), OPTIONS)).toBe('the reading “a single marble lifted at I or J may go clockwise” has no effect without “increments from I or J may go clockwise”: under “increments from I or J always go counter-clockwise” no increment taken at I or J goes clockwise, so where it would start and whether a lifted single may go are never asked (AMB-13, AMB-5)');
    expect(readingsInWords(refusal('didinga', ['repetitions=9', 'maxPlies=10']), OPTIONS)).toMatch(/^the reading “times a position may occur before the game is drawn: 9” has no effect under “[^”]+: 10”: /);
  });

  test('an option given twice is named by the two readings given', () => {
    expect(readingsInWords(refusal('lango', ['lango.increment=dlp', 'lango.increment=driberg']), OPTIONS))
      .toBe('two readings of one question are given, “DLP’s increment, sown on from the back hole behind” and “Driberg’s increment, sown from the capturing hole”; give one');
  });

  test('a move refused under a reading names it in words (AMB-17, AMB-3)', () => {
    const didinga = applyOptions('didinga', []);
    const f6 = parseMove('f6', 8);
    if (!didinga.ok || !f6.ok) throw new Error('Didinga and f6');
    const opening = play(didinga.value, startPosition(), f6.value, { opening: true });
    if (opening.ok) throw new Error('f6 is played as an opening under Didinga');
    expect(opening.error.message).toContain('didinga.openingStart=back-row');
    expect(readingsInWords(opening.error.message, OPTIONS)).toBe('f6: under the reading “openings from back-row holes” the opening is played from a back-row hole (AMB-17)');
    expect(readingsInWords('b7: the move never ends (a cycle was found after 12 laps), and such moves are not allowed (AMB-3; option endless=stop plays them up to that point)', OPTIONS))
      .toBe(`b7: the move never ends (a cycle was found after 12 laps), and such moves are not allowed (AMB-3; the reading “${readingWords('endless=stop', OPTIONS)}” plays them up to that point)`);
  });

  test('every refusal of two readings together reads without a key', () => {
    for (const o of OPTIONS) {
      for (const rules of o.rulesets) {
        for (const other of optionsFor(rules)) {
          const values = (x: typeof o) => (x.values ?? [x.defaultValue, String(x.max ?? 1000)]).filter((v) => v !== x.defaultValue);
          for (const v of values(o)) {
            for (const w of values(other)) {
              const r = applyOptions(rules, [`${o.key}=${v}`, `${other.key}=${w}`]);
              if (!r.ok) expect(optionKeysIn(readingsInWords(r.error.message, OPTIONS)), r.error.message).toEqual([]);
            }
          }
        }
      }
    }
  });

  test('what is not a reading is left as the address wrote it', () => {
    expect(readingsInWords('unknown option "nope"; options of didinga: didinga.incrementStart', OPTIONS)).toBe('unknown option "nope"; options of didinga: didinga.incrementStart');
    const badValue = refusal('lango', ['lango.increment=sideways']);
    expect(readingsInWords(badValue, OPTIONS)).toBe(badValue);
    expect(readingsInWords('no key here: a=b, lango.increment=nope', OPTIONS)).toBe('no key here: a=b, lango.increment=nope');
  });
});
