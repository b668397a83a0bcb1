/**
 * One thread of `npm run solve-openings` (scripts/solve-openings.ts): solves the openings it is
 * sent, one message each, and posts each result. A search can run for hours: every
 * `progressEveryMs` (the script's PROGRESS_EVERY_MS) it also posts how far it has gone, for the
 * script to print. Node only: nothing on the site imports this file.
 */
import { parentPort } from 'node:worker_threads';
import type { SolveProgress } from './dfpn.ts';
import { solveOpening, type OpeningCase, type SolveBudget } from './openings.ts';

/** How far a search has gone, posted every `progressEveryMs`: the solver's progress, the opening, the time so far. */
export type OpeningProgress = SolveProgress & { readonly id: string; readonly ms: number };

/** What the script sends: an opening to solve, or null when there is none left. */
export type OpeningJob = { readonly case: OpeningCase; readonly budget: SolveBudget; readonly progressEveryMs: number } | null;

parentPort!.on('message', (m: OpeningJob) => {
  if (m === null) {
    parentPort!.close();
    return;
  }
  const started = performance.now();
  let last = started;
  const onProgress = (p: SolveProgress) => {
    const now = performance.now();
    if (now - last < m.progressEveryMs) return;
    last = now;
    parentPort!.postMessage({ progress: { ...p, id: m.case.id, ms: now - started } satisfies OpeningProgress });
  };
  try {
    parentPort!.postMessage({ ok: true, result: solveOpening(m.case, m.budget, undefined, onProgress) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, id: m.case.id, error: e instanceof Error ? e.message : String(e) });
  }
});
