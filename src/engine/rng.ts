/** A small seeded generator (sfc32-style mixing of one 32-bit state) for playouts and tests: same seed, same game. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x6d2b79f5;
  }
  /** A uint32. */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  /** An integer in [0, n). */
  below(n: number): number {
    return this.next() % n;
  }
}
