/**
 * The ◆ marks of a worked example (exampleSteps): each pair of variants is marked, on both
 * panels, at the first step where their boards or events part, checked here against the frames
 * themselves rather than against the function that made the marks.
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleById } from '../../../src/data/examples.ts';
import { exampleSteps } from '../../../src/features/examples/panels.ts';

describe('exampleSteps: where the variants part', () => {
  it.each(EXAMPLES.filter((e) => e.variants.length > 1).map((e) => [e.id, e] as const))('%s: a marked pair shows the same boards before its mark; an unmarked pair the same boards at every step', (_id, example) => {
    const { panels, marks } = exampleSteps(example);
    const byKey = new Map(panels.map((p) => [p.key, p]));
    for (let i = 0; i < panels.length; i++) {
      for (let j = i + 1; j < panels.length; j++) {
        const a = panels[i]!;
        const b = panels[j]!;
        const onA = marks.filter((m) => m.panels.includes(a.key) && m.label === `Diverges here from ${b.label}`);
        const onB = marks.filter((m) => m.panels.includes(b.key) && m.label === `Diverges here from ${a.label}`);
        // A pair's mark is on both panels, once, at one step.
        expect(onA.length).toBe(onB.length);
        expect(onA.length).toBeLessThanOrEqual(1);
        const positions = (p: typeof a, upTo: number) => p.frames.slice(0, upTo).map((f) => f.position);
        if (onA.length === 0) {
          expect(positions(b, Infinity)).toEqual(positions(a, Infinity));
        } else {
          const step = onA[0]!.step;
          expect(onB[0]!.step).toBe(step);
          expect(step).toBeGreaterThanOrEqual(1);
          expect(positions(b, step)).toEqual(positions(a, step));
        }
      }
    }
    // Every mark names a panel of this example.
    for (const m of marks) for (const k of m.panels) expect(byKey.has(k)).toBe(true);
  });

  it('EX-b-f: Didinga and Ikibuguzo play the lap alike (“Like Didinga here”), Lango parts from both at one step, and the move Lango requires parts from all three at its first step', () => {
    const { marks } = exampleSteps(exampleById('EX-b-f'));
    const on = (key: string) => marks.filter((m) => m.panels.includes(key)).map((m) => [m.step, m.label] as const);
    expect(on('ikibuguzo').some(([, l]) => l.includes('Didinga'))).toBe(false);
    const lango = on('lango').filter(([, l]) => !l.includes('what the code requires'));
    expect(lango).toHaveLength(2);
    expect(lango[0]![0]).toBe(lango[1]![0]);
    expect(on('lango-required').map(([s]) => s)).toEqual([1, 1, 1]);
  });

  it('an example of one variant has no marks', () => {
    for (const e of EXAMPLES.filter((x) => x.variants.length === 1)) expect(exampleSteps(e).marks).toEqual([]);
  });
});
