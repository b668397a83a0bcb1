/**
 * Self-play: many whole games between two players under one reading of a code, measured, for
 * `choro selfplay` and `npm run evidence`. The figures are evidence for choosing among readings
 * of an unclear clause: a game that people played is likely one in which the first player
 * does not always win, games end, and choices matter.
 *
 * Every game is played with game.ts (newGame, playMove, gameResult), so its ends are the
 * engine's: a player who cannot move has lost (D-end), the K-win, and the draw the engine
 * declares for a game that never ends (AMB-11: `repetitions`, `maxPlies`). The players are those
 * of search.ts (random, greedy, the tree search); no rule is applied here.
 *
 * Reproducible: game i is seeded from the run's seed and i alone (`gameSeed`), so the result does
 * not depend on how the games are split among threads (selfplay-threads.ts). The whole spec is
 * plain data, so a worker can rebuild it.
 */
import { greedyMove, openingPliesLeft, searchMove, AI_LEVEL_IDS, levelBudget, type AiLevelId } from './search.ts';
import {
  applyOptions, currentPosition, formatPosition, gameResult, inOpening, listMoves, newGame, openingStartPairs, parsePosition,
  playMove, quoteInput, Rng, RULESET_IDS, runArrayOpening, runSimultaneousOpening, startPosition,
  type ByPlayer, type ClockwisePolicy, type Game, type SimultaneousSettings, type Player, type Position, type Result, type Ruleset, type RulesetId,
} from '../engine/index.ts';

// ------------------------------------------------------------------ players

export type SelfplayPlayer =
  | { readonly kind: 'random' }
  | { readonly kind: 'greedy' }
  /** The tree search with a fixed number of iterations a move (reproducible) or a level's time budget (not). */
  | { readonly kind: 'computer'; readonly playouts: number }
  | { readonly kind: 'computer'; readonly level: AiLevelId };

/** The most search iterations a move `computer:<N>` accepts. */
export const MAX_PLAYOUTS = 100_000;

/** `random`, `greedy`, `computer:<level>` or `computer:<N>` (N playouts a move). */
export function parsePlayer(text: string): Result<SelfplayPlayer, string> {
  if (text === 'random' || text === 'greedy') return { ok: true, value: { kind: text } };
  const m = /^computer:(.*)$/.exec(text);
  if (m) {
    const arg = m[1]!;
    if ((AI_LEVEL_IDS as readonly string[]).includes(arg)) return { ok: true, value: { kind: 'computer', level: arg as AiLevelId } };
    if (/^\d{1,6}$/.test(arg) && Number(arg) >= 1 && Number(arg) <= MAX_PLAYOUTS) return { ok: true, value: { kind: 'computer', playouts: Number(arg) } };
    return { ok: false, error: `${quoteInput(text)}: computer takes a level (${AI_LEVEL_IDS.join(', ')}) or a number of playouts a move from 1 to ${MAX_PLAYOUTS}, e.g. computer:100` };
  }
  return { ok: false, error: `${quoteInput(text)} is not a player: random, greedy, computer:<level> (${AI_LEVEL_IDS.join(', ')}) or computer:<playouts>` };
}

export function formatPlayer(p: SelfplayPlayer): string {
  if (p.kind !== 'computer') return p.kind;
  return 'level' in p ? `computer:${p.level}` : `computer:${p.playouts}`;
}

/** Whether a player's moves depend on the machine's speed (a level searches for a time). */
export function timed(p: SelfplayPlayer): boolean {
  return p.kind === 'computer' && 'level' in p;
}

// ------------------------------------------------------------------ the spec of a run

/** The opening the games go through (D-open, L-open; K-array-1/2 for ikibuguzo), as `choro opening` takes it. */
export interface SelfplayOpening {
  /** Start holes (local index); a player's hole left out is drawn for each game among the pairs the reading allows. */
  readonly start?: Partial<ByPlayer<number>>;
  readonly speed?: Partial<ByPlayer<number>>;
  readonly tieBreak?: Player;
  readonly cols?: number;
  /**
   * Answers at clockwise chances (AMB-18), as `choro opening --choices-a`, then always or never.
   * A player left out answers as his kind plays: a random player takes or passes each chance at
   * random, any other player passes (the search and the greedy player know only main-phase moves).
   */
  readonly clockwise?: Partial<ByPlayer<{ readonly choices: readonly boolean[]; readonly then: 'always' | 'never' }>>;
}

export interface SelfplaySpec {
  readonly rules: RulesetId;
  /** `key=value` options, as `choro --option` takes them. */
  readonly options: readonly string[];
  /** Position notation of the start; null: the 8-column start position, A to move. Ignored with `opening`. */
  readonly position: string | null;
  readonly opening: SelfplayOpening | null;
  readonly games: number;
  readonly seed: number;
  /** A's player, then B's. */
  readonly players: readonly [SelfplayPlayer, SelfplayPlayer];
}

/** The total work a run may ask for: games × the move limit (maxPlies, AMB-11) bounds the moves played. */
export const MAX_TOTAL_PLIES = 20_000_000;
/** The same bound for the search: games × maxPlies × playouts a move bounds the playouts run. */
export const MAX_TOTAL_PLAYOUTS = 20_000_000_000;
export const MAX_GAMES = 100_000;

/** The ruleset of a spec, or the engine's message naming what is wrong. */
export function specRules(spec: Pick<SelfplaySpec, 'rules' | 'options'>): Result<Ruleset, string> {
  if (!(RULESET_IDS as readonly string[]).includes(spec.rules)) return { ok: false, error: `unknown rules ${quoteInput(spec.rules)}; known: ${RULESET_IDS.join(', ')}` };
  const r = applyOptions(spec.rules, spec.options);
  return r.ok ? r : { ok: false, error: r.error.message };
}

/** Why a spec cannot be run (its rules, options, position, opening or size), or null. */
export function specProblem(spec: SelfplaySpec): string | null {
  const r = specRules(spec);
  if (!r.ok) return r.error;
  const rules = r.value;
  if (!Number.isSafeInteger(spec.games) || spec.games < 1 || spec.games > MAX_GAMES) return `games must be a whole number from 1 to ${MAX_GAMES}; got ${spec.games}`;
  if (spec.position !== null && spec.opening !== null) return 'a start position and the opening cannot both be given: the opening makes the start position';
  if (spec.position !== null) {
    const p = parsePosition(spec.position);
    if (!p.ok) return `position: ${p.error.message} (at character ${p.error.offset + 1})`;
  }
  if (spec.opening !== null && rules.opening.kind === 'simultaneous') {
    // A trial run of the opening from the given holes (or the first allowed pair) so that a
    // bad hole, pair, speed or width is refused before any game, with the engine's message.
    const cols = spec.opening.cols ?? 8;
    const pairs = openingStartPairs(rules, cols);
    const fits = pairs.filter((pr) => (spec.opening!.start?.A ?? pr.A) === pr.A && (spec.opening!.start?.B ?? pr.B) === pr.B);
    const trial = fits[0] ?? { A: spec.opening.start?.A ?? pairs[0]?.A ?? 0, B: spec.opening.start?.B ?? pairs[0]?.B ?? 0 };
    const o = runSimultaneousOpening(rules, openingSettings(spec.opening, cols, trial, spec.players, null));
    if (!o.ok) return `opening: ${o.error.message}`;
    if (fits.length === 0) return 'opening: no pair of start holes the reading allows fits the holes given';
  }
  const maxPlies = rules.gameLimit.maxPlies;
  if (spec.games * maxPlies > MAX_TOTAL_PLIES) {
    return `${spec.games} games × maxPlies=${maxPlies} is more than the bound of ${MAX_TOTAL_PLIES.toLocaleString('en-US')} moves a run; give fewer games or a lower maxPlies`;
  }
  for (const p of spec.players) {
    if (p.kind === 'computer' && 'playouts' in p && spec.games * maxPlies * p.playouts > MAX_TOTAL_PLAYOUTS) {
      return `${spec.games} games × maxPlies=${maxPlies} × ${p.playouts} playouts is more than the bound of ${MAX_TOTAL_PLAYOUTS.toLocaleString('en-US')} playouts a run; give fewer games, playouts or a lower maxPlies`;
    }
  }
  return null;
}

/** How a player answers a clockwise chance of the opening he was given no answers for (see SelfplayOpening.clockwise). */
function defaultClockwise(player: SelfplayPlayer, rng: Rng | null): ClockwisePolicy {
  return player.kind === 'random' && rng !== null ? () => rng.below(2) === 0 : 'never';
}

function openingSettings(o: SelfplayOpening, cols: number, start: ByPlayer<number>, players: readonly [SelfplayPlayer, SelfplayPlayer], rng: Rng | null): SimultaneousSettings {
  return {
    cols, start,
    ...(o.speed ? { speed: o.speed } : {}),
    ...(o.tieBreak ? { tieBreak: o.tieBreak } : {}),
    clockwise: { A: o.clockwise?.A ?? defaultClockwise(players[0], rng), B: o.clockwise?.B ?? defaultClockwise(players[1], rng) },
  };
}

/** The seed of game `index` of a run: from the run's seed and the index alone (see the file comment). */
export function gameSeed(seed: number, index: number): number {
  const r = new Rng((seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0);
  r.next();
  return r.next();
}

// ------------------------------------------------------------------ one game

/** What one game measured. */
export interface GameStats {
  readonly winner: Player | null;
  readonly reason: 'immobile' | 'end-holes' | 'repetition' | 'move-limit' | 'only-endless';
  /** Who made the main phase's first move (after the opening, if any). */
  readonly first: Player;
  readonly plies: number;
  readonly laps: number;
  readonly captured: number;
  /** Legal moves summed over the turns played (branching). */
  readonly legalSum: number;
  /** The most legal moves at one turn. */
  readonly legalMax: number;
  /** Endless or unresolved moves among those listed at each turn (AMB-3), summed; turns that had one; such moves played. */
  readonly endlessListed: number;
  readonly endlessTurns: number;
  readonly endlessPlayed: number;
  /** Openings drawn again because they reached the lap bound (AMB-3). */
  readonly openingRedraws: number;
  /** The game's first move in notation (under a sequential opening, A's first turn, LU-open), null if none was played. */
  readonly firstMove: string | null;
}

/** The most times an opening from drawn holes is drawn again before the game is given up as an error. */
const MAX_REDRAWS = 1000;

function startOf(spec: SelfplaySpec, rules: Ruleset, rng: Rng): { position: Position; redraws: number } {
  if (spec.opening === null) {
    if (spec.position === null) return { position: startPosition(8), redraws: 0 };
    const p = parsePosition(spec.position);
    if (!p.ok) throw new Error(`selfplay: position: ${p.error.message}`);
    return { position: p.value, redraws: 0 };
  }
  if (rules.opening.kind === 'array') return { position: runArrayOpening(rules).position, redraws: 0 };
  // LU-open: Ludii's openings are played in turn, as each player's first turn, by the game
  // itself from the start array (newGame); nothing is run before it.
  if (rules.opening.kind === 'sequential') return { position: startPosition(spec.opening.cols ?? 8), redraws: 0 };
  const cols = spec.opening.cols ?? 8;
  const pairs = openingStartPairs(rules, cols).filter((pr) => (spec.opening!.start?.A ?? pr.A) === pr.A && (spec.opening!.start?.B ?? pr.B) === pr.B);
  for (let redraws = 0; redraws < MAX_REDRAWS; redraws++) {
    const start = pairs[rng.below(pairs.length)]!;
    const r = runSimultaneousOpening(rules, openingSettings(spec.opening, cols, start, spec.players, rng));
    if (!r.ok) throw new Error(`selfplay: opening: ${r.error.message}`);
    if (r.value.status === 'ended') return { position: r.value.position, redraws };
  }
  throw new Error(`selfplay: the opening reached the lap bound (AMB-3) ${MAX_REDRAWS} times from the start holes allowed; fix other holes with --start-a/--start-b or raise maxLaps`);
}

type Chooser = (game: Game, legal: ReturnType<typeof listMoves>['legal']) => string;

function chooser(p: SelfplayPlayer, rng: Rng, now: () => number): Chooser {
  if (p.kind === 'random') {
    // Uniform over the complete legal moves the engine lists (as search.ts's randomMove).
    return (_game, legal) => legal[rng.below(legal.length)]!.notation;
  }
  if (p.kind === 'greedy') return (game) => greedyMove(game.rules, currentPosition(game), rng, inOpening(game))!.notation;
  const budget = 'level' in p ? { ...levelBudget(p.level), now } : { iterations: p.playouts };
  return (game) => searchMove(game.rules, currentPosition(game), {
    ...budget, seed: rng.next(),
    game: { plies: game.played.length, history: [game.initial, ...game.played.map((m) => m.after)], openingPlies: openingPliesLeft(game) },
  })!.notation;
}

/** Play game `index` of a run to its end. `now` is read only by a level's time budget. */
export function playSelfplayGame(spec: SelfplaySpec, rules: Ruleset, index: number, now: () => number = () => 0): GameStats {
  const rng = new Rng(gameSeed(spec.seed, index));
  const { position, redraws } = startOf(spec, rules, new Rng(rng.next()));
  const choose: ByPlayer<Chooser> = { A: chooser(spec.players[0], new Rng(rng.next()), now), B: chooser(spec.players[1], new Rng(rng.next()), now) };
  let game = newGame(rules, position, [...spec.options]);
  let laps = 0, captured = 0, legalSum = 0, legalMax = 0, endlessListed = 0, endlessTurns = 0, endlessPlayed = 0;
  for (;;) {
    const end = gameResult(game);
    if (end.over) {
      return {
        winner: end.winner, reason: end.reason, first: position.toMove, plies: game.played.length, laps, captured, legalSum, legalMax,
        endlessListed, endlessTurns, endlessPlayed, openingRedraws: redraws, firstMove: game.played[0]?.notation ?? null,
      };
    }
    const list = listMoves(rules, currentPosition(game), { opening: inOpening(game) });
    const endless = list.all.filter((m) => m.status !== 'ended').length;
    legalSum += list.legal.length;
    legalMax = Math.max(legalMax, list.legal.length);
    endlessListed += endless;
    if (endless > 0) endlessTurns++;
    const notation = choose[currentPosition(game).toMove](game, list.legal);
    const r = playMove(game, notation);
    // The players choose among listMoves(…).legal, so playMove accepts their moves; anything else is a bug.
    if (!r.ok) throw new Error(`selfplay: ${notation} was chosen but the engine refuses it: ${r.error.message}`);
    game = r.value;
    const m = game.played[game.played.length - 1]!;
    laps += m.laps;
    captured += m.captured;
    if (m.status !== 'ended') endlessPlayed++;
  }
}

/** Games `from` … `to − 1` of a run, in order. */
export function playSelfplayGames(spec: SelfplaySpec, from: number, to: number, now?: () => number): GameStats[] {
  const r = specRules(spec);
  if (!r.ok) throw new Error(`selfplay: ${r.error}`);
  const out: GameStats[] = [];
  for (let i = from; i < to; i++) out.push(playSelfplayGame(spec, r.value, i, now));
  return out;
}

// ------------------------------------------------------------------ summary

/** A share with its 95% Wilson score interval (sound at shares near 0 or 1 and small counts, unlike the normal approximation). */
export interface Share {
  readonly value: number;
  readonly low: number;
  readonly high: number;
  readonly count: number;
  readonly of: number;
  readonly method: 'wilson';
}

const Z95 = 1.959963984540054;
const round = (x: number) => Math.round(x * 1e4) / 1e4;

export function wilson(count: number, of: number): Share {
  if (of === 0) return { value: 0, low: 0, high: 1, count, of, method: 'wilson' };
  const p = count / of;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (Z95 / (1 + z2 / of)) * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of));
  return { value: round(p), low: round(Math.max(0, centre - half)), high: round(Math.min(1, centre + half)), count, of, method: 'wilson' };
}

export interface SelfplaySummary {
  readonly rules: RulesetId;
  readonly options: readonly string[];
  readonly start: string;
  readonly players: readonly [string, string];
  readonly seed: number;
  readonly games: number;
  readonly wins: ByPlayer<number>;
  readonly draws: number;
  /** Share of games A won, with its 95% Wilson interval. */
  readonly aWinShare: Share;
  /** How often each side made the main phase's first move, and the share of games the first mover won. */
  readonly firstMover: ByPlayer<number>;
  readonly firstMoverWinShare: Share;
  readonly decisiveShare: Share;
  /** How the games ended; `limitShare`: those ended by the engine's endless-game policy (AMB-11). */
  /** How the games ended; `only-endless` (AMB-19's draw) only when some game did. */
  readonly ends: Readonly<Record<Exclude<GameStats['reason'], 'only-endless'>, number>> & { readonly 'only-endless'?: number };
  readonly limitShare: Share;
  readonly plies: { readonly mean: number; readonly median: number; readonly p95: number; readonly max: number };
  readonly perMove: { readonly laps: number; readonly captured: number };
  /** Legal moves a turn, over every turn played. */
  readonly branching: { readonly mean: number; readonly max: number };
  /** Endless or unresolved moves (AMB-3): listed in all, turns with one (and their share), and played. */
  readonly endless: { readonly listed: number; readonly turns: number; readonly turnShare: number; readonly played: number };
  readonly openingRedraws: number;
}

function quantile(sorted: readonly number[], q: number): number {
  // The nearest-rank quantile: a value that occurred.
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export function startLabel(spec: Pick<SelfplaySpec, 'position' | 'opening'>): string {
  return spec.opening !== null ? 'opening' : spec.position ?? formatPosition(startPosition(8));
}

export function summarize(spec: SelfplaySpec, games: readonly GameStats[]): SelfplaySummary {
  const n = games.length;
  const count = (f: (g: GameStats) => boolean) => games.filter(f).length;
  const sum = (f: (g: GameStats) => number) => games.reduce((s, g) => s + f(g), 0);
  const plies = games.map((g) => g.plies).sort((a, b) => a - b);
  const moves = sum((g) => g.plies);
  const limit = count((g) => g.reason === 'repetition' || g.reason === 'move-limit');
  const onlyEndless = count((g) => g.reason === 'only-endless');
  return {
    rules: spec.rules,
    options: [...spec.options],
    start: startLabel(spec),
    players: [formatPlayer(spec.players[0]), formatPlayer(spec.players[1])],
    seed: spec.seed,
    games: n,
    wins: { A: count((g) => g.winner === 'A'), B: count((g) => g.winner === 'B') },
    draws: count((g) => g.winner === null),
    aWinShare: wilson(count((g) => g.winner === 'A'), n),
    firstMover: { A: count((g) => g.first === 'A'), B: count((g) => g.first === 'B') },
    firstMoverWinShare: wilson(count((g) => g.winner === g.first), n),
    decisiveShare: wilson(count((g) => g.winner !== null), n),
    ends: {
      immobile: count((g) => g.reason === 'immobile'), 'end-holes': count((g) => g.reason === 'end-holes'),
      repetition: count((g) => g.reason === 'repetition'), 'move-limit': count((g) => g.reason === 'move-limit'),
      // AMB-19's draw (onlyEndless=draw) only where it happened, so that the summaries made before it keep their shape.
      ...(onlyEndless > 0 ? { 'only-endless': onlyEndless } : {}),
    },
    limitShare: wilson(limit, n),
    plies: { mean: round(moves / Math.max(1, n)), median: quantile(plies, 0.5), p95: quantile(plies, 0.95), max: plies[plies.length - 1] ?? 0 },
    perMove: { laps: round(sum((g) => g.laps) / Math.max(1, moves)), captured: round(sum((g) => g.captured) / Math.max(1, moves)) },
    branching: { mean: round(sum((g) => g.legalSum) / Math.max(1, moves)), max: games.reduce((s, g) => Math.max(s, g.legalMax), 0) },
    endless: {
      listed: sum((g) => g.endlessListed), turns: sum((g) => g.endlessTurns),
      turnShare: round(sum((g) => g.endlessTurns) / Math.max(1, moves)), played: sum((g) => g.endlessPlayed),
    },
    openingRedraws: sum((g) => g.openingRedraws),
  };
}

/** A whole run on this thread. */
export function runSelfplay(spec: SelfplaySpec, now?: () => number): SelfplaySummary {
  return summarize(spec, playSelfplayGames(spec, 0, spec.games, now));
}
