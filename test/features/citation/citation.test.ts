/** Citing a page: one record, four formats, and no host or access date that is not real. */
import { describe, expect, it } from 'vitest';
import { bibtex, chicago, chicagoDate, citationRecord, cslJson, ris } from '../../../src/features/citation/citation.ts';

const fields = {
  key: 'choro-driberg-1927a',
  author: 'The Choro project contributors',
  title: 'Driberg 1927a: Pereaüni, the Didinga game',
  container: 'Choro: four-row mancala in Driberg (1927) and Murray (1951)',
  edition: { version: '0.2.0', date: '2026-11-23' },
  path: '/sources/driberg-1927a/',
  description: 'Annotated edition of J. H. Driberg, “The Game of Choro or Pereaüni”, Man 27 (1927), no. 114, pp. 168–172',
};
const withoutHost = citationRecord(fields, undefined);
const withHost = citationRecord(fields, 'https://choro.org');

describe('a page of a site without a public address', () => {
  it('Chicago gives the title, the edition and the path, and no host', () => {
    expect(chicago(withoutHost)).toBe(
      'The Choro project contributors. “Driberg 1927a: Pereaüni, the Didinga game.” Annotated edition of J. H. Driberg, “The Game of Choro or Pereaüni”, Man 27 (1927), no. 114, pp. 168–172. Choro: four-row mancala in Driberg (1927) and Murray (1951), version 0.2.0, November 23, 2026. Page /sources/driberg-1927a/ of the site.',
    );
  });

  it('every format says the same and none names a host or asks for an access date', () => {
    for (const text of [chicago(withoutHost), bibtex(withoutHost), ris(withoutHost), cslJson(withoutHost)]) {
      expect(text).not.toMatch(/https?:|accessed/i);
      expect(text).toContain('/sources/driberg-1927a/');
      expect(text).toContain('0.2.0');
    }
  });

  it('BibTeX is a @misc entry with its key, the author in braces and the date', () => {
    const entry = bibtex(withoutHost);
    expect(entry.split('\n')[0]).toBe('@misc{choro-driberg-1927a,');
    expect(entry).toContain('author       = {{The Choro project contributors}}');
    expect(entry).toContain('howpublished = {Choro: four-row mancala in Driberg (1927) and Murray (1951), page /sources/driberg-1927a/}');
    expect(entry).toContain('date         = {2026-11-23}');
    expect(entry).toContain('month        = {nov}');
    expect(entry.endsWith('\n}')).toBe(true);
  });

  it('RIS has a type first, an end last, and one tag a line', () => {
    const lines = ris(withoutHost).split('\n');
    expect(lines[0]).toBe('TY  - ELEC');
    expect(lines.at(-1)).toBe('ER  -');
    expect(lines).toContain('DA  - 2026/11/23');
    expect(lines).toContain('ET  - 0.2.0');
    expect(lines).toContain('N1  - Choro: four-row mancala in Driberg (1927) and Murray (1951), page /sources/driberg-1927a/');
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9]  -( |$)/);
  });

  it('CSL-JSON is one webpage item with a literal author and date parts', () => {
    const [item] = JSON.parse(cslJson(withoutHost)) as Record<string, unknown>[];
    expect(item).toMatchObject({ id: 'choro-driberg-1927a', type: 'webpage', author: [{ literal: 'The Choro project contributors' }], issued: { 'date-parts': [[2026, 11, 23]] }, version: '0.2.0' });
    expect(item).not.toHaveProperty('URL');
  });
});

describe('a page of a site with a public address', () => {
  it('every format gives the absolute address', () => {
    expect(withHost.url).toBe('https://choro.org/sources/driberg-1927a/');
    expect(chicago(withHost).endsWith('November 23, 2026. https://choro.org/sources/driberg-1927a/.')).toBe(true);
    expect(bibtex(withHost)).toContain('howpublished = {\\url{https://choro.org/sources/driberg-1927a/}}');
    expect(ris(withHost).split('\n')).toContain('UR  - https://choro.org/sources/driberg-1927a/');
    expect(JSON.parse(cslJson(withHost))[0].URL).toBe('https://choro.org/sources/driberg-1927a/');
  });
});

describe('the site as a whole', () => {
  const site = { ...fields, key: 'choro', title: fields.container, path: '/', description: undefined };
  it('is cited by its own title, with the address when there is one and nothing in its place otherwise', () => {
    expect(chicago(citationRecord(site, undefined))).toBe('The Choro project contributors. Choro: four-row mancala in Driberg (1927) and Murray (1951). Version 0.2.0, November 23, 2026.');
    expect(chicago(citationRecord(site, 'https://choro.org'))).toBe('The Choro project contributors. Choro: four-row mancala in Driberg (1927) and Murray (1951). Version 0.2.0, November 23, 2026. https://choro.org/.');
  });
});

describe('dates and BibTeX syntax', () => {
  it('writes dates as Chicago does and refuses a malformed one', () => {
    expect(chicagoDate('2027-01-05')).toBe('January 5, 2027');
    expect(() => chicagoDate('23/11/2026')).toThrow('citation: the edition date "23/11/2026" is not YYYY-MM-DD');
  });
  it('keeps braces out of BibTeX values', () => {
    expect(bibtex({ ...withoutHost, title: 'A {braced} title' })).toContain('title        = {A braced title}');
  });
});
