/** Moves as a reader builds them (src/components/move-choice.ts): starts, choices, previews, refusals. */
import { describe, expect, it } from 'vitest';
import { boardIndex, getRuleset, parseMove, parsePosition, play, startPosition, type Move } from '../../src/engine/index.ts';
import { attemptMove, decisionOptions, holeAction, startsByHole, whyNotStart } from '../../src/components/move-choice.ts';
import { lettered } from '../engine/helpers.ts';

const lango = getRuleset('lango');
const ikibuguzo = getRuleset('ikibuguzo');
const didinga = getRuleset('didinga');

describe('making a move', () => {
  it('groups the starts by the hole clicked: a Lango hole may both start a capture and be sown', () => {
    const pos = lettered({ C: 1, D: 1, j: 1, i: 2, K: 2 }, 'A'); // C faces j, D faces i (L-start)
    const starts = startsByHole(lango, pos);
    const all = [...starts.values()].flat().map((c) => c.notation).sort();
    expect(all).toEqual(['xf7', 'xf8']); // a start capture is compulsory when one is possible
    const [index, c] = [...starts].find(([, list]) => list.some((x) => x.notation === 'xf8'))!;
    expect(c.map((x) => x.label)).toEqual(['Capture the marbles en prise to f8 first (L-start)']);
    expect(index).toBe(boardIndex('A', c[0]!.start.hole, 8));
    // The hole's name on the board says the one move it starts in words, not sign by sign.
    expect(holeAction(c, 8)).toBe('play a start capture from f8');
    const twoWays = startsByHole(ikibuguzo, lettered({ A: 2, O: 1, N: 1, j: 1, g: 2, k: 1, f: 1 }, 'A', 0, 'murray')).get(0)!;
    expect(holeAction(twoWays, 8)).toBe('2 ways to start');
  });

  it('asks each decision the move meets, then plays it (K-reverse, K-chain)', () => {
    const pos = lettered({ A: 2, O: 1, N: 1, j: 1, g: 2, k: 1, f: 1 }, 'A', 0, 'murray');
    const sow = startsByHole(ikibuguzo, pos).get(boardIndex('A', 0, 8))!;
    const cw = sow.find((c) => c.notation === 'b1<')!;
    expect(cw.label).toBe('Sow b1 clockwise');
    const first = attemptMove(ikibuguzo, pos, { start: cw.start, decisions: [] });
    expect(first.kind).toBe('decide');
    if (first.kind !== 'decide') return;
    expect(first.options.map((o) => o.token)).toEqual(['>', '<']);
    expect(first.prompt).toBe(`You captured sowing clockwise; the increment in b1 may go on clockwise, since that captures again (${first.point.clause}). Choose:`);
    const done = attemptMove(ikibuguzo, pos, { start: cw.start, decisions: ['<'] });
    expect(done.kind).toBe('complete');
    if (done.kind === 'complete') {
      expect(done.result.notation).toBe('b1</<');
      expect(done.result.captured).toBe(5);
      expect(done.result.trace!.length).toBeGreaterThan(0);
      // The preview of "<" is that very move: its board, and the marbles it takes from the choice on.
      const lt = first.previews.find((p) => p.token === '<')!;
      expect(lt.counts).toEqual(done.result.after.counts);
      const sofar = play(ikibuguzo, pos, { start: cw.start, decisions: [] });
      const reached = !sofar.ok ? sofar.error.reached! : null;
      expect(reached).not.toBeNull();
      expect(first.counts).toEqual(reached!.counts);
      expect(lt.captured).toBe(5 - reached!.captured);
      expect(lt.words).toBe(`takes ${5 - reached!.captured} more marbles; the move ends after ${done.result.laps - reached!.laps} more lap${done.result.laps - reached!.laps === 1 ? '' : 's'}`);
    }
    // Named in the reader's letters when asked: Murray's A is b1.
    const murray = attemptMove(ikibuguzo, pos, { start: cw.start, decisions: [] }, false, 'murray');
    expect(murray.kind === 'decide' && murray.prompt).toMatch(/the increment in A may go on clockwise/);
  });

  it('names the hole a relay may turn clockwise from by the code\'s own switch: a reverse hole in Ikibuguzo (K-reverse)', () => {
    // A lap from f7 ends in b1, occupied; lifted and sown clockwise it would capture.
    const pos = parsePosition('0,0,2,2,0,0,2,0/1,0,1,1,2,1,2,0/1,2,1,2,0,1,0,1/2,0,0,0,0,2,0,1 A');
    if (!pos.ok) throw new Error(pos.error.message);
    const a = attemptMove(ikibuguzo, pos.value, { start: { kind: 'sow', hole: 14, clockwise: false }, decisions: [] });
    expect(a.kind === 'decide' && a.prompt).toBe('Your lap ended in b1, a reverse hole; you may lift it and sow clockwise, since that captures (K-reverse). Choose:');
  });

  it('refuses a start the rules forbid, with the engine’s reason', () => {
    const pos = lettered({ M: 3 }, 'A');
    const a = attemptMove(lango, pos, { start: { kind: 'sow', hole: 2, clockwise: true }, decisions: [] });
    expect(a).toEqual({ kind: 'refused', message: 'b3<: clockwise play starts only from the turning base (L-turn)' });
  });
});

describe('why a hole may not start a move', () => {
  it('names the hole in the reader\'s letters, with the engine\'s reason and clause', () => {
    const pos = lettered({ C: 2, D: 1, j: 2, k: 1 }, 'A');
    expect(whyNotStart(didinga, pos, boardIndex('A', 1, 8), 'driberg')).toMatch(/^[A-Z] cannot start a move: a move needs at least 2 marbles in the hole; it holds [01] \(D-min\)$/);
    expect(whyNotStart(didinga, pos, boardIndex('A', 1, 8), 'coords')).toMatch(/^A:b2 cannot start a move: /);
    expect(whyNotStart(didinga, startPosition(8), boardIndex('B', 0, 8), 'driberg')).toBe("k is B’s hole: A moves from a hole of A’s own two rows (D-choice)");
    const start = lettered({ C: 1, D: 1, j: 1, i: 2, K: 2 }, 'A');
    expect(whyNotStart(lango, start, boardIndex('A', 0, 8), 'driberg')).toBe('K cannot start a move: opponent marbles are en prise at the start of the move: Lango obliges the player to take them first (L-start)');
  });
});

describe('the answers to a choice', () => {
  it('a chain whose only chance is the other reverse hole is asked as that, not as going on clockwise (K-chain)', () => {
    const pos = parsePosition('0,0,1,0,3,0,1,3/0,0,1,0,3,0,0,0/0,3,0,0,2,0,0,0/3,0,0,0,0,0,0,1 A');
    if (!pos.ok) throw new Error(pos.error.message);
    const move = parseMove('f2<', 8);
    if (!move.ok) throw new Error(move.error.message);
    const a = attemptMove(ikibuguzo, pos.value, move.value as Move);
    if (a.kind !== 'decide') throw new Error(a.kind);
    expect(a.point.options).toEqual(['>', '^']);
    expect(a.prompt).toBe(`You captured sowing clockwise; you may leave the increment in f2 and play clockwise from the other reverse hole, since that captures (${a.point.clause}). Choose:`);
  });

  it('each in the notation key\'s words, once, with the sign the notation writes it with (K-chain\'s three)', () => {
    const labels = decisionOptions({ kind: 'chain', hole: 2, options: ['>', '<', '^'], clause: 'K-chain' }).map((o) => o.label);
    expect(labels).toEqual([
      'Go on counter-clockwise (“/>” in the notation)',
      'Take the clockwise chance (“/<” in the notation)',
      'Leave the marbles taken in the reverse hole and play clockwise from the other reverse hole (“/^” in the notation)',
    ]);
  });
});
