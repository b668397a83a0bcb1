/**
 * The play page's "New game" form, compact (issue 45): the code, the opponent and the computer's
 * strength in sight; the board's width and the readings folded under "More rules options", and a
 * position of the reader's own under a fold of its own.
 */
import { useEffect, useRef } from 'preact/hooks';
import { applyOptions, OPTIONS, optionsFor, RULESET_IDS, type Player, type RulesetId } from '../../engine/index.ts';
import { AI_LEVELS, type AiLevelId } from '../../computer/search.ts';
import { RULESET_TITLE } from '../../data/clauses.ts';
import { chosenValue } from '../../components/readings.ts';
import { ReadingMenu } from '../../components/ReadingMenu.tsx';
import { DEFAULT_SETUP, widthsOf, type PlaySetup } from './play.ts';
import type { Dispatch } from './state/index.ts';
import { focusTheGame } from './focus.ts';

const value = (e: Event) => (e.target as HTMLSelectElement).value;

/**
 * Once the game has begun and the form has closed (after the page has drawn it), the focus would
 * be left on the hidden Start button, that is on the page: it goes into the game (focusTheGame).
 * A form that stays open (a position refused) keeps it.
 */
function focusAfterStart(form: HTMLFormElement): void {
  window.setTimeout(() => {
    if (form.closest('details')?.open) return;
    const game = form.closest<HTMLElement>('.play');
    if (game) focusTheGame(game);
  }, 0);
}

/**
 * `inert`: drawn before the page's script has run (Play's static view), where it cannot act.
 * `start`: the reader's own position to begin from (empty: the opening), `startProblem` why it
 * cannot be used, `board` whether a game is on the board to take its position from.
 */
export function SetupForm({ draft, open, dispatch, inert = false, start = '', startProblem = null, board = false }: {
  draft: PlaySetup; open: boolean; dispatch: Dispatch; inert?: boolean; start?: string; startProblem?: string | null; board?: boolean;
}) {
  const change = (c: Partial<PlaySetup>) => dispatch({ type: 'setup-changed', change: c });
  // The folded choices that differ from the code's own: its width, then each reading set.
  const changed = (draft.cols !== DEFAULT_SETUP.cols ? 1 : 0) + draft.options.length;
  // The folds open themselves when what they hold is in use (a saved game's readings, a link's
  // position, a position refused), and are never closed under the reader: left uncontrolled, as
  // an `open` prop that went back to false would close a fold the reader is working in.
  const moreRef = useRef<HTMLDetailsElement>(null);
  const ownRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => { if (changed > 0 && moreRef.current) moreRef.current.open = true; }, [changed > 0]);
  useEffect(() => { if ((start !== '' || startProblem !== null) && ownRef.current) ownRef.current.open = true; }, [start !== '', startProblem]);
  // A position refused (Enter in its field, the form's end below the screen): its reason comes into sight, once.
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => problemRef.current?.scrollIntoView({ block: 'nearest' }), [startProblem]);
  return (
    <details
      class="play__setup" open={open} inert={inert || undefined}
      // The reader's toggle, told to the state: the state's `setupOpen` then follows the page, so that closing it later (a game begun) is a change the page makes.
      onToggle={inert ? undefined : (e) => dispatch({ type: 'setup-toggled', open: (e.currentTarget as HTMLDetailsElement).open })}
    >
      <summary>New game</summary>
      <form class="play__form" onSubmit={(e) => { e.preventDefault(); dispatch({ type: 'new-game' }); focusAfterStart(e.currentTarget as HTMLFormElement); }}>
        <label class="play__field">
          <span>Game</span>
          <select name="rules" value={draft.rules} onChange={(e) => change({ rules: value(e) as RulesetId })}>
            {RULESET_IDS.map((id) => <option key={id} value={id}>{RULESET_TITLE[id]}</option>)}
          </select>
        </label>
        <fieldset class="play__field">
          <legend>Opponent</legend>
          <label><input type="radio" name="opponent" value="computer" checked={draft.opponent === 'computer'} onChange={() => change({ opponent: 'computer' })} /> The computer</label>
          <label><input type="radio" name="opponent" value="human" checked={draft.opponent === 'human'} onChange={() => change({ opponent: 'human' })} /> A friend at this screen</label>
        </fieldset>
        {draft.opponent === 'computer' && (
          <>
            <label class="play__field">
              <span>You play</span>
              <select name="human" value={draft.human} onChange={(e) => change({ human: value(e) as Player })}>
                <option value="A">A (bottom of the board)</option>
                <option value="B">B (top of the board)</option>
              </select>
            </label>
            <label class="play__field">
              <span>Computer’s strength</span>
              <select name="level" value={draft.level} onChange={(e) => change({ level: value(e) as AiLevelId })}>
                {AI_LEVELS.map((l) => <option key={l.id} value={l.id}>{l.label} ({l.description})</option>)}
              </select>
            </label>
          </>
        )}
        {/* Folded: the readings of unclear clauses, which a first game need not choose (issue 45); open when one differs from the code's default. */}
        <details class="play__more play__field--wide" ref={moreRef}>
          <summary>More rules options{changed > 0 ? ` (${changed} changed)` : ''}</summary>
          <div class="play__more-fields">
            {widthsOf(draft.rules).length > 1 && (
              <label class="play__field">
                <span>Holes a row (D-wide)</span>
                <select name="cols" value={String(draft.cols)} onChange={(e) => change({ cols: Number(value(e)) })}>
                  {widthsOf(draft.rules).map((w) => <option key={w} value={String(w)}>{w}{w === 8 ? ' (Didinga)' : ''}</option>)}
                </select>
              </label>
            )}
            {optionsFor(draft.rules).filter((o) => o.values !== null).map((o) => (
              <ReadingMenu
                key={o.key} spec={o} pairs={draft.options} specs={OPTIONS} idPrefix="play" boxClass="play__field play__option" hintClass="play__hint"
                value={chosenValue(draft.options, o)} onChange={(v) => dispatch({ type: 'option-changed', key: o.key, value: v })}
                accepts={(p) => applyOptions(draft.rules, p).ok}
              />
            ))}
          </div>
        </details>
        <details class="play__more play__field--wide" ref={ownRef}>
          <summary>Start from your own position</summary>
          <div class="play__field play__field--wide">
            <label for="play-start">Start from a position (optional)</label>
            <input
              id="play-start" name="start" type="text" spellcheck={false} autocomplete="off" value={start}
              aria-describedby={startProblem ? 'play-start-what play-start-problem' : 'play-start-what'} aria-invalid={startProblem ? 'true' : undefined}
              onInput={(e) => dispatch({ type: 'start-edited', text: (e.target as HTMLInputElement).value })}
            />
            <span id="play-start-what" class="play__hint">
              Empty: the game begins with its opening. Otherwise the main phase begins from this position, in
              the <a href="/notation/#positions">position notation</a>: the four rows from top to bottom, then A or B to move.
            </span>
            {board && <button type="button" onClick={() => dispatch({ type: 'start-edited', text: null })}>Take the position on the board</button>}
            {startProblem && <p id="play-start-problem" class="play__problem" role="alert" ref={problemRef}>{startProblem}</p>}
          </div>
        </details>
        <button type="submit" class="play__start">Start the game</button>
      </form>
    </details>
  );
}
