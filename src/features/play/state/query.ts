/**
 * What the play page's state implies (pure; cached on the immutable objects they read): the
 * rules, the position, the end, who may move, which holes start a move, what may be undone.
 */
import {
  currentPosition, inOpening, startPosition, type DecisionToken, type Game, type GameEnd, type MoveResult, type Position,
  type Result, type Ruleset,
} from '../../../engine/index.ts';
import { labelsFor, type Labels } from '../../../components/holes.ts';
import { moveStartHole, startsByHole, type StartChoice } from '../../../components/move-choice.ts';
import { endOfGame, isComputerTurn, recordText, rulesetOf, savedOf, titleOf, type PlaySetup, type SavedGame } from '../play.ts';
import { RULESET_LETTERING } from '../../../data/clauses.ts';
import type { PlayState, Action } from './tree.ts';
import type { Decision } from './game.ts';

const rulesCache = new WeakMap<PlaySetup, Result<Ruleset, string>>();
export function rulesOf(s: PlayState): Result<Ruleset, string> {
  let r = rulesCache.get(s.setup);
  if (!r) rulesCache.set(s.setup, (r = rulesetOf(s.setup)));
  return r;
}

export function positionOf(s: PlayState): Position {
  return s.game ? currentPosition(s.game) : startPosition(s.setup.cols);
}

export function endOf(s: PlayState): GameEnd {
  if (!s.game || !rulesOf(s).ok) return { over: false };
  return endOfGame(s.game);
}

/** Whether the reader may start a move now. */
export function humanToMove(s: PlayState): boolean {
  return s.phase.kind === 'main' && !!s.game && !endOf(s).over && !isComputerTurn(s.setup, positionOf(s).toMove) && !s.animation;
}

const startsCache = new WeakMap<Game, Map<Labels, Map<number, StartChoice[]>>>();
/** The starts the reader may choose, by whole-board hole index (none when it is not the reader's turn). */
export function startsOf(s: PlayState): ReadonlyMap<number, readonly StartChoice[]> {
  const rules = rulesOf(s);
  if (!humanToMove(s) || !rules.ok || !s.game) return new Map();
  const pos = positionOf(s);
  const labels = labelsFor(pos.cols, s.labels);
  let byLabels = startsCache.get(s.game);
  if (!byLabels) startsCache.set(s.game, (byLabels = new Map()));
  let m = byLabels.get(labels);
  if (!m) byLabels.set(labels, (m = startsByHole(rules.value, pos, inOpening(s.game), labels)));
  return m;
}

/** The game as it is saved (address, local storage, record), or null before a game. */
export function savedGameOf(s: PlayState): SavedGame | null {
  return s.game ? savedOf(s.setup, s.opening, s.game) : null;
}

/** What the saved-games list shows of the game on the board. */
export function saveSummaryOf(s: PlayState): { readonly title: string; readonly moves: number; readonly finished: boolean } | null {
  return s.game ? { title: titleOf(s.setup), moves: s.game.played.length, finished: endOf(s).over } : null;
}

/** The record of the game on the board as it is saved, or null before a game. */
export function currentRecord(s: PlayState): string | null {
  const saved = savedGameOf(s);
  return saved ? recordText(saved) : null;
}

/** An answer's label at a decision, without the notation's token ("Take the clockwise chance"). */
export function decisionLabel(d: Decision, token: DecisionToken): string {
  const label = d.options.find((o) => o.token === token)?.label ?? token;
  return label.replace(/ \(.*\)$/, '');
}

/** Whether Undo and To start may act: a move of the main phase to take back (the opening's turns are not taken back). */
export function canUndo(s: PlayState): boolean {
  return !!s.game && s.game.played.length > 0 && s.phase.kind === 'main';
}

/** Whether Redo and To end may act: a move taken back and not played again. */
export function canRedo(s: PlayState): boolean {
  return !!s.game && s.game.undone.length > 0 && s.phase.kind === 'main';
}

/**
 * A step through the game, as the game controls' buttons and keys ask it (the steppers' keys,
 * `keyCommand`: ← → one step, Home and End the ends): ← Undo, → Redo, Home To start, End To end.
 * Null where the step cannot act (its button is unavailable).
 */
export function stepThroughGame(to: 'first' | 'prev' | 'next' | 'last', s: PlayState): Action | null {
  const back = to === 'first' || to === 'prev';
  if (back ? !canUndo(s) : !canRedo(s)) return null;
  return { type: to === 'first' ? 'undo-all' : to === 'prev' ? 'undo' : to === 'next' ? 'redo' : 'redo-all' };
}

/** Whether the Hint button may be pressed: the reader (either reader, between friends) is to move and the board is still. */
export function canHint(s: PlayState): boolean {
  return humanToMove(s) && !s.decision && !s.pendingStarts && !inOpening(s.game!);
}

/** The whole-board hole a hint's move starts from, to ring on the board, or null. */
export function hintHole(s: PlayState): number | null {
  const h = s.hint;
  if (!h || h.notation === null) return null;
  return moveStartHole(positionOf(s), h.notation)?.index ?? null;
}

/** Whether the game on the board may be analysed: it is over, and has moves. */
export function canAnalyse(s: PlayState): boolean {
  return s.phase.kind === 'main' && !!s.game && s.game.played.length > 0 && endOf(s).over && !s.animation;
}

/**
 * The move of the list shown on the board, if any: only while the game has the moves it had when
 * the entry was focused or pointed at (a move, an undo or a new game puts the board back).
 */
export function previewedMove(s: PlayState): { readonly index: number; readonly move: MoveResult } | null {
  const p = s.previewed;
  const played = s.game?.played ?? [];
  if (!p || p.plies !== played.length || p.index >= played.length) return null;
  return { index: p.index, move: played[p.index]! };
}

/**
 * A game's board is named in its code's own letters (Murray's for Ikibuguzo, Driberg's for the
 * others), unless the reader chose the column names.
 */
export function ownLetters(s: PlayState, setup: PlaySetup): Labels {
  return s.labels === 'coords' ? 'coords' : RULESET_LETTERING[setup.rules];
}
