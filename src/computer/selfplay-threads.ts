/**
 * Self-play on several threads (node:worker_threads), for `choro selfplay --threads K` and
 * `npm run evidence`. Node only: nothing on the site imports this file. Each worker plays a
 * contiguous block of game indices with selfplay.ts; since game i is seeded from the run's seed
 * and i alone, the summary is the same for any number of threads.
 */
import { Worker } from 'node:worker_threads';
import { playSelfplayGames, summarize, type GameStats, type SelfplaySpec, type SelfplaySummary } from './selfplay.ts';

export const MAX_THREADS = 64;

/** Blocks of game indices, one per thread, as even as can be. */
export function blocks(games: number, threads: number): [number, number][] {
  const k = Math.max(1, Math.min(threads, games));
  const out: [number, number][] = [];
  for (let t = 0; t < k; t++) out.push([Math.floor((t * games) / k), Math.floor(((t + 1) * games) / k)]);
  return out;
}

function playInWorker(spec: SelfplaySpec, from: number, to: number): Promise<GameStats[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL('./selfplay-worker.ts', import.meta.url), { workerData: { spec, from, to } });
    w.once('message', (m: { ok: true; games: GameStats[] } | { ok: false; error: string }) => {
      if (m.ok) resolve(m.games);
      else reject(new Error(m.error));
    });
    w.once('error', reject);
    w.once('exit', (code) => { if (code !== 0) reject(new Error(`selfplay worker stopped with exit code ${code}`)); });
  });
}

/** A whole run on `threads` threads (1: this thread, no worker). */
export async function runSelfplayThreaded(spec: SelfplaySpec, threads: number, now?: () => number): Promise<SelfplaySummary> {
  if (threads <= 1) return summarize(spec, playSelfplayGames(spec, 0, spec.games, now));
  const parts = await Promise.all(blocks(spec.games, threads).map(([from, to]) => playInWorker(spec, from, to)));
  return summarize(spec, parts.flat());
}
