/**
 * Hole letters on the edition pages: which lettering a page uses, and the key of a letter in a
 * quoted text. Naming the holes (letters, keys, the description a screen reader hears) is
 * src/components/holes.ts's job; this module only adds what is particular to the editions.
 */
import { keyOfLetter as keyOf, type Lettering } from '../../components/holes.ts';

export type { Lettering };
export { describeHole, holeKey } from '../../components/holes.ts';

/** The lettering of the page at `pathname`: Murray's on his edition, Driberg's elsewhere. */
export function letteringFor(pathname: string): Lettering {
  return pathname.startsWith('/sources/murray-1951') ? 'murray' : 'driberg';
}

/** Parse a letter of the given lettering into its hole key; throws with a clear message naming `where`. */
export function keyOfLetter(letter: string, lettering: Lettering, where: string): string {
  const r = keyOf(letter, lettering);
  if (!r.ok) throw new Error(`${where}: <H> ${r.error.message}`);
  return r.value;
}
