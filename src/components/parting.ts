/**
 * Where two traces of the same start part ways, as a step alone: the first step at which the
 * events differ in kind, holes, counts or the board after them (the clause an event cites is not
 * compared: two codes may do the same thing for different written reasons), and the ◆ badges a
 * stepper shows there. A module apart from divergence.ts, whose sentences only /compare/ shows: the
 * worked examples mark the step, and a shared module would carry the sentences into their script.
 *
 * Steps are counted as the stepper counts frames: step 0 is the start, step n the board after
 * the n-th event.
 */
import type { HoleRef, Ruleset, TraceEvent } from '../engine/index.ts';
import { holeKey } from './holes.ts';
import type { StepMark } from './stepper/Stepper.tsx';

export interface TraceSide {
  /** Name of the panel in the sentence ("Lango", "Didinga"). */
  readonly label: string;
  readonly events: readonly TraceEvent[];
  /** The ruleset played, to name the reading behind an increment's start. */
  readonly rules?: Ruleset;
  /** The trace stops short of the move's end (the steps a widget shows are bounded): past it, nothing is known. */
  readonly cut?: boolean;
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

/**
 * The first step at which two traces differ, or at which a trace cut short stops (then `cut`
 * names it), or null if they are the same throughout: the step alone, for a page that marks it
 * without the sentence (the worked examples, whose script stays small without `explain`).
 */
export function partingStep(a: TraceSide, b: TraceSide): { readonly step: number; readonly cut: TraceSide | null } | null {
  // One step past the longer trace when one is cut, where the cut is named.
  const n = Math.max(a.events.length, b.events.length) + (a.cut || b.cut ? 1 : 0);
  for (let i = 0; i < n; i++) {
    // A trace cut short says nothing past its last step: the moves may part there or later.
    const short = (i >= a.events.length && a.cut) ? a : (i >= b.events.length && b.cut) ? b : null;
    if (short !== null) return { step: i + 1, cut: short };
    const ea = a.events[i];
    const eb = b.events[i];
    if (ea && eb && eventKey(ea) === eventKey(eb)) continue;
    return { step: i + 1, cut: null };
  }
  return null;
}

/** Two panels of one stepper and where they part (null: the same at every step). */
export interface PanelPair {
  readonly a: { readonly key: string; readonly name: string };
  readonly b: { readonly key: string; readonly name: string };
  readonly divergence: { readonly step: number } | null;
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
