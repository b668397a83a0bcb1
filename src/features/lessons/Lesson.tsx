/**
 * One lesson on a real board (/learn/<code>/): the learner clicks a hole or plays a move; a
 * wrong try is answered with what it did and what to look for, a refused hole with the engine's
 * reason; the right answer is stepped through and the lesson is marked done in this browser.
 *
 * Starts, choices inside a move and refusals come from src/components/move-choice.ts, as on
 * /play/; the verdict from lessons.ts. Rendered at build time it shows the lesson's board and a
 * note: the page beside it carries the worked answer, step by step, for reading without
 * JavaScript.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { getRuleset, reverseHoles, type DecisionToken, type Move, type MoveResult } from '../../engine/index.ts';
import type { Lesson as LessonData } from '../../data/lessons.ts';
import { Board } from '../../components/board/Board.tsx';
import { holeKeys } from '../../components/board/hole-keys.ts';
import { readStored, writeStored } from '../../components/local-store.ts';
import Stepper from '../../components/stepper/Stepper.tsx';
import { framesOfMove } from '../../components/frames.ts';
import { playsCaption } from '../../components/move-words.ts';
import { indexTitle, type Lettering } from '../../components/holes.ts';
import { attemptMove, holeAction, startsByHole, whyNotStart, type MoveAttempt, type StartChoice } from '../../components/move-choice.ts';
import { DecisionChoices, StartChoices } from '../../components/MoveChoices.tsx';
import { useKeptFocus } from '../../components/focus-keeper.ts';
import { answerHoles, judgeMove, lessonPosition, PROGRESS_KEY, readProgress, writeProgress } from './lessons.ts';

export interface LessonProps {
  readonly lesson: LessonData;
  readonly rules: 'didinga' | 'lango' | 'ikibuguzo';
  readonly lettering: Lettering;
  /** Every lesson id of the site, to read the progress kept in the browser. */
  readonly known: readonly string[];
}

type Decision = Extract<MoveAttempt, { kind: 'decide' }>;

interface Verdict {
  readonly right: boolean;
  readonly words: string;
}

export default function Lesson({ lesson, rules: rulesId, lettering, known }: LessonProps) {
  const [hydrated, setHydrated] = useState(false);
  const [done, setDone] = useState(false);
  /** Whether the lesson was done here but the browser would not keep it (storage full or blocked). */
  const [unkept, setUnkept] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [pending, setPending] = useState<{ hole: number } | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [shown, setShown] = useState<{ result: MoveResult; key: number } | null>(null);
  /** The hole the reader last chose: once its move is played, the keyboard's place (placeInLesson). */
  const [lastHole, setLastHole] = useState<number | null>(null);
  const rules = useMemo(() => getRuleset(rulesId), [rulesId]);
  const pos = useMemo(() => lessonPosition(lesson), [lesson]);
  const starts = useMemo(() => (lesson.task.kind === 'move' ? startsByHole(rules, pos, false, lettering) : new Map<number, StartChoice[]>()), [lesson, rules, pos, lettering]);
  const task = lesson.task;
  // The keyboard's place: a hole that stops being playable as it is chosen, a panel of choices
  // answered, drop the focus to the page; it goes to the lesson's next control (placeInLesson).
  const rootRef = useKeptFocus<HTMLDivElement>(placeInLesson);
  // The id of the question open (a hole's ways to start, a choice inside the move), unique in the page.
  const questionId = `lesson-${lesson.id}-question`;

  useEffect(() => {
    setHydrated(true);
    const read = () => setDone(readProgress(readStored(PROGRESS_KEY), known).has(lesson.id));
    read();
    // Another tab's progress shows here too.
    const onStorage = (e: StorageEvent) => {
      if (e.key === PROGRESS_KEY) read();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const markDone = () => {
    setDone(true);
    // A full or blocked storage: the lesson is done on this page all the same, and says it is not kept.
    const all = readProgress(readStored(PROGRESS_KEY), known);
    all.add(lesson.id);
    setUnkept(!writeStored(PROGRESS_KEY, writeProgress(all)));
  };

  const finish = (result: MoveResult) => {
    const v = judgeMove(lesson, result, rules, lettering);
    setVerdict(v);
    setShown((s) => ({ result, key: (s?.key ?? 0) + 1 }));
    setDecision(null);
    setPending(null);
    if (v.right) markDone();
  };

  const tryMove = (move: Move) => {
    const a = attemptMove(rules, pos, move, false, lettering);
    if (a.kind === 'complete') finish(a.result);
    else if (a.kind === 'decide') {
      setPending(null);
      setDecision(a);
    }
    else setVerdict({ right: false, words: `That move cannot be played: ${a.message}.` });
  };

  const choose = (index: number) => {
    if (task.kind === 'hole') {
      const right = answerHoles(task.holes, lettering).includes(index);
      const name = indexTitle(index, 8, lettering);
      setVerdict({ right, words: right ? `Right: ${name}. ${lesson.shown}` : `That is ${name}. ${lesson.hint}` });
      if (right) markDone();
      return;
    }
    const ways = starts.get(index);
    if (!ways) return;
    setLastHole(index);
    setVerdict(null);
    if (ways.length === 1) tryMove({ start: ways[0]!.start, decisions: [] });
    else setPending({ hole: index });
  };

  const refused = (index: number) => {
    if (task.kind !== 'move' || decision || pending) return;
    setVerdict({ right: false, words: `${whyNotStart(rules, pos, index, lettering)}.` });
  };

  const answer = (token: DecisionToken) => {
    if (decision) tryMove({ start: decision.move.start, decisions: [...decision.move.decisions, token] });
  };

  const selectable = new Map<number, string>();
  if (hydrated && !decision && !pending) {
    if (task.kind === 'hole') for (let i = 0; i < 32; i++) selectable.set(i, 'choose this hole');
    else if (task.kind === 'move') for (const [i, ways] of starts) selectable.set(i, holeAction(ways, pos.cols));
  }
  const counts = decision ? decision.counts : pos.counts;
  const title = decision ? 'The board as the choice finds it, in the middle of your move' : `The lesson’s board: ${pos.toMove} to move`;

  return (
    <div class="lesson__widget" ref={rootRef} data-done={done ? 'yes' : 'no'} data-hydrated={hydrated ? 'yes' : 'no'} data-last-hole={lastHole ?? undefined}>
      {task.kind !== 'read' && (
        <Board
          cols={8}
          counts={counts}
          labels={lettering}
          reverse={reverseHoles(rules, 8)}
          title={title}
          playLayout
          {...(hydrated ? { selectable, onSelect: choose, onRefused: refused, holeKeys } : {})}
          chosen={decision ? null : pending?.hole ?? null}
        />
      )}
      {!hydrated && task.kind !== 'read' && (
        <p class="lesson__static-note">Trying the lesson on the board needs JavaScript; the answer is worked out step by step below.</p>
      )}
      {pending && (
        <StartChoices
          choices={starts.get(pending.hole) ?? []} class="lesson__choices" questionId={questionId}
          onChoose={(start) => tryMove({ start, decisions: [] })} onCancel={() => setPending(null)}
        />
      )}
      {decision && <DecisionChoices decision={decision} class="lesson__choices" questionId={questionId} onAnswer={answer} onCancel={() => setDecision(null)} />}
      <p class={`lesson__verdict${verdict ? (verdict.right ? ' lesson__verdict--right' : ' lesson__verdict--wrong') : ''}`} role="status">
        {verdict ? verdict.words : done ? 'Done: you have solved this lesson before. Try it again if you like.' : ''}
        {unkept && verdict?.right && <span class="lesson__unkept"> {UNKEPT}</span>}
      </p>
      {shown && (
        <Stepper
          key={shown.key}
          id={`lesson-${lesson.id}`}
          cols={8}
          labels={lettering}
          clientRendered
          panels={[{ key: 'try', label: `Your move ${shown.result.notation}`, frames: framesOfMove(pos, shown.result, playsCaption(pos.toMove, shown.result.notation, pos.cols)), rules: rulesId, options: '', move: shown.result.notation, reverse: reverseHoles(rules, 8) }]}
        />
      )}
    </div>
  );
}

/** Said with a right answer the browser would not keep. */
export const UNKEPT = 'This browser does not let the page keep your progress (storage is full or blocked): after a reload this lesson will not show as done.';

/**
 * Where the focus goes in a lesson when the page drops it: the first answer of a question open
 * (how to start from a hole, a choice inside the move: its question describes the group), else the
 * hole the reader chose last, where the move just tried began (the keyboard goes on from where it
 * was), else the first hole of the lesson's board that may be chosen, else that board itself.
 */
function placeInLesson(root: HTMLElement): HTMLElement | null {
  const last = root.dataset.lastHole;
  return root.querySelector<HTMLElement>('.lesson__choices button')
    ?? (last === undefined ? null : root.querySelector<HTMLElement>(`:scope > .board-frame [data-hole="${last}"][role="button"]`))
    ?? root.querySelector<HTMLElement>(':scope > .board-frame [role="button"]')
    ?? root.querySelector<HTMLElement>(':scope > .board-frame svg.board');
}
