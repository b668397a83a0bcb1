/** The cycle test on its own (AMB-3, src/engine/machine/cycle.ts): Brent's algorithm over a board the caller changes. */
import { describe, expect, it } from 'vitest';
import { CYCLE_TEST_FROM, CycleTest } from '../../../src/engine/machine/cycle.ts';

/** Walk a made-up "move" whose lap-end states cycle with period `period` after a lead of `lead` laps; returns the lap a repeat is proven at. */
function firstRepeat(lead: number, period: number, limit = 10_000): number | null {
  const board = new Int32Array(32);
  const test = new CycleTest(board);
  test.reset();
  for (let lap = 1; lap <= limit; lap++) {
    const phase = lap < lead ? lap : lead + ((lap - lead) % period);
    // The board moves one marble to the hole named by the phase (a state fixed by the phase).
    const before = board.slice();
    board.fill(0);
    board[phase % 32] = 5;
    board[(phase * 7) % 32]! += 1;
    if (test.hashing) for (let i = 0; i < 32; i++) if (board[i] !== before[i]) test.changed(i, board[i]! - before[i]!);
    if (test.repeats(lap, phase)) return lap;
  }
  return null;
}

describe('CycleTest (AMB-3)', () => {
  it('proves nothing before CYCLE_TEST_FROM laps, and nothing of a move that never repeats', () => {
    const board = new Int32Array(32);
    const test = new CycleTest(board);
    for (let lap = 1; lap < CYCLE_TEST_FROM; lap++) expect(test.repeats(lap, 0)).toBe(false);
    expect(firstRepeat(5_000, 1, 4_000)).toBeNull();
  });

  it('finds a cycle of any length within a bounded number of laps after it starts', () => {
    for (const [lead, period] of [[1, 1], [40, 3], [100, 17], [3, 200]] as const) {
      const at = firstRepeat(lead, period);
      expect(at, `lead ${lead}, period ${period}`).not.toBeNull();
      // Brent: found once the distance between saves passes the period and the saved state lies on the cycle.
      expect(at!).toBeLessThanOrEqual(2 * Math.max(lead, CYCLE_TEST_FROM) + 3 * period);
    }
  });

  it('keeps its hash in step with the board: a state reached again by other changes is recognised', () => {
    const board = new Int32Array(8);
    const test = new CycleTest(board);
    test.reset();
    board[0] = 3;
    let found = -1;
    for (let lap = CYCLE_TEST_FROM; lap < CYCLE_TEST_FROM + 8 && found < 0; lap++) {
      if (test.repeats(lap, 1)) found = lap;
      // Move the three marbles between holes 0 and 5, telling the test each change.
      const from = board[0] === 3 ? 0 : 5;
      const to = 5 - from;
      board[from] = 0; test.changed(from, -3);
      board[to] = 3; test.changed(to, 3);
    }
    expect(found).toBeGreaterThan(CYCLE_TEST_FROM);
  });

  it('does not call the same board a repeat when the runner\'s own state differs, nor after a decision', () => {
    const board = new Int32Array(8).fill(2);
    const test = new CycleTest(board);
    test.reset();
    expect(test.repeats(CYCLE_TEST_FROM, 1)).toBe(false);
    expect(test.repeats(CYCLE_TEST_FROM + 1, 2)).toBe(false);
    test.forget();
    expect(test.repeats(CYCLE_TEST_FROM + 2, 2)).toBe(false);
    expect(test.repeats(CYCLE_TEST_FROM + 3, 2)).toBe(true);
    const fresh = new CycleTest(board);
    expect(fresh.repeats(CYCLE_TEST_FROM, 1)).toBe(false);
    fresh.reset();
    expect(fresh.repeats(CYCLE_TEST_FROM, 1)).toBe(false);
  });
});
