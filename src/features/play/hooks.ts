/**
 * The play page's side effects, each a small hook that reads the state (state.ts) and dispatches
 * actions: loading the saved game, saving it (local storage and the address), the animation's
 * clock and the Escape key, and the computer player's worker.
 */
import { useEffect, useReducer, useRef } from 'preact/hooks';
import { Computer } from '../../computer/client.ts';
import { recordText, savedQuery, STORAGE_KEY } from './play.ts';
import { computerRequest, defaults, reduce, savedGameOf, SPEEDS, type Dispatch, type PlayState } from './state.ts';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** The page's state with every effect wired, and the record text (which is also what is saved). */
export function usePlay(): { state: PlayState; dispatch: Dispatch; record: string } {
  const [state, dispatch] = useReducer(reduce, undefined, defaults);
  const record = useSaving(state, dispatch);
  useAnimationClock(state, dispatch);
  useComputer(state, dispatch);
  return { state, dispatch, record };
}

/** Load the game once (the address wins, then local storage), then save it after every change. */
function useSaving(state: PlayState, dispatch: Dispatch): string {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(STORAGE_KEY);
    } catch {
      /* storage may be blocked: nothing to restore */
    }
    dispatch({ type: 'loaded', query: window.location.search, stored, reducedMotion: prefersReducedMotion() });
  }, []);

  const saved = savedGameOf(state);
  const record = saved ? recordText(saved) : '';
  useEffect(() => {
    if (!state.hydrated || !saved) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, record);
    } catch {
      /* storage full or blocked: the URL still holds the game */
    }
    const url = new URL(window.location.href);
    url.search = savedQuery(saved).toString();
    window.history.replaceState(null, '', url);
  }, [record, state.hydrated]);
  return record;
}

/** Step the animation at the chosen speed; Escape skips to the move's end, wherever the focus is. */
function useAnimationClock(state: PlayState, dispatch: Dispatch): void {
  useEffect(() => {
    if (!state.animation) return;
    const per = SPEEDS.find((s) => s.id === state.speed)!.perSecond;
    const t = window.setTimeout(() => dispatch({ type: per === 0 ? 'animation-skip' : 'animation-step' }), per === 0 ? 0 : 1000 / per);
    return () => window.clearTimeout(t);
  }, [state.animation, state.speed]);

  const animating = state.animation !== null;
  useEffect(() => {
    if (!animating) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch({ type: 'animation-skip' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [animating]);
}

/**
 * Ask the computer (in its Web Worker) when the state says it is its turn; when the state stops
 * waiting for it (an undo, a new game, a pasted record), end its thinking at once.
 */
function useComputer(state: PlayState, dispatch: Dispatch): void {
  const worker = useRef<Computer | null>(null);
  const asked = useRef<number | null>(null);
  const nextId = useRef(1);
  useEffect(() => () => worker.current?.cancel(), []);

  useEffect(() => {
    if (asked.current !== null && asked.current !== state.computer.thinking) {
      worker.current?.cancel();
      asked.current = null;
    }
    const request = computerRequest(state);
    if (!request) return;
    const id = nextId.current++;
    asked.current = id;
    dispatch({ type: 'computer-thinking', id });
    worker.current ??= new Computer();
    const done = () => {
      if (asked.current === id) asked.current = null;
    };
    worker.current
      .think({ record: request.record, level: request.level, seed: (Date.now() ^ (request.plies * 7919)) >>> 0 })
      .then((answer) => {
        done();
        dispatch({ type: 'computer-answered', id, at: request.at, notation: answer.notation, stats: answer.stats });
      })
      .catch((e: Error) => {
        done();
        dispatch({ type: 'computer-failed', id, message: e.message });
      });
  }, [state]);
}
