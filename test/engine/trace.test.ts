/** Every trace event names the player who acts (trace.ts): the machine fills it in, and so do the openings. */
import { describe, expect, it } from 'vitest';
import { play } from '../../src/engine/moves.ts';
import { parseMove } from '../../src/engine/notation/move.ts';
import { runArrayOpening, runSimultaneousOpening } from '../../src/engine/opening.ts';
import { startPosition } from '../../src/engine/position.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';

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
