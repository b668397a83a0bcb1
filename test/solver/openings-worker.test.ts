/**
 * A thread of `npm run solve-openings` (src/solver/openings-worker.ts): a long search says how far
 * it has gone before its result.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { PROGRESS_EVERY } from '../../src/solver/dfpn.ts';
import { openingCases, solveOpening, type SolvedOpening } from '../../src/solver/openings.ts';
import type { OpeningJob, OpeningProgress } from '../../src/solver/openings-worker.ts';

describe('a thread of solve-openings', () => {
  it('posts how far its search has gone (as often as asked, here at every report of the solver), then the result the solver gives', async () => {
    const c = openingCases().find((x) => x.id === 'didinga b3-b5 tie A')!;
    const budget = { nodes: 5 * PROGRESS_EVERY + 100, tableEntries: 1 << 16 };
    const w = new Worker(new URL('../../src/solver/openings-worker.ts', import.meta.url));
    const progress: OpeningProgress[] = [];
    const result = await new Promise<SolvedOpening>((resolve, reject) => {
      w.on('message', (m: { progress: OpeningProgress } | { ok: true; result: SolvedOpening } | { ok: false; error: string }) => {
        if ('progress' in m) progress.push(m.progress);
        else if (m.ok) resolve(m.result);
        else reject(new Error(m.error));
      });
      w.on('error', reject);
      w.postMessage({ case: c, budget, progressEveryMs: 0 } satisfies OpeningJob);
    });
    await w.terminate();
    // An opening plain play settles only after millions of positions: the budget runs out.
    expect(result.value).toBe('unknown');
    expect(progress.map((p) => p.nodes)).toEqual([1, 2, 3, 4, 5].map((k) => k * PROGRESS_EVERY));
    for (const p of progress) expect(p).toMatchObject({ id: c.id, question: 'win', capacity: 1 << 16 });
    expect(progress.every((p, i) => i === 0 || p.ms >= progress[i - 1]!.ms)).toBe(true);
    // The thread's result is the solver's, position for position.
    expect(result).toEqual(solveOpening(c, budget));
  });

  it('posts nothing more often than asked', async () => {
    const c = openingCases().find((x) => x.id === 'didinga b3-b5 tie A')!;
    const w = new Worker(new URL('../../src/solver/openings-worker.ts', import.meta.url));
    let posted = 0;
    await new Promise<void>((resolve, reject) => {
      w.on('message', (m: object) => ('progress' in m ? posted++ : resolve()));
      w.on('error', reject);
      w.postMessage({ case: c, budget: { nodes: 5 * PROGRESS_EVERY, tableEntries: 1 << 16 }, progressEveryMs: 3_600_000 } satisfies OpeningJob);
    });
    await w.terminate();
    expect(posted).toBe(0);
  });
});
