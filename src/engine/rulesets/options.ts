/**
 * Named options: one for each ambiguity of the sources that affects play (the AMB clauses of
 * src/data/clauses.json), plus the engine's own bounds. Each has a default reading, said with its
 * reason in the clause's note on the site; `applyOptions` returns a
 * new ruleset with the chosen readings. Keys are written `ruleset.name=value` on the command
 * line (`--option didinga.incrementStart=origin`) and in URLs; keys without a ruleset prefix
 * apply to every code.
 */
import type { Result, RulesetId } from '../types.ts';
import { RULESET_IDS, SOURCE_RULESET_IDS } from '../types.ts';
import { OPENING_OPTIONS } from './opening-options.ts';
import { applyOptionsFrom, describeOptionsFrom, type OptionConflict, type OptionError, type OptionSpec } from './option-apply.ts';
import type { Ruleset } from './types.ts';

export type { OptionConflict, OptionError, OptionSpec } from './option-apply.ts';

/** AMB-12 (Lango) and AMB-21 (Ikibuguzo): where captured marbles sown clockwise again begin, one switch for both codes. */
function applyChainStart(r: Ruleset, v: string): Ruleset {
  return { ...r, reverse: r.reverse && { ...r.reverse, chainStart: { ...r.reverse.chainStart, first: v === 'origin' ? 'origin' : 'after-origin' } } };
}

function positiveInt(value: string): number {
  return Number(value);
}

/*
 * Ludii's rulesets (LU-…) take only the bounds whose defaults are also Ludii's (`lapWrap`,
 * `maxLaps`): their endless moves, move limit and lack of a repetition rule are the program's
 * behaviour (LU-limit), not a reading to vary.
 */
export const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'didinga.incrementStart', rulesets: ['didinga'], clause: 'AMB-1',
    values: ['after-origin', 'origin'], defaultValue: 'after-origin',
    summary: 'where a Didinga increment is first sown: the hole after the last lap\'s origin (as the worked examples count) or the origin itself (as the general rule and 1927b read)',
    label: 'Where a Didinga increment is first sown',
    valueLabels: { 'after-origin': 'increment begins after the hole the last lap started from', 'origin': 'increment begins in the hole the last lap started from' },
    apply: (r, v) => ({ ...r, incrementStart: { ...r.incrementStart, from: v === 'origin' ? 'lap-origin' : 'after-lap-origin' } }),
  },
  {
    key: 'lango.startSingle', rulesets: ['lango'], clause: 'AMB-4',
    values: ['lift-with-own', 'sow'], defaultValue: 'lift-with-own',
    summary: 'a single marble taken by the compulsory start capture: lifted with the capturing hole\'s marbles (L-single applies) or sown alone from that hole',
    label: 'A single marble taken by a start capture',
    valueLabels: { 'lift-with-own': 'a single marble taken at the start lifted with the hole’s own', 'sow': 'a single marble taken at the start sown alone' },
    apply: (r, v) => ({ ...r, startCapture: r.startCapture && { ...r.startCapture, singleTreatment: v === 'sow' ? 'sow' : 'lift-with-own' } }),
  },
  {
    key: 'lango.clockwiseIncrement', rulesets: ['lango'], clause: 'AMB-5',
    values: ['no', 'yes'], defaultValue: 'no',
    summary: 'whether an increment sown from a capturing hole in the turning base (I or J) may itself go clockwise when that captures',
    label: 'May an increment taken at I or J go clockwise?',
    valueLabels: { 'no': 'increments from I or J always go counter-clockwise', 'yes': 'increments from I or J may go clockwise' },
    apply: (r, v) => ({ ...r, reverse: r.reverse && { ...r.reverse, incrementFromCapturingHole: v === 'yes' } }),
  },
  {
    key: 'lango.chainStart', rulesets: ['lango'], clause: 'AMB-12',
    values: ['after-origin', 'origin'], defaultValue: 'after-origin',
    summary: 'captured marbles played clockwise again "from the same hole" (L-turn): first marble into the next hole clockwise, or into that hole itself',
    label: 'Where captured marbles played clockwise again begin',
    valueLabels: { 'after-origin': 'captured marbles sown clockwise again begin in the next hole', 'origin': 'captured marbles sown clockwise again begin in the same hole' },
    apply: applyChainStart,
  },
  {
    key: 'ikibuguzo.chainStart', rulesets: ['ikibuguzo'], clause: 'AMB-21',
    values: ['after-origin', 'origin'], defaultValue: 'after-origin',
    summary: 'captured beans sown clockwise again "from the same hole" (K-chain, after DLP): first bean into the next hole clockwise, or into that hole itself',
    label: 'Where captured beans sown clockwise again begin',
    valueLabels: { 'after-origin': 'captured beans sown clockwise again begin in the next hole', 'origin': 'captured beans sown clockwise again begin in the same hole' },
    apply: applyChainStart,
  },
  {
    key: 'lango.clockwiseIncrementStart', rulesets: ['lango'], clause: 'AMB-13', requires: 'lango.clockwiseIncrement=yes',
    values: ['capturing-hole', 'next-hole'], defaultValue: 'capturing-hole',
    summary: 'an increment going clockwise from I or J: first marble into the capturing hole (as L-inc\'s f, g, h) or into the next hole clockwise',
    label: 'Where a clockwise increment from I or J begins',
    valueLabels: { 'capturing-hole': 'a clockwise increment begins in the capturing hole', 'next-hole': 'a clockwise increment begins in the next hole' },
    apply: (r, v) => ({ ...r, reverse: r.reverse && { ...r.reverse, clockwiseIncrement: { ...r.reverse.clockwiseIncrement, first: v === 'next-hole' ? 'next-hole' : 'capturing-hole' } } }),
  },
  {
    key: 'lango.clockwiseSingle', rulesets: ['lango'], clause: 'AMB-13', requires: 'lango.clockwiseIncrement=yes',
    values: ['no', 'yes'], defaultValue: 'no',
    summary: 'whether a single marble taken at I or J and lifted with the hole\'s own (L-single) may be sown clockwise when that captures',
    label: 'May a single marble lifted at I or J go clockwise?',
    valueLabels: { 'no': 'a single marble lifted at I or J never goes clockwise', 'yes': 'a single marble lifted at I or J may go clockwise' },
    apply: (r, v) => ({ ...r, reverse: r.reverse && { ...r.reverse, clockwiseIncrement: { ...r.reverse.clockwiseIncrement, singleLift: v === 'yes' } } }),
  },
  {
    key: 'lango.increment', rulesets: ['lango'], clause: 'AMB-6',
    values: ['driberg', 'dlp'], defaultValue: 'driberg',
    summary: 'Driberg\'s increment, sown from the capturing hole (f, g, h), or DLP\'s reading, put in the back hole behind it and sown on from there',
    label: 'Where a Lango increment is sown from',
    valueLabels: { 'driberg': 'Driberg’s increment, sown from the capturing hole', 'dlp': 'DLP’s increment, sown on from the back hole behind' },
    apply: (r, v) => ({
      ...r,
      incrementStart: v === 'dlp'
        ? { from: 'back-hole-behind', source: 'dlp', clause: 'AMB-6' }
        : { from: 'capturing-hole', source: 'driberg-1927b', clause: 'L-inc' },
    }),
  },
  ...OPENING_OPTIONS,
  {
    // Also Ludii's Ikibuguzo, whose Opening 1 and Opening 2 (LU-open) reach these two arrays' results.
    key: 'ikibuguzo.array', rulesets: ['ikibuguzo', 'ludii-ikibuguzo'], clause: 'K-array-1', openingOnly: true,
    values: ['1', '2'], defaultValue: '1',
    summary: 'Murray\'s first conventional array (groups of three) or his second (four in each back hole)',
    label: 'Murray’s starting array',
    valueLabels: { '1': 'Murray’s first array (groups of three)', '2': 'Murray’s second array (four in each back hole)' },
    apply: (r, v) => ({
      ...r,
      opening: r.opening.clause === 'LU-open'
        ? { kind: 'array', array: v === '2' ? 2 : 1, source: 'ludii-1.3.13', clause: 'LU-open' }
        : { kind: 'array', array: v === '2' ? 2 : 1, source: 'murray-1951', clause: v === '2' ? 'K-array-2' : 'K-array-1' },
    }),
  },
  {
    key: 'lapWrap', rulesets: RULESET_IDS, clause: 'AMB-14',
    values: ['drop', 'skip'], defaultValue: 'drop',
    summary: 'a lap of 2N marbles or more coming round to the hole it was lifted from: drops a marble in it, or skips it',
    label: 'A lap long enough to come round to its own hole',
    valueLabels: { 'drop': 'a long lap drops a marble in its own hole', 'skip': 'a long lap skips its own hole' },
    apply: (r, v) => ({ ...r, lapWrap: { ...r.lapWrap, lifted: v === 'skip' ? 'skip' : 'drop' } }),
  },
  {
    key: 'endless', rulesets: SOURCE_RULESET_IDS, clause: 'AMB-3',
    values: ['forbid', 'stop'], defaultValue: 'forbid',
    summary: 'a move that never ends (a proven cycle) or reaches the lap bound: not allowed, or stopped where the cycle was found',
    label: 'A move that never ends',
    valueLabels: { 'forbid': 'endless moves not allowed', 'stop': 'endless moves stopped where they are found' },
    apply: (r, v) => ({ ...r, endless: { ...r.endless, policy: v === 'stop' ? 'stop' : 'forbid' } }),
  },
  {
    key: 'onlyEndless', rulesets: SOURCE_RULESET_IDS, clause: 'AMB-19',
    values: ['loses', 'draw'], defaultValue: 'loses',
    summary: 'a player whose every move never ends, such moves being forbidden: he cannot move and loses (D-end), or the game is drawn',
    label: 'A player whose every move never ends',
    valueLabels: { 'loses': 'he cannot move, and loses', 'draw': 'the game is drawn' },
    apply: (r, v) => ({ ...r, onlyEndless: { ...r.onlyEndless, result: v === 'draw' ? 'drawn' : 'loses' } }),
  },
  {
    key: 'maxLaps', rulesets: RULESET_IDS, clause: 'AMB-3',
    // The bound on one move's work: a lap drops at most the board's marbles (16N, the position
    // limit), so 100000 laps stay within a few seconds; a link or a command cannot ask for more.
    values: null, defaultValue: '10000', max: 100_000,
    summary: 'laps after which a move that has not ended, and has not been proven endless, is reported unresolved',
    label: 'Laps before a move is reported unresolved',
    apply: (r, v) => ({ ...r, endless: { ...r.endless, maxLaps: positiveInt(v) } }),
  },
  {
    key: 'maxPlies', rulesets: SOURCE_RULESET_IDS, clause: 'AMB-11',
    // The bound on one game, and so on every playout of the computer's search: ten times the
    // default; no game of the evidence (docs/computer.md, "Readings judged by play") came near the default.
    values: null, defaultValue: '1000', max: 10_000,
    summary: 'moves after which an unfinished game is drawn',
    label: 'Moves before an unfinished game is drawn',
    apply: (r, v) => ({ ...r, gameLimit: { ...r.gameLimit, maxPlies: positiveInt(v) } }),
  },
  {
    key: 'repetitions', rulesets: SOURCE_RULESET_IDS, clause: 'AMB-11',
    // More than half the largest maxPlies could never be reached (see OPTION_CONFLICTS).
    values: null, defaultValue: '3', max: 5_000,
    // A position has occurred once as soon as it is reached: with 1, every game would end drawn at
    // its first move that does not win at once, which is no reading of AMB-11 but no game at all.
    min: { value: 2, why: 'with 1, every position would count as come round as soon as a move reached it, and every game would be drawn at its first move (AMB-11)' },
    summary: 'how many times the same position (same side to move) may occur before the game is drawn (2 or more)',
    label: 'Times a position may occur before the game is drawn',
    apply: (r, v) => ({ ...r, gameLimit: { ...r.gameLimit, repetitions: positiveInt(v) } }),
  },
];

/**
 * Options that cannot be given together: one has no effect under the other, so accepting both
 * would let a reader believe he had chosen a reading the engine does not play. Each is checked
 * on the options as given (`key` → value), so a default left unsaid never conflicts; each
 * returns the message, naming both options, or null.
 */
export const OPTION_CONFLICTS: readonly OptionConflict[] = [
  // AMB-5 under AMB-6: the machine turns an increment clockwise only when it is sown from the
  // capturing hole (incrementStart 'capturing-hole'); DLP's reading sows it on from the back
  // hole behind that hole, so the switch is never read.
  (given) => given.get('lango.clockwiseIncrement') === 'yes' && given.get('lango.increment') === 'dlp'
    ? 'option "lango.clockwiseIncrement=yes" has no effect under "lango.increment=dlp": DLP\'s reading sows every increment on from the back hole behind the capturing hole, so no increment is sown from a capturing hole in the turning base (I or J) to go clockwise (AMB-5, AMB-6)'
    : null,
  // AMB-4 under AMB-6: in DLP's reading a single marble taken is lifted with the back hole
  // behind the capturing hole whether the capture starts the move or not, so the start capture's
  // own treatment of a single marble is never read.
  (given) => given.get('lango.startSingle') === 'sow' && given.get('lango.increment') === 'dlp'
    ? 'option "lango.startSingle=sow" has no effect under "lango.increment=dlp": in DLP\'s reading a single marble taken, at the start of a move or later, is always lifted with the back hole behind the capturing hole and sown on from there (AMB-4, AMB-6)'
    : null,
  // AMB-13 under AMB-6: both details concern an increment sown from the capturing hole, which
  // DLP's reading never does (it sows every increment on from the back hole behind).
  ...(['lango.clockwiseIncrementStart', 'lango.clockwiseSingle'] as const).map((key) => (given: ReadonlyMap<string, string>) => {
    const value = given.get(key);
    return value !== undefined && value !== defaultOf(key) && given.get('lango.increment') === 'dlp'
      ? `option "${key}=${value}" has no effect under "lango.increment=dlp": DLP's reading sows every increment on from the back hole behind the capturing hole, so no increment or single marble goes clockwise from I or J (AMB-13, AMB-6)`
      : null;
  }),
  // AMB-13 without AMB-5: the machine asks where a clockwise increment starts, or whether a
  // lifted single may go clockwise, only when an increment may go clockwise from I or J at all.
  ...(['lango.clockwiseIncrementStart', 'lango.clockwiseSingle'] as const).map((key) => (given: ReadonlyMap<string, string>) => {
    const value = given.get(key);
    return value !== undefined && value !== defaultOf(key) && given.get('lango.clockwiseIncrement') !== 'yes'
      ? `option "${key}=${value}" has no effect without "lango.clockwiseIncrement=yes": under "lango.clockwiseIncrement=no" no increment taken at I or J goes clockwise, so where it would start and whether a lifted single may go are never asked (AMB-13, AMB-5)`
      : null;
  }),
  // AMB-19 under AMB-3's stop: every move that never ends is played (stopped where it is found),
  // so no player is ever left with only such moves.
  (given) => given.get('onlyEndless') === 'draw' && given.get('endless') === 'stop'
    ? 'option "onlyEndless=draw" has no effect under "endless=stop": moves that never end are played, stopped where they are found, so no player is left with only such moves (AMB-19, AMB-3)'
    : null,
  // AMB-11: the side to move changes with every move, so a position (with the same side to move)
  // comes back at most every second move: its n-th occurrence cannot come before move 2(n − 1).
  // If that is past the move limit, the game is always drawn by the limit first.
  (given) => {
    const reps = given.get('repetitions');
    const plies = given.get('maxPlies');
    if (reps === undefined || plies === undefined) return null;
    const earliest = 2 * (Number(reps) - 1);
    return earliest > Number(plies)
      ? `option "repetitions=${reps}" has no effect under "maxPlies=${plies}": a position comes back with the same side to move at most every second move, so it cannot occur ${reps} times in fewer than ${earliest} moves, and the game is drawn after ${plies} moves (AMB-11)`
      : null;
  },
];

function defaultOf(key: string): string | undefined {
  return OPTIONS.find((o) => o.key === key)?.defaultValue;
}

export function optionsFor(id: RulesetId): readonly OptionSpec[] {
  return OPTIONS.filter((o) => o.rulesets.includes(id));
}

/**
 * Parse `key=value` pairs and apply them to a ruleset. Unknown keys and values are named errors,
 * and so are an option given twice with different values and the OPTION_CONFLICTS.
 */
export function applyOptions(id: RulesetId, pairs: readonly string[]): Result<Ruleset, OptionError> {
  return applyOptionsFrom(OPTIONS, OPTION_CONFLICTS, id, pairs, `options of ${id}`);
}

/** The non-default options of a ruleset as `key=value` pairs, in the order of OPTIONS (inverse of applyOptions). */
export function describeOptions(pairs: readonly string[]): string[] {
  return describeOptionsFrom(OPTIONS, pairs);
}
