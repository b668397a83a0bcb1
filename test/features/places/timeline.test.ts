/**
 * The timeline of the sources on /about/: oldest first, every entry resolving to bibliography
 * entries, and no date the bibliography does not hold.
 */
import { describe, expect, test } from 'vitest';
import bibliography from '../../../src/content/bibliography.json' with { type: 'json' };
import { CAPTURED_YEAR, timeline, TIMELINE_NOTES, type BibRecord } from '../../../src/features/places/timeline.ts';

const BIB = bibliography as BibRecord[];
const EDITIONS = { 'driberg-1927a': '/sources/driberg-1927a/', 'driberg-1927b': '/sources/driberg-1927b/', 'murray-1951': '/sources/murray-1951/' };
const entries = timeline(BIB, EDITIONS);

describe('the timeline', () => {
  test('is in date order, and within a year Driberg’s two parts in the order of their numbers', () => {
    const years = entries.map((e) => Number(e.datetime));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(entries.slice(0, 3).map((e) => e.refs[0]!.id)).toEqual(['driberg-1927a', 'driberg-1927b', 'murray-1951']);
  });

  test('every entry resolves to bibliography entries, and every entry of the bibliography is on it once', () => {
    const ids = new Set(BIB.map((b) => b.id));
    for (const e of entries) {
      expect(e.refs.length).toBeGreaterThan(0);
      for (const r of e.refs) expect(ids.has(r.id), r.id).toBe(true);
    }
    expect(entries.flatMap((e) => e.refs.map((r) => r.id)).sort()).toEqual([...ids].sort());
  });

  test('dates each work by the year its bibliography entry gives, and the web pages by their capture', () => {
    for (const e of entries) {
      if (e.refs.length === 1 && e.work) expect(e.datetime).toBe(BIB.find((b) => b.id === e.refs[0]!.id)!.year);
      else expect(e.datetime).toBe(CAPTURED_YEAR);
      expect(e.datetime).toMatch(/^\d{4}$/);
    }
  });

  test('links the three texts to their annotated editions', () => {
    expect(entries.filter((e) => e.edition).map((e) => [e.refs[0]!.id, e.edition])).toEqual(Object.entries(EDITIONS));
  });

  test('its notes are about works in the bibliography', () => {
    for (const id of Object.keys(TIMELINE_NOTES)) expect(BIB.map((b) => b.id)).toContain(id);
  });

  test('an undated printed work would be left out rather than given a date', () => {
    const undated: BibRecord = { id: 'x', short: 'X n.d.', type: 'book', title: 'X', year: 'n.d.' };
    expect(timeline([undated], {})).toEqual([]);
  });
});
