/**
 * AMB-3: the cycle test for moves that never end. No source rules on a move that laps for
 * ever, so the machine must prove one endless (or give up at the lap bound, which the runner
 * keeps) without remembering every state it has passed: Brent's cycle-finding algorithm on
 * the states at the ends of laps, in constant memory (one saved board).
 *
 * The interface with the lap runner (runner.ts) is small: the runner tells the test every
 * change it makes to the board while the test is hashing (`hashing`, `changed`), hands it
 * each lap-end state as its own fields packed in a number (`repeats`), and says when a
 * decision was taken (`forget`), since a stretch the decider steers may not repeat.
 */

/** Laps a move runs before the cycle test starts (a cycle is still found, just a few laps later). */
export const CYCLE_TEST_FROM = 32;

/**
 * Fixed pseudo-random weights for the incremental board hash (one per whole-board index; a
 * board has at most 4 × 16 holes). The hash only filters: a repeat is confirmed hole by hole.
 */
const HASH_WEIGHTS = (() => {
  const w = new Int32Array(64);
  let s = 0x9e3779b9 | 0;
  for (let i = 0; i < 64; i++) {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x297a2d39) | 0;
    w[i] = s | 1;
  }
  return w;
})();

/** Brent's cycle test over one shared board (AMB-3). Reusable: `reset` at the start of each move. */
export class CycleTest {
  private readonly board: Int32Array;
  /** Whether the hash is being kept: only once a move has run CYCLE_TEST_FROM laps, since most moves end long before. */
  hashing = false;
  private hash = 0;
  /** Brent's saved state: the board, its hash and the runner's packed fields at the last power of two. */
  private readonly snap: Int32Array;
  private snapHash = 0;
  private snapMeta = 0;
  private snapValid = false;
  private power = 1;
  private lam = 0;

  constructor(board: Int32Array) {
    this.board = board;
    this.snap = new Int32Array(board.length);
  }

  /** A new move begins: nothing saved, no hash kept. */
  reset(): void {
    this.snapValid = false;
    this.power = 1;
    this.lam = 0;
    this.hashing = false;
  }

  /** A decision was taken: the cycle test applies only to stretches the decider does not steer. */
  forget(): void {
    this.snapValid = false;
  }

  /** The runner changed whole-board hole `index` by `delta` marbles (call only while `hashing`). */
  changed(index: number, delta: number): void {
    this.hash = (this.hash + Math.imul(delta, HASH_WEIGHTS[index]!)) | 0;
  }

  /**
   * A lap has ended after `laps` laps, the runner's own state packed in `meta` (whatever else,
   * besides the board, decides how the move goes on). True when the board and `meta` repeat a
   * state saved earlier in the move: the move is proven endless.
   */
  repeats(laps: number, meta: number): boolean {
    if (laps < CYCLE_TEST_FROM) return false;
    if (!this.hashing) {
      let h = 0;
      for (let i = 0; i < this.board.length; i++) h = (h + Math.imul(this.board[i]!, HASH_WEIGHTS[i]!)) | 0;
      this.hash = h;
      this.hashing = true;
    }
    if (this.snapValid && this.snapHash === this.hash && this.snapMeta === meta && this.sameAsSnapshot()) return true;
    // Brent: save the state at laps 1, 2, 4, 8 … after the last save; a cycle of length λ is
    // met again within λ laps once the power of two exceeds it.
    if (!this.snapValid || ++this.lam === this.power) {
      if (this.snapValid) this.power *= 2;
      this.snap.set(this.board);
      this.snapHash = this.hash;
      this.snapMeta = meta;
      this.snapValid = true;
      this.lam = 0;
    }
    return false;
  }

  private sameAsSnapshot(): boolean {
    const b = this.board;
    const s = this.snap;
    for (let i = 0; i < b.length; i++) if (b[i] !== s[i]) return false;
    return true;
  }
}
