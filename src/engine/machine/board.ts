/**
 * The mover's view of the shared board, the ground floor of the move machine: the board itself,
 * the tables worked out once per runner (which holes face which, the reverse holes, the
 * ruleset's switches read into booleans), and the questions asked of a board without changing
 * it: are these marbles en prise, would this lap capture, may this hole turn clockwise. The
 * start listing (starts.ts) and the lap runner (runner.ts) are built on it.
 */
import { facing, frontEndHoles, isFront, step } from '../geometry.ts';
import { reverseHoleLocals } from '../rulesets/board.ts';
import type { Ruleset } from '../rulesets/types.ts';
import type { Player } from '../types.ts';

/** One player's side of a shared board (an Int32Array in whole-board order), with its tables. */
export abstract class LapBoard {
  readonly rules: Ruleset;
  readonly cols: number;
  readonly n: number;
  readonly board: Int32Array;
  readonly player: Player;
  protected readonly me: number;
  protected readonly opp: number;
  protected readonly reverseHoles: readonly number[];
  protected readonly reverseFlags: Uint8Array;
  /** facing() tabulated: the opponent's front and back hole facing each of the mover's holes. */
  protected readonly faceFront: Int32Array;
  protected readonly faceBack: Int32Array;
  protected readonly endHoles: readonly [number, number];
  /** AMB-14 `skip`: a lap passes by the hole it was lifted from when it comes round. */
  protected readonly skipLifted: boolean;
  /** LU-cw: a clockwise lap needs only to land in a front hole facing marbles en prise, occupied or not. */
  protected readonly cwAnyLanding: boolean;
  /** LU-cw: no chain; every lap starting in a reverse hole may go clockwise (reverse.chain `every-lap`). */
  protected readonly everyLap: boolean;
  /** L-opp: only the opponent's front hole need be occupied for a capture (D-opp, K-opp: both). */
  protected readonly frontOnly: boolean;

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
  protected clockwiseOk(first: number, count: number, lifted = -1): boolean {
    return this.wouldCapture(first, count, -1, lifted, this.cwAnyLanding);
  }

  /** Whether the mover's front hole `local` must capture at the start of the move (L-start): occupied, facing an occupied opponent front hole. */
  protected capturesAtStart(local: number): boolean {
    return this.board[this.me + local]! > 0 && this.board[this.opp + this.faceFront[local]!]! > 0;
  }

  /** wouldCapture for a lap lifted from `from`: the lifted hole is empty while the lap is sown. */
  protected wouldCaptureAfterLift(from: number, count: number, dir: 1 | -1, anyLanding = false): boolean {
    const saved = this.board[this.me + from]!;
    this.board[this.me + from] = 0;
    const r = this.wouldCapture(step(from, dir, this.cols), count, dir, from, anyLanding);
    this.board[this.me + from] = saved;
    return r;
  }

  /** The other of Murray's two reverse holes, or −1. */
  protected otherReverseHole(local: number): number {
    const [a, b] = this.reverseHoles;
    return local === a ? b! : local === b ? a! : -1;
  }

  /** Could the increment be left in `origin` and `other` be played clockwise to a capture? (K-chain) */
  protected canSwitch(origin: number, inc: number, other: number): boolean {
    const c = this.board[this.me + other]!;
    if (c < this.rules.minToStart) return false;
    this.board[this.me + origin]! += inc;
    const ok = this.wouldCaptureAfterLift(other, c, -1);
    this.board[this.me + origin]! -= inc;
    return ok;
  }
}
