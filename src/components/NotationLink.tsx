/**
 * The link to the notation key (/notation/), beside everything that shows a move, a hole name or
 * a position: steppers, the play page's moves, the solved openings, the notation chart. One
 * component, so the key's address and words live in one place; static HTML in Astro pages.
 */
export const NOTATION_HREF = '/notation/';

export function NotationLink({ text = 'How to read the notation' }: { text?: string }) {
  return <a class="notation-link" href={NOTATION_HREF}>{text}</a>;
}
