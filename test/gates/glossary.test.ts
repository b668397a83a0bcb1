/**
 * The glossary's "Occurs:" links (src/content/glossary.json, `occurs`): each place it names, on the
 * built page, is quoted source text that holds the term in one of its written forms (the site's
 * notes beside it do not count), so that the glossary never sends a reader to a passage that does
 * not contain the word. A term met nowhere in the quoted texts (a Lango word given only by a
 * secondary account) names no place and says so. A modern word names the quoted passages that
 * describe what it means; a term marked as the site's own cites no source and says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import bibliography from '../../src/content/bibliography.json' with { type: 'json' };
import glossary from '../../src/content/glossary.json' with { type: 'json' };
import { occurrenceHref } from '../../src/data/refs.ts';
import { DIST } from '../../scripts/gates/site.ts';

interface Term { id: string; term: string; kind: string; occurs: string[] }
const TERMS = glossary as Term[];
const EDITIONS = ['driberg-1927a', 'driberg-1927b', 'murray-1951'];

/** The forms a term is written in: "dyang, pl. dok" → dyang, dok; "INCREMENTED LAP" → incremented lap. */
export function termForms(term: string): string[] {
  return term.split(/,|\bpl\.\s*/).map((f) => f.trim().toLowerCase()).filter((f) => f.length > 1);
}

const pages = new Map<string, ReturnType<typeof parse>>();
function builtPage(path: string): ReturnType<typeof parse> {
  let root = pages.get(path);
  if (!root) {
    root = parse(readFileSync(join(DIST, path, 'index.html'), 'utf8'));
    pages.set(path, root);
  }
  return root;
}

/**
 * The quoted source text at the place an occurrence names: the quoted paragraph (a `<Q>`,
 * `data-source-text`) or the clause passage inside one, without the site's own marks in it (the
 * clause tag and the ¶ link, `data-not-source`). Never a note: a word the site's note uses does
 * not occur in the source. `null` when there is no such element or it is not quoted text.
 */
function placeText(occ: string): string | null {
  const href = occurrenceHref(occ, EDITIONS);
  const [path, id] = href.split('#') as [string, string];
  const root = builtPage(path);
  const el = root.querySelector(`[id="${id}"]`);
  if (!el) return null;
  let quoted: typeof el | null = el;
  while (quoted && !quoted.hasAttribute('data-source-text')) quoted = quoted.parentNode as typeof el | null;
  if (!quoted) return null;
  const copy = parse(el.outerHTML);
  for (const mark of copy.querySelectorAll('[data-not-source]')) mark.remove();
  return copy.textContent.replace(/\s+/g, ' ').toLowerCase();
}

describe('the glossary', () => {
  test('the forms of a term are read from its written form', () => {
    expect(termForms('dyang, pl. dok')).toEqual(['dyang', 'dok']);
    expect(termForms('INCREMENTED LAP')).toEqual(['incremented lap']);
  });

  // A modern word names the places where the texts describe what it means, in their own words
  // (Driberg's "dropping" for sowing): only that those places are quoted text is checked.
  for (const t of TERMS) {
    test(`${t.id}: ${t.kind === 'modern' ? 'every place it names is quoted text' : 'every place it says the term occurs is quoted text that holds it'}`, () => {
      const forms = termForms(t.term);
      const wrong = t.occurs.flatMap((occ) => {
        const text = placeText(occ);
        if (text === null) return [`${occ}: no quoted text with that id`];
        return t.kind === 'modern' || forms.some((f) => text.includes(f)) ? [] : [`${occ} does not contain ${forms.join(' or ')}`];
      });
      expect(wrong).toEqual([]);
    });
  }

  test('a term that names no place says it is not in the texts quoted here, and only a Lango word names none', () => {
    const none = TERMS.filter((t) => t.occurs.length === 0);
    expect(none.every((t) => t.kind === 'lango')).toBe(true);
    const root = builtPage('/glossary/');
    for (const t of none) expect(root.querySelector(`[id="${t.id}"]`)!.nextElementSibling!.textContent).toContain('Not in the texts quoted here.');
    for (const t of TERMS.filter((x) => x.kind === 'modern')) expect(root.querySelector(`[id="${t.id}"]`)!.nextElementSibling!.textContent).toContain('Where the texts describe it:');
  });

  test('the place check reads the quoted text only: a word of the note beside it does not count', () => {
    // aloka is in the L-turn note (Mancala World's name) but not in Driberg's words there.
    expect(builtPage('/sources/driberg-1927b/').querySelector('[id="note-L-turn"]')!.textContent).toContain('aloka');
    expect(placeText('driberg-1927b#L-turn')).not.toContain('aloka');
    expect(placeText('driberg-1927b#L-turn')).toContain('turning bases');
    expect(placeText('murray-1951#K-opp')).toBeNull();
  });

  test('a term cites only works the site has read, or is marked its own and cites none', () => {
    const terms = glossary as (Term & { sources: string[]; own?: boolean })[];
    // The bibliography says which works the site has not seen (Russ 2000, known from Mancala World).
    const unseen = bibliography.filter((b) => /not seen by the site/.test(b.note ?? '')).map((b) => b.id);
    expect(unseen).toEqual(['russ-2000']);
    expect(terms.flatMap((t) => t.sources.filter((s) => unseen.includes(s)).map((s) => `${t.id}: ${s}`))).toEqual([]);
    const own = terms.filter((t) => t.own);
    expect(own.map((t) => t.id)).toEqual(['relay-sowing']);
    const root = builtPage('/glossary/');
    for (const t of own) {
      expect(t.sources).toEqual([]);
      expect(root.querySelector(`[id="${t.id}"]`)!.nextElementSibling!.textContent).toContain('Source: none; the site’s own word');
    }
  });
});
