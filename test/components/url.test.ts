/**
 * The one reader of URL parameters (src/components/url.ts): absent parameters are silent, bad
 * ones are named in one dialect ("key: "value" is not …; what is used instead"), each saying what
 * is done instead (not always a default), after a lead-in that claims nothing.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, startPosition } from '../../src/engine/index.ts';
import { addressProblems, fragmentId, MAX_PARAM_LENGTH, parseStep, readParams, settleAddressStep, stepParam, stepPastEnd } from '../../src/components/url.ts';

describe('the step', () => {
  it('reads a step number and names anything else: "the first step is shown"', () => {
    expect(readParams('step=12').step()).toBe(12);
    expect(readParams('').step()).toBeNull();
    for (const bad of ['x', '-1', '1.5', '', ' 3', '1234567']) {
      const q = readParams(new URLSearchParams({ step: bad }));
      expect(q.step(), bad).toBeNull();
      expect(q.problems).toEqual([`step: "${bad}" is not a step number; the first step is shown`]);
    }
  });

  it('reads the step alone, silently, for a widget that names no problems', () => {
    expect(stepParam('?step=4')).toBe(4);
    expect(stepParam(new URLSearchParams('step=x'))).toBeNull();
    expect(stepParam('other=1')).toBeNull();
    expect(parseStep('000')).toBe(0);
  });
});

describe('a step past the last', () => {
  it('is named where the frames are known: "is past the last step, N; the last step is shown"', () => {
    expect(stepPastEnd(999, 37)).toBe('step: 999 is past the last step, 37; the last step is shown');
    // Not a default: the lead-in claims nothing, and the problem says what is shown.
    expect(addressProblems([stepPastEnd(999, 37)])).toBe('The address had problems: step: 999 is past the last step, 37; the last step is shown.');
  });

  it('is judged only once the frames are the move’s own and the step is open', () => {
    // A stand-in's frames (the default move while the worker plays the one asked for): wait.
    expect(settleAddressStep(999, 999, 17, false)).toEqual({ settled: false });
    // The step not yet open (the transport still at its first step): wait.
    expect(settleAddressStep(999, 0, 37, true)).toEqual({ settled: false });
    expect(settleAddressStep(999, 999, 37, true)).toEqual({ settled: true, problem: 'step: 999 is past the last step, 37; the last step is shown' });
    expect(settleAddressStep(37, 37, 37, true)).toEqual({ settled: true, problem: null });
    expect(settleAddressStep(30, 30, 40, true)).toEqual({ settled: true, problem: null });
    // The reader went to the last step before the frames came: the address's step is left behind.
    expect(settleAddressStep(999, 17, 37, true)).toEqual({ settled: false });
  });
});

describe('one dialect for every problem', () => {
  it('a word from a list: "is not one of …", with why and what is used instead', () => {
    const q = readParams('rules=chess&mode=sideways');
    expect(q.oneOf('rules', ['didinga', 'lango'] as const, 'didinga', { why: 'the codes with a simultaneous opening', instead: 'didinga is used' })).toBe('didinga');
    expect(q.oneOf('mode', ['move', 'lap'] as const, 'move', { instead: 'move is used' })).toBe('move');
    expect(q.oneOf('absent', ['a', 'b'] as const, 'b', { instead: 'b is used' })).toBe('b');
    expect(q.problems).toEqual([
      'rules: "chess" is not one of didinga, lango (the codes with a simultaneous opening); didinga is used',
      'mode: "sideways" is not one of move, lap; move is used',
    ]);
    expect(readParams('mode=lap').oneOf('mode', ['move', 'lap'] as const, 'move', { instead: 'move is used' })).toBe('lap');
  });

  it('a whole number in a range', () => {
    const q = readParams('cols=x&wide=17&ok=12');
    expect(q.wholeNumber('cols', 8, { min: 8, max: 16 }, '8 is used')).toBe(8);
    expect(q.wholeNumber('wide', 8, { min: 8, max: 16 }, '8 is used')).toBe(8);
    expect(q.wholeNumber('ok', 8, { min: 8, max: 16 }, '8 is used')).toBe(12);
    expect(q.problems).toEqual([
      'cols: "x" is not a whole number from 8 to 16; 8 is used',
      'wide: "17" is not a whole number from 8 to 16; 8 is used',
    ]);
  });

  it('any value with its own test and its own words', () => {
    const q = readParams('tie=C');
    expect(q.value('tie', 'A', (t) => (t === 'A' || t === 'B' ? t : null), 'A or B', 'A is used')).toBe('A');
    expect(q.problems).toEqual(['tie: "C" is not A or B; A is used']);
  });

  it("a parser's own message, from the engine's Result or a feature's { ok, error }", () => {
    const q = readParams('position=2,2/x%20A&panels=chess');
    expect(q.parsed('position', startPosition(), parsePosition, 'the start position is used')).toEqual(startPosition());
    expect(q.parsed<string[]>('panels', [], (t) => ({ ok: false, error: `"${t}" is not one of didinga, lango, ikibuguzo` }), 'it is left out')).toEqual([]);
    expect(q.problems).toEqual([
      'position: expected 4 rows separated by "/", found 2; the start position is used',
      'panels: "chess" is not one of didinga, lango, ikibuguzo; it is left out',
    ]);
    expect(readParams(`position=${encodeURIComponent('2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 B')}`).parsed('position', startPosition(), parsePosition, 'the start position is used').toMove).toBe('B');
  });

  it('refusals, notes and raw text, in the order the parameters are read', () => {
    const q = readParams('?cols=12&clockwise=A');
    expect(q.has('cols')).toBe(true);
    expect(q.text('clockwise')).toBe('A');
    expect(q.text('absent')).toBeNull();
    q.refuse('cols', 'the Lango board is recorded with 8 holes a row only', '8 is used');
    q.refuse('startA', { message: 'player A cannot open from hole M' }, 'b7 is used');
    q.notA('startB', 'c3', 'a back-row hole', 'b7 is used');
    q.note('the opening does not end; the default settings are used');
    expect(q.problems).toEqual([
      'cols: the Lango board is recorded with 8 holes a row only; 8 is used',
      'startA: player A cannot open from hole M; b7 is used',
      'startB: "c3" is not a back-row hole; b7 is used',
      'the opening does not end; the default settings are used',
    ]);
  });

  it('an absent parameter is no problem', () => {
    const q = readParams('');
    q.oneOf('rules', ['a'] as const, 'a', { instead: 'a is used' });
    q.wholeNumber('cols', 8, { min: 8, max: 16 }, '8 is used');
    q.parsed('position', null, () => ({ ok: false, error: 'never called' }), 'nothing is used');
    q.step();
    expect(q.problems).toEqual([]);
  });
});

describe('an overlong or hostile value', () => {
  it('is quoted escaped and cut, as the CLI quotes: never whole', () => {
    const q = readParams(new URLSearchParams({ tie: `\u001b[31m${'C'.repeat(100)}` }));
    q.value('tie', 'A', () => null, 'A or B', 'A is used');
    expect(q.problems).toEqual([`tie: "\\x1b[31m${'C'.repeat(35)}…" (105 characters) is not A or B; A is used`]);
  });

  it(`longer than ${MAX_PARAM_LENGTH} characters, is refused before any parser reads it`, () => {
    const long = `chess${'x'.repeat(10_000)}`;
    const q = readParams(new URLSearchParams({ rules: long, panels: long, position: long, step: '9'.repeat(MAX_PARAM_LENGTH + 1) }));
    let parsed = 0;
    expect(q.oneOf('rules', ['didinga'] as const, 'didinga', { instead: 'didinga is used' })).toBe('didinga');
    expect(q.parsed('position', 'start', () => { parsed++; return { ok: true, value: 'parsed' }; }, 'the start position is used')).toBe('start');
    expect(parsed).toBe(0);
    // Raw text and presence: named once, as if the address did not give it.
    expect(q.has('panels')).toBe(false);
    expect(q.text('panels')).toBeNull();
    expect(q.step()).toBeNull();
    const quoted = `"chess${'x'.repeat(35)}…" (10005 characters)`;
    expect(q.problems).toEqual([
      `rules: ${quoted} is not a value of at most 4000 characters; didinga is used`,
      `position: ${quoted} is not a value of at most 4000 characters; the start position is used`,
      `panels: ${quoted} is not a value of at most 4000 characters; it is read as if the address did not give it`,
      `step: "${'9'.repeat(40)}…" (4001 characters) is not a value of at most 4000 characters; the first step is shown`,
    ]);
    expect(addressProblems(q.problems).length).toBeLessThan(800);
  });

  it(`a value of exactly ${MAX_PARAM_LENGTH} characters is read`, () => {
    const q = readParams(new URLSearchParams({ panels: 'a'.repeat(MAX_PARAM_LENGTH) }));
    expect(q.text('panels')).toHaveLength(MAX_PARAM_LENGTH);
    expect(q.problems).toEqual([]);
  });
});

describe('a fragment', () => {
  it('names the id it decodes, with or without its "#"', () => {
    expect(fragmentId('#amb-5')).toBe('amb-5');
    expect(fragmentId('note-%C3%A9')).toBe('note-é');
    expect(fragmentId('#')).toBeNull();
    expect(fragmentId('')).toBeNull();
  });

  it.each(['#%', '#%ZZ', '#%E0%A4%A', '#a%', '#%C3'])('a malformed fragment, %s, is no fragment, never an error', (hash) => {
    expect(fragmentId(hash)).toBeNull();
  });
});
