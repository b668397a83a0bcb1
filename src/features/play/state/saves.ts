/**
 * The saves slice of /play/'s state: where the game is kept and which game a load opens (the
 * address, this tab's game, the most recent), other tabs' writes and their conflicts (saves.ts
 * beside this folder writes the list), a pasted record. The records replayed in the worker
 * first are `recordsToReplay`.
 */
import type { Game, Result } from '../../../engine/index.ts';
import { plural } from '../../../components/captions.ts';
import {
  hasReplay, parseSavedRecord, readNewGameQuery, readSavedQuery, recordText, restore, savedOf, savedQuery, setupOfLink, titleOf,
  type PlaySetup, type SavedGame,
} from '../play.ts';
import type { SaveEntry } from '../saves.ts';
import type { PlayState, Action } from './tree.ts';
import { ownLetters, currentRecord } from './query.ts';
import { standing } from './words.ts';
import { IDLE } from './jobs.ts';

/**
 * Where the game on the board is kept in the saved-games list: its id, the revision this tab last
 * read or wrote, and the record of that revision. Null for a game not saved yet (a new game, an
 * imported record, a shared link's game): the hooks give it an id when they first write it.
 */
export interface Slot {
  readonly id: string;
  readonly rev: number;
  readonly record: string;
}

/** Where the game is kept: its place in the saved-games list, the link it came from, the list itself. */
export interface SavesSlice {
  /** False until the island has loaded in the browser (the page's first paint is the static board). */
  readonly hydrated: boolean;
  /** The game's place in the saved-games list (saves.ts), or null until it is first saved. */
  readonly slot: Slot | null;
  /**
   * The address query of the link the game on the board was opened from (savedQuery, without
   * "?"), kept with it in the list while it holds nothing more (saves.ts, withinLink), or null.
   */
  readonly link: string | null;
  /** The saved games, as last read from or written to local storage (most recent first). */
  readonly saves: readonly SaveEntry[];
  /** News about the saved games that is not a problem (a link's game added, another tab's change), or null. */
  readonly notice: string | null;
  /**
   * Whether the last write of the game failed (storage full or blocked): said for as long as it
   * lasts, since every move after it is lost too on leaving the page; each change tries again.
   */
  readonly unsaved: boolean;
}

export function savesDefaults(): SavesSlice {
  return {
    hydrated: false,
    slot: null,
    link: null,
    saves: [],
    notice: null,
    unsaved: false,
  };
}

export type SavesAction =
  /**
   * The island has loaded: the address's query, the saved games (local storage, the old single
   * game already migrated), the game this tab was playing before a reload (session storage), the
   * motion preference.
   */
  | { readonly type: 'loaded'; readonly query: string; readonly saves: readonly SaveEntry[]; readonly tabGame: string | null; readonly reducedMotion: boolean }
  /** The game was written to the list as `id` at revision `rev`; `saves` is the list as written. */
  | { readonly type: 'saved'; readonly id: string; readonly rev: number; readonly record: string; readonly saves: readonly SaveEntry[] }
  /** The game could not be written to the list (storage full or blocked). */
  | { readonly type: 'save-failed' }
  /** Another tab wrote the list (a storage event). */
  | { readonly type: 'saves-changed'; readonly saves: readonly SaveEntry[] }
  /** A write found a newer revision of this game, written by another tab since this one read it. */
  | { readonly type: 'save-conflict'; readonly stored: SaveEntry }
  | { readonly type: 'save-resumed'; readonly id: string }
  /** A game was deleted from the list (already written); `saves` is the list without it. */
  | { readonly type: 'save-deleted'; readonly id: string; readonly saves: readonly SaveEntry[] }
  | { readonly type: 'notice-dismissed' }
  | { readonly type: 'record-pasted'; readonly text: string };

/** Every action of the slice, by type (the compiler checks the list is whole): `reduce` hands these to `stepSaves`. */
export const SAVES_ACTIONS: Readonly<Record<SavesAction['type'], true>> = {
  'loaded': true,
  'saved': true,
  'save-failed': true,
  'saves-changed': true,
  'save-conflict': true,
  'save-resumed': true,
  'save-deleted': true,
  'notice-dismissed': true,
  'record-pasted': true,
};

/**
 * A saved game takes the board: a pasted record, the address, the saved-games list. The game it
 * replaces is already in the list (every change is saved), so nothing is lost.
 */
export function resume(s: PlayState, saved: SavedGame, game: Game, slot: Slot | null, link: string | null): PlayState {
  return {
    ...s,
    labels: ownLetters(s, saved.setup),
    slot,
    link,
    setup: saved.setup,
    draft: saved.setup,
    opening: saved.opening,
    game,
    setupOpen: false,
    phase: { kind: 'main' },
    animation: null,
    lastFrames: null,
    pendingStarts: null,
    decision: null,
    computer: { ...s.computer, thinking: null, chosen: null },
  };
}

/** A pasted or imported record opens as a new game in the list; the game on the board stays saved. */
function pasteRecord(s: PlayState, text: string): PlayState {
  const r = parseSavedRecord(text);
  if (!r.ok) return { ...s, message: `That record cannot be read: ${r.error}. Your current game is unchanged.` };
  const g = restore(r.value);
  if (!g.ok) return { ...s, message: `That record cannot be replayed: ${g.error}. Your current game is unchanged.` };
  const out = resume(s, r.value, g.value, null, null);
  const notice = s.game ? 'The record opens as a new game; the game you were playing is kept in the saved games.' : null;
  return {
    ...out,
    message: null,
    notice,
    // The notice is not a live region of its own (Play.tsx): the one announcement says it too.
    announce: `Game loaded: ${plural(g.value.played.length, 'move')}. ${standing(g.value, out.setup)}${notice ? ` ${notice}` : ''}`,
  };
}

/** Read and replay a saved entry: the game and its slot, or why it cannot be. */
function readEntry(e: SaveEntry): Result<{ saved: SavedGame; game: Game; slot: Slot; link: string | null }, string> {
  const r = parseSavedRecord(e.record);
  if (!r.ok) return { ok: false, error: r.error };
  const g = restore(r.value);
  if (!g.ok) return { ok: false, error: g.error };
  return { ok: true, value: { saved: r.value, game: g.value, slot: { id: e.id, rev: e.rev, record: e.record }, link: e.link ?? null } };
}

/** What the page says while the game cannot be written to the saved games (SavesSlice.unsaved). */
export const UNSAVED_NOTICE = 'This game is not saved: this browser does not let the page keep your games (storage is full or blocked). The address of this page still holds the game: bookmark it, or copy the record.';

/** The notice of a link's game opened beside the saved ones (Play's static view keeps its room: linkOpensAsNew). */
export const LINK_OPENS_AS_NEW = 'The game in this link opens as a new game; your other games are kept in the saved games.';

/**
 * On load the address wins, then the game this tab was playing, then the most recent saved game.
 * A game in the address that is not in the list (a shared link) opens as a new game beside the
 * saved ones, never over them; one that is (the reader's own link, a reload) resumes its entry.
 * A problem is named and never replaces a saved game.
 */
function load(s: PlayState, query: string, saves: readonly SaveEntry[], tabGame: string | null, reducedMotion: boolean): PlayState {
  const problems: string[] = [];
  let out: PlayState = { ...s, hydrated: true, saves };
  let done = false;
  const q = new URLSearchParams(query);
  // ?new=<code>: the setup of a new game, opened (the saved games stay listed, none is resumed).
  const fresh = readNewGameQuery(q);
  if (fresh?.ok) {
    out = { ...out, draft: fresh.value, phase: { kind: 'setup' }, setupOpen: true };
    done = true;
  } else if (fresh && !fresh.ok) problems.push(`The address asks for a new game that cannot be set up (${fresh.error}).`);
  const fromUrl = fresh ? null : readSavedQuery(q);
  if (fromUrl?.ok) {
    const g = restore(fromUrl.value);
    if (g.ok) {
      const saved = savedOf(fromUrl.value.setup, fromUrl.value.opening, g.value);
      const record = recordText(saved);
      const same = saves.find((e) => e.id === tabGame && e.record === record) ?? saves.find((e) => e.record === record);
      // A link's game is the link's until the reader adds to it (its query as the page will write it).
      out = same
        ? resume(out, fromUrl.value, g.value, { id: same.id, rev: same.rev, record: same.record }, same.link ?? null)
        : resume(out, fromUrl.value, g.value, null, savedQuery(saved).toString());
      // Said as well as shown: the live region is on the page before the load (Play.tsx), so a screen
      // reader hears it; with the moves of the line still ahead (a line opened from /opening/ starts
      // at its first move), and, beside saved games, that they are kept.
      if (!same) {
        const ahead = g.value.undone.length;
        const loaded = `Game loaded from the link: ${plural(g.value.played.length, 'move')}${ahead > 0 ? `, and ${plural(ahead, 'move')} of its line ahead, played one by one with Redo` : ''}. ${standing(g.value, out.setup)}`;
        out = saves.length ? { ...out, notice: LINK_OPENS_AS_NEW, announce: `${loaded} ${LINK_OPENS_AS_NEW}` } : { ...out, announce: loaded };
      }
      done = true;
    } else problems.push(`The address holds a game that cannot be replayed (${g.error}).`);
  } else if (fromUrl && !fromUrl.ok) problems.push(`The address holds a game that cannot be read (${fromUrl.error}).`);
  if (!done) {
    const entry = entryToResume(saves, tabGame);
    if (entry) {
      const r = readEntry(entry);
      if (r.ok) {
        out = resume(out, r.value.saved, r.value.game, r.value.slot, r.value.link);
        if (problems.length) problems.push('Your last game is shown instead.');
      } else problems.push(`The game saved in this browser cannot be read (${r.error}).`);
    }
  }
  // A game in the address that cannot be opened, and none saved: the form stays closed, as the page
  // drew it (resumesAGame guessed a game), and the problem says what to do; opened, it moved the
  // board down by its height.
  if (fromUrl !== null && out.game === null) {
    out = { ...out, setupOpen: false };
    // What the link still says of its setup is kept for the New game form (setupOfLink), not
    // dropped for the defaults: the reader can start the link's game afresh. Said only when it
    // differs from the form's own (the alert, a line longer, moves the board down on a phone).
    const setup = setupOfLink(q, out.draft);
    if (setup !== null && !sameGame(setup, out.draft)) {
      out = { ...out, draft: setup };
      problems.push(`“New game” keeps its setup: ${titleOf(setup)}.`);
    }
  }
  if (reducedMotion) out = { ...out, speed: 'off' };
  return problems.length ? { ...out, message: problems.join(' ') } : out;
}

/** Whether two setups make the same game (the level counts only against the computer, as titleOf names it). */
function sameGame(a: PlaySetup, b: PlaySetup): boolean {
  return titleOf(a) === titleOf(b) && a.options.join(' ') === b.options.join(' ');
}

/** The saved game a load resumes when the address holds none: this tab's, else the most recent. */
function entryToResume(saves: readonly SaveEntry[], tabGame: string | null): SaveEntry | undefined {
  return saves.find((e) => e.id === tabGame) ?? saves[0];
}

/**
 * The entry of this tab's game that another tab wrote a newer revision of, when this tab has no
 * change of its own waiting to be saved (then the other tab's version is shown), or undefined.
 */
function newerFromAnotherTab(s: PlayState, saves: readonly SaveEntry[]): SaveEntry | undefined {
  const mine = s.slot ? saves.find((e) => e.id === s.slot!.id) : undefined;
  if (!mine || !s.slot || mine.rev <= s.slot.rev) return undefined;
  return currentRecord(s) === s.slot.record ? mine : undefined;
}

/**
 * The records an action would replay that the page has not replayed yet (play.ts keeps those it
 * has): the hooks have the worker replay them first (work.ts), so that `reduce` finds them
 * replayed and stays quick on the page's thread, whatever a link, a paste or a file holds.
 */
export function recordsToReplay(s: PlayState, a: Action): string[] {
  const keyOf = (text: string): string | null => {
    const r = parseSavedRecord(text);
    return r.ok ? recordText(r.value) : null;
  };
  let records: (string | null)[] = [];
  switch (a.type) {
    case 'loaded': {
      const fromUrl = readSavedQuery(new URLSearchParams(a.query));
      const entry = entryToResume(a.saves, a.tabGame);
      records = [fromUrl?.ok ? recordText(fromUrl.value) : null, entry ? keyOf(entry.record) : null];
      break;
    }
    case 'record-pasted':
      records = [keyOf(a.text)];
      break;
    case 'save-resumed': {
      const entry = s.saves.find((e) => e.id === a.id);
      records = [entry ? keyOf(entry.record) : null];
      break;
    }
    case 'saves-changed': {
      const newer = newerFromAnotherTab(s, a.saves);
      if (newer) records = [keyOf(newer.record)];
      break;
    }
    default:
      break;
  }
  return [...new Set(records.filter((r): r is string => r !== null && !hasReplay(r)))];
}

/**
 * Another tab wrote the list. If it wrote a newer revision of this tab's game, and this tab has
 * no change of its own waiting to be saved, the game is shown as the other tab left it; with a
 * change waiting, the write that follows finds the conflict (below) and keeps both.
 */
function savesChanged(s: PlayState, saves: readonly SaveEntry[]): PlayState {
  const out: PlayState = { ...s, saves };
  const mine = newerFromAnotherTab(s, saves);
  if (!mine) return out;
  const r = readEntry(mine);
  if (!r.ok) return out;
  const resumed = resume(out, r.value.saved, r.value.game, r.value.slot, r.value.link);
  return {
    ...resumed,
    // The other tab changed the game, not this tab's New game form: open or closed, as the reader edited it, it stays.
    setupOpen: s.setupOpen,
    draft: s.draft,
    notice: 'This game was changed in another tab: it is shown as it is there now.',
    // The notice's news, with the game as it now stands, in the one live region (Play.tsx).
    announce: `This game was changed in another tab: ${plural(r.value.game.played.length, 'move')}. ${standing(r.value.game, resumed.setup)}`,
  };
}

/**
 * A write found that another tab saved this game since this tab read it. The other tab's version
 * stays as it is; this tab's version becomes a game of its own (a new slot), so both are kept.
 */
function saveConflict(s: PlayState): PlayState {
  if (!s.slot) return s;
  const notice = 'This game was also changed in another tab: your version is kept as a separate saved game, and the other tab\'s is kept too.';
  return { ...s, slot: null, notice, announce: notice };
}

function resumeSaved(s: PlayState, id: string): PlayState {
  const entry = s.saves.find((e) => e.id === id);
  if (!entry) return { ...s, message: 'That saved game is no longer in the list (it was deleted in another tab).' };
  const r = readEntry(entry);
  if (!r.ok) return { ...s, message: `That saved game cannot be read (${r.error}). Your current game is unchanged.` };
  const out = resume(s, r.value.saved, r.value.game, r.value.slot, r.value.link);
  return {
    ...out,
    message: null,
    notice: null,
    announce: `Saved game resumed: ${plural(r.value.game.played.length, 'move')}. ${standing(r.value.game, out.setup)}`,
  };
}

/** A game deleted from the list; if it is the one on the board, the page goes back to the setup. */
function saveDeleted(s: PlayState, id: string, saves: readonly SaveEntry[]): PlayState {
  if (s.slot?.id !== id) return { ...s, saves };
  return {
    ...s, saves, slot: null, link: null, game: null, opening: null, phase: { kind: 'setup' }, setupOpen: true, animation: null, lastFrames: null,
    pendingStarts: null, decision: null, computer: IDLE, notice: null, announce: 'The game was deleted.',
  };
}

/** The saves slice's transitions: the load, the saved games, other tabs' writes, a pasted record. */
export function stepSaves(s: PlayState, a: SavesAction): PlayState {
  switch (a.type) {
    case 'loaded': return load(s, a.query, a.saves, a.tabGame, a.reducedMotion);
    case 'saved': return { ...s, saves: a.saves, slot: { id: a.id, rev: a.rev, record: a.record }, unsaved: false };
    case 'save-failed': return s.unsaved ? s : { ...s, unsaved: true };
    case 'saves-changed': return savesChanged(s, a.saves);
    case 'save-conflict': return saveConflict(s);
    case 'save-resumed': return resumeSaved(s, a.id);
    case 'save-deleted': return saveDeleted(s, a.id, a.saves);
    case 'notice-dismissed': return { ...s, notice: null };
    case 'record-pasted': return pasteRecord(s, a.text);
  }
}
