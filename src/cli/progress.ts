/**
 * The progress line of a long solve, shared by `choro solve` and `npm run solve-openings` (each
 * puts its own name and, for the script, the opening before it): positions expanded so far, how
 * many a second, how full the table is, and which of the solver's two questions is being asked.
 * A search that went on from a checkpoint counts its positions from the checkpoint's, but its
 * rate is that of this run alone (`fromNodes`: the count it went on from), not the whole count
 * over this run's time.
 */
import type { SolveProgress } from '../solver/index.ts';

export function solveProgressLine(p: SolveProgress, elapsedMs: number, fromNodes = 0): string {
  const rate = elapsedMs > 0 ? Math.round((p.nodes - fromNodes) / (elapsedMs / 1000)) : 0;
  const full = p.capacity > 0 ? Math.round((100 * p.stored) / p.capacity) : 0;
  const question = p.question === 'win' ? 'can the side to move win?' : 'can the opponent win?';
  return `${p.nodes.toLocaleString('en-US')} positions, ${rate.toLocaleString('en-US')}/s, table ${full}% full (${question})`;
}
