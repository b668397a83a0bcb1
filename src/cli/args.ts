/**
 * Reading command-line arguments, shared by `choro` and the scripts (`npm run arena`, `bench`,
 * `solve-openings`, `solver-weights`, `serve`): one way to read a whole number, and one way to
 * say what is wrong with it. A problem is a UsageError whose message is the one line to print
 * (the caller adds its own name and exits with status 2); the input is quoted escaped and cut
 * (quoteInput), so no control character reaches the terminal.
 */
import { quoteInput } from '../engine/index.ts';

/** A bad argument; the message names it and says what it takes. */
export class UsageError extends Error {}

/** Digits a whole-number argument may have: enough for every bound used, few enough to be exact. */
const MAX_DIGITS = 15;

/**
 * The whole number `value` given to `name`, from `lo` to `hi`. Anything else, a missing value
 * included, is a UsageError naming the flag and the range.
 */
export function wholeNumber(name: string, value: string | undefined, lo: number, hi: number): number {
  if (value === undefined) throw new UsageError(`${name} needs a whole number from ${lo} to ${hi}`);
  const digits = new RegExp(`^\\d{1,${MAX_DIGITS}}$`);
  if (!digits.test(value) || Number(value) < lo || Number(value) > hi) {
    throw new UsageError(`${name}: ${quoteInput(value)} is not a whole number from ${lo} to ${hi}`);
  }
  return Number(value);
}
