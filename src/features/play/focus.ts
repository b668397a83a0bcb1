/**
 * The keyboard's place in the play widget. A hole chosen loses its tabindex once it may no longer
 * be played (an opening hole, a move sown), a saved game's Resume or Delete button goes from the
 * list with its game: the browser then drops the focus to the page, and a keyboard or screen
 * reader user must find the game again from the top. `keepFocusInGame` watches for that and puts
 * the focus back in the game (`focusTheGame`); a focus the reader took elsewhere (a click or Tab
 * outside the widget) is left where it is.
 */

/**
 * Put the focus in the game: the New game form's first field when the form is open, else the
 * first hole the reader may play, else the board itself (a move being shown, the computer's turn:
 * Tab then reaches the holes once they may be played), else the first step button that can act.
 */
export function focusTheGame(root: Element): Element | null {
  const form = root.querySelector<HTMLDetailsElement>('.play__setup');
  const target = (form?.open ? form.querySelector<HTMLElement>('.play__form select, .play__form input') : null)
    ?? root.querySelector<HTMLElement>('.play__board [role="button"]:not([aria-disabled="true"])')
    ?? root.querySelector<HTMLElement>('.play__board svg.board')
    ?? root.querySelector<HTMLElement>('.play__step:not([aria-disabled="true"])');
  target?.focus();
  return target;
}

/** Whether an element that had the focus can no longer have it: gone from the page, inert, hidden, or no longer focusable. */
function cannotHoldFocus(el: Element): boolean {
  if (!el.isConnected || el.closest('[inert]') !== null || el.matches(':disabled')) return true;
  if (!el.matches('a[href], button, input, select, textarea, summary') && !el.hasAttribute('tabindex')) return true;
  return el.getClientRects().length === 0;
}

/**
 * Watch the widget `root`: after each change of the page (`check`, called by the widget after it
 * renders), a focus dropped to the page because the element that held it cannot hold it any more
 * goes back into the game. Returns `check` and the function that stops watching.
 */
export function keepFocusInGame(root: HTMLElement): { check: () => void; stop: () => void } {
  let last: Element | null = null;
  // The board itself, where the focus was put while no hole could be played: it goes on to the
  // first hole once one can (the opening shown, the computer's move made).
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
      if (root.querySelector('.play__board [role="button"]:not([aria-disabled="true"])') !== null) {
        parked = null;
        focusTheGame(root);
      }
      return;
    }
    if (last === null || (now !== null && now !== document.body)) return;
    if (!cannotHoldFocus(last)) return;
    last = null;
    const target = focusTheGame(root);
    parked = target?.matches('.play__board svg.board') ? target : null;
  };
  return {
    check,
    stop: () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
    },
  };
}
