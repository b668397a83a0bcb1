/**
 * One reader of a page's URL parameters, naming every problem in one dialect:
 *
 *   `<parameter>: "<value>" is not <what it should be>; <what is used instead>`
 *   `<parameter>: <a parser's own message>; <what is used instead>`
 *
 * e.g. `step: "x" is not a step number; the first step is shown`, `tie: "C" is not A or B; A is
 * used`, `position: expected 4 rows separated by "/", found 2; the start position is used`. A
 * parameter that is absent is no problem: its default is used silently. A reader collects the
 * problems in the order the parameters are read; the page shows them in one alert. A value is
 * quoted as `quoteInput` quotes it (control characters escaped, cut after 40 characters with its
 * length), and one longer than MAX_PARAM_LENGTH is refused before it is parsed.
 *
 * What is used instead is not always a default (a step past the last shows the last; a panel
 * refused is left out), so the alert's lead-in claims nothing, and every problem says it for
 * itself: `instead` is required wherever a problem is named, so none can be left to the reader.
 */

import { quoteInput } from '../engine/index.ts';

/** A parser's failure, in any of the forms the engine and the features return. */
export type ParseFailure = string | { readonly message: string };

/** What a parser returns: the engine's `Result`, or the `{ ok, error }` the features use. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ParseFailure };

export interface ParamReader {
  /** The problems named so far, one sentence each. */
  readonly problems: readonly string[];
  /**
   * The raw text of a parameter, or null when the address does not give it or gives more than
   * MAX_PARAM_LENGTH characters (then named: "it is read as if the address did not give it").
   */
  text(key: string): string | null;
  /** Whether the address gives the parameter, within MAX_PARAM_LENGTH (a longer one is named, as `text`). */
  has(key: string): boolean;
  /** Name a value that is not what the parameter takes: `key: "value" is not what; instead`. */
  notA(key: string, value: string, what: string, instead: string): void;
  /** Name a problem in another's words (a parser, the engine): `key: message; instead`. */
  refuse(key: string, message: ParseFailure, instead: string): void;
  /** A problem that belongs to no one parameter, said as it is (with what is done instead). */
  note(sentence: string): void;
  /**
   * A parameter read by `parse` (null: not a valid value). Absent: `fallback`, silently. Invalid:
   * named as `key: "value" is not what; instead`, and `fallback`.
   */
  value<T>(key: string, fallback: T, parse: (text: string) => T | null, what: string, instead: string): T;
  /** One of a list of words: `key: "x" is not one of a, b, c (why); instead`. */
  oneOf<T extends string>(key: string, values: readonly T[], fallback: T, options: { readonly why?: string; readonly instead: string }): T;
  /** A whole number from min to max: `key: "x" is not a whole number from 8 to 16; instead`. */
  wholeNumber(key: string, fallback: number, range: { readonly min: number; readonly max: number }, instead: string): number;
  /** A parameter read by a parser that explains itself: `key: <its message>; instead`. */
  parsed<T>(key: string, fallback: T, parse: (text: string) => Parsed<T>, instead: string): T;
  /** `?step=N`: a step number, or null when absent or invalid (`step: "x" is not a step number; the first step is shown`). */
  step(key?: string): number | null;
}

/** The largest step an address may ask for (six digits: far beyond any move's trace). */
export const MAX_STEP_DIGITS = 6;

function messageOf(f: ParseFailure): string {
  return typeof f === 'string' ? f : f.message;
}

/** A step number: 0 or more, at most six digits; null if the text is not one. */
export function parseStep(text: string): number | null {
  return new RegExp(`^\\d{1,${MAX_STEP_DIGITS}}$`).test(text) ? Number(text) : null;
}

export const STEP_PROBLEM = { what: 'a step number', instead: 'the first step is shown' } as const;

/**
 * A step asked for past the last one, said where the frames are known (the stepper, once the
 * move's own frames have come, possibly from a worker), in the dialect of the other problems:
 * `step: 999 is past the last step, 37; the last step is shown`.
 */
export function stepPastEnd(asked: number, last: number, key = 'step'): string {
  return `${key}: ${asked} is past the last step, ${last}; the last step is shown`;
}

/**
 * Whether the step an address asked for can be judged yet, and what to say of it: not while the
 * frames shown are a stand-in (`final` false: the page's default move while a worker plays the
 * one asked for) or the step is not yet open (`asked`, the transport's, differs); then the
 * problem if it is past `last`, or none. A reader who went to another step before the frames
 * came has left the address's step behind: it stays unsettled, and is never named.
 */
export function settleAddressStep(address: number, asked: number, last: number, final: boolean): { readonly settled: false } | { readonly settled: true; readonly problem: string | null } {
  if (!final || asked !== address) return { settled: false };
  return { settled: true, problem: address > last ? stepPastEnd(address, last) : null };
}

/** The alert's lead-in: neutral, since each problem says what is done instead (not always a default). */
export const ADDRESS_PROBLEMS_LEAD = 'The address had problems:';

/** The sentence a widget's alert gives its address's problems in. */
export function addressProblems(problems: readonly string[]): string {
  return `${ADDRESS_PROBLEMS_LEAD} ${problems.join('; ')}.`;
}

/** The id a fragment names, or null (fragment.ts: a module of its own, so that a page that reads only fragments loads no more). */
export { fragmentId } from './fragment.ts';

/**
 * The longest value an address's parameter may give. The longest a page writes is /compare/'s
 * `panels` with six panels of Lango, each with every reading at its longest value: 2,081
 * characters (measured against OPTIONS). The limit leaves room for readings to come; a longer
 * value is refused before any parser reads it, so a link of many kilobytes costs the page no
 * parsing and its alert quotes only the value's start.
 */
export const MAX_PARAM_LENGTH = 4000;

/** Read the parameters of an address (its search params, or a query string with or without "?"). */
export function readParams(source: URLSearchParams | string): ParamReader {
  const q = typeof source === 'string' ? new URLSearchParams(source) : source;
  const problems: string[] = [];
  const overlong = new Set<string>();
  const notA = (key: string, value: string, what: string, instead: string) => {
    problems.push(`${key}: ${quoteInput(value)} is not ${what}; ${instead}`);
  };
  const refuse = (key: string, message: ParseFailure, instead: string) => {
    problems.push(`${key}: ${messageOf(message)}; ${instead}`);
  };
  /** A parameter's text, or null when absent or too long (named once, with what is done instead). */
  const get = (key: string, instead = 'it is read as if the address did not give it'): string | null => {
    const text = q.get(key);
    if (text === null || text.length <= MAX_PARAM_LENGTH) return text;
    if (!overlong.has(key)) notA(key, text, `a value of at most ${MAX_PARAM_LENGTH} characters`, instead);
    overlong.add(key);
    return null;
  };
  function value<T>(key: string, fallback: T, parse: (text: string) => T | null, what: string, instead: string): T {
    const text = get(key, instead);
    if (text === null) return fallback;
    const v = parse(text);
    if (v !== null) return v;
    notA(key, text, what, instead);
    return fallback;
  }
  function oneOf<T extends string>(key: string, values: readonly T[], fallback: T, options: { readonly why?: string; readonly instead: string }): T {
    const known = (t: string): t is T => (values as readonly string[]).includes(t);
    return value<T>(key, fallback, (t) => (known(t) ? t : null), `one of ${values.join(', ')}${options.why ? ` (${options.why})` : ''}`, options.instead);
  }
  function parsed<T>(key: string, fallback: T, parse: (text: string) => Parsed<T>, instead: string): T {
    const text = get(key, instead);
    if (text === null) return fallback;
    const r = parse(text);
    if (r.ok) return r.value;
    refuse(key, r.error, instead);
    return fallback;
  }
  const reader: ParamReader = {
    problems,
    text: (key) => get(key),
    has: (key) => get(key) !== null,
    notA,
    refuse,
    note: (sentence) => {
      problems.push(sentence);
    },
    value,
    oneOf,
    wholeNumber: (key, fallback, { min, max }, instead) => value(
      key, fallback, (t) => (/^\d{1,9}$/.test(t) && Number(t) >= min && Number(t) <= max ? Number(t) : null),
      `a whole number from ${min} to ${max}`, instead,
    ),
    parsed,
    step: (key = 'step') => value<number | null>(key, null, parseStep, STEP_PROBLEM.what, STEP_PROBLEM.instead),
  };
  return reader;
}

/** Only the step of an address, for a widget that names no problems (the stepper on an example's page). */
export function stepParam(source: URLSearchParams | string, key = 'step'): number | null {
  const text = (typeof source === 'string' ? new URLSearchParams(source) : source).get(key);
  return text === null ? null : parseStep(text);
}
