/**
 * The pure move API: list every legal complete move of a position, and play one, returning a
 * new position and (on request) the trace. Positions are never mutated; the machine in
 * machine/runner.ts runs on a private copy of the board.
 */
import { formatHole, formatMove, type Move } from './notation/move.ts';
import { makePosition, type Position } from './position.ts';
import type { Ruleset } from './rulesets/types.ts';
import { MoveRunner } from './machine/runner.ts';
import type { DecisionPoint, TraceSink } from './machine/move-state.ts';
import { decodeStart, type Start } from './start.ts';
import type { DecisionToken, TraceEvent } from './trace.ts';
import type { Result } from './types.ts';
import { err, ok } from './types.ts';

export interface MoveResult {
  readonly move: Move;
  readonly notation: string;
  /** The position after the move, the opponent to move. */
  readonly after: Position;
  /** `ended` in an empty hole (D-def-move); `endless`: a cycle was proven; `unresolved`: the lap bound was reached (AMB-3). */
  readonly status: 'ended' | 'endless' | 'unresolved';
  /** False for an endless or unresolved move when the ruleset forbids them (the default, AMB-3). */
  readonly legal: boolean;
  readonly captured: number;
  readonly laps: number;
  readonly drops: number;
  /** K-win: both of the opponent's front-row end holes were captured from in this move. */
  readonly endHoleWin: boolean;
  readonly trace?: readonly TraceEvent[];
  /** With a trace: events emitted (recorded, or handed to the sink), at most maxTraceEvents. */
  readonly traceEvents?: number;
  /** With a trace: true when the move made more events than maxTraceEvents and the trace stops short of its end. */
  readonly traceCut?: boolean;
  /** Under `choices: 'fit'`: how the choices given were fitted to the ones the move met (see FittedChoices). */
  readonly fitted?: FittedChoices;
}

/**
 * How a move's given choices were fitted to the choices it met (`choices: 'fit'`): `move` is then
 * the move as played, its decisions the ones taken.
 */
export interface FittedChoices {
  /** The given choices left out: from the first one not offered where it came, or past the move's last choice. */
  readonly dropped: readonly DecisionToken[];
  /** The choices taken where none was left to give, each the first offered (">", go on counter-clockwise). */
  readonly added: readonly DecisionToken[];
}

/**
 * How `play` takes the choices a move gives: `exact`, every choice met must be given, in order,
 * and every one given must be met and offered; `fit`, a move written for one code is played under
 * another: at the first given choice not offered there, it and every later one are dropped (the
 * choices before it, which the codes share, are still made), choices past the move's last are
 * dropped, and a choice met with none left to give takes the first offered. The result's `fitted`
 * says what was dropped and added.
 */
export type ChoiceFit = 'exact' | 'fit';

export type MoveErrorCode = 'illegal-start' | 'missing-decision' | 'decision-not-offered' | 'extra-decision' | 'forbidden-endless';

/**
 * What each sign after a `/` does at a choice met inside a move, as an instruction: the words the
 * engine's messages, the notation key (/notation/#moves) and the widgets' choice buttons all use.
 */
export const CHOICE_WORDS: Readonly<Record<DecisionToken, string>> = {
  '>': 'go on counter-clockwise',
  '<': 'take the clockwise chance',
  '^': 'leave the marbles taken in the reverse hole and play clockwise from the other reverse hole',
};

export interface MoveError {
  readonly code: MoveErrorCode;
  readonly message: string;
  /** For `missing-decision`: where the move needs a choice and what it may be (the play widget prompts with this). */
  readonly pending?: DecisionPoint;
  /** For `missing-decision`: the board as the choice finds it, and the marbles taken and laps run so far (to show the choice on a board). */
  readonly reached?: { readonly counts: readonly number[]; readonly captured: number; readonly laps: number };
}

function runnerFor(rules: Ruleset, pos: Position): MoveRunner {
  return new MoveRunner(rules, pos.cols, Int32Array.from(pos.counts), pos.toMove);
}

function finish(runner: MoveRunner, rules: Ruleset, pos: Position, move: Move): MoveResult {
  const status = runner.status as 'ended' | 'endless' | 'unresolved';
  const result: MoveResult = {
    move,
    notation: formatMove(move, pos.cols),
    // The side to move as the move's own trace gives it (D-open, LU-open: MoveRunner.toMoveAfter).
    after: makePosition(pos.cols, runner.board, runner.toMoveAfter()),
    status,
    legal: status === 'ended' || rules.endless.policy === 'stop',
    captured: runner.captured,
    laps: runner.laps,
    drops: runner.drops,
    endHoleWin: rules.endHoleWin !== null && runner.endHoleMask === 3,
    ...(runner.trace ? { trace: runner.trace, traceEvents: runner.traceEvents, traceCut: runner.traceCut } : {}),
  };
  return result;
}

/**
 * Play one complete move. Every decision the move meets must be given in `move.decisions`, in
 * order; a missing one is an error that says where and what the choice is (unless `choices` is `fit`).
 */
export interface PlayOptions {
  /** How the choices given are taken (default `exact`; see ChoiceFit). */
  readonly choices?: ChoiceFit;
  /** Record the trace. */
  readonly trace?: boolean;
  /** With `trace`: hand each event to this sink as it happens; the result's `trace` then stays empty (memory stays flat). */
  readonly traceSink?: TraceSink;
  /** With `trace`: the bound on events recorded (default DEFAULT_MAX_TRACE_EVENTS); reaching it sets `traceCut`. */
  readonly maxTraceEvents?: number;
  /** Play it as an opening move (D-open, L-open): the opening's start holes and back-row captures apply. */
  readonly opening?: boolean;
  /** Play it as a lap inside a move: no start-of-move capture (to show a lap the text tells that way, AMB-9). */
  readonly midMove?: boolean;
}

export function play(rules: Ruleset, pos: Position, move: Move, opts: PlayOptions = {}): Result<MoveResult, MoveError> {
  const runner = runnerFor(rules, pos);
  const fit = opts.choices === 'fit';
  const given = move.decisions;
  let used = 0;
  let refused: { token: DecisionToken; point: DecisionPoint } | null = null;
  /** Under `fit`: a given choice was not offered, so it and the rest are dropped. */
  let dropping = false;
  runner.decide = fit
    ? (point) => {
      if (dropping || used >= given.length) return 0;
      const i = point.options.indexOf(given[used]!);
      if (i >= 0) {
        used++;
        return i;
      }
      dropping = true;
      return 0;
    }
    : (point) => {
      if (used >= given.length) return -1;
      const token = given[used++]!;
      const i = point.options.indexOf(token);
      if (i < 0) refused = { token, point };
      return i;
    };
  const runOpts = {
    trace: opts.trace ?? false, opening: opts.opening ?? false, midMove: opts.midMove ?? false,
    ...(opts.traceSink ? { traceSink: opts.traceSink } : {}), ...(opts.maxTraceEvents !== undefined ? { maxTraceEvents: opts.maxTraceEvents } : {}),
  };
  if (!runner.begin(move.start, runOpts)) {
    return err({ code: 'illegal-start', message: `${formatMove(move, pos.cols)}: ${runner.illegalReason}` });
  }
  runner.run();
  if (refused !== null) {
    const { token, point } = refused as { token: DecisionToken; point: DecisionPoint };
    return err({
      code: 'decision-not-offered', pending: point,
      message: `${formatMove(move, pos.cols)}: at ${formatHole(point.hole, pos.cols)} the choice is ${point.options.map((o) => `"${o}"`).join(' or ')}, not "${token}" (${point.clause})`,
    });
  }
  if (runner.status === 'needs-decision') {
    const p = runner.pending!;
    return err({
      code: 'missing-decision', pending: p,
      reached: { counts: Array.from(runner.board), captured: runner.captured, laps: runner.laps },
      message: `${formatMove(move, pos.cols)}: the move reaches a choice at ${formatHole(p.hole, pos.cols)} (${p.kind}, ${p.clause}): add ${p.options.map((o) => `"/${o}" (${CHOICE_WORDS[o]})`).join(' or ')}`,
    });
  }
  if (!fit && used < given.length) {
    return err({ code: 'extra-decision', message: `${formatMove(move, pos.cols)}: the move meets only ${used} choice${used === 1 ? '' : 's'} but ${given.length} are given` });
  }
  const result = fit ? fitted(finish(runner, rules, pos, { start: move.start, decisions: [...runner.taken] }), given, used) : finish(runner, rules, pos, move);
  if (!result.legal) {
    return err({
      code: 'forbidden-endless',
      message: `${result.notation}: the move ${result.status === 'endless' ? 'never ends (a cycle was found after ' : 'has not ended after '}${result.laps} laps${result.status === 'endless' ? ')' : ''}, and such moves are not allowed (AMB-3; option endless=stop plays them up to that point)`,
    });
  }
  return ok(result);
}

/** A result under `fit`: the first `used` given choices were taken, the rest dropped; the taken ones after them were added. */
function fitted(result: MoveResult, given: readonly DecisionToken[], used: number): MoveResult {
  return { ...result, fitted: { dropped: given.slice(used), added: result.move.decisions.slice(used) } };
}

/** Every start the side to move may try (see StartLister.listStarts). */
export function legalStarts(rules: Ruleset, pos: Position, opening = false): Start[] {
  return runnerFor(rules, pos).listStarts([], opening).map(decodeStart);
}

/**
 * How many decisions of one move `listMoves` branches on unless told otherwise. A move that meets
 * a choice past the bound takes the default (">") there, and the list says so (`decisionsCut`),
 * so nothing is lost without a word. The complete-move cap below bounds the work as well.
 */
export const DEFAULT_MAX_DECISIONS = 32;
/** Cap on the complete moves listed for one position. */
export const MAX_LISTED_MOVES = 4096;
/**
 * Default bound on the marbles `listMoves` drops in all, every branch's replay included (a drop
 * is the machine's unit of work). A list of ordinary moves makes a few thousand drops; the bound
 * is met only when many branches of one move each run to the lap bound (AMB-3), where it stops
 * the list within about a second and says so (`workCut`), instead of letting
 * MAX_LISTED_MOVES × maxLaps laps run.
 */
export const DEFAULT_MAX_LIST_DROPS = 20_000_000;

export interface ListOptions {
  /** Branch on the first `maxDecisions` decisions of each move (a whole number, 0 or more; default DEFAULT_MAX_DECISIONS). */
  readonly maxDecisions?: number;
  /** List the moves of a first turn of Ludii's sequential opening (LU-open); other openings are played by opening.ts. */
  readonly opening?: boolean;
  /** Stop listing once the moves run so far have dropped this many marbles in all (default DEFAULT_MAX_LIST_DROPS); reported in `workCut`. */
  readonly maxListDrops?: number;
  /**
   * Asked before each complete move is worked out, with the number of legal moves listed so far;
   * `true` stops the listing there (`stopped` in the result). The caller's clock stays outside
   * the engine: the computer player passes its deadline, so one node never overruns it.
   */
  readonly shouldStop?: (legalSoFar: number) => boolean;
}

export interface ListedMove extends MoveResult {
  /** The index in `all` of the first move that reached the same position, or null. */
  readonly sameAs: number | null;
  /** The move met a choice past `maxDecisions` and took the default there: the moves its other options lead to are not listed. */
  readonly cut: boolean;
}

export interface MoveList {
  /** Every complete move (decision path), legal or not under the endless-move policy. */
  readonly all: readonly ListedMove[];
  /** Only the legal ones. */
  readonly legal: readonly MoveResult[];
  /** True if MAX_LISTED_MOVES or the work bound (`workCut`) cut the list. */
  readonly truncated: boolean;
  /** True if the list stopped at `maxListDrops` drops in all: the moves after are not listed. */
  readonly workCut: boolean;
  /** Marbles dropped in all to make the list (every branch's replay included). */
  readonly dropsRun: number;
  /** True if the caller's `shouldStop` ended the listing early. */
  readonly stopped: boolean;
  /** The bound on decisions branched on that this list used. */
  readonly maxDecisions: number;
  /** How many listed moves met a choice past `maxDecisions` (see ListedMove.cut); 0 when every choice was branched on. */
  readonly decisionsCut: number;
}

/**
 * List every complete move: each start, and each path through the decisions inside it, up to
 * `maxDecisions` decisions a move (reported in `decisionsCut` when a move has more). Several
 * paths may reach the same position: `sameAs` names the first move that did.
 */
export function listMoves(rules: Ruleset, pos: Position, opts: ListOptions = {}): MoveList {
  const maxDecisions = opts.maxDecisions ?? DEFAULT_MAX_DECISIONS;
  if (!Number.isSafeInteger(maxDecisions) || maxDecisions < 0) {
    throw new RangeError(`listMoves: maxDecisions must be a whole number, 0 or more; got ${String(maxDecisions)}`);
  }
  const maxListDrops = opts.maxListDrops ?? DEFAULT_MAX_LIST_DROPS;
  if (!Number.isSafeInteger(maxListDrops) || maxListDrops < 1) {
    throw new RangeError(`listMoves: maxListDrops must be a whole number, 1 or more; got ${String(maxListDrops)}`);
  }
  const all: ListedMove[] = [];
  const seen = new Map<string, number>();
  let truncated = false;
  let workCut = false;
  let dropsRun = 0;
  let stopped = false;
  let decisionsCut = 0;
  let legalSoFar = 0;
  const opening = opts.opening ?? false;
  starts: for (const start of legalStarts(rules, pos, opening)) {
    const stack: DecisionToken[][] = [[]];
    while (stack.length > 0) {
      if (all.length >= MAX_LISTED_MOVES) {
        truncated = true;
        break starts;
      }
      if (dropsRun >= maxListDrops) {
        truncated = true;
        workCut = true;
        break starts;
      }
      if (opts.shouldStop?.(legalSoFar)) {
        stopped = true;
        break starts;
      }
      const prefix = stack.pop()!;
      const runner = runnerFor(rules, pos);
      let used = 0;
      let cut = false;
      runner.decide = (point) => {
        if (used < prefix.length) return point.options.indexOf(prefix[used++]!);
        if (runner.taken.length < maxDecisions) return -1;
        cut = true;
        return 0;
      };
      if (!runner.begin(start, { opening })) break;
      runner.run();
      dropsRun += runner.drops;
      if (runner.status === 'needs-decision') {
        // Depth first, the default (">") explored first.
        const options = runner.pending!.options;
        for (let i = options.length - 1; i >= 0; i--) stack.push([...runner.taken, options[i]!]);
        continue;
      }
      const move: Move = { start, decisions: [...runner.taken] };
      const result = finish(runner, rules, pos, move);
      const key = result.after.counts.join(',');
      const first = seen.get(key);
      if (first === undefined) seen.set(key, all.length);
      if (cut) decisionsCut++;
      all.push({ ...result, sameAs: first ?? null, cut });
      if (result.legal) legalSoFar++;
    }
  }
  return { all, legal: all.filter((m) => m.legal), truncated, workCut, dropsRun, stopped, maxDecisions, decisionsCut };
}
