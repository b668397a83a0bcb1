/**
 * The two questions a move on the board can ask before it is played, as groups of buttons: which
 * way a hole starts a move (when it can start one in several), and the answer to a choice inside
 * the move, each answer with what it leads to. The questions and previews are move-choice.ts's;
 * the play page and the lessons only say what a button does.
 */
import type { DecisionToken, Start } from '../engine/index.ts';
import type { MoveAttempt, StartChoice } from './move-choice.ts';

type Decide = Extract<MoveAttempt, { kind: 'decide' }>;

/** The ways one hole can start a move, and Cancel. */
export function StartChoices({ choices, class: className, questionId, onChoose, onCancel }: {
  choices: readonly StartChoice[];
  class: string;
  /** The question's id, unique in the page: it describes the group, so a reader whose focus is put on the first answer hears it. */
  questionId: string;
  onChoose: (start: Start) => void;
  onCancel: () => void;
}) {
  return (
    <div class={className} role="group" aria-label="How to start from this hole" aria-describedby={questionId}>
      <p id={questionId}>This hole can start a move in {choices.length} ways:</p>
      {choices.map((c) => (
        <button type="button" key={c.notation} onClick={() => onChoose(c.start)}>{c.label} ({c.notation})</button>
      ))}
      <button type="button" onClick={onCancel}>Cancel</button>
    </div>
  );
}

/**
 * A choice inside the move: its question, each answer with where it leads, and Cancel.
 * `onPreview` (if given) hears an answer focused or pointed at, and null when it is left.
 */
export function DecisionChoices({ decision, class: className, questionId, onAnswer, onCancel, onPreview }: {
  decision: Decide;
  class: string;
  /** As StartChoices': the question's id, unique in the page. */
  questionId: string;
  onAnswer: (token: DecisionToken) => void;
  onCancel: () => void;
  onPreview?: (token: DecisionToken | null) => void;
}) {
  return (
    <div class={className} role="group" aria-label="A choice inside your move" aria-describedby={questionId}>
      <p id={questionId}>{decision.prompt}</p>
      {decision.options.map((o) => {
        const preview = decision.previews.find((p) => p.token === o.token);
        const show = onPreview && (() => onPreview(o.token));
        const hide = onPreview && (() => onPreview(null));
        return (
          <button type="button" key={o.token} onClick={() => onAnswer(o.token)} onFocus={show} onBlur={hide} onMouseEnter={show} onMouseLeave={hide}>
            {o.label}{preview ? <span class="move-choice__preview">: {preview.words}</span> : null}
          </button>
        );
      })}
      <button type="button" onClick={onCancel}>Cancel this move</button>
    </div>
  );
}
