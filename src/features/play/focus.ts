/**
 * The keyboard's place in the play widget (kept by useKeptFocus, components/focus-keeper.ts): a
 * focus the page drops (a hole no longer playable, a saved game's Resume or Delete button gone
 * with its game) goes back into the game, here.
 */
/**
 * Where the focus goes in the game: the New game form's first field when the form is open, else
 * the first hole the reader may play, else the board itself (a move being shown, the computer's
 * turn: the focus goes on to the holes once they may be played), else the first step button that can act.
 */
export function placeInGame(root: HTMLElement): HTMLElement | null {
  const form = root.querySelector<HTMLDetailsElement>('.play__setup');
  return (form?.open ? form.querySelector<HTMLElement>('.play__form select, .play__form input') : null)
    ?? root.querySelector<HTMLElement>('.play__board [role="button"]:not([aria-disabled="true"])')
    ?? root.querySelector<HTMLElement>('.play__board svg.board')
    ?? root.querySelector<HTMLElement>('.play__step:not([aria-disabled="true"])');
}

/** Put the focus in the game (placeInGame); returns where it went. */
export function focusTheGame(root: HTMLElement): HTMLElement | null {
  const target = placeInGame(root);
  target?.focus();
  return target;
}
