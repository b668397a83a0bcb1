/// <reference lib="webworker" />
// TEMPORARY stub until the AI branch lands: plays the first legal move.
import { listMoves } from '../engine/moves.ts';
import { parsePosition } from '../engine/notation/position.ts';
import { applyOptions } from '../engine/rulesets/options.ts';
import type { RulesetId } from '../engine/types.ts';

self.onmessage = (e: MessageEvent) => {
  const { id, rules, options, position } = e.data as { id: number; rules: RulesetId; options: string[]; position: string };
  const r = applyOptions(rules, options);
  const p = parsePosition(position);
  if (!r.ok || !p.ok) return self.postMessage({ type: 'error', id, message: 'bad request' });
  const m = listMoves(r.value, p.value).legal[0];
  setTimeout(() => self.postMessage(m ? { type: 'move', id, notation: m.notation, stats: {} } : { type: 'error', id, message: 'no move' }), 300);
};
