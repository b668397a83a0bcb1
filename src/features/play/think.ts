/**
 * The computer's think job in the one worker protocol (src/components/work/protocol.ts): its
 * fields and its answer are the computer's (src/computer/think.ts); here they become a job kind,
 * `think`, served by /play/'s think worker (think-worker.ts) and asked through the one client
 * (WorkClient) for the computer's moves, the reader's hints and a game's analysis. The feature
 * joins them because only a feature may import both the components and the computer.
 */
import type { WorkJob } from '../../components/work/protocol.ts';
import { MAX_POSITION_CHARS, MAX_RECORD_CHARS, think, THINK_FIELDS, type ThinkAnswer, type ThinkFields } from '../../computer/think.ts';

/** The job; `now` is the clock for time budgets (tests inject one; the worker uses the search's own). */
export function thinkJob(env: { now?: () => number } = {}): WorkJob<ThinkAnswer> {
  return {
    type: 'think',
    fields: THINK_FIELDS,
    // A game record is far longer than a position.
    maxChars: MAX_POSITION_CHARS,
    fieldChars: { record: MAX_RECORD_CHARS },
    run: (fields) => think(fields, env),
  };
}

/** The request for some fields, as the client posts it (it adds the id). */
export function thinkRequest(fields: ThinkFields): Record<string, unknown> {
  return { type: 'think', ...fields };
}

/**
 * The think worker has no deadline of its own: each request carries its budget (a level's time,
 * or an analysis's), and the computer stops within it; Cancel and a newer request still end it.
 */
export const THINK_DEADLINE_MS = Number.POSITIVE_INFINITY;
