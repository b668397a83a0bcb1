/**
 * The move machine's lap runner: how a move begins, and the laps it runs until it ends. Sowing,
 * relays, opposition and increments, clockwise play and the decision points inside a move, for
 * every code. It works on a mutable board (an Int32Array in whole-board order) so that search
 * and simulation allocate nothing; `moves.ts` wraps it in the pure API. A trace is recorded only
 * when asked for. Whether a move that has not ended ever will is the cycle test's question
 * (cycle.ts, AMB-3); the runner keeps the lap bound and asks the test at the end of each lap.
 *
 * One machine serves all three codes: every place where they differ reads a switch of the
 * ruleset (rulesets/types.ts) and names its clause. The machine advances one marble at a time
 * (`advance`), so the simultaneous opening (opening.ts) can interleave two players' drops.
 *
 * The machine is built in floors, each a class of its own module: the board and its questions
 * (board.ts, LapBoard), the starts a mover may try (starts.ts, StartLister), the state, steps
 * and trace of a move in progress (move-state.ts, MoveState), and here the rules of the laps.
 */
import { holeAt, localIndex, step } from '../geometry.ts';
import type { ClauseId } from '../types.ts';
import { opponent } from '../types.ts';
import { encodeStart, START_CAPTURE, START_CLOCKWISE, type Start } from '../start.ts';
import { MoveState, OPTIONS_ALL, OPTIONS_BOTH, OPTIONS_SWITCH, type MoveStatus, type RunnerOptions } from './move-state.ts';

const NO_OPTIONS: RunnerOptions = {};
const OPENING_RUN: RunnerOptions = { opening: true };

/**
 * One player's move in progress on a shared board. Create one, `begin` a start, then `run`
 * (or `advance` marble by marble). Reusable: `begin` resets it.
 */
export class MoveRunner extends MoveState {
  /** Whether a lap ending in this occupied hole may capture: front row (D-opp), or back row early in the Didinga opening (D-open). */
  private captureRow(local: number): boolean {
    return local >= this.cols || this.backCaptures;
  }

  // ---------------------------------------------------------------- start

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
    const refusal = this.startRefusal(code, this.opening, opts.midMove ?? false);
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
            if (this.trace) this.emit({ type: 'increment-start', first: this.ref(this.next), count: inc, direction: 'cw', clause: rev.chainStart.first === 'origin' ? rev.chainStart.clause : rev.clause });
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
}
