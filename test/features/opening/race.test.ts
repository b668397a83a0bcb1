/**
 * The opening race as data (src/features/opening/race.ts, src/data/opening-quotes.ts): the address and its
 * pinned messages, the ticks made from the engine's trace (D-open, L-open, AMB-2), the table of
 * every pair of start holes, and the quotations checked word for word against the captures.
 */
import { describe, expect, it } from 'vitest';
import { OPENING_QUOTES } from '../../../src/data/opening-quotes.ts';
import { captureQuote } from '../../../src/data/source-captures.ts';
import { formatPosition, RULESETS, runSimultaneousOpening, sideTotal } from '../../../src/engine/index.ts';
import { clauseInfo } from '../../../src/data/clauses.ts';
import {
  allowedStarts, buildRaceTable, DEFAULT_SETTINGS, formatTime, heatLevel, raceHref, raceQuery, raceTicks, readRaceParams, runRace,
  startLabel, TABLE_RATIOS, type RaceSettings,
} from '../../../src/features/opening/race.ts';

const read = (q: string) => readRaceParams(new URLSearchParams(q));

describe('the address', () => {
  it('an empty address gives the defaults: Didinga, both from A / a, same speed, A first at a tie', () => {
    expect(read('')).toEqual({ settings: DEFAULT_SETTINGS, step: null, problems: [] });
    expect(raceQuery(DEFAULT_SETTINGS)).toBe('rules=didinga&startA=b7&startB=b7&speedA=1&speedB=1');
  });

  it('round-trips every setting', () => {
    const s: RaceSettings = { rules: 'lango', cols: 8, start: { A: 7, B: 6 }, speed: { A: 1.5, B: 3 }, tie: 'B', clockwise: { A: true, B: false } };
    expect(raceQuery(s)).toBe('rules=lango&startA=b8&startB=b7&speedA=1.5&speedB=3&tie=B&clockwise=A');
    expect(read(raceQuery(s))).toEqual({ settings: s, step: null, problems: [] });
    const wide: RaceSettings = { ...DEFAULT_SETTINGS, cols: 12, start: { A: 11, B: 0 } };
    expect(read(`${raceQuery(wide)}&step=7`)).toEqual({ settings: wide, step: 7, problems: [] });
  });

  it('names each bad parameter, says what is used instead, and keeps the rest', () => {
    const r = read('rules=ikibuguzo&cols=x&startA=c3&startB=b9&speedA=0&speedB=abc&tie=C&clockwise=A&step=-2');
    expect(r.problems).toEqual([
      'rules: "ikibuguzo" is not one of didinga, lango (the codes with a simultaneous opening); didinga is used',
      'cols: "x" is not a whole number from 8 to 16; 8 is used',
      'startA: "c3" is not a back-row hole: use b1 … b8, counted from the player\'s own left; b7 is used',
      'speedA: "0" is not a speed: use a number above 0 and at most 1000 (marbles dropped per unit of time); 1 is used',
      'startB: "b9" is not a back-row hole: use b1 … b8, counted from the player\'s own left; b7 is used',
      'speedB: "abc" is not a speed: use a number above 0 and at most 1000 (marbles dropped per unit of time); 1 is used',
      'tie: "C" is not A or B; A is used',
      'clockwise: only the Lango opening has clockwise play (L-open); ignored',
      'step: "-2" is not a step number; the first step is shown',
    ]);
    expect(r.settings).toEqual(DEFAULT_SETTINGS);
    expect(r.step).toBeNull();
  });

  it('keeps Lango on 8 holes a row (D-wide is the Didinga board) and rejects unknown clockwise players', () => {
    const r = read('rules=lango&cols=12&clockwise=C&speedB=2');
    expect(r.problems).toEqual([
      'cols: the Lango board is recorded with 8 holes a row only (wider boards are the Longarim and Topotha form of the Didinga game, D-wide); 8 is used',
      'clockwise: "C" is not A, B or A,B (the players who take clockwise chances); nobody does',
    ]);
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, rules: 'lango', speed: { A: 1, B: 2 } });
  });

  it('lets the engine refuse a Lango start other than A or B (L-open), in its own words', () => {
    const r = read('rules=lango&startA=b3&startB=b1&clockwise=A,B');
    expect(r.problems).toEqual([
      'startA: player A cannot open from hole M: the Lango opening starts at A or B (L-open); b7 is used',
      'startB: player B cannot open from hole k: the Lango opening starts at A or B (L-open); b7 is used',
    ]);
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, rules: 'lango', clockwise: { A: true, B: true } });
  });

  it('takes a start on a wide Didinga board by its column', () => {
    const r = read('cols=16&startA=b16&startB=b1');
    expect(r.problems).toEqual([]);
    expect(r.settings.start).toEqual({ A: 15, B: 0 });
    expect(read('cols=16&startA=b17').problems).toEqual(['startA: "b17" is not a back-row hole: use b1 … b16, counted from the player\'s own left; b15 is used']);
  });
});

describe('allowed starts, asked of the engine', () => {
  it('Didinga: any back-row hole (D-open); Lango: only A and B (L-open)', () => {
    expect(allowedStarts('didinga', 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(allowedStarts('didinga', 10)).toHaveLength(10);
    expect(allowedStarts('lango', 8)).toEqual([6, 7]);
    expect([6, 7].map((h) => startLabel('A', h, 8))).toEqual(['b7 (A)', 'b8 (B)']);
    expect(startLabel('B', 0, 8)).toBe('b1 (k)');
    expect(startLabel('A', 11, 12)).toBe('b12');
  });
});

describe('ticks from the engine’s trace (AMB-2)', () => {
  const cases: RaceSettings[] = [
    DEFAULT_SETTINGS,
    { ...DEFAULT_SETTINGS, start: { A: 2, B: 6 }, speed: { A: 2, B: 1 } },
    { ...DEFAULT_SETTINGS, rules: 'lango', start: { A: 7, B: 7 }, speed: { A: 3, B: 2 }, tie: 'B', clockwise: { A: true, B: true } },
    { ...DEFAULT_SETTINGS, cols: 12, start: { A: 0, B: 11 }, speed: { A: 1, B: 1.5 } },
  ];
  for (const s of cases) {
    it(`${raceQuery(s)}: the last tick is the engine's result`, () => {
      const r = runRace(s);
      if (!r.ok) throw new Error(r.error.message);
      const ticks = raceTicks(s, r.value);
      expect(ticks[0]!.events).toEqual([]);
      expect(ticks[0]!.counts.every((c) => c === 2)).toBe(true);
      // One tick per instant, in order; every engine step is in exactly one tick.
      for (let i = 2; i < ticks.length; i++) expect(ticks[i]!.time).toBeGreaterThan(ticks[i - 1]!.time);
      expect(ticks.reduce((n, t) => n + t.events.length, 0)).toBe(r.value.steps!.length);
      const last = ticks.at(-1)!;
      expect(last.counts).toEqual(r.value.position.counts);
      expect(last.captured).toEqual(r.value.captured);
      expect(last.hand).toEqual({ A: 0, B: 0 });
      expect(last.finished).toEqual({ A: true, B: true });
      expect(last.time).toBe(Math.max(r.value.finishedAt.A, r.value.finishedAt.B));
      // Marbles are never lost: the board plus both hands hold all of them at every instant.
      for (const t of ticks) expect(t.counts.reduce((a, b) => a + b, 0) + t.hand.A + t.hand.B).toBe(4 * s.cols * 2);
    });
  }

  it('the default race: both from A / a at the same speed (the CLI’s `choro opening --rules didinga`)', () => {
    const r = runRace(DEFAULT_SETTINGS);
    if (!r.ok) throw new Error(r.error.message);
    const direct = runSimultaneousOpening(RULESETS.didinga);
    if (!direct.ok) throw new Error(direct.error.message);
    expect(formatPosition(r.value.position)).toBe(formatPosition(direct.value.position));
    expect(r.value.first).toBe(direct.value.first);
  });

  it('formats times to at most three places', () => {
    expect([0, 2, 1.5, 4 / 3].map(formatTime)).toEqual(['0', '2', '1.5', '1.333']);
  });
});

describe('the table of every pair of start holes', () => {
  it('Didinga: 8 × 8 cells at each ratio, Lango 2 × 2; every cell holds 64 marbles and links to its setting', () => {
    for (const [a, b] of TABLE_RATIOS) {
      for (const [rules, n] of [['didinga', 8], ['lango', 2]] as const) {
        const t = buildRaceTable(rules, { A: a, B: b });
        expect(t.rows).toHaveLength(n);
        for (const row of t.rows) {
          expect(row).toHaveLength(n);
          for (const c of row) {
            expect(c.held.A + c.held.B).toBe(64);
            const back = read(c.href.split('?')[1]!);
            expect(back.problems).toEqual([]);
            expect(back.settings).toEqual({ ...DEFAULT_SETTINGS, rules, start: { A: c.startA, B: c.startB }, speed: { A: a, B: b } });
          }
        }
      }
    }
  });

  it('each cell is what the engine gives for its settings', () => {
    const t = buildRaceTable('didinga', { A: 2, B: 1 });
    const c = t.rows[2]![6]!;
    const r = runSimultaneousOpening(RULESETS.didinga, { start: { A: 2, B: 6 }, speed: { A: 2, B: 1 } });
    if (!r.ok) throw new Error(r.error.message);
    expect(c.position).toBe(formatPosition(r.value.position));
    expect(c.first).toBe(r.value.first);
    expect(c.held).toEqual({ A: sideTotal(r.value.position, 'A'), B: sideTotal(r.value.position, 'B') });
    expect(c.href).toBe(raceHref({ ...DEFAULT_SETTINGS, start: { A: 2, B: 6 }, speed: { A: 2, B: 1 } }));
  });

  it('Lango with clockwise chances links with them', () => {
    const t = buildRaceTable('lango', { A: 1, B: 1 }, 8, { A: true, B: true });
    expect(t.rows[1]![1]!.href).toBe('/opening/?rules=lango&startA=b8&startB=b8&speedA=1&speedB=1&clockwise=A%2CB');
  });

  it('heat levels: seven steps by the difference of marbles held', () => {
    const lv = (a: number) => heatLevel({ A: a, B: 64 - a });
    // A holds a marbles, B 64 − a: the difference is 2a − 64.
    expect([32, 33, 34, 35, 37, 38, 43, 44, 64].map(lv)).toEqual([0, 0, 1, 1, 1, 2, 2, 3, 3]);
    expect([31, 30, 26, 20, 0].map(lv)).toEqual([0, -1, -2, -3, -3]);
  });
});

describe('Driberg’s remarks on the opening', () => {
  const content = (file: string) => captureQuote(file).replace(/\s+/g, ' ');
  for (const q of OPENING_QUOTES) {
    it(`is quoted verbatim: “${q.text.slice(0, 40)}…”`, () => {
      expect(content(q.source)).toContain(q.text.replace(/\s+/g, ' '));
      expect(clauseInfo(q.clause).id).toBe(q.clause);
    });
  }
});
