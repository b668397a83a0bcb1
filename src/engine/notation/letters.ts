/**
 * The two letterings of the 4 × 8 board in the sources, and conversion between them.
 *
 * Driberg (1927a, 1927b): A's holes are capitals, B's small letters, running A → P in the
 * owner's sowing order with A = back column 7 (from the owner's left), C = front column 8,
 * K = back column 1. Driberg's chart is not in the captured texts, so the lettering is
 * reconstructed from his worked examples ("10 marbles at hole c … dropped singly in d, e, … m", "d … I … L",
 * "f … GN", "p … HM"), and the tests check every example against it.
 *
 * Murray (M51, §8.3.4): the back row A → H from the owner's left, the front row I → P from
 * his right, i.e. exactly the engine's local index (Murray A = 0). So Driberg index =
 * (local + 10) mod 16.
 *
 * Letters exist only for 8-column boards; wider boards use coordinates.
 */
import type { Player, Result } from '../types.ts';
import { err, ok } from '../types.ts';
import { quoteInput } from './quote.ts';

export const LETTERINGS = ['driberg', 'murray'] as const;
export type Lettering = (typeof LETTERINGS)[number];

const ALPHABET = 'ABCDEFGHIJKLMNOP';
const DRIBERG_SHIFT = 10;

/** The letter of a player's local hole (8-column boards only). Capitals for A, small letters for B. */
export function holeLetter(player: Player, local: number, lettering: Lettering): string {
  if (!Number.isInteger(local) || local < 0 || local > 15) {
    throw new RangeError(`letters exist only for the 16 holes of an 8-column side; got local index ${local}`);
  }
  const i = lettering === 'murray' ? local : (local + DRIBERG_SHIFT) % 16;
  const letter = ALPHABET[i]!;
  return player === 'A' ? letter : letter.toLowerCase();
}

export interface LetterError {
  readonly code: 'not-a-letter';
  readonly message: string;
}

/** Parse one hole letter: capitals are A's holes, small letters B's. */
export function parseHoleLetter(text: string, lettering: Lettering): Result<{ player: Player; local: number }, LetterError> {
  if (text.length !== 1 || !/^[A-Pa-p]$/.test(text)) {
    return err({ code: 'not-a-letter', message: `${quoteInput(text)} is not a hole letter: use A–P for player A's holes and a–p for player B's` });
  }
  const player: Player = text === text.toUpperCase() ? 'A' : 'B';
  const i = ALPHABET.indexOf(text.toUpperCase());
  const local = lettering === 'murray' ? i : (i - DRIBERG_SHIFT + 16) % 16;
  return ok({ player, local });
}

/** Convert a hole letter from one lettering to the other (Driberg K ⇄ Murray A, Driberg A ⇄ Murray G). */
export function convertLetter(text: string, from: Lettering, to: Lettering): Result<string, LetterError> {
  const parsed = parseHoleLetter(text, from);
  if (!parsed.ok) return parsed;
  return ok(holeLetter(parsed.value.player, parsed.value.local, to));
}
