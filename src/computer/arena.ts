/**
 * Matches between computer players, for `npm run arena` (scripts/arena.ts) and its test: whole
 * games played with game.ts (playMove, gameResult), starting after each code's real opening.
 *
 * - Didinga and Lango start after the simultaneous opening (D-open, L-open) from start holes
 *   drawn from the seed (any back hole for Didinga; A or B for Lango);
 * - Ikibuguzo starts after Murray's arrays, array 1 and array 2 in turn (K-array-1, K-array-2);
 *   Ludii's Ikibuguzo likewise, whose Opening 1 and Opening 2 reach the two arrays' results (LU-open);
 * - Ludii's Choro and Pereaüni start after each player's first turn (LU-open), drawn from the
 *   seed among the legal first turns.
 *
 * Games come in pairs from the same opening with the seats swapped, so each player moves first
 * as often as the other and no opening favours one of them.
 */
import { greedyMove, openingPliesLeft, randomMove, searchMove } from './search.ts';
import {
  currentPosition, gameResult, newGame, playMove, Rng, runArrayOpening, runSimultaneousOpening, openingStartHoles, startPosition, listMoves,
  type Game, type GameEnd, type Player, type Position, type Ruleset,
} from '../engine/index.ts';

export type ArenaPlayer =
  | { readonly kind: 'mcts'; readonly iterations?: number; readonly ms?: number; readonly exploration?: number; readonly playoutPlies?: number }
  | { readonly kind: 'random' }
  | { readonly kind: 'greedy' };

export function describePlayer(p: ArenaPlayer): string {
  if (p.kind !== 'mcts') return p.kind;
  const parts = [p.iterations !== undefined ? `${p.iterations} playouts` : '', p.ms !== undefined ? `${p.ms} ms` : ''].filter(Boolean);
  return `mcts (${parts.join(', ')})`;
}

/** One opening: what the simultaneous opening's start holes were, or which array. */
export interface ArenaStart {
  readonly position: Position;
  readonly label: string;
}

/** The position after the code's real opening, varied by `rng` (see the file comment). */
export function arenaStart(rules: Ruleset, pair: number, rng: Rng): ArenaStart {
  if (rules.opening.kind === 'sequential') {
    // LU-open: each player's first turn, drawn from the legal first turns, A's then B's.
    let position = startPosition(8);
    const played: string[] = [];
    for (let ply = 0; ply < 2; ply++) {
      const first = listMoves(rules, position, { opening: true }).legal;
      if (first.length === 0) break;
      const m = first[rng.below(first.length)]!;
      played.push(m.notation);
      position = m.after;
    }
    return { position, label: `first turns ${played.join(', ')}` };
  }
  if (rules.opening.kind === 'array') {
    const array = pair % 2 === 0 ? 1 : 2;
    return { position: runArrayOpening(rules, { array }).position, label: `array ${array}` };
  }
  const cols = 8;
  const holes = openingStartHoles(rules, cols);
  // An opening that reaches the lap bound (AMB-3), or a pair the reading forbids (AMB-16), is drawn again.
  for (;;) {
    const start = { A: holes[rng.below(holes.length)]!, B: holes[rng.below(holes.length)]! };
    const r = runSimultaneousOpening(rules, { cols, start });
    if (r.ok && r.value.status === 'ended') return { position: r.value.position, label: `opening b${start.A + 1}/b${start.B + 1}` };
  }
}

export interface ArenaGame {
  /** Seat of the first player of the match (the one whose results the table gives). */
  readonly seat: Player;
  /** The opening: its start holes or array. */
  readonly opening: string;
  /** Whether the search proved the start a win for the side to move (see `provenStart`). */
  readonly decided: boolean;
  readonly end: GameEnd & { readonly over: true };
  readonly plies: number;
  /** Milliseconds spent choosing moves, and moves chosen, by each player of the match. */
  readonly ms: readonly [number, number];
  readonly moves: readonly [number, number];
  readonly game: Game;
}

/**
 * Whether the side to move at `pos` has a win the search can prove within `iterations` (a
 * forced sequence of captures ending in K-win or an immobilised opponent, D-end). Many openings
 * are such wins for the player who finished first (measured: about half of the Lango openings);
 * in a pair from such an opening, each player wins the game where he moves first if he finds
 * the win, so those games measure the opening more than the players. The arena reports them.
 */
export function provenStart(rules: Ruleset, pos: Position, iterations: number): boolean {
  const r = searchMove(rules, pos, { iterations, seed: 1 });
  return r !== null && r.stats.candidates[0]?.proven === 'win';
}

export interface MatchResult {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Wins and games among the games whose start was not proven a win for the side to move. */
  readonly contested: { readonly wins: number; readonly games: number };
  readonly games: readonly ArenaGame[];
  /** Mean milliseconds per move of each player. */
  readonly msPerMove: readonly [number, number];
}

type Chooser = (game: Game) => string;

function chooser(p: ArenaPlayer, rng: Rng, now: () => number): Chooser {
  return (game) => {
    const pos = currentPosition(game);
    const openingPlies = openingPliesLeft(game);
    if (p.kind === 'random') return randomMove(game.rules, pos, rng, openingPlies > 0)!.notation;
    if (p.kind === 'greedy') return greedyMove(game.rules, pos, rng, openingPlies > 0)!.notation;
    const r = searchMove(game.rules, pos, {
      seed: rng.next(), now,
      ...(p.exploration !== undefined ? { exploration: p.exploration } : {}),
      ...(p.playoutPlies !== undefined ? { playoutPlies: p.playoutPlies } : {}),
      ...(p.iterations !== undefined ? { iterations: p.iterations } : {}),
      ...(p.ms !== undefined ? { ms: p.ms } : {}),
      game: { plies: game.played.length, history: [game.initial, ...game.played.map((m) => m.after)], openingPlies },
    });
    return r!.notation;
  };
}

/** Play one game to its end under game.ts; `players[0]` sits at `seat`. */
export function playArenaGame(rules: Ruleset, start: ArenaStart & { decided: boolean }, players: readonly [ArenaPlayer, ArenaPlayer], seat: Player, seed: number, now: () => number): ArenaGame {
  const rng = new Rng(seed);
  const choose: [Chooser, Chooser] = [chooser(players[0], new Rng(rng.next()), now), chooser(players[1], new Rng(rng.next()), now)];
  const ms: [number, number] = [0, 0];
  const moves: [number, number] = [0, 0];
  let game = newGame(rules, start.position);
  for (;;) {
    const end = gameResult(game);
    if (end.over) return { seat, opening: start.label, decided: start.decided, end, plies: game.played.length, ms, moves, game };
    const who = currentPosition(game).toMove === seat ? 0 : 1;
    const t = now();
    const notation = choose[who](game);
    ms[who] += now() - t;
    moves[who]++;
    const r = playMove(game, notation);
    // The players choose among listMoves(…).legal, so playMove accepts their moves; anything else is a bug.
    if (!r.ok) throw new Error(`${describePlayer(players[who])} chose ${notation}, which the engine refuses: ${r.error.message}`);
    game = r.value;
  }
}

/**
 * A match of `games` games between two players: pairs from the same opening with the seats
 * swapped (an odd count leaves the last pair half played). Deterministic for a seed when neither player has a time budget.
 */
export function playMatch(
  rules: Ruleset,
  players: readonly [ArenaPlayer, ArenaPlayer],
  opts: {
    games: number; seed: number; now: () => number; onGame?: (g: ArenaGame, index: number) => void;
    /** Iterations of the search that checks each opening for a forced win (0: no check). Default 20000. */
    proofIterations?: number;
  },
): MatchResult {
  const rng = new Rng(opts.seed);
  const games: ArenaGame[] = [];
  const proof = opts.proofIterations ?? 20_000;
  for (let pair = 0; games.length < opts.games; pair++) {
    const opening = arenaStart(rules, pair, rng);
    const start = { ...opening, decided: proof > 0 && provenStart(rules, opening.position, proof) };
    for (const seat of ['A', 'B'] as const) {
      if (games.length >= opts.games) break;
      const g = playArenaGame(rules, start, players, seat, rng.next(), opts.now);
      games.push(g);
      opts.onGame?.(g, games.length - 1);
    }
  }
  let wins = 0, draws = 0, losses = 0;
  for (const g of games) {
    if (g.end.winner === null) draws++;
    else if (g.end.winner === g.seat) wins++;
    else losses++;
  }
  const total = (k: 0 | 1, f: (g: ArenaGame) => readonly [number, number]) => games.reduce((s, g) => s + f(g)[k], 0);
  const per = (k: 0 | 1) => total(k, (g) => g.ms) / Math.max(1, total(k, (g) => g.moves));
  const open = games.filter((g) => !g.decided);
  const contested = { wins: open.filter((g) => g.end.winner === g.seat).length, games: open.length };
  return { wins, draws, losses, contested, games, msPerMove: [per(0), per(1)] };
}
