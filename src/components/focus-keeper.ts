/**
 * The keyboard's place in a widget whose controls come and go: a hole chosen loses its tabindex
 * once it may no longer be played, a panel of choices goes when it is answered, a saved game's
 * button goes from the list with its game. The browser then drops the focus to the page, and a
 * keyboard or screen reader user must find the widget again from the top. `keepFocusIn` watches
 * for that and puts the focus back where the widget says (`place`); a focus the reader took
 * elsewhere (a click or Tab outside the widget) is left where it is. Used by /play/ (its place:
 * features/play/focus.ts) and the lessons, through `useKeptFocus`.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** Whether an element that had the focus can no longer have it: gone from the page, inert, hidden, or no longer focusable. */
function cannotHoldFocus(el: Element): boolean {
  if (!el.isConnected || el.closest('[inert]') !== null || el.matches(':disabled')) return true;
  if (!el.matches('a[href], button, input, select, textarea, summary') && !el.hasAttribute('tabindex')) return true;
  return el.getClientRects().length === 0;
}

/** A board in play: where `place` puts the focus while nothing on it may be played (Board.tsx). */
const BOARD = 'svg.board';

/**
 * Watch the widget `root`: after each change of the page (`check`, called by the widget after it
 * renders), a focus dropped to the page because the element that held it cannot hold it any more
 * goes to `place(root)`. A focus so put on the board itself moves on to what `place` names next
 * (a hole that may be played, a choice) once there is one. Returns `check` and the function that stops watching.
 */
export function keepFocusIn(root: HTMLElement, place: (root: HTMLElement) => HTMLElement | null): { check: () => void; stop: () => void } {
  let last: Element | null = null;
  // The board, where the focus was put while nothing else could take it.
  let parked: Element | null = null;
  const onFocusIn = (e: FocusEvent) => {
    // Inside the widget: its place; anywhere else: the reader went there, and is left there.
    last = root.contains(e.target as Node) ? (e.target as Element) : null;
    if (e.target !== parked) parked = null;
  };
  const onPointerDown = (e: PointerEvent) => {
    if (!root.contains(e.target as Node)) last = null;
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onPointerDown);
  const check = () => {
    const now = document.activeElement;
    if (parked !== null && now === parked) {
      const target = place(root);
      if (target !== null && target !== parked) {
        parked = null;
        target.focus();
      }
      return;
    }
    if (last === null || (now !== null && now !== document.body)) return;
    if (!cannotHoldFocus(last)) return;
    last = null;
    const target = place(root);
    target?.focus();
    parked = target?.matches(BOARD) ? target : null;
  };
  return {
    check,
    stop: () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
    },
  };
}

/**
 * `keepFocusIn` for a widget's root element: returns the ref to put on that element. The watch
 * starts once the element is drawn, again whenever `drawn` changes (a widget whose first view is
 * another element, as /play/'s before hydration), and `check` runs after every render.
 */
export function useKeptFocus<T extends HTMLElement>(place: (root: HTMLElement) => HTMLElement | null, drawn: unknown = true): RefObject<T> {
  const root = useRef<T>(null);
  const keeper = useRef<ReturnType<typeof keepFocusIn> | null>(null);
  useEffect(() => {
    if (!root.current) return undefined;
    const k = keepFocusIn(root.current, place);
    keeper.current = k;
    return () => {
      k.stop();
      keeper.current = null;
    };
  }, [drawn]);
  useEffect(() => keeper.current?.check());
  return root;
}
