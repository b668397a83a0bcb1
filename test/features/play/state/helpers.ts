/** What the tests of /play/'s state slices share: running actions, a loaded page, a saved entry, a move played from a hole. */
import { formatPosition, type Position } from '../../../../src/engine/index.ts';
import { type SearchStats } from '../../../../src/computer/search.ts';
import { type SaveEntry } from '../../../../src/features/play/saves.ts';
import { defaults, reduce, type Action, type PlayState } from '../../../../src/features/play/state/index.ts';

export const run = (s: PlayState, ...actions: Action[]) => actions.reduce(reduce, s);

/** The page just loaded with nothing saved. */
export const blank = () => run(defaults(), { type: 'loaded', query: '', saves: [], tabGame: null, reducedMotion: false });

/** A saved-games entry holding a record. */
export function entry(id: string, record: string, rev = 1, updated = 1000): SaveEntry {
  return { id, rev, updated, record, title: 'a game', moves: 0, finished: false };
}

/** The page loaded from an address holding a position and no moves. */
export function fromPosition(rules: string, pos: Position | string, players = 'A human, B human'): PlayState {
  const start = typeof pos === 'string' ? pos : formatPosition(pos);
  const query = new URLSearchParams({ rules, players, start, moves: '' }).toString();
  return run(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false });
}

export const stats: SearchStats = { iterations: 10, elapsedMs: 1000, winRate: 0.5, candidates: [] } as unknown as SearchStats;

/** Play the reader's move from a hole: the first way to start, the first answer to each question. */
export function playFrom(s: PlayState, index: number): PlayState {
  s = reduce(s, { type: 'hole-chosen', index });
  if (s.pendingStarts) s = reduce(s, { type: 'start-chosen', start: s.pendingStarts.choices[0]!.start });
  while (s.decision) s = reduce(s, { type: 'decision-answered', token: s.decision.options[0]!.token });
  return s;
}

