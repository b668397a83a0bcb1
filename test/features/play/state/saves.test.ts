/** /play/'s state (src/features/play/state/), the saves slice (saved games, links, and the guesses the page makes before its first paint): every transition through `reduce`, no browser. */
import { describe, expect, it } from 'vitest';
import { boardIndex, formatPosition, getRuleset, listMoves, type Position } from '../../../../src/engine/index.ts';
import { DEFAULT_SETUP, recordText, savedQuery } from '../../../../src/features/play/play.ts';
import { linkOpensAsNew, resumesAGame, serializeSaves, withinLink, type SaveEntry } from '../../../../src/features/play/saves.ts';
import { defaults, positionOf, savedGameOf, LINK_OPENS_AS_NEW, startsOf, type PlayState } from '../../../../src/features/play/state/index.ts';
import { lettered, local } from '../../../engine/helpers.ts';
import { run, blank, entry, fromPosition, playFrom } from './helpers.ts';

describe('the saved games', () => {
  // Driberg's letters: two small Didinga games, A to move with C and D sown first (D-sow).
  const first = lettered({ C: 2, D: 2, j: 2 }, 'A');
  const second = lettered({ E: 3, k: 2 }, 'A');
  const recordOf = (pos: Position, moves: string[] = []) =>
    recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(pos), moves });
  const query = (pos: Position) => new URLSearchParams({ rules: 'didinga', players: 'A human, B human', start: formatPosition(pos), moves: '' }).toString();
  const load = (q: string, saves: SaveEntry[], tabGame: string | null = null) => run(defaults(), { type: 'loaded', query: q, saves, tabGame, reducedMotion: false });
  /** What the hooks do after a change: the game written as `id` at `rev`. */
  const saved = (s: PlayState, id: string, rev: number): PlayState =>
    run(s, { type: 'saved', id, rev, record: recordText(savedGameOf(s)!), saves: [entry(id, recordText(savedGameOf(s)!), rev, 5000), ...s.saves.filter((e) => e.id !== id)] });

  it('with no address, this tab\'s game resumes, else the most recent one, with its id and revision', () => {
    const saves = [entry('new', recordOf(second), 3, 2000), entry('old', recordOf(first), 7, 1000)];
    const latest = load('', saves);
    expect(latest.slot).toEqual({ id: 'new', rev: 3, record: recordOf(second) });
    expect(formatPosition(positionOf(latest))).toBe(formatPosition(second));
    const mine = load('', saves, 'old');
    expect(mine.slot).toEqual({ id: 'old', rev: 7, record: recordOf(first) });
    expect(formatPosition(positionOf(mine))).toBe(formatPosition(first));
    expect(mine.saves).toBe(saves);
  });

  it('a shared link opens as a new game beside the saved ones; the reader\'s own link resumes its entry', () => {
    const saves = [entry('g1', recordOf(first))];
    const shared = load(query(second), saves);
    expect(formatPosition(positionOf(shared))).toBe(formatPosition(second));
    expect(shared.slot).toBeNull(); // not saved yet: the first write gives it an id of its own
    expect(shared.saves).toEqual(saves); // the saved game is still there
    expect(shared.notice).toBe('The game in this link opens as a new game; your other games are kept in the saved games.');
    // Said too, as a pasted record's notice is (the page's live region is there before the load).
    expect(shared.announce).toMatch(/^Game loaded from the link: \d+ moves?\. .+ The game in this link opens as a new game; your other games are kept in the saved games\.$/);
    const own = load(query(first), saves);
    expect(own.slot).toEqual({ id: 'g1', rev: 1, record: recordOf(first) });
    expect(own.notice).toBeNull();
  });

  it('a link\'s game is announced with no saved games too, with the moves of its line still ahead', () => {
    const alone = load(query(second), []);
    expect(alone.notice).toBeNull();
    expect(alone.announce).toMatch(/^Game loaded from the link: 0 moves\. A to move/);
    expect(alone.announce).not.toContain('saved games');
    // A line opened at its first move (as /opening/ links one): its moves are ahead, to be played again.
    const moves = listMoves(getRuleset('didinga'), second).all.slice(0, 1).map((m) => m.notation);
    expect(moves).toHaveLength(1);
    const line = load(`${query(second)}&undone=${encodeURIComponent(moves.join(' '))}`, []);
    expect(line.game!.undone).toHaveLength(1);
    expect(line.announce).toMatch(/^Game loaded from the link: 0 moves, and 1 move of its line ahead, played one by one with Redo\. /);
  });

  it('a new game and a pasted record each get a new slot; the game they replace stays in the list', () => {
    let s = saved(load(query(first), []), 'g1', 1);
    expect(s.slot?.id).toBe('g1');
    const pasted = run(s, { type: 'record-pasted', text: recordOf(second) });
    expect(pasted.slot).toBeNull();
    expect(pasted.saves.map((e) => e.id)).toEqual(['g1']);
    expect(pasted.notice).toBe('The record opens as a new game; the game you were playing is kept in the saved games.');
    // The notice is no live region of its own: the one announcement says it after the game's news.
    expect(pasted.announce).toMatch(/^Game loaded: \d+ moves?\. .+ The record opens as a new game; the game you were playing is kept in the saved games\.$/);
    s = run(s, { type: 'setup-changed', change: { rules: 'lango', opponent: 'human' } }, { type: 'new-game' });
    expect(s.slot).toBeNull();
    expect(s.saves.map((e) => e.id)).toEqual(['g1']);
  });

  it('resumes a saved game from the list, and says so when it is gone or unreadable', () => {
    const s = load('', [entry('g2', recordOf(second), 4, 2000), entry('g1', recordOf(first), 2, 1000)]);
    expect(s.slot?.id).toBe('g2');
    const r = run(s, { type: 'save-resumed', id: 'g1' });
    expect(r.slot).toEqual({ id: 'g1', rev: 2, record: recordOf(first) });
    expect(formatPosition(positionOf(r))).toBe(formatPosition(first));
    expect(r.announce).toBe('Saved game resumed: 0 moves. A to move.');
    const gone = run(s, { type: 'save-resumed', id: 'nope' });
    expect(gone.message).toBe('That saved game is no longer in the list (it was deleted in another tab).');
    expect(gone.game).toBe(s.game);
    const broken = run(load('', [entry('g2', recordOf(second)), entry('bad', recordOf(first).replace('Rules: didinga', 'Rules: chess'), 1, 0)]), { type: 'save-resumed', id: 'bad' });
    expect(broken.message).toMatch(/^That saved game cannot be read \(line 1: unknown rules "chess".+\)\. Your current game is unchanged\.$/);
    expect(formatPosition(positionOf(broken))).toBe(formatPosition(second));
  });

  it('deleting another game keeps the board; deleting the game on the board goes back to the setup', () => {
    const s = load('', [entry('g2', recordOf(second), 1, 2000), entry('g1', recordOf(first), 1, 1000)]);
    const other = run(s, { type: 'save-deleted', id: 'g1', saves: [s.saves[0]!] });
    expect(other.game).toBe(s.game);
    expect(other.saves.map((e) => e.id)).toEqual(['g2']);
    const own = run(s, { type: 'save-deleted', id: 'g2', saves: [s.saves[1]!] });
    expect(own).toMatchObject({ game: null, slot: null, phase: { kind: 'setup' } });
    expect(savedGameOf(own)).toBeNull();
  });

  it('a failed write is said until a write succeeds, through every move between (storage full or blocked)', () => {
    const s = load(query(first), []);
    expect(s.unsaved).toBe(false);
    const failed = run(s, { type: 'save-failed' });
    expect(failed.unsaved).toBe(true);
    // The next move does not clear it (the message of a refused move would be): the game is still unsaved.
    const moved = playFrom(failed, boardIndex('A', local('C'), 8));
    expect(moved.game!.played).toHaveLength(1);
    expect(moved.unsaved).toBe(true);
    // The retry at that move is written: nothing more to say.
    expect(saved(moved, 'g1', 1).unsaved).toBe(false);
  });

  it('another tab\'s newer revision of this game is shown; an older or equal one, or another game\'s, changes nothing on the board', () => {
    const s = saved(load(query(first), []), 'g1', 1);
    // The other tab played C (Driberg's letters) and wrote revision 2.
    const moved = playFrom(s, boardIndex('A', local('C'), 8));
    const theirs = recordText(savedGameOf(moved)!);
    const t = run(s, { type: 'saves-changed', saves: [entry('g1', theirs, 2)] });
    expect(t.slot).toEqual({ id: 'g1', rev: 2, record: theirs });
    expect(moved.game!.played).toHaveLength(1);
    expect(t.game!.played.map((m) => m.notation)).toEqual(moved.game!.played.map((m) => m.notation));
    expect(t.notice).toBe('This game was changed in another tab: it is shown as it is there now.');
    expect(t.announce).toMatch(/^This game was changed in another tab: 1 move\. /);
    // The New game form the reader opened and edited here is left as it was.
    const editing = run(s, { type: 'setup-toggled', open: true }, { type: 'setup-changed', change: { rules: 'ikibuguzo' } });
    const kept = run(editing, { type: 'saves-changed', saves: [entry('g1', theirs, 2)] });
    expect(kept.game!.played).toHaveLength(1);
    expect(kept).toMatchObject({ setupOpen: true, draft: { rules: 'ikibuguzo' } });
    const same = run(s, { type: 'saves-changed', saves: [entry('g1', theirs, 1), entry('g9', recordOf(second), 5)] });
    expect(same.game).toBe(s.game);
    expect(same.saves.map((e) => e.id)).toEqual(['g1', 'g9']);
  });

  it('a change of this tab not yet written is never replaced by another tab\'s; the write that follows keeps both', () => {
    const s = saved(load(query(first), []), 'g1', 1);
    const mine = playFrom(s, boardIndex('A', local('C'), 8)); // C played here, not yet written
    const theirs = recordText(savedGameOf(playFrom(s, boardIndex('A', local('D'), 8)))!); // D played there
    expect(mine.game!.played).toHaveLength(1);
    expect(theirs).not.toBe(recordText(savedGameOf(mine)!));
    const t = run(mine, { type: 'saves-changed', saves: [entry('g1', theirs, 2)] });
    expect(t.game).toBe(mine.game);
    expect(t.slot?.rev).toBe(1);
    // The hooks' write then finds revision 2 over the 1 it knows: this tab's game becomes a game of its own.
    const forked = run(t, { type: 'save-conflict', stored: entry('g1', theirs, 2) });
    expect(forked.slot).toBeNull();
    expect(forked.game).toBe(mine.game);
    expect(forked.notice).toMatch(/^This game was also changed in another tab: your version is kept as a separate saved game/);
    expect(forked.announce).toBe(forked.notice);
  });
});

describe('the guess the page makes before its first paint (resumesAGame) agrees with the load', () => {
  const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, j: 2 }, 'A')), moves: [] });
  const link = new URLSearchParams({ rules: 'didinga', start: formatPosition(lettered({ C: 1, D: 3, j: 2 }, 'B')), moves: '' }).toString();
  const cases: [string, string, SaveEntry[]][] = [
    ['a first visit', '', []],
    ['a saved game', '', [entry('g1', stored)]],
    ['a link to a game', link, []],
    ['a link to a game, and a saved game', link, [entry('g1', stored)]],
    ['a new game asked for', 'new=lango', []],
    ['a new game asked for, and a saved game', 'new=didinga&level=strong', [entry('g1', stored)]],
    ['an unrelated query', 'utm=x', [entry('g1', stored)]],
  ];

  it.each(cases)('%s', (_, query, saves) => {
    const loaded = run(defaults(), { type: 'loaded', query, saves, tabGame: null, reducedMotion: false });
    expect(resumesAGame(query ? `?${query}` : '', saves.length ? serializeSaves(saves) : null, null)).toBe(loaded.phase.kind !== 'setup');
  });

  it('guesses no game from a store that is not a list of games, and a game from the single game kept before the list', () => {
    for (const text of ['', 'not json', 'null', '{"games":{}}', '{"games":[]}', '[1,2]']) expect(resumesAGame('', text, null)).toBe(false);
    expect(resumesAGame('', null, stored)).toBe(true);
  });

  it('is whole in its own text, as the page inlines it (no name from outside it)', () => {
    const inlined = new Function(`return (${resumesAGame.toString()})`)() as typeof resumesAGame;
    expect(inlined('', null, null)).toBe(false);
    expect(inlined(`?${link}`, null, null)).toBe(true);
    expect(inlined('', serializeSaves([entry('g1', stored)]), null)).toBe(true);
    expect(inlined('?new=lango', serializeSaves([entry('g1', stored)]), stored)).toBe(false);
  });
});

describe('a link\'s game is the link\'s until the reader adds to it (state.link, saves.ts withinLink)', () => {
  // A line of the solved table's kind: a position and the moves of its line.
  let line = fromPosition('didinga', lettered({ C: 2, D: 2, E: 2, j: 2, k: 2, l: 2 }, 'A'));
  for (let i = 0; i < 2; i++) line = run(playFrom(line, [...startsOf(line).keys()][0]!), { type: 'animation-skip' });
  const link = savedQuery(savedGameOf(line)!).toString();

  it('keeps the address it was opened with, as the page writes it, and within it while the reader steps back and forth', () => {
    const opened = run(defaults(), { type: 'loaded', query: link.replaceAll('%2C', ','), saves: [], tabGame: null, reducedMotion: false });
    expect(opened.link).toBe(link);
    const back = run(opened, { type: 'undo' });
    expect(withinLink(savedQuery(savedGameOf(back)!).toString(), back.link!)).toBe(true);
    // A move of the reader's own leaves the line.
    const own = [...startsOf(back).keys()].map((h) => run(playFrom(back, h), { type: 'animation-skip' }))
      .find((s) => savedGameOf(s)!.moves.at(-1) !== savedGameOf(line)!.moves.at(-1))!;
    expect(own).toBeDefined();
    expect(withinLink(savedQuery(savedGameOf(own)!).toString(), own.link!)).toBe(false);
  });

  it('comes back with its saved entry, and is null for a game begun, pasted or resumed without one', () => {
    const saved: SaveEntry = { id: 'g1', rev: 1, updated: 1, record: recordText(savedGameOf(line)!), title: 'a game', moves: 2, finished: false, query: link, link };
    expect(run(defaults(), { type: 'loaded', query: '', saves: [saved], tabGame: null, reducedMotion: false }).link).toBe(link);
    expect(run(defaults(), { type: 'loaded', query: link, saves: [saved], tabGame: null, reducedMotion: false })).toMatchObject({ link, slot: { id: 'g1' } });
    const { link: _, ...plain } = saved;
    expect(run(defaults(), { type: 'loaded', query: '', saves: [plain], tabGame: null, reducedMotion: false }).link).toBeNull();
    expect(run(blank(), { type: 'record-pasted', text: recordText(savedGameOf(line)!) }).link).toBeNull();
    expect(defaults().link).toBeNull();
  });
});

describe('the guess that a link\'s game opens beside saved games, with its notice (linkOpensAsNew), agrees with the load', () => {
  const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, j: 2 }, 'A')), moves: [] });
  const other = { ...entry('g1', stored), query: 'rules=didinga&start=x&moves=' };
  const link = new URLSearchParams({ rules: 'didinga', start: formatPosition(lettered({ C: 1, D: 3, j: 2 }, 'B')), moves: '' }).toString();
  // The link's game as the page saves it once opened: its record, and the address the page writes.
  const opened = savedGameOf(run(defaults(), { type: 'loaded', query: link, saves: [], tabGame: null, reducedMotion: false }))!;
  const own = savedQuery(opened).toString();
  const itself = { ...entry('g2', recordText(opened)), query: own };
  const cases: [string, string, SaveEntry[]][] = [
    ['a first visit', '', []],
    ['a saved game', '', [other]],
    ['a link to a game', link, []],
    ['a link to a game, and another saved game', link, [other]],
    ['a saved game\'s own address (a reload, or the reader\'s own link)', own, [other, itself]],
    ['a saved game\'s own address, written otherwise (a comma for %2C)', own.replaceAll('%2C', ','), [itself]],
    ['a new game asked for, and a saved game', 'new=didinga', [other]],
  ];

  it.each(cases)('%s', (_, query, saves) => {
    const loaded = run(defaults(), { type: 'loaded', query, saves, tabGame: null, reducedMotion: false });
    expect(linkOpensAsNew(query ? `?${query}` : '', saves.length ? serializeSaves(saves) : null)).toBe(loaded.notice === LINK_OPENS_AS_NEW);
  });

  it('misses in two stated cases: a saved game with no address kept, and a saved game\'s link with other fields', () => {
    // No room: a game saved before addresses were kept; the notice comes in unguessed.
    const { query: _, ...old } = other;
    const loaded = run(defaults(), { type: 'loaded', query: link, saves: [old], tabGame: null, reducedMotion: false });
    expect(loaded.notice).toBe(LINK_OPENS_AS_NEW);
    expect(linkOpensAsNew(`?${link}`, serializeSaves([old]))).toBe(false);
    // Room left empty: the link (no players= field) is not the address the page writes for the game it opens, already saved.
    expect(link).not.toBe(own);
    expect(run(defaults(), { type: 'loaded', query: link, saves: [itself], tabGame: null, reducedMotion: false }).notice).toBeNull();
    expect(linkOpensAsNew(`?${link}`, serializeSaves([itself]))).toBe(true);
    for (const text of [null, 'not json', '{"games":[]}', '{"games":[null]}']) expect(linkOpensAsNew(`?${link}`, text)).toBe(false);
  });

  it('is whole in its own text, as the page inlines it (no name from outside it)', () => {
    const inlined = new Function(`return (${linkOpensAsNew.toString()})`)() as typeof linkOpensAsNew;
    expect(inlined(`?${link}`, serializeSaves([other]))).toBe(true);
    expect(inlined(`?${own}`, serializeSaves([itself]))).toBe(false);
    expect(inlined('', serializeSaves([other]))).toBe(false);
  });
});
