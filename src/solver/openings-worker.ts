/**
 * One thread of `npm run solve-openings` (scripts/solve-openings.ts): solves the openings it is
 * sent, one message each, and posts each result. Node only: nothing on the site imports this file.
 */
import { parentPort } from 'node:worker_threads';
import { solveOpening, type OpeningCase, type SolveBudget } from './openings.ts';

parentPort!.on('message', (m: { case: OpeningCase; budget: SolveBudget } | null) => {
  if (m === null) {
    parentPort!.close();
    return;
  }
  try {
    parentPort!.postMessage({ ok: true, result: solveOpening(m.case, m.budget) });
  } catch (e) {
    parentPort!.postMessage({ ok: false, id: m.case.id, error: e instanceof Error ? e.message : String(e) });
  }
});
