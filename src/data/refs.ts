/**
 * Reference checks for the content: an MDX <Clause>, <Term>, <Cite> or <Example> that names an
 * id that does not exist, or a data entry that points at a missing entry, throws an Error that
 * names the file and the id. The MDX components call these at build time (so `astro build`
 * fails); test/data/refs.test.ts calls them directly on bad input.
 *
 * No Astro imports here: the functions take the known ids as arguments, so they run in Vitest.
 */

export type RefKind = 'clause' | 'glossary term' | 'bibliography entry' | 'example' | 'edition';

/** The source file an edition page is built from, for error messages. */
export function editionFile(edition: string): string {
  return `src/content/editions/${edition}.mdx`;
}

/** The file a page's content comes from, from its URL path (edition pages → their MDX file). */
export function fileForPath(pathname: string): string {
  const m = /^\/sources\/([\w-]+)\/?$/.exec(pathname);
  if (m && m[1] !== undefined) return editionFile(m[1]);
  const page = pathname.replace(/^\/|\/$/g, '') || 'index';
  return `src/pages/${page}.astro`;
}

export class ReferenceError_ extends Error {
  override name = 'ContentReferenceError';
}

/**
 * Throw unless `id` is one of `known`. `where` names the file; `how` the construct
 * (`<Clause id="…">`, `glossary entry "lap", field "see"`).
 */
export function checkRef(kind: RefKind, id: string, known: Iterable<string>, where: string, how?: string): void {
  const list = [...known];
  if (list.includes(id)) return;
  const construct = how ?? `id "${id}"`;
  throw new ReferenceError_(`${where}: unknown ${kind} id "${id}" (in ${construct}); known: ${list.join(', ')}`);
}

/** Where a glossary occurrence ("driberg-1927a#D-opp", "about#peoples") links to. */
export function occurrenceHref(occ: string, editions: readonly string[]): string {
  const [page, anchor] = occ.split('#') as [string, string];
  return editions.includes(page) ? `/sources/${page}/#${anchor}` : `/${page}/#${anchor}`;
}

export interface GlossaryLike {
  readonly id: string;
  readonly occurs: readonly string[];
  readonly sources: readonly string[];
  readonly see: readonly string[];
}

export interface ClauseLike {
  readonly id: string;
  readonly edition: string;
}

export interface ExampleLike {
  readonly id: string;
  readonly edition: string;
  readonly clauses: readonly string[];
}

const PAGES = ['about', 'bibliography', 'glossary', 'sources'];

/** Check every cross-reference between the data collections; throws on the first broken one. */
export function checkCollections(input: {
  editions: readonly string[];
  clauses: readonly ClauseLike[];
  glossary: readonly GlossaryLike[];
  bibliography: readonly string[];
  examples: readonly ExampleLike[];
}): void {
  const clauseIds = input.clauses.map((c) => c.id);
  const termIds = input.glossary.map((g) => g.id);
  for (const c of input.clauses) {
    // LU- clauses are anchored on /ludii/ (the Ludii program at 1.3.13), not on an edition page.
    checkRef('edition', c.edition, [...input.editions, 'ludii-1.3.13'], 'src/data/clauses.json', `clause "${c.id}", field "edition"`);
  }
  for (const g of input.glossary) {
    for (const s of g.sources) checkRef('bibliography entry', s, input.bibliography, 'src/content/glossary.json', `term "${g.id}", field "sources"`);
    for (const s of g.see) checkRef('glossary term', s, termIds, 'src/content/glossary.json', `term "${g.id}", field "see"`);
    for (const o of g.occurs) {
      const page = o.split('#')[0]!;
      checkRef('edition', page, [...input.editions, ...PAGES], 'src/content/glossary.json', `term "${g.id}", field "occurs"`);
    }
  }
  for (const e of input.examples) {
    checkRef('edition', e.edition, input.editions, 'src/data/examples.ts', `example "${e.id}", field "edition"`);
    for (const c of e.clauses) checkRef('clause', c, clauseIds, 'src/data/examples.ts', `example "${e.id}", field "clauses"`);
  }
}
