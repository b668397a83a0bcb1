/**
 * The "try your own" panel's view as plain data, computed in a worker
 * (src/features/examples/worker.ts) so that a dense position never blocks the page: the legal
 * moves of the position under the chosen rules, the move chosen, and its frames (or the
 * message saying why it cannot be played).
 */
import {
  applyOptions, err, ok, OPTIONS, parseMove, parsePosition, play, listMoves, quoteInput, reverseHoles, RULESET_IDS,
  type Position, type Result, type RulesetId,
} from '../../engine/index.ts';
import { framesOfMove, MAX_SHOWN_STEPS, type Frame } from '../../components/frames.ts';
import { readingsInWords } from '../../components/readings.ts';
import { optionalText, textField, type WorkJob } from '../../components/work/protocol.ts';

export interface TryView {
  readonly moves: readonly { readonly notation: string; readonly laps: number; readonly captured: number }[];
  /** The move shown: the one asked for, or the first legal one. */
  readonly chosen: string | null;
  readonly trace: { readonly kind: 'ok'; readonly frames: readonly Frame[]; readonly reverse: readonly number[] } | { readonly kind: 'error'; readonly error: string } | null;
}

/** The panel's view; `options` as the page keeps them, space-separated key=value pairs. */
export function tryView(rules: RulesetId, options: string, position: Position, move: string | null): Result<TryView, string> {
  const ruleset = applyOptions(rules, options.split(/\s+/).filter(Boolean));
  if (!ruleset.ok) return err(`options: ${readingsInWords(ruleset.error.message, OPTIONS)}`);
  const legal = listMoves(ruleset.value, position).legal;
  const chosen = move ?? legal[0]?.notation ?? null;
  let trace: TryView['trace'] = null;
  if (chosen !== null) {
    const m = parseMove(chosen, position.cols);
    if (!m.ok) trace = { kind: 'error', error: `move: ${m.error.message}` };
    else {
      const r = play(ruleset.value, position, m.value, { trace: true, maxTraceEvents: MAX_SHOWN_STEPS });
      trace = r.ok
        ? { kind: 'ok', frames: framesOfMove(position, r.value, `Start: ${position.toMove} to move.`), reverse: reverseHoles(ruleset.value, position.cols) }
        : { kind: 'error', error: readingsInWords(r.error.message, OPTIONS) };
    }
  }
  return ok({ moves: legal.map((x) => ({ notation: x.notation, laps: x.laps, captured: x.captured })), chosen, trace });
}

export function tryRequest(rules: RulesetId, options: string, position: string, move: string | null): Record<string, unknown> {
  return { type: 'try', rules, options, position, ...(move !== null ? { move } : {}) };
}

export const tryJob: WorkJob<TryView> = {
  type: 'try',
  fields: ['rules', 'options', 'position', 'move'],
  run(f) {
    const rules = textField(f, 'rules', `one of ${RULESET_IDS.join(', ')}`);
    if (!rules.ok) return rules;
    if (!(RULESET_IDS as readonly string[]).includes(rules.value)) return err(`unknown rules ${quoteInput(rules.value)}; known: ${RULESET_IDS.join(', ')}`);
    const options = optionalText(f, 'options', 'space-separated key=value options');
    if (!options.ok) return options;
    const position = textField(f, 'position', 'a position in the engine’s notation');
    if (!position.ok) return position;
    const pos = parsePosition(position.value);
    if (!pos.ok) return err(`position: ${pos.error.message}`);
    const move = optionalText(f, 'move', 'a move in move notation');
    if (!move.ok) return move;
    return tryView(rules.value as RulesetId, options.value ?? '', pos.value, move.value ?? null);
  },
};
