/**
 * A whole game: the position the main phase starts from, the moves played, undo and redo, the
 * result, and a game record in move notation.
 *
 * Game end: a player who cannot move has lost (D-end; in Lango a start capture is a move, so a
 * player with singletons in contact is not immobile, L-start), and so by default has one whose
 * every move never ends (AMB-19; option onlyEndless=draw draws the game); in Ikibuguzo a player also wins
 * by capturing both of the opponent's front-row end holes in one turn (K-win). The sources set
 * no rule for a game that never ends (AMB-11): the engine draws it when one position (with the
 * same side to move) occurs `repetitions` times, or after `maxPlies` moves.
 */
import { listMoves, play, type MoveResult } from './moves.ts';
import { parseMove } from './notation/move.ts';
import { cutInput, quoteInput } from './notation/quote.ts';
import { formatPosition, parsePosition } from './notation/position.ts';
import { samePosition, type Position } from './position.ts';
import { applyOptions } from './rulesets/options.ts';
import type { Ruleset } from './rulesets/types.ts';
import type { Player, Result, RulesetId } from './types.ts';
import { err, ok, opponent, RULESET_IDS } from './types.ts';

export interface Game {
  readonly rules: Ruleset;
  /** The `key=value` options the ruleset was built with (for the record). */
  readonly options: readonly string[];
  readonly initial: Position;
  readonly played: readonly MoveResult[];
  /** Moves taken back, most recent last (for redo). */
  readonly undone: readonly MoveResult[];
  /**
   * How many of the first moves are first turns of Ludii's sequential opening (LU-open), played
   * under its rules: 2 when such a game begins from the start array, else 0 (see `newGame`).
   */
  readonly openingPlies?: number;
}

export type GameEnd =
  | { readonly over: false }
  | { readonly over: true; readonly winner: Player; readonly reason: 'immobile' | 'end-holes' }
  | { readonly over: true; readonly winner: null; readonly reason: 'repetition' | 'move-limit' | 'only-endless' };

/**
 * A new game from `initial`. Under a sequential opening (LU-open) a game that begins from the
 * start array (two marbles in every hole) begins with each player's first turn, played under the
 * opening's rules; from any other position it is in the main phase. So the record (rules and
 * start position) alone says which moves are first turns.
 */
export function newGame(rules: Ruleset, initial: Position, options: readonly string[] = []): Game {
  const sequential = rules.opening.kind === 'sequential' && initial.counts.every((c) => c === 2);
  return { rules, options, initial, played: [], undone: [], ...(sequential ? { openingPlies: 2 } : {}) };
}

/** Whether the next move of the game is a first turn of a sequential opening (LU-open). */
export function inOpening(game: Game): boolean {
  return game.played.length < (game.openingPlies ?? 0);
}

export function currentPosition(game: Game): Position {
  return game.played.length === 0 ? game.initial : game.played[game.played.length - 1]!.after;
}

export function gameMoves(game: Game): readonly MoveResult[] {
  return gameResult(game).over ? [] : listMoves(game.rules, currentPosition(game), { opening: inOpening(game) }).legal;
}

export interface GameMoveError {
  readonly code: 'game-over' | 'notation' | 'illegal';
  readonly message: string;
}

export function playMove(game: Game, notation: string): Result<Game, GameMoveError> {
  return playAfter(game, notation, gameResult(game));
}

/** Play a move in a game whose end (`end`) is already known. */
function playAfter(game: Game, notation: string, end: GameEnd): Result<Game, GameMoveError> {
  if (end.over) return err({ code: 'game-over', message: 'the game is over' });
  const pos = currentPosition(game);
  const m = parseMove(notation, pos.cols);
  if (!m.ok) return err({ code: 'notation', message: m.error.message });
  const r = play(game.rules, pos, m.value, { opening: inOpening(game) });
  if (!r.ok) return err({ code: 'illegal', message: r.error.message });
  return ok({ ...game, played: [...game.played, r.value], undone: [] });
}

/**
 * Append a move already played — by `play(game.rules, from, move, { opening: inOpening(game) })`,
 * with its trace for a widget to show — to the game, without playing it again from its notation.
 * `from` must be the game's current position: a result played anywhere else is refused, as is a
 * move the ruleset does not allow (AMB-3) or any move once the game is over (D-end, K-win,
 * AMB-11). The trace stays with the caller: the game keeps the moves as `playMove` does.
 */
export function appendMove(game: Game, played: MoveResult, from: Position): Result<Game, GameMoveError> {
  if (gameResult(game).over) return err({ code: 'game-over', message: 'the game is over' });
  const pos = currentPosition(game);
  if (!samePosition(pos, from)) {
    return err({ code: 'illegal', message: `the move ${played.notation} was played from another position (${formatPosition(from)}) than the game's (${formatPosition(pos)})` });
  }
  if (!played.legal) return err({ code: 'illegal', message: `the move ${played.notation} does not end, which the rules forbid (AMB-3)` });
  const { trace: _trace, traceEvents: _events, traceCut: _cut, ...kept } = played;
  return ok({ ...game, played: [...game.played, kept], undone: [] });
}

export function undo(game: Game): Game {
  if (game.played.length === 0) return game;
  return { ...game, played: game.played.slice(0, -1), undone: [...game.undone, game.played[game.played.length - 1]!] };
}

export function redo(game: Game): Game {
  if (game.undone.length === 0) return game;
  return { ...game, played: [...game.played, game.undone[game.undone.length - 1]!], undone: game.undone.slice(0, -1) };
}

export function gameResult(game: Game): GameEnd {
  return endOf(game, repetitionsOf(game));
}

/** A position's key for counting repetitions (AMB-11): the counts and the side to move. */
function positionKey(pos: Position): string {
  return `${pos.counts.join(',')} ${pos.toMove}`;
}

/** How many times the current position has occurred in the game, the start included (AMB-11). */
function repetitionsOf(game: Game): number {
  if (game.played.length === 0) return 1;
  const key = positionKey(currentPosition(game));
  let seen = positionKey(game.initial) === key ? 1 : 0;
  for (const m of game.played) if (positionKey(m.after) === key) seen++;
  return seen;
}

/**
 * The game's end, given how many times its current position has occurred (`repetitionsOf`, or
 * a count kept move by move when a record is replayed: counting afresh after every move would
 * make a replay quadratic in the game's length).
 */
function endOf(game: Game, seen: number): GameEnd {
  const last = game.played[game.played.length - 1];
  const pos = currentPosition(game);
  if (last?.endHoleWin) return { over: true, winner: opponent(pos.toMove), reason: 'end-holes' };
  const limit = game.rules.gameLimit;
  if (game.played.length > 0 && seen >= limit.repetitions) return { over: true, winner: null, reason: 'repetition' };
  if (game.played.length >= limit.maxPlies) return { over: true, winner: null, reason: 'move-limit' };
  const laps = game.rules.gameLaps;
  if (laps !== null && last !== undefined) {
    // LU-limit: Ludii stops a game when its laps reach the limit; a move that never ends (a
    // proven cycle, or the lap bound) would run until then, so it stops the game at once.
    if (last.status !== 'ended') return { over: true, winner: null, reason: 'move-limit' };
    let total = 0;
    for (const m of game.played) total += m.laps;
    if (total >= laps.max) return { over: true, winner: null, reason: 'move-limit' };
  }
  const moves = listUntilLegal(game.rules, pos, inOpening(game));
  if (moves.legal.length > 0) return { over: false };
  // AMB-19: left only moves that never end (forbidden, AMB-3), he cannot move and loses, or the game is drawn.
  if (moves.all.length > 0 && game.rules.onlyEndless.result === 'drawn') return { over: true, winner: null, reason: 'only-endless' };
  return { over: true, winner: opponent(pos.toMove), reason: 'immobile' };
}

/**
 * Whether the side to move has a legal move (D-end): the moves are listed in `listMoves`'
 * order, and the listing stops at the first legal one, so an ordinary position costs one move's
 * work, not the whole list's; a position whose moves never end still meets the list's bound of
 * work (AMB-3), exactly where the whole list would have.
 */
export function hasLegalMove(rules: Ruleset, pos: Position, opening = false): boolean {
  return listUntilLegal(rules, pos, opening).legal.length > 0;
}

/** The moves in listMoves' order up to the first legal one (all of them when none is legal). */
function listUntilLegal(rules: Ruleset, pos: Position, opening: boolean) {
  return listMoves(rules, pos, { opening, shouldStop: (legal) => legal > 0 });
}

/**
 * The game record: header lines, then the moves numbered in pairs, A's move first
 * ("1... b8" when B begins):
 *
 *     Rules: lango
 *     Options: lango.increment=dlp
 *     Start: 2,2,2,…/… A
 *     Moves: 1. b7 b8 2. xf5 f3/<
 */
export function formatRecord(game: Game): string {
  const moves = formatMoveList(game.initial.toMove, game.played.map((m) => m.notation));
  return [`Rules: ${game.rules.id}`, `Options: ${game.options.join(' ')}`, `Start: ${formatPosition(game.initial)}`, `Moves: ${moves}`].join('\n');
}

/**
 * A move pair of the record: number, A's move (null when B began the game) and B's (null if not
 * yet played), and each one's place in the game's moves (for a list that shows a move on the board).
 */
export interface MovePair {
  readonly number: number;
  readonly A: string | null;
  readonly B: string | null;
  readonly indexA: number | null;
  readonly indexB: number | null;
}

/** Moves numbered in pairs, A's move first in each pair, from the side that moved first. */
export function movePairs(first: Player, notations: readonly string[]): MovePair[] {
  const pairs: { number: number; A: string | null; B: string | null; indexA: number | null; indexB: number | null }[] = [];
  let mover = first;
  notations.forEach((m, i) => {
    if (mover === 'A') pairs.push({ number: pairs.length + 1, A: m, B: null, indexA: i, indexB: null });
    else if (pairs.length === 0 || pairs[pairs.length - 1]!.B !== null) pairs.push({ number: pairs.length + 1, A: null, B: m, indexA: null, indexB: i });
    else Object.assign(pairs[pairs.length - 1]!, { B: m, indexB: i });
    mover = opponent(mover);
  });
  return pairs;
}

/** The record's move text: "1. b7 b8 2. xf5", or "1... b8 2. b7" when B began. */
export function formatMoveList(first: Player, notations: readonly string[]): string {
  return movePairs(first, notations)
    .map((p) => (p.A === null ? `${p.number}... ${p.B}` : p.B === null ? `${p.number}. ${p.A}` : `${p.number}. ${p.A} ${p.B}`))
    .join(' ');
}

export interface ParsedRecord {
  readonly rules: RulesetId;
  readonly options: readonly string[];
  readonly start: Position;
  readonly moves: readonly string[];
  /** The header lines the caller asked to keep (`extraFields`), by lower-case key. */
  readonly extra: ReadonlyMap<string, { readonly value: string; readonly line: number }>;
  /** The line number (1-based) of every header line, by lower-case key. */
  readonly lines: ReadonlyMap<string, number>;
}

export interface RecordError {
  readonly code: 'unknown-line' | 'missing-field' | 'bad-rules' | 'bad-options' | 'bad-start';
  readonly message: string;
  readonly line?: number;
}

/** The header lines of a record, in the order `formatRecord` writes them. */
const RECORD_FIELDS = ['rules', 'options', 'start', 'moves'] as const;

export interface RecordReading {
  /**
   * Header lines a caller adds to the record and reads itself (lower-case keys, e.g. the play
   * page's "players" and "opening"); they are kept in `extra`. Any other unknown line is refused.
   */
  readonly extraFields?: readonly string[];
}

/**
 * The moves of a record's move list, or of a link's: the words between spaces, less the pair
 * numbers a record writes before them (`1.`, and `1...` before a pair that B begins).
 */
export function recordMoves(text: string): string[] {
  return text.split(/\s+/).filter((t) => t !== '' && !/^\d+\.(\.\.)?$/.test(t));
}

/**
 * Parse a record's text. The header lines may come in any order; a line that is none of them
 * (nor one of `extraFields`) is refused, naming it. Checked in this order, so the first problem
 * a reader meets is the one named: unknown lines, missing lines, the rules, the options (as
 * `applyOptions` reads them), the start position. The moves are checked by `gameFromRecord`.
 */
export function parseRecord(text: string, reading: RecordReading = {}): Result<ParsedRecord, RecordError> {
  const extraFields = reading.extraFields ?? [];
  const known = [RECORD_FIELDS[0], RECORD_FIELDS[1], ...extraFields, RECORD_FIELDS[2], RECORD_FIELDS[3]];
  const fields = new Map<string, { value: string; line: number }>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    const key = colon > 0 ? line.slice(0, colon).trim().toLowerCase() : '';
    if (!known.includes(key)) {
      const names = known.map((k) => `${k[0]!.toUpperCase()}${k.slice(1)}:`);
      return err({ code: 'unknown-line', line: i + 1, message: `line ${i + 1}: ${quoteInput(line)} is not a record line (${names.slice(0, -1).join(', ')} or ${names.at(-1)})` });
    }
    fields.set(key, { value: line.slice(colon + 1).trim(), line: i + 1 });
  }
  for (const f of ['rules', 'start', 'moves']) {
    if (!fields.has(f)) return err({ code: 'missing-field', message: `the record has no "${f[0]!.toUpperCase()}${f.slice(1)}:" line` });
  }
  const rules = fields.get('rules')!;
  if (!(RULESET_IDS as readonly string[]).includes(rules.value)) {
    return err({ code: 'bad-rules', line: rules.line, message: `line ${rules.line}: unknown rules ${quoteInput(rules.value)}; known: ${RULESET_IDS.join(', ')}` });
  }
  const options = (fields.get('options')?.value ?? '').split(/\s+/).filter(Boolean);
  const checked = applyOptions(rules.value as RulesetId, options);
  if (!checked.ok) {
    const line = fields.get('options')!.line;
    return err({ code: 'bad-options', line, message: `line ${line}: ${checked.error.message}` });
  }
  const start = fields.get('start')!;
  const pos = parsePosition(start.value);
  if (!pos.ok) return err({ code: 'bad-start', line: start.line, message: `line ${start.line}: ${pos.error.message}` });
  const moves = recordMoves(fields.get('moves')!.value);
  const extra = new Map([...fields].filter(([k]) => extraFields.includes(k)));
  return ok({ rules: rules.value as RulesetId, options, start: pos.value, moves, extra, lines: new Map([...fields].map(([k, v]) => [k, v.line])) });
}

/** Replay a parsed record into a game (each move checked). */
export function gameFromRecord(rules: Ruleset, record: Pick<ParsedRecord, 'start' | 'options' | 'moves'>): Result<Game, GameMoveError & { readonly index?: number }> {
  let game = newGame(rules, record.start, record.options);
  // Repetitions are counted as the moves go (AMB-11), so a replay is linear in the record's length.
  const occurrences = new Map<string, number>([[positionKey(game.initial), 1]]);
  let seen = 1;
  for (let i = 0; i < record.moves.length; i++) {
    const r = playAfter(game, record.moves[i]!, endOf(game, seen));
    if (!r.ok) return err({ ...r.error, index: i, message: `move ${i + 1} (${cutInput(record.moves[i]!)}): ${r.error.message}` });
    game = r.value;
    const key = positionKey(currentPosition(game));
    seen = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, seen);
  }
  return ok(game);
}
