/**
 * The opening race as plain data, computed in a worker (src/features/opening/worker.ts) for any
 * settings but the default ones (which the page computes, at build time too): the settings read
 * back from their address, the engine's result and the instants of the race.
 */
import { err, ok, type OpeningResult, type Result } from '../../engine/index.ts';
import { textField, type WorkJob } from '../../components/work/protocol.ts';
import { raceQuery, raceTicks, readRaceParams, runRace, type RaceSettings, type Tick } from './race.ts';

export interface RaceView {
  readonly settings: RaceSettings;
  readonly result: OpeningResult;
  readonly ticks: readonly Tick[];
}

export function raceView(settings: RaceSettings): Result<RaceView, string> {
  const r = runRace(settings);
  if (!r.ok) return err(`opening race: ${r.error.message}`);
  return ok({ settings, result: r.value, ticks: raceTicks(settings, r.value) });
}

/** The request for some settings: their address, which the worker reads as the page does. */
export function raceRequest(settings: RaceSettings): Record<string, unknown> {
  return { type: 'race', query: raceQuery(settings) };
}

export const raceJob: WorkJob<RaceView> = {
  type: 'race',
  fields: ['query'],
  run(f) {
    const q = textField(f, 'query', 'the race’s address parameters');
    if (!q.ok) return q;
    const read = readRaceParams(new URLSearchParams(q.value));
    if (read.problems.length > 0) return err(`the settings have problems: ${read.problems.join('; ')}`);
    return raceView(read.settings);
  },
};
