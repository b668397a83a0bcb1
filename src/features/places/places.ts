/**
 * The places on the /about/ map: where the sources put the three games and the peoples they name.
 *
 * None of the sources gives a coordinate. Driberg names peoples (the Didinga, the Lango) and DLP's
 * summary of his first article two more (the Longarim, the Topotha); Murray names districts and a
 * province (Bugufi, Urundi, Bukoba). Each latitude and longitude below is this site's own
 * approximation from modern geography, rounded to a tenth of a degree, and the page says so: a
 * marker shows roughly where the named people or district lies today, not a spot the texts chose.
 *
 * Every place cites the source that names it: a bibliography id (checked against the bibliography
 * collection when the page builds, and by test/features/places/places.test.ts), where the text
 * stands on the site, and for a report that is not in the quoted text, the clause that says so.
 */

/** Where a source names a place, and how the site links to it. */
export interface PlaceCitation {
  /** A bibliography entry (src/content/bibliography.json). */
  readonly ref: string;
  /** A clause (src/data/clauses.json) whose note discusses the report, when there is one. */
  readonly clause?: string;
  /** The passage on the site: an edition page and anchor. */
  readonly href: string;
  /** What the link names, in a few words ("the Didinga variation"). */
  readonly passage: string;
}

/** Where a marker's label sits against the marker, in the map's own units. */
export interface LabelPlacement {
  readonly anchor: 'start' | 'middle' | 'end';
  readonly dx: number;
  readonly dy: number;
  /** The label in lines, where one line would not fit; the place's name otherwise. */
  readonly lines?: readonly string[];
}

export interface Place {
  readonly id: string;
  /** The marker's visible label and the list's heading. */
  readonly name: string;
  /** Degrees north (negative: south). The site's approximation; see the comment above. */
  readonly lat: number;
  /** Degrees east. The site's approximation. */
  readonly lon: number;
  /** What the site says about the place, in its own words. */
  readonly text: string;
  /** How the position was chosen, for the list beside the map. */
  readonly marked: string;
  readonly label: LabelPlacement;
  readonly cites: readonly PlaceCitation[];
}

const D_WIDE: PlaceCitation = {
  ref: 'dlp-evidence-684',
  clause: 'D-wide',
  href: '/sources/driberg-1927a/#D-wide',
  passage: 'DLP’s summary of Driberg 1927a, not his quoted text',
};

const MURRAY: PlaceCitation = {
  ref: 'murray-1951',
  href: '/sources/murray-1951/#p-1',
  passage: 'the heading of §8.3.4',
};

export const PLACES: readonly Place[] = [
  {
    id: 'didinga',
    name: 'Didinga hills',
    lat: 4.3,
    lon: 33.6,
    text: 'The Didinga, whose game, pereaüni, Driberg sets out first, in the first part of his article.',
    marked: 'at the Didinga hills, in today’s South Sudan',
    label: { anchor: 'end', dx: -9, dy: 13 },
    cites: [{ ref: 'driberg-1927a', href: '/sources/driberg-1927a/#p-8', passage: 'the Didinga variation' }],
  },
  {
    id: 'longarim',
    name: 'Longarim',
    lat: 4.9,
    lon: 33.4,
    text: 'Named with the Topotha in DLP’s summary of Driberg 1927a as enlarging the Didinga board to up to sixteen holes a row.',
    marked: 'north of the Didinga hills, where the Longarim (also called Boya or Larim) live today',
    label: { anchor: 'end', dx: -9, dy: 5 },
    cites: [D_WIDE],
  },
  {
    id: 'topotha',
    name: 'Topotha (Toposa)',
    lat: 4.9,
    lon: 34.3,
    text: 'Named with the Longarim in the same report of wider boards, in DLP’s summary.',
    marked: 'on the plains east of the Didinga hills where the Toposa live today',
    label: { anchor: 'start', dx: 9, dy: 5, lines: ['Topotha', '(Toposa)'] },
    cites: [D_WIDE],
  },
  {
    id: 'lango',
    name: 'Lango',
    lat: 2.2,
    lon: 32.9,
    text: 'The Lango (Langi), whose game, choro, Driberg gives as a set of changes to the Didinga code.',
    marked: 'near Lira, Uganda: the site’s choice of a point, since the quoted text names a people and no place',
    label: { anchor: 'start', dx: 9, dy: 5 },
    cites: [{ ref: 'driberg-1927b', href: '/sources/driberg-1927b/#p-1', passage: 'the Lango variation' }],
  },
  {
    id: 'bukoba',
    name: 'Bukoba',
    lat: -1.3,
    lon: 31.8,
    text: 'Murray’s Kilaya of Bukoba Province, who call the game uruheso or Uruheisho.',
    marked: 'at the town of Bukoba, in today’s Tanzania, for Murray’s Bukoba Province',
    label: { anchor: 'start', dx: 9, dy: 5 },
    cites: [MURRAY],
  },
  {
    id: 'bugufi',
    name: 'Bugufi',
    lat: -2.5,
    lon: 30.7,
    text: 'In Tanganyika, by Murray’s heading: the first place he gives for Ikibuguzo.',
    marked: 'near Ngara, in today’s Tanzania, on the border of Burundi',
    label: { anchor: 'start', dx: 9, dy: 5 },
    cites: [MURRAY],
  },
  {
    id: 'urundi',
    name: 'Urundi',
    lat: -3.4,
    lon: 29.9,
    text: 'Under “belgian Mandate”, by Murray’s heading: the second place he gives for Ikibuguzo.',
    marked: 'in the middle of today’s Burundi, since Murray names only the country',
    label: { anchor: 'start', dx: 9, dy: 14 },
    cites: [MURRAY],
  },
];

/**
 * The part of the world the map shows, in degrees: East Africa from the eastern Congo to western
 * Kenya, and from southern South Sudan to northern Tanzania. Every place must fall inside it.
 */
export const EXTENT = { west: 28, east: 37, south: -4.6, north: 6.4 } as const;

/**
 * Today's countries, labelled as today's on the map: the borders are Natural Earth's, not those of
 * 1927 or 1951. Each label's position is chosen by hand to sit inside its country and clear of
 * the markers.
 */
export const COUNTRY_LABELS: readonly { readonly name: string; readonly lat: number; readonly lon: number }[] = [
  { name: 'South Sudan', lat: 5.9, lon: 30.6 },
  { name: 'Ethiopia', lat: 5.9, lon: 36.1 },
  { name: 'Uganda', lat: 1.2, lon: 32.2 },
  { name: 'Kenya', lat: 1.0, lon: 36.0 },
  { name: 'DR Congo', lat: 0.6, lon: 28.9 },
  { name: 'Rwanda', lat: -1.9, lon: 29.15 },
  { name: 'Burundi', lat: -4.2, lon: 29.3 },
  { name: 'Tanzania', lat: -3.9, lon: 33.6 },
];
