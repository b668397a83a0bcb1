/**
 * listMoves: every path through the decisions of a move is listed, up to a stated bound on the
 * decisions branched on; a move that meets more choices than the bound is marked, and the list
 * says how many were cut, so no choice is lost without a word.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DECISIONS, DEFAULT_MAX_LIST_DROPS, listMoves, play, type MoveList } from '../../src/engine/moves.ts';
import { parseMove } from '../../src/engine/notation/move.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import { Simulator } from '../../src/engine/simulator.ts';
import type { Position } from '../../src/engine/position.ts';
import { lapsOf, lettered } from './helpers.ts';

const { lango } = RULESETS;

/**
 * A Lango position (A to move) in which one move meets ten clockwise chances at the turning base
 * (L-turn): I, J, K and L. Found by a search over positions, then written in Driberg's letters.
 * B's marbles are en prise at the start, so every move begins with a start capture (L-start):
 * at I (d and a), at C (j and k) or at E (h).
 */
const TEN_CHANCES = lettered({
  A: 1, B: 2, C: 6, E: 1, G: 1, I: 1, K: 3, M: 5, O: 7,
  a: 3, b: 4, c: 2, d: 4, e: 1, g: 2, h: 1, i: 3, j: 4, k: 4, l: 3, n: 2,
}, 'A');

/** Every complete move of TEN_CHANCES, depth first, ">" before "<": the captures at C and E meet no choice. */
const ALL_MOVES = [
  'xf8', 'xf6',
  'xf2/>/>', 'xf2/>/</>', 'xf2/>/</</>/>/>/>/>',
  'xf2/>/</</>/>/>/>/</>/>', 'xf2/>/</</>/>/>/>/</>/<', 'xf2/>/</</>/>/>/>/</<',
  'xf2/>/</</>/>/>/<', 'xf2/>/</</>/>/<', 'xf2/>/</</>/<', 'xf2/>/</</<',
  'xf2/</>', 'xf2/</</>', 'xf2/</</<',
];

function replay(pos: Position, notation: string) {
  const m = parseMove(notation, pos.cols);
  if (!m.ok) throw new Error(m.error.message);
  const r = play(lango, pos, m.value, { trace: true });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * Completeness, checked through `play` rather than trusting the list: at every choice a listed
 * move meets (before the bound), each other option offered there begins some other listed move.
 */
function missingBranches(pos: Position, list: MoveList): string[] {
  const listed = list.all.map((m) => m.move.decisions.join(''));
  const missing: string[] = [];
  for (const m of list.all) {
    const choices = replay(pos, m.notation).trace!.filter((e) => e.type === 'choice');
    choices.slice(0, list.maxDecisions).forEach((c, i) => {
      if (c.type !== 'choice') return;
      for (const o of c.options) {
        const prefix = m.move.decisions.slice(0, i).join('') + o;
        if (!listed.some((d) => d.startsWith(prefix))) missing.push(`${m.notation}: "${o}" at choice ${i + 1}`);
      }
    });
  }
  return missing;
}

describe('listMoves with more than eight decisions in one move', () => {
  it('the longest move meets ten clockwise chances at the turning base (L-turn)', () => {
    const r = replay(TEN_CHANCES, 'xf2/>/</</>/>/>/>/</>/<');
    const choices = r.trace!.filter((e) => e.type === 'choice');
    expect(choices).toHaveLength(10);
    expect(choices.every((c) => c.clause === 'L-turn')).toBe(true);
    expect(lapsOf(r.trace!)[0]).toEqual(['I', 'J', 'K', 'L', 'M', 'N', 'O']); // the 7 taken from d and a, sown from I itself (L-start, L-inc)
    expect(r.status).toBe('ended');
  });

  it('lists every choice of every move by default, and says nothing was cut', () => {
    expect(DEFAULT_MAX_DECISIONS).toBeGreaterThanOrEqual(10);
    const list = listMoves(lango, TEN_CHANCES);
    expect(list.all.map((m) => m.notation)).toEqual(ALL_MOVES);
    expect(list.decisionsCut).toBe(0);
    expect(list.all.some((m) => m.cut)).toBe(false);
    expect(list.truncated).toBe(false);
    expect(missingBranches(TEN_CHANCES, list)).toEqual([]);
    // Each listed move replays to the position the list gives.
    for (const m of list.all) expect(replay(TEN_CHANCES, m.notation).after).toEqual(m.after);
  });

  it('with a bound of 8, the move that meets a 9th choice takes ">" there, is marked cut, and the list counts it', () => {
    const list = listMoves(lango, TEN_CHANCES, { maxDecisions: 8 });
    expect(list.maxDecisions).toBe(8);
    expect(list.decisionsCut).toBe(1);
    expect(list.all.filter((m) => m.cut).map((m) => m.notation)).toEqual(['xf2/>/</</>/>/>/>/</>/>']);
    // The two moves that choose "<" at the 9th or 10th chance are the ones not listed.
    expect(ALL_MOVES.filter((n) => !list.all.some((m) => m.notation === n))).toEqual(['xf2/>/</</>/>/>/>/</>/<', 'xf2/>/</</>/>/>/>/</<']);
    expect(missingBranches(TEN_CHANCES, list)).toEqual([]); // nothing is missing before the bound
  });

  it('a bound of 9 loses only the choice at the 10th chance; 10 loses nothing', () => {
    const nine = listMoves(lango, TEN_CHANCES, { maxDecisions: 9 });
    expect(nine.decisionsCut).toBe(1);
    expect(nine.all).toHaveLength(ALL_MOVES.length - 1);
    const ten = listMoves(lango, TEN_CHANCES, { maxDecisions: 10 });
    expect(ten.decisionsCut).toBe(0);
    expect(ten.all.map((m) => m.notation)).toEqual(ALL_MOVES);
  });

  it('the simulator (the solver\'s lister) visits the same moves under a bound, and says its visit was cut when a move passed it', () => {
    for (const bound of [0, 8, 9, 10, DEFAULT_MAX_DECISIONS]) {
      const list = listMoves(lango, TEN_CHANCES, { maxDecisions: bound });
      const sim = new Simulator(lango, 8);
      sim.setPosition(TEN_CHANCES);
      const visited = sim.forEachMove(() => {}, bound);
      expect({ bound, visited, cut: sim.enumerationCut }).toEqual({ bound, visited: list.legal.length, cut: list.decisionsCut > 0 });
    }
  });

  it('a bound of 0 branches on nothing: each start once, every chance declined, and all of those counted', () => {
    const list = listMoves(lango, TEN_CHANCES, { maxDecisions: 0 });
    expect(list.all.map((m) => m.notation)).toEqual(['xf8', 'xf6', 'xf2/>/>']);
    expect(list.all.map((m) => m.cut)).toEqual([false, false, true]);
    expect(list.decisionsCut).toBe(1);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses maxDecisions %s with a message naming it', (bad) => {
    expect(() => listMoves(lango, TEN_CHANCES, { maxDecisions: bad })).toThrow(`listMoves: maxDecisions must be a whole number, 0 or more; got ${String(bad)}`);
  });
});

describe('listMoves: the bound on work in all', () => {
  it('counts every drop it makes, replays included, and stops at maxListDrops with workCut, keeping the moves listed so far', () => {
    const whole = listMoves(lango, TEN_CHANCES);
    expect([whole.workCut, whole.truncated]).toEqual([false, false]);
    // Each branch is replayed from the start, so the work is more than the listed moves' own drops.
    const own = whole.all.reduce((t, m) => t + m.drops, 0);
    expect(whole.dropsRun).toBeGreaterThan(own);
    expect(DEFAULT_MAX_LIST_DROPS).toBeGreaterThan(whole.dropsRun);

    const bound = Math.floor(whole.dropsRun / 2);
    const cut = listMoves(lango, TEN_CHANCES, { maxListDrops: bound });
    expect([cut.workCut, cut.truncated]).toEqual([true, true]);
    expect(cut.dropsRun).toBeGreaterThanOrEqual(bound);
    expect(cut.all.length).toBeLessThan(whole.all.length);
    expect(cut.all.map((m) => m.notation)).toEqual(whole.all.slice(0, cut.all.length).map((m) => m.notation));
    expect(listMoves(lango, TEN_CHANCES, { maxListDrops: whole.dropsRun }).workCut).toBe(false);
  });

  it('refuses a bound that is not a whole number of 1 or more', () => {
    expect(() => listMoves(lango, TEN_CHANCES, { maxListDrops: 0 })).toThrow(/maxListDrops must be a whole number/);
  });
});

describe('a move stopped at a choice says how it stands there', () => {
  it('the board, the marbles taken and the laps run so far, as the whole move\'s trace has them at that choice', () => {
    // Murray's letters (K-chain): A sows b1 clockwise, captures, and the increment may go on clockwise.
    const pos = lettered({ A: 2, O: 1, N: 1, j: 1, g: 2, k: 1, f: 1 }, 'A', 0, 'murray');
    const total = pos.counts.reduce((a, b) => a + b, 0);
    let checked = 0;
    for (const m of listMoves(RULESETS.ikibuguzo, pos).all) {
      const trace = play(RULESETS.ikibuguzo, pos, m.move, { trace: true });
      if (!trace.ok) throw new Error(trace.error.message);
      const events = trace.value.trace!;
      const choices = events.map((e, k) => [e, k] as const).filter(([e]) => e.type === 'choice');
      choices.forEach(([choice, k], i) => {
        const cut = play(RULESETS.ikibuguzo, pos, { start: m.move.start, decisions: m.move.decisions.slice(0, i) });
        expect(!cut.ok && cut.error.code).toBe('missing-decision');
        if (cut.ok) return;
        const reached = cut.error.reached!;
        // The board just before the choice is recorded (the event before it), and what is not on it is in hand.
        const before = events[k - 1]!;
        expect(reached.counts).toEqual(before.after.counts);
        expect(reached.counts.reduce((a, b) => a + b, 0) + before.hand).toBe(total);
        expect(reached.laps).toBeLessThanOrEqual(m.laps);
        expect(choice.type).toBe('choice');
        expect(reached.captured).toBe(events.slice(0, k).reduce((n, e) => n + (e.type === 'capture' ? e.total : 0), 0));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});
