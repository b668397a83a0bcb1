/**
 * The fast path for search and simulation: one mutable board, the same move machine with no
 * trace, and no allocation per move. Random playouts here are what `npm run bench` measures
 * and what the computer player (Monte Carlo tree search) runs.
 *
 * Semantics are those of moves.ts and game.ts (the same MoveRunner, the same starts), except
 * that a playout does not look for repeated positions: it relies on the move limit alone
 * (AMB-11) to end.
 */
import { checkColumns } from './geometry.ts';
import type { Position } from './position.ts';
import type { Rng } from './rng.ts';
import type { Ruleset } from './rulesets/types.ts';
import { MoveRunner } from './machine/runner.ts';
import type { DecisionPoint } from './machine/move-state.ts';
import { DEFAULT_MAX_DECISIONS, DEFAULT_MAX_LIST_DROPS, MAX_LISTED_MOVES } from './moves.ts';
import type { Player } from './types.ts';

export interface PlayoutResult {
  winner: Player | null;
  plies: number;
  drops: number;
}

export class Simulator {
  readonly rules: Ruleset;
  readonly cols: number;
  readonly board: Int32Array;
  toMove: Player = 'A';
  /** First turns of a sequential opening still to play (LU-open), set with the position. */
  openingPlies = 0;
  private readonly runners: { A: MoveRunner; B: MoveRunner };
  private readonly saved: Int32Array;
  private rng: Rng | null = null;
  /** The last move never ended under LU-limit: the game is over, drawn. */
  private stopped = false;
  /** Totals since construction (for benchmarks). */
  totalDrops = 0;
  totalMoves = 0;
  /** forEachMove's state: the board it starts from, the choices replayed, how many used. */
  private readonly origin: Int32Array;
  private prefix: Int32Array = new Int32Array(8);
  private prefixLength = 0;
  private used = 0;
  /**
   * forEachMove's paths still to try, one after another in `pathChoices`, each ending where
   * `pathEnds` says: kept in arrays the simulator reuses, as a search lists moves millions of times
   * (made afresh each time, the paths were two fifths of all the solver allocated on Ikibuguzo's start).
   */
  private pathChoices: Int32Array = new Int32Array(64);
  private pathEnds: Int32Array = new Int32Array(16);
  private maxDecisions = DEFAULT_MAX_DECISIONS;
  private readonly random: (point: DecisionPoint) => number;
  private readonly replay: (point: DecisionPoint) => number;
  /**
   * Whether the last forEachMove left moves unvisited: a bound of work stopped it, or a move had
   * more than `maxDecisions` choices, the later ones taken by default (as `listMoves`' decisionsCut).
   */
  enumerationCut = false;
  /** How many moves the last forEachMove left out as never ending (forbidden, AMB-3): with none visited, AMB-19 decides. */
  endlessSkipped = 0;
  private decisionsPassed = false;

  constructor(rules: Ruleset, cols: number) {
    checkColumns(cols, 'Simulator');
    this.rules = rules;
    this.cols = cols;
    this.board = new Int32Array(4 * cols);
    this.saved = new Int32Array(4 * cols);
    this.origin = new Int32Array(4 * cols);
    this.runners = { A: new MoveRunner(rules, cols, this.board, 'A'), B: new MoveRunner(rules, cols, this.board, 'B') };
    // Random choices inside a move, from the generator of the current call (set once: no closure per move).
    this.random = (point) => this.rng!.below(point.options.length);
    // forEachMove's choices: the path being replayed, then a pause (-1) at the next choice, which
    // it branches on, up to maxDecisions choices a move (later ones take the default, as listMoves).
    this.replay = () => {
      if (this.used < this.prefixLength) return this.prefix[this.used++]!;
      if (this.used < this.maxDecisions) return -1;
      // Past the bound a choice takes the default, so the other paths are never visited: the
      // visit is then not every move, and says so (the solver proves nothing on such a list).
      this.decisionsPassed = true;
      return 0;
    };
    this.runners.A.decide = this.random;
    this.runners.B.decide = this.random;
  }

  /** Set the position; `openingPlies`: how many first turns of a sequential opening (LU-open) come next. */
  setPosition(pos: Position, openingPlies = 0): void {
    this.setBoard(pos.counts, pos.toMove);
    this.openingPlies = openingPlies;
  }

  /** Set the board from counts (the whole board, as `Position.counts`) and the side to move; no first turns to play (the solver's boards). */
  setBoard(counts: ArrayLike<number>, toMove: Player): void {
    this.board.set(counts);
    this.toMove = toMove;
    this.openingPlies = 0;
  }

  /**
   * Every complete move of the side to move: each start, and each path through the choices inside
   * it, as `listMoves` lists them (the same starts, the default ">" first, at most `maxDecisions`
   * choices branched on), leaving out the moves that do not end under the forbid policy (AMB-3).
   * For each, `visit` is called with `board` holding the position after the move (the side to move
   * not switched), whether the move won by K-win and the marbles it captured (the solver's move
   * ordering reads them); the board is put back after each, and at the
   * end. Several paths may reach one position: the caller tells them apart. Returns how many
   * moves were visited. Nothing is allocated for a move without choices.
   *
   * The work is bounded as `listMoves`' is: at most MAX_LISTED_MOVES moves and about `maxDrops`
   * marbles dropped in all; `enumerationCut` says whether a bound stopped the visit short (then the
   * moves visited are not all the moves).
   */
  forEachMove(visit: (endHoleWin: boolean, captured: number) => void, maxDecisions = DEFAULT_MAX_DECISIONS, maxDrops = DEFAULT_MAX_LIST_DROPS): number {
    const runner = this.runners[this.toMove];
    const opening = this.openingPlies > 0;
    const count = runner.countStarts(opening);
    const starts = runner.startList;
    const forbid = this.rules.endless.policy === 'forbid';
    const kWin = this.rules.endHoleWin !== null;
    this.origin.set(this.board);
    this.maxDecisions = maxDecisions;
    runner.decide = this.replay;
    let visited = 0;
    let drops = 0;
    this.enumerationCut = false;
    this.endlessSkipped = 0;
    this.decisionsPassed = false;
    try {
      for (let i = 0; i < count && !this.enumerationCut; i++) {
        // Depth first over the choices, the default first, from the empty path.
        let paths = 0;
        this.prefixLength = 0;
        for (;;) {
          this.used = 0;
          runner.beginListed(starts[i]!, opening);
          runner.run();
          this.totalDrops += runner.drops;
          drops += runner.drops;
          if (runner.status === 'needs-decision') {
            const options = runner.pending!.options.length;
            for (let o = options - 1; o >= 0; o--) paths = this.pushPath(paths, o);
          } else if (runner.status === 'ended' || !forbid) {
            visited++;
            visit(kWin && runner.endHoleMask === 3, runner.captured);
          } else this.endlessSkipped++;
          this.board.set(this.origin);
          if (visited >= MAX_LISTED_MOVES || drops >= maxDrops) {
            this.enumerationCut = paths > 0 || i < count - 1;
            break;
          }
          if (paths === 0) break;
          paths = this.popPath(paths);
        }
      }
    } finally {
      runner.decide = this.random;
    }
    if (this.decisionsPassed) this.enumerationCut = true;
    return visited;
  }

  /** forEachMove: keep the path made of the current one and then `choice`, to try later; returns the paths kept. */
  private pushPath(paths: number, choice: number): number {
    const from = paths > 0 ? this.pathEnds[paths - 1]! : 0;
    const to = from + this.prefixLength + 1;
    if (to > this.pathChoices.length) this.pathChoices = grown(this.pathChoices, to);
    if (paths + 1 > this.pathEnds.length) this.pathEnds = grown(this.pathEnds, paths + 1);
    for (let k = 0; k < this.prefixLength; k++) this.pathChoices[from + k] = this.prefix[k]!;
    this.pathChoices[to - 1] = choice;
    this.pathEnds[paths] = to;
    return paths + 1;
  }

  /** forEachMove: make the last path kept the current one; returns the paths left. */
  private popPath(paths: number): number {
    const left = paths - 1;
    const from = left > 0 ? this.pathEnds[left - 1]! : 0;
    const length = this.pathEnds[left]! - from;
    if (length > this.prefix.length) this.prefix = grown(this.prefix, length);
    for (let k = 0; k < length; k++) this.prefix[k] = this.pathChoices[from + k]!;
    this.prefixLength = length;
    return left;
  }

  /** Encoded starts of the side to move (see start.ts, encodeStart; machine/starts.ts, countStarts). */
  listStarts(out: number[] = []): number[] {
    return this.runners[this.toMove].listStarts(out, this.openingPlies > 0);
  }

  /**
   * Play a random legal move of the side to move: a random start, random choices inside it.
   * A start whose move does not end under the forbid policy is taken back and another tried.
   * Returns false if the side to move has no move (D-end), with whether he had starts whose
   * moves all never end (AMB-19); true and K-win status otherwise.
   */
  playRandomMove(rng: Rng): { moved: boolean; endHoleWin: boolean; onlyEndless: boolean } {
    const runner = this.runners[this.toMove];
    const opening = this.openingPlies > 0;
    // The runner's own list, which no move it plays touches: a start that fails is struck out of it.
    let count = runner.countStarts(opening);
    const starts = runner.startList;
    this.rng = rng;
    const forbid = this.rules.endless.policy === 'forbid';
    const starts0 = count;
    while (count > 0) {
      const k = rng.below(count);
      if (forbid) this.saved.set(this.board);
      runner.beginListed(starts[k]!, opening);
      runner.run();
      this.totalDrops += runner.drops;
      if (runner.status === 'ended' || !forbid) {
        this.totalMoves++;
        if (opening) this.openingPlies--;
        // LU-limit: a move that never ends stops the game (it would run to Ludii's lap limit).
        if (runner.status !== 'ended' && this.rules.gameLaps !== null) this.stopped = true;
        this.toMove = this.toMove === 'A' ? 'B' : 'A';
        return { moved: true, endHoleWin: this.rules.endHoleWin !== null && runner.endHoleMask === 3, onlyEndless: false };
      }
      this.board.set(this.saved);
      starts[k] = starts[--count]!;
    }
    return { moved: false, endHoleWin: false, onlyEndless: starts0 > 0 };
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
      if (!r.moved) {
        // D-end, or AMB-19: left only moves that never end, he loses, or the game is drawn.
        const drawn = r.onlyEndless && this.rules.onlyEndless.result === 'drawn';
        return { winner: drawn ? null : mover === 'A' ? 'B' : 'A', plies: ply, drops: this.totalDrops - drops0 };
      }
      if (r.endHoleWin) return { winner: mover, plies: ply + 1, drops: this.totalDrops - drops0 };
    }
    return { winner: null, plies: maxPlies, drops: this.totalDrops - drops0 };
  }
}

/** A copy of `a` at least `size` long (twice as long as it was, or more), for forEachMove's paths. */
function grown(a: Int32Array, size: number): Int32Array {
  const b = new Int32Array(Math.max(size, a.length * 2));
  b.set(a);
  return b;
}
