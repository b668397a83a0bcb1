/**
 * The stepper's transport without a DOM (src/components/transport.ts): commands, the timer's
 * tick and reduced motion, as the steppers on /examples/, /compare/ and /opening/ use
 * them (the browser tests check the same behaviour through the page).
 */
import { describe, expect, it } from 'vitest';
import {
  canGoTo, delayOf, initialTransport, shownStep, targetStep, transport, type TransportAction,
  type TransportState,
} from '../../src/components/transport.ts';

const LAST = 5;
const run = (state: TransportState, ...actions: TransportAction[]) => actions.reduce((s, a) => transport(s, a, LAST), state);
const at = (step: number, playing = false): TransportState => ({ ...initialTransport(step), playing });

describe('going to a step', () => {
  it('goes first, back, on, last and to a number, always within 0 … last', () => {
    expect(targetStep('first', 3, LAST)).toBe(0);
    expect(targetStep('prev', 3, LAST)).toBe(2);
    expect(targetStep('next', 3, LAST)).toBe(4);
    expect(targetStep('last', 3, LAST)).toBe(LAST);
    expect(targetStep(4, 0, LAST)).toBe(4);
    expect(targetStep('prev', 0, LAST)).toBe(0);
    expect(targetStep('next', LAST, LAST)).toBe(LAST);
    expect(targetStep(99, 0, LAST)).toBe(LAST);
    expect(targetStep(-3, 2, LAST)).toBe(0);
  });

  it('says which targets would move: first and back not at the start, on and last not at the end', () => {
    const start = at(0);
    expect(['first', 'prev', 'next', 'last'].map((t) => canGoTo(start, t as 'first', LAST))).toEqual([false, false, true, true]);
    const end = at(LAST);
    expect(['first', 'prev', 'next', 'last'].map((t) => canGoTo(end, t as 'first', LAST))).toEqual([true, true, false, false]);
    expect(canGoTo(at(2), 2, LAST)).toBe(false);
    expect(canGoTo(at(2), 3, LAST)).toBe(true);
  });

  it('pauses whenever the reader moves by hand', () => {
    expect(run(at(2, true), { type: 'go', to: 'next' })).toMatchObject({ step: 3, playing: false });
    expect(run(at(2, true), { type: 'go', to: 1 })).toMatchObject({ step: 1, playing: false });
  });

  it('opens at a step from the address before the frames are known, shown within the last step', () => {
    const s = run(initialTransport(), { type: 'open', step: 12 });
    expect(s.step).toBe(12);
    expect(shownStep(s, LAST)).toBe(LAST);
    expect(shownStep(s, 20)).toBe(12);
    // A relative move starts from the step shown.
    expect(transport(s, { type: 'go', to: 'prev' }, LAST).step).toBe(LAST - 1);
  });
});

describe('playing', () => {
  it('plays from here, steps on each tick, and stops at the last step', () => {
    let s = run(at(3), { type: 'toggle' });
    expect(s).toMatchObject({ step: 3, playing: true });
    s = run(s, { type: 'tick' });
    expect(s).toMatchObject({ step: 4, playing: true });
    s = run(s, { type: 'tick' });
    expect(s).toMatchObject({ step: LAST, playing: false });
    expect(run(s, { type: 'tick' })).toBe(s);
  });

  it('plays from the start once at the end, and pauses when asked again', () => {
    const s = run(at(LAST), { type: 'toggle' });
    expect(s).toMatchObject({ step: 0, playing: true });
    expect(run(s, { type: 'toggle' })).toMatchObject({ step: 0, playing: false });
    expect(run(s, { type: 'pause' })).toMatchObject({ playing: false });
  });

  it('a tick after a pause does nothing', () => {
    const paused = run(at(1, true), { type: 'pause' });
    expect(run(paused, { type: 'tick' })).toEqual(paused);
  });

  it('under reduced motion, steps on (the stepper) or shows the end at once (the opening race)', () => {
    expect(run(at(1), { type: 'toggle', reduced: true, onReduced: 'step' })).toMatchObject({ step: 1, playing: true });
    expect(run(at(1), { type: 'toggle', reduced: true, onReduced: 'end' })).toMatchObject({ step: LAST, playing: false });
    expect(run(at(1), { type: 'toggle', reduced: false, onReduced: 'end' })).toMatchObject({ step: 1, playing: true });
  });

  it('keeps a speed and turns it into a delay: the stepper 1000 ms a step at 1, 250 ms at 4; the race 700 ms', () => {
    expect(run(at(0), { type: 'speed', speed: 4 }).speed).toBe(4);
    expect(run(at(0), { type: 'speed', speed: 0 }).speed).toBe(1);
    expect(run(at(0), { type: 'speed', speed: Number.NaN }).speed).toBe(1);
    expect(delayOf(4, 1000)).toBe(250);
    expect(delayOf(0.5, 1000)).toBe(2000);
    expect(delayOf(1, 700)).toBe(700);
  });
});
