/**
 * The browser's local storage, or null where it is blocked (private modes, settings): the
 * widgets that keep something there (/play/'s saved games, the lessons' progress) then work on
 * without keeping it, and say so where it matters. A storage that is there may still throw on
 * any call (a full quota, a policy), so a widget reads and writes through readStored and
 * writeStored, which never throw.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The text kept under `key`, or null when there is none or storage cannot be read. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key); // reading `localStorage` itself throws where it is blocked
  } catch {
    return null;
  }
}

/** Keep `value` under `key`: false when storage is blocked or refuses it (full), so the caller can say so. */
export function writeStored(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
