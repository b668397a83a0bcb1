/**
 * The opening race: the simultaneous opening of the Didinga and Lango codes (D-open, L-open)
 * played by the engine under its timing model (AMB-2), stepped one instant of the shared clock
 * at a time, with both players' hands, their captures as they happen, and at the end who moves
 * first and the resulting position. Settings live in the address (src/features/opening/race.ts,
 * `readRaceParams`); a bad parameter is named in an alert and its default used.
 *
 * The widget applies no rule: every tick comes from `runSimultaneousOpening`'s trace, grouped
 * by instant (`raceTicks`). Keys: ← → step, Home / End, Space play and pause. Under
 * prefers-reduced-motion, Play jumps straight to the end instead of stepping on a timer.
 *
 * The readings of the opening are options of the engine (AMB-16 which pairs of starts, AMB-17
 * which holes, AMB-18 clockwise choices), each a menu here. A player whose clockwise setting is
 * "you choose at each chance" stops the race at each of his chances (the engine's status
 * `waiting`); the widget asks the reader, adds the answer to the settings and plays again.
 *
 * Rendered at build time (no JavaScript) it shows the default race: its settings, the board
 * before and after, the result and the numbered list of instants.
 */
import { NotationLink } from '../../components/NotationLink.tsx';
import { StepButton } from '../../components/StepButton.tsx';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  applyOpeningOptions, boardWidthsOf, describeOpeningOptions, formatPosition, makePosition, openingClockwiseChances, reverseHoles, sideTotal, type Player,
} from '../../engine/index.ts';
import { describeEvent } from '../../components/captions.ts';
import { columnName, hasLetters, holeName, LABELS, LABELS_NAME, labelsFor, type Labels } from '../../components/holes.ts';
import { clauseHref } from '../../data/clauses.ts';
import { chosenValue, withReading } from '../../components/readings.ts';
import { ReadingMenu } from '../../components/ReadingMenu.tsx';
import {
  allowedStarts, CLOCKWISE_MODE_LABEL, CLOCKWISE_MODES, DEFAULT_SETTINGS, formatTime, pairAllowed, raceHref, raceOptions,
  raceQuery, raceRuleset, RACE_RULES, RACE_RULES_LABEL, ratioLabel, readRaceParams, SPEED_CHOICES, startLabel,
  type ClockwiseMode, type RaceRules, type RaceSettings, type Tick,
} from './race.ts';
import { Board, BoardTable } from '../../components/board/Board.tsx';
import { useTransport } from '../../components/useTransport.ts';
import { ADDRESS_PROBLEMS_LEAD, settleAddressStep } from '../../components/url.ts';
import { useWork } from '../../components/work/useWork.ts';
import { WorkStatus } from '../../components/work/WorkStatus.tsx';
import { raceRequest, raceView, type RaceView } from './work.ts';

/** The race's worker, started on demand for settings other than the default race's. */
const makeWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const DEFAULT_QUERY = raceQuery(DEFAULT_SETTINGS);

const PLAYERS: readonly Player[] = ['A', 'B'];
const TIMER_MS = 700;

function EventLine({ player, text, clause }: { player: Player; text: string; clause: string }) {
  return (
    <>
      <strong>{player}:</strong> {text}{' '}
      <a class="clause-link" href={clauseHref(clause)}>{clause}</a>
    </>
  );
}

function TickText({ tick, cols, labels }: { tick: Tick; cols: number; labels: Labels }) {
  if (tick.events.length === 0) return <>Before the opening: two marbles in every hole; both players are about to lift.</>;
  return (
    <>
      {tick.events.map((e, i) => (
        <span class="race__event" key={i}>
          {i > 0 ? ' ' : ''}
          <EventLine player={e.player} text={`${describeEvent(e, cols, labels)}.`} clause={e.clause} />
        </span>
      ))}
    </>
  );
}

function tickAnnouncement(tick: Tick, n: number, last: number, cols: number, labels: Labels): string {
  const what = tick.events.length === 0 ? 'Before the opening.' : tick.events.map((e) => `${e.player}: ${describeEvent(e, cols, labels)}.`).join(' ');
  return `Step ${n} of ${last}, time ${formatTime(tick.time)}. ${what} In hand: A ${tick.hand.A}, B ${tick.hand.B}. Captured: A ${tick.captured.A}, B ${tick.captured.B}.`;
}

/** What a clockwise chance offers, by the kind of the machine's decision point (L-turn, AMB-5). */
function chanceText(kind: string, hole: string): string {
  if (kind === 'chain') return `his clockwise capture may be sown clockwise again from ${hole}, and that would take another increment.`;
  if (kind === 'increment-direction') return `the increment taken at ${hole}, in his turning base, may be sown clockwise, and that would take another.`;
  return `his lap ends in ${hole}, in his turning base, and sowing its marbles clockwise would take an increment.`;
}

/** A player's clockwise setting in words, with the answers given so far. */
function clockwiseText(s: RaceSettings, p: Player): string {
  const c = s.clockwise[p];
  if (c.mode !== 'ask') return `${p} ${CLOCKWISE_MODE_LABEL[c.mode]}`;
  const given = c.choices.length ? ` (so far: ${c.choices.map((x) => (x ? 'taken' : 'passed')).join(', ')})` : '';
  return `you choose ${p}’s${given}`;
}

/** One sentence saying what is being played. */
function settingsSentence(s: RaceSettings): string {
  const cw = openingClockwiseChances(raceRuleset(s)) ? ` Clockwise chances: ${clockwiseText(s, 'A')}; ${clockwiseText(s, 'B')}.` : '';
  const readings = s.options.length ? ` Readings: ${s.options.join(', ')}.` : '';
  return `${RACE_RULES_LABEL[s.rules]} on ${s.cols} holes a row. A opens from ${startLabel('A', s.start.A, s.cols)}, B from ${startLabel('B', s.start.B, s.cols)}; speeds A ${s.speed.A} : B ${s.speed.B} (${ratioLabel(s.speed)}); at the same instant ${s.tie} goes first.${cw}${readings}`;
}

export default function OpeningRace() {
  const [hydrated, setHydrated] = useState(false);
  const [settings, setSettings] = useState<RaceSettings>(DEFAULT_SETTINGS);
  const [problems, setProblems] = useState<readonly string[]>([]);
  /** The step the address asked for, until it is known whether the race reaches it. */
  const addressStep = useRef<number | null>(null);
  const [labels, setLabels] = useState<Labels>('driberg');
  const [announce, setAnnounce] = useState('');
  const stageRef = useRef<HTMLDivElement>(null);

  // The default race is played here (at build time, and for the first paint); any other in the
  // worker, the last race staying shown (with its own settings) while the next is worked out.
  const isDefault = raceQuery(settings) === DEFAULT_QUERY;
  const defaultView = useMemo(() => {
    if (!isDefault) return null;
    const v = raceView(DEFAULT_SETTINGS);
    // The default settings are the engine's own: a refusal here would be a bug.
    if (!v.ok) throw new Error(v.error);
    return v.value;
  }, [isDefault]);
  const work = useWork<RaceView>(makeWorker, isDefault ? null : raceRequest(settings));
  const lastView = useRef<RaceView | null>(null);
  const run: RaceView = defaultView ?? (work.state.status === 'idle' && work.result ? work.result.value : lastView.current!);
  lastView.current = run;
  /** The settings of the race shown (the reader's may be newer while the worker plays them). */
  const shown = run.settings;
  const starts = useMemo(() => allowedStarts(settings.rules, settings.cols, settings.options), [settings.rules, settings.cols, settings.options]);
  const { result, ticks } = run;
  const last = ticks.length - 1;
  const cols = shown.cols;
  const lab = labelsFor(cols, labels);
  // One instant every 700 ms; under reduced motion, Play shows the end at once.
  const transport = useTransport({ last, baseMs: TIMER_MS, reducedMotion: 'end' });
  const { playing } = transport;

  useEffect(() => {
    const r = readRaceParams(new URL(window.location.href).searchParams);
    setSettings(r.settings);
    setProblems(r.problems);
    // The race of these settings is not played yet: the step is kept as asked and shown within it.
    if (r.step !== null) {
      transport.open(r.step);
      addressStep.current = r.step;
    }
    setHydrated(true);
  }, []);

  // A step past the race's last is shown as the last, and said with the address's other
  // problems, once the race shown is the address's own (not the default one shown while the
  // worker plays it) and the step is still the one asked (a reader who stepped has left it).
  useEffect(() => {
    if (!hydrated || addressStep.current === null) return;
    const r = settleAddressStep(addressStep.current, transport.asked, last, raceQuery(shown) === raceQuery(settings));
    if (!r.settled) return;
    addressStep.current = null;
    const problem = r.problem;
    if (problem !== null) setProblems((ps) => [...ps, problem]);
  }, [hydrated, last, transport.asked, shown, settings]);

  // Keep the step in range when the settings change the number of instants. Before hydration
  // (and without JavaScript) the race is shown at its end, with the controls disabled: the same
  // layout as the live widget, so that nothing moves when it hydrates.
  const at = hydrated ? transport.step : last;
  const tick = ticks[at]!;

  useEffect(() => {
    if (!hydrated) return;
    const url = new URL(window.location.href);
    url.search = `${raceQuery(settings)}&step=${at}`;
    window.history.replaceState(null, '', url);
    const w = result.status === 'waiting' && at === last ? result.waiting : undefined;
    const ask = w ? ` The race waits for your choice for ${w.player}: ${chanceText(w.point.kind, holeName({ player: w.player, local: w.point.hole }, cols, lab))}` : '';
    setAnnounce(tickAnnouncement(tick, at, last, cols, lab) + ask);
  }, [settings, at, hydrated, result]);

  const go = (n: number) => transport.goTo(n);
  /** A new setting starts the race again from its first instant. */
  const change = (next: Partial<RaceSettings>) => {
    let s: RaceSettings = { ...settings, ...next };
    if (next.rules && next.rules !== settings.rules) {
      // Each code has its own starts (L-open: A or B only), readings and board width (D-wide is Didinga's).
      s = { ...DEFAULT_SETTINGS, rules: next.rules, speed: s.speed, tie: s.tie };
    } else if (next.cols && next.cols !== settings.cols) {
      s = { ...s, start: { A: next.cols - 2, B: next.cols - 2 } };
    }
    // Answers given at clockwise chances belong to the race they were given in (AMB-18).
    if (next.options) s = { ...s, clockwise: { A: { ...s.clockwise.A, choices: [] }, B: { ...s.clockwise.B, choices: [] } } };
    // A reading may take away a start (AMB-17) or a pair (AMB-16): fall back to what it allows.
    const allowed = allowedStarts(s.rules, s.cols, s.options);
    for (const p of PLAYERS) if (!allowed.includes(s.start[p])) s = { ...s, start: { ...s.start, [p]: s.cols - 2 } };
    if (!pairAllowed(s)) {
      const mover: Player = next.start && next.start.B !== settings.start.B ? 'B' : 'A';
      const other: Player = mover === 'A' ? 'B' : 'A';
      s = { ...s, start: { ...s.start, [other]: s.start[mover] } };
    }
    transport.goTo('first');
    setProblems([]);
    setSettings(s);
  };

  /** Change one reading of the code (`key=value`; the default value removes it). */

  /** The reader's answer at the chance the race is waiting at (AMB-18): kept in the settings, the race played again from there. */
  const answer = (take: boolean) => {
    const w = result.waiting;
    if (!w) return;
    const c = settings.clockwise[w.player];
    const next = { ...settings, clockwise: { ...settings.clockwise, [w.player]: { mode: 'ask' as const, choices: [...c.choices, take] } } };
    setSettings(next);
    // The prompt goes away with the answer: keep the keyboard in the race.
    stageRef.current?.focus();
  };

  const rules = raceRuleset(settings);
  const options = raceOptions(settings.rules);
  const reverse = reverseHoles(raceRuleset(shown), cols);
  const widths = boardWidthsOf(rules);
  const final = formatPosition(result.position);
  const held = (p: Player) => sideTotal(result.position, p);
  const rootData = {
    'data-rules': shown.rules,
    'data-cols': String(cols),
    'data-start-a': columnName(shown.start.A, cols),
    'data-start-b': columnName(shown.start.B, cols),
    'data-speed-a': String(shown.speed.A),
    'data-speed-b': String(shown.speed.B),
    'data-tie': shown.tie,
    'data-clockwise': PLAYERS.filter((p) => shown.clockwise[p].mode === 'always').join(','),
    'data-clockwise-a': shown.clockwise.A.mode,
    'data-clockwise-b': shown.clockwise.B.mode,
    'data-choices': PLAYERS.map((p) => result.choices[p].map((x) => (x ? 'y' : 'n')).join('')).join(','),
    'data-options': shown.options.join(' '),
    'data-status': result.status,
    'data-result-position': final,
    'data-first': result.first,
    'data-captured': `${result.captured.A},${result.captured.B}`,
    'data-finished-at': `${result.finishedAt.A},${result.finishedAt.B}`,
  };

  const waiting = result.status === 'waiting' ? result.waiting! : null;
  const resultBox = waiting ? (
    <section class="race__result" aria-labelledby="race-result-h">
      <h3 id="race-result-h">How this race ends</h3>
      <p>Not yet known: at time {formatTime(waiting.time)} the race waits for your choice for {waiting.player} (last step).</p>
    </section>
  ) : (
    <section class="race__result" aria-labelledby="race-result-h">
      <h3 id="race-result-h">How this race ends</h3>
      <p>
        <strong>{result.first} moves first</strong>: {result.first} ends his opening at time {formatTime(result.finishedAt[result.first])},{' '}
        {result.first === 'A' ? 'B' : 'A'} at {formatTime(result.finishedAt[result.first === 'A' ? 'B' : 'A'])}
        {result.finishedAt.A === result.finishedAt.B ? ` (a tie in finishing, settled by the tie-break: ${shown.tie})` : ''}.
        {result.status === 'unresolved' ? ' A move reached the lap bound without ending (AMB-3).' : ''}
      </p>
      <p class="race__tiebreak">
        {result.finishedAt.A === result.finishedAt.B ? 'A dead heat: the tie-break alone gives the first move. ' : ''}
        The tie-break ({shown.tie} first at one instant) also orders simultaneous drops and captures; the other may give another race.
      </p>
      {/* Five columns do not fit the narrowest phone (332 px of 288): they scroll in a region of their own. */}
      <section class="scroll-region" aria-labelledby="race-summary-caption" tabIndex={0}>
      <table class="race__summary">
        <caption id="race-summary-caption">Each side after the opening</caption>
        <thead><tr><th scope="col">Player</th><th scope="col">Laps</th><th scope="col">Marbles captured</th><th scope="col">Marbles held</th><th scope="col">Finished at</th></tr></thead>
        <tbody>
          {PLAYERS.map((p) => (
            <tr key={p}><th scope="row">{p}</th><td>{result.laps[p]}</td><td>{result.captured[p]}</td><td>{held(p)}</td><td>{formatTime(result.finishedAt[p])}</td></tr>
          ))}
        </tbody>
      </table>
      </section>
      <p>Resulting position, {result.first} to move: <code class="race__position">{final}</code> (<NotationLink text="how to read it" />)</p>
    </section>
  );

  const tickList = (current: number | null) => (
    <ol class="steps race__ticks" start={0}>
      {ticks.map((t, n) => (
        <li key={n} aria-current={current === n ? 'step' : undefined} class={current === n ? 'steps__current' : undefined}>
          {current !== null && <button type="button" class="steps__jump" onClick={() => go(n)} aria-label={`Go to step ${n}`}>{n}</button>}{' '}
          <span class="race__time">t = {formatTime(t.time)}</span> <TickText tick={t} cols={cols} labels={lab} />
        </li>
      ))}
    </ol>
  );

  const board = makePosition(cols, tick.counts, result.first);
  const marks = {
    dropped: tick.dropped.length ? tick.dropped[tick.dropped.length - 1]! : null,
    path: tick.dropped,
    takenFrom: tick.takenFrom,
    capturer: tick.capturers.length ? tick.capturers[tick.capturers.length - 1]! : null,
    lifted: tick.lifted.length ? tick.lifted[0]! : null,
  };
  const speedOptions = (p: Player) => {
    const list = SPEED_CHOICES.includes(settings.speed[p]) ? SPEED_CHOICES : [...SPEED_CHOICES, settings.speed[p]].sort((a, b) => a - b);
    return list.map((x) => <option key={x} value={String(x)}>{x}</option>);
  };
  const off = !hydrated;

  return (
    <div class={off ? 'race race--static' : 'race'} {...rootData} data-step={String(at)} data-steps={String(last)} data-board={formatPosition(board).replace(/ [AB]$/, '')} data-work={work.state.status} onKeyDown={transport.onKeyDown}>
      {problems.length > 0 && (
        <div class="try__problem" role="alert">
          <p>{ADDRESS_PROBLEMS_LEAD}</p>
          <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      {/* Settings apply as they change: a group, not a form (there is nothing to submit). */}
      <div class="race__form" role="group" aria-label="Settings of the race">
        <fieldset disabled={off}>
          <legend>The race</legend>
          <label class="try__field">
            <span>Rules</span>
            <select name="rules" value={settings.rules} onChange={(e) => change({ rules: (e.target as HTMLSelectElement).value as RaceRules })}>
              {RACE_RULES.map((r) => <option key={r} value={r}>{RACE_RULES_LABEL[r]}</option>)}
            </select>
          </label>
          {widths.length > 1 && (
            <label class="try__field">
              <span>Holes a row</span>
              <select name="cols" value={String(settings.cols)} onChange={(e) => change({ cols: Number((e.target as HTMLSelectElement).value) })}>
                {widths.map((n) => <option key={n} value={String(n)}>{n}{n > 8 ? ' (Longarim, Topotha)' : ''}</option>)}
              </select>
            </label>
          )}
          <label class="try__field">
            <span>At the same instant</span>
            <select name="tie" value={settings.tie} onChange={(e) => change({ tie: (e.target as HTMLSelectElement).value as Player })}>
              <option value="A">A goes first</option>
              <option value="B">B goes first</option>
            </select>
          </label>
        </fieldset>
        {options.length > 0 && (
          <fieldset class="race__readings" disabled={off}>
            <legend>Readings of the opening</legend>
            {options.map((o) => (
              <ReadingMenu
                key={o.key} spec={o} pairs={settings.options} specs={options} idPrefix="race" boxClass="race__option try__field" hintClass="race__hint"
                value={chosenValue(settings.options, o)} onChange={(v) => change({ options: describeOpeningOptions(withReading(settings.options, options, o, v)) })}
                accepts={(p) => applyOpeningOptions(settings.rules, p).ok}
              />
            ))}
          </fieldset>
        )}
        {PLAYERS.map((p) => (
          <fieldset key={p} disabled={off}>
            <legend>Player {p}</legend>
            <label class="try__field">
              <span>Opens from</span>
              <select name={`start${p}`} value={String(settings.start[p])} onChange={(e) => change({ start: { ...settings.start, [p]: Number((e.target as HTMLSelectElement).value) } })}>
                {starts.map((h) => <option key={h} value={String(h)}>{startLabel(p, h, settings.cols)}</option>)}
              </select>
            </label>
            <label class="try__field">
              <span>Speed (marbles per unit of time)</span>
              <select name={`speed${p}`} value={String(settings.speed[p])} onChange={(e) => change({ speed: { ...settings.speed, [p]: Number((e.target as HTMLSelectElement).value) } })}>
                {speedOptions(p)}
              </select>
            </label>
            {openingClockwiseChances(rules) && (
              <label class="try__field">
                <span>Clockwise chances from the turning base</span>
                <select name={`clockwise${p}`} value={settings.clockwise[p].mode} onChange={(e) => change({ clockwise: { ...settings.clockwise, [p]: { mode: (e.target as HTMLSelectElement).value as ClockwiseMode, choices: [] } } })}>
                  {CLOCKWISE_MODES.map((m) => <option key={m} value={m}>{CLOCKWISE_MODE_LABEL[m]}</option>)}
                </select>
              </label>
            )}
          </fieldset>
        ))}
      </div>
      {hydrated && <WorkStatus state={work.state} onCancel={work.cancel} what="playing the race" />}
      <p class="race__settings">{settingsSentence(shown)}</p>

      <div class="race__stage" ref={stageRef} role="group" tabIndex={off ? undefined : 0} aria-label={off ? 'The opening race: board and hands at the end' : 'The opening race: board and hands. Arrow keys step, Home and End go to the first and last step, Space plays.'}>
        <Board cols={cols} counts={tick.counts} labels={lab} reverse={reverse} marks={marks} title={`The board at step ${at}, time ${formatTime(tick.time)}${at === last ? ', after the opening' : ''}`} />
        <p class="race__clock">
          Time <strong>{formatTime(tick.time)}</strong> · step {at} of {last}
          {at === last && !waiting && <> · <span class="race__done">The race is over: {result.first} moves first.</span></>}
          {at === last && waiting && <> · <span class="race__done">The race waits for your choice for {waiting.player}.</span></>}
        </p>
        <div class="race__players">
          {PLAYERS.map((p) => (
            <p class={`race__player race__player--${p}`} key={p} data-player={p} data-hand={String(tick.hand[p])} data-captured={String(tick.captured[p])}>
              <strong>{p}</strong>: {tick.hand[p]} in hand · {tick.captured[p]} captured ·{' '}
              {tick.finished[p] ? `finished at time ${formatTime(result.finishedAt[p])}` : 'sowing'}
            </p>
          ))}
        </div>
      </div>

      <div class="stepper__controls" role="group" aria-label="Race step controls">
        <StepButton label="⇤ First" name="First step" off={off || !transport.canGoTo('first')} onPress={() => transport.goTo('first')} />
        <StepButton label="← Previous" name="Previous step" off={off || !transport.canGoTo('prev')} onPress={() => transport.goTo('prev')} />
        <button type="button" class="stepper__play" onClick={transport.toggle} disabled={off}>{playing ? '❚❚ Pause' : '▶ Play'}</button>
        <StepButton label="Next →" name="Next step" off={off || !transport.canGoTo('next')} onPress={() => transport.goTo('next')} />
        <StepButton label="Last ⇥" name="Last step" off={off || !transport.canGoTo('last')} onPress={() => transport.goTo('last')} />
        <input type="range" min={0} max={last} value={at} disabled={off} aria-label="Step" aria-valuetext={`Step ${at} of ${last}`} onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
        <output class="stepper__count">Step {at} of {last}</output>
        {hasLetters(cols) && (
          <label class="stepper__option">
            Labels{' '}
            <select value={labels} disabled={off} onChange={(e) => setLabels((e.target as HTMLSelectElement).value as Labels)}>
              {LABELS.map((l) => <option key={l} value={l}>{LABELS_NAME[l]}</option>)}
            </select>
          </label>
        )}
        {!off && <a class="stepper__permalink" href={`${raceHref(shown)}&step=${at}`}>Link to this step</a>}
      </div>
      {waiting && at === last && !off && (
        <div class="race__prompt" role="group" aria-labelledby="race-prompt-q">
          <p id="race-prompt-q">
            <strong>{waiting.player}’s choice at time {formatTime(waiting.time)}:</strong> {chanceText(waiting.point.kind, holeName({ player: waiting.player, local: waiting.point.hole }, cols, lab))}{' '}
            He may take the chance or go on counter-clockwise (<a href={clauseHref(waiting.point.clause)}>{waiting.point.clause}</a>, <a href={clauseHref('AMB-18')}>AMB-18</a>).
          </p>
          <button type="button" onClick={() => answer(true)}>Sow clockwise</button>{' '}
          <button type="button" onClick={() => answer(false)}>Go on counter-clockwise</button>
        </div>
      )}
      <p class="race__caption"><TickText tick={tick} cols={cols} labels={lab} /></p>
      <details class="stepper__table">
        <summary>The board as a table</summary>
        <BoardTable cols={cols} counts={tick.counts} labels={lab} caption={`The board at step ${at}`} />
      </details>
      <p class="stepper__keys">Keys: ← → step · Home / End first and last · Space play and pause.</p>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">{announce}</div>
      {resultBox}
      <details class="stepper__log">
        <summary>All {last} instants of the race</summary>
        {tickList(off ? null : at)}
      </details>
    </div>
  );
}
