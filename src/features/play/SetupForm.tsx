/** The play page's "New game" form: the code, the board's width, the options, the opponent. */
import { applyOptions, OPTIONS, optionsFor, RULESET_IDS, type Player, type RulesetId } from '../../engine/index.ts';
import { AI_LEVELS, type AiLevelId } from '../../computer/search.ts';
import { RULESET_TITLE } from '../../data/clauses.ts';
import { chosenValue } from '../../components/readings.ts';
import { ReadingMenu } from '../../components/ReadingMenu.tsx';
import { widthsOf, type PlaySetup } from './play.ts';
import type { Dispatch } from './state.ts';

const value = (e: Event) => (e.target as HTMLSelectElement).value;

/** `inert`: drawn before the page's script has run (Play's static view), where it cannot act. */
export function SetupForm({ draft, open, dispatch, inert = false }: { draft: PlaySetup; open: boolean; dispatch: Dispatch; inert?: boolean }) {
  const change = (c: Partial<PlaySetup>) => dispatch({ type: 'setup-changed', change: c });
  return (
    <details class="play__setup" open={open} inert={inert || undefined}>
      <summary>New game</summary>
      <form class="play__form" onSubmit={(e) => { e.preventDefault(); dispatch({ type: 'new-game' }); }}>
        <label class="play__field">
          <span>Game</span>
          <select name="rules" value={draft.rules} onChange={(e) => change({ rules: value(e) as RulesetId })}>
            {RULESET_IDS.map((id) => <option key={id} value={id}>{RULESET_TITLE[id]}</option>)}
          </select>
        </label>
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
              <span>Computer's strength</span>
              <select name="level" value={draft.level} onChange={(e) => change({ level: value(e) as AiLevelId })}>
                {AI_LEVELS.map((l) => <option key={l.id} value={l.id}>{l.label} ({l.description})</option>)}
              </select>
            </label>
          </>
        )}
        <button type="submit" class="play__start">Start the game</button>
      </form>
    </details>
  );
}
