/**
 * Readings of the move machine that the texts leave open, each a named option (AMB-12 to
 * AMB-14), and Murray's array captures that never fire (AMB-15). Positions in Driberg's letters
 * unless a test says Murray's; each test shows the two readings parting where they should and
 * agreeing where they should.
 */
import { describe, expect, it } from 'vitest';
import { facing } from '../../src/engine/geometry.ts';
import { MoveRunner } from '../../src/engine/machine/runner.ts';
import { listMoves, play, type MoveResult } from '../../src/engine/moves.ts';
import { parseMove } from '../../src/engine/notation/move.ts';
import { runArrayOpening, runSimultaneousOpening } from '../../src/engine/opening.ts';
import type { Position } from '../../src/engine/position.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import type { Ruleset } from '../../src/engine/rulesets/types.ts';
import type { RulesetId } from '../../src/engine/types.ts';
import { at, drops, lapsOf, lettered, local } from './helpers.ts';
import { gameResult, newGame } from '../../src/engine/game.ts';
import { parsePosition } from '../../src/engine/notation/position.ts';
import { makePosition, startPosition } from '../../src/engine/position.ts';
import { Rng } from '../../src/engine/rng.ts';
import { Simulator } from '../../src/engine/simulator.ts';
import { solve } from '../../src/solver/index.ts';

function parse(text: string): Position {
  const r = parsePosition(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function withOptions(id: RulesetId, ...pairs: string[]): Ruleset {
  const r = applyOptions(id, pairs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function attempt(rules: Ruleset, pos: Position, text: string) {
  const m = parseMove(text, pos.cols);
  if (!m.ok) throw new Error(m.error.message);
  return play(rules, pos, m.value, { trace: true });
}

function run(rules: Ruleset, pos: Position, text: string): MoveResult {
  const r = attempt(rules, pos, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const names = (rules: Ruleset, pos: Position) => listMoves(rules, pos).legal.map((m) => m.notation);
const directions = (r: MoveResult) => r.trace!.flatMap((e) => (e.type === 'direction' ? [e.direction] : []));
/** How many laps of the move were sown clockwise. */
const clockwiseLaps = (r: MoveResult) => new Set(r.trace!.flatMap((e) => (e.type === 'drop' && e.direction === 'cw' ? [e.lap] : []))).size;

describe('AMB-12 lango.chainStart: where the captured marbles played clockwise again drop their first marble', () => {
  // EX-turn's position (constructed; see src/data/examples.ts): H 4 → I, J, K, L; L (now 3) goes
  // clockwise K, J, I and I takes d and a (2). Played again clockwise "from the same hole as
  // originated the clockwise lap", L:
  // - after-origin: K, J; J faces c (2) and b (1): a second clockwise capture (EX-turn as told);
  // - origin: L, K; K is a back hole, no capture, so no chain is offered, and the 2 go on
  //   counter-clockwise from I ("the hole opposite the last increment"): I, J, where J still
  //   captures c and b, but counter-clockwise.
  const pos = lettered({ H: 4, L: 2, d: 1, a: 1, c: 2, b: 1 }, 'A');
  const origin = withOptions('lango', 'lango.chainStart=origin');

  it('after-origin (default): the chain K, J takes a second increment clockwise', () => {
    const r = run(RULESETS.lango, pos, 'f3/</<');
    expect(lapsOf(r.trace!)).toEqual([['I', 'J', 'K', 'L'], ['K', 'J', 'I'], ['K', 'J'], ['J', 'K', 'L']]);
    expect(directions(r)).toEqual(['cw', 'ccw']);
    expect(clockwiseLaps(r)).toBe(2);
    expect(r.captured).toBe(5);
  });

  it('origin: the chain would be L, K and take nothing, so the second clockwise capture disappears', () => {
    expect(names(RULESETS.lango, pos)).toEqual(expect.arrayContaining(['f3/</<', 'f3/</>']));
    expect(names(origin, pos)).toEqual(['b2', 'f3/>', 'f3/<']);
    const r = run(origin, pos, 'f3/<');
    expect(lapsOf(r.trace!)).toEqual([['I', 'J', 'K', 'L'], ['K', 'J', 'I'], ['I', 'J'], ['J', 'K', 'L']]);
    // One clockwise lap only; c and b are still taken, counter-clockwise from I.
    expect(clockwiseLaps(r)).toBe(1);
    expect(r.captured).toBe(5);
    expect(attempt(origin, pos, 'f3/</<').ok).toBe(false);
  });

  it('origin: the first marble of the chain goes into the origin hole itself, and may capture there where the default would not', () => {
    // As EX-turn, but d 2, a 1 and c 1 (b empty): I takes 3. Played again clockwise,
    // - after-origin: K, J, I; I no longer faces anything, so no chain is offered, and the 3 go
    //   counter-clockwise from I: I, J, K;
    // - origin: L, K, J; J faces c: a second clockwise capture, the single c lifted with J's 3 (L-single).
    const p = lettered({ H: 4, L: 2, d: 2, a: 1, c: 1 }, 'A');
    expect(names(RULESETS.lango, p)).toEqual(['b2', 'f3/>', 'f3/<']);
    expect(lapsOf(run(RULESETS.lango, p, 'f3/<').trace!).slice(2)).toEqual([['I', 'J', 'K'], ['L', 'M', 'N']]);
    expect(names(origin, p)).toEqual(['b2', 'f3/>', 'f3/</>', 'f3/</<']);
    const r = run(origin, p, 'f3/</<');
    expect(lapsOf(r.trace!).slice(2)).toEqual([['L', 'K', 'J'], ['K', 'L', 'M', 'N']]);
    expect(r.captured).toBe(4);
    expect(at(r.after, 'c')).toBe(0);
  });

  it('changes the Lango opening too: the simultaneous opening runs the same machine', () => {
    // Both open from B / b and take every clockwise chance; B plays twice as fast.
    const settings = { start: { A: local('B'), B: local('b') }, clockwise: { A: true, B: true }, speed: { A: 1, B: 2 } };
    const a = runSimultaneousOpening(RULESETS.lango, settings);
    const b = runSimultaneousOpening(origin, settings);
    if (!a.ok || !b.ok) throw new Error('opening');
    expect(a.value.captured).toEqual({ A: 33, B: 11 });
    expect(b.value.captured).toEqual({ A: 14, B: 11 });
  });
});

describe('AMB-13: an increment taken at I or J that goes clockwise (under lango.clockwiseIncrement=yes)', () => {
  const yes = withOptions('lango', 'lango.clockwiseIncrement=yes');

  describe('lango.clockwiseIncrementStart: its first marble into the capturing hole or the next one clockwise', () => {
    // I 1 faces d 2 (a empty): the start capture takes 2 at I. G 1 faces f 1 (o empty).
    // - capturing-hole: I, H; H was empty, nothing taken, so no clockwise chance is offered;
    // - next-hole: H, G; G faces f: a clockwise capture of the single marble in f, which
    //   (L-single) is lifted with G's 2 and sown H, I, J.
    const pos = lettered({ I: 1, G: 1, d: 2, f: 1 }, 'A');
    const next = withOptions('lango', 'lango.clockwiseIncrement=yes', 'lango.clockwiseIncrementStart=next-hole');

    it('capturing-hole (default): the increment would drop I, H and take nothing, so it is not offered', () => {
      expect(names(yes, pos)).toEqual(['xf4', 'xf2']);
      expect(lapsOf(run(yes, pos, 'xf2').trace!)).toEqual([['I', 'J']]);
    });

    it('next-hole: H, G takes f', () => {
      expect(names(next, pos)).toEqual(['xf4', 'xf2/>', 'xf2/<']);
      const r = run(next, pos, 'xf2/<');
      expect(lapsOf(r.trace!)).toEqual([['H', 'G'], ['H', 'I', 'J']]);
      expect(r.captured).toBe(3);
      expect(at(r.after, 'f')).toBe(0);
      const choice = r.trace!.find((e) => e.type === 'choice');
      expect(choice?.clause).toBe('AMB-13');
    });

    it('both readings start the increment in I when it goes counter-clockwise (L-inc)', () => {
      expect(lapsOf(run(next, pos, 'xf2/>').trace!)).toEqual([['I', 'J']]);
    });

    it('the default reading is the one AMB-5 already played: I, H, and H captures', () => {
      const p = lettered({ I: 1, H: 1, d: 2, e: 1 }, 'A');
      expect(lapsOf(run(yes, p, 'xf2/<').trace!)[0]).toEqual(['I', 'H']);
      // next-hole drops H, G instead: G is empty, so no clockwise chance there.
      expect(names(next, p)).not.toContain('xf2/<');
    });
  });

  describe('lango.clockwiseSingle: a single marble taken at I, lifted with I\'s own (L-single)', () => {
    // I 2 faces d 1 (a empty): a single. Lifted with I's 2, the 3 go counter-clockwise J, K, L;
    // clockwise they would drop H, G, F, and F faces g 1: a capture, offered only with the option.
    const pos = lettered({ I: 2, d: 1, F: 1, g: 1 }, 'A');
    const single = withOptions('lango', 'lango.clockwiseIncrement=yes', 'lango.clockwiseSingle=yes');

    it('no (default): the lifted single goes on counter-clockwise from J, even with lango.clockwiseIncrement=yes', () => {
      expect(names(yes, pos)).toEqual(['xf5', 'xf2']);
      expect(lapsOf(run(yes, pos, 'xf2').trace!)).toEqual([['J', 'K', 'L']]);
    });

    it('yes: it may go clockwise from H, and F takes g', () => {
      expect(names(single, pos)).toEqual(['xf5', 'xf2/>', 'xf2/<']);
      const r = run(single, pos, 'xf2/<');
      expect(lapsOf(r.trace!)).toEqual([['H', 'G', 'F'], ['G', 'H', 'I']]);
      expect(r.captured).toBe(2);
      expect(at(r.after, 'I')).toBe(1);
      expect(lapsOf(run(single, pos, 'xf2/>').trace!)).toEqual([['J', 'K', 'L']]);
    });
  });

  it('both details are refused without lango.clockwiseIncrement=yes, and under lango.increment=dlp, naming both options', () => {
    for (const detail of ['lango.clockwiseIncrementStart=next-hole', 'lango.clockwiseSingle=yes']) {
      const alone = applyOptions('lango', [detail]);
      expect(!alone.ok && alone.error.code).toBe('conflict');
      expect(!alone.ok && alone.error.message).toContain(`option "${detail}" has no effect without "lango.clockwiseIncrement=yes"`);
      const no = applyOptions('lango', ['lango.clockwiseIncrement=no', detail]);
      expect(!no.ok && no.error.message).toContain('"lango.clockwiseIncrement=yes"');
      const dlp = applyOptions('lango', ['lango.increment=dlp', detail]);
      expect(!dlp.ok && dlp.error.message).toContain(`option "${detail}" has no effect under "lango.increment=dlp"`);
      expect(applyOptions('lango', ['lango.clockwiseIncrement=yes', detail]).ok).toBe(true);
    }
    // The defaults said outright change nothing, so they are accepted alone.
    expect(applyOptions('lango', ['lango.clockwiseIncrementStart=capturing-hole', 'lango.clockwiseSingle=no']).ok).toBe(true);
  });
});

describe('AMB-14 lapWrap: a lap that comes round to the hole it was lifted from', () => {
  const skip = (id: RulesetId) => withOptions(id, 'lapWrap=skip');
  const round = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'A', 'B'];

  it('drop (default): 16 marbles from C drop D … B and the last in C, which was empty: the move ends', () => {
    const pos = lettered({ C: 16, i: 2, l: 2 }, 'A');
    for (const id of ['didinga', 'lango'] as const) {
      const r = run(RULESETS[id], pos, 'f8');
      expect(lapsOf(r.trace!)).toEqual([[...round, 'C']]);
      expect(r.captured).toBe(0);
    }
  });

  it('skip: the 16th marble passes C by and falls in D a second time; D faces i and l: a capture', () => {
    const pos = lettered({ C: 16, i: 2, l: 2 }, 'A');
    for (const id of ['didinga', 'lango'] as const) {
      const r = run(skip(id), pos, 'f8');
      expect(lapsOf(r.trace!)[0]).toEqual([...round, 'D']);
      expect(r.captured).toBe(4);
      expect(at(r.after, 'i') + at(r.after, 'l')).toBe(0);
    }
  });

  it('skip applies to a relay lap too: it passes the hole the relay lifted', () => {
    // B 2 → C, D; D holds 15 and is lifted with the marble dropped: 16 go round, E … C, then
    // (drop) D, empty: the move ends; (skip) past D into E, which holds 2 by then.
    const pos = lettered({ B: 2, D: 15 }, 'A');
    const dropped = run(RULESETS.didinga, pos, 'b8');
    const skipped = run(skip('didinga'), pos, 'b8');
    const relay = ['E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'A', 'B', 'C'];
    expect(lapsOf(dropped.trace!).slice(0, 2)).toEqual([['C', 'D'], [...relay, 'D']]);
    expect(dropped.status).toBe('ended');
    expect(lapsOf(skipped.trace!).slice(0, 2)).toEqual([['C', 'D'], [...relay, 'E']]);
    expect(skipped.laps).toBeGreaterThan(2);
  });

  it('an increment, which nobody lifted, skips nothing: 18 taken at C drop C … B, C, D under either reading', () => {
    // Lango start capture at C: j 10 and k 8 (C faces j and k) are sown from C itself (L-inc).
    const pos = lettered({ C: 1, j: 10, k: 8 }, 'A');
    const dropped = run(RULESETS.lango, pos, 'xf8');
    const skipped = run(skip('lango'), pos, 'xf8');
    expect(drops(skipped.trace!).slice(0, 18)).toEqual(['C', ...round, 'C', 'D']);
    expect(skipped.after).toEqual(dropped.after);
    expect(drops(skipped.trace!)).toEqual(drops(dropped.trace!));
  });

  it('a clockwise chance is judged on the lap as it will be sown (Ikibuguzo, reverse hole K = Murray\'s A)', () => {
    // K 17 clockwise: J, I, H, … L (15 holes), then drop: K, J (the 17th in J, facing c and b,
    // both empty: no capture, so the clockwise start is refused); skip: past K, J, I (the 17th
    // in I, which faces d and a, both occupied: a capture).
    const pos = lettered({ K: 17, d: 1, a: 1 }, 'A');
    const back = ['J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A', 'P', 'O', 'N', 'M', 'L'];
    const dropped = attempt(RULESETS.ikibuguzo, pos, 'b1<');
    expect(!dropped.ok && dropped.error.message).toMatch(/only to take an increment, and this one would not/);
    expect(names(RULESETS.ikibuguzo, pos)).toEqual(['b1']);
    const r = run(skip('ikibuguzo'), pos, 'b1<');
    expect(lapsOf(r.trace!)[0]).toEqual([...back, 'J', 'I']);
    expect(r.captured).toBe(2);
    expect(names(skip('ikibuguzo'), pos)).toEqual(expect.arrayContaining(['b1', 'b1<']));
    // The runner's own prediction, asked directly, agrees with the sowing.
    expect(new MoveRunner(RULESETS.ikibuguzo, 8, Int32Array.from(pos.counts), 'A').canStartClockwise(local('K'))).toBe(false);
    expect(new MoveRunner(skip('ikibuguzo'), 8, Int32Array.from(pos.counts), 'A').canStartClockwise(local('K'))).toBe(true);
  });
});

describe('AMB-15: Murray\'s array captures (K-array-capture) never fire under the adopted opposition', () => {
  // Why: in the first array each operation's last bean falls in P, N or L (Murray's letters),
  // and N and L have just been lifted: all empty. In the second it falls in K, J or I (front
  // holes facing the opponent's empty P, O, N: he sows only into his own I, J, K) or in the back
  // row, where no capture is made. So neither array captures, whatever the opposition rule.
  // Reading "a bean falls" as any bean, not only an operation's last, the second bean placed in
  // O, M or K of the first array falls in an occupied front hole; those face the opponent's J,
  // L or N (occupied) and his G, E or C (empty). Under K-opp (both facing holes occupied) that is
  // no opposition; only a front-hole-alone rule (as Lango's L-opp) would capture there.
  const frontOnly: Ruleset = { ...RULESETS.ikibuguzo, opposition: { ...RULESETS.ikibuguzo.opposition, test: 'front' } };
  const arrays = [RULESETS.ikibuguzo, withOptions('ikibuguzo', 'ikibuguzo.array=2')];

  it('no operation of either array captures, under K-opp or under a front-hole-alone rule', () => {
    for (const rules of arrays) {
      for (const r of [rules, { ...frontOnly, opening: rules.opening }]) {
        const o = runArrayOpening(r, { trace: true });
        expect(o.steps).toHaveLength(rules.opening.kind === 'array' && rules.opening.array === 2 ? 16 : 6);
        expect(o.steps.map((s) => s.captured)).toEqual(o.steps.map(() => 0));
        expect(o.trace!.some((e) => e.type === 'capture')).toBe(false);
      }
    }
  });

  /** Every bean of the arrays (from the trace) that falls in an occupied front hole, with whether it is en prise under `rules`. */
  function occupiedFrontBeans(array: Ruleset, judge: Ruleset): { hole: string; enPrise: boolean }[] {
    const o = runArrayOpening(array, { trace: true });
    const out: { hole: string; enPrise: boolean }[] = [];
    for (const e of o.trace!) {
      if (e.type !== 'drop' || e.hole.local < 8) continue;
      const counts = e.after.counts;
      const me = e.hole.player === 'A' ? 0 : 16;
      if (counts[me + e.hole.local]! < 2) continue; // it fell in an empty hole
      const runner = new MoveRunner(judge, 8, Int32Array.from(counts), e.hole.player);
      out.push({ hole: `${e.hole.player}:${'ABCDEFGHIJKLMNOP'[e.hole.local]}`, enPrise: runner.enPrise(e.hole.local) });
    }
    return out;
  }

  it('read as any bean: under K-opp still none; a front-hole-alone rule would capture in the first array only', () => {
    const [first, second] = arrays as [Ruleset, Ruleset];
    const firstK = occupiedFrontBeans(first, RULESETS.ikibuguzo);
    expect(firstK.map((b) => b.hole)).toEqual(['A:O', 'B:O', 'A:M', 'B:M', 'A:K', 'B:K']);
    expect(firstK.every((b) => !b.enPrise)).toBe(true);
    // Under front-only opposition, A's O (faces B's J 3, G 0) is en prise at once; B's M after
    // A has lifted his L finds L empty, so not every one.
    expect(occupiedFrontBeans(first, frontOnly).map((b) => b.enPrise)).toEqual([true, true, true, false, true, true]);
    expect(occupiedFrontBeans(second, RULESETS.ikibuguzo).every((b) => !b.enPrise)).toBe(true);
    expect(occupiedFrontBeans(second, frontOnly).every((b) => !b.enPrise)).toBe(true);
    // The facing holes named above, from the geometry: O faces J and G, M faces L and E, K faces N and C.
    const L = 'ABCDEFGHIJKLMNOP';
    expect(['O', 'M', 'K'].map((h) => { const f = facing(local(h, 'murray'), 8); return `${L[f.front]}${L[f.back]}`; })).toEqual(['JG', 'LE', 'NC']);
  });
});

describe('AMB-19: a player whose every move never ends (moves that never end forbidden, AMB-3)', () => {
  // Under a lap bound of 1, every move of the start array relays and is reported unresolved, a
  // move the default policy forbids as it forbids a proven cycle: A is left only such moves.
  const start = startPosition(8);

  it('by default he cannot move and has lost (D-end); under onlyEndless=draw the game is drawn', () => {
    const loses = withOptions('didinga', 'maxLaps=1');
    const list = listMoves(loses, start);
    expect({ all: list.all.length, legal: list.legal.length }).toEqual({ all: 16, legal: 0 });
    expect(gameResult(newGame(loses, start))).toEqual({ over: true, winner: 'B', reason: 'immobile' });
    expect(gameResult(newGame(withOptions('didinga', 'maxLaps=1', 'onlyEndless=draw'), start))).toEqual({ over: true, winner: null, reason: 'only-endless' });
    // A player with no marble to lift has lost under either reading: the draw needs a move that never ends.
    const bare = makePosition(8, start.counts.map((c, h) => (h < 16 ? (h === 0 ? 1 : 0) : c)), 'A');
    expect(gameResult(newGame(withOptions('didinga', 'onlyEndless=draw'), bare))).toEqual({ over: true, winner: 'B', reason: 'immobile' });
  });

  it('random play and the solver end the game as the engine does', () => {
    for (const [options, winner, value] of [[['maxLaps=1'], 'B', 'loss'], [['maxLaps=1', 'onlyEndless=draw'], null, 'draw']] as const) {
      const rules = withOptions('didinga', ...options, 'maxPlies=50');
      const sim = new Simulator(rules, 8);
      sim.setPosition(start);
      expect(sim.playout(new Rng(1))).toMatchObject({ winner, plies: 0 });
      expect(solve(rules, start)).toMatchObject({ ok: true, value: { value, questions: 0 } });
    }
  });

  it('is refused beside endless=stop, under which such moves are played', () => {
    expect(applyOptions('didinga', ['endless=stop', 'onlyEndless=draw'])).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('has no effect under "endless=stop"') } });
  });
});

describe('AMB-21: where Ikibuguzo\'s captured beans sown clockwise again begin', () => {
  // A's b1 sown clockwise captures; the captured beans, sown clockwise again from b1, capture
  // again only when they start in the next hole (the default): from b1 itself they fall short.
  const pos = parse('2,3,0,0,3,0,0,0/0,2,0,0,3,0,0,0/1,3,0,2,3,0,0,0/2,1,3,0,3,0,0,1 A');

  it('the default offers the chain at b1; "origin" has none there', () => {
    const after = listMoves(RULESETS.ikibuguzo, pos).all.map((m) => m.notation).filter((n) => n.startsWith('b1<'));
    const origin = listMoves(withOptions('ikibuguzo', 'ikibuguzo.chainStart=origin'), pos).all.map((m) => m.notation).filter((n) => n.startsWith('b1<'));
    expect(after).toEqual(expect.arrayContaining(['b1</<', 'b1</>']));
    expect(after).toHaveLength(2);
    expect(origin).toEqual(['b1<']);
    expect(withOptions('ikibuguzo', 'ikibuguzo.chainStart=origin').reverse!.chainStart).toMatchObject({ first: 'origin', clause: 'AMB-21' });
  });
});
