/**
 * Options that cannot be given together (src/engine/rulesets/options.ts, OPTION_CONFLICTS): each
 * refusal pinned, in either order, and checked against the machine: the option refused really
 * has no effect under the other.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listMoves } from '../../../src/engine/moves.ts';
import { startPosition, type Position } from '../../../src/engine/position.ts';
import { formatPosition, parsePosition } from '../../../src/engine/notation/position.ts';
import { applyOptions, OPTIONS } from '../../../src/engine/rulesets/options.ts';
import type { Ruleset } from '../../../src/engine/rulesets/types.ts';
import type { RulesetId } from '../../../src/engine/types.ts';
import { lettered } from '../helpers.ts';

const CLOCKWISE_UNDER_DLP = 'option "lango.clockwiseIncrement=yes" has no effect under "lango.increment=dlp": DLP\'s reading sows every increment on from the back hole behind the capturing hole, so no increment is sown from a capturing hole in the turning base (I or J) to go clockwise (AMB-5, AMB-6)';
const START_SINGLE_UNDER_DLP = 'option "lango.startSingle=sow" has no effect under "lango.increment=dlp": in DLP\'s reading a single marble taken, at the start of a move or later, is always lifted with the back hole behind the capturing hole and sown on from there (AMB-4, AMB-6)';

function refusal(id: RulesetId, ...pairs: string[]) {
  const r = applyOptions(id, pairs);
  return r.ok ? null : r.error;
}

function rules(id: RulesetId, ...pairs: string[]): Ruleset {
  const r = applyOptions(id, pairs);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('options that have no effect under another are refused, naming both', () => {
  it('lango.clockwiseIncrement=yes under lango.increment=dlp (AMB-5, AMB-6), in either order', () => {
    expect(refusal('lango', 'lango.clockwiseIncrement=yes', 'lango.increment=dlp')).toEqual({ code: 'conflict', message: CLOCKWISE_UNDER_DLP });
    expect(refusal('lango', 'lango.increment=dlp', 'lango.clockwiseIncrement=yes')).toEqual({ code: 'conflict', message: CLOCKWISE_UNDER_DLP });
    // Each alone, the default of the other said outright, and Driberg's increment with either: accepted.
    expect(refusal('lango', 'lango.clockwiseIncrement=yes')).toBeNull();
    expect(refusal('lango', 'lango.increment=dlp', 'lango.clockwiseIncrement=no')).toBeNull();
    expect(refusal('lango', 'lango.increment=driberg', 'lango.clockwiseIncrement=yes')).toBeNull();
  });

  it('lango.startSingle=sow under lango.increment=dlp (AMB-4, AMB-6), in either order', () => {
    expect(refusal('lango', 'lango.startSingle=sow', 'lango.increment=dlp')).toEqual({ code: 'conflict', message: START_SINGLE_UNDER_DLP });
    expect(refusal('lango', 'lango.increment=dlp', 'lango.startSingle=sow')).toEqual({ code: 'conflict', message: START_SINGLE_UNDER_DLP });
    expect(refusal('lango', 'lango.increment=dlp', 'lango.startSingle=lift-with-own')).toBeNull();
    expect(refusal('lango', 'lango.increment=driberg', 'lango.startSingle=sow')).toBeNull();
  });

  it('repetitions that cannot be reached before maxPlies (AMB-11)', () => {
    expect(refusal('didinga', 'maxPlies=10', 'repetitions=7')).toEqual({
      code: 'conflict',
      message: 'option "repetitions=7" has no effect under "maxPlies=10": a position comes back with the same side to move at most every second move, so it cannot occur 7 times in fewer than 12 moves, and the game is drawn after 10 moves (AMB-11)',
    });
    expect(refusal('ikibuguzo', 'repetitions=7', 'maxPlies=10')?.code).toBe('conflict');
    expect(refusal('didinga', 'maxPlies=12', 'repetitions=7')).toBeNull();
    // Only options given are judged: a low move limit alone leaves the default repetitions unsaid.
    expect(refusal('didinga', 'maxPlies=2')).toBeNull();
    expect(refusal('didinga', 'repetitions=900')).toBeNull();
  });

  it('the game limits have ceilings, so a link cannot ask for endless playouts (AMB-11)', () => {
    expect(refusal('didinga', 'maxPlies=10000')).toBeNull();
    expect(refusal('didinga', 'maxPlies=999999999')).toEqual({ code: 'bad-value', message: 'option "maxPlies" takes a whole number from 1 to 10000; got 999999999' });
    expect(refusal('lango', 'repetitions=5000')).toBeNull();
    expect(refusal('lango', 'repetitions=5001')?.code).toBe('bad-value');
  });

  it('an option given twice with different values', () => {
    expect(refusal('lango', 'lango.increment=dlp', 'lango.increment=driberg')).toEqual({
      code: 'conflict', message: 'option "lango.increment" is given twice, as "dlp" and as "driberg"; give it once',
    });
    expect(refusal('didinga', 'maxLaps=50', 'maxLaps=50')).toBeNull();
  });

  it('every other pair of option values is accepted', () => {
    const refused = new Set([
      'lango.clockwiseIncrement=yes|lango.increment=dlp', 'lango.increment=dlp|lango.clockwiseIncrement=yes',
      'lango.startSingle=sow|lango.increment=dlp', 'lango.increment=dlp|lango.startSingle=sow',
      // AMB-19 under AMB-3's stop: no player is ever left with only moves that never end.
      'endless=stop|onlyEndless=draw', 'onlyEndless=draw|endless=stop',
    ]);
    // AMB-13: the two details of a clockwise increment, at their other value, stand only beside
    // lango.clockwiseIncrement=yes; given with any other single option, they are refused.
    for (const detail of ['lango.clockwiseIncrementStart=next-hole', 'lango.clockwiseSingle=yes']) {
      for (const other of OPTIONS.filter((o) => o.values !== null && o.rulesets.includes('lango') && `${o.key}=` !== detail.split('=')[0] + '=')) {
        for (const v of other.values!) {
          if (`${other.key}=${v}` === 'lango.clockwiseIncrement=yes') continue;
          refused.add(`${detail}|${other.key}=${v}`).add(`${other.key}=${v}|${detail}`);
        }
      }
    }
    for (const a of OPTIONS.filter((o) => o.values !== null)) {
      for (const b of OPTIONS.filter((o) => o.values !== null && o.key !== a.key)) {
        for (const id of a.rulesets.filter((x) => b.rulesets.includes(x))) {
          for (const va of a.values!) {
            for (const vb of b.values!) {
              const pair = `${a.key}=${va}|${b.key}=${vb}`;
              expect(refusal(id, `${a.key}=${va}`, `${b.key}=${vb}`) === null, `${id}: ${pair}`).toBe(!refused.has(pair));
            }
          }
        }
      }
    }
  });
});

describe('the refused options really have no effect (the machine agrees)', () => {
  // Positions where the options change the move under Driberg's increment: an increment taken
  // at I (AMB-5), single marbles en prise at the start of the move (AMB-4), and the start.
  const positions: Position[] = [
    lettered({ I: 1, H: 1, d: 2, e: 1 }, 'A'),
    lettered({ f: 1, G: 1 }, 'B'),
    lettered({ b: 4, f: 1, G: 1, N: 0, I: 1, d: 1 }, 'B'),
    startPosition(),
  ];
  const outcomes = (r: Ruleset, pos: Position) =>
    listMoves(r, pos).all.map((m) => `${m.notation} ${m.after.counts.join(',')} ${m.status} laps ${m.laps} drops ${m.drops} captured ${m.captured}`);
  // The switches set directly, as applyOptions refuses the combinations.
  const withBoth = (r: Ruleset): Ruleset => ({
    ...r,
    reverse: r.reverse && { ...r.reverse, incrementFromCapturingHole: true },
    startCapture: r.startCapture && { ...r.startCapture, singleTreatment: 'sow' },
  });

  it('under Driberg\'s increment the two switches change these moves', () => {
    const driberg = rules('lango');
    expect(positions.some((p) => outcomes(withBoth(driberg), p).join('|') !== outcomes(driberg, p).join('|'))).toBe(true);
    expect(outcomes(withBoth(driberg), positions[0]!)).not.toEqual(outcomes(driberg, positions[0]!));
    expect(outcomes(withBoth(driberg), positions[1]!)).not.toEqual(outcomes(driberg, positions[1]!));
  });

  it('under DLP\'s increment they change no move: same moves, boards, laps, drops and captures', () => {
    const dlp = rules('lango', 'lango.increment=dlp');
    for (const p of positions) expect(outcomes(withBoth(dlp), p)).toEqual(outcomes(dlp, p));
  });
});

describe('the AMB-13 details really have no effect without lango.clockwiseIncrement=yes or under DLP\'s increment', () => {
  // An increment taken at I that would capture clockwise from H (next-hole), and a single taken
  // at I that would capture clockwise when lifted with I's own.
  const positions: Position[] = [
    lettered({ I: 1, G: 1, d: 2, f: 1 }, 'A'),
    lettered({ I: 2, d: 1, F: 1, g: 1 }, 'A'),
    lettered({ I: 1, H: 1, d: 2, e: 1 }, 'A'),
  ];
  const outcomes = (r: Ruleset, pos: Position) =>
    listMoves(r, pos).all.map((m) => `${m.notation} ${m.after.counts.join(',')} ${m.status} laps ${m.laps} drops ${m.drops} captured ${m.captured}`);
  // The switches set directly, as applyOptions refuses the combinations.
  const withDetails = (r: Ruleset): Ruleset => ({
    ...r,
    reverse: r.reverse && { ...r.reverse, clockwiseIncrement: { ...r.reverse.clockwiseIncrement, first: 'next-hole', singleLift: true } },
  });

  it('beside lango.clockwiseIncrement=yes they change these moves', () => {
    const yes = rules('lango', 'lango.clockwiseIncrement=yes');
    expect(outcomes(withDetails(yes), positions[0]!)).not.toEqual(outcomes(yes, positions[0]!));
    expect(outcomes(withDetails(yes), positions[1]!)).not.toEqual(outcomes(yes, positions[1]!));
  });

  it('without it, or under DLP\'s increment with it, they change no move', () => {
    const no = rules('lango');
    const dlpYes: Ruleset = { ...rules('lango', 'lango.increment=dlp'), reverse: { ...no.reverse!, incrementFromCapturingHole: true } };
    for (const p of positions) {
      expect(outcomes(withDetails(no), p)).toEqual(outcomes(no, p));
      expect(outcomes(withDetails(dlpYes), p)).toEqual(outcomes(dlpYes, p));
    }
  });
});

describe('every option has plain words for readers (the site never shows a key)', () => {
  const KEY = /\b(?:didinga|lango|ikibuguzo)\.[a-z]|\b(?:lapWrap|maxLaps|maxPlies)\b|=/;
  it.each(OPTIONS.map((o) => [o.key, o] as const))('%s: a label, and words for each value it allows', (_key, o) => {
    expect(o.label).toMatch(/^[A-Z]/);
    expect(o.label).not.toMatch(KEY);
    if (o.values === null) {
      expect(o.valueLabels).toBeUndefined();
      return;
    }
    expect(Object.keys(o.valueLabels ?? {}).sort()).toEqual([...o.values].sort());
    const words = Object.values(o.valueLabels!);
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) expect(w).not.toMatch(KEY);
  });

  it('no two options share a label', () => {
    expect(new Set(OPTIONS.map((o) => o.label)).size).toBe(OPTIONS.length);
  });
});

describe('an option marked openingOnly never changes a move of the game after the opening', () => {
  // The examples' "try your own" panel plays single moves and leaves these options out of its menus.
  const openingOnly = OPTIONS.filter((o) => o.openingOnly);
  it('the options of the opening are marked, and no other', () => {
    expect(openingOnly.map((o) => o.clause).sort()).toEqual(['AMB-16', 'AMB-17', 'AMB-18', 'K-array-1']);
  });
  it.each(openingOnly.flatMap((o) => o.rulesets.map((id) => [o.key, id, o] as const)))('%s under %s: the same moves, the same boards, whatever its value', (_key, id, o) => {
    const counts = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 32, maxLength: 32 });
    fc.assert(fc.property(counts, fc.constantFrom('A', 'B'), (c, toMove) => {
      const rows = [0, 1, 2, 3].map((r) => c.slice(r * 8, r * 8 + 8).join(',')).join('/');
      const parsed = parsePosition(`${rows} ${toMove}`);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const seen = o.values!.map((v) => listMoves(rules(id, `${o.key}=${v}`), parsed.value).all.map((m) => `${m.notation} ${m.status} ${m.legal} ${formatPosition(m.after)}`).join('\n'));
      expect(new Set(seen).size).toBe(1);
    }), { numRuns: 40, seed: 18 });
  });
});
