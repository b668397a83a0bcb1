/**
 * The df-pn search itself: one question ("can X force a win from here?") asked of a root, with
 * its path, its repetitions and the game's earlier positions, its first estimates and its move
 * ordering (see dfpn.ts for what each means). This is the hot path: every buffer is made once
 * and grown, never allocated per node, and the children's numbers live in typed arrays (Level).
 */
import { DEFAULT_MAX_DECISIONS, enoughToStart, opponent, Simulator, type Player, type Position, type Ruleset } from '../engine/index.ts';
import { DEFAULT_MAX_NODES, OPPONENT_DIVISOR, PROGRESS_EVERY, START_WEIGHT, type SolveOptions, type SolveSnapshot } from './options.ts';
import { ATTACKER_A, DEFAULT_TABLE_ENTRIES, fmix, INF, Keys, NO_DEP, QUESTION_FLIP, Table } from './table.ts';

/** The children of one node: boards, keys and their current numbers, in arrays grown as needed. */
class Level {
  boards = new Int32Array(0);
  hi = new Uint32Array(0);
  lo = new Uint32Array(0);
  phi = new Uint32Array(0);
  delta = new Uint32Array(0);
  len = new Uint16Array(0);
  dep = new Uint16Array(0);
  /** 1 where the child's final result leaned on a draw (Search's `drew`). */
  drew = new Uint8Array(0);
  /** The marbles each child's move captured (move ordering: see mid). */
  cap = new Uint16Array(0);
  count = 0;

  reserve(children: number, holes: number): void {
    if (this.hi.length >= children) return;
    const n = Math.max(children, this.hi.length * 2, 16);
    const grow = <T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(a: T, size: number, make: (k: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.boards = grow(this.boards, n * holes, (k) => new Int32Array(k));
    this.hi = grow(this.hi, n, (k) => new Uint32Array(k));
    this.lo = grow(this.lo, n, (k) => new Uint32Array(k));
    this.phi = grow(this.phi, n, (k) => new Uint32Array(k));
    this.delta = grow(this.delta, n, (k) => new Uint32Array(k));
    this.len = grow(this.len, n, (k) => new Uint16Array(k));
    this.dep = grow(this.dep, n, (k) => new Uint16Array(k));
    this.drew = grow(this.drew, n, (k) => new Uint8Array(k));
    this.cap = grow(this.cap, n, (k) => new Uint16Array(k));
  }
}

/** Internal: the search's state for one `solve`. */
export class Search {
  readonly rules: Ruleset;
  readonly cols: number;
  readonly holes: number;
  readonly sim: Simulator;
  readonly keys: Keys;
  readonly table: Table;
  readonly maxDepth: number;
  /**
   * Every move ends the game drawn unless it wins by K-win: under `repetitions=1` a position has
   * occurred once as soon as it is reached, and the engine draws a game at a position's
   * `repetitions`-th occurrence after a move (AMB-11; game.ts checks K-win first). The search's
   * own rule, a draw at a position's first return, holds from 2 on (see the module's comment).
   */
  private readonly drawsAtOnce: boolean;
  readonly maxNodes: number;
  readonly startWeight: number;
  /** SolveOptions.opponentEstimate. */
  private readonly opponentEstimate: boolean;
  /** Choices inside one move branched on (SolveOptions.maxDecisions); a move meeting more cuts its position's list. */
  private readonly maxDecisions: number;
  readonly opts: SolveOptions;
  nodes = 0;
  generated = 0;
  stoppedBy: 'nodes' | 'stop' | 'cut' | null = null;
  /** Who the current question is about (X in "can X force a win?"). */
  attacker: Player = 'A';
  /** Keys and path hashes of the positions on the path, by depth. */
  private pathHi = new Uint32Array(64);
  private pathLo = new Uint32Array(64);
  private pathHashHi = new Uint32Array(64);
  private pathHashLo = new Uint32Array(64);
  private readonly levels: Level[] = [];
  /** The node being expanded: its board, copied per level. */
  private readonly boards: Int32Array[] = [];
  /** The key keyOf made last, and a board to copy a board keyed but not kept to. */
  private hi = 0;
  private lo = 0;
  private readonly scratch: Int32Array;

  constructor(rules: Ruleset, cols: number, opts: SolveOptions, maxCount: number) {
    this.rules = rules;
    this.cols = cols;
    this.holes = 4 * cols;
    this.scratch = new Int32Array(this.holes);
    this.sim = new Simulator(rules, cols);
    this.keys = new Keys(this.holes, maxCount);
    const resume = opts.resumeFrom;
    this.table = new Table(opts.tableEntries ?? DEFAULT_TABLE_ENTRIES, resume);
    if (resume) {
      this.nodes = resume.nodes;
      this.generated = resume.generated;
      this.pathBound = resume.pathBound;
    }
    this.maxDepth = rules.gameLimit.maxPlies - (opts.game?.plies ?? 0);
    this.drawsAtOnce = rules.gameLimit.repetitions <= 1;
    this.maxNodes = opts.maxNodes ?? DEFAULT_MAX_NODES;
    this.startWeight = opts.startWeight ?? START_WEIGHT;
    this.opponentEstimate = opts.opponentEstimate !== false;
    this.maxDecisions = opts.maxDecisions ?? DEFAULT_MAX_DECISIONS;
    this.opts = opts;
  }

  /**
   * The key of a board (in `hi`, `lo`): counts, side to move, and the question's attacker. The
   * board is copied to `copyTo` at `at` on the way, in the same pass (keepChild keeps each child's
   * board so; the other callers give a scratch board).
   */
  private keyOf(board: Int32Array, toMove: Player, copyTo: Int32Array, at: number): void {
    const { hi: H, lo: L, values } = this.keys;
    let hi = toMove === 'A' ? 0x9e3779b9 : 0x7f4a7c15;
    let lo = this.attacker === 'A' ? ATTACKER_A : ATTACKER_A ^ QUESTION_FLIP;
    const holes = this.holes;
    for (let h = 0; h < holes; h++) {
      const c = board[h]!;
      copyTo[at + h] = c;
      const i = h * values + c;
      hi ^= H[i]!;
      lo ^= L[i]!;
    }
    if (hi === 0 && lo === 0) lo = 1;
    this.hi = hi >>> 0;
    this.lo = lo >>> 0;
  }

  private level(depth: number): Level {
    while (this.levels.length <= depth) this.levels.push(new Level());
    return this.levels[depth]!;
  }

  private board(depth: number): Int32Array {
    while (this.boards.length <= depth) this.boards.push(new Int32Array(this.holes));
    return this.boards[depth]!;
  }

  private setPath(depth: number, hi: number, lo: number): void {
    if (depth >= this.pathHi.length) {
      const grow = (a: Uint32Array) => {
        const b = new Uint32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.pathHi = grow(this.pathHi);
      this.pathLo = grow(this.pathLo);
      this.pathHashHi = grow(this.pathHashHi);
      this.pathHashLo = grow(this.pathHashLo);
    }
    this.pathHi[depth] = hi;
    this.pathLo[depth] = lo;
    // The path's hash: every key from the root on, in order, and the depth (another route,
    // another hash), each half mixed with the murmur finaliser.
    const ph = depth === 0 ? 0x243f6a88 : this.pathHashHi[depth - 1]!;
    const pl = depth === 0 ? 0x13198a2e : this.pathHashLo[depth - 1]!;
    const h = fmix(ph ^ hi ^ Math.imul(depth + 1, 0x27d4eb2f));
    const l = fmix(pl ^ lo ^ ((h << 7) | (h >>> 25)) ^ fmix(ph + 0x9e3779b9));
    this.pathHashHi[depth] = h || 1;
    this.pathHashLo[depth] = l;
  }

  /** The depth of the same position higher on the path, or -1. */
  private repeated(depth: number, hi: number, lo: number): number {
    // A position comes back with the same side to move: at an even distance.
    for (let d = depth - 2; d >= 0; d -= 2) if (this.pathHi[d] === hi && this.pathLo[d] === lo) return d;
    return -1;
  }

  /**
   * Look up a child's numbers: a final result under its position (reused only if its line ends
   * before the move limit), else a result bound to this very path, else its position's estimate.
   * Returns false if unknown (the caller keeps its own estimate).
   */
  private lookup(lv: Level, i: number, depth: number): boolean {
    const t = this.table;
    // A final result under the position holds on any path; then one bound to this very path;
    // then the position's estimate.
    let estimate = -1;
    if (t.find(lv.hi[i]!, lv.lo[i]!)) {
      const s = t.slot;
      if (this.finalHolds(s, depth)) return this.takeFinal(lv, i, s);
      if (!t.final(s)) estimate = s;
    }
    if (this.pathBound > 0) {
      // The child's path hash, as setPath would make it.
      this.setPath(depth, lv.hi[i]!, lv.lo[i]!);
      if (t.find(this.pathHashHi[depth]!, this.pathHashLo[depth]!)) {
        const s = t.slot;
        lv.phi[i] = t.phi(s);
        lv.delta[i] = t.delta(s);
        lv.len[i] = t.len(s);
        lv.dep[i] = t.dep(s);
        lv.drew[i] = t.drew(s);
        return true;
      }
    }
    if (this.firstQuestionAsked && t.find(lv.hi[i]!, (lv.lo[i]! ^ QUESTION_FLIP) >>> 0)) {
      // The second question: a final result of the first that leaned on no draw holds here with
      // the same numbers. Without a draw one side wins: the side to move meets its goal in one
      // question (X wins; no win for X) exactly when it wins, and so in the other.
      const s = t.slot;
      if (t.drew(s) === 0 && this.finalHolds(s, depth)) return this.takeFinal(lv, i, s);
    }
    if (estimate < 0) return false;
    lv.phi[i] = t.phi(estimate);
    lv.delta[i] = t.delta(estimate);
    lv.len[i] = 0;
    lv.dep[i] = NO_DEP;
    lv.drew[i] = 0;
    return true;
  }

  /**
   * Whether the table's entry at `slot` is a final result whose line ends before the move limit
   * from `depth`. A game is drawn at its limit before a player left with no move there has lost
   * (AMB-11; game.ts asks in that order, and expand alike), so a line that ends at the limit holds
   * only if it ends by a K-win, which is asked first; how a line ends is not kept, so none that
   * reaches the limit is taken. Under the codes' own limits no line comes near it; under the
   * small limits of solveOpeningWithin, a line ending at the limit was taken for a win the engine
   * calls a draw.
   */
  private finalHolds(slot: number, depth: number): boolean {
    return this.table.final(slot) && depth + this.table.len(slot) < this.maxDepth;
  }

  /** A child's numbers from a final result stored under its position (it leaned on nothing of the path). */
  private takeFinal(lv: Level, i: number, slot: number): true {
    const t = this.table;
    lv.phi[i] = t.phi(slot);
    lv.delta[i] = t.delta(slot);
    lv.len[i] = t.len(slot);
    lv.dep[i] = NO_DEP;
    lv.drew[i] = t.drew(slot);
    return true;
  }

  /** The numbers of the node `mid` last left: φ, δ, len, dep and drew (see the module's comment). */
  outPhi = 1;
  outDelta = 1;
  outLen = 0;
  outDep = NO_DEP;
  outDrew = 0;
  /** Whether some position's moves were cut short by the engine's bound of work. */
  sawCut = false;
  /** The side to move at the root (for the progress report: which question is asked). */
  rootToMove: Player = 'A';
  /** Results stored under a path's hash so far: until there is one, no lookup needs the path's hash. */
  pathBound = 0;
  /**
   * Set by `solve` when it asks the second question (unless SolveOptions.reuseFirstQuestion is
   * false): the first's results are in the table, and a final one that leaned on no draw is read
   * for a position the second has not settled (lookup).
   */
  firstQuestionAsked = false;

  /** The keys of the game's earlier positions under the current question (`SolveOptions.game`), high word → low words. */
  private history = new Map<number, number[]>();

  /** Key the game's earlier positions for the current question (keys hold the attacker). */
  private keyHistory(): void {
    this.history.clear();
    for (const p of this.opts.game?.history ?? []) {
      if (p.counts.length !== this.holes) continue;
      this.keyOf(Int32Array.from(p.counts), p.toMove, this.scratch, 0);
      const list = this.history.get(this.hi);
      if (list) list.push(this.lo);
      else this.history.set(this.hi, [this.lo]);
    }
  }

  /** Whether a position was met earlier in the game. */
  private inHistory(hi: number, lo: number): boolean {
    const list = this.history.get(hi);
    return list !== undefined && list.includes(lo);
  }

  /** keepChild's level and the side to move in its children (set by expand). */
  private childLevel = new Level();
  private childToMove: Player = 'A';
  /**
   * forEachMove's visitor (made once, not a closure per expansion): the position after a move,
   * on the simulator's board, kept in `childLevel` unless an earlier move reached it, its board
   * copied as it is keyed (keyOf).
   */
  private readonly keepChild = (endHoleWin: boolean, captured: number): void => {
    const lv = this.childLevel;
    const n = lv.count;
    lv.reserve(n + 1, this.holes);
    this.keyOf(this.sim.board, this.childToMove, lv.boards, n * this.holes);
    const hi = this.hi;
    const lo = this.lo;
    for (let j = 0; j < n; j++) if (lv.hi[j] === hi && lv.lo[j] === lo) return;
    lv.hi[n] = hi;
    lv.lo[n] = lo;
    // A K-win ends the game: the side to move there has lost, whatever the question.
    lv.phi[n] = endHoleWin ? INF : 1;
    lv.delta[n] = endHoleWin ? 0 : 1;
    lv.len[n] = 0;
    lv.dep[n] = NO_DEP;
    lv.drew[n] = 0;
    lv.cap[n] = Math.min(captured, 0xffff);
    lv.count = n + 1;
  };

  /**
   * The children of the node at `depth` (its board in board(depth), `toMove` to move) into `lv`:
   * every legal move's position once, each with its numbers for the current question — a K-win,
   * a draw (a repetition on the path, the move limit, a position met earlier in the game), what
   * the table knows, or an estimate (firstEstimates). Returns whether the engine's bound of work
   * cut the moves short.
   */
  private expand(depth: number, toMove: Player, lv: Level): boolean {
    const sim = this.sim;
    const next = opponent(toMove);
    sim.setBoard(this.board(depth), toMove);
    lv.count = 0;
    this.childLevel = lv;
    this.childToMove = next;
    sim.forEachMove(this.keepChild, this.maxDecisions);
    this.generated += lv.count;
    this.table.touch(lv.hi, lv.lo, lv.count);
    for (let i = 0; i < lv.count; i++) {
      if (lv.delta[i] === 0) continue; // a K-win, final already
      const rep = this.repeated(depth + 1, lv.hi[i]!, lv.lo[i]!);
      const earlier = this.history.size > 0 && this.inHistory(lv.hi[i]!, lv.lo[i]!);
      if (rep >= 0 || depth + 1 >= this.maxDepth || earlier || this.drawsAtOnce) {
        // A draw (AMB-11): no win for the attacker, the other's goal met; bound to the path
        // (the game's earlier positions are the same for the whole search: bound to nothing).
        const attackerMoves = next === this.attacker;
        lv.phi[i] = attackerMoves ? INF : 0;
        lv.delta[i] = attackerMoves ? 0 : INF;
        lv.len[i] = 0;
        lv.dep[i] = rep >= 0 ? rep : (earlier || this.drawsAtOnce) && depth + 1 < this.maxDepth ? NO_DEP : 0;
        lv.drew[i] = 1;
        continue;
      }
      if (!this.lookup(lv, i, depth + 1)) {
        this.firstEstimates(lv, i, next);
        lv.len[i] = 0;
        lv.dep[i] = NO_DEP;
        lv.drew[i] = 0;
      }
    }
    if (sim.enumerationCut) this.sawCut = true;
    return sim.enumerationCut;
  }

  /**
   * The first numbers of a position never searched (its side to move `toMove`), from the holes of
   * each side that hold enough marbles to start (the ruleset's minToStart, D-min). δ, the work to
   * show that the side to move fails its goal, is START_WEIGHT × its own starts: every one of its
   * moves must fail, so the more moves, the more work. φ, the work to show it reaches its goal, is
   * the opponent's starts ÷ OPPONENT_DIVISOR, rounded, at least 1: one good move is enough, but a
   * good move against an opponent with many moves is harder to find and to prove. Its moves are not
   * generated here (that is the expansion itself). Estimates only, never values: Lango's start
   * captures (L-start) and the holes a reading forbids are not counted, and they change which
   * position is searched first, never what a search proves. These are df-pn+'s heuristic initial
   * numbers, with mobility as the heuristic: they steer the search towards positions that leave
   * the opponent few moves, which is how these games are won (D-end). Weight 0 (plain df-pn)
   * gives every position 1 and 1.
   */
  private firstEstimates(lv: Level, i: number, toMove: Player): void {
    if (this.startWeight === 0) {
      lv.phi[i] = 1;
      lv.delta[i] = 1;
      return;
    }
    const half = this.holes >>> 1;
    const min = this.rules.minToStart;
    // Whole-board order: A's holes first, then B's.
    const own = i * this.holes + (toMove === 'A' ? 0 : half);
    const other = i * this.holes + (toMove === 'A' ? half : 0);
    const boards = lv.boards;
    let starts = 0;
    let opponentStarts = 0;
    // Without a branch (enoughToStart): a test here cost a tenth of the search in mispredictions.
    for (let h = 0; h < half; h++) {
      starts += enoughToStart(boards[own + h]!, min);
      opponentStarts += enoughToStart(boards[other + h]!, min);
    }
    lv.delta[i] = this.startWeight * Math.max(1, starts);
    lv.phi[i] = this.opponentEstimate ? Math.max(1, Math.round(opponentStarts / OPPONENT_DIVISOR)) : 1;
  }

  /** Expand the node at `depth` (its board in board(depth), its side to move `toMove`) within the thresholds. */
  mid(depth: number, toMove: Player, thPhi: number, thDelta: number): void {
    const lv = this.level(depth);
    const holes = this.holes;
    const nodesBefore = this.nodes;
    this.nodes++;
    if (this.nodes % PROGRESS_EVERY === 0) {
      this.opts.onProgress?.({ nodes: this.nodes, stored: this.table.stored, capacity: this.table.capacity, question: this.question() }, this.snapshot);
      if (this.opts.shouldStop?.()) this.stoppedBy = 'stop';
    }
    if (this.nodes >= this.maxNodes && this.stoppedBy === null) this.stoppedBy = 'nodes';

    // Not every move seen: the node can still be shown to reach its goal (one good move is
    // enough), but never to fail it.
    // This node's result is stored in its bucket at the end: start reading it now.
    this.table.touchOne(this.pathLo[depth]!);
    const cut = this.expand(depth, toMove, lv);
    const next = opponent(toMove);
    const ownHi = this.pathHi[depth]!;
    const ownLo = this.pathLo[depth]!;

    let phi: number;
    let delta: number;
    let len = 0;
    let dep = NO_DEP;
    // Set only where the result is final (below): an estimate leans on nothing.
    let drew = 0;
    if (lv.count === 0 && !cut && this.sim.endlessSkipped > 0 && this.rules.onlyEndless.result === 'drawn') {
      // AMB-19 (onlyEndless=draw): every move never ends, and the game is drawn here, whatever
      // the path: the attacker's goal fails, the defender's is met.
      const attackerMoves = toMove === this.attacker;
      phi = attackerMoves ? INF : 0;
      delta = attackerMoves ? 0 : INF;
      drew = 1;
    } else if (lv.count === 0) {
      // D-end (and AMB-19's default): the side to move cannot move, and has lost.
      phi = cut ? 1 : INF;
      delta = cut ? 1 : 0;
    } else {
      for (;;) {
        // φ = min δ(child), δ = Σ φ(child). Move ordering from the engine's capture information:
        // of children with the same δ (first estimates tie often), the one whose move captured the
        // most marbles is searched first, as a capture takes from the opponent's holes what his
        // next moves would sow. It changes which child is searched, never what is proved; it cut
        // the positions to settle five hard openings by 21% to 62% (docs/solver.md, "The search").
        let best = -1;
        let bestDelta = INF;
        let second = INF;
        let sum = 0;
        for (let i = 0; i < lv.count; i++) {
          const d = lv.delta[i]!;
          if (d < bestDelta || (d === bestDelta && best >= 0 && lv.cap[i]! > lv.cap[best]!)) {
            second = bestDelta;
            bestDelta = d;
            best = i;
          } else if (d < second) second = d;
          sum = Math.min(INF, sum + lv.phi[i]!);
        }
        phi = bestDelta;
        delta = sum;
        if (cut) {
          if (delta === 0) delta = 1;
          if (phi >= INF) phi = INF - 1;
        }
        if (phi === 0 || delta === 0 || phi >= thPhi || delta >= thDelta || this.stoppedBy !== null) break;
        if (bestDelta >= INF) break; // every child final (a cut node): nothing left to search
        // Thresholds for the most promising child (with the 1 + ε trick, ε = 1/4).
        const childThPhi = Math.min(INF, thDelta - (delta - lv.phi[best]!));
        const childThDelta = Math.min(thPhi, Math.max(second + 1, Math.ceil(second * 1.25)));
        // Copied hole by hole: a subarray would be a new view at each descent (a fifth of all
        // the search allocated, on Ikibuguzo's start).
        const into = this.board(depth + 1);
        for (let h = 0, from = best * holes; h < holes; h++) into[h] = lv.boards[from + h]!;
        this.setPath(depth + 1, lv.hi[best]!, lv.lo[best]!);
        this.mid(depth + 1, next, childThPhi, childThDelta);
        lv.phi[best] = this.outPhi;
        lv.delta[best] = this.outDelta;
        lv.len[best] = this.outLen;
        lv.dep[best] = this.outDep;
        lv.drew[best] = this.outDrew;
      }
      if (phi === 0) {
        // Goal met through a child whose goal fails: one that leans on no draw, then the one leaning
        // on the least of the path, then the shortest.
        let bestDrew = 2;
        let bestDep = -1;
        let bestLen = 0xffff;
        for (let i = 0; i < lv.count; i++) {
          if (lv.delta[i] !== 0) continue;
          const d = lv.drew[i]!;
          if (d < bestDrew || (d === bestDrew && (lv.dep[i]! > bestDep || (lv.dep[i] === bestDep && lv.len[i]! < bestLen)))) {
            bestDrew = d;
            bestDep = lv.dep[i]!;
            bestLen = lv.len[i]!;
          }
        }
        drew = bestDrew;
        dep = bestDep;
        len = bestLen + 1;
      } else if (delta === 0) {
        // Goal fails whatever the move: the longest line, leaning on every child's.
        for (let i = 0; i < lv.count; i++) {
          len = Math.max(len, lv.len[i]! + 1);
          dep = Math.min(dep, lv.dep[i]!);
          drew |= lv.drew[i]!;
        }
      }
    }
    const final = phi === 0 || delta === 0;
    const work = this.nodes - nodesBefore;
    if (final && dep < depth) {
      // Leaned on the path above: valid on this path only.
      this.pathBound++;
      this.table.store(this.pathHashHi[depth]!, this.pathHashLo[depth]!, phi, delta, len, dep, drew, work);
    } else {
      this.table.store(ownHi, ownLo, phi, delta, len, final ? NO_DEP : dep, drew, work);
    }
    this.outPhi = phi;
    this.outDelta = delta;
    this.outLen = final ? len : 0;
    this.outDep = final ? dep : NO_DEP;
    this.outDrew = drew;
  }

  /** The question under way, as SolveProgress names it. */
  private question(): 'win' | 'loss' {
    return this.attacker === this.rootToMove ? 'win' : 'loss';
  }

  /** The search's state, its table's arrays themselves (SolveSnapshot). */
  private readonly snapshot = (): SolveSnapshot => ({
    words: this.table.words,
    filter: this.table.filter,
    stored: this.table.stored,
    nodes: this.nodes,
    generated: this.generated,
    pathBound: this.pathBound,
    question: this.question(),
  });

  /** Ask "can `attacker` force a win?" from the root; the root's numbers afterwards. */
  ask(root: Position, attacker: Player): { phi: number; delta: number; drew: boolean } {
    this.setQuestion(attacker);
    this.rootToMove = root.toMove;
    this.enter(0, Int32Array.from(root.counts), root.toMove);
    // With unbounded thresholds the root comes back settled, or stopped; otherwise only a position
    // whose moves were cut short (or numbers past INF) left it open, and another pass would change nothing.
    this.mid(0, root.toMove, INF, INF);
    if (this.outPhi !== 0 && this.outDelta !== 0 && this.stoppedBy === null) this.stoppedBy = this.sawCut ? 'cut' : 'nodes';
    return { phi: this.outPhi, delta: this.outDelta, drew: this.outDrew === 1 };
  }

  /**
   * The children of a position with their numbers for the current question, each with its board
   * (for the principal line and the proof's size). Depth sets which path results apply.
   */
  children(depth: number, toMove: Player): { board: Int32Array; phi: number; delta: number; len: number; drew: boolean }[] {
    const lv = new Level();
    this.expand(depth, toMove, lv);
    const h = this.holes;
    return Array.from({ length: lv.count }, (_, i) => ({ board: lv.boards.slice(i * h, i * h + h), phi: lv.phi[i]!, delta: lv.delta[i]!, len: lv.len[i]!, drew: lv.drew[i] === 1 }));
  }

  /** Ask about `attacker` again (after the search, to read its results). */
  setQuestion(attacker: Player): void {
    this.attacker = attacker;
    this.keyHistory();
  }

  /** Set the path at `depth` to a board, for `children` below it. */
  enter(depth: number, board: Int32Array, toMove: Player): void {
    this.keyOf(board, toMove, this.board(depth), 0);
    this.setPath(depth, this.hi, this.lo);
  }
}
