/**
 * The worked examples the sources describe, each as a full-board test in the
 * source's own letters, asserting every number the text states. Where the text leaves a hole's
 * contents open ("occupied"), the value chosen is said in a comment.
 */
import { describe, expect, it } from 'vitest';
import { listMoves, play } from '../../src/engine/moves.ts';
import { parseMove } from '../../src/engine/notation/move.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import type { Ruleset } from '../../src/engine/rulesets/types.ts';
import { MoveRunner } from '../../src/engine/machine/runner.ts';
import type { Position } from '../../src/engine/position.ts';
import { at, lapsOf, lettered, local } from './helpers.ts';

const { didinga, lango, ikibuguzo } = RULESETS;

function playNotation(rules: Ruleset, pos: Position, text: string) {
  const m = parseMove(text, pos.cols);
  if (!m.ok) throw new Error(m.error.message);
  const r = play(rules, pos, m.value, { trace: true });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Run one player's move on the machine directly (for laps the texts tell outside a whole move). */
function runLap(rules: Ruleset, pos: Position, hole: number, opts: { opening?: boolean; midMove?: boolean }) {
  const board = Int32Array.from(pos.counts);
  const runner = new MoveRunner(rules, 8, board, pos.toMove);
  if (!runner.begin({ kind: 'sow', hole, clockwise: false }, { trace: true, ...opts })) throw new Error(runner.illegalReason);
  runner.run();
  return runner;
}

describe('EX-c10 (1927a, Didinga Variation): 10 marbles at c are dropped singly in d … m', () => {
  // B's holes; A's side all 2 (the text says nothing of it). c is B's front hole, lifted from the move's start.
  const pos = lettered({ c: 10 }, 'B', 0);
  const withA = lettered({ c: 10, ...Object.fromEntries('ABCDEFGHIJKLMNOP'.split('').map((l) => [l, 2])) }, 'B');

  it('drops one each in d, e, f, g, h, i, j, k, l, m, and the move ends if m was vacant', () => {
    for (const p of [pos, withA]) {
      const r = playNotation(didinga, p, 'f8'); // c = B's front column 8 from B's left
      expect(lapsOf(r.trace!)).toEqual([['d', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm']]);
      expect(r.laps).toBe(1);
      expect(r.status).toBe('ended');
      for (const l of 'defghijklm') expect(at(r.after, l)).toBe(1);
      expect(at(r.after, 'c')).toBe(0);
    }
  });

  it('if m was occupied, its marbles and the last one go on from n', () => {
    const r = playNotation(didinga, lettered({ c: 10, m: 1 }, 'B'), 'f8');
    expect(lapsOf(r.trace!)).toEqual([['d', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm'], ['n', 'o']]);
    expect(at(r.after, 'm')).toBe(0);
  });
});

describe('EX-m4 (1927a): from m with 4, relay at a, increment 7 from I and L sown b … h', () => {
  // Chosen: d holds 1 ("occupied by one or more marbles"), b, c, e–h empty; I 3 and L 4 as stated.
  const base = { m: 4, a: 2, d: 1, I: 3, L: 4 };

  it('n, o, p, a; a (now 3) → b, c, d; 7 from I and L sown b … h; ends if h is vacant', () => {
    const r = playNotation(didinga, lettered(base, 'B'), 'b3'); // m = B's back column 3
    const laps = lapsOf(r.trace!);
    expect(laps[0]).toEqual(['n', 'o', 'p', 'a']);
    expect(laps[1]).toEqual(['b', 'c', 'd']);
    expect(laps[2]).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(laps).toHaveLength(3);
    const capture = r.trace!.find((e) => e.type === 'capture');
    expect(capture?.type === 'capture' && capture.total).toBe(7);
    expect(r.captured).toBe(7);
    expect(at(r.after, 'I')).toBe(0);
    expect(at(r.after, 'L')).toBe(0);
    expect(at(r.after, 'a')).toBe(0); // lifted when it held 3
    expect(at(r.after, 'd')).toBe(3); // 1 + the lap's last marble + one from the increment
    expect(at(r.after, 'h')).toBe(1);
    expect(r.status).toBe('ended');
  });

  it('if h is occupied and E and P are occupied, the new increment from E and P starts again from b', () => {
    // Chosen: h 1, E 2, P 1 (3 marbles): b, c, d; d is then occupied and I, L are empty, so d is lifted.
    const r = playNotation(didinga, lettered({ ...base, h: 1, E: 2, P: 1 }, 'B'), 'b3');
    const laps = lapsOf(r.trace!);
    expect(laps[2]).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(laps[3]).toEqual(['b', 'c', 'd']);
    expect(at(r.after, 'E')).toBe(0);
    expect(at(r.after, 'P')).toBe(0);
    expect(r.captured).toBe(10);
  });

  it('if only E (or neither) is occupied, the move goes on with the marbles found at h', () => {
    const r = playNotation(didinga, lettered({ ...base, h: 1, E: 2 }, 'B'), 'b3');
    const laps = lapsOf(r.trace!);
    expect(laps[3]![0]).toBe('i'); // h (now 2) is lifted and sown from i
    expect(laps[3]).toEqual(['i', 'j']);
    expect(at(r.after, 'E')).toBe(2);
  });
});

describe('EX-open-l (1927a, the opening): from l, increments from F O and H M sown m … p; p then holds 4', () => {
  it('captures 4 from FO to the back row, again 4 from HM, p = 2 + 1 + 1, lifted → a, b, c, d', () => {
    const start = lettered({}, 'B', 2); // the opening position; A has not yet moved F, O, H, M
    const runner = runLap(didinga, start, local('l'), { opening: true });
    const trace = runner.trace!;
    const laps = lapsOf(trace);
    expect(laps[0]).toEqual(['m', 'n']);
    expect(laps[1]).toEqual(['m', 'n', 'o', 'p']);
    expect(laps[2]).toEqual(['m', 'n', 'o', 'p']);
    expect(laps[3]).toEqual(['a', 'b', 'c', 'd']);
    const captures = trace.filter((e) => e.type === 'capture');
    expect(captures.map((c) => (c.type === 'capture' ? c.total : 0)).slice(0, 2)).toEqual([4, 4]);
    // "p must now contain 4 marbles, viz., the original 2 plus 1 from each increment"
    const lift = trace.find((e) => e.type === 'lift' && e.reason === 'relay' && e.hole.local === local('p'));
    expect(lift?.type === 'lift' && lift.count).toBe(4);
    // back-row captures stop once the sowing has turned the corner and reached c
    const afterC = trace.slice(trace.findIndex((e) => e.type === 'drop' && e.hole.local === local('c')));
    for (const e of afterC) if (e.type === 'capture') expect(e.by.local).toBeGreaterThanOrEqual(8);
  });

  it('outside the opening the same lap does not capture from the back row', () => {
    const r = playNotation(didinga, lettered({}, 'B', 2), 'b2'); // l = B's back column 2
    expect(lapsOf(r.trace!)[1]).toEqual(['o', 'p', 'a']); // n (3) is simply lifted
  });
});

describe('EX-b-f (1927b point 2): b (4) → c, d, e, f; increment 3 from G and N', () => {
  // Chosen: f holds 1, G 2 and N 1 (3 marbles), c, d, e, g, h empty, H and M empty.
  const pos = lettered({ b: 4, f: 1, G: 2, N: 1 }, 'B');

  it('Lango: the lap is told as one inside a move (AMB-9); the increment is dropped at f, g, h', () => {
    const runner = runLap(lango, pos, local('b'), { midMove: true });
    const laps = lapsOf(runner.trace!);
    expect(laps[0]).toEqual(['c', 'd', 'e', 'f']);
    expect(laps[1]).toEqual(['f', 'g', 'h']);
    expect(runner.captured).toBe(3);
    expect(runner.status).toBe('ended');
  });

  it('Lango: from this position the move cannot start at b, since G and N are en prise to f (L-start, AMB-9)', () => {
    const m = parseMove('b8', 8);
    const r = play(lango, pos, m.ok ? m.value : (undefined as never));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/en prise at the start of the move.*L-start/);
    const starts = listMoves(lango, pos).legal.map((x) => x.notation);
    expect(starts).toEqual(['xf5']); // f = B's front column 5: the only start is to take G and N
  });

  it('Didinga (AMB-1 default): the 3 marbles start at the hole after b: c, d, e', () => {
    const r = playNotation(didinga, pos, 'b8');
    const laps = lapsOf(r.trace!);
    expect(laps[0]).toEqual(['c', 'd', 'e', 'f']);
    expect(laps[1]).toEqual(['c', 'd', 'e']);
    expect(r.captured).toBe(3);
  });

  it('Didinga read as "he would start dropping the three marbles at b" (option didinga.incrementStart=origin)', () => {
    const rules = applyOptions('didinga', ['didinga.incrementStart=origin']);
    if (!rules.ok) throw new Error(rules.error.message);
    const r = playNotation(rules.value, pos, 'b8');
    expect(lapsOf(r.trace!)[1]).toEqual(['b', 'c', 'd']);
  });

  it('Ikibuguzo (K-opp after DLP): like Didinga, from the hole after the lap\'s origin', () => {
    const r = playNotation(ikibuguzo, pos, 'b8');
    expect(lapsOf(r.trace!)[1]).toEqual(['c', 'd', 'e']);
  });
});

describe('EX-b-f-single (1927b point 2): only 1 marble in G and none in N', () => {
  it('Lango lifts it with f\'s own marbles and sows from g', () => {
    const runner = runLap(lango, lettered({ b: 4, f: 1, G: 1 }, 'B'), local('b'), { midMove: true });
    const laps = lapsOf(runner.trace!);
    expect(laps[0]).toEqual(['c', 'd', 'e', 'f']);
    const lift = runner.trace!.find((e) => e.type === 'lift' && e.reason === 'single-increment');
    expect(lift?.type === 'lift' && lift.hole.local).toBe(local('f'));
    expect(lift?.type === 'lift' && lift.hand).toBe(3); // 1 captured + f's 2 (1 + the lap's last marble)
    expect(laps[1]).toEqual(['g', 'h', 'i']);
    expect(runner.board[local('f') + 16]).toBe(0);
  });
});

describe('EX-start-f (1927b point 3): a marble at f, G and N en prise at the start of the move', () => {
  it('Lango must take G and N first and drop them singly from f onwards', () => {
    const pos = lettered({ f: 1, G: 2, N: 2, b: 4 }, 'B');
    expect(listMoves(lango, pos).legal.map((m) => m.notation)).toEqual(['xf5']);
    const r = playNotation(lango, pos, 'xf5');
    expect(r.trace![0]!.type).toBe('capture');
    expect(r.trace![0]!.clause).toBe('L-start');
    expect(lapsOf(r.trace!)[0]).toEqual(['f', 'g', 'h', 'i']);
    expect(at(r.after, 'f')).toBe(2);
    expect(at(r.after, 'G')).toBe(0);
    expect(at(r.after, 'N')).toBe(0);
  });

  it('a single marble in the front row can still capture: a player with only singletons is not immobile', () => {
    const pos = lettered({ f: 1, G: 1, a: 1 }, 'B');
    const legal = listMoves(lango, pos).legal;
    expect(legal.map((m) => m.notation)).toEqual(['xf5']);
    expect(listMoves(didinga, pos).legal).toEqual([]);
  });
});

describe('EX-turn (1927b point 4): clockwise from the turning base, again clockwise, then counter-clockwise', () => {
  // Constructed (the text gives no position), player A. A clockwise lap cannot begin a Lango move
  // that captures, since its target would already be en prise and L-start would oblige a start
  // capture (compare AMB-9); so the chance arises "on returning to the turning base".
  // H 4 → I, J, K, L; L (2, now 3) may go clockwise: K, J, I; I takes 2 from d and a; the 2 go
  // clockwise again from L: K, J; J takes 3 from c and b; 3 more would end in I, which now faces
  // nothing, so the move goes on counter-clockwise from J ("the hole opposite the last
  // increment"): J, K, L, and L is empty.
  const pos = lettered({ H: 4, L: 2, d: 1, a: 1, c: 2, b: 1 }, 'A');

  it('lists the clockwise chance and the chain as decisions', () => {
    const moves = listMoves(lango, pos).legal.map((m) => m.notation);
    expect(moves).toEqual(expect.arrayContaining(['f3/>', 'f3/</<', 'f3/</>']));
  });

  it('plays f3/</< as Driberg describes', () => {
    const r = playNotation(lango, pos, 'f3/</<');
    const laps = lapsOf(r.trace!);
    expect(laps).toEqual([['I', 'J', 'K', 'L'], ['K', 'J', 'I'], ['K', 'J'], ['J', 'K', 'L']]);
    expect(r.captured).toBe(5);
    const dirs = r.trace!.filter((e) => e.type === 'direction').map((e) => (e.type === 'direction' ? e.direction : ''));
    expect(dirs).toEqual(['cw', 'ccw']);
    expect(at(r.after, 'L')).toBe(1);
    expect(r.status).toBe('ended');
  });

  it('clockwise play is never compulsory: declining the chance is a move too', () => {
    const r = playNotation(lango, pos, 'f3/>');
    expect(lapsOf(r.trace!)[1]).toEqual(['M', 'N', 'O']);
    expect(r.captured).toBe(0);
  });

  it('a capturing clockwise start is refused under L-start: its target is already en prise', () => {
    const p = lettered({ L: 3, I: 1, d: 1 }, 'A');
    const m = parseMove('b2<', 8);
    const r = play(lango, p, m.ok ? m.value : (undefined as never));
    expect(!r.ok && r.error.message).toMatch(/L-start/);
  });

  it('the Didinga code has no clockwise play', () => {
    const m = parseMove('b2<', 8);
    const r = play(didinga, lettered({ L: 3, I: 1, d: 1, a: 1 }, 'A'), m.ok ? m.value : (undefined as never));
    expect(!r.ok && r.error.message).toMatch(/counter-clockwise only/);
  });
});
