/**
 * The solver's memory: the transposition table that keeps a result for each position searched,
 * and the keying that names a position in it (Zobrist keys of two 32-bit words, the question's
 * attacker mixed in, and the hash of a whole path for results that hold on one path only: see
 * dfpn.ts, "Repetition and the transposition table").
 *
 * Its bounds: at most `tableEntries` results, 16 bytes each in typed arrays, and half a byte of a
 * filter that answers most lookups of positions never stored without reaching the table; when a
 * bucket is full the result with the least work behind it gives way, a non-final one first.
 */
import { Rng } from '../engine/index.ts';
import type { SolveSnapshot } from './options.ts';

export const DEFAULT_TABLE_ENTRIES = 1 << 22;
/** Bits of the table's filter for each result it holds, at most (see Table.filter): half a byte. */
export const FILTER_BITS_PER_ENTRY = 4;
/**
 * Bytes a result takes, at most: its entry, four 32-bit words (the key, and φ and δ or what a
 * final result keeps: see Table), 16 in all, and its share of the filter, half a byte.
 */
export const BYTES_PER_ENTRY = 16 + FILTER_BITS_PER_ENTRY / 8;
/** The results a table of `megabytes` MB holds (BYTES_PER_ENTRY each): what a --memory flag gives. */
export function tableEntriesFor(megabytes: number): number {
  return Math.floor((megabytes * 2 ** 20) / BYTES_PER_ENTRY);
}

/** φ or δ of a result that can never be reached: a final result's other number (see Table). */
export const INF = 0x7fffffff;
/** `dep` of a result that leaned on nothing of the path above it. */
export const NO_DEP = 0xffff;
/**
 * The question's part of a key's low word: ATTACKER_A when A is the attacker, that XOR
 * QUESTION_FLIP when B is, so that a position's key under the other question is its key XOR
 * QUESTION_FLIP (lookup reads the first question's results so in the second).
 */
export const ATTACKER_A = 0x85ebca6b;
export const QUESTION_FLIP = 0x85ebca6b ^ 0xc2b2ae35;

/** The murmur3 finaliser: mixes the bits of a 32-bit word. */
export function fmix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** 64-bit keys as two 32-bit words, from per-hole random words (Zobrist). */
export class Keys {
  readonly hi: Uint32Array;
  readonly lo: Uint32Array;
  readonly values: number;
  constructor(holes: number, maxCount: number) {
    this.values = maxCount + 1;
    this.hi = new Uint32Array(holes * this.values + 4);
    this.lo = new Uint32Array(holes * this.values + 4);
    const rng = new Rng(0x5eed);
    for (let i = 0; i < this.hi.length; i++) {
      this.hi[i] = rng.next();
      this.lo[i] = rng.next();
    }
    // An empty hole adds nothing to a key: its words are 0, so that keyOf need not test for it
    // (a test in the loop, taken at random, cost more than the two loads it saved).
    for (let h = 0; h < holes; h++) {
      this.hi[h * this.values] = 0;
      this.lo[h * this.values] = 0;
    }
  }
}

/**
 * The transposition table: buckets of four entries, each entry four 32-bit words side by side in
 * one typed array, so that a bucket is 64 bytes, a cache line's size (it is read from one line or
 * two, as the array's start falls: JavaScript cannot align it). An entry holds:
 *
 * - word 0: the key's high word;
 * - word 1: the top half of the key's low word, and a tag in its bottom half: bit 15 set for a
 *   final result, then bit 14 (its δ is 0, else its φ is 0) and bit 13 (drew); for an estimate,
 *   the work behind it (workCode, never 0). A stored entry's word 1 is never 0: 0 marks it empty;
 * - words 2 and 3: an estimate's φ and δ; a final result's len and dep (len in the top half), and
 *   the work behind it.
 *
 * A final result's numbers need not be kept: one is 0 and the other INF (every final number is
 * made so: a K-win, D-end and a draw are, and a final node's sum or minimum takes a child's INF).
 * The bottom half of the key's low word need not be either: it picks the bucket (the low word
 * modulo the number of buckets), and with at least 65,536 buckets (a table of 4 MB) the bucket and
 * the top half together give it back, so every key is told apart by all 64 of its bits; a smaller
 * table tells keys apart by their high word, the top half of the low and the bucket.
 */
export const WORDS = 4;
/** The tag's bits (word 1's bottom half). */
const FINAL = 0x8000;
const DELTA_ZERO = 0x4000;
const DREW = 0x2000;

/**
 * An estimate's work in the 15 bits of its tag: exact below 1,024, then in steps of a 1,024th of
 * its power of two (work up to 2^30 gives at most 22,527). Only compared, never read back: the
 * code grows with the work, so the result with the least work behind it still gives way first.
 */
export function workCode(work: number): number {
  if (work < 1024) return Math.max(1, work);
  const w = Math.min(work, 0x3fffffff);
  const e = 31 - Math.clz32(w);
  return ((e - 9) << 10) | ((w >>> (e - 10)) & 0x3ff);
}

/** The table a number of entries asked for makes: results it holds, and the lengths of its two arrays. */
export function tableShape(entries: number): { readonly capacity: number; readonly words: number; readonly filterWords: number } {
  // Buckets of four: as many as the entries asked for allow (not rounded to a power of two).
  const capacity = Math.max(1, Math.floor(entries / 4)) * 4;
  // The filter: a power of two of bits (indexed by a mask), between half and all of FILTER_BITS_PER_ENTRY a result.
  let bits = 32;
  while (bits * 2 <= capacity * FILTER_BITS_PER_ENTRY) bits *= 2;
  return { capacity, words: capacity * WORDS, filterWords: bits >>> 5 };
}

export class Table {
  readonly capacity: number;
  readonly words: Uint32Array;
  /**
   * One bit for each FILTER_BITS_PER_ENTRY-th of the table, set for every key ever stored (by its
   * high word): most positions looked up have never been stored, and this small array, unlike the
   * table, stays in the processor's caches, so a clear bit answers "absent" without reaching the
   * table. A bit is never cleared (a replaced key leaves it set): it can only send a lookup on to
   * the table for nothing, never hide a stored result.
   */
  readonly filter: Uint32Array;
  /** Buckets of four entries: as many as the entries asked for allow (not rounded to a power of two). */
  private readonly buckets: number;
  private readonly filterMask: number;
  stored = 0;
  /** The word offset of the entry the last `find` found, or -1. */
  slot = -1;
  /** Where `touch` leaves what it read, so that the reads are not optimised away. */
  private sink = 0;

  /**
   * A table of about `entries` results (tableShape), empty, or holding what a snapshot of a table
   * of that shape held (solveProblem checks the shape first).
   */
  constructor(entries: number, from?: Pick<SolveSnapshot, 'words' | 'filter' | 'stored'>) {
    const shape = tableShape(entries);
    this.buckets = shape.capacity / 4;
    this.capacity = shape.capacity;
    this.filterMask = shape.filterWords * 32 - 1;
    this.words = from ? from.words : new Uint32Array(shape.words);
    this.filter = from ? from.filter : new Uint32Array(shape.filterWords);
    this.stored = from ? from.stored : 0;
  }

  /** The word offset of a key's bucket (by its low word). */
  private bucket(lo: number): number {
    return ((lo >>> 0) % this.buckets) * 4 * WORDS;
  }

  get bytes(): number {
    return this.words.byteLength + this.filter.byteLength;
  }

  phi(slot: number): number {
    const tag = this.words[slot + 1]!;
    if ((tag & FINAL) === 0) return this.words[slot + 2]!;
    return (tag & DELTA_ZERO) === 0 ? 0 : INF;
  }
  delta(slot: number): number {
    const tag = this.words[slot + 1]!;
    if ((tag & FINAL) === 0) return this.words[slot + 3]!;
    return (tag & DELTA_ZERO) === 0 ? INF : 0;
  }
  /** Whether the entry is a final result (φ or δ 0). */
  final(slot: number): boolean {
    return (this.words[slot + 1]! & FINAL) !== 0;
  }
  /** A final result's len (an estimate's: 0). */
  len(slot: number): number {
    return this.final(slot) ? this.words[slot + 2]! >>> 16 : 0;
  }
  /** 1 if the final result leaned on a draw (see Search's `drew`), else 0. */
  drew(slot: number): number {
    return (this.words[slot + 1]! & (FINAL | DREW)) === (FINAL | DREW) ? 1 : 0;
  }
  /** A final result's dep (an estimate's: NO_DEP). */
  dep(slot: number): number {
    return this.final(slot) ? this.words[slot + 2]! & 0xffff : NO_DEP;
  }

  /** Whether a key may be in the table (false: it certainly is not). */
  mayHold(hi: number): boolean {
    const b = hi & this.filterMask;
    return ((this.filter[b >>> 5]! >>> (b & 31)) & 1) === 1;
  }

  /**
   * Read the first word of the bucket of each key the filter passes, before they are looked up
   * one by one: the reads, side by side in one short loop, wait for memory together rather than
   * one after another (the table is far larger than the caches).
   */
  touch(his: Uint32Array, los: Uint32Array, n: number): void {
    const w = this.words;
    let acc = 0;
    for (let i = 0; i < n; i++) if (this.mayHold(his[i]!)) acc ^= w[this.bucket(los[i]!)]!;
    this.sink ^= acc;
  }

  /** Read the first word of a key's bucket, to be written soon (as `touch`). */
  touchOne(lo: number): void {
    this.sink ^= this.words[this.bucket(lo)]!;
  }

  /** Find a key; sets `slot` and returns true if present. */
  find(hi: number, lo: number): boolean {
    this.slot = -1;
    if (!this.mayHold(hi)) return false;
    const w = this.words;
    const base = this.bucket(lo);
    for (let i = base; i < base + 4 * WORDS; i += WORDS) {
      const tagged = w[i + 1]!;
      if (w[i] === hi && (tagged ^ lo) >>> 16 === 0 && tagged !== 0) {
        this.slot = i;
        return true;
      }
    }
    return false;
  }

  store(hi: number, lo: number, phi: number, delta: number, len: number, dep: number, drew: number, work: number): void {
    const w = this.words;
    const b = hi & this.filterMask;
    this.filter[b >>> 5] = this.filter[b >>> 5]! | (1 << (b & 31));
    const base = this.bucket(lo);
    let victim = -1;
    let victimScore = Infinity;
    for (let i = base; i < base + 4 * WORDS; i += WORDS) {
      const tagged = w[i + 1]!;
      if (tagged === 0) {
        if (victimScore !== -1) {
          victim = i;
          victimScore = -1;
        }
        continue;
      }
      if (w[i] === hi && (tagged ^ lo) >>> 16 === 0) {
        victim = i;
        break;
      }
      // Final results are worth more than estimates: they give way only to other finals' work.
      const score = (tagged & FINAL) !== 0 ? 0x40000000 + w[i + 3]! : tagged & 0x7fff;
      if (victimScore !== -1 && score < victimScore) {
        victim = i;
        victimScore = score;
      }
    }
    if (w[victim + 1] === 0) this.stored++;
    w[victim] = hi;
    const top = lo & 0xffff0000;
    if (phi === 0 || delta === 0) {
      w[victim + 1] = (top | FINAL | (delta === 0 ? DELTA_ZERO : 0) | (drew ? DREW : 0)) >>> 0;
      w[victim + 2] = (Math.min(len, 0xffff) << 16 | dep) >>> 0;
      w[victim + 3] = Math.min(work, 0x3fffffff);
    } else {
      w[victim + 1] = (top | workCode(work)) >>> 0;
      w[victim + 2] = phi;
      w[victim + 3] = delta;
    }
  }
}
