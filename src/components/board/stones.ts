/**
 * Where a hole's stones lie: a small pile on a sunflower spiral (each stone a golden angle on from
 * the last, the spiral widening as the square root of its rank), so that stones of any number sit
 * apart, never in a grid, and never past the pit's floor. The spiral is turned, and each stone
 * nudged, by amounts drawn from the hole's index and its count alone: the same position always
 * draws the same picture (tests and screenshots are stable), and a hole whose count changes
 * visibly settles anew.
 */

/** The most stones drawn in one hole; the written count says how many there are. */
export const MAX_STONES = 9;
/** A stone's radius, in the board's units (a hole's pit is 20). */
export const STONE_R = 4.2;
const SPREAD = 4.6;
const GOLDEN = Math.PI * (3 - Math.sqrt(5));

/** A small integer hash (deterministic, well mixed in its low bits), in [0, 1). */
function noise(a: number, b: number): number {
  let h = Math.imul(a + 1, 0x9e3779b1) ^ Math.imul(b + 7, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Offsets from the pit's centre of the stones drawn for `count` marbles in hole `index`. */
export function stoneOffsets(index: number, count: number): (readonly [number, number])[] {
  const n = Math.max(0, Math.min(MAX_STONES, Math.floor(count)));
  const turn = noise(index, count) * 2 * Math.PI;
  const out: (readonly [number, number])[] = [];
  for (let k = 0; k < n; k++) {
    const r = n === 1 ? 1.2 : SPREAD * Math.sqrt(k + 0.5);
    const a = turn + k * GOLDEN;
    const jx = (noise(index * 31 + k, count) - 0.5) * 0.8;
    const jy = (noise(count * 17 + k, index) - 0.5) * 0.8;
    // A little below the centre: the pit's floor, lit from above, is lower in the drawing.
    out.push([round1(r * Math.cos(a) + jx), round1(r * Math.sin(a) + jy + 1)]);
  }
  return out;
}

/**
 * The stones of a hole as one path of zero-length strokes ("M x y h0"), each drawn as a disc by a
 * round line cap as wide as the stone: one short element a hole however many stones, where a page
 * of worked examples draws hundreds of them.
 */
export function stonesPath(cx: number, cy: number, offsets: readonly (readonly [number, number])[], dx = 0, dy = 0): string {
  return offsets.map(([x, y]) => `M${round1(cx + x + dx)} ${round1(cy + y + dy)}h0`).join('');
}
