/**
 * What of a primary text the site quotes, and what it does not, in one line. The pages and the
 * gaps are data of the bibliography (src/content/bibliography.json, `quotedPages` and
 * `notQuoted`), the one place that states them: the edition pages, /sources/ and /bibliography/
 * all print this line, so no page can claim more of a text than the capture holds
 * (test/features/editions/quoted.test.ts, test/gates/quoted.test.ts).
 */
import { pageRef } from '../../components/page-ref.ts';

/** The fields of a bibliography entry the line reads. */
export interface QuotedWork {
  readonly id: string;
  readonly type: 'article' | 'book' | 'web';
  readonly pages?: string | undefined;
  readonly quotedPages?: string | undefined;
  readonly notQuoted?: readonly string[] | undefined;
}

/** The pages quoted, "pp. 170–172"; a work the site does not quote is an error naming it. */
export function quotedPagesOf(b: QuotedWork): string {
  if (b.quotedPages === undefined || b.notQuoted === undefined) {
    throw new Error(`src/content/bibliography.json: "${b.id}" is quoted by an edition but gives no "quotedPages" and "notQuoted"`);
  }
  return pageRef(b.quotedPages);
}

/**
 * "Quoted: the passage the capture cites as pp. 170–172, of the article’s pp. 168–172. Not in the
 * capture: pp. 168–169; the footnote …." (The capture does not say whether the passage is the
 * whole of those pages, so the line does not say so either.) The work's own range is named only when it differs from the pages quoted.
 */
export function quotedLine(b: QuotedWork): string {
  const quoted = quotedPagesOf(b);
  const whole = b.pages !== undefined && b.pages !== b.quotedPages ? `, of the ${b.type === 'article' ? 'article’s' : 'work’s'} ${pageRef(b.pages)}` : '';
  const gaps = b.notQuoted!.length > 0 ? ` Not in the capture: ${b.notQuoted!.join('; ')}.` : '';
  return `Quoted: the passage the capture cites as ${quoted}${whole}.${gaps}`;
}
