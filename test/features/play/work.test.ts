/**
 * Replaying records off the page's thread (src/features/play/work.ts, hooks.ts): the worker's
 * answer is the game the page would replay, the page adopts it so that `restore` does not replay
 * it again, the actions that open a record name the records they need, hostile requests get a
 * typed error, and a move on a dense board records at most MAX_SHOWN_STEPS steps.
 */
import { describe, expect, it } from 'vitest';
import { applyOptions, formatPosition, gameResult, parseMove, parsePosition, startPosition } from '../../../src/engine/index.ts';
import { handleWork } from '../../../src/components/work/protocol.ts';
import { forgetReplay, hasReplay, keepReplay, parseSavedRecord, recordText, restore } from '../../../src/features/play/play.ts';
import { attemptMove } from '../../../src/components/move-choice.ts';
import { defaults, recordsToReplay, reduce, type PlayState } from '../../../src/features/play/state/index.ts';
import { MAX_SHOWN_STEPS } from '../../../src/components/frames.ts';
import { adoptReplay, MAX_REPLAY_CHARS, replayJob, replayRecord, replayRequest } from '../../../src/features/play/work.ts';
import { assertHostileRequestsAnswered } from '../../components/work/hostile.ts';

const START = formatPosition(startPosition(8));
const RECORD = `Rules: didinga\nOptions: \nPlayers: A human, B human\nStart: ${START}\nMoves: 1. b4 f8 2. f8 f4`;

describe('replayJob', () => {
  it('answers the game the page would replay, with its end, and survives a worker’s copy', () => {
    const r = handleWork({ ...replayRequest(RECORD), id: 3 }, replayJob);
    if (r.type !== 'done') throw new Error(r.message);
    const saved = parseSavedRecord(RECORD);
    if (!saved.ok) throw new Error(saved.error);
    forgetReplay(recordText(saved.value));
    const here = restore(saved.value);
    if (!here.ok) throw new Error(here.error);
    expect(r.value.record).toBe(recordText(saved.value));
    expect(r.value.game.played.map((m) => m.notation)).toEqual(['b4', 'f8', 'f8', 'f4']);
    expect(r.value.game.played.map((m) => formatPosition(m.after))).toEqual(here.value.played.map((m) => formatPosition(m.after)));
    expect(r.value.end).toEqual(gameResult(here.value));
    expect(structuredClone(r.value)).toEqual(r.value);
  });

  it('a record that cannot be replayed is refused, naming the move; one too long for the worker, naming its length', () => {
    const bad = handleWork({ type: 'replay', id: 1, record: RECORD.replace('f4', 'f9') }, replayJob);
    expect(bad).toEqual({ type: 'error', id: 1, message: "move 4 (f9): column 9 is off the board: columns run from 1 to 8, counted from the mover's left" });
    const long = handleWork({ type: 'replay', id: 2, record: `${RECORD} ${'b1 '.repeat(MAX_REPLAY_CHARS / 3)}` }, replayJob);
    expect(long.type === 'error' && long.message).toMatch(new RegExp(`^"record" is \\d+ characters long; at most ${MAX_REPLAY_CHARS} are read$`));
  });

  it('hostile requests get one typed answer, never an exception (property-based)', () => {
    assertHostileRequestsAnswered(replayJob, { ...replayRequest(RECORD), id: 4 });
  });
});

describe('the page adopts a replay', () => {
  it('restore finds the adopted game itself, not a replay of it, under the record and under the text asked for', () => {
    const spaced = RECORD.replace('1. b4 f8 2. f8 f4', '1.  b4   f8 2. f8 f4 ');
    const view = replayRecord(spaced);
    if (!view.ok) throw new Error(view.error);
    expect(adoptReplay(view.value, spaced)).toBe(true);
    const saved = parseSavedRecord(RECORD);
    if (!saved.ok) throw new Error(saved.error);
    const a = restore(saved.value);
    const b = restore(saved.value);
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(hasReplay(spaced)).toBe(true);
    forgetReplay(view.value.record);
    expect(hasReplay(view.value.record)).toBe(false);
  });

  it('a refusal kept for a record is what restore then answers (a stopped replay, reported by the action)', () => {
    const text = RECORD.replace('f4', 'b1');
    const saved = parseSavedRecord(text);
    if (!saved.ok) throw new Error(saved.error);
    keepReplay(recordText(saved.value), { ok: false, error: 'you stopped its replay' });
    const s = reduce(defaults(), { type: 'record-pasted', text });
    expect(s.message).toBe('That record cannot be replayed: you stopped its replay. Your current game is unchanged.');
    forgetReplay(recordText(saved.value));
  });
});

describe('recordsToReplay: the records an action opens', () => {
  const loaded = (query: string): PlayState => reduce(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false });

  it('a link, a saved game, a paste and a resumed game each name their record until it is replayed; other actions none', () => {
    const saved = parseSavedRecord(RECORD);
    if (!saved.ok) throw new Error(saved.error);
    const key = recordText(saved.value);
    forgetReplay(key);
    const query = new URLSearchParams({ rules: 'didinga', players: 'A human, B human', start: START, moves: 'b4 f8 f8 f4' }).toString();
    const entry = { id: 'e1', rev: 1, updated: 1, record: key, title: 'a game', moves: 4, finished: false };
    expect(recordsToReplay(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false })).toEqual([key]);
    expect(recordsToReplay(defaults(), { type: 'loaded', query: '', saves: [entry], tabGame: null, reducedMotion: false })).toEqual([key]);
    expect(recordsToReplay(defaults(), { type: 'loaded', query, saves: [entry], tabGame: 'e1', reducedMotion: false })).toEqual([key]);
    expect(recordsToReplay(defaults(), { type: 'record-pasted', text: RECORD })).toEqual([key]);
    expect(recordsToReplay({ ...loaded(''), saves: [entry] }, { type: 'save-resumed', id: 'e1' })).toEqual([key]);
    // Nothing to replay: no game, a record that does not even read (the reducer says why at once), other actions.
    expect(recordsToReplay(defaults(), { type: 'loaded', query: '', saves: [], tabGame: null, reducedMotion: false })).toEqual([]);
    expect(recordsToReplay(defaults(), { type: 'record-pasted', text: 'Rules: chess' })).toEqual([]);
    expect(recordsToReplay(defaults(), { type: 'undo' })).toEqual([]);
    // Once replayed (adopted from the worker), the same actions need nothing.
    const view = replayRecord(RECORD);
    if (!view.ok) throw new Error(view.error);
    adoptReplay(view.value);
    expect(recordsToReplay(defaults(), { type: 'loaded', query, saves: [entry], tabGame: null, reducedMotion: false })).toEqual([]);
    forgetReplay(key);
  });
});

describe('MAX_SHOWN_STEPS: the steps of one move the page records', () => {
  it('a move that runs to the lap bound on a dense board records MAX_SHOWN_STEPS steps, says it was cut, and still ends where the move ends (AMB-3)', () => {
    // A position found by hill-climbing the drops of one move: b7 runs to the lap bound (10000 laps).
    const pos = parsePosition('5,0,0,0,0,7,8,1/12,0,0,0,0,5,4,9/1,3,3,4,22,5,5,0/1,0,2,9,9,4,3,6 A');
    const rules = applyOptions('didinga', ['endless=stop']);
    const move = parseMove('b7', 8);
    if (!pos.ok || !rules.ok || !move.ok) throw new Error('setup');
    const a = attemptMove(rules.value, pos.value, move.value);
    if (a.kind !== 'complete') throw new Error(a.kind);
    expect(a.result.trace?.length).toBe(MAX_SHOWN_STEPS);
    expect(a.result.traceCut).toBe(true);
    expect(a.result.laps).toBe(10_000);
  });

  it('the move played on the page says its steps stop there', () => {
    const query = new URLSearchParams({ rules: 'didinga', options: 'endless=stop', players: 'A human, B human', start: '5,0,0,0,0,7,8,1/12,0,0,0,0,5,4,9/1,3,3,4,22,5,5,0/1,0,2,9,9,4,3,6 A', moves: '' }).toString();
    let s = reduce(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false });
    s = reduce(s, { type: 'move-applied', notation: 'b7', by: 'human' });
    expect(s.lastFrames?.title).toBe(`A played b7 (its first ${MAX_SHOWN_STEPS.toLocaleString('en')} steps are shown)`);
    // The start, the steps shown, and the board after the whole move.
    const frames = s.lastFrames!.frames;
    expect(frames.length).toBe(MAX_SHOWN_STEPS + 2);
    expect(frames.at(-1)!.type).toBe('cut');
    expect(frames.at(-1)!.position).toBe(formatPosition(s.game!.played[0]!.after));
    expect(frames.at(-1)!.caption.driberg).toBe(`The steps after the first ${MAX_SHOWN_STEPS.toLocaleString('en')} are not shown; the move went on to its end, 10,000 laps in all. The board after it.`);
    expect(s.game?.played[0]?.laps).toBe(10_000);
  });
});
