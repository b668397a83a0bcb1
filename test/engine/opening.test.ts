/** Openings: Murray's arrays (EX-ik-1, EX-ik-2) and the simultaneous opening with its timing model (D-open, L-open, AMB-2). */
import { describe, expect, it } from 'vitest';
import { holeLetter } from '../../src/engine/notation/letters.ts';
import {
  openingStartHoles, openingStartPairs, runArrayOpening, runSimultaneousOpening, type ClockwiseChance, type OpeningResult, type OpeningStep,
} from '../../src/engine/opening.ts';
import type { Ruleset } from '../../src/engine/rulesets/types.ts';
import { sideTotal, totalMarbles, type Position } from '../../src/engine/position.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import { local } from './helpers.ts';
import { startPosition } from '../../src/engine/position.ts';
import { Simulator } from '../../src/engine/simulator.ts';

const { didinga, lango, ikibuguzo } = RULESETS;

/** A player's 16 holes as "A0 B6 …" in Murray's letters. */
function murrayRow(pos: Position, player: 'A' | 'B'): string {
  return Array.from({ length: 16 }, (_, i) => `${holeLetter('A', i, 'murray')}${pos.counts[(player === 'A' ? 0 : 16) + i]}`).join(' ');
}

describe('EX-ik-1 (M51, K-array-1): the first array and its sowings N, L, J', () => {
  const r = runArrayOpening(ikibuguzo);

  it('arranges A 0, B 6, C–G 0, H 17, I 0, J 3, K 0, L 3, M 0, N 3, O 0, P 0 on both sides', () => {
    for (const p of ['A', 'B'] as const) {
      expect(murrayRow(r.arrayed, p)).toBe('A0 B6 C0 D0 E0 F0 G0 H17 I0 J3 K0 L3 M0 N3 O0 P0');
    }
  });

  it('lifts N (two in O, one in P), then 3 from L (two in M, one in N), then J; the players alternate', () => {
    expect(r.steps.map((s) => `${s.player}:${holeLetter(s.player, s.hole, 'murray')}`)).toEqual(['A:N', 'B:n', 'A:L', 'B:l', 'A:J', 'B:j']);
    expect(r.steps[0]!.placed).toEqual([{ hole: local('O', 'murray'), beans: 2 }, { hole: local('P', 'murray'), beans: 1 }]);
    expect(r.steps[2]!.placed).toEqual([{ hole: local('M', 'murray'), beans: 2 }, { hole: local('N', 'murray'), beans: 1 }]);
    for (const p of ['A', 'B'] as const) {
      expect(murrayRow(r.position, p)).toBe('A0 B6 C0 D0 E0 F0 G0 H17 I0 J0 K2 L1 M2 N1 O2 P1');
    }
    expect(r.position.toMove).toBe('A');
  });

  it('makes no capture: no last bean falls in an occupied hole in opposition (K-array-capture)', () => {
    expect(r.steps.every((s) => s.captured === 0)).toBe(true);
    expect(totalMarbles(r.position)).toBe(64);
  });
});

describe('EX-ik-2 (M51, K-array-2): four in each back hole, groups of four sown 2, 1, 1', () => {
  const rules = applyOptions('ikibuguzo', ['ikibuguzo.array=2']);
  if (!rules.ok) throw new Error(rules.error.message);
  const r = runArrayOpening(rules.value);

  it('starts from four in each back hole', () => {
    expect(murrayRow(r.arrayed, 'A')).toBe('A4 B4 C4 D4 E4 F4 G4 H4 I0 J0 K0 L0 M0 N0 O0 P0');
  });

  it('places two in the next hole and one in each of the two beyond, from the rightmost (DLP)', () => {
    expect(r.steps[0]!.placed.map((p) => [holeLetter('A', p.hole, 'murray'), p.beans])).toEqual([['I', 2], ['J', 1], ['K', 1]]);
    expect(r.steps.filter((s) => s.player === 'A').map((s) => holeLetter('A', s.hole, 'murray')).join('')).toBe('HGFEDCBA');
    expect(murrayRow(r.position, 'A')).toBe('A0 B2 C3 D4 E4 F4 G4 H4 I4 J2 K1 L0 M0 N0 O0 P0');
    expect(murrayRow(r.position, 'B')).toBe(murrayRow(r.position, 'A'));
  });
});

describe('Murray\'s arrays: a trace bounded by construction (K-array-1, K-array-2, K-array-capture)', () => {
  it('30 and 96 events, and no capture, under every reading that could touch them (lapWrap, AMB-14)', () => {
    for (const id of ['ikibuguzo', 'ludii-ikibuguzo'] as const) {
      for (const [array, events] of [['1', 30], ['2', 96]] as const) {
        for (const wrap of ['drop', 'skip']) {
          const rules = applyOptions(id, [`ikibuguzo.array=${array}`, `lapWrap=${wrap}`]);
          if (!rules.ok) throw new Error(rules.error.message);
          const r = runArrayOpening(rules.value, { trace: true });
          expect(r.trace).toHaveLength(events);
          expect(r.steps.every((s) => s.captured === 0 && s.trace === undefined)).toBe(true);
        }
      }
    }
  });
});

describe('the simultaneous opening (D-open, L-open; timing model AMB-2)', () => {
  it('may start from any back-row hole in the Didinga game (D-open), only A or B in the Lango game (L-open)', () => {
    expect(openingStartHoles(RULESETS.didinga, 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(openingStartHoles(RULESETS.didinga, 12)).toHaveLength(12);
    expect(openingStartHoles(RULESETS.lango, 8)).toEqual([6, 7]);
  });

  it('both start at A / a at the same speed: every marble is kept, both finish, ties go to A', () => {
    const r = runSimultaneousOpening(didinga);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(totalMarbles(r.value.position)).toBe(64);
    expect(r.value.status).toBe('ended');
    const expectedFirst = r.value.finishedAt.A <= r.value.finishedAt.B ? 'A' : 'B';
    expect(r.value.first).toBe(expectedFirst);
    expect(r.value.position.toMove).toBe(r.value.first);
    expect(sideTotal(r.value.position, 'A') - 32).toBe(r.value.captured.A - r.value.captured.B);
  });

  it('EX-open-l in the race: B starts at l and plays fast; A has not yet moved F, O, H, M', () => {
    const r = runSimultaneousOpening(didinga, { start: { B: local('l') }, speed: { A: 1, B: 1000 }, trace: true });
    if (!r.ok) throw new Error(r.error.message);
    const bCaptures = r.value.steps!.filter((s) => s.player === 'B' && s.event.type === 'capture').map((s) => (s.event.type === 'capture' ? s.event.total : 0));
    expect(bCaptures.slice(0, 2)).toEqual([4, 4]);
    const pLift = r.value.steps!.find((s) => s.player === 'B' && s.event.type === 'lift' && s.event.hole.local === local('p'));
    expect(pLift?.event.type === 'lift' && pLift.event.count).toBe(4);
  });

  it('speed changes the race: the same starts give a different board when one player is slower', () => {
    const even = runSimultaneousOpening(didinga, { start: { A: local('L'), B: local('l') } });
    const slowA = runSimultaneousOpening(didinga, { start: { A: local('L'), B: local('l') }, speed: { A: 0.5 } });
    expect(even.ok && slowA.ok).toBe(true);
    if (!even.ok || !slowA.ok) return;
    expect(slowA.value.position.counts).not.toEqual(even.value.position.counts);
  });

  it('the tie-break decides simultaneous actions: swapping it mirrors a symmetric race', () => {
    const a = runSimultaneousOpening(didinga, { tieBreak: 'A' });
    const b = runSimultaneousOpening(didinga, { tieBreak: 'B' });
    if (!a.ok || !b.ok) throw new Error('opening failed');
    // The board is symmetric under a half-turn, so B-first is A-first with the sides swapped.
    const swap = (p: Position) => [...p.counts.slice(16), ...p.counts.slice(0, 16)];
    expect(swap(b.value.position)).toEqual([...a.value.position.counts]);
    expect(b.value.first).toBe(a.value.first === 'A' ? 'B' : 'A');
  });

  it('Didinga may open from any back hole; Lango only from A or B (L-open)', () => {
    expect(runSimultaneousOpening(didinga, { start: { A: local('M') } }).ok).toBe(true);
    const bad = runSimultaneousOpening(lango, { start: { A: local('M') } });
    expect(bad).toEqual({ ok: false, error: { code: 'bad-start', message: 'player A cannot open from hole M: the Lango opening starts at A or B (L-open)' } });
    const front = runSimultaneousOpening(didinga, { start: { B: local('c') } });
    expect(!front.ok && front.error.message).toBe('player B cannot open from hole c: under didinga.openingStart=back-row the opening is played from a back-row hole (AMB-17)');
    expect(runSimultaneousOpening(lango, { start: { A: local('B'), B: local('a') } }).ok).toBe(true);
  });

  it('Lango makes no back-row capture in the opening (L-open); Didinga does before reaching the front row', () => {
    const d = runSimultaneousOpening(didinga, { start: { B: local('l') }, speed: { B: 1000 }, trace: true });
    const l = runSimultaneousOpening(lango, { start: { B: local('a') }, speed: { B: 1000 }, trace: true });
    if (!d.ok || !l.ok) throw new Error('opening failed');
    const backCaptures = (steps: typeof d.value.steps) => steps!.filter((s) => s.event.type === 'capture' && s.event.by.local < 8).length;
    expect(backCaptures(d.value.steps)).toBeGreaterThan(0);
    expect(backCaptures(l.value.steps)).toBe(0);
  });

  it('runs on wide boards (D-wide) and keeps every marble', () => {
    for (const cols of [9, 12, 16]) {
      const r = runSimultaneousOpening(didinga, { cols });
      expect(r.ok && totalMarbles(r.value.position)).toBe(8 * cols);
    }
  });

  it('rejects bad settings with a message', () => {
    expect(runSimultaneousOpening(didinga, { cols: 20 })).toEqual({ ok: false, error: { code: 'bad-width', message: 'a board has 8 to 16 holes a row; got 20' } });
    expect(runSimultaneousOpening(didinga, { speed: { A: 0 } })).toEqual({ ok: false, error: { code: 'bad-speed', message: 'player A\'s speed must be a number above 0 and at most 1000; got 0' } });
    expect(runSimultaneousOpening(ikibuguzo)).toEqual({ ok: false, error: { code: 'not-simultaneous', message: 'Ikibuguzo opens with Murray\'s arrays, not a simultaneous opening (use the array opening)' } });
    for (const bound of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(runSimultaneousOpening(didinga, { trace: true, maxTraceEvents: bound })).toEqual({
        ok: false, error: { code: 'bad-trace-bound', message: `the bound on the opening's trace (maxTraceEvents) must be a whole number, 0 or more; got ${bound}` },
      });
    }
  });

});

/** A ruleset with options, or the test fails at once. */
function withOptions(id: 'didinga' | 'lango', ...pairs: string[]): Ruleset {
  const r = applyOptions(id, pairs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The result of an opening that must be accepted. */
function race(rules: Ruleset, settings: Parameters<typeof runSimultaneousOpening>[1]): OpeningResult {
  const r = runSimultaneousOpening(rules, settings);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Each player's start hole as Driberg's letters: "A" / "b" … */
const pairLetters = (pairs: readonly { A: number; B: number }[]) => pairs.map((p) => `${holeLetter('A', p.A, 'driberg')}${holeLetter('B', p.B, 'driberg')}`);

describe('AMB-16 lango.openingPairs: "either at aA or bB", one column or each his own', () => {
  const sameColumn = withOptions('lango', 'lango.openingPairs=same-column');

  it('independent (the default) gives four openings, A against b included; same-column gives aA and bB only', () => {
    expect(pairLetters(openingStartPairs(lango, 8))).toEqual(['Aa', 'Ab', 'Ba', 'Bb']);
    expect(pairLetters(openingStartPairs(sameColumn, 8))).toEqual(['Aa', 'Bb']);
    // Each player's own holes are A and B under both readings: only the pairs differ.
    expect(openingStartHoles(sameColumn, 8)).toEqual(openingStartHoles(lango, 8));
  });

  it('the engine refuses A against b under same-column, naming the clause and the option', () => {
    expect(runSimultaneousOpening(lango, { start: { A: local('A'), B: local('b') } }).ok).toBe(true);
    expect(runSimultaneousOpening(sameColumn, { start: { A: local('A'), B: local('b') } })).toEqual({
      ok: false,
      error: { code: 'bad-pair', message: 'A opens from A and B from b, but under lango.openingPairs=same-column both players open from the same column, aA or bB (AMB-16)' },
    });
    expect(runSimultaneousOpening(sameColumn, { start: { A: local('B'), B: local('a') } }).ok).toBe(false);
    // aA and bB are played exactly as without the option.
    for (const l of ['A', 'B']) {
      const start = { A: local(l), B: local(l.toLowerCase()) };
      expect(race(sameColumn, { start }).position).toEqual(race(lango, { start }).position);
    }
  });

  it('a start that is not A or B is refused as before (L-open), not as a pair', () => {
    const r = runSimultaneousOpening(sameColumn, { start: { A: local('M'), B: local('m') } });
    expect(!r.ok && r.error.code).toBe('bad-start');
  });
});

describe('AMB-17 didinga.openingStart: "an expert player will often start from another hole"', () => {
  const anyHole = withOptions('didinga', 'didinga.openingStart=any-hole');

  it('back-row (the default): K … B only; any-hole: all sixteen of A\'s holes, each holding two marbles', () => {
    expect(openingStartHoles(didinga, 8).map((h) => holeLetter('A', h, 'driberg'))).toEqual(['K', 'L', 'M', 'N', 'O', 'P', 'A', 'B']);
    expect(openingStartHoles(anyHole, 8).map((h) => holeLetter('A', h, 'driberg')).sort().join('')).toBe('ABCDEFGHIJKLMNOP');
    expect(openingStartPairs(anyHole, 8)).toHaveLength(256);
    expect(openingStartHoles(withOptions('didinga', 'didinga.openingStart=any-hole'), 12)).toHaveLength(24);
  });

  it('a front-row start, refused by default, is played under any-hole: E\'s two marbles go to F and G', () => {
    const refused = runSimultaneousOpening(didinga, { start: { A: local('E') } });
    expect(!refused.ok && refused.error.message).toBe('player A cannot open from hole E: under didinga.openingStart=back-row the opening is played from a back-row hole (AMB-17)');
    const r = race(anyHole, { start: { A: local('E') }, speed: { B: 0.001 }, trace: true });
    const aDrops = r.steps!.filter((s) => s.player === 'A' && s.event.type === 'drop').map((s) => (s.event.type === 'drop' ? holeLetter('A', s.event.hole.local, 'driberg') : ''));
    expect(aDrops.slice(0, 2)).toEqual(['F', 'G']);
    expect(totalMarbles(r.position)).toBe(64);
  });

  it('a player who opens in his front row has "turned the corner": his laps ending in the back row never capture (D-open)', () => {
    // From J the two marbles fall in K and L: L (now 3) faces an untouched a and d. From K, the
    // same lap ends in M, facing untouched p and e, and the back-row capture of D-open is made.
    const backCaptures = (r: OpeningResult) => r.steps!.filter((s) => s.player === 'A' && s.event.type === 'capture' && s.event.by.local < 8).length;
    const fromJ = race(anyHole, { start: { A: local('J'), B: local('b') }, speed: { B: 0.001 }, trace: true });
    const fromK = race(anyHole, { start: { A: local('K'), B: local('b') }, speed: { B: 0.001 }, trace: true });
    const firstLapEnd = fromJ.steps!.find((s) => s.player === 'A' && s.event.type === 'lap-end')!.event;
    expect(firstLapEnd.type === 'lap-end' && [holeLetter('A', firstLapEnd.hole.local, 'driberg'), firstLapEnd.outcome]).toEqual(['L', 'relay']);
    expect(backCaptures(fromJ)).toBe(0);
    expect(backCaptures(fromK)).toBeGreaterThan(0);
  });
});

describe('AMB-18: clockwise play in the Lango opening, a choice at each chance', () => {
  // Both open from B / b; A sows at half B's speed. A's lap ends in K (his turning base) at time
  // 11, and a clockwise lap from K would capture: his first chance. Taken, it captures, and the
  // increment may go clockwise again from K at 14 and at 19: two more chances (L-turn).
  const base = { start: { A: local('B'), B: local('b') }, speed: { A: 1, B: 2 }, trace: true } as const;

  it('asks the policy at each chance, in order, with its hole, time and clause', () => {
    const chances: ClockwiseChance[] = [];
    const r = race(lango, { ...base, clockwise: { A: (c) => (chances.push(c), true) } });
    expect(chances.map((c) => [c.player, c.index, holeLetter('A', c.point.hole, 'driberg'), c.point.kind, c.time])).toEqual([
      ['A', 0, 'K', 'relay-direction', 11], ['A', 1, 'K', 'chain', 14], ['A', 2, 'K', 'chain', 19],
    ]);
    expect(chances.every((c) => c.point.clause === 'L-turn' && c.point.options.includes('<'))).toBe(true);
    expect(r.choices).toEqual({ A: [true, true, true], B: [] });
  });

  it('records every answer as a choice event with its clause, at the instant of the chance', () => {
    const r = race(lango, { ...base, clockwise: { A: { choices: [true, false] } } });
    const choices = r.steps!.filter((s) => s.event.type === 'choice');
    expect(choices.map((s) => (s.event.type === 'choice' ? [s.player, s.time, holeLetter('A', s.event.at.local, 'driberg'), s.event.chosen, s.event.clause] : []))).toEqual([
      ['A', 11, 'K', '<', 'L-turn'], ['A', 14, 'K', '>', 'L-turn'],
    ]);
    expect(r.choices.A).toEqual([true, false]);
  });

  it('always and never are the old per-player switch; a mixed answer gives a third race', () => {
    const always = race(lango, { ...base, clockwise: { A: 'always' } });
    const never = race(lango, { ...base, clockwise: { A: 'never' } });
    expect(race(lango, { ...base, clockwise: { A: true } }).position).toEqual(always.position);
    expect(race(lango, { ...base, clockwise: { A: false } }).position).toEqual(never.position);
    expect(race(lango, { ...base }).position).toEqual(never.position);
    expect(always.captured.A).toBe(33);
    expect(never.captured.A).toBe(22);
    const once = race(lango, { ...base, clockwise: { A: { choices: [true, false] } } });
    expect(once.position.counts).not.toEqual(always.position.counts);
    expect(once.position.counts).not.toEqual(never.position.counts);
    // Answers run out: the rest go by `then` (never by default).
    expect(race(lango, { ...base, clockwise: { A: { choices: [true] } } }).position).toEqual(once.position);
    expect(race(lango, { ...base, clockwise: { A: { choices: [true], then: 'always' } } }).position).toEqual(always.position);
  });

  it('ask: the race stops at the chance, waiting for the answer; answered, it goes on to the next', () => {
    const first = race(lango, { ...base, clockwise: { A: 'ask' } });
    expect(first.status).toBe('waiting');
    expect(first.waiting && [first.waiting.player, first.waiting.index, holeLetter('A', first.waiting.point.hole, 'driberg'), first.waiting.time]).toEqual(['A', 0, 'K', 11]);
    expect(first.steps!.at(-1)!.time).toBe(11);
    const second = race(lango, { ...base, clockwise: { A: { choices: [true], then: 'ask' } } });
    expect(second.waiting && [second.waiting.index, second.waiting.point.kind, second.waiting.time]).toEqual([1, 'chain', 14]);
    // Passing here ends the asking for this race: A has no later chance.
    const done = race(lango, { ...base, clockwise: { A: { choices: [true, false], then: 'ask' } } });
    expect(done.status).toBe('ended');
    expect(done.position).toEqual(race(lango, { ...base, clockwise: { A: { choices: [true, false] } } }).position);
  });

  it('refuses a list of answers that are not true or false, naming the player', () => {
    const bad = runSimultaneousOpening(lango, { ...base, clockwise: { B: { choices: ['y' as unknown as boolean] } } });
    expect(bad).toEqual({ ok: false, error: { code: 'bad-clockwise', message: 'player B\'s clockwise choices must each be true (take the chance) or false (pass); got y' } });
  });

  it('never asks in the Didinga opening, which has no clockwise play (D-sow)', () => {
    let asked = 0;
    const r = race(didinga, { start: { B: local('l') }, clockwise: { A: () => (asked++, true), B: 'ask' } });
    expect([asked, r.status, r.choices]).toEqual([0, 'ended', { A: [], B: [] }]);
  });

  it('lango.openingClockwise=whole-opening: the first answer holds for the whole opening, and a second answer is refused', () => {
    const whole = withOptions('lango', 'lango.openingClockwise=whole-opening');
    let asked = 0;
    const r = race(whole, { ...base, clockwise: { A: () => (asked++, true) } });
    expect(asked).toBe(1);
    expect(r.choices.A).toEqual([true, true, true]);
    expect(r.position).toEqual(race(lango, { ...base, clockwise: { A: 'always' } }).position);
    expect(race(whole, { ...base, clockwise: { A: { choices: [true], then: 'ask' } } }).status).toBe('ended');
    expect(runSimultaneousOpening(whole, { ...base, clockwise: { A: { choices: [true, false] } } })).toEqual({
      ok: false,
      error: { code: 'bad-clockwise', message: 'player A gives 2 clockwise choices, but under lango.openingClockwise=whole-opening a player decides once, at his first chance, for his whole opening (AMB-18); give one' },
    });
  });
});

describe('AMB-2: how often the tie-break alone decides who moves first', () => {
  /** For each allowed pair of starts, play with A then B first at a tie; count pairs whose first mover differs, and the dead heats among them. */
  function count(rules: Ruleset, speed: { A: number; B: number }) {
    let decided = 0;
    let deadHeats = 0;
    const pairs = openingStartPairs(rules, 8);
    for (const start of pairs) {
      const a = race(rules, { start, speed, tieBreak: 'A' });
      const b = race(rules, { start, speed, tieBreak: 'B' });
      if (a.first === b.first) continue;
      decided++;
      if (a.finishedAt.A === a.finishedAt.B && b.finishedAt.A === b.finishedAt.B) deadHeats++;
    }
    return { pairs: pairs.length, decided, deadHeats };
  }

  it('at equal speed: all four Lango openings, and 30 of the 64 Didinga openings, 18 of them dead heats', () => {
    expect(count(lango, { A: 1, B: 1 })).toEqual({ pairs: 4, decided: 4, deadHeats: 2 });
    expect(count(didinga, { A: 1, B: 1 })).toEqual({ pairs: 64, decided: 30, deadHeats: 18 });
  });

  it('in the other 12 Didinga openings the tie-break changes the race before its end: e.g. K against n', () => {
    // A from K, B from n: with A first at a tie A finishes at 52 and B at 2; with B first, A at 2 and B at 32.
    const start = { A: local('K'), B: local('n') };
    const a = race(didinga, { start, tieBreak: 'A' });
    const b = race(didinga, { start, tieBreak: 'B' });
    expect([a.finishedAt, a.first]).toEqual([{ A: 52, B: 2 }, 'B']);
    expect([b.finishedAt, b.first]).toEqual([{ A: 2, B: 32 }, 'A']);
  });
});

describe('the opening\'s trace: one bound for both players, kept or streamed (AMB-2)', () => {
  // Didinga from A / a at equal speed: 130 steps, both players' drops interleaved from instant 1.
  const whole = race(didinga, { trace: true });

  it('says how many steps it kept, and that none was dropped', () => {
    expect(whole.steps).toHaveLength(130);
    expect([whole.traceEvents, whole.traceCut]).toEqual([130, false]);
    expect(race(didinga, {})).not.toHaveProperty('traceEvents');
  });

  it('a sink receives exactly the steps the result would hold, each with its instant, and nothing is kept', () => {
    const heard: OpeningStep[] = [];
    const r = race(didinga, { trace: true, traceSink: (s) => heard.push(s) });
    expect(heard).toEqual(whole.steps);
    expect(r).not.toHaveProperty('steps');
    expect([r.traceEvents, r.traceCut]).toEqual([130, false]);
    const { steps: _, ...rest } = whole;
    expect(r).toEqual(rest);
  });

  it('the bound counts both players\' steps together; the race plays on to the same end', () => {
    const cut = race(didinga, { trace: true, maxTraceEvents: 10 });
    expect(cut.steps).toEqual(whole.steps!.slice(0, 10));
    expect(new Set(cut.steps!.map((s) => s.player))).toEqual(new Set(['A', 'B']));
    expect([cut.traceEvents, cut.traceCut]).toEqual([10, true]);
    expect([cut.position, cut.first, cut.finishedAt, cut.captured, cut.laps]).toEqual([whole.position, whole.first, whole.finishedAt, whole.captured, whole.laps]);
    const heard: OpeningStep[] = [];
    const streamed = race(didinga, { trace: true, maxTraceEvents: 10, traceSink: (s) => heard.push(s) });
    expect(heard).toEqual(cut.steps);
    expect([streamed.traceEvents, streamed.traceCut]).toEqual([10, true]);
  });

  it('a bound the trace just fits is not a cut; 0 keeps nothing and says so', () => {
    expect(race(didinga, { trace: true, maxTraceEvents: 130 })).toMatchObject({ traceEvents: 130, traceCut: false });
    const none = race(didinga, { trace: true, maxTraceEvents: 0 });
    expect([none.steps, none.traceEvents, none.traceCut, none.position]).toEqual([[], 0, true, whole.position]);
  });

  it('a sink hears nothing of an opening that is refused (AMB-16)', () => {
    const heard: OpeningStep[] = [];
    const r = runSimultaneousOpening(withOptions('lango', 'lango.openingPairs=same-column'), { start: { A: local('A'), B: local('b') }, trace: true, traceSink: (s) => heard.push(s) });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-pair' } });
    // A lifts first (the tie-break), then B's start is refused (L-open): A's lift is not heard either.
    const bad = runSimultaneousOpening(lango, { start: { B: local('m') }, trace: true, traceSink: (s) => heard.push(s) });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-start' } });
    expect(heard).toEqual([]);
  });
});

describe('a board width from outside 8 … 16 is refused at once, never walked', () => {
  // A million holes a row kept openingStartHoles busy for minutes (issue 47): each entry that
  // builds or walks a board of a given width refuses any other with one RangeError.
  it.each([1e6, 7, 17, 0, -8, 8.5, Number.NaN, Number.POSITIVE_INFINITY])('width %s', (cols) => {
    const message = `a board has 8 to 16 holes a row; got ${String(cols)}`;
    expect(() => openingStartHoles(didinga, cols)).toThrow(new RangeError(`openingStartHoles: ${message}`));
    expect(() => openingStartPairs(lango, cols)).toThrow(new RangeError(`openingStartHoles: ${message}`));
    expect(() => startPosition(cols)).toThrow(new RangeError(`startPosition: ${message}`));
    expect(() => new Simulator(didinga, cols)).toThrow(new RangeError(`Simulator: ${message}`));
  });

  it('widths 8 and 16 are boards', () => {
    expect(openingStartHoles(didinga, 16)).toHaveLength(16);
    expect(startPosition(16).counts).toHaveLength(64);
  });
});

describe('AMB-20: who moves first after Murray\'s arrays only names the first mover', () => {
  it('both arrays end in a position that is the same seen from either side: the board turned half round, the other player to move', () => {
    for (const array of [1, 2] as const) {
      const { position } = runArrayOpening(ikibuguzo, { array });
      expect(position.toMove).toBe('A');
      // A's holes, read in his sowing order, hold what B's hold in B's: turning the board gives B the move in the same game.
      const half = position.counts.length / 2;
      expect(position.counts.slice(0, half), `array ${array}`).toEqual(position.counts.slice(half));
    }
  });
});
