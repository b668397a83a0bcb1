/**
 * One thread of `npm run solve-openings` (scripts/solve-openings.ts): solves the openings it is
 * sent, one message each, and posts each result. A search can run for hours: every
 * `progressEveryMs` it also posts how far it has gone, for the script to print. With checkpoints
 * (checkpoint.ts), a search goes on from the state its opening's file keeps, writes its state
 * every `everyMs`, and when it ends unsettled (its budget run out, or stopped by the script's
 * `stop` flag, set on Ctrl-C) writes it a last time and keeps it; a settled opening's file is
 * removed. With `within`, an opening is searched under move limits instead (solveOpeningWithin),
 * and each limit proved is posted as a note. Node only: nothing on the site imports this file.
 */
import { parentPort } from 'node:worker_threads';
import { readCheckpoint, removeCheckpoint, writeCheckpoint, type CheckpointKey } from './checkpoint.ts';
import type { SolveProgress, SolveSnapshot } from './options.ts';
import { solveOpening, solveOpeningWithin, WITHIN_STEP, type NoWinWithin, type OpeningCase, type SolveBudget, type SolvedOpening } from './openings.ts';

/**
 * How far a search has gone, posted every `progressEveryMs`: the solver's progress, the opening,
 * the time so far, and the positions it went on from (a checkpoint's count; 0 for a new search).
 */
export type OpeningProgress = SolveProgress & { readonly id: string; readonly ms: number; readonly fromNodes: number };

/** What the script sends: an opening to solve, or null when there is none left. */
export type OpeningJob = {
  readonly case: OpeningCase;
  readonly budget: SolveBudget;
  readonly progressEveryMs: number;
  /** Where the opening's state is kept, how often it is written, and the stamp of the code (CheckpointKey.code). */
  readonly checkpoint?: { readonly file: string; readonly everyMs: number; readonly code: string };
  /** One 32-bit word the script sets to 1 to stop every search (it is then written and kept). */
  readonly stop?: SharedArrayBuffer;
  /** Not the full search: how far neither player can force a win (solveOpeningWithin; no checkpoints). */
  readonly within?: boolean;
  /** With `within`: the bound an earlier pass proved, to go on from. */
  readonly withinFrom?: NoWinWithin;
} | null;

/** What a thread posts. */
export type OpeningMessage =
  | { readonly progress: OpeningProgress }
  /** A line for the script to print (a checkpoint resumed, or set aside). */
  | { readonly note: string }
  | { readonly ok: true; readonly result: SolvedOpening }
  /**
   * Searches under move limits that settled nothing: how far neither player can force a win (null:
   * no limit proved within the budget); `partial` as each limit is proved, so that a pass stopped
   * keeps what it proved (its budget then the positions so far: a pass with more goes on from it).
   */
  | { readonly bound: string; readonly noWinWithin: NoWinWithin | null; readonly partial: boolean }
  /**
   * Not to record: stopped by the flag before it settled (its state kept), or not searched, its
   * checkpoint being at the budget already (a larger one goes on from it).
   */
  | { readonly unfinished: string; readonly nodes: number; readonly why: 'stopped' | 'checkpoint-at-budget' }
  | { readonly ok: false; readonly id: string; readonly error: string };

const post = (m: OpeningMessage) => parentPort!.postMessage(m);

parentPort!.on('message', (m: OpeningJob) => {
  if (m === null) {
    parentPort!.close();
    return;
  }
  const id = m.case.id;
  const stop = m.stop ? new Int32Array(m.stop) : null;
  const stopping = () => stop !== null && Atomics.load(stop, 0) === 1;
  const cp = m.checkpoint;
  const key: CheckpointKey | null = cp && m.case.position !== null ? { id, position: m.case.position, tableEntries: m.budget.tableEntries, code: cp.code } : null;
  try {
    let resumeFrom: SolveSnapshot | undefined;
    if (cp && key) {
      const kept = readCheckpoint(cp.file, key);
      // A checkpoint of something else is written over by this search's.
      if (kept && 'problem' in kept) post({ note: `${id}: ${kept.problem}; the search starts afresh` });
      else if (kept && kept.snapshot.nodes >= m.budget.nodes) {
        post({ unfinished: id, nodes: kept.snapshot.nodes, why: 'checkpoint-at-budget' });
        return;
      } else if (kept) {
        resumeFrom = kept.snapshot;
        post({ note: `${id}: going on from its checkpoint, at ${kept.snapshot.nodes.toLocaleString('en-US')} positions (the ${kept.snapshot.question === 'win' ? 'first' : 'second'} question)` });
      }
    }
    // When the search under way began: under move limits, each limit's search counts its positions from 0.
    let started = performance.now();
    let shown = started;
    let written = started;
    let snapshotOf: (() => SolveSnapshot) | null = null;
    const onProgress = (p: SolveProgress, snapshot: () => SolveSnapshot) => {
      snapshotOf = snapshot;
      const now = performance.now();
      if (now - shown >= m.progressEveryMs) {
        shown = now;
        post({ progress: { ...p, id, ms: now - started, fromNodes: resumeFrom?.nodes ?? 0 } });
      }
      if (cp && key && now - written >= cp.everyMs) {
        writeCheckpoint(cp.file, key, snapshot());
        written = performance.now();
      }
    };
    if (m.within) {
      const onBound = (b: NoWinWithin) => {
        post({ note: `${id}: no forced win for either player within ${b.moves} moves (${b.nodes.toLocaleString('en-US')} positions so far); now within ${b.moves + WITHIN_STEP}` });
        post({ bound: id, noWinWithin: b, partial: true });
        started = performance.now();
      };
      if (m.withinFrom) post({ note: `${id}: going on from ${m.withinFrom.moves} moves, proved before` });
      const found = solveOpeningWithin(m.case, m.budget, { onProgress, shouldStop: stopping, onBound, ...(m.withinFrom ? { from: m.withinFrom } : {}) });
      post('settled' in found ? { ok: true, result: found.settled } : { bound: id, noWinWithin: found.noWinWithin, partial: false });
      return;
    }
    const result = solveOpening(m.case, m.budget, { onProgress, shouldStop: stopping, ...(resumeFrom ? { resumeFrom } : {}) });
    if (cp && key) {
      // Unsettled: its last state is kept, to go on from; settled: nothing is left to go on from.
      const last = snapshotOf as (() => SolveSnapshot) | null;
      if (result.value === 'unknown' && last) writeCheckpoint(cp.file, key, last());
      else if (result.value !== 'unknown') removeCheckpoint(cp.file);
    }
    if (result.value === 'unknown' && stopping()) post({ unfinished: id, nodes: result.nodes, why: 'stopped' });
    else post({ ok: true, result });
  } catch (e) {
    post({ ok: false, id, error: e instanceof Error ? e.message : String(e) });
  }
});
