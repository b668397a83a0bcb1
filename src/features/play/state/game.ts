/**
 * The game slice of /play/'s state: the game on the board, its opening (the reader's and the
 * computer's holes, AMB-16) and a move under way. A hole clicked is tried with its decisions
 * (attemptMove); a move played is appended to the game once, with its trace for the animation
 * (appendMove), never played again from its notation.
 */
import {
  appendMove, currentPosition, err, inOpening, newGame, ok, openingPairRefusal, openingStartHoles, OPTIONS, opponent, parseMove,
  playMove, redo, undo, type DecisionToken, type Game, type Move, type MoveResult, type Player, type Result, type Ruleset,
  type Start,
} from '../../../engine/index.ts';
import { plural } from '../../../components/captions.ts';
import { playsCaption, spokenMove } from '../../../components/move-words.ts';
import { readingsInWords } from '../../../components/readings.ts';
import { holeName, holeOfIndex, labelsFor } from '../../../components/holes.ts';
import { buildFrames, framesOfMove, MAX_SHOWN_STEPS } from '../../../components/frames.ts';
import { attemptMove, whyNotStart, type MoveAttempt, type StartChoice } from '../../../components/move-choice.ts';
import { endOfGame, isComputerTurn, playOpening, type OpeningChoice } from '../play.ts';
import type { PlayState } from './tree.ts';
import { rulesOf, positionOf, humanToMove, startsOf } from './query.ts';
import { standing, withStatus, statusText, computerWinText } from './words.ts';

export type Phase =
  | { readonly kind: 'setup' }
  | { readonly kind: 'opening'; readonly choices: Partial<Record<Player, OpeningChoice>>; readonly chooser: Player; readonly clockwise: boolean }
  | { readonly kind: 'main' };

/** A choice inside the reader's move, and the answer whose outcome the board shows (focused or hovered), if any. */
export type Decision = Extract<MoveAttempt, { kind: 'decide' }> & { readonly shown?: DecisionToken };

/** The game on the board: its phase, its moves, and a move under way (a start to choose, a decision to answer). */
export interface GameSlice {
  readonly phase: Phase;
  readonly game: Game | null;
  /** The opening's summary line, or null if the game was set up from a position. */
  readonly opening: string | null;
  /** A hole that starts a move in several ways, and those ways. */
  readonly pendingStarts: { readonly hole: number; readonly choices: readonly StartChoice[] } | null;
  /** A move waiting for the reader's answer to a decision inside it. */
  readonly decision: Decision | null;
  /**
   * A move of the list shown on the board (its entry focused or pointed at): its place in the
   * game's moves, and how many moves the game had then, so that a move played since drops it.
   */
  readonly previewed: { readonly index: number; readonly plies: number } | null;
}

export function gameDefaults(): GameSlice {
  return {
    phase: { kind: 'setup' },
    game: null,
    opening: null,
    pendingStarts: null,
    decision: null,
    previewed: null,
  };
}

export type GameAction =
  /** A hole chosen on the board (whole-board index): an opening hole, or the start of a move. */
  | { readonly type: 'hole-chosen'; readonly index: number }
  | { readonly type: 'start-chosen'; readonly start: Start }
  | { readonly type: 'starts-cancelled' }
  | { readonly type: 'decision-answered'; readonly token: DecisionToken }
  | { readonly type: 'decision-cancelled' }
  /** An answer's outcome shown on the board before it is picked (its button focused or hovered), or none. */
  | { readonly type: 'decision-previewed'; readonly token: DecisionToken | null }
  /** A move of the game's list shown on the board (its entry focused or pointed at), or none. */
  | { readonly type: 'move-previewed'; readonly index: number | null }
  /** A whole move in notation, by the reader or the computer (the computer's answer is applied through it once the board is still). */
  | { readonly type: 'move-applied'; readonly notation: string; readonly by: 'human' | 'computer' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  /** Every move taken back to the game's start, or played again to the last one undone (a line opened from a link may step from either end). */
  | { readonly type: 'undo-all' }
  | { readonly type: 'redo-all' };

/** Every action of the slice, by type (the compiler checks the list is whole): `reduce` hands these to `stepGame`. */
export const GAME_ACTIONS: Readonly<Record<GameAction['type'], true>> = {
  'hole-chosen': true,
  'start-chosen': true,
  'starts-cancelled': true,
  'decision-answered': true,
  'decision-cancelled': true,
  'decision-previewed': true,
  'move-previewed': true,
  'move-applied': true,
  'undo': true,
  'redo': true,
  'undo-all': true,
  'redo-all': true,
};

export function chooseOpening(s: PlayState, hole: number): PlayState {
  const { phase } = s;
  const rules = rulesOf(s);
  if (phase.kind !== 'opening' || !rules.ok || !openingStartHoles(rules.value, s.setup.cols).includes(hole)) return s;
  const choices = { ...phase.choices, [phase.chooser]: { hole, clockwise: phase.clockwise } };
  if (s.setup.opponent === 'human' && phase.chooser === 'A') {
    return { ...s, phase: { kind: 'opening', choices, chooser: 'B', clockwise: false }, announce: 'Player B, choose the back-row hole to open from.' };
  }
  return finishOpening(s, choices);
}

export function finishOpening(s: PlayState, given: Partial<Record<Player, OpeningChoice>>): PlayState {
  const r = rulesOf(s);
  if (!r.ok) return s;
  // AMB-16: where the reading has both players open from one column, the computer, which chose
  // without seeing the reader's hole, takes the reader's column.
  let choices = given;
  const { human, opponent: against, cols } = s.setup;
  const mine = choices[human];
  const its = choices[opponent(human)];
  if (against === 'computer' && mine && its) {
    const start = human === 'A' ? { A: mine.hole, B: its.hole } : { A: its.hole, B: mine.hole };
    if (openingPairRefusal(r.value, start, cols) !== null) choices = { ...choices, [opponent(human)]: { ...its, hole: mine.hole } };
  }
  const o = playOpening(r.value, s.setup.cols, choices);
  if (!o.ok) return { ...s, message: `That opening cannot be played: ${readingsInWords(o.error, OPTIONS)}.` };
  const frames = buildFrames(o.value.before, o.value.events.map((e) => e.event), 'The opening.');
  return {
    ...s,
    game: newGame(r.value, o.value.position, s.setup.options),
    opening: o.value.summary,
    phase: { kind: 'main' },
    lastFrames: { frames, title: 'The opening' },
    animation: { frames, index: 0, title: 'The opening' },
    announce: `The opening: ${o.value.summary}.`,
  };
}

/**
 * The move played once, with the trace its animation needs, appended to the game as it is
 * (appendMove), never turned into notation and played again: the reader's comes traced from the
 * board (attemptMove, `traced`); the computer's is its notation, played here with its trace.
 * Refused, the engine's own words (a notation error, an illegal move, a choice left open).
 */
function playOnce(rules: Ruleset, game: Game, notation: string, traced?: MoveResult): Result<{ game: Game; shown: MoveResult }, string> {
  const before = currentPosition(game);
  let shown = traced ?? null;
  if (!shown) {
    const m = parseMove(notation, before.cols);
    const a = m.ok ? attemptMove(rules, before, m.value, inOpening(game)) : null;
    if (a?.kind === 'complete') shown = a.result;
  }
  if (!shown) {
    // Only on the way to a refusal: the game's own check says why, as it would for a record's move.
    const r = playMove(game, notation);
    return err(r.ok ? 'its steps could not be traced' : r.error.message);
  }
  const g = appendMove(game, shown, before);
  return g.ok ? ok({ game: g.value, shown }) : err(g.error.message);
}

/** Play a move into the game; `traced` is the same move already played with its trace, if the caller has it. */
export function applyMove(s: PlayState, notation: string, by: 'human' | 'computer', traced?: MoveResult): PlayState {
  const rules = rulesOf(s);
  if (!s.game || !rules.ok) return s;
  const before = currentPosition(s.game);
  const played = playOnce(rules.value, s.game, notation, traced);
  if (!played.ok) return { ...s, message: `${by === 'computer' ? 'The computer chose' : 'You chose'} ${notation}, which cannot be played: ${readingsInWords(played.error, OPTIONS)}. The game is unchanged.` };
  const { game, shown } = played.value;
  const m = game.played[game.played.length - 1]!;
  const who = by === 'computer' ? `The computer (${before.toMove})` : s.setup.opponent === 'computer' ? `You (${before.toMove})` : before.toMove;
  const next = endOfGame(game);
  let out: PlayState = {
    ...s,
    game: game,
    pendingStarts: null,
    decision: null,
    message: null,
    announce: `${who} played ${spokenMove(m.notation, before.cols)}: ${plural(m.laps, 'lap')}, ${plural(m.captured, 'marble')} taken. ${standing(game, s.setup, next)}`,
  };
  // The computer's proved win is said with its move, as it is shown under the board.
  const solved = by === 'computer' && !next.over && s.computer.stats?.solved?.value === 'win' ? s.computer.stats.solved : null;
  if (solved) out = { ...out, announce: `${out.announce} ${computerWinText(solved)}` };
  // The move is shown drop by drop: the end is announced after its last drop (animationDone).
  if (next.over) out = { ...out, announce: `${who} played ${spokenMove(m.notation, before.cols)}: ${plural(m.laps, 'lap')}, ${plural(m.captured, 'marble')} taken.` };
  // A move longer than the steps a widget shows (MAX_SHOWN_STEPS) played on to its end: its last frame says so.
  const frames = framesOfMove(before, shown, playsCaption(who, shown.notation, before.cols));
  const title = `${who} played ${shown.notation}${shown.traceCut ? ` (its first ${MAX_SHOWN_STEPS.toLocaleString('en')} steps are shown)` : ''}`;
  return { ...out, lastFrames: { frames, title }, animation: { frames, index: 0, title } };
}

/** Try a start with the decisions chosen so far: play it, ask the next question, or say why not. */
function tryMove(s: PlayState, move: Move): PlayState {
  const rules = rulesOf(s);
  if (!rules.ok || !s.game) return s;
  const pos = positionOf(s);
  const a = attemptMove(rules.value, pos, move, inOpening(s.game), labelsFor(pos.cols, s.labels));
  if (a.kind === 'complete') return applyMove(s, a.result.notation, 'human', a.result);
  if (a.kind === 'decide') return { ...s, decision: a, announce: a.prompt };
  return { ...s, message: `That move cannot be played: ${readingsInWords(a.message, OPTIONS)}. Choose another.` };
}

function chooseHole(s: PlayState, index: number): PlayState {
  const { phase } = s;
  if (phase.kind === 'opening') {
    const cols = s.setup.cols;
    const player: Player = index < 2 * cols ? 'A' : 'B';
    return player === phase.chooser && !s.animation ? chooseOpening(s, index % (2 * cols)) : s;
  }
  const choices = startsOf(s).get(index);
  if (!choices) return whyNotFrom(s, index);
  const cleared: PlayState = { ...s, decision: null, message: null };
  if (choices.length === 1) return tryMove({ ...cleared, pendingStarts: null }, { start: choices[0]!.start, decisions: [] });
  return {
    ...cleared,
    pendingStarts: { hole: index, choices },
    announce: `${choices.length} ways to start from this hole: ${choices.map((c) => c.label).join('; ')}.`,
  };
}

/**
 * A hole the reader may not move from was clicked: say why, in the rules' words and with the
 * clause (the engine's refusal), and which holes may move.
 */
function whyNotFrom(s: PlayState, index: number): PlayState {
  const rules = rulesOf(s);
  if (!humanToMove(s) || s.decision || s.pendingStarts || !rules.ok || !s.game) return s;
  const pos = positionOf(s);
  const labels = labelsFor(pos.cols, s.labels);
  const may = [...startsOf(s).keys()].map((i) => holeName(holeOfIndex(i, pos.cols), pos.cols, labels));
  return { ...s, message: `${whyNotStart(rules.value, pos, index, labels, inOpening(s.game))}. ${pos.toMove} may move from ${may.join(', ')}.` };
}

function takeBack(s: PlayState, kind: 'undo' | 'redo', all = false): PlayState {
  if (!s.game) return s;
  const step = kind === 'undo' ? undo : redo;
  let g = step(s.game);
  // All the way; else, against the computer, back (or forward) to the reader's own turn.
  let guard = 0;
  while (all || (s.setup.opponent === 'computer' && isComputerTurn(s.setup, currentPosition(g).toMove) && guard++ < 2)) {
    const h = step(g);
    if (h === g) break;
    g = h;
  }
  if (g === s.game) return s;
  // The moves stepped over, named, then where the game stands (its end, when the last move ends it).
  const stepped = kind === 'undo' ? s.game.played.slice(g.played.length) : g.played.slice(s.game.played.length);
  const out: PlayState = {
    ...s,
    game: g,
    // Its last search was of a position no longer on the board.
    computer: { thinking: null, chosen: null, stats: null },
    animation: null,
    pendingStarts: null,
    decision: null,
    lastFrames: null,
  };
  // One or two moves by name; more (To start, To end: a line of hundreds) by their count, first and
  // last, each named apart ("b5 to f4" read as one move from b5 to f4). Redone, not "played again":
  // a link's line is redone without ever having been played here.
  const cols = currentPosition(g).cols;
  const names = stepped.length > 2
    ? `${plural(stepped.length, 'move')}, the first ${spokenMove(stepped[0]!.notation, cols)}, the last ${spokenMove(stepped[stepped.length - 1]!.notation, cols)}`
    : stepped.map((m) => spokenMove(m.notation, cols)).join(' and ');
  return { ...out, announce: `${kind === 'undo' ? 'Taken back' : 'Redone'}: ${names}. ${plural(g.played.length, 'move')} on the board. ${statusText(out)}` };
}

/** The game slice's transitions: the reader's moves, chosen hole by hole, and stepping through the game. */
export function stepGame(s: PlayState, a: GameAction): PlayState {
  switch (a.type) {
    case 'hole-chosen': return chooseHole(s, a.index);
    case 'start-chosen': return humanToMove(s) ? tryMove({ ...s, pendingStarts: null }, { start: a.start, decisions: [] }) : s;
    // Said, as the question was: the live region otherwise still holds it.
    case 'starts-cancelled': return s.pendingStarts ? withStatus({ ...s, pendingStarts: null }, 'No start chosen.') : s;
    case 'decision-answered': {
      const d = s.decision;
      if (!d || !d.options.some((o) => o.token === a.token)) return s;
      return tryMove(s, { start: d.move.start, decisions: [...d.move.decisions, a.token] });
    }
    case 'decision-cancelled': return s.decision ? withStatus({ ...s, decision: null }, 'Move cancelled: the board is as it was before it.') : s;
    case 'decision-previewed': {
      const d = s.decision;
      if (!d || (a.token !== null && !d.options.some((o) => o.token === a.token))) return s;
      return { ...s, decision: { ...d, shown: a.token ?? undefined } };
    }
    case 'move-previewed': {
      const plies = s.game?.played.length ?? 0;
      if (a.index === null || a.index < 0 || a.index >= plies) return s.previewed ? { ...s, previewed: null } : s;
      return { ...s, previewed: { index: a.index, plies } };
    }
    case 'move-applied': return applyMove(s, a.notation, a.by);
    case 'undo': return takeBack(s, 'undo');
    case 'redo': return takeBack(s, 'redo');
    case 'undo-all': return takeBack(s, 'undo', true);
    case 'redo-all': return takeBack(s, 'redo', true);
  }
}
