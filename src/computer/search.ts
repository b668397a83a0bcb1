/**
 * The computer player: Monte Carlo tree search (UCT with a small proof layer) over the
 * engine's own moves, with random playouts on the fast path (src/engine/simulator.ts). Two baseline players,
 * random and one-move greedy, for the arena (`npm run arena`) and the tests.
 *
 * The AI applies no rule of its own. Tree nodes are expanded with `listMoves(…).legal`, so
 * every move it returns is a complete move in the engine's notation, decisions included
 * (`f3/<`), and `playMove` accepts it. Game ends are those of game.ts: a player who cannot move
 * has lost (D-end), capturing both of the opponent's front-row end holes in one turn wins
 * (K-win, `MoveResult.endHoleWin`), and a game is drawn at the repetition count or the move
 * limit (AMB-11). Playouts use `Simulator.playout`, which applies the same D-end, K-win and
 * move limit but not repetition (see src/engine/simulator.ts); a playout that reaches the limit is a draw.
 *
 * Deterministic: the same position, seed and iteration budget give the same move. A time
 * budget reads the clock `now` (injectable, so tests need no real time).
 */
import {
  listMoves, opponent, Rng, Simulator, type MoveResult, type Player, type Position, type Ruleset,
} from '../engine/index.ts';

// ------------------------------------------------------------------ levels

export type AiLevelId = 'beginner' | 'quick' | 'steady' | 'strong';

export interface AiLevel {
  readonly id: AiLevelId;
  readonly label: string;
  /** What the level does, for the play setup's menu. */
  readonly description: string;
  /** Thinking time per move, milliseconds (the levels that grow with the machine)… */
  readonly ms?: number;
  /** …or a fixed number of search iterations a move (the same strength on any machine, and reproducible). */
  readonly iterations?: number;
  /**
   * Whether a position the solver settles within its small budget is played perfectly (src/solver).
   * Not for a beginner: a learner should be able to come back in an endgame.
   */
  readonly perfectPlay: boolean;
}

/**
 * Strength levels, weakest first. The beginner weighs only 16 random games a move: the one-move
 * greedy player beats it in about half of the arena's games, and it misses wins a learner can see
 * (`npm run arena -- --level beginner --vs greedy`, figures in docs/computer.md). The others think for
 * a time, and play a win the solver proves.
 */
export const AI_LEVELS: readonly AiLevel[] = Object.freeze([
  { id: 'beginner', label: 'Beginner', iterations: 16, perfectPlay: false, description: 'for learning: tries 16 random games a move' },
  { id: 'quick', label: 'Quick', ms: 200, perfectPlay: true, description: 'thinks for 0.2 s a move' },
  { id: 'steady', label: 'Steady', ms: 1000, perfectPlay: true, description: 'thinks for 1 s a move' },
  { id: 'strong', label: 'Strong', ms: 3000, perfectPlay: true, description: 'thinks for 3 s a move' },
] as const);

/** A level's budget for searchMove: its time or its iterations. */
export function levelBudget(id: AiLevelId): { readonly ms?: number; readonly iterations?: number } {
  const l = aiLevel(id);
  return l.ms !== undefined ? { ms: l.ms } : { iterations: l.iterations! };
}

export const AI_LEVEL_IDS: readonly AiLevelId[] = AI_LEVELS.map((l) => l.id);

export function aiLevel(id: AiLevelId): AiLevel {
  return AI_LEVELS.find((l) => l.id === id)!;
}

// ------------------------------------------------------------------ game context

/**
 * What the AI needs to know of the game beyond the position, so that it ends games as game.ts
 * does (AMB-11): how many moves have been played, and the positions that occurred (for the
 * repetition draw). Without it the position is taken as a game's first.
 */
export interface GameContext {
  /** Moves already played in the game (the move limit counts from the game's start). */
  readonly plies?: number;
  /** Every position of the game so far, the current one included (game.initial, then each move's `after`). */
  readonly history?: readonly Position[];
  /** First turns of a sequential opening (LU-open) still to be played from this position, 0 by default. */
  readonly openingPlies?: number;
}

/** The first turns of a sequential opening (LU-open) left at a game's current position. */
export function openingPliesLeft(game: { readonly played: readonly unknown[]; readonly openingPlies?: number }): number {
  return Math.max(0, (game.openingPlies ?? 0) - game.played.length);
}

function positionKey(pos: Position): string {
  return `${pos.counts.join(',')} ${pos.toMove}`;
}

// ------------------------------------------------------------------ baseline players

/**
 * The distinct legal moves: moves whose decisions lead to the same position are one choice (the
 * first listed, usually the default ">"). `opening`: the moves of a first turn of a sequential
 * opening (LU-open). `shouldStop` (see listMoves) may end the listing early.
 */
export function distinctLegalMoves(rules: Ruleset, pos: Position, opening = false, shouldStop?: (legalSoFar: number) => boolean): MoveResult[] {
  const seen = new Set<string>();
  const out: MoveResult[] = [];
  for (const m of listMoves(rules, pos, shouldStop ? { opening, shouldStop } : { opening }).legal) {
    const key = m.after.counts.join(',') + (m.endHoleWin ? '!' : '');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(m);
  }
  return out;
}

/** A uniformly random legal move (over `listMoves(…).legal`), or null if there is none (D-end). */
export function randomMove(rules: Ruleset, pos: Position, rng: Rng, opening = false): MoveResult | null {
  const legal = listMoves(rules, pos, { opening }).legal;
  return legal.length === 0 ? null : legal[rng.below(legal.length)]!;
}

/** One-move greedy: the legal move that captures most marbles; a K-win beats any capture; ties at random. */
export function greedyMove(rules: Ruleset, pos: Position, rng: Rng, opening = false): MoveResult | null {
  const legal = listMoves(rules, pos, { opening }).legal;
  let best: MoveResult[] = [];
  let bestScore = -1;
  for (const m of legal) {
    const score = m.endHoleWin ? Number.POSITIVE_INFINITY : m.captured;
    if (score > bestScore) {
      bestScore = score;
      best = [m];
    } else if (score === bestScore) best.push(m);
  }
  return best.length === 0 ? null : best[rng.below(best.length)]!;
}

// ------------------------------------------------------------------ search

export interface SearchOptions {
  /** Seed of the search's generator (playouts, move order). Default 1. */
  readonly seed?: number;
  /** Stop after this many iterations (one tree descent and one playout each). */
  readonly iterations?: number;
  /** Stop once this many milliseconds have passed on `now`. */
  readonly ms?: number;
  /** The clock, in milliseconds. Default `performance.now` (or `Date.now`). */
  readonly now?: () => number;
  /** UCT exploration constant (rewards are in [0, 1]). */
  readonly exploration?: number;
  /**
   * Cut a playout after this many moves and score it by the marbles each side holds (the side
   * with more is scored as the winner). Default: no cut, play to the game's end or move limit.
   */
  readonly playoutPlies?: number;
  readonly game?: GameContext;
}

export interface CandidateStats {
  readonly notation: string;
  readonly visits: number;
  /** Mean playout reward of the move for the side to move (win 1, draw ½, loss 0). */
  readonly winRate: number;
  /** `win`/`loss` when the search has proven the move's outcome (a K-win, an immobilised opponent, …). */
  readonly proven: 'win' | 'loss' | null;
}

export interface SearchStats {
  readonly iterations: number;
  readonly elapsedMs: number;
  /** Estimated win rate of the chosen move for the side to move (1 for a proven win, 0 for a proven loss). */
  readonly winRate: number;
  /** Visits of the chosen move. */
  readonly visits: number;
  /** Distinct legal moves considered at the root. */
  readonly moves: number;
  /** The root's moves, most visited first (at most 16). */
  readonly candidates: readonly CandidateStats[];
  /**
   * Set when the solver (src/solver/dfpn.ts) settled the position, expanding `nodes` positions:
   * a `win`, whose move was then played without a search, along a line of `line` moves (the
   * winner's quickest replies to the loser's longest resistance in the proof); or a `loss` for the
   * side to move (the line is the longest resistance found). `shortest`: the win's `line` is the
   * fewest moves that force it (shortestWin), and its first move was played; otherwise only that
   * the win comes within `line` moves is known. `holdsOut`: the loss's move is the first of that
   * longest resistance, played without a search; otherwise the search chose it.
   */
  readonly solved?: { readonly value: 'win' | 'loss'; readonly line: number; readonly nodes: number; readonly shortest?: boolean; readonly holdsOut?: boolean };
}

export interface SearchResult {
  readonly move: MoveResult;
  readonly notation: string;
  readonly stats: SearchStats;
}

/** Default exploration constant (√2 / 2, tuned by the arena; see docs/computer.md, "Computer player"). */
export const DEFAULT_EXPLORATION = 0.7;
/** Safety cap on iterations when only a time budget is given and the clock never advances. */
const MAX_ITERATIONS = 5_000_000;
/**
 * A playout reads the clock every this many moves, and a node's expansion before every move it
 * lists, so that one long playout or one node with a great many moves cannot overrun a time
 * budget: the search stops within one such step of the deadline.
 */
export const PLIES_PER_CLOCK_READING = 8;

const defaultNow: () => number = typeof performance !== 'undefined' && typeof performance.now === 'function'
  ? () => performance.now()
  : () => Date.now();

interface Node {
  readonly pos: Position;
  readonly key: string;
  /** The move that led here (null at the root). */
  readonly move: MoveResult | null;
  readonly parent: Node | null;
  /** Plies from the root. */
  readonly depth: number;
  /** The player who made `move` (whose point of view `value` takes). */
  readonly mover: Player;
  readonly children: Node[];
  /** Moves not yet expanded into children; null until the node's moves are listed. */
  untried: MoveResult[] | null;
  visits: number;
  /** Sum of rewards for `mover`. */
  value: number;
  /** Proven outcome for `mover`: 1 win, −1 loss, 0 unknown. A draw at the game limit is `draw`. */
  proven: -1 | 0 | 1;
  draw: boolean;
}

function makeNode(pos: Position, move: MoveResult | null, parent: Node | null): Node {
  return {
    pos, key: positionKey(pos), move, parent, depth: parent ? parent.depth + 1 : 0, mover: opponent(pos.toMove),
    children: [], untried: null, visits: 0, value: 0, proven: 0, draw: false,
  };
}

/**
 * Monte Carlo tree search from `pos` for the side to move. Returns null if that side has no
 * legal move (it has lost, D-end). At least one of `iterations` and `ms` should be given; with
 * neither, 1000 iterations are run. A single legal move is returned at once.
 */
export function searchMove(rules: Ruleset, pos: Position, opts: SearchOptions = {}): SearchResult | null {
  const now = opts.now ?? defaultNow;
  const t0 = now();
  const rng = new Rng(opts.seed ?? 1);
  const c = opts.exploration ?? DEFAULT_EXPLORATION;
  const maxIterations = opts.iterations ?? (opts.ms === undefined ? 1000 : MAX_ITERATIONS);
  const deadline = opts.ms === undefined ? Number.POSITIVE_INFINITY : t0 + opts.ms;
  const basePlies = opts.game?.plies ?? 0;
  // LU-open: the first `openingLeft` plies from the root are first turns of a sequential opening.
  const openingLeft = opts.game?.openingPlies ?? 0;
  const maxPlies = rules.gameLimit.maxPlies;
  const repetitions = rules.gameLimit.repetitions;
  const history = new Map<string, number>();
  for (const p of opts.game?.history ?? [pos]) history.set(positionKey(p), (history.get(positionKey(p)) ?? 0) + 1);
  if (!history.has(positionKey(pos))) history.set(positionKey(pos), 1);

  const sim = new Simulator(rules, pos.cols);
  const timed = deadline !== Number.POSITIVE_INFINITY;
  /** Set once the deadline is seen passed inside a step: the step is abandoned and the search ends. */
  let outOfTime = false;
  const root = makeNode(pos, null, null);
  // The root is listed until the deadline, but never left without a move while one exists.
  expand(root, (legal) => legal > 0 && pastDeadline());
  const rootMoves = root.untried!.length;
  if (rootMoves === 0) return null;

  function pastDeadline(): boolean {
    if (timed && now() >= deadline) outOfTime = true;
    return outOfTime;
  }

  /** List a node's moves; moves that win at once (K-win, or an opponent left without a start, D-end) are tried first. */
  function expand(node: Node, shouldStop: ((legal: number) => boolean) | undefined = timed ? pastDeadline : undefined): void {
    const moves = distinctLegalMoves(rules, node.pos, node.depth < openingLeft, shouldStop);
    // A listing cut by the deadline is not this node's moves: leave it unexpanded.
    if (outOfTime && node !== root) return;
    // Shuffle (seeded), then put the immediately decisive moves last, where `pop` takes them first.
    for (let i = moves.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      [moves[i], moves[j]] = [moves[j]!, moves[i]!];
    }
    const quiet: MoveResult[] = [];
    const decisive: MoveResult[] = [];
    for (const m of moves) (m.endHoleWin || opponentHasNoStart(m.after, node.depth + 1) ? decisive : quiet).push(m);
    node.untried = quiet.concat(decisive);
  }

  function opponentHasNoStart(after: Position, depth: number): boolean {
    sim.setPosition(after, Math.max(0, openingLeft - depth));
    return sim.listStarts().length === 0;
  }

  /** Occurrences of a node's position on the path from the root and in the game before it (AMB-11 repetition). */
  function occurrences(node: Node): number {
    let n = history.get(node.key) ?? 0;
    for (let p: Node | null = node; p !== null && p.depth > 0; p = p.parent) if (p.key === node.key) n++;
    return n;
  }

  /** Mark a new child terminal as game.ts would: K-win, then repetition, then the move limit, then D-end. */
  function classify(node: Node): void {
    if (node.move!.endHoleWin) node.proven = 1; // K-win: the mover has won
    else if (occurrences(node) >= repetitions) node.draw = true; // AMB-11
    else if (basePlies + node.depth >= maxPlies) node.draw = true; // AMB-11
    else if (rules.gameLaps !== null && node.move!.status !== 'ended') node.draw = true; // LU-limit: a move that never ends stops the game
    else if (opponentHasNoStart(node.pos, node.depth)) node.proven = 1; // D-end: the side to move cannot move
  }

  /** After a child is proven, settle what it implies for its ancestors (MCTS-Solver). */
  function propagate(node: Node | null): void {
    while (node !== null && node.proven === 0) {
      // The player to move at `node` is the mover of its children.
      if (node.children.some((ch) => ch.proven === 1)) node.proven = -1;
      else if (node.untried !== null && node.untried.length === 0 && node.children.length > 0 && node.children.every((ch) => ch.proven === -1)) node.proven = 1;
      else return;
      node = node.parent;
    }
  }

  function select(node: Node): Node {
    const logN = Math.log(node.visits + 1);
    let best: Node | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const ch of node.children) {
      if (ch.proven === 1) return ch;
      if (ch.proven === -1) continue;
      const score = ch.value / ch.visits + c * Math.sqrt(logN / ch.visits);
      if (score > bestScore) {
        bestScore = score;
        best = ch;
      }
    }
    // Every child proven lost: any will do (the node itself is proven).
    return best ?? node.children[0]!;
  }

  /** Reward for player A from a random playout of a leaf; null if the deadline passed during it. */
  function rollout(node: Node): number | null {
    const remaining = maxPlies - (basePlies + node.depth);
    const cut = opts.playoutPlies !== undefined && opts.playoutPlies < remaining ? opts.playoutPlies : remaining;
    sim.setPosition(node.pos, Math.max(0, openingLeft - node.depth));
    // Played in short stretches with a look at the clock between them (PLIES_PER_CLOCK_READING).
    let r: { winner: Player | null } = { winner: null };
    for (let done = 0; done < cut; done += PLIES_PER_CLOCK_READING) {
      if (done > 0 && pastDeadline()) return null;
      const stretch = Math.min(PLIES_PER_CLOCK_READING, cut - done);
      r = sim.playout(rng, stretch);
      if (r.winner !== null) break;
    }
    if (r.winner !== null) return r.winner === 'A' ? 1 : 0;
    if (cut === remaining) return 0.5; // the move limit: a draw (AMB-11)
    // Cut short: the side holding more marbles is scored the winner.
    const n = 2 * pos.cols;
    let a = 0;
    let b = 0;
    for (let i = 0; i < n; i++) a += sim.board[i]!;
    for (let i = n; i < 2 * n; i++) b += sim.board[i]!;
    return a > b ? 1 : a < b ? 0 : 0.5;
  }

  let iterations = 0;
  // A single legal move needs no search.
  while (rootMoves > 1 && iterations < maxIterations && root.proven === 0 && !outOfTime) {
    if (iterations > 0 && now() >= deadline) break;
    iterations++;
    // Selection.
    let node = root;
    while (node.proven === 0 && !node.draw && node.untried !== null && node.untried.length === 0 && node.children.length > 0) node = select(node);
    // Expansion.
    if (node.proven === 0 && !node.draw) {
      if (node.untried === null) expand(node);
      if (outOfTime) {
        iterations--; // the deadline passed while this node's moves were listed: not an iteration
        break;
      }
      if (node.untried!.length === 0 && node.children.length === 0) {
        // No legal move although starts exist (each one endless, AMB-3): the side to move has lost (D-end).
        node.proven = 1;
      } else if (node.untried!.length > 0) {
        const m = node.untried!.pop()!;
        const child = makeNode(m.after, m, node);
        node.children.push(child);
        classify(child);
        node = child;
      }
    }
    // Simulation.
    let rewardA: number;
    if (node.proven !== 0) rewardA = (node.proven === 1) === (node.mover === 'A') ? 1 : 0;
    else if (node.draw) rewardA = 0.5;
    else {
      const played = rollout(node);
      // The deadline passed inside the playout: its half-played result is not counted.
      if (played === null) {
        iterations--;
        break;
      }
      rewardA = played;
    }
    if (node.proven !== 0) propagate(node.parent);
    // Backpropagation.
    for (let p: Node | null = node; p !== null; p = p.parent) {
      p.visits++;
      p.value += p.mover === 'A' ? rewardA : 1 - rewardA;
    }
  }

  const rate = (ch: Node) => (ch.proven === 1 ? 1 : ch.proven === -1 ? 0 : ch.visits === 0 ? 0.5 : ch.value / ch.visits);
  const order = [...root.children].sort((x, y) => {
    // A proven win first, proven losses last, then the most visited (the robust child), then the better rate.
    const px = x.proven === 1 ? 1 : x.proven === -1 ? -1 : 0;
    const py = y.proven === 1 ? 1 : y.proven === -1 ? -1 : 0;
    return py - px || y.visits - x.visits || rate(y) - rate(x);
  });
  // Moves never expanded (a single legal move, or a budget too small) come after those searched.
  const unexpanded = [...(root.untried ?? [])].reverse();
  const chosen = order[0];
  const move = chosen ? chosen.move! : unexpanded[0]!;
  const candidates: CandidateStats[] = [
    ...order.map((ch) => ({ notation: ch.move!.notation, visits: ch.visits, winRate: rate(ch), proven: ch.proven === 1 ? 'win' as const : ch.proven === -1 ? 'loss' as const : null })),
    ...unexpanded.map((m) => ({ notation: m.notation, visits: 0, winRate: 0.5, proven: null })),
  ].slice(0, 16);
  return {
    move,
    notation: move.notation,
    stats: {
      iterations,
      elapsedMs: now() - t0,
      winRate: chosen ? rate(chosen) : 0.5,
      visits: chosen ? chosen.visits : 0,
      moves: rootMoves,
      candidates,
    },
  };
}
