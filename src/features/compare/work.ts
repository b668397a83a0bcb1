/**
 * The comparison as a plain-data view, computed in a worker (src/features/compare/worker.ts)
 * so that a dense position never blocks the page: every panel's outcome with its frames, where
 * each pair parts ways, and the starts the reader can choose. The page renders the view; the
 * default comparison's view is also computed at build time, for the first paint.
 */
import { err, formatPosition, parseMove, parsePosition, ok, type Move, type Result } from '../../engine/index.ts';
import type { Frame } from '../../components/frames.ts';
import { holeName, labelsFor } from '../../components/holes.ts';
import { optionalText, textField, type Fields, type WorkJob } from '../../components/work/protocol.ts';
import { divergences, movesOf, parsePanels, playPanels, PLAY_MODES, type CompareState, type PanelSpec, type PlayMode } from './compare.ts';

export type OutcomeView =
  | {
      readonly ok: true;
      readonly spec: PanelSpec;
      readonly notation: string;
      readonly laps: number;
      readonly captured: number;
      /** The hole the move ends in, or its status when it does not end. */
      readonly endsIn: string;
      readonly after: string;
      readonly frames: readonly Frame[];
      readonly note: string | null;
      readonly reverse: readonly number[];
    }
  | { readonly ok: false; readonly spec: PanelSpec; readonly error: string };

export interface CompareView {
  /** The move played (the one asked for, or the start chosen when the request left it to the worker). */
  readonly move: string;
  /** The position compared, as the request gave it, and its board width (the page may show this view while the next is worked out). */
  readonly position: string;
  readonly cols: number;
  readonly outcomes: readonly OutcomeView[];
  readonly pairs: readonly { readonly a: number; readonly b: number; readonly divergence: { readonly step: number; readonly sentence: string } | null }[];
  readonly moves: readonly { readonly start: string; readonly panels: readonly number[] }[];
}

/**
 * How the move of a request is taken: `exact` as given; `first` the first start legal under any
 * panel (a new position typed or given without a move); `keep` as given if its start is legal
 * under some panel, else the first (a position edited hole by hole).
 */
export type MoveRule = 'exact' | 'first' | 'keep';
export const MOVE_RULES: readonly MoveRule[] = ['exact', 'first', 'keep'];

/**
 * What a request has read already, so the worker's flow reads each once: the position's text (the
 * page sends the engine's own formatting) and the move as parsed. Either is made here if not given.
 */
export interface ReadAlready {
  readonly positionText?: string;
  readonly move?: Move | null;
}

export function compareView(s: CompareState, rule: MoveRule = 'exact', read: ReadAlready = {}): CompareView {
  const moves = movesOf(s);
  const start = s.move.split('/')[0];
  const move = rule === 'exact' || (rule === 'keep' && moves.some((m) => m.start === start)) ? s.move : moves[0]?.start ?? (s.move || 'b8');
  const state = { ...s, move };
  // The move as read with the request, if it is the one played; else the start chosen, read once here.
  const outcomes = playPanels(state, move === s.move && read.move ? ok(read.move) : parseMove(move, s.position.cols));
  const cols = s.position.cols;
  const labels = labelsFor(cols, 'driberg');
  const pairs = divergences(outcomes, cols).map(({ a, b, divergence: d }) => ({ a, b, divergence: d === null ? null : { step: d.step, sentence: d.sentence } }));
  return {
    move,
    position: read.positionText ?? formatPosition(s.position),
    cols,
    moves,
    pairs,
    outcomes: outcomes.map((o): OutcomeView => {
      if (!o.ok) return { ok: false, spec: o.spec, error: o.error };
      const end = o.events.findLast((e) => e.type === 'move-end');
      return {
        ok: true, spec: o.spec, notation: o.result.notation, laps: o.result.laps, captured: o.result.captured,
        endsIn: end && end.type === 'move-end' ? holeName(end.hole, cols, labels) : o.result.status,
        after: formatPosition(o.result.after), frames: o.frames, note: o.note, reverse: o.reverse,
      };
    }),
  };
}

/** The request the page posts for a state (`positionText`: its position, where the page has formatted it already). */
export function compareRequest(s: CompareState, rule: MoveRule, positionText: string = formatPosition(s.position)): Record<string, unknown> {
  return { type: 'compare', position: positionText, move: s.move, mode: s.mode, panels: s.panels.map((p) => [p.rules, ...p.options].join(';')).join(','), moveRule: rule };
}

/** A request's fields read once: the state, the move rule, and what was read on the way (ReadAlready). */
function readState(f: Fields): Result<{ state: CompareState; rule: MoveRule; read: ReadAlready }, string> {
  const position = textField(f, 'position', 'a position in the engine’s notation');
  if (!position.ok) return position;
  const pos = parsePosition(position.value);
  if (!pos.ok) return err(`position: ${pos.error.message}`);
  const rule = f.moveRule === undefined ? 'exact' : f.moveRule;
  if (typeof rule !== 'string' || !(MOVE_RULES as readonly string[]).includes(rule)) return err(`"moveRule" must be one of ${MOVE_RULES.join(', ')}`);
  const move = textField(f, 'move', 'a move in move notation');
  if (!move.ok) return move;
  let parsed: Move | null = null;
  if (!(rule !== 'exact' && move.value === '')) {
    const m = parseMove(move.value, pos.value.cols);
    if (!m.ok) return err(`move: ${m.error.message}`);
    parsed = m.value;
  }
  const mode = optionalText(f, 'mode', `one of ${PLAY_MODES.join(', ')}`);
  if (!mode.ok) return mode;
  if (mode.value !== undefined && !(PLAY_MODES as readonly string[]).includes(mode.value)) return err(`"mode" must be one of ${PLAY_MODES.join(', ')}`);
  const panelsText = textField(f, 'panels', 'comma-separated panels such as "didinga,lango"');
  if (!panelsText.ok) return panelsText;
  const panels = parsePanels(panelsText.value);
  // The page sends only panels it has shown: any it would leave out makes the request wrong.
  if (panels.problems.length > 0) return err(`panels: ${panels.problems.map((p) => p.what).join('; ')}`);
  if (panels.value.length === 0) return err('panels: no panel is named');
  return ok({ state: { position: pos.value, move: move.value.trim(), mode: (mode.value ?? 'move') as PlayMode, panels: panels.value }, rule: rule as MoveRule, read: { positionText: position.value, move: parsed } });
}

export const compareJob: WorkJob<CompareView> = {
  type: 'compare',
  fields: ['position', 'move', 'mode', 'panels', 'moveRule'],
  run(f) {
    const r = readState(f);
    return r.ok ? ok(compareView(r.value.state, r.value.rule, r.value.read)) : r;
  },
};
