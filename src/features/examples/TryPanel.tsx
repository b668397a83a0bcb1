/**
 * "Try your own": enter or paste a position, choose a ruleset (and its readings, from menus in
 * plain words) and one of the legal
 * moves, and step through it. Runs the engine in the page; everything is in the URL
 * (?rules=&options=&position=&move=&step=). A malformed entry shows what is wrong and keeps the
 * last valid position. The panel's first view (the start position) is computed in the page, at
 * build time too; any other is computed in a worker (work.ts), with a "Working…" line and Cancel.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  applyOptions, describeOptions, formatPosition, OPTIONS, optionsFor, parsePosition, RULESET_IDS, startPosition, type OptionSpec, type Position,
  type RulesetId,
} from '../../engine/index.ts';
import { RULESET_TITLE } from '../../data/clauses.ts';
import { chosenValue, readingsInWords, readingWords, withReading } from '../../components/readings.ts';
import { ReadingMenu } from '../../components/ReadingMenu.tsx';
import { useWork } from '../../components/work/useWork.ts';
import { WorkStatus } from '../../components/work/WorkStatus.tsx';
import { tryRequest, tryView, type TryView } from './work.ts';
import Stepper from '../../components/stepper/Stepper.tsx';
import { addressProblems, readParams } from '../../components/url.ts';
import { readPositionInput } from '../../components/position-input.ts';

/** The panel's worker, started on demand (its code is not part of the page's first load). */
const makeWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const START = formatPosition(startPosition());

interface State {
  rules: RulesetId;
  options: string;
  position: Position;
  move: string | null;
}

export interface TryPanelProps {
  readonly initialRules?: RulesetId;
}

export default function TryPanel({ initialRules = 'didinga' }: TryPanelProps) {
  const [state, setState] = useState<State>({ rules: initialRules, options: '', position: startPosition(), move: null });
  const [positionText, setPositionText] = useState(formatPosition(startPosition()));
  /** The reader's last input refused (a position, a reading), until the next is accepted. */
  const [problem, setProblem] = useState<string | null>(null);
  /** What the address asked that could not be shown as asked, until the reader's first position or reading. */
  const [fromAddress, setFromAddress] = useState<readonly string[]>([]);
  /** Whether `problem` is the typed position's (the field is then marked invalid and pointed at it). */
  const [positionRefused, setPositionRefused] = useState(false);
  const [initialStep, setInitialStep] = useState(0);
  const [loaded, setLoaded] = useState(false);

  const positionNotation = formatPosition(state.position);
  const isFirst = state.options === '' && state.move === null && positionNotation === START;
  const firstView = useMemo(() => {
    if (!isFirst) return null;
    const v = tryView(state.rules, '', state.position, null);
    // The start position under any code's own rules always has a view.
    if (!v.ok) throw new Error(`try panel: ${v.error}`);
    return v.value;
  }, [isFirst, state.rules]);
  const request = firstView ? null : tryRequest(state.rules, state.options, positionNotation, state.move);
  const work = useWork<TryView>(makeWorker, request);
  // While new work runs, the last view stays shown (the first one included).
  const lastView = useRef<TryView | null>(null);
  const view: TryView | null = firstView ?? (work.state.status === 'idle' && work.result ? work.result.value : lastView.current);
  if (view) lastView.current = view;
  const current = firstView !== null || (work.result !== null && work.result.key === JSON.stringify(request));
  const moves = view?.moves ?? [];
  const chosen = state.move ?? (current ? view?.chosen ?? null : null);

  // Load from the URL once, saying what was wrong and what is used instead (the defaults).
  useEffect(() => {
    const q = readParams(new URL(window.location.href).searchParams);
    const rules = q.oneOf('rules', RULESET_IDS, initialRules, { instead: `${initialRules} is used` });
    const options = q.parsed('options', '', (text) => {
      const checked = applyOptions(rules, text.split(/\s+/).filter(Boolean));
      return checked.ok ? { ok: true, value: text } : { ok: false, error: readingsInWords(checked.error.message, OPTIONS) };
    }, 'the default readings are used');
    const position = q.parsed('position', startPosition(), parsePosition, 'the start position is used');
    const p = q.text('position');
    if (p !== null) setPositionText(p);
    const m = q.text('move');
    const step = q.step();
    if (step !== null) setInitialStep(step);
    setState({ rules, options, position, move: m });
    if (q.problems.length) setFromAddress(q.problems);
    setLoaded(true);
  }, []);

  // Keep the URL in step with the panel (the stepper adds ?step=).
  useEffect(() => {
    if (!loaded) return;
    const url = new URL(window.location.href);
    url.searchParams.set('rules', state.rules);
    if (state.options) url.searchParams.set('options', state.options);
    else url.searchParams.delete('options');
    url.searchParams.set('position', formatPosition(state.position));
    if (chosen) url.searchParams.set('move', chosen);
    else url.searchParams.delete('move');
    window.history.replaceState(null, '', url);
  }, [state, chosen, loaded]);

  const trace = view?.trace ?? null;

  const applyPosition = () => {
    const parsed = readPositionInput(positionText);
    if (!parsed.ok) {
      setProblem(parsed.error);
      setFromAddress([]);
      setPositionRefused(true);
      return;
    }
    setProblem(null);
    setFromAddress([]);
    setPositionRefused(false);
    setState((s) => ({ ...s, position: parsed.value, move: null }));
  };
  const pairs = state.options.split(/\s+/).filter(Boolean);
  // Menus for the readings of a move (not those of the opening: the panel plays no opening); a
  // whole-number bound given in the address (maxLaps=…) is kept and named.
  const menus = optionsFor(state.rules).filter((o) => o.values !== null && !o.openingOnly);
  const bounds = pairs.filter((p) => !menus.some((o) => p.startsWith(`${o.key}=`)));
  /** A reading chosen from a menu: the options as the engine writes them (defaults left out), or its refusal. */
  const chooseReading = (spec: OptionSpec, value: string) => {
    const next = describeOptions(withReading(pairs, menus, spec, value));
    const r = applyOptions(state.rules, next);
    if (!r.ok) {
      setProblem(`That reading cannot be used here: ${readingsInWords(r.error.message, OPTIONS)}.`);
      setFromAddress([]);
      setPositionRefused(false);
      return;
    }
    setProblem(null);
    setFromAddress([]);
    setState((s) => ({ ...s, options: next.join(' '), move: null }));
  };

  return (
    <div class="try" data-work={work.state.status}>
      <form class="try__form" onSubmit={(e) => { e.preventDefault(); applyPosition(); }}>
        {/* Unavailable until the panel runs: without JavaScript the form would reload the page with
            none of its choices (its fields have no names), losing what was typed. */}
        <fieldset class="try__controls" disabled={!loaded}>
        <legend class="visually-hidden">Your position and move</legend>
        <label class="try__field">
          <span>Rules</span>
          <select value={state.rules} onChange={(e) => setState((s) => ({ ...s, rules: (e.target as HTMLSelectElement).value as RulesetId, options: '', move: null }))}>
            {RULESET_IDS.map((id) => <option key={id} value={id}>{RULESET_TITLE[id]}</option>)}
          </select>
        </label>
        <label class="try__field try__field--wide">
          <span>Position (four rows, top to bottom as A sees them, then the side to move)</span>
          <textarea rows={2} spellcheck={false} value={positionText} onInput={(e) => setPositionText((e.target as HTMLTextAreaElement).value)}
            aria-invalid={positionRefused && problem !== null ? 'true' : undefined} aria-describedby={positionRefused && problem !== null ? 'try-problem' : undefined} />
        </label>
        <button type="submit">Use this position</button>
        <fieldset class="try__field try__field--wide try__readings">
          <legend>Readings</legend>
          {menus.map((o) => (
            <ReadingMenu
              key={o.key} spec={o} pairs={pairs} specs={OPTIONS} idPrefix="try" boxClass="try__reading" hintClass="try__hint"
              value={chosenValue(pairs, o)} onChange={(v) => chooseReading(o, v)}
              accepts={(p) => applyOptions(state.rules, p).ok}
            />
          ))}
          {bounds.length > 0 && <p class="try__hint">Also from the address: {bounds.map((p) => readingWords(p, OPTIONS)).join('; ')}.</p>}
        </fieldset>
        <label class="try__field try__field--wide">
          <span>Move ({moves.length} legal)</span>
          <select value={chosen ?? ''} onChange={(e) => setState((s) => ({ ...s, move: (e.target as HTMLSelectElement).value }))} disabled={moves.length === 0}>
            {moves.map((m) => <option key={m.notation} value={m.notation}>{m.notation} — {m.laps} lap{m.laps === 1 ? '' : 's'}, {m.captured} taken</option>)}
          </select>
        </label>
        </fieldset>
      </form>
      {(problem !== null || fromAddress.length > 0) && <p class="try__problem" id="try-problem" role="alert">{problem ?? addressProblems(fromAddress)}</p>}
      {loaded && <WorkStatus state={work.state} onCancel={work.cancel} what="listing the moves and playing the one chosen" />}
      {view !== null && current && moves.length === 0 && <p class="try__problem">{state.position.toMove} has no legal move here: under these rules the player to move cannot move, and has lost (D-end).</p>}
      {trace?.kind === 'error' && <p class="try__problem" role="alert">{trace.error}</p>}
      {trace?.kind === 'ok' && (
        // Made again once the address is read (loaded), so that it opens the address's step.
        <Stepper
          key={`${loaded}|${firstView ? 'first' : work.result?.key ?? 'none'}`}
          id="try"
          title="Your move"
          cols={trace.frames[0]!.counts.length / 4}
          panels={[{ key: 'try', label: RULESET_TITLE[state.rules], frames: trace.frames, rules: state.rules, options: state.options, move: chosen ?? view?.chosen ?? '', reverse: trace.reverse }]}
          syncUrl={loaded}
          initialStep={initialStep}
          clientRendered={loaded}
          stepsFinal={current}
          onStepProblem={(p) => setFromAddress((ps) => (ps.includes(p) ? ps : [...ps, p]))}
        />
      )}
    </div>
  );
}
