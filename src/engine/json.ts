/**
 * Plain-JSON views of engine results, shared by the CLI, the worker and the widgets: positions
 * become position notation, holes carry their move-notation name (and letters on 8 columns).
 */
import { holeLetter } from './notation/letters.ts';
import { formatHole } from './notation/move.ts';
import { formatPosition } from './notation/position.ts';
import type { MoveResult } from './moves.ts';
import type { HoleRef, TraceEvent } from './trace.ts';

export interface HoleJSON {
  readonly player: 'A' | 'B';
  /** Move-notation name from the owner's side: b1 … bN, f1 … fN. */
  readonly hole: string;
  readonly local: number;
  /** Driberg's and Murray's letters (8-column boards only). */
  readonly driberg?: string;
  readonly murray?: string;
}

export function holeJSON(h: HoleRef, cols: number): HoleJSON {
  return {
    player: h.player, hole: formatHole(h.local, cols), local: h.local,
    ...(cols === 8 ? { driberg: holeLetter(h.player, h.local, 'driberg'), murray: holeLetter(h.player, h.local, 'murray') } : {}),
  };
}

export function eventJSON(e: TraceEvent, cols: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === 'after') out[k] = formatPosition(e.after);
    else if (v && typeof v === 'object' && 'player' in v && 'local' in v) out[k] = holeJSON(v as HoleRef, cols);
    else if (k === 'taken' && Array.isArray(v)) out[k] = v.map((t: { hole: HoleRef; count: number }) => ({ hole: holeJSON(t.hole, cols), count: t.count }));
    else out[k] = v;
  }
  return out;
}

export function moveJSON(m: MoveResult, cols: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    move: m.notation,
    after: formatPosition(m.after),
    captured: m.captured,
    laps: m.laps,
    drops: m.drops,
    endless: m.status !== 'ended',
    status: m.status,
    legal: m.legal,
    ...(m.endHoleWin ? { endHoleWin: true } : {}),
    ...extra,
    // The trace bound's report: how many events the move made up to the bound, and whether it was reached.
    ...(m.trace ? { traceEvents: m.traceEvents ?? m.trace.length, traceCut: m.traceCut ?? false, trace: m.trace.map((e) => eventJSON(e, cols)) } : {}),
  };
}
