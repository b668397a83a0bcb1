/** The saved-games list (src/features/play/saves.ts): reading, writing by revision, pruning, migrating. */
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../../src/engine/index.ts';
import { DEFAULT_SETUP, describeRecord, recordText } from '../../../src/features/play/play.ts';
import {
  commitGame, LEGACY_KEY, MAX_SAVES, migrateLegacy, parseSaves, pruneSaves, removeSave, SAVES_KEY, serializeSaves, withinLink,
  type GameToSave, type SaveEntry,
} from '../../../src/features/play/saves.ts';
import { lettered } from '../../engine/helpers.ts';

const entry = (id: string, updated: number, over: Partial<SaveEntry> = {}): SaveEntry =>
  ({ id, rev: 1, updated, record: `record ${id}`, title: 'a game', moves: 0, finished: false, query: `rules=didinga&moves=${id}`, ...over });
const game = (id: string, rev: number, record: string, query = `rules=didinga&moves=${record}`, link: string | null = null): GameToSave => ({ id, rev, record, known: null, title: 'a game', moves: 1, finished: false, query, link });

describe('reading and writing the list', () => {
  it('round-trips, most recent first; the keys are versioned', () => {
    const list = [entry('a', 1), entry('b', 3), entry('c', 2)];
    expect(parseSaves(serializeSaves(list)).map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(SAVES_KEY).toBe('choro.play.games.v2');
    expect(LEGACY_KEY).toBe('choro.play.v1');
  });

  it('leaves out what it cannot read, entry by entry, and keeps the highest revision of an id', () => {
    expect(parseSaves(null)).toEqual([]);
    expect(parseSaves('{not json')).toEqual([]);
    expect(parseSaves('{"games": 3}')).toEqual([]);
    const text = JSON.stringify({
      version: 2,
      games: [entry('a', 1), { id: 'b', rev: -1 }, null, 'x', { ...entry('c', 1), record: 7 }, entry('a', 2, { rev: 4 }), entry('a', 3, { rev: 2 }), { ...entry('d', 1), extra: 'dropped' }],
    });
    const read = parseSaves(text);
    expect(read.map((e) => [e.id, e.rev])).toEqual([['a', 4], ['d', 1]]);
    expect(Object.keys(read[1]!)).not.toContain('extra');
  });

  it('keeps a game\'s address when it has one, reads a game saved before addresses were kept, and leaves out a bad one', () => {
    const { query: _, ...old } = entry('old', 1);
    const read = parseSaves(JSON.stringify({ version: 2, games: [entry('a', 3), old, { ...entry('bad', 2), query: 5 }] }));
    expect(read.map((e) => [e.id, e.query])).toEqual([['a', 'rules=didinga&moves=a'], ['old', undefined]]);
    expect(Object.keys(read[1]!)).not.toContain('query');
  });
});

describe('writing one game by revision', () => {
  it('adds a new game at revision 1, first in the list', () => {
    const c = commitGame([entry('a', 1)], game('n', 0, 'R'), 50);
    expect(c).toMatchObject({ kind: 'written', rev: 1 });
    if (c.kind !== 'written') return;
    expect(c.list.map((e) => [e.id, e.rev, e.updated, e.record])).toEqual([['n', 1, 50, 'R'], ['a', 1, 1, 'record a']]);
  });

  it('raises the revision over the one the tab knows; an unchanged record is not written', () => {
    const list = [entry('a', 1, { rev: 3, record: 'R3' })];
    const c = commitGame(list, game('a', 3, 'R4'), 9);
    expect(c).toMatchObject({ kind: 'written', rev: 4 });
    expect(commitGame(list, game('a', 3, 'R3', 'rules=didinga&moves=a'), 9)).toEqual({ kind: 'unchanged' });
  });

  it('writes the game\'s address with it, and once more a game kept before addresses were (its record unchanged)', () => {
    const written = commitGame([], game('a', 0, 'R', 'rules=lango&moves=b7'), 9);
    expect(written.kind === 'written' && written.list[0]!.query).toBe('rules=lango&moves=b7');
    const { query: _, ...old } = entry('a', 1, { rev: 3, record: 'R3' });
    const again = commitGame([old], game('a', 3, 'R3', 'rules=didinga&moves=R3'), 9);
    expect(again).toMatchObject({ kind: 'written', rev: 4 });
    expect(again.kind === 'written' && again.list[0]!.query).toBe('rules=didinga&moves=R3');
  });

  it('never writes over a revision the tab has not seen, nor over an older one', () => {
    const list = [entry('a', 1, { rev: 5, record: 'theirs' })];
    expect(commitGame(list, game('a', 4, 'mine'), 9)).toEqual({ kind: 'conflict', stored: list[0] });
    expect(commitGame(list, game('a', 6, 'mine'), 9)).toEqual({ kind: 'conflict', stored: list[0] });
  });

  it('a tab one revision behind with no change of its own is behind, not in conflict: it writes nothing and keeps its game', () => {
    // This tab took revision 4 from another tab (its known record), which has since written 5.
    const list = [entry('a', 1, { rev: 5, record: 'theirs, a move on' })];
    expect(commitGame(list, { ...game('a', 4, 'theirs'), known: 'theirs' }, 9)).toEqual({ kind: 'behind', stored: list[0] });
    // A move of its own since then is a conflict, as before.
    expect(commitGame(list, { ...game('a', 4, 'mine'), known: 'theirs' }, 9)).toEqual({ kind: 'conflict', stored: list[0] });
    // Never behind a revision older than its own.
    expect(commitGame(list, { ...game('a', 6, 'theirs'), known: 'theirs' }, 9)).toEqual({ kind: 'conflict', stored: list[0] });
  });

  it('puts back a game deleted in another tab while this one plays it', () => {
    const c = commitGame([], game('a', 4, 'mine'), 9);
    expect(c).toMatchObject({ kind: 'written', rev: 5 });
  });
});

describe('a link\'s game', () => {
  const link = 'rules=lango&options=lango.increment%3Ddlp&players=A+human%2C+B+human&start=1%2C2+A&moves=b7+xf1+b2';
  it('holds nothing the link does not while its moves are the link\'s, or the first of them', () => {
    expect(withinLink(link, link)).toBe(true);
    expect(withinLink(link.replace('&moves=b7+xf1+b2', '&moves=b7+xf1'), link)).toBe(true);
    expect(withinLink(link.replace('&moves=b7+xf1+b2', '&moves='), link)).toBe(true);
    // Stepped back: the moves taken back (undone=) are still the link's.
    expect(withinLink(link.replace('&moves=b7+xf1+b2', '&moves=b7&undone=xf1+b2'), link)).toBe(true);
    expect(withinLink(link.replace('&moves=b7+xf1+b2', '&moves=b7&undone=xf1+b3'), link)).toBe(false);
    // Its fields in another order are the same game.
    const q = new URLSearchParams(link);
    expect(withinLink(new URLSearchParams([...q.entries()].reverse()).toString(), link)).toBe(true);
  });

  it('is the reader\'s own once a move leaves the line, or past its end, or with another setup or start', () => {
    expect(withinLink(link.replace('&moves=b7+xf1+b2', '&moves=b7+xf1+b3'), link)).toBe(false);
    expect(withinLink(link.replace('&moves=b7+xf1+b2', '&moves=b7+xf1+b2+f1'), link)).toBe(false);
    expect(withinLink(link.replace('start=1%2C2+A', 'start=1%2C2+B'), link)).toBe(false);
    expect(withinLink(link.replace('players=A+human%2C+B+human', 'players=A+human%2C+B+computer'), link)).toBe(false);
    expect(withinLink(link.replace('&options=lango.increment%3Ddlp', ''), link)).toBe(false);
  });

  it('is written with its link, and read back; a bad link is left out with its entry', () => {
    const c = commitGame([], game('a', 0, 'R', 'rules=lango&moves=b7', 'rules=lango&moves=b7+b8'), 9);
    expect(c.kind === 'written' && c.list[0]!.link).toBe('rules=lango&moves=b7+b8');
    if (c.kind !== 'written') return;
    expect(parseSaves(serializeSaves(c.list))[0]!.link).toBe('rules=lango&moves=b7+b8');
    expect(parseSaves(JSON.stringify({ games: [{ ...entry('a', 1), link: 3 }] }))).toEqual([]);
    // A move of the reader's own drops the link: the entry is written again without it.
    const own = commitGame(c.list, game('a', 1, 'R', 'rules=lango&moves=b7', null), 10);
    expect(own).toMatchObject({ kind: 'written', rev: 2 });
    expect(own.kind === 'written' && Object.keys(own.list[0]!)).not.toContain('link');
  });
});

describe('the bound on the list', () => {
  it(`keeps ${MAX_SAVES}: the oldest finished game goes first, then the oldest under way, never the one just written`, () => {
    const list = Array.from({ length: MAX_SAVES }, (_, i) => entry(`g${i}`, 100 + i, { finished: i === 5 || i === 9 }));
    const c = commitGame(list, game('new', 0, 'R'), 1000);
    if (c.kind !== 'written') throw new Error(c.kind);
    expect(c.list).toHaveLength(MAX_SAVES);
    expect(c.list.map((e) => e.id)).not.toContain('g5'); // the oldest finished
    expect(c.list.map((e) => e.id)).toContain('g9');
    expect(c.list.map((e) => e.id)).toContain('g0');
    const under = pruneSaves([entry('x', 1), entry('y', 2), entry('z', 3)], 'x', 2);
    expect(under.map((e) => e.id)).toEqual(['z', 'x']);
  });

  it('drops first the games a link gives again, so lines opened from links never push out a game the reader played', () => {
    // The reader's game under way, then lines opened from the solved table, each stepped back once.
    let list: SaveEntry[] = [entry('mine', 1, { moves: 1 })];
    for (let i = 0; i < MAX_SAVES + 5; i++) {
      const link = `rules=didinga&start=s${i}&moves=a+b+c`;
      const c = commitGame(list, game(`line${i}`, 0, `R${i}`, `rules=didinga&start=s${i}&moves=a+b`, link), 10 + i);
      if (c.kind !== 'written') throw new Error(c.kind);
      expect(c.list[0]!.link).toBe(link);
      list = c.list;
    }
    expect(list).toHaveLength(MAX_SAVES);
    expect(list.map((e) => e.id)).toContain('mine');
    expect(list.map((e) => e.id)).not.toContain('line0'); // the oldest link's game went first
    expect(list.map((e) => e.id)).toContain(`line${MAX_SAVES + 4}`);
    // Among games of the reader's own, the rule stays: the oldest finished first, then the oldest.
    const own = pruneSaves([entry('x', 1), entry('y', 2, { finished: true }), entry('z', 3, { link: 'rules=lango' })], null, 1);
    expect(own.map((e) => e.id)).toEqual(['x']);
  });

  it('removes a game by id', () => {
    expect(removeSave([entry('a', 1), entry('b', 2)], 'a').map((e) => e.id)).toEqual(['b']);
  });
});

describe('the single saved game of the page before the list', () => {
  // Driberg's letters: a Didinga game from C, D and j; A has sown C (f8).
  const legacy = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, D: 2, j: 2 }, 'A')), moves: ['f8'] });

  it('joins the list as a game of its own, with its title and length', () => {
    const out = migrateLegacy([entry('a', 5)], legacy, 'm', 10, describeRecord);
    expect(out.map((e) => e.id)).toEqual(['m', 'a']);
    expect(out[0]).toMatchObject({ rev: 1, record: legacy, moves: 1, finished: false, title: 'Didinga (1927a), two players' });
  });

  it('only once: a record already in the list is not added again; an unreadable or empty one is left where it is', () => {
    const once = migrateLegacy([], legacy, 'm', 10, describeRecord);
    expect(migrateLegacy(once, legacy, 'm2', 11, describeRecord)).toEqual(once);
    expect(migrateLegacy([], 'Hello', 'm', 10, describeRecord)).toEqual([]);
    expect(migrateLegacy([], null, 'm', 10, describeRecord)).toEqual([]);
    expect(migrateLegacy([], '  ', 'm', 10, describeRecord)).toEqual([]);
  });
});
