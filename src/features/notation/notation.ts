/**
 * The notation key's data (/notation/): every hole of one side under its three names, and the
 * worked examples' own moves as instances of the move notation. Built from the engine's
 * functions and the examples' data, so the key cannot drift from what the site shows.
 */
import { formatMove, parseMove } from '../../engine/index.ts';
import { columnName, letterOf } from '../../components/holes.ts';
import { EXAMPLES, exampleHref } from '../../data/examples.ts';
import { panelsOf } from '../examples/panels.ts';

/** The board of the sources: letters exist for 8 columns only. */
const COLS = 8;

export interface HoleNames {
  /** The site's name, the same for either player: `b1` … `b8`, `f1` … `f8`. */
  readonly site: string;
  readonly driberg: { readonly A: string; readonly B: string };
  readonly murray: { readonly A: string; readonly B: string };
}

/** A player's 16 holes in sowing order (back row from his left, then front row back), under every name. */
export function holeNames(): HoleNames[] {
  return Array.from({ length: 2 * COLS }, (_, local) => ({
    site: columnName(local, COLS),
    driberg: { A: letterOf('A', local, 'driberg'), B: letterOf('B', local, 'driberg') },
    murray: { A: letterOf('A', local, 'murray'), B: letterOf('B', local, 'murray') },
  }));
}

export interface MoveInstance {
  readonly move: string;
  readonly example: string;
  readonly title: string;
  readonly href: string;
}

/**
 * The first move of the worked examples that shows each part of the notation: a plain start, a
 * Lango start capture (`x`), a move with choices inside it (`/`, `<`). Each is read back by the
 * engine's parser, so a move the notation could not read never appears in the key.
 */
export function moveInstances(): { plain: MoveInstance; capture: MoveInstance; decisions: MoveInstance } {
  // An example's first panel is the move it is about; later panels compare it with other codes.
  const all = EXAMPLES.flatMap((e) => panelsOf(e).map((p, i) => ({ move: p.move, example: e.id, title: e.title, href: exampleHref(e.id), panel: i })))
    .sort((a, b) => a.panel - b.panel)
    .filter((m) => {
      const parsed = parseMove(m.move, COLS);
      return parsed.ok && formatMove(parsed.value, COLS) === m.move;
    });
  const find = (test: (move: string) => boolean, what: string): MoveInstance => {
    const found = all.find((m) => test(m.move));
    if (!found) throw new Error(`src/features/notation/notation.ts: no worked example has ${what}`);
    return { move: found.move, example: found.example, title: found.title, href: found.href };
  };
  return {
    plain: find((m) => /^[bf]\d+$/.test(m), 'a plain move'),
    capture: find((m) => m.startsWith('x'), 'a start capture (x)'),
    decisions: find((m) => m.includes('/'), 'a choice inside a move (/)'),
  };
}
