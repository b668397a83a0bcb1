/**
 * Runs a worked example's variant through the engine and returns its trace. Build-time and
 * browser code both call this; the widgets never re-derive a rule. Errors throw with a message
 * naming the example, so a bad example fails the build.
 */
import {
  applyOptions, parseMove, parsePosition, play, runArrayOpening, type Position, type Ruleset,
  type TraceEvent,
} from '../../engine/index.ts';
import type { ExampleVariant } from '../../data/examples.ts';

export interface VariantTrace {
  readonly rules: Ruleset;
  readonly start: Position;
  readonly events: readonly TraceEvent[];
  readonly end: Position;
  readonly captured: number;
  readonly laps: number;
  readonly status: 'ended' | 'endless' | 'unresolved';
}

export function traceVariant(v: ExampleVariant, where = v.key): VariantTrace {
  const rules = applyOptions(v.rules, v.options);
  if (!rules.ok) throw new Error(`${where}: ${rules.error.message}`);
  if (v.kind === 'array-opening') {
    const r = runArrayOpening(rules.value, { trace: true });
    const captured = r.steps.reduce((t, s) => t + s.captured, 0);
    return { rules: rules.value, start: r.arrayed, events: r.trace!, end: r.position, captured, laps: r.steps.length, status: 'ended' };
  }
  if (v.position === undefined || v.move === undefined) throw new Error(`${where}: a ${v.kind} variant needs a position and a move`);
  const pos = parsePosition(v.position);
  if (!pos.ok) throw new Error(`${where}: position: ${pos.error.message}`);
  const move = parseMove(v.move, pos.value.cols);
  if (!move.ok) throw new Error(`${where}: move: ${move.error.message}`);
  const r = play(rules.value, pos.value, move.value, { trace: true, opening: v.kind === 'opening-lap', midMove: v.kind === 'lap-in-move' });
  if (!r.ok) throw new Error(`${where}: ${r.error.message}`);
  return { rules: rules.value, start: pos.value, events: r.value.trace!, end: r.value.after, captured: r.value.captured, laps: r.value.laps, status: r.value.status };
}
