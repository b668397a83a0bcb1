/** Linking glossary terms on first use per section (src/features/editions/glossary-links.ts). */
import { describe, expect, it } from 'vitest';
import { linkGlossaryTerms, phrasesOf } from '../../../src/features/editions/glossary-links.ts';

const TERMS = [
  { id: 'lap', term: 'LAP' },
  { id: 'incremented-lap', term: 'INCREMENTED LAP' },
  { id: 'marble', term: 'marble, bean, counter' },
  { id: 'dyang', term: 'dyang, pl. dok' },
];
const link = (id: string, text: string, title: string) => `<a class="term" href="/glossary/#${id}" data-term="${id}" title="${title}">${text}</a>`;

describe('linkGlossaryTerms', () => {
  it('links the first use of each term, longest phrase first, and keeps the words', () => {
    const out = linkGlossaryTerms('<p>An incremented lap, then a lap, and marbles.</p>', TERMS);
    expect(out).toBe(`<p>An ${link('incremented-lap', 'incremented lap', 'INCREMENTED LAP')}, then a ${link('lap', 'lap', 'LAP')}, and ${link('marble', 'marbles', 'marble, bean, counter')}.</p>`);
    expect(out.replace(/<[^>]+>/g, '')).toBe('An incremented lap, then a lap, and marbles.');
  });

  it('starts again at each h2, and counts a hand-made link as the first use', () => {
    const html = '<p><a data-term="lap" href="/glossary/#lap">LAP</a> and lap</p><h2>Next</h2><p>a lap</p>';
    const out = linkGlossaryTerms(html, TERMS);
    expect(out.match(/class="term"/g)).toHaveLength(1);
    expect(out).toContain(`<p>a ${link('lap', 'lap', 'LAP')}</p>`);
  });

  it('leaves alone headings, links, code, buttons, islands, hyphenated words and marked parts', () => {
    const html = '<h3>lap</h3><button>lap</button><code>lap</code><astro-island><p>lap</p></astro-island><div data-glossary-skip><p>lap</p></div><p>counter-clockwise laps</p>';
    const out = linkGlossaryTerms(html, TERMS);
    expect(out.match(/class="term"/g)).toHaveLength(1);
    expect(out).toContain(`counter-clockwise ${link('lap', 'laps', 'LAP')}`);
  });

  it('gives the definition in the tooltip after the term, escaped for the attribute', () => {
    const out = linkGlossaryTerms('<p>a lap</p>', [{ id: 'lap', term: 'LAP', definition: 'One sowing, "A & B" <here>.' }]);
    expect(out).toBe(`<p>a ${link('lap', 'lap', 'LAP: One sowing, &quot;A &amp; B&quot; &lt;here>.')}</p>`);
  });

  it('finds every phrase of an entry', () => {
    expect(phrasesOf('dyang, pl. dok')).toEqual(['dyang', 'dok']);
    expect(phrasesOf('marble, bean, counter')).toEqual(['marble', 'bean', 'counter']);
  });
});
