/**
 * The comparison's worker job (src/features/compare/work.ts): the view it answers is the
 * comparison of compare.ts, the move rules choose the start as the page asks, and anything
 * malformed or hostile is a typed error.
 */
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../../src/engine/index.ts';
import { handleWork } from '../../../src/components/work/protocol.ts';
import { DEFAULT_STATE, movesOf, playPanels, type CompareState } from '../../../src/features/compare/compare.ts';
import { compareJob, compareRequest, compareView, type CompareView } from '../../../src/features/compare/work.ts';
import { assertHostileRequestsAnswered } from '../../components/work/hostile.ts';
import { lettered } from '../../engine/helpers.ts';

const ask = (request: Record<string, unknown>) => handleWork({ ...request, id: 1 }, compareJob);

function view(request: Record<string, unknown>): CompareView {
  const r = ask(request);
  if (r.type !== 'done') throw new Error(r.message);
  return r.value;
}

// Driberg's letters: A's front row i–p holds 2 each, a few marbles behind in c and f; B's holes likewise.
const pos = lettered({ c: 3, f: 1, i: 2, j: 2, k: 2, l: 2, m: 2, n: 2, o: 2, p: 2, C: 3, F: 1, I: 2, J: 2, K: 2, L: 2, M: 2, N: 2, O: 2, P: 2 }, 'A');
const state: CompareState = { ...DEFAULT_STATE, position: pos, move: 'b8' };

describe('compareJob', () => {
  it('answers the default comparison with the view the page renders at build time', () => {
    expect(view(compareRequest(DEFAULT_STATE, 'exact'))).toEqual(compareView(DEFAULT_STATE));
    // And the view is the comparison of compare.ts: the same moves played under the same panels.
    const outcomes = playPanels(DEFAULT_STATE);
    const v = compareView(DEFAULT_STATE);
    expect(v.outcomes.map((o) => (o.ok ? o.notation : o.error))).toEqual(outcomes.map((o) => (o.ok ? o.result.notation : o.error)));
    expect(v.outcomes.map((o) => (o.ok ? o.after : null))).toEqual(outcomes.map((o) => (o.ok ? formatPosition(o.result.after) : null)));
  });

  it('"first" plays the first start legal under any panel; "keep" keeps a start legal somewhere and replaces one legal nowhere', () => {
    const starts = movesOf(state).map((m) => m.start);
    expect(starts.length).toBeGreaterThan(1);
    expect(view(compareRequest({ ...state, move: '' }, 'first')).move).toBe(starts[0]);
    expect(view(compareRequest({ ...state, move: starts[1]! }, 'keep')).move).toBe(starts[1]);
    // b7 is a start no panel allows in this position.
    expect(starts).not.toContain('b7');
    expect(view(compareRequest({ ...state, move: 'b7' }, 'keep')).move).toBe(starts[0]);
    // "exact" plays it as asked, and every panel says it cannot be played.
    const exact = view(compareRequest({ ...state, move: 'b7' }, 'exact'));
    expect(exact.move).toBe('b7');
    expect(exact.outcomes.every((o) => !o.ok)).toBe(true);
  });

  it('each panel’s frames end on the position it reports', () => {
    const v = view(compareRequest(state, 'first'));
    for (const o of v.outcomes) if (o.ok) expect(o.frames.at(-1)!.position).toBe(o.after);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a bad position', { position: '2,2 A' }, /^position: /],
    ['a bad move', { move: 'z9' }, /^move: /],
    ['an empty move to play exactly', { move: '', moveRule: 'exact' }, /^move: /],
    ['an unknown mode', { mode: 'sideways' }, /^"mode" must be one of move, lap, opening$/],
    ['an unknown panel', { panels: 'chess' }, /^panels: panel 1 of 1, "chess", is not one of /],
    ['no panel', { panels: ',' }, /^panels: no panel is named$/],
    ['an unknown move rule', { moveRule: 'guess' }, /^"moveRule" must be one of exact, first, keep$/],
    ['a position that is not text', { position: 7 }, /^"position" must be a position in the engine’s notation; got number$/],
  ])('%s: a typed error naming it', (_name, change, message) => {
    const r = ask({ ...compareRequest(state, 'exact'), ...change });
    expect(r.type).toBe('error');
    expect(r.type === 'error' && r.message).toMatch(message);
  });

  it('hostile requests get one typed answer, never an exception (property-based)', () => {
    assertHostileRequestsAnswered(compareJob, { ...compareRequest(state, 'exact'), id: 1 });
  });
});
