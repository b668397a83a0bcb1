/**
 * Turns a worked example into stepper panels (build time): traces every variant through the
 * engine and builds its frames. Shared by the example pages and the edition pages.
 */
import { reverseHoles } from '../../engine/index.ts';
import type { ExampleVariant, WorkedExample } from '../../data/examples.ts';
import type { StepperPanel } from '../../components/stepper/Stepper.tsx';
import { traceVariant } from './trace.ts';
import { buildFrames } from '../../components/frames.ts';

const KIND_NOTE: Record<ExampleVariant['kind'], string> = {
  'move': '',
  'lap-in-move': ' The lap is shown as one inside a move: the start-of-move capture does not apply (AMB-9).',
  'opening-lap': ' An opening move: the opponent has not yet touched the holes it meets.',
  'array-opening': ' The players have arranged Murray’s array; they now take turns, A first.',
};

export function panelsOf(example: WorkedExample): StepperPanel[] {
  return example.variants.map((v) => {
    const t = traceVariant(v, `${example.id} (${v.key})`);
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
}
