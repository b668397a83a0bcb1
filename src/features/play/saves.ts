/**
 * The play page's saved games (/play/): a list kept in local storage so that no game is ever
 * lost, whether to a shared link, to a second tab playing at the same time, or to a new game.
 *
 * Pure functions over plain data: the list is read, changed and written back by the hooks
 * (hooks.ts), which also listen for other tabs' writes. Each game has an id and a revision
 * counter; a tab writes its game only over the revision it last read or wrote, so two tabs never
 * write over each other (the later one keeps its version as a game of its own instead).
 */

/** The storage key of the list. The version is in the key: a format change gets a new key. */
export const SAVES_KEY = 'choro.play.games.v2';

/** The key of the single game the page kept before the list existed, read once and migrated. */
export const LEGACY_KEY = 'choro.play.v1';

/** The session key where a tab remembers which game it is playing, so a reload resumes it. */
export const TAB_KEY = 'choro.play.tab';

/**
 * How many games the list keeps; past it the oldest game a link still gives goes first, then the
 * oldest finished game, then the oldest (pruneSaves).
 */
export const MAX_SAVES = 20;

/** The longest record the list accepts for one game (a guard against a tampered store). */
const MAX_RECORD = 200_000;

/** One saved game: its record (the text a reader copies) and what the list shows of it. */
export interface SaveEntry {
  readonly id: string;
  /** Raised by one on every write of this game, by any tab. */
  readonly rev: number;
  /** When it was last written (milliseconds since 1970), to order the list and drop the oldest. */
  readonly updated: number;
  readonly record: string;
  /** A line naming the game (code, players), for the list. */
  readonly title: string;
  readonly moves: number;
  readonly finished: boolean;
  /**
   * The game's address query as the page writes it (savedQuery, without "?"), for the guess the
   * page makes before its first paint (linkOpensAsNew). Missing from games saved before it was kept.
   */
  readonly query?: string;
  /**
   * The address query of the link this game was opened from (without "?"), while the game holds
   * nothing the link does not (the link's line, or a part of it from its start: withinLink): the
   * link gives it again, so it is the first to go when the list is full. Missing otherwise.
   */
  readonly link?: string;
}

function isEntry(x: unknown): x is SaveEntry {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Record<string, unknown>;
  return typeof e.id === 'string' && e.id.length > 0 && e.id.length <= 64
    && Number.isSafeInteger(e.rev) && (e.rev as number) >= 0
    && typeof e.updated === 'number' && Number.isFinite(e.updated)
    && typeof e.record === 'string' && e.record.length <= MAX_RECORD
    && typeof e.title === 'string' && e.title.length <= 200
    && Number.isSafeInteger(e.moves) && (e.moves as number) >= 0
    && typeof e.finished === 'boolean'
    && (e.query === undefined || (typeof e.query === 'string' && e.query.length <= MAX_RECORD))
    && (e.link === undefined || (typeof e.link === 'string' && e.link.length <= MAX_RECORD));
}

/**
 * Read the stored list. Whatever cannot be read is left out entry by entry (a damaged store
 * keeps its good games); a duplicate id keeps its highest revision.
 */
export function parseSaves(text: string | null): SaveEntry[] {
  if (text === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const games = (data as { games?: unknown } | null)?.games;
  if (!Array.isArray(games)) return [];
  const byId = new Map<string, SaveEntry>();
  for (const g of games) {
    if (!isEntry(g)) continue;
    const seen = byId.get(g.id);
    if (!seen || seen.rev < g.rev) byId.set(g.id, { id: g.id, rev: g.rev, updated: g.updated, record: g.record, title: g.title, moves: g.moves, finished: g.finished, ...(g.query === undefined ? {} : { query: g.query }), ...(g.link === undefined ? {} : { link: g.link }) });
  }
  return sortSaves([...byId.values()]);
}

export function serializeSaves(list: readonly SaveEntry[]): string {
  return JSON.stringify({ version: 2, games: list });
}

/** Most recently written first. */
export function sortSaves(list: readonly SaveEntry[]): SaveEntry[] {
  return [...list].sort((a, b) => b.updated - a.updated || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Keep at most `max` games, never the game `keep` (the one just written): drop first the oldest
 * game its link gives again (`link`: the reader added nothing to it), so that lines opened from
 * links never push out a game the reader played; then the oldest finished one; then the oldest.
 */
export function pruneSaves(list: readonly SaveEntry[], keep: string | null, max = MAX_SAVES): SaveEntry[] {
  const out = sortSaves(list);
  while (out.length > max) {
    const candidates = out.filter((e) => e.id !== keep);
    if (candidates.length === 0) break;
    const linked = candidates.filter((e) => e.link !== undefined);
    const finished = candidates.filter((e) => e.finished);
    const pool = linked.length ? linked : finished.length ? finished : candidates;
    const oldest = pool[pool.length - 1]!;
    out.splice(out.indexOf(oldest), 1);
  }
  return out;
}

/** What a write of one game comes to. */
export type Commit =
  /** Written: the new list, and the game's new revision. */
  | { readonly kind: 'written'; readonly list: SaveEntry[]; readonly rev: number }
  /** Nothing to write: the stored game already holds this record. */
  | { readonly kind: 'unchanged' }
  /**
   * Another tab wrote a newer revision of this game, and this tab has changed nothing since the
   * revision it knows (it shows a game it has just taken from another tab, one write behind): nothing
   * to write, and no conflict; the other tab's write is announced to this one (a storage event) and
   * brings it up to date.
   */
  | { readonly kind: 'behind'; readonly stored: SaveEntry }
  /** Another tab wrote a newer revision of this game since this tab read it: it is not touched. */
  | { readonly kind: 'conflict'; readonly stored: SaveEntry };

/** The game as this tab would write it. */
export interface GameToSave {
  readonly id: string;
  /** The revision this tab last read or wrote (0 for a game not yet saved). */
  readonly rev: number;
  readonly record: string;
  /** The record at that revision, as this tab read or wrote it (null for a game not yet saved). */
  readonly known: string | null;
  readonly title: string;
  readonly moves: number;
  readonly finished: boolean;
  /** Its address query (savedQuery, without "?"). */
  readonly query: string;
  /** The query of the link it was opened from, if it holds nothing more (SaveEntry.link), else null. */
  readonly link: string | null;
}

/**
 * Write one game into the list, only over the revision the tab knows. A game missing from the
 * list (new, or deleted in another tab while this one plays it) is added.
 */
export function commitGame(list: readonly SaveEntry[], game: GameToSave, now: number): Commit {
  const stored = list.find((e) => e.id === game.id);
  if (stored && stored.rev !== game.rev) {
    // A tab that took a game from another tab while that one played on (two moves in quick
    // succession) is one revision behind with nothing of its own: not a conflict, which would
    // split the game in two and leave this tab at the older move.
    return stored.rev > game.rev && game.known === game.record ? { kind: 'behind', stored } : { kind: 'conflict', stored };
  }
  // A game saved before entries kept their address is written once more, to keep it.
  if (stored && stored.record === game.record && stored.query === game.query && (stored.link ?? null) === game.link) return { kind: 'unchanged' };
  const rev = (stored?.rev ?? game.rev) + 1;
  const entry: SaveEntry = {
    id: game.id, rev, updated: now, record: game.record, title: game.title, moves: game.moves, finished: game.finished, query: game.query,
    ...(game.link === null ? {} : { link: game.link }),
  };
  return { kind: 'written', rev, list: pruneSaves([entry, ...list.filter((e) => e.id !== game.id)], game.id) };
}

/**
 * Whether a game (its address query, as savedQuery writes it) holds nothing the link (its query)
 * does not: the same game's setup and start, and its moves (those taken back included) the
 * link's or the first of them. A move of the reader's own makes it a game of its own.
 */
export function withinLink(query: string, link: string): boolean {
  const q = new URLSearchParams(query);
  const l = new URLSearchParams(link);
  const keys = new Set([...q.keys(), ...l.keys()]);
  keys.delete('moves');
  keys.delete('undone');
  for (const k of keys) if (q.getAll(k).join('\n') !== l.getAll(k).join('\n')) return false;
  // The moves on the board and those taken back (undone=) together: the line as the reader has it.
  const movesOf = (p: URLSearchParams) => `${p.get('moves') ?? ''} ${p.get('undone') ?? ''}`.split(' ').filter(Boolean);
  const moves = movesOf(q);
  const line = movesOf(l);
  return moves.length <= line.length && moves.every((m, i) => m === line[i]);
}

export function removeSave(list: readonly SaveEntry[], id: string): SaveEntry[] {
  return list.filter((e) => e.id !== id);
}

/**
 * The first load with a list: the single game kept under the old key (its record) joins the list
 * as a game of its own, unless a game with the same record is there already.
 */
export function migrateLegacy(list: readonly SaveEntry[], legacy: string | null, id: string, now: number, describe: (record: string) => { title: string; moves: number; finished: boolean } | null): SaveEntry[] {
  if (legacy === null || legacy.trim() === '' || legacy.length > MAX_RECORD) return [...list];
  if (list.some((e) => e.record === legacy)) return [...list];
  const d = describe(legacy);
  if (!d) return [...list];
  return pruneSaves([{ id, rev: 1, updated: now, record: legacy, ...d }, ...list], id);
}

/**
 * Whether /play/, once its script has run, will open a game rather than the New game form: the
 * address holds one (rules=, start= or moves=), or this browser keeps saved games (the list, or
 * the single game kept before it), unless the address asks for a new game (new=). The page runs
 * it before its first paint, as an inline script, to draw the form closed from the start, so that
 * a returning reader's page does not move when it comes to life (layout shift): it must stay
 * self-contained (its text is all the script has), so it states again the address test of
 * readSavedQuery (play.ts) and the list's shape of parseSaves. A guess, never a decision: the game a load
 * resumes is chosen by the play state (`loaded`); when that differs (a link or a store that cannot
 * be read), the page moves once, as it did before.
 */
export function resumesAGame(query: string, savedList: string | null, legacyGame: string | null): boolean {
  const q = new URLSearchParams(query);
  if (q.has('new')) return false;
  if (q.has('rules') || q.has('start') || q.has('moves')) return true;
  if (legacyGame !== null) return true;
  try {
    const games = (JSON.parse(savedList ?? 'null') as { games?: unknown } | null)?.games;
    return Array.isArray(games) && games.length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether /play/, once its script has run, will open the game in the address as a new game beside
 * the saved ones, and say so in a notice above the board (the play state's `load`): the address
 * holds a game, and this browser keeps saved games, none of them at this address. The page runs it
 * before its first paint, with resumesAGame, to keep the notice's room free from the start, so
 * that the board does not move down when the notice comes in. Self-contained for the same reason
 * (it states again the address test of readSavedQuery and the list's shape of parseSaves). The
 * load compares records, this guess addresses (as URLSearchParams writes them), so it misses in
 * two cases, and the page then moves once, as it did before: it says no when any saved game has
 * no address kept (saved before entries kept one), and a link to a game already saved whose
 * address was written otherwise (other fields, or in another order) gets room the load leaves empty.
 */
export function linkOpensAsNew(query: string, savedList: string | null): boolean {
  const q = new URLSearchParams(query);
  if (q.has('new') || !(q.has('rules') || q.has('start') || q.has('moves'))) return false;
  try {
    const games = (JSON.parse(savedList ?? 'null') as { games?: unknown } | null)?.games;
    if (!Array.isArray(games) || games.length === 0) return false;
    const here = q.toString();
    return games.every((g) => typeof g === 'object' && g !== null && typeof (g as { query?: unknown }).query === 'string' && (g as { query: string }).query !== here);
  } catch {
    return false;
  }
}
