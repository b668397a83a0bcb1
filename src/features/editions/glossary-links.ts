/**
 * Links the first use of each glossary term in each section of an edition page (a section
 * starts at an h2), as the issue asks: "Every glossary term used in an edition is linked on its
 * first use in each section". Works on the rendered HTML of the page's content, so it covers
 * the quoted text and the notes alike. The words are not changed (only wrapped in a link), so
 * the verbatim quotations stay verbatim; a link made by hand with <Term> counts as the first use.
 */

export interface GlossaryTerm {
  readonly id: string;
  readonly term: string;
  /** The site's definition: the link's tooltip says it after the term (issue 45: "OPPONENT" alone said nothing). */
  readonly definition?: string;
}

/** A term link's tooltip: the term, then its definition when there is one. */
export function termTitle(t: GlossaryTerm): string {
  return t.definition ? `${t.term}: ${t.definition}` : t.term;
}

const attribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Elements whose text is never linked: links, headings, code, controls, and marked notes. */
const SKIP = new Set(['astro-island', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'button', 'summary', 'script', 'style', 'svg', 'table', 'textarea', 'select', 'option']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The phrases a glossary entry is found by: "dyang, pl. dok" → dyang, dok; "marble, bean, counter" → three. */
export function phrasesOf(term: string): string[] {
  return term
    .split(/,|\bpl\.\s*/)
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p.length > 1);
}

interface Matcher {
  readonly id: string;
  readonly re: RegExp;
  readonly length: number;
}

function matchers(terms: readonly GlossaryTerm[]): Matcher[] {
  return terms
    .flatMap((t) => phrasesOf(t.term).map((phrase) => ({
      id: t.id,
      // Whole words, an optional plural, never inside a hyphenated word ("counter-clockwise").
      re: new RegExp(`(?<![A-Za-z\\-])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?(?![A-Za-z\\-])`, 'i'),
      length: phrase.length,
    })))
    .sort((a, b) => b.length - a.length);
}

function firstMatch(text: string, ms: readonly Matcher[], seen: ReadonlySet<string>) {
  let best: { id: string; index: number; text: string } | null = null;
  for (const m of ms) {
    if (seen.has(m.id)) continue;
    const r = m.re.exec(text);
    if (r && (best === null || r.index < best.index || (r.index === best.index && r[0].length > best.text.length))) {
      best = { id: m.id, index: r.index, text: r[0] };
    }
  }
  return best;
}

export function linkGlossaryTerms(html: string, terms: readonly GlossaryTerm[]): string {
  const ms = matchers(terms);
  const titles = new Map(terms.map((t) => [t.id, termTitle(t)]));
  let seen = new Set<string>();
  /** Open elements: their names and whether text inside them is skipped. */
  const stack: { name: string; skip: boolean }[] = [];
  const skipping = () => stack.some((e) => e.skip);
  const out: string[] = [];
  for (const part of html.split(/(<!--[\s\S]*?-->|<[^>]+>)/)) {
    if (part === '') continue;
    if (part.startsWith('<!--')) {
      out.push(part);
    } else if (part.startsWith('</')) {
      const name = part.slice(2, -1).trim().toLowerCase();
      const at = stack.map((e) => e.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      out.push(part);
    } else if (part.startsWith('<')) {
      const name = /^<([a-zA-Z][\w-]*)/.exec(part)?.[1]?.toLowerCase() ?? '';
      if (name === 'h2') seen = new Set();
      const term = /\bdata-term="([^"]+)"/.exec(part)?.[1];
      if (term) seen.add(term);
      const selfClosing = part.endsWith('/>') || VOID.has(name);
      if (name && !selfClosing) stack.push({ name, skip: SKIP.has(name) || /\bdata-glossary-skip\b/.test(part) || /\baria-hidden="true"/.test(part) });
      out.push(part);
    } else if (skipping()) {
      out.push(part);
    } else {
      let rest = part;
      for (let m = firstMatch(rest, ms, seen); m; m = firstMatch(rest, ms, seen)) {
        seen.add(m.id);
        out.push(rest.slice(0, m.index));
        out.push(`<a class="term" href="/glossary/#${m.id}" data-term="${m.id}" title="${attribute(titles.get(m.id)!)}">${m.text}</a>`);
        rest = rest.slice(m.index + m.text.length);
      }
      out.push(rest);
    }
  }
  return out.join('');
}
