/**
 * The one place a hole gets its name, in every lettering the site shows:
 *
 * - Driberg's letters (1927a, 1927b): A's holes A–P, B's a–p, Driberg K = A's back-left hole;
 * - Murray's letters (M51): the same 16 holes lettered from A = the back-left hole;
 * - the notation's columns (`b1` … `bN`, `f1` … `fN`, counted from the owner's own left, as the
 *   move notation and the CLI take them);
 *
 * and the labels, sentences and keys built from them: a hole's label on a board, its name in a
 * caption, "b7 (A)" in a menu, "A's front row, column 3, Driberg H" for a screen reader, the
 * edition's longer description, the key that ties a letter in a text to the chart.
 *
 * Everything is computed with the engine's own functions (holeLetter, parseHoleLetter,
 * formatHole, holeAt, chartIndex, chartPlace), so a name cannot drift from the hole the engine
 * plays. Letters exist only on 8-column boards; wider boards always use the notation's columns.
 */
import {
  boardIndex, chartIndex, chartPlace, formatHole, holeAt, holeLetter, LETTERINGS, ok, parseHoleLetter,
  type HoleRef, type Lettering, type Player, type Result, type Row,
} from '../engine/index.ts';

export { LETTERINGS, type Lettering };

/** How holes are labelled in a widget: one of the two letterings, or the notation's columns. */
export type Labels = Lettering | 'coords';

export const LABELS: readonly Labels[] = ['driberg', 'murray', 'coords'];

/** What a reader picks in a "Labels" menu. */
export const LABELS_NAME: Readonly<Record<Labels, string>> = {
  driberg: 'Driberg’s letters',
  murray: 'Murray’s letters',
  coords: 'Coordinates',
};

/** The sources' own name of each lettering, as it precedes a letter ("Driberg H", "Murray's N"). */
const SOURCE: Readonly<Record<Lettering, string>> = { driberg: 'Driberg', murray: 'Murray' };

/** Letters exist only for the 4 × 8 board of the sources. */
export function hasLetters(cols: number): boolean {
  return cols === 8;
}

/** The labels a board of this width can show: `labels` itself, or the columns where there are no letters. */
export function labelsFor(cols: number, labels: Labels): Labels {
  return hasLetters(cols) ? labels : 'coords';
}

/** The labels a board of this width offers, in menu order. */
export function labelChoices(cols: number): readonly Labels[] {
  return hasLetters(cols) ? LABELS : ['coords'];
}

// ---- Whose hole: whole-board index ⇄ player and local index ----

/** The owner and local index (owner's sowing order, 0 = back-left) of a whole-board index. */
export function holeOfIndex(index: number, cols: number): HoleRef {
  const n = 2 * cols;
  return index < n ? { player: 'A', local: index } : { player: 'B', local: index - n };
}

/** The hole drawn at row r (0 = B's back row, top) and column x (0 = A's left) of the chart. */
export function holeOfChart(r: number, x: number, cols: number): HoleRef & { readonly index: number } {
  const index = chartIndex(r, x, cols);
  return { index, ...holeOfIndex(index, cols) };
}

// ---- The three names ----

/** The notation's name of a hole: `b7`, `f3` (row, column from the owner's own left). */
export function columnName(local: number, cols: number): string {
  return formatHole(local, cols);
}

/** A hole's letter in a lettering (8 columns only): capitals for A's holes, small letters for B's. */
export function letterOf(player: Player, local: number, lettering: Lettering): string {
  return holeLetter(player, local, lettering);
}

/** Driberg's letter (K = A's back-left hole, A = back column 7). */
export function dribergLetter(player: Player, local: number): string {
  return holeLetter(player, local, 'driberg');
}

/** Murray's letter (A = A's back-left hole, the engine's local index). */
export function murrayLetter(player: Player, local: number): string {
  return holeLetter(player, local, 'murray');
}

/** Read one hole letter of a lettering (capitals A's, small letters B's); the engine's message on failure. */
export function parseLetter(text: string, lettering: Lettering): Result<HoleRef, { readonly code: string; readonly message: string }> {
  return parseHoleLetter(text, lettering);
}

/** A back-row hole in the notation ("b1" … "bN", from the owner's left) as its local index, or null. */
export function parseBackHole(text: string, cols: number): number | null {
  const m = /^b(\d{1,2})$/.exec(text);
  const col = m ? Number(m[1]) : 0;
  // Back row, column c from the owner's left = local index c − 1.
  return col >= 1 && col <= cols ? col - 1 : null;
}

// ---- Names made of them ----

/** A hole's label on a board (one hole in a drawn row): its letter, or its column name where there are none. */
export function boardLabel(index: number, cols: number, labels: Labels): string {
  const { player, local } = holeOfIndex(index, cols);
  if (labels !== 'coords' && hasLetters(cols)) return holeLetter(player, local, labels);
  return formatHole(local, cols);
}

/** A hole's name in running text (captions, sentences): its letter, or "A:b3" (the owner, then the column name). */
export function holeName(h: HoleRef, cols: number, labels: Labels): string {
  if (labels !== 'coords' && hasLetters(cols)) return holeLetter(h.player, h.local, labels);
  return `${h.player}:${formatHole(h.local, cols)}`;
}

/** The column name with the letter after it, for menus of start holes: "b7 (A)" on 8 columns, "b7" on wider boards. */
export function columnWithLetter(player: Player, local: number, cols: number, lettering: Lettering = 'driberg'): string {
  const hole = formatHole(local, cols);
  return hasLetters(cols) ? `${hole} (${holeLetter(player, local, lettering)})` : hole;
}

/** The letter with the column name after it: "A (b7)" on 8 columns, "b7" on wider boards. */
export function letterWithColumn(player: Player, local: number, cols: number, lettering: Lettering = 'driberg'): string {
  const hole = formatHole(local, cols);
  return hasLetters(cols) ? `${holeLetter(player, local, lettering)} (${hole})` : hole;
}

/** Where a hole is, in words: its owner's row and its column (1-based) from the owner's own left, and from A's left. */
export function placeOf(player: Player, local: number, cols: number): { readonly row: Row; readonly column: number; readonly chartColumn: number } {
  const { row, column } = holeAt(local, cols);
  return { row, column: column + 1, chartColumn: chartPlace(boardIndex(player, local, cols), cols).column + 1 };
}

/**
 * A hole's accessible label, for a screen reader: "A's front row, column 3, Driberg H" (the column
 * counted from the owner's own left, as in the notation: that hole is A's `f3`). With
 * coordinates, or on a wider board, the letter is left out: "B's back row, column 12".
 */
export function holeTitle(player: Player, local: number, cols: number, labels: Labels): string {
  const { row, column } = placeOf(player, local, cols);
  const letter = labels !== 'coords' && hasLetters(cols) ? `, ${SOURCE[labels]} ${holeLetter(player, local, labels)}` : '';
  return `${player}’s ${row} row, column ${column}${letter}`;
}

/** `holeTitle` of a whole-board index. */
export function indexTitle(index: number, cols: number, labels: Labels): string {
  const { player, local } = holeOfIndex(index, cols);
  return holeTitle(player, local, cols, labels);
}

/**
 * The edition pages' description of a hole of the 4 × 8 board: whose, which row, which column
 * from A's left (as the chart is drawn), and its letter in both letterings: "player A's front
 * row, column 2 from A's left; Driberg's I, Murray's O".
 */
export function describeHole(player: Player, local: number): string {
  const { row, chartColumn } = placeOf(player, local, 8);
  return `player ${player}’s ${row} row, column ${chartColumn} from A’s left; Driberg’s ${dribergLetter(player, local)}, Murray’s ${murrayLetter(player, local)}`;
}

// ---- Keys ----

/** Stable key of a hole, independent of lettering: "A-6" = player A, local index 6. */
export function holeKey(player: Player, local: number): string {
  return `${player}-${local}`;
}

/** The key of a letter of a lettering; the engine's message if it is not a hole letter. */
export function keyOfLetter(letter: string, lettering: Lettering): Result<string, { readonly code: string; readonly message: string }> {
  const r = parseHoleLetter(letter, lettering);
  return r.ok ? ok(holeKey(r.value.player, r.value.local)) : r;
}
