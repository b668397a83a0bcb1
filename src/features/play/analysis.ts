/**
 * The analysis of a finished game on /play/: the computer's view of every move.
 *
 * The computer (its think job in a worker, think.ts) searches the position before each move of
 * the game, one after another, with a fixed budget, and answers with the move it prefers and its
 * estimate of the mover's chance to win with it (a win the solver proves counts as certain). A
 * move's cost is the mover's chance before it less the mover's chance after it: the estimate of
 * the next position (from the other side, so turned round when the other player is to move) or,
 * after the last move, the game's result. Nothing here applies a rule: the positions and the moves
 * are the engine's, the estimates the computer's.
 *
 * The estimate is the search's, not a proof: two searches of neighbouring positions each miss
 * something, so a move can look a few points worse (or better) than it is. The words below say
 * "the computer's estimate", and a loss under `VERDICTS[0].below` is called good.
 */
import { currentPosition, formatRecord, gameResult, playMove, type Game, type Player, type Position } from '../../engine/index.ts';
import type { AiBudget } from '../../computer/think.ts';
import type { SearchStats } from '../../computer/search.ts';
import { plural } from '../../components/captions.ts';
import type { Labels } from '../../components/holes.ts';
import { moveStartHole } from '../../components/move-choice.ts';

/**
 * Trial games per position: a fixed number, not a time, so that a game's analysis is the same on
 * any machine, on any day (with `ANALYSIS_SEED`). 2,000 take about a quarter to half a second a
 * position here, so the usual game of 15 to 40 moves is analysed in well under half a minute.
 */
export const ANALYSIS_ITERATIONS = 2000;
export const ANALYSIS_SEED = 1;

/** The computer's view of one position: the move it prefers, and the chance it gives the side to move with it. */
export interface Evaluation {
  readonly best: string;
  /** From 0 to 1: 1 when the solver proves the win, 0 when it proves the loss. Meaningless when the move is forced (below). */
  readonly chance: number;
  /** What the solver proves of the position within its small budget, if anything. */
  readonly proof: 'win' | 'loss' | null;
  /**
   * The side to move had one move only, so the computer did not search (it says 50%, meaning
   * nothing): the position is worth what the position after that move is worth (`chancesOf`). Not set when the solver proves something.
   */
  readonly forced: boolean;
}

/** What the board shows of the move under review: the position before it, after it, or after the computer's move instead. */
export type AnalysisView = 'before' | 'played' | 'best';

export interface Analysis {
  /** The game analysed: the analysis belongs to this very game (any change to the game drops it). */
  readonly game: Game;
  /** The computer's view of the position before each move, in order, as far as it has gone. */
  readonly evaluations: readonly Evaluation[];
  /** The request in the worker, or null. */
  readonly thinking: number | null;
  /** Why the analysis stopped on its own, or null. */
  readonly failed: string | null;
  /** The reader's Stop. */
  readonly stopped: boolean;
  /** The move under review (its index in the game's moves), and what the board shows of it. */
  readonly step: number;
  readonly view: AnalysisView;
}

export function startAnalysis(game: Game): Analysis {
  return { game, evaluations: [], thinking: null, failed: null, stopped: false, step: 0, view: 'before' };
}

/** Whether every move has been looked at. */
export function analysisDone(a: Analysis): boolean {
  return a.evaluations.length >= a.game.played.length;
}

/** The game as it stood before move `index` (its first `index` moves). */
export function gameBefore(game: Game, index: number): Game {
  return { ...game, played: game.played.slice(0, index), undone: [] };
}

/** The position before move `index`. */
export function positionBefore(game: Game, index: number): Position {
  return index === 0 ? game.initial : game.played[index - 1]!.after;
}

/** The next request for the worker: the record up to the first position not yet looked at, or null. */
export function analysisRequest(a: Analysis): { readonly record: string; readonly budget: AiBudget; readonly seed: number; readonly at: string } | null {
  if (a.thinking !== null || a.stopped || a.failed !== null || analysisDone(a)) return null;
  const index = a.evaluations.length;
  return { record: formatRecord(gameBefore(a.game, index)), budget: { iterations: ANALYSIS_ITERATIONS }, seed: ANALYSIS_SEED, at: String(index) };
}

/** The worker's answer for the next position, kept. */
export function withEvaluation(a: Analysis, notation: string, stats: SearchStats): Analysis {
  const proof = stats.solved?.value ?? null;
  const forced = proof === null && stats.moves === 1;
  return { ...a, thinking: null, evaluations: [...a.evaluations, { best: notation, chance: proof === 'win' ? 1 : proof === 'loss' ? 0 : stats.winRate, proof, forced }] };
}

/**
 * How a move is called, by the points of chance it gave away (a point is one percent). The
 * bounds are this site's, not the sources': the texts speak of tactics and of experts but give no measure
 * of a move.
 */
export const VERDICTS = [
  { id: 'good', below: 0.05, words: 'good' },
  { id: 'inaccurate', below: 0.15, words: 'inaccurate' },
  { id: 'mistake', below: 0.3, words: 'a mistake' },
  { id: 'blunder', below: Number.POSITIVE_INFINITY, words: 'a blunder' },
] as const;
export type Verdict = 'best' | (typeof VERDICTS)[number]['id'];

export interface MoveReview {
  readonly index: number;
  readonly mover: Player;
  readonly played: string;
  /** The computer's move, and whether it leaves the same position as the move played. */
  readonly best: string;
  readonly sameAsBest: boolean;
  /** Whether it was the mover's only move. */
  readonly forced: boolean;
  /** The position the computer's move leaves (null if it cannot be played here, which would be a fault). */
  readonly bestAfter: Position | null;
  /**
   * The mover's chance before the move, and after it: null while a position they depend on is not
   * analysed yet (an only move is worth what the position after it is worth).
   */
  readonly before: number | null;
  readonly after: number | null;
  /** Points of chance given away (never below 0), or null while `before` or `after` is. */
  readonly lost: number | null;
  /** What the solver proves of the position before it, if anything. */
  readonly proof: 'win' | 'loss' | null;
  readonly verdict: Verdict | null;
}

function verdictOf(lost: number): Verdict {
  return VERDICTS.find((v) => lost < v.below)!.id;
}

/** The chance `chance` of the side to move in `from`, seen from `player`. */
function seenBy(player: Player, from: Position, chance: number | null): number | null {
  return chance === null ? null : from.toMove === player ? chance : 1 - chance;
}

/**
 * The chance of the side to move in every position of the game, the one after the last move
 * included (its result, if the game is over), or null where it is not known yet. An only move's
 * position takes the chance of the position after it, read from the mover's side.
 */
export function chancesOf(a: Analysis): readonly (number | null)[] {
  const { game, evaluations } = a;
  const n = game.played.length;
  const out: (number | null)[] = new Array<number | null>(n + 1).fill(null);
  const end = gameResult(game);
  out[n] = end.over ? (end.winner === null ? 0.5 : end.winner === positionBefore(game, n).toMove ? 1 : 0) : null;
  for (let i = n - 1; i >= 0; i--) {
    const e = evaluations[i];
    if (!e) continue;
    out[i] = e.forced && e.proof === null ? seenBy(positionBefore(game, i).toMove, positionBefore(game, i + 1), out[i + 1]!) : e.chance;
  }
  return out;
}

// The computer's move played, once per evaluation: each answer re-reads the reviews before it, and a long game has hundreds.
const bests = new WeakMap<Evaluation, { readonly bestAfter: Position | null; readonly sameAsBest: boolean }>();

function bestOf(game: Game, index: number, e: Evaluation): { readonly bestAfter: Position | null; readonly sameAsBest: boolean } {
  let b = bests.get(e);
  if (b) return b;
  const played = game.played[index]!.after;
  const r = playMove(gameBefore(game, index), e.best);
  const bestAfter = r.ok ? currentPosition(r.value) : null;
  b = { bestAfter, sameAsBest: bestAfter !== null && bestAfter.toMove === played.toMove && bestAfter.counts.every((c, i) => c === played.counts[i]) };
  bests.set(e, b);
  return b;
}

// Keyed by the evaluations: a step or a change of view copies the analysis but keeps its list.
const reviews = new WeakMap<readonly Evaluation[], MoveReview[]>();

/** Every move looked at so far, with its cost (cached: an analysis's game and evaluations never change). */
export function reviewMoves(a: Analysis): readonly MoveReview[] {
  let out = reviews.get(a.evaluations);
  if (out) return out;
  out = [];
  const { game, evaluations } = a;
  const chances = chancesOf(a);
  for (const [index, e] of evaluations.entries()) {
    const mover = positionBefore(game, index).toMove;
    const played = game.played[index]!;
    const before = chances[index]!;
    const after = seenBy(mover, played.after, chances[index + 1]!);
    const { bestAfter, sameAsBest } = bestOf(game, index, e);
    const lost = before === null || after === null ? null : Math.max(0, before - after);
    out.push({
      index, mover, played: played.notation, best: e.best, sameAsBest, forced: e.forced, bestAfter, before, after, lost, proof: e.proof,
      verdict: lost === null ? null : sameAsBest ? 'best' : verdictOf(lost),
    });
  }
  reviews.set(a.evaluations, out);
  return out;
}

export function percent(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

function points(lost: number): string {
  return plural(Math.round(lost * 100), 'point');
}

/** A move's verdict in words ("the move the analysis prefers", "a mistake"). */
export function verdictWords(v: Verdict): string {
  return v === 'best' ? 'the move the analysis prefers' : VERDICTS.find((x) => x.id === v)!.words;
}

/** A chance in words, with what the solver proves of it. */
function chanceWords(c: number, proof: 'win' | 'loss' | null = null): string {
  return `${percent(c)}${proof === 'win' ? ' (a win the solver proves)' : proof === 'loss' ? ' (a loss the solver proves)' : ''}`;
}

/**
 * One move's review as a sentence; `who` names a player ("You (A)", "The computer (B)", "A"),
 * `name` a move (its notation on the page, spokenMove in the live region). The analysis is "the
 * analysis", never "the computer", which may be a player of the game.
 */
export function reviewWords(r: MoveReview, who: (p: Player) => string, name: (move: string) => string = (m) => m): string {
  const head = `Move ${r.index + 1}: ${who(r.mover)} played ${name(r.played)}`;
  const estimate = `${r.mover}’s chance, as the analysis estimates it,`;
  if (r.forced) {
    return r.after === null
      ? `${head}, the only move; what it is worth follows from the next position, not analysed yet.`
      : `${head}, the only move. ${estimate} stayed at ${chanceWords(r.after)}.`;
  }
  if (r.before === null || r.after === null || r.lost === null || r.verdict === null) {
    return `${head}. The analysis prefers ${name(r.best)} here${r.before === null ? '' : ` (${r.mover}’s chance: ${chanceWords(r.before, r.proof)})`}; the move after it is not analysed yet.`;
  }
  const change = `${estimate} ${percent(r.before) === percent(r.after) ? `stayed at ${chanceWords(r.before, r.proof)}` : `went from ${chanceWords(r.before, r.proof)} to ${percent(r.after)}`}`;
  if (r.sameAsBest) return `${head}, the move the analysis prefers. ${change}.`;
  return `${head}; the analysis prefers ${name(r.best)}. ${change}: ${r.lost > 0 ? `${points(r.lost)} lost, ` : ''}${verdictWords(r.verdict)}.`;
}

/** For each player: how their moves were called, and the mean loss (only moves left out: nothing could be chosen). */
export function analysisSummary(a: Analysis, who: (p: Player) => string): string[] {
  const out: string[] = [];
  for (const p of ['A', 'B'] as const) {
    const known = reviewMoves(a).filter((r) => r.mover === p && r.lost !== null);
    const mine = known.filter((r) => !r.forced);
    const only = known.length - mine.length;
    if (known.length === 0) continue;
    const count = (v: Verdict) => mine.filter((r) => r.verdict === v).length;
    const mean = mine.length ? mine.reduce((t, r) => t + r.lost!, 0) / mine.length : 0;
    const parts = [
      plural(count('best') + count('good'), 'good move'),
      plural(count('inaccurate'), 'inaccurate move'),
      plural(count('mistake'), 'mistake'),
      plural(count('blunder'), 'blunder'),
      ...(only ? [plural(only, 'only move')] : []),
    ];
    out.push(`${who(p)}: ${parts.join(', ')}; on average ${points(mean)} lost a move${only ? ', leaving out the only moves' : ''}.`);
  }
  return out;
}

/** What the board shows for the move under review, its title and the hole to ring; holes named in `labels`. */
export function analysisBoard(a: Analysis, labels: Labels = 'coords'): { readonly position: Position; readonly title: string; readonly ringed: number | null } {
  const step = Math.min(a.step, a.game.played.length - 1);
  const before = positionBefore(a.game, step);
  const played = a.game.played[step]!;
  const review = reviewMoves(a)[step];
  if (a.view === 'played') return { position: played.after, title: `Analysis, move ${step + 1}: the board after ${played.notation}, the move played`, ringed: null };
  if (a.view === 'best' && review?.bestAfter) return { position: review.bestAfter, title: `Analysis, move ${step + 1}: the board after ${review.best}, the move the analysis prefers`, ringed: null };
  const start = moveStartHole(before, played.notation, labels);
  const from = start ? `; ${played.notation} starts from ${start.name}, ringed` : '';
  return { position: before, title: `Analysis, move ${step + 1}: the board before it, ${before.toMove} to move${from}`, ringed: start?.index ?? null };
}
