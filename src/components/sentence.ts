/**
 * A sentence's first letter made a capital ("DLP's increment, sown on…" stays, "the defaults"
 * becomes "The defaults"), for words made from data that may open a sentence or a table cell.
 * A module of its own: the edition pages' script is within a few bytes of its budget, and a
 * helper kept with the captions would ride into their shared chunk.
 */
export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A sentence's first letter made small, for a label that goes on after a semicolon. */
export const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
