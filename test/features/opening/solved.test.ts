/** The solved table of /opening/ (src/features/opening/solved.ts): what each cell says, from the data file. */
import { describe, expect, it } from 'vitest';
import { readSavedQuery } from '../../../src/features/play/play.ts';
import { boundText, cellsOf, firstMoveNote, lineHref, moveWithChoices, SOLVED, solvedGrids, winnerText } from '../../../src/features/opening/solved.ts';

describe('the solved table', () => {
  const grids = solvedGrids();

  it('says of every unsettled opening the budget its search was tried with', () => {
    const unsettled = SOLVED.results.filter((r) => r.value === 'unknown' && r.position !== null);
    for (const r of unsettled) expect(winnerText(r)).toBe(`not settled after ${r.budget.nodes.toLocaleString('en-US')} positions`);
    const cells = grids.flatMap(cellsOf);
    expect(cells.filter((c) => c.result.value === 'unknown' && c.result.position !== null).map((c) => c.text).sort())
      .toEqual(unsettled.map((r) => winnerText(r)).sort());
  });

  it('says under an unsettled opening how far neither player can force a win, where that was proved, and nothing of a settled one', () => {
    const unsettled = SOLVED.results.find((r) => r.value === 'unknown' && r.position !== null)!;
    const settled = SOLVED.results.find((r) => r.value === 'win')!;
    const noWinWithin = { moves: 30, nodes: 1000, budget: { nodes: 1000, tableEntries: 1 << 16 } };
    expect(boundText({ ...unsettled, noWinWithin })).toBe('no forced win for either within 30 moves');
    expect(boundText({ ...unsettled, noWinWithin: undefined })).toBeNull();
    expect(boundText({ ...settled, noWinWithin })).toBeNull();
  });

  it('finds a winning first move with choices inside it for the key to spell out, the first in the grids\' order', () => {
    const moves = grids.flatMap(cellsOf)
      .filter((c) => c.result.value === 'win').map((c) => c.result.move ?? '');
    const withChoices = moves.filter((m) => m.includes('/'));
    expect(withChoices.length).toBeGreaterThan(0);
    expect(moveWithChoices(grids)?.move).toBe(withChoices[0]);
    // Its code: the reading of the grid it was found in.
    const first = grids.find((g) => cellsOf(g).some((c) => c.result.value === 'win' && c.result.move === withChoices[0]))!;
    expect(moveWithChoices(grids)?.rules).toBe(first.reading.rules);
    // Grids whose winning moves have no choices give none.
    const plain = grids.filter((g) => !cellsOf(g).some((c) => c.result.move?.includes('/')));
    expect(plain.length).toBeGreaterThan(0);
    expect(moveWithChoices(plain)).toBeNull();
  });

  it('tallies each reading\'s openings as its cells hold them', () => {
    for (const g of grids) {
      const cells = cellsOf(g);
      expect(cells).toHaveLength(g.tally.openings);
      expect(cells.filter((c) => c.result.value === 'unknown')).toHaveLength(g.tally.unknown);
      expect(g.tally.first + g.tally.second + g.tally.draws + g.tally.unknown).toBe(g.tally.openings);
    }
  });

  it('says who moves first in every settled cell: the winning first move where he wins, his name where he loses', () => {
    const settled = SOLVED.results.filter((r) => r.value === 'win' || r.value === 'loss');
    expect(settled.some((r) => r.value === 'loss')).toBe(true);
    for (const r of settled) {
      const note = firstMoveNote(r);
      if (r.value === 'win') {
        expect(r.winner).toBe(r.first);
        expect(note).toBe(` · ${r.move}`);
      } else {
        expect(r.winner).not.toBe(r.first);
        expect(note).toBe(` (${r.first} first)`);
      }
    }
    for (const r of SOLVED.results.filter((x) => x.value === 'unknown' || x.value === 'draw')) expect(firstMoveNote(r)).toBe('');
  });

  it('links each settled line to /play/ as an address the play page reads', () => {
    for (const g of grids) {
      const settled = cellsOf(g).filter((c) => c.result.line.length > 0);
      for (const c of settled.slice(0, 3)) {
        const href = lineHref(g.reading, c.result)!;
        const read = readSavedQuery(new URL(href, 'https://x').searchParams);
        // Opened at the line's first move, the whole line there to be played again.
        expect(read?.ok && read.value.moves).toEqual([]);
        expect(read?.ok && read.value.undone).toEqual(c.result.line);
      }
    }
  });
});
