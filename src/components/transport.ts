/**
 * The transport of a stepper, without a DOM: where it stands (the step, playing or paused, the
 * speed) and what each command does to that (which key gives which command: step-keys.ts). The
 * hook in useTransport.ts wraps it with a timer, a media query and a key handler; the tests drive
 * it directly (test/components/transport.test.ts).
 *
 * Steps run from 0 (the start) to `last`. Every command that moves by hand pauses the player.
 */

/** Where to go: the first or last step, one back or on, or a step by number (clamped to 0 … last). */
export type Target = 'first' | 'prev' | 'next' | 'last' | number;

/**
 * What Play does when the reader asks for reduced motion:
 * - `step`: it still steps on the timer (the reader asked for it), only nothing is animated;
 * - `end`: no stepping on a timer: the last step is shown at once.
 */
export type ReducedMotionPlay = 'step' | 'end';

export interface TransportState {
  /** The step asked for; shown as `Math.min(step, last)` (see `open`). */
  readonly step: number;
  readonly playing: boolean;
  /** Steps a second, as a multiple of the widget's base pace. */
  readonly speed: number;
}

export type TransportAction =
  | { readonly type: 'go'; readonly to: Target }
  /** Open at a step read from the address before the frames are known: kept as asked, shown clamped. */
  | { readonly type: 'open'; readonly step: number }
  /** Play, or pause if playing. `reduced`: the reader asks for reduced motion; `onReduced`: what Play does then. */
  | { readonly type: 'toggle'; readonly reduced?: boolean; readonly onReduced?: ReducedMotionPlay }
  | { readonly type: 'pause' }
  /** The timer fired: one step on; at the last step the player stops. */
  | { readonly type: 'tick' }
  | { readonly type: 'speed'; readonly speed: number };

export function initialTransport(step = 0, speed = 1): TransportState {
  return { step: Math.max(0, Math.floor(step)), playing: false, speed };
}

/** The step shown: the one asked for, within 0 … last. */
export function shownStep(state: TransportState, last: number): number {
  return Math.max(0, Math.min(state.step, last));
}

/** The step a target leads to from `step`, within 0 … last. */
export function targetStep(to: Target, step: number, last: number): number {
  const n = to === 'first' ? 0 : to === 'last' ? last : to === 'prev' ? step - 1 : to === 'next' ? step + 1 : Math.floor(to);
  return Math.max(0, Math.min(last, n));
}

/** Whether a target leads anywhere from the step shown (a control that would not move is disabled). */
export function canGoTo(state: TransportState, to: Target, last: number): boolean {
  const at = shownStep(state, last);
  return targetStep(to, at, last) !== at;
}

/** What a command does. `last` is the last step of the frames now shown. */
export function transport(state: TransportState, action: TransportAction, last: number): TransportState {
  const at = shownStep(state, last);
  switch (action.type) {
    case 'go':
      return { ...state, playing: false, step: targetStep(action.to, at, last) };
    case 'open':
      return { ...state, playing: false, step: Math.max(0, Math.floor(action.step)) };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'toggle':
      if (state.playing) return { ...state, playing: false };
      if (action.reduced && action.onReduced === 'end') return { ...state, playing: false, step: last };
      // Play from here, or from the start once at the end.
      return { ...state, playing: true, step: at >= last ? 0 : at };
    case 'tick': {
      if (!state.playing) return state;
      const next = Math.min(at + 1, last);
      return { ...state, step: next, playing: next < last };
    }
    case 'speed':
      return action.speed > 0 && Number.isFinite(action.speed) ? { ...state, speed: action.speed } : state;
  }
}

/** Milliseconds between two steps at a speed, given the pace at speed 1. */
export function delayOf(speed: number, baseMs: number): number {
  return baseMs / speed;
}
