/** One thread of a self-play run (selfplay-threads.ts): plays its block of games and posts their figures. */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { playSelfplayGames, type SelfplaySpec } from './selfplay.ts';

const { spec, from, to } = workerData as { spec: SelfplaySpec; from: number; to: number };
try {
  parentPort!.postMessage({ ok: true, games: playSelfplayGames(spec, from, to, () => performance.now()) });
} catch (e) {
  parentPort!.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) });
}
