/**
 * The glossary's "Occurs:" links (src/content/glossary.json, `occurs`): each place it names, on the
 * built page, holds the term in one of its written forms, so that the glossary never sends a reader
 * to a paragraph that does not contain the word. A term met nowhere in the quoted texts (a Lango
 * word given only by a secondary account) names no place and says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
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
 * The text of the place an occurrence names: the element with that id and its note (a clause's
 * `note-<id>`), or, for a quoted paragraph, the paragraph and the notes that follow it.
 */
function placeText(occ: string): string | null {
  const href = occurrenceHref(occ, EDITIONS);
  const [path, id] = href.split('#') as [string, string];
  const root = builtPage(path);
  const el = root.querySelector(`[id="${id}"]`);
  if (!el) return null;
  const parts = [el.textContent, root.querySelector(`[id="note-${id}"]`)?.textContent ?? ''];
  const next = el.nextElementSibling;
  if (/^p-\d+$/.test(id) && next?.classList.contains('notes')) parts.push(next.textContent);
  return parts.join(' ').replace(/\s+/g, ' ').toLowerCase();
}

describe('the glossary', () => {
  test('the forms of a term are read from its written form', () => {
    expect(termForms('dyang, pl. dok')).toEqual(['dyang', 'dok']);
    expect(termForms('INCREMENTED LAP')).toEqual(['incremented lap']);
  });

  // A modern word names the places where the texts describe what it means, in their own words
  // (Driberg's "dropping" for sowing): only that those places exist is checked.
  for (const t of TERMS) {
    test(`${t.id}: ${t.kind === 'modern' ? 'every place it names exists' : 'every place it says the term occurs holds it'}`, () => {
      const forms = termForms(t.term);
      const wrong = t.occurs.flatMap((occ) => {
        const text = placeText(occ);
        if (text === null) return [`${occ}: no element with that id`];
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
});
