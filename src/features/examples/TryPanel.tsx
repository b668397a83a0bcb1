/**
 * "Try your own": enter or paste a position, choose a ruleset (and options) and one of the legal
 * moves, and step through it. Runs the engine in the page; everything is in the URL
 * (?rules=&options=&position=&move=&step=). A malformed entry shows what is wrong and keeps the
 * last valid position.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  applyOptions, formatPosition, listMoves, parseMove, parsePosition, play, reverseHoles, RULESET_IDS,
  startPosition, type Position, type RulesetId,
} from '../../engine/index.ts';
import { RULESET_TITLE } from '../../data/clauses.ts';
import { buildFrames } from '../../components/frames.ts';
import Stepper from '../../components/stepper/Stepper.tsx';
import { readParams } from '../../components/url.ts';
import { readPositionInput } from '../../components/position-input.ts';


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
  const [optionsText, setOptionsText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [initialStep, setInitialStep] = useState(0);
  const [loaded, setLoaded] = useState(false);

  const ruleset = useMemo(() => applyOptions(state.rules, state.options.split(/\s+/).filter(Boolean)), [state.rules, state.options]);
  const moves = useMemo(() => (ruleset.ok ? listMoves(ruleset.value, state.position).legal : []), [ruleset, state.position]);
  const chosen = state.move ?? moves[0]?.notation ?? null;

  // Load from the URL once, saying what was wrong and falling back to defaults.
  useEffect(() => {
    const q = readParams(new URL(window.location.href).searchParams);
    const rules = q.oneOf('rules', RULESET_IDS, initialRules);
    const options = q.parsed('options', '', (text) => {
      const checked = applyOptions(rules, text.split(/\s+/).filter(Boolean));
      return checked.ok ? { ok: true, value: text } : checked;
    });
    const position = q.parsed('position', startPosition(), parsePosition);
    const p = q.text('position');
    if (p !== null) setPositionText(p);
    const m = q.text('move');
    const step = q.step();
    if (step !== null) setInitialStep(step);
    setOptionsText(options);
    setState({ rules, options, position, move: m });
    if (q.problems.length) setProblem(`The address had problems, so defaults are used for them: ${q.problems.join('; ')}.`);
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

  const trace = useMemo(() => {
    if (!ruleset.ok || !chosen) return null;
    const m = parseMove(chosen, state.position.cols);
    if (!m.ok) return { kind: 'error' as const, error: `move: ${m.error.message}` };
    const r = play(ruleset.value, state.position, m.value, { trace: true });
    if (!r.ok) return { kind: 'error' as const, error: r.error.message };
    return { kind: 'ok' as const, frames: buildFrames(state.position, r.value.trace!, `Start: ${state.position.toMove} to move.`) };
  }, [ruleset, state.position, chosen]);

  const applyPosition = () => {
    const parsed = readPositionInput(positionText);
    if (!parsed.ok) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    setState((s) => ({ ...s, position: parsed.value, move: null }));
  };
  const applyOptionsText = () => {
    const pairs = optionsText.split(/\s+/).filter(Boolean);
    const r = applyOptions(state.rules, pairs);
    if (!r.ok) {
      setProblem(`Those options cannot be used: ${r.error.message}.`);
      return;
    }
    setProblem(null);
    setState((s) => ({ ...s, options: pairs.join(' '), move: null }));
  };

  return (
    <div class="try">
      <form class="try__form" onSubmit={(e) => { e.preventDefault(); applyPosition(); }}>
        <label class="try__field">
          <span>Rules</span>
          <select value={state.rules} onChange={(e) => setState((s) => ({ ...s, rules: (e.target as HTMLSelectElement).value as RulesetId, options: '', move: null }))}>
            {RULESET_IDS.map((id) => <option key={id} value={id}>{RULESET_TITLE[id]}</option>)}
          </select>
        </label>
        <label class="try__field try__field--wide">
          <span>Position (four rows, top to bottom as A sees them, then the side to move)</span>
          <textarea rows={2} spellcheck={false} value={positionText} onInput={(e) => setPositionText((e.target as HTMLTextAreaElement).value)} />
        </label>
        <button type="submit">Use this position</button>
        <label class="try__field try__field--wide">
          <span>Options (key=value, space-separated; e.g. didinga.incrementStart=origin)</span>
          <input type="text" spellcheck={false} value={optionsText} onInput={(e) => setOptionsText((e.target as HTMLInputElement).value)} onBlur={applyOptionsText} onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); applyOptionsText(); } }} />
        </label>
        <label class="try__field try__field--wide">
          <span>Move ({moves.length} legal)</span>
          <select value={chosen ?? ''} onChange={(e) => setState((s) => ({ ...s, move: (e.target as HTMLSelectElement).value }))} disabled={moves.length === 0}>
            {moves.map((m) => <option key={m.notation} value={m.notation}>{m.notation} — {m.laps} lap{m.laps === 1 ? '' : 's'}, {m.captured} taken</option>)}
          </select>
        </label>
      </form>
      {problem && <p class="try__problem" role="alert">{problem}</p>}
      {moves.length === 0 && <p class="try__problem">{state.position.toMove} has no legal move here: under these rules the player to move cannot move, and has lost (D-end).</p>}
      {trace?.kind === 'error' && <p class="try__problem" role="alert">{trace.error}</p>}
      {trace?.kind === 'ok' && (
        <Stepper
          key={`${state.rules}|${state.options}|${formatPosition(state.position)}|${chosen}`}
          id="try"
          cols={state.position.cols}
          panels={[{ key: 'try', label: RULESET_TITLE[state.rules], frames: trace.frames, rules: state.rules, options: state.options, move: chosen ?? '', reverse: ruleset.ok ? reverseHoles(ruleset.value, state.position.cols) : [] }]}
          syncUrl={loaded}
          initialStep={initialStep}
        />
      )}
    </div>
  );
}
