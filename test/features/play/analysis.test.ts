/** The analysis of a finished game (src/features/play/analysis.ts, and its actions in state.ts). */
import { describe, expect, it } from 'vitest';
import {
  currentPosition, formatPosition, gameFromRecord, gameResult, getRuleset, listMoves, newGame, parseRecord, playMove, type Game,
} from '../../../src/engine/index.ts';
import type { SearchStats } from '../../../src/computer/search.ts';
import { handleWork } from '../../../src/components/work/protocol.ts';
import { thinkJob, thinkRequest } from '../../../src/features/play/think.ts';
import {
  ANALYSIS_ITERATIONS, analysisBoard, analysisDone, analysisRequest, analysisSummary, gameBefore, positionBefore, reviewMoves, reviewWords,
  startAnalysis, withEvaluation, type Analysis,
} from '../../../src/features/play/analysis.ts';
import { analysisAsk, canAnalyse, defaults, reduce, type Action, type PlayState } from '../../../src/features/play/state/index.ts';
import { lettered } from '../../engine/helpers.ts';

/** A short Didinga game between two readers, from a sparse position, that B wins (A cannot move, D-end). */
const START = lettered({ C: 2, D: 3, E: 1, j: 2, k: 3, l: 1 }, 'A');
const MOVES = 'f8 f1 f7 b1 f4 b4 f3 b3 f5 b6 f2 b7'.split(' ');

function finishedGame(): Game {
  let g = newGame(getRuleset('didinga'), START);
  for (const m of MOVES) {
    const r = playMove(g, m);
    if (!r.ok) throw new Error(`${m}: ${r.error.message}`);
    g = r.value;
  }
  return g;
}

/** The worker's answer: its estimate, whether the solver proved the win, and how many distinct moves there were (1: an only move, not searched). */
const stats = (winRate: number, proof: 'win' | 'loss' | null = null, moves = 3): SearchStats => ({
  iterations: moves === 1 ? 0 : ANALYSIS_ITERATIONS, elapsedMs: 1, winRate, visits: 1, moves, candidates: [],
  ...(proof ? { solved: { value: proof, line: 3, nodes: 10 } } : {}),
});

/** The analysis with the computer's answers given: for each position, its move (the one played unless said) and chance. */
function analysed(game: Game, answers: readonly { chance: number; best?: string; proof?: 'win' | 'loss'; only?: boolean }[]): Analysis {
  let a = startAnalysis(game);
  for (const [i, x] of answers.entries()) a = withEvaluation(a, x.best ?? game.played[i]!.notation, stats(x.chance, x.proof ?? null, x.only ? 1 : 3));
  return a;
}

/** Another legal move than the one played before move `index`, leaving another position. */
function otherMove(game: Game, index: number): string | null {
  const before = positionBefore(game, index);
  const played = game.played[index]!.after;
  const m = listMoves(game.rules, before).legal.find((x) => x.after.counts.some((c, i) => c !== played.counts[i]));
  return m ? m.notation : null;
}

describe('the game the tests analyse', () => {
  it('is over: A cannot move, and B has won', () => {
    expect(gameResult(finishedGame())).toEqual({ over: true, winner: 'B', reason: 'immobile' });
  });
});

describe('asking the computer, one position after another', () => {
  it('asks for the position before each move in turn, with a fixed budget, and stops when every move is looked at', () => {
    const game = finishedGame();
    let a = startAnalysis(game);
    for (let i = 0; i < MOVES.length; i++) {
      const req = analysisRequest(a)!;
      expect(req.budget).toEqual({ iterations: ANALYSIS_ITERATIONS });
      expect(req.at).toBe(String(i));
      // The record replays to the position before move i.
      const rec = parseRecord(req.record);
      expect(rec.ok).toBe(true);
      const replay = gameFromRecord(game.rules, rec.ok ? rec.value : ({} as never));
      expect(replay.ok && formatPosition(currentPosition(replay.value))).toBe(formatPosition(positionBefore(game, i)));
      expect(analysisRequest({ ...a, thinking: 7 })).toBeNull();
      expect(analysisRequest({ ...a, stopped: true })).toBeNull();
      a = withEvaluation({ ...a, thinking: 7 }, game.played[i]!.notation, stats(0.5));
      expect(a.thinking).toBeNull();
    }
    expect(analysisDone(a)).toBe(true);
    expect(analysisRequest(a)).toBeNull();
  });

  it('the worker answers such a request with a legal move of that position', () => {
    const game = finishedGame();
    const a = withEvaluation(withEvaluation(startAnalysis(game), MOVES[0]!, stats(0.5)), MOVES[1]!, stats(0.5));
    const req = analysisRequest(a)!;
    const answer = handleWork({ ...thinkRequest({ record: req.record, budget: req.budget, seed: req.seed }), id: 1 }, thinkJob());
    expect(answer.type).toBe('done');
    const legal = listMoves(game.rules, positionBefore(game, 2)).legal.map((m) => m.notation);
    expect(legal).toContain(answer.type === 'done' ? answer.value.notation : '');
  });

  it('a win the solver proves counts as certain, and a loss it proves as hopeless', () => {
    const a = analysed(finishedGame(), [{ chance: 0.62, proof: 'win' }, { chance: 0.21, proof: 'loss' }]);
    expect(a.evaluations[0]).toMatchObject({ chance: 1, proof: 'win' });
    expect(a.evaluations[1]).toMatchObject({ chance: 0, proof: 'loss' });
    // So a move that keeps a proven win costs nothing, whichever winning move it is (the search alone would say B still had 21%).
    const other = otherMove(finishedGame(), 0)!;
    const kept = reviewMoves(analysed(finishedGame(), [{ chance: 0.62, proof: 'win', best: other }, { chance: 0.21, proof: 'loss' }]))[0]!;
    expect(kept).toMatchObject({ before: 1, after: 1, lost: 0, verdict: 'good', proof: 'win' });
    expect(reviewWords(kept, (p) => p)).toBe(`Move 1: A played f8; the analysis prefers ${other}. A’s chance, as the analysis estimates it, stayed at 100% (a win the solver proves): good.`);
    // The live region names both moves its own way (spokenMove); the page keeps the notation.
    expect(reviewWords(kept, (p) => p, (m) => `[${m}]`)).toBe(`Move 1: A played [f8]; the analysis prefers [${other}]. A’s chance, as the analysis estimates it, stayed at 100% (a win the solver proves): good.`);
  });

  it('the worker says when the solver proves the side to move lost, and still answers with a move', () => {
    // Before move 11 A has one move, f2, and it loses: B replies b7 and A cannot move (D-end).
    const game = finishedGame();
    let a = startAnalysis(game);
    for (let i = 0; i < 10; i++) a = withEvaluation(a, MOVES[i]!, stats(0.5));
    const req = analysisRequest(a)!;
    const answer = handleWork({ ...thinkRequest({ record: req.record, budget: req.budget, seed: req.seed }), id: 1 }, thinkJob());
    expect(answer).toMatchObject({ type: 'done', value: { notation: 'f2', stats: { solved: { value: 'loss' } } } });
    const kept = withEvaluation(a, 'f2', answer.type === 'done' ? answer.value.stats : stats(0.5));
    expect(kept.evaluations[10]).toMatchObject({ chance: 0, proof: 'loss', forced: false });
  });
});

describe('what each move cost', () => {
  it("reads the next position's chance from the mover's side, and the result after the last move", () => {
    const game = finishedGame();
    // Chances for the side to move in each position: A's 0.7, then B's 0.4 (so A's 0.6 after A's move).
    const a = analysed(game, MOVES.map((_, i) => ({ chance: i === 0 ? 0.7 : i === 1 ? 0.4 : 0.5 })));
    const [first] = reviewMoves(a);
    expect(first).toMatchObject({ index: 0, mover: 'A', before: 0.7, sameAsBest: true, verdict: 'best' });
    expect(first!.after).toBeCloseTo(0.6);
    expect(first!.lost).toBeCloseTo(0.1);
    // The last move: B's, and B won, so B's chance after it is 1 (and nothing was lost).
    const lastReview = reviewMoves(a)[MOVES.length - 1]!;
    expect(lastReview).toMatchObject({ mover: 'B', after: 1, lost: 0 });
    expect(reviewMoves(a).every((r) => r.mover === positionBefore(game, r.index).toMove)).toBe(true);
  });

  it("an only move is not searched: its position is worth what the next one is, from the mover's side", () => {
    const game = finishedGame();
    // Before move 2 (B's) the computer only says 50%, meaning nothing; A's chance before move 3 is 0.3, so B's is 0.7.
    const pending = analysed(game, [{ chance: 0.6 }, { chance: 0.5, only: true }]);
    expect(pending.evaluations[1]).toMatchObject({ forced: true });
    expect(reviewMoves(pending)[1]).toMatchObject({ forced: true, before: null, after: null, lost: null, verdict: null });
    expect(reviewMoves(pending)[0]).toMatchObject({ before: 0.6, after: null });
    expect(reviewWords(reviewMoves(pending)[1]!, (p) => p)).toBe('Move 2: B played f1, the only move; what it is worth follows from the next position, not analysed yet.');
    const a = analysed(game, [{ chance: 0.6 }, { chance: 0.5, only: true }, { chance: 0.3 }]);
    const [first, second] = reviewMoves(a);
    expect(second!.before).toBeCloseTo(0.7);
    expect(second!.after).toBeCloseTo(0.7);
    expect(second).toMatchObject({ lost: 0, verdict: 'best' });
    expect(first!.after).toBeCloseTo(0.3);
    expect(first!.lost).toBeCloseTo(0.3);
    expect(reviewWords(second!, (p) => p)).toBe("Move 2: B played f1, the only move. B’s chance, as the analysis estimates it, stayed at 70%.");
    // Only moves are left out of the summary.
    const all = analysed(game, MOVES.map((_, i) => ({ chance: 0.5, only: i === 1 })));
    expect(analysisSummary(all, (p) => p)[1]).toMatch(/^B: 5 good moves, 0 inaccurate moves, 0 mistakes, 0 blunders, 1 only move; on average \d+ points? lost a move, leaving out the only moves\.$/);
  });

  it('a move not yet followed by an analysed position has no cost yet', () => {
    const a = analysed(finishedGame(), [{ chance: 0.5 }]);
    expect(reviewMoves(a)[0]).toMatchObject({ after: null, lost: null, verdict: null });
    expect(reviewWords(reviewMoves(a)[0]!, (p) => p)).toContain('not analysed yet');
  });

  it('calls a move by the points it gave away, and the computer\'s own move its choice', () => {
    const game = finishedGame();
    const other = otherMove(game, 0)!;
    expect(other).not.toBeNull();
    const verdict = (before: number, nextForB: number, best = other) => reviewMoves(analysed(game, [{ chance: before, best }, { chance: nextForB }]))[0]!;
    expect(verdict(0.6, 0.42).verdict).toBe('good'); // A: 0.60 → 0.58, 2 points
    expect(verdict(0.6, 0.5).verdict).toBe('inaccurate'); // 10 points
    expect(verdict(0.6, 0.6).verdict).toBe('mistake'); // 20 points
    expect(verdict(0.9, 0.8).verdict).toBe('blunder'); // 70 points
    // A move that looks better than the computer's costs nothing, never a negative loss.
    expect(verdict(0.5, 0.3)).toMatchObject({ lost: 0, verdict: 'good' });
    // The computer's own move, whatever the estimates' noise says of it.
    expect(verdict(0.9, 0.8, MOVES[0]).verdict).toBe('best');
  });

  it("shows the computer's move on the board: the position it leaves", () => {
    const game = finishedGame();
    const other = otherMove(game, 0)!;
    const a = analysed(game, [{ chance: 0.8, best: other }, { chance: 0.5 }]);
    const r = reviewMoves(a)[0]!;
    const direct = playMove(gameBefore(game, 0), other);
    expect(direct.ok).toBe(true);
    expect(r.sameAsBest).toBe(false);
    expect(formatPosition(r.bestAfter!)).toBe(formatPosition(currentPosition(direct.ok ? direct.value : game)));
    expect(analysisBoard({ ...a, view: 'best' }).position).toBe(r.bestAfter);
    expect(analysisBoard({ ...a, view: 'played' }).position).toBe(game.played[0]!.after);
    const before = analysisBoard({ ...a, view: 'before' });
    expect(before.position).toBe(START);
    expect(before.ringed).not.toBeNull();
    // The ringed hole named in the reader's letters.
    expect(analysisBoard({ ...a, view: 'before' }, 'driberg').title).toMatch(/^Analysis, move 1: the board before it, A to move; f8 starts from [A-P], ringed$/);
    const words = reviewWords(r, (p) => `Player ${p}`);
    expect(words).toContain(`Move 1: Player A played ${MOVES[0]}; the analysis prefers ${other}.`);
    expect(words).toContain('went from 80% to 50%: 30 points lost, a blunder.');
  });

  it('sums each player up once every move is looked at', () => {
    const game = finishedGame();
    const a = analysed(game, MOVES.map(() => ({ chance: 0.5 })));
    const lines = analysisSummary(a, (p) => p);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^A: \d+ good moves?, \d+ inaccurate moves?, \d+ mistakes?, \d+ blunders?; on average \d+ points? lost a move\.$/);
  });
});

describe('the page: asking, stepping, and dropping the analysis', () => {
  const run = (s: PlayState, ...actions: Action[]) => actions.reduce(reduce, s);
  const query = (moves: readonly string[]) => new URLSearchParams({ rules: 'didinga', players: 'A human, B human', start: formatPosition(START), moves: moves.join(' ') }).toString();
  const load = (moves: readonly string[]) => run(defaults(), { type: 'loaded', query: query(moves), saves: [], tabGame: null, reducedMotion: true });

  it('is offered only once the game is over', () => {
    const playing = load(MOVES.slice(0, 5));
    expect(canAnalyse(playing)).toBe(false);
    expect(run(playing, { type: 'analysis-asked' }).analysis).toBeNull();
    const over = load(MOVES);
    expect(canAnalyse(over)).toBe(true);
    const s = run(over, { type: 'analysis-asked' });
    expect(s.analysis?.game).toBe(over.game);
    expect(analysisAsk(s)?.at).toBe('0');
  });

  it("keeps the answer to its own request only, and says when it is done", () => {
    let s = run(load(MOVES), { type: 'analysis-asked' }, { type: 'analysis-thinking', id: 3 });
    expect(analysisAsk(s)).toBeNull();
    expect(run(s, { type: 'analysis-answered', id: 2, notation: MOVES[0]!, stats: stats(0.5) }).analysis!.evaluations).toHaveLength(0);
    for (const [i, m] of MOVES.entries()) s = run(s, { type: 'analysis-thinking', id: 10 + i }, { type: 'analysis-answered', id: 10 + i, notation: m, stats: stats(0.5) });
    expect(analysisDone(s.analysis!)).toBe(true);
    expect(s.announce).toMatch(/^The analysis is done\. A: /);
  });

  it('stops, goes on from where it stopped, and reports a failure', () => {
    let s = run(load(MOVES), { type: 'analysis-asked' }, { type: 'analysis-thinking', id: 1 }, { type: 'analysis-answered', id: 1, notation: MOVES[0]!, stats: stats(0.5) });
    s = run(s, { type: 'analysis-thinking', id: 2 }, { type: 'analysis-stopped' });
    expect(s.analysis).toMatchObject({ stopped: true, thinking: null });
    expect(analysisAsk(s)).toBeNull();
    s = run(s, { type: 'analysis-asked' });
    expect(analysisAsk(s)?.at).toBe('1');
    s = run(s, { type: 'analysis-thinking', id: 4 }, { type: 'analysis-failed', id: 4, message: 'the computer player stopped' });
    expect(s.analysis?.failed).toBe('the computer player stopped');
    expect(analysisAsk(s)).toBeNull();
  });

  it('steps within the game, and says each move to screen readers', () => {
    let s = run(load(MOVES), { type: 'analysis-asked' }, { type: 'analysis-thinking', id: 1 }, { type: 'analysis-answered', id: 1, notation: MOVES[0]!, stats: stats(0.5) });
    s = run(s, { type: 'analysis-step', index: 99 });
    expect(s.analysis!.step).toBe(MOVES.length - 1);
    s = run(s, { type: 'analysis-step', index: -4 });
    expect(s.analysis!.step).toBe(0);
    expect(s.announce).toMatch(/^Move 1: A played f8\./);
    s = run(s, { type: 'analysis-view', view: 'played' }, { type: 'analysis-step', index: 1 });
    expect(s.analysis).toMatchObject({ step: 1, view: 'before' });
  });

  it('belongs to its game: an undo drops it', () => {
    const s = run(load(MOVES), { type: 'analysis-asked' });
    expect(s.analysis).not.toBeNull();
    expect(run(s, { type: 'undo' }).analysis).toBeNull();
    expect(run(s, { type: 'analysis-closed' }).analysis).toBeNull();
  });
});
