/**
 * Invariants over random positions of all three codes, of Ludii's three rulesets, and of wide boards (fast-check): marbles
 * are conserved, no count goes negative, every move ends or is reported endless/unresolved,
 * results are deterministic, and the listed moves agree with playing each of them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../src/engine/simulator.ts';
import { legalStarts, listMoves, play } from '../../src/engine/moves.ts';
import { formatMove, parseMove } from '../../src/engine/notation/move.ts';
import { formatPosition } from '../../src/engine/notation/position.ts';
import { makePosition, sideTotal, totalMarbles } from '../../src/engine/position.ts';
import { Rng } from '../../src/engine/rng.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import type { Ruleset } from '../../src/engine/rulesets/types.ts';
import { MoveRunner } from '../../src/engine/machine/runner.ts';
import { decodeStart } from '../../src/engine/start.ts';
import { opponent, RULESET_IDS, SOURCE_RULESET_IDS } from '../../src/engine/types.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import { facing } from '../../src/engine/geometry.ts';

const LUDII_IDS = RULESET_IDS.filter((id) => !(SOURCE_RULESET_IDS as readonly string[]).includes(id));

function rules(id: (typeof RULESET_IDS)[number], pairs: string[]): Ruleset {
  const r = applyOptions(id, pairs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * Each code with a lower lap bound so that the properties run quickly; `stop` so endless moves
 * are listed too; each also with laps passing their own hole by (AMB-14 `skip`), and Lango with
 * every other reading of its clockwise play (AMB-5, AMB-12, AMB-13).
 */
const CODES: Ruleset[] = [
  ...SOURCE_RULESET_IDS.flatMap((id) => [
    rules(id, ['maxLaps=3000']),
    rules(id, ['maxLaps=3000', 'endless=stop']),
    rules(id, ['maxLaps=3000', 'endless=stop', 'lapWrap=skip']),
  ]),
  rules('lango', [
    'maxLaps=3000', 'endless=stop', 'lapWrap=skip', 'lango.chainStart=origin', 'lango.clockwiseIncrement=yes',
    'lango.clockwiseIncrementStart=next-hole', 'lango.clockwiseSingle=yes',
  ]),
  // Ludii 1.3.13's rulesets as they stand (endless moves are played, LU-limit), and with a lower lap bound.
  ...LUDII_IDS.flatMap((id) => [RULESETS[id], rules(id, ['maxLaps=3000'])]),
];
/** Only the codes whose clockwise laps must capture (L-turn, K-reverse); Ludii's need not (LU-cw). */
const CAPTURING_CLOCKWISE = CODES.filter((r) => r.reverse === null || r.reverse.test.landing === 'capture');

/** Random positions: 8 to 16 columns, sparse to dense sides. */
const position = fc
  .record({ cols: fc.integer({ min: 8, max: 16 }), density: fc.integer({ min: 1, max: 5 }), side: fc.constantFrom('A' as const, 'B' as const), seed: fc.integer() })
  .map(({ cols, density, side, seed }) => {
    const rng = new Rng(seed);
    const counts = Array.from({ length: 4 * cols }, () => (rng.below(6) < density ? rng.below(density + 1) : 0));
    return makePosition(cols, counts, side);
  });

const arb = fc.tuple(fc.constantFrom(...CODES), position);
const RUNS = { numRuns: 150 };

describe('move invariants (property-based)', { timeout: 30_000 }, () => { // every move of many random positions, listed and played
  it('every listed move conserves marbles: the mover gains exactly what the opponent loses; no count is negative', () => {
    fc.assert(
      fc.property(arb, ([rules, pos]) => {
        for (const m of listMoves(rules, pos).all) {
          expect(totalMarbles(m.after)).toBe(totalMarbles(pos));
          expect(sideTotal(m.after, pos.toMove)).toBe(sideTotal(pos, pos.toMove) + m.captured);
          expect(sideTotal(m.after, opponent(pos.toMove))).toBe(sideTotal(pos, opponent(pos.toMove)) - m.captured);
          for (const c of m.after.counts) expect(c).toBeGreaterThanOrEqual(0);
          expect(['ended', 'endless', 'unresolved']).toContain(m.status);
          expect(m.laps).toBeLessThanOrEqual(rules.endless.maxLaps);
          expect(m.after.toMove).toBe(opponent(pos.toMove));
        }
      }),
      RUNS,
    );
  });

  it('the listed moves agree with playing each of them, deterministically, traced or not', () => {
    fc.assert(
      fc.property(arb, ([rules, pos]) => {
        const list = listMoves(rules, pos);
        const seen = new Set<string>();
        for (const m of list.all) {
          expect(seen.has(m.notation)).toBe(false);
          seen.add(m.notation);
          const parsed = parseMove(m.notation, pos.cols);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) continue;
          expect(formatMove(parsed.value, pos.cols)).toBe(m.notation);
          const again = play(rules, pos, parsed.value);
          const traced = play(rules, pos, parsed.value, { trace: true });
          if (m.legal) {
            expect(again.ok && formatPosition(again.value.after)).toBe(formatPosition(m.after));
            expect(traced.ok && formatPosition(traced.value.after)).toBe(formatPosition(m.after));
            expect(traced.ok && [traced.value.captured, traced.value.laps, traced.value.drops]).toEqual([m.captured, m.laps, m.drops]);
          } else {
            expect(again.ok).toBe(false);
          }
        }
        // every start is listed at least once, and no legal move starts elsewhere
        const starts = new Set(legalStarts(rules, pos).map((s) => formatMove({ start: s, decisions: [] }, pos.cols)));
        for (const m of list.all) expect(starts.has(m.notation.split('/')[0]!)).toBe(true);
      }),
      RUNS,
    );
  });

  it('every trace keeps board + hand = all the marbles, counts its drops, and ends as the move ends', () => {
    fc.assert(
      fc.property(arb, ([rules, pos]) => {
        const total = totalMarbles(pos);
        for (const m of listMoves(rules, pos).all.slice(0, 6)) {
          const r = play(rules, pos, m.move, { trace: true });
          const result = r.ok ? r.value : null;
          if (!result) continue;
          const trace = result.trace!;
          for (const e of trace) expect(totalMarbles(e.after) + e.hand).toBe(total);
          expect(trace.filter((e) => e.type === 'drop')).toHaveLength(result.drops);
          const last = trace[trace.length - 1]!;
          expect(last.type).toBe(result.status === 'ended' ? 'move-end' : 'endless');
          expect(formatPosition(last.after).split(' ')[0]).toBe(formatPosition(result.after).split(' ')[0]);
          for (const e of trace) expect(e.clause).toMatch(/^(D|L|K|AMB|LU)-/);
        }
      }),
      RUNS,
    );
  });

  it('the fast path offers the same starts, and each random move it plays is one of the listed moves', () => {
    fc.assert(
      fc.property(arb, fc.integer(), ([rules, pos], seed) => {
        const sim = new Simulator(rules, pos.cols);
        sim.setPosition(pos);
        const fastStarts = sim.listStarts().map((c) => formatMove({ start: decodeStart(c), decisions: [] }, pos.cols));
        expect(fastStarts).toEqual(legalStarts(rules, pos).map((s) => formatMove({ start: s, decisions: [] }, pos.cols)));
        const legal = new Set(listMoves(rules, pos).legal.map((m) => formatPosition(m.after)));
        const r = sim.playRandomMove(new Rng(seed));
        if (r.moved) expect(legal.has(formatPosition(makePosition(pos.cols, sim.board, sim.toMove)))).toBe(true);
        else expect(legal.size).toBe(0);
      }),
      RUNS,
    );
  });

  it('the fast path’s forEachMove visits exactly the legal moves listMoves lists, in order, with their K-win, and leaves the board as it was', () => {
    fc.assert(
      fc.property(arb, ([rules, pos]) => {
        const sim = new Simulator(rules, pos.cols);
        sim.setPosition(pos);
        const seen: string[] = [];
        const n = sim.forEachMove((endHoleWin) => seen.push(`${makePosition(pos.cols, sim.board, pos.toMove).counts.join(',')}${endHoleWin ? ' K-win' : ''}`));
        const listed = listMoves(rules, pos).legal.map((m) => `${m.after.counts.join(',')}${m.endHoleWin ? ' K-win' : ''}`);
        expect(seen).toEqual(listed);
        expect(n).toBe(listed.length);
        expect(Array.from(sim.board)).toEqual(pos.counts);
        expect(sim.toMove).toBe(pos.toMove);
      }),
      RUNS,
    );
  });

  it('every lap sown clockwise ends in a capture: the clockwise chances offered are the ones the sowing makes (L-turn, K-reverse, AMB-14)', () => {
    fc.assert(
      fc.property(fc.tuple(fc.constantFrom(...CAPTURING_CLOCKWISE), position), ([rules, pos]) => {
        for (const m of listMoves(rules, pos).all.slice(0, 12)) {
          const r = play(rules, pos, m.move, { trace: true });
          if (!r.ok) continue;
          let clockwise = false;
          for (const e of r.value.trace!) {
            if (e.type === 'drop') clockwise = e.direction === 'cw';
            if (e.type === 'lap-end' && clockwise) expect(e.outcome).toBe('capture');
          }
        }
      }),
      RUNS,
    );
  });
});

describe('Ludii 1.3.13 (LU-cw)', () => {
  it('LU-cw: every clockwise lap of ludii-ikibuguzo ends in a front hole facing two occupied holes, occupied itself or not', () => {
    const rules = RULESETS['ludii-ikibuguzo'];
    let seen = 0;
    fc.assert(
      fc.property(position, (pos) => {
        for (const m of listMoves(rules, pos).all.slice(0, 12)) {
          const r = play(rules, pos, m.move, { trace: true });
          if (!r.ok) continue;
          let clockwise = false;
          for (const e of r.value.trace!) {
            if (e.type === 'drop') clockwise = e.direction === 'cw';
            if (e.type !== 'lap-end' || !clockwise) continue;
            seen++;
            expect(e.hole.local).toBeGreaterThanOrEqual(pos.cols);
            const f = facing(e.hole.local, pos.cols);
            const them = opponent(e.player) === 'A' ? 0 : 2 * pos.cols;
            expect(e.after.counts[them + f.front]).toBeGreaterThan(0);
            expect(e.after.counts[them + f.back]).toBeGreaterThan(0);
          }
        }
      }),
      RUNS,
    );
    expect(seen).toBeGreaterThan(0);
  });
});

describe('the clockwise-chance test agrees with the sowing (MoveRunner.wouldCapture, AMB-14)', () => {
  /** Sow marble by marble on a copy, as `advance` does: the hole lifted from is passed by under `skip`. */
  function sowsToCapture(r: MoveRunner, board: Int32Array, first: number, count: number, dir: 1 | -1, lifted: number, skip: boolean): boolean {
    const n = 2 * r.cols;
    const me = r.player === 'A' ? 0 : n;
    const copy = Int32Array.from(board);
    let h = first;
    for (let k = 0; k < count; k++) {
      if (k > 0) {
        h = (h + dir + n) % n;
        if (skip && h === lifted) h = (h + dir + n) % n;
      }
      copy[me + h]!++;
    }
    if (h < r.cols || copy[me + h]! < 2) return false;
    const probe = new MoveRunner(r.rules, r.cols, copy, r.player);
    return probe.enPrise(h);
  }

  it('for laps lifted from a hole and for increments, under drop and skip, on 8 to 16 columns', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('lango' as const, 'didinga' as const), fc.constantFrom('drop', 'skip'), position,
        fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 70 }), fc.constantFrom(1 as const, -1 as const), fc.boolean(),
        (id, wrap, pos, hole, count, dir, isLift) => {
          const r = new MoveRunner(rules(id, [`lapWrap=${wrap}`]), pos.cols, Int32Array.from(pos.counts), pos.toMove);
          const n = 2 * pos.cols;
          const from = hole % n;
          if (isLift) r.board[(pos.toMove === 'A' ? 0 : n) + from] = 0; // the lifted hole is empty while its lap is sown
          const first = isLift ? (from + dir + n) % n : from;
          const lifted = isLift ? from : -1;
          expect(r.wouldCapture(first, count, dir, lifted)).toBe(sowsToCapture(r, r.board, first, count, dir, lifted, wrap === 'skip'));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
