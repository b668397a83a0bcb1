/**
 * The three codes side by side. Read this file to see how Didinga (1927a), Lango (1927b) and
 * Ikibuguzo (M51, main phase after DLP: AMB-7) differ: each is the Didinga baseline with a few
 * switches changed, and each switch cites its clause. Options (`options.ts`) change one
 * switch for a reader who prefers another reading of an unclear passage.
 */
import { MAX_COLUMNS, MIN_COLUMNS } from '../geometry.ts';
import type { RulesetId } from '../types.ts';
import type { Ruleset } from './types.ts';

const didinga: Ruleset = {
  id: 'didinga',
  name: 'Pereaüni (Didinga)',
  people: 'Didinga; on boards up to 16 holes a row, Longarim and Topotha',
  source: 'driberg-1927a',
  // D-wide: the Longarim and Topotha play the Didinga game on boards up to sixteen holes a row.
  boardWidths: { min: MIN_COLUMNS, max: MAX_COLUMNS, source: 'driberg-1927a', clause: 'D-wide' },
  minToStart: 2,
  opposition: { test: 'front-and-back', source: 'driberg-1927a', clause: 'D-opp' },
  // AMB-1: the worked examples (EX-m4, EX-open-l) sow the increment from the hole after the
  // last lap's origin; only under that reading do their counts hold.
  incrementStart: { from: 'after-lap-origin', source: 'driberg-1927a', clause: 'AMB-1' },
  singleIncrement: { treatment: 'sow', source: 'driberg-1927a', clause: 'D-inc' },
  forcedCapture: null,
  startCapture: null,
  reverse: null,
  endHoleWin: null,
  opening: {
    kind: 'simultaneous',
    // AMB-17: the examples open from back-row holes (aA, bB, pP, l) and "another hole" names
    // no limit, so by default any back-row hole, the narrowest reading the text allows.
    startHoles: { holes: 'any-back', source: 'driberg-1927a', clause: 'AMB-17' },
    // D-open: "Usually players start ... from the same hole ...; but this is not obligatory".
    startPairs: { pairs: 'independent', source: 'driberg-1927a', clause: 'D-open' },
    backRowCaptures: 'until-front-row', clockwiseChances: null,
    source: 'driberg-1927a', clause: 'D-open',
  },
  // AMB-14: the texts never say a lap passes its own hole by, so a marble goes into every hole reached.
  lapWrap: { lifted: 'drop', source: 'driberg-1927a', clause: 'AMB-14' },
  gameLaps: null,
  endless: { policy: 'forbid', maxLaps: 10_000, source: 'driberg-1927a', clause: 'AMB-3' },
  // AMB-19: a player left only moves that never end has no move he may make, and so is read as
  // immobile (D-end) by default; the sources never meet the case.
  onlyEndless: { result: 'loses', source: 'driberg-1927a', clause: 'AMB-19' },
  gameLimit: { maxPlies: 1000, repetitions: 3, source: 'driberg-1927a', clause: 'AMB-11' },
};

const lango: Ruleset = {
  ...didinga,
  id: 'lango',
  name: 'Choro (Lango)',
  people: 'Lango (Langi)',
  source: 'driberg-1927b',
  // L-open: the Lango board has 8 holes a row and the text names no other size (the wider
  // boards of D-wide are the Didinga game's neighbours').
  boardWidths: { min: MIN_COLUMNS, max: MIN_COLUMNS, source: 'driberg-1927b', clause: 'L-open' },
  opposition: { test: 'front', source: 'driberg-1927b', clause: 'L-opp' },
  incrementStart: { from: 'capturing-hole', source: 'driberg-1927b', clause: 'L-inc' },
  singleIncrement: { treatment: 'lift-with-own', source: 'driberg-1927b', clause: 'L-single' },
  // AMB-4: L-single is stated for incremented laps in general, so by default it governs the
  // compulsory start capture too.
  startCapture: { singleTreatment: 'lift-with-own', source: 'driberg-1927b', clause: 'L-start' },
  // AMB-5: by default only a lap that ends in (and lifts from) a turning-base hole may go clockwise.
  // AMB-12: the chain's first marble goes into the hole after its origin, so that a lap sown
  // "from" a hole starts beside it as every lifted lap does (D-sow).
  // AMB-13: an increment turned clockwise (under the AMB-5 option) starts in the capturing hole,
  // as L-inc's counter-clockwise increment does; a single lifted with the hole's own stays counter-clockwise.
  reverse: {
    holes: 'turning-base', chain: 'lango', incrementFromCapturingHole: false, source: 'driberg-1927b', clause: 'L-turn',
    // L-turn: clockwise "only … in order to take an increment"; the lap counts what it sows.
    test: { landing: 'capture', source: 'driberg-1927b', clause: 'L-turn' },
    continuationCount: { count: 'sown', source: 'driberg-1927b', clause: 'L-turn' },
    chainStart: { first: 'after-origin', source: 'driberg-1927b', clause: 'AMB-12' },
    clockwiseIncrement: { first: 'capturing-hole', singleLift: false, source: 'driberg-1927b', clause: 'AMB-13' },
  },
  opening: {
    kind: 'simultaneous',
    startHoles: { holes: 'a-or-b', source: 'driberg-1927b', clause: 'L-open' },
    // AMB-16: by default each player chooses A or B on his own, four openings in all.
    startPairs: { pairs: 'independent', source: 'driberg-1927b', clause: 'AMB-16' },
    backRowCaptures: 'never',
    // AMB-18: "under the conditions described above", and L-turn leaves every chance free.
    clockwiseChances: { choice: 'each-chance', source: 'driberg-1927b', clause: 'AMB-18' },
    source: 'driberg-1927b', clause: 'L-open',
  },
};

const ikibuguzo: Ruleset = {
  ...didinga,
  id: 'ikibuguzo',
  name: 'Ikibuguzo',
  people: 'Bugufi and Urundi; uruheso among the Kilaya of Bukoba',
  source: 'murray-1951',
  // K-array-1: Murray's board, and the arrays the game opens with, have 8 holes a row.
  boardWidths: { min: MIN_COLUMNS, max: MIN_COLUMNS, source: 'murray-1951', clause: 'K-array-1' },
  // AMB-7: Murray gives the main phase by reference to his §8.3.3, which our sources do not
  // quote; opposition, increments and chains follow DLP's summary of it.
  opposition: { test: 'front-and-back', source: 'dlp', clause: 'K-opp' },
  incrementStart: { from: 'after-lap-origin', source: 'dlp', clause: 'K-opp' },
  // K-chain (DLP): "sown clockwise again from the same hole"; read as in Lango's default (AMB-12).
  reverse: {
    holes: 'murray-reverse-holes', chain: 'ikibuguzo', incrementFromCapturingHole: false, source: 'murray-1951', clause: 'K-reverse',
    test: { landing: 'capture', source: 'murray-1951', clause: 'K-reverse' },
    continuationCount: { count: 'sown', source: 'murray-1951', clause: 'K-reverse' },
    // AMB-21: DLP's "starting from the same hole" read as Lango's default reads Driberg's (AMB-12).
    chainStart: { first: 'after-origin', source: 'dlp', clause: 'AMB-21' },
    clockwiseIncrement: { first: 'capturing-hole', singleLift: false, source: 'dlp', clause: 'K-chain' },
  },
  endHoleWin: { source: 'murray-1951', clause: 'K-win' },
  opening: { kind: 'array', array: 1, source: 'murray-1951', clause: 'K-array-1' },
};

// ------------------------------------------------------------------ Ludii 1.3.13
// The three `ludii-` rulesets describe another program, not the sources: how the Ludii general
// game system, version 1.3.13, plays each game, established by running it. Each switch that
// departs from the code of the sources cites an LU- clause; docs/ludii-1.3.13.md lists every
// departure with an example position. They take no options: a program at one version has one
// behaviour.

/**
 * Ludii's game limits (LU-limit): 1,250 turns a player, 10,000 laps in all, no repetition rule.
 * Ludii is said to have no draws, yet it stops games at these limits; the two do not agree, and
 * the engine scores a game stopped there as drawn (AMB-11's draw by the move limit).
 */
const LUDII_LIMITS = {
  gameLimit: { maxPlies: 2500, repetitions: Number.POSITIVE_INFINITY, source: 'ludii-1.3.13', clause: 'LU-limit' },
  gameLaps: { max: 10_000, source: 'ludii-1.3.13', clause: 'LU-limit' },
  // LU-limit: Ludii looks for no cycle; a relay that never ends runs until the game's lap limit
  // stops the game, so such a move is played (policy `stop`) and ends the game (game.ts).
  endless: { policy: 'stop', maxLaps: 10_000, source: 'ludii-1.3.13', clause: 'LU-limit' },
} as const;

/** Captured marbles put into the own back hole of the capturing hole's column, that many sown on (LU-back, LU-single). */
const LUDII_BACK_HOLE = {
  incrementStart: { from: 'back-hole-captured', source: 'ludii-1.3.13', clause: 'LU-back' },
  singleIncrement: { treatment: 'back-hole-holds-one', source: 'ludii-1.3.13', clause: 'LU-single' },
} as const;

const ludiiLango: Ruleset = {
  ...lango,
  ...LUDII_LIMITS,
  ...LUDII_BACK_HOLE,
  id: 'ludii-lango',
  name: 'Choro (Lango) as Ludii 1.3.13 plays it',
  source: 'ludii-1.3.13',
  // Capture as L-opp: the facing front hole occupied, the back one taken too if it holds any.
  startCapture: null, // LU-force replaces L-start: nothing is taken without sowing
  forcedCapture: { source: 'ludii-1.3.13', clause: 'LU-force' },
  // LU-cw: the two leftmost columns of the player's rows (the turning base's holes), any lap
  // starting there, allowed when the landing front hole faces an occupied one, occupied or not.
  // LU-count: a lap sown from the back hole the captured marbles were put in is tested with
  // every marble in that hole.
  reverse: {
    ...lango.reverse!,
    chain: 'every-lap', source: 'ludii-1.3.13', clause: 'LU-cw',
    test: { landing: 'faces-en-prise', source: 'ludii-1.3.13', clause: 'LU-cw' },
    continuationCount: { count: 'hole', source: 'ludii-1.3.13', clause: 'LU-count' },
  },
  opening: { kind: 'sequential', startHoles: 'last-two-back', clockwise: false, forcedCaptureHoles: 'back-row', source: 'ludii-1.3.13', clause: 'LU-open' },
};

const ludiiDidinga: Ruleset = {
  ...didinga,
  ...LUDII_LIMITS,
  ...LUDII_BACK_HOLE,
  id: 'ludii-didinga',
  name: 'Pereaüni (Didinga) as Ludii 1.3.13 plays it',
  source: 'ludii-1.3.13',
  // LU-opp: the facing front hole alone decides (D-opp needs both facing holes).
  opposition: { test: 'front', source: 'ludii-1.3.13', clause: 'LU-opp' },
  opening: { kind: 'sequential', startHoles: 'back-row', clockwise: false, forcedCaptureHoles: 'start-holes', source: 'ludii-1.3.13', clause: 'LU-open' },
};

const ludiiIkibuguzo: Ruleset = {
  ...ikibuguzo,
  ...LUDII_LIMITS,
  id: 'ludii-ikibuguzo',
  name: 'Ikibuguzo as Ludii 1.3.13 plays it',
  source: 'ludii-1.3.13',
  // LU-origin: into the hole the lap was lifted from, then that whole hole sown on.
  incrementStart: { from: 'lap-origin-whole', source: 'ludii-1.3.13', clause: 'LU-origin' },
  // LU-cw: Murray's reverse holes, on any lap that starts there, allowed when the landing front
  // hole faces two occupied holes, occupied or not; no "^" (chain `every-lap` leaves nothing).
  reverse: {
    ...ikibuguzo.reverse!,
    chain: 'every-lap', source: 'ludii-1.3.13', clause: 'LU-cw',
    test: { landing: 'faces-en-prise', source: 'ludii-1.3.13', clause: 'LU-cw' },
  },
  // No end-hole win (K-win is not played).
  endHoleWin: null,
  // LU-open: Ludii's Opening 1, played as forced moves, reaches the same position as Murray's
  // first array played alternately (K-array-1), so the array opening stands for it; Opening 2
  // (four in every back hole, the rightmost hole holding four sown 2 + 1 + 1, until the leftmost
  // has been) is the same procedure as K-array-2: option ikibuguzo.array=2.
  opening: { kind: 'array', array: 1, source: 'ludii-1.3.13', clause: 'LU-open' },
};

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = Object.freeze({
  didinga, lango, ikibuguzo,
  'ludii-didinga': ludiiDidinga, 'ludii-lango': ludiiLango, 'ludii-ikibuguzo': ludiiIkibuguzo,
});

/** Whether a ruleset describes the Ludii program (LU- clauses) rather than a code of the sources. */
export function isLudii(rules: Ruleset): boolean {
  return rules.source === 'ludii-1.3.13';
}

export function getRuleset(id: RulesetId): Ruleset {
  return RULESETS[id];
}

export type { Ruleset } from './types.ts';
