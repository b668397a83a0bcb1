/**
 * The keys of every stepper (Stepper, the opening race) and of /play/'s game controls: which key
 * is which step, and where the focus leaves a key to the page. A module of its own, apart from the
 * transport, so that /play/, which steps through a game and not through frames, loads only this.
 */
import type { TransportAction } from './transport.ts';

/** What the key handler knows about a key press. */
export interface KeyPress {
  readonly key: string;
  /** Focus is in a field (input, select, textarea, editable text): every key belongs to it. */
  readonly typing: boolean;
  /** Focus is on a button or a link: Space belongs to it. */
  readonly onControl: boolean;
  /** Ctrl, Alt or Meta is held: the key belongs to the browser (Alt+← is "back"). */
  readonly modified?: boolean;
  /**
   * Focus is on one of a stepper's step controls (a button or the slider of a group marked
   * `data-space-plays`): Space plays and pauses there rather than pressing the control, so a
   * reader on "⇤ First" who presses Space hears the move played, not the first step again.
   */
  readonly spacePlays?: boolean;
}

/**
 * The keys of every stepper: ← → one step, Home / End the first and last step, Space play and
 * pause. Null: the key is not the stepper's (leave it to the page).
 */
export function keyCommand(k: KeyPress): TransportAction | null {
  if (k.modified) return null;
  if (k.key === ' ' && k.spacePlays) return { type: 'toggle' };
  if (k.typing) return null;
  switch (k.key) {
    case 'ArrowRight': return { type: 'go', to: 'next' };
    case 'ArrowLeft': return { type: 'go', to: 'prev' };
    case 'Home': return { type: 'go', to: 'first' };
    case 'End': return { type: 'go', to: 'last' };
    case ' ': return k.onControl ? null : { type: 'toggle' };
    default: return null;
  }
}

/** A key press as `keyCommand` reads it: the key, where focus is, and whether a modifier is held. */
export function keyPressOf(e: KeyboardEvent): KeyPress {
  return { key: e.key, ...keyPlace(e.target), modified: e.ctrlKey || e.altKey || e.metaKey };
}

/** Where focus is, for the keys: in a field, or on a button or link. */
function keyPlace(target: EventTarget | null): { typing: boolean; onControl: boolean; spacePlays: boolean } {
  const t = target as HTMLElement | null;
  if (!t || typeof t.closest !== 'function') return { typing: false, onControl: false, spacePlays: false };
  return {
    typing: t.closest('input, select, textarea') !== null || t.isContentEditable === true,
    onControl: t.tagName === 'BUTTON' || t.tagName === 'A',
    spacePlays: t.closest('[data-space-plays]') !== null && (t.tagName === 'BUTTON' || (t as HTMLInputElement).type === 'range'),
  };
}
