/**
 * Citing a page of the site: one record, and the formats historians and their reference
 * managers use, each made from that record (Chicago notes-bibliography, BibTeX, RIS for Zotero,
 * EndNote and Mendeley, CSL-JSON for Zotero and pandoc).
 *
 * Nothing here invents what is not known. The page's address is absolute only when the site has
 * a public address (src/data/site.ts); otherwise the citation gives the page's path on the site.
 * An edition date stands where an access date would (Chicago asks for an access date only when
 * a page has no date of its own), so no citation asks the reader to fill anything in.
 */
import { upperFirst } from '../../components/sentence.ts';

/** Everything a citation of one page says. */
export interface CitationRecord {
  /** A short key for BibTeX and CSL-JSON ("choro-driberg-1927a"). */
  readonly key: string;
  /** The author, an organisation: cited as one name, never split into given and family names. */
  readonly author: string;
  /** The page's title. */
  readonly title: string;
  /** The site's title (the container). */
  readonly container: string;
  /** The edition of the site: its version and the date of that version (YYYY-MM-DD). */
  readonly edition: { readonly version: string; readonly date: string };
  /** The page's path on the site ("/sources/driberg-1927a/"). */
  readonly path: string;
  /** The page's absolute address, when the site has a public address. */
  readonly url?: string;
  /** What the page is, in a sentence ("Annotated edition of …"), without a final stop. */
  readonly description?: string;
}

/** Builds a record; `origin` is the site's public origin, or undefined when it has none. */
export function citationRecord(fields: Omit<CitationRecord, 'url'>, origin: string | undefined): CitationRecord {
  return origin === undefined ? fields : { ...fields, url: new URL(fields.path, origin).href };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function dateParts(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`citation: the edition date "${date}" is not YYYY-MM-DD`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** "November 23, 2026", as Chicago writes dates. */
export function chicagoDate(date: string): string {
  const [y, m, d] = dateParts(date);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** Where the page is: its address, or its path on the site when the site has no public address. */
function location(r: CitationRecord): string {
  return r.url ? ` ${r.url}.` : r.path === '/' ? '' : ` Page ${r.path} of the site.`;
}

/**
 * Chicago (17th ed., notes and bibliography), bibliography form of a web page:
 * Author. "Title." Website, version, date. Address.
 */
export function chicago(r: CitationRecord): string {
  const about = r.description ? ` ${r.description}.` : '';
  const edition = `version ${r.edition.version}, ${chicagoDate(r.edition.date)}`;
  // The site as a whole is cited by its own title, not as a page within itself.
  if (r.title === r.container) return `${r.author}. ${r.container}.${about} ${upperFirst(edition)}.${location(r)}`;
  return `${r.author}. “${r.title}.”${about} ${r.container}, ${edition}.${location(r)}`;
}

/** Braces and backslashes are BibTeX syntax; everything else passes (BibTeX reads UTF-8 with biber). */
function bib(value: string): string {
  return value.replace(/[{}\\]/g, '');
}

/** A BibTeX @misc entry (biblatex reads `version` and `urldate`-free `date`). */
export function bibtex(r: CitationRecord): string {
  const [y, m] = dateParts(r.edition.date);
  const fields: [string, string][] = [
    ['author', `{${bib(r.author)}}`],
    ['title', bib(r.title)],
    ['howpublished', r.url ? `\\url{${r.url}}` : bib(`${r.container}, page ${r.path}`)],
    ['version', r.edition.version],
    ['date', r.edition.date],
    ['year', String(y)],
    ['month', MONTHS[m - 1]!.slice(0, 3).toLowerCase()],
  ];
  if (r.description) fields.push(['note', bib(r.description)]);
  const width = Math.max(...fields.map(([k]) => k.length));
  return `@misc{${r.key},\n${fields.map(([k, v]) => `  ${k.padEnd(width)} = {${v}}`).join(',\n')}\n}`;
}

/** RIS, one tag a line ("TY  - ELEC"), as Zotero, EndNote and Mendeley import it. */
export function ris(r: CitationRecord): string {
  const [y, m, d] = dateParts(r.edition.date);
  const two = (n: number) => String(n).padStart(2, '0');
  const lines: [string, string][] = [
    ['TY', 'ELEC'],
    ['AU', r.author],
    ['TI', r.title],
    ['T2', r.container],
    ['PY', String(y)],
    ['DA', `${y}/${two(m)}/${two(d)}`],
    ['ET', r.edition.version],
  ];
  if (r.url) lines.push(['UR', r.url]);
  else lines.push(['N1', `${r.container}, page ${r.path}`]);
  if (r.description) lines.push(['AB', r.description]);
  lines.push(['ER', '']);
  return lines.map(([tag, value]) => `${tag}  - ${value}`.trimEnd()).join('\n');
}

/** CSL-JSON (an array of one item), as Zotero and pandoc read it. */
export function cslJson(r: CitationRecord): string {
  const item: Record<string, unknown> = {
    id: r.key,
    type: 'webpage',
    title: r.title,
    'container-title': r.container,
    author: [{ literal: r.author }],
    issued: { 'date-parts': [dateParts(r.edition.date)] },
    version: r.edition.version,
  };
  if (r.url) item.URL = r.url;
  else item.note = `${r.container}, page ${r.path}`;
  if (r.description) item.abstract = r.description;
  return JSON.stringify([item], null, 2);
}

/** The formats the "Cite this page" block offers, in its order. */
export const CITATION_FORMATS = [
  { id: 'chicago', label: 'Chicago', lang: 'text', format: chicago },
  { id: 'bibtex', label: 'BibTeX', lang: 'bibtex', format: bibtex },
  { id: 'ris', label: 'RIS (Zotero, EndNote, Mendeley)', lang: 'text', format: ris },
  { id: 'csl-json', label: 'CSL-JSON (Zotero, pandoc)', lang: 'json', format: cslJson },
] as const;
