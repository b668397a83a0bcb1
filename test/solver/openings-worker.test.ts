/**
 * A thread of `npm run solve-openings` (src/solver/openings-worker.ts): a long search says how far
 * it has gone before its result.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpeningJob, type OpeningMessage, type OpeningProgress, openingCases, PROGRESS_EVERY, type SolvedOpening, solveOpening } from '../../src/solver/index.ts';

/** Post one job to a new thread; every message it posts until the job's end (a result, an error, or an unfinished search). */
async function runJob(job: Exclude<OpeningJob, null>, onMessage: (m: OpeningMessage) => void = () => {}): Promise<OpeningMessage[]> {
  const w = new Worker(new URL('../../src/solver/openings-worker.ts', import.meta.url));
  const seen: OpeningMessage[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      w.on('message', (m: OpeningMessage) => {
        seen.push(m);
        onMessage(m);
        if ('ok' in m || 'unfinished' in m) resolve();
      });
      w.on('error', reject);
      w.postMessage(job);
    });
  } finally {
    await w.terminate();
  }
  return seen;
}

describe('a thread of solve-openings', { timeout: 60_000 }, () => { // a worker thread's search, then the same search again on this one
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
    for (const p of progress) expect(p).toMatchObject({ id: c.id, question: 'win', capacity: 1 << 16, fromNodes: 0 });
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

// A guard against a thread that hangs, not a measure: these count positions, and a loaded
// machine takes longer than the default 5 s.
describe('a thread of solve-openings with checkpoints', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'choro-openings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Didinga b1-b4 under tie-break B: a loss for the first mover, 25,632 positions (more than
  // a few reports of the solver after the small budget below; the stop's test takes tie A).
  const c = openingCases().find((x) => x.id === 'didinga b1-b4 tie B')!;
  const budget = { nodes: 1_000_000, tableEntries: 1 << 16 };
  const file = join(dir, 'b1-b4.checkpoint');
  const checkpoint = { file, everyMs: 3_600_000, code: 'test' };

  it('stopped by the flag, keeps its state and records nothing; run again, goes on from it to the value, and removes it', async () => {
    // Didinga b1-b4 under tie-break A: 12,216 positions. A stop writes the numbers of the path
    // as the search unwinds, and the search that goes on from them takes its own route: here a
    // few positions more than the search unbroken (on tie B, stopped at 4,096, it took 3,171 more;
    // stopped later, fewer). The flag is set before the job, so that the stop comes at the
    // solver's first report, whatever the machine's load (a flag set during the search, by
    // Ctrl-C, is read at the same report: test/cli/choro.test.ts sends one to choro solve).
    const c = openingCases().find((x) => x.id === 'didinga b1-b4 tie A')!;
    const stop = new SharedArrayBuffer(4);
    Atomics.store(new Int32Array(stop), 0, 1);
    const first = await runJob({ case: c, budget, progressEveryMs: 0, checkpoint, stop });
    const end = first.at(-1)!;
    expect(end).toMatchObject({ unfinished: c.id, why: 'stopped' });
    const stoppedAt = 'unfinished' in end ? end.nodes : 0;
    // At the solver's first report, where the thread reads the flag.
    expect(stoppedAt).toBe(PROGRESS_EVERY);
    expect(existsSync(file)).toBe(true);

    const second = await runJob({ case: c, budget, progressEveryMs: 3_600_000, checkpoint, stop: new SharedArrayBuffer(4) });
    expect(second[0]).toEqual({ note: expect.stringMatching(new RegExp(`^${c.id}: going on from its checkpoint, at ${stoppedAt.toLocaleString('en-US')} positions \\(the (first|second) question\\)$`)) });
    const result = second.at(-1)!;
    const direct = solveOpening(c, budget);
    expect('ok' in result && result.ok && [result.result.value, result.result.winner]).toEqual(['loss', direct.winner]);
    // The work before the stop is counted, and carried over: not the whole search again on top of it.
    const whole = direct.nodes;
    expect('ok' in result && result.ok && result.result.nodes).toBeGreaterThan(stoppedAt);
    expect('ok' in result && result.ok && result.result.nodes).toBeLessThan(whole + 1000);
    expect(existsSync(file)).toBe(false);
  });

  it('with its budget run out, keeps its state: a larger budget goes on from it, the same one does not search again', async () => {
    const small = { ...budget, nodes: 2 * PROGRESS_EVERY + 7 };
    const first = await runJob({ case: c, budget: small, progressEveryMs: 3_600_000, checkpoint });
    expect(first.at(-1)).toMatchObject({ ok: true, result: { value: 'unknown', nodes: small.nodes } });
    expect(existsSync(file)).toBe(true);
    expect(await runJob({ case: c, budget: small, progressEveryMs: 3_600_000, checkpoint })).toEqual([{ unfinished: c.id, nodes: small.nodes, why: 'checkpoint-at-budget' }]);
    const larger = await runJob({ case: c, budget, progressEveryMs: 0, checkpoint });
    // Its reports count from the checkpoint's positions, and say so (the rate is of this run's).
    const reports = larger.flatMap((m) => ('progress' in m ? [m.progress] : []));
    expect(reports.length).toBeGreaterThan(0);
    for (const p of reports) expect(p.fromNodes).toBe(small.nodes);
    expect(reports[0]!.nodes).toBeGreaterThan(small.nodes);
    expect(larger[0]).toEqual({ note: expect.stringMatching(new RegExp(`^${c.id}: going on from its checkpoint, at ${small.nodes.toLocaleString('en-US')} positions \\(the (first|second) question\\)$`)) });
    expect(larger.at(-1)).toMatchObject({ ok: true, result: { value: 'loss' } });
  });

  it('does not go on from the state of other code: it says so and starts afresh', async () => {
    const small = { ...budget, nodes: PROGRESS_EVERY + 1 };
    await runJob({ case: c, budget: small, progressEveryMs: 3_600_000, checkpoint });
    const other = await runJob({ case: c, budget, progressEveryMs: 3_600_000, checkpoint: { ...checkpoint, code: 'changed' } });
    expect(other[0]).toEqual({ note: `${c.id}: the checkpoint is of another engine or solver (the code has changed since); the search starts afresh` });
    expect(other.at(-1)).toMatchObject({ ok: true, result: solveOpening(c, budget) });
  });
});
