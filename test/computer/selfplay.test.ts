/** Self-play (src/computer/selfplay.ts, selfplay-threads.ts): game ends are the engine's, runs are reproducible for a seed on any number of threads, and the intervals are Wilson's. */
import { describe, expect, it } from 'vitest';
import {
  gameSeed, MAX_TOTAL_PLIES, parsePlayer, playSelfplayGames, runSelfplay, specProblem, wilson, type SelfplaySpec,
} from '../../src/computer/selfplay.ts';
import { blocks, runSelfplayThreaded } from '../../src/computer/selfplay-threads.ts';
import { formatPosition, listMoves, RULESETS } from '../../src/engine/index.ts';
import { lettered } from '../engine/helpers.ts';

const spec = (over: Partial<SelfplaySpec> = {}): SelfplaySpec => ({
  rules: 'lango', options: [], position: null, opening: null, games: 12, seed: 7, players: [{ kind: 'random' }, { kind: 'random' }], ...over,
});

describe('wilson', () => {
  it('gives the 95% score interval: 5 of 10 is 23.7%–76.3%, 0 of 10 reaches 27.8%, 10 of 10 starts at 72.2%', () => {
    expect(wilson(5, 10)).toMatchObject({ value: 0.5, low: 0.2366, high: 0.7634, method: 'wilson' });
    expect(wilson(0, 10)).toMatchObject({ value: 0, low: 0, high: 0.2775 });
    expect(wilson(10, 10)).toMatchObject({ value: 1, low: 0.7225, high: 1 });
  });
  it('narrows as the games grow', () => {
    const a = wilson(30, 60);
    const b = wilson(300, 600);
    expect(b.high - b.low).toBeLessThan(a.high - a.low);
  });
});

describe('parsePlayer', () => {
  it('reads random, greedy, computer:<level> and computer:<playouts>, and names what is wrong', () => {
    expect(parsePlayer('random')).toEqual({ ok: true, value: { kind: 'random' } });
    expect(parsePlayer('computer:quick')).toEqual({ ok: true, value: { kind: 'computer', level: 'quick' } });
    expect(parsePlayer('computer:40')).toEqual({ ok: true, value: { kind: 'computer', playouts: 40 } });
    expect(parsePlayer('computer:0')).toMatchObject({ ok: false, error: expect.stringContaining('"computer:0"') });
    expect(parsePlayer('human')).toMatchObject({ ok: false, error: expect.stringContaining('"human" is not a player') });
  });
});

// Whole games, many of them: on a loaded two-core machine a test here can take several seconds.
const SLOW = { timeout: 60_000 };

describe('self-play games end as the engine ends them', SLOW, () => {
  it('A to move with no marble on his side: B wins every game at once (D-end)', () => {
    // Only B's holes a and b hold marbles; A, to move, has none and so cannot move.
    const pos = lettered({ a: 2, b: 2 }, 'A');
    expect(listMoves(RULESETS.didinga, pos).legal).toEqual([]);
    const s = runSelfplay(spec({ rules: 'didinga', position: formatPosition(pos), games: 3 }));
    expect(s.wins).toEqual({ A: 0, B: 3 });
    expect(s.ends.immobile).toBe(3);
    expect(s.plies).toMatchObject({ mean: 0, max: 0 });
    expect(s.firstMoverWinShare.count).toBe(0);
  });

  it('under maxPlies=1 every game is drawn by the limit after one move (AMB-11)', () => {
    const s = runSelfplay(spec({ options: ['maxPlies=1'], games: 5 }));
    expect(s.draws).toBe(5);
    expect(s.ends['move-limit']).toBe(5);
    expect(s.limitShare).toMatchObject({ value: 1, count: 5, of: 5 });
    expect(s.decisiveShare.count).toBe(0);
    expect(s.plies).toMatchObject({ mean: 1, median: 1, p95: 1, max: 1 });
  });

  it('counts every move\'s laps and the legal moves of every turn', () => {
    const games = playSelfplayGames(spec({ games: 4 }), 0, 4);
    for (const g of games) {
      expect(g.laps).toBeGreaterThanOrEqual(g.plies);
      expect(g.legalSum).toBeGreaterThanOrEqual(g.plies);
      expect(g.winner === null ? ['repetition', 'move-limit'] : ['immobile', 'end-holes']).toContain(g.reason);
    }
  });

  it('through the opening, the first mover is whoever finished the opening first, and both sides sometimes are (D-open, L-open)', () => {
    const s = runSelfplay(spec({ opening: {}, games: 30 }));
    expect(s.start).toBe('opening');
    expect(s.firstMover.A + s.firstMover.B).toBe(30);
    expect(s.firstMover.A).toBeGreaterThan(0);
    expect(s.firstMover.B).toBeGreaterThan(0);
  });

  it('in the Lango opening a random player takes or passes each clockwise chance at random; other players pass (AMB-18)', () => {
    const never = { choices: [], then: 'never' } as const;
    const random = spec({ opening: {}, games: 20 });
    expect(runSelfplay(random)).not.toEqual(runSelfplay({ ...random, opening: { clockwise: { A: never, B: never } } }));
    // Under "whole-opening" a player's first answer holds for his later chances, so random answers play other games.
    expect(runSelfplay({ ...random, options: ['lango.openingClockwise=whole-opening'] }).plies).not.toEqual(runSelfplay(random).plies);
    const greedy = spec({ opening: {}, games: 6, players: [{ kind: 'greedy' }, { kind: 'greedy' }] });
    expect(runSelfplay(greedy)).toEqual(runSelfplay({ ...greedy, opening: { clockwise: { A: never, B: never } } }));
  });

  it('Ludii\'s openings (LU-open) are played by the game as its first two moves, under the first turn\'s rules', () => {
    for (const rules of ['ludii-lango', 'ludii-didinga'] as const) {
      const s = runSelfplay(spec({ rules, opening: {}, games: 3, players: [{ kind: 'random' }, { kind: 'greedy' }] }));
      expect(s.games).toBe(3);
      expect(s.firstMover).toEqual({ A: 3, B: 0 });
      expect(s.plies.mean).toBeGreaterThanOrEqual(2);
    }
    // A first turn of ludii-lango starts from b7 or b8 only (LU-open): from the start array the
    // main phase would allow any hole, so a game that ran the main phase's list from move 1 would
    // sometimes start elsewhere. Every first move of 20 random games is b7 or b8.
    const firsts = playSelfplayGames(spec({ rules: 'ludii-lango', opening: {}, games: 20 }), 0, 20).map((g) => g.firstMove);
    expect(firsts.every((m) => m === 'b7' || m === 'b8')).toBe(true);
  });

  it('ikibuguzo through Murray\'s array: A moves first in every game (K-array-1)', () => {
    const s = runSelfplay(spec({ rules: 'ikibuguzo', opening: {}, games: 4 }));
    expect(s.firstMover).toEqual({ A: 4, B: 0 });
  });
});

describe('reproducible', SLOW, () => {
  it('the same seed gives the same figures; another seed other games', () => {
    expect(runSelfplay(spec())).toEqual(runSelfplay(spec()));
    expect(runSelfplay(spec({ seed: 8 })).plies).not.toEqual(runSelfplay(spec()).plies);
  });

  it('game i depends on the seed and i alone: a block of games is the same games as in the whole run', () => {
    const all = playSelfplayGames(spec(), 0, 12);
    expect(playSelfplayGames(spec(), 5, 9)).toEqual(all.slice(5, 9));
    expect(gameSeed(7, 5)).not.toBe(gameSeed(7, 6));
  });

  it('splits games into even blocks that cover every index once', () => {
    expect(blocks(10, 3)).toEqual([[0, 3], [3, 6], [6, 10]]);
    expect(blocks(2, 5)).toEqual([[0, 1], [1, 2]]);
  });

  it('on worker threads the result is the same as on one thread', async () => {
    const s = spec({ opening: {}, games: 9, players: [{ kind: 'greedy' }, { kind: 'computer', playouts: 5 }] });
    expect(await runSelfplayThreaded(s, 3)).toEqual(runSelfplay(s));
  }, 60_000);
});

describe('specProblem', () => {
  it('refuses a run past the bound on the work, naming games and maxPlies', () => {
    expect(specProblem(spec({ games: 100_000, options: ['maxPlies=1000'] }))).toContain(`${MAX_TOTAL_PLIES.toLocaleString('en-US')} moves`);
    expect(specProblem(spec({ games: 100_000, options: ['maxPlies=100'] }))).toBeNull();
  });
  it('refuses options the engine refuses, with the engine\'s message naming both', () => {
    expect(specProblem(spec({ options: ['lango.clockwiseIncrement=yes', 'lango.increment=dlp'] }))).toMatch(/lango\.clockwiseIncrement=yes.*lango\.increment=dlp/);
  });
  it('refuses a position and the opening together', () => {
    expect(specProblem(spec({ position: formatPosition(lettered({ a: 2 }, 'A')), opening: {} }))).toContain('cannot both be given');
  });
});
