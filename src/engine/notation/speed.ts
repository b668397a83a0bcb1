/**
 * A player's speed in the simultaneous opening (AMB-2: "increasing or retarding the speed of his
 * own play", 1927a) written as text, as an address or a command line gives it: one reading for
 * every reader, so that a value one accepts the others accept, and a value a page writes back
 * into its address is one it reads again.
 *
 * A plain decimal (no sign, no exponent) of at most SPEED_TEXT.digits digits before the point and
 * SPEED_TEXT.decimals after it, from SPEED_TEXT.min to SPEED_TEXT.max drops per unit of time: few
 * enough digits that the speed, and every instant of the race printed from it, is a plain number
 * that reads back as written (`String(1e-10)` is "1e-10", which no reader takes).
 */
import type { Result } from '../types.ts';
import { err, ok } from '../types.ts';
import { quoteInput } from './quote.ts';

export const SPEED_TEXT = { min: 0.001, max: 1000, digits: 4, decimals: 6 } as const;

export interface SpeedTextError {
  /** `not-a-decimal`: not a plain decimal of the digits allowed; `out-of-range`: a decimal outside min … max. */
  readonly code: 'not-a-decimal' | 'out-of-range';
  readonly message: string;
}

const DECIMAL = new RegExp(`^\\d{1,${SPEED_TEXT.digits}}(\\.\\d{1,${SPEED_TEXT.decimals}})?$`);

/** Read a speed: `1`, `1.5`, `0.001` … `1000`; anything else is refused with its reason. */
export function parseSpeedText(text: string): Result<number, SpeedTextError> {
  if (!DECIMAL.test(text) || !(Number(text) > 0)) {
    return err({ code: 'not-a-decimal', message: `${quoteInput(text)} is not a positive number (a plain decimal such as 1, 2 or 1.5)` });
  }
  const x = Number(text);
  if (x < SPEED_TEXT.min || x > SPEED_TEXT.max) {
    return err({ code: 'out-of-range', message: `a speed is from ${SPEED_TEXT.min} to ${SPEED_TEXT.max} drops per unit of time; got ${text}` });
  }
  return ok(x);
}
