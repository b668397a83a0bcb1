/**
 * The comparison as data (src/features/compare/compare.ts): every preset plays, the built presets show the
 * difference they are named for, and the address round-trips and names its problems.
 */
import { describe, expect, it } from 'vitest';
import {
  chartIndex, checkPosition, formatPosition, holeLetter, makePosition, MAX_COLUMNS, maxMarbles, MIN_COLUMNS, startPosition, totalMarbles,
} from '../../../src/engine/index.ts';
import {
  applyEdit, compareQuery, DEFAULT_STATE, divergences, panelKey, parsePanels, playPanels, presetById, presetOfState, PRESETS, READINGS, readCompareParams, refusalSentence, stateOfPreset,
} from '../../../src/features/compare/compare.ts';
import { MAX_SHOWN_STEPS } from '../../../src/components/frames.ts';

describe('presets', () => {
  it('offers no panel for a reading that acts only between the two openings of a race (AMB-16, AMB-18), and offers AMB-17', () => {
    const clauses = READINGS.map((r) => r.clause);
    expect(clauses).not.toContain('AMB-16');
    expect(clauses).not.toContain('AMB-18');
    expect(READINGS.find((r) => r.clause === 'AMB-17')?.spec).toEqual({ rules: 'didinga', options: ['didinga.openingStart=any-hole'] });
  });

  it('opening-front: the Didinga opening from E (f6) is refused under the default reading and played under any-hole (AMB-17)', () => {
    const [byDefault, anyHole] = playPanels(stateOfPreset(presetById('opening-front')!));
    // The engine's reason names the reading by its key (for the command line); the page, in words.
    expect(!byDefault!.ok && byDefault!.error).toBe('f6: under the reading “openings from back-row holes” the opening is played from a back-row hole (AMB-17)');
    if (!anyHole!.ok) throw new Error(anyHole!.error);
    const drops = anyHole!.result.trace!.flatMap((e) => (e.type === 'drop' ? [holeLetter(e.hole.player, e.hole.local, 'driberg')] : []));
    expect(drops.slice(0, 2)).toEqual(['F', 'G']);
  });

  it('a refused panel says its reason on from the move it names, not as a sentence in lower case', () => {
    const [byDefault] = playPanels(stateOfPreset(presetById('opening-front')!));
    expect(refusalSentence('f6', !byDefault!.ok ? byDefault!.error : '')).toBe('cannot play f6: under the reading “openings from back-row holes” the opening is played from a back-row hole (AMB-17).');
    // The move as played, with the choices it was given.
    expect(refusalSentence('f3', 'f3/</<: a lap can capture at the start of this turn (LU-force)')).toBe('cannot play f3/</<: a lap can capture at the start of this turn (LU-force).');
    // A reason that names no move follows "this move"; a move that cannot be read loses its key.
    expect(refusalSentence('b8', 'the reading “a” has no effect under “b” (AMB-5)')).toBe('cannot play this move: the reading “a” has no effect under “b” (AMB-5).');
    expect(refusalSentence('q9', 'move: "q9" is not a move start.')).toBe('cannot play this move: "q9" is not a move start.');
    // Every refusal of every preset reads as one sentence after the panel's name.
    for (const p of PRESETS) {
      const s = stateOfPreset(p);
      for (const o of playPanels(s)) if (!o.ok) expect(refusalSentence(s.move, o.error), p.id).toMatch(new RegExp(`^cannot play ${s.move.replace(/[/<>]/g, '\\$&')}\\S*: [a-z“]`));
    }
  });

  it('each preset plays under at least one panel', () => {
    for (const p of PRESETS) expect(playPanels(stateOfPreset(p)).some((o) => o.ok), p.id).toBe(true);
  });

  it('front-only: Lango captures where Didinga lifts and sows on (L-opp)', () => {
    const s = stateOfPreset(presetById('front-only')!);
    const d = divergences(playPanels(s), 8).find((x) => x.a === 0 && x.b === 1)!.divergence!;
    expect(d.step).toBe(31);
    expect(d.clauses).toEqual(['D-def-lap', 'L-opp']);
  });

  it('dlp-increment: Driberg’s and DLP’s Lango part at the increment (L-inc, AMB-6)', () => {
    const s = stateOfPreset(presetById('dlp-increment')!);
    const d = divergences(playPanels(s), 8).find((x) => x.a === 0 && x.b === 1)!.divergence!;
    expect(d.step).toBe(8);
    expect(d.clauses).toEqual(['L-inc', 'AMB-6']);
  });

  it('EX-start-f: Didinga and Ikibuguzo cannot play the start capture; the panel says why', () => {
    const o = playPanels(stateOfPreset(presetById('EX-start-f')!));
    expect(o.map((x) => x.ok)).toEqual([false, true, false]);
  });

  it('EX-turn: the clockwise choices that do not arise elsewhere are dropped, and said so', () => {
    const o = playPanels(stateOfPreset(presetById('EX-turn')!));
    expect(o[1]!.ok && o[1]!.result.notation).toBe('f3/</<');
    expect(o[0]!.ok && o[0]!.note).toMatch(/^Played as f3: the choices of f3\/<\/< do not all arise/);
  });
});

describe('presets of the move machine\'s readings (AMB-12 to AMB-14)', () => {
  const played = (id: string) => playPanels(stateOfPreset(presetById(id)!)).map((o) => (o.ok ? `${o.result.notation} captured ${o.result.captured}` : `refused: ${o.error}`));

  it('chain-start: EX-turn chains clockwise again only when the chain starts after L; from L itself the choice is dropped and said so', () => {
    expect(played('chain-start')).toEqual(['f3/</< captured 5', 'f3/< captured 5']);
    const o = playPanels(stateOfPreset(presetById('chain-start')!));
    expect(o[1]!.ok && o[1]!.note).toMatch(/^Played as f3\/<: the choices of f3\/<\/< do not all arise/);
    const d = divergences(o, 8).find((x) => x.a === 0 && x.b === 1)!.divergence!;
    expect(d.clauses).toContain('L-turn');
  });

  it('clockwise-increment and clockwise-single: the clockwise increment exists only under the second panel', () => {
    expect(played('clockwise-increment')).toEqual(['xf2 captured 2', 'xf2/< captured 3']);
    expect(played('clockwise-single')).toEqual(['xf2 captured 1', 'xf2/< captured 2']);
  });

  it('lap-wrap: sixteen from C end in C, or pass it and capture at D', () => {
    expect(played('lap-wrap')).toEqual(['f8 captured 0', 'f8 captured 4', 'f8 captured 4']);
  });

  it('every reading a panel can show plays, with the option it needs', () => {
    for (const r of READINGS) expect(parsePanels(panelKey(r.spec)), panelKey(r.spec)).toEqual({ value: [r.spec], problems: [] });
    expect(READINGS.find((r) => r.spec.options.includes('lango.clockwiseSingle=yes'))!.spec.options).toEqual(['lango.clockwiseIncrement=yes', 'lango.clockwiseSingle=yes']);
  });
});

describe('the board editor’s edits (applyEdit): the engine’s position limit', () => {
  it('on every width, takes the board up to maxMarbles(cols) and refuses the next marble with the engine’s message, naming the limit', () => {
    for (let cols = MIN_COLUMNS; cols <= MAX_COLUMNS; cols++) {
      const limit = maxMarbles(cols);
      const counts = new Array<number>(4 * cols).fill(limit / (4 * cols));
      const hole = chartIndex(2, 0, cols);
      counts[hole]! -= 1;
      const below = makePosition(cols, counts, 'A');
      const at = applyEdit(below, { kind: 'set', hole, count: counts[hole]! + 1 });
      if (!at.ok) throw new Error(at.error);
      expect(totalMarbles(at.value)).toBe(limit);
      const next = applyEdit(at.value, { kind: 'set', hole: chartIndex(0, cols - 1, cols), count: at.value.counts[chartIndex(0, cols - 1, cols)]! + 1 });
      const over = [...at.value.counts];
      over[chartIndex(0, cols - 1, cols)]! += 1;
      const engine = checkPosition({ cols, counts: over, toMove: 'A' });
      expect(engine?.code).toBe('too-many-marbles');
      expect(next).toEqual({ ok: false, error: `That edit is refused: ${engine!.message}. The board keeps the last valid position.` });
      expect(!next.ok && next.error).toContain(`the board holds ${limit + 1} marbles, more than the ${limit} marbles a board of ${cols} holes a row may hold`);
    }
  });

  it('refuses one hole past the limit on its own, naming the hole; the position given is left as it was', () => {
    const empty = makePosition(8, new Array<number>(32).fill(0), 'B');
    expect(applyEdit(empty, { kind: 'set', hole: chartIndex(3, 7, 8), count: maxMarbles(8) }).ok).toBe(true);
    const r = applyEdit(empty, { kind: 'set', hole: chartIndex(3, 7, 8), count: maxMarbles(8) + 1 });
    expect(!r.ok && r.error).toBe(`That edit is refused: row 4 (A's back row), hole 8: ${maxMarbles(8) + 1} marbles is more than the 128 marbles a board of 8 holes a row may hold (4 a hole on average, twice a game's 64). The board keeps the last valid position.`);
    expect(formatPosition(empty)).toBe('0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 B');
  });

  it('takes a count below 0 as 0, and clears a row, mirrors the board and swaps the side to move through the same check', () => {
    const start = startPosition(8);
    const taken = applyEdit(start, { kind: 'set', hole: 5, count: -1 });
    expect(taken.ok && taken.value.counts[5]).toBe(0);
    const cleared = applyEdit(start, { kind: 'clear-row', row: 1 });
    expect(cleared.ok && formatPosition(cleared.value)).toBe('2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A');
    const lopsided = makePosition(8, [...new Array<number>(16).fill(1), ...new Array<number>(16).fill(3)], 'A');
    const mirrored = applyEdit(lopsided, { kind: 'mirror' });
    expect(mirrored.ok && mirrored.value.counts).toEqual([...new Array<number>(16).fill(3), ...new Array<number>(16).fill(1)]);
    const swapped = applyEdit(start, { kind: 'swap-side' });
    expect(swapped.ok && swapped.value.toMove).toBe('B');
    expect(start.toMove).toBe('A');
  });
});

describe('"Start from": the preset a comparison is', () => {
  it('is the preset chosen while the state is exactly its, and none once the position, move, mode or panels are changed by hand', () => {
    for (const p of PRESETS) expect(presetOfState(stateOfPreset(p), p.id)).toBe(p.id);
    const s = stateOfPreset(presetById('front-only')!);
    const edited = applyEdit(s.position, { kind: 'set', hole: 0, count: s.position.counts[0]! + 1 });
    if (!edited.ok) throw new Error(edited.error);
    expect(presetOfState({ ...s, position: edited.value }, 'front-only')).toBeNull();
    expect(presetOfState({ ...s, move: 'b7' }, 'front-only')).toBeNull();
    expect(presetOfState({ ...s, mode: 'lap' }, 'front-only')).toBeNull();
    expect(presetOfState({ ...s, panels: s.panels.slice(1) }, 'front-only')).toBeNull();
    // Changed back by hand to exactly the preset, it is that preset again.
    expect(presetOfState({ ...s, move: 'b7' }, 'front-only')).toBeNull();
    expect(presetOfState({ ...s, move: s.move }, 'front-only')).toBe('front-only');
    expect(presetOfState(DEFAULT_STATE)).toBe('EX-b-f');
  });
});

describe('the address', () => {
  it('round-trips a state', () => {
    const r = readCompareParams(new URLSearchParams(compareQuery(DEFAULT_STATE)));
    expect(r.problems).toEqual([]);
    expect(compareQuery(r.state)).toBe(compareQuery(DEFAULT_STATE));
  });

  it('names each bad parameter and says what is used instead', () => {
    const r = readCompareParams(new URLSearchParams('position=1/2 A&move=q9&panels=lango;nope=1&mode=x&step=-1&preset=none'));
    expect(r.problems).toEqual([
      `preset: "none" is not a preset (known: ${PRESETS.map((p) => p.id).join(', ')}); EX-b-f is used for what the address does not give`,
      'position: expected 4 rows separated by "/", found 2; the position of EX-b-f is used',
      `move: "q9" is not a move start: expected b or f and a column (b7, f2), optionally "<" for clockwise (f2<), or x and a front hole for a Lango start capture (xf6); ${DEFAULT_STATE.move} is used`,
      `mode: "x" is not one of move, lap, opening; ${DEFAULT_STATE.mode} is used`,
      'panels: panel 1 of 1 (Lango): unknown option "nope"; options of lango: lango.startSingle, lango.clockwiseIncrement, lango.chainStart, lango.clockwiseIncrementStart, lango.clockwiseSingle, lango.increment, lango.openingPairs, lango.openingClockwise, lapWrap, endless, onlyEndless, maxLaps, maxPlies, repetitions; it is left out',
      'panels: none of the panels named can be shown; the three codes are shown instead',
      'step: "-1" is not a step number; the first step is shown',
    ]);
    expect(compareQuery(r.state)).toBe(compareQuery(DEFAULT_STATE));
  });

  it('parses panels with options', () => {
    expect(parsePanels('didinga,lango;lango.increment=dlp')).toEqual({ value: [{ rules: 'didinga', options: [] }, { rules: 'lango', options: ['lango.increment=dlp'] }], problems: [] });
    expect(parsePanels('')).toEqual({ value: [], problems: [] });
  });

  it('keeps every panel that can be shown and names each one left out by its place in the list', () => {
    expect(parsePanels('foo,lango')).toEqual({
      value: [{ rules: 'lango', options: [] }],
      problems: [{ what: 'panel 1 of 2, "foo", is not one of didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo', instead: 'it is left out' }],
    });
    // A reading the engine refuses is named in words, with the code it was asked of.
    expect(parsePanels('didinga,lango;lango.clockwiseIncrement=yes;lango.increment=dlp,ikibuguzo;nope=1')).toEqual({
      value: [{ rules: 'didinga', options: [] }],
      problems: [
        { what: 'panel 2 of 3 (Lango): the reading “increments from I or J may go clockwise” has no effect under “DLP’s increment, sown on from the back hole behind”: DLP\'s reading sows every increment on from the back hole behind the capturing hole, so no increment is sown from a capturing hole in the turning base (I or J) to go clockwise (AMB-5, AMB-6)', instead: 'it is left out' },
        { what: 'panel 3 of 3 (Ikibuguzo): unknown option "nope"; options of ikibuguzo: ikibuguzo.chainStart, ikibuguzo.array, lapWrap, endless, onlyEndless, maxLaps, maxPlies, repetitions', instead: 'it is left out' },
      ],
    });
  });

  it('shows at most six panels and names the ones after them as left out', () => {
    const r = parsePanels('didinga,lango,ikibuguzo,ludii-didinga,x,ludii-lango,lango;lango.increment=dlp,ludii-ikibuguzo');
    expect(r.value.map(panelKey)).toEqual(['didinga', 'lango', 'ikibuguzo', 'ludii-didinga', 'ludii-lango', 'lango;lango.increment=dlp']);
    expect(r.problems).toEqual([
      { what: 'panel 5 of 8, "x", is not one of didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo', instead: 'it is left out' },
      { what: '7 panels can be shown and at most 6 fit', instead: 'the first 6 are shown, and 1 panel after them is left out (Ludii’s Ikibuguzo)' },
    ]);
    expect(readCompareParams(new URLSearchParams({ panels: Array(8).fill('didinga').join(',') })).problems).toEqual(['panels: 8 panels can be shown and at most 6 fit; the first 6 are shown, and 2 panels after them are left out (Didinga and Didinga)']);
  });

  it('an address of a thousand panels is answered in a few sentences, not a thousand (issue 47)', () => {
    const refused = parsePanels('x,'.repeat(1990));
    expect(refused.value).toEqual([]);
    expect(refused.problems).toHaveLength(7);
    expect(refused.problems[5]).toEqual({ what: 'panel 6 of 1990, "x", is not one of didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo', instead: 'it is left out' });
    expect(refused.problems[6]).toEqual({ what: '1984 more panels of the 1990 cannot be shown either', instead: 'they are left out' });
    const many = parsePanels('didinga,'.repeat(490));
    expect(many.problems).toEqual([{ what: '490 panels can be shown and at most 6 fit', instead: 'the first 6 are shown, and 484 panels after them are left out (Didinga, Didinga, Didinga, Didinga, Didinga, Didinga and 478 more)' }]);
    expect(readCompareParams(new URLSearchParams({ panels: 'x,'.repeat(1990) })).problems.join('; ').length).toBeLessThan(1500);
  });

  it('in the address: the panels kept are shown, each one left out is named, and only with none left are the defaults shown', () => {
    const kept = readCompareParams(new URLSearchParams('panels=foo,lango'));
    expect(kept.state.panels).toEqual([{ rules: 'lango', options: [] }]);
    expect(kept.problems).toEqual(['panels: panel 1 of 2, "foo", is not one of didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo; it is left out']);
    const none = readCompareParams(new URLSearchParams('panels=foo,bar'));
    expect(none.state.panels).toEqual(DEFAULT_STATE.panels);
    expect(none.problems).toEqual([
      'panels: panel 1 of 2, "foo", is not one of didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo; it is left out',
      'panels: panel 2 of 2, "bar", is not one of didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo; it is left out',
      'panels: none of the panels named can be shown; the three codes are shown instead',
    ]);
    expect(readCompareParams(new URLSearchParams('panels=,')).problems).toEqual(['panels: no panel is named; the three codes are shown instead']);
    const preset = readCompareParams(new URLSearchParams('preset=dlp-increment&panels=chess'));
    expect(preset.preset).toBe('dlp-increment');
    expect(preset.state.panels).toEqual(presetById('dlp-increment')!.panels);
    expect(preset.problems.at(-1)).toBe('panels: none of the panels named can be shown; the preset’s panels are shown instead');
  });

  it('says what is used instead by the preset the address names, when it names one', () => {
    const s = stateOfPreset(presetById('front-only')!);
    expect(readCompareParams(new URLSearchParams('preset=front-only&position=1/2 A&move=q9&mode=x')).problems).toEqual([
      'position: expected 4 rows separated by "/", found 2; the position of front-only is used',
      `move: "q9" is not a move start: expected b or f and a column (b7, f2), optionally "<" for clockwise (f2<), or x and a front hole for a Lango start capture (xf6); ${s.move} is used`,
      `mode: "x" is not one of move, lap, opening; ${s.mode} is used`,
    ]);
  });

  it('every problem an address can have says what is done instead', () => {
    const r = readCompareParams(new URLSearchParams('preset=none&position=1/2 A&move=q9&panels=foo&mode=x&step=-1'));
    expect(r.problems.length).toBe(7);
    for (const p of r.problems) expect(p, p).toMatch(/; [^;]*(is used|are used|is shown|are shown|left out|does not give)[^;]*$/);
  });
});

describe('a move longer than the steps a widget shows (MAX_SHOWN_STEPS)', () => {
  // A position found by hill-climbing the drops of one move: b7 runs to the lap bound (10000 laps).
  const D = '5,0,0,0,0,7,8,1/12,0,0,0,0,5,4,9/1,3,3,4,22,5,5,0/1,0,2,9,9,4,3,6 A';

  it('each panel shows the first MAX_SHOWN_STEPS steps, then the board after the whole move; two such panels are not said to be the same throughout', () => {
    const read = readCompareParams(new URLSearchParams({ position: D, move: 'b7', panels: 'didinga;endless=stop,didinga;endless=stop;maxLaps=10001' }));
    expect(read.problems).toEqual([]);
    const outcomes = playPanels(read.state);
    for (const o of outcomes) {
      if (!o.ok) throw new Error(o.error);
      expect(o.result.traceCut).toBe(true);
      expect(o.frames.length).toBe(MAX_SHOWN_STEPS + 2);
      expect(o.frames.at(-1)!.type).toBe('cut');
      expect(o.frames.at(-1)!.position).toBe(formatPosition(o.result.after));
    }
    // The same move under two lap bounds (10000, 10001): the same first steps, and the
    // comparison does not claim they never part.
    const d = divergences(outcomes, 8)[0]!.divergence;
    expect(d).toMatchObject({ step: MAX_SHOWN_STEPS + 1, a: null, b: null, clauses: [] });
    expect(d!.sentence).toBe(`The first ${MAX_SHOWN_STEPS.toLocaleString('en')} steps are the same; the steps shown under Didinga, endless moves stopped where they are found stop there (that move is longer than the steps shown), so where the moves part, if they do, is not shown.`);
  });
});
