/**
 * Content collections (Astro 7 content layer). Every entry is checked against its schema when
 * `astro build` / `astro check` runs, so a malformed entry fails the build naming its file.
 *
 * - `editions`: one MDX file per source text (src/content/editions/*.mdx): the verbatim text,
 *   its paragraph and clause anchors and the notes beside it.
 * - `clauses`: the clause table (src/data/clauses.json), shared with the engine's clause ids
 *   and with src/data/clauses.ts; each clause names the engine function(s) that implement it.
 * - `glossary`: src/content/glossary.json, one entry per term a reader meets.
 * - `bibliography`: src/content/bibliography.json, one entry per work cited.
 * - `examples`: the worked examples of src/data/examples.ts (an inline loader); a refinement
 *   runs the engine's position parser on every variant, so a bad position fails the build with
 *   the parser's own message.
 *
 * Cross-references (a clause's edition, a glossary term's sources, an example's clauses) are
 * checked by src/data/refs.ts when the pages render; see test/data/refs.test.ts.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { EXAMPLES } from './data/examples.ts';
import { captureFiles } from './data/source-captures.ts';
import { parsePosition } from './engine/index.ts';

const EDITION_IDS = ['driberg-1927a', 'driberg-1927b', 'murray-1951'] as const;
/**
 * Where a clause is anchored: an edition page, or for the behaviours of the Ludii program at
 * version 1.3.13 (LU- clauses; not a source) the page /ludii/, which describes that program.
 */
const CLAUSE_HOMES = [...EDITION_IDS, 'ludii-1.3.13'] as const;

const editions = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/editions' }),
  schema: z.object({
    /** The page's h1, e.g. "Driberg 1927a: Pereaüni, the Didinga game". */
    title: z.string(),
    /** One or two sentences for <meta name="description"> and the /sources/ index. */
    description: z.string(),
    /** Short form used in citations on the site ("Driberg 1927a"). */
    short: z.string(),
    /** The bibliography entry (src/content/bibliography.json) of the text itself. */
    cite: z.string(),
    /** Which lettering its hole letters use. */
    lettering: z.enum(['driberg', 'murray']),
    /** The capture in source-captures/ whose `Content "…"` field is the quoted text. */
    sourceFile: z.string().superRefine((f, ctx) => {
      if (!captureFiles().includes(f)) ctx.addIssue({ code: 'custom', message: `no source capture "${f}" in source-captures/; the captures are: ${captureFiles().join(', ')}` });
    }),
    /** The bibliography entry of the page that carries the quotation (a DLP evidence page). */
    via: z.string(),
    /** Where and when the game was recorded, in a line. */
    recorded: z.string(),
    /** Order on /sources/. */
    order: z.number().int(),
  }),
});

const implementation = z.object({
  /** Repository-relative path of an engine file, e.g. "src/engine/machine/runner.ts". */
  file: z.string().regex(/^src\/engine\/[\w/.-]+\.ts$/),
  /** A top-level name, or Class.member. Must exist: the build fails otherwise. */
  symbol: z.string().regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/),
});

const clauses = defineCollection({
  loader: file('src/data/clauses.json'),
  schema: z
    .object({
      id: z.string().regex(/^(D|L|K|AMB|LU)-[\w-]+$/),
      /** The edition page that carries the clause's anchor (id = clause id), or `ludii-1.3.13` for /ludii/. */
      edition: z.enum(CLAUSE_HOMES),
      title: z.string(),
      /** The clause's effect in modern terms, in the site's own words. */
      summary: z.string(),
      /** The engine function(s) that implement the clause, shown in its note. */
      implementation: z.array(implementation).min(1).optional(),
      /** Why no engine function implements it (a definition, a citation). */
      noImplementation: z.string().optional(),
      /** For an ambiguity (AMB-…) that no option reads: why there is none (shown in the fidelity table). */
      noOption: z.string().optional(),
    })
    .refine((c) => (c.implementation === undefined) !== (c.noImplementation === undefined), {
      message: 'a clause needs exactly one of "implementation" (engine functions) or "noImplementation" (why there is none)',
    }),
});

const glossary = defineCollection({
  loader: file('src/content/glossary.json'),
  schema: z.object({
    id: z.string().regex(/^[a-z][a-z-]*$/),
    /** The term as the texts write it (Driberg's capitals kept). */
    term: z.string(),
    /** Driberg's defined terms, Lango words, Murray's terms, or modern vocabulary. */
    kind: z.enum(['driberg', 'murray', 'lango', 'modern']),
    /** The site's own definition. */
    definition: z.string(),
    /**
     * Where a reader meets it: "<edition or page>#<anchor>", e.g. "driberg-1927a#D-opp", "about#peoples".
     * Only a Lango word may name none: some are given by a secondary account alone, and occur
     * nowhere in the texts the site quotes (the glossary says so).
     */
    occurs: z.array(z.string().regex(/^[a-z0-9-]+#[\w-]+$/)),
    /**
     * Bibliography ids of the sources of the term or of its meaning: only works the site has read
     * (a captured page or a quoted text), never one it knows only from another's bibliography.
     */
    sources: z.array(z.string()),
    /** The site's own word, used by none of the sources it has read: it then cites none, and says so. */
    own: z.boolean().default(false),
    /** Related glossary ids. */
    see: z.array(z.string()).default([]),
  })
    .refine((t) => t.occurs.length > 0 || t.kind === 'lango', { message: 'a term of the texts, or a modern word, names at least one place where it occurs', path: ['occurs'] })
    .refine((t) => (t.sources.length > 0) !== t.own, { message: 'a term cites at least one source it is taken from, or is marked "own" (the site\'s own word) and cites none', path: ['sources'] }),
});

const bibliography = defineCollection({
  loader: file('src/content/bibliography.json'),
  schema: z.object({
    id: z.string(),
    /** How the site refers to it in running text ("Driberg 1927a"). */
    short: z.string(),
    type: z.enum(['article', 'book', 'web']),
    /** Inverted, for the list ("Driberg, J. H."). */
    author: z.string(),
    /** In reading order, for "cite this page" ("J. H. Driberg"). */
    authorFull: z.string(),
    title: z.string(),
    journal: z.string().optional(),
    volume: z.string().optional(),
    number: z.string().optional(),
    publisher: z.string().optional(),
    place: z.string().optional(),
    year: z.string(),
    pages: z.string().optional(),
    /**
     * The pages of it that the site quotes, as the capture cites them: the one place that states
     * them (the edition pages, /sources/ and /bibliography/ read it through quotedLine()).
     */
    quotedPages: z.string().optional(),
    /** What of the work the capture does not hold, each in a few words: said wherever quotedPages is. */
    notQuoted: z.array(z.string().min(1)).optional(),
    url: z.url().optional(),
    note: z.string().optional(),
  }).refine((b) => (b.quotedPages === undefined) === (b.notQuoted === undefined), {
    message: 'a work the site quotes gives both "quotedPages" and "notQuoted" (what the capture does not hold)',
  }),
});

const examples = defineCollection({
  loader: () => EXAMPLES.map((e) => ({ ...e, id: e.id })),
  schema: z.object({
    id: z.string().regex(/^EX-[\w-]+$/),
    title: z.string(),
    summary: z.string(),
    edition: z.enum(EDITION_IDS),
    pages: z.string(),
    clauses: z.array(z.string()).min(1),
    quote: z.string(),
    lettering: z.enum(['driberg', 'murray']),
    chosen: z.string(),
    variants: z
      .array(
        z
          .object({
            key: z.string(),
            label: z.string(),
            rules: z.enum(['didinga', 'lango', 'ikibuguzo']),
            options: z.array(z.string()),
            kind: z.enum(['move', 'lap-in-move', 'opening-lap', 'array-opening']),
            position: z.string().optional(),
            move: z.string().optional(),
            departs: z.string().optional(),
          })
          .superRefine((v, ctx) => {
            if (v.kind === 'array-opening') return;
            if (v.position === undefined) {
              ctx.addIssue({ code: 'custom', message: `variant "${v.key}": a position is required for kind "${v.kind}"`, path: ['position'] });
              return;
            }
            const parsed = parsePosition(v.position);
            if (!parsed.ok) {
              ctx.addIssue({ code: 'custom', message: `variant "${v.key}": bad position: ${parsed.error.message}`, path: ['position'] });
            }
          }),
      )
      .min(1),
  }),
});

export const collections = { editions, clauses, glossary, bibliography, examples };
