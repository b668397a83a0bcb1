/**
 * The play page's side effects, each a small hook that reads the state (state.ts) and dispatches
 * actions: loading the saved games, saving the game on the board (the list in local storage,
 * saves.ts, and the address), other tabs' writes, the animation's clock and the Escape key, and
 * the computer player's worker.
 */
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';
import { err } from '../../engine/index.ts';
import type { ThinkAnswer, ThinkFields } from '../../computer/think.ts';
import { localStore, readStored, writeStored } from '../../components/local-store.ts';
import { DEFAULT_DEADLINE_MS as REPLAY_DEADLINE_MS, WorkClient } from '../../components/work/client.ts';
import { describeRecord, forgetReplay, keepReplay, recordText, savedQuery } from './play.ts';
import { commitGame, LEGACY_KEY, migrateLegacy, parseSaves, removeSave, SAVES_KEY, serializeSaves, TAB_KEY, withinLink, type SaveEntry } from './saves.ts';
import { analysisAsk, computerRequest, defaults, hintRequest, recordsToReplay, reduce, runningId, savedGameOf, saveSummaryOf, SPEEDS, type Action, type Dispatch, type PlayState } from './state/index.ts';
import { adoptReplay, replayRequest, type ReplayView } from './work.ts';
import { THINK_DEADLINE_MS, thinkRequest } from './think.ts';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** What the page can do to the saved-games list besides saving the game on the board. */
export interface SavesApi {
  /** Delete a saved game from the list (in every tab). */
  remove: (id: string) => void;
}

/** A record being replayed in the worker before the action that opens it (`useReplays`). */
export interface Replaying {
  /** How many records are being replayed. */
  readonly records: number;
  /** End the replay at once: the action goes on, and says the game could not be opened. */
  readonly cancel: () => void;
}

/** The page's state with every effect wired, and the record text (which is also what is saved). */
export function usePlay(): { state: PlayState; dispatch: Dispatch; record: string; saves: SavesApi; replaying: Replaying | null } {
  const [state, reduceNow] = useReducer(reduce, undefined, defaults);
  const { dispatch, replaying } = useReplays(state, reduceNow);
  const { record, saves } = useSaving(state, dispatch);
  useAnimationClock(state, dispatch);
  useComputer(state, dispatch);
  useHint(state, dispatch);
  useAnalysis(state, dispatch);
  return { state, dispatch, record, saves, replaying };
}

const makeReplayWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const makeThinkWorker = () => new Worker(new URL('./think-worker.ts', import.meta.url), { type: 'module' });

/**
 * Dispatch through the replay worker: an action that would replay a record the page has not
 * replayed yet (a link, the saved games on load, a paste, a file, a resumed or another tab's game;
 * `recordsToReplay`) waits while the worker replays it, under the client's deadline, with a
 * Cancel; then it is dispatched, and `reduce` finds the game replayed. Every other action is
 * dispatched at once. Replays run one after another, in the order their actions came.
 */
function useReplays(state: PlayState, reduceNow: Dispatch): { dispatch: Dispatch; replaying: Replaying | null } {
  const latest = useRef(state);
  latest.current = state;
  const client = useRef<WorkClient<ReplayView> | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [records, setRecords] = useState(0);

  const dispatch = useCallback((action: Action) => {
    const records = recordsToReplay(latest.current, action);
    if (records.length === 0) {
      reduceNow(action);
      return;
    }
    queue.current = queue.current.then(async () => {
      client.current ??= new WorkClient<ReplayView>(makeReplayWorker);
      // Stopped replays (the reader's Cancel, the deadline) are reported once by the action and
      // then forgotten, so that the same record may be tried again; the engine's refusals stay.
      // Cancel stops the record being replayed, not the next: after a link's game is stopped, the
      // reader's own saved game still opens.
      const stopped: string[] = [];
      for (const [i, record] of records.entries()) {
        setRecords(records.length - i);
        const o = await client.current.run(replayRequest(record));
        if (o.kind === 'done') {
          if (!adoptReplay(o.value, record)) keepReplay(record, err('the replayed game could not be read back'));
          // On load the saved game is opened only if the address's cannot be (`load`, state.ts).
          else if (action.type === 'loaded') break;
        } else if (o.kind === 'error') {
          keepReplay(record, err(o.message));
        } else {
          keepReplay(record, err(o.kind === 'deadline' ? `replaying it took longer than ${Math.round(REPLAY_DEADLINE_MS / 1000)} s, the page’s limit` : 'you stopped its replay'));
          stopped.push(record);
        }
      }
      reduceNow(action);
      for (const r of stopped) forgetReplay(r);
      setRecords(0);
    });
  }, []);

  return { dispatch, replaying: records > 0 ? { records, cancel: () => client.current?.cancel() } : null };
}

/** A fresh id for a saved game: random enough that two tabs never pick the same one. */
function newGameId(): string {
  const bytes = new Uint8Array(8);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function readList(): SaveEntry[] {
  return parseSaves(readStored(SAVES_KEY));
}

/** False when storage is full or blocked (the caller says so). */
function writeList(list: readonly SaveEntry[]): boolean {
  return writeStored(SAVES_KEY, serializeSaves(list));
}

/** The list on first load, with the single game the page used to keep (its old key) moved into it. */
function loadList(): SaveEntry[] {
  let list = readList();
  try {
    const legacy = localStore()?.getItem(LEGACY_KEY) ?? null;
    if (legacy !== null) {
      list = migrateLegacy(list, legacy, newGameId(), Date.now(), describeRecord);
      // The old key goes only once its game is safely in the written list.
      if (list.some((e) => e.record === legacy) && writeList(list)) localStore()?.removeItem(LEGACY_KEY);
    }
  } catch {
    /* storage blocked: nothing to migrate */
  }
  return list;
}

function readTabGame(): string | null {
  try {
    return window.sessionStorage.getItem(TAB_KEY);
  } catch {
    return null;
  }
}

function writeTabGame(id: string): void {
  try {
    window.sessionStorage.setItem(TAB_KEY, id);
  } catch {
    /* a reload then resumes the most recent game instead */
  }
}

/**
 * Load the game once (the address, then this tab's game, then the most recent), then save it
 * into the list after every change, only over the revision this tab knows (saves.ts); listen for
 * other tabs' writes.
 */
function useSaving(state: PlayState, dispatch: Dispatch): { record: string; saves: SavesApi } {
  useEffect(() => {
    const saves = loadList();
    dispatch({ type: 'loaded', query: window.location.search, saves, tabGame: readTabGame(), reducedMotion: prefersReducedMotion() });
    const onStorage = (e: StorageEvent) => {
      if (e.key === SAVES_KEY || e.key === null) dispatch({ type: 'saves-changed', saves: readList() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const saved = savedGameOf(state);
  const record = saved ? recordText(saved) : '';
  const slot = state.slot;
  // A layout effect: the game is written in the same task that shows the change, so a reader who
  // leaves the page at once (a link, a reload) never leaves before the move is saved.
  useLayoutEffect(() => {
    if (!state.hydrated || !saved) return;
    const url = new URL(window.location.href);
    const query = savedQuery(saved).toString();
    url.search = query;
    window.history.replaceState(null, '', url);
    const summary = saveSummaryOf(state)!;
    const id = slot?.id ?? newGameId();
    const link = state.link !== null && withinLink(query, state.link) ? state.link : null;
    const c = commitGame(readList(), { id, rev: slot?.rev ?? 0, record, known: slot?.record ?? null, query, link, ...summary }, Date.now());
    if (c.kind === 'behind') return; // the newer write's storage event is on its way (saves.ts)
    if (c.kind === 'conflict') {
      dispatch({ type: 'save-conflict', stored: c.stored });
      return;
    }
    if (c.kind === 'unchanged') return;
    if (!writeList(c.list)) {
      // Said until a write succeeds (the next change tries again): the address still holds the game.
      dispatch({ type: 'save-failed' });
      return;
    }
    writeTabGame(id);
    dispatch({ type: 'saved', id, rev: c.rev, record, saves: c.list });
  }, [record, state.hydrated, slot?.id, slot?.rev, state.link]);

  const saves: SavesApi = {
    remove: (id) => {
      const list = removeSave(readList(), id);
      writeList(list);
      if (state.slot?.id === id) {
        const url = new URL(window.location.href);
        url.search = '';
        window.history.replaceState(null, '', url);
      }
      dispatch({ type: 'save-deleted', id, saves: list });
    },
  };
  return { record, saves };
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
  const request = computerRequest(state);
  useAsk(request && { ...request, seed: (Date.now() ^ (request.plies * 7919)) >>> 0 }, runningId(state, 'computer'), {
    thinking: (id) => dispatch({ type: 'computer-thinking', id }),
    answered: (id, answer, at) => dispatch({ type: 'computer-answered', id, at, notation: answer.notation, stats: answer.stats }),
    failed: (id, message) => dispatch({ type: 'computer-failed', id, message }),
  }, state);
}

/** The same for a hint (its own worker, so that a hint never holds up the computer's move, nor the reverse). */
function useHint(state: PlayState, dispatch: Dispatch): void {
  const request = hintRequest(state);
  useAsk(request && { ...request, seed: 1 }, runningId(state, 'hint'), {
    thinking: (id) => dispatch({ type: 'hint-thinking', id }),
    answered: (id, answer) => dispatch({ type: 'hint-answered', id, notation: answer.notation, stats: answer.stats }),
    failed: (id, message) => dispatch({ type: 'hint-failed', id, message }),
  }, state);
}

/** The same for a finished game's analysis, one position after another (its own worker, too). */
function useAnalysis(state: PlayState, dispatch: Dispatch): void {
  useAsk(analysisAsk(state), runningId(state, 'analysis'), {
    thinking: (id) => dispatch({ type: 'analysis-thinking', id }),
    answered: (id, answer) => dispatch({ type: 'analysis-answered', id, notation: answer.notation, stats: answer.stats }),
    failed: (id, message) => dispatch({ type: 'analysis-failed', id, message }),
  }, state);
}

/**
 * One worker conversation: send `request` when there is one, report the answer by the request's
 * id, and end the thinking at once when the state no longer waits for that id. The think job goes
 * through the one client (WorkClient), in a worker of its own for each caller.
 */
function useAsk(
  request: (ThinkFields & { readonly at: string }) | null,
  thinking: number | null,
  on: { thinking(id: number): void; answered(id: number, answer: ThinkAnswer, at: string): void; failed(id: number, message: string): void },
  state: PlayState,
): void {
  const worker = useRef<WorkClient<ThinkAnswer> | null>(null);
  const asked = useRef<number | null>(null);
  const nextId = useRef(1);
  useEffect(() => () => worker.current?.cancel(), []);

  useEffect(() => {
    if (asked.current !== null && asked.current !== thinking) {
      worker.current?.cancel();
      asked.current = null;
    }
    if (!request) return;
    const id = nextId.current++;
    asked.current = id;
    on.thinking(id);
    worker.current ??= new WorkClient<ThinkAnswer>(makeThinkWorker, { name: 'the computer player' });
    // Only the think job's fields: a caller's request may carry more (the computer's, its plies).
    const { at, record, seed, level, budget } = request;
    const fields: ThinkFields = { record, seed, ...(budget ? { budget } : { level }) };
    void worker.current.run(thinkRequest(fields), { deadlineMs: THINK_DEADLINE_MS }).then((o) => {
      if (asked.current === id) asked.current = null;
      if (o.kind === 'done') on.answered(id, o.value, at);
      // A stop is said as its kind ('cancelled', 'superseded'): the state keeps the game as it was.
      else on.failed(id, o.kind === 'error' || o.kind === 'deadline' ? o.message : o.kind);
    });
  }, [state]);
}
