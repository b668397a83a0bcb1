/**
 * Where two traces of the same start part ways: the first step at which the events differ (in
 * kind, holes, counts or the board after them), and one sentence saying how, made from the two
 * events and the rulesets' switches, never stored as prose. The clause an event
 * cites is not compared: two codes may do the same thing for different written reasons.
 *
 * Steps are counted as the stepper counts frames: step 0 is the start, step n the board after
 * the n-th event.
 */
import type { HoleRef, Ruleset, TraceEvent } from '../engine/index.ts';
import { describeEvent } from './captions.ts';
import { holeName, type Labels } from './holes.ts';
import { lowerFirst } from './sentence.ts';
import { partingStep, type TraceSide } from './parting.ts';

export type { TraceSide } from './parting.ts';

export interface Divergence {
  /** The first step (frame index) at which the two differ. */
  readonly step: number;
  /** The events at that step (null where that trace has already ended). */
  readonly a: TraceEvent | null;
  readonly b: TraceEvent | null;
  /** Clause ids named in the sentence, first side's first. */
  readonly clauses: readonly string[];
  /** One sentence on how they differ. */
  readonly sentence: string;
}

/** The reading behind each `incrementStart` switch value, for the sentence (and the rules matrix). */
export const INCREMENT_FROM: Readonly<Record<Ruleset['incrementStart']['from'], string>> = {
  'after-lap-origin': 'the hole after the last lap’s origin',
  'lap-origin': 'the last lap’s origin itself',
  'capturing-hole': 'the capturing hole itself',
  // The first marble goes into the hole after that back hole (the runner's `back-hole-behind`).
  'back-hole-behind': 'the hole after the back hole behind the capturing hole',
  'back-hole-captured': 'the hole after the own back hole of the capturing hole’s column, into which the captured marbles are put; only that many are sown',
  'lap-origin-whole': 'the hole after the last lap’s origin, into which the captured marbles are put; that whole hole is sown',
};

/** The first step at which two traces differ (or a trace cut short stops), with the sentence saying how; null if they are the same throughout. */
export function firstDivergence(a: TraceSide, b: TraceSide, cols: number, labels: Labels = 'driberg'): Divergence | null {
  const at = partingStep(a, b);
  if (at === null) return null;
  const i = at.step - 1;
  if (at.cut !== null) {
    return { step: at.step, a: null, b: null, clauses: [], sentence: `The first ${i.toLocaleString('en')} steps are the same; the steps shown under ${at.cut.label} stop there (that move is longer than the steps shown), so where the moves part, if they do, is not shown.` };
  }
  const ea = a.events[i] ?? null;
  const eb = b.events[i] ?? null;
  return { step: at.step, a: ea, b: eb, ...explain(a, ea, b, eb, cols, labels, at.step) };
}

function explain(a: TraceSide, ea: TraceEvent | null, b: TraceSide, eb: TraceEvent | null, cols: number, labels: Labels, step: number): { sentence: string; clauses: string[] } {
  const name = (h: HoleRef) => holeName(h, cols, labels);
  const clauses: string[] = [...new Set([ea?.clause, eb?.clause])].filter((c): c is NonNullable<typeof c> => c !== undefined);
  if (ea === null || eb === null) {
    const [done, goes, e] = ea === null ? [a, b, eb!] : [b, a, ea];
    return { clauses, sentence: `At step ${step} the move under ${done.label} is over, while under ${goes.label} it goes on: ${lowerFirst(describeEvent(e, cols, labels))} (${e.clause}).` };
  }
  if (ea.type === 'increment-start' && eb.type === 'increment-start') {
    // The hole first, then the panel: a panel's label may end in a word of its own ("… the last lap started from").
    const why = (s: TraceSide) => (s.rules ? ` (${INCREMENT_FROM[s.rules.incrementStart.from]})` : '');
    return {
      clauses,
      sentence: `The increment’s first marble goes into ${name(ea.first)}${why(a)} under ${a.label} (${ea.clause}), and into ${name(eb.first)}${why(b)} under ${b.label} (${eb.clause}).`,
    };
  }
  if (ea.type === 'lap-end' && eb.type === 'lap-end' && ea.outcome !== eb.outcome) {
    const what = (e: typeof ea) => (e.outcome === 'capture' ? 'captures there' : e.outcome === 'relay' ? 'lifts it and sows on without capturing' : 'ends the move there');
    return { clauses, sentence: `The lap ends in ${name(ea.hole)} under both; ${a.label} ${what(ea)} (${ea.clause}), ${b.label} ${what(eb)} (${eb.clause}).` };
  }
  return {
    clauses,
    sentence: `At step ${step} ${a.label}: ${lowerFirst(describeEvent(ea, cols, labels))} (${ea.clause}); ${b.label}: ${lowerFirst(describeEvent(eb, cols, labels))} (${eb.clause}).`,
  };
}
