/** A page reference as citations write it: "p. 217" for one page, "pp. 168–172" for a range (or a list). */
export function pageRef(pages: string): string {
  return /[–,-]/.test(pages) ? `pp. ${pages}` : `p. ${pages}`;
}
