/**
 * Solving a position: who wins with perfect play, by depth-first proof-number search (df-pn).
 *
 * The search asks one question at a time, "can player X force a win from here?", and answers it
 * with a proof (X wins whatever the other does) or a disproof (the other can always avoid losing).
 * `solve` asks it for the side to move, then, if that is disproved, for the opponent: a proof of
 * the first is a win, of the second a loss, and two disproofs a draw. Numbers are kept from the
 * side to move's point of view (φ, δ): φ is the work left to show the side to move reaches its
 * goal (X: a win; the other: no win for X), δ the work left to show it does not.
 *
 * The game's end is the engine's: a player who cannot move has lost (D-end), a player who takes
 * both of the opponent's front-row end holes in one turn has won (K-win), and a game that never
 * ends is drawn (AMB-11) by repetition or after `maxPlies` moves.
 *
 * **Repetition and the transposition table (the graph-history interaction).** The table keys a
 * result by the position alone, but a result may depend on how the position was reached: a draw
 * by repetition exists only if the repeated position is on the path, and a draw by the move
 * limit only at that depth. The search treats a position met again on its own path as a draw at
 * once (the first repetition, not the `repetitions`-th: a player who can force a win can force one
 * that repeats nothing, by playing at the first visit of a position what he would play at the
 * last, so the value is the same, and no player gains by letting a position come back; under
 * `repetitions=1` the engine draws at the first position a move reaches, and so does the search:
 * `drawsAtOnce`). Every
 * result carries `dep`, the shallowest depth of the path it leaned on (a repeated ancestor, or the
 * root for the move limit), or NO_DEP. A node at depth d whose result leaned on nothing above it
 * (dep ≥ d) is stored under its position and reused anywhere; one that did is stored under the
 * hash of its whole path from the root, so it is reused only on that very path, where it holds.
 * A win is never such a result (a draw is no win), so only non-wins can be path-bound. A final
 * result also keeps `len`, the longest line to the game's end it relies on, and is reused at a
 * depth only if that line still ends before the move limit.
 *
 * **One question is often enough.** A final result also keeps `drew`: whether it leaned on a draw
 * anywhere below (a repetition, the move limit, a position met earlier in the game), or only on
 * games won and lost (D-end, K-win). Where the side to move reaches its goal, a child that leans on
 * no draw is preferred. A draw is the defender's goal, so a disproof of the side to move's win
 * that leaned on none shows the opponent winning whatever is played: a loss, and `solve` does not
 * ask the second question, which would search the same positions again (it took half the
 * positions of every loss measured). A win's proof never leans on a draw. When the second question
 * is asked (the first's disproof leaned on a draw), it reads the first's final results that leaned
 * on none: without a draw one side wins, and they hold in either question with the same numbers.
 *
 * **First estimates.** A position never searched starts with δ = START_WEIGHT × its side to move's
 * starts (every move must fail, so a position with more moves is more work to refute) and φ = its
 * opponent's starts ÷ OPPONENT_DIVISOR, at least 1 (one good move is enough, but it is more work to
 * find one that leaves a mobile opponent beaten): firstEstimates. The search so goes first where
 * the opponent has few moves (df-pn+; mobility, as these games are lost by having no move, D-end).
 * Estimates steer the search; a result is still a proof.
 *
 * **Move ordering.** Among children of equal δ, the one whose move captured the most marbles
 * (the simulator says how many) is searched first (see mid).
 *
 * **Bounds.** The search expands at most `maxNodes` positions and keeps at most `tableEntries`
 * results (16 bytes each in typed arrays, and half a byte of a filter that answers most lookups of
 * positions never stored without reaching the table; when a bucket is full the result with the
 * least work behind it gives way, a non-final one first). Reaching the node bound, or the caller's
 * `shouldStop`, ends the search with the value `unknown`: a value is given only when proved.
 * A position whose moves the engine's work bound cut short (Simulator.enumerationCut) is never
 * proved or disproved.
 */
import {
  enoughToStart, err, listMoves, makePosition, ok, opponent, Rng, Simulator,
  type Player, type Position, type Result, type Ruleset,
} from '../engine/index.ts';

export type SolvedValue = 'win' | 'loss' | 'draw' | 'unknown';

export interface SolveOptions {
  /** Positions expanded at most, both questions together (default DEFAULT_MAX_NODES). */
  readonly maxNodes?: number;
  /** Results the table keeps (default DEFAULT_TABLE_ENTRIES; BYTES_PER_ENTRY each, at most). */
  readonly tableEntries?: number;
  /** Asked every PROGRESS_EVERY expansions; true ends the search (value `unknown`). The caller's clock stays outside. */
  readonly shouldStop?: () => boolean;
  /**
   * Told every PROGRESS_EVERY expansions how the search stands; `snapshot` gives its state, to be
   * kept and resumed from (resumeFrom) after the process ends.
   */
  readonly onProgress?: (p: SolveProgress, snapshot: () => SolveSnapshot) => void;
  /**
   * Go on from a search's state (a snapshot of the same position, rules and table size): its
   * table, its work (the node budget, maxNodes, counts it), and the question it was asking.
   * The search starts again from the root with that table, which holds what the search had found
   * (what was under way on its path when the snapshot was taken is found again), so a value it
   * proves is a proof as any other; the count of positions is not that of one unbroken search.
   */
  readonly resumeFrom?: SolveSnapshot;
  /**
   * A game under way: the moves already played (the move limit, maxPlies, counts from the game's
   * start) and the positions met before this one. Meeting one of those again is taken as a draw
   * (it may be one: AMB-11 counts every occurrence), so a win found never passes through them and
   * is a win in that game; a draw found is no longer a proof, and is given as `unknown`.
   */
  readonly game?: { readonly plies: number; readonly history: readonly Position[] };
  /** The weight of a new position's starts in its first δ (default START_WEIGHT; 0: every first estimate 1, plain df-pn). Changes the work, never the value. */
  readonly startWeight?: number;
  /**
   * Whether a new position's first φ counts its opponent's starts (default true; false: every
   * first φ 1, as before OPPONENT_DIVISOR). Changes the work, never the value: false measures what it saves.
   */
  readonly opponentEstimate?: boolean;
  /**
   * Whether the second question reads the first's final results that leaned on no draw (default
   * true; see lookup). Changes the work, never the value: false measures what it saves.
   */
  readonly reuseFirstQuestion?: boolean;
}

export interface SolveProgress {
  readonly nodes: number;
  /** Results in the table, and how many it can hold. */
  readonly stored: number;
  readonly capacity: number;
  /** Which question is being asked: whether the side to move wins, or the opponent. */
  readonly question: 'win' | 'loss';
}

/**
 * A search's state at a progress report (SolveOptions.onProgress): the table's arrays themselves,
 * not copies (they change as soon as the search goes on: write or copy them during the call),
 * the work so far and the question being asked.
 */
export interface SolveSnapshot {
  /** The table's entries and its filter (Table.words, Table.filter). */
  readonly words: Uint32Array;
  readonly filter: Uint32Array;
  readonly stored: number;
  readonly nodes: number;
  readonly generated: number;
  /** Results stored under a path's hash so far (Search.pathBound). */
  readonly pathBound: number;
  /** The question under way: the side to move's win (asked first) or the opponent's (asked once the first is disproved). */
  readonly question: 'win' | 'loss';
}

export interface SolveResult {
  /** The value for the side to move. */
  readonly value: SolvedValue;
  /** A move that achieves it (a winning move; for a draw, one that does not lose; for a loss, the longest resistance found), or null. */
  readonly move: string | null;
  /** A principal line from the position (moves in notation), as far as the table still holds it. */
  readonly line: readonly string[];
  /** Positions expanded. */
  readonly nodes: number;
  /** Positions generated: the moves of every expansion, each played through on the simulator (a position expanded again is generated again). */
  readonly generated: number;
  /** Distinct positions in the proof (or disproof) of the value, counted up to PROOF_COUNT_LIMIT; null when unknown or when the table lost part of it. */
  readonly proofSize: number | null;
  /** Results in the table at the end, its capacity, and the bytes it takes (all 0 when no table was made: a side to move with no move). */
  readonly stored: number;
  readonly capacity: number;
  readonly tableBytes: number;
  /** Why the value is unknown: the node bound, the caller's stop, or a position whose moves were cut short. */
  readonly stoppedBy: 'nodes' | 'stop' | 'cut' | null;
  /**
   * The questions asked: 1 (the side to move's win; its disproof, leaning on no draw, is a loss),
   * 2 (the opponent's win too, as the first was disproved through a draw), or 0 (none: no move).
   */
  readonly questions: 0 | 1 | 2;
}

export interface SolveError {
  readonly code: 'unsupported-rules' | 'bad-budget' | 'bad-position' | 'game-over';
  readonly message: string;
}

export const DEFAULT_MAX_NODES = 2_000_000;
/**
 * The most positions a caller may budget (choro solve, solve-openings, the bench): a guard against
 * a mistyped number, not a limit of the search, which counts in a double. It is about a fortnight
 * at a million positions a second; a search stopped at a lower cap (2,000,000,000 until
 * 2026-11-27) could not be gone on with from its checkpoint.
 */
export const MAX_SOLVE_NODES = 1_000_000_000_000;
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
export const PROGRESS_EVERY = 4096;
/** The proof is counted up to this many positions (it can be far larger than the line). */
export const PROOF_COUNT_LIMIT = 1_000_000;
/** The deepest the search goes; a move limit (maxPlies, AMB-11) above it is refused. */
export const MAX_SOLVE_DEPTH = 2000;

const INF = 0x7fffffff;
/**
 * The weight of a new position's starts in its first δ (firstEstimates). Measured by
 * scripts/solver-weights.ts on five openings that take 6.7 to 27 million positions with every
 * estimate 1 (weight 0): weights 1 to 4 each cut that three- to sevenfold, none best on all five
 * (README, "The solver").
 */
export const START_WEIGHT = 3;
/**
 * A new position's first φ is its opponent's starts divided by this (firstEstimates). Measured on
 * every opening (scripts/solve-openings.ts, the 66 searches of the settled ones): 18% fewer
 * positions in all than with every first φ 1, more on 21 of them (README, "The solver"); dividing
 * by 8, 8/3, 2 or 1 did worse on the five openings of scripts/solver-weights.ts.
 */
export const OPPONENT_DIVISOR = 4;
/** `dep` of a result that leaned on nothing of the path above it. */
const NO_DEP = 0xffff;
/**
 * The question's part of a key's low word: ATTACKER_A when A is the attacker, that XOR
 * QUESTION_FLIP when B is, so that a position's key under the other question is its key XOR
 * QUESTION_FLIP (lookup reads the first question's results so in the second).
 */
const ATTACKER_A = 0x85ebca6b;
const QUESTION_FLIP = 0x85ebca6b ^ 0xc2b2ae35;

/** The murmur3 finaliser: mixes the bits of a 32-bit word. */
function fmix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** 64-bit keys as two 32-bit words, from per-hole random words (Zobrist). */
class Keys {
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
const WORDS = 4;
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

/** The children of one node: boards, keys and their current numbers, in arrays grown as needed. */
class Level {
  boards = new Int32Array(0);
  hi = new Uint32Array(0);
  lo = new Uint32Array(0);
  phi = new Uint32Array(0);
  delta = new Uint32Array(0);
  len = new Uint16Array(0);
  dep = new Uint16Array(0);
  /** 1 where the child's final result leaned on a draw (Search's `drew`). */
  drew = new Uint8Array(0);
  /** The marbles each child's move captured (move ordering: see mid). */
  cap = new Uint16Array(0);
  count = 0;

  reserve(children: number, holes: number): void {
    if (this.hi.length >= children) return;
    const n = Math.max(children, this.hi.length * 2, 16);
    const grow = <T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(a: T, size: number, make: (k: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.boards = grow(this.boards, n * holes, (k) => new Int32Array(k));
    this.hi = grow(this.hi, n, (k) => new Uint32Array(k));
    this.lo = grow(this.lo, n, (k) => new Uint32Array(k));
    this.phi = grow(this.phi, n, (k) => new Uint32Array(k));
    this.delta = grow(this.delta, n, (k) => new Uint32Array(k));
    this.len = grow(this.len, n, (k) => new Uint16Array(k));
    this.dep = grow(this.dep, n, (k) => new Uint16Array(k));
    this.drew = grow(this.drew, n, (k) => new Uint8Array(k));
    this.cap = grow(this.cap, n, (k) => new Uint16Array(k));
  }
}

/** Refuse what the solver cannot answer exactly. */
export function solveProblem(rules: Ruleset, pos: Position, opts: SolveOptions = {}): SolveError | null {
  if (rules.gameLaps !== null) {
    return { code: 'unsupported-rules', message: `${rules.id} ends a game after a total of laps (LU-limit), which makes a position's value depend on the whole game before it; the solver answers the three codes of the sources` };
  }
  if (rules.opening.kind === 'sequential') {
    return { code: 'unsupported-rules', message: `${rules.id} plays a sequential opening (LU-open); the solver answers the three codes of the sources` };
  }
  const plies = opts.game?.plies ?? 0;
  if (!Number.isSafeInteger(plies) || plies < 0 || plies >= rules.gameLimit.maxPlies) {
    return { code: 'game-over', message: `the game has ${String(plies)} moves played, and the move limit is ${rules.gameLimit.maxPlies} (AMB-11): it is over` };
  }
  if (plies > 0 && rules.gameLimit.repetitions <= 1) {
    return { code: 'game-over', message: `the game has ${plies} move${plies === 1 ? '' : 's'} played, and under repetitions=1 a game is drawn at the first position a move reaches (AMB-11): it is over` };
  }
  if (rules.gameLimit.maxPlies > MAX_SOLVE_DEPTH) {
    return { code: 'bad-budget', message: `the solver searches at most ${MAX_SOLVE_DEPTH} moves deep, but maxPlies is ${rules.gameLimit.maxPlies} (AMB-11): give --option maxPlies=N with N at most ${MAX_SOLVE_DEPTH}` };
  }
  const nodes = opts.maxNodes ?? DEFAULT_MAX_NODES;
  if (!Number.isSafeInteger(nodes) || nodes < 1) return { code: 'bad-budget', message: `the node budget must be a whole number, 1 or more; got ${String(nodes)}` };
  const weight = opts.startWeight ?? START_WEIGHT;
  if (!Number.isSafeInteger(weight) || weight < 0 || weight > 64) return { code: 'bad-budget', message: `the start weight must be a whole number from 0 to 64; got ${String(weight)}` };
  const entries = opts.tableEntries ?? DEFAULT_TABLE_ENTRIES;
  if (!Number.isSafeInteger(entries) || entries < 1024) return { code: 'bad-budget', message: `the table must hold at least 1024 results (${Math.ceil(1024 * BYTES_PER_ENTRY)} bytes); got ${String(entries)}` };
  if (pos.counts.length !== 4 * pos.cols) return { code: 'bad-position', message: 'the position does not hold four rows of its width' };
  const resume = opts.resumeFrom;
  if (resume) {
    const shape = tableShape(entries);
    if (resume.words.length !== shape.words || resume.filter.length !== shape.filterWords) {
      return { code: 'bad-budget', message: `the search to resume kept a table of ${Math.floor(resume.words.length / WORDS)} results; this one holds ${shape.capacity}: give the same memory` };
    }
  }
  return null;
}

/** Internal: the search's state for one `solve`. */
class Search {
  readonly rules: Ruleset;
  readonly cols: number;
  readonly holes: number;
  readonly sim: Simulator;
  readonly keys: Keys;
  readonly table: Table;
  readonly maxDepth: number;
  /**
   * Every move ends the game drawn unless it wins by K-win: under `repetitions=1` a position has
   * occurred once as soon as it is reached, and the engine draws a game at a position's
   * `repetitions`-th occurrence after a move (AMB-11; game.ts checks K-win first). The search's
   * own rule, a draw at a position's first return, holds from 2 on (see the module's comment).
   */
  private readonly drawsAtOnce: boolean;
  readonly maxNodes: number;
  readonly startWeight: number;
  /** SolveOptions.opponentEstimate. */
  private readonly opponentEstimate: boolean;
  readonly opts: SolveOptions;
  nodes = 0;
  generated = 0;
  stoppedBy: 'nodes' | 'stop' | 'cut' | null = null;
  /** Who the current question is about (X in "can X force a win?"). */
  attacker: Player = 'A';
  /** Keys and path hashes of the positions on the path, by depth. */
  private pathHi = new Uint32Array(64);
  private pathLo = new Uint32Array(64);
  private pathHashHi = new Uint32Array(64);
  private pathHashLo = new Uint32Array(64);
  private readonly levels: Level[] = [];
  /** The node being expanded: its board, copied per level. */
  private readonly boards: Int32Array[] = [];
  /** The key keyOf made last, and a board to copy a board keyed but not kept to. */
  private hi = 0;
  private lo = 0;
  private readonly scratch: Int32Array;

  constructor(rules: Ruleset, cols: number, opts: SolveOptions, maxCount: number) {
    this.rules = rules;
    this.cols = cols;
    this.holes = 4 * cols;
    this.scratch = new Int32Array(this.holes);
    this.sim = new Simulator(rules, cols);
    this.keys = new Keys(this.holes, maxCount);
    const resume = opts.resumeFrom;
    this.table = new Table(opts.tableEntries ?? DEFAULT_TABLE_ENTRIES, resume);
    if (resume) {
      this.nodes = resume.nodes;
      this.generated = resume.generated;
      this.pathBound = resume.pathBound;
    }
    this.maxDepth = rules.gameLimit.maxPlies - (opts.game?.plies ?? 0);
    this.drawsAtOnce = rules.gameLimit.repetitions <= 1;
    this.maxNodes = opts.maxNodes ?? DEFAULT_MAX_NODES;
    this.startWeight = opts.startWeight ?? START_WEIGHT;
    this.opponentEstimate = opts.opponentEstimate !== false;
    this.opts = opts;
  }

  /**
   * The key of a board (in `hi`, `lo`): counts, side to move, and the question's attacker. The
   * board is copied to `copyTo` at `at` on the way, in the same pass (keepChild keeps each child's
   * board so; the other callers give a scratch board).
   */
  private keyOf(board: Int32Array, toMove: Player, copyTo: Int32Array, at: number): void {
    const { hi: H, lo: L, values } = this.keys;
    let hi = toMove === 'A' ? 0x9e3779b9 : 0x7f4a7c15;
    let lo = this.attacker === 'A' ? ATTACKER_A : ATTACKER_A ^ QUESTION_FLIP;
    const holes = this.holes;
    for (let h = 0; h < holes; h++) {
      const c = board[h]!;
      copyTo[at + h] = c;
      const i = h * values + c;
      hi ^= H[i]!;
      lo ^= L[i]!;
    }
    if (hi === 0 && lo === 0) lo = 1;
    this.hi = hi >>> 0;
    this.lo = lo >>> 0;
  }

  private level(depth: number): Level {
    while (this.levels.length <= depth) this.levels.push(new Level());
    return this.levels[depth]!;
  }

  private board(depth: number): Int32Array {
    while (this.boards.length <= depth) this.boards.push(new Int32Array(this.holes));
    return this.boards[depth]!;
  }

  private setPath(depth: number, hi: number, lo: number): void {
    if (depth >= this.pathHi.length) {
      const grow = (a: Uint32Array) => {
        const b = new Uint32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.pathHi = grow(this.pathHi);
      this.pathLo = grow(this.pathLo);
      this.pathHashHi = grow(this.pathHashHi);
      this.pathHashLo = grow(this.pathHashLo);
    }
    this.pathHi[depth] = hi;
    this.pathLo[depth] = lo;
    // The path's hash: every key from the root on, in order, and the depth (another route,
    // another hash), each half mixed with the murmur finaliser.
    const ph = depth === 0 ? 0x243f6a88 : this.pathHashHi[depth - 1]!;
    const pl = depth === 0 ? 0x13198a2e : this.pathHashLo[depth - 1]!;
    const h = fmix(ph ^ hi ^ Math.imul(depth + 1, 0x27d4eb2f));
    const l = fmix(pl ^ lo ^ ((h << 7) | (h >>> 25)) ^ fmix(ph + 0x9e3779b9));
    this.pathHashHi[depth] = h || 1;
    this.pathHashLo[depth] = l;
  }

  /** The depth of the same position higher on the path, or -1. */
  private repeated(depth: number, hi: number, lo: number): number {
    // A position comes back with the same side to move: at an even distance.
    for (let d = depth - 2; d >= 0; d -= 2) if (this.pathHi[d] === hi && this.pathLo[d] === lo) return d;
    return -1;
  }

  /**
   * Look up a child's numbers: a final result under its position (reused only if its line ends
   * before the move limit), else a result bound to this very path, else its position's estimate.
   * Returns false if unknown (the caller keeps its own estimate).
   */
  private lookup(lv: Level, i: number, depth: number): boolean {
    const t = this.table;
    // A final result under the position holds on any path; then one bound to this very path;
    // then the position's estimate.
    let estimate = -1;
    if (t.find(lv.hi[i]!, lv.lo[i]!)) {
      const s = t.slot;
      if (this.finalHolds(s, depth)) return this.takeFinal(lv, i, s);
      if (!t.final(s)) estimate = s;
    }
    if (this.pathBound > 0) {
      // The child's path hash, as setPath would make it.
      this.setPath(depth, lv.hi[i]!, lv.lo[i]!);
      if (t.find(this.pathHashHi[depth]!, this.pathHashLo[depth]!)) {
        const s = t.slot;
        lv.phi[i] = t.phi(s);
        lv.delta[i] = t.delta(s);
        lv.len[i] = t.len(s);
        lv.dep[i] = t.dep(s);
        lv.drew[i] = t.drew(s);
        return true;
      }
    }
    if (this.firstQuestionAsked && t.find(lv.hi[i]!, (lv.lo[i]! ^ QUESTION_FLIP) >>> 0)) {
      // The second question: a final result of the first that leaned on no draw holds here with
      // the same numbers. Without a draw one side wins: the side to move meets its goal in one
      // question (X wins; no win for X) exactly when it wins, and so in the other.
      const s = t.slot;
      if (t.drew(s) === 0 && this.finalHolds(s, depth)) return this.takeFinal(lv, i, s);
    }
    if (estimate < 0) return false;
    lv.phi[i] = t.phi(estimate);
    lv.delta[i] = t.delta(estimate);
    lv.len[i] = 0;
    lv.dep[i] = NO_DEP;
    lv.drew[i] = 0;
    return true;
  }

  /**
   * Whether the table's entry at `slot` is a final result whose line ends before the move limit
   * from `depth`. A game is drawn at its limit before a player left with no move there has lost
   * (AMB-11; game.ts asks in that order, and expand alike), so a line that ends at the limit holds
   * only if it ends by a K-win, which is asked first; how a line ends is not kept, so none that
   * reaches the limit is taken. Under the codes' own limits no line comes near it; under the
   * small limits of solveOpeningWithin, a line ending at the limit was taken for a win the engine
   * calls a draw.
   */
  private finalHolds(slot: number, depth: number): boolean {
    return this.table.final(slot) && depth + this.table.len(slot) < this.maxDepth;
  }

  /** A child's numbers from a final result stored under its position (it leaned on nothing of the path). */
  private takeFinal(lv: Level, i: number, slot: number): true {
    const t = this.table;
    lv.phi[i] = t.phi(slot);
    lv.delta[i] = t.delta(slot);
    lv.len[i] = t.len(slot);
    lv.dep[i] = NO_DEP;
    lv.drew[i] = t.drew(slot);
    return true;
  }

  /** The numbers of the node `mid` last left: φ, δ, len, dep and drew (see the module's comment). */
  outPhi = 1;
  outDelta = 1;
  outLen = 0;
  outDep = NO_DEP;
  outDrew = 0;
  /** Whether some position's moves were cut short by the engine's bound of work. */
  sawCut = false;
  /** The side to move at the root (for the progress report: which question is asked). */
  rootToMove: Player = 'A';
  /** Results stored under a path's hash so far: until there is one, no lookup needs the path's hash. */
  pathBound = 0;
  /**
   * Set by `solve` when it asks the second question (unless SolveOptions.reuseFirstQuestion is
   * false): the first's results are in the table, and a final one that leaned on no draw is read
   * for a position the second has not settled (lookup).
   */
  firstQuestionAsked = false;

  /** The keys of the game's earlier positions under the current question (`SolveOptions.game`), high word → low words. */
  private history = new Map<number, number[]>();

  /** Key the game's earlier positions for the current question (keys hold the attacker). */
  private keyHistory(): void {
    this.history.clear();
    for (const p of this.opts.game?.history ?? []) {
      if (p.counts.length !== this.holes) continue;
      this.keyOf(Int32Array.from(p.counts), p.toMove, this.scratch, 0);
      const list = this.history.get(this.hi);
      if (list) list.push(this.lo);
      else this.history.set(this.hi, [this.lo]);
    }
  }

  /** Whether a position was met earlier in the game. */
  private inHistory(hi: number, lo: number): boolean {
    const list = this.history.get(hi);
    return list !== undefined && list.includes(lo);
  }

  /** keepChild's level and the side to move in its children (set by expand). */
  private childLevel = new Level();
  private childToMove: Player = 'A';
  /**
   * forEachMove's visitor (made once, not a closure per expansion): the position after a move,
   * on the simulator's board, kept in `childLevel` unless an earlier move reached it, its board
   * copied as it is keyed (keyOf).
   */
  private readonly keepChild = (endHoleWin: boolean, captured: number): void => {
    const lv = this.childLevel;
    const n = lv.count;
    lv.reserve(n + 1, this.holes);
    this.keyOf(this.sim.board, this.childToMove, lv.boards, n * this.holes);
    const hi = this.hi;
    const lo = this.lo;
    for (let j = 0; j < n; j++) if (lv.hi[j] === hi && lv.lo[j] === lo) return;
    lv.hi[n] = hi;
    lv.lo[n] = lo;
    // A K-win ends the game: the side to move there has lost, whatever the question.
    lv.phi[n] = endHoleWin ? INF : 1;
    lv.delta[n] = endHoleWin ? 0 : 1;
    lv.len[n] = 0;
    lv.dep[n] = NO_DEP;
    lv.drew[n] = 0;
    lv.cap[n] = Math.min(captured, 0xffff);
    lv.count = n + 1;
  };

  /**
   * The children of the node at `depth` (its board in board(depth), `toMove` to move) into `lv`:
   * every legal move's position once, each with its numbers for the current question — a K-win,
   * a draw (a repetition on the path, the move limit, a position met earlier in the game), what
   * the table knows, or an estimate (firstEstimates). Returns whether the engine's bound of work
   * cut the moves short.
   */
  private expand(depth: number, toMove: Player, lv: Level): boolean {
    const sim = this.sim;
    const next = opponent(toMove);
    sim.setBoard(this.board(depth), toMove);
    lv.count = 0;
    this.childLevel = lv;
    this.childToMove = next;
    sim.forEachMove(this.keepChild);
    this.generated += lv.count;
    this.table.touch(lv.hi, lv.lo, lv.count);
    for (let i = 0; i < lv.count; i++) {
      if (lv.delta[i] === 0) continue; // a K-win, final already
      const rep = this.repeated(depth + 1, lv.hi[i]!, lv.lo[i]!);
      const earlier = this.history.size > 0 && this.inHistory(lv.hi[i]!, lv.lo[i]!);
      if (rep >= 0 || depth + 1 >= this.maxDepth || earlier || this.drawsAtOnce) {
        // A draw (AMB-11): no win for the attacker, the other's goal met; bound to the path
        // (the game's earlier positions are the same for the whole search: bound to nothing).
        const attackerMoves = next === this.attacker;
        lv.phi[i] = attackerMoves ? INF : 0;
        lv.delta[i] = attackerMoves ? 0 : INF;
        lv.len[i] = 0;
        lv.dep[i] = rep >= 0 ? rep : (earlier || this.drawsAtOnce) && depth + 1 < this.maxDepth ? NO_DEP : 0;
        lv.drew[i] = 1;
        continue;
      }
      if (!this.lookup(lv, i, depth + 1)) {
        this.firstEstimates(lv, i, next);
        lv.len[i] = 0;
        lv.dep[i] = NO_DEP;
        lv.drew[i] = 0;
      }
    }
    if (sim.enumerationCut) this.sawCut = true;
    return sim.enumerationCut;
  }

  /**
   * The first numbers of a position never searched (its side to move `toMove`), from the holes of
   * each side that hold enough marbles to start (the ruleset's minToStart, D-min). δ, the work to
   * show that the side to move fails its goal, is START_WEIGHT × its own starts: every one of its
   * moves must fail, so the more moves, the more work. φ, the work to show it reaches its goal, is
   * the opponent's starts ÷ OPPONENT_DIVISOR, rounded, at least 1: one good move is enough, but a
   * good move against an opponent with many moves is harder to find and to prove. Its moves are not
   * generated here (that is the expansion itself). Estimates only, never values: Lango's start
   * captures (L-start) and the holes a reading forbids are not counted, and they change which
   * position is searched first, never what a search proves. These are df-pn+'s heuristic initial
   * numbers, with mobility as the heuristic: they steer the search towards positions that leave
   * the opponent few moves, which is how these games are won (D-end). Weight 0 (plain df-pn)
   * gives every position 1 and 1.
   */
  private firstEstimates(lv: Level, i: number, toMove: Player): void {
    if (this.startWeight === 0) {
      lv.phi[i] = 1;
      lv.delta[i] = 1;
      return;
    }
    const half = this.holes >>> 1;
    const min = this.rules.minToStart;
    // Whole-board order: A's holes first, then B's.
    const own = i * this.holes + (toMove === 'A' ? 0 : half);
    const other = i * this.holes + (toMove === 'A' ? half : 0);
    const boards = lv.boards;
    let starts = 0;
    let opponentStarts = 0;
    // Without a branch (enoughToStart): a test here cost a tenth of the search in mispredictions.
    for (let h = 0; h < half; h++) {
      starts += enoughToStart(boards[own + h]!, min);
      opponentStarts += enoughToStart(boards[other + h]!, min);
    }
    lv.delta[i] = this.startWeight * Math.max(1, starts);
    lv.phi[i] = this.opponentEstimate ? Math.max(1, Math.round(opponentStarts / OPPONENT_DIVISOR)) : 1;
  }

  /** Expand the node at `depth` (its board in board(depth), its side to move `toMove`) within the thresholds. */
  mid(depth: number, toMove: Player, thPhi: number, thDelta: number): void {
    const lv = this.level(depth);
    const holes = this.holes;
    const nodesBefore = this.nodes;
    this.nodes++;
    if (this.nodes % PROGRESS_EVERY === 0) {
      this.opts.onProgress?.({ nodes: this.nodes, stored: this.table.stored, capacity: this.table.capacity, question: this.question() }, this.snapshot);
      if (this.opts.shouldStop?.()) this.stoppedBy = 'stop';
    }
    if (this.nodes >= this.maxNodes && this.stoppedBy === null) this.stoppedBy = 'nodes';

    // Not every move seen: the node can still be shown to reach its goal (one good move is
    // enough), but never to fail it.
    // This node's result is stored in its bucket at the end: start reading it now.
    this.table.touchOne(this.pathLo[depth]!);
    const cut = this.expand(depth, toMove, lv);
    const next = opponent(toMove);
    const ownHi = this.pathHi[depth]!;
    const ownLo = this.pathLo[depth]!;

    let phi: number;
    let delta: number;
    let len = 0;
    let dep = NO_DEP;
    // Set only where the result is final (below): an estimate leans on nothing.
    let drew = 0;
    if (lv.count === 0) {
      // D-end: the side to move cannot move, and has lost.
      phi = cut ? 1 : INF;
      delta = cut ? 1 : 0;
    } else {
      for (;;) {
        // φ = min δ(child), δ = Σ φ(child). Move ordering from the engine's capture information:
        // of children with the same δ (first estimates tie often), the one whose move captured the
        // most marbles is searched first, as a capture takes from the opponent's holes what his
        // next moves would sow. It changes which child is searched, never what is proved; it cut
        // the positions to settle five hard openings by 21% to 62% (README, "Move ordering").
        let best = -1;
        let bestDelta = INF;
        let second = INF;
        let sum = 0;
        for (let i = 0; i < lv.count; i++) {
          const d = lv.delta[i]!;
          if (d < bestDelta || (d === bestDelta && best >= 0 && lv.cap[i]! > lv.cap[best]!)) {
            second = bestDelta;
            bestDelta = d;
            best = i;
          } else if (d < second) second = d;
          sum = Math.min(INF, sum + lv.phi[i]!);
        }
        phi = bestDelta;
        delta = sum;
        if (cut) {
          if (delta === 0) delta = 1;
          if (phi >= INF) phi = INF - 1;
        }
        if (phi === 0 || delta === 0 || phi >= thPhi || delta >= thDelta || this.stoppedBy !== null) break;
        if (bestDelta >= INF) break; // every child final (a cut node): nothing left to search
        // Thresholds for the most promising child (with the 1 + ε trick, ε = 1/4).
        const childThPhi = Math.min(INF, thDelta - (delta - lv.phi[best]!));
        const childThDelta = Math.min(thPhi, Math.max(second + 1, Math.ceil(second * 1.25)));
        // Copied hole by hole: a subarray would be a new view at each descent (a fifth of all
        // the search allocated, on Ikibuguzo's start).
        const into = this.board(depth + 1);
        for (let h = 0, from = best * holes; h < holes; h++) into[h] = lv.boards[from + h]!;
        this.setPath(depth + 1, lv.hi[best]!, lv.lo[best]!);
        this.mid(depth + 1, next, childThPhi, childThDelta);
        lv.phi[best] = this.outPhi;
        lv.delta[best] = this.outDelta;
        lv.len[best] = this.outLen;
        lv.dep[best] = this.outDep;
        lv.drew[best] = this.outDrew;
      }
      if (phi === 0) {
        // Goal met through a child whose goal fails: one that leans on no draw, then the one leaning
        // on the least of the path, then the shortest.
        let bestDrew = 2;
        let bestDep = -1;
        let bestLen = 0xffff;
        for (let i = 0; i < lv.count; i++) {
          if (lv.delta[i] !== 0) continue;
          const d = lv.drew[i]!;
          if (d < bestDrew || (d === bestDrew && (lv.dep[i]! > bestDep || (lv.dep[i] === bestDep && lv.len[i]! < bestLen)))) {
            bestDrew = d;
            bestDep = lv.dep[i]!;
            bestLen = lv.len[i]!;
          }
        }
        drew = bestDrew;
        dep = bestDep;
        len = bestLen + 1;
      } else if (delta === 0) {
        // Goal fails whatever the move: the longest line, leaning on every child's.
        for (let i = 0; i < lv.count; i++) {
          len = Math.max(len, lv.len[i]! + 1);
          dep = Math.min(dep, lv.dep[i]!);
          drew |= lv.drew[i]!;
        }
      }
    }
    const final = phi === 0 || delta === 0;
    const work = this.nodes - nodesBefore;
    if (final && dep < depth) {
      // Leaned on the path above: valid on this path only.
      this.pathBound++;
      this.table.store(this.pathHashHi[depth]!, this.pathHashLo[depth]!, phi, delta, len, dep, drew, work);
    } else {
      this.table.store(ownHi, ownLo, phi, delta, len, final ? NO_DEP : dep, drew, work);
    }
    this.outPhi = phi;
    this.outDelta = delta;
    this.outLen = final ? len : 0;
    this.outDep = final ? dep : NO_DEP;
    this.outDrew = drew;
  }

  /** The question under way, as SolveProgress names it. */
  private question(): 'win' | 'loss' {
    return this.attacker === this.rootToMove ? 'win' : 'loss';
  }

  /** The search's state, its table's arrays themselves (SolveSnapshot). */
  private readonly snapshot = (): SolveSnapshot => ({
    words: this.table.words,
    filter: this.table.filter,
    stored: this.table.stored,
    nodes: this.nodes,
    generated: this.generated,
    pathBound: this.pathBound,
    question: this.question(),
  });

  /** Ask "can `attacker` force a win?" from the root; the root's numbers afterwards. */
  ask(root: Position, attacker: Player): { phi: number; delta: number; drew: boolean } {
    this.setQuestion(attacker);
    this.rootToMove = root.toMove;
    this.enter(0, Int32Array.from(root.counts), root.toMove);
    // With unbounded thresholds the root comes back settled, or stopped; otherwise only a position
    // whose moves were cut short (or numbers past INF) left it open, and another pass would change nothing.
    this.mid(0, root.toMove, INF, INF);
    if (this.outPhi !== 0 && this.outDelta !== 0 && this.stoppedBy === null) this.stoppedBy = this.sawCut ? 'cut' : 'nodes';
    return { phi: this.outPhi, delta: this.outDelta, drew: this.outDrew === 1 };
  }

  /**
   * The children of a position with their numbers for the current question, each with its board
   * (for the principal line and the proof's size). Depth sets which path results apply.
   */
  children(depth: number, toMove: Player): { board: Int32Array; phi: number; delta: number; len: number; drew: boolean }[] {
    const lv = new Level();
    this.expand(depth, toMove, lv);
    const h = this.holes;
    return Array.from({ length: lv.count }, (_, i) => ({ board: lv.boards.slice(i * h, i * h + h), phi: lv.phi[i]!, delta: lv.delta[i]!, len: lv.len[i]!, drew: lv.drew[i] === 1 }));
  }

  /** Ask about `attacker` again (after the search, to read its results). */
  setQuestion(attacker: Player): void {
    this.attacker = attacker;
    this.keyHistory();
  }

  /** Set the path at `depth` to a board, for `children` below it. */
  enter(depth: number, board: Int32Array, toMove: Player): void {
    this.keyOf(board, toMove, this.board(depth), 0);
    this.setPath(depth, this.hi, this.lo);
  }
}

/**
 * Solve a position for the side to move (see the module's comment). The position is taken as the
 * start of a game's history: no earlier position counts for repetition, and the move limit
 * (maxPlies) is counted from it.
 */
export function solve(rules: Ruleset, pos: Position, opts: SolveOptions = {}): Result<SolveResult, SolveError> {
  const problem = solveProblem(rules, pos, opts);
  if (problem) return err(problem);
  // D-end: a side to move with no move has lost, said at once within any budget and with no table
  // made (the search would ask both questions, and a budget of one position asked only the first).
  if (hasNoMove(rules, pos)) {
    return ok({ value: 'loss', move: null, line: [], nodes: 1, generated: 0, proofSize: 1, stored: 0, capacity: 0, tableBytes: 0, stoppedBy: null, questions: 0 });
  }
  let maxCount = 0;
  for (const c of pos.counts) maxCount += c;
  const search = new Search(rules, pos.cols, opts, maxCount);
  const me = pos.toMove;
  const other = opponent(me);
  // A snapshot taken during the second question was taken after the first was disproved.
  const first = opts.resumeFrom?.question === 'loss' ? { phi: INF, delta: 0, drew: true } : search.ask(pos, me);
  let value: SolvedValue = 'unknown';
  let asked: Player = me;
  if (first.phi === 0) value = 'win';
  // A disproof that leaned on no draw shows the opponent winning whatever the side to move does:
  // a loss, and the second question would only search the same positions again.
  else if (first.delta === 0 && !first.drew && search.stoppedBy === null) value = 'loss';
  else if (first.delta === 0 && search.stoppedBy === null) {
    asked = other;
    search.firstQuestionAsked = opts.reuseFirstQuestion !== false;
    const second = search.ask(pos, other);
    // The root is the defender's node in the second question: δ = 0 means the opponent wins.
    if (second.delta === 0) value = 'loss';
    // With a game's earlier positions taken as draws, a draw is not proved (SolveOptions.game).
    else if (second.phi === 0 && !(opts.game && opts.game.history.length > 0)) value = 'draw';
  }
  if (value !== 'unknown') search.stoppedBy = null;
  // Reading the line and the proof expands positions again: they are not the search's.
  const generated = search.generated;
  // A win or a loss is proved without a draw: its line and proof follow only such children.
  const drawFree = value !== 'draw';
  const line = value === 'unknown' ? [] : principalLine(search, pos, asked, drawFree);
  const proofSize = value === 'unknown' ? null : countProof(search, pos, asked, drawFree);
  return ok({
    value,
    move: line[0] ?? null,
    line,
    nodes: search.nodes,
    generated,
    proofSize,
    stored: search.table.stored,
    capacity: search.table.capacity,
    tableBytes: search.table.bytes,
    stoppedBy: value === 'unknown' ? (search.stoppedBy === 'stop' ? 'stop' : search.sawCut ? 'cut' : (search.stoppedBy ?? 'nodes')) : null,
    questions: asked === me ? 1 : 2,
  });
}

/**
 * Whether the side to move has no move (D-end); a list the engine's bound of work cut short is not
 * known to be empty. `solve` then answers a loss at once and makes no table (so `choro solve` has
 * no memory to warn of).
 */
export function hasNoMove(rules: Ruleset, pos: Position): boolean {
  const sim = new Simulator(rules, pos.cols);
  sim.setBoard(pos.counts, pos.toMove);
  return sim.forEachMove(() => {}) === 0 && !sim.enumerationCut;
}

export interface ShortestWin {
  /** The fewest moves in which the side to move forces a win (its own and the opponent's, counted alike: always odd). */
  readonly moves: number;
  /** A line of that length (the opponent holding out longest), its first move the one to play. */
  readonly line: readonly string[];
  /** Positions expanded by all the searches together. */
  readonly nodes: number;
}

/**
 * The fewest moves in which the side to move can force a win, knowing it wins within `within`
 * (the length of a line `solve` found: df-pn proves a win, not the quickest one). It asks "can the
 * side to move win within d moves?" for d = 1, 3, 5, … (a win always comes on the winner's own move:
 * his K-win, or an opponent left with no move to make), each a search whose move limit falls just
 * after the d-th move, so that a win by D-end on that move counts; the first d proved is the
 * answer. A line that wins with a repetition can be cut short at the first visit, so the searches'
 * repetition rule (a position met again on the path is a draw) keeps every win within d. Null when
 * the budget (`maxNodes`, `shouldStop`, all searches together) runs out first, or the game's own
 * move limit comes before a shorter limit: then `within` is all that is known.
 */
export function shortestWin(rules: Ruleset, pos: Position, within: number, opts: SolveOptions = {}): ShortestWin | null {
  if (solveProblem(rules, pos, opts) !== null) return null;
  const plies = opts.game?.plies ?? 0;
  const budget = opts.maxNodes ?? DEFAULT_MAX_NODES;
  let maxCount = 0;
  for (const c of pos.counts) maxCount += c;
  let spent = 0;
  for (let d = 1; d <= within + 1; d += 2) {
    // The move limit just after the d-th move: beyond the game's own limit, that limit rules.
    const limit = plies + d + 1;
    if (limit > rules.gameLimit.maxPlies) return null;
    const capped: Ruleset = { ...rules, gameLimit: { ...rules.gameLimit, maxPlies: limit } };
    const search = new Search(capped, pos.cols, { ...opts, maxNodes: budget - spent }, maxCount);
    const r = search.ask(pos, pos.toMove);
    spent += search.nodes;
    if (r.phi === 0) return { moves: d, line: principalLine(search, pos, pos.toMove, true), nodes: spent };
    // Not proved that there is no win within d: the answer is not known.
    if (r.delta !== 0 || spent >= budget) return null;
  }
  return null;
}

/** The notation of the legal move from `pos` that reaches `board`. */
function moveTo(rules: Ruleset, pos: Position, board: Int32Array): string | null {
  for (const m of listMoves(rules, pos).legal) {
    let same = true;
    for (let i = 0; i < board.length && same; i++) same = m.after.counts[i] === board[i];
    if (same) return m.notation;
  }
  return null;
}

/**
 * The principal line under the question that settled the value: where the side to move reaches
 * its goal, the child that fails it soonest; where it fails, the child that holds out longest.
 * With `drawFree` (a win or a loss), a goal is reached only through a child that leans on no draw.
 */
function principalLine(search: Search, root: Position, attacker: Player, drawFree: boolean): string[] {
  search.setQuestion(attacker);
  const line: string[] = [];
  let pos = root;
  search.enter(0, Int32Array.from(root.counts), root.toMove);
  for (let depth = 0; depth < search.maxDepth; depth++) {
    const kids = search.children(depth, pos.toMove);
    if (kids.length === 0) break;
    const goal = kids.some((k) => k.delta === 0);
    let pick = -1;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i]!;
      if (goal ? k.delta !== 0 || (drawFree && k.drew) : k.phi !== 0) continue;
      if (pick < 0 || (goal ? k.len < kids[pick]!.len : k.len > kids[pick]!.len)) pick = i;
    }
    if (pick < 0) break; // the table no longer holds this part
    const board = kids[pick]!.board;
    const notation = moveTo(search.rules, pos, board);
    if (notation === null) break;
    line.push(notation);
    // A child settled with no line after it ends the game there (K-win, a draw, no move left).
    if (kids[pick]!.len === 0) break;
    pos = makePosition(pos.cols, board, opponent(pos.toMove));
    search.enter(depth + 1, board, pos.toMove);
  }
  return line;
}

/**
 * Distinct positions in the proof tree of the settled question: every child where the side to
 * move fails its goal, one child where it reaches it. Null if the table lost a part of it.
 */
function countProof(search: Search, root: Position, attacker: Player, drawFree: boolean): number | null {
  search.setQuestion(attacker);
  const seen = new Set<string>();
  let complete = true;
  const visit = (depth: number, board: Int32Array, toMove: Player): void => {
    if (seen.size >= PROOF_COUNT_LIMIT || !complete) return;
    const key = `${toMove}${board.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    search.enter(depth, board, toMove);
    const kids = search.children(depth, toMove);
    if (kids.length === 0) return;
    // With `drawFree` (a win or a loss), only a child that leans on no draw reaches the goal.
    const goal = kids.findIndex((k) => k.delta === 0 && !(drawFree && k.drew));
    if (goal < 0 && kids.some((k) => k.delta === 0)) {
      complete = false;
      return;
    }
    const next = opponent(toMove);
    const follow = goal >= 0 ? [kids[goal]!] : kids;
    for (const k of follow) {
      if (goal < 0 && (k.phi !== 0 || (drawFree && k.drew))) {
        complete = false;
        return;
      }
      // Terminal children (K-win, draws, immobile) are counted, not expanded.
      if (k.len === 0) {
        seen.add(`${next}${k.board.join(',')}`);
        continue;
      }
      visit(depth + 1, k.board, next);
    }
  };
  visit(0, Int32Array.from(root.counts), root.toMove);
  return complete ? seen.size : null;
}
