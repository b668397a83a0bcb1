/**
 * The play page's state machine (/play/): one state tree, its defaults, every action the page
 * can take, and `reduce`, a pure function from a state and an action to the next state.
 *
 * Nothing here has a side effect: the worker, the timers, local storage, the address and the
 * clipboard live in the view and its hooks (hooks.ts), which read this state and dispatch
 * actions. The rules are the engine's, reached through play.ts.
 */
import {
  appendMove, currentPosition, err, formatPosition, formatRecord, inOpening, newGame, openingPairRefusal, openingStartHoles, OPTIONS, optionsFor,
  ok, opponent, parseMove, parsePosition, playMove, redo, startPosition, undo, type DecisionToken, type Game, type GameEnd, type Move,
  type MoveResult, type Player, type Position, type Result, type Ruleset, type Start,
} from '../../engine/index.ts';
import type { AiLevelId, SearchStats } from '../../computer/search.ts';
import { plural } from '../../components/captions.ts';
import { playsCaption, spokenMove } from '../../components/move-words.ts';
import { readingsInWords, withReading } from '../../components/readings.ts';
import { holeName, holeOfIndex, labelsFor, type Labels } from '../../components/holes.ts';
import { buildFrames, framesOfMove, MAX_SHOWN_STEPS, type Frame } from '../../components/frames.ts';
import { attemptMove, moveStartHole, startsByHole, whyNotStart, type MoveAttempt, type StartChoice } from '../../components/move-choice.ts';
import {
  computerOpening, DEFAULT_SETUP, endOfGame, hasReplay, isComputerTurn, parseSavedRecord, playOpening, readNewGameQuery, readSavedQuery,
  recordText, restore, rulesetOf, savedOf, savedQuery, setupOfLink, titleOf, widthRefusal, type OpeningChoice, type PlaySetup, type SavedGame,
} from './play.ts';
import type { SaveEntry } from './saves.ts';
import { RULESET_LETTERING } from '../../data/clauses.ts';
import { analysisDone, analysisRequest, analysisSummary, reviewMoves, reviewWords, startAnalysis, withEvaluation, type Analysis, type AnalysisView } from './analysis.ts';

/**
 * A hint: the move the computer would play for the reader, at `HINT_LEVEL`, asked with the Hint
 * button. It belongs to one position: `settle` drops it as soon as the game is anywhere else.
 */
export interface Hint {
  /** The position it was asked in (position notation), and the moves played by then. */
  readonly at: string;
  readonly plies: number;
  /** The request in the worker, or null before it is sent and after the answer. */
  readonly thinking: number | null;
  readonly notation: string | null;
  readonly stats: SearchStats | null;
  /** Why no hint came, or null. */
  readonly failed: string | null;
}

/** The level a hint is searched at: the default strength, which plays a win the solver proves. */
export const HINT_LEVEL: AiLevelId = 'steady';

export type Phase =
  | { readonly kind: 'setup' }
  | { readonly kind: 'opening'; readonly choices: Partial<Record<Player, OpeningChoice>>; readonly chooser: Player; readonly clockwise: boolean }
  | { readonly kind: 'main' };

/** Frames of a move or an opening, with the title the page gives them. */
export interface Shown {
  readonly frames: readonly Frame[];
  readonly title: string;
}

/** A move being shown drop by drop: its frames and the one on the board. */
export interface Animation extends Shown {
  readonly index: number;
}

export const SPEEDS = [
  { id: 'slow', label: 'Slow', perSecond: 3 },
  { id: 'normal', label: 'Normal', perSecond: 10 },
  { id: 'fast', label: 'Fast', perSecond: 40 },
  { id: 'off', label: 'No animation', perSecond: 0 },
] as const;
export type SpeedId = (typeof SPEEDS)[number]['id'];

/** A choice inside the reader's move, and the answer whose outcome the board shows (focused or hovered), if any. */
export type Decision = Extract<MoveAttempt, { kind: 'decide' }> & { readonly shown?: DecisionToken };

export interface ComputerState {
  /** The id of the request the worker is thinking about, or null. */
  readonly thinking: number | null;
  /** Its answer, waiting for the board to be still; `at` is the position it thought about. */
  readonly chosen: { readonly at: string; readonly notation: string } | null;
  /** Its last search, for the summary under the board. */
  readonly stats: SearchStats | null;
}

/**
 * Where the game on the board is kept in the saved-games list: its id, the revision this tab last
 * read or wrote, and the record of that revision. Null for a game not saved yet (a new game, an
 * imported record, a shared link's game): the hooks give it an id when they first write it.
 */
export interface Slot {
  readonly id: string;
  readonly rev: number;
  readonly record: string;
}

/** Everything the page shows and remembers. */
export interface PlayState {
  /** False until the island has loaded in the browser (the page's first paint is the static board). */
  readonly hydrated: boolean;
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
  readonly phase: Phase;
  readonly game: Game | null;
  /** The opening's summary line, or null if the game was set up from a position. */
  readonly opening: string | null;
  readonly animation: Animation | null;
  /** The last move's (or the opening's) steps, listed under the board. */
  readonly lastFrames: Shown | null;
  readonly speed: SpeedId;
  readonly labels: Labels;
  /** A hole that starts a move in several ways, and those ways. */
  readonly pendingStarts: { readonly hole: number; readonly choices: readonly StartChoice[] } | null;
  /** A move waiting for the reader's answer to a decision inside it. */
  readonly decision: Decision | null;
  readonly computer: ComputerState;
  /** The reader's hint, for the position it was asked in (a move or an undo drops it), or null. */
  readonly hint: Hint | null;
  /**
   * A move of the list shown on the board (its entry focused or pointed at): its place in the
   * game's moves, and how many moves the game had then, so that a move played since drops it.
   */
  readonly previewed: { readonly index: number; readonly plies: number } | null;
  /** The computer's analysis of the finished game on the board (analysis.ts), while it is open. */
  readonly analysis: Analysis | null;
  /** A problem to show (role=alert), or null. */
  readonly message: string | null;
  /** The live region's text. */
  readonly announce: string;
  /** The record in the paste box. */
  readonly pasted: string;
  /**
   * The New game form's own position, as the reader writes it in position notation: the game
   * starts there, with no opening, when it is not empty (and `startProblem` says why it cannot).
   */
  readonly draftStart: string;
  readonly startProblem: string | null;
  /** The Copy button's answer. */
  readonly copied: string;
  /** The game's place in the saved-games list (saves.ts), or null until it is first saved. */
  readonly slot: Slot | null;
  /**
   * The address query of the link the game on the board was opened from (savedQuery, without
   * "?"), kept with it in the list while it holds nothing more (saves.ts, withinLink), or null.
   */
  readonly link: string | null;
  /** The saved games, as last read from or written to local storage (most recent first). */
  readonly saves: readonly SaveEntry[];
  /** News about the saved games that is not a problem (a link's game added, another tab's change), or null. */
  readonly notice: string | null;
}

export function defaults(): PlayState {
  return {
    hydrated: false,
    setup: DEFAULT_SETUP,
    draft: DEFAULT_SETUP,
    setupOpen: true,
    phase: { kind: 'setup' },
    game: null,
    opening: null,
    animation: null,
    lastFrames: null,
    speed: 'normal',
    labels: 'driberg',
    pendingStarts: null,
    decision: null,
    computer: { thinking: null, chosen: null, stats: null },
    hint: null,
    previewed: null,
    analysis: null,
    message: null,
    announce: '',
    pasted: '',
    draftStart: '',
    startProblem: null,
    copied: '',
    slot: null,
    link: null,
    saves: [],
    notice: null,
  };
}

export type Action =
  /**
   * The island has loaded: the address's query, the saved games (local storage, the old single
   * game already migrated), the game this tab was playing before a reload (session storage), the
   * motion preference.
   */
  | { readonly type: 'loaded'; readonly query: string; readonly saves: readonly SaveEntry[]; readonly tabGame: string | null; readonly reducedMotion: boolean }
  /** The game was written to the list as `id` at revision `rev`; `saves` is the list as written. */
  | { readonly type: 'saved'; readonly id: string; readonly rev: number; readonly record: string; readonly saves: readonly SaveEntry[] }
  /** Another tab wrote the list (a storage event). */
  | { readonly type: 'saves-changed'; readonly saves: readonly SaveEntry[] }
  /** A write found a newer revision of this game, written by another tab since this one read it. */
  | { readonly type: 'save-conflict'; readonly stored: SaveEntry }
  | { readonly type: 'save-resumed'; readonly id: string }
  /** A game was deleted from the list (already written); `saves` is the list without it. */
  | { readonly type: 'save-deleted'; readonly id: string; readonly saves: readonly SaveEntry[] }
  | { readonly type: 'notice-dismissed' }
  | { readonly type: 'setup-changed'; readonly change: Partial<PlaySetup> }
  | { readonly type: 'option-changed'; readonly key: string; readonly value: string }
  | { readonly type: 'new-game' }
  /** The reader opened or closed the New game form (its summary). */
  | { readonly type: 'setup-toggled'; readonly open: boolean }
  /** The form's position edited; `null` takes the position on the board. */
  | { readonly type: 'start-edited'; readonly text: string | null }
  | { readonly type: 'opening-clockwise'; readonly clockwise: boolean }
  | { readonly type: 'opening-chosen'; readonly hole: number }
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
  | { readonly type: 'computer-thinking'; readonly id: number }
  | { readonly type: 'computer-answered'; readonly id: number; readonly at: string; readonly notation: string; readonly stats: SearchStats }
  | { readonly type: 'computer-failed'; readonly id: number; readonly message: string }
  /** The Hint button; then the hint's request in the worker, its answer or its failure. */
  | { readonly type: 'hint-asked' }
  | { readonly type: 'hint-thinking'; readonly id: number }
  | { readonly type: 'hint-answered'; readonly id: number; readonly notation: string; readonly stats: SearchStats }
  | { readonly type: 'hint-failed'; readonly id: number; readonly message: string }
  /** The analysis of a finished game: asked for, each position's request and answer, stopped, closed, stepped through. */
  | { readonly type: 'analysis-asked' }
  | { readonly type: 'analysis-thinking'; readonly id: number }
  | { readonly type: 'analysis-answered'; readonly id: number; readonly notation: string; readonly stats: SearchStats }
  | { readonly type: 'analysis-failed'; readonly id: number; readonly message: string }
  | { readonly type: 'analysis-stopped' }
  | { readonly type: 'analysis-closed' }
  | { readonly type: 'analysis-step'; readonly index: number }
  | { readonly type: 'analysis-view'; readonly view: AnalysisView }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  /** Every move taken back to the game's start, or played again to the last one undone (a line opened from a link may step from either end). */
  | { readonly type: 'undo-all' }
  | { readonly type: 'redo-all' }
  | { readonly type: 'animation-step' }
  | { readonly type: 'animation-skip' }
  | { readonly type: 'speed-changed'; readonly speed: SpeedId }
  | { readonly type: 'labels-changed'; readonly labels: Labels }
  | { readonly type: 'paste-edited'; readonly text: string }
  | { readonly type: 'record-pasted'; readonly text: string }
  | { readonly type: 'copied'; readonly text: string }
  | { readonly type: 'problem'; readonly message: string }
  | { readonly type: 'message-dismissed' };

export type Dispatch = (action: Action) => void;

// ---------------------------------------------------------------------------------------------
// What the state implies (pure; cached on the immutable objects they read)

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

/** What the worker should be asked for a hint, once one is asked and not yet sent. */
export function hintRequest(s: PlayState): { readonly record: string; readonly level: AiLevelId; readonly at: string } | null {
  const h = s.hint;
  if (!h || h.thinking !== null || h.notation !== null || h.failed !== null || !s.game) return null;
  return { record: formatRecord(s.game), level: HINT_LEVEL, at: h.at };
}

/** A proved win's length: every move of its line, both sides', and how many of them are the winner's (the first and the last are). */
function winLength(line: number, whose: string): string {
  return line === 1 ? '1 move' : `${plural(line, 'move')}, ${Math.ceil(line / 2)} of them ${whose}`;
}

/**
 * A proved loss's move, the first of the longest resistance the solver found, named `move` ("this
 * one" in a hint, "its move" under the computer's): "of the lines the solver found, this one holds
 * out longest (9 moves to the end)".
 */
export function holdsOutWords(line: number, move = 'this one'): string {
  return `of the lines the solver found, ${move} holds out longest (${plural(line, 'move')} to the end)`;
}

/** The computer's proved win, as it plays the first move of it (ComputerStats shows it from the move's start, the live region says it at its end): "plays", true at both. */
export function computerWinText(solved: NonNullable<SearchStats['solved']>): string {
  return solved.shortest
    ? `Solved: the computer wins by force in ${winLength(solved.line, 'its own')}, the fewest against the best defence, and plays ${solved.line === 1 ? 'it' : 'the first of them'}.`
    : `Solved: the computer has a forced win and plays its first move. The line it found ends the game in ${winLength(solved.line, 'its own')}, against the longest resistance it saw; a shorter win may exist.`;
}

/**
 * A hint in words: the move, the hole it starts from in the board's letters, and what the
 * search knows of it ("it wins by force in 5 moves", or its estimate). `name` says the move: its
 * notation on the page, spokenMove in the live region.
 */
export function hintWords(h: Hint, pos: Position, labels: Labels, name: (move: string) => string = (m) => m): string {
  if (h.notation === null) return h.failed !== null ? `No hint: ${h.failed}.` : `Looking for a good move for ${pos.toMove}…`;
  const start = moveStartHole(pos, h.notation, labels);
  const from = start ? ` (from ${start.name})` : '';
  const st = h.stats;
  const why = st?.solved?.value === 'win'
    ? st.solved.shortest
      ? `it wins by force in ${winLength(st.solved.line, `${pos.toMove}’s`)}, the fewest against the best defence`
      : `it wins by force: the line found ends the game in ${winLength(st.solved.line, `${pos.toMove}’s`)} (a shorter win may exist)`
    : st?.solved?.value === 'loss'
      ? `the solver proves that ${pos.toMove} loses against best play whatever the move${st.solved.holdsOut ? `; ${holdsOutWords(st.solved.line)}` : st.iterations > 0 ? `; this is the one the computer rates best after ${st.iterations.toLocaleString('en')} trial games` : ''}`
    // One move: the search plays no trial game, and its 50% would be no rating at all.
    : st && st.moves === 1 ? 'it is the only move'
    : st ? `the computer rates it at ${Math.round(st.winRate * 100)}% to win after ${st.iterations.toLocaleString('en')} trial games` : '';
  return `Hint for ${pos.toMove}: play ${name(h.notation)}${from}${why ? `; ${why}` : ''}.`;
}

/** The whole-board hole a hint's move starts from, to ring on the board, or null. */
export function hintHole(s: PlayState): number | null {
  const h = s.hint;
  if (!h || h.notation === null) return null;
  return moveStartHole(positionOf(s), h.notation)?.index ?? null;
}

/** What the computer should be asked, when it is its turn, nothing moves and it is not already thinking. */
export function computerRequest(s: PlayState): { readonly record: string; readonly level: AiLevelId; readonly at: string; readonly plies: number } | null {
  if (s.phase.kind !== 'main' || !s.game || s.animation || endOf(s).over || !rulesOf(s).ok) return null;
  const pos = positionOf(s);
  if (!isComputerTurn(s.setup, pos.toMove) || s.computer.thinking !== null || s.computer.chosen) return null;
  return { record: formatRecord(s.game), level: s.setup.level, at: formatPosition(pos), plies: s.game.played.length };
}

/** Whether the game on the board may be analysed: it is over, and has moves. */
export function canAnalyse(s: PlayState): boolean {
  return s.phase.kind === 'main' && !!s.game && s.game.played.length > 0 && endOf(s).over && !s.animation;
}

/** What the worker should be asked next for the analysis, if it is running and waits for nothing. */
export function analysisAsk(s: PlayState): ReturnType<typeof analysisRequest> {
  return s.analysis ? analysisRequest(s.analysis) : null;
}

/** A player as the page names them: "You (A)" and "The computer (B)" against the computer, else "A". */
export function playerName(setup: PlaySetup, p: Player): string {
  return setup.opponent === 'computer' ? (p === setup.human ? `You (${p})` : `The computer (${p})`) : p;
}

export function endText(end: GameEnd, setup: PlaySetup): string {
  if (!end.over) return '';
  const who = (p: Player) => playerName(setup, p);
  const wins = (p: Player) => (setup.opponent === 'computer' && p === setup.human ? 'win' : 'wins');
  switch (end.reason) {
    // Mid-sentence, "the computer" takes a small letter.
    case 'immobile': return `${who(opponent(end.winner))} cannot move, so ${who(end.winner).replace(/^(The|You) /, (w) => w.toLowerCase())} ${wins(end.winner)} (D-end).`;
    case 'end-holes': return `${who(end.winner)} captured from both of the opponent’s front-row end holes in one turn, and ${wins(end.winner)} (K-win).`;
    case 'repetition': return 'The same position has come round again too often: the game is drawn (AMB-11; the sources set no rule).';
    case 'move-limit': return 'The game has reached the move limit: it is drawn (AMB-11; the sources set no rule).';
  }
}

/** Where a game stands, in a sentence for the live region: how it ended (`end`, if the caller has it), or whose move it is. */
function standing(g: Game, setup: PlaySetup, end: GameEnd = endOfGame(g)): string {
  return end.over ? endText(end, setup) : `${currentPosition(g).toMove} to move.`;
}

/** `s` with `what` happened announced, then the status line (whose move, or the game's end). */
function withStatus(s: PlayState, what: string): PlayState {
  return { ...s, announce: `${what} ${statusText(s)}` };
}

/** The status line. */
export function statusText(s: PlayState): string {
  const { phase, setup } = s;
  const pos = positionOf(s);
  const end = endOf(s);
  if (phase.kind === 'setup') return s.setupOpen ? 'Choose the game, then start it.' : 'Open “New game” to choose the game and start it.';
  if (phase.kind === 'opening') return setup.opponent === 'computer' ? `Choose the back-row hole you open from (you are ${phase.chooser}).` : `Player ${phase.chooser}: choose the back-row hole you open from.`;
  // The end is said once the last move has been shown: not before its last marble lands.
  if (s.animation) return s.animation.title;
  if (end.over) return endText(end, setup);
  if (s.decision) return setup.opponent === 'computer' ? `Your move (${pos.toMove}) asks a choice: answer it below, or cancel the move.` : `${pos.toMove}’s move asks a choice: answer it below, or cancel the move.`;
  if (s.computer.thinking !== null) return `The computer (${pos.toMove}) is thinking…`;
  if (isComputerTurn(setup, pos.toMove)) return `The computer (${pos.toMove}) is about to move.`;
  return setup.opponent === 'computer' ? `Your move (${pos.toMove}): choose a hole to sow.` : `${pos.toMove} to move: choose a hole to sow.`;
}

// ---------------------------------------------------------------------------------------------
// The transitions

const IDLE: ComputerState = { thinking: null, chosen: null, stats: null };

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
function applyMove(s: PlayState, notation: string, by: 'human' | 'computer', traced?: MoveResult): PlayState {
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

/** The move has been shown to its end: if it ended the game, now say so (the status line follows too). */
function animationDone(s: PlayState): PlayState {
  const end = endOf(s);
  return { ...s, animation: null, ...(end.over && s.phase.kind === 'main' ? { announce: endText(end, s.setup) } : {}) };
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

function chooseOpening(s: PlayState, hole: number): PlayState {
  const { phase } = s;
  const rules = rulesOf(s);
  if (phase.kind !== 'opening' || !rules.ok || !openingStartHoles(rules.value, s.setup.cols).includes(hole)) return s;
  const choices = { ...phase.choices, [phase.chooser]: { hole, clockwise: phase.clockwise } };
  if (s.setup.opponent === 'human' && phase.chooser === 'A') {
    return { ...s, phase: { kind: 'opening', choices, chooser: 'B', clockwise: false }, announce: 'Player B, choose the back-row hole to open from.' };
  }
  return finishOpening(s, choices);
}

function finishOpening(s: PlayState, given: Partial<Record<Player, OpeningChoice>>): PlayState {
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

/**
 * A saved game takes the board: a pasted record, the address, the saved-games list. The game it
 * replaces is already in the list (every change is saved), so nothing is lost.
 */
/**
 * A game's board is named in its code's own letters (Murray's for Ikibuguzo, Driberg's for the
 * others), unless the reader chose the column names.
 */
function ownLetters(s: PlayState, setup: PlaySetup): Labels {
  return s.labels === 'coords' ? 'coords' : RULESET_LETTERING[setup.rules];
}

function resume(s: PlayState, saved: SavedGame, game: Game, slot: Slot | null, link: string | null): PlayState {
  return {
    ...s,
    labels: ownLetters(s, saved.setup),
    slot,
    link,
    setup: saved.setup,
    draft: saved.setup,
    opening: saved.opening,
    game,
    setupOpen: false,
    phase: { kind: 'main' },
    animation: null,
    lastFrames: null,
    pendingStarts: null,
    decision: null,
    computer: { ...s.computer, thinking: null, chosen: null },
  };
}

/** A pasted or imported record opens as a new game in the list; the game on the board stays saved. */
function pasteRecord(s: PlayState, text: string): PlayState {
  const r = parseSavedRecord(text);
  if (!r.ok) return { ...s, message: `That record cannot be read: ${r.error}. Your current game is unchanged.` };
  const g = restore(r.value);
  if (!g.ok) return { ...s, message: `That record cannot be replayed: ${g.error}. Your current game is unchanged.` };
  const out = resume(s, r.value, g.value, null, null);
  const notice = s.game ? 'The record opens as a new game; the game you were playing is kept in the saved games.' : null;
  return {
    ...out,
    message: null,
    notice,
    // The notice is not a live region of its own (Play.tsx): the one announcement says it too.
    announce: `Game loaded: ${plural(g.value.played.length, 'move')}. ${standing(g.value, out.setup)}${notice ? ` ${notice}` : ''}`,
  };
}

/** Read and replay a saved entry: the game and its slot, or why it cannot be. */
function readEntry(e: SaveEntry): Result<{ saved: SavedGame; game: Game; slot: Slot; link: string | null }, string> {
  const r = parseSavedRecord(e.record);
  if (!r.ok) return { ok: false, error: r.error };
  const g = restore(r.value);
  if (!g.ok) return { ok: false, error: g.error };
  return { ok: true, value: { saved: r.value, game: g.value, slot: { id: e.id, rev: e.rev, record: e.record }, link: e.link ?? null } };
}

/** The notice of a link's game opened beside the saved ones (Play's static view keeps its room: linkOpensAsNew). */
export const LINK_OPENS_AS_NEW = 'The game in this link opens as a new game; your other games are kept in the saved games.';

/**
 * On load the address wins, then the game this tab was playing, then the most recent saved game.
 * A game in the address that is not in the list (a shared link) opens as a new game beside the
 * saved ones, never over them; one that is (the reader's own link, a reload) resumes its entry.
 * A problem is named and never replaces a saved game.
 */
function load(s: PlayState, query: string, saves: readonly SaveEntry[], tabGame: string | null, reducedMotion: boolean): PlayState {
  const problems: string[] = [];
  let out: PlayState = { ...s, hydrated: true, saves };
  let done = false;
  const q = new URLSearchParams(query);
  // ?new=<code>: the setup of a new game, opened (the saved games stay listed, none is resumed).
  const fresh = readNewGameQuery(q);
  if (fresh?.ok) {
    out = { ...out, draft: fresh.value, phase: { kind: 'setup' }, setupOpen: true };
    done = true;
  } else if (fresh && !fresh.ok) problems.push(`The address asks for a new game that cannot be set up (${fresh.error}).`);
  const fromUrl = fresh ? null : readSavedQuery(q);
  if (fromUrl?.ok) {
    const g = restore(fromUrl.value);
    if (g.ok) {
      const saved = savedOf(fromUrl.value.setup, fromUrl.value.opening, g.value);
      const record = recordText(saved);
      const same = saves.find((e) => e.id === tabGame && e.record === record) ?? saves.find((e) => e.record === record);
      // A link's game is the link's until the reader adds to it (its query as the page will write it).
      out = same
        ? resume(out, fromUrl.value, g.value, { id: same.id, rev: same.rev, record: same.record }, same.link ?? null)
        : resume(out, fromUrl.value, g.value, null, savedQuery(saved).toString());
      // Said as well as shown: the live region is on the page before the load (Play.tsx), so a screen
      // reader hears it; with the moves of the line still ahead (a line opened from /opening/ starts
      // at its first move), and, beside saved games, that they are kept.
      if (!same) {
        const ahead = g.value.undone.length;
        const loaded = `Game loaded from the link: ${plural(g.value.played.length, 'move')}${ahead > 0 ? `, and ${plural(ahead, 'move')} of its line ahead, played one by one with Redo` : ''}. ${standing(g.value, out.setup)}`;
        out = saves.length ? { ...out, notice: LINK_OPENS_AS_NEW, announce: `${loaded} ${LINK_OPENS_AS_NEW}` } : { ...out, announce: loaded };
      }
      done = true;
    } else problems.push(`The address holds a game that cannot be replayed (${g.error}).`);
  } else if (fromUrl && !fromUrl.ok) problems.push(`The address holds a game that cannot be read (${fromUrl.error}).`);
  if (!done) {
    const entry = entryToResume(saves, tabGame);
    if (entry) {
      const r = readEntry(entry);
      if (r.ok) {
        out = resume(out, r.value.saved, r.value.game, r.value.slot, r.value.link);
        if (problems.length) problems.push('Your last game is shown instead.');
      } else problems.push(`The game saved in this browser cannot be read (${r.error}).`);
    }
  }
  // A game in the address that cannot be opened, and none saved: the form stays closed, as the page
  // drew it (resumesAGame guessed a game), and the problem says what to do; opened, it moved the
  // board down by its height.
  if (fromUrl !== null && out.game === null) {
    out = { ...out, setupOpen: false };
    // What the link still says of its setup is kept for the New game form (setupOfLink), not
    // dropped for the defaults: the reader can start the link's game afresh. Said only when it
    // differs from the form's own (the alert, a line longer, moves the board down on a phone).
    const setup = setupOfLink(q, out.draft);
    if (setup !== null && !sameGame(setup, out.draft)) {
      out = { ...out, draft: setup };
      problems.push(`“New game” keeps its setup: ${titleOf(setup)}.`);
    }
  }
  if (reducedMotion) out = { ...out, speed: 'off' };
  return problems.length ? { ...out, message: problems.join(' ') } : out;
}

/** Whether two setups make the same game (the level counts only against the computer, as titleOf names it). */
function sameGame(a: PlaySetup, b: PlaySetup): boolean {
  return titleOf(a) === titleOf(b) && a.options.join(' ') === b.options.join(' ');
}

/** The saved game a load resumes when the address holds none: this tab's, else the most recent. */
function entryToResume(saves: readonly SaveEntry[], tabGame: string | null): SaveEntry | undefined {
  return saves.find((e) => e.id === tabGame) ?? saves[0];
}

/**
 * The entry of this tab's game that another tab wrote a newer revision of, when this tab has no
 * change of its own waiting to be saved (then the other tab's version is shown), or undefined.
 */
function newerFromAnotherTab(s: PlayState, saves: readonly SaveEntry[]): SaveEntry | undefined {
  const mine = s.slot ? saves.find((e) => e.id === s.slot!.id) : undefined;
  if (!mine || !s.slot || mine.rev <= s.slot.rev) return undefined;
  return currentRecord(s) === s.slot.record ? mine : undefined;
}

/**
 * The records an action would replay that the page has not replayed yet (play.ts keeps those it
 * has): the hooks have the worker replay them first (work.ts), so that `reduce` finds them
 * replayed and stays quick on the page's thread, whatever a link, a paste or a file holds.
 */
export function recordsToReplay(s: PlayState, a: Action): string[] {
  const keyOf = (text: string): string | null => {
    const r = parseSavedRecord(text);
    return r.ok ? recordText(r.value) : null;
  };
  let records: (string | null)[] = [];
  switch (a.type) {
    case 'loaded': {
      const fromUrl = readSavedQuery(new URLSearchParams(a.query));
      const entry = entryToResume(a.saves, a.tabGame);
      records = [fromUrl?.ok ? recordText(fromUrl.value) : null, entry ? keyOf(entry.record) : null];
      break;
    }
    case 'record-pasted':
      records = [keyOf(a.text)];
      break;
    case 'save-resumed': {
      const entry = s.saves.find((e) => e.id === a.id);
      records = [entry ? keyOf(entry.record) : null];
      break;
    }
    case 'saves-changed': {
      const newer = newerFromAnotherTab(s, a.saves);
      if (newer) records = [keyOf(newer.record)];
      break;
    }
    default:
      break;
  }
  return [...new Set(records.filter((r): r is string => r !== null && !hasReplay(r)))];
}

/** The record of the game on the board as it is saved, or null before a game. */
function currentRecord(s: PlayState): string | null {
  const saved = savedGameOf(s);
  return saved ? recordText(saved) : null;
}

/**
 * Another tab wrote the list. If it wrote a newer revision of this tab's game, and this tab has
 * no change of its own waiting to be saved, the game is shown as the other tab left it; with a
 * change waiting, the write that follows finds the conflict (below) and keeps both.
 */
function savesChanged(s: PlayState, saves: readonly SaveEntry[]): PlayState {
  const out: PlayState = { ...s, saves };
  const mine = newerFromAnotherTab(s, saves);
  if (!mine) return out;
  const r = readEntry(mine);
  if (!r.ok) return out;
  const resumed = resume(out, r.value.saved, r.value.game, r.value.slot, r.value.link);
  return {
    ...resumed,
    // The other tab changed the game, not this tab's New game form: open or closed, as the reader edited it, it stays.
    setupOpen: s.setupOpen,
    draft: s.draft,
    notice: 'This game was changed in another tab: it is shown as it is there now.',
    // The notice's news, with the game as it now stands, in the one live region (Play.tsx).
    announce: `This game was changed in another tab: ${plural(r.value.game.played.length, 'move')}. ${standing(r.value.game, resumed.setup)}`,
  };
}

/**
 * A write found that another tab saved this game since this tab read it. The other tab's version
 * stays as it is; this tab's version becomes a game of its own (a new slot), so both are kept.
 */
function saveConflict(s: PlayState): PlayState {
  if (!s.slot) return s;
  const notice = 'This game was also changed in another tab: your version is kept as a separate saved game, and the other tab\'s is kept too.';
  return { ...s, slot: null, notice, announce: notice };
}

function resumeSaved(s: PlayState, id: string): PlayState {
  const entry = s.saves.find((e) => e.id === id);
  if (!entry) return { ...s, message: 'That saved game is no longer in the list (it was deleted in another tab).' };
  const r = readEntry(entry);
  if (!r.ok) return { ...s, message: `That saved game cannot be read (${r.error}). Your current game is unchanged.` };
  const out = resume(s, r.value.saved, r.value.game, r.value.slot, r.value.link);
  return {
    ...out,
    message: null,
    notice: null,
    announce: `Saved game resumed: ${plural(r.value.game.played.length, 'move')}. ${standing(r.value.game, out.setup)}`,
  };
}

/** A game deleted from the list; if it is the one on the board, the page goes back to the setup. */
function saveDeleted(s: PlayState, id: string, saves: readonly SaveEntry[]): PlayState {
  if (s.slot?.id !== id) return { ...s, saves };
  return {
    ...s, saves, slot: null, link: null, game: null, opening: null, phase: { kind: 'setup' }, setupOpen: true, animation: null, lastFrames: null,
    pendingStarts: null, decision: null, computer: IDLE, notice: null, announce: 'The game was deleted.',
  };
}

function changeOption(draft: PlaySetup, key: string, value: string): PlaySetup {
  const specs = optionsFor(draft.rules);
  const option = specs.find((o) => o.key === key);
  return option ? { ...draft, options: withReading(draft.options, specs, option, value) } : draft;
}

function step(s: PlayState, a: Action): PlayState {
  switch (a.type) {
    case 'loaded': return load(s, a.query, a.saves, a.tabGame, a.reducedMotion);
    case 'saved': return { ...s, saves: a.saves, slot: { id: a.id, rev: a.rev, record: a.record } };
    case 'saves-changed': return savesChanged(s, a.saves);
    case 'save-conflict': return saveConflict(s);
    case 'save-resumed': return resumeSaved(s, a.id);
    case 'save-deleted': return saveDeleted(s, a.id, a.saves);
    case 'notice-dismissed': return { ...s, notice: null };
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
    case 'computer-thinking': {
      // The status line says so too, but is no live region (Play.tsx): this is what a screen reader hears.
      const out = { ...s, computer: { ...s.computer, thinking: a.id } };
      return { ...out, announce: statusText(out) };
    }
    case 'computer-answered':
      if (s.computer.thinking !== a.id) return s; // cancelled or superseded: an undo, a new game
      return { ...s, computer: { thinking: null, stats: a.stats, chosen: { at: a.at, notation: a.notation } } };
    case 'computer-failed':
      if (s.computer.thinking !== a.id) return s;
      return {
        ...s,
        computer: { ...s.computer, thinking: null },
        message: a.message === 'superseded' || a.message === 'cancelled' ? s.message : `The computer could not choose a move: ${a.message}. Your game is kept; use Undo, or reload to try again.`,
      };
    case 'hint-asked': {
      if (!canHint(s)) return s;
      if (s.hint && s.hint.failed === null) return s; // already asked here (settle drops one for another position)
      const pos = positionOf(s);
      return { ...s, hint: { at: formatPosition(pos), plies: s.game!.played.length, thinking: null, notation: null, stats: null, failed: null }, announce: `Looking for a good move for ${pos.toMove}…` };
    }
    case 'hint-thinking': return s.hint ? { ...s, hint: { ...s.hint, thinking: a.id } } : s;
    case 'hint-answered': {
      if (!s.hint || s.hint.thinking !== a.id) return s;
      const hint = { ...s.hint, thinking: null, notation: a.notation, stats: a.stats };
      const pos = positionOf(s);
      return { ...s, hint, announce: hintWords(hint, pos, s.labels, (m) => spokenMove(m, pos.cols)) };
    }
    case 'hint-failed':
      if (!s.hint || s.hint.thinking !== a.id) return s;
      return { ...s, hint: { ...s.hint, thinking: null, failed: a.message } };
    case 'analysis-asked': {
      if (!canAnalyse(s)) return s;
      const a = s.analysis?.game === s.game ? s.analysis : null;
      // Asked again after a Stop or a failure: it goes on from where it stopped.
      const analysis = a ? { ...a, stopped: false, failed: null } : startAnalysis(s.game!);
      return { ...s, analysis, previewed: null, announce: analysisDone(analysis) ? s.announce : `The computer is analysing the game: ${plural(s.game!.played.length, 'move')}.` };
    }
    case 'analysis-thinking': return s.analysis ? { ...s, analysis: { ...s.analysis, thinking: a.id } } : s;
    case 'analysis-answered': {
      const an = s.analysis;
      if (!an || an.thinking !== a.id) return s;
      const next = withEvaluation(an, a.notation, a.stats);
      if (!analysisDone(next)) return { ...s, analysis: next };
      const who = (p: Player) => playerName(s.setup, p);
      return { ...s, analysis: next, announce: `The analysis is done. ${analysisSummary(next, who).join(' ')}` };
    }
    case 'analysis-failed': {
      const an = s.analysis;
      if (!an || an.thinking !== a.id) return s;
      const stopped = a.message === 'superseded' || a.message === 'cancelled';
      return { ...s, analysis: { ...an, thinking: null, ...(stopped ? { stopped: true } : { failed: a.message }) } };
    }
    case 'analysis-stopped': return s.analysis && !analysisDone(s.analysis) ? { ...s, analysis: { ...s.analysis, thinking: null, stopped: true }, announce: 'The analysis is stopped.' } : s;
    case 'analysis-closed': return s.analysis ? { ...s, analysis: null, announce: 'The analysis is closed: the board shows the game as it ended.' } : s;
    case 'analysis-step': {
      const an = s.analysis;
      if (!an) return s;
      const step = Math.max(0, Math.min(an.game.played.length - 1, a.index));
      const next = { ...an, step, view: 'before' as const };
      const review = reviewMoves(next)[step];
      const who = (p: Player) => playerName(s.setup, p);
      const name = (m: string) => spokenMove(m, an.game.initial.cols);
      return { ...s, analysis: next, announce: review ? reviewWords(review, who, name) : `Move ${step + 1}: ${name(an.game.played[step]!.notation)}, not analysed yet.` };
    }
    case 'analysis-view': return s.analysis ? { ...s, analysis: { ...s.analysis, view: a.view } } : s;
    case 'undo': return takeBack(s, 'undo');
    case 'redo': return takeBack(s, 'redo');
    case 'undo-all': return takeBack(s, 'undo', true);
    case 'redo-all': return takeBack(s, 'redo', true);
    case 'animation-step': {
      const an = s.animation;
      if (!an) return s;
      return an.index >= an.frames.length - 1 ? animationDone(s) : { ...s, animation: { ...an, index: an.index + 1 } };
    }
    case 'animation-skip': return s.animation ? animationDone(s) : s;
    case 'speed-changed': return { ...s, speed: a.speed };
    case 'labels-changed': return { ...s, labels: a.labels };
    case 'paste-edited': return { ...s, pasted: a.text };
    case 'record-pasted': return pasteRecord(s, a.text);
    case 'copied': return { ...s, copied: a.text };
    case 'problem': return { ...s, message: a.message };
    case 'message-dismissed': return { ...s, message: null };
  }
}

/**
 * When the board is still and it is the computer's turn, play the move it chose, if it chose it
 * for this very position (an undo or a new game supersedes it).
 */
function settle(s: PlayState): PlayState {
  return playChosen(dropStaleAnalysis(dropStaleHint(s)));
}

/** An analysis belongs to the game it analysed: an undo, a new game or another game drops it (and its worker stops). */
function dropStaleAnalysis(s: PlayState): PlayState {
  return s.analysis && s.analysis.game !== s.game ? { ...s, analysis: null } : s;
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

/** A hint is for the position it was asked in: once the game is anywhere else, it goes. */
function dropStaleHint(s: PlayState): PlayState {
  const h = s.hint;
  if (!h) return s;
  const here = s.game && s.phase.kind === 'main' && s.game.played.length === h.plies && formatPosition(positionOf(s)) === h.at;
  return here ? s : { ...s, hint: null };
}

function playChosen(s: PlayState): PlayState {
  const chosen = s.computer.chosen;
  if (!chosen || s.phase.kind !== 'main' || !s.game || s.animation || endOf(s).over || !rulesOf(s).ok) return s;
  const pos = positionOf(s);
  if (!isComputerTurn(s.setup, pos.toMove)) return s;
  const cleared: PlayState = { ...s, computer: { ...s.computer, chosen: null } };
  return chosen.at === formatPosition(pos) ? applyMove(cleared, chosen.notation, 'computer') : cleared;
}

export function reduce(s: PlayState, a: Action): PlayState {
  return settle(step(s, a));
}
