/**
 * The setup slice of /play/'s state: the New game form as the reader edits it, and the game it
 * begins: with its opening (whose holes are chosen on the board: game.ts) or from a position.
 */
import { formatPosition, optionsFor, opponent, parsePosition, type Player } from '../../../engine/index.ts';
import { withReading } from '../../../components/readings.ts';
import { computerOpening, DEFAULT_SETUP, restore, rulesetOf, widthRefusal, type OpeningChoice, type PlaySetup, type SavedGame } from '../play.ts';
import type { PlayState } from './tree.ts';
import { positionOf, ownLetters } from './query.ts';
import { statusText } from './words.ts';
import { chooseOpening, finishOpening } from './game.ts';
import { resume } from './saves.ts';
import { IDLE } from './jobs.ts';

/** The New game form and the setup of the game being played. */
export interface SetupSlice {
  /** The setup of the game being played. */
  readonly setup: PlaySetup;
  /** The setup form, as the reader edits it. */
  readonly draft: PlaySetup;
  /**
   * Whether the New game form is open: opened and closed by the reader (its summary), closed when
   * a game begins or is loaded, opened when the page has no game to show. Apart from the phase, so
   * that a game begun from the form the reader opened closes it, and a link that cannot be opened
   * leaves it closed, as the page drew it before its script ran (no layout shift).
   */
  readonly setupOpen: boolean;
  /**
   * The New game form's own position, as the reader writes it in position notation: the game
   * starts there, with no opening, when it is not empty (and `startProblem` says why it cannot).
   */
  readonly draftStart: string;
  readonly startProblem: string | null;
}

export function setupDefaults(): SetupSlice {
  return {
    setup: DEFAULT_SETUP,
    draft: DEFAULT_SETUP,
    setupOpen: true,
    draftStart: '',
    startProblem: null,
  };
}

export type SetupAction =
  | { readonly type: 'setup-changed'; readonly change: Partial<PlaySetup> }
  | { readonly type: 'option-changed'; readonly key: string; readonly value: string }
  | { readonly type: 'new-game' }
  /** The reader opened or closed the New game form (its summary). */
  | { readonly type: 'setup-toggled'; readonly open: boolean }
  /** The form's position edited; `null` takes the position on the board. */
  | { readonly type: 'start-edited'; readonly text: string | null }
  | { readonly type: 'opening-clockwise'; readonly clockwise: boolean }
  | { readonly type: 'opening-chosen'; readonly hole: number };

/** Every action of the slice, by type (the compiler checks the list is whole): `reduce` hands these to `stepSetup`. */
export const SETUP_ACTIONS: Readonly<Record<SetupAction['type'], true>> = {
  'setup-changed': true,
  'option-changed': true,
  'new-game': true,
  'setup-toggled': true,
  'start-edited': true,
  'opening-clockwise': true,
  'opening-chosen': true,
};

/**
 * A game from the reader's own position (the form's `draftStart`): the main phase from there, no
 * opening, on the position's own width; or why it cannot be, said beside the field.
 */
function beginFromPosition(s: PlayState, text: string): PlayState {
  const pos = parsePosition(text);
  if (!pos.ok) return { ...s, startProblem: `That position cannot be read: ${pos.error.message}.` };
  const width = widthRefusal(s.draft.rules, pos.value.cols);
  if (width !== null) return { ...s, startProblem: `That position cannot be played: ${width}.` };
  const saved: SavedGame = { setup: { ...s.draft, cols: pos.value.cols }, opening: null, start: formatPosition(pos.value), moves: [] };
  const g = restore(saved);
  if (!g.ok) return { ...s, startProblem: `That position cannot be played: ${g.error}.` };
  const out = resume({ ...s, computer: IDLE, message: null, notice: null, startProblem: null, analysis: null, hint: null }, saved, g.value, null, null);
  return { ...out, announce: `A game from your position. ${statusText(out)}` };
}

function beginGame(s: PlayState): PlayState {
  const setup = s.draft;
  const cleared: PlayState = { ...s, computer: { ...s.computer, thinking: null, chosen: null } };
  const r = rulesetOf(setup);
  if (!r.ok) return { ...cleared, message: `Those options cannot be used: ${r.error}.` };
  if (s.draftStart.trim() !== '') return beginFromPosition(cleared, s.draftStart);
  const fresh: PlayState = {
    ...cleared, setup, labels: ownLetters(s, setup), game: null, opening: null, animation: null, lastFrames: null, computer: IDLE,
    pendingStarts: null, decision: null, message: null, slot: null, link: null, notice: null, setupOpen: false,
  };
  // Murray's arrays and Ludii's first turns (LU-open) need no choice before the game.
  if (r.value.opening.kind !== 'simultaneous') return finishOpening(fresh, {});
  const choices: Partial<Record<Player, OpeningChoice>> = {};
  if (setup.opponent === 'computer') choices[opponent(setup.human)] = computerOpening(r.value, setup.cols, opponent(setup.human));
  const chooser: Player = setup.opponent === 'computer' ? setup.human : 'A';
  return {
    ...fresh,
    phase: { kind: 'opening', choices, chooser, clockwise: false },
    announce: `${setup.opponent === 'computer' ? 'Choose' : 'Player A, choose'} the back-row hole to open from.`,
  };
}

function changeOption(draft: PlaySetup, key: string, value: string): PlaySetup {
  const specs = optionsFor(draft.rules);
  const option = specs.find((o) => o.key === key);
  return option ? { ...draft, options: withReading(draft.options, specs, option, value) } : draft;
}

/** The setup slice's transitions: the form, and the game it begins (its opening). */
export function stepSetup(s: PlayState, a: SetupAction): PlayState {
  switch (a.type) {
    case 'setup-changed': {
      // A new code starts from its own defaults: no options, Driberg's board of 8.
      const base = a.change.rules !== undefined ? { ...s.draft, rules: a.change.rules, options: [], cols: 8 } : s.draft;
      return { ...s, draft: { ...base, ...a.change } };
    }
    case 'option-changed': return { ...s, draft: changeOption(s.draft, a.key, a.value) };
    case 'new-game': return beginGame(s);
    case 'setup-toggled': return s.setupOpen === a.open ? s : { ...s, setupOpen: a.open };
    case 'start-edited': return { ...s, draftStart: a.text ?? (s.game ? formatPosition(positionOf(s)) : ''), startProblem: null };
    case 'opening-clockwise': return s.phase.kind === 'opening' ? { ...s, phase: { ...s.phase, clockwise: a.clockwise } } : s;
    case 'opening-chosen': return chooseOpening(s, a.hole);
  }
}
