/**
 * The places on the /about/ map: each cites a bibliography entry and clause that exist (through
 * the same checks the page runs when it builds), lies in East Africa, and lands inside the map
 * with a label that collides with no other label, marker or country name.
 */
import { describe, expect, test } from 'vitest';
import bibliography from '../../../src/content/bibliography.json' with { type: 'json' };
import { clauseHref, clauseInfo } from '../../../src/data/clauses.ts';
import { checkRef } from '../../../src/data/refs.ts';
import { mapDescription, mapGeometry, markerBox, overlaps, textBox, type Box } from '../../../src/features/places/map.ts';
import { COUNTRY_LABELS, EXTENT, PLACES } from '../../../src/features/places/places.ts';

const BIB_IDS = bibliography.map((b) => b.id);
/** East Africa, generously: every place the sources name lies well inside. */
const EAST_AFRICA = { west: 22, east: 42, south: -12, north: 12 };

describe('the places', () => {
  test('have distinct ids and names', () => {
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    expect(new Set(PLACES.map((p) => p.name)).size).toBe(PLACES.length);
  });

  test('mark the peoples and districts the sources name', () => {
    expect(PLACES.map((p) => p.id)).toEqual(expect.arrayContaining(['didinga', 'longarim', 'topotha', 'lango', 'bugufi', 'urundi']));
  });

  for (const place of PLACES) {
    describe(place.id, () => {
      test('cites at least one bibliography entry, and every one exists', () => {
        expect(place.cites.length).toBeGreaterThan(0);
        for (const c of place.cites) expect(() => checkRef('bibliography entry', c.ref, BIB_IDS, 'places.ts')).not.toThrow();
      });

      test('names only clauses that exist, and links to where they are anchored', () => {
        for (const c of place.cites) {
          if (c.clause === undefined) continue;
          expect(() => clauseInfo(c.clause!)).not.toThrow();
          expect(c.href).toBe(clauseHref(c.clause));
        }
      });

      test('links to a passage of an edition page', () => {
        for (const c of place.cites) expect(c.href).toMatch(/^\/sources\/(driberg-1927a|driberg-1927b|murray-1951)\/#[\w-]+$/);
      });

      test('lies in East Africa and inside the map’s extent', () => {
        expect(place.lat).toBeGreaterThan(EAST_AFRICA.south);
        expect(place.lat).toBeLessThan(EAST_AFRICA.north);
        expect(place.lon).toBeGreaterThan(EAST_AFRICA.west);
        expect(place.lon).toBeLessThan(EAST_AFRICA.east);
        expect(place.lat).toBeGreaterThan(EXTENT.south);
        expect(place.lat).toBeLessThan(EXTENT.north);
        expect(place.lon).toBeGreaterThan(EXTENT.west);
        expect(place.lon).toBeLessThan(EXTENT.east);
      });

      test('is an approximation to a tenth of a degree, no finer than the site can claim', () => {
        expect(Math.round(place.lat * 10) / 10).toBe(place.lat);
        expect(Math.round(place.lon * 10) / 10).toBe(place.lon);
      });
    });
  }

  test('the wider boards are cited to DLP’s summary (D-wide), not to Driberg’s quoted text', () => {
    for (const id of ['longarim', 'topotha']) {
      const cites = PLACES.find((p) => p.id === id)!.cites;
      expect(cites.map((c) => [c.ref, c.clause])).toEqual([['dlp-evidence-684', 'D-wide']]);
    }
  });

  test('Ikibuguzo’s places are cited to Murray 1951', () => {
    for (const id of ['bugufi', 'urundi']) expect(PLACES.find((p) => p.id === id)!.cites.map((c) => c.ref)).toEqual(['murray-1951']);
  });

  test('a wrong bibliography id fails the check the page runs', () => {
    expect(() => checkRef('bibliography entry', 'murray-1952', BIB_IDS, 'places.ts')).toThrow(/unknown bibliography entry id "murray-1952"/);
  });
});

describe('the map', () => {
  const g = mapGeometry();
  const inside = (b: Box) => b.x >= 0 && b.y >= 0 && b.x + b.width <= g.width && b.y + b.height <= g.height;

  test('is taller than wide, as East Africa from South Sudan to Burundi is, and of a fixed width', () => {
    expect(g.width).toBe(400);
    expect(g.height).toBeGreaterThan(g.width);
    expect(g.height).toBeLessThan(2 * g.width);
  });

  test('draws the borders, rounded to a tenth, and keeps them small', () => {
    expect(g.borders).toMatch(/^M[\d.,\-ML]+$/);
    expect(g.borders).not.toMatch(/\.\d\d/);
    expect(g.borders.length).toBeLessThan(12_000);
  });

  test('every marker and its label fall inside the viewBox', () => {
    for (const m of g.markers) {
      expect(inside(markerBox(m)), `${m.place.id}'s marker`).toBe(true);
      expect(inside(m.labelBox), `${m.place.id}'s label ${JSON.stringify(m.labelBox)}`).toBe(true);
    }
    for (const c of g.countries) expect(inside(c.box), c.name).toBe(true);
  });

  test('no two labels, markers or country names overlap', () => {
    const boxes: [string, Box][] = [
      ...g.markers.map((m): [string, Box] => [`label ${m.place.id}`, m.labelBox]),
      ...g.markers.map((m): [string, Box] => [`marker ${m.place.id}`, markerBox(m)]),
      ...g.countries.map((c): [string, Box] => [`country ${c.name}`, c.box]),
    ];
    const clashes: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i]![1], boxes[j]![1])) clashes.push(`${boxes[i]![0]} / ${boxes[j]![0]}`);
    }
    expect(clashes).toEqual([]);
  });

  test('the overlap check itself sees a collision', () => {
    expect(overlaps(textBox('Lango', 15, 0, 20, 'start'), textBox('Lango', 15, 30, 25, 'start'))).toBe(true);
    expect(overlaps(textBox('Lango', 15, 0, 20, 'start'), textBox('Lango', 15, 0, 40, 'start'))).toBe(false);
  });

  test('the country names are today’s, one label each', () => {
    expect(new Set(COUNTRY_LABELS.map((c) => c.name)).size).toBe(COUNTRY_LABELS.length);
    expect(COUNTRY_LABELS.map((c) => c.name)).toEqual(expect.arrayContaining(['South Sudan', 'Uganda', 'Burundi', 'Tanzania']));
  });

  test('its description names every place and says the positions are approximate', () => {
    const d = mapDescription();
    for (const p of PLACES) expect(d).toContain(p.name);
    expect(d).toMatch(/approximate/);
  });
});
