/**
 * The computer player (src/computer/search.ts): only legal moves, in full notation, under every code
 * (property-based); immediate wins taken (K-win, D-end); deterministic for a seed and an
 * iteration budget; time budgets read the injected clock; whole games against the baselines
 * end under game.ts and their records round-trip.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AI_LEVELS, levelBudget, distinctLegalMoves, greedyMove, randomMove, searchMove } from '../../src/computer/search.ts';
import {
  applyOptions, currentPosition, formatPosition, formatRecord, gameFromRecord, gameResult,
  listMoves, makePosition, newGame, parseMove, parsePosition, parseRecord, play, playMove, redo,
  Rng, RULESET_IDS, RULESETS, samePosition, Simulator, startPosition, totalMarbles, undo, type Game,
  type Position, type Ruleset,
} from '../../src/engine/index.ts';
import { arenaStart, playMatch } from '../../src/computer/arena.ts';

function parsed(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

/** Each code with a lower lap bound so that dense random positions stay quick. */
const CODES: Ruleset[] = RULESET_IDS.map((id) => {
  const r = applyOptions(id, ['maxLaps=3000']);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
});

/** Random positions two ways: arbitrary counts (8 to 12 columns), and random play from each code's opening. */
const arbitrary = fc
  .record({ cols: fc.integer({ min: 8, max: 12 }), density: fc.integer({ min: 1, max: 4 }), side: fc.constantFrom('A' as const, 'B' as const), seed: fc.integer() })
  .map(({ cols, density, side, seed }) => {
    const rng = new Rng(seed);
    return makePosition(cols, Array.from({ length: 4 * cols }, () => (rng.below(6) < density ? rng.below(density + 1) : 0)), side);
  });

function played(rules: Ruleset, seed: number, plies: number): Position {
  const rng = new Rng(seed);
  const start = arenaStart(rules, seed & 1, rng).position;
  const sim = new Simulator(rules, 8);
  sim.setPosition(start);
  for (let i = 0; i < plies; i++) {
    const r = sim.playRandomMove(rng);
    if (!r.moved || r.endHoleWin) break;
  }
  return makePosition(8, sim.board, sim.toMove);
}

const cases = fc.oneof(
  fc.tuple(fc.constantFrom(...CODES), arbitrary),
  fc.tuple(fc.constantFrom(...CODES), fc.integer(), fc.integer({ min: 0, max: 40 })).map(([rules, seed, plies]) => [rules, played(rules, seed, plies)] as const),
);

function expectLegal(rules: Ruleset, pos: Position, notation: string): void {
  const m = parseMove(notation, pos.cols);
  if (!m.ok) throw new Error(m.error.message);
  const r = play(rules, pos, m.value);
  if (!r.ok) throw new Error(`${notation} in ${formatPosition(pos)} (${rules.id}): ${r.error.message}`);
  expect(r.value.notation).toBe(notation);
  expect(listMoves(rules, pos).legal.map((x) => x.notation)).toContain(notation);
}

describe('the players return legal moves in full notation (property-based, all three codes)', () => {
  it('MCTS, random and greedy: a legal move exactly when one exists, else null', () => {
    fc.assert(
      fc.property(cases, fc.integer({ min: 0, max: 0xffffffff }), ([rules, pos], seed) => {
        const legal = listMoves(rules, pos).legal;
        const s = searchMove(rules, pos, { iterations: 25, seed });
        const r = randomMove(rules, pos, new Rng(seed));
        const g = greedyMove(rules, pos, new Rng(seed));
        if (legal.length === 0) {
          expect([s, r, g]).toEqual([null, null, null]);
          return;
        }
        for (const notation of [s!.notation, r!.notation, g!.notation]) expectLegal(rules, pos, notation);
        expect(s!.stats.iterations).toBeLessThanOrEqual(25);
        expect(s!.stats.moves).toBe(distinctLegalMoves(rules, pos).length);
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});

/** Ikibuguzo, B to move: b1 captures both of A's front end holes (K-win) but only 5 marbles; another move takes 8. */
const KWIN = '20,0,2,3,1,3,0,5/3,2,3,2,0,1,1,5/1,0,1,1,2,0,0,1/1,2,1,0,1,0,0,2 B';

describe('decisive moves', () => {
  it('takes an immediate K-win at once, over a bigger capture; greedy ranks a K-win first too', () => {
    const pos = parsed(KWIN);
    const legal = listMoves(RULESETS.ikibuguzo, pos).legal;
    expect(legal.filter((m) => m.endHoleWin).map((m) => m.notation)).toEqual(['b1']);
    expect(Math.max(...legal.map((m) => m.captured))).toBeGreaterThan(legal.find((m) => m.notation === 'b1')!.captured);
    for (const seed of [1, 2, 3]) {
      const r = searchMove(RULESETS.ikibuguzo, pos, { iterations: 10_000, seed })!;
      expect(r.notation).toBe('b1');
      // The win is proven on the first iteration, and the search stops there.
      expect(r.stats).toMatchObject({ iterations: 1, winRate: 1 });
      expect(r.stats.candidates[0]).toMatchObject({ notation: 'b1', proven: 'win' });
      expect(greedyMove(RULESETS.ikibuguzo, pos, new Rng(seed))!.notation).toBe('b1');
    }
  });

  it('plays a move that leaves the opponent without a move (D-end) when there is one', () => {
    // Lango start, A to move: the search proves a start capture that immobilises B.
    const pos = parsed('2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A');
    const r = searchMove(RULESETS.lango, pos, { iterations: 500, seed: 1 })!;
    expect(r.stats.candidates[0]!.proven).toBe('win');
    const g = playMove(newGame(RULESETS.lango, pos), r.notation);
    expect(g.ok && gameResult(g.value)).toEqual({ over: true, winner: 'A', reason: 'immobile' });
  });

  it('returns a single legal move without searching', () => {
    // A has one hole of two marbles: one move.
    const pos = parsed('1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 A');
    expect(listMoves(RULESETS.didinga, pos).legal).toHaveLength(1);
    const r = searchMove(RULESETS.didinga, pos, { iterations: 1000, seed: 1 })!;
    expect(r.notation).toBe('b1');
    expect(r.stats.iterations).toBe(0);
  });
});

describe('budgets and determinism', () => {
  const pos = played(RULESETS.didinga, 11, 6);

  it('the same seed and iteration budget give the same move and statistics', () => {
    const clock = () => 0;
    const a = searchMove(RULESETS.didinga, pos, { iterations: 400, seed: 42, now: clock })!;
    const b = searchMove(RULESETS.didinga, pos, { iterations: 400, seed: 42, now: clock })!;
    expect(a.stats.iterations).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it('a time budget stops on the injected clock', () => {
    let t = 0;
    const clock = () => (t += 1); // one millisecond a reading
    const r = searchMove(RULESETS.didinga, pos, { ms: 60, seed: 3, now: clock })!;
    // Every reading is a millisecond: it stops at the first reading past the deadline, and the
    // end's reading is the one after that.
    expect(r.stats.iterations).toBeGreaterThan(0);
    expect(r.stats.iterations).toBeLessThanOrEqual(60);
    expect(r.stats.elapsedMs).toBeGreaterThanOrEqual(60);
    expect(r.stats.elapsedMs).toBeLessThanOrEqual(61);
  });

  /** A clock that reads 0 for its first `fresh` readings and far past any deadline after: counts its readings. */
  function jumpingClock(fresh: number) {
    const c = { readings: 0, late: 0, now: () => 0 };
    c.now = () => {
      c.readings++;
      if (c.readings <= fresh) return 0;
      c.late++;
      return 1e9;
    };
    return c;
  }

  it('the deadline holds inside a node: the root stops listing moves once it has one (search step bound)', () => {
    const all = distinctLegalMoves(RULESETS.didinga, pos).length;
    expect(all).toBeGreaterThan(2);
    // Past the deadline from the first reading after the start: the root's listing stops at its
    // first legal move, which is played without a search.
    const c = jumpingClock(1);
    const r = searchMove(RULESETS.didinga, pos, { ms: 50, seed: 3, now: c.now })!;
    expect(r.stats.moves).toBe(1);
    expect(r.stats.iterations).toBe(0);
    expect(all).toBeGreaterThan(r.stats.moves);
    expect(distinctLegalMoves(RULESETS.didinga, pos).map((m) => m.notation)).toContain(r.notation);
    // One reading finds the deadline passed, one more measures the time spent.
    expect(c.late).toBeLessThanOrEqual(2);
  });

  it('wherever the deadline passes (in a listing, a playout or between iterations), the search stops at the next reading', () => {
    const legal = distinctLegalMoves(RULESETS.didinga, pos).map((m) => m.notation);
    for (let fresh = 1; fresh <= 120; fresh += 7) {
      const c = jumpingClock(fresh);
      const r = searchMove(RULESETS.didinga, pos, { ms: 50, seed: 5, now: c.now })!;
      expect(legal).toContain(r.notation);
      expect(c.late, `deadline after ${fresh} readings`).toBeLessThanOrEqual(2);
    }
  });

  it('a playout reads the clock every few moves, so one long playout cannot overrun the budget', () => {
    // One iteration under a budget that never ends, the same seed, so the same tree: once with
    // the playout cut after one move, once played out. The difference is the readings inside
    // the playout, one every PLIES_PER_CLOCK_READING moves.
    const start = startPosition();
    const count = (seed: number, opts: { playoutPlies?: number }) => {
      let readings = 0;
      const r = searchMove(RULESETS.didinga, start, { ms: 1e9, iterations: 1, seed, now: () => (readings++, 0), ...opts })!;
      expect(r.stats.iterations).toBe(1);
      return readings;
    };
    const inPlayout = Array.from({ length: 12 }, (_, seed) => count(seed + 1, {}) - count(seed + 1, { playoutPlies: 1 }));
    expect(Math.max(...inPlayout)).toBeGreaterThanOrEqual(3);
  });

  it('levels are data: ids, labels, a beginner by iterations without perfect play, then growing time budgets', () => {
    expect(AI_LEVELS.map((l) => [l.id, l.iterations ?? l.ms, l.perfectPlay])).toEqual([
      ['beginner', 16, false], ['quick', 200, true], ['steady', 1000, true], ['strong', 3000, true],
    ]);
    expect(AI_LEVELS.map((l) => levelBudget(l.id))).toEqual([{ iterations: 16 }, { ms: 200 }, { ms: 1000 }, { ms: 3000 }]);
    for (const l of AI_LEVELS) expect(l.label).not.toBe('');
  });

  it('knows the game: a position that would be the third occurrence is a draw (AMB-11)', () => {
    // With the game's history, the search scores moves into a position seen twice as draws, not
    // as the playouts would; without it, it does not. (The move chosen may differ; the rates do.)
    const start = played(RULESETS.didinga, 5, 4);
    const moves = distinctLegalMoves(RULESETS.didinga, start);
    expect(moves.length).toBeGreaterThan(1);
    expect(moves.length).toBeLessThanOrEqual(16); // every move is among the candidates reported
    const target = moves[0]!.after;
    const seen = searchMove(RULESETS.didinga, start, { iterations: 2000, seed: 9, game: { plies: 10, history: [target, start, target] } })!;
    const fresh = searchMove(RULESETS.didinga, start, { iterations: 2000, seed: 9 })!;
    const rate = (r: typeof seen) => r.stats.candidates.find((c) => c.notation === moves[0]!.notation);
    expect(rate(seen)!.winRate).toBe(0.5);
    expect(rate(seen)!.visits).toBeGreaterThan(0);
    expect(rate(fresh)!.winRate).not.toBe(0.5);
  }, 20_000);
});

function randomGame(rules: Ruleset, seed: number): Game {
  const rng = new Rng(seed);
  let game = newGame(rules, arenaStart(rules, seed, rng).position);
  while (!gameResult(game).over) {
    const m = randomMove(rules, currentPosition(game), rng)!;
    const r = playMove(game, m.notation);
    if (!r.ok) throw new Error(r.error.message);
    game = r.value;
  }
  return game;
}

describe.each(RULESET_IDS)('%s: whole games with the random player', (id) => {
  const rules = RULESETS[id];

  it('reach an end under game.ts for many seeds; records round-trip; undo and redo restore every position', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const game = randomGame(rules, seed);
      const end = gameResult(game);
      expect(end.over).toBe(true);
      expect(totalMarbles(currentPosition(game))).toBe(64);
      // The record round-trips.
      const text = formatRecord(game);
      const rec = parseRecord(text);
      if (!rec.ok) throw new Error(rec.error.message);
      const replay = gameFromRecord(rules, rec.value);
      if (!replay.ok) throw new Error(replay.error.message);
      expect(formatRecord(replay.value)).toBe(text);
      expect(gameResult(replay.value)).toEqual(end);
      // Undo back to the start, checking each position, then redo to the end.
      let g = game;
      for (let k = game.played.length - 1; k >= 0; k--) {
        g = undo(g);
        expect(samePosition(currentPosition(g), k === 0 ? game.initial : game.played[k - 1]!.after)).toBe(true);
      }
      for (let k = 0; k < game.played.length; k++) g = redo(g);
      expect(g.played).toEqual(game.played);
      expect(gameResult(g)).toEqual(end);
    }
  }, 30_000);
});

describe('arena (behaviour, not timing)', () => {
  // The beginner level (issue 18): the one-move greedy player beats it in at least 30% of games.
  // The figures of docs/computer.md come from `npm run arena -- --level beginner --vs greedy`; this is a
  // seeded sample of the same matches, so a change that makes the beginner too strong fails here.
  it.each(['didinga', 'lango', 'ikibuguzo'] as const)('%s: greedy beats the beginner level in at least 30%% of 20 games', (id) => {
    const m = playMatch(RULESETS[id], [{ kind: 'mcts', ...levelBudget('beginner') }, { kind: 'greedy' }], { games: 20, seed: 11, now: () => 0, proofIterations: 0 });
    expect(m.losses / m.games.length).toBeGreaterThanOrEqual(0.3);
    // …and it is a player, not a random mover: it beats the random player more often than not.
    const r = playMatch(RULESETS[id], [{ kind: 'mcts', ...levelBudget('beginner') }, { kind: 'random' }], { games: 20, seed: 11, now: () => 0, proofIterations: 0 });
    expect(r.wins / r.games.length).toBeGreaterThan(0.5);
  }, 30_000);

  // Ludii's Choro (LU-force, LU-open) is decided before the main phase starts: every start the
  // arena draws is a proven win for the side to move, so it is tested on those wins below.
  it.each(RULESET_IDS.filter((id) => id !== 'ludii-lango'))('%s: MCTS with 200 playouts a move beats the random player in at least 5 of 6 games', (id) => {
    const m = playMatch(RULESETS[id], [{ kind: 'mcts', iterations: 200 }, { kind: 'random' }], { games: 6, seed: 7, now: () => 0, proofIterations: 0 });
    expect(m.games).toHaveLength(6);
    expect(m.games.map((g) => g.seat)).toEqual(['A', 'B', 'A', 'B', 'A', 'B']);
    for (const g of m.games) expect(gameResult(g.game)).toEqual(g.end);
    expect(m.wins).toBeGreaterThanOrEqual(5);
  }, 30_000);

  it('ludii-lango (LU-force, LU-open): every start is proven won for the side to move, and MCTS with 200 playouts wins each game it starts there', () => {
    const m = playMatch(RULESETS['ludii-lango'], [{ kind: 'mcts', iterations: 200 }, { kind: 'random' }], { games: 6, seed: 7, now: () => 0, proofIterations: 2000 });
    expect(m.games.every((g) => g.decided)).toBe(true);
    const first = m.games.filter((g) => currentPosition(newGame(RULESETS['ludii-lango'], g.game.initial)).toMove === g.seat);
    expect(first.length).toBeGreaterThan(0);
    for (const g of first) expect(g.end).toMatchObject({ over: true, winner: g.seat });
  }, 30_000);
});
