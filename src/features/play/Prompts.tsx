/**
 * The play page's questions under the board: the opening's holes, the animation's Skip, the
 * ways a hole can start a move, a decision inside a move, and the reader's moves as a list.
 */
import { openingClockwiseChances, openingStartHoles, type Ruleset } from '../../engine/index.ts';
import { letterWithColumn } from '../../components/holes.ts';
import { DecisionChoices, StartChoices } from '../../components/MoveChoices.tsx';
import { startsOf, type Dispatch, type PlayState } from './state/index.ts';

export function Prompts({ state, rules, dispatch }: { state: PlayState; rules: Ruleset | null; dispatch: Dispatch }) {
  const { phase, setup, animation, pendingStarts, decision } = state;
  const starts = startsOf(state);
  const all = [...starts.values()].flat();
  return (
    <>
      {phase.kind === 'opening' && rules && openingClockwiseChances(rules) && (
        <label class="play__check">
          <input type="checkbox" checked={phase.clockwise} onChange={(e) => dispatch({ type: 'opening-clockwise', clockwise: (e.target as HTMLInputElement).checked })} />{' '}
          Take a clockwise chance at the turning base if the opening gives one (L-open)
        </label>
      )}
      {phase.kind === 'opening' && rules && (
        <div class="play__choices" role="group" aria-label="Holes to open from">
          {openingStartHoles(rules, setup.cols).map((h) => (
            <button type="button" key={h} onClick={() => dispatch({ type: 'opening-chosen', hole: h })}>
              Open from {letterWithColumn(phase.chooser, h, setup.cols)}
            </button>
          ))}
        </div>
      )}

      {animation && (
        <div class="play__anim" role="group" aria-label="Move animation">
          <button type="button" onClick={() => dispatch({ type: 'animation-skip' })}>Skip to the end of the move (Escape)</button>
        </div>
      )}

      {pendingStarts && (
        <StartChoices
          choices={pendingStarts.choices} class="play__choices" questionId="play-question"
          onChoose={(start) => dispatch({ type: 'start-chosen', start })} onCancel={() => dispatch({ type: 'starts-cancelled' })}
        />
      )}

      {decision && (
        <DecisionChoices
          decision={decision} class="play__choices play__decision" questionId="play-question"
          onAnswer={(token) => dispatch({ type: 'decision-answered', token })} onCancel={() => dispatch({ type: 'decision-cancelled' })}
          onPreview={(token) => dispatch({ type: 'decision-previewed', token })}
        />
      )}

      {!decision && !pendingStarts && all.length > 0 && (
        <details class="play__movelist-keys">
          <summary>Moves you can play now, as a list ({all.length})</summary>
          <div class="play__choices" role="group" aria-label="Your possible starts">
            {all.map((c) => (
              <button type="button" key={c.notation} onClick={() => dispatch({ type: 'start-chosen', start: c.start })}>{c.notation}: {c.label}</button>
            ))}
          </div>
        </details>
      )}
    </>
  );
}
