/**
 * The solved openings (src/data/solved-openings.json, made by `npm run solve-openings`) as the
 * /opening/ page shows them: per reading, a grid of start-hole pairs with who wins each opening
 * with perfect play under each tie-break (AMB-2), the winning first move (and for Murray's arrays
 * the proof's size), and a
 * link that opens the principal line on /play/, where it can be stepped with undo and redo.
 * Pure, and used at build time only.
 */
import { startLabel } from './race.ts';
import { OPENING_READINGS, openingCases, type OpeningReading, type SolvedFile, type SolvedOpening } from '../../solver/index.ts';
import solvedJson from '../../data/solved-openings.json' with { type: 'json' };
import { RULESET_TITLE } from '../../data/clauses.ts';
import { OPTIONS, type Player } from '../../engine/index.ts';
import { readingWords } from '../../components/readings.ts';

export const SOLVED: SolvedFile = solvedJson as SolvedFile;

/** One opening's result under one tie-break, as a cell shows it. */
export interface SolvedCell {
  readonly result: SolvedOpening;
  /** "A wins", "B wins", "a draw", or "not settled after N positions". */
  readonly text: string;
  /** The address of the principal line on /play/ (null when there is none). */
  readonly href: string | null;
}

export interface SolvedGrid {
  readonly reading: OpeningReading;
  readonly title: string;
  /** Race openings: the start holes (local indices), and a cell per pair and tie-break (null: not solved). */
  readonly starts: readonly number[];
  readonly rows: readonly (readonly (Record<Player, SolvedCell> | null)[])[];
  /** Array openings: the one result. */
  readonly array: SolvedCell | null;
  readonly tally: { readonly openings: number; readonly first: number; readonly second: number; readonly draws: number; readonly unknown: number };
}

/** Who wins, in words. */
export function winnerText(r: SolvedOpening): string {
  if (r.position === null) return 'never ends (AMB-3)';
  if (r.value === 'unknown') return `not settled after ${budgetText(r)}`;
  if (r.value === 'draw') return 'a draw';
  return `${r.winner} wins`;
}

/**
 * What searches under move limits proved of an opening not settled (noWinWithin), as a cell gives
 * it under its result: "no forced win for either within 34 moves"; null where none was proved.
 */
export function boundText(r: SolvedOpening): string | null {
  return r.value === 'unknown' && r.noWinWithin ? `no forced win for either within ${r.noWinWithin.moves} moves` : null;
}

/**
 * What a cell adds after who wins: the winning first move where the first mover wins (" · f6"),
 * who moves first where he loses (" (A first)": the winner moves second, so there is no winning
 * first move to give, and without it the cell did not say who moved first), else nothing.
 */
export function firstMoveNote(r: SolvedOpening): string {
  if (r.value === 'win' && r.move) return ` · ${r.move}`;
  if (r.value === 'loss' && r.first) return ` (${r.first} first)`;
  return '';
}

/** The /play/ address that opens an opening's principal line (two readers, at its first move, every move to play again). */
export function lineHref(reading: OpeningReading, r: SolvedOpening): string | null {
  if (r.position === null || r.line.length === 0) return null;
  const q = new URLSearchParams();
  q.set('rules', reading.rules);
  if (reading.options.length) q.set('options', reading.options.join(' '));
  q.set('players', 'A human, B human');
  q.set('start', r.position);
  // The line opens at its first move, every move of it ready to be played again (undone=, in
  // playing order): a reader steps through it from the start, and To end shows how it ends.
  q.set('moves', '');
  q.set('undone', r.line.join(' '));
  return `/play/?${q.toString()}`;
}

/** A grid's title: the code and its reading in the words the option menus give it (readingWords), as /play/ names a game's. */
function readingTitle(r: OpeningReading): string {
  return `${RULESET_TITLE[r.rules]}, ${r.options.length === 0 ? 'the default readings' : r.options.map((o) => readingWords(o, OPTIONS)).join('; ')}`;
}

/**
 * The grids of every reading: the openings the engine plays (`openingCases`), each with the
 * file's result. An opening the file lacks has no cell (the data test fails on it first).
 */
export function solvedGrids(file: SolvedFile = SOLVED): SolvedGrid[] {
  const byId = new Map(file.results.map((r) => [r.id, r]));
  const cases = openingCases();
  return OPENING_READINGS.map((reading) => {
    const mine = cases.filter((c) => c.rules === reading.rules && c.options.join(' ') === reading.options.join(' '));
    const cell = (id: string): SolvedCell | null => {
      const r = byId.get(id);
      return r ? { result: r, text: winnerText(r), href: lineHref(reading, r) } : null;
    };
    const results = mine.flatMap((c) => byId.get(c.id) ?? []);
    const tally = { openings: results.length, first: 0, second: 0, draws: 0, unknown: 0 };
    for (const r of results) {
      if (r.value === 'win') tally.first++;
      else if (r.value === 'loss') tally.second++;
      else if (r.value === 'draw') tally.draws++;
      else tally.unknown++;
    }
    const title = readingTitle(reading);
    const races = mine.flatMap((c) => (c.opening.kind === 'race' ? [{ id: c.id, ...c.opening }] : []));
    if (races.length === 0) return { reading, title, starts: [], rows: [], array: mine[0] ? cell(mine[0].id) : null, tally };
    const starts = [...new Set(races.map((c) => c.startA))].sort((x, y) => x - y);
    const at = (a: number, b: number, tie: Player) => races.find((c) => c.startA === a && c.startB === b && c.tieBreak === tie);
    const rows = starts.map((a) => starts.map((b) => {
      const tieA = at(a, b, 'A');
      const tieB = at(a, b, 'B');
      const A = tieA ? cell(tieA.id) : null;
      const B = tieB ? cell(tieB.id) : null;
      return A && B ? { A, B } : null;
    }));
    return { reading, title, starts, rows, array: null, tally };
  });
}

/** A start hole as the grid's headings name it (Driberg's letters on 8 holes). */
export function startName(p: Player, hole: number): string {
  return startLabel(p, hole, 8);
}

/** The budgets the file's unsettled results were tried with, in words ("2,000,000 positions"). */
export function budgetText(r: SolvedOpening): string {
  return `${r.budget.nodes.toLocaleString('en-US')} positions`;
}

/**
 * The first winning first move of the grids, in their order, that makes choices inside it (a
 * Lango move such as "xf4/</</<"), and the code it is a move of: the key spells one out. Null
 * when no cell has one.
 */
export function moveWithChoices(grids: readonly SolvedGrid[]): { readonly move: string; readonly rules: OpeningReading['rules'] } | null {
  for (const g of grids) {
    for (const c of cellsOf(g)) if (c.result.value === 'win' && c.result.move?.includes('/')) return { move: c.result.move, rules: g.reading.rules };
  }
  return null;
}

/** Every result a grid shows, row by row, tie A before tie B in a cell; an array's one result. */
export function cellsOf(g: SolvedGrid): SolvedCell[] {
  return [...g.rows.flat().flatMap((cell) => (cell ? [cell.A, cell.B] : [])), ...(g.array ? [g.array] : [])];
}
