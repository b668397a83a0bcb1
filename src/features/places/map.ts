/**
 * The /about/ map's geometry, computed at build time: a Mercator projection fitted to EXTENT, the
 * outlines of today's countries from Natural Earth (the npm package world-atlas, 1:50m, public
 * domain) clipped to the frame, and where each marker and label falls. Nothing here runs in the
 * browser: the page ships the SVG this produces and no script.
 *
 * Paths are rounded to a tenth of a unit (a quarter of a pixel at most on any screen the map is
 * drawn for), which keeps the outlines to a few kilobytes.
 */
import { geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json' with { type: 'json' };
import { COUNTRY_LABELS, EXTENT, PLACES, type Place } from './places.ts';
import { andList } from '../../components/captions.ts';

/** The map's own units: the SVG's viewBox is WIDTH wide, its height follows from the extent. */
export const WIDTH = 400;
/** Font sizes in map units; at a 390 px phone the map is drawn at about 0.85 of its size. */
export const PLACE_FONT = 15;
export const COUNTRY_FONT = 13;
export const MARKER_RADIUS = 5;

/** A rough box round a label or marker, in map units: enough to tell whether two collide. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PlacedMarker {
  readonly place: Place;
  readonly x: number;
  readonly y: number;
  readonly labelX: number;
  /** The baseline of the label's first line. */
  readonly labelY: number;
  readonly lines: readonly string[];
  /** One box round all the label's lines. */
  readonly labelBox: Box;
}

/** The distance between the baselines of a label's lines, in map units. */
export const LINE_HEIGHT = Math.round(PLACE_FONT * 1.1);

export interface PlacedCountry {
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly box: Box;
}

export interface MapGeometry {
  readonly width: number;
  readonly height: number;
  /** Land, one path (the sea and lakes are not drawn: the data has no lakes). */
  readonly land: string;
  /** The borders between countries, one path. */
  readonly borders: string;
  readonly markers: readonly PlacedMarker[];
  readonly countries: readonly PlacedCountry[];
}

/**
 * Width of a text in map units, estimated: 0.6 em a character is wider than the average letter of
 * the site's sans-serif, so the estimate errs towards boxes that are too big, never too small.
 */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.6;
}

/** The box of a line of text whose anchor point (baseline) is at x, y. */
export function textBox(text: string, fontSize: number, x: number, y: number, anchor: 'start' | 'middle' | 'end'): Box {
  const width = textWidth(text, fontSize);
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  // Cap height above the baseline and the descenders below, roughly.
  return { x: left, y: y - fontSize * 0.8, width, height: fontSize };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The projection fitted to EXTENT at WIDTH, and the height that gives. */
export function projection(): { projection: GeoProjection; height: number } {
  const corners = {
    type: 'MultiPoint' as const,
    coordinates: [
      [EXTENT.west, EXTENT.south],
      [EXTENT.east, EXTENT.north],
    ],
  };
  const p = geoMercator().fitWidth(WIDTH, corners);
  const [, top] = p([EXTENT.west, EXTENT.north])!;
  const [, bottom] = p([EXTENT.west, EXTENT.south])!;
  const height = Math.round(bottom - top);
  p.translate([p.translate()[0], p.translate()[1] - top]);
  p.clipExtent([
    [0, 0],
    [WIDTH, height],
  ]);
  return { projection: p, height };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The smallest box round some boxes. */
export function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

let cached: MapGeometry | undefined;

/** Everything the map draws. Computed once per build. */
export function mapGeometry(): MapGeometry {
  if (cached) return cached;
  const { projection: p, height } = projection();
  const path = geoPath(p).digits(1);
  const topology = countries50m as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  const land = path(feature(topology, topology.objects.land)) ?? '';
  // Borders shared by two countries only: the coast is the land's outline.
  const borders = path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? '';
  const markers = PLACES.map((place) => {
    const [x, y] = p([place.lon, place.lat])!;
    const labelX = round(x + place.label.dx);
    const labelY = round(y + place.label.dy);
    const lines = place.label.lines ?? [place.name];
    const boxes = lines.map((line, i) => textBox(line, PLACE_FONT, labelX, labelY + i * LINE_HEIGHT, place.label.anchor));
    return { place, x: round(x), y: round(y), labelX, labelY, lines, labelBox: union(boxes) };
  });
  const countries = COUNTRY_LABELS.map(({ name, lat, lon }) => {
    const [x, y] = p([lon, lat])!;
    return { name, x: round(x), y: round(y), box: textBox(name.toUpperCase(), COUNTRY_FONT, round(x), round(y), 'middle') };
  });
  cached = { width: WIDTH, height, land, borders, markers, countries };
  return cached;
}

/** The box of a marker's dot. */
export function markerBox(m: PlacedMarker): Box {
  return { x: m.x - MARKER_RADIUS, y: m.y - MARKER_RADIUS, width: 2 * MARKER_RADIUS, height: 2 * MARKER_RADIUS };
}

/** The map's text alternative: what it shows, place by place, in words. */
export function mapDescription(): string {
  const names = PLACES.map((p) => p.name);
  return (
    `A map of East Africa with today’s borders of South Sudan, Ethiopia, Uganda, Kenya, the Democratic Republic of the Congo, Rwanda, Burundi and Tanzania, ` +
    `marking ${andList(names)}. ` +
    'The positions are approximate; the list after the map gives each place with its source.'
  );
}
