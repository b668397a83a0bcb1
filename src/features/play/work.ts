/**
 * Replaying a game record off the page's thread (src/features/play/worker.ts). A record opened
 * from a shared link, a paste, a file or the saved games may hold thousands of moves on a dense
 * board, each checked by the engine, and the game's end (D-end, K-win, AMB-11) with them; here
 * that work runs in the worker, under the client's deadline and Cancel, and the page adopts the
 * result (`adoptReplay`) so that `restore` (play.ts) finds the game without replaying it.
 */
import { err, gameResult, ok, type Game, type GameEnd, type Result } from '../../engine/index.ts';
import { textField, type WorkJob } from '../../components/work/protocol.ts';
import { keepEnd, keepReplay, parseSavedRecord, recordText, restore, rulesetOf } from './play.ts';

/** The longest record the worker reads: the longest file the page opens, with room for its header. */
export const MAX_REPLAY_CHARS = 210_000;

/** A replayed game as plain data (the ruleset, which the page rebuilds from the record, left out), and its end. */
export interface ReplayView {
  /** The record as the page keys it (`recordText`): the same game whatever spacing it was given in. */
  readonly record: string;
  readonly game: Omit<Game, 'rules'>;
  readonly end: GameEnd;
}

/** Replay a record: its key, the game without its ruleset, and how it stands. */
export function replayRecord(text: string): Result<ReplayView, string> {
  const saved = parseSavedRecord(text);
  if (!saved.ok) return err(saved.error);
  const g = restore(saved.value);
  if (!g.ok) return err(g.error);
  const { rules: _rules, ...game } = g.value;
  return ok({ record: recordText(saved.value), game, end: gameResult(g.value) });
}

/** The request for a record: its text, which the worker reads as the page would. */
export function replayRequest(record: string): Record<string, unknown> {
  return { type: 'replay', record };
}

export const replayJob: WorkJob<ReplayView> = {
  type: 'replay',
  fields: ['record'],
  maxChars: MAX_REPLAY_CHARS,
  run(f) {
    const text = textField(f, 'record', 'a game record');
    if (!text.ok) return text;
    return replayRecord(text.value);
  },
};

/**
 * The page's side: keep a game the worker replayed (with its ruleset rebuilt from the record) and
 * its end, so that the reducer's `restore` finds it, under its record and under the text it was
 * asked for. Returns false if the record does not read here as it did there (it always should:
 * the same code reads it).
 */
export function adoptReplay(view: ReplayView, asked: string = view.record): boolean {
  const saved = parseSavedRecord(view.record);
  if (!saved.ok) return false;
  const rules = rulesetOf(saved.value.setup);
  if (!rules.ok) return false;
  const game: Game = { ...view.game, rules: rules.value };
  keepEnd(game, view.end);
  keepReplay(view.record, ok(game));
  // The record as it was asked for reads as the same game, so it finds it too.
  if (asked !== view.record) keepReplay(asked, ok(game));
  return true;
}
