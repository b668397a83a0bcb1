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
import { holeKey, holeName, type Labels } from './holes.ts';
import type { StepMark } from './stepper/Stepper.tsx';
import { lowerFirst } from './sentence.ts';

export interface TraceSide {
  /** Name of the panel in the sentence ("Lango", "Didinga"). */
  readonly label: string;
  readonly events: readonly TraceEvent[];
  /** The ruleset played, to name the reading behind an increment's start. */
  readonly rules?: Ruleset;
  /** The trace stops short of the move's end (the steps a widget shows are bounded): past it, nothing is known. */
  readonly cut?: boolean;
}

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

const hole = (h: HoleRef) => holeKey(h.player, h.local);

/** What an event does, without its clause: equal keys mean the same step on the board. */
export function eventKey(e: TraceEvent): string {
  const board = `${e.after.counts.join(',')}|${e.after.toMove}|${e.hand}|${e.lap}`;
  switch (e.type) {
    case 'lift': return `lift ${hole(e.hole)} ${e.count} ${e.reason} ${board}`;
    case 'drop': return `drop ${hole(e.hole)} ${e.direction} ${board}`;
    case 'lap-end': return `lap-end ${hole(e.hole)} ${e.outcome} ${board}`;
    case 'capture': return `capture ${hole(e.by)} ${e.taken.map((t) => `${hole(t.hole)}:${t.count}`).join(' ')} ${e.total} ${board}`;
    case 'leave': return `leave ${hole(e.hole)} ${e.count} ${board}`;
    case 'increment-start': return `increment-start ${hole(e.first)} ${e.count} ${e.direction} ${board}`;
    case 'direction': return `direction ${e.direction} ${hole(e.from)} ${board}`;
    case 'choice': return `choice ${e.kind} ${hole(e.at)} ${e.options.join('')} ${e.chosen} ${board}`;
    case 'move-end': return `move-end ${hole(e.hole)} ${e.laps} ${e.captured} ${board}`;
    case 'endless': return `endless ${e.laps} ${e.proven} ${board}`;
  }
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

/** The first step at which two traces differ (or a trace cut short stops), or null if they are the same throughout. */
export function firstDivergence(a: TraceSide, b: TraceSide, cols: number, labels: Labels = 'driberg'): Divergence | null {
  // One step past the longer trace when one is cut, where the cut is named.
  const n = Math.max(a.events.length, b.events.length) + (a.cut || b.cut ? 1 : 0);
  for (let i = 0; i < n; i++) {
    // A trace cut short says nothing past its last step: the moves may part there or later.
    const short = (i >= a.events.length && a.cut) ? a : (i >= b.events.length && b.cut) ? b : null;
    if (short !== null) {
      return { step: i + 1, a: null, b: null, clauses: [], sentence: `The first ${i.toLocaleString('en')} steps are the same; the steps shown under ${short.label} stop there (that move is longer than the steps shown), so where the moves part, if they do, is not shown.` };
    }
    const ea = a.events[i] ?? null;
    const eb = b.events[i] ?? null;
    if (ea && eb && eventKey(ea) === eventKey(eb)) continue;
    return { step: i + 1, a: ea, b: eb, ...explain(a, ea, b, eb, cols, labels, i + 1) };
  }
  return null;
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

/** Two panels of one stepper and where they part (null: the same at every step). */
export interface PanelPair {
  readonly a: { readonly key: string; readonly name: string };
  readonly b: { readonly key: string; readonly name: string };
  readonly divergence: Pick<Divergence, 'step'> | null;
}

/**
 * The badges a stepper shows where panels part: on each panel of a pair, at the pair's first
 * differing step, naming the other ("Diverges here from Lango"). One wording for /compare/ and
 * the worked examples.
 */
export function divergenceMarks(pairs: readonly PanelPair[]): StepMark[] {
  return pairs.flatMap(({ a, b, divergence: d }) => (d === null ? [] : [
    { step: d.step, panels: [a.key], label: `Diverges here from ${b.name}` },
    { step: d.step, panels: [b.key], label: `Diverges here from ${a.name}` },
  ]));
}
