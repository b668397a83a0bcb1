/**
 * The flags several `choro` commands share, each read in one place: the rules and their options,
 * the position, the bound on a trace, and the flags of the simultaneous opening (D-open, L-open,
 * AMB-2), which `choro opening` runs and `choro selfplay --opening` starts each game with.
 */
import {
  applyOptions, DEFAULT_MAX_TRACE_EVENTS, formatPosition, isSpeedDecimal, localIndex, parsePosition, parseSpeedText, quoteInput, RULESET_IDS, SPEED_TEXT, startPosition,
  type Player, type Position, type Ruleset, type RulesetId,
} from '../engine/index.ts';
import { one, UsageError, wholeFrom, type CommandLine } from './args.ts';

/** The 8-column start position in position notation (the overview shows it; --position's default). */
export const START_8 = formatPosition(startPosition(8));

const OPTION_LIMIT = 80;

/**
 * The ruleset `--rules` names, with its options. `offered` are the codes the command takes, which
 * its messages list: `choro solve` offers only the codes the solver answers (a known code it does
 * not answer gets the solver's own refusal, which says why).
 */
export function rulesFrom(p: CommandLine, offered: readonly RulesetId[] = RULESET_IDS): Ruleset {
  const id = one(p, '--rules');
  if (id === undefined) throw new UsageError(`--rules is required: ${offered.join(', ')}`);
  if (!(RULESET_IDS as readonly string[]).includes(id)) throw new UsageError(`--rules: unknown rules ${quoteInput(id)}; known: ${offered.join(', ')}`);
  const pairs = p.flags.get('--option') ?? [];
  // Option keys and values are short words and numbers: a longer pair is refused here, quoted cut, not echoed whole.
  const long = pairs.find((pair) => pair.length > OPTION_LIMIT);
  if (long !== undefined) throw new UsageError(`--option: ${quoteInput(long)} is not an option: a key=value pair is at most ${OPTION_LIMIT} characters (see choro options)`);
  const r = applyOptions(id as RulesetId, pairs);
  if (!r.ok) throw new UsageError(`--option: ${r.error.message}`);
  return r.value;
}

/** `--position`, or the 8-column start position when it is not given. */
export function positionFrom(p: CommandLine): Position {
  const text = one(p, '--position');
  if (text === undefined) return startPosition(8);
  const r = parsePosition(text);
  if (!r.ok) throw new UsageError(`--position: ${r.error.message} (at character ${r.error.offset + 1})`);
  return r.value;
}

/**
 * A note when a board is wider than the sources play the code on (D-wide widens the Didinga board
 * only; /play/ refuses such a game): the engine plays any width from 8 to 16, which the CLI allows
 * for exploring and measuring, but what it gives there is the engine's extension, not a source's game.
 */
export function widthNote(cmd: string, rules: Ruleset, cols: number): string | null {
  const { min, max } = rules.boardWidths;
  if (cols >= min && cols <= max) return null;
  const widths = min === max ? `${min}` : `${min} to ${max}`;
  return `choro: ${cmd}: ${rules.id} is played on ${widths} holes a row (only the Didinga board is widened, D-wide); this board has ${cols}, which the engine plays all the same`;
}

/** Most trace events `--max-trace-events` may ask for: four times the default, still a few seconds' work and, streamed, flat memory. */
export const MAX_TRACE_EVENTS_FLAG = 4 * DEFAULT_MAX_TRACE_EVENTS;

export function maxTraceEventsFrom(p: CommandLine): number {
  return wholeFrom(p, '--max-trace-events', 0, MAX_TRACE_EVENTS_FLAG) ?? DEFAULT_MAX_TRACE_EVENTS;
}

/** The flags of the simultaneous opening (see SimultaneousOpeningFlags). */
export const OPENING_FLAGS = ['--cols', '--start-a', '--start-b', '--speed-a', '--speed-b', '--tie', '--clockwise-a', '--clockwise-b', '--choices-a', '--choices-b'];

/** Whether any of `flags` is on the command line. */
export function givenAny(p: CommandLine, flags: readonly string[]): string | undefined {
  return flags.find((f) => p.flags.has(f) || p.booleans.has(f));
}

/**
 * Refuse the simultaneous opening's flags (and `also`) for a code that opens otherwise: with
 * Murray's arrays (K-array-1, K-array-2), or each player's first turn in turn (LU-open), which
 * `sequential` goes on to say how the command plays.
 */
export function refuseOpeningFlags(p: CommandLine, rules: Ruleset, sequential: string, also: readonly string[] = []): void {
  const f = givenAny(p, [...OPENING_FLAGS, ...also]);
  if (f === undefined) return;
  if (rules.opening.kind === 'array') throw new UsageError(`${f} is for the simultaneous opening; ${rules.id} opens with Murray's arrays${rules.id === 'ikibuguzo' ? ' (--option ikibuguzo.array=1|2)' : ''}`);
  throw new UsageError(`${f} is for the simultaneous opening; ${rules.id} plays each player's first turn in turn (LU-open)${sequential}`);
}

/** A player's answers at his clockwise chances (AMB-18): those given in order, then `then`. */
export interface ClockwiseFlags {
  readonly choices: boolean[];
  readonly then: 'always' | 'never';
}

/** The simultaneous opening as its flags give it; a flag not given is left to the engine's default. */
export interface SimultaneousOpeningFlags {
  readonly cols: number;
  readonly start: { A?: number; B?: number };
  readonly speed: { A?: number; B?: number };
  readonly tieBreak: Player | undefined;
  /** A player's answers, when --choices-x or --clockwise-x is given (else his kind decides, or `never`). */
  readonly clockwise: { A?: ClockwiseFlags; B?: ClockwiseFlags };
}

/** Read the simultaneous opening's flags, once, in the order OPENING_FLAGS lists them. */
export function simultaneousOpeningFrom(p: CommandLine): SimultaneousOpeningFlags {
  const cols = colsFrom(p);
  const startA = openingHole(p, '--start-a', cols);
  const startB = openingHole(p, '--start-b', cols);
  const speedA = speed(p, '--speed-a');
  const speedB = speed(p, '--speed-b');
  const tieBreak = tieFrom(p);
  const clockwiseOf = (x: 'a' | 'b'): ClockwiseFlags | undefined => {
    if (!p.flags.has(`--choices-${x}`) && !p.booleans.has(`--clockwise-${x}`)) return undefined;
    return { choices: choices(p, `--choices-${x}`) ?? [], then: p.booleans.has(`--clockwise-${x}`) ? 'always' : 'never' };
  };
  const clockwiseA = clockwiseOf('a');
  const clockwiseB = clockwiseOf('b');
  return {
    cols,
    start: { ...(startA !== undefined ? { A: startA } : {}), ...(startB !== undefined ? { B: startB } : {}) },
    speed: { ...(speedA !== undefined ? { A: speedA } : {}), ...(speedB !== undefined ? { B: speedB } : {}) },
    tieBreak,
    clockwise: { ...(clockwiseA ? { A: clockwiseA } : {}), ...(clockwiseB ? { B: clockwiseB } : {}) },
  };
}

function colsFrom(p: CommandLine): number {
  const colsText = one(p, '--cols');
  if (colsText !== undefined && !/^\d{1,2}$/.test(colsText)) throw new UsageError(`--cols: ${quoteInput(colsText)} is not a whole number from 8 to 16`);
  const cols = colsText === undefined ? 8 : Number(colsText);
  if (cols < 8 || cols > 16) throw new UsageError(`--cols: a board has 8 to 16 holes a row; got ${cols}`);
  return cols;
}

function openingHole(p: CommandLine, name: string, cols: number): number | undefined {
  const v = one(p, name);
  if (v === undefined) return undefined;
  // Back or front row: which holes an opening may start from is the engine's to say (D-open,
  // L-open, AMB-17: didinga.openingStart=any-hole allows the front row).
  const m = /^([bf])(\d{1,2})$/.exec(v);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > cols) throw new UsageError(`${name}: ${quoteInput(v)} is not a hole: use b1 … b${cols} (back row) or f1 … f${cols} (front row), counted from the player's own left`);
  return localIndex(m[1] === 'b' ? 'back' : 'front', Number(m[2]) - 1, cols);
}

/** `--choices-a yny`: a player's answers at his clockwise chances in order (AMB-18); later chances go by --clockwise-a. */
function choices(p: CommandLine, name: string): boolean[] | undefined {
  const v = one(p, name);
  if (v === undefined) return undefined;
  if (!/^[yn]{1,64}$/.test(v)) throw new UsageError(`${name}: ${quoteInput(v)} is not a list of answers: y (take the chance) or n (pass) for each clockwise chance in order, e.g. yny`);
  return [...v].map((c) => c === 'y');
}

/** A speed (AMB-2), read as every reader reads one (the engine's parseSpeedText: a plain decimal, 0.001 to 1000). */
function speed(p: CommandLine, name: string): number | undefined {
  const v = one(p, name);
  if (v === undefined) return undefined;
  if (!isSpeedDecimal(v)) throw new UsageError(`${name}: ${quoteInput(v)} is not a positive number (a plain decimal such as 1, 2 or 1.5)`);
  const x = parseSpeedText(v);
  if (x === null) throw new UsageError(`${name}: a speed is from ${SPEED_TEXT.min} to ${SPEED_TEXT.max} drops per unit of time; got ${v}`);
  return x;
}

function tieFrom(p: CommandLine): Player | undefined {
  const tie = one(p, '--tie');
  if (tie !== undefined && tie !== 'A' && tie !== 'B') throw new UsageError(`--tie: ${quoteInput(tie)} is not A or B`);
  return tie as Player | undefined;
}
