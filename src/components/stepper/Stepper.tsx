/**
 * The stepper: steps through precomputed frames of one or more panels with one
 * shared control: first, previous, play/pause, next, last, a speed, a scrubber and a step count.
 * Keyboard: ←/→ step, Home/End, Space play/pause (ignored while typing in a field). Each step
 * is announced in an aria-live region. With `syncUrl`, `?step=N` opens that step and follows it;
 * a step past the last is shown as the last, and said (`onStepProblem`).
 *
 * Rendered at build time it is static: for each panel the start and end boards and the
 * numbered list of steps, readable with no JavaScript. Once hydrated it
 * becomes interactive.
 */
import { NotationLink } from '../NotationLink.tsx';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { StepButton } from '../StepButton.tsx';
import { useTransport } from '../useTransport.ts';
import { addressProblems, readParams, settleAddressStep } from '../url.ts';
import { labelChoices, LABELS_NAME, labelsFor, type Labels } from '../holes.ts';
import type { Frame } from '../frames.ts';
import { Board, BoardTable, handLine } from '../board/Board.tsx';
import { andList } from '../captions.ts';
import { lowerFirst } from '../sentence.ts';

export interface StepperPanel {
  readonly key: string;
  readonly label: string;
  readonly frames: readonly Frame[];
  /** Ruleset id as the CLI takes it, options as space-separated k=v pairs, move in move notation. */
  readonly rules: string;
  readonly options: string;
  readonly move: string;
  readonly departs?: string;
  readonly reverse: readonly number[];
}

/** A step to point out in some panels (the comparison marks where two panels part ways). */
export interface StepMark {
  readonly step: number;
  /** Keys of the panels it concerns. */
  readonly panels: readonly string[];
  /** Short text of the badge, e.g. "Diverges here from Lango". */
  readonly label: string;
}

export interface StepperProps {
  /** Names the widget in ids ("EX-m4"; not read out: the accessible names use the panels' labels). */
  readonly id: string;
  /**
   * Optional: the widget's name for readers, before a panel's label in the name of its section
   * without JavaScript, which must differ from another stepper's on the same page (default: `id`,
   * a worked example's own id, "EX-m4", as the site cites it).
   */
  readonly title?: string;
  /**
   * Optional: show each panel's label over its board, and name it in the announcements, even when
   * there is one (compare's panels stepped apart, one stepper each; default: only with several).
   */
  readonly labelled?: boolean;
  readonly panels: readonly StepperPanel[];
  readonly cols: number;
  readonly labels?: Labels;
  /** Read `?step=` on load and keep it up to date (on an example's own page). */
  readonly syncUrl?: boolean;
  /** Address of the example's own page, for "link to this step". */
  readonly permalink?: string;
  readonly initialStep?: number;
  /** Optional: steps to mark with a badge on their panels and in the step logs, with a button to go there (default none). */
  readonly marks?: readonly StepMark[];
  /** Optional: rendered under the controls with the current step (e.g. an explanation of the marks). */
  readonly extra?: (step: number) => ComponentChildren;
  /**
   * Optional: the level of the panels' headings in the rendering without JavaScript, one below
   * the heading the stepper sits under, so the page's outline skips no level (default 4).
   */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Optional: the stepper is created in the browser by an island that has already hydrated
   * (compare's panels), so it renders its interactive form at once instead of rendering the
   * static form first and replacing it, which would lay out every board twice (default false).
   */
  readonly clientRendered?: boolean;
  /**
   * Optional: the frames are those of the move the address asks for (default true). False while
   * an island shows a stand-in (its default move, while a worker plays the one asked for): a
   * step past the stand-in's last is then kept, not named (see `onStepProblem`).
   */
  readonly stepsFinal?: boolean;
  /**
   * Optional: where the widget names its address's problems. With `syncUrl`, a step the address
   * asks for past the last one is shown clamped to the last and named once the frames are final
   * (`step: 999 is past the last step, 37; the last step is shown`): to this, or, without it (an
   * example's own page, whose stepper reads nothing else of the address), in the stepper itself,
   * with a step that is not a number.
   */
  readonly onStepProblem?: (problem: string) => void;
}

const SPEEDS = [0.5, 1, 2, 4] as const;

function frameAt(panel: StepperPanel, step: number): Frame {
  return panel.frames[Math.min(step, panel.frames.length - 1)]!;
}

function CaptionLine({ frame, labels }: { frame: Frame; labels: Labels }) {
  return (
    <>
      {frame.caption[labels]}
      {frame.clause && frame.clauseHref && (
        <>
          {' '}
          <a class="clause-link" href={frame.clauseHref} title={frame.clauseTitle ?? undefined}>{frame.clause}</a>
        </>
      )}
    </>
  );
}

function marksFor(marks: readonly StepMark[], key: string, step: number): StepMark[] {
  return marks.filter((m) => m.step === step && m.panels.includes(key));
}

function StepList({ panel, labels, current, onPick, marks = [] }: { panel: StepperPanel; labels: Labels; current: number | null; onPick?: (n: number) => void; marks?: readonly StepMark[] }) {
  return (
    <ol class="steps" start={0}>
      {panel.frames.map((f, n) => (
        <li key={n} aria-current={current === n ? 'step' : undefined} class={current === n ? 'steps__current' : undefined}>
          {onPick ? (
            <button type="button" class="steps__jump" onClick={() => onPick(n)} aria-label={`Go to step ${n}`}>{n}</button>
          ) : null}{' '}
          <CaptionLine frame={f} labels={labels} />
          {marksFor(marks, panel.key, n).map((m) => <strong key={m.label} class="steps__mark"> ◆ {m.label}</strong>)}
        </li>
      ))}
    </ol>
  );
}

export default function Stepper({ id, title = id, panels, cols, labels: initialLabels = 'driberg', syncUrl = false, permalink, initialStep = 0, marks = [], extra, headingLevel = 4, clientRendered = false, labelled = panels.length > 1, stepsFinal = true, onStepProblem }: StepperProps) {
  const last = Math.max(...panels.map((p) => p.frames.length - 1));
  /** What the stepper shows, in its accessible names: the panels' labels ("Didinga (1927a) and Lango (1927b)"). */
  const shown = andList(panels.map((p) => p.label));
  const PanelHeading = `h${headingLevel}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const [hydrated, setHydrated] = useState(clientRendered);
  // Reduced motion: Play still steps (the reader asked for it), but nothing is animated.
  const t = useTransport({ last, initial: initialStep, reducedMotion: 'step' });
  const { step, playing, speed } = t;
  const [labels, setLabels] = useState<Labels>(labelsFor(cols, initialLabels));
  const [announce, setAnnounce] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const first = panels[0]!;

  /** The address's step, not yet written back: the page was opened with it, and keeps it until the reader steps. */
  const fromAddress = useRef(syncUrl);
  /** The step the address asked for, until it is known whether the frames reach it. */
  const addressStep = useRef<number | null>(null);
  /** The address's problems with the step, shown here when the widget has no place of its own for them. */
  const [stepProblems, setStepProblems] = useState<readonly string[]>([]);
  const stepProblem = (p: string) => (onStepProblem ? onStepProblem(p) : setStepProblems((ps) => (ps.includes(p) ? ps : [...ps, p])));
  /** The reader's focus was in the build-time rendering when the interactive one replaced it. */
  const focusWasIn = useRef(false);
  useEffect(() => {
    focusWasIn.current = !clientRendered && rootRef.current?.contains(document.activeElement) === true;
    setHydrated(true);
    if (syncUrl) {
      // A step that is not a number is named by the page that reads the rest of its address
      // (compare, the try panel), or here when none does (an example's own page).
      // Opened, not gone to: the frames shown first may be a stand-in (the page's default move,
      // while the worker plays the move asked for), shorter than the step asked, which is kept
      // and shown once the move's own frames come (a later Stepper reads the same address).
      const q = readParams(new URL(window.location.href).searchParams);
      const s = q.step();
      if (!onStepProblem && q.problems.length) setStepProblems(q.problems);
      if (s !== null) {
        t.open(s);
        addressStep.current = s;
      }
    }
  }, []);

  // The placeholder's stops (its step lists, open) have no counterpart in the interactive form, and
  // the browser drops a focus whose element goes to the page: a keyboard reader who had Tabbed into
  // the placeholder would start again from the top (issue 45). The focus goes instead to the
  // stepper's first stop, the boards' group, from which Tab goes on to the step controls.
  useLayoutEffect(() => {
    if (!hydrated || !focusWasIn.current) return;
    focusWasIn.current = false;
    rootRef.current?.querySelector<HTMLElement>('.stepper__panels')?.focus();
  }, [hydrated]);

  // The clamp, said: once the step asked is open and the frames are the move's own, a step past
  // the last is shown as the last and named (once). A reader who has gone to another step
  // meanwhile has left the address's step behind: it is not named then.
  useEffect(() => {
    if (addressStep.current === null) return;
    const r = settleAddressStep(addressStep.current, t.asked, last, stepsFinal);
    if (!r.settled) return;
    addressStep.current = null;
    if (r.problem !== null) stepProblem(r.problem);
  }, [stepsFinal, last, t.asked]);

  useEffect(() => {
    if (!hydrated) return;
    // Each caption without its own full stop, so that joined they read "… (AMB-9). Lango: …", not "…..".
    // A marked step says so after the panel's caption: "… (L-inc); diverges here from Didinga".
    const parts = panels.map((p) => `${labelled ? `${p.label}: ` : ''}${frameAt(p, step).caption[labels].replace(/[.\s]+$/, '')}${marksFor(marks, p.key, step).map((m) => `; ${lowerFirst(m.label)}`).join('')}`);
    setAnnounce(`Step ${step} of ${last}. ${parts.join('. ')}.`);
    if (fromAddress.current) {
      fromAddress.current = false;
      return;
    }
    if (syncUrl) {
      const url = new URL(window.location.href);
      url.searchParams.set('step', String(step));
      window.history.replaceState(null, '', url);
    }
  }, [step, hydrated]);

  const go = (n: number) => t.goTo(n);

  const dataFor = (p: StepperPanel, s: number) => ({
    'data-position': frameAt(p, s).position,
    'data-step': String(Math.min(s, p.frames.length - 1)),
    'data-steps': String(p.frames.length - 1),
    'data-rules': p.rules,
    'data-options': p.options,
    'data-move': p.move,
  });

  if (!hydrated) {
    // Build-time rendering: readable without JavaScript.
    return (
      <div class="stepper stepper--static" id={`${id}-stepper`} ref={rootRef} {...dataFor(first, last)}>
        {panels.map((p) => {
          const end = p.frames[p.frames.length - 1]!;
          return (
            <section class="stepper__static-panel" key={p.key} aria-label={`${title}: ${p.label}`} {...dataFor(p, p.frames.length - 1)}>
              {labelled && <PanelHeading class="stepper__label">{p.label}</PanelHeading>}
              <div class="stepper__pair">
                <figure>
                  <Board cols={cols} counts={p.frames[0]!.counts} labels={labels} reverse={p.reverse} title={`${p.label}: the board before the move`} />
                  <figcaption>Before</figcaption>
                </figure>
                <figure>
                  <Board cols={cols} counts={end.counts} labels={labels} reverse={p.reverse} title={`${p.label}: the board after the move`} />
                  <figcaption>After</figcaption>
                </figure>
              </div>
              {p.departs && <p class="stepper__departs">{p.departs}</p>}
              <details class="stepper__log" open>
                <summary>The {p.frames.length - 1} steps</summary>
                <StepList panel={p} labels={labels} current={null} marks={marks} />
              </details>
            </section>
          );
        })}
        {extra?.(last)}
        <p class="stepper__keys"><NotationLink /></p>
      </div>
    );
  }

  const linkHere = permalink ? `${permalink}?step=${step}` : null;
  return (
    <div class="stepper" id={`${id}-stepper`} ref={rootRef} onKeyDown={t.onKeyDown} {...dataFor(first, step)} data-step={String(step)} data-steps={String(last)}>
      {stepProblems.length > 0 && <p class="try__problem stepper__problem" role="alert">{addressProblems(stepProblems)}</p>}
      <div class="stepper__panels" role="group" tabIndex={0} aria-label={`${panels.length > 1 ? 'Boards' : 'Board'}: ${shown}. Arrow keys step, Home and End go to the first and last step, Space plays.`}>
        {panels.map((p) => {
          const f = frameAt(p, step);
          return (
            <figure class="stepper__panel" key={p.key} {...dataFor(p, step)}>
              {labelled && <figcaption class="stepper__label">{p.label}</figcaption>}
              {/* Always there, empty without a mark: the panels' rows align on it (stepper.css). */}
              <div class="stepper__marks">{marksFor(marks, p.key, step).map((m) => <p key={m.label} class="stepper__mark">◆ {m.label}</p>)}</div>
              <Board cols={cols} counts={f.counts} labels={labels} reverse={p.reverse} marks={f} title={`${p.label}, step ${Math.min(step, p.frames.length - 1)}`} />
              <p class="stepper__hand">{handLine(f)}</p>
              <p class="stepper__caption"><CaptionLine frame={f} labels={labels} /></p>
              {p.departs && <p class="stepper__departs">{p.departs}</p>}
            </figure>
          );
        })}
      </div>
      {/* data-space-plays: Space plays and pauses from these controls, not presses them (step-keys.ts). */}
      <div class="stepper__controls" role="group" aria-label={`Step controls: ${shown}`} data-space-plays>
        <StepButton label="⇤ First" name="First step" off={!t.canGoTo('first')} onPress={() => t.goTo('first')} />
        <StepButton label="← Previous" name="Previous step" off={!t.canGoTo('prev')} onPress={() => t.goTo('prev')} />
        <button type="button" class="stepper__play" onClick={t.toggle}>{playing ? '❚❚ Pause' : '▶ Play'}</button>
        <StepButton label="Next →" name="Next step" off={!t.canGoTo('next')} onPress={() => t.goTo('next')} />
        <StepButton label="Last ⇥" name="Last step" off={!t.canGoTo('last')} onPress={() => t.goTo('last')} />
        <input type="range" min={0} max={last} value={step} aria-label="Step" aria-valuetext={`Step ${step} of ${last}${marks.some((m) => m.step === step) ? ', where panels part ways' : ''}`} onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
        {/* Not live: the announcement below says the step with what happens there (said twice before). */}
        <output class="stepper__count" aria-live="off">Step {step} of {last}</output>
      </div>
      {/* Apart from the steps' own controls: on a phone those stay in sight below stacked panels (stepper.css), and these need not. */}
      <div class="stepper__controls stepper__settings">
        <label class="stepper__option">
          Speed{' '}
          <select value={String(speed)} onChange={(e) => t.setSpeed(Number((e.target as HTMLSelectElement).value))}>
            {SPEEDS.map((s) => <option key={s} value={String(s)}>{s} step{s === 1 ? '' : 's'}/s</option>)}
          </select>
        </label>
        <label class="stepper__option">
          Labels{' '}
          <select value={labels} onChange={(e) => setLabels((e.target as HTMLSelectElement).value as Labels)}>
            {labelChoices(cols).map((l) => <option key={l} value={l}>{LABELS_NAME[l]}</option>)}
          </select>
        </label>
        {linkHere && <a class="stepper__permalink" href={linkHere}>Link to this step</a>}
        {[...new Set(marks.map((m) => m.step))].sort((a, b) => a - b).map((s) => (
          <button type="button" key={`mark-${s}`} class="stepper__to-mark" onClick={() => go(s)} aria-pressed={step === s}>◆ Go to step {s}</button>
        ))}
      </div>
      {/* After the controls, so that Tab goes from a step's caption straight to them. */}
      <details class="stepper__table">
        <summary>{panels.length > 1 ? 'The boards as tables' : 'The board as a table'}</summary>
        {panels.map((p) => (
          <BoardTable key={p.key} cols={cols} counts={frameAt(p, step).counts} labels={labels} caption={`${p.label}, step ${Math.min(step, p.frames.length - 1)}`} />
        ))}
      </details>
      {extra?.(step)}
      <p class="stepper__keys">Keys: ← → step · Home / End first and last · Space play and pause. <NotationLink /></p>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">{announce}</div>
      {panels.map((p) => (
        <details class="stepper__log" key={p.key}>
          <summary>All {p.frames.length - 1} steps{panels.length > 1 ? ` (${p.label})` : ''}</summary>
          <StepList panel={p} labels={labels} current={Math.min(step, p.frames.length - 1)} onPick={go} marks={marks} />
        </details>
      ))}
    </div>
  );
}
