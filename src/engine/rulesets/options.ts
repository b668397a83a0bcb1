/**
 * Named options: one for each ambiguity of the sources that affects play (the AMB clauses of
 * src/data/clauses.json), plus the engine's own bounds. Each has a default reading, said with its
 * reason in the clause's note on the site; `applyOptions` returns a
 * new ruleset with the chosen readings. Keys are written `ruleset.name=value` on the command
 * line (`--option didinga.incrementStart=origin`) and in URLs; keys without a ruleset prefix
 * apply to every code.
 */
import type { ClauseId, Result, RulesetId } from '../types.ts';
import { err, ok, RULESET_IDS } from '../types.ts';
import { RULESETS } from './index.ts';
import type { Ruleset } from './types.ts';

export interface OptionSpec {
  /** `didinga.incrementStart`, or `maxLaps` for an option of every code. */
  readonly key: string;
  /** The codes it applies to. */
  readonly rulesets: readonly RulesetId[];
  readonly clause: ClauseId;
  /** Allowed values; the first is the default. `null` for a whole-number option. */
  readonly values: readonly string[] | null;
  readonly defaultValue: string;
  /** One line for `--help`, the site and the rules matrix. */
  readonly summary: string;
  /**
   * The option changes only how the two players' openings go together (which pairs of starts,
   * how clockwise chances are answered), never one player's move on a given board: a single
   * move, as /compare/ plays it, is the same under every value.
   */
  readonly raceOnly?: boolean;
  readonly apply: (r: Ruleset, value: string) => Ruleset;
}

function positiveInt(value: string): number {
  return Number(value);
}

export const OPTIONS: readonly OptionSpec[] = [
  {
    key: 'didinga.incrementStart', rulesets: ['didinga'], clause: 'AMB-1',
    values: ['after-origin', 'origin'], defaultValue: 'after-origin',
    summary: 'where a Didinga increment is first sown: the hole after the last lap\'s origin (as the worked examples count) or the origin itself (as the general rule and 1927b read)',
    apply: (r, v) => ({ ...r, incrementStart: { ...r.incrementStart, from: v === 'origin' ? 'lap-origin' : 'after-lap-origin' } }),
  },
  {
    key: 'lango.startSingle', rulesets: ['lango'], clause: 'AMB-4',
    values: ['lift-with-own', 'sow'], defaultValue: 'lift-with-own',
    summary: 'a single marble taken by the compulsory start capture: lifted with the capturing hole\'s marbles (L-single applies) or sown alone from that hole',
    apply: (r, v) => ({ ...r, startCapture: r.startCapture && { ...r.startCapture, singleTreatment: v === 'sow' ? 'sow' : 'lift-with-own' } }),
  },
  {
    key: 'lango.clockwiseIncrement', rulesets: ['lango'], clause: 'AMB-5',
    values: ['no', 'yes'], defaultValue: 'no',
    summary: 'whether an increment sown from a capturing hole in the turning base (I or J) may itself go clockwise when that captures',
    apply: (r, v) => ({ ...r, reverse: r.reverse && { ...r.reverse, incrementFromCapturingHole: v === 'yes' } }),
  },
  {
    key: 'lango.increment', rulesets: ['lango'], clause: 'AMB-6',
    values: ['driberg', 'dlp'], defaultValue: 'driberg',
    summary: 'Driberg\'s increment, sown from the capturing hole (f, g, h), or DLP\'s reading, put in the back hole behind it and sown on from there',
    apply: (r, v) => ({
      ...r,
      incrementStart: v === 'dlp'
        ? { from: 'back-hole-behind', source: 'dlp', clause: 'AMB-6' }
        : { from: 'capturing-hole', source: 'driberg-1927b', clause: 'L-inc' },
    }),
  },
  {
    key: 'didinga.openingStart', rulesets: ['didinga'], clause: 'AMB-17',
    values: ['back-row', 'any-hole'], defaultValue: 'back-row',
    summary: 'the holes a Didinga opening may start from, since "an expert player will often start from another hole": any hole of the back row (where every opening the text describes starts) or any of the player\'s sixteen holes',
    apply: (r, v) => (r.opening.kind === 'simultaneous'
      ? { ...r, opening: { ...r.opening, startHoles: { holes: v === 'any-hole' ? 'any-hole' : 'any-back', source: 'driberg-1927a', clause: 'AMB-17' } } }
      : r),
  },
  {
    key: 'lango.openingPairs', rulesets: ['lango'], clause: 'AMB-16', raceOnly: true,
    values: ['independent', 'same-column'], defaultValue: 'independent',
    summary: '"either at aA or bB": each player opens from A or B as he likes (four openings) or both from the same column (aA or bB only)',
    apply: (r, v) => (r.opening.kind === 'simultaneous'
      ? { ...r, opening: { ...r.opening, startPairs: { pairs: v === 'same-column' ? 'same-column' : 'independent', source: 'driberg-1927b', clause: 'AMB-16' } } }
      : r),
  },
  {
    key: 'lango.openingClockwise', rulesets: ['lango'], clause: 'AMB-18', raceOnly: true,
    values: ['each-chance', 'whole-opening'], defaultValue: 'each-chance',
    summary: 'clockwise play in the Lango opening: a free choice at each chance, as in the game proper, or one decision at the player\'s first chance that holds for his whole opening',
    apply: (r, v) => (r.opening.kind === 'simultaneous' && r.opening.clockwiseChances !== null
      ? { ...r, opening: { ...r.opening, clockwiseChances: { ...r.opening.clockwiseChances, choice: v === 'whole-opening' ? 'whole-opening' : 'each-chance' } } }
      : r),
  },
  {
    key: 'ikibuguzo.array', rulesets: ['ikibuguzo'], clause: 'K-array-1',
    values: ['1', '2'], defaultValue: '1',
    summary: 'Murray\'s first conventional array (groups of three) or his second (four in each back hole)',
    apply: (r, v) => ({ ...r, opening: { kind: 'array', array: v === '2' ? 2 : 1, source: 'murray-1951', clause: v === '2' ? 'K-array-2' : 'K-array-1' } }),
  },
  {
    key: 'endless', rulesets: RULESET_IDS, clause: 'AMB-3',
    values: ['forbid', 'stop'], defaultValue: 'forbid',
    summary: 'a move that never ends (a proven cycle) or reaches the lap bound: not allowed, or stopped where the cycle was found',
    apply: (r, v) => ({ ...r, endless: { ...r.endless, policy: v === 'stop' ? 'stop' : 'forbid' } }),
  },
  {
    key: 'maxLaps', rulesets: RULESET_IDS, clause: 'AMB-3',
    values: null, defaultValue: '10000',
    summary: 'laps after which a move that has not ended, and has not been proven endless, is reported unresolved',
    apply: (r, v) => ({ ...r, endless: { ...r.endless, maxLaps: positiveInt(v) } }),
  },
  {
    key: 'maxPlies', rulesets: RULESET_IDS, clause: 'AMB-11',
    values: null, defaultValue: '1000',
    summary: 'moves after which an unfinished game is drawn',
    apply: (r, v) => ({ ...r, gameLimit: { ...r.gameLimit, maxPlies: positiveInt(v) } }),
  },
  {
    key: 'repetitions', rulesets: RULESET_IDS, clause: 'AMB-11',
    values: null, defaultValue: '3',
    summary: 'how many times the same position (same side to move) may occur before the game is drawn',
    apply: (r, v) => ({ ...r, gameLimit: { ...r.gameLimit, repetitions: positiveInt(v) } }),
  },
];

export interface OptionError {
  /** `conflict`: two options given together contradict each other, or one has no effect under the other. */
  readonly code: 'bad-syntax' | 'unknown-option' | 'wrong-ruleset' | 'bad-value' | 'conflict';
  readonly message: string;
}

/**
 * Options that cannot be given together: one has no effect under the other, so accepting both
 * would let a reader believe he had chosen a reading the engine does not play. Each is checked
 * on the options as given (`key` → value), so a default left unsaid never conflicts; each
 * returns the message, naming both options, or null.
 */
export const OPTION_CONFLICTS: readonly ((given: ReadonlyMap<string, string>) => string | null)[] = [
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

export function optionsFor(id: RulesetId): readonly OptionSpec[] {
  return OPTIONS.filter((o) => o.rulesets.includes(id));
}

/**
 * Parse `key=value` pairs and apply them to a ruleset. Unknown keys and values are named errors,
 * and so are an option given twice with different values and the OPTION_CONFLICTS.
 */
export function applyOptions(id: RulesetId, pairs: readonly string[]): Result<Ruleset, OptionError> {
  let r: Ruleset = RULESETS[id];
  const given = new Map<string, string>();
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return err({ code: 'bad-syntax', message: `option "${pair}" is not of the form key=value` });
    const key = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const spec = OPTIONS.find((o) => o.key === key);
    if (!spec) {
      return err({ code: 'unknown-option', message: `unknown option "${key}"; options of ${id}: ${optionsFor(id).map((o) => o.key).join(', ')}` });
    }
    if (!spec.rulesets.includes(id)) {
      return err({ code: 'wrong-ruleset', message: `option "${key}" belongs to ${spec.rulesets.join(', ')}, not to ${id}` });
    }
    if (spec.values === null) {
      if (!/^[1-9]\d{0,8}$/.test(value)) return err({ code: 'bad-value', message: `option "${key}" takes a whole number from 1 up; got "${value}"` });
    } else if (!spec.values.includes(value)) {
      return err({ code: 'bad-value', message: `option "${key}" takes ${spec.values.map((v) => `"${v}"`).join(' or ')}; got "${value}"` });
    }
    const before = given.get(key);
    if (before !== undefined && before !== value) {
      return err({ code: 'conflict', message: `option "${key}" is given twice, as "${before}" and as "${value}"; give it once` });
    }
    given.set(key, value);
    r = spec.apply(r, value);
  }
  for (const conflict of OPTION_CONFLICTS) {
    const message = conflict(given);
    if (message !== null) return err({ code: 'conflict', message });
  }
  return ok(Object.freeze(r));
}

/** The non-default options of a ruleset as `key=value` pairs, in the order of OPTIONS (inverse of applyOptions). */
export function describeOptions(pairs: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const p of pairs) {
    const eq = p.indexOf('=');
    if (eq > 0) byKey.set(p.slice(0, eq).trim(), p.slice(eq + 1).trim());
  }
  return OPTIONS.filter((o) => byKey.has(o.key) && byKey.get(o.key) !== o.defaultValue).map((o) => `${o.key}=${byKey.get(o.key)}`);
}
