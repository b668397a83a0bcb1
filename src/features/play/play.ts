/**
 * The logic of the play page (/play/) that is not drawing: the game's setup, the opening each
 * side chooses, the starts a clicked hole offers, a move built up one decision at a time, and
 * the saved game (URL, local storage, record). Pure functions over the engine, so that the
 * widget only renders and the tests can check every rule of the page without a browser.
 *
 * The widget never applies a rule itself: every move is played by `play` (moves.ts), every
 * opening by opening.ts, the end of the game by `gameResult` (game.ts).
 */
import {
  applyOptions, boardWidthsOf, defaultOpeningHole, describeOptions,
  err, formatMoveList, formatPosition, gameFromRecord, gameResult, ok,
  openingClockwiseChances, openingStartHoles, opponent, OPTIONS, parsePosition, parseRecord, quoteInput, recordMoves, RULESET_IDS, RULESETS,
  runArrayOpening, runSimultaneousOpening, sideTotal, startPosition, undo,
  type Game, type GameEnd, type Player, type Position,
  type Result, type Ruleset, type RulesetId, type TraceEvent,
} from '../../engine/index.ts';
import { letterWithColumn } from '../../components/holes.ts';
import { readingsInWords } from '../../components/readings.ts';
import { RULESET_TITLE } from '../../data/clauses.ts';
import { AI_LEVELS, type AiLevelId } from '../../computer/search.ts';

export type Opponent = 'computer' | 'human';

/** Everything chosen before a game starts. */
export interface PlaySetup {
  readonly rules: RulesetId;
  /** Non-default `key=value` options (AMB readings), as applyOptions takes them. */
  readonly options: readonly string[];
  /** Holes a row: 8, or up to 16 for the Didinga code's wider boards (D-wide). */
  readonly cols: number;
  readonly opponent: Opponent;
  /** The side the reader plays against the computer (A sits at the bottom of the board). */
  readonly human: Player;
  readonly level: AiLevelId;
}

/** A first visit's game: the easiest level (issue 45), so that a learner's first game can be won; a game resumed brings its own. */
export const DEFAULT_SETUP: PlaySetup = { rules: 'didinga', options: [], cols: 8, opponent: 'computer', human: 'A', level: 'beginner' };

/** Why a code is not played on a board of `cols` holes a row (D-wide), or null when it is. */
export function widthRefusal(rules: RulesetId, cols: number): string | null {
  const widths = widthsOf(rules);
  return widths.includes(cols) ? null : `${RULESET_TITLE[rules]} is played on ${widths.join(', ')} holes a row, not ${cols}`;
}

/** Why `value`, given as the address's `name=`, is not a code here, or null when it is one. */
function codeRefusal(name: string, value: string): string | null {
  return (RULESET_IDS as readonly string[]).includes(value) ? null : `${name}=${quoteInput(value)} is not a game here; known: ${RULESET_IDS.join(', ')}`;
}

/** Board widths each code is played on (the ruleset's switch: D-wide for the Didinga game's neighbours). */
export function widthsOf(rules: RulesetId): readonly number[] {
  return boardWidthsOf(RULESETS[rules]);
}

export function rulesetOf(setup: Pick<PlaySetup, 'rules' | 'options'>): Result<Ruleset, string> {
  const r = applyOptions(setup.rules, setup.options);
  // Shown to readers (the setup's refusal): the readings in words, not keys.
  return r.ok ? ok(r.value) : err(readingsInWords(r.error.message, OPTIONS));
}

// ---------------------------------------------------------------------------------------------
// The opening

/** How one player opens a simultaneous opening (D-open, L-open). */
export interface OpeningChoice {
  /** Local index of a back-row hole (0 … N−1). */
  readonly hole: number;
  /** Lango: take a clockwise chance from the turning base if one arises (L-open). */
  readonly clockwise: boolean;
}

function openingChoices(rules: Ruleset, cols: number): OpeningChoice[] {
  const out: OpeningChoice[] = [];
  for (const hole of openingStartHoles(rules, cols)) {
    out.push({ hole, clockwise: false });
    if (openingClockwiseChances(rules)) out.push({ hole, clockwise: true });
  }
  return out;
}

/** What an opening leaves a player: his marbles on the board, and a bonus for moving first. */
function openingValue(pos: Position, first: Player, me: Player): number {
  return sideTotal(pos, me) - sideTotal(pos, opponent(me)) + (first === me ? 2 : 0);
}

/**
 * The computer's opening. Both sides choose at the same time, so it cannot react to the
 * reader's hole: it takes the choice whose worst outcome, over every choice the reader could
 * make, is best (marbles on its side minus the reader's, plus a little for moving first).
 */
export function computerOpening(rules: Ruleset, cols: number, me: Player): OpeningChoice {
  const choices = openingChoices(rules, cols);
  let best = choices[0] ?? { hole: defaultOpeningHole(cols), clockwise: false };
  let bestWorst = -Infinity;
  for (const mine of choices) {
    let worst = Infinity;
    for (const theirs of choices) {
      const start = me === 'A' ? { A: mine.hole, B: theirs.hole } : { A: theirs.hole, B: mine.hole };
      const clockwise = me === 'A' ? { A: mine.clockwise, B: theirs.clockwise } : { A: theirs.clockwise, B: mine.clockwise };
      const r = runSimultaneousOpening(rules, { cols, start, clockwise });
      if (!r.ok || r.value.status !== 'ended') continue;
      worst = Math.min(worst, openingValue(r.value.position, r.value.first, me));
    }
    if (worst > bestWorst) {
      bestWorst = worst;
      best = mine;
    }
  }
  return best;
}

/** The opening as played: the position the main phase starts from, its events, and a line for the record. */
export interface PlayedOpening {
  readonly position: Position;
  /** Events in the order they happen, each with its player (both hands run at once in D-open). */
  readonly events: readonly { readonly player: Player; readonly time: number | null; readonly event: TraceEvent }[];
  /** The board before the opening. */
  readonly before: Position;
  readonly summary: string;
}

/** Play the opening of a game: the simultaneous race (D-open, L-open) or Murray's array (K-array-1, K-array-2). */
export function playOpening(rules: Ruleset, cols: number, choices: Partial<Record<Player, OpeningChoice>>): Result<PlayedOpening, string> {
  if (rules.opening.kind === 'sequential') {
    // LU-open: nothing happens before the game; each player's first turn is its first move.
    return ok({ position: startPosition(cols), events: [], before: startPosition(cols), summary: 'no separate opening: A plays his first turn, then B his, under the first-turn rules; A moves first' });
  }
  if (rules.opening.kind === 'array') {
    const r = runArrayOpening(rules, { trace: true, array: rules.opening.array });
    const events = (r.trace ?? []).map((event) => ({ player: event.player, time: null, event }));
    return ok({ position: r.position, events, before: r.arrayed, summary: `Murray’s array ${rules.opening.array}; A moves first (AMB-20: Murray does not say who does)` });
  }
  const start = { A: choices.A?.hole ?? defaultOpeningHole(cols), B: choices.B?.hole ?? defaultOpeningHole(cols) };
  const clockwise = { A: choices.A?.clockwise ?? false, B: choices.B?.clockwise ?? false };
  const r = runSimultaneousOpening(rules, { cols, start, clockwise, trace: true });
  if (!r.ok) return err(r.error.message);
  if (r.value.status !== 'ended') return err('that opening does not end within the lap bound (AMB-3); choose other holes');
  const o = r.value;
  const events = (o.steps ?? []).map((s) => ({ player: s.player, time: s.time, event: s.event }));
  const chance = (p: Player) => (clockwise[p] ? ', taking clockwise chances' : '');
  const summary = `A from ${letterWithColumn('A', start.A, cols)}${chance('A')}; B from ${letterWithColumn('B', start.B, cols)}${chance('B')}; ${o.first} finished first and moves first`;
  return ok({ position: o.position, events, before: startPosition(cols), summary });
}

// ---------------------------------------------------------------------------------------------
// Making a move: a start, then each decision the move meets

// Starts, choices inside a move and their previews are shared with the lessons: src/components/move-choice.ts.

// ---------------------------------------------------------------------------------------------
// Saving and restoring

/** A game as it is kept: in the URL, in local storage and in the record a reader copies. */
export interface SavedGame {
  readonly setup: PlaySetup;
  /** The opening's summary line, or null if the game was set up from a position. */
  readonly opening: string | null;
  /** The position the main phase starts from (after the opening), in position notation. */
  readonly start: string;
  readonly moves: readonly string[];
  /**
   * The moves taken back and not yet played again, in the order Redo plays them (the record's
   * "Undone:" line, the address's undone=), so that a reader who steps back through a game or a
   * line keeps the rest of it across a reload. Missing when there are none.
   */
  readonly undone?: readonly string[];
}

export function savedOf(setup: PlaySetup, opening: string | null, game: Game): SavedGame {
  const saved: SavedGame = { setup, opening, start: formatPosition(game.initial), moves: game.played.map((m) => m.notation) };
  // game.undone is a stack, the next move to play again last.
  return game.undone.length ? { ...saved, undone: game.undone.map((m) => m.notation).reverse() } : saved;
}

/**
 * Games already replayed, by their record (`recordText`): replaying a long or dense record is
 * the page's heaviest work, so it is done in the play worker (work.ts) and the result kept here,
 * where `restore` finds it instead of replaying on the page's thread. A few entries suffice: the
 * game on the board, the one resumed, the one pasted.
 */
const replayed = new Map<string, Result<Game, string>>();
const REPLAYS_KEPT = 8;

/** Keep a game replayed elsewhere (the worker), or why it could not be, under its record. */
export function keepReplay(record: string, game: Result<Game, string>): void {
  replayed.delete(record);
  replayed.set(record, game);
  while (replayed.size > REPLAYS_KEPT) replayed.delete(replayed.keys().next().value!);
}

/** Forget a record's replay (a cancelled one, so that the reader may try again). */
export function forgetReplay(record: string): void {
  replayed.delete(record);
}

/** Whether a record's replay is known (kept by `keepReplay`). */
export function hasReplay(record: string): boolean {
  return replayed.has(record);
}

const ends = new WeakMap<Game, GameEnd>();

/** How a game stands (D-end, K-win, AMB-11), worked out once per game object. */
export function endOfGame(game: Game): GameEnd {
  let e = ends.get(game);
  if (!e) ends.set(game, (e = gameResult(game)));
  return e;
}

/** Keep how a game stands, worked out elsewhere (the replay worker). */
export function keepEnd(game: Game, end: GameEnd): void {
  ends.set(game, end);
}

/** Rebuild the game from what was saved, every move checked by the engine (or find it already replayed). */
export function restore(saved: SavedGame): Result<Game, string> {
  const known = replayed.get(recordText(saved));
  if (known) return known;
  const rules = rulesetOf(saved.setup);
  if (!rules.ok) return err(`options: ${rules.error}`);
  const pos = parsePosition(saved.start);
  if (!pos.ok) return err(`start position: ${pos.error.message}`);
  if (pos.value.cols !== saved.setup.cols) return err(`start position: it has ${pos.value.cols} holes a row, but the game is on ${saved.setup.cols}`);
  // The moves taken back are checked as any other, played through and taken back again.
  const undone = saved.undone ?? [];
  const g = gameFromRecord(rules.value, { options: saved.setup.options, start: pos.value, moves: [...saved.moves, ...undone] });
  if (!g.ok) return err(undone.length && g.error.message.startsWith('move ') ? `${g.error.message} (of the moves taken back, line Undone:)` : g.error.message);
  let game = g.value;
  for (let i = 0; i < undone.length; i++) game = undo(game);
  return ok(game);
}

/** The record a reader copies: the engine's game record (game.ts), with the players, the opening and the moves taken back as extra lines. */
export function recordText(saved: SavedGame): string {
  const lines = [
    `Rules: ${saved.setup.rules}`,
    `Options: ${saved.setup.options.join(' ')}`,
    `Players: ${playersLine(saved.setup)}`,
  ];
  if (saved.opening) lines.push(`Opening: ${saved.opening}`);
  lines.push(`Start: ${saved.start}`);
  const start = parsePosition(saved.start);
  lines.push(`Moves: ${formatMoveList(start.ok ? start.value.toMove : 'A', saved.moves)}`);
  if (saved.undone?.length) lines.push(`Undone: ${saved.undone.join(' ')}`);
  return lines.join('\n');
}

function playersLine(s: PlaySetup): string {
  if (s.opponent === 'human') return 'A human, B human';
  const level = AI_LEVELS.find((l) => l.id === s.level)?.id ?? s.level;
  return s.human === 'A' ? `A human, B computer ${level}` : `A computer ${level}, B human`;
}

function parsePlayers(text: string): { opponent: Opponent; human: Player; level: AiLevelId } | string {
  const m = /^A (human|computer(?: (\S+))?), B (human|computer(?: (\S+))?)$/.exec(text.trim());
  if (!m) return `${quoteInput(`Players: ${text.trim()}`)} should read like "A human, B computer steady"`;
  const a = m[1]!.startsWith('computer');
  const b = m[3]!.startsWith('computer');
  if (a && b) return 'both players cannot be the computer';
  const level = (m[2] ?? m[4] ?? DEFAULT_SETUP.level) as AiLevelId;
  if (!AI_LEVELS.some((l) => l.id === level)) return `unknown level ${quoteInput(level)}; levels: ${AI_LEVELS.map((l) => l.id).join(', ')}`;
  return { opponent: a || b ? 'computer' : 'human', human: a ? 'B' : 'A', level };
}

/** The header lines the page adds to the engine's record (formatRecord in game.ts). */
const PAGE_LINES = ['players', 'opening', 'undone'] as const;

/**
 * Read a pasted record: the engine's record (Rules, Options, Start, Moves; `parseRecord`, which
 * also checks the options), plus the page's optional Players, Opening and Undone lines, which the same
 * parser keeps for it. The page adds its own checks: the players and the board's width.
 */
export function parseSavedRecord(text: string): Result<SavedGame, string> {
  const parsed = parseRecord(text, { extraFields: PAGE_LINES });
  if (!parsed.ok) return err(parsed.error.message);
  const { rules, options, start, moves, extra, lines } = parsed.value;
  const p = extra.get('players');
  const players = p ? parsePlayers(p.value) : undefined;
  if (typeof players === 'string') return err(`line ${p!.line}: ${players}`);
  const undone = (extra.get('undone')?.value ?? '').split(/\s+/).filter(Boolean);
  const o = extra.get('opening');
  const long = openingRefusal(o?.value ?? null);
  if (long !== null) return err(`line ${o!.line}: ${long}`);
  const saved = savedGameFrom({ rules, options, players, opening: o?.value ?? null, start, moves, undone });
  return saved.ok ? saved : err(`line ${lines.get('start')}: ${saved.error}`);
}

/** A saved game's parts, each already read into its type (from a record's lines or an address's parameters). */
interface SavedParts {
  readonly rules: RulesetId;
  /** Checked against the rules (applyOptions). */
  readonly options: readonly string[];
  /** Absent: two readers at one screen. */
  readonly players: { opponent: Opponent; human: Player; level: AiLevelId } | undefined;
  readonly opening: string | null;
  readonly start: Position;
  readonly moves: readonly string[];
  readonly undone: readonly string[];
}

/**
 * The longest opening line a game's record or link may give: the page's own are at most about 130
 * characters (two start holes with their letters, both taking clockwise chances, who moves first).
 */
export const MAX_OPENING_LINE = 200;

function openingRefusal(opening: string | null): string | null {
  return opening !== null && opening.length > MAX_OPENING_LINE
    ? `the opening line ${quoteInput(opening)} is over ${MAX_OPENING_LINE} characters`
    : null;
}

/** The saved game of its parts, or why its board's width is not its code's (D-wide), or why its opening line is refused. */
function savedGameFrom(parts: SavedParts): Result<SavedGame, string> {
  const { rules, options, start, moves, undone } = parts;
  const long = openingRefusal(parts.opening);
  if (long !== null) return err(long);
  const players = parts.players ?? { opponent: 'human', human: 'A', level: DEFAULT_SETUP.level };
  const width = widthRefusal(rules, start.cols);
  if (width !== null) return err(width);
  return ok({
    setup: { rules, options: describeOptions(options), cols: start.cols, ...players },
    opening: parts.opening,
    start: formatPosition(start),
    moves,
    ...(undone.length ? { undone } : {}),
  });
}

/** URL parameters of a saved game (short, readable; moves separated by spaces). */
export function savedQuery(saved: SavedGame): URLSearchParams {
  const q = new URLSearchParams();
  q.set('rules', saved.setup.rules);
  if (saved.setup.options.length) q.set('options', saved.setup.options.join(' '));
  q.set('players', playersLine(saved.setup));
  if (saved.opening) q.set('opening', saved.opening);
  q.set('start', saved.start);
  q.set('moves', saved.moves.join(' '));
  if (saved.undone?.length) q.set('undone', saved.undone.join(' '));
  return q;
}

/**
 * Read a game from the URL, or null if the URL names none. Each parameter is read once into its
 * type, in the order a record's lines are checked, so
 * the first problem named is the one a reader meets first: the code, the start's presence, the
 * options, the start position, the players, the board's width. Problems are named, never thrown.
 * (Read from the parameters as they are, not through src/components/url.ts's reader, which
 * gathers several problems for a widget's settings: here the first problem is the one named, and
 * the page's script stays within its budget, scripts/gates/site.ts.)
 */
export function readSavedQuery(q: URLSearchParams): Result<SavedGame, string> | null {
  if (!q.has('start') && !q.has('moves') && !q.has('rules')) return null;
  const code = q.get('rules');
  if (!code) return err('the address has no rules= parameter');
  // The code first: with an unknown one, a missing start is not the problem to name.
  const refused = codeRefusal('rules', code);
  if (refused !== null) return err(refused);
  const rules = code as RulesetId;
  const startText = q.get('start');
  if (!startText) return err('the address has no start= parameter');
  const options = words(q.get('options'));
  const checked = applyOptions(rules, options);
  if (!checked.ok) return err(checked.error.message);
  const start = parsePosition(startText.trim());
  if (!start.ok) return err(start.error.message);
  const playersText = q.get('players');
  const players = playersText === null ? undefined : parsePlayers(playersText);
  if (typeof players === 'string') return err(players);
  const opening = q.get('opening');
  return savedGameFrom({
    rules, options, players, opening: opening === null ? null : opening.trim(), start: start.value, moves: recordMoves(q.get('moves') ?? ''), undone: recordMoves(q.get('undone') ?? ''),
  });
}

/** A parameter's space-separated words (the options), none when it is absent. */
function words(text: string | null): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean);
}

/**
 * What a game's link that cannot be opened (readSavedQuery's or the replay's refusal) still says
 * of its setup, on `base`: its code, options, players and board width, each taken where it can
 * be read (the options and the width only with the code), so that the New game form starts from
 * the link's game rather than from the defaults. Null when none of it can be read.
 */
export function setupOfLink(q: URLSearchParams, base: PlaySetup): PlaySetup | null {
  const code = q.get('rules') ?? '';
  let setup = base;
  let read = false;
  if (codeRefusal('rules', code) === null) {
    const rules = code as RulesetId;
    const options = (q.get('options') ?? '').split(/\s+/).filter(Boolean);
    const start = parsePosition(q.get('start') ?? '');
    const cols = start.ok && widthRefusal(rules, start.value.cols) === null ? start.value.cols : widthsOf(rules).includes(base.cols) ? base.cols : widthsOf(rules)[0]!;
    setup = { ...setup, rules, options: rulesetOf({ rules, options }).ok ? options : [], cols };
    read = true;
  }
  const players = q.has('players') ? parsePlayers(q.get('players')!) : null;
  if (players !== null && typeof players !== 'string') {
    setup = { ...setup, ...players };
    read = true;
  }
  return read ? setup : null;
}

/**
 * A link that opens the setup of a new game instead of resuming one (the lessons' "now play"):
 * `?new=<code>`, optionally `&level=<level>`, against the computer. Null when the address asks
 * for none; the reason when it names an unknown code or level.
 */
export function readNewGameQuery(q: URLSearchParams): Result<PlaySetup, string> | null {
  const rules = q.get('new');
  if (rules === null) return null;
  const code = codeRefusal('new', rules);
  if (code !== null) return err(code);
  const level = q.get('level') ?? DEFAULT_SETUP.level;
  if (!AI_LEVELS.some((l) => l.id === level)) return err(`level=${quoteInput(level)} is not a level; levels: ${AI_LEVELS.map((l) => l.id).join(', ')}`);
  return ok({ ...DEFAULT_SETUP, rules: rules as RulesetId, opponent: 'computer', level: level as AiLevelId });
}

/** The line naming a game in the saved-games list: the code, the board if not 8, the players. */
export function titleOf(setup: PlaySetup): string {
  const board = setup.cols === 8 ? '' : `, ${setup.cols} holes a row`;
  const players = setup.opponent === 'human' ? 'two players' : `you (${setup.human}) against the computer (${setup.level})`;
  return `${RULESET_TITLE[setup.rules]}${board}, ${players}`;
}

/** What the saved-games list shows of a record (the old single saved game, when it joins the list), or null if it cannot be replayed. */
export function describeRecord(record: string): { title: string; moves: number; finished: boolean } | null {
  const r = parseSavedRecord(record);
  if (!r.ok) return null;
  const g = restore(r.value);
  if (!g.ok) return null;
  return { title: titleOf(r.value.setup), moves: g.value.played.length, finished: gameResult(g.value).over };
}

/** Whose turn it is, for the reader, in the main phase. */
export function isComputerTurn(setup: PlaySetup, toMove: Player): boolean {
  return setup.opponent === 'computer' && toMove !== setup.human;
}

