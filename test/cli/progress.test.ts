/** The progress line of a long solve (src/cli/progress.ts), printed by `choro solve` and `npm run solve-openings`. */
import { describe, expect, it } from 'vitest';
import { solveProgressLine } from '../../src/cli/progress.ts';

describe('the progress line of a long solve', () => {
  it('says the positions, the rate, the table\'s fill and the question', () => {
    expect(solveProgressLine({ nodes: 1_234_567, stored: 250, capacity: 1000, question: 'win' }, 2000)).toBe('1,234,567 positions, 617,284/s, table 25% full (can the side to move win?)');
    expect(solveProgressLine({ nodes: 4096, stored: 1, capacity: 3, question: 'loss' }, 0)).toBe('4,096 positions, 0/s, table 33% full (can the opponent win?)');
  });
});

describe('the progress line of a search gone on from a checkpoint', () => {
  it('gives the rate of this run\'s positions, not of the whole count over this run\'s time', () => {
    // 236,000,000 positions kept, 2,000,000 more in 20 s: 100,000 a second (not 11.9 million).
    expect(solveProgressLine({ nodes: 238_000_000, stored: 1, capacity: 4, question: 'win' }, 20_000, 236_000_000)).toBe('238,000,000 positions, 100,000/s, table 25% full (can the side to move win?)');
  });
});
