/**
 * The opening race's worker job (src/features/opening/work.ts): the view is the race the page
 * would play for those settings, read back from their address; bad or hostile requests get a
 * typed error.
 */
import { describe, expect, it } from 'vitest';
import { handleWork } from '../../../src/components/work/protocol.ts';
import { DEFAULT_SETTINGS, raceTicks, readRaceParams, runRace, type RaceSettings } from '../../../src/features/opening/race.ts';
import { raceJob, raceRequest, raceView } from '../../../src/features/opening/work.ts';
import { assertHostileRequestsAnswered } from '../../components/work/hostile.ts';

describe('raceJob', () => {
  const variants: RaceSettings[] = [
    DEFAULT_SETTINGS,
    { ...DEFAULT_SETTINGS, cols: 12, start: { A: 10, B: 10 }, speed: { A: 3, B: 0.5 }, tie: 'B' },
    { ...readRaceParams(new URLSearchParams('rules=lango&clockwiseA=ask&clockwiseB=yn')).settings },
  ];

  it.each(variants.map((s, i) => [i, s] as const))('settings %i: the answer is the race the page would play, and survives a worker’s copy', (_i, s) => {
    const r = handleWork({ ...raceRequest(s), id: 4 }, raceJob);
    if (r.type !== 'done') throw new Error(r.message);
    expect(r.value.settings).toEqual(s);
    const run = runRace(s);
    if (!run.ok) throw new Error(run.error.message);
    expect(r.value.result).toEqual(run.value);
    expect(r.value.ticks).toEqual(raceTicks(s, run.value));
    expect(structuredClone(r.value)).toEqual(r.value);
    expect(raceView(s)).toEqual({ ok: true, value: r.value });
  });

  it('settings with problems are refused, each named', () => {
    const r = handleWork({ type: 'race', id: 4, query: 'rules=chess&cols=99' }, raceJob);
    expect(r.type).toBe('error');
    expect(r.type === 'error' && r.message).toMatch(/^the settings have problems: rules: "chess" .*; cols: /);
  });

  it('hostile requests get one typed answer, never an exception (property-based)', () => {
    assertHostileRequestsAnswered(raceJob, { ...raceRequest(DEFAULT_SETTINGS), id: 4 });
  });
});
