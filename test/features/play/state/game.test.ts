/** /play/'s state (src/features/play/state/), the game slice (moves through actions, questions, pasted records, the end, purity): every transition through `reduce`, no browser. */
import { describe, expect, it } from 'vitest';
import { boardIndex, currentPosition, formatPosition, getRuleset, listMoves, openingStartHoles } from '../../../../src/engine/index.ts';
import { Rng } from '../../../../src/engine/index.ts';
import { DEFAULT_SETUP, recordText } from '../../../../src/features/play/play.ts';
import { holeName, holeOfIndex } from '../../../../src/components/holes.ts';
import { canRedo, canUndo, computerRequest, defaults, endOf, hintWords, humanToMove, positionOf, reduce, savedGameOf, startsOf, statusText, stepThroughGame, type Action, type PlayState } from '../../../../src/features/play/state/index.ts';
import { lettered } from '../../../engine/helpers.ts';
import { run, blank, fromPosition, stats, playFrom } from './helpers.ts';

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
