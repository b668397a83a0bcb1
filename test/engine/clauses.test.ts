/**
 * One test (at least) per clause of each ruleset, and for each AMB option a position where the
 * two readings give different results. Positions are built in the sources' letters (Driberg's
 * unless a test says Murray's).
 */
import { describe, expect, it } from 'vitest';
import { gameResult, newGame, playMove } from '../../src/engine/game.ts';
import { listMoves, play, type MoveResult } from '../../src/engine/moves.ts';
import { parseMove } from '../../src/engine/notation/move.ts';
import { parsePosition } from '../../src/engine/notation/position.ts';
import { runSimultaneousOpening } from '../../src/engine/opening.ts';
import type { Position } from '../../src/engine/position.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import { applyOptions, OPTIONS } from '../../src/engine/rulesets/options.ts';
import type { Ruleset } from '../../src/engine/rulesets/types.ts';
import { facing } from '../../src/engine/geometry.ts';
import { holeLetter } from '../../src/engine/notation/letters.ts';
import { Rng } from '../../src/engine/rng.ts';
import { at, lapsOf, lettered, local } from './helpers.ts';

const { didinga, lango, ikibuguzo } = RULESETS;

function withOptions(id: 'didinga' | 'lango' | 'ikibuguzo', ...pairs: string[]): Ruleset {
  const r = applyOptions(id, pairs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function run(rules: Ruleset, pos: Position, text: string): MoveResult {
  const m = parseMove(text, pos.cols);
  if (!m.ok) throw new Error(m.error.message);
  const r = play(rules, pos, m.value, { trace: true });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function tryPlay(rules: Ruleset, pos: Position, text: string) {
  const m = parseMove(text, pos.cols);
  if (!m.ok) throw new Error(m.error.message);
  return play(rules, pos, m.value);
}

const names = (rules: Ruleset, pos: Position) => listMoves(rules, pos).legal.map((m) => m.notation);

describe('shared principles (1927a)', () => {
  it('D-min: a hole with a single marble cannot start a move', () => {
    const pos = lettered({ A: 1, C: 2 }, 'A');
    expect(tryPlay(didinga, pos, 'b7')).toEqual({ ok: false, error: { code: 'illegal-start', message: 'b7: a move needs at least 2 marbles in the hole; it holds 1 (D-min)' } });
    expect(names(didinga, pos)).toEqual(['f8']);
  });

  it('D-def-move / D-def-lap: a lap ending in an occupied hole lifts it and goes on; an empty hole ends the move', () => {
    const r = run(didinga, lettered({ A: 2, C: 1 }, 'A'), 'b7');
    expect(lapsOf(r.trace!)).toEqual([['B', 'C'], ['D', 'E']]);
    expect(r.trace!.at(-1)!.type).toBe('move-end');
  });

  it('D-choice: the player may choose a move that captures nothing even when one would', () => {
    const pos = lettered({ A: 2, C: 1, j: 1, k: 1, K: 3 }, 'A'); // A → B, C; C faces j and k: a capture
    const moves = listMoves(didinga, pos).legal;
    expect(moves.find((m) => m.notation === 'b7')!.captured).toBe(2);
    expect(moves.find((m) => m.notation === 'b1')!.captured).toBe(0);
  });

  it('D-def-increment: taking marbles en prise is not optional, the engine always takes them', () => {
    const r = run(didinga, lettered({ A: 2, C: 1, j: 1, k: 1 }, 'A'), 'b7');
    expect(r.captured).toBe(2);
    expect(at(r.after, 'j') + at(r.after, 'k')).toBe(0);
  });

  it('D-end: a player left with only singletons cannot move and has lost', () => {
    const game = newGame(didinga, lettered({ A: 1, C: 1, a: 2 }, 'A'));
    expect(gameResult(game)).toEqual({ over: true, winner: 'B', reason: 'immobile' });
  });
});

describe('Didinga (1927a)', () => {
  it('D-sow: counter-clockwise, one a hole, from the hole after the one lifted', () => {
    expect(lapsOf(run(didinga, lettered({ N: 3 }, 'A'), 'b4').trace!)).toEqual([['O', 'P', 'A']]);
  });

  it('D-opp: a capture needs both facing holes occupied; the front one alone is not en prise', () => {
    const both = run(didinga, lettered({ A: 2, C: 1, j: 1, k: 1 }, 'A'), 'b7');
    const frontOnly = run(didinga, lettered({ A: 2, C: 1, j: 1 }, 'A'), 'b7');
    expect(both.captured).toBe(2);
    expect(frontOnly.captured).toBe(0);
    expect(lapsOf(frontOnly.trace!)[1]).toEqual(['D', 'E']); // C is simply lifted
  });

  it('D-opp: a capture is made only from the front row (outside the opening)', () => {
    const r = run(didinga, lettered({ M: 2, O: 1, f: 1, o: 1 }, 'A'), 'b3'); // M → N, O: O is a back hole facing f, o
    expect(r.captured).toBe(0);
  });

  it('D-inc: after the incremented lap play goes on as usual: an occupied hole no longer en prise is lifted', () => {
    const r = run(didinga, lettered({ A: 2, C: 1, j: 1, k: 1 }, 'A'), 'b7');
    expect(lapsOf(r.trace!)).toEqual([['B', 'C'], ['B', 'C'], ['D', 'E', 'F']]); // increment of 2 from after A; C (3) lifted
    expect(at(r.after, 'C')).toBe(0);
  });

  it('D-inc: an incremented lap ending in an empty hole ends the move', () => {
    const r = run(didinga, lettered({ A: 2, C: 1, j: 2, k: 1 }, 'A'), 'b7');
    expect(lapsOf(r.trace!)).toEqual([['B', 'C'], ['B', 'C', 'D']]);
    expect(r.status).toBe('ended');
  });

  it('no start captures and no clockwise play', () => {
    const pos = lettered({ f: 1, G: 2, N: 2, K: 2 }, 'A');
    expect(names(didinga, pos).some((n) => n.startsWith('x') || n.includes('<'))).toBe(false);
  });
});

describe('Lango (1927b)', () => {
  it('L-opp: inside a move the front hole alone is en prise (the back one is taken too); the back alone is not', () => {
    // A front hole facing an occupied front hole at the start of a move is already L-start, so the
    // capturing lap must end in a hole that filled during the move: 17 marbles from B go once
    // round and end in C, which received one on the way. C faces j (front) and k (back).
    expect(run(lango, lettered({ B: 17, j: 1, k: 4 }, 'A'), 'b8').trace!.find((e) => e.type === 'capture')).toMatchObject({ total: 5, clause: 'L-opp' });
    expect(run(lango, lettered({ B: 17, j: 1 }, 'A'), 'b8').captured).toBe(1);
    expect(run(lango, lettered({ B: 17, k: 4 }, 'A'), 'b8').captured).toBe(0);
    // Didinga on the same board needs both j and k.
    expect(run(didinga, lettered({ B: 17, j: 1 }, 'A'), 'b8').captured).toBe(0);
    expect(run(didinga, lettered({ B: 17, j: 1, k: 4 }, 'A'), 'b8').captured).toBe(5);
  });

  it('L-start: with several groups en prise the player chooses which to take', () => {
    const pos = lettered({ C: 1, D: 1, j: 1, i: 2, K: 2 }, 'A'); // C faces j, D faces i
    expect(names(lango, pos).map((n) => n.split('/')[0]).sort()).toEqual(['xf7', 'xf8']);
  });

  it('L-start: a start capture that is not en prise is refused', () => {
    const pos = lettered({ C: 1, K: 2 }, 'A');
    const r = tryPlay(lango, pos, 'xf8');
    expect(!r.ok && r.error.message).toBe('xf8: no opponent marbles are en prise to this hole at the start of the move (L-start)');
  });

  it('L-single: a lone marble taken inside a move is lifted with the capturing hole\'s own and sown from the next hole', () => {
    // 17 from B go once round and end in C (now 2), facing j (1) with k empty: one marble taken.
    // C's two and the captured one are lifted together and sown from D.
    const r = run(lango, lettered({ B: 17, j: 1 }, 'A'), 'b8');
    // The lift names C's own two; the captured marble is already in hand: three are sown.
    expect(r.trace!.find((e) => e.type === 'lift' && e.reason === 'single-increment')).toMatchObject({ count: 2, hole: { local: local('C') } });
    expect(lapsOf(r.trace!)[1]).toEqual(['D', 'E', 'F']);
    // Didinga has no such rule: there the lap would not capture at all (j alone is not en prise).
    expect(run(didinga, lettered({ B: 17, j: 1 }, 'A'), 'b8').captured).toBe(0);
  });

  it('L-turn: a clockwise lap is allowed only if it takes an increment', () => {
    const pos = lettered({ K: 2, D: 2 }, 'A'); // K clockwise → J, I: I empty, no capture
    const r = tryPlay(lango, pos, 'b1<');
    expect(!r.ok && r.error.message).toBe('b1<: a clockwise lap is allowed only to take an increment, and this one would not (L-turn)');
  });

  it('L-turn: clockwise play starts only from the turning base', () => {
    const r = tryPlay(lango, lettered({ M: 3 }, 'A'), 'b3<');
    expect(!r.ok && r.error.message).toBe('b3<: clockwise play starts only from the turning base (L-turn)');
  });
});

describe('Ikibuguzo (M51; main phase after DLP, AMB-7)', () => {
  // Murray's letters here: back row A–H from the left, front row I–P from the right.
  const m = (spec: Record<string, number>) => lettered(spec, 'A', 0, 'murray');

  it('K-reverse and K-chain: clockwise from A captures; on the first sowing the increment may go clockwise again', () => {
    // A 2 → P, O; O (1) faces j and g: 3. Again clockwise from A: P, O, N; N (1) faces k and f: 2.
    // Again from A: P, O: O faces nothing now, so counter-clockwise from A: B, C.
    const pos = m({ A: 2, O: 1, N: 1, j: 1, g: 2, k: 1, f: 1 });
    expect(names(ikibuguzo, pos)).toEqual(expect.arrayContaining(['b1</<', 'b1</>']));
    const r = run(ikibuguzo, pos, 'b1</<');
    expect(lapsOf(r.trace!, 'murray')).toEqual([['P', 'O'], ['P', 'O', 'N'], ['B', 'C']]);
    expect(r.captured).toBe(5);
    const declined = run(ikibuguzo, pos, 'b1</>');
    expect(lapsOf(declined.trace!, 'murray')[1]).toEqual(['B', 'C', 'D']);
  });

  it('K-chain: a clockwise capture later in the move is sown counter-clockwise, no chain', () => {
    // M 4 → N, O, P, A; A (1 → 2) may go clockwise: P, O; O (1) faces j, g: 3. A chain from A would
    // reach N (1, facing k and f), but not after the first sowing: counter-clockwise from A: B, C, D.
    const pos = m({ M: 4, A: 1, j: 2, g: 1, k: 1, f: 1 });
    const moves = names(ikibuguzo, pos);
    expect(moves).toContain('f4/<');
    expect(moves.filter((n) => n.startsWith('f4/</'))).toEqual([]);
    const r = run(ikibuguzo, pos, 'f4/<');
    expect(lapsOf(r.trace!, 'murray')).toEqual([['N', 'O', 'P', 'A'], ['P', 'O'], ['B', 'C', 'D']]);
  });

  it('K-chain (DLP): the increment may be left in A while O is played clockwise, if that captures ("^")', () => {
    // A 2 → P, O; O (1) takes 2 from j and g. Again from A would end in O, now facing nothing; but
    // leaving the 2 in A, O (2) clockwise → N, M; M (1) takes 2 from l and e. From O again, or back
    // to A, nothing is taken, so the increment goes counter-clockwise from O: P, A; A (3) lifted: B, C, D.
    const pos = m({ A: 2, O: 1, M: 1, j: 1, g: 1, l: 1, e: 1 });
    expect(names(ikibuguzo, pos)).toEqual(expect.arrayContaining(['b1</>', 'b1</^']));
    expect(names(ikibuguzo, pos)).not.toContain('b1</<');
    const r = run(ikibuguzo, pos, 'b1</^');
    expect(lapsOf(r.trace!, 'murray')).toEqual([['P', 'O'], ['N', 'M'], ['P', 'A'], ['B', 'C', 'D']]);
    expect(r.trace!.find((e) => e.type === 'leave')).toMatchObject({ count: 2, hole: { local: 0 }, clause: 'K-reverse' });
    expect(r.captured).toBe(4);
    const wrong = tryPlay(ikibuguzo, pos, 'b1</<');
    expect(!wrong.ok && wrong.error.message).toBe('b1</<: at b1 the choice is ">" or "^", not "<" (K-reverse)');
    const missing = tryPlay(ikibuguzo, pos, 'b1<');
    expect(!missing.ok && missing.error.message).toBe('b1<: the move reaches a choice at b1 (chain, K-reverse): add "/>" (go on counter-clockwise) or "/^" (leave the marbles taken in the reverse hole and play clockwise from the other reverse hole)');
    // Lango has no such switch.
    expect(names(lango, lettered({ K: 2, J: 1, c: 1, b: 1 }, 'A')).some((n) => n.includes('^'))).toBe(false);
  });

  it('K-opp: like Didinga, both facing holes must be occupied', () => {
    const pos = m({ B: 17, p: 1 }); // 17 from B go round and end in I (front, facing p and a)
    expect(run(ikibuguzo, pos, 'b2').captured).toBe(0);
    expect(run(ikibuguzo, m({ B: 17, p: 1, a: 2 }), 'b2').captured).toBe(3);
  });

  it('K-reverse: only A and O are reverse holes', () => {
    const r = tryPlay(ikibuguzo, m({ B: 3 }), 'b2<');
    expect(!r.ok && r.error.message).toBe('b2<: clockwise play starts only from the reverse holes (K-reverse)');
  });

  it('K-win: capturing both of the opponent\'s front end holes in one turn wins', () => {
    // G 2 → H, I; I faces p and a: 9, sown H … P; P faces i and h: both end holes i and p taken.
    const pos = m({ G: 2, I: 1, P: 1, p: 5, a: 4, i: 1, h: 1, C: 2, c: 2 });
    const r = run(ikibuguzo, pos, 'b7');
    expect(r.endHoleWin).toBe(true);
    expect(run(didinga, pos, 'b7').endHoleWin).toBe(false);
    const game = playMove(newGame(ikibuguzo, pos), 'b7');
    expect(game.ok && gameResult(game.value)).toEqual({ over: true, winner: 'A', reason: 'end-holes' });
  });
});

describe('the AMB options: each changes the result somewhere', () => {
  it('AMB-1 didinga.incrementStart: b … h (after the origin) or a … g (the origin)', () => {
    const pos = lettered({ m: 4, a: 2, d: 1, I: 3, L: 4 }, 'B');
    const after = run(didinga, pos, 'b3');
    const origin = run(withOptions('didinga', 'didinga.incrementStart=origin'), pos, 'b3');
    expect(lapsOf(after.trace!)[2]).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(lapsOf(origin.trace!)[2]).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(after.after).not.toEqual(origin.after);
  });

  it('AMB-4 lango.startSingle: the single start capture lifted with f\'s marble (one lap) or sown into f and relayed (two)', () => {
    const pos = lettered({ f: 1, G: 1 }, 'B');
    const lifted = run(lango, pos, 'xf5');
    const sown = run(withOptions('lango', 'lango.startSingle=sow'), pos, 'xf5');
    expect(lapsOf(lifted.trace!)).toEqual([['g', 'h']]);
    expect(lapsOf(sown.trace!)).toEqual([['f'], ['g', 'h']]);
    expect([lifted.laps, sown.laps]).toEqual([1, 2]);
    // Both readings end on the same board: dropping the single marble into f leaves f occupied but
    // no longer facing anything, so it is lifted with it, exactly as L-single says.
    expect(sown.after).toEqual(lifted.after);
  });

  it('AMB-4 lango.startSingle at I: sown into I, the marble makes I a turning-base hole to relay from, and a clockwise chance the default never offers', () => {
    // A takes the lone marble of d at I. Default (L-single): I's marble and d's are lifted and sown
    // from J: J, K. Under `sow` d's marble is dropped into I (now 2), and the relay from I, a
    // turning-base hole (L-turn, AMB-5), may go clockwise: H, G; G (2) faces f, which is taken.
    const pos = lettered({ I: 1, d: 1, H: 1, G: 1, f: 1, N: 2 }, 'A');
    const sow = withOptions('lango', 'lango.startSingle=sow');
    expect(names(lango, pos)).toContain('xf2');
    expect(names(lango, pos).filter((n) => n.startsWith('xf2/'))).toEqual([]);
    expect(names(sow, pos)).toEqual(expect.arrayContaining(['xf2/>', 'xf2/<']));
    const lifted = run(lango, pos, 'xf2');
    const clockwise = run(sow, pos, 'xf2/<');
    expect(lapsOf(lifted.trace!)).toEqual([['J', 'K']]);
    expect(lapsOf(clockwise.trace!)[0]).toEqual(['I']);
    expect(lapsOf(clockwise.trace!)[1]).toEqual(['H', 'G']);
    expect([lifted.captured, clockwise.captured]).toEqual([1, 2]);
    expect(clockwise.after.counts).not.toEqual(lifted.after.counts);
    // Declining the chance gives the default's board again.
    expect(run(sow, pos, 'xf2/>').after).toEqual(lifted.after);
  });

  it('AMB-4 lango.startSingle: the two readings part only when the capturing hole is I or J (a seeded search over single-marble start captures)', () => {
    const sow = withOptions('lango', 'lango.startSingle=sow');
    const rng = new Rng(4);
    const front = ['C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
    const boards = (rules: Ruleset, pos: Position, hole: number) => new Set(
      listMoves(rules, pos).legal.filter((m) => m.move.start.kind === 'capture' && m.move.start.hole === hole).map((m) => m.after.counts.join(',')),
    );
    const parts = new Set<string>();
    for (const x of front) {
      for (let trial = 0; trial < 150; trial++) {
        const spec: Record<string, number> = {};
        for (const l of 'ABCDEFGHIJKLMNOPabcdefghijklmnop') spec[l] = rng.below(4);
        // One marble in B's front hole facing x, none in the back hole behind it (L-single).
        const opposite = facing(local(x), 8);
        Object.assign(spec, { [x]: 1 + rng.below(3), [holeLetter('B', opposite.front, 'driberg')]: 1, [holeLetter('B', opposite.back, 'driberg')]: 0 });
        const pos = lettered(spec, 'A');
        const hole = local(x);
        const a = boards(lango, pos, hole);
        const s = boards(sow, pos, hole);
        if (a.size === 0) continue;
        if ([...s].some((k) => !a.has(k))) parts.add(x);
      }
    }
    expect([...parts].sort()).toEqual(['I', 'J']);
  }, 30_000); // a seeded search over the single-marble start captures, played under both readings

  it('AMB-10: at the start position L-start would oblige a capture at every front hole; only L-open (start at A or B, in the back row) keeps it out of the opening', () => {
    const start = lettered({}, 'A', 2);
    const starts = names(lango, start).map((n) => n.split('/')[0]);
    expect(new Set(starts)).toEqual(new Set(['xf1', 'xf2', 'xf3', 'xf4', 'xf5', 'xf6', 'xf7', 'xf8']));
    const opening = runSimultaneousOpening(lango, { trace: true });
    if (!opening.ok) throw new Error(opening.error.message);
    for (const p of ['A', 'B'] as const) {
      const first = opening.value.steps!.find((s) => s.player === p)!.event;
      expect(first).toMatchObject({ type: 'lift', reason: 'start', hole: { local: local('A') } });
    }
    expect(opening.value.steps!.some((s) => s.event.type === 'lift' && s.event.reason === 'start' && s.event.hole.local !== local('A'))).toBe(false);
  });

  it('AMB-5 lango.clockwiseIncrement: an increment taken at I may go clockwise from I only with the option', () => {
    const pos = lettered({ I: 1, H: 1, d: 2, e: 1 }, 'A'); // I faces d, H faces e: two start groups
    expect(names(lango, pos)).toContain('xf2');
    const opt = withOptions('lango', 'lango.clockwiseIncrement=yes');
    expect(names(opt, pos)).toEqual(expect.arrayContaining(['xf2/>', 'xf2/<']));
    const cw = run(opt, pos, 'xf2/<');
    expect(cw.captured).toBe(3);
    expect(run(lango, pos, 'xf2').captured).toBe(2);
  });

  it('AMB-6 lango.increment=dlp: the increment goes to the back hole behind f and on from there', () => {
    const pos = lettered({ b: 4, f: 1, G: 2, N: 1 }, 'B');
    const driberg = run(lango, pos, 'xf5');
    const dlp = run(withOptions('lango', 'lango.increment=dlp'), pos, 'xf5');
    expect(lapsOf(driberg.trace!)[0]).toEqual(['f', 'g', 'h']);
    expect(lapsOf(dlp.trace!)[0]).toEqual(['p', 'a', 'b']);
  });

  it('AMB-16, AMB-17, AMB-18 (the opening\'s readings) change the openings allowed and played: see test/engine/opening.test.ts', () => {
    expect(withOptions('lango', 'lango.openingPairs=same-column').opening).toMatchObject({ startPairs: { pairs: 'same-column', clause: 'AMB-16' } });
    expect(withOptions('didinga', 'didinga.openingStart=any-hole').opening).toMatchObject({ startHoles: { holes: 'any-hole', clause: 'AMB-17' } });
    expect(withOptions('lango', 'lango.openingClockwise=whole-opening').opening).toMatchObject({ clockwiseChances: { choice: 'whole-opening', clause: 'AMB-18' } });
    expect(applyOptions('lango', ['lango.openingPairs=both'])).toEqual({ ok: false, error: { code: 'bad-value', message: 'option "lango.openingPairs" takes "independent" or "same-column"; got "both"' } });
    expect(applyOptions('lango', ['didinga.openingStart=any-hole'])).toEqual({ ok: false, error: { code: 'wrong-ruleset', message: 'option "didinga.openingStart" belongs to didinga, not to lango' } });
  });

  it('ikibuguzo.array: the two arrays open differently (see opening tests)', () => {
    expect(withOptions('ikibuguzo', 'ikibuguzo.array=2').opening).toMatchObject({ kind: 'array', array: 2 });
  });

  it('AMB-3 endless and maxLaps: a cycling move is forbidden, or stopped, or unresolved under a low bound', () => {
    const pos = parsePosition('0,0,0,0,1,0,1,0/0,0,0,0,0,0,0,0/2,1,2,1,2,1,0,2/3,0,3,0,1,3,2,3 A');
    if (!pos.ok) throw new Error(pos.error.message);
    const forbidden = tryPlay(didinga, pos.value, 'f8');
    expect(forbidden.ok).toBe(false);
    expect(!forbidden.ok && forbidden.error.code).toBe('forbidden-endless');
    const stopped = tryPlay(withOptions('didinga', 'endless=stop'), pos.value, 'f8');
    expect(stopped.ok && stopped.value.status).toBe('endless');
    const bounded = tryPlay(withOptions('didinga', 'endless=stop', 'maxLaps=50'), pos.value, 'f8');
    expect(bounded.ok && [bounded.value.status, bounded.value.laps]).toEqual(['unresolved', 50]);
    expect(listMoves(didinga, pos.value).legal.map((x) => x.notation)).not.toContain('f8');
  });

  it('AMB-11 maxPlies: a game reaching the move limit is drawn', () => {
    const start = lettered({}, 'A', 2);
    let game = newGame(withOptions('didinga', 'maxPlies=2'), start);
    for (let i = 0; i < 2; i++) {
      const next = playMove(game, listMoves(game.rules, game.played.at(-1)?.after ?? start).legal[0]!.notation);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    expect(gameResult(game)).toEqual({ over: true, winner: null, reason: 'move-limit' });
  });

  it('every option is rejected with a clear message when misused', () => {
    expect(applyOptions('lango', ['didinga.incrementStart=origin'])).toEqual({ ok: false, error: { code: 'wrong-ruleset', message: 'option "didinga.incrementStart" belongs to didinga, not to lango' } });
    expect(applyOptions('didinga', ['didinga.incrementStart=start'])).toEqual({ ok: false, error: { code: 'bad-value', message: 'option "didinga.incrementStart" takes "after-origin" or "origin"; got "start"' } });
    expect(applyOptions('didinga', ['maxLaps=0'])).toEqual({ ok: false, error: { code: 'bad-value', message: 'option "maxLaps" takes a whole number from 1 to 100000; got "0"' } });
    // The lap bound is itself bounded: a link or a command cannot ask one move for more work.
    expect(applyOptions('didinga', ['maxLaps=100000']).ok).toBe(true);
    expect(applyOptions('didinga', ['maxLaps=100001'])).toEqual({ ok: false, error: { code: 'bad-value', message: 'option "maxLaps" takes a whole number from 1 to 100000; got 100001' } });
    expect(applyOptions('didinga', ['nonsense'])).toEqual({ ok: false, error: { code: 'bad-syntax', message: 'option "nonsense" is not of the form key=value' } });
    const unknown = applyOptions('didinga', ['colour=red']);
    expect(!unknown.ok && unknown.error.message).toBe('unknown option "colour"; options of didinga: didinga.incrementStart, didinga.openingStart, lapWrap, endless, onlyEndless, maxLaps, maxPlies, repetitions');
  });

  it('every option names a clause and has its default among its values', () => {
    for (const o of OPTIONS) {
      expect(o.clause).toMatch(/^(AMB|K|L|D)-/);
      if (o.values) expect(o.values[0]).toBe(o.defaultValue);
    }
  });
});
