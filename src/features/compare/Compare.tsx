/**
 * Compare the codes: one position and one move, played under Didinga, Lango and Ikibuguzo (and
 * any other reading of an unclear passage), stepped together. The first step at which two
 * panels part ways is marked in both, with a sentence naming the clauses. The position can be
 * edited hole by hole (mouse or keyboard) or typed; everything is kept in the address (see
 * src/features/compare/compare.ts for the parameters). All rules come from the engine; the island's
 * state is one tree changed by typed actions (state.ts).
 *
 * Rendered at build time it shows the default comparison (EX-b-f) as the stepper's static
 * boards and step lists, with the explanation and the summary; the editor needs JavaScript.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
import {
  chartIndex, ROW_NAMES, RULESET_IDS, type Position,
} from '../../engine/index.ts';
import { plural } from '../../components/captions.ts';
import { upperFirst } from '../../components/sentence.ts';
import { addressProblems, stepParam } from '../../components/url.ts';
import { boardLabel, indexTitle, labelsFor } from '../../components/holes.ts';
import { clauseHref, CLAUSE_LIST } from '../../data/clauses.ts';
import {
  compareQuery, DEFAULT_STATE, MAX_PANELS, MODE_LABEL, MODE_NAME, panelKey, panelLabel, panelName, PLAY_MODES, PRESETS, refusalSentence,
  presetOfState, READINGS, readCompareParams, type BoardEdit, type CompareState, type PlayMode,
} from './compare.ts';
import { compareRequest, compareView, type CompareView } from './work.ts';
import { defaults, reduce } from './state.ts';
import { useWork } from '../../components/work/useWork.ts';
import { WorkStatus } from '../../components/work/WorkStatus.tsx';
import { Board } from '../../components/board/Board.tsx';
import Stepper, { type StepperPanel } from '../../components/stepper/Stepper.tsx';
import { divergenceMarks } from '../../components/parting.ts';

/** The comparison's worker, started on demand (its code is not part of the page's first load). */
const makeWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

const KNOWN = new Set(CLAUSE_LIST.map((c) => c.id));

/** Text with every clause id in it linked to its clause. */
export function LinkClauses({ text }: { text: string }) {
  const parts: ComponentChildren[] = [];
  const re = /\b([DLK]-[a-z0-9-]+|AMB-\d+)\b/g;
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (!KNOWN.has(m[1]!)) continue;
    parts.push(text.slice(at, m.index));
    parts.push(<a class="clause-link" href={clauseHref(m[1]!)}>{m[1]}</a>);
    at = m.index! + m[0].length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * The board editor. It only says which edit the reader made; the island applies it through the
 * engine (applyEdit), which refuses one past the position limit with `problem`, shown here.
 */
function PositionEditor({ position, problem, onEdit }: { position: Position; problem: string | null; onEdit: (e: BoardEdit) => void }) {
  const cols = position.cols;
  const labels = labelsFor(cols, 'driberg');
  const [focus, setFocus] = useState<[number, number]>([2, 0]);
  const gridRef = useRef<HTMLTableElement>(null);
  const [r, x] = focus;
  const focusedIndex = chartIndex(r, x, cols);

  const setCount = (hole: number, count: number) => onEdit({ kind: 'set', hole, count });
  const moveFocus = (nr: number, nx: number) => {
    const rr = Math.max(0, Math.min(3, nr));
    const xx = Math.max(0, Math.min(cols - 1, nx));
    setFocus([rr, xx]);
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-cell="${rr}-${xx}"]`);
    cell?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const c = position.counts[focusedIndex] ?? 0;
    if (e.key === 'ArrowLeft') moveFocus(r, x - 1);
    else if (e.key === 'ArrowRight') moveFocus(r, x + 1);
    else if (e.key === 'ArrowUp') moveFocus(r - 1, x);
    else if (e.key === 'ArrowDown') moveFocus(r + 1, x);
    else if (e.key === 'Home') moveFocus(r, 0);
    else if (e.key === 'End') moveFocus(r, cols - 1);
    else if (e.key === '+' || e.key === '=' || e.key === 'PageUp') setCount(focusedIndex, c + 1);
    else if (e.key === '-' || e.key === 'PageDown') setCount(focusedIndex, c - 1);
    else if (e.key === '0' || e.key === 'Delete' || e.key === 'Backspace') setCount(focusedIndex, 0);
    else return;
    e.preventDefault();
  };
  const clearRow = (row: number) => onEdit({ kind: 'clear-row', row });
  const mirror = () => onEdit({ kind: 'mirror' });
  const swapTurn = () => onEdit({ kind: 'swap-side' });
  const name = boardLabel(focusedIndex, cols, labels);
  const title = indexTitle(focusedIndex, cols, labels);
  const count = position.counts[focusedIndex] ?? 0;

  return (
    <div class="compare__editor">
      <Board cols={cols} counts={position.counts} labels={labels} marks={{ lifted: focusedIndex }} title={`The position being compared, ${position.toMove} to move`} />
      <table class="compare__grid" role="grid" ref={gridRef} aria-label="Edit the position: arrow keys choose a hole, + and − change it, 0 empties it" aria-describedby={problem ? 'compare-edit-problem' : undefined} onKeyDown={onKeyDown}>
        <tbody>
          {[0, 1, 2, 3].map((row) => (
            <tr key={row}>
              <th scope="row">{ROW_NAMES[row]}</th>
              {Array.from({ length: cols }, (_, col) => {
                const i = chartIndex(row, col, cols);
                const on = row === r && col === x;
                return (
                  <td
                    key={col} role="gridcell" tabIndex={on ? 0 : -1} data-cell={`${row}-${col}`} data-hole={i}
                    aria-label={`${boardLabel(i, cols, labels)} ${plural(position.counts[i] ?? 0, 'marble')}: ${indexTitle(i, cols, labels)}`}
                    aria-selected={on} class={on ? 'compare__cell compare__cell--on' : 'compare__cell'}
                    onClick={() => moveFocus(row, col)}
                  >
                    <span class="compare__cell-label">{boardLabel(i, cols, labels)}</span> {position.counts[i]}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div class="compare__tools" role="group" aria-label="Change the position">
        <span>Hole {name} holds {count}:</span>
        <button type="button" onClick={() => setCount(focusedIndex, count + 1)} aria-label={`Add a marble to ${title}`}>+1</button>
        <button type="button" onClick={() => setCount(focusedIndex, count - 1)} disabled={count === 0} aria-label={`Take a marble from ${title}`}>−1</button>
        <button type="button" onClick={() => setCount(focusedIndex, 0)} disabled={count === 0} aria-label={`Empty ${title}`}>Empty</button>
        {[0, 1, 2, 3].map((row) => <button type="button" key={row} onClick={() => clearRow(row)}>Clear {ROW_NAMES[row]}</button>)}
        <button type="button" onClick={mirror}>Mirror (A’s holes ↔ B’s)</button>
        <button type="button" onClick={swapTurn}>Swap the side to move ({position.toMove} → {position.toMove === 'A' ? 'B' : 'A'})</button>
      </div>
      {problem && <p class="try__problem" id="compare-edit-problem" role="alert">{problem}</p>}
    </div>
  );
}

export default function Compare() {
  const [island, dispatch] = useReducer(reduce, undefined, defaults);
  const { hydrated, compare: state, notation, moveRule } = island;

  useEffect(() => {
    dispatch({ type: 'address-read', read: readCompareParams(new URL(window.location.href).searchParams, { resolveMove: false }) });
  }, []);

  // A new comparison starts at step 0: the address's step is dropped.
  useEffect(() => {
    if (island.started === 0) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('step');
    window.history.replaceState(null, '', url);
  }, [island.started]);

  // The default comparison is computed here (at build time, and for the first paint, exactly as
  // rendered); any other is computed in the worker, the last view staying shown meanwhile.
  const defaultView = useMemo(() => (state === DEFAULT_STATE ? compareView(DEFAULT_STATE) : null), [state]);
  const request = defaultView ? null : compareRequest(state, moveRule, notation);
  const work = useWork<CompareView>(makeWorker, request);
  // While new work runs, the last view stays shown (the default one included).
  const lastView = useRef<CompareView | null>(null);
  const view = defaultView ?? (work.state.status === 'idle' && work.result ? work.result.value : lastView.current);
  if (view) lastView.current = view;
  /** The view answers the current state (not an earlier one still shown while working). */
  const current = defaultView !== null || (work.result !== null && work.result.key === JSON.stringify(request));
  // The state the page shows: its move is the one the worker played when it chose it.
  const shown: CompareState = view && current ? { ...state, move: view.move } : state;
  /** The state's query, its position formatted once (the reducer's `notation`). */
  const shownQuery = compareQuery(shown, notation);
  const at = { shown, current };

  useEffect(() => {
    if (!hydrated || !current) return;
    const url = new URL(window.location.href);
    const step = stepParam(url.searchParams);
    url.search = shownQuery;
    if (step !== null) url.searchParams.set('step', String(step));
    window.history.replaceState(null, '', url);
  }, [state, hydrated, current, view]);

  const viewKey = defaultView ? compareQuery(DEFAULT_STATE) : work.result?.key ?? 'none';
  // While a new view is being worked out, the last one stays shown as it was computed.
  const cols = view?.cols ?? state.position.cols;
  const outcomes = view?.outcomes ?? [];
  const pairs = view?.pairs ?? [];
  const moves = view?.moves ?? [];
  const keyOf = (i: number) => `${i}:${panelKey(outcomes[i]!.spec)}`;

  const panels: StepperPanel[] = [];
  outcomes.forEach((o, i) => {
    if (!o.ok) return;
    panels.push({
      key: keyOf(i), label: panelLabel(o.spec), frames: o.frames, rules: o.spec.rules, options: o.spec.options.join(' '),
      move: o.notation, reverse: o.reverse, ...(o.note ? { departs: o.note } : {}),
    });
  });
  const side = (i: number) => ({ key: keyOf(i), name: panelName(outcomes[i]!.spec) });
  const marks = divergenceMarks(pairs.map(({ a, b, divergence }) => ({ a: side(a), b: side(b), divergence })));

  const explanation = (step: number) => (
    <div class="compare__divergence">
      <h2 class="compare__h">Where the panels part ways</h2>
      {pairs.length === 0 ? <p>Fewer than two panels can play this move, so there is nothing to set side by side.</p> : (
        <ul>
          {pairs.map(({ a, b, divergence: d }) => (
            <li key={`${a}-${b}`} class={d && d.step === step ? 'compare__here' : undefined} data-divergence-step={d ? String(d.step) : 'none'}>
              <strong>{panelName(outcomes[a]!.spec)} and {panelName(outcomes[b]!.spec)}</strong>
              {d === null ? ': the same at every step.' : (
                <>
                  {' '}part at step {d.step}{d.step === step ? ' (this step)' : ''}: <LinkClauses text={d.sentence} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  // Six columns do not fit a phone: the table scrolls in its own region, which the keyboard can
  // reach, and the page does not scroll sideways.
  const summary = (
    <section class="scroll-region compare__summary-wrap" aria-labelledby="compare-summary-caption" tabIndex={0}>
      <table class="compare__summary">
        <caption id="compare-summary-caption">What each panel’s move does</caption>
        <thead>
          <tr><th scope="col">Panel</th><th scope="col">Move played</th><th scope="col">Laps</th><th scope="col">Marbles captured</th><th scope="col">Ends in</th><th scope="col">Resulting position</th></tr>
        </thead>
        <tbody>
          {outcomes.map((o, i) => {
            // The refusal opens a table cell of its own, not following the panel's name: "Cannot play f6: …".
            if (!o.ok) return <tr key={i}><th scope="row">{panelLabel(o.spec)}</th><td colSpan={5}><LinkClauses text={upperFirst(refusalSentence(view?.move ?? shown.move, o.error))} /></td></tr>;
            return (
              <tr key={i} data-panel={keyOf(i)}>
                <th scope="row">{panelLabel(o.spec)}</th>
                <td><code>{o.notation}</code></td>
                <td>{o.laps}</td>
                <td>{o.captured}</td>
                <td>{o.endsIn}</td>
                <td><code class="compare__pos">{o.after}</code></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );

  const refused = outcomes.map((o, i) => (o.ok ? null : (
    <p class="compare__refused" key={i} data-panel={keyOf(i)}>
      <strong>{panelLabel(o.spec)}</strong> <LinkClauses text={refusalSentence(view?.move ?? shown.move, o.error)} />
    </p>
  )));

  const editPosition = (edit: BoardEdit) => dispatch({ type: 'board-edited', edit, at });
  const shownKeys = new Set(state.panels.map(panelKey));
  /** As many panels as there is room for (MAX_PANELS): no more can be added. */
  const full = state.panels.length >= MAX_PANELS;
  const addChoice = island.addChoice;
  /**
   * After a panel is removed, the keyboard's place: the Remove button now where it was, or the one
   * before; with one panel left (which cannot be removed), the Add a panel menu.
   */
  const panelListRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLSelectElement>(null);
  const focusRemoveAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusRemoveAt.current;
    if (at === null) return;
    focusRemoveAt.current = null;
    const buttons = [...(panelListRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? [])];
    (buttons[Math.min(at, buttons.length - 1)] ?? addRef.current)?.focus();
  }, [state.panels]);
  const removePanel = (i: number) => {
    focusRemoveAt.current = i;
    dispatch({ type: 'panel-removed', index: i, at });
  };

  /** The preset the comparison shown is exactly, or null once the reader has changed it by hand. */
  const shownPreset = useMemo(() => presetOfState(shown, island.chosenPreset, shownQuery), [shownQuery, island.chosenPreset]);
  const currentStart = shown.move.split('/')[0]!;
  const moveList = !current ? [{ start: currentStart, panels: [] }] : moves.some((m) => m.start === currentStart) ? moves : [{ start: currentStart, panels: [] }, ...moves];

  return (
    <div class="compare" data-position={notation} data-move={shown.move} data-mode={state.mode} data-work={work.state.status}>
      {island.problems.length > 0 && <p class="try__problem" role="alert">{addressProblems(island.problems)}</p>}
      {hydrated && (
        <form class="compare__form" onSubmit={(e) => { e.preventDefault(); dispatch({ type: 'typed-position-used', at }); }}>
          <fieldset>
            <legend>Position</legend>
            <label class="try__field try__field--wide">
              <span>Start from</span>
              {/* Controlled: once the position, the move, the mode or the panels are changed by hand, the
                  comparison is no longer the preset’s, and the menu says so (its first choice). */}
              <select value={shownPreset ?? ''} onChange={(e) => dispatch({ type: 'preset-chosen', id: (e.target as HTMLSelectElement).value, at })}>
                <option value="" disabled={shownPreset !== null}>{shownPreset === null ? 'Your own position and move (no preset)' : 'Choose a preset…'}</option>
                {PRESETS.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
              </select>
            </label>
            <PositionEditor position={state.position} problem={island.editProblem} onEdit={editPosition} />
            <label class="try__field try__field--wide">
              <span>Or type the position (four rows, top to bottom as A sees them, then the side to move)</span>
              <textarea rows={2} spellcheck={false} value={island.positionText} onInput={(e) => dispatch({ type: 'position-typed', text: (e.target as HTMLTextAreaElement).value })} aria-invalid={island.inputProblem ? 'true' : undefined} aria-describedby={island.inputProblem ? 'compare-input-problem' : undefined} />
            </label>
            <button type="submit">Use this position</button>
            {island.inputProblem && <p class="try__problem" id="compare-input-problem" role="alert">{island.inputProblem}</p>}
          </fieldset>
          <fieldset>
            <legend>Move</legend>
            <label class="try__field">
              <span>Start</span>
              <select value={currentStart} onChange={(e) => dispatch({ type: 'start-chosen', move: (e.target as HTMLSelectElement).value, at })}>
                {moveList.map((m) => (
                  <option key={m.start} value={m.start}>
                    {m.start}{!current ? '' : ` — ${m.panels.length === state.panels.length ? 'legal in every panel' : m.panels.length === 0 ? 'legal in no panel' : `legal for ${m.panels.map((i) => panelName(state.panels[i]!)).join(', ')}`}`}
                  </option>
                ))}
              </select>
            </label>
            <label class="try__field">
              <span>Play it as</span>
              <select value={state.mode} onChange={(e) => dispatch({ type: 'mode-chosen', mode: (e.target as HTMLSelectElement).value as PlayMode, at })}>
                {PLAY_MODES.map((m) => <option key={m} value={m}>{MODE_LABEL[m]}</option>)}
              </select>
            </label>
          </fieldset>
          <fieldset>
            <legend>Panels</legend>
            <ul class="compare__panel-list" ref={panelListRef}>
              {state.panels.map((p, i) => (
                <li key={`${i}:${panelKey(p)}`}>
                  {panelLabel(p)}{' '}
                  <button type="button" onClick={() => removePanel(i)} disabled={state.panels.length <= 1} aria-label={`Remove the panel ${panelLabel(p)}`}>Remove</button>
                </li>
              ))}
            </ul>
            <label class="try__field try__field--wide">
              <span>Add a panel: a code, or another reading of an unclear passage</span>
              <select ref={addRef} value={addChoice} onChange={(e) => dispatch({ type: 'panel-choice', choice: (e.target as HTMLSelectElement).value })}>
                <option value="">Choose…</option>
                {RULESET_IDS.map((id) => <option key={id} value={id} disabled={shownKeys.has(id)}>{panelLabel({ rules: id, options: [] })}{shownKeys.has(id) ? ' (shown)' : ''}</option>)}
                {READINGS.map((r) => <option key={panelKey(r.spec)} value={panelKey(r.spec)} disabled={shownKeys.has(panelKey(r.spec))}>{panelLabel(r.spec)}: {r.summary}{shownKeys.has(panelKey(r.spec)) ? ' (shown)' : ''}</option>)}
              </select>
            </label>
            {/* Full: the button is disabled, and says why (a disabled button alone does not). */}
            <button type="button" onClick={() => dispatch({ type: 'panel-added', at })} disabled={!addChoice || shownKeys.has(addChoice) || full} aria-describedby={full ? 'compare-panels-full' : undefined}>Add the panel</button>
            {full && <p class="compare__full" id="compare-panels-full">{MAX_PANELS} panels are shown, as many as there is room for: remove one to add another.</p>}
          </fieldset>
        </form>
      )}
      {hydrated && <WorkStatus state={work.state} onCancel={work.cancel} what="playing the move under each panel" />}
      {view !== null && (
        // The mode is said beside the panels, not only in the form: a lap and a whole move from the
        // same hole can differ from step 0 (AMB-9).
        <p class="compare__mode" data-mode={shown.mode}>
          <strong>Mode: {MODE_NAME[shown.mode]}.</strong> <code>{shown.move}</code> is played as <LinkClauses text={MODE_LABEL[shown.mode]} />.
        </p>
      )}
      {refused}
      {hydrated && panels.length > 1 && (
        <label class="compare__together">
          <input type="checkbox" checked={island.together} onChange={(e) => dispatch({ type: 'together-changed', together: (e.target as HTMLInputElement).checked })} />{' '}
          Step the panels together
        </label>
      )}
      {view === null ? null : panels.length === 0 ? <p class="try__problem">No panel can play this move.</p> : island.together ? (
        <Stepper
          key={`${hydrated}|${viewKey}`}
          id="compare"
          title="The comparison"
          cols={cols}
          panels={panels}
          syncUrl={hydrated}
          initialStep={island.initialStep}
          marks={marks}
          extra={explanation}
          headingLevel={2}
          clientRendered={hydrated}
          stepsFinal={current}
          onStepProblem={(problem) => dispatch({ type: 'step-problem', problem })}
        />
      ) : (
        <div class="compare__separate">
          {explanation(-1)}
          {panels.map((p) => (
            <Stepper key={`${viewKey}|${p.key}`} id={`compare-${p.key}`} cols={cols} panels={[p]} marks={marks} headingLevel={2} clientRendered={hydrated} labelled />
          ))}
        </div>
      )}
      {view !== null && summary}
    </div>
  );
}
