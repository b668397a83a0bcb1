/**
 * A move in progress, the third floor of the move machine: its state (the marbles in hand, the
 * hole sown next, the direction, the lap's origin, the counters), the decisions taken, and the
 * trace recorded when asked for. It holds the few steps that every rule is written with: lift a
 * hole, leave marbles in one, ask the decider, check the lap bound and the cycle test (AMB-3),
 * and record an event. The rules themselves, where each lap goes and what it takes, are the lap
 * runner's (runner.ts).
 */
import { makePosition } from '../position.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { DecisionKind, DecisionToken, TraceEvent } from '../trace.ts';
import type { ClauseId, Player } from '../types.ts';
import { opponent } from '../types.ts';
import { CycleTest } from './cycle.ts';
import { StartLister } from './starts.ts';

export interface DecisionPoint {
  readonly kind: DecisionKind;
  /** The mover's local hole where the choice arises. */
  readonly hole: number;
  /** Always ">" (go on counter-clockwise) first, then "<" and/or "^" where they would capture. */
  readonly options: readonly DecisionToken[];
  readonly clause: ClauseId;
}

/** Chooses an option index for a decision point, or −1 to stop the machine there (used to branch). */
export type Decider = (point: DecisionPoint) => number;

export type MoveStatus = 'sowing' | 'ended' | 'endless' | 'unresolved' | 'needs-decision' | 'illegal';

/** The options a decision point offers: ">" (go on counter-clockwise) first, then "<" and/or "^". */
export const OPTIONS_BOTH: readonly DecisionToken[] = ['>', '<'];
export const OPTIONS_SWITCH: readonly DecisionToken[] = ['>', '^'];
export const OPTIONS_ALL: readonly DecisionToken[] = ['>', '<', '^'];

export interface RunnerOptions {
  /** Record a trace (for display). Off on the fast path. */
  readonly trace?: boolean;
  /** This is an opening move (D-open, L-open): back-row captures and the opening's start rules apply. */
  readonly opening?: boolean;
  /** Begin as a lap inside a move: the start-of-move capture rule does not apply (AMB-9's illustration). */
  readonly midMove?: boolean;
  /**
   * With `trace`: hand each event to this sink as it happens instead of keeping it, so a long
   * move's trace can be written out (the CLI's NDJSON) while memory stays flat.
   */
  readonly traceSink?: TraceSink;
  /** With `trace`: record at most this many events (default DEFAULT_MAX_TRACE_EVENTS); later ones are dropped and `traceCut` is set. */
  readonly maxTraceEvents?: number;
}

/** Receives trace events as they happen (RunnerOptions.traceSink). */
export type TraceSink = (event: TraceEvent) => void;

/**
 * Trace events recorded for one move unless told otherwise. Each event carries the board after
 * it, so a trace costs memory (or output) in proportion to its length; a move within the
 * position limit ends in a few thousand drops, and one that runs to the lap bound (AMB-3) makes
 * far more, which the trace then reports as cut rather than exhausting memory.
 */
export const DEFAULT_MAX_TRACE_EVENTS = 50_000;

/** One player's move in progress on a shared board (see StartLister, LapBoard). */
export abstract class MoveState extends StartLister {
  // Move state.
  status: MoveStatus = 'illegal';
  hand = 0;
  protected next = 0;
  protected dir: 1 | -1 = 1;
  /** The hole the lap in hand passes by when it comes round (AMB-14 `skip`), −1 for none. */
  protected skip = -1;
  /** Hole the last simple lap was lifted from (D-inc). */
  protected lapOrigin = 0;
  /** Hole that began the current clockwise lap, −1 if none (L-turn, K-chain). */
  protected cwOrigin = -1;
  /** Whether a clockwise capture may be followed by another clockwise sowing (K-chain: first sowing only). */
  protected chainOk = false;
  protected isStartCapture = false;
  /** Opening only: back-row captures still allowed (D-open: until the sowing reaches the front row). */
  protected backCaptures = false;
  protected opening = false;
  /** LU-open: a first turn of Ludii's sequential opening that sows counter-clockwise only. */
  protected noClockwise = false;

  laps = 0;
  drops = 0;
  captured = 0;
  /** Bit 0 / bit 1: the opponent's front-row end hole I / P (Murray) was captured from (K-win). */
  endHoleMask = 0;
  /** Last hole of the move, where it came to rest. */
  lastHole = -1;
  /** Why `begin` refused a start. */
  illegalReason = '';
  /** Decision tokens taken at points that offered a choice, in order. */
  readonly taken: DecisionToken[] = [];
  pending: DecisionPoint | null = null;

  decide: Decider = () => 0;
  /** The trace being recorded, or null; with a sink it stays empty and only marks that tracing is on. */
  trace: TraceEvent[] | null = null;
  protected sink: TraceSink | null = null;
  protected maxTraceEvents = DEFAULT_MAX_TRACE_EVENTS;
  /** Events emitted (kept or handed to the sink) in this move. */
  traceEvents = 0;
  /** True when maxTraceEvents was reached and later events were dropped. */
  traceCut = false;

  /** The cycle test on lap-end states (AMB-3), told of every change to the board while it hashes. */
  protected readonly cycle: CycleTest;

  constructor(rules: Ruleset, cols: number, board: Int32Array, player: Player) {
    super(rules, cols, board, player);
    this.cycle = new CycleTest(board);
  }

  // ---------------------------------------------------------------- the move's steps

  protected reset(): void {
    this.status = 'sowing';
    this.hand = 0;
    this.dir = 1;
    this.skip = -1;
    this.cwOrigin = -1;
    this.chainOk = false;
    this.isStartCapture = false;
    this.laps = 0;
    this.drops = 0;
    this.captured = 0;
    this.endHoleMask = 0;
    this.lastHole = -1;
    this.illegalReason = '';
    if (this.taken.length > 0) this.taken.length = 0;
    this.pending = null;
    this.cycle.reset();
  }

  protected refuse(reason: string): false {
    this.status = 'illegal';
    this.illegalReason = reason;
    return false;
  }

  /** Put the marbles in hand into a hole and leave them there (K-chain). */
  protected leave(local: number, count: number): void {
    const i = this.me + local;
    this.board[i]! += count;
    if (this.cycle.hashing) this.cycle.changed(i, count);
    this.hand = 0;
    if (this.trace) this.emit({ type: 'leave', hole: this.ref(local), count, clause: this.rules.reverse!.clause });
  }

  protected lift(local: number, reason: 'start' | 'relay' | 'single-increment' | 'back-hole' | 'switch' | 'with-capture', clause: ClauseId, inHand = 0): void {
    const i = this.me + local;
    const c = this.board[i]!;
    this.board[i] = 0;
    if (this.cycle.hashing) this.cycle.changed(i, -c);
    this.hand = inHand + c;
    // AMB-14: the lap now in hand was lifted from this hole; under `skip` it passes it by.
    this.skip = this.skipLifted ? local : -1;
    if (this.trace) this.emit({ type: 'lift', hole: this.ref(local), count: c, reason, clause });
  }


  /** Ask the decider; records the token. Returns the token chosen, or null having paused the machine. */
  protected choose(kind: DecisionKind, hole: number, clause: ClauseId, options: readonly DecisionToken[] = OPTIONS_BOTH): DecisionToken | null {
    const point: DecisionPoint = { kind, hole, options, clause };
    const choice = this.decide(point);
    if (choice < 0 || choice >= options.length) {
      this.pending = point;
      this.status = 'needs-decision';
      return null;
    }
    const token = options[choice]!;
    this.taken.push(token);
    this.cycle.forget(); // the cycle test applies only to stretches the decider does not steer
    if (this.trace) this.emit({ type: 'choice', kind, at: this.ref(hole), options, chosen: token, clause });
    return token;
  }

  /**
   * AMB-3: the lap bound, then the cycle test (cycle.ts) on this lap-end state. Returns false
   * (and sets the status) when the move is proven endless or the bound is reached.
   */
  protected checkCycle(last: number): boolean {
    if (this.laps >= this.rules.endless.maxLaps) {
      this.status = 'unresolved';
      if (this.trace) this.emit({ type: 'endless', laps: this.laps, proven: false, clause: 'AMB-3' });
      return false;
    }
    // In a simultaneous opening the other player acts on the same board: no cycle is provable
    // from one side. Ludii's sequential first turns (LU-open) are played alone.
    if (this.opening && this.rules.opening.kind !== 'sequential') return true;
    // Besides the board, the lap-end state is the hole reached, the lap's origin, the clockwise
    // origin, the direction and whether a clockwise chain may go on: all that decides the rest.
    const meta = last | ((this.lapOrigin + 1) << 6) | ((this.cwOrigin + 1) << 12) | ((this.dir === 1 ? 1 : 0) << 18) | ((this.chainOk ? 1 : 0) << 19);
    if (this.cycle.repeats(this.laps, meta)) {
      this.status = 'endless';
      if (this.trace) this.emit({ type: 'endless', laps: this.laps, proven: true, clause: 'AMB-3' });
      return false;
    }
    return true;
  }

  /**
   * Who moves once this move has ended. A move hands the turn over, except an opening move of a
   * simultaneous opening played alone: there both players sow at once, and "the player who first
   * completes his opening has the first move" (D-open), which one player's move cannot tell, so
   * the side to move stays as it was; `runSimultaneousOpening` decides. Ludii's first turns
   * (LU-open) are played in turn, so they hand it over.
   */
  toMoveAfter(): Player {
    return this.opening && this.rules.opening.kind !== 'sequential' ? this.player : opponent(this.player);
  }

  // ---------------------------------------------------------------- trace

  protected ref(local: number): { player: Player; local: number } {
    return { player: this.player, local };
  }

  protected emitDirection(at: number, clause: ClauseId): void {
    if (this.trace) this.emit({ type: 'direction', direction: this.dir === 1 ? 'ccw' : 'cw', from: this.ref(at), clause });
  }

  protected startTrace(opts: RunnerOptions): void {
    this.traceEvents = 0;
    this.traceCut = false;
    if (opts.trace !== true && opts.maxTraceEvents === undefined) {
      // The fast path's moves (beginListed) record nothing and bring no bound to check.
      this.trace = null;
      this.sink = null;
      return;
    }
    this.trace = opts.trace ? [] : null;
    this.sink = opts.trace && opts.traceSink ? opts.traceSink : null;
    const max = opts.maxTraceEvents ?? DEFAULT_MAX_TRACE_EVENTS;
    if (!Number.isSafeInteger(max) || max < 0) throw new RangeError(`maxTraceEvents must be a whole number, 0 or more; got ${String(max)}`);
    this.maxTraceEvents = max;
  }

  protected emit(ev: DistributiveOmit<TraceEvent, 'player' | 'after' | 'hand' | 'lap'>, moveEnded = false): void {
    if (this.traceEvents >= this.maxTraceEvents) {
      // The bound on trace recording: the move plays on, its trace says it was cut.
      this.traceCut = true;
      return;
    }
    this.traceEvents++;
    const toMove = moveEnded ? this.toMoveAfter() : this.player;
    const after = makePosition(this.cols, this.board, toMove);
    const { type, ...fields } = ev; // the type, then who acts, lead each event (and its JSON)
    const event = { type, player: this.player, ...fields, after, hand: this.hand, lap: this.laps } as TraceEvent;
    if (this.sink) this.sink(event);
    else this.trace!.push(event);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
