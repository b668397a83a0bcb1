/**
 * Ludii 1.3.13's three games (rulesets ludii-lango, ludii-didinga, ludii-ikibuguzo): every
 * example position of docs/ludii-1.3.13.md reproduces exactly (the legal turns listed and the
 * position after each), and each departure (LU- clauses) is tested in a position of its own,
 * built in Driberg's letters (A's capitals K L M N O P A B along his back row from his left,
 * C … J along his front row from his right; B's small letters the same way).
 */
import { describe, expect, it } from 'vitest';
import { currentPosition, gameMoves, gameResult, newGame, playMove } from '../../src/engine/game.ts';
import { listMoves, play, type MoveResult } from '../../src/engine/moves.ts';
import { parseMove } from '../../src/engine/notation/move.ts';
import { formatPosition, parsePosition } from '../../src/engine/notation/position.ts';
import { runArrayOpening } from '../../src/engine/opening.ts';
import { startPosition, type Position } from '../../src/engine/position.ts';
import { isLudii, RULESETS } from '../../src/engine/rulesets/index.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import type { Ruleset } from '../../src/engine/rulesets/types.ts';
import { Simulator } from '../../src/engine/simulator.ts';
import { Rng } from '../../src/engine/rng.ts';
import { MoveRunner } from '../../src/engine/machine/runner.ts';
import { at, lettered } from './helpers.ts';

const ludiiLango = RULESETS['ludii-lango'];
const ludiiDidinga = RULESETS['ludii-didinga'];
const ludiiIkibuguzo = RULESETS['ludii-ikibuguzo'];
const { lango, didinga, ikibuguzo } = RULESETS;

function pos(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

function run(rules: Ruleset, p: Position, text: string, opening = false): MoveResult {
  const m = parseMove(text, p.cols);
  if (!m.ok) throw new Error(m.error.message);
  const r = play(rules, p, m.value, { trace: true, opening });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function refusal(rules: Ruleset, p: Position, text: string, opening = false): string {
  const m = parseMove(text, p.cols);
  if (!m.ok) throw new Error(m.error.message);
  const r = play(rules, p, m.value, { opening });
  if (r.ok) throw new Error(`${text} was played`);
  return r.error.message;
}

const names = (rules: Ruleset, p: Position, opening = false) => listMoves(rules, p, { opening }).legal.map((m) => m.notation);
const outcomes = (rules: Ruleset, p: Position) => Object.fromEntries(listMoves(rules, p).legal.map((m) => [m.notation, formatPosition(m.after)]));
/** A's two rows (front, back) of a position, as printed. */
const aRows = (p: Position) => formatPosition(p).split(' ')[0]!.split('/').slice(2).join('/');

describe('the examples of Ludii 1.3.13 (docs/ludii-1.3.13.md)', () => {
  it('LU-force, LU-back: the first main-phase turn of Choro offers exactly b7 and b2<, with these positions after them', () => {
    const p = pos('0,0,2,0,0,0,0,0/3,1,2,0,0,0,0,0/3,4,4,5,6,7,3,1/0,3,4,0,5,3,7,1 A');
    expect(outcomes(ludiiLango, p)).toEqual({
      'b2<': '0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/6,7,7,0,9,10,2,4/1,2,2,4,1,6,1,2 B',
      'b7': '0,0,0,0,0,0,0,0/3,1,0,0,0,0,0,0/3,4,5,6,7,8,4,2/0,3,4,1,6,4,1,2 B',
    });
    const b7 = run(ludiiLango, p, 'b7');
    expect(b7.captured).toBe(4);
    // b2<: B's single marble facing f2 is taken first, into b2, which then held none: one marble sown on.
    const cw = run(ludiiLango, p, 'b2<');
    const first = cw.trace!.find((e) => e.type === 'capture');
    expect(first).toMatchObject({ total: 1, by: { player: 'A', local: 14 } });
    expect(cw.trace!.find((e) => e.type === 'increment-start')).toMatchObject({ count: 1, first: { local: 2 }, direction: 'ccw', clause: 'LU-back' });
    expect(cw.captured).toBe(8);
    // The codes' Lango offers six start captures here, none reaching either of Ludii's positions.
    const codes = listMoves(lango, p).legal;
    expect(codes).toHaveLength(6);
    expect(codes.every((m) => m.notation.startsWith('x'))).toBe(true);
    const ludii = new Set(Object.values(outcomes(ludiiLango, p)));
    expect(codes.some((m) => ludii.has(formatPosition(m.after)))).toBe(false);
  });

  it('LU-back: Pereaüni b8 relays to f4 in both engines and takes 2 + 2; Ludii sows the 4 on from b4', () => {
    const p = pos('1,1,0,2,2,1,1,0/0,0,2,2,2,0,0,0/4,1,4,4,4,1,0,7/3,1,5,5,1,2,5,3 A');
    const r = run(ludiiDidinga, p, 'b8');
    expect(formatPosition(r.after)).toBe('1,1,0,0,2,1,1,0/0,0,2,0,2,0,0,0/4,1,4,5,5,0,1,8/3,1,5,5,2,3,6,1 B');
    expect(aRows(r.after)).toBe('4,1,4,5,5,0,1,8/3,1,5,5,2,3,6,1');
    const codes = run(didinga, p, 'b8');
    // The same capture (B's column 4, 2 + 2) by the same hole, f4 (A's local 12), in both.
    for (const x of [r, codes]) expect(x.trace!.find((e) => e.type === 'capture')).toMatchObject({ total: 4, by: { local: 12 } });
    expect(aRows(codes.after)).not.toBe(aRows(r.after));
  });

  it('LU-origin, LU-open: after Opening 1, Ikibuguzo b2 captures 8 and sows 9 from the 18-marble hole', () => {
    const opening1 = '17,0,0,0,0,0,6,0/0,0,2,1,2,1,2,1/1,2,1,2,1,2,0,0/0,6,0,0,0,0,0,17 A';
    expect(formatPosition(runArrayOpening(ludiiIkibuguzo).position)).toBe(opening1);
    const r = run(ludiiIkibuguzo, pos(opening1), 'b2');
    expect(r.captured).toBe(8);
    expect(aRows(r.after)).toBe('4,5,4,0,4,5,4,1/1,0,1,4,0,1,4,2');
    expect(r.after.toMove).toBe('B');
    // The captured 8 went into b8 (A's local 7), which the lap going round had left one marble in.
    expect(r.trace!.find((e) => e.type === 'lift' && e.reason === 'with-capture')).toMatchObject({ hole: { local: 7 }, count: 9, clause: 'LU-origin' });
  });
});

describe('Ludii 1.3.13: each departure in a position of its own', () => {
  it('LU-force: the only start that "can capture" is forced, though its landing hole is empty and it takes nothing', () => {
    // B → C, D, E: E is empty but faces h. K → L, M lands in the back row.
    const p = lettered({ B: 3, K: 2, h: 1 }, 'A');
    expect(names(ludiiLango, p)).toEqual(['b8']);
    const r = run(ludiiLango, p, 'b8');
    expect(r.captured).toBe(0);
    expect([at(r.after, 'E'), at(r.after, 'h')]).toEqual([1, 1]);
    expect(refusal(ludiiLango, p, 'b1')).toBe('b1: a lap can capture at the start of this turn, and this one cannot: Ludii 1.3.13 obliges the player to start with one that can (LU-force)');
    // The codes' Lango: no start capture (no occupied front hole in contact), both starts free.
    expect(names(lango, p)).toEqual(['b1', 'b8']);
  });

  it('LU-force: without any lap that could capture, every start is free', () => {
    const p = lettered({ B: 3, K: 2 }, 'A');
    expect(names(ludiiLango, p)).toEqual(['b1', 'b8']);
  });

  it('LU-back: the captured marbles go into the back hole of the column and only that many are sown on; its own marbles stay', () => {
    // B → C, D; D faces i (2) and l (1): 3 taken into A (column 7's back hole, holding 4), sown into B, C, D.
    const p = lettered({ B: 2, D: 1, A: 4, i: 2, l: 1 }, 'A');
    const r = run(ludiiDidinga, p, 'b8');
    expect(r.captured).toBe(3);
    // D then holds 3 and faces nothing: relayed to E, F, G, which ends the move.
    expect(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((l) => at(r.after, l))).toEqual([4, 1, 2, 0, 1, 1, 1]);
    // The codes' Didinga sows the 3 from the hole after the last lap's origin (C, D, E; AMB-1).
    const codes = run(didinga, p, 'b8');
    expect(['A', 'B', 'C', 'D', 'E'].map((l) => at(codes.after, l))).toEqual([4, 0, 2, 3, 1]);
  });

  it('LU-single: a back hole holding exactly one marble is sown with the captured ones', () => {
    const p = lettered({ B: 2, D: 1, A: 1, i: 2, l: 1 }, 'A');
    const r = run(ludiiDidinga, p, 'b8');
    expect(['A', 'B', 'C', 'D', 'E'].map((l) => at(r.after, l))).toEqual([0, 1, 2, 3, 1]);
    expect(r.trace!.find((e) => e.type === 'increment-start')).toMatchObject({ count: 4, clause: 'LU-single' });
  });

  it('LU-single: one marble captured into a back hole holding several is sown alone (not the capture\'s size but the hole decides)', () => {
    // D faces i (1) and l (0): one marble taken into A, which holds 4 and keeps them.
    const p = lettered({ B: 2, D: 1, A: 4, i: 1 }, 'A');
    const r = run(ludiiDidinga, p, 'b8');
    expect(r.captured).toBe(1);
    expect(['A', 'B', 'C', 'D'].map((l) => at(r.after, l))).toEqual([4, 1, 1, 2]);
  });

  it('LU-opp: Pereaüni captures with the facing front hole alone; the codes\' Didinga needs both (D-opp)', () => {
    const p = lettered({ B: 2, D: 1, i: 1 }, 'A');
    const r = run(ludiiDidinga, p, 'b8');
    expect(r.captured).toBe(1);
    expect(['B', 'C', 'D', 'i'].map((l) => at(r.after, l))).toEqual([1, 1, 2, 0]);
    expect(run(didinga, p, 'b8').captured).toBe(0);
  });

  it('LU-cw: a clockwise start whose landing hole is empty, facing an occupied hole, is allowed (and forced, LU-force)', () => {
    // K< → J, I, H: H is empty and faces e.
    const p = lettered({ K: 3, e: 1 }, 'A');
    expect(names(ludiiLango, p)).toEqual(['b1<']);
    const r = run(ludiiLango, p, 'b1<');
    expect(r.captured).toBe(0);
    expect(['K', 'J', 'I', 'H', 'e'].map((l) => at(r.after, l))).toEqual([0, 1, 1, 1, 1]);
    // The codes' Lango: a clockwise lap only to take an increment (L-turn).
    expect(names(lango, p)).toEqual(['b1']);
  });

  it('LU-cw: Ikibuguzo may go clockwise on a relay from b1 when the landing front hole faces two occupied holes, though it is empty', () => {
    // I → J, K: K then holds 3; clockwise they go J, I, H, and H faces e and p.
    const p = lettered({ I: 2, K: 2, e: 1, p: 1 }, 'A');
    expect(names(ludiiIkibuguzo, p)).toEqual(['b1', 'f2/>', 'f2/<']);
    const r = run(ludiiIkibuguzo, p, 'f2/<');
    expect(r.captured).toBe(0);
    expect(['H', 'I', 'J', 'K'].map((l) => at(r.after, l))).toEqual([1, 1, 2, 0]);
    expect(names(ikibuguzo, p)).toEqual(['b1', 'f2']);
  });

  it('LU-cw: Ikibuguzo has no "^" (leave the capture and play the other reverse hole), which the codes offer (K-chain)', () => {
    const p = pos('0,0,1,0,3,0,1,3/0,0,1,0,3,0,0,0/0,3,0,0,2,0,0,0/3,0,0,0,0,0,0,1 A');
    expect(names(ikibuguzo, p)).toContain('f2</^');
    expect(listMoves(ludiiIkibuguzo, p).all.some((m) => m.notation.includes('^'))).toBe(false);
    expect(names(ludiiIkibuguzo, p).length).toBeGreaterThan(0);
  });

  it('LU-cw: Ikibuguzo has no end-hole win; the codes\' K-win ends the game here', () => {
    const p = pos('4,2,4,2,1,4,1,3/2,2,4,3,3,0,3,1/0,3,2,4,3,4,2,4/2,4,3,2,3,4,1,1 A');
    const codes = playMove(newGame(ikibuguzo, p), 'f6/</>');
    if (!codes.ok) throw new Error(codes.error.message);
    expect(gameResult(codes.value)).toEqual({ over: true, winner: 'A', reason: 'end-holes' });
    expect(listMoves(ludiiIkibuguzo, p).all.some((m) => m.endHoleWin)).toBe(false);
  });

  it('LU-count: the clockwise test on the captured marbles counts the whole back hole, so it offers a lap that lands facing nothing', () => {
    // G → H, I; I faces d (1), a behind (1): 2 taken into L (b2, holding 2).
    // Counting L's 4 marbles, a clockwise lap would land in H, facing e: offered.
    // Sown, the 2 captured go K, J: J faces nothing and the move ends.
    const p = lettered({ G: 2, I: 1, L: 2, d: 1, a: 1, e: 1 }, 'A');
    expect(names(ludiiLango, p)).toEqual(['f4/>', 'f4/<']);
    const cw = run(ludiiLango, p, 'f4/<');
    expect(cw.trace!.find((e) => e.type === 'choice')).toMatchObject({ kind: 'increment-direction', clause: 'LU-count' });
    expect(['G', 'H', 'I', 'J', 'K', 'L'].map((l) => at(cw.after, l))).toEqual([0, 1, 2, 1, 1, 2]);
    const ccw = run(ludiiLango, p, 'f4/>');
    expect(['L', 'M', 'N'].map((l) => at(ccw.after, l))).toEqual([2, 1, 1]);
    // Counting only the marbles sown (as the texts would), there is no clockwise chance.
    const sown: Ruleset = { ...ludiiLango, reverse: { ...ludiiLango.reverse!, continuationCount: { count: 'sown', source: 'ludii-1.3.13', clause: 'LU-count' } } };
    expect(names(sown, p)).toEqual(['f4']);
  });

  it('LU-open: Choro\'s first turn starts from b7 or b8 only, with no clockwise lap', () => {
    expect(names(ludiiLango, startPosition(), true)).toEqual(['b7', 'b8']);
    expect(refusal(ludiiLango, startPosition(), 'b3', true)).toBe('b3: a first turn starts from one of the last two back-row holes, b7 or b8 (LU-open)');
    // B (7) relays at I (f2), whose 2 marbles clockwise would land in G, facing f: a choice in
    // the main phase, none in a first turn.
    const p = lettered({ B: 7, I: 1, f: 1 }, 'A');
    expect(names(ludiiLango, p)).toEqual(['b8/>', 'b8/<']);
    expect(names(ludiiLango, p, true)).toEqual(['b8']);
    expect(refusal(ludiiLango, p, 'b8/<', true)).toBe('b8/<: the move meets only 0 choices but 1 are given');
  });

  it('LU-open: Choro\'s first-turn capture test looks at every back-row hole, so a capture only b3 could make leaves no first turn', () => {
    // M (6) lands in C, facing j; A (10) and B (10) go round into the back row.
    const p = lettered({ M: 6, A: 10, B: 10, j: 1 }, 'A');
    expect(names(ludiiLango, p, true)).toEqual([]);
    expect(names(ludiiLango, p)).toEqual(['b3']);
    // Pereaüni's first turn looks only at its own starts and forces nothing.
    expect(names(ludiiDidinga, p, true)).toEqual(['b3', 'b7', 'b8']);
  });

  it('LU-open: Pereaüni\'s first turn starts from the back row; a game from the start array begins with both players\' first turns', () => {
    expect(names(ludiiDidinga, startPosition(), true)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8']);
    let game = newGame(ludiiLango, startPosition());
    expect(gameMoves(game).map((m) => m.notation)).toEqual(['b7', 'b8']);
    for (const m of ['b7', 'b8']) {
      const r = playMove(game, m);
      if (!r.ok) throw new Error(r.error.message);
      game = r.value;
    }
    // Both first turns played: the main phase, where the start holes are free.
    expect(currentPosition(game).toMove).toBe('A');
    expect(gameMoves(game).map((m) => m.notation)).toEqual(names(ludiiLango, currentPosition(game)));
    // A game set up from any other position is in the main phase at once.
    expect(gameMoves(newGame(ludiiLango, lettered({ K: 3, B: 3 }, 'A'))).map((m) => m.notation)).toEqual(['b1', 'b8']);
  });

  it('LU-open: Ikibuguzo\'s Opening 2 sows, from four in every back hole, the rightmost hole holding four 2 + 1 + 1 until the leftmost has been', () => {
    const two = applyOptions('ludii-ikibuguzo', ['ikibuguzo.array=2']);
    if (!two.ok) throw new Error(two.error.message);
    expect(two.value.opening).toMatchObject({ kind: 'array', array: 2, clause: 'LU-open', source: 'ludii-1.3.13' });
    const o = runArrayOpening(two.value);
    expect(formatPosition(o.arrayed)).toBe('4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 A');
    // Each player's operations, in turn: back holes 8 down to 1, each holding four when sown.
    for (const p of ['A', 'B'] as const) {
      const mine = o.steps.filter((s) => s.player === p);
      expect(mine.map((s) => s.hole)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
      for (const s of mine) expect(s.placed.map((x) => x.beans)).toEqual([2, 1, 1]);
    }
    expect(formatPosition(o.position)).toBe('4,4,4,4,4,3,2,0/4,2,1,0,0,0,0,0/0,0,0,0,0,1,2,4/0,2,3,4,4,4,4,4 A');
  });

  it('LU-limit: a move that never ends is played, and it ends the game, drawn; the codes forbid it (AMB-3)', () => {
    const p = pos('1,1,3,0,3,1,4,3/0,3,4,1,0,1,3,2/2,4,4,1,2,2,2,0/3,2,3,3,3,2,3,4 A');
    const r = run(ludiiDidinga, p, 'b8');
    expect(r.status).not.toBe('ended');
    expect(r.legal).toBe(true);
    const g = playMove(newGame(ludiiDidinga, p), 'b8');
    if (!g.ok) throw new Error(g.error.message);
    expect(gameResult(g.value)).toEqual({ over: true, winner: null, reason: 'move-limit' });
    const forbid: Ruleset = { ...ludiiDidinga, endless: { ...ludiiDidinga.endless, policy: 'forbid' } };
    expect(refusal(forbid, p, 'b8')).toMatch(/AMB-3/);
  });

  it('LU-limit: a game stops, drawn, once its laps add up to the limit; there is no draw by repetition', () => {
    expect(ludiiLango.gameLimit.maxPlies).toBe(2500);
    expect(ludiiLango.gameLimit.repetitions).toBe(Number.POSITIVE_INFINITY);
    const short: Ruleset = { ...ludiiLango, gameLaps: { max: 3, source: 'ludii-1.3.13', clause: 'LU-limit' } };
    // b8 → C, D, E (1 lap); then B's moves: the game goes on until 3 laps are played.
    let game = newGame(short, lettered({ B: 3, K: 2, b: 3, k: 2 }, 'A'));
    let laps = 0;
    while (!gameResult(game).over) {
      const m = gameMoves(game)[0]!;
      const r = playMove(game, m.notation);
      if (!r.ok) throw new Error(r.error.message);
      game = r.value;
      laps += m.laps;
    }
    expect(laps).toBeGreaterThanOrEqual(3);
    expect(gameResult(game)).toMatchObject({ over: true, winner: null, reason: 'move-limit' });
  });
});

describe('Ludii 1.3.13: the rulesets as a whole', () => {
  it('LU-open: the fast path plays the first turns under their rules and every random move is a listed one', () => {
    const sim = new Simulator(ludiiLango, 8);
    sim.setPosition(startPosition(), 2);
    const rng = new Rng(3);
    const a = sim.playRandomMove(rng);
    expect(a.moved).toBe(true);
    // A sowed from b7 or b8: the first turn's start holes.
    const after = formatPosition({ cols: 8, counts: Array.from(sim.board), toMove: 'B' } as Position);
    expect(names(ludiiLango, startPosition(), true).map((n) => formatPosition(run(ludiiLango, startPosition(), n, true).after))).toContain(after);
    expect(sim.openingPlies).toBe(1);
  });

  it('LU-force: a runner used move after move never refuses a start it has just listed (no start of an earlier board stays in its lists)', () => {
    // Each side's runner plays a whole game on one board, as the fast path's do. Its check of a
    // start against LU-force once kept the starts of every earlier board in its list, and refused
    // some that the list allowed (ludii-lango: 11 of 2,272 random starts with this seed).
    for (const id of ['ludii-didinga', 'ludii-lango', 'ludii-ikibuguzo'] as const) {
      const rules = RULESETS[id];
      const rng = new Rng(7);
      let tried = 0;
      for (let g = 0; g < 200; g++) {
        const board = Int32Array.from(startPosition(8).counts);
        const runners = { A: new MoveRunner(rules, 8, board, 'A'), B: new MoveRunner(rules, 8, board, 'B') };
        let toMove: 'A' | 'B' = 'A';
        for (let ply = 0; ply < 300; ply++) {
          const runner = runners[toMove];
          const opening = ply < 2;
          const starts = runner.listStarts([], opening);
          if (starts.length === 0) break;
          const code = starts[rng.below(starts.length)]!;
          tried++;
          const began = runner.beginEncoded(code, { opening });
          expect(began ? null : runner.illegalReason, `${id}, game ${g}, move ${ply + 1}`).toBeNull();
          runner.decide = () => 0;
          runner.run();
          if (runner.status !== 'ended') break;
          toMove = toMove === 'A' ? 'B' : 'A';
        }
      }
      expect(tried).toBeGreaterThan(2000);
    }
  });

  it('describe another program: source ludii-1.3.13, and only the bound options apply', () => {
    for (const r of [ludiiLango, ludiiDidinga, ludiiIkibuguzo]) {
      expect(isLudii(r)).toBe(true);
      expect(r.source).toBe('ludii-1.3.13');
    }
    for (const r of [lango, didinga, ikibuguzo]) expect(isLudii(r)).toBe(false);
    const bad = applyOptions('ludii-lango', ['lango.increment=dlp']);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toBe('option "lango.increment" belongs to lango, not to ludii-lango');
    expect(applyOptions('ludii-lango', ['maxLaps=3000']).ok).toBe(true);
    const limit = applyOptions('ludii-lango', ['maxPlies=100']);
    expect(limit.ok).toBe(false);
    if (!limit.ok) expect(limit.error.message).toBe('option "maxPlies" belongs to didinga, lango, ikibuguzo, not to ludii-lango');
  });
});
