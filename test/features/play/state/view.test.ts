/** /play/'s state (src/features/play/state/), the view slice (the animation, the controls, a move of the list shown on the board): every transition through `reduce`, no browser. */
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../../../src/engine/index.ts';
import { endOf, positionOf, previewedMove, startsOf, statusText } from '../../../../src/features/play/state/index.ts';
import { lettered } from '../../../engine/helpers.ts';
import { run, fromPosition, playFrom } from './helpers.ts';

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
