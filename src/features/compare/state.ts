/**
 * The comparison island's state (/compare/): one state tree, its defaults, every action the
 * page can take, and `reduce`, a pure function from a state and an action to the next state,
 * in the manner of /play/'s (src/features/play/state/index.ts).
 *
 * Nothing here has a side effect: the worker, the address and the focus live in the view
 * (Compare.tsx), which reads this state and dispatches actions. What the view knows and the
 * state does not (the move the worker played, whether its view answers the current state) comes
 * with the actions that need it, as `at`.
 */
import { formatPosition, type Position } from '../../engine/index.ts';
import { readPositionInput } from '../../components/position-input.ts';
import {
  applyEdit, compareQuery, DEFAULT_PRESET, DEFAULT_STATE, presetById, stateOfPreset, type BoardEdit, type CompareState, type PanelSpec,
  type PlayMode,
} from './compare.ts';
import type { MoveRule } from './work.ts';

export interface CompareIslandState {
  /** The island has read its address (the form and the controls are shown from then on). */
  readonly hydrated: boolean;
  /** The comparison asked for: position, move, mode and panels. */
  readonly compare: CompareState;
  /** `compare.position` in the engine's notation, formatted once each time the position changes. */
  readonly notation: string;
  /** How the worker takes the move of `compare` (work.ts, MoveRule). */
  readonly moveRule: MoveRule;
  /** The step the stepper opens at: the address's, then 0 for every new comparison. */
  readonly initialStep: number;
  /** Comparisons the reader has started (0: the address's); the view drops the address's step at each. */
  readonly started: number;
  /** What the address asked that could not be shown as asked, one sentence each (url.ts's dialect), and the stepper's. */
  readonly problems: readonly string[];
  /** The text of the position field, as typed. */
  readonly positionText: string;
  /** Why the typed position was refused, until it is next used or the position changes. */
  readonly inputProblem: string | null;
  /** Why the board editor's last edit was refused (applyEdit), until the position next changes. */
  readonly editProblem: string | null;
  /** The panel chosen in the Add a panel menu, as `panelKey`, or ''. */
  readonly addChoice: string;
  /** Step all panels with one control (the default), or each with its own. */
  readonly together: boolean;
  /** The preset last chosen, or named by the address: "Start from" shows it while the state is still exactly it. */
  readonly chosenPreset: string;
}

/** The query of the default comparison, made once: the address that asks for it keeps the state built at build time. */
const DEFAULT_QUERY = compareQuery(DEFAULT_STATE);
const DEFAULT_NOTATION = formatPosition(DEFAULT_STATE.position);

export function defaults(): CompareIslandState {
  return {
    hydrated: false, compare: DEFAULT_STATE, notation: DEFAULT_NOTATION, moveRule: 'exact', initialStep: 0, started: 0, problems: [],
    positionText: DEFAULT_NOTATION, inputProblem: null, editProblem: null, addChoice: '', together: true, chosenPreset: DEFAULT_PRESET,
  };
}

/**
 * What the view knows of the comparison shown when the reader acts: the state it shows (its
 * move the one the worker played, when the worker chose it) and whether its view answers the
 * current state, not an earlier one still shown while the next is worked out.
 */
export interface Shown {
  readonly shown: CompareState;
  readonly current: boolean;
}

/** The address read by readCompareParams (with `resolveMove: false`: the worker chooses a move left out). */
export interface AddressRead {
  readonly state: CompareState;
  readonly problems: readonly string[];
  readonly step: number | null;
  readonly preset: string | null;
}

export type Action =
  /** The island has read its address. */
  | { readonly type: 'address-read'; readonly read: AddressRead }
  /** A preset chosen in the "Start from" menu (an unknown id does nothing). */
  | { readonly type: 'preset-chosen'; readonly id: string; readonly at: Shown }
  /** The position field typed in, and its position used. */
  | { readonly type: 'position-typed'; readonly text: string }
  | { readonly type: 'typed-position-used'; readonly at: Shown }
  /** One change made with the board editor. */
  | { readonly type: 'board-edited'; readonly edit: BoardEdit; readonly at: Shown }
  | { readonly type: 'start-chosen'; readonly move: string; readonly at: Shown }
  | { readonly type: 'mode-chosen'; readonly mode: PlayMode; readonly at: Shown }
  | { readonly type: 'panel-choice'; readonly choice: string }
  /** The panel chosen in the Add a panel menu added (one already shown, or none chosen, does nothing). */
  | { readonly type: 'panel-added'; readonly at: Shown }
  | { readonly type: 'panel-removed'; readonly index: number; readonly at: Shown }
  | { readonly type: 'together-changed'; readonly together: boolean }
  /** The stepper names a problem of the address's step (a step past the last). */
  | { readonly type: 'step-problem'; readonly problem: string };

export type Dispatch = (action: Action) => void;

/**
 * A new comparison, starting at step 0. Without a rule, the move is played as given, unless the
 * worker has not yet chosen it (a position just given): then it still chooses.
 */
function compared(s: CompareIslandState, next: CompareState, at: Shown, given?: MoveRule): CompareIslandState {
  const moveRule = given ?? (!at.current && next.move === s.compare.move ? s.moveRule : 'exact');
  return { ...s, compare: next, notation: next.position === s.compare.position ? s.notation : formatPosition(next.position), moveRule, initialStep: 0, started: s.started + 1 };
}

/**
 * A position given by the reader (edited, or a preset's), formatted once: the field shows it, and
 * the last refusals are gone. The comparison started next (`compared`) finds it formatted.
 */
function positioned(s: CompareIslandState, position: Position): CompareIslandState {
  const notation = formatPosition(position);
  return { ...s, notation, positionText: notation, inputProblem: null, editProblem: null, compare: { ...s.compare, position } };
}

export function reduce(s: CompareIslandState, a: Action): CompareIslandState {
  switch (a.type) {
    case 'address-read': {
      const r = a.read;
      let next: CompareIslandState = { ...s, hydrated: true };
      // Keep the default state object when the address asks for the default comparison, so the
      // panels are not played again after hydration (time the page would be blocked for).
      const notation = formatPosition(r.state.position);
      if (compareQuery(r.state, notation) !== DEFAULT_QUERY) {
        next = { ...next, compare: r.state, notation, positionText: notation, moveRule: r.state.move === '' ? 'first' : 'exact' };
      }
      if (r.step !== null) next = { ...next, initialStep: r.step };
      if (r.preset !== null) next = { ...next, chosenPreset: r.preset };
      if (r.problems.length) next = { ...next, problems: r.problems };
      return next;
    }
    case 'preset-chosen': {
      const p = presetById(a.id);
      if (!p) return s;
      const state = stateOfPreset(p);
      return compared({ ...positioned(s, state.position), chosenPreset: p.id }, state, a.at);
    }
    case 'position-typed':
      return { ...s, positionText: a.text };
    case 'typed-position-used': {
      const r = readPositionInput(s.positionText);
      if (!r.ok) return { ...s, inputProblem: r.error };
      const next = { ...s, inputProblem: null, editProblem: null };
      return compared(next, { ...a.at.shown, position: r.value, move: '' }, a.at, 'first');
    }
    case 'board-edited': {
      const r = applyEdit(s.compare.position, a.edit);
      if (!r.ok) return { ...s, editProblem: r.error };
      // The worker keeps the move if its start is legal under some panel, else takes the first.
      return compared(positioned(s, r.value), { ...a.at.shown, position: r.value }, a.at, 'keep');
    }
    case 'start-chosen':
      return compared(s, { ...a.at.shown, move: a.move }, a.at);
    case 'mode-chosen':
      return compared(s, { ...a.at.shown, mode: a.mode }, a.at);
    case 'panel-choice':
      return { ...s, addChoice: a.choice };
    case 'panel-added': {
      // A panel already shown would only repeat itself ("Didinga and Didinga: the same at every step").
      if (!s.addChoice || s.compare.panels.some((p) => [p.rules, ...p.options].join(';') === s.addChoice)) return s;
      const [rules, ...options] = s.addChoice.split(';');
      return compared(s, { ...a.at.shown, panels: [...s.compare.panels, { rules: rules as PanelSpec['rules'], options }] }, a.at);
    }
    case 'panel-removed':
      return compared(s, { ...a.at.shown, panels: s.compare.panels.filter((_, k) => k !== a.index) }, a.at);
    case 'together-changed':
      return { ...s, together: a.together };
    case 'step-problem':
      return s.problems.includes(a.problem) ? s : { ...s, problems: [...s.problems, a.problem] };
  }
}
