/**
 * The comparison as data (src/features/compare/compare.ts): every preset plays, the built presets show the
 * difference they are named for, and the address round-trips and names its problems.
 */
import { describe, expect, it } from 'vitest';
import { holeLetter } from '../../../src/engine/index.ts';
import {
  compareQuery, DEFAULT_STATE, divergences, panelKey, parsePanels, playPanels, presetById, PRESETS, READINGS, readCompareParams, stateOfPreset,
} from '../../../src/features/compare/compare.ts';

describe('presets', () => {
  it('offers no panel for a reading that acts only between the two openings of a race (AMB-16, AMB-18), and offers AMB-17', () => {
    const clauses = READINGS.map((r) => r.clause);
    expect(clauses).not.toContain('AMB-16');
    expect(clauses).not.toContain('AMB-18');
    expect(READINGS.find((r) => r.clause === 'AMB-17')?.spec).toEqual({ rules: 'didinga', options: ['didinga.openingStart=any-hole'] });
  });

  it('opening-front: the Didinga opening from E (f6) is refused under the default reading and played under any-hole (AMB-17)', () => {
    const [byDefault, anyHole] = playPanels(stateOfPreset(presetById('opening-front')!));
    expect(!byDefault!.ok && byDefault!.error).toMatch(/didinga\.openingStart=back-row .*\(AMB-17\)/);
    if (!anyHole!.ok) throw new Error(anyHole!.error);
    const drops = anyHole!.result.trace!.flatMap((e) => (e.type === 'drop' ? [holeLetter(e.hole.player, e.hole.local, 'driberg')] : []));
    expect(drops.slice(0, 2)).toEqual(['F', 'G']);
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
    for (const r of READINGS) expect(parsePanels(panelKey(r.spec)).ok, panelKey(r.spec)).toBe(true);
    expect(READINGS.find((r) => r.spec.options.includes('lango.clockwiseSingle=yes'))!.spec.options).toEqual(['lango.clockwiseIncrement=yes', 'lango.clockwiseSingle=yes']);
  });
});

describe('the address', () => {
  it('round-trips a state', () => {
    const r = readCompareParams(new URLSearchParams(compareQuery(DEFAULT_STATE)));
    expect(r.problems).toEqual([]);
    expect(compareQuery(r.state)).toBe(compareQuery(DEFAULT_STATE));
  });

  it('names each bad parameter and falls back', () => {
    const r = readCompareParams(new URLSearchParams('position=1/2 A&move=q9&panels=lango;nope=1&mode=x&step=-1&preset=none'));
    expect(r.problems).toEqual([
      'preset: "none" is not a preset; known: ' + PRESETS.map((p) => p.id).join(', '),
      'position: expected 4 rows separated by "/", found 2',
      'move: "q9" is not a move start: expected b or f and a column (b7, f2), optionally "<" for clockwise (f2<), or x and a front hole for a Lango start capture (xf6)',
      'mode: "x" is not one of move, lap, opening',
      'panels: unknown option "nope"; options of lango: lango.startSingle, lango.clockwiseIncrement, lango.chainStart, lango.clockwiseIncrementStart, lango.clockwiseSingle, lango.increment, lango.openingPairs, lango.openingClockwise, lapWrap, endless, maxLaps, maxPlies, repetitions',
      'step: "-1" is not a step number; the first step is shown',
    ]);
    expect(compareQuery(r.state)).toBe(compareQuery(DEFAULT_STATE));
  });

  it('parses panels with options', () => {
    expect(parsePanels('didinga,lango;lango.increment=dlp')).toEqual({ ok: true, value: [{ rules: 'didinga', options: [] }, { rules: 'lango', options: ['lango.increment=dlp'] }] });
    expect(parsePanels('')).toEqual({ ok: false, error: 'no panel is named' });
  });
});
