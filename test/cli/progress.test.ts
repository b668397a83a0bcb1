/** The progress line of a long solve (src/cli/progress.ts), printed by `choro solve` and `npm run solve-openings`. */
import { describe, expect, it } from 'vitest';
import { solveProgressLine } from '../../src/cli/progress.ts';

describe('the progress line of a long solve', () => {
  it('says the positions, the rate, the table\'s fill and the question', () => {
    expect(solveProgressLine({ nodes: 1_234_567, stored: 250, capacity: 1000, question: 'win' }, 2000)).toBe('1,234,567 positions, 617,284/s, table 25% full (can the side to move win?)');
    expect(solveProgressLine({ nodes: 4096, stored: 1, capacity: 3, question: 'loss' }, 0)).toBe('4,096 positions, 0/s, table 33% full (can the opponent win?)');
  });
});
