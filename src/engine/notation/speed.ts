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
export const SPEED_TEXT = { min: 0.001, max: 1000, digits: 4, decimals: 6 } as const;

const DECIMAL = new RegExp(`^\\d{1,${SPEED_TEXT.digits}}(\\.\\d{1,${SPEED_TEXT.decimals}})?$`);

/** Whether a text is a positive plain decimal of the digits allowed (in range or not): the CLI names the two problems apart. */
export function isSpeedDecimal(text: string): boolean {
  return DECIMAL.test(text) && Number(text) > 0;
}

/** Read a speed: `1`, `1.5`, `0.001` … `1000`; null for anything else (the reader says why, in its own words). */
export function parseSpeedText(text: string): number | null {
  const x = Number(text);
  return isSpeedDecimal(text) && x >= SPEED_TEXT.min && x <= SPEED_TEXT.max ? x : null;
}
