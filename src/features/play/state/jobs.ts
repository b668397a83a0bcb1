/**
 * The jobs slice of /play/'s state: what the computer is asked in its worker (hooks.ts sends it:
 * src/features/play/think.ts) for its move, the reader's hint and a game's analysis, and each
 * answer: a stale one (an undo, a new game) is dropped, the computer's move played once the board
 * is still.
 */
import { formatPosition, formatRecord, type Player } from '../../../engine/index.ts';
import type { AiLevelId, SearchStats } from '../../../computer/search.ts';
import { plural } from '../../../components/captions.ts';
import { spokenMove } from '../../../components/move-words.ts';
import { isComputerTurn } from '../play.ts';
import {
  analysisDone, analysisRequest, analysisSummary, reviewMoves, reviewWords, startAnalysis, withEvaluation, type Analysis,
  type AnalysisView,
} from '../analysis.ts';
import type { PlayState } from './tree.ts';
import { rulesOf, positionOf, endOf, canHint, canAnalyse } from './query.ts';
import { playerName, statusText, hintWords, learnerGame } from './words.ts';
import { applyMove } from './game.ts';

/**
 * A hint: the move the computer would play for the reader, at `HINT_LEVEL`, asked with the Hint
 * button. It belongs to one position: `settle` drops it as soon as the game is anywhere else.
 */
export interface Hint {
  /** The position it was asked in (position notation), and the moves played by then. */
  readonly at: string;
  readonly plies: number;
  /** The request in the worker, or null before it is sent and after the answer. */
  readonly thinking: number | null;
  readonly notation: string | null;
  readonly stats: SearchStats | null;
  /** Why no hint came, or null. */
  readonly failed: string | null;
}

/** The level a hint is searched at: the default strength, which plays a win the solver proves. */
export const HINT_LEVEL: AiLevelId = 'steady';

export interface ComputerState {
  /** The id of the request the worker is thinking about, or null. */
  readonly thinking: number | null;
  /** Its answer, waiting for the board to be still; `at` is the position it thought about. */
  readonly chosen: { readonly at: string; readonly notation: string } | null;
  /** Its last search, for the summary under the board. */
  readonly stats: SearchStats | null;
}

/** The requests to the computer's worker: its move, the reader's hint, a finished game's analysis. */
export interface JobsSlice {
  readonly computer: ComputerState;
  /** The reader's hint, for the position it was asked in (a move or an undo drops it), or null. */
  readonly hint: Hint | null;
  /** The computer's analysis of the finished game on the board (analysis.ts), while it is open. */
  readonly analysis: Analysis | null;
}

export function jobsDefaults(): JobsSlice {
  return {
    computer: { thinking: null, chosen: null, stats: null },
    hint: null,
    analysis: null,
  };
}

export type JobsAction =
  | { readonly type: 'computer-thinking'; readonly id: number }
  | { readonly type: 'computer-answered'; readonly id: number; readonly at: string; readonly notation: string; readonly stats: SearchStats }
  | { readonly type: 'computer-failed'; readonly id: number; readonly message: string }
  /** The Hint button; then the hint's request in the worker, its answer or its failure. */
  | { readonly type: 'hint-asked' }
  | { readonly type: 'hint-thinking'; readonly id: number }
  | { readonly type: 'hint-answered'; readonly id: number; readonly notation: string; readonly stats: SearchStats }
  | { readonly type: 'hint-failed'; readonly id: number; readonly message: string }
  /** The analysis of a finished game: asked for, each position's request and answer, stopped, closed, stepped through. */
  | { readonly type: 'analysis-asked' }
  | { readonly type: 'analysis-thinking'; readonly id: number }
  | { readonly type: 'analysis-answered'; readonly id: number; readonly notation: string; readonly stats: SearchStats }
  | { readonly type: 'analysis-failed'; readonly id: number; readonly message: string }
  | { readonly type: 'analysis-stopped' }
  | { readonly type: 'analysis-closed' }
  | { readonly type: 'analysis-step'; readonly index: number }
  | { readonly type: 'analysis-view'; readonly view: AnalysisView };

/** Every action of the slice, by type (the compiler checks the list is whole): `reduce` hands these to `stepJobs`. */
export const JOBS_ACTIONS: Readonly<Record<JobsAction['type'], true>> = {
  'computer-thinking': true,
  'computer-answered': true,
  'computer-failed': true,
  'hint-asked': true,
  'hint-thinking': true,
  'hint-answered': true,
  'hint-failed': true,
  'analysis-asked': true,
  'analysis-thinking': true,
  'analysis-answered': true,
  'analysis-failed': true,
  'analysis-stopped': true,
  'analysis-closed': true,
  'analysis-step': true,
  'analysis-view': true,
};

/** The three requests the page makes of the computer's worker. */
export type JobKind = 'computer' | 'hint' | 'analysis';

/**
 * One lifecycle for every request to the computer's worker, the same for its move, a hint and an
 * analysis's next position: requested (the state waits for it; the hooks send it), running (in
 * the worker, under its id), then answered, failed or cancelled (an undo, a new game, Stop, a
 * newer request: the client's stops).
 */
export type Job =
  | { readonly status: 'requested' }
  | { readonly status: 'running'; readonly id: number }
  | { readonly status: 'answered' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'cancelled' };

/** A job's place in the lifecycle, read from where its slice keeps it; null when none is wanted. */
export function jobOf(s: PlayState, kind: JobKind): Job | null {
  switch (kind) {
    case 'computer': {
      const c = s.computer;
      if (c.thinking !== null) return { status: 'running', id: c.thinking };
      if (c.chosen) return { status: 'answered' };
      return computerRequest(s) ? { status: 'requested' } : null;
    }
    case 'hint': {
      const h = s.hint;
      if (!h) return null;
      if (h.thinking !== null) return { status: 'running', id: h.thinking };
      if (h.notation !== null) return { status: 'answered' };
      return h.failed !== null ? { status: 'failed', message: h.failed } : { status: 'requested' };
    }
    case 'analysis': {
      const an = s.analysis;
      if (!an) return null;
      if (an.thinking !== null) return { status: 'running', id: an.thinking };
      if (an.failed !== null) return { status: 'failed', message: an.failed };
      if (an.stopped) return { status: 'cancelled' };
      return analysisDone(an) ? { status: 'answered' } : { status: 'requested' };
    }
  }
}

/** The id of the job's request in the worker, or null when none is running. */
export function runningId(s: PlayState, kind: JobKind): number | null {
  const job = jobOf(s, kind);
  return job?.status === 'running' ? job.id : null;
}

/** Whether an answer or a failure is for the request under way (else stale: superseded or cancelled, and dropped). */
function isCurrent(s: PlayState, kind: JobKind, id: number): boolean {
  return runningId(s, kind) === id;
}

/** How a failed request ends: the client's stops ('cancelled', 'superseded', WorkClient) are a cancellation, anything else a failure. */
export function failureOf(message: string): Extract<Job, { status: 'failed' | 'cancelled' }> {
  return message === 'cancelled' || message === 'superseded' ? { status: 'cancelled' } : { status: 'failed', message };
}

export const IDLE: ComputerState = { thinking: null, chosen: null, stats: null };

/** What the computer should be asked, when it is its turn, nothing moves and it is not already thinking. */
export function computerRequest(s: PlayState): { readonly record: string; readonly level: AiLevelId; readonly at: string; readonly plies: number } | null {
  if (s.phase.kind !== 'main' || !s.game || s.animation || endOf(s).over || !rulesOf(s).ok) return null;
  const pos = positionOf(s);
  if (!isComputerTurn(s.setup, pos.toMove) || s.computer.thinking !== null || s.computer.chosen) return null;
  return { record: formatRecord(s.game), level: s.setup.level, at: formatPosition(pos), plies: s.game.played.length };
}

/** What the worker should be asked for a hint, once one is asked and not yet sent. */
export function hintRequest(s: PlayState): { readonly record: string; readonly level: AiLevelId; readonly at: string } | null {
  const h = s.hint;
  if (!h || h.thinking !== null || h.notation !== null || h.failed !== null || !s.game) return null;
  return { record: formatRecord(s.game), level: HINT_LEVEL, at: h.at };
}

/** What the worker should be asked next for the analysis, if it is running and waits for nothing. */
export function analysisAsk(s: PlayState): ReturnType<typeof analysisRequest> {
  return s.analysis ? analysisRequest(s.analysis) : null;
}

/** An analysis belongs to the game it analysed: an undo, a new game or another game drops it (and its worker stops). */
export function dropStaleAnalysis(s: PlayState): PlayState {
  return s.analysis && s.analysis.game !== s.game ? { ...s, analysis: null } : s;
}

/** A hint is for the position it was asked in: once the game is anywhere else, it goes. */
export function dropStaleHint(s: PlayState): PlayState {
  const h = s.hint;
  if (!h) return s;
  const here = s.game && s.phase.kind === 'main' && s.game.played.length === h.plies && formatPosition(positionOf(s)) === h.at;
  return here ? s : { ...s, hint: null };
}

export function playChosen(s: PlayState): PlayState {
  const chosen = s.computer.chosen;
  if (!chosen || s.phase.kind !== 'main' || !s.game || s.animation || endOf(s).over || !rulesOf(s).ok) return s;
  const pos = positionOf(s);
  if (!isComputerTurn(s.setup, pos.toMove)) return s;
  const cleared: PlayState = { ...s, computer: { ...s.computer, chosen: null } };
  return chosen.at === formatPosition(pos) ? applyMove(cleared, chosen.notation, 'computer') : cleared;
}

/** The jobs slice's transitions: each request sent, answered or failed, and what the reader does with the analysis. */
export function stepJobs(s: PlayState, a: JobsAction): PlayState {
  switch (a.type) {
    case 'computer-thinking': {
      // The status line says so too, but is no live region (Play.tsx): this is what a screen reader hears.
      const out = { ...s, computer: { ...s.computer, thinking: a.id } };
      return { ...out, announce: statusText(out) };
    }
    case 'computer-answered':
      if (!isCurrent(s, 'computer', a.id)) return s; // cancelled or superseded: an undo, a new game
      return { ...s, computer: { thinking: null, stats: a.stats, chosen: { at: a.at, notation: a.notation } } };
    case 'computer-failed': {
      if (!isCurrent(s, 'computer', a.id)) return s;
      const end = failureOf(a.message);
      return {
        ...s,
        computer: { ...s.computer, thinking: null },
        message: end.status === 'cancelled' ? s.message : `The computer could not choose a move: ${end.message}. Your game is kept; use Undo, or reload to try again.`,
      };
    }
    case 'hint-asked': {
      if (!canHint(s)) return s;
      if (s.hint && s.hint.failed === null) return s; // already asked here (settle drops one for another position)
      const pos = positionOf(s);
      return { ...s, hint: { at: formatPosition(pos), plies: s.game!.played.length, thinking: null, notation: null, stats: null, failed: null }, announce: `Looking for a good move for ${pos.toMove}…` };
    }
    case 'hint-thinking': return s.hint ? { ...s, hint: { ...s.hint, thinking: a.id } } : s;
    case 'hint-answered': {
      if (!s.hint || !isCurrent(s, 'hint', a.id)) return s;
      const hint = { ...s.hint, thinking: null, notation: a.notation, stats: a.stats };
      const pos = positionOf(s);
      return { ...s, hint, announce: hintWords(hint, pos, s.labels, (m) => spokenMove(m, pos.cols), learnerGame(s.setup)) };
    }
    case 'hint-failed':
      // A hint's failure of any kind is said in its words ("No hint: …"): only a running hint is stopped by a newer one.
      if (!s.hint || !isCurrent(s, 'hint', a.id)) return s;
      return { ...s, hint: { ...s.hint, thinking: null, failed: a.message } };
    case 'analysis-asked': {
      if (!canAnalyse(s)) return s;
      const a = s.analysis?.game === s.game ? s.analysis : null;
      // Asked again after a Stop or a failure: it goes on from where it stopped.
      const analysis = a ? { ...a, stopped: false, failed: null } : startAnalysis(s.game!);
      return { ...s, analysis, previewed: null, announce: analysisDone(analysis) ? s.announce : `The computer is analysing the game: ${plural(s.game!.played.length, 'move')}.` };
    }
    case 'analysis-thinking': return s.analysis ? { ...s, analysis: { ...s.analysis, thinking: a.id } } : s;
    case 'analysis-answered': {
      const an = s.analysis;
      if (!an || !isCurrent(s, 'analysis', a.id)) return s;
      const next = withEvaluation(an, a.notation, a.stats);
      if (!analysisDone(next)) return { ...s, analysis: next };
      const who = (p: Player) => playerName(s.setup, p);
      return { ...s, analysis: next, announce: `The analysis is done. ${analysisSummary(next, who).join(' ')}` };
    }
    case 'analysis-failed': {
      const an = s.analysis;
      if (!an || !isCurrent(s, 'analysis', a.id)) return s;
      const end = failureOf(a.message);
      return { ...s, analysis: { ...an, thinking: null, ...(end.status === 'cancelled' ? { stopped: true } : { failed: end.message }) } };
    }
    case 'analysis-stopped': return s.analysis && !analysisDone(s.analysis) ? { ...s, analysis: { ...s.analysis, thinking: null, stopped: true }, announce: 'The analysis is stopped.' } : s;
    case 'analysis-closed': return s.analysis ? { ...s, analysis: null, announce: 'The analysis is closed: the board shows the game as it ended.' } : s;
    case 'analysis-step': {
      const an = s.analysis;
      if (!an) return s;
      const step = Math.max(0, Math.min(an.game.played.length - 1, a.index));
      const next = { ...an, step, view: 'before' as const };
      const review = reviewMoves(next)[step];
      const who = (p: Player) => playerName(s.setup, p);
      const name = (m: string) => spokenMove(m, an.game.initial.cols);
      return { ...s, analysis: next, announce: review ? reviewWords(review, who, name) : `Move ${step + 1}: ${name(an.game.played[step]!.notation)}, not analysed yet.` };
    }
    case 'analysis-view': return s.analysis ? { ...s, analysis: { ...s.analysis, view: a.view } } : s;
  }
}
