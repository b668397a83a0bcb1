/**
 * The computer player's think job: a request's fields in, the move to play out, as plain data,
 * with no worker in sight. It is one job kind of the one worker protocol every widget speaks
 * (src/components/work/protocol.ts: the envelope, the client, `serveWork`); /play/'s think worker
 * (src/features/play/think.ts) hands these fields to `think`. The protocol lives with the
 * components, not here, because the layering (test/architecture.test.ts) lets the components'
 * `useWork` and `WorkStatus` import only the engine, never the computer, and lets the computer
 * import only the engine and the solver: so the computer stays a pure library (the CLI, the arena
 * and self-play run its search in Node), and the feature, which may import both, joins them.
 *
 * Fields (the envelope adds `type: 'think'` and `id`):
 *
 *     { rules: 'lango', options: ['lango.increment=dlp'],   // ruleset id and key=value options (applyOptions)
 *       position: '2,2,…/… A',                      // position notation (notation/position.ts)
 *         — or — record: 'Rules: lango\nOptions: …\nStart: …\nMoves: 1. b7 …',   // a game record (game.ts)
 *       level: 'strong',                            // 'beginner' | 'quick' | 'steady' | 'strong' (AI_LEVELS), default 'steady'
 *         — or — budget: { ms: 500, iterations: 20000 },   // an explicit budget: either or both
 *       seed: 12345 }                               // uint32; default 1 (pass a random one for varied play)
 *
 * With a `record`, its Rules and Options lines are used (a `rules` field, if given, must agree;
 * an `options` field, if given, replaces the record's), and the AI knows the moves played and
 * the positions seen, so it ends games exactly as game.ts does (repetition and move limit,
 * AMB-11). With a `position`, the position is taken as the first of a game.
 *
 * The answer is `{ notation: 'f3/<', stats: { iterations, elapsedMs, winRate, visits, moves, candidates } }`:
 * `notation` is a complete legal move (pass it to `playMove(game, notation)`). `think` never
 * throws: fields that are wrong get an error naming what is wrong.
 */
import { AI_LEVEL_IDS, aiLevel, levelBudget, openingPliesLeft, searchMove, type AiLevelId, type GameContext, type SearchStats } from './search.ts';
import { shortestWin, solve, solveProblem } from '../solver/index.ts';
import {
  applyOptions, currentPosition, err, formatRecord, gameFromRecord, gameResult, listMoves, ok,
  parsePosition, parseRecord, RULESET_IDS, type Game, type Position, type Result, type Ruleset,
  type RulesetId,
} from '../engine/index.ts';

export interface AiBudget {
  /** Thinking time, milliseconds (1 … 60000). */
  readonly ms?: number;
  /** Search iterations (1 … 10,000,000); deterministic with the seed. */
  readonly iterations?: number;
}

/** What the computer answers: the move to play, and what its search found. */
export interface ThinkAnswer {
  readonly notation: string;
  readonly stats: SearchStats;
}

export const MAX_BUDGET_MS = 60_000;
export const MAX_BUDGET_ITERATIONS = 10_000_000;
export const DEFAULT_LEVEL: AiLevelId = 'steady';
/** Longest position text read: the widest board with the most marbles the engine accepts is far shorter. */
export const MAX_POSITION_CHARS = 4096;
/** Longest game record read: a game at the default move limit (AMB-11) is a few tens of thousands of characters. */
export const MAX_RECORD_CHARS = 200_000;
/** Most options, and the longest id or option, a request may carry. */
export const MAX_OPTIONS = 64;
export const MAX_SHORT_CHARS = 200;

/** The fields of a think request, besides the envelope's `type` and `id`. */
export const THINK_FIELDS = ['rules', 'options', 'position', 'record', 'level', 'budget', 'seed'] as const;

/** The fields a think request takes. */
export type ThinkFields = {
  readonly rules?: RulesetId;
  readonly options?: readonly string[];
  readonly position?: string;
  readonly record?: string;
  readonly level?: AiLevelId;
  readonly budget?: AiBudget;
  readonly seed?: number;
};

/** The fields asking for the move to play in a game (the usual case for the play page). */
export function thinkForGame(game: Game, choice: { level?: AiLevelId; budget?: AiBudget; seed?: number } = {}): ThinkFields {
  return { record: formatRecord(game), ...choice };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function wholeIn(x: unknown, lo: number, hi: number): boolean {
  return typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;
}

function rulesetFor(id: unknown, options: unknown): Result<{ rules: Ruleset; options: string[] }, string> {
  if (typeof id !== 'string' || !(RULESET_IDS as readonly string[]).includes(id)) {
    return err(`unknown rules ${JSON.stringify(id)}; known: ${RULESET_IDS.join(', ')}`);
  }
  if (options !== undefined && !(Array.isArray(options) && options.every((o) => typeof o === 'string'))) {
    return err('"options" must be a list of key=value strings');
  }
  if (options !== undefined && (options.length > MAX_OPTIONS || options.some((o: string) => o.length > MAX_SHORT_CHARS))) {
    return err(`"options" may hold at most ${MAX_OPTIONS} options of at most ${MAX_SHORT_CHARS} characters each`);
  }
  const opts = (options ?? []) as string[];
  const r = applyOptions(id as RulesetId, opts);
  if (!r.ok) return err(`options: ${r.error.message}`);
  return ok({ rules: r.value, options: opts });
}

/** What a valid request asks the search for. */
interface CheckedRequest {
  readonly rules: Ruleset;
  readonly position: Position;
  readonly game: GameContext;
  readonly budget: AiBudget;
  /** Whether a win the solver proves is played (a level's `perfectPlay`; always with an explicit budget). */
  readonly perfectPlay: boolean;
  readonly seed: number;
}

/** Check a request's fields and work out what to search, or the message naming what is wrong. */
function parseRequest(data: Readonly<Record<string, unknown>>): Result<CheckedRequest, string> {

  // Budget.
  if (data.level !== undefined && data.budget !== undefined) return err('give either "level" or "budget", not both');
  let budget: AiBudget;
  let perfectPlay = true;
  if (data.budget !== undefined) {
    const b = data.budget;
    const bad = `"budget" must be an object with "ms" (1 to ${MAX_BUDGET_MS}) and/or "iterations" (1 to ${MAX_BUDGET_ITERATIONS}), whole numbers`;
    if (!isRecord(b) || Object.keys(b).some((k) => k !== 'ms' && k !== 'iterations') || (b.ms === undefined && b.iterations === undefined)) return err(bad);
    if (b.ms !== undefined && !wholeIn(b.ms, 1, MAX_BUDGET_MS)) return err(bad);
    if (b.iterations !== undefined && !wholeIn(b.iterations, 1, MAX_BUDGET_ITERATIONS)) return err(bad);
    budget = { ...(b.ms !== undefined ? { ms: b.ms as number } : {}), ...(b.iterations !== undefined ? { iterations: b.iterations as number } : {}) };
  } else {
    const level = data.level ?? DEFAULT_LEVEL;
    if (typeof level !== 'string' || !(AI_LEVEL_IDS as readonly string[]).includes(level)) return err(`unknown level ${JSON.stringify(level)}; known: ${AI_LEVEL_IDS.join(', ')}`);
    budget = levelBudget(level as AiLevelId);
    perfectPlay = aiLevel(level as AiLevelId).perfectPlay;
  }

  const seed = data.seed ?? 1;
  if (!wholeIn(seed, 0, 0xffffffff)) return err('"seed" must be a whole number from 0 to 4294967295');

  // Position, from a position or a game record.
  if (data.position !== undefined && data.record !== undefined) return err('give either "position" or "record", not both');
  if (data.position === undefined && data.record === undefined) return err('the request needs a "position" (position notation) or a "record" (a game record)');
  if (data.position !== undefined) {
    if (typeof data.position !== 'string') return err('"position" must be a string in position notation');
    if (data.position.length > MAX_POSITION_CHARS) return err(`"position" is ${data.position.length} characters long; at most ${MAX_POSITION_CHARS} are read`);
    if (data.rules === undefined) return err(`a "position" needs "rules": one of ${RULESET_IDS.join(', ')}`);
    const checked = rulesetFor(data.rules, data.options);
    if (!checked.ok) return checked;
    const { rules } = checked.value;
    const p = parsePosition(data.position);
    if (!p.ok) return err(`position: ${p.error.message}`);
    const position = p.value;
    if (listMoves(rules, position).legal.length === 0) return err(`${position.toMove} has no legal move in this position: the game is over (D-end)`);
    return ok({ rules, position, game: { plies: 0, history: [position] }, budget, perfectPlay, seed: seed as number });
  }
  if (typeof data.record !== 'string') return err('"record" must be a string (a game record)');
  if (data.record.length > MAX_RECORD_CHARS) return err(`"record" is ${data.record.length} characters long; at most ${MAX_RECORD_CHARS} are read`);
  const rec = parseRecord(data.record);
  if (!rec.ok) return err(`record: ${rec.error.message}`);
  if (data.rules !== undefined && data.rules !== rec.value.rules) return err(`the record is a game of ${rec.value.rules}, but "rules" says ${JSON.stringify(data.rules)}`);
  const checked = rulesetFor(rec.value.rules, data.options ?? rec.value.options);
  if (!checked.ok) return checked;
  const { rules, options } = checked.value;
  const replay = gameFromRecord(rules, { ...rec.value, options });
  if (!replay.ok) return err(`record: ${replay.error.message}`);
  const game = replay.value;
  const end = gameResult(game);
  if (end.over) {
    return err(`the game is over: ${end.winner === null ? `drawn (${end.reason === 'repetition' ? 'repetition, AMB-11' : end.reason === 'move-limit' ? 'move limit, AMB-11' : 'every move never ends, AMB-19'})` : `${end.winner} has won (${end.reason === 'end-holes' ? 'K-win' : 'D-end'})`}`);
  }
  return ok({
    rules, position: currentPosition(game), budget, perfectPlay, seed: seed as number,
    game: { plies: game.played.length, history: [game.initial, ...game.played.map((m) => m.after)], openingPlies: openingPliesLeft(game) },
  });
}

/** The solver's budget before the tree search: positions, and at most this share of the time budget. */
export const SOLVER_NODES = 40_000;
const SOLVER_TIME_SHARE = 0.25;

/**
 * What the solver settles within its small budget, and the time it took: a win, as the computer's
 * answer, or a loss, answered by the first move of the longest resistance the solver found (the
 * line of its proof that runs longest before the winner's quickest replies it found end the game),
 * as a player who cannot win makes the winner work longest, and a reader asking for a hint in a
 * lost game is shown how to hold out. Nothing for a level without perfect play (the beginner),
 * when the ruleset is not one it solves (Ludii's), in a first turn of a sequential opening, or
 * when it settles nothing (or a draw).
 */
function solvedValue(req: CheckedRequest, now?: () => number): { win: { notation: string; stats: SearchStats } | null; loss: { notation: string | null; solved: NonNullable<SearchStats['solved']> } | null; elapsedMs: number } {
  const none = { win: null, loss: null, elapsedMs: 0 };
  if (!req.perfectPlay || (req.game.openingPlies ?? 0) > 0) return none;
  const history = req.game.history ?? [req.position];
  const game = { plies: req.game.plies ?? 0, history: history.slice(0, -1) };
  if (solveProblem(req.rules, req.position, { game }) !== null) return none;
  const started = now?.();
  const limitMs = req.budget.ms !== undefined ? req.budget.ms * SOLVER_TIME_SHARE : undefined;
  const r = solve(req.rules, req.position, {
    maxNodes: SOLVER_NODES, tableEntries: 1 << 16, game,
    ...(now && started !== undefined && limitMs !== undefined ? { shouldStop: () => now() - started >= limitMs } : {}),
  });
  const elapsedMs = now && started !== undefined ? now() - started : 0;
  if (r.ok && r.value.value === 'loss') return { win: null, loss: { notation: r.value.move, solved: { value: 'loss', line: r.value.line.length, nodes: r.value.nodes } }, elapsedMs };
  if (!r.ok || r.value.value !== 'win' || r.value.move === null) return { win: null, loss: null, elapsedMs };
  // df-pn proves a win, not the quickest: with what is left of the budget, look for the fewest
  // moves that force it, and play that line's first move (a reader sees the game end soonest).
  const found = shortestWin(req.rules, req.position, r.value.line.length, {
    maxNodes: Math.max(1, SOLVER_NODES - r.value.nodes), tableEntries: 1 << 16, game,
    ...(now && started !== undefined && limitMs !== undefined ? { shouldStop: () => now() - started >= limitMs } : {}),
  });
  const quickest = found !== null && found.line.length > 0 ? found : null;
  const solved = quickest
    ? { value: 'win' as const, line: quickest.moves, nodes: r.value.nodes + quickest.nodes, shortest: true }
    : { value: 'win' as const, line: r.value.line.length, nodes: r.value.nodes };
  return {
    win: { notation: quickest?.line[0] ?? r.value.move, stats: { iterations: 0, elapsedMs: now && started !== undefined ? now() - started : 0, winRate: 1, visits: 0, moves: 0, candidates: [], solved } },
    loss: null,
    elapsedMs: now && started !== undefined ? now() - started : 0,
  };
}

/**
 * Answer one think request's fields (the envelope has read them: a getter that throws, or an
 * overlong record, never gets here). Never throws: fields of the wrong type, cyclic or huge
 * values, or any failure inside, are an error naming it. `now` is the clock for time budgets
 * (tests inject one).
 */
export function think(fields: Readonly<Record<string, unknown>>, env: { now?: () => number } = {}): Result<ThinkAnswer, string> {
  let checked: Result<CheckedRequest, string>;
  try {
    checked = parseRequest(fields);
  } catch (e) {
    return err(`the request could not be read: ${messageOf(e)}`);
  }
  if (!checked.ok) return checked;
  const req = checked.value;
  try {
    // Perfect play where it is cheap to prove: a position the solver settles within a small budget
    // is played by its winning move (most endgames), or, lost, by its longest resistance.
    // Otherwise the tree search.
    const solved = solvedValue(req, env.now);
    if (solved.win) return ok(solved.win);
    if (solved.loss?.notation) {
      return ok({
        notation: solved.loss.notation,
        stats: { iterations: 0, elapsedMs: solved.elapsedMs, winRate: 0, visits: 0, moves: 0, candidates: [], solved: { ...solved.loss.solved, holdsOut: true } },
      });
    }
    const result = searchMove(req.rules, req.position, {
      seed: req.seed, game: req.game,
      // The time the solver took comes out of the level's budget.
      ...(req.budget.ms !== undefined ? { ms: Math.max(1, Math.round(req.budget.ms - solved.elapsedMs)) } : {}),
      ...(req.budget.iterations !== undefined ? { iterations: req.budget.iterations } : {}),
      ...(env.now ? { now: env.now } : {}),
    });
    // parseRequest has checked that a legal move exists.
    if (result === null) return err(`${req.position.toMove} has no legal move in this position: the game is over (D-end)`);
    return ok({ notation: result.notation, stats: solved.loss ? { ...result.stats, solved: solved.loss.solved } : result.stats });
  } catch (e) {
    // A fault of the search itself, not of the request: still an answer, never a thrown error.
    return err(`internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A thrown value's message, cut short; the generic words when even reading it throws. */
function messageOf(e: unknown): string {
  try {
    return (e instanceof Error ? String(e.message) : String(e)).slice(0, MAX_SHORT_CHARS);
  } catch {
    return 'an error';
  }
}
