/**
 * Turns a worked example into stepper panels (at build time, and again in the island): traces
 * every variant through the engine once, builds its frames, and finds where each pair of
 * variants parts ways (the ◆ marks, as on /compare/). Shared by the example pages and the
 * edition pages.
 */
import { reverseHoles } from '../../engine/index.ts';
import type { ExampleVariant, WorkedExample } from '../../data/examples.ts';
import type { StepMark, StepperPanel } from '../../components/stepper/Stepper.tsx';
import { divergenceMarks, partingStep, type TraceSide } from '../../components/parting.ts';
import { traceVariant } from './trace.ts';
import { buildFrames } from '../../components/frames.ts';

const KIND_NOTE: Record<ExampleVariant['kind'], string> = {
  'move': '',
  'lap-in-move': ' The lap is shown as one inside a move: the start-of-move capture does not apply (AMB-9).',
  'opening-lap': ' An opening move: the opponent has not yet touched the holes it meets.',
  'array-opening': ' The players have arranged Murray’s array; they now take turns, A first.',
};

export interface ExampleSteps {
  readonly panels: StepperPanel[];
  /** Where each pair of variants first differs, on both panels (none where they agree throughout). */
  readonly marks: StepMark[];
}

export function exampleSteps(example: WorkedExample): ExampleSteps {
  const sides: (TraceSide & { key: string })[] = [];
  const panels = example.variants.map((v): StepperPanel => {
    const t = traceVariant(v, `${example.id} (${v.key})`);
    sides.push({ key: v.key, label: v.label, events: t.events, rules: t.rules });
    const mover = v.kind === 'array-opening' ? 'A' : t.start.toMove;
    const start = `Start: ${mover} to move.${KIND_NOTE[v.kind]}`;
    return {
      key: v.key,
      label: v.label,
      frames: buildFrames(t.start, t.events, start),
      rules: v.rules,
      options: v.options.join(' '),
      move: v.move ?? `array-${v.options.find((o) => o.startsWith('ikibuguzo.array='))?.split('=')[1] ?? '1'}`,
      ...(v.departs ? { departs: v.departs } : {}),
      reverse: reverseHoles(t.rules, t.start.cols),
    };
  });
  const pairs = sides.flatMap((a, i) => sides.slice(i + 1).map((b) => ({
    a: { key: a.key, name: a.label },
    b: { key: b.key, name: b.label },
    divergence: partingStep(a, b),
  })));
  return { panels, marks: divergenceMarks(pairs) };
}

/** The panels alone, for the callers that only lay them out or read their moves. */
export function panelsOf(example: WorkedExample): StepperPanel[] {
  return exampleSteps(example).panels;
}
