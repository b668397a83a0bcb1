/** The lessons' logic (src/features/lessons/lessons.ts): verdicts in words, the ideas, progress kept in the browser. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getRuleset, holeLetter, listMoves } from '../../../src/engine/index.ts';
import { LESSONS } from '../../../src/data/lessons.ts';
import { answerHoles, judgeMove, lessonPosition, moveFacts, readProgress, showsIdea, writeProgress } from '../../../src/features/lessons/lessons.ts';

const lesson = (id: string) => LESSONS.find((l) => l.id === id)!;

describe('a try in a move lesson', () => {
  const capture = lesson('didinga-capture');
  const rules = getRuleset('didinga');
  const moves = listMoves(rules, lessonPosition(capture)).legal;

  it('the right move is called right, with what it did and what it shows', () => {
    const right = moves.find((m) => m.notation === 'f6')!;
    // Named as the page names holes, by Driberg's letter, with the notation after it.
    expect(judgeMove(capture, right, rules, 'driberg')).toEqual({ right: true, words: `Right. E (f6): 3 laps, 2 marbles taken. ${capture.shown}` });
  });

  it('a wrong move says what it did, then what to look for', () => {
    const wrong = moves.find((m) => m.captured === 0)!;
    const v = judgeMove(capture, wrong, rules, 'driberg');
    expect(v.right).toBe(false);
    const letter = holeLetter('A', wrong.move.start.hole, 'driberg');
    expect(v.words).toBe(`Not this one. ${letter} (${wrong.notation}): ${wrong.laps} lap${wrong.laps === 1 ? '' : 's'}, nothing taken. ${capture.hint}`);
    // In Murray's letters on the Ikibuguzo page: the same hole, its other letter.
    expect(judgeMove(capture, wrong, rules, 'murray').words).toContain(`${holeLetter('A', wrong.move.start.hole, 'murray')} (${wrong.notation}):`);
  });

  it('says when the opponent is left unable to move, and a K-win', () => {
    const end = lesson('didinga-end');
    const m = listMoves(rules, lessonPosition(end)).legal.find((x) => x.notation === 'f6')!;
    expect(moveFacts(m, rules)).toBe('f6: 3 laps, 5 marbles taken; B cannot move.');
    const ik = getRuleset('ikibuguzo');
    const win = listMoves(ik, lessonPosition(lesson('ikibuguzo-end-holes'))).legal.find((x) => x.notation === 'b7')!;
    expect(moveFacts(win, ik)).toMatch(/; it wins the game \(K-win\)\.$/);
  });

  it('a hole lesson or a read lesson is not judged as a move', () => {
    expect(() => judgeMove(lesson('didinga-board'), moves[0]!, rules, 'driberg')).toThrow('lesson "didinga-board" asks for no move');
  });
});

describe('the ideas', () => {
  it('a clockwise chain counts a clockwise start and every clockwise answer', () => {
    const ik = getRuleset('ikibuguzo');
    const chain = listMoves(ik, lessonPosition(lesson('ikibuguzo-chain'))).legal;
    const by = (n: string) => chain.find((m) => m.notation === n)!;
    expect(showsIdea('clockwise', by('b1</>'), ik)).toBe(true);
    expect(showsIdea('clockwise-chain', by('b1</>'), ik)).toBe(false);
    expect(showsIdea('clockwise-chain', by('b1</<'), ik)).toBe(true);
    expect(showsIdea('clockwise', by('b1'), ik)).toBe(false);
  });

  it('the board lesson\'s answer is Driberg\'s K, A\'s first back hole', () => {
    expect(answerHoles(['K'], 'driberg')).toEqual([0]);
    expect(answerHoles(['A', 'O'], 'murray')).toEqual([0, 14]);
  });
});

describe('progress kept in the browser', () => {
  const known = LESSONS.map((l) => l.id);

  it('round-trips the lessons done, sorted', () => {
    const done = new Set(['lango-clockwise', 'didinga-board']);
    expect(writeProgress(done)).toBe('{"done":["didinga-board","lango-clockwise"]}');
    expect(readProgress(writeProgress(done), known)).toEqual(done);
  });

  it('anything else in storage counts as nothing done, never an error; unknown ids are dropped', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
      const got = readProgress(text, known);
      for (const id of got) expect(known).toContain(id);
    }));
    expect(readProgress(null, known).size).toBe(0);
    expect(readProgress('{"done":["nope","didinga-board",3]}', known)).toEqual(new Set(['didinga-board']));
  });
});
