/** /play/'s state (src/features/play/state/), the setup slice (loading, the New game form, links to a new game, the opening): every transition through `reduce`, no browser. */
import { describe, expect, it } from 'vitest';
import { boardIndex, formatPosition, getRuleset, listMoves, openingStartHoles } from '../../../../src/engine/index.ts';
import { optionsFor } from '../../../../src/engine/index.ts';
import { requirementMet } from '../../../../src/components/readings.ts';
import { DEFAULT_SETUP, recordText, type PlaySetup } from '../../../../src/features/play/play.ts';
import { resumesAGame } from '../../../../src/features/play/saves.ts';
import { defaults, positionOf, reduce, savedGameOf, startsOf, statusText, type PlayState } from '../../../../src/features/play/state/index.ts';
import { lettered } from '../../../engine/helpers.ts';
import { run, blank, entry, fromPosition, playFrom } from './helpers.ts';

describe('defaults and loading', () => {
  it('starts as the static board, then the setup once loaded', () => {
    const d = defaults();
    expect(d).toMatchObject({ hydrated: false, phase: { kind: 'setup' }, game: null, setup: DEFAULT_SETUP, draft: DEFAULT_SETUP, speed: 'normal', labels: 'driberg', message: null });
    const s = blank();
    expect(s.hydrated).toBe(true);
    expect(statusText(s)).toBe('Choose the game, then start it.');
    expect(savedGameOf(s)).toBeNull();
  });

  it('turns the animation off under reduced motion', () => {
    expect(run(defaults(), { type: 'loaded', query: '', saves: [], tabGame: null, reducedMotion: true }).speed).toBe('off');
  });

  it('the address wins over local storage; a malformed address keeps the saved game and says why', () => {
    const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, j: 2 }, 'A')), moves: [] });
    const saves = [entry('g1', stored)];
    const kept = run(defaults(), { type: 'loaded', query: 'rules=didinga&start=2,2,x', saves, tabGame: null, reducedMotion: false });
    expect(kept.phase.kind).toBe('main');
    expect(formatPosition(positionOf(kept))).toBe(formatPosition(lettered({ C: 2, j: 2 }, 'A')));
    expect(kept.message).toMatch(/^The address holds a game that cannot be read \(.+\)\. Your last game is shown instead\.$/);

    const start = lettered({ C: 1, D: 3, j: 2 }, 'B');
    const url = run(defaults(), { type: 'loaded', query: new URLSearchParams({ rules: 'didinga', start: formatPosition(start), moves: '' }).toString(), saves, tabGame: null, reducedMotion: false });
    expect(formatPosition(positionOf(url))).toBe(formatPosition(start));
    expect(url.message).toBeNull();
    // The address's game is not the saved one: it opens as a new game, and the saved one stays listed.
    expect(url.slot).toBeNull();
    expect(url.saves).toBe(saves);
    expect(url.notice).toMatch(/^The game in this link opens as a new game/);

    const unreadable = run(defaults(), { type: 'loaded', query: '', saves: [entry('g1', 'Hello')], tabGame: null, reducedMotion: false });
    expect(unreadable.phase.kind).toBe('setup');
    expect(unreadable.message).toMatch(/^The game saved in this browser cannot be read \(line 1: "Hello" is not a record line/);
    // The unreadable game stays in the list: the page never drops a saved game it cannot read.
    expect(unreadable.saves.map((e) => e.id)).toEqual(['g1']);
  });
});

describe('the setup form', () => {
  it('a new code starts from its defaults; an option at its default is dropped', () => {
    let s = run(blank(), { type: 'setup-changed', change: { cols: 12 } });
    expect(s.draft.cols).toBe(12);
    s = run(s, { type: 'setup-changed', change: { rules: 'lango' } });
    expect(s.draft).toMatchObject({ rules: 'lango', cols: 8, options: [] });
    s = run(s, { type: 'option-changed', key: 'lango.increment', value: 'dlp' });
    expect(s.draft.options).toEqual(['lango.increment=dlp']);
    expect(run(s, { type: 'option-changed', key: 'lango.increment', value: 'driberg' }).draft.options).toEqual([]);
    expect(s.setup).toEqual(DEFAULT_SETUP); // the game's own setup changes only with a new game
  });

  const CLOCKWISE_SINGLE = optionsFor('lango').find((o) => o.key === 'lango.clockwiseSingle')!;
  it('an option that needs another (AMB-13) goes back to its default when that one is changed away', () => {
    let s = run(blank(), { type: 'setup-changed', change: { rules: 'lango' } });
    expect(requirementMet(s.draft.options, CLOCKWISE_SINGLE)).toBe(false);
    s = run(s, { type: 'option-changed', key: 'lango.clockwiseIncrement', value: 'yes' }, { type: 'option-changed', key: 'lango.clockwiseSingle', value: 'yes' });
    expect(s.draft.options).toEqual(['lango.clockwiseIncrement=yes', 'lango.clockwiseSingle=yes']);
    expect(requirementMet(s.draft.options, CLOCKWISE_SINGLE)).toBe(true);
    s = run(s, { type: 'option-changed', key: 'lango.clockwiseIncrement', value: 'no' });
    expect(s.draft.options).toEqual([]);
    expect(run(s, { type: 'new-game' }).phase.kind).not.toBe('setup');
  });

  it('options the engine refuses are named, and no game starts', () => {
    const s = run(blank(), { type: 'setup-changed', change: { options: ['foo=1'] } }, { type: 'new-game' });
    expect(s.phase.kind).toBe('setup');
    expect(s.message).toMatch(/^Those options cannot be used: unknown option "foo"/);
  });
});

describe('the opening under lango.openingPairs=same-column (AMB-16)', () => {
  it('the computer takes the reader\'s column, whichever it chose; two readers must agree', () => {
    for (const mine of openingStartHoles(getRuleset('lango'), 8)) {
      let s = run(blank(), { type: 'setup-changed', change: { rules: 'lango', opponent: 'computer', human: 'A' } });
      s = run(s, { type: 'option-changed', key: 'lango.openingPairs', value: 'same-column' }, { type: 'new-game' });
      const u = run(s, { type: 'hole-chosen', index: boardIndex('A', mine, 8) });
      expect(u.message).toBeNull();
      expect(u.phase.kind).toBe('main');
      // A's hole A or B (local 6 or 7): B opens from a or b, the same column.
      expect(u.opening).toMatch(new RegExp(`A from ${'AB'[mine - 6]}\\b.*B from ${'ab'[mine - 6]}\\b`));
    }
    let h = run(blank(), { type: 'setup-changed', change: { rules: 'lango', opponent: 'human' } });
    h = run(h, { type: 'option-changed', key: 'lango.openingPairs', value: 'same-column' }, { type: 'new-game' });
    h = run(h, { type: 'opening-chosen', hole: 6 }, { type: 'opening-chosen', hole: 7 });
    // The reading is named in words, as everywhere on the page; the engine's message (the CLI's) keeps its key.
    expect(h.message).toBe('That opening cannot be played: A opens from A and B from b, but under the reading “both players open from the same column” both players open from the same column, aA or bB (AMB-16).');
  });
});

describe('Ludii 1.3.13\'s Choro on the play page (LU-open)', () => {
  it('LU-open: a new game of ludii-lango starts from the start array with A\'s first turn, b7 or b8 only; then B\'s; then the main phase', () => {
    let s = run(blank(), { type: 'setup-changed', change: { rules: 'ludii-lango' } }, { type: 'setup-changed', change: { opponent: 'human' } }, { type: 'new-game' });
    let steps = 0;
    while (s.animation && steps++ < 10_000) s = reduce(s, { type: 'animation-step' });
    expect(s.phase.kind).toBe('main');
    expect(formatPosition(positionOf(s))).toBe(formatPosition({ ...positionOf(s), counts: new Array(32).fill(2), toMove: 'A' }));
    const holes = (st: PlayState) => [...startsOf(st).values()].flat().map((c) => c.notation).sort();
    expect(holes(s)).toEqual(['b7', 'b8']);
    // A hole the first turn may not start from is not offered at all.
    expect(reduce(s, { type: 'hole-chosen', index: boardIndex('A', 2, 8) }).game!.played).toHaveLength(0);
    s = playFrom(s, boardIndex('A', 7, 8));
    while (s.animation && steps++ < 20_000) s = reduce(s, { type: 'animation-step' });
    expect(positionOf(s).toMove).toBe('B');
    // B's first turn: b7 or b8, those that can capture if any back-row hole can (LU-force).
    const bFirst = listMoves(getRuleset('ludii-lango'), positionOf(s), { opening: true }).legal.map((m) => m.notation);
    expect(holes(s)).toEqual(bFirst);
    expect(bFirst.length).toBeGreaterThan(0);
    expect(bFirst.every((m) => m === 'b7' || m === 'b8')).toBe(true);
    s = playFrom(s, boardIndex('B', bFirst[0] === 'b7' ? 6 : 7, 8));
    while (s.animation && steps++ < 30_000) s = reduce(s, { type: 'animation-step' });
    expect(s.game!.played).toHaveLength(2);
    expect(holes(s)).toEqual(listMoves(getRuleset('ludii-lango'), positionOf(s)).legal.map((m) => m.notation.split('/')[0]!).filter((v, i, a) => a.indexOf(v) === i).sort());
  });
});

describe('a link to a new game (the lessons\' "now play")', () => {
  it('?new=<code>&level=<level> opens the setup for that game against that level, and resumes nothing', () => {
    const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(lettered({ C: 2, j: 2 }, 'A')), moves: [] });
    const s = run(defaults(), { type: 'loaded', query: 'new=lango&level=beginner', saves: [entry('g1', stored)], tabGame: null, reducedMotion: false });
    expect(s.phase.kind).toBe('setup');
    expect(s.game).toBeNull();
    expect(s.draft).toMatchObject({ rules: 'lango', opponent: 'computer', level: 'beginner' });
    expect(s.saves.map((e) => e.id)).toEqual(['g1']);
    expect(s.message).toBeNull();
    expect(run(s, { type: 'new-game' }).setup).toMatchObject({ rules: 'lango', level: 'beginner' });
  });

  it('an unknown code or level is named, and the page opens as usual', () => {
    const bad = run(defaults(), { type: 'loaded', query: 'new=chess', saves: [], tabGame: null, reducedMotion: false });
    expect(bad.message).toBe('The address asks for a new game that cannot be set up (new="chess" is not a game here; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo).');
    const level = run(defaults(), { type: 'loaded', query: 'new=didinga&level=genius', saves: [], tabGame: null, reducedMotion: false });
    expect(level.message).toMatch(/level="genius" is not a level; levels: beginner, quick, steady, strong/);
  });
});

describe('a game from the reader\'s own position (the New game form\'s start)', () => {
  const mine = lettered({ C: 3, D: 1, j: 2, k: 2 }, 'B');
  const edited = (s: PlayState, text: string | null) => run(s, { type: 'start-edited', text });

  it('begins the main phase there, with no opening, under the form\'s code and players', () => {
    let s = run(blank(), { type: 'setup-changed', change: { rules: 'lango', opponent: 'human' } });
    s = run(edited(s, ` ${formatPosition(mine)} `), { type: 'new-game' });
    expect(s.phase.kind).toBe('main');
    expect(s.setup).toMatchObject({ rules: 'lango', opponent: 'human', cols: 8 });
    expect(s.opening).toBeNull();
    expect(formatPosition(positionOf(s))).toBe(formatPosition(mine));
    expect(s.game!.played).toHaveLength(0);
    expect(s.startProblem).toBeNull();
    expect(s.announce).toBe(`A game from your position. ${statusText(s)}`);
    expect(savedGameOf(s)).toMatchObject({ start: formatPosition(mine), moves: [], opening: null });
  });

  it('says beside the field why a position cannot be used, and keeps the game on the board', () => {
    const before = run(edited(blank(), formatPosition(mine)), { type: 'new-game' });
    const bad = run(edited(before, 'garbage'), { type: 'new-game' });
    expect(bad.startProblem).toBe('That position cannot be read: "garbage" is not a position: expected four rows of counts separated by "/", a space and the side to move (A or B).');
    expect(bad.game).toBe(before.game);
    // Lango is played on 8 holes a row only (D-wide is the Didinga code's).
    const wide = '0,0,0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0,0,0 A';
    const lango = run(edited(run(blank(), { type: 'setup-changed', change: { rules: 'lango' } }), wide), { type: 'new-game' });
    expect(lango.startProblem).toBe('That position cannot be played: Lango (1927b) is played on 8 holes a row, not 10.');
    expect(lango.game).toBeNull();
    // Editing the field clears the problem; an empty field plays the opening again.
    expect(edited(bad, '').startProblem).toBeNull();
    expect(run(edited(bad, ''), { type: 'new-game' }).phase.kind).toBe('opening');
  });

  it('takes the position on the board into the field', () => {
    const s = run(edited(blank(), formatPosition(mine)), { type: 'new-game' });
    expect(edited(edited(s, ''), null).draftStart).toBe(formatPosition(mine));
    expect(edited(blank(), null).draftStart).toBe('');
  });
});

describe('the New game form, open or closed (setupOpen, apart from the phase)', () => {
  const mine = lettered({ C: 2, D: 2, j: 2, k: 2 }, 'A');
  it('is open on a first visit and on ?new=, closed once a game begins or a saved game loads', () => {
    expect(blank().setupOpen).toBe(true);
    expect(run(defaults(), { type: 'loaded', query: 'new=lango', saves: [], tabGame: null, reducedMotion: false }).setupOpen).toBe(true);
    expect(run(blank(), { type: 'new-game' })).toMatchObject({ phase: { kind: 'opening' }, setupOpen: false });
    expect(fromPosition('didinga', mine).setupOpen).toBe(false);
  });

  it('opened by the reader during a game, closes when the next game begins from it (the phase alone never changed it: opening to opening)', () => {
    let s = run(blank(), { type: 'setup-changed', change: { opponent: 'human' } }, { type: 'new-game' });
    expect(s).toMatchObject({ phase: { kind: 'opening' }, setupOpen: false });
    s = run(s, { type: 'setup-toggled', open: true });
    expect(s.setupOpen).toBe(true);
    expect(run(s, { type: 'new-game' })).toMatchObject({ phase: { kind: 'opening' }, setupOpen: false });
    // A toggle to the state it is in changes nothing (the page's own change, told back).
    expect(run(s, { type: 'setup-toggled', open: true })).toBe(s);
  });

  it('stays open when the form\'s position is refused, beside its reason', () => {
    const s = run(blank(), { type: 'start-edited', text: 'garbage' }, { type: 'new-game' });
    expect(s.startProblem).not.toBeNull();
    expect(s.setupOpen).toBe(true);
  });

  it('a game in the address that cannot be opened, nothing saved: stays closed, as the page drew it, and the status says where to start', () => {
    for (const query of ['rules=nope', 'rules=didinga&start=garbage', 'rules=didinga&moves=zz']) {
      const s = run(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false });
      expect(s.message).toMatch(/^The address holds a game that cannot be (read|replayed)/);
      expect(s).toMatchObject({ phase: { kind: 'setup' }, game: null, setupOpen: false });
      // The page's guess before its script ran was a game, so it drew the form closed.
      expect(resumesAGame(query, null, null)).toBe(true);
      expect(statusText(s)).toBe('Open “New game” to choose the game and start it.');
    }
    // A new game that cannot be set up (?new=chess): the page drew the form open, and it stays so.
    expect(resumesAGame('new=chess', null, null)).toBe(false);
    expect(run(defaults(), { type: 'loaded', query: 'new=chess', saves: [], tabGame: null, reducedMotion: false }).setupOpen).toBe(true);
  });

  it('a link that cannot be opened: the New game form keeps what it says of the setup, each part that can be read', () => {
    const load = (query: string) => run(defaults(), { type: 'loaded', query, saves: [], tabGame: null, reducedMotion: false });
    const wide = '2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2 A';
    const cases: [string, Partial<PlaySetup> | null][] = [
      // Code, options and players read; the start is not a position: the width stays the code's.
      ['rules=lango&options=lango.increment%3Ddlp&players=A+human,+B+human&start=garbage', { rules: 'lango', options: ['lango.increment=dlp'], opponent: 'human', cols: 8 }],
      // A wider Didinga board (D-wide) read from a start whose moves cannot be played.
      [`rules=didinga&players=A+computer+strong,+B+human&start=${encodeURIComponent(wide)}&moves=zz`, { rules: 'didinga', cols: 10, opponent: 'computer', human: 'B', level: 'strong' }],
      // Options the code refuses are dropped, the code kept.
      ['rules=ikibuguzo&options=lango.increment%3Ddlp&start=garbage', { rules: 'ikibuguzo', options: [], cols: 8 }],
      // An unknown code: the players alone.
      ['rules=nope&players=A+human,+B+human', { rules: 'didinga', opponent: 'human' }],
      // Nothing readable: the defaults, and no word of a setup kept.
      ['rules=nope&players=everyone', null],
      // Read, but the form's own setup already: nothing to say.
      ['rules=didinga&start=garbage', null],
    ];
    for (const [query, setup] of cases) {
      const s = load(query);
      expect(s.setupOpen, query).toBe(false);
      expect(s.draft, query).toEqual({ ...DEFAULT_SETUP, ...(setup ?? {}) });
      if (setup === null) expect(s.message, query).not.toMatch(/keeps its setup/);
      else expect(s.message, query).toMatch(/ “New game” keeps its setup: .+\.$/);
    }
    expect(load('rules=lango&players=A+human,+B+human&start=garbage').message).toMatch(/ “New game” keeps its setup: Lango \(1927b\), two players\.$/);
  });

  it('opens when the game on the board is deleted', () => {
    const stored = recordText({ setup: { ...DEFAULT_SETUP, opponent: 'human' }, opening: null, start: formatPosition(mine), moves: [] });
    const s = run(defaults(), { type: 'loaded', query: '', saves: [entry('g1', stored)], tabGame: null, reducedMotion: false });
    expect(s.setupOpen).toBe(false);
    expect(run(s, { type: 'save-deleted', id: 'g1', saves: [] })).toMatchObject({ phase: { kind: 'setup' }, setupOpen: true });
  });
});
