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
  allowedStarts, buildRaceTable, DEFAULT_SETTINGS, formatTime, heatLevel, pairAllowed, raceHref, raceQuery, raceTicks, readRaceParams, runRace,
  startLabel, TABLE_RATIOS, tieBreakCount, type RaceClockwise, type RaceSettings, type TableCell,
} from '../../../src/features/opening/race.ts';
import { local } from '../../engine/helpers.ts';

const ALWAYS: RaceClockwise = { mode: 'always', choices: [] };
const NEVER: RaceClockwise = { mode: 'never', choices: [] };
const ask = (...choices: boolean[]): RaceClockwise => ({ mode: 'ask', choices });
/** The cells of a table that the reading allows. */
const cellsOf = (t: ReturnType<typeof buildRaceTable>) => t.rows.flat().filter((c): c is TableCell => c !== null);

const read = (q: string) => readRaceParams(new URLSearchParams(q));

describe('the address', () => {
  it('an empty address gives the defaults: Didinga, both from A / a, same speed, A first at a tie', () => {
    expect(read('')).toEqual({ settings: DEFAULT_SETTINGS, step: null, problems: [] });
    expect(raceQuery(DEFAULT_SETTINGS)).toBe('rules=didinga&startA=b7&startB=b7&speedA=1&speedB=1');
  });

  it('round-trips every setting', () => {
    const s: RaceSettings = { rules: 'lango', options: [], cols: 8, start: { A: 7, B: 6 }, speed: { A: 1.5, B: 3 }, tie: 'B', clockwise: { A: ALWAYS, B: NEVER } };
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
      'startA: "c3" is not a hole: use b1 … b8 (back row) or f1 … f8 (front row), counted from the player’s own left; b7 is used',
      'speedA: "0" is not a speed: use a plain decimal from 0.001 to 1000 with at most 6 decimals (marbles dropped per unit of time); 1 is used',
      'startB: "b9" is not a hole: use b1 … b8 (back row) or f1 … f8 (front row), counted from the player’s own left; b7 is used',
      'speedB: "abc" is not a speed: use a plain decimal from 0.001 to 1000 with at most 6 decimals (marbles dropped per unit of time); 1 is used',
      'tie: "C" is not A or B; A is used',
      'clockwise: only the Lango opening has clockwise play (L-open); ignored',
      'step: "-2" is not a step number; the first step is shown',
    ]);
    expect(r.settings).toEqual(DEFAULT_SETTINGS);
    expect(r.step).toBeNull();
  });

  it('reads a speed as the CLI reads one (0.001 to 1000, at most 6 decimals), so the address it writes reads again', () => {
    for (const bad of ['0.0000000001', '1e-10', '0.0001', '1000.5', '1.0000001', '10000', '+1', ' 1']) {
      const r = read(new URLSearchParams({ speedA: bad }).toString());
      expect(r.settings.speed.A, bad).toBe(1);
      expect(r.problems, bad).toEqual([`speedA: ${JSON.stringify(bad)} is not a speed: use a plain decimal from 0.001 to 1000 with at most 6 decimals (marbles dropped per unit of time); 1 is used`]);
    }
    for (const good of ['0.001', '1000', '999.999999', '0.5', '2']) {
      const r = read(`speedA=${good}&speedB=${good}`);
      expect(r.problems, good).toEqual([]);
      // The address the page writes for what it read is one it reads again, unchanged.
      expect(read(raceQuery(r.settings))).toEqual({ settings: r.settings, step: null, problems: [] });
    }
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
    expect(r.settings).toEqual({ ...DEFAULT_SETTINGS, rules: 'lango', clockwise: { A: ALWAYS, B: ALWAYS } });
  });

  it('takes a start on a wide Didinga board by its column', () => {
    const r = read('cols=16&startA=b16&startB=b1');
    expect(r.problems).toEqual([]);
    expect(r.settings.start).toEqual({ A: 15, B: 0 });
    expect(read('cols=16&startA=b17').problems).toEqual(['startA: "b17" is not a hole: use b1 … b16 (back row) or f1 … f16 (front row), counted from the player’s own left; b15 is used']);
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
    { ...DEFAULT_SETTINGS, rules: 'lango', start: { A: 7, B: 7 }, speed: { A: 3, B: 2 }, tie: 'B', clockwise: { A: ALWAYS, B: ALWAYS } },
    { ...DEFAULT_SETTINGS, rules: 'lango', start: { A: 7, B: 7 }, speed: { A: 1, B: 2 }, clockwise: { A: ask(true, false), B: NEVER } },
    { ...DEFAULT_SETTINGS, rules: 'didinga', options: ['didinga.openingStart=any-hole'], start: { A: local('E'), B: local('c') } },
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
  it('Didinga: 8 × 8 cells at each ratio, Lango 2 × 2; every result holds 64 marbles and links to its setting and tie-break', () => {
    for (const [a, b] of TABLE_RATIOS) {
      for (const [rules, n] of [['didinga', 8], ['lango', 2]] as const) {
        const t = buildRaceTable(rules, { A: a, B: b });
        expect(t.rows).toHaveLength(n);
        for (const row of t.rows) {
          expect(row).toHaveLength(n);
          for (const c of row) {
            expect(c).not.toBeNull();
            for (const tie of ['A', 'B'] as const) {
              const r = c!.byTie[tie];
              expect(r.held.A + r.held.B).toBe(64);
              const back = read(r.href.split('?')[1]!);
              expect(back.problems).toEqual([]);
              expect(back.settings).toEqual({ ...DEFAULT_SETTINGS, rules, start: { A: c!.startA, B: c!.startB }, speed: { A: a, B: b }, tie });
            }
          }
        }
      }
    }
  });

  it('each result is what the engine gives for its settings and tie-break', () => {
    const t = buildRaceTable('didinga', { A: 2, B: 1 });
    const c = t.rows[2]![6]!;
    for (const tie of ['A', 'B'] as const) {
      const r = runSimultaneousOpening(RULESETS.didinga, { start: { A: 2, B: 6 }, speed: { A: 2, B: 1 }, tieBreak: tie });
      if (!r.ok) throw new Error(r.error.message);
      expect(c.byTie[tie].position).toBe(formatPosition(r.value.position));
      expect(c.byTie[tie].first).toBe(r.value.first);
      expect(c.byTie[tie].held).toEqual({ A: sideTotal(r.value.position, 'A'), B: sideTotal(r.value.position, 'B') });
      expect(c.byTie[tie].href).toBe(raceHref({ ...DEFAULT_SETTINGS, start: { A: 2, B: 6 }, speed: { A: 2, B: 1 }, tie }));
    }
    expect(c.first).toBe(c.byTie.A.first === c.byTie.B.first ? c.byTie.A.first : null);
  });

  it('says who moves first only when both tie-breaks agree: at equal speed never in Lango, in 34 of 64 Didinga openings', () => {
    const lango = buildRaceTable('lango', { A: 1, B: 1 });
    expect(cellsOf(lango).map((c) => c.first)).toEqual([null, null, null, null]);
    expect(tieBreakCount(lango)).toEqual({ pairs: 4, decided: 4, deadHeats: 2 });
    const didinga = buildRaceTable('didinga', { A: 1, B: 1 });
    expect(tieBreakCount(didinga)).toEqual({ pairs: 64, decided: 30, deadHeats: 18 });
    // The diagonal (both from the same hole) is a mirror race: always a dead heat at equal speed.
    expect(didinga.rows.map((row, i) => row[i]!.deadHeat)).toEqual(new Array(8).fill(true));
    // A against a: A first at a tie gives A the first move, B first at a tie gives it to B.
    const aa = didinga.rows[6]![6]!;
    expect([aa.first, aa.byTie.A.first, aa.byTie.B.first]).toEqual([null, 'A', 'B']);
  });

  it('Lango with clockwise chances links with them', () => {
    const t = buildRaceTable('lango', { A: 1, B: 1 }, 8, { A: 'always', B: 'always' });
    expect(t.rows[1]![1]!.byTie.A.href).toBe('/opening/?rules=lango&startA=b8&startB=b8&speedA=1&speedB=1&clockwise=A%2CB');
    expect(t.rows[1]![1]!.byTie.B.href).toBe('/opening/?rules=lango&startA=b8&startB=b8&speedA=1&speedB=1&tie=B&clockwise=A%2CB');
  });

  it('lists only the pairs the reading allows: under lango.openingPairs=same-column, aA and bB (AMB-16)', () => {
    const t = buildRaceTable('lango', { A: 1, B: 1 }, 8, { A: 'never', B: 'never' }, ['lango.openingPairs=same-column']);
    expect(t.rows.map((row) => row.map((c) => (c === null ? '—' : `${c.startA}${c.startB}`)))).toEqual([['66', '—'], ['—', '77']]);
    expect(cellsOf(t)[0]!.byTie.A.href).toBe('/opening/?rules=lango&options=lango.openingPairs%3Dsame-column&startA=b7&startB=b7&speedA=1&speedB=1');
  });

  it('heat levels: seven steps by the difference of marbles held', () => {
    const lv = (a: number) => heatLevel({ A: a, B: 64 - a });
    // A holds a marbles, B 64 − a: the difference is 2a − 64.
    expect([32, 33, 34, 35, 37, 38, 43, 44, 64].map(lv)).toEqual([0, 0, 1, 1, 1, 2, 2, 3, 3]);
    expect([31, 30, 26, 20, 0].map(lv)).toEqual([0, -1, -2, -3, -3]);
  });
});

describe('the readings of the opening in the simulator (AMB-16, AMB-17, AMB-18)', () => {
  it('round-trips options, front-row starts and clockwise answers through the address', () => {
    const s: RaceSettings = {
      ...DEFAULT_SETTINGS, rules: 'lango', options: ['lango.openingPairs=same-column', 'lango.openingClockwise=whole-opening'],
      start: { A: 7, B: 7 }, clockwise: { A: ask(true), B: ask() },
    };
    expect(raceQuery(s)).toBe('rules=lango&options=lango.openingPairs%3Dsame-column+lango.openingClockwise%3Dwhole-opening&startA=b8&startB=b8&speedA=1&speedB=1&clockwiseA=y&clockwiseB=ask');
    expect(read(raceQuery(s))).toEqual({ settings: s, step: null, problems: [] });
    const mixed: RaceSettings = { ...DEFAULT_SETTINGS, rules: 'lango', start: { A: 7, B: 7 }, clockwise: { A: ask(true, false, true), B: ALWAYS } };
    expect(raceQuery(mixed)).toBe('rules=lango&startA=b8&startB=b8&speedA=1&speedB=1&clockwise=B&clockwiseA=yny');
    expect(read(raceQuery(mixed)).settings).toEqual(mixed);
    const front: RaceSettings = { ...DEFAULT_SETTINGS, options: ['didinga.openingStart=any-hole'], start: { A: local('E'), B: local('c') } };
    expect(raceQuery(front)).toBe('rules=didinga&options=didinga.openingStart%3Dany-hole&startA=f6&startB=f8&speedA=1&speedB=1');
    expect(read(raceQuery(front))).toEqual({ settings: front, step: null, problems: [] });
  });

  it('still reads the older clockwise=A,B, and clockwiseA=always / never', () => {
    expect(read('rules=lango&clockwise=A,B').settings.clockwise).toEqual({ A: ALWAYS, B: ALWAYS });
    expect(read('rules=lango&clockwise=A&clockwiseA=never&clockwiseB=always').settings.clockwise).toEqual({ A: NEVER, B: ALWAYS });
  });

  it('names bad readings and lets the engine refuse what a reading forbids, with the readings in words', () => {
    expect(read('rules=didinga&options=lango.openingPairs=same-column').problems).toEqual([
      'options: option "lango.openingPairs" belongs to lango, not to didinga; the default readings are used',
    ]);
    expect(read('rules=didinga&startA=f6').problems).toEqual([
      'startA: player A cannot open from hole E: under the reading “openings from back-row holes” the opening is played from a back-row hole (AMB-17); b7 is used',
    ]);
    const pair = read('rules=lango&options=lango.openingPairs%3Dsame-column&startA=b7&startB=b8');
    expect(pair.problems).toEqual([
      'startB: A opens from A and B from b, but under the reading “both players open from the same column” both players open from the same column, aA or bB (AMB-16); B opens from b7, A’s column',
    ]);
    expect(pair.settings.start).toEqual({ A: 6, B: 6 });
    const whole = read('rules=lango&options=lango.openingClockwise%3Dwhole-opening&clockwiseA=yn');
    expect(whole.problems).toEqual([
      'clockwiseA: player A gives 2 clockwise choices, but under the reading “the first clockwise choice holds for the whole opening” a player decides once, at his first chance, for his whole opening (AMB-18); give one; his first answer is kept',
    ]);
    expect(whole.settings.clockwise.A).toEqual(ask(true));
    expect(read('rules=lango&clockwiseB=maybe').problems).toEqual([
      'clockwiseB: "maybe" is not always, never, ask, or the answers at each chance in order as y (take it) and n (pass), such as yny; unchanged',
    ]);
    expect(read('rules=didinga&clockwiseA=ask').problems).toEqual(['clockwiseA: only the Lango opening has clockwise play (L-open); ignored']);
  });

  it('the starts and pairs offered follow the reading', () => {
    expect(allowedStarts('didinga', 8, ['didinga.openingStart=any-hole'])).toHaveLength(16);
    const same = { ...DEFAULT_SETTINGS, rules: 'lango' as const, options: ['lango.openingPairs=same-column'] };
    expect(pairAllowed({ ...same, start: { A: 6, B: 7 } })).toBe(false);
    expect(pairAllowed({ ...same, start: { A: 7, B: 7 } })).toBe(true);
    expect(pairAllowed({ ...same, options: [], start: { A: 6, B: 7 } })).toBe(true);
  });

  it('a race that asks stops at the chance; each answer goes into the settings and plays on (AMB-18)', () => {
    // Both from B / b, A at half B's speed: A's first chance is at K at time 11 (see the engine's tests).
    const base: RaceSettings = { ...DEFAULT_SETTINGS, rules: 'lango', start: { A: 7, B: 7 }, speed: { A: 1, B: 2 } };
    const r0 = runRace({ ...base, clockwise: { A: ask(), B: NEVER } });
    if (!r0.ok) throw new Error(r0.error.message);
    expect([r0.value.status, r0.value.waiting?.player, r0.value.waiting?.time]).toEqual(['waiting', 'A', 11]);
    const ticks = raceTicks(base, r0.value);
    expect(ticks.at(-1)!.time).toBe(11);
    const r3 = runRace({ ...base, clockwise: { A: ask(true, true, true), B: NEVER } });
    const always = runRace({ ...base, clockwise: { A: ALWAYS, B: NEVER } });
    if (!r3.ok || !always.ok) throw new Error('race');
    expect(r3.value.status).toBe('ended');
    expect(r3.value.position).toEqual(always.value.position);
    expect(r3.value.choices.A).toEqual([true, true, true]);
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
