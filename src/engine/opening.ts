/**
 * Openings.
 *
 * Didinga and Lango (D-open, L-open): both players play one whole move at the same time from a
 * back-row hole, and "the player who first completes his opening has the first move". The
 * sources give no turn order inside the opening, so the engine needs a timing model (AMB-2):
 *
 * - each player drops one marble per tick of his own clock; his *speed* is how many drops he
 *   makes per unit of time (1 by default; 2 plays twice as fast). Driberg: an expert plays "by
 *   increasing or retarding the speed of his own play";
 * - lifting, capturing and the end of a lap take no time: they happen at the instant of the
 *   drop that causes them;
 * - drops at the same instant are taken in a stated order, `tieBreak` (A first by default), and a
 *   tie in finishing goes the same way;
 * - each player sees the board as it is at the instant he acts: the opponent may have emptied a
 *   hole he meant to capture ("if his opponent has not moved his marbles from FO").
 *
 * Ikibuguzo (K-array-1, K-array-2): both players arrange the same array, then "move
 * alternately", each lifting his groups in turn in the order Murray gives; A begins.
 */
import { boardIndex, checkColumns, MAX_COLUMNS, MIN_COLUMNS } from './geometry.ts';
import { holeLetter } from './notation/letters.ts';
import { makePosition, startPosition, type Position } from './position.ts';
import type { Ruleset } from './rulesets/types.ts';
import { MoveRunner } from './machine/runner.ts';
import { DEFAULT_MAX_TRACE_EVENTS, type DecisionPoint, type TraceSink } from './machine/move-state.ts';
import type { TraceEvent } from './trace.ts';
import type { ByPlayer, Player, Result } from './types.ts';
import { err, ok, opponent } from './types.ts';

/**
 * A clockwise chance in the opening: a decision point of the move machine that offers "<"
 * (a clockwise lap that would take an increment from the turning base, L-turn) during a Lango
 * opening (L-open). "A player is not compelled to play clockwise": each is a choice (AMB-18).
 */
export interface ClockwiseChance {
  readonly player: Player;
  /** 0 for the player's first chance in this opening, then 1, 2 … */
  readonly index: number;
  /** The instant of the drop that raised it, on the shared clock (AMB-2). */
  readonly time: number;
  /** The machine's decision point: its kind, the player's local hole, options and clause. */
  readonly point: DecisionPoint;
}

/**
 * How a player answers his clockwise chances in the opening (AMB-18):
 * - `'always'` / `true`: take every chance; `'never'` / `false`: take none;
 * - `{ choices, then }`: the answers at his chances in order (true: take it), then `then` for
 *   any later chance (`never` by default; `ask` stops the race there, status `waiting`);
 * - `'ask'`: the same as `{ choices: [], then: 'ask' }`;
 * - a function, asked at each chance.
 */
export type ClockwisePolicy =
  | boolean
  | 'always'
  | 'never'
  | 'ask'
  | { readonly choices: readonly boolean[]; readonly then?: 'always' | 'never' | 'ask' }
  | ((chance: ClockwiseChance) => boolean);

export interface SimultaneousSettings {
  /** Board width (8 … 16; D-wide). */
  readonly cols?: number;
  /** Each player's starting hole, local index. Default: A's hole "A" (back column N−1), "generally at aA". */
  readonly start?: Partial<ByPlayer<number>>;
  /** Drops per unit of time, each > 0 (AMB-2). Default 1 and 1. */
  readonly speed?: Partial<ByPlayer<number>>;
  /** Who acts first when both act at the same instant (AMB-2). Default A. */
  readonly tieBreak?: Player;
  /** How each player answers the clockwise chances the opening gives him, where it gives any (`openingClockwiseChances`, L-open, AMB-18). Default: never. */
  readonly clockwise?: Partial<ByPlayer<ClockwisePolicy>>;
  readonly trace?: boolean;
  /**
   * With `trace`: keep (or hand to `traceSink`) at most this many steps of the whole opening,
   * both players' together (default DEFAULT_MAX_TRACE_EVENTS); later steps are dropped and the
   * result says `traceCut`. The race itself plays on to its end: only its record is bounded.
   */
  readonly maxTraceEvents?: number;
  /**
   * With `trace`: hand each step to this sink as it happens, with its instant, instead of
   * keeping it (the result then has no `steps`), so that an opening running to the lap bound
   * (AMB-3) can be written out while memory stays flat.
   */
  readonly traceSink?: OpeningStepSink;
}

export interface OpeningStep {
  /** The instant of the event on the shared clock (ticks at speed 1). */
  readonly time: number;
  /** Who acts: the same as `event.player`. */
  readonly player: Player;
  readonly event: TraceEvent;
}

/** Receives the opening's steps as they happen (SimultaneousSettings.traceSink). */
export type OpeningStepSink = (step: OpeningStep) => void;

export interface OpeningResult {
  /** The position when both have finished, the first finisher to move. */
  readonly position: Position;
  /** Who finished first and so has the first move (D-open). */
  readonly first: Player;
  /** The instant each player finished. */
  readonly finishedAt: ByPlayer<number>;
  readonly captured: ByPlayer<number>;
  readonly laps: ByPlayer<number>;
  /**
   * `ended` for both; `unresolved` when a player's opening reached the lap bound (AMB-3);
   * `waiting` when the race stopped at a clockwise chance of a player whose policy is to ask
   * (`waiting` says whose; `position`, the steps and the tallies are those of that instant, and
   * `first` is not yet known: it holds the tie-break's player).
   */
  readonly status: 'ended' | 'unresolved' | 'waiting';
  /** Each player's answers at his clockwise chances, in order (true: taken). */
  readonly choices: ByPlayer<readonly boolean[]>;
  /** With status `waiting`: the chance the race stopped at. */
  readonly waiting?: ClockwiseChance;
  readonly steps?: readonly OpeningStep[];
  /** With `trace`: the steps kept (or handed to the sink), both players' together, at most `maxTraceEvents`. */
  readonly traceEvents?: number;
  /** With `trace`: true when the bound was reached and later steps were dropped. */
  readonly traceCut?: boolean;
}

export interface OpeningError {
  /**
   * `bad-pair`: two starts each allowed but not together (AMB-16); `bad-clockwise`: a clockwise
   * policy the code's reading cannot follow (AMB-18); `bad-trace-bound`: a `maxTraceEvents`
   * that is not a whole number, 0 or more.
   */
  readonly code: 'not-simultaneous' | 'bad-width' | 'bad-start' | 'bad-pair' | 'bad-clockwise' | 'bad-speed' | 'bad-trace-bound';
  readonly message: string;
}

/** Default start: the back hole Driberg calls A / a (column N−1 from the owner's left): "generally at aA". */
export function defaultOpeningHole(cols: number): number {
  return cols - 2;
}

/**
 * The holes a player may open a simultaneous opening from: any back-row hole (D-open, AMB-17's
 * default), any hole (AMB-17, `didinga.openingStart=any-hole`) or only A and B (L-open). Asked of
 * the move machine, which refuses the others, so the rule lives in one place.
 */
export function openingStartHoles(rules: Ruleset, cols: number): number[] {
  checkColumns(cols, 'openingStartHoles');
  const holes: number[] = [];
  if (rules.opening.kind !== 'simultaneous') return holes;
  for (let h = 0; h < 2 * cols; h++) {
    const runner = new MoveRunner(rules, cols, Int32Array.from(startPosition(cols).counts), 'A');
    if (runner.begin({ kind: 'sow', hole: h, clockwise: false }, { opening: true })) holes.push(h);
  }
  return holes;
}

/** Why a pair of start holes, each allowed, may not be played together (AMB-16), or null if it may. */
export function openingPairRefusal(rules: Ruleset, start: ByPlayer<number>, cols: number): string | null {
  if (rules.opening.kind !== 'simultaneous' || rules.opening.startPairs.pairs !== 'same-column' || start.A === start.B) return null;
  const name = (p: Player) => (cols === 8 ? holeLetter(p, start[p], 'driberg') : `column ${start[p] + 1}`);
  return `A opens from ${name('A')} and B from ${name('B')}, but under lango.openingPairs=same-column both players open from the same column, aA or bB (AMB-16)`;
}

/** Every pair of start holes the code allows, A's hole first (D-open, L-open, AMB-16, AMB-17). */
export function openingStartPairs(rules: Ruleset, cols: number): ByPlayer<number>[] {
  const holes = openingStartHoles(rules, cols);
  const pairs: ByPlayer<number>[] = [];
  for (const A of holes) for (const B of holes) if (openingPairRefusal(rules, { A, B }, cols) === null) pairs.push({ A, B });
  return pairs;
}

/**
 * Whether a code's opening gives a player clockwise chances (`SimultaneousSettings.clockwise`):
 * Lango's, from the turning base (L-open); not Didinga's, sown counter-clockwise only (D-open),
 * nor Murray's arrays, whose operations are fixed (K-array-1).
 */
export function openingClockwiseChances(rules: Ruleset): boolean {
  return rules.opening.kind === 'simultaneous' && rules.opening.clockwiseChances !== null;
}

/** A policy's fixed answers and what follows them; a function policy has none. */
function policyList(policy: ClockwisePolicy): { choices: readonly boolean[]; then: 'always' | 'never' | 'ask' } | null {
  if (typeof policy === 'function') return null;
  if (policy === true || policy === 'always') return { choices: [], then: 'always' };
  if (policy === false || policy === 'never') return { choices: [], then: 'never' };
  if (policy === 'ask') return { choices: [], then: 'ask' };
  return { choices: policy.choices, then: policy.then ?? 'never' };
}

export function runSimultaneousOpening(rules: Ruleset, settings: SimultaneousSettings = {}): Result<OpeningResult, OpeningError> {
  if (rules.opening.kind !== 'simultaneous') {
    return err({ code: 'not-simultaneous', message: `${rules.name} opens with Murray's arrays, not a simultaneous opening (use the array opening)` });
  }
  const cols = settings.cols ?? 8;
  if (!Number.isInteger(cols) || cols < MIN_COLUMNS || cols > MAX_COLUMNS) {
    return err({ code: 'bad-width', message: `a board has ${MIN_COLUMNS} to ${MAX_COLUMNS} holes a row; got ${cols}` });
  }
  const board = Int32Array.from(startPosition(cols).counts);
  const players: Player[] = ['A', 'B'];
  const runners = { A: new MoveRunner(rules, cols, board, 'A'), B: new MoveRunner(rules, cols, board, 'B') };
  const speed = { A: settings.speed?.A ?? 1, B: settings.speed?.B ?? 1 };
  for (const p of players) {
    if (!(Number.isFinite(speed[p]) && speed[p] > 0 && speed[p] <= 1000)) {
      return err({ code: 'bad-speed', message: `player ${p}'s speed must be a number above 0 and at most 1000; got ${speed[p]}` });
    }
  }
  const maxTraceEvents = settings.maxTraceEvents ?? DEFAULT_MAX_TRACE_EVENTS;
  if (!Number.isSafeInteger(maxTraceEvents) || maxTraceEvents < 0) {
    return err({ code: 'bad-trace-bound', message: `the bound on the opening's trace (maxTraceEvents) must be a whole number, 0 or more; got ${String(maxTraceEvents)}` });
  }
  const tie = settings.tieBreak ?? 'A';
  const order: Player[] = tie === 'A' ? ['A', 'B'] : ['B', 'A'];
  const trace = settings.trace ?? false;
  const sink = trace ? (settings.traceSink ?? null) : null;
  const steps: OpeningStep[] = [];
  let traceEvents = 0;
  let traceCut = false;
  /** The instant on the shared clock (AMB-2): 0 for the lifts, then each drop's. */
  let now = 0;
  const keep = (step: OpeningStep) => {
    // The bound counts both players' steps together; the race plays on, its record stops here.
    if (traceEvents >= maxTraceEvents) {
      traceCut = true;
      return;
    }
    traceEvents++;
    if (sink) sink(step);
    else steps.push(step);
  };
  // The lifts at instant 0 are held until both starts are accepted (bad-start, bad-pair), so
  // that a sink never hears of an opening that was refused.
  let held: OpeningStep[] | null = [];
  // Each runner hands its events over as they happen and keeps none; a step takes the instant
  // of the drop that causes it (AMB-2). A runner's own bound is the opening's, so that it never
  // builds more events than the opening could keep.
  const runnerSink = (p: Player): TraceSink => (event) => {
    const step: OpeningStep = { time: now, player: p, event };
    if (held) held.push(step);
    else keep(step);
  };

  // Clockwise chances (L-open, AMB-18): each decision point offering "<" is asked of the
  // player's policy; under `whole-opening` the first answer holds for his later chances.
  const cw = rules.opening.clockwiseChances;
  const choices: ByPlayer<boolean[]> = { A: [], B: [] };
  let waiting: ClockwiseChance | null = null;
  for (const p of players) {
    const policy = settings.clockwise?.[p] ?? 'never';
    const list = policyList(policy);
    if (list) {
      const bad = list.choices.find((c) => typeof c !== 'boolean');
      if (bad !== undefined) return err({ code: 'bad-clockwise', message: `player ${p}'s clockwise choices must each be true (take the chance) or false (pass); got ${String(bad)}` });
    }
    if (cw?.choice === 'whole-opening' && list && list.choices.length > 1) {
      return err({ code: 'bad-clockwise', message: `player ${p} gives ${list.choices.length} clockwise choices, but under lango.openingClockwise=whole-opening a player decides once, at his first chance, for his whole opening (AMB-18); give one` });
    }
    const r = runners[p];
    r.decide = (point) => {
      const take = point.options.indexOf('<');
      if (cw === null || take < 0) return 0;
      const mine = choices[p];
      const chance: ClockwiseChance = { player: p, index: mine.length, time: now, point };
      let yes: boolean;
      if (cw.choice === 'whole-opening' && mine.length > 0) yes = mine[0]!;
      else if (list === null) yes = (policy as (c: ClockwiseChance) => boolean)(chance) === true;
      else if (mine.length < list.choices.length) yes = list.choices[mine.length]!;
      else if (list.then === 'ask') {
        waiting = chance;
        return -1;
      } else yes = list.then === 'always';
      mine.push(yes);
      return yes ? take : 0;
    };
  }

  // Both lift at instant 0, in tie-break order (a lift takes no time).
  const start = { A: settings.start?.A ?? defaultOpeningHole(cols), B: settings.start?.B ?? defaultOpeningHole(cols) };
  for (const p of order) {
    const hole = start[p];
    if (!runners[p].begin({ kind: 'sow', hole, clockwise: false }, { opening: true, trace, traceSink: runnerSink(p), maxTraceEvents })) {
      const name = Number.isInteger(hole) && hole >= 0 && hole < 2 * cols ? `hole ${cols === 8 ? holeLetter(p, hole, 'driberg') : hole}` : `hole ${hole}`;
      return err({ code: 'bad-start', message: `player ${p} cannot open from ${name}: ${runners[p].illegalReason}` });
    }
  }
  const pairRefusal = openingPairRefusal(rules, start, cols);
  if (pairRefusal !== null) return err({ code: 'bad-pair', message: pairRefusal });
  const lifts = held;
  held = null;
  for (const step of lifts) keep(step);

  const drops = { A: 0, B: 0 };
  const finishedAt = { A: 0, B: 0 };
  const done = (p: Player) => runners[p].status !== 'sowing';
  while (!done('A') || !done('B')) {
    // The next drop of each player happens at (drops + 1) / speed; compare without rounding.
    let actor: Player;
    if (done('A')) actor = 'B';
    else if (done('B')) actor = 'A';
    else {
      const a = (drops.A + 1) * speed.B;
      const b = (drops.B + 1) * speed.A;
      actor = a < b ? 'A' : b < a ? 'B' : tie;
    }
    drops[actor]++;
    const time = drops[actor] / speed[actor];
    now = time;
    runners[actor].advance();
    if (waiting !== null) break;
    if (done(actor)) finishedAt[actor] = time;
  }
  const tallies = {
    captured: { A: runners.A.captured, B: runners.B.captured },
    laps: { A: runners.A.laps, B: runners.B.laps },
    choices,
    // A runner that reached its own bound had already filled the opening's: its cut is the opening's.
    ...(trace ? { ...(sink ? {} : { steps }), traceEvents, traceCut: traceCut || runners.A.traceCut || runners.B.traceCut } : {}),
  };
  if (waiting !== null) {
    return ok({ position: makePosition(cols, board, tie), first: tie, finishedAt, status: 'waiting', waiting, ...tallies });
  }
  const first: Player = finishedAt.A < finishedAt.B ? 'A' : finishedAt.B < finishedAt.A ? 'B' : tie;
  const unresolved = runners.A.status !== 'ended' || runners.B.status !== 'ended';
  return ok({
    position: makePosition(cols, board, first),
    first,
    finishedAt,
    status: unresolved ? 'unresolved' : 'ended',
    ...tallies,
  });
}

/** Murray's arrays, in his letters (= local indices), as placed on the lower half (M51). */
export const MURRAY_ARRAYS = {
  /** K-array-1: "A 0, B 6, C–G 0, H 17, I 0, J 3, K 0, L 3, M 0, N 3, O 0, P 0"; groups of three lifted from N, L, J. */
  1: { counts: [0, 6, 0, 0, 0, 0, 0, 17, 0, 3, 0, 3, 0, 3, 0, 0], lifts: [13, 11, 9], pattern: [2, 1] },
  /** K-array-2: four in each back hole; lifted from the rightmost (DLP), two in the next hole, one in each of the two beyond. */
  2: { counts: [4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0], lifts: [7, 6, 5, 4, 3, 2, 1, 0], pattern: [2, 1, 1] },
} as const;

export interface ArrayOpeningStep {
  readonly player: Player;
  /** The hole lifted (local index = Murray's letter). */
  readonly hole: number;
  /** Holes that received beans, in order, with how many. */
  readonly placed: readonly { readonly hole: number; readonly beans: number }[];
  /** Marbles captured if the last bean made a capture (K-array-capture). */
  readonly captured: number;
  readonly after: Position;
  readonly trace?: readonly TraceEvent[];
}

export interface ArrayOpeningResult {
  readonly arrayed: Position;
  readonly steps: readonly ArrayOpeningStep[];
  /** With `trace`: every lift, drop and capture of the opening, in order, as one trace. */
  readonly trace?: readonly TraceEvent[];
  /** The position after the opening operations; A moves first in the main phase, the alternation going on. */
  readonly position: Position;
}

/**
 * Murray's opening (K-array-1 / K-array-2). Each operation lifts a group and places it by the
 * array's pattern; if the last bean falls in an occupied hole in opposition, a capture is made
 * "as in 8.3.2 and 8.3.3" and the move goes on as in the main phase (K-array-capture; the engine
 * reads "a bean falls" as the last bean, as in a sowing).
 *
 * Its trace needs no bound (unlike the simultaneous opening's `maxTraceEvents`): it is bounded
 * by construction. The arrays are fixed and the board has 8 columns, so the operations and their
 * beans are fixed too (K-array-1: 30 events; K-array-2: 96), and neither array's last bean makes
 * a capture under any reading (see test/engine/opening.test.ts), so no move of the main phase
 * runs on inside it.
 */
export function runArrayOpening(rules: Ruleset, opts: { trace?: boolean; array?: 1 | 2 } = {}): ArrayOpeningResult {
  const which = opts.array ?? (rules.opening.kind === 'array' ? rules.opening.array : 1);
  const spec = MURRAY_ARRAYS[which];
  const cols = 8;
  const counts = new Array<number>(32).fill(0);
  for (const p of ['A', 'B'] as const) spec.counts.forEach((c, i) => (counts[boardIndex(p, i, cols)] = c));
  const arrayed = makePosition(cols, counts, 'A');
  const board = Int32Array.from(counts);
  const runners = { A: new MoveRunner(rules, cols, board, 'A'), B: new MoveRunner(rules, cols, board, 'B') };
  const steps: ArrayOpeningStep[] = [];
  const clause = which === 2 ? 'K-array-2' : 'K-array-1';
  const events: TraceEvent[] | null = opts.trace ? [] : null;
  for (const hole of spec.lifts) {
    for (const player of ['A', 'B'] as const) {
      const base = boardIndex(player, 0, cols);
      let hand = board[base + hole]!;
      board[base + hole] = 0;
      const snapshot = (toMove: Player) => makePosition(cols, board, toMove);
      // Each sowing of the array is a move of its own (K-array-1, K-array-2: the players take turns),
      // so its laps count from 1: its own sowing is lap 1, and a capture it makes starts lap 2
      // (D-def-lap: "a lap which starts by capturing").
      events?.push({ type: 'lift', player, hole: { player, local: hole }, count: hand, reason: 'start', clause, after: snapshot(player), hand, lap: 1 });
      const placed: { hole: number; beans: number }[] = [];
      let h: number = hole;
      let last: number = hole;
      let lastWasOccupied = false;
      for (const beans of spec.pattern) {
        if (hand === 0) break;
        h = (h + 1) % 16;
        const put = Math.min(beans, hand);
        lastWasOccupied = board[base + h]! + put - 1 > 0;
        for (let k = 0; k < put; k++) {
          board[base + h] = board[base + h]! + 1;
          hand--;
          events?.push({ type: 'drop', player, hole: { player, local: h }, direction: 'ccw', clause, after: snapshot(player), hand, lap: 1 });
        }
        placed.push({ hole: h, beans: put });
        last = h;
      }
      let captured = 0;
      let laps = 1;
      let end = last;
      let trace: readonly TraceEvent[] | undefined;
      const runner = runners[player];
      if (lastWasOccupied && last >= cols && runner.enPrise(last)) {
        runner.beginWithCapture(last, hole, { trace: opts.trace ?? false });
        runner.decide = () => 0;
        runner.run();
        captured = runner.captured;
        // The runner counts from the capture (beginWithCapture: its lap 1 is the sowing's lap 2).
        laps = 1 + runner.laps;
        end = runner.lastHole;
        trace = runner.trace ?? undefined;
        // Its own end of move is left out: the sowing's, below, ends it once, with every lap counted.
        if (trace) for (const e of trace) if (e.type !== 'move-end') events?.push({ ...e, lap: e.lap + 1 });
      }
      events?.push({ type: 'move-end', player, hole: { player, local: end }, laps, captured, clause, after: snapshot(opponent(player)), hand: 0, lap: laps });
      steps.push({ player, hole, placed, captured, after: makePosition(cols, board, opponent(player)), ...(trace ? { trace } : {}) });
    }
  }
  return { arrayed, steps, position: makePosition(cols, board, 'A'), ...(events ? { trace: events } : {}) };
}
