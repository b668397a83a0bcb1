/**
 * The fast path for search and simulation: one mutable board, the same move machine with no
 * trace, and no allocation per move. Random playouts here are what `npm run bench` measures
 * and what the computer player (Monte Carlo tree search) runs.
 *
 * Semantics are those of moves.ts and game.ts (the same MoveRunner, the same starts), except
 * that a playout does not look for repeated positions: it relies on the move limit alone
 * (AMB-11) to end.
 */
import type { Position } from './position.ts';
import type { Rng } from './rng.ts';
import type { Ruleset } from './rulesets/types.ts';
import { MoveRunner } from './machine/runner.ts';
import type { Player } from './types.ts';

export interface PlayoutResult {
  winner: Player | null;
  plies: number;
  drops: number;
}

const OPENING = { opening: true } as const;
const NO_OPTIONS = {} as const;

export class Simulator {
  readonly rules: Ruleset;
  readonly cols: number;
  readonly board: Int32Array;
  toMove: Player = 'A';
  /** First turns of a sequential opening still to play (LU-open), set with the position. */
  openingPlies = 0;
  private readonly runners: { A: MoveRunner; B: MoveRunner };
  private readonly saved: Int32Array;
  private readonly starts: number[] = [];
  private rng: Rng | null = null;
  /** The last move never ended under LU-limit: the game is over, drawn. */
  private stopped = false;
  /** Totals since construction (for benchmarks). */
  totalDrops = 0;
  totalMoves = 0;

  constructor(rules: Ruleset, cols: number) {
    this.rules = rules;
    this.cols = cols;
    this.board = new Int32Array(4 * cols);
    this.saved = new Int32Array(4 * cols);
    this.runners = { A: new MoveRunner(rules, cols, this.board, 'A'), B: new MoveRunner(rules, cols, this.board, 'B') };
    // Random choices inside a move, from the generator of the current call (set once: no closure per move).
    const decide = (point: { options: readonly unknown[] }) => this.rng!.below(point.options.length);
    this.runners.A.decide = decide;
    this.runners.B.decide = decide;
  }

  /** Set the position; `openingPlies`: how many first turns of a sequential opening (LU-open) come next. */
  setPosition(pos: Position, openingPlies = 0): void {
    this.board.set(pos.counts);
    this.toMove = pos.toMove;
    this.openingPlies = openingPlies;
  }

  /** Encoded starts of the side to move (see machine/runner.ts, encodeStart). */
  listStarts(out: number[] = []): number[] {
    return this.runners[this.toMove].listStarts(out, this.openingPlies > 0);
  }

  /**
   * Play a random legal move of the side to move: a random start, random choices inside it.
   * A start whose move does not end under the forbid policy is taken back and another tried.
   * Returns false if the side to move has no move (D-end); true and K-win status otherwise.
   */
  playRandomMove(rng: Rng): { moved: boolean; endHoleWin: boolean } {
    const runner = this.runners[this.toMove];
    const opening = this.openingPlies > 0;
    const starts = runner.listStarts(this.starts, opening);
    this.rng = rng;
    const forbid = this.rules.endless.policy === 'forbid';
    while (starts.length > 0) {
      const k = rng.below(starts.length);
      if (forbid) this.saved.set(this.board);
      runner.beginEncoded(starts[k]!, opening ? OPENING : NO_OPTIONS);
      runner.run();
      this.totalDrops += runner.drops;
      if (runner.status === 'ended' || !forbid) {
        this.totalMoves++;
        if (opening) this.openingPlies--;
        // LU-limit: a move that never ends stops the game (it would run to Ludii's lap limit).
        if (runner.status !== 'ended' && this.rules.gameLaps !== null) this.stopped = true;
        this.toMove = this.toMove === 'A' ? 'B' : 'A';
        return { moved: true, endHoleWin: this.rules.endHoleWin !== null && runner.endHoleMask === 3 };
      }
      this.board.set(this.saved);
      starts[k] = starts[starts.length - 1]!;
      starts.pop();
    }
    return { moved: false, endHoleWin: false };
  }

  /** Random play to the end of the game or the move limit. */
  playout(rng: Rng, maxPlies = this.rules.gameLimit.maxPlies): PlayoutResult {
    const drops0 = this.totalDrops;
    const lapLimit = this.rules.gameLaps;
    let laps = 0;
    this.stopped = false;
    for (let ply = 0; ply < maxPlies; ply++) {
      const mover = this.toMove;
      const r = this.playRandomMove(rng);
      if (lapLimit !== null && r.moved) {
        // LU-limit: Ludii draws a game whose laps reach its limit, or whose move never ends.
        laps += this.runners[mover].laps;
        if (this.stopped || laps >= lapLimit.max) return { winner: null, plies: ply + 1, drops: this.totalDrops - drops0 };
      }
      if (!r.moved) return { winner: mover === 'A' ? 'B' : 'A', plies: ply, drops: this.totalDrops - drops0 };
      if (r.endHoleWin) return { winner: mover, plies: ply + 1, drops: this.totalDrops - drops0 };
    }
    return { winner: null, plies: maxPlies, drops: this.totalDrops - drops0 };
  }
}
