/**
 * The steppers' keys without a DOM (src/components/step-keys.ts), as the steppers on /examples/,
 * /compare/ and /opening/ and /play/'s game controls read them (the browser tests press them on the pages).
 */
import { describe, expect, it } from 'vitest';
import { keyCommand } from '../../src/components/step-keys.ts';

describe('the keys', () => {
  const press = (key: string, place: Partial<{ typing: boolean; onControl: boolean; modified: boolean; spacePlays: boolean }> = {}) =>
    keyCommand({ key, typing: false, onControl: false, ...place });

  it('← → step, Home and End go to the first and last step, Space plays', () => {
    expect(press('ArrowRight')).toEqual({ type: 'go', to: 'next' });
    expect(press('ArrowLeft')).toEqual({ type: 'go', to: 'prev' });
    expect(press('Home')).toEqual({ type: 'go', to: 'first' });
    expect(press('End')).toEqual({ type: 'go', to: 'last' });
    expect(press(' ')).toEqual({ type: 'toggle' });
    expect(press('Enter')).toBeNull();
    expect(press('ArrowUp')).toBeNull();
  });

  it('leaves every key to a field being typed in, and Space to a button or link', () => {
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End', ' ']) expect(press(key, { typing: true })).toBeNull();
    expect(press(' ', { onControl: true })).toBeNull();
    expect(press('ArrowRight', { onControl: true })).toEqual({ type: 'go', to: 'next' });
  });

  it('Space plays and pauses from a stepper\'s step control (a button, the slider) instead of pressing it; the other keys stay with the slider', () => {
    expect(press(' ', { onControl: true, spacePlays: true })).toEqual({ type: 'toggle' });
    expect(press(' ', { typing: true, spacePlays: true })).toEqual({ type: 'toggle' });
    expect(press('ArrowRight', { typing: true, spacePlays: true })).toBeNull();
    expect(press(' ', { modified: true, spacePlays: true })).toBeNull();
  });

  it('leaves a key with Ctrl, Alt or Meta to the browser (Alt+← goes back)', () => {
    expect(press('ArrowLeft', { modified: true })).toBeNull();
  });
});
