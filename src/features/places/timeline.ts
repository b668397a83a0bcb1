/**
 * The timeline on /about/: the sources the site uses, in the order they appeared, built from the
 * bibliography (src/content/bibliography.json, passed in by the page so this module stays free of
 * Astro) and the edition pages that quote them.
 *
 * Only dates the repository itself records are shown. The bibliography dates the printed works;
 * it gives the web pages no date ("n.d."), and the one date the project records for them is the
 * year it captured them, 2026 (the bibliography page and source-captures/README.md). No reprint
 * appears: the bibliography records none, and the site cites no reprint it has not seen.
 */

/** The fields of a bibliography entry the timeline reads. */
export interface BibRecord {
  readonly id: string;
  readonly short: string;
  readonly type: 'article' | 'book' | 'web';
  readonly title: string;
  readonly year: string;
  readonly journal?: string | undefined;
  readonly volume?: string | undefined;
  readonly number?: string | undefined;
  readonly pages?: string | undefined;
  readonly publisher?: string | undefined;
  readonly place?: string | undefined;
}

export interface TimelineRef {
  readonly id: string;
  readonly short: string;
}

export interface TimelineEntry {
  /** The `datetime` of its <time>: a year. */
  readonly datetime: string;
  readonly heading: string;
  /** The work's title, if the entry is one work: an article's is quoted, a book's is italic. */
  readonly work?: { readonly title: string; readonly kind: 'article' | 'book'; readonly journal?: string; readonly details: string };
  /** What the site adds: a disputed date, an unseen work, what a group of pages is. */
  readonly note?: string;
  /** The bibliography entries it stands for, in the order the page names them. */
  readonly refs: readonly TimelineRef[];
  /** The annotated edition that quotes it, if there is one. */
  readonly edition?: string;
}

/** The year the project captured the web pages it quotes (see the bibliography page). */
export const CAPTURED_YEAR = '2026';

/**
 * What the site has to add to a dated entry: where the date is disputed or the work unseen.
 * Keyed by bibliography id; an id missing from the bibliography fails the test of this module.
 */
export const TIMELINE_NOTES: Readonly<Record<string, string>> = {
  'murray-1951': 'DLP’s two records of the Ikibuguzo evidence date it 1951 and 1952; the site follows 1951.',
  'russ-2000': 'A book cited by Mancala World for Choro; the site has not seen it and cites nothing from it.',
};

const isYear = (y: string) => /^\d{4}$/.test(y);

/** Where a work appeared, after the journal's name if any: "27, no. 114, pp. 168–172" or "Oxford: Clarendon Press". */
function details(b: BibRecord): string {
  if (b.type === 'article') return `${b.volume}, no. ${b.number}, pp. ${b.pages}`;
  return `${b.place}: ${b.publisher}`;
}

/**
 * The timeline: every dated entry of the bibliography, oldest first (two articles of one year by
 * their number in the journal), then the web pages together under the year of their capture.
 * `editions` maps a bibliography id to the edition page that quotes it.
 */
export function timeline(bibliography: readonly BibRecord[], editions: Readonly<Record<string, string>>): TimelineEntry[] {
  const dated = bibliography
    .filter((b) => isYear(b.year))
    .sort((a, b) => Number(a.year) - Number(b.year) || Number(a.number ?? 0) - Number(b.number ?? 0));
  const entries: TimelineEntry[] = dated.map((b) => {
    const note = TIMELINE_NOTES[b.id];
    const edition = editions[b.id];
    return {
      datetime: b.year,
      heading: b.short,
      work: { title: b.title, kind: b.type === 'article' ? 'article' : 'book', ...(b.journal ? { journal: b.journal } : {}), details: details(b) },
      ...(note ? { note } : {}),
      refs: [{ id: b.id, short: b.short }],
      ...(edition ? { edition } : {}),
    };
  });
  const web = bibliography.filter((b) => b.type === 'web' && !isYear(b.year));
  if (web.length > 0) {
    entries.push({
      datetime: CAPTURED_YEAR,
      heading: 'The web accounts',
      note: `The Digital Ludeme Project’s pages that quote the three texts, and Mancala World’s article. They give no date of their own; the site quotes them as captured for this project in ${CAPTURED_YEAR}.`,
      refs: web.map((b) => ({ id: b.id, short: b.short })),
    });
  }
  return entries;
}
