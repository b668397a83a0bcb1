/**
 * The lap runner's fast path (src/engine/machine/runner.ts): it sows a lap's marbles but the last
 * at once when nothing watches each drop, and must still end every move exactly as the traced,
 * marble-by-marble path does, the cycle test (AMB-3) included.
 */
import { describe, expect, it } from 'vitest';
import { CYCLE_TEST_FROM } from '../../../src/engine/machine/cycle.ts';
import { MoveRunner } from '../../../src/engine/machine/runner.ts';
import { encodeStart } from '../../../src/engine/start.ts';
import { parseMove } from '../../../src/engine/notation/move.ts';
import { parsePosition } from '../../../src/engine/notation/position.ts';
import { RULESETS } from '../../../src/engine/rulesets/index.ts';
import { applyOptions } from '../../../src/engine/rulesets/options.ts';

/** A Didinga move that never ends (the AMB-3 example of the clause tests): f8 from this position. */
const CYCLING = '0,0,0,0,1,0,1,0/0,0,0,0,0,0,0,0/2,1,2,1,2,1,0,2/3,0,3,0,1,3,2,3 A';

function runF8(trace: boolean): { status: string; laps: number; drops: number; board: number[] } {
  const rules = applyOptions('didinga', ['endless=stop']);
  const pos = parsePosition(CYCLING);
  const move = parseMove('f8', 8);
  if (!rules.ok || !pos.ok || !move.ok) throw new Error('bad fixture');
  const board = Int32Array.from(pos.value.counts);
  const runner = new MoveRunner(rules.value, 8, board, 'A');
  expect(runner.beginEncoded(encodeStart(move.value.start), { trace })).toBe(true);
  const status = runner.run();
  return { status, laps: runner.laps, drops: runner.drops, board: [...board] };
}

describe('MoveRunner, fast and traced', () => {
  it('proves a cycling move endless at the same lap, with the same board, whether each drop is watched or not', () => {
    const fast = runF8(false);
    const traced = runF8(true);
    // Proven by the cycle test, not stopped by the lap bound: the fast sowing kept the test's hash.
    expect(fast.status).toBe('endless');
    expect(fast.laps).toBeGreaterThan(CYCLE_TEST_FROM);
    expect(fast.laps).toBeLessThan(RULESETS.didinga.endless.maxLaps);
    expect(fast).toEqual(traced);
  });
});
