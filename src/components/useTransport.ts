/**
 * One Preact hook for stepping through frames: the current step, goTo(first | prev | next | last
 * | n) and canGoTo, play and pause on a timer at a speed, the keys (← → Home End Space, ignored
 * while typing in a field) and the reader's wish for reduced motion. The view renders the
 * controls and attaches `onKeyDown` where its keys should work; what each command and key does
 * is the pure controller in transport.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import {
  canGoTo as can, delayOf, initialTransport, shownStep, transport, type ReducedMotionPlay,
  type Target, type TransportAction, type TransportState,
} from './transport.ts';
import { keyCommand, keyPressOf } from './step-keys.ts';

export type { ReducedMotionPlay, Target };

export interface TransportOptions {
  /** The last step (the frames run 0 … last). It may change; the step shown stays within it. */
  readonly last: number;
  /** The step to start at (default 0). */
  readonly initial?: number;
  /** Milliseconds a step lasts at speed 1 (default 1000: one step a second). */
  readonly baseMs?: number;
  /** The speed to start at (default 1). */
  readonly speed?: number;
  /** What Play does under prefers-reduced-motion (default `step`: step on, with nothing animated). */
  readonly reducedMotion?: ReducedMotionPlay;
}

export interface Transport {
  /** The step shown, 0 … last. */
  readonly step: number;
  /** The step asked for (by the address, through `open`), kept as asked: `step` is it clamped to 0 … last. */
  readonly asked: number;
  readonly last: number;
  readonly playing: boolean;
  readonly speed: number;
  /** Go to a step (pauses). */
  goTo(to: Target): void;
  /** Whether a target would move (controls that would not are disabled). */
  canGoTo(to: Target): boolean;
  /** Open at a step read from the address: kept as asked, shown clamped to the last step (pauses). */
  open(step: number): void;
  /** Play (from the start once at the end), or pause if playing. */
  toggle(): void;
  pause(): void;
  setSpeed(speed: number): void;
  /** The keys: attach to the element whose keys should step (a root or a group). */
  onKeyDown(e: KeyboardEvent): void;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function useTransport({ last, initial = 0, baseMs = 1000, speed: initialSpeed = 1, reducedMotion = 'step' }: TransportOptions): Transport {
  // The step asked for is kept as asked (shownStep clamps it): frames may still be on their way (see `open`).
  const [state, setState] = useState<TransportState>(() => initialTransport(initial, initialSpeed));
  const lastRef = useRef(last);
  lastRef.current = last;
  const dispatch = useCallback((a: TransportAction) => setState((s) => transport(s, a, lastRef.current)), []);
  const step = shownStep(state, last);

  useEffect(() => {
    if (!state.playing) return;
    if (step >= last) {
      dispatch({ type: 'pause' });
      return;
    }
    const t = setTimeout(() => dispatch({ type: 'tick' }), delayOf(state.speed, baseMs));
    return () => clearTimeout(t);
  }, [state.playing, step, state.speed, last, baseMs]);

  const toggle = () => dispatch({ type: 'toggle', reduced: prefersReducedMotion(), onReduced: reducedMotion });
  return {
    step,
    asked: state.step,
    last,
    playing: state.playing,
    speed: state.speed,
    goTo: (to) => dispatch({ type: 'go', to }),
    canGoTo: (to) => can(state, to, last),
    open: (n) => dispatch({ type: 'open', step: n }),
    toggle,
    pause: () => dispatch({ type: 'pause' }),
    setSpeed: (speed) => dispatch({ type: 'speed', speed }),
    onKeyDown: (e) => {
      const command = keyCommand(keyPressOf(e));
      if (command === null) return;
      e.preventDefault();
      if (command.type === 'toggle') toggle();
      else dispatch(command);
    },
  };
}
