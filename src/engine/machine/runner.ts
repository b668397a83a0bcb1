/**
 * The move machine's lap runner: starts, sowing, laps, opposition and increments, clockwise
 * play and the decision points inside a move, for every code. It works on a mutable board (an
 * Int32Array in whole-board order) so that search and simulation allocate nothing; `moves.ts`
 * wraps it in the pure API. A trace is recorded only when asked for. Whether a move that has
 * not ended ever will is the cycle test's question (cycle.ts, AMB-3); the runner keeps the lap
 * bound and asks the test at the end of each lap.
 *
 * One machine serves all three codes: every place where they differ reads a switch of the
 * ruleset (rulesets/types.ts) and names its clause. The machine advances one marble at a time
 * (`advance`), so the simultaneous opening (opening.ts) can interleave two players' drops.
 */
import { facing, frontEndHoles, holeAt, isFront, localIndex, step } from '../geometry.ts';
import { enoughToStart, makePosition } from '../position.ts';
import { reverseHoleLocals } from '../rulesets/board.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { DecisionKind, DecisionToken, TraceEvent } from '../trace.ts';
import type { ClauseId, Player } from '../types.ts';
import { opponent } from '../types.ts';
import { CycleTest } from './cycle.ts';

/** How a move begins: lifting a hole (counter-clockwise, or clockwise where allowed) or, in Lango, a start capture. */
export type Start =
  | { readonly kind: 'sow'; readonly hole: number; readonly clockwise: boolean }
  | { readonly kind: 'capture'; readonly hole: number };

/** Starts packed in a number for the allocation-free path: hole | START_CLOCKWISE | START_CAPTURE. */
export const START_CLOCKWISE = 32;
export const START_CAPTURE = 64;

export function decodeStart(code: number): Start {
  const hole = code & 31;
  return code & START_CAPTURE ? { kind: 'capture', hole } : { kind: 'sow', hole, clockwise: (code & START_CLOCKWISE) !== 0 };
}

export function encodeStart(start: Start): number {
  return start.hole | (start.kind === 'capture' ? START_CAPTURE : start.clockwise ? START_CLOCKWISE : 0);
}

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

const EMPTY: readonly number[] = [];
const NO_OPTIONS: RunnerOptions = {};
const OPENING_RUN: RunnerOptions = { opening: true };
/** A runner's start list before its first countStarts. */
const NO_STARTS = new Int32Array(0);
const OPTIONS_BOTH: readonly DecisionToken[] = ['>', '<'];
const OPTIONS_SWITCH: readonly DecisionToken[] = ['>', '^'];
const OPTIONS_ALL: readonly DecisionToken[] = ['>', '<', '^'];

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

/**
 * One player's move in progress on a shared board. Create one, `begin` a start, then `run`
 * (or `advance` marble by marble). Reusable: `begin` resets it.
 */
export class MoveRunner {
  readonly rules: Ruleset;
  readonly cols: number;
  readonly n: number;
  readonly board: Int32Array;
  readonly player: Player;
  private readonly me: number;
  private readonly opp: number;
  private readonly reverseHoles: readonly number[];
  private readonly reverseFlags: Uint8Array;
  /** facing() tabulated: the opponent's front and back hole facing each of the mover's holes. */
  private readonly faceFront: Int32Array;
  private readonly faceBack: Int32Array;
  private readonly endHoles: readonly [number, number];
  /** AMB-14 `skip`: a lap passes by the hole it was lifted from when it comes round. */
  private readonly skipLifted: boolean;
  /** LU-cw: a clockwise lap needs only to land in a front hole facing marbles en prise, occupied or not. */
  private readonly cwAnyLanding: boolean;
  /** LU-cw: no chain; every lap starting in a reverse hole may go clockwise (reverse.chain `every-lap`). */
  private readonly everyLap: boolean;
  /** L-opp: only the opponent's front hole need be occupied for a capture (D-opp, K-opp: both). */
  private readonly frontOnly: boolean;
  /** Second scratch list: the `ludii-` rulesets' starts (listLudiiStarts), when a start is checked against those LU-force allows, or copied into startList. */
  private readonly allowed: number[] = [];
  /**
   * The starts `countStarts` found last (its first entries): at most two a hole, counter-clockwise
   * and clockwise. Made by the first countStarts, not with the runner: `listMoves` makes a runner
   * for every move it plays through, and one typed array more each cost it a fifth of its speed.
   */
  startList = NO_STARTS;

  // Move state.
  status: MoveStatus = 'illegal';
  hand = 0;
  private next = 0;
  private dir: 1 | -1 = 1;
  /** The hole the lap in hand passes by when it comes round (AMB-14 `skip`), −1 for none. */
  private skip = -1;
  /** Hole the last simple lap was lifted from (D-inc). */
  private lapOrigin = 0;
  /** Hole that began the current clockwise lap, −1 if none (L-turn, K-chain). */
  private cwOrigin = -1;
  /** Whether a clockwise capture may be followed by another clockwise sowing (K-chain: first sowing only). */
  private chainOk = false;
  private isStartCapture = false;
  /** Opening only: back-row captures still allowed (D-open: until the sowing reaches the front row). */
  private backCaptures = false;
  private opening = false;
  /** LU-open: a first turn of Ludii's sequential opening that sows counter-clockwise only. */
  private noClockwise = false;

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
  private readonly scratch: number[] = [];
  /** The trace being recorded, or null; with a sink it stays empty and only marks that tracing is on. */
  trace: TraceEvent[] | null = null;
  private sink: TraceSink | null = null;
  private maxTraceEvents = DEFAULT_MAX_TRACE_EVENTS;
  /** Events emitted (kept or handed to the sink) in this move. */
  traceEvents = 0;
  /** True when maxTraceEvents was reached and later events were dropped. */
  traceCut = false;

  /** The cycle test on lap-end states (AMB-3), told of every change to the board while it hashes. */
  private readonly cycle: CycleTest;

  constructor(rules: Ruleset, cols: number, board: Int32Array, player: Player) {
    this.rules = rules;
    this.cols = cols;
    this.n = 2 * cols;
    this.board = board;
    this.player = player;
    this.me = player === 'A' ? 0 : this.n;
    this.opp = player === 'A' ? this.n : 0;
    this.reverseHoles = reverseHoleLocals(rules, cols);
    this.endHoles = frontEndHoles(cols);
    this.skipLifted = rules.lapWrap.lifted === 'skip';
    this.cwAnyLanding = rules.reverse !== null && rules.reverse.test.landing === 'faces-en-prise';
    this.everyLap = rules.reverse !== null && rules.reverse.chain === 'every-lap';
    this.frontOnly = rules.opposition.test === 'front';
    this.cycle = new CycleTest(board);
    this.reverseFlags = new Uint8Array(this.n);
    for (const h of this.reverseHoles) this.reverseFlags[h] = 1;
    this.faceFront = new Int32Array(this.n);
    this.faceBack = new Int32Array(this.n);
    for (let i = 0; i < this.n; i++) {
      const f = facing(i, cols);
      this.faceFront[i] = f.front;
      this.faceBack[i] = f.back;
    }
  }

  // ---------------------------------------------------------------- queries

  /** Whether a lap ending in this occupied hole may capture: front row (D-opp), or back row early in the Didinga opening (D-open). */
  private captureRow(local: number): boolean {
    return local >= this.cols || this.backCaptures;
  }

  /** Whether the opponent's marbles facing this hole are en prise (D-opp / K-opp: both holes; L-opp: the front one). */
  enPrise(local: number): boolean {
    const front = this.board[this.opp + this.faceFront[local]!]!;
    if (this.frontOnly) return front > 0;
    return front > 0 && this.board[this.opp + this.faceBack[local]!]! > 0;
  }

  isReverseHole(local: number): boolean {
    return this.reverseFlags[local] === 1;
  }

  /**
   * Would sowing `count` marbles, the first into `first`, in direction `dir`, end in an occupied
   * front hole facing marbles en prise? (Used for every clockwise chance: clockwise play is only
   * "in order to take an increment", L-turn; K-reverse.) `lifted` is the hole the lap was lifted
   * from (−1 for an increment): under AMB-14 `skip` the lap passes it by, exactly as `advance`
   * sows. The board is not changed.
   */
  wouldCapture(first: number, count: number, dir: 1 | -1, lifted = -1, anyLanding = false): boolean {
    if (count <= 0) return false;
    const n = this.n;
    let last: number;
    let rounds: number;
    if (lifted >= 0 && this.skipLifted) {
      // AMB-14 skip: the lap runs round the other n − 1 holes; k-th marble (from 0) lands k holes
      // on from `first`, one more once it has passed the lifted hole.
      const k = (count - 1) % (n - 1);
      const toLifted = ((((lifted - first) * dir) % n) + n) % n;
      last = (((first + dir * (k < toLifted ? k : k + 1)) % n) + n) % n;
      rounds = Math.floor((count - 1) / (n - 1));
    } else if (count <= n) {
      // Less than a round (most laps): no division.
      const off = first + dir * (count - 1);
      last = off >= n ? off - n : off < 0 ? off + n : off;
      rounds = 0;
    } else {
      last = (((first + dir * (count - 1)) % n) + n) % n;
      rounds = Math.floor((count - 1) / n);
    }
    if (!isFront(last, this.cols)) return false;
    // LU-force, LU-cw: Ludii judges the landing hole by what faces it alone, occupied or not.
    return (anyLanding || this.board[this.me + last]! + rounds > 0) && this.enPrise(last);
  }

  /** The clockwise test of the ruleset (L-turn, K-reverse: the lap captures; LU-cw: it lands facing marbles en prise). */
  private clockwiseOk(first: number, count: number, lifted = -1): boolean {
    return this.wouldCapture(first, count, -1, lifted, this.cwAnyLanding);
  }

  /** Whether the mover's front hole `local` must capture at the start of the move (L-start): occupied, facing an occupied opponent front hole. */
  private capturesAtStart(local: number): boolean {
    return this.board[this.me + local]! > 0 && this.board[this.opp + this.faceFront[local]!]! > 0;
  }

  /** Lango's start captures (L-start): the front holes that must capture at the start of the move. */
  startCaptures(out: number[]): number[] {
    out.length = 0;
    if (this.rules.startCapture === null) return out;
    for (let i = this.cols; i < this.n; i++) if (this.capturesAtStart(i)) out.push(i);
    return out;
  }

  /** Every start the mover may try, encoded (see countStarts), into `out`. */
  listStarts(out: number[], opening = false): number[] {
    const count = this.countStarts(opening);
    out.length = 0;
    for (let i = 0; i < count; i++) out.push(this.startList[i]!);
    return out;
  }

  /**
   * Every start the mover may try, encoded (see encodeStart), into `startList`; returns how many.
   * Lango's compulsory start captures if any (L-start), else each hole of at least two (D-min,
   * D-choice), and clockwise where allowed (L-turn, K-reverse). Whether the move then ends is for
   * the machine to find (AMB-3). Typed and kept, so that the fast path, which lists the starts of
   * every move it plays, allocates nothing.
   */
  countStarts(opening = false): number {
    const rules = this.rules;
    if (this.startList === NO_STARTS) this.startList = new Int32Array(2 * this.n);
    const list = this.startList;
    if (rules.opening.kind === 'sequential' || rules.forcedCapture !== null) {
      const starts = this.listLudiiStarts(this.allowed, opening);
      for (let i = 0; i < starts.length; i++) list[i] = starts[i]!;
      return starts.length;
    }
    let k = 0;
    if (rules.startCapture !== null) {
      for (let i = this.cols; i < this.n; i++) if (this.capturesAtStart(i)) list[k++] = i | START_CAPTURE;
      if (k > 0) return k;
    }
    const min = rules.minToStart;
    const reverse = rules.reverse !== null;
    for (let h = 0; h < this.n; h++) {
      // Written, then kept only if the hole may start (without a branch: enoughToStart).
      list[k] = h;
      k += enoughToStart(this.board[this.me + h]!, min);
      if (reverse && this.reverseFlags[h] === 1 && this.canStartClockwise(h)) list[k++] = h | START_CLOCKWISE;
    }
    return k;
  }

  /**
   * The starts of the `ludii-` rulesets: in a first turn of the sequential opening only its start
   * holes, counter-clockwise where it allows no clockwise lap (LU-open); then LU-force keeps only
   * the starts that "can capture" if any lap it looks at can.
   */
  private listLudiiStarts(out: number[], opening: boolean): number[] {
    // Emptied first: a runner is reused move after move, and a start of an earlier board left in
    // the list could make LU-force refuse a start it allows.
    out.length = 0;
    const seq = opening && this.rules.opening.kind === 'sequential' ? this.rules.opening : null;
    const cw = this.rules.reverse !== null && (seq === null || seq.clockwise);
    for (let h = 0; h < this.n; h++) {
      if (this.board[this.me + h]! < this.rules.minToStart) continue;
      if (seq !== null && !this.sequentialStartHole(seq.startHoles, h)) continue;
      out.push(h);
      if (cw && this.canStartClockwise(h)) out.push(h | START_CLOCKWISE);
    }
    if (this.rules.forcedCapture === null) return out;
    let any = false;
    if (seq !== null && seq.forcedCaptureHoles === 'back-row') {
      // LU-open: in Choro's first turn Ludii's test looks at every back-row hole, though only the
      // last two may start; a capture only another back hole could make empties the list below.
      for (let h = 0; h < this.cols && !any; h++) any = this.board[this.me + h]! >= this.rules.minToStart && this.landsFacing(h);
    } else {
      for (let i = 0; i < out.length && !any; i++) any = this.startCanCapture(out[i]!);
    }
    if (!any) return out;
    let k = 0;
    for (let i = 0; i < out.length; i++) if (this.startCanCapture(out[i]!)) out[k++] = out[i]!;
    out.length = k;
    return out;
  }

  /** LU-open's start holes: any back-row hole, or the last two of the back row (Choro's b7, b8 on 8 columns). */
  private sequentialStartHole(holes: 'back-row' | 'last-two-back', h: number): boolean {
    return holes === 'back-row' ? h < this.cols : h === this.cols - 2 || h === this.cols - 1;
  }

  /** LU-force: whether a counter-clockwise lap from this hole lands in a front hole facing marbles en prise, occupied or not. */
  private landsFacing(h: number): boolean {
    return this.wouldCaptureAfterLift(h, this.board[this.me + h]!, 1, true);
  }

  /** LU-force: whether an encoded start "can capture" (a clockwise start is allowed only when it can, LU-cw). */
  private startCanCapture(code: number): boolean {
    const h = code & 31;
    return (code & START_CLOCKWISE) !== 0 ? this.wouldCaptureAfterLift(h, this.board[this.me + h]!, -1, true) : this.landsFacing(h);
  }

  /** Whether a clockwise start from this hole is allowed: a reverse hole whose clockwise lap captures (L-turn, K-reverse), or lands facing marbles en prise (LU-cw). */
  canStartClockwise(local: number): boolean {
    const c = this.board[this.me + local]!;
    return c >= this.rules.minToStart && this.isReverseHole(local) && this.wouldCaptureAfterLift(local, c, -1, this.cwAnyLanding);
  }

  /** wouldCapture for a lap lifted from `from`: the lifted hole is empty while the lap is sown. */
  private wouldCaptureAfterLift(from: number, count: number, dir: 1 | -1, anyLanding = false): boolean {
    const saved = this.board[this.me + from]!;
    this.board[this.me + from] = 0;
    const r = this.wouldCapture(step(from, dir, this.cols), count, dir, from, anyLanding);
    this.board[this.me + from] = saved;
    return r;
  }

  // ---------------------------------------------------------------- start

  private reset(): void {
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

  private refuse(reason: string): false {
    this.status = 'illegal';
    this.illegalReason = reason;
    return false;
  }

  /** Begin a move. Returns false (status 'illegal', with `illegalReason`) if the start breaks a rule. */
  begin(start: Start, opts: RunnerOptions = NO_OPTIONS): boolean {
    if (!Number.isInteger(start.hole) || start.hole < 0 || start.hole >= this.n) {
      this.reset();
      return this.refuse(`there is no hole ${start.hole} on a side of ${this.n} holes`);
    }
    return this.beginEncoded(encodeStart(start), opts);
  }

  /** `begin` for a start encoded as by encodeStart (nothing allocated): the start is checked, then begun. */
  beginEncoded(code: number, opts: RunnerOptions = NO_OPTIONS): boolean {
    this.prepare(opts);
    const refusal = this.startRefusal(code, opts.midMove ?? false);
    if (refusal !== null) return this.refuse(refusal);
    return this.launch(code);
  }

  /**
   * `beginEncoded` for a start that `listStarts` has just given for this very board (an opening
   * move or not, as listed): it is known to be allowed and is not checked again. The fast path of
   * search and simulation (simulator.ts), where checking a start again took a tenth of a short
   * move's time (for Lango, its start captures were worked out twice, L-start).
   */
  beginListed(code: number, opening: boolean): void {
    this.prepare(opening ? OPENING_RUN : NO_OPTIONS);
    this.launch(code);
  }

  /** A new move on this board: nothing played yet; the trace and the opening's state as asked. */
  private prepare(opts: RunnerOptions): void {
    this.reset();
    this.startTrace(opts);
    this.opening = opts.opening ?? false;
    const opening = this.rules.opening;
    this.noClockwise = this.opening && opening.kind === 'sequential' && !opening.clockwise;
    this.backCaptures = this.opening && opening.kind === 'simultaneous' && opening.backRowCaptures === 'until-front-row';
  }

  /** Why an encoded start may not begin this move, or null when it may (D-min, L-start, L-open, AMB-17, LU-open, L-turn, K-reverse, LU-cw, LU-force). */
  private startRefusal(code: number, midMove: boolean): string | null {
    const opening = this.rules.opening;
    const h = code & 31;
    const isCapture = (code & START_CAPTURE) !== 0;
    const clockwise = (code & START_CLOCKWISE) !== 0;
    if (h >= this.n) return `there is no hole ${h}`;
    // L-start governs the start of a move; the opening move starts from A or B in the back row
    // (L-open), so no start capture is possible there (AMB-10). `midMove` illustrates a lap
    // that Driberg tells as if it began a move but that can only occur inside one (AMB-9).
    const startCapturesApply = this.rules.startCapture !== null && !this.opening && !midMove;
    const captures = startCapturesApply ? this.startCaptures(this.scratch) : EMPTY;

    if (isCapture) {
      if (!startCapturesApply) return 'this code has no captures at the start of a move (only Lango has, L-start)';
      if (!captures.includes(h)) return 'no opponent marbles are en prise to this hole at the start of the move (L-start)';
      return null;
    }
    // L-start: "he must first take these", so no other start is allowed.
    if (captures.length > 0) return 'opponent marbles are en prise at the start of the move: Lango obliges the player to take them first (L-start)';
    const c = this.board[this.me + h]!;
    if (c < this.rules.minToStart) return `a move needs at least ${this.rules.minToStart} marbles in the hole; it holds ${c} (D-min)`;
    if (this.opening && opening.kind === 'simultaneous') {
      const holes = opening.startHoles.holes;
      if (holes === 'any-back' && h >= this.cols) return 'under didinga.openingStart=back-row the opening is played from a back-row hole (AMB-17)';
      if (holes === 'a-or-b' && h !== this.cols - 2 && h !== this.cols - 1) return 'the Lango opening starts at A or B (L-open)';
    }
    if (this.opening && opening.kind === 'sequential' && !this.sequentialStartHole(opening.startHoles, h)) {
      return opening.startHoles === 'back-row'
        ? 'a first turn starts from a back-row hole (LU-open)'
        : `a first turn starts from one of the last two back-row holes, b${this.cols - 1} or b${this.cols} (LU-open)`;
    }
    if (clockwise) {
      if (this.rules.reverse === null) return 'this code sows counter-clockwise only (D-sow)';
      if (this.noClockwise) return 'no clockwise lap is played in a first turn (LU-open)';
      if (!this.isReverseHole(h)) return `clockwise play starts only from ${this.rules.reverse.holes === 'turning-base' ? 'the turning base (L-turn)' : 'the reverse holes (K-reverse)'}`;
      if (!this.wouldCaptureAfterLift(h, c, -1, this.cwAnyLanding)) {
        return this.cwAnyLanding
          ? 'a clockwise lap is allowed only when it lands in a front hole facing marbles en prise, and this one would not (LU-cw)'
          : `a clockwise lap is allowed only to take an increment, and this one would not (${this.rules.reverse.clause})`;
      }
    }
    if (this.rules.forcedCapture !== null) {
      // LU-force: some lap can capture, so only the laps that can are allowed.
      this.listLudiiStarts(this.allowed, this.opening);
      if (!this.allowed.includes(code & (31 | START_CLOCKWISE))) {
        return 'a lap can capture at the start of this turn, and this one cannot: Ludii 1.3.13 obliges the player to start with one that can (LU-force)';
      }
    }
    return null;
  }

  /**
   * Begin the move from an allowed start: a start capture (L-start), or the first lap lifted from
   * its hole (D-def-lap), clockwise where the start says so (L-turn, K-reverse).
   */
  private launch(code: number): boolean {
    const h = code & 31;
    if ((code & START_CAPTURE) !== 0) {
      this.isStartCapture = true;
      this.lapOrigin = h;
      this.laps = 1;
      this.capture(h, 'L-start');
      return this.status === 'sowing' || this.status === 'needs-decision';
    }
    // D-open: back-row captures last until the player "has turned the corner"; a start in the
    // front row (AMB-17, any-hole) has turned it already.
    if (this.opening && this.rules.opening.kind === 'simultaneous' && h >= this.cols) this.backCaptures = false;
    this.laps = 1;
    this.lift(h, 'start', 'D-def-lap');
    this.lapOrigin = h;
    if ((code & START_CLOCKWISE) !== 0) {
      this.dir = -1;
      this.cwOrigin = h;
      this.chainOk = true;
      this.emitDirection(h, this.rules.reverse!.clause);
    }
    this.next = step(h, this.dir, this.cols);
    return true;
  }

  /**
   * Begin with a capture by `by`, as if a lap lifted from `origin` had just ended there
   * (K-array-capture: "captures are made as in 8.3.2 and 8.3.3" during Murray's opening arrays).
   */
  beginWithCapture(by: number, origin: number, opts: RunnerOptions = {}): void {
    this.reset();
    this.startTrace(opts);
    this.opening = false;
    this.backCaptures = false;
    this.lapOrigin = origin;
    this.laps = 1;
    this.capture(by, 'K-array-capture');
  }

  // ---------------------------------------------------------------- running

  /** Run to the end of the move (or a decision the decider declines to take). */
  run(): MoveStatus {
    while (this.status === 'sowing') {
      // Untraced, past the opening's back-row captures: nothing watches a drop but the last of
      // the lap (and the cycle test's hash, which sowLap keeps), so the lap goes in at once.
      if (this.trace === null && !this.backCaptures) this.sowLap();
      else this.advance();
    }
    return this.status;
  }

  /**
   * Sow the whole lap in hand, as `advance` drops it marble by marble (the same holes, the same
   * AMB-14 skip), where no one needs to see each drop: the fast path of search and simulation.
   * Then the lap is settled at its last hole, as `advance` settles it (D-def-move, D-opp, D-def-lap).
   */
  private sowLap(): void {
    const board = this.board;
    const me = this.me;
    const n = this.n;
    const dir = this.dir;
    const skip = this.skip;
    let nx = this.next;
    // At least one marble, as `advance` drops one whatever the hand.
    let k = this.hand > 1 ? this.hand : 1;
    this.drops += k;
    this.hand = 0;
    // The cycle test's hash follows every marble once it is kept (a move past CYCLE_TEST_FROM laps).
    const cycle = this.cycle.hashing ? this.cycle : null;
    for (;;) {
      board[me + nx]!++;
      if (cycle !== null) cycle.changed(me + nx, 1);
      if (--k === 0) break;
      // step(), and the AMB-14 skip, written out in the hottest loop of the engine.
      nx += dir;
      nx = nx === n ? 0 : nx < 0 ? n - 1 : nx;
      if (nx === skip) {
        nx += dir;
        nx = nx === n ? 0 : nx < 0 ? n - 1 : nx;
      }
    }
    this.next = nx;
    this.endLap(nx);
  }

  /** Drop one marble; at the lap's last marble, settle the lap (empty hole, capture or relay). */
  advance(): void {
    const i = this.me + this.next;
    this.board[i]!++;
    if (this.cycle.hashing) this.cycle.changed(i, 1);
    this.hand--;
    this.drops++;
    if (this.backCaptures && this.next >= this.cols) this.backCaptures = false; // D-open: "once the player has turned the corner"
    if (this.trace) this.emit({ type: 'drop', hole: this.ref(this.next), direction: this.dir === 1 ? 'ccw' : 'cw', clause: this.dir === 1 ? 'D-sow' : this.rules.reverse!.clause });
    if (this.hand > 0) {
      const nx = step(this.next, this.dir, this.cols);
      // AMB-14 skip: the lap has come round to the hole it was lifted from and passes it by.
      this.next = nx === this.skip ? step(nx, this.dir, this.cols) : nx;
      return;
    }
    this.endLap(this.next);
  }

  private endLap(last: number): void {
    this.lastHole = last;
    const here = this.board[this.me + last]!;
    if (here === 1) {
      // D-def-move: "When he reaches an unoccupied hole the move is completed."
      this.status = 'ended';
      if (this.trace) {
        this.emit({ type: 'lap-end', hole: this.ref(last), outcome: 'empty', clause: 'D-def-move' });
        this.emit({ type: 'move-end', hole: this.ref(last), laps: this.laps, captured: this.captured, clause: 'D-def-move' }, true);
      }
      return;
    }
    if (!this.checkCycle(last)) return;
    if (this.captureRow(last) && this.enPrise(last)) {
      if (this.trace) this.emit({ type: 'lap-end', hole: this.ref(last), outcome: 'capture', clause: this.rules.opposition.clause });
      this.laps++; // "an INCREMENTED LAP is … a lap which starts by capturing" (D-def-lap)
      this.capture(last, this.isFrontOrOpeningClause(last));
      return;
    }
    if (this.trace) this.emit({ type: 'lap-end', hole: this.ref(last), outcome: 'relay', clause: 'D-def-lap' });
    this.laps++;
    this.relay(last);
  }

  private isFrontOrOpeningClause(last: number): ClauseId {
    return last < this.cols ? 'D-open' : this.rules.opposition.clause;
  }

  /** D-def-lap: "these are again lifted together with the marble dropped into the hole". */
  private relay(last: number): void {
    const count = this.board[this.me + last]!;
    this.lift(last, 'relay', 'D-def-lap');
    this.lapOrigin = last;
    this.dir = 1;
    this.cwOrigin = -1;
    const rev = this.rules.reverse;
    if (rev !== null && !this.noClockwise && this.isReverseHole(last) && this.clockwiseOk(step(last, -1, this.cols), count, last)) {
      // L-turn: "on returning to the turning base finds another opportunity … he is at liberty to do so";
      // K-reverse / K-chain: one clockwise capture, then counter-clockwise (not the first sowing).
      const choice = this.choose('relay-direction', last, rev.clause);
      if (choice === null) return;
      if (choice === '<') {
        this.dir = -1;
        this.cwOrigin = last;
        this.chainOk = rev.chain === 'lango';
        this.emitDirection(last, rev.clause);
      }
    }
    this.next = step(last, this.dir, this.cols);
  }

  /** Take the marbles en prise to `by` and set up the incremented lap (D-inc, L-inc, L-single, L-turn, K-chain). */
  private capture(by: number, clause: ClauseId): void {
    const front = this.faceFront[by]!;
    const back = this.faceBack[by]!;
    const fi = this.opp + front;
    const bi = this.opp + back;
    const frontCount = this.board[fi]!;
    const backCount = this.board[bi]!;
    this.board[fi] = 0;
    this.board[bi] = 0;
    if (this.cycle.hashing) {
      this.cycle.changed(fi, -frontCount);
      this.cycle.changed(bi, -backCount);
    }
    const inc = frontCount + backCount;
    this.captured += inc;
    // AMB-14: the increment was lifted from no hole of the mover's, so it skips none (a lift below may set one).
    this.skip = -1;
    if (frontCount > 0) {
      if (front === this.endHoles[0]) this.endHoleMask |= 1;
      if (front === this.endHoles[1]) this.endHoleMask |= 2;
    }
    this.hand = inc;
    if (this.trace) {
      const other = opponent(this.player);
      this.emit({
        type: 'capture', by: this.ref(by), total: inc, clause,
        taken: [
          { hole: { player: other, local: front }, count: frontCount },
          { hole: { player: other, local: back }, count: backCount },
        ],
      });
    }

    const rev = this.rules.reverse;
    const startCapture = this.isStartCapture;
    this.isStartCapture = false;
    if (this.dir === -1 && this.everyLap) {
      // LU-cw: no chain; the increment is a lap of its own, whose direction sowIncrement asks.
      this.dir = 1;
      this.cwOrigin = -1;
      this.emitDirection(by, rev!.clause);
    } else if (this.dir === -1 && rev !== null) {
      // A clockwise lap has captured. L-turn: "the marbles captured … may again be played clockwise
      // from the same hole as originated the clockwise lap if their number suffices to take another
      // increment". K-chain: only while the chain began with the move's first sowing.
      const origin = this.cwOrigin;
      if (this.chainOk) {
        // AMB-12: "from the same hole" read as the hole after it (default) or the hole itself.
        const chainFirst = rev.chainStart.first === 'origin' ? origin : step(origin, -1, this.cols);
        const again = this.wouldCapture(chainFirst, inc, -1);
        // K-chain (DLP): "the captured counters may be placed in the hole and left there, and the
        // player may play instead from the other hole … in a clockwise direction, if it leads to a capture".
        const other = rev.chain === 'ikibuguzo' ? this.otherReverseHole(origin) : -1;
        const switchable = other >= 0 && this.canSwitch(origin, inc, other);
        if (again || switchable) {
          const choice = this.choose('chain', origin, rev.clause, again && switchable ? OPTIONS_ALL : again ? OPTIONS_BOTH : OPTIONS_SWITCH);
          if (choice === null) return;
          if (choice === '<') {
            this.next = chainFirst;
            if (this.trace) this.emit({ type: 'increment-start', first: this.ref(this.next), count: inc, direction: 'cw', clause: rev.chainStart.first === 'origin' ? 'AMB-12' : rev.clause });
            return;
          }
          if (choice === '^') {
            this.leave(origin, inc);
            this.lift(other, 'switch', rev.clause);
            this.cwOrigin = other;
            this.lapOrigin = other;
            this.next = step(other, -1, this.cols);
            return;
          }
        }
      }
      // "When no fresh increments are possible, the move must continue counterclockwise, starting
      // from the hole opposite the last increment" (L-turn); K-chain: counter-clockwise from the hole lifted.
      this.dir = 1;
      this.cwOrigin = -1;
      this.chainOk = false;
      this.emitDirection(by, rev.clause);
      if (rev.chain === 'ikibuguzo') this.lapOrigin = origin;
    }
    this.sowIncrement(by, frontCount === 1 && backCount === 0, startCapture);
  }

  /** Where the increment goes, counter-clockwise (D-inc / AMB-1, L-inc, L-single, AMB-4, AMB-6). */
  private sowIncrement(by: number, single: boolean, startCapture: boolean): void {
    const rules = this.rules;
    const singleTreatment = startCapture && rules.startCapture !== null ? rules.startCapture.singleTreatment : rules.singleIncrement.treatment;
    const liftWithOwn = single && singleTreatment === 'lift-with-own';
    const singleClause: ClauseId = startCapture ? 'AMB-4' : 'L-single';
    let first: number;
    switch (rules.incrementStart.from) {
      case 'after-lap-origin':
        // 1927a: "begins again at b, which was the starting hole of the last lap" and drops b … h;
        // the incremented lap leaves the last lap's origin unchanged ("starts again from b").
        first = step(this.lapOrigin, 1, this.cols);
        break;
      case 'lap-origin':
        first = this.lapOrigin;
        break;
      case 'capturing-hole':
        if (liftWithOwn) {
          // L-single: "taken up together with whatever marbles are in the player's corresponding hole
          // and these are dropped singly from the next hole".
          this.lift(by, 'single-increment', singleClause, this.hand);
          first = step(by, 1, this.cols);
        } else {
          // L-inc: "he drops them at f, g, h": the first marble into the capturing hole itself.
          first = by;
        }
        this.lapOrigin = by;
        break;
      case 'back-hole-behind': {
        // AMB-6, DLP's reading: into the back hole behind the capturing hole, and sown on from there.
        const behind = localIndex('back', holeAt(by, this.cols).column, this.cols);
        if (single) this.lift(behind, 'back-hole', 'AMB-6', this.hand);
        first = step(behind, 1, this.cols);
        this.lapOrigin = behind;
        break;
      }
      case 'back-hole-captured':
        // LU-back: put in the back hole of the capturing hole's column, and as many as were taken sown on from there.
        this.ludiiIncrement(localIndex('back', holeAt(by, this.cols).column, this.cols), false);
        return;
      case 'lap-origin-whole':
        // LU-origin: put in the hole the lap was lifted from, and that whole hole sown on.
        this.ludiiIncrement(this.lapOrigin, true);
        return;
    }
    const rev = rules.reverse;
    if (rev !== null && rev.incrementFromCapturingHole && rules.incrementStart.from === 'capturing-hole' && this.isReverseHole(by)) {
      // AMB-5 (option): the increment sown from a capturing hole in the turning base may go
      // clockwise. AMB-13: its first marble into that hole or the next one clockwise; and a
      // single lifted with the hole's own (L-single), from the hole lifted, only if allowed.
      let cwFirst = -1;
      let clause: ClauseId = 'AMB-5';
      if (!liftWithOwn) {
        cwFirst = rev.clockwiseIncrement.first === 'next-hole' ? step(by, -1, this.cols) : by;
        if (!this.wouldCapture(cwFirst, this.hand, -1)) cwFirst = -1;
        if (rev.clockwiseIncrement.first === 'next-hole') clause = 'AMB-13';
      } else if (rev.clockwiseIncrement.singleLift) {
        cwFirst = step(by, -1, this.cols);
        if (!this.wouldCapture(cwFirst, this.hand, -1, by)) cwFirst = -1;
        clause = 'AMB-13';
      }
      if (cwFirst >= 0) {
        const choice = this.choose('increment-direction', by, clause);
        if (choice === null) return;
        if (choice === '<') {
          this.dir = -1;
          this.cwOrigin = by;
          this.chainOk = rev.chain === 'lango';
          first = cwFirst;
        }
      }
    }
    this.next = first;
    if (this.trace) {
      this.emit({ type: 'increment-start', first: this.ref(first), count: this.hand, direction: this.dir === 1 ? 'ccw' : 'cw', clause: this.incrementClause(liftWithOwn, singleClause) });
    }
  }

  /**
   * Ludii's increments (LU-back, LU-single, LU-origin, LU-cw, LU-count): the captured marbles in
   * hand go into `hole`; then either that many are sown on (`whole` false: the hole's own
   * marbles stay, unless it held exactly one, which goes with them) or the whole hole is. The
   * lap starts from the hole after `hole`, and may go clockwise if `hole` is a reverse hole and
   * the clockwise test passes, counting the marbles sown or (LU-count) every marble in the hole.
   */
  private ludiiIncrement(hole: number, whole: boolean): void {
    const own = this.board[this.me + hole]!;
    const lifted = whole || (own === 1 && this.rules.singleIncrement.treatment === 'back-hole-holds-one');
    const clause: ClauseId = whole ? 'LU-origin' : lifted ? 'LU-single' : 'LU-back';
    if (lifted) {
      // Put in, then the whole hole lifted: the trace shows the hole's full count lifted.
      const i = this.me + hole;
      this.board[i]! += this.hand;
      if (this.cycle.hashing) this.cycle.changed(i, this.hand);
      this.hand = 0;
      this.lift(hole, 'with-capture', clause);
    }
    this.lapOrigin = hole;
    this.dir = 1;
    const rev = this.rules.reverse;
    if (rev !== null && this.everyLap && !this.noClockwise && this.isReverseHole(hole)) {
      // LU-count: Ludii tests the lap with the hole's content, its own marbles included, though it sows only the captured ones.
      const tested = lifted || rev.continuationCount.count === 'sown' ? this.hand : this.hand + own;
      if (this.clockwiseOk(step(hole, -1, this.cols), tested, lifted ? hole : -1)) {
        const choice = this.choose('increment-direction', hole, rev.continuationCount.count === 'hole' ? 'LU-count' : rev.clause);
        if (choice === null) return;
        if (choice === '<') {
          this.dir = -1;
          this.cwOrigin = hole;
          this.emitDirection(hole, rev.clause);
        }
      }
    }
    this.next = step(hole, this.dir, this.cols);
    if (this.trace) {
      this.emit({ type: 'increment-start', first: this.ref(this.next), count: this.hand, direction: this.dir === 1 ? 'ccw' : 'cw', clause });
    }
  }

  private incrementClause(liftWithOwn: boolean, singleClause: ClauseId): ClauseId {
    if (liftWithOwn) return singleClause;
    return this.rules.incrementStart.clause;
  }

  /** The other of Murray's two reverse holes, or −1. */
  private otherReverseHole(local: number): number {
    const [a, b] = this.reverseHoles;
    return local === a ? b! : local === b ? a! : -1;
  }

  /** Could the increment be left in `origin` and `other` be played clockwise to a capture? (K-chain) */
  private canSwitch(origin: number, inc: number, other: number): boolean {
    const c = this.board[this.me + other]!;
    if (c < this.rules.minToStart) return false;
    this.board[this.me + origin]! += inc;
    const ok = this.wouldCaptureAfterLift(other, c, -1);
    this.board[this.me + origin]! -= inc;
    return ok;
  }

  /** Put the marbles in hand into a hole and leave them there (K-chain). */
  private leave(local: number, count: number): void {
    const i = this.me + local;
    this.board[i]! += count;
    if (this.cycle.hashing) this.cycle.changed(i, count);
    this.hand = 0;
    if (this.trace) this.emit({ type: 'leave', hole: this.ref(local), count, clause: this.rules.reverse!.clause });
  }

  private lift(local: number, reason: 'start' | 'relay' | 'single-increment' | 'back-hole' | 'switch' | 'with-capture', clause: ClauseId, inHand = 0): void {
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
  private choose(kind: DecisionKind, hole: number, clause: ClauseId, options: readonly DecisionToken[] = OPTIONS_BOTH): DecisionToken | null {
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
  private checkCycle(last: number): boolean {
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

  private ref(local: number): { player: Player; local: number } {
    return { player: this.player, local };
  }

  private emitDirection(at: number, clause: ClauseId): void {
    if (this.trace) this.emit({ type: 'direction', direction: this.dir === 1 ? 'ccw' : 'cw', from: this.ref(at), clause });
  }

  private startTrace(opts: RunnerOptions): void {
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

  private emit(ev: DistributiveOmit<TraceEvent, 'player' | 'after' | 'hand' | 'lap'>, moveEnded = false): void {
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
