/**
 * The solver's transposition table (Table in src/solver/table.ts): its filter may send a lookup on
 * for nothing but never hides a result the table holds, whatever was stored and replaced; an entry
 * of four words gives back what was stored, and a key is told apart from every other by all 64 of
 * its bits in a table of 65,536 buckets or more.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BYTES_PER_ENTRY, Table, workCode } from '../../src/solver/table.ts';

const key = fc.tuple(fc.integer({ min: 1, max: 0xffffffff }), fc.integer({ min: 0, max: 0xffffffff }));

describe('the transposition table', () => {
  it('finds every key it holds, after stores that overflow its buckets', () => {
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 3000 }), fc.array(key, { maxLength: 200 }), (stored, others) => {
        const t = new Table(1024);
        const phiOf = new Map<string, number>();
        for (const [i, [hi, lo]] of stored.entries()) {
          t.store(hi, lo, i + 1, 1, 0, 0xffff, 0, i);
          phiOf.set(`${hi}:${lo}`, i + 1);
        }
        // Every key stored is found with the numbers it was last stored with, or was replaced;
        // as many are found as the table counts.
        let held = 0;
        for (const [k, phi] of phiOf) {
          const [hi, lo] = k.split(':').map(Number) as [number, number];
          if (!t.find(hi, lo)) continue;
          held++;
          expect(t.phi(t.slot)).toBe(phi);
          expect(t.delta(t.slot)).toBe(1);
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

  it('gives back an estimate’s φ and δ whole, and a final result as φ or δ 0 and the other INF', () => {
    const INF = 0x7fffffff;
    fc.assert(
      fc.property(key, fc.integer({ min: 1, max: INF }), fc.integer({ min: 1, max: INF }), fc.nat(), ([hi, lo], phi, delta, work) => {
        const t = new Table(1024);
        t.store(hi, lo, phi, delta, 7, 3, 1, work);
        expect(t.find(hi, lo)).toBe(true);
        // An estimate leans on nothing: it keeps no line, path or draw.
        expect([t.final(t.slot), t.phi(t.slot), t.delta(t.slot), t.len(t.slot), t.dep(t.slot), t.drew(t.slot)]).toEqual([false, phi, delta, 0, 0xffff, 0]);
        t.store(hi, lo, INF, 0, 5, 0xffff, 0, work);
        expect(t.find(hi, lo)).toBe(true);
        expect([t.final(t.slot), t.phi(t.slot), t.delta(t.slot), t.len(t.slot)]).toEqual([true, INF, 0, 5]);
        expect(t.stored).toBe(1);
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  it('tells apart keys that differ only in the bottom half of their low word, from 65,536 buckets on', () => {
    fc.assert(
      fc.property(key, fc.integer({ min: 1, max: 0xffff }), ([hi, lo], x) => {
        const t = new Table(4 * 65_536);
        t.store(hi, lo, 1, 1, 0, 0xffff, 0, 1);
        expect(t.find(hi, (lo ^ x) >>> 0)).toBe(false);
        expect(t.find(hi, lo)).toBe(true);
      }),
      { numRuns: 100, seed: 12 },
    );
  });

  it('codes an estimate’s work in 15 bits, never 0, and never less for more work', () => {
    expect(workCode(0)).toBe(1);
    expect(workCode(1023)).toBe(1023);
    expect(workCode(0x3fffffff)).toBeLessThanOrEqual(0x7fff);
    expect(workCode(2 ** 40)).toBe(workCode(0x3fffffff));
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 31 }), fc.nat({ max: 2 ** 31 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(workCode(small)).toBeLessThanOrEqual(workCode(large));
        expect(workCode(large)).toBeGreaterThanOrEqual(1);
        // A step is at most a 1,024th of the work: estimates a thousandth apart are always ranked.
        if (large >= 1024 && large * 1.001 <= 0x3fffffff) expect(workCode(Math.ceil(large * 1.001))).toBeGreaterThan(workCode(large));
      }),
      { numRuns: 2000, seed: 13 },
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
