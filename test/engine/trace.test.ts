/** Every trace event names the player who acts (trace.ts): the machine fills it in, and so do the openings. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_TRACE_EVENTS } from '../../src/engine/machine/move-state.ts';
import { play, type PlayOptions } from '../../src/engine/moves.ts';
import { parseMove, type Move } from '../../src/engine/notation/move.ts';
import { runArrayOpening, runSimultaneousOpening } from '../../src/engine/opening.ts';
import { startPosition } from '../../src/engine/position.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import type { TraceEvent } from '../../src/engine/trace.ts';
import { lettered, local } from './helpers.ts';

describe('trace events name their player', () => {
  it('a move: every event is the mover\'s, whichever side moves', () => {
    for (const toMove of ['A', 'B'] as const) {
      const pos = { ...startPosition(), toMove };
      const m = parseMove('b7', 8);
      if (!m.ok) throw new Error(m.error.message);
      const r = play(RULESETS.didinga, pos, m.value, { trace: true });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.trace!.length).toBeGreaterThan(3);
      for (const e of r.value.trace!) expect(e.player).toBe(toMove);
    }
  });

  it('the simultaneous opening: each step\'s event names the player who acts, both players acting', () => {
    for (const rules of [RULESETS.didinga, RULESETS.lango]) {
      const r = runSimultaneousOpening(rules, { trace: true, speed: { A: 2, B: 1 }, clockwise: { A: true, B: true } });
      if (!r.ok) throw new Error(r.error.message);
      for (const s of r.value.steps!) expect(s.event.player).toBe(s.player);
      expect(new Set(r.value.steps!.map((s) => s.event.player))).toEqual(new Set(['A', 'B']));
    }
  });

  it('Murray\'s arrays: each sowing is a move of its own, counted from lap 1 (its laps did run on across sowings, "Lap 16")', () => {
    for (const array of [1, 2] as const) {
      const r = runArrayOpening(RULESETS.ikibuguzo, { trace: true, array });
      const ends = r.trace!.filter((e) => e.type === 'move-end');
      expect(ends).toHaveLength(r.steps.length);
      // No sowing of either array ends in a capture (K-array-capture never applies to them): one lap each.
      expect(r.steps.every((s) => s.captured === 0)).toBe(true);
      expect(r.trace!.every((e) => e.lap === 1)).toBe(true);
      expect(ends.every((e) => e.type === 'move-end' && e.laps === 1)).toBe(true);
    }
  });

  it('Murray\'s arrays: each operation\'s events are its player\'s, captures included', () => {
    for (const array of [1, 2] as const) {
      const r = runArrayOpening(RULESETS.ikibuguzo, { trace: true, array });
      for (const s of r.steps) for (const e of s.trace ?? []) expect(e.player).toBe(s.player);
      let current: string | null = null;
      for (const e of r.trace!) {
        if (e.type === 'lift' && e.reason === 'start' && e.clause.startsWith('K-array')) current = e.player;
        expect(e.player).toBe(current);
      }
    }
  });
});

/**
 * The trace bound and the streamed trace: a move's trace is recorded up to maxTraceEvents and
 * then reported cut, and a sink receives the events as they happen while nothing is kept, so
 * the memory a trace takes does not grow with the move (counted, not timed).
 */
describe('the trace bound and the streamed trace', () => {
  // A move of A's from C (f8) that laps for ever: endless=stop plays it until the cycle test
  // proves the cycle (AMB-3), 247 laps and 1254 events later.
  const endless = lettered({ A: 2, B: 3, C: 2, E: 1, F: 2, G: 1, H: 2, I: 1, J: 2, K: 3, M: 3, O: 1, P: 3, l: 1, n: 1 }, 'A');
  const stopped = applyOptions('didinga', ['endless=stop']);
  if (!stopped.ok) throw new Error(stopped.error.message);
  const stop = stopped.value;
  const fromC: Move = { start: { kind: 'sow', hole: local('C'), clockwise: false }, decisions: [] };

  function traced(opts: PlayOptions) {
    const r = play(stop, endless, fromC, { trace: true, ...opts });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }

  it('records every event under the default bound, and says the trace is whole', () => {
    const whole = traced({});
    expect(whole.status).toBe('endless');
    expect(whole.trace!.length).toBe(1254);
    expect(whole.traceEvents).toBe(1254);
    expect(whole.traceCut).toBe(false);
    expect(DEFAULT_MAX_TRACE_EVENTS).toBeGreaterThan(1254);
  });

  it('cuts the trace at maxTraceEvents and reports it; the move itself plays on to the same end', () => {
    const whole = traced({});
    const cut = traced({ maxTraceEvents: 100 });
    expect(cut.trace!.length).toBe(100);
    expect(cut.traceEvents).toBe(100);
    expect(cut.traceCut).toBe(true);
    expect(cut.trace).toEqual(whole.trace!.slice(0, 100));
    expect([cut.status, cut.laps, cut.drops, cut.after]).toEqual([whole.status, whole.laps, whole.drops, whole.after]);
    // At exactly the move's length nothing is cut.
    expect(traced({ maxTraceEvents: 1254 }).traceCut).toBe(false);
    expect(traced({ maxTraceEvents: 1253 }).traceCut).toBe(true);
  });

  it('a sink receives every event in order while the result keeps none', () => {
    const whole = traced({});
    const seen: TraceEvent[] = [];
    const streamed = traced({ traceSink: (e) => seen.push(e) });
    expect(streamed.trace).toEqual([]);
    expect(seen).toEqual(whole.trace);
    expect(streamed.traceEvents).toBe(1254);
  });

  it('memory stays flat as the move grows: the sink counts every event of longer and longer moves, nothing is kept', () => {
    // The lap bound (AMB-3) stops the endless move earlier or later; the kept trace stays empty throughout.
    let previous = 0;
    for (const maxLaps of [40, 80, 160, 246]) {
      const rules = applyOptions('didinga', ['endless=stop', `maxLaps=${maxLaps}`]);
      if (!rules.ok) throw new Error(rules.error.message);
      let count = 0;
      const r = play(rules.value, endless, fromC, { trace: true, traceSink: () => { count++; } });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.status).toBe('unresolved');
      expect(r.value.laps).toBe(maxLaps);
      expect(r.value.trace).toEqual([]);
      expect(r.value.traceEvents).toBe(count);
      expect(count).toBeGreaterThan(previous);
      previous = count;
    }
  });

  it('refuses a bound that is not a whole number', () => {
    expect(() => traced({ maxTraceEvents: -1 })).toThrow(/maxTraceEvents must be a whole number/);
    expect(() => traced({ maxTraceEvents: Number.NaN })).toThrow(/maxTraceEvents must be a whole number/);
  });
});
