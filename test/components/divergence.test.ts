/**
 * The first step at which two codes part ways, on the worked examples' positions: the step index
 * and the clauses the sentence names.
 */
import { describe, expect, it } from 'vitest';
import { exampleById, type ExampleVariant } from '../../src/data/examples.ts';
import { firstDivergence, type TraceSide } from '../../src/components/divergence.ts';
import { traceVariant } from '../../src/features/examples/trace.ts';

const side = (label: string, v: ExampleVariant): TraceSide => {
  const t = traceVariant(v);
  return { label, events: t.events, rules: t.rules };
};
const variant = (id: string, key: string) => exampleById(id).variants.find((v) => v.key === key)!;
const asRules = (v: ExampleVariant, rules: ExampleVariant['rules'], kind: ExampleVariant['kind'] = v.kind): ExampleVariant => ({ ...v, rules, options: [], kind });

describe('firstDivergence', () => {
  it('EX-b-f: Lango (lap in a move) and Didinga agree for 7 steps and part at the increment’s start', () => {
    const lango = side('Lango', variant('EX-b-f', 'lango'));
    const didinga = side('Didinga', asRules(variant('EX-b-f', 'lango'), 'didinga'));
    const d = firstDivergence(lango, didinga, 8)!;
    expect(d.step).toBe(8);
    expect(d.a?.type).toBe('increment-start');
    expect(d.clauses).toEqual(['L-inc', 'AMB-1']);
    expect(d.sentence).toBe('The increment’s first marble goes into f (the capturing hole itself) under Lango (L-inc), and into c (the hole after the last lap’s origin) under Didinga (AMB-1).');
  });

  it('EX-b-f under DLP’s increment (AMB-6): the hole named is the one after the back hole behind the capturing hole, where the first marble goes', () => {
    const lango = side('Lango', variant('EX-b-f', 'lango'));
    const dlp = side('Lango, DLP’s increment', { ...variant('EX-b-f', 'lango'), options: ['lango.increment=dlp'] });
    const d = firstDivergence(lango, dlp, 8)!;
    expect(d.b?.type).toBe('increment-start');
    // The capture is by f; the back hole behind it is o, and the first marble goes into the next hole, p.
    expect(d.sentence).toBe('The increment’s first marble goes into f (the capturing hole itself) under Lango (L-inc), and into p (the hole after the back hole behind the capturing hole) under Lango, DLP’s increment (AMB-6).');
  });

  it('EX-b-f: the clause cited at the lap end (L-opp, D-opp) is not a difference on the board', () => {
    const lango = side('Lango', variant('EX-b-f', 'lango'));
    expect(lango.events[5]!.clause).toBe('L-opp');
    const didinga = side('Didinga', asRules(variant('EX-b-f', 'lango'), 'didinga'));
    expect(didinga.events[5]!.clause).toBe('D-opp');
    expect(firstDivergence(lango, didinga, 8)!.step).toBe(8);
  });

  it('EX-b-f: Didinga and Ikibuguzo never differ', () => {
    expect(firstDivergence(side('Didinga', variant('EX-b-f', 'didinga')), side('Ikibuguzo', variant('EX-b-f', 'ikibuguzo')), 8)).toBeNull();
  });

  it('EX-b-f: Didinga read with the increment from the origin (AMB-1) parts at the same step', () => {
    const base = variant('EX-b-f', 'didinga');
    const d = firstDivergence(side('Didinga', base), side('Didinga (origin)', { ...base, options: ['didinga.incrementStart=origin'] }), 8)!;
    expect(d.step).toBe(8);
    expect(d.clauses).toEqual(['AMB-1']);
    expect(d.sentence).toBe('The increment’s first marble goes into c (the hole after the last lap’s origin) under Didinga (AMB-1), and into b (the last lap’s origin itself) under Didinga (origin) (AMB-1).');
  });

  it('EX-b-f-single: Lango takes the single marble at the lap’s end (L-opp), Didinga lifts f and sows on (D-def-lap)', () => {
    const lango = side('Lango', variant('EX-b-f-single', 'lango'));
    const didinga = side('Didinga', asRules(variant('EX-b-f-single', 'lango'), 'didinga', 'move'));
    const d = firstDivergence(lango, didinga, 8)!;
    expect(d.step).toBe(6);
    expect(d.clauses).toEqual(['L-opp', 'D-def-lap']);
    expect(d.sentence).toBe('The lap ends in f under both; Lango captures there (L-opp), Didinga lifts it and sows on without capturing (D-def-lap).');
  });

  it('EX-b-f-single: Ikibuguzo agrees with Didinga throughout', () => {
    const v = variant('EX-b-f-single', 'lango');
    expect(firstDivergence(side('Didinga', asRules(v, 'didinga', 'move')), side('Ikibuguzo', asRules(v, 'ikibuguzo', 'move')), 8)).toBeNull();
  });

  it('EX-m4: all three agree for the first laps; Lango (as a lap inside a move) departs at the increment’s start', () => {
    const v = variant('EX-m4', 'didinga');
    const didinga = side('Didinga', v);
    const lango = side('Lango', asRules(v, 'lango', 'lap-in-move'));
    const ik = side('Ikibuguzo', asRules(v, 'ikibuguzo'));
    expect(firstDivergence(didinga, ik, 8)).toBeNull();
    const d = firstDivergence(didinga, lango, 8)!;
    expect(d.a?.type).toBe('increment-start');
    expect(d.step).toBe(didinga.events.findIndex((e) => e.type === 'increment-start') + 1);
    expect(d.step).toBe(13);
    expect(d.clauses).toEqual(['AMB-1', 'L-inc']);
  });

  it('a trace that ends first: the sentence says which goes on', () => {
    const v = variant('EX-b-f', 'didinga');
    const full = side('Didinga', v);
    const cut = { label: 'Cut', events: full.events.slice(0, 5) };
    const d = firstDivergence(cut, full, 8)!;
    expect(d.step).toBe(6);
    expect(d.sentence).toMatch(/^At step 6 the move under Cut is over, while under Didinga it goes on: lap 1 ends in f/);
    expect(d.clauses).toEqual(['D-opp']);
  });
});
