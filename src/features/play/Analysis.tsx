/**
 * The analysis of a finished game (/play/): the button that asks for it, its progress, a summary
 * for each player, and every move with the computer's view of it, stepped through on the board
 * (Play.tsx draws the board from `analysisBoard`). The numbers come from analysis.ts.
 */
import type { Player } from '../../engine/index.ts';
import { NotationLink } from '../../components/NotationLink.tsx';
import { StepButton } from '../../components/StepButton.tsx';
import { ANALYSIS_ITERATIONS, analysisDone, analysisSummary, percent, positionBefore, reviewMoves, reviewWords, verdictWords, type Analysis, type AnalysisView } from './analysis.ts';
import type { Dispatch } from './state/index.ts';

interface AnalysisProps {
  analysis: Analysis | null;
  /** Whether the game may be analysed (it is over and has moves). */
  available: boolean;
  who: (p: Player) => string;
  dispatch: Dispatch;
}

/** Keys that step through the moves while the focus is in the panel (not in a field). */
const STEP_KEYS: Record<string, (step: number, last: number) => number> = {
  ArrowLeft: (s) => s - 1,
  ArrowRight: (s) => s + 1,
  Home: () => 0,
  End: (_s, last) => last,
};

export function GameAnalysis({ analysis, available, who, dispatch }: AnalysisProps) {
  if (!available) return null;
  const intro = (
    <p>
      The analysis goes through the game with the computer’s search: in the position before each move it tries{' '}
      {ANALYSIS_ITERATIONS.toLocaleString('en')} trial games, and finds the move it prefers and the mover’s chance to win as it
      estimates it. What a move cost is the chance before it less the chance after it, in points (one point is 1%). These are a
      search’s estimates, not proofs, except where the solver proves a win or a loss; an only move is worth what the position
      after it is worth, and is left out of the summary.
    </p>
  );
  if (!analysis) {
    return (
      <section class="play__analysis" aria-labelledby="play-analysis">
        <h2 id="play-analysis">Analysis</h2>
        {intro}
        <button type="button" onClick={() => dispatch({ type: 'analysis-asked' })}>Analyse the game</button>
      </section>
    );
  }
  const moves = analysis.game.played.length;
  const done = analysisDone(analysis);
  const reviews = reviewMoves(analysis);
  const step = analysis.step;
  const review = reviews[step];
  const played = analysis.game.played[step]!;
  const last = moves - 1;
  const go = (index: number) => dispatch({ type: 'analysis-step', index });
  const view = (v: AnalysisView) => dispatch({ type: 'analysis-view', view: v });
  const onKeyDown = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement;
    if (t.closest('input, select, textarea') || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = STEP_KEYS[e.key];
    if (!to) return;
    e.preventDefault();
    go(to(step, last));
  };
  return (
    <section class="play__analysis" aria-labelledby="play-analysis" onKeyDown={onKeyDown} data-analysed={String(analysis.evaluations.length)}>
      <h2 id="play-analysis">Analysis</h2>
      {!done && (
        <p class="play__analysis-progress">
          <label>
            {analysis.stopped ? 'Stopped after ' : analysis.failed ? 'Failed after ' : 'Analysing: '}
            {analysis.evaluations.length} of {moves} moves{' '}
            <progress max={moves} value={analysis.evaluations.length} />
          </label>{' '}
          {analysis.stopped || analysis.failed
            ? <button type="button" onClick={() => dispatch({ type: 'analysis-asked' })}>Go on</button>
            : <button type="button" onClick={() => dispatch({ type: 'analysis-stopped' })}>Stop</button>}
        </p>
      )}
      {analysis.failed && <p class="play__problem" role="alert">The analysis stopped: {analysis.failed}.</p>}
      <div class="play__analysis-step">
        <div role="group" aria-label="Step through the moves (or use the arrow keys, Home and End)" class="play__analysis-nav">
          {/* Unavailable, not disabled: a button that becomes unavailable as it is pressed keeps the focus, and with it the group's keys. */}
          <StepButton label="« First" keys="Home" off={step === 0} onPress={() => go(0)} />
          <StepButton label="◀ Previous" keys="ArrowLeft" off={step === 0} onPress={() => go(step - 1)} />
          <StepButton label="Next ▶" keys="ArrowRight" off={step === last} onPress={() => go(step + 1)} />
          <StepButton label="Last »" keys="End" off={step === last} onPress={() => go(last)} />
        </div>
        <p class="play__analysis-review" data-step={String(step)}>
          {review ? reviewWords(review, who) : `Move ${step + 1}: ${who(positionBefore(analysis.game, step).toMove)} played ${played.notation}; not analysed yet.`}
        </p>
        <div role="group" aria-label="What the board shows" class="play__analysis-views">
          <button type="button" aria-pressed={analysis.view === 'before'} onClick={() => view('before')}>Before the move</button>
          <button type="button" aria-pressed={analysis.view === 'played'} onClick={() => view('played')}>After {played.notation}</button>
          {review && !review.sameAsBest && review.bestAfter && (
            <button type="button" aria-pressed={analysis.view === 'best'} onClick={() => view('best')}>After {review.best}, the move preferred</button>
          )}
        </div>
      </div>
      {done && <ul class="play__analysis-summary">{analysisSummary(analysis, who).map((line) => <li key={line}>{line}</li>)}</ul>}

      <p id="play-analysis-moves" class="play__analysis-caption">Every move, as the analysis sees it. <NotationLink /></p>
      <div class="play__analysis-table" role="region" aria-labelledby="play-analysis-moves" tabIndex={0}>
        <table aria-labelledby="play-analysis-moves">
          <thead>
            <tr>
              <th scope="col">Move</th><th scope="col">By</th><th scope="col">Played</th><th scope="col">Move preferred</th>
              <th scope="col">Chance before</th><th scope="col">After</th><th scope="col">Lost</th><th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {analysis.game.played.map((m, i) => {
              const r = reviews[i];
              return (
                <tr key={i} aria-current={i === step ? 'step' : undefined} data-verdict={r?.verdict ?? ''}>
                  <th scope="row"><button type="button" class="play__move" aria-label={`Review move ${i + 1}, ${m.notation}`} onClick={() => go(i)}>{i + 1}</button></th>
                  <td>{positionBefore(analysis.game, i).toMove}</td>
                  <td>{m.notation}</td>
                  <td>{r ? (r.forced ? 'the only move' : r.sameAsBest ? `${r.best} (the same)` : r.best) : '…'}</td>
                  <td>{r?.before != null ? `${percent(r.before)}${r.proof ? ` (${r.proof} proved)` : ''}` : '…'}</td>
                  <td>{r?.after != null ? percent(r.after) : '…'}</td>
                  <td>{r?.lost != null ? Math.round(r.lost * 100) : '…'}</td>
                  <td>{r?.verdict ? (r.forced ? 'only move' : verdictWords(r.verdict)) : '…'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <details class="play__analysis-how">
        <summary>How the analysis works</summary>
        {intro}
      </details>
      <p><button type="button" onClick={() => dispatch({ type: 'analysis-closed' })}>Close the analysis</button></p>
    </section>
  );
}
