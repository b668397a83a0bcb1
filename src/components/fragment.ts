/** A page's fragment (`location.hash`), read without ever throwing; re-exported by url.ts, the one reader of addresses. */

/**
 * The id a fragment names (`location.hash`, with or without its "#"), decoded, or null when there
 * is none or it is malformed: a link may carry any fragment (`#%`, `#%E0%A4%A`), on which
 * `decodeURIComponent` throws, and a page treats such a fragment as no fragment at all.
 */
export function fragmentId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
