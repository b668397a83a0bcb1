/** The game API: whole games end, undo and redo, the game record round-trips. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../src/engine/simulator.ts';
import {
  appendMove, currentPosition, formatRecord, gameFromRecord, gameMoves, gameResult, hasLegalMove, inOpening, newGame, parseRecord, playMove, redo, undo, type Game,
} from '../../src/engine/game.ts';
import { listMoves, play, type MoveResult } from '../../src/engine/moves.ts';
import { applyOptions } from '../../src/engine/rulesets/options.ts';
import { formatPosition } from '../../src/engine/notation/position.ts';
import { runArrayOpening, runSimultaneousOpening } from '../../src/engine/opening.ts';
import { startPosition, totalMarbles, type Position } from '../../src/engine/position.ts';
import { Rng } from '../../src/engine/rng.ts';
import { RULESETS } from '../../src/engine/rulesets/index.ts';
import type { Ruleset } from '../../src/engine/rulesets/types.ts';
import { RULESET_IDS } from '../../src/engine/types.ts';

function mainPhaseStart(rules: Ruleset, cols = 8): Position {
  if (rules.opening.kind === 'array') return runArrayOpening(rules).position;
  // LU-open: Ludii's first turns are the game's first moves, from the start array.
  if (rules.opening.kind === 'sequential') return startPosition(cols);
  const r = runSimultaneousOpening(rules, { cols });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.position;
}

function randomGame(rules: Ruleset, seed: number, maxMoves = 400): Game {
  const rng = new Rng(seed);
  let game = newGame(rules, mainPhaseStart(rules));
  for (let i = 0; i < maxMoves && !gameResult(game).over; i++) {
    const moves = gameMoves(game);
    const r = playMove(game, moves[rng.below(moves.length)]!.notation);
    if (!r.ok) throw new Error(r.error.message);
    game = r.value;
  }
  return game;
}

describe.each(RULESET_IDS)('%s: whole games', (id) => {
  const rules = RULESETS[id];

  it('random games through the game API end with a result, every marble kept', () => {
    for (const seed of [1, 2, 3]) {
      const game = randomGame(rules, seed);
      const end = gameResult(game);
      expect(end.over).toBe(true);
      expect(totalMarbles(currentPosition(game))).toBe(64);
    }
  });

  it('random playouts on the fast path always end (immobility, K-win or the move limit), many seeds', () => {
    const sim = new Simulator(rules, 8);
    const start = mainPhaseStart(rules);
    const rng = new Rng(99);
    let decisive = 0;
    for (let i = 0; i < 300; i++) {
      sim.setPosition(start);
      const r = sim.playout(rng);
      expect(r.plies).toBeLessThanOrEqual(rules.gameLimit.maxPlies);
      let total = 0;
      for (const c of sim.board) {
        expect(c).toBeGreaterThanOrEqual(0);
        total += c;
      }
      expect(total).toBe(64);
      if (r.winner) decisive++;
    }
    expect(decisive).toBeGreaterThan(0);
  });

  it('the game record round-trips and replays to the same position', () => {
    const game = randomGame(rules, 7, 30);
    const text = formatRecord(game);
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.rules).toBe(id);
    const replay = gameFromRecord(rules, parsed.value);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(formatPosition(currentPosition(replay.value))).toBe(formatPosition(currentPosition(game)));
    expect(formatRecord(replay.value)).toBe(text);
  });
});

describe('undo and redo', () => {
  it('take moves back and forward without losing any', () => {
    const game = randomGame(RULESETS.lango, 3, 6);
    const back2 = undo(undo(game));
    expect(back2.played).toHaveLength(game.played.length - 2);
    expect(redo(redo(back2)).played).toEqual(game.played);
    expect(undo(newGame(RULESETS.lango, startPosition()))).toEqual(newGame(RULESETS.lango, startPosition()));
    // a new move after undo drops the redo list
    const moves = gameMoves(back2);
    const r = playMove(back2, moves[moves.length - 1]!.notation);
    expect(r.ok && r.value.undone).toEqual([]);
  });
});

describe('game record', () => {
  it('numbers moves in pairs from A, and "1..." when B begins', () => {
    const pos = { ...startPosition(), toMove: 'B' as const };
    const g1 = playMove(newGame(RULESETS.didinga, pos), 'b7');
    if (!g1.ok) throw new Error(g1.error.message);
    const second = gameMoves(g1.value)[0]!.notation;
    const g2 = playMove(g1.value, second);
    if (!g2.ok) throw new Error(g2.error.message);
    expect(formatRecord(g2.value).split('\n').at(-1)).toBe(`Moves: 1... b7 2. ${second}`);
  });

  it.each([
    ['Start: x\nMoves:', 'missing-field', 'the record has no "Rules:" line'],
    ['Rules: chess\nStart: 2 A\nMoves:', 'bad-rules', 'line 1: unknown rules "chess"; known: didinga, lango, ikibuguzo'],
    ['Rules: lango\nStart: 2,2 A\nMoves:', 'bad-start', 'line 2: expected 4 rows separated by "/", found 1'],
    ['Rules: lango\nPlayers: A human, B human\nStart: 2 A\nMoves:', 'unknown-line', 'line 2: "Players: A human, B human" is not a record line (Rules:, Options:, Start: or Moves:)'],
    ['Rules: lango\nOptions: lango.increment=dlp lango.clockwiseIncrement=yes\nStart: 2 A\nMoves:', 'bad-options', 'line 2: '],
    ['Rules: lango\nOptions: foo=1\nStart: bad\nMoves:', 'bad-options', 'line 2: unknown option "foo"'],
  ])('rejects a bad record: %j', (text, code, message) => {
    const r = parseRecord(text);
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code }) });
    expect(!r.ok && r.error.message.startsWith(message)).toBe(true);
  });

  it('keeps the header lines its caller names, with every line number, and refuses the rest', () => {
    const text = `Rules: didinga\nPlayers: A human, B computer steady\nStart: ${formatPosition(startPosition())}\nOpening: A from A\nMoves: 1. b7`;
    const r = parseRecord(text, { extraFields: ['players', 'opening'] });
    if (!r.ok) throw new Error(r.error.message);
    expect([...r.value.extra]).toEqual([['players', { value: 'A human, B computer steady', line: 2 }], ['opening', { value: 'A from A', line: 4 }]]);
    expect(r.value.lines.get('start')).toBe(3);
    expect(r.value.moves).toEqual(['b7']);
    expect(parseRecord('Hello\nRules: didinga', { extraFields: ['players'] })).toMatchObject({ ok: false, error: { code: 'unknown-line', message: 'line 1: "Hello" is not a record line (Rules:, Options:, Players:, Start: or Moves:)' } });
  });

  it('names the move that cannot be replayed', () => {
    const parsed = parseRecord(`Rules: didinga\nStart: ${formatPosition(startPosition())}\nMoves: 1. b7 f9`);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = gameFromRecord(RULESETS.didinga, parsed.value);
    expect(!r.ok && r.error.message).toBe('move 2 (f9): column 9 is off the board: columns run from 1 to 8, counted from the mover\'s left');
  });

  it('names a hostile move escaped and cut: no control character, no kilobytes', () => {
    const r = gameFromRecord(RULESETS.didinga, { start: startPosition(), options: [], moves: [`\u001b[31m${'b'.repeat(100)}`] });
    expect(!r.ok && r.error.message).toBe(`move 1 (\\x1b[31m${'b'.repeat(35)}…): "\\x1b[31m${'b'.repeat(35)}…" (105 characters) is not a move start: expected b or f and a column (b7, f2), optionally "<" for clockwise (f2<), or x and a front hole for a Lango start capture (xf6)`);
  });
});

describe('AMB-11 repetition', () => {
  it('draws when the same position recurs the set number of times', () => {
    const start = startPosition();
    const fake = (after: Position): MoveResult => ({ move: { start: { kind: 'sow', hole: 0, clockwise: false }, decisions: [] }, notation: 'b1', after, status: 'ended', legal: true, captured: 0, laps: 1, drops: 2, endHoleWin: false });
    const other = { ...start, toMove: 'B' as const };
    const game: Game = { ...newGame(RULESETS.didinga, start), played: [fake(other), fake(start), fake(other), fake(start)] };
    expect(gameResult(game)).toEqual({ over: true, winner: null, reason: 'repetition' });
    expect(gameResult({ ...game, played: game.played.slice(0, 2) })).toEqual({ over: false });
  });
});

describe('game end, worked out cheaply (D-end, AMB-11)', () => {
  it('hasLegalMove agrees with the whole list of moves, in positions of random games of every ruleset', () => {
    let immobile = 0;
    for (const id of RULESET_IDS) {
      const rules = RULESETS[id];
      for (const seed of [11, 12]) {
        const game = randomGame(rules, seed);
        for (let i = 0; i <= game.played.length; i++) {
          const g = { ...game, played: game.played.slice(0, i) };
          const pos = currentPosition(g);
          const listed = listMoves(rules, pos, { opening: inOpening(g) }).legal.length > 0;
          expect(hasLegalMove(rules, pos, inOpening(g))).toBe(listed);
          if (!listed) immobile++;
        }
      }
    }
    // The games end by immobility, so both answers occur.
    expect(immobile).toBeGreaterThan(0);
  });

  it('a replayed record counts repetitions as the game API does, and refuses a move after the end (AMB-11)', () => {
    for (const id of ['didinga', 'lango', 'ikibuguzo'] as const) {
      const rules = applyOptions(id, ['repetitions=2']);
      if (!rules.ok) throw new Error(rules.error.message);
      for (const seed of [1, 2, 3]) {
        const game = randomGame(rules.value, seed, 300);
        const moves = game.played.map((m) => m.notation);
        const replay = gameFromRecord(rules.value, { start: game.initial, options: ['repetitions=2'], moves });
        if (!replay.ok) throw new Error(replay.error.message);
        expect(replay.value.played.map((m) => formatPosition(m.after))).toEqual(game.played.map((m) => formatPosition(m.after)));
        const extra = gameFromRecord(rules.value, { start: game.initial, options: ['repetitions=2'], moves: [...moves, moves[0]!] });
        if (gameResult(game).over) expect(extra).toMatchObject({ ok: false, error: { code: 'game-over', index: moves.length } });
      }
    }
    // Three marbles a side chasing each other round Ikibuguzo's board: the 32nd move brings
    // back a position met before with the same side to move, a draw under repetitions=2.
    const rules = applyOptions('ikibuguzo', ['repetitions=2']);
    if (!rules.ok) throw new Error(rules.error.message);
    const text = 'Rules: ikibuguzo\nOptions: repetitions=2\nStart: 1,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,2,1,0,0 A\n'
      + 'Moves: b5 b7 b6 b8 b7 f8 b8 f7 f8 f6 f7 f5 f6 f4 f5 f3 f4 f2 f3 f1 f2 b1 f1 b2 b1 b3 b2 b4 b3 b5 b4 b6';
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replay = gameFromRecord(rules.value, parsed.value);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(gameResult(replay.value)).toEqual({ over: true, winner: null, reason: 'repetition' });
    expect(gameFromRecord(rules.value, { ...parsed.value, moves: [...parsed.value.moves, 'b5'] })).toMatchObject({ ok: false, error: { code: 'game-over', index: 32 } });
    // One move short of it, the game goes on.
    const short = gameFromRecord(rules.value, { ...parsed.value, moves: parsed.value.moves.slice(0, -1) });
    expect(short.ok && gameResult(short.value)).toEqual({ over: false });
  });
});

describe('movePairs: the record numbered in pairs, each move with its place in the game', () => {
  it('numbers A-first games and B-first games, and every index points at its own move', async () => {
    const { movePairs } = await import('../../src/engine/game.ts');
    const moves = ['b1', 'b2', 'b3', 'b4', 'b5'];
    expect(movePairs('A', moves)).toEqual([
      { number: 1, A: 'b1', B: 'b2', indexA: 0, indexB: 1 },
      { number: 2, A: 'b3', B: 'b4', indexA: 2, indexB: 3 },
      { number: 3, A: 'b5', B: null, indexA: 4, indexB: null },
    ]);
    const fromB = movePairs('B', moves);
    expect(fromB[0]).toEqual({ number: 1, A: null, B: 'b1', indexA: null, indexB: 0 });
    for (const p of [...movePairs('A', moves), ...fromB]) {
      if (p.indexA !== null) expect(moves[p.indexA]).toBe(p.A);
      if (p.indexB !== null) expect(moves[p.indexB]).toBe(p.B);
    }
  });
});

describe('appendMove: a move played once, with its trace, appended to the game', () => {
  it('appending a played result is playMove of its notation, trace left out (property-based)', () => {
    fc.assert(fc.property(fc.constantFrom(...RULESET_IDS), fc.nat({ max: 2 ** 31 - 1 }), fc.nat({ max: 60 }), (id, seed, plies) => {
      const rules = RULESETS[id];
      const game = randomGame(rules, seed, plies);
      if (gameResult(game).over) return;
      const from = currentPosition(game);
      const moves = gameMoves(game);
      const chosen = moves[seed % moves.length]!;
      const traced = play(rules, from, chosen.move, { trace: true, opening: inOpening(game) });
      if (!traced.ok) throw new Error(traced.error.message);
      expect(traced.value.trace?.length).toBeGreaterThan(0);
      const appended = appendMove(game, traced.value, from);
      const replayed = playMove(game, chosen.notation);
      expect(appended).toEqual(replayed);
    }), { seed: 44, numRuns: 60 });
  });

  it('refuses a result played from another position, and any move once the game is over', () => {
    const rules = RULESETS.didinga;
    const game = newGame(rules, mainPhaseStart(rules));
    const first = gameMoves(game)[0]!;
    const after = playMove(game, first.notation);
    if (!after.ok) throw new Error(after.error.message);
    // The first move's result again, one move later: the game has moved on.
    const stale = appendMove(after.value, first, game.initial);
    expect(stale).toMatchObject({ ok: false, error: { code: 'illegal' } });
    expect(!stale.ok && stale.error.message).toMatch(/^the move \S+ was played from another position \(.+\) than the game's \(.+\)$/);
    // A position the same as the game's, in another object, is the game's.
    const copy = { ...after.value.played[0]!.after, counts: [...after.value.played[0]!.after.counts] };
    const second = play(rules, copy, gameMoves(after.value)[0]!.move);
    if (!second.ok) throw new Error(second.error.message);
    expect(appendMove(after.value, second.value, copy)).toEqual(playMove(after.value, second.value.notation));
    // Ikibuguzo, B to move: b1 captures both of A's front end holes (K-win), and the game is over.
    const over = gameFromRecord(RULESETS.ikibuguzo, (() => {
      const r = parseRecord('Rules: ikibuguzo\nStart: 20,0,2,3,1,3,0,5/3,2,3,2,0,1,1,5/1,0,1,1,2,0,0,1/1,2,1,0,1,0,0,2 B\nMoves: 1... b1');
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    })());
    if (!over.ok) throw new Error(over.error.message);
    expect(gameResult(over.value).over).toBe(true);
    expect(appendMove(over.value, over.value.played[0]!, currentPosition(over.value))).toEqual({ ok: false, error: { code: 'game-over', message: 'the game is over' } });
  });

  it('refuses a move the rules forbid because it never ends (AMB-3)', () => {
    const rules = RULESETS.didinga;
    const game = newGame(rules, mainPhaseStart(rules));
    const legal = gameMoves(game)[0]!;
    const r = appendMove(game, { ...legal, status: 'endless', legal: false }, currentPosition(game));
    expect(r).toEqual({ ok: false, error: { code: 'illegal', message: `the move ${legal.notation} does not end, which the rules forbid (AMB-3)` } });
  });
});
