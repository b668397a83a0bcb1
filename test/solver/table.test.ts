/**
 * The solver's transposition table (Table in src/solver/dfpn.ts): its filter may send a lookup on
 * for nothing but never hides a result the table holds, whatever was stored and replaced.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BYTES_PER_ENTRY, Table } from '../../src/solver/dfpn.ts';

const key = fc.tuple(fc.integer({ min: 1, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }));

describe('the transposition table', () => {
  it('finds every key it holds, after stores that overflow its buckets', () => {
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 3000 }), fc.array(key, { maxLength: 200 }), (stored, others) => {
        const t = new Table(1024);
        for (const [i, [hi, lo]] of stored.entries()) t.store(hi, lo, i + 1, 1, 0, 0xffff, 0, i);
        // Every entry physically in the table is found, with its numbers.
        let held = 0;
        for (let w = 0; w < t.words.length; w += 6) {
          const hi = t.words[w]!;
          const lo = t.words[w + 1]!;
          if (hi === 0 && lo === 0) continue;
          held++;
          expect(t.find(hi, lo)).toBe(true);
          expect(t.phi(t.slot)).toBe(t.words[w + 2]);
        }
        expect(held).toBe(Math.min(t.stored, t.capacity));
        // The last key stored is always held: a store never evicts what it writes.
        expect(t.find(...stored.at(-1)!)).toBe(true);
        // A key never stored is never found.
        const all = new Set(stored.map(([h, l]) => `${h}:${l}`));
        for (const [hi, lo] of others) if (!all.has(`${hi}:${lo}`)) expect(t.find(hi, lo)).toBe(false);
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  it('gives back a result’s line, the path it leaned on and whether it leaned on a draw, as stored', () => {
    fc.assert(
      fc.property(key, fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 0xffff }), fc.constantFrom(0, 1), fc.nat(), ([hi, lo], len, dep, drew, work) => {
        const t = new Table(1024);
        t.store(hi, lo, 0, 0x7fffffff, len, dep, drew, work);
        expect(t.find(hi, lo)).toBe(true);
        expect([t.phi(t.slot), t.delta(t.slot), t.len(t.slot), t.dep(t.slot), t.drew(t.slot)]).toEqual([0, 0x7fffffff, len, dep, drew]);
      }),
      { numRuns: 200, seed: 8 },
    );
  });

  it('takes no more than BYTES_PER_ENTRY a result, for any size asked', () => {
    for (const entries of [1024, 1025, 4096, 100_000, 1 << 20, 11_184_810]) {
      const t = new Table(entries);
      expect(t.capacity).toBeLessThanOrEqual(entries);
      expect(t.capacity).toBeGreaterThan(entries - 4);
      expect(t.bytes).toBeLessThanOrEqual(entries * BYTES_PER_ENTRY);
    }
  });
});
