/**
 * The browser's local storage, or null where it is blocked (private modes, settings): the
 * widgets that keep something there (/play/'s saved games, the lessons' progress) then work on
 * without keeping it, and say so where it matters.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
