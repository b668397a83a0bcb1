/**
 * /about/ carries the map of the places and the timeline of the sources as built HTML: the map an
 * SVG with a title and a description, the same places as a list with their sources, the timeline
 * an ordered list of dated entries, and the page still without a script of any kind.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { DIST } from '../../scripts/gates/site.ts';
import { PLACES } from '../../src/features/places/places.ts';

const html = readFileSync(join(DIST, 'about', 'index.html'), 'utf8');
const root = parse(html);

describe('/about/: the map and the timeline', () => {
  test('the map is an SVG image named by its title and described by its desc', () => {
    const svg = root.querySelector('.places-map svg');
    expect(svg).not.toBeNull();
    expect(svg!.getAttribute('role')).toBe('img');
    const [titleId, descId] = (svg!.getAttribute('aria-labelledby') ?? '').split(' ');
    const title = svg!.querySelector('title');
    const desc = svg!.querySelector('desc');
    expect(title?.getAttribute('id')).toBe(titleId);
    expect(desc?.getAttribute('id')).toBe(descId);
    expect(title!.text.trim().length).toBeGreaterThan(10);
    expect(desc!.text).toMatch(/approximate/);
    // Drawn at build time: outlines and a viewBox that lets it shrink to a phone's width.
    expect(svg!.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(svg!.querySelector('path')?.getAttribute('d')?.length ?? 0).toBeGreaterThan(1000);
  });

  test('every place is labelled on the map and listed after it with its source', () => {
    // A label in lines is one <tspan> a line.
    const labels = root.querySelectorAll('.places-map__places text').map((t) => {
      const lines = t.querySelectorAll('tspan');
      return (lines.length > 0 ? lines.map((l) => l.text) : [t.text]).map((l) => l.trim()).join(' ');
    });
    expect(labels).toHaveLength(PLACES.length);
    const items = root.querySelectorAll('.places-list li');
    expect(items).toHaveLength(PLACES.length);
    PLACES.forEach((place, i) => {
      expect(labels[i]).toBe((place.label.lines ?? [place.name]).join(' '));
      const item = items[i]!;
      expect(item.getAttribute('id')).toBe(`place-${place.id}`);
      expect(item.querySelector('strong')?.text).toBe(place.name);
      const hrefs = item.querySelectorAll('a').map((a) => a.getAttribute('href'));
      for (const c of place.cites) {
        expect(hrefs).toContain(`/bibliography/#${c.ref}`);
        expect(hrefs).toContain(c.href);
      }
    });
  });

  test('the page says the positions are the site’s own approximations', () => {
    expect(root.querySelector('.places-map figcaption')?.text).toMatch(/approximations/);
  });

  test('the timeline is an ordered list of dated entries, oldest first, each linking to the bibliography', () => {
    const items = root.querySelectorAll('ol.timeline > li');
    expect(items.length).toBeGreaterThanOrEqual(4);
    const years = items.map((li) => Number(li.querySelector('time')?.getAttribute('datetime')));
    expect(years.every((y) => Number.isInteger(y))).toBe(true);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (const li of items) expect(li.querySelectorAll('a').some((a) => a.getAttribute('href')?.startsWith('/bibliography/#'))).toBe(true);
  });

  test('the map and the timeline sit under their own headings, after “Peoples and places”', () => {
    const ids = root.querySelectorAll('h2, h3').map((h) => h.getAttribute('id'));
    expect(ids.indexOf('map')).toBe(ids.indexOf('peoples') + 1);
    expect(ids.indexOf('timeline')).toBe(ids.indexOf('map') + 1);
  });

  test('the page ships no script', () => {
    expect(html).not.toMatch(/<script\b/i);
  });
});
