/** The play page's state machine (src/features/play/state/): every transition through `reduce`, no browser. */
import { describe, expect, it } from 'vitest';
import {
  boardIndex, currentPosition, formatPosition, getRuleset, listMoves, openingStartHoles, parsePosition, type Position,
} from '../../../src/engine/index.ts';
import { optionsFor, Rng } from '../../../src/engine/index.ts';
import { requirementMet } from '../../../src/components/readings.ts';
import { searchMove, type SearchStats } from '../../../src/computer/search.ts';
import { DEFAULT_SETUP, recordText, savedQuery, type PlaySetup } from '../../../src/features/play/play.ts';
import { linkOpensAsNew, resumesAGame, serializeSaves, withinLink, type SaveEntry } from '../../../src/features/play/saves.ts';
import { holeName, holeOfIndex } from '../../../src/components/holes.ts';
import {
  canHint, canRedo, canUndo, computerRequest, computerWinText, defaults, endOf, failureOf, hintHole, hintRequest, hintWords, HINT_LEVEL, humanToMove, jobOf, positionOf, reduce, savedGameOf,
  LINK_OPENS_AS_NEW, previewedMove, runningId, startsOf, statusText, stepThroughGame, type Action, type PlayState,
} from '../../../src/features/play/state/index.ts';
import { lettered, local } from '../../engine/helpers.ts';

const run = (s: PlayState, ...actions: Action[]) => actions.reduce(reduce, s);

/** The page just loaded with nothing saved. */
const blank = () => run(defaults(), { type: 'loaded', query: '', saves: [], tabGame: null, reducedMotion: false });

/** A saved-games entry holding a record. */
function entry(id: string, record: string, rev = 1, updated = 1000): SaveEntry {
  return { id, rev, updated, record, title: 'a game', moves: 0, finished: false };
}

/** The page loaded from an address holding a position and no moves. */
function fromPosition(rules: string, pos: Position | string, players = 'A human, B human'): PlayState {
  const start = typeof pos === 'string' ? pos : formatPosition(pos);
  const query = new URLSearchParams({ rules, players, start, moves: '' }).toString();
  return run(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false });
}

const stats: SearchStats = { iterations: 10, elapsedMs: 1000, winRate: 0.5, candidates: [] } as unknown as SearchStats;

/** Play the reader's move from a hole: the first way to start, the first answer to each question. */
function playFrom(s: PlayState, index: number): PlayState {
  s = reduce(s, { type: 'hole-chosen', index });
  if (s.pendingStarts) s = reduce(s, { type: 'start-chosen', start: s.pendingStarts.choices[0]!.start });
  while (s.decision) s = reduce(s, { type: 'decision-answered', token: s.decision.options[0]!.token });
  return s;
}

describe('defaults and loading', () => {
  it('starts as the static board, then the setup once loaded', () => {
    const d = defaults();
    expect(d).toMatchObject({ hydrated: false, phase: { kind: 'setup' }, game: null, setup: DEFAULT_SETUP, draft: DEFAULT_SETUP, speed: 'normal', labels: 'driberg', message: null });
    const s = blank();
    expect(s.hydrated).toBe(true);
    expect(statusText(s)).toBe('Choose the game, then start it.');
    expect(savedGameOf(s)).toBeNull();
  });

  it('turns the animation off under reduced motion', () => {
    expect(run(defaults(), { type: 'loaded', query: '', saves: [], tabGame: null, reducedMotion: true }).speed).toBe('off');
  });

  it('the address wins over local storage; a malformed address keeps the saved game and says why', () => {
    const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, j: 2 }, 'A')), moves: [] });
    const saves = [entry('g1', stored)];
    const kept = run(defaults(), { type: 'loaded', query: 'rules=didinga&start=2,2,x', saves, tabGame: null, reducedMotion: false });
    expect(kept.phase.kind).toBe('main');
    expect(formatPosition(positionOf(kept))).toBe(formatPosition(lettered({ C: 2, j: 2 }, 'A')));
    expect(kept.message).toMatch(/^The address holds a game that cannot be read \(.+\)\. Your last game is shown instead\.$/);

    const start = lettered({ C: 1, D: 3, j: 2 }, 'B');
    const url = run(defaults(), { type: 'loaded', query: new URLSearchParams({ rules: 'didinga', start: formatPosition(start), moves: '' }).toString(), saves, tabGame: null, reducedMotion: false });
    expect(formatPosition(positionOf(url))).toBe(formatPosition(start));
    expect(url.message).toBeNull();
    // The address's game is not the saved one: it opens as a new game, and the saved one stays listed.
    expect(url.slot).toBeNull();
    expect(url.saves).toBe(saves);
    expect(url.notice).toMatch(/^The game in this link opens as a new game/);

    const unreadable = run(defaults(), { type: 'loaded', query: '', saves: [entry('g1', 'Hello')], tabGame: null, reducedMotion: false });
    expect(unreadable.phase.kind).toBe('setup');
    expect(unreadable.message).toMatch(/^The game saved in this browser cannot be read \(line 1: "Hello" is not a record line/);
    // The unreadable game stays in the list: the page never drops a saved game it cannot read.
    expect(unreadable.saves.map((e) => e.id)).toEqual(['g1']);
  });
});

describe('the setup form', () => {
  it('a new code starts from its defaults; an option at its default is dropped', () => {
    let s = run(blank(), { type: 'setup-changed', change: { cols: 12 } });
    expect(s.draft.cols).toBe(12);
    s = run(s, { type: 'setup-changed', change: { rules: 'lango' } });
    expect(s.draft).toMatchObject({ rules: 'lango', cols: 8, options: [] });
    s = run(s, { type: 'option-changed', key: 'lango.increment', value: 'dlp' });
    expect(s.draft.options).toEqual(['lango.increment=dlp']);
    expect(run(s, { type: 'option-changed', key: 'lango.increment', value: 'driberg' }).draft.options).toEqual([]);
    expect(s.setup).toEqual(DEFAULT_SETUP); // the game's own setup changes only with a new game
  });

  const CLOCKWISE_SINGLE = optionsFor('lango').find((o) => o.key === 'lango.clockwiseSingle')!;
  it('an option that needs another (AMB-13) goes back to its default when that one is changed away', () => {
    let s = run(blank(), { type: 'setup-changed', change: { rules: 'lango' } });
    expect(requirementMet(s.draft.options, CLOCKWISE_SINGLE)).toBe(false);
    s = run(s, { type: 'option-changed', key: 'lango.clockwiseIncrement', value: 'yes' }, { type: 'option-changed', key: 'lango.clockwiseSingle', value: 'yes' });
    expect(s.draft.options).toEqual(['lango.clockwiseIncrement=yes', 'lango.clockwiseSingle=yes']);
    expect(requirementMet(s.draft.options, CLOCKWISE_SINGLE)).toBe(true);
    s = run(s, { type: 'option-changed', key: 'lango.clockwiseIncrement', value: 'no' });
    expect(s.draft.options).toEqual([]);
    expect(run(s, { type: 'new-game' }).phase.kind).not.toBe('setup');
  });

  it('options the engine refuses are named, and no game starts', () => {
    const s = run(blank(), { type: 'setup-changed', change: { options: ['foo=1'] } }, { type: 'new-game' });
    expect(s.phase.kind).toBe('setup');
    expect(s.message).toMatch(/^Those options cannot be used: unknown option "foo"/);
  });
});

describe('a whole game against a friend, through actions', () => {
  function opened(): PlayState {
    let s = run(blank(), { type: 'setup-changed', change: { rules: 'didinga' } }, { type: 'setup-changed', change: { opponent: 'human' } }, { type: 'new-game' });
    expect(s.phase).toEqual({ kind: 'opening', choices: {}, chooser: 'A', clockwise: false });
    expect(s.announce).toBe('Player A, choose the back-row hole to open from.');
    expect(statusText(s)).toBe('Player A: choose the back-row hole you open from.');
    const holes = openingStartHoles(getRuleset('didinga'), 8);
    // B's hole is not A's to choose.
    expect(run(s, { type: 'hole-chosen', index: boardIndex('B', holes[0]!, 8) })).toBe(s);
    s = run(s, { type: 'hole-chosen', index: boardIndex('A', holes[0]!, 8) });
    expect(s.phase).toMatchObject({ kind: 'opening', chooser: 'B', choices: { A: { hole: holes[0], clockwise: false } } });
    expect(s.announce).toBe('Player B, choose the back-row hole to open from.');
    s = run(s, { type: 'opening-chosen', hole: holes[0]! });
    expect(s.phase.kind).toBe('main');
    expect(s.opening).toMatch(/^A from .+; B from .+; [AB] finished first and moves first$/);
    expect(s.announce).toBe(`The opening: ${s.opening}.`);
    expect(s.animation).toMatchObject({ index: 0, title: 'The opening' });
    expect(s.lastFrames?.title).toBe('The opening');
    expect(humanToMove(s)).toBe(false); // the opening is still being shown
    return s;
  }

  it('the opening, then moves by holes until the game is over', () => {
    let s = opened();
    // The animation steps to its end, then stops.
    let steps = 0;
    while (s.animation && steps++ < 10_000) s = reduce(s, { type: 'animation-step' });
    expect(s.animation).toBeNull();
    expect(steps).toBe(s.lastFrames!.frames.length);
    const rng = new Rng(3);
    let plies = 0;
    while (!endOf(s).over) {
      expect(humanToMove(s)).toBe(true);
      expect(statusText(s)).toBe(`${positionOf(s).toMove} to move: choose a hole to sow.`);
      const holes = [...startsOf(s).keys()];
      const mover = positionOf(s).toMove;
      s = playFrom(s, holes[rng.below(holes.length)]!);
      plies++;
      expect(s.game!.played.length).toBe(plies);
      // The next side to move, or (for the last move) nothing yet: the end is said after the last drop.
      expect(s.announce).toMatch(new RegExp(`^${mover} played \\S+: \\d+ laps?, \\d+ marbles? taken\\.( [AB] to move\\.)?$`));
      expect(s.animation?.index).toBe(0);
      expect(s.lastFrames?.title).toBe(`${mover} played ${s.game!.played[plies - 1]!.notation}`);
      s = reduce(s, { type: 'animation-skip' });
    }
    const end = endOf(s);
    expect(end.over).toBe(true);
    expect(plies).toBeGreaterThan(4);
    expect(statusText(s)).toMatch(/\((D-end|AMB-11; the sources set no rule)\)\.$/);
    expect(s.announce.endsWith(statusText(s))).toBe(true);
    // Stepping back to the last move says how the game ends, not whose move it would be.
    const last = run(run(s, { type: 'undo' }), { type: 'redo' });
    expect(last.announce.endsWith(statusText(s))).toBe(true);
    expect(last.announce).not.toMatch(/to move\.$/);
    expect(startsOf(s).size).toBe(0);
    expect(run(s, { type: 'hole-chosen', index: 0 })).toBe(s);
    // The saved game replays to the same place.
    const saved = savedGameOf(s)!;
    expect(saved.moves).toHaveLength(plies);
    const again = run(blank(), { type: 'record-pasted', text: recordText(saved) });
    expect(formatPosition(positionOf(again))).toBe(formatPosition(positionOf(s)));
    // A finished game, loaded, says how it ended, not whose move it would be.
    expect(again.announce).toBe(`Game loaded: ${plies} moves. ${statusText(s)}`);
    expect(again.announce).not.toMatch(/to move\.$/);
  });

  it('undo and redo walk the moves back and forward', () => {
    let s = run(opened(), { type: 'animation-skip' });
    for (let i = 0; i < 3; i++) s = run(playFrom(s, [...startsOf(s).keys()][0]!), { type: 'animation-skip' });
    const three = formatPosition(positionOf(s));
    const third = s.game!.played[2]!.notation;
    s = run(s, { type: 'undo' });
    expect(s.game!.played).toHaveLength(2);
    expect(s.game!.undone).toHaveLength(1);
    expect(s.lastFrames).toBeNull();
    expect(s.announce).toBe(`Taken back: ${third}. 2 moves on the board. ${positionOf(s).toMove} to move: choose a hole to sow.`);
    s = run(s, { type: 'redo' });
    expect(formatPosition(positionOf(s))).toBe(three);
    expect(s.announce).toBe(`Redone: ${third}. 3 moves on the board. ${positionOf(s).toMove} to move: choose a hole to sow.`);
    expect(run(s, { type: 'redo' })).toBe(s);
    // Every move at once, each way; nothing to step over changes nothing.
    const start = run(s, { type: 'undo-all' });
    expect(start.game!.played).toHaveLength(0);
    const [m1, , m3] = s.game!.played.map((m) => m.notation);
    expect(start.announce.startsWith(`Taken back: 3 moves, the first ${m1}, the last ${m3}. 0 moves on the board. `)).toBe(true);
    expect(run(start, { type: 'undo-all' })).toBe(start);
    expect(formatPosition(positionOf(run(start, { type: 'redo-all' })))).toBe(three);
    // One move: "1 move".
    s = run(run(s, { type: 'undo' }), { type: 'undo' });
    expect(run(s, { type: 'undo' }).announce).toMatch(/^Taken back: \S+\. 0 moves on the board\./);
    expect(run(run(s, { type: 'undo' }), { type: 'redo' }).announce).toMatch(/^Redone: \S+\. 1 move on the board\./);
  });

  it('the game controls\' keys step as their buttons do, and not where a button could not', () => {
    let s = run(opened(), { type: 'animation-skip' });
    // No move yet after the opening: nothing to take back.
    expect(canUndo(s)).toBe(false);
    expect(stepThroughGame('prev', s)).toBeNull();
    expect(stepThroughGame('first', s)).toBeNull();
    for (let i = 0; i < 3; i++) s = run(playFrom(s, [...startsOf(s).keys()][0]!), { type: 'animation-skip' });
    expect([canUndo(s), canRedo(s)]).toEqual([true, false]);
    expect(stepThroughGame('next', s)).toBeNull();
    expect(stepThroughGame('last', s)).toBeNull();
    expect(stepThroughGame('prev', s)).toEqual({ type: 'undo' });
    expect(stepThroughGame('first', s)).toEqual({ type: 'undo-all' });
    const start = run(s, stepThroughGame('first', s)!);
    expect(start.game!.played).toHaveLength(0);
    expect([canUndo(start), canRedo(start)]).toEqual([false, true]);
    expect(stepThroughGame('next', start)).toEqual({ type: 'redo' });
    const end = run(start, stepThroughGame('last', start)!);
    expect(formatPosition(positionOf(end))).toBe(formatPosition(positionOf(s)));
  });

  it('a hole with several starts asks which, and Cancel forgets it', () => {
    // Murray's letters: b1 may be sown either way (K-reverse).
    const s = fromPosition('ikibuguzo', lettered({ A: 2, O: 1, N: 1, j: 1, g: 2, k: 1, f: 1 }, 'A', 0, 'murray'));
    const asked = run(s, { type: 'hole-chosen', index: 0 });
    expect(asked.pendingStarts?.hole).toBe(0);
    expect(asked.pendingStarts?.choices.map((c) => c.notation)).toEqual(['b1', 'b1<']);
    // Named in the board's letters: the code's own by default (Murray's for Ikibuguzo: A's b1 is his A; Driberg's K).
    expect(s.labels).toBe('murray');
    expect(asked.announce).toBe('2 ways to start from this hole: Sow A counter-clockwise; Sow A clockwise.');
    const driberg = run(s, { type: 'labels-changed', labels: 'driberg' }, { type: 'hole-chosen', index: 0 });
    expect(driberg.announce).toBe('2 ways to start from this hole: Sow K counter-clockwise; Sow K clockwise.');
    expect(asked.game).toBe(s.game);
    const cancelled = run(asked, { type: 'starts-cancelled' });
    expect(cancelled.pendingStarts).toBeNull();
    // Said, as the question was: the live region otherwise still held "2 ways to start…".
    expect(cancelled.announce).toBe(`No start chosen. ${statusText(cancelled)}`);
    expect(run(cancelled, { type: 'starts-cancelled' })).toBe(cancelled);
    const played = run(asked, { type: 'start-chosen', start: asked.pendingStarts!.choices[0]!.start });
    expect(played.pendingStarts).toBeNull();
    expect(played.game!.played.map((m) => m.notation)).toEqual(['b1']);
    // A hole with one start plays it at once (L-start: a capture is compulsory).
    const lango = fromPosition('lango', lettered({ C: 1, D: 1, j: 1, i: 2, K: 2 }, 'A'));
    expect(run(lango, { type: 'hole-chosen', index: 8 }).game!.played.map((m) => m.notation)).toEqual(['xf8']);
  });
});

describe('a move that asks', () => {
  // Murray's letters: A sows b1 clockwise, captures, and the increment may go on clockwise (K-chain).
  const pos = lettered({ A: 2, O: 1, N: 1, j: 1, g: 2, k: 1, f: 1 }, 'A', 0, 'murray');

  it('asks each decision (K-chain), announces the question, then plays the move', () => {
    let s = fromPosition('ikibuguzo', pos);
    const cw = startsOf(s).get(boardIndex('A', 0, 8))!.find((c) => c.notation === 'b1<')!;
    s = run(s, { type: 'start-chosen', start: cw.start });
    expect(s.decision?.options.map((o) => o.token)).toEqual(['>', '<']);
    expect(s.announce).toBe(s.decision!.prompt);
    expect(s.decision!.prompt).toMatch(/^You captured sowing clockwise; the increment in A may go on clockwise/);
    // The board as the choice finds it, and where each answer leads, before the reader picks.
    const d = s.decision!;
    expect(d.counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(positionOf(s).counts.reduce((a, b) => a + b, 0));
    expect(d.previews.map((p) => p.token)).toEqual(['>', '<']);
    const clockwise = d.previews.find((p) => p.token === '<')!;
    const played = listMoves(getRuleset('ikibuguzo'), positionOf(s)).all.find((m) => m.notation === 'b1</<')!;
    expect(clockwise).toMatchObject({ outcome: 'ended', counts: played.after.counts });
    expect(clockwise.words).toMatch(/^takes \d+ more marbles?; the move ends/);
    const shown = run(s, { type: 'decision-previewed', token: '<' });
    expect(shown.decision!.shown).toBe('<');
    expect(run(shown, { type: 'decision-previewed', token: null }).decision!.shown).toBeUndefined();
    expect(run(s, { type: 'decision-previewed', token: '^' })).toBe(s); // not on offer
    expect(s.game!.played).toHaveLength(0);
    expect(run(s, { type: 'decision-answered', token: '^' })).toBe(s); // not on offer
    const cancelled = run(s, { type: 'decision-cancelled' });
    expect(cancelled.decision).toBeNull();
    expect(cancelled.announce).toBe(`Move cancelled: the board is as it was before it. ${statusText(cancelled)}`);
    expect(cancelled.announce).not.toBe(s.announce);
    s = run(s, { type: 'decision-answered', token: '<' });
    expect(s.decision).toBeNull();
    expect(s.game!.played.map((m) => m.notation)).toEqual(['b1</<']);
    // Said in words, where a screen reader would read the signs one by one.
    expect(s.announce).toMatch(/^A played b1 clockwise, taking the clockwise chance at the one choice the move meets: \d+ laps?, 5 marbles taken\./);
    const back = run(s, { type: 'undo' });
    expect(back.announce).toMatch(/^Taken back: b1 clockwise, taking the clockwise chance at the one choice the move meets\. 0 moves on the board\./);
    expect(run(back, { type: 'redo' }).announce).toMatch(/^Redone: b1 clockwise, taking the clockwise chance at the one choice the move meets\. 1 move on the board\./);
    // A hint: its notation on the page, its words in the live region.
    const hinted = run(back, { type: 'hint-asked' }, { type: 'hint-thinking', id: 1 }, { type: 'hint-answered', id: 1, notation: 'b1</<', stats });
    expect(hinted.announce).toMatch(/^Hint for A: play b1 clockwise, taking the clockwise chance at the one choice the move meets \(from /);
    expect(hintWords(hinted.hint!, positionOf(hinted), 'coords')).toMatch(/^Hint for A: play b1<\/< \(from /);
  });

  it('a start the rules refuse is named, and the game is unchanged', () => {
    const s = fromPosition('lango', lettered({ M: 3 }, 'A'));
    const t = run(s, { type: 'start-chosen', start: { kind: 'sow', hole: 2, clockwise: true } });
    expect(t.message).toBe('That move cannot be played: b3<: clockwise play starts only from the turning base (L-turn). Choose another.');
    expect(t.game).toBe(s.game);
    expect(run(t, { type: 'message-dismissed' }).message).toBeNull();
  });

  it('a move in notation that cannot be played is named', () => {
    const s = fromPosition('lango', lettered({ M: 3 }, 'A'));
    expect(run(s, { type: 'move-applied', notation: 'b3<', by: 'human' }).message).toMatch(/^You chose b3<, which cannot be played: .+\. The game is unchanged\.$/);
  });
});

describe('records pasted', () => {
  it('a malformed or unplayable record is named and keeps the game; a good one resumes', () => {
    const s = fromPosition('didinga', lettered({ C: 2, D: 2, j: 2 }, 'A'));
    const bad = run(s, { type: 'paste-edited', text: 'Rules: chess\nStart: 2\nMoves:' }, { type: 'record-pasted', text: 'Rules: chess\nStart: 2\nMoves:' });
    expect(bad.pasted).toBe('Rules: chess\nStart: 2\nMoves:');
    expect(bad.message).toBe('That record cannot be read: line 1: unknown rules "chess"; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo. Your current game is unchanged.');
    expect(bad.game).toBe(s.game);
    expect(bad.setup).toBe(s.setup);
    const record = recordText(savedGameOf(s)!);
    const unplayable = run(s, { type: 'record-pasted', text: record.replace(/Moves:.*/, 'Moves: 1. b9') });
    expect(unplayable.message).toMatch(/^That record cannot be replayed: move 1 \(b9\): .+\. Your current game is unchanged\.$/);
    expect(unplayable.game).toBe(s.game);
    const lango = recordText({ setup: { ...DEFAULT_SETUP, rules: 'lango', opponent: 'human' }, opening: 'A from A (b7); B from A (b7); A finished first and moves first', start: formatPosition(lettered({ M: 3, j: 2 }, 'A')), moves: [] });
    const good = run(bad, { type: 'record-pasted', text: lango });
    expect(good.message).toBeNull();
    expect(good.setup.rules).toBe('lango');
    expect(good.draft).toBe(good.setup);
    expect(good.opening).toMatch(/^A from A/);
  });

  it('the Copy button says what happened', () => {
    expect(run(blank(), { type: 'copied', text: 'Copied.' }).copied).toBe('Copied.');
  });
});

describe('the saved games', () => {
  // Driberg's letters: two small Didinga games, A to move with C and D sown first (D-sow).
  const first = lettered({ C: 2, D: 2, j: 2 }, 'A');
  const second = lettered({ E: 3, k: 2 }, 'A');
  const recordOf = (pos: Position, moves: string[] = []) =>
    recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(pos), moves });
  const query = (pos: Position) => new URLSearchParams({ rules: 'didinga', players: 'A human, B human', start: formatPosition(pos), moves: '' }).toString();
  const load = (q: string, saves: SaveEntry[], tabGame: string | null = null) => run(defaults(), { type: 'loaded', query: q, saves, tabGame, reducedMotion: false });
  /** What the hooks do after a change: the game written as `id` at `rev`. */
  const saved = (s: PlayState, id: string, rev: number): PlayState =>
    run(s, { type: 'saved', id, rev, record: recordText(savedGameOf(s)!), saves: [entry(id, recordText(savedGameOf(s)!), rev, 5000), ...s.saves.filter((e) => e.id !== id)] });

  it('with no address, this tab\'s game resumes, else the most recent one, with its id and revision', () => {
    const saves = [entry('new', recordOf(second), 3, 2000), entry('old', recordOf(first), 7, 1000)];
    const latest = load('', saves);
    expect(latest.slot).toEqual({ id: 'new', rev: 3, record: recordOf(second) });
    expect(formatPosition(positionOf(latest))).toBe(formatPosition(second));
    const mine = load('', saves, 'old');
    expect(mine.slot).toEqual({ id: 'old', rev: 7, record: recordOf(first) });
    expect(formatPosition(positionOf(mine))).toBe(formatPosition(first));
    expect(mine.saves).toBe(saves);
  });

  it('a shared link opens as a new game beside the saved ones; the reader\'s own link resumes its entry', () => {
    const saves = [entry('g1', recordOf(first))];
    const shared = load(query(second), saves);
    expect(formatPosition(positionOf(shared))).toBe(formatPosition(second));
    expect(shared.slot).toBeNull(); // not saved yet: the first write gives it an id of its own
    expect(shared.saves).toEqual(saves); // the saved game is still there
    expect(shared.notice).toBe('The game in this link opens as a new game; your other games are kept in the saved games.');
    // Said too, as a pasted record's notice is (the page's live region is there before the load).
    expect(shared.announce).toMatch(/^Game loaded from the link: \d+ moves?\. .+ The game in this link opens as a new game; your other games are kept in the saved games\.$/);
    const own = load(query(first), saves);
    expect(own.slot).toEqual({ id: 'g1', rev: 1, record: recordOf(first) });
    expect(own.notice).toBeNull();
  });

  it('a link\'s game is announced with no saved games too, with the moves of its line still ahead', () => {
    const alone = load(query(second), []);
    expect(alone.notice).toBeNull();
    expect(alone.announce).toMatch(/^Game loaded from the link: 0 moves\. A to move/);
    expect(alone.announce).not.toContain('saved games');
    // A line opened at its first move (as /opening/ links one): its moves are ahead, to be played again.
    const moves = listMoves(getRuleset('didinga'), second).all.slice(0, 1).map((m) => m.notation);
    expect(moves).toHaveLength(1);
    const line = load(`${query(second)}&undone=${encodeURIComponent(moves.join(' '))}`, []);
    expect(line.game!.undone).toHaveLength(1);
    expect(line.announce).toMatch(/^Game loaded from the link: 0 moves, and 1 move of its line ahead, played one by one with Redo\. /);
  });

  it('a new game and a pasted record each get a new slot; the game they replace stays in the list', () => {
    let s = saved(load(query(first), []), 'g1', 1);
    expect(s.slot?.id).toBe('g1');
    const pasted = run(s, { type: 'record-pasted', text: recordOf(second) });
    expect(pasted.slot).toBeNull();
    expect(pasted.saves.map((e) => e.id)).toEqual(['g1']);
    expect(pasted.notice).toBe('The record opens as a new game; the game you were playing is kept in the saved games.');
    // The notice is no live region of its own: the one announcement says it after the game's news.
    expect(pasted.announce).toMatch(/^Game loaded: \d+ moves?\. .+ The record opens as a new game; the game you were playing is kept in the saved games\.$/);
    s = run(s, { type: 'setup-changed', change: { rules: 'lango', opponent: 'human' } }, { type: 'new-game' });
    expect(s.slot).toBeNull();
    expect(s.saves.map((e) => e.id)).toEqual(['g1']);
  });

  it('resumes a saved game from the list, and says so when it is gone or unreadable', () => {
    const s = load('', [entry('g2', recordOf(second), 4, 2000), entry('g1', recordOf(first), 2, 1000)]);
    expect(s.slot?.id).toBe('g2');
    const r = run(s, { type: 'save-resumed', id: 'g1' });
    expect(r.slot).toEqual({ id: 'g1', rev: 2, record: recordOf(first) });
    expect(formatPosition(positionOf(r))).toBe(formatPosition(first));
    expect(r.announce).toBe('Saved game resumed: 0 moves. A to move.');
    const gone = run(s, { type: 'save-resumed', id: 'nope' });
    expect(gone.message).toBe('That saved game is no longer in the list (it was deleted in another tab).');
    expect(gone.game).toBe(s.game);
    const broken = run(load('', [entry('g2', recordOf(second)), entry('bad', recordOf(first).replace('Rules: didinga', 'Rules: chess'), 1, 0)]), { type: 'save-resumed', id: 'bad' });
    expect(broken.message).toMatch(/^That saved game cannot be read \(line 1: unknown rules "chess".+\)\. Your current game is unchanged\.$/);
    expect(formatPosition(positionOf(broken))).toBe(formatPosition(second));
  });

  it('deleting another game keeps the board; deleting the game on the board goes back to the setup', () => {
    const s = load('', [entry('g2', recordOf(second), 1, 2000), entry('g1', recordOf(first), 1, 1000)]);
    const other = run(s, { type: 'save-deleted', id: 'g1', saves: [s.saves[0]!] });
    expect(other.game).toBe(s.game);
    expect(other.saves.map((e) => e.id)).toEqual(['g2']);
    const own = run(s, { type: 'save-deleted', id: 'g2', saves: [s.saves[1]!] });
    expect(own).toMatchObject({ game: null, slot: null, phase: { kind: 'setup' } });
    expect(savedGameOf(own)).toBeNull();
  });

  it('another tab\'s newer revision of this game is shown; an older or equal one, or another game\'s, changes nothing on the board', () => {
    const s = saved(load(query(first), []), 'g1', 1);
    // The other tab played C (Driberg's letters) and wrote revision 2.
    const moved = playFrom(s, boardIndex('A', local('C'), 8));
    const theirs = recordText(savedGameOf(moved)!);
    const t = run(s, { type: 'saves-changed', saves: [entry('g1', theirs, 2)] });
    expect(t.slot).toEqual({ id: 'g1', rev: 2, record: theirs });
    expect(moved.game!.played).toHaveLength(1);
    expect(t.game!.played.map((m) => m.notation)).toEqual(moved.game!.played.map((m) => m.notation));
    expect(t.notice).toBe('This game was changed in another tab: it is shown as it is there now.');
    expect(t.announce).toMatch(/^This game was changed in another tab: 1 move\. /);
    // The New game form the reader opened and edited here is left as it was.
    const editing = run(s, { type: 'setup-toggled', open: true }, { type: 'setup-changed', change: { rules: 'ikibuguzo' } });
    const kept = run(editing, { type: 'saves-changed', saves: [entry('g1', theirs, 2)] });
    expect(kept.game!.played).toHaveLength(1);
    expect(kept).toMatchObject({ setupOpen: true, draft: { rules: 'ikibuguzo' } });
    const same = run(s, { type: 'saves-changed', saves: [entry('g1', theirs, 1), entry('g9', recordOf(second), 5)] });
    expect(same.game).toBe(s.game);
    expect(same.saves.map((e) => e.id)).toEqual(['g1', 'g9']);
  });

  it('a change of this tab not yet written is never replaced by another tab\'s; the write that follows keeps both', () => {
    const s = saved(load(query(first), []), 'g1', 1);
    const mine = playFrom(s, boardIndex('A', local('C'), 8)); // C played here, not yet written
    const theirs = recordText(savedGameOf(playFrom(s, boardIndex('A', local('D'), 8)))!); // D played there
    expect(mine.game!.played).toHaveLength(1);
    expect(theirs).not.toBe(recordText(savedGameOf(mine)!));
    const t = run(mine, { type: 'saves-changed', saves: [entry('g1', theirs, 2)] });
    expect(t.game).toBe(mine.game);
    expect(t.slot?.rev).toBe(1);
    // The hooks' write then finds revision 2 over the 1 it knows: this tab's game becomes a game of its own.
    const forked = run(t, { type: 'save-conflict', stored: entry('g1', theirs, 2) });
    expect(forked.slot).toBeNull();
    expect(forked.game).toBe(mine.game);
    expect(forked.notice).toMatch(/^This game was also changed in another tab: your version is kept as a separate saved game/);
    expect(forked.announce).toBe(forked.notice);
  });
});

describe('against the computer', () => {
  const computerA: PlaySetup = { ...DEFAULT_SETUP, rules: 'ikibuguzo', opponent: 'computer', human: 'B', level: 'quick' };

  function started(): PlayState {
    const s = run(blank(), { type: 'setup-changed', change: computerA }, { type: 'new-game' });
    expect(s.phase.kind).toBe('main'); // Ikibuguzo: Murray’s array, no choice (K-array-1)
    expect(s.opening).toBe("Murray’s array 1; A moves first");
    return s;
  }

  it("asks when the board is still, applies its answer, and the reader's turn follows", () => {
    let s = started();
    expect(computerRequest(s)).toBeNull(); // the opening is being shown
    s = run(s, { type: 'animation-skip' });
    const req = computerRequest(s)!;
    expect(req).toMatchObject({ level: 'quick', plies: 0, at: formatPosition(positionOf(s)) });
    expect(req.record).toMatch(/^Rules: ikibuguzo\n/);
    expect(statusText(s)).toBe('The computer (A) is about to move.');
    s = run(s, { type: 'computer-thinking', id: 1 });
    expect(statusText(s)).toBe('The computer (A) is thinking…');
    // The status line is no live region (each change would be heard twice): the announcement says it.
    expect(s.announce).toBe('The computer (A) is thinking…');
    expect(computerRequest(s)).toBeNull();
    const notation = listMoves(getRuleset('ikibuguzo'), positionOf(s)).legal[0]!.notation;
    // An answer to an older request (cancelled, superseded) is ignored.
    expect(run(s, { type: 'computer-answered', id: 7, at: req.at, notation, stats })).toBe(s);
    s = run(s, { type: 'computer-answered', id: 1, at: req.at, notation, stats });
    expect(s.game!.played.map((m) => m.notation)).toEqual([notation]);
    expect(s.computer).toEqual({ thinking: null, chosen: null, stats });
    expect(s.announce).toMatch(new RegExp(`^The computer \\(A\\) played ${notation.replace(/[<^>/]/g, '\\$&')}: `));
    expect(s.animation?.title).toBe(`The computer (A) played ${notation}`);
    s = run(s, { type: 'animation-skip' });
    expect(statusText(s)).toBe('Your move (B): choose a hole to sow.');
    expect(humanToMove(s)).toBe(true);
    // The reader moves; the computer is asked again; undo goes back to the reader's turn.
    s = run(playFrom(s, [...startsOf(s).keys()][0]!), { type: 'animation-skip' });
    expect(s.announce).toMatch(/^You \(B\) played /);
    expect(computerRequest(s)?.plies).toBe(2);
    s = run(s, { type: 'computer-thinking', id: 2 }, { type: 'undo' });
    expect(s.game!.played).toHaveLength(1);
    expect(s.computer.thinking).toBeNull();
    expect(statusText(s)).toBe('Your move (B): choose a hole to sow.');
  });

  it('a win the solver proved is said with the computer\'s move, and forgotten when the move is undone', () => {
    let s = run(started(), { type: 'animation-skip' });
    const req = computerRequest(s)!;
    const notation = listMoves(getRuleset('ikibuguzo'), positionOf(s)).legal[0]!.notation;
    const solved = { ...stats, solved: { value: 'win', line: 5, nodes: 321, shortest: true } } as SearchStats;
    s = run(s, { type: 'computer-thinking', id: 1 }, { type: 'computer-answered', id: 1, at: req.at, notation, stats: solved });
    expect(s.announce).toMatch(/ B to move\. Solved: the computer wins by force in 5 moves, 3 of them its own, the fewest against the best defence, and plays the first of them\.$/);
    s = run(s, { type: 'animation-skip' }, { type: 'undo' });
    expect(s.computer.stats).toBeNull();
  });

  it('words a proved win by its length, both sides\' moves and the winner\'s own', () => {
    expect(computerWinText({ value: 'win', line: 1, nodes: 1, shortest: true })).toBe('Solved: the computer wins by force in 1 move, the fewest against the best defence, and plays it.');
    expect(computerWinText({ value: 'win', line: 75, nodes: 1 })).toBe('Solved: the computer has a forced win and plays its first move. The line it found ends the game in 75 moves, 38 of them its own, against the longest resistance it saw; a shorter win may exist.');
  });

  it('an answer for another board is dropped and the computer is asked again; one that comes during an animation waits', () => {
    let s = run(started(), { type: 'animation-skip' }, { type: 'computer-thinking', id: 1 });
    s = run(s, { type: 'computer-answered', id: 1, at: 'elsewhere', notation: 'b1', stats });
    expect(s.game!.played).toHaveLength(0);
    expect(s.computer.chosen).toBeNull();
    expect(computerRequest(s)).not.toBeNull();
    // An answer that arrives while a move is shown is kept until the board is still.
    const at = formatPosition(positionOf(s));
    const notation = listMoves(getRuleset('ikibuguzo'), positionOf(s)).legal[0]!.notation;
    const moving = { ...run(s, { type: 'computer-thinking', id: 2 }), animation: { frames: [], title: 'x', index: 0 } };
    s = run(moving, { type: 'computer-answered', id: 2, at, notation, stats });
    expect(s.computer.chosen).toEqual({ at, notation });
    expect(s.game!.played).toHaveLength(0);
    s = run(s, { type: 'animation-skip' });
    expect(s.game!.played).toHaveLength(1);
  });

  it('a failure is named, unless the computer was only cancelled', () => {
    const s = run(started(), { type: 'animation-skip' }, { type: 'computer-thinking', id: 1 });
    const failed = run(s, { type: 'computer-failed', id: 1, message: 'the computer player stopped: boom' });
    expect(failed.message).toBe('The computer could not choose a move: the computer player stopped: boom. Your game is kept; use Undo, or reload to try again.');
    expect(failed.computer.thinking).toBeNull();
    expect(run(s, { type: 'computer-failed', id: 1, message: 'cancelled' }).message).toBeNull();
    expect(run(s, { type: 'computer-failed', id: 2, message: 'boom' })).toBe(s);
  });

  it('one lifecycle for its move: requested, running under its id, then answered, failed or cancelled', () => {
    let s = run(started(), { type: 'animation-skip' });
    expect(jobOf(s, 'computer')).toEqual({ status: 'requested' });
    s = run(s, { type: 'computer-thinking', id: 3 });
    expect(jobOf(s, 'computer')).toEqual({ status: 'running', id: 3 });
    expect(runningId(s, 'computer')).toBe(3);
    // Held while a move is shown, its answer is answered until the board is still and it is played.
    const at = formatPosition(positionOf(s));
    const notation = listMoves(getRuleset('ikibuguzo'), positionOf(s)).legal[0]!.notation;
    const moving = run({ ...s, animation: { frames: [], title: 'x', index: 0 } }, { type: 'computer-answered', id: 3, at, notation, stats });
    expect(jobOf(moving, 'computer')).toEqual({ status: 'answered' });
    expect(runningId(moving, 'computer')).toBeNull();
    // The client's stops are a cancellation; anything else a failure with its words.
    expect(failureOf('cancelled')).toEqual({ status: 'cancelled' });
    expect(failureOf('superseded')).toEqual({ status: 'cancelled' });
    expect(failureOf('the computer player stopped: boom')).toEqual({ status: 'failed', message: 'the computer player stopped: boom' });
    // A hint and an analysis run through the same states.
    let h = run(s, { type: 'computer-failed', id: 3, message: 'cancelled' });
    expect(jobOf(h, 'hint')).toBeNull();
    expect(jobOf(h, 'analysis')).toBeNull();
    h = { ...h, hint: { at, plies: 0, thinking: 5, notation: null, stats: null, failed: null } };
    expect(jobOf(h, 'hint')).toEqual({ status: 'running', id: 5 });
    expect(jobOf(run(h, { type: 'hint-failed', id: 5, message: 'no move' }), 'hint')).toEqual({ status: 'failed', message: 'no move' });
  });

  it('a new game against the computer has it choose its opening hole at once (D-open)', () => {
    const s = run(blank(), { type: 'setup-changed', change: { rules: 'didinga', opponent: 'computer', human: 'A' } }, { type: 'new-game' });
    expect(s.phase).toMatchObject({ kind: 'opening', chooser: 'A', choices: { B: { hole: expect.any(Number) } } });
    expect(s.announce).toBe('Choose the back-row hole to open from.');
    expect(statusText(s)).toBe('Choose the back-row hole you open from (you are A).');
    const t = run(s, { type: 'opening-clockwise', clockwise: true });
    expect(t.phase).toMatchObject({ clockwise: true });
    const hole = openingStartHoles(getRuleset('didinga'), 8)[0]!;
    const u = run(s, { type: 'hole-chosen', index: boardIndex('A', hole, 8) });
    expect(u.phase.kind).toBe('main');
    expect(u.opening).toMatch(/finished first and moves first$/);
  });
});

describe('the opening under lango.openingPairs=same-column (AMB-16)', () => {
  it('the computer takes the reader\'s column, whichever it chose; two readers must agree', () => {
    for (const mine of openingStartHoles(getRuleset('lango'), 8)) {
      let s = run(blank(), { type: 'setup-changed', change: { rules: 'lango', opponent: 'computer', human: 'A' } });
      s = run(s, { type: 'option-changed', key: 'lango.openingPairs', value: 'same-column' }, { type: 'new-game' });
      const u = run(s, { type: 'hole-chosen', index: boardIndex('A', mine, 8) });
      expect(u.message).toBeNull();
      expect(u.phase.kind).toBe('main');
      // A's hole A or B (local 6 or 7): B opens from a or b, the same column.
      expect(u.opening).toMatch(new RegExp(`A from ${'AB'[mine - 6]}\\b.*B from ${'ab'[mine - 6]}\\b`));
    }
    let h = run(blank(), { type: 'setup-changed', change: { rules: 'lango', opponent: 'human' } });
    h = run(h, { type: 'option-changed', key: 'lango.openingPairs', value: 'same-column' }, { type: 'new-game' });
    h = run(h, { type: 'opening-chosen', hole: 6 }, { type: 'opening-chosen', hole: 7 });
    // The reading is named in words, as everywhere on the page; the engine's message (the CLI's) keeps its key.
    expect(h.message).toBe('That opening cannot be played: A opens from A and B from b, but under the reading “both players open from the same column” both players open from the same column, aA or bB (AMB-16).');
  });
});

describe('game over', () => {
  it('a player who cannot move has lost (D-end)', () => {
    const s = fromPosition('didinga', '0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/1,0,1,0,0,0,0,0/0,0,0,0,0,1,0,0 A');
    expect(endOf(s)).toEqual({ over: true, winner: 'B', reason: 'immobile' });
    expect(statusText(s)).toBe('A cannot move, so B wins (D-end).');
    expect(startsOf(s).size).toBe(0);
  });

  it('names the players in a sentence as the page does elsewhere, "the computer" in small letters mid-sentence', () => {
    const stuck = '0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/1,0,1,0,0,0,0,0/0,0,0,0,0,1,0,0 A';
    expect(statusText(fromPosition('didinga', stuck, 'A human, B computer quick'))).toBe('You (A) cannot move, so the computer (B) wins (D-end).');
    expect(statusText(fromPosition('didinga', stuck, 'A computer quick, B human'))).toBe('The computer (A) cannot move, so you (B) win (D-end).');
  });

  it("the computer's winning answer ends the game (K-win), and it is asked nothing more", () => {
    const start = '1,0,0,0,0,2,0,4/1,0,0,0,0,0,0,5/1,0,0,0,0,0,0,1/0,0,2,0,0,0,2,0 A';
    let s = fromPosition('ikibuguzo', start, 'A computer quick, B human');
    const req = computerRequest(s)!;
    const win = listMoves(getRuleset('ikibuguzo'), positionOf(s)).legal.find((m) => m.endHoleWin)!;
    s = run(s, { type: 'computer-thinking', id: 1 }, { type: 'computer-answered', id: 1, at: req.at, notation: win.notation, stats }, { type: 'animation-skip' });
    expect(endOf(s)).toMatchObject({ over: true, winner: 'A', reason: 'end-holes' });
    expect(statusText(s)).toBe("The computer (A) captured from both of the opponent’s front-row end holes in one turn, and wins (K-win).");
    expect(s.announce.endsWith(statusText(s))).toBe(true);
    expect(computerRequest(s)).toBeNull();
    expect(formatPosition(currentPosition(s.game!))).toBe(formatPosition(win.after));
  });
});

describe('the animation and the controls', () => {
  it('steps frame by frame, Skip ends it, and the speed and labels are kept', () => {
    let s = fromPosition('didinga', lettered({ C: 3, j: 2 }, 'A'));
    s = playFrom(s, [...startsOf(s).keys()][0]!);
    const n = s.animation!.frames.length;
    s = run(s, { type: 'animation-step' });
    expect(s.animation!.index).toBe(1);
    expect(statusText(s)).toBe(s.animation!.title);
    expect(run(s, { type: 'animation-skip' }).animation).toBeNull();
    for (let i = 1; i < n; i++) s = run(s, { type: 'animation-step' });
    expect(s.animation).toBeNull();
    expect(run(s, { type: 'animation-step' })).toBe(s);
    s = run(s, { type: 'speed-changed', speed: 'slow' }, { type: 'labels-changed', labels: 'murray' }, { type: 'problem', message: 'x' });
    expect([s.speed, s.labels, s.message]).toEqual(['slow', 'murray', 'x']);
  });
});

describe('purity', () => {
  function deepFreeze<T>(o: T, seen = new Set<unknown>()): T {
    if (o === null || typeof o !== 'object' || seen.has(o)) return o;
    seen.add(o);
    for (const v of Object.values(o as object)) deepFreeze(v, seen);
    return Object.freeze(o);
  }

  it('reduce never changes the state it is given, and the same actions give the same state', () => {
    const actions: Action[] = [
      { type: 'loaded', query: '', saves: [], tabGame: null, reducedMotion: false },
      { type: 'setup-changed', change: { rules: 'lango', opponent: 'human' } },
      { type: 'new-game' },
      { type: 'hole-chosen', index: boardIndex('A', openingStartHoles(getRuleset('lango'), 8)[0]!, 8) },
      { type: 'opening-chosen', hole: openingStartHoles(getRuleset('lango'), 8)[1]! },
      { type: 'animation-step' },
      { type: 'animation-skip' },
    ];
    let s = deepFreeze(defaults());
    let t = defaults();
    for (const a of actions) {
      s = deepFreeze(reduce(s, a)); // a frozen state throws if reduce writes to it
      t = reduce(t, a);
    }
    s = deepFreeze(playFrom(s, [...startsOf(s).keys()][0]!));
    t = playFrom(t, [...startsOf(t).keys()][0]!);
    s = reduce(s, { type: 'undo' });
    t = reduce(t, { type: 'undo' });
    expect(savedGameOf(s)).toEqual(savedGameOf(t));
    expect(s.announce).toBe(t.announce);
    expect(s.phase).toEqual(t.phase);
  });
});

describe('Ludii 1.3.13\'s Choro on the play page (LU-open)', () => {
  it('LU-open: a new game of ludii-lango starts from the start array with A\'s first turn, b7 or b8 only; then B\'s; then the main phase', () => {
    let s = run(blank(), { type: 'setup-changed', change: { rules: 'ludii-lango' } }, { type: 'setup-changed', change: { opponent: 'human' } }, { type: 'new-game' });
    let steps = 0;
    while (s.animation && steps++ < 10_000) s = reduce(s, { type: 'animation-step' });
    expect(s.phase.kind).toBe('main');
    expect(formatPosition(positionOf(s))).toBe(formatPosition({ ...positionOf(s), counts: new Array(32).fill(2), toMove: 'A' }));
    const holes = (st: PlayState) => [...startsOf(st).values()].flat().map((c) => c.notation).sort();
    expect(holes(s)).toEqual(['b7', 'b8']);
    // A hole the first turn may not start from is not offered at all.
    expect(reduce(s, { type: 'hole-chosen', index: boardIndex('A', 2, 8) }).game!.played).toHaveLength(0);
    s = playFrom(s, boardIndex('A', 7, 8));
    while (s.animation && steps++ < 20_000) s = reduce(s, { type: 'animation-step' });
    expect(positionOf(s).toMove).toBe('B');
    // B's first turn: b7 or b8, those that can capture if any back-row hole can (LU-force).
    const bFirst = listMoves(getRuleset('ludii-lango'), positionOf(s), { opening: true }).legal.map((m) => m.notation);
    expect(holes(s)).toEqual(bFirst);
    expect(bFirst.length).toBeGreaterThan(0);
    expect(bFirst.every((m) => m === 'b7' || m === 'b8')).toBe(true);
    s = playFrom(s, boardIndex('B', bFirst[0] === 'b7' ? 6 : 7, 8));
    while (s.animation && steps++ < 30_000) s = reduce(s, { type: 'animation-step' });
    expect(s.game!.played).toHaveLength(2);
    expect(holes(s)).toEqual(listMoves(getRuleset('ludii-lango'), positionOf(s)).legal.map((m) => m.notation.split('/')[0]!).filter((v, i, a) => a.indexOf(v) === i).sort());
  });
});

describe('the hint (issue 18)', () => {
  // A friend's game from Driberg's letters: A to move, with moves from C, D and j.
  const start = () => fromPosition('didinga', lettered({ C: 2, D: 2, j: 2, k: 1 }, 'A'));

  it('is asked for the side to move at the steady level, named in the board\'s letters, and ringed', () => {
    let s = start();
    expect(canHint(s)).toBe(true);
    expect(hintRequest(s)).toBeNull(); // nothing asked yet
    s = run(s, { type: 'hint-asked' });
    const req = hintRequest(s)!;
    expect(req).toMatchObject({ level: HINT_LEVEL, at: formatPosition(positionOf(s)) });
    expect(req.record).toMatch(/^Rules: didinga\n/);
    s = run(s, { type: 'hint-thinking', id: 3 });
    expect(hintRequest(s)).toBeNull();
    const move = listMoves(getRuleset('didinga'), positionOf(s)).legal[0]!;
    // An answer to another request is ignored.
    expect(run(s, { type: 'hint-answered', id: 9, notation: move.notation, stats })).toBe(s);
    s = run(s, { type: 'hint-answered', id: 3, notation: move.notation, stats });
    expect(s.hint).toMatchObject({ notation: move.notation, thinking: null });
    expect(hintHole(s)).toBe(boardIndex('A', move.move.start.hole, 8));
    // Driberg's letter of the hole, and the search's estimate, in the words shown and announced.
    const letter = holeName({ player: 'A', local: move.move.start.hole }, 8, 'driberg');
    expect(s.announce).toBe(`Hint for A: play ${move.notation} (from ${letter}); the computer rates it at 50% to win after 10 trial games.`);
    expect(hintWords(s.hint!, positionOf(s), 'murray')).toContain(`(from ${holeName({ player: 'A', local: move.move.start.hole }, 8, 'murray')})`);
    // Asking again in the same position does nothing.
    expect(run(s, { type: 'hint-asked' })).toBe(s);
  });

  it('a solved position says the win is forced: in the fewest moves when known, else within the line found', () => {
    let s = run(start(), { type: 'hint-asked' }, { type: 'hint-thinking', id: 1 });
    const notation = listMoves(getRuleset('didinga'), positionOf(s)).legal[0]!.notation;
    s = run(s, { type: 'hint-answered', id: 1, notation, stats: { ...stats, solved: { value: 'win', line: 3, nodes: 40 } } as SearchStats });
    expect(hintWords(s.hint!, positionOf(s), 'driberg')).toMatch(/; it wins by force: the line found ends the game in 3 moves, 2 of them A’s \(a shorter win may exist\)\.$/);
    const quickest = { ...s.hint!, stats: { ...stats, solved: { value: 'win', line: 3, nodes: 40, shortest: true } } as SearchStats };
    expect(hintWords(quickest, positionOf(s), 'driberg')).toMatch(/; it wins by force in 3 moves, 2 of them A’s, the fewest against the best defence\.$/);
  });

  it('a position the solver proves lost says so, and still gives the move the computer rates best', () => {
    let s = run(start(), { type: 'hint-asked' }, { type: 'hint-thinking', id: 1 });
    const notation = listMoves(getRuleset('didinga'), positionOf(s)).legal[0]!.notation;
    s = run(s, { type: 'hint-answered', id: 1, notation, stats: { ...stats, solved: { value: 'loss', line: 4, nodes: 40 } } as SearchStats });
    expect(hintWords(s.hint!, positionOf(s), 'driberg')).toMatch(new RegExp(`^Hint for A: play ${notation.replace(/[<>/^]/g, '\\$&')} \\(from [A-Za-z]\\); the solver proves that A loses against best play whatever the move; this is the one the computer rates best after 10 trial games\\.$`));
    // With no trial games (the solver settled it first), no rating is claimed.
    const none = { ...s.hint!, stats: { ...stats, iterations: 0, solved: { value: 'loss', line: 4, nodes: 40 } } as SearchStats };
    expect(hintWords(none, positionOf(s), 'driberg')).toMatch(/; the solver proves that A loses against best play whatever the move\.$/);
    // The solver's own move (protocol.ts: the first of the longest resistance it found) says so.
    const holds = { ...s.hint!, stats: { ...stats, iterations: 0, solved: { value: 'loss', line: 9, nodes: 40, holdsOut: true } } as SearchStats };
    expect(hintWords(holds, positionOf(s), 'driberg')).toMatch(/; the solver proves that A loses against best play whatever the move; of the lines the solver found, this one holds out longest \(9 moves to the end\)\.$/);
  });

  it('a single legal move is "the only move", not a rating of 50% after 0 trial games', () => {
    // A can start only from K, b1 (the only hole of two or more, D-min): the search plays no trial game.
    const only = parsePosition('0,0,0,0,0,0,1,2/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/2,1,0,0,0,0,0,0 A');
    if (!only.ok) throw new Error(only.error.message);
    const rules = getRuleset('didinga');
    expect(listMoves(rules, only.value).legal).toHaveLength(1);
    const found = searchMove(rules, only.value, { iterations: 500 })!;
    expect(found.stats).toMatchObject({ moves: 1, iterations: 0 });
    let s = fromPosition('didinga', only.value);
    s = run(s, { type: 'hint-asked' }, { type: 'hint-thinking', id: 1 }, { type: 'hint-answered', id: 1, notation: found.notation, stats: found.stats });
    expect(hintWords(s.hint!, positionOf(s), 'driberg')).toBe(`Hint for A: play ${found.notation} (from K); it is the only move.`);
  });

  it('belongs to its position: a move or an undo drops it, and a late answer is ignored', () => {
    let s = run(start(), { type: 'hint-asked' }, { type: 'hint-thinking', id: 1 });
    s = run(playFrom(s, [...startsOf(s).keys()][0]!), { type: 'animation-skip' });
    expect(s.hint).toBeNull();
    expect(run(s, { type: 'hint-answered', id: 1, notation: 'b1', stats }).hint).toBeNull();
    s = run(s, { type: 'hint-asked' }, { type: 'hint-thinking', id: 2 }, { type: 'undo' });
    expect(s.hint).toBeNull();
  });

  it('a failure says so, and the reader may ask again', () => {
    let s = run(start(), { type: 'hint-asked' }, { type: 'hint-thinking', id: 1 }, { type: 'hint-failed', id: 1, message: 'the computer player stopped' });
    expect(hintWords(s.hint!, positionOf(s), 'driberg')).toBe('No hint: the computer player stopped.');
    s = run(s, { type: 'hint-asked' });
    expect(s.hint).toMatchObject({ failed: null, thinking: null });
    expect(hintRequest(s)).not.toBeNull();
  });

  it('is not offered in the setup, while a move is shown, or on the computer\'s turn', () => {
    expect(canHint(blank())).toBe(false);
    const s = start();
    expect(canHint({ ...s, animation: { frames: [], title: 'x', index: 0 } })).toBe(false);
    const computerToMove = fromPosition('didinga', lettered({ C: 2, D: 2, j: 2, k: 1 }, 'A'), 'A computer quick, B human');
    expect(canHint(computerToMove)).toBe(false);
    expect(run(computerToMove, { type: 'hint-asked' }).hint).toBeNull();
  });
});

describe('the end of a game waits for its last move to be shown (issue 18)', () => {
  it('the status and the announcement give the result only after the last drop', () => {
    // Murray's letters: G 2 sown to H, I; I captures p and a, the increment reaches P, which takes i and h (K-win).
    let s = fromPosition('ikibuguzo', '1,0,0,0,0,2,0,4/1,0,0,0,0,0,0,5/1,0,0,0,0,0,0,1/0,0,2,0,0,0,2,0 A');
    s = run(s, { type: 'move-applied', notation: 'b7', by: 'human' });
    expect(endOf(s).over).toBe(true);
    expect(s.animation).not.toBeNull();
    expect(statusText(s)).toBe('A played b7');
    expect(s.announce).toMatch(/^A played b7: \d+ laps?, \d+ marbles? taken\.$/);
    let steps = 0;
    while (s.animation && steps++ < 1000) s = run(s, { type: 'animation-step' });
    expect(statusText(s)).toMatch(/K-win/);
    expect(s.announce).toBe(statusText(s));
  });

  it('skipping the animation says the result at once', () => {
    let s = fromPosition('ikibuguzo', '1,0,0,0,0,2,0,4/1,0,0,0,0,0,0,5/1,0,0,0,0,0,0,1/0,0,2,0,0,0,2,0 A');
    s = run(s, { type: 'move-applied', notation: 'b7', by: 'human' }, { type: 'animation-skip' });
    expect(s.animation).toBeNull();
    expect(s.announce).toMatch(/K-win/);
  });
});

describe('a hole that may not move says why (issue 18)', () => {
  const name = (i: number, cols = 8) => holeName(holeOfIndex(i, cols), cols, 'driberg');

  it('Lango: a start capture is compulsory (L-start), and the holes that may move are named', () => {
    const s = fromPosition('lango', lettered({ C: 1, D: 1, j: 1, i: 2, K: 2 }, 'A'));
    const may = [...startsOf(s).keys()];
    expect(may.length).toBeGreaterThan(0);
    const refused = [...Array(16).keys()].find((i) => !may.includes(i) && positionOf(s).counts[i]! >= 2)!;
    const after = run(s, { type: 'hole-chosen', index: refused });
    expect(after.game).toBe(s.game);
    expect(after.message).toBe(`${name(refused)} cannot start a move: opponent marbles are en prise at the start of the move: Lango obliges the player to take them first (L-start). A may move from ${may.map((i) => name(i)).join(', ')}.`);
  });

  it('Didinga: a hole with fewer than two marbles (D-min); the opponent\'s hole (D-choice)', () => {
    const s = fromPosition('didinga', lettered({ C: 2, D: 1, j: 2, k: 1 }, 'A'));
    const single = [...Array(16).keys()].find((i) => positionOf(s).counts[i] === 1)!;
    expect(run(s, { type: 'hole-chosen', index: single }).message).toMatch(new RegExp(`^${name(single)} cannot start a move: a move needs at least 2 marbles in the hole; it holds 1 \\(D-min\\)\\. A may move from `));
    expect(run(s, { type: 'hole-chosen', index: 20 }).message).toMatch(new RegExp(`^${name(20)} is B’s hole: A moves from a hole of A’s own two rows \\(D-choice\\)\\.`));
  });

  it('says nothing on the computer\'s turn or once the game is over', () => {
    const s = fromPosition('didinga', lettered({ C: 2, D: 1, j: 2, k: 1 }, 'A'), 'A computer quick, B human');
    expect(run(s, { type: 'hole-chosen', index: 0 })).toBe(s);
  });
});

describe('a link to a new game (the lessons\' "now play")', () => {
  it('?new=<code>&level=<level> opens the setup for that game against that level, and resumes nothing', () => {
    const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, j: 2 }, 'A')), moves: [] });
    const s = run(defaults(), { type: 'loaded', query: 'new=lango&level=beginner', saves: [entry('g1', stored)], tabGame: null, reducedMotion: false });
    expect(s.phase.kind).toBe('setup');
    expect(s.game).toBeNull();
    expect(s.draft).toMatchObject({ rules: 'lango', opponent: 'computer', level: 'beginner' });
    expect(s.saves.map((e) => e.id)).toEqual(['g1']);
    expect(s.message).toBeNull();
    expect(run(s, { type: 'new-game' }).setup).toMatchObject({ rules: 'lango', level: 'beginner' });
  });

  it('an unknown code or level is named, and the page opens as usual', () => {
    const bad = run(defaults(), { type: 'loaded', query: 'new=chess', saves: [], tabGame: null, reducedMotion: false });
    expect(bad.message).toBe('The address asks for a new game that cannot be set up (new="chess" is not a game here; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo).');
    const level = run(defaults(), { type: 'loaded', query: 'new=didinga&level=genius', saves: [], tabGame: null, reducedMotion: false });
    expect(level.message).toMatch(/level="genius" is not a level; levels: beginner, quick, steady, strong/);
  });
});

describe('a move of the list shown on the board (issue 18: moves focusable to see them)', () => {
  const movedTwice = () => {
    let s = fromPosition('didinga', lettered({ C: 2, D: 2, j: 2, k: 2 }, 'A'));
    s = playFrom(s, [...startsOf(s).keys()][0]!);
    s = run(s, { type: 'animation-skip' });
    s = playFrom(s, [...startsOf(s).keys()][0]!);
    return run(s, { type: 'animation-skip' });
  };

  it('shows the first move as it left the board until the entry is left', () => {
    const s = movedTwice();
    expect(s.game!.played).toHaveLength(2);
    const shown = run(s, { type: 'move-previewed', index: 0 });
    expect(previewedMove(shown)?.move).toBe(s.game!.played[0]);
    expect(formatPosition(previewedMove(shown)!.move.after)).not.toBe(formatPosition(positionOf(s)));
    expect(previewedMove(run(shown, { type: 'move-previewed', index: null }))).toBeNull();
  });

  it('ignores a move that is not in the game, and drops the preview once the game moves on', () => {
    const s = movedTwice();
    expect(run(s, { type: 'move-previewed', index: 2 })).toBe(s);
    expect(run(s, { type: 'move-previewed', index: -1 })).toBe(s);
    const shown = run(s, { type: 'move-previewed', index: 1 });
    expect(previewedMove(run(shown, { type: 'undo' }))).toBeNull();
  });
});

describe('the guess the page makes before its first paint (resumesAGame) agrees with the load', () => {
  const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, j: 2 }, 'A')), moves: [] });
  const link = new URLSearchParams({ rules: 'didinga', start: formatPosition(lettered({ C: 1, D: 3, j: 2 }, 'B')), moves: '' }).toString();
  const cases: [string, string, SaveEntry[]][] = [
    ['a first visit', '', []],
    ['a saved game', '', [entry('g1', stored)]],
    ['a link to a game', link, []],
    ['a link to a game, and a saved game', link, [entry('g1', stored)]],
    ['a new game asked for', 'new=lango', []],
    ['a new game asked for, and a saved game', 'new=didinga&level=strong', [entry('g1', stored)]],
    ['an unrelated query', 'utm=x', [entry('g1', stored)]],
  ];

  it.each(cases)('%s', (_, query, saves) => {
    const loaded = run(defaults(), { type: 'loaded', query, saves, tabGame: null, reducedMotion: false });
    expect(resumesAGame(query ? `?${query}` : '', saves.length ? serializeSaves(saves) : null, null)).toBe(loaded.phase.kind !== 'setup');
  });

  it('guesses no game from a store that is not a list of games, and a game from the single game kept before the list', () => {
    for (const text of ['', 'not json', 'null', '{"games":{}}', '{"games":[]}', '[1,2]']) expect(resumesAGame('', text, null)).toBe(false);
    expect(resumesAGame('', null, stored)).toBe(true);
  });

  it('is whole in its own text, as the page inlines it (no name from outside it)', () => {
    const inlined = new Function(`return (${resumesAGame.toString()})`)() as typeof resumesAGame;
    expect(inlined('', null, null)).toBe(false);
    expect(inlined(`?${link}`, null, null)).toBe(true);
    expect(inlined('', serializeSaves([entry('g1', stored)]), null)).toBe(true);
    expect(inlined('?new=lango', serializeSaves([entry('g1', stored)]), stored)).toBe(false);
  });
});

describe('a game from the reader\'s own position (the New game form\'s start)', () => {
  const mine = lettered({ C: 3, D: 1, j: 2, k: 2 }, 'B');
  const edited = (s: PlayState, text: string | null) => run(s, { type: 'start-edited', text });

  it('begins the main phase there, with no opening, under the form\'s code and players', () => {
    let s = run(blank(), { type: 'setup-changed', change: { rules: 'lango', opponent: 'human' } });
    s = run(edited(s, ` ${formatPosition(mine)} `), { type: 'new-game' });
    expect(s.phase.kind).toBe('main');
    expect(s.setup).toMatchObject({ rules: 'lango', opponent: 'human', cols: 8 });
    expect(s.opening).toBeNull();
    expect(formatPosition(positionOf(s))).toBe(formatPosition(mine));
    expect(s.game!.played).toHaveLength(0);
    expect(s.startProblem).toBeNull();
    expect(s.announce).toBe(`A game from your position. ${statusText(s)}`);
    expect(savedGameOf(s)).toMatchObject({ start: formatPosition(mine), moves: [], opening: null });
  });

  it('says beside the field why a position cannot be used, and keeps the game on the board', () => {
    const before = run(edited(blank(), formatPosition(mine)), { type: 'new-game' });
    const bad = run(edited(before, 'garbage'), { type: 'new-game' });
    expect(bad.startProblem).toBe('That position cannot be read: "garbage" is not a position: expected four rows of counts separated by "/", a space and the side to move (A or B).');
    expect(bad.game).toBe(before.game);
    // Lango is played on 8 holes a row only (D-wide is the Didinga code's).
    const wide = '0,0,0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0,0,0 A';
    const lango = run(edited(run(blank(), { type: 'setup-changed', change: { rules: 'lango' } }), wide), { type: 'new-game' });
    expect(lango.startProblem).toBe('That position cannot be played: Lango (1927b) is played on 8 holes a row, not 10.');
    expect(lango.game).toBeNull();
    // Editing the field clears the problem; an empty field plays the opening again.
    expect(edited(bad, '').startProblem).toBeNull();
    expect(run(edited(bad, ''), { type: 'new-game' }).phase.kind).toBe('opening');
  });

  it('takes the position on the board into the field', () => {
    const s = run(edited(blank(), formatPosition(mine)), { type: 'new-game' });
    expect(edited(edited(s, ''), null).draftStart).toBe(formatPosition(mine));
    expect(edited(blank(), null).draftStart).toBe('');
  });
});

describe('a link\'s game is the link\'s until the reader adds to it (state.link, saves.ts withinLink)', () => {
  // A line of the solved table's kind: a position and the moves of its line.
  let line = fromPosition('didinga', lettered({ C: 2, D: 2, E: 2, j: 2, k: 2, l: 2 }, 'A'));
  for (let i = 0; i < 2; i++) line = run(playFrom(line, [...startsOf(line).keys()][0]!), { type: 'animation-skip' });
  const link = savedQuery(savedGameOf(line)!).toString();

  it('keeps the address it was opened with, as the page writes it, and within it while the reader steps back and forth', () => {
    const opened = run(defaults(), { type: 'loaded', query: link.replaceAll('%2C', ','), saves: [], tabGame: null, reducedMotion: false });
    expect(opened.link).toBe(link);
    const back = run(opened, { type: 'undo' });
    expect(withinLink(savedQuery(savedGameOf(back)!).toString(), back.link!)).toBe(true);
    // A move of the reader's own leaves the line.
    const own = [...startsOf(back).keys()].map((h) => run(playFrom(back, h), { type: 'animation-skip' }))
      .find((s) => savedGameOf(s)!.moves.at(-1) !== savedGameOf(line)!.moves.at(-1))!;
    expect(own).toBeDefined();
    expect(withinLink(savedQuery(savedGameOf(own)!).toString(), own.link!)).toBe(false);
  });

  it('comes back with its saved entry, and is null for a game begun, pasted or resumed without one', () => {
    const saved: SaveEntry = { id: 'g1', rev: 1, updated: 1, record: recordText(savedGameOf(line)!), title: 'a game', moves: 2, finished: false, query: link, link };
    expect(run(defaults(), { type: 'loaded', query: '', saves: [saved], tabGame: null, reducedMotion: false }).link).toBe(link);
    expect(run(defaults(), { type: 'loaded', query: link, saves: [saved], tabGame: null, reducedMotion: false })).toMatchObject({ link, slot: { id: 'g1' } });
    const { link: _, ...plain } = saved;
    expect(run(defaults(), { type: 'loaded', query: '', saves: [plain], tabGame: null, reducedMotion: false }).link).toBeNull();
    expect(run(blank(), { type: 'record-pasted', text: recordText(savedGameOf(line)!) }).link).toBeNull();
    expect(defaults().link).toBeNull();
  });
});

describe('the guess that a link\'s game opens beside saved games, with its notice (linkOpensAsNew), agrees with the load', () => {
  const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, j: 2 }, 'A')), moves: [] });
  const other = { ...entry('g1', stored), query: 'rules=didinga&start=x&moves=' };
  const link = new URLSearchParams({ rules: 'didinga', start: formatPosition(lettered({ C: 1, D: 3, j: 2 }, 'B')), moves: '' }).toString();
  // The link's game as the page saves it once opened: its record, and the address the page writes.
  const opened = savedGameOf(run(defaults(), { type: 'loaded', query: link, saves: [], tabGame: null, reducedMotion: false }))!;
  const own = savedQuery(opened).toString();
  const itself = { ...entry('g2', recordText(opened)), query: own };
  const cases: [string, string, SaveEntry[]][] = [
    ['a first visit', '', []],
    ['a saved game', '', [other]],
    ['a link to a game', link, []],
    ['a link to a game, and another saved game', link, [other]],
    ['a saved game\'s own address (a reload, or the reader\'s own link)', own, [other, itself]],
    ['a saved game\'s own address, written otherwise (a comma for %2C)', own.replaceAll('%2C', ','), [itself]],
    ['a new game asked for, and a saved game', 'new=didinga', [other]],
  ];

  it.each(cases)('%s', (_, query, saves) => {
    const loaded = run(defaults(), { type: 'loaded', query, saves, tabGame: null, reducedMotion: false });
    expect(linkOpensAsNew(query ? `?${query}` : '', saves.length ? serializeSaves(saves) : null)).toBe(loaded.notice === LINK_OPENS_AS_NEW);
  });

  it('misses in two stated cases: a saved game with no address kept, and a saved game\'s link with other fields', () => {
    // No room: a game saved before addresses were kept; the notice comes in unguessed.
    const { query: _, ...old } = other;
    const loaded = run(defaults(), { type: 'loaded', query: link, saves: [old], tabGame: null, reducedMotion: false });
    expect(loaded.notice).toBe(LINK_OPENS_AS_NEW);
    expect(linkOpensAsNew(`?${link}`, serializeSaves([old]))).toBe(false);
    // Room left empty: the link (no players= field) is not the address the page writes for the game it opens, already saved.
    expect(link).not.toBe(own);
    expect(run(defaults(), { type: 'loaded', query: link, saves: [itself], tabGame: null, reducedMotion: false }).notice).toBeNull();
    expect(linkOpensAsNew(`?${link}`, serializeSaves([itself]))).toBe(true);
    for (const text of [null, 'not json', '{"games":[]}', '{"games":[null]}']) expect(linkOpensAsNew(`?${link}`, text)).toBe(false);
  });

  it('is whole in its own text, as the page inlines it (no name from outside it)', () => {
    const inlined = new Function(`return (${linkOpensAsNew.toString()})`)() as typeof linkOpensAsNew;
    expect(inlined(`?${link}`, serializeSaves([other]))).toBe(true);
    expect(inlined(`?${own}`, serializeSaves([itself]))).toBe(false);
    expect(inlined('', serializeSaves([other]))).toBe(false);
  });
});

describe('the New game form, open or closed (setupOpen, apart from the phase)', () => {
  const mine = lettered({ C: 2, D: 2, j: 2, k: 2 }, 'A');
  it('is open on a first visit and on ?new=, closed once a game begins or a saved game loads', () => {
    expect(blank().setupOpen).toBe(true);
    expect(run(defaults(), { type: 'loaded', query: 'new=lango', saves: [], tabGame: null, reducedMotion: false }).setupOpen).toBe(true);
    expect(run(blank(), { type: 'new-game' })).toMatchObject({ phase: { kind: 'opening' }, setupOpen: false });
    expect(fromPosition('didinga', mine).setupOpen).toBe(false);
  });

  it('opened by the reader during a game, closes when the next game begins from it (the phase alone never changed it: opening to opening)', () => {
    let s = run(blank(), { type: 'setup-changed', change: { opponent: 'human' } }, { type: 'new-game' });
    expect(s).toMatchObject({ phase: { kind: 'opening' }, setupOpen: false });
    s = run(s, { type: 'setup-toggled', open: true });
    expect(s.setupOpen).toBe(true);
    expect(run(s, { type: 'new-game' })).toMatchObject({ phase: { kind: 'opening' }, setupOpen: false });
    // A toggle to the state it is in changes nothing (the page's own change, told back).
    expect(run(s, { type: 'setup-toggled', open: true })).toBe(s);
  });

  it('stays open when the form\'s position is refused, beside its reason', () => {
    const s = run(blank(), { type: 'start-edited', text: 'garbage' }, { type: 'new-game' });
    expect(s.startProblem).not.toBeNull();
    expect(s.setupOpen).toBe(true);
  });

  it('a game in the address that cannot be opened, nothing saved: stays closed, as the page drew it, and the status says where to start', () => {
    for (const query of ['rules=nope', 'rules=didinga&start=garbage', 'rules=didinga&moves=zz']) {
      const s = run(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false });
      expect(s.message).toMatch(/^The address holds a game that cannot be (read|replayed)/);
      expect(s).toMatchObject({ phase: { kind: 'setup' }, game: null, setupOpen: false });
      // The page's guess before its script ran was a game, so it drew the form closed.
      expect(resumesAGame(query, null, null)).toBe(true);
      expect(statusText(s)).toBe('Open “New game” to choose the game and start it.');
    }
    // A new game that cannot be set up (?new=chess): the page drew the form open, and it stays so.
    expect(resumesAGame('new=chess', null, null)).toBe(false);
    expect(run(defaults(), { type: 'loaded', query: 'new=chess', saves: [], tabGame: null, reducedMotion: false }).setupOpen).toBe(true);
  });

  it('a link that cannot be opened: the New game form keeps what it says of the setup, each part that can be read', () => {
    const load = (query: string) => run(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false });
    const wide = '2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2 A';
    const cases: [string, Partial<PlaySetup> | null][] = [
      // Code, options and players read; the start is not a position: the width stays the code's.
      ['rules=lango&options=lango.increment%3Ddlp&players=A+human,+B+human&start=garbage', { rules: 'lango', options: ['lango.increment=dlp'], opponent: 'human', cols: 8 }],
      // A wider Didinga board (D-wide) read from a start whose moves cannot be played.
      [`rules=didinga&players=A+computer+strong,+B+human&start=${encodeURIComponent(wide)}&moves=zz`, { rules: 'didinga', cols: 10, opponent: 'computer', human: 'B', level: 'strong' }],
      // Options the code refuses are dropped, the code kept.
      ['rules=ikibuguzo&options=lango.increment%3Ddlp&start=garbage', { rules: 'ikibuguzo', options: [], cols: 8 }],
      // An unknown code: the players alone.
      ['rules=nope&players=A+human,+B+human', { rules: 'didinga', opponent: 'human' }],
      // Nothing readable: the defaults, and no word of a setup kept.
      ['rules=nope&players=everyone', null],
      // Read, but the form's own setup already: nothing to say.
      ['rules=didinga&start=garbage', null],
    ];
    for (const [query, setup] of cases) {
      const s = load(query);
      expect(s.setupOpen, query).toBe(false);
      expect(s.draft, query).toEqual({ ...DEFAULT_SETUP, ...(setup ?? {}) });
      if (setup === null) expect(s.message, query).not.toMatch(/keeps its setup/);
      else expect(s.message, query).toMatch(/ “New game” keeps its setup: .+\.$/);
    }
    expect(load('rules=lango&players=A+human,+B+human&start=garbage').message).toMatch(/ “New game” keeps its setup: Lango \(1927b\), two players\.$/);
  });

  it('opens when the game on the board is deleted', () => {
    const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(mine), moves: [] });
    const s = run(defaults(), { type: 'loaded', query: '', saves: [entry('g1', stored)], tabGame: null, reducedMotion: false });
    expect(s.setupOpen).toBe(false);
    expect(run(s, { type: 'save-deleted', id: 'g1', saves: [] })).toMatchObject({ phase: { kind: 'setup' }, setupOpen: true });
  });
});
