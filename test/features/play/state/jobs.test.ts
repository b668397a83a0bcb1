/** /play/'s state (src/features/play/state/), the jobs slice (the computer's move and the hint): every transition through `reduce`, no browser. */
import { describe, expect, it } from 'vitest';
import { boardIndex, formatPosition, getRuleset, listMoves, openingStartHoles, parsePosition } from '../../../../src/engine/index.ts';
import { AI_LEVELS, searchMove, type SearchStats } from '../../../../src/computer/search.ts';
import { DEFAULT_SETUP, type PlaySetup } from '../../../../src/features/play/play.ts';
import { holeName } from '../../../../src/components/holes.ts';
import { canHint, computerRequest, computerWinText, failureOf, hintHole, hintMove, hintReason, hintRequest, hintWords, HINT_LEVEL, learnerGame, LEARNER_LEVELS, humanToMove, jobOf, positionOf, runningId, startsOf, statusText, type PlayState } from '../../../../src/features/play/state/index.ts';
import { lettered } from '../../../engine/helpers.ts';
import { run, blank, fromPosition, stats, playFrom } from './helpers.ts';

describe('against the computer', () => {
  const computerA: PlaySetup = { ...DEFAULT_SETUP, rules: 'ikibuguzo', opponent: 'computer', human: 'B', level: 'quick' };

  function started(): PlayState {
    const s = run(blank(), { type: 'setup-changed', change: computerA }, { type: 'new-game' });
    expect(s.phase.kind).toBe('main'); // Ikibuguzo: Murray’s array, no choice (K-array-1)
    expect(s.opening).toBe('Murray’s array 1; A moves first (AMB-20: Murray does not say who does)');
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

  it.each([
    ['A human, B computer beginner', true],
    ['A human, B computer quick', true],
    ['A human, B computer steady', false],
    ['A human, B human', false],
  ] as const)('against %s (a learner’s game: %s), a solved win’s proof is kept one click further in a learner’s game: shown and said, the hint names its move alone', (players, learner) => {
    let s = fromPosition('didinga', lettered({ C: 2, D: 2, j: 2, k: 1 }, 'A'), players);
    expect(learnerGame(s.setup)).toBe(learner);
    s = run(s, { type: 'hint-asked' }, { type: 'hint-thinking', id: 1 });
    const notation = listMoves(getRuleset('didinga'), positionOf(s)).legal[0]!.notation;
    s = run(s, { type: 'hint-answered', id: 1, notation, stats: { ...stats, solved: { value: 'win', line: 3, nodes: 40, shortest: true } } as SearchStats });
    const proof = 'it wins by force in 3 moves, 2 of them A’s, the fewest against the best defence';
    expect(hintReason(s.hint!, positionOf(s))).toBe(proof);
    expect(s.announce.includes('wins by force')).toBe(!learner);
    expect(hintWords(s.hint!, positionOf(s), 'driberg', undefined, learner)).toBe(`${hintMove(s.hint!, positionOf(s), 'driberg')}${learner ? '' : `; ${proof}`}.`);
  });

  it('a first visit is set against the computer at its easiest level, the first of AI_LEVELS, which LEARNER_LEVELS holds', () => {
    expect(DEFAULT_SETUP).toMatchObject({ opponent: 'computer', level: AI_LEVELS[0]!.id });
    expect(LEARNER_LEVELS).toContain(AI_LEVELS[0]!.id);
    expect(learnerGame(DEFAULT_SETUP)).toBe(true);
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
