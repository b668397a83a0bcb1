/**
 * Which starts a mover may try, the second floor of the move machine: the list of every start
 * (Lango's compulsory start captures, each hole of two or more, clockwise where allowed, the
 * Ludii rulesets' openings and forced captures) and, for a start given from outside, the reason
 * it may not begin the move. Whether a move, once begun, ever ends is the runner's question.
 */
import { enoughToStart } from '../position.ts';
import { START_CAPTURE, START_CLOCKWISE } from '../start.ts';
import { LapBoard } from './board.ts';

const EMPTY: readonly number[] = [];
/** A runner's start list before its first countStarts. */
const NO_STARTS = new Int32Array(0);

/** The starts of one player's side of the board (see LapBoard). */
export abstract class StartLister extends LapBoard {
  /** Second scratch list: the `ludii-` rulesets' starts (listLudiiStarts), when a start is checked against those LU-force allows, or copied into startList. */
  private readonly allowed: number[] = [];
  /**
   * The starts `countStarts` found last (its first entries): at most two a hole, counter-clockwise
   * and clockwise. Made by the first countStarts, not with the runner: `listMoves` makes a runner
   * for every move it plays through, and one typed array more each cost it a fifth of its speed.
   */
  startList = NO_STARTS;
  /** Scratch list for the start captures a start is checked against (startRefusal). */
  private readonly scratch: number[] = [];

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

  /** Why an encoded start may not begin this move (an opening move or not), or null when it may (D-min, L-start, L-open, AMB-17, LU-open, L-turn, K-reverse, LU-cw, LU-force). */
  protected startRefusal(code: number, inOpening: boolean, midMove: boolean): string | null {
    const opening = this.rules.opening;
    const h = code & 31;
    const isCapture = (code & START_CAPTURE) !== 0;
    const clockwise = (code & START_CLOCKWISE) !== 0;
    if (h >= this.n) return `there is no hole ${h}`;
    // L-start governs the start of a move; the opening move starts from A or B in the back row
    // (L-open), so no start capture is possible there (AMB-10). `midMove` illustrates a lap
    // that Driberg tells as if it began a move but that can only occur inside one (AMB-9).
    const startCapturesApply = this.rules.startCapture !== null && !inOpening && !midMove;
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
    if (inOpening && opening.kind === 'simultaneous') {
      const holes = opening.startHoles.holes;
      if (holes === 'any-back' && h >= this.cols) return 'under didinga.openingStart=back-row the opening is played from a back-row hole (AMB-17)';
      if (holes === 'a-or-b' && h !== this.cols - 2 && h !== this.cols - 1) return 'the Lango opening starts at A or B (L-open)';
    }
    if (inOpening && opening.kind === 'sequential' && !this.sequentialStartHole(opening.startHoles, h)) {
      return opening.startHoles === 'back-row'
        ? 'a first turn starts from a back-row hole (LU-open)'
        : `a first turn starts from one of the last two back-row holes, b${this.cols - 1} or b${this.cols} (LU-open)`;
    }
    if (clockwise) {
      if (this.rules.reverse === null) return 'this code sows counter-clockwise only (D-sow)';
      // LU-open: a first turn of Ludii's sequential opening that sows counter-clockwise only.
      if (inOpening && opening.kind === 'sequential' && !opening.clockwise) return 'no clockwise lap is played in a first turn (LU-open)';
      if (!this.isReverseHole(h)) return `clockwise play starts only from ${this.rules.reverse.holes === 'turning-base' ? 'the turning base (L-turn)' : 'the reverse holes (K-reverse)'}`;
      if (!this.wouldCaptureAfterLift(h, c, -1, this.cwAnyLanding)) {
        return this.cwAnyLanding
          ? 'a clockwise lap is allowed only when it lands in a front hole facing marbles en prise, and this one would not (LU-cw)'
          : `a clockwise lap is allowed only to take an increment, and this one would not (${this.rules.reverse.clause})`;
      }
    }
    if (this.rules.forcedCapture !== null) {
      // LU-force: some lap can capture, so only the laps that can are allowed.
      this.listLudiiStarts(this.allowed, inOpening);
      if (!this.allowed.includes(code & (31 | START_CLOCKWISE))) {
        return 'a lap can capture at the start of this turn, and this one cannot: Ludii 1.3.13 obliges the player to start with one that can (LU-force)';
      }
    }
    return null;
  }
}
