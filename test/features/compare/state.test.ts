/**
 * The comparison island's reducer (src/features/compare/state.ts): each action as the page takes
 * it, with the state the view shows handed in (`at`).
 */
import { describe, expect, it } from 'vitest';
import { formatPosition } from '../../../src/engine/index.ts';
import { DEFAULT_PRESET, DEFAULT_STATE, presetById, readCompareParams, stateOfPreset, type CompareState } from '../../../src/features/compare/compare.ts';
import { defaults, reduce, type Action, type CompareIslandState } from '../../../src/features/compare/state.ts';

const fresh = (s: CompareState = DEFAULT_STATE) => ({ shown: s, current: true });
const run = (actions: readonly Action[], from: CompareIslandState = defaults()) => actions.reduce(reduce, from);
const address = (query: string): Action => ({ type: 'address-read', read: readCompareParams(new URLSearchParams(query), { resolveMove: false }) });

describe('the island before and after reading its address', () => {
  it('starts on the default comparison, its position formatted once, not yet hydrated', () => {
    const s = defaults();
    expect(s.hydrated).toBe(false);
    expect(s.compare).toBe(DEFAULT_STATE);
    expect(s.notation).toBe(formatPosition(DEFAULT_STATE.position));
    expect(s.positionText).toBe(s.notation);
    expect(s.chosenPreset).toBe(DEFAULT_PRESET);
    expect(s.together).toBe(true);
  });

  it('keeps the default state object when the address asks for the default comparison (no second play after hydration)', () => {
    const s = run([address(`preset=${DEFAULT_PRESET}&step=3`)]);
    expect(s.hydrated).toBe(true);
    expect(s.compare).toBe(DEFAULT_STATE);
    expect(s.initialStep).toBe(3);
    expect(s.started).toBe(0);
  });

  it('takes an address’s comparison, with the worker choosing the move a position was given without', () => {
    const s = run([address('position=0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0 A')]);
    expect(s.compare.move).toBe('');
    expect(s.moveRule).toBe('first');
    expect(s.notation).toBe('0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0 A');
    expect(s.positionText).toBe(s.notation);
  });

  it('names the address’s problems, and adds the stepper’s once', () => {
    const s = run([address('mode=x'), { type: 'step-problem', problem: 'step: 99 is past the last step, 9; the last step is shown' }]);
    expect(s.problems).toEqual([`mode: "x" is not one of move, lap, opening; ${DEFAULT_STATE.mode} is used`, 'step: 99 is past the last step, 9; the last step is shown']);
    expect(reduce(s, { type: 'step-problem', problem: s.problems[1]! })).toBe(s);
  });
});

describe('a new comparison', () => {
  const hydrated = run([address('')]);

  it('a preset: its state, its position in the field, the last refusals gone, step 0, one more comparison started', () => {
    const refused = { ...hydrated, inputProblem: 'x', editProblem: 'y', initialStep: 4 };
    const s = reduce(refused, { type: 'preset-chosen', id: 'front-only', at: fresh() });
    const preset = stateOfPreset(presetById('front-only')!);
    expect(s.compare).toEqual(preset);
    expect(s.positionText).toBe(formatPosition(preset.position));
    expect(s.notation).toBe(formatPosition(preset.position));
    expect([s.inputProblem, s.editProblem, s.initialStep, s.started, s.chosenPreset, s.moveRule]).toEqual([null, null, 0, 1, 'front-only', 'exact']);
    expect(reduce(hydrated, { type: 'preset-chosen', id: 'no-such-preset', at: fresh() })).toBe(hydrated);
  });

  it('a typed position: refused with the parser’s words, or used with the move left to the worker (first)', () => {
    const bad = run([{ type: 'position-typed', text: '1/2 A' }, { type: 'typed-position-used', at: fresh() }], hydrated);
    expect(bad.inputProblem).toMatch(/^That position cannot be read: /);
    expect(bad.compare).toBe(hydrated.compare);
    const text = '0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0 A';
    const good = run([{ type: 'position-typed', text }, { type: 'typed-position-used', at: fresh() }], bad);
    expect([good.inputProblem, good.compare.move, good.moveRule, good.notation, good.started]).toEqual([null, '', 'first', text, 1]);
  });

  it('a board edit: the field shows the new position; the worker keeps the move if it can; an edit the engine refuses is named and changes nothing', () => {
    const s = reduce(hydrated, { type: 'board-edited', edit: { kind: 'swap-side' }, at: fresh() });
    expect(s.compare.position.toMove).not.toBe(hydrated.compare.position.toMove);
    expect(s.positionText).toBe(formatPosition(s.compare.position));
    expect(s.notation).toBe(s.positionText);
    expect(s.moveRule).toBe('keep');
    const refused = reduce(hydrated, { type: 'board-edited', edit: { kind: 'set', hole: 0, count: 10_000 }, at: fresh() });
    expect(refused.editProblem).toMatch(/^That edit is refused: /);
    expect(refused.compare).toBe(hydrated.compare);
  });

  it('the move, the mode and the panels change from the state shown (the worker’s move), and a move not yet chosen by the worker is still its to choose', () => {
    const shown = { ...DEFAULT_STATE, move: 'b7' };
    const s = reduce(hydrated, { type: 'mode-chosen', mode: 'lap', at: { shown, current: true } });
    expect([s.compare.mode, s.compare.move, s.moveRule]).toEqual(['lap', 'b7', 'exact']);
    const waiting = { ...hydrated, moveRule: 'first' as const };
    expect(reduce(waiting, { type: 'mode-chosen', mode: 'lap', at: { shown: DEFAULT_STATE, current: false } }).moveRule).toBe('first');
    const added = run([{ type: 'panel-choice', choice: 'ludii-lango' }, { type: 'panel-added', at: fresh() }], hydrated);
    expect(added.compare.panels.map((p) => p.rules)).toEqual([...DEFAULT_STATE.panels.map((p) => p.rules), 'ludii-lango']);
    // A panel already shown is not added again; none chosen adds nothing.
    expect(run([{ type: 'panel-added', at: fresh(added.compare) }], added)).toBe(added);
    expect(reduce(hydrated, { type: 'panel-added', at: fresh() })).toBe(hydrated);
    const removed = reduce(added, { type: 'panel-removed', index: 0, at: fresh(added.compare) });
    expect(removed.compare.panels.map((p) => p.rules)).toEqual([...DEFAULT_STATE.panels.slice(1).map((p) => p.rules), 'ludii-lango']);
  });

  it('stepping together or apart is not a new comparison', () => {
    const s = reduce(hydrated, { type: 'together-changed', together: false });
    expect([s.together, s.started, s.compare]).toEqual([false, 0, hydrated.compare]);
  });
});
