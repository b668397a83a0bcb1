/** The play page's logic (src/features/play/play.ts): openings, starts, decisions, records, URL and storage. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOptions, currentPosition, formatMoveList, formatPosition, formatRecord, gameResult, getRuleset, listMoves,
  newGame, openingStartHoles, parsePosition, parseRecord, playMove, redo, Rng, runArrayOpening, runSimultaneousOpening, startPosition, totalMarbles, undo,
  type Game, type Result,
} from '../../../src/engine/index.ts';
import {
  computerOpening, DEFAULT_SETUP, isComputerTurn, parseSavedRecord, playOpening, readSavedQuery,
  describeRecord, recordText, restore, rulesetOf, savedOf, savedQuery, titleOf, widthRefusal, widthsOf, type PlaySetup,
} from '../../../src/features/play/play.ts';
import { lettered } from '../../engine/helpers.ts';

const didinga = getRuleset('didinga');
const lango = getRuleset('lango');

describe('the opening', () => {
  it('plays the simultaneous opening exactly as the engine does', () => {
    const r = playOpening(didinga, 8, { A: { hole: 3, clockwise: false }, B: { hole: 6, clockwise: false } });
    const engine = runSimultaneousOpening(didinga, { cols: 8, start: { A: 3, B: 6 } });
    expect(r.ok && engine.ok).toBe(true);
    if (!r.ok || !engine.ok) return;
    expect(formatPosition(r.value.position)).toBe(formatPosition(engine.value.position));
    expect(r.value.summary).toContain(`${engine.value.first} finished first and moves first`);
    expect(r.value.events.length).toBeGreaterThan(10);
    expect(totalMarbles(r.value.before)).toBe(64);
  });

  it("plays Murray's arrays in Ikibuguzo, A first (K-array-1, K-array-2)", () => {
    for (const array of [1, 2] as const) {
      const rules = applyOptions('ikibuguzo', [`ikibuguzo.array=${array}`]);
      if (!rules.ok) throw new Error(rules.error.message);
      const r = playOpening(rules.value, 8, {});
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(formatPosition(r.value.position)).toBe(formatPosition(runArrayOpening(rules.value, { array }).position));
      expect(r.value.position.toMove).toBe('A');
      expect(formatPosition(r.value.before)).toBe(formatPosition(runArrayOpening(rules.value, { array }).arrayed));
    }
  });

  it("the computer's opening is one of the allowed holes, and no worse in its worst case than any other", () => {
    for (const [rules, me] of [[didinga, 'B'], [lango, 'A']] as const) {
      const choice = computerOpening(rules, 8, me);
      expect(openingStartHoles(rules, 8)).toContain(choice.hole);
      // Its worst case over the reader's answers, against that of Driberg's usual hole.
      const worst = (hole: number, clockwise: boolean) => Math.min(...openingStartHoles(rules, 8).flatMap((h) => [false, true].map((cw) => {
        const start = me === 'A' ? { A: hole, B: h } : { A: h, B: hole };
        const r = runSimultaneousOpening(rules, { cols: 8, start, clockwise: me === 'A' ? { A: clockwise, B: cw } : { A: cw, B: clockwise } });
        if (!r.ok) return Infinity;
        const mine = r.value.position.counts.slice(me === 'A' ? 0 : 16, me === 'A' ? 16 : 32).reduce((a, b) => a + b, 0);
        return 2 * mine - 64 + (r.value.first === me ? 2 : 0);
      })));
      expect(worst(choice.hole, choice.clockwise)).toBeGreaterThanOrEqual(worst(6, false));
    }
  });
});

describe('saving and restoring', () => {
  const setup: PlaySetup = { ...DEFAULT_SETUP, rules: 'lango', options: ['lango.increment=dlp'], opponent: 'computer', human: 'B', level: 'quick' };

  function sampleGame(moves = 6) {
    const o = playOpening(getRuleset('lango'), 8, { A: { hole: 6, clockwise: false }, B: { hole: 7, clockwise: false } });
    if (!o.ok) throw new Error(o.error);
    const rules = applyOptions('lango', setup.options);
    if (!rules.ok) throw new Error(rules.error.message);
    let g = newGame(rules.value, o.value.position, setup.options);
    const rng = new Rng(7);
    for (let i = 0; i < moves && !gameResult(g).over; i++) {
      const legal = listMoves(rules.value, currentPosition(g)).legal;
      const r = playMove(g, legal[rng.below(legal.length)]!.notation);
      if (!r.ok) throw new Error(r.error.message);
      g = r.value;
    }
    return { game: g, opening: o.value.summary };
  }

  it('the record round-trips, players and opening included, and replays to the same position', () => {
    const { game, opening } = sampleGame();
    const saved = savedOf(setup, opening, game);
    const text = recordText(saved);
    expect(text).toMatch(/^Rules: lango\nOptions: lango.increment=dlp\nPlayers: A computer quick, B human\nOpening: .+\nStart: .+\nMoves: 1\./);
    const back = parseSavedRecord(text);
    expect(back).toEqual({ ok: true, value: saved });
    const g = restore(saved);
    expect(g.ok && formatPosition(currentPosition(g.value))).toBe(formatPosition(currentPosition(game)));
    // The saved-games list shows a record as its code, players and length.
    expect(describeRecord(text)).toEqual({ title: titleOf(setup), moves: game.played.length, finished: gameResult(game).over });
    expect(titleOf(setup)).toBe('Lango (1927b), you (B) against the computer (quick)');
    expect(titleOf({ ...DEFAULT_SETUP, cols: 12, opponent: 'human' })).toBe('Didinga (1927a), 12 holes a row, two players');
    expect(describeRecord('Hello')).toBeNull();
  });

  it('keeps the moves taken back, in the order Redo plays them, across the record, the address and a replay', () => {
    const { game, opening } = sampleGame(6);
    const back = undo(undo(game));
    const saved = savedOf(setup, opening, back);
    const played = game.played.map((m) => m.notation);
    expect(saved.moves).toEqual(played.slice(0, 4));
    expect(saved.undone).toEqual(played.slice(4));
    const text = recordText(saved);
    expect(text.split('\n').at(-1)).toBe(`Undone: ${played.slice(4).join(' ')}`);
    expect(parseSavedRecord(text)).toEqual({ ok: true, value: saved });
    expect(readSavedQuery(new URLSearchParams(savedQuery(saved).toString()))).toEqual({ ok: true, value: saved });
    const g = restore(saved);
    if (!g.ok) throw new Error(g.error);
    expect(g.value.played.map((m) => m.notation)).toEqual(played.slice(0, 4));
    expect(formatPosition(currentPosition(redo(redo(g.value))))).toBe(formatPosition(currentPosition(game)));
    // Nothing taken back: no line, no field.
    expect(recordText(savedOf(setup, opening, game))).not.toMatch(/Undone:/);
    expect(savedQuery(savedOf(setup, opening, game)).has('undone')).toBe(false);
    // A move taken back that cannot be played is named as one.
    const bad = restore({ ...saved, undone: ['b9'] });
    expect(!bad.ok && bad.error).toMatch(/^move 5 \(b9\): .* \(of the moves taken back, line Undone:\)$/);
  });

  it('any game, stepped back any number of moves, comes back the same from its record and from its address (property)', () => {
    const codes = [
      { setup: { ...DEFAULT_SETUP, opponent: 'human' as const }, start: () => startPosition(8) },
      { setup, start: () => { const o = sampleGame(0); return currentPosition(o.game); } },
      { setup: { ...DEFAULT_SETUP, rules: 'ikibuguzo' as const, opponent: 'human' as const }, start: () => runArrayOpening(getRuleset('ikibuguzo')).position },
    ];
    fc.assert(fc.property(fc.integer({ min: 0, max: codes.length - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 30 }), fc.nat(30), (c, seed, length, back) => {
      const { setup: su, start } = codes[c]!;
      const rules = applyOptions(su.rules, su.options);
      if (!rules.ok) throw new Error(rules.error.message);
      let g = newGame(rules.value, start(), su.options);
      const rng = new Rng(seed);
      for (let i = 0; i < length && !gameResult(g).over; i++) {
        const legal = listMoves(rules.value, currentPosition(g)).legal;
        if (legal.length === 0) break;
        const r = playMove(g, legal[rng.below(legal.length)]!.notation);
        if (!r.ok) throw new Error(r.error.message);
        g = r.value;
      }
      for (let i = 0; i < back; i++) g = undo(g);
      const saved = savedOf(su, null, g);
      const same = (x: Result<Game, string> | null) => {
        expect(x?.ok).toBe(true);
        if (!x?.ok) return;
        expect(x.value.played.map((m) => m.notation)).toEqual(g.played.map((m) => m.notation));
        expect(x.value.undone.map((m) => m.notation)).toEqual(g.undone.map((m) => m.notation));
      };
      const fromRecord = parseSavedRecord(recordText(saved));
      expect(fromRecord).toEqual({ ok: true, value: saved });
      same(restore(fromRecord.ok ? fromRecord.value : saved));
      const fromAddress = readSavedQuery(new URLSearchParams(savedQuery(saved).toString()));
      expect(fromAddress).toEqual({ ok: true, value: saved });
    }), { numRuns: 60 });
  });

  it('the URL round-trips', () => {
    const { game, opening } = sampleGame(3);
    const saved = savedOf(setup, opening, game);
    const q = new URLSearchParams(savedQuery(saved).toString());
    expect(readSavedQuery(q)).toEqual({ ok: true, value: saved });
    expect(readSavedQuery(new URLSearchParams('foo=1'))).toBeNull();
  });

  it('a link whose moves carry the record\'s pair numbers (1. b7 f2 2. …) opens the same game as one without', () => {
    const { game, opening } = sampleGame(4);
    const saved = savedOf(setup, opening, game);
    const q = new URLSearchParams(savedQuery(saved).toString());
    q.set('moves', formatMoveList(game.initial.toMove, saved.moves));
    expect(q.get('moves')).toMatch(/^1\.(\.\.)? /);
    expect(readSavedQuery(q)).toEqual({ ok: true, value: saved });
  });

  it.each([
    ['Rules: lango\nStart: 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A', 'the record has no "Moves:" line'],
    ['Rules: chess\nStart: x\nMoves:', 'line 1: unknown rules "chess"; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo'],
    ['Rules: lango\nOptions: foo=1\nStart: x\nMoves:', 'line 2: unknown option "foo"; options of lango: lango.startSingle, lango.clockwiseIncrement, lango.chainStart, lango.clockwiseIncrementStart, lango.clockwiseSingle, lango.increment, lango.openingPairs, lango.openingClockwise, lapWrap, endless, onlyEndless, maxLaps, maxPlies, repetitions'],
    ['Rules: lango\nPlayers: A computer, B computer\nStart: 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A\nMoves:', 'line 2: both players cannot be the computer'],
    ['Rules: lango\nPlayers: A human, B computer genius\nStart: 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A\nMoves:', 'line 2: unknown level "genius"; levels: beginner, quick, steady, strong'],
    ['Rules: lango\nStart: 2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2 A\nMoves:', 'line 2: Lango (1927b) is played on 8 holes a row, not 9'],
    ['Hello there\nRules: lango', 'line 1: "Hello there" is not a record line (Rules:, Options:, Players:, Opening:, Undone:, Start: or Moves:)'],
  ])('a bad record says what is wrong: %s', (text, message) => {
    expect(parseSavedRecord(text)).toEqual({ ok: false, error: message });
  });

  it("reads the engine's own record (formatRecord) as the engine's parser does: one parser for both", () => {
    const { game } = sampleGame(4);
    const text = formatRecord(game);
    const engine = parseRecord(text);
    const page = parseSavedRecord(text);
    expect(engine.ok && page.ok).toBe(true);
    if (!engine.ok || !page.ok) return;
    expect(page.value.moves).toEqual(engine.value.moves);
    expect(page.value.start).toBe(formatPosition(engine.value.start));
    expect(page.value.setup).toMatchObject({ rules: engine.value.rules, options: engine.value.options, opponent: 'human', human: 'A' });
    expect(page.value.opening).toBeNull();
  });

  it("names the reader's line numbers with the page's own lines in the record", () => {
    const text = 'Rules: lango\nPlayers: A human, B human\nOpening: A from A (b7)\nStart: bad\nMoves:';
    expect(parseSavedRecord(text)).toEqual({ ok: false, error: `line 4: ${(parseRecord('Start: bad\nRules: lango\nMoves:') as { error: { message: string } }).error.message.replace(/^line \d+: /, '')}` });
    // Options are named before the start position, as they always were.
    expect(parseSavedRecord('Rules: lango\nPlayers: A human, B human\nOptions: foo=1\nStart: bad\nMoves:')).toMatchObject({ ok: false, error: expect.stringMatching(/^line 3: unknown option "foo"/) });
  });

  it('a record whose moves cannot be played says which move', () => {
    const start = formatPosition(lettered({ C: 1, D: 1, j: 1, i: 2, K: 2 }, 'A'));
    const r = parseSavedRecord(`Rules: lango\nStart: ${start}\nMoves: 1. b3`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const g = restore(r.value);
    expect(g.ok).toBe(false);
    expect(!g.ok && g.error).toMatch(/^move 1 \(b3\): /);
  });

  it('a malformed URL names its problem', () => {
    expect(readSavedQuery(new URLSearchParams('rules=lango'))).toEqual({ ok: false, error: 'the address has no start= parameter' });
    expect(readSavedQuery(new URLSearchParams('start=1'))).toEqual({ ok: false, error: 'the address has no rules= parameter' });
    expect(readSavedQuery(new URLSearchParams('rules=nope'))).toEqual({ ok: false, error: 'rules="nope" is not a game here; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo' });
    // A long code is quoted cut short, not whole.
    const long = readSavedQuery(new URLSearchParams(`rules=${'x'.repeat(5000)}`))!;
    expect(long.ok).toBe(false);
    expect(!long.ok && long.error.length).toBeLessThan(200);
    expect(readSavedQuery(new URLSearchParams('rules=nope&start=2,2'))).toMatchObject({ ok: false, error: expect.stringMatching(/^rules="nope" is not a game here/) });
    const bad = readSavedQuery(new URLSearchParams('rules=didinga&start=2,2&moves='));
    expect(bad?.ok).toBe(false);
  });

  it('reads each parameter into its type: a parameter is never taken for a record line', () => {
    const start = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A';
    // A start that carries a line break and a line of its own is a start that cannot be read, not a start and an Undone line.
    const smuggled = `${start}\nUndone: b7`;
    const expected = parsePosition(smuggled);
    expect(expected.ok).toBe(false);
    expect(readSavedQuery(new URLSearchParams({ rules: 'didinga', start: smuggled, moves: '' }))).toEqual({ ok: false, error: !expected.ok && expected.error.message });
    // Each problem in the order a record's lines are checked: the options before the start, the start before the players.
    expect(readSavedQuery(new URLSearchParams({ rules: 'lango', options: 'foo=1', start: 'bad', players: 'nobody' }))).toMatchObject({ ok: false, error: expect.stringMatching(/^unknown option "foo"/) });
    expect(readSavedQuery(new URLSearchParams({ rules: 'lango', start: 'bad', players: 'nobody' }))).toEqual({ ok: false, error: (parsePosition('bad') as { error: { message: string } }).error.message });
    expect(readSavedQuery(new URLSearchParams({ rules: 'lango', start, players: 'nobody' }))).toEqual({ ok: false, error: '"Players: nobody" should read like "A human, B computer steady"' });
    // The width of the board, last (D-wide: Lango is played on 8 holes a row).
    const wide = '2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2 A';
    expect(readSavedQuery(new URLSearchParams({ rules: 'lango', start: wide }))).toEqual({ ok: false, error: widthRefusal('lango', 9) });
  });

  it('an overlong or hostile value is quoted cut and escaped, and an opening line past 200 characters is refused (issue 47)', () => {
    const start = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A';
    expect(readSavedQuery(new URLSearchParams({ rules: 'lango', start, players: 'q'.repeat(8000) }))).toEqual({ ok: false, error: `"Players: ${'q'.repeat(31)}…" (8009 characters) should read like "A human, B computer steady"` });
    const opening = 'z'.repeat(8000);
    const refused = `the opening line "${'z'.repeat(40)}…" (8000 characters) is over 200 characters`;
    expect(readSavedQuery(new URLSearchParams({ rules: 'lango', start, opening }))).toEqual({ ok: false, error: refused });
    expect(parseSavedRecord(`Rules: lango\nOpening: ${opening}\nStart: ${start}\nMoves:`)).toEqual({ ok: false, error: `line 2: ${refused}` });
    // The page's own longest line, and one of 200 characters, are read.
    const own = 'A from A (b7), taking clockwise chances; B from B (b8), taking clockwise chances; B finished first and moves first';
    for (const line of [own, 'o'.repeat(200)]) expect(readSavedQuery(new URLSearchParams({ rules: 'lango', start, opening: line }))).toMatchObject({ ok: true, value: { opening: line } });
  });
});

describe('setup', () => {
  it('options refused together are named by their readings in words, not their keys', () => {
    expect(rulesetOf({ rules: 'lango', options: ['lango.startSingle=sow', 'lango.increment=dlp'] })).toEqual({
      ok: false,
      error: 'the reading “a single marble taken at the start sown alone” has no effect under “DLP’s increment, sown on from the back hole behind”: in DLP\'s reading a single marble taken, at the start of a move or later, is always lifted with the back hole behind the capturing hole and sown on from there (AMB-4, AMB-6)',
    });
  });

  it('only the Didinga game takes wider boards (D-wide)', () => {
    expect(widthsOf('didinga')).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(widthsOf('lango')).toEqual([8]);
    expect(widthsOf('ikibuguzo')).toEqual([8]);
  });

  it('knows whose turn belongs to the computer', () => {
    expect(isComputerTurn({ ...DEFAULT_SETUP, opponent: 'computer', human: 'A' }, 'B')).toBe(true);
    expect(isComputerTurn({ ...DEFAULT_SETUP, opponent: 'computer', human: 'A' }, 'A')).toBe(false);
    expect(isComputerTurn({ ...DEFAULT_SETUP, opponent: 'human' }, 'B')).toBe(false);
  });
});
