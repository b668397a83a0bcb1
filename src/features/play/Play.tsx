/**
 * The play widget (/play/): a whole game of any of the three codes, from the opening to the end,
 * against a friend at the same screen or against the computer (a Web Worker).
 *
 * It renders and dispatches; the page's state machine is `reduce` (state.ts), its side effects
 * are the hooks in hooks.ts, and the rules are the engine's. Each move is shown drop by drop
 * with the stepper's frames (skippable; no animation under reduced motion). The game is kept in
 * the URL and in the saved-games list in local storage after every change, as the same record a
 * reader can copy or download, so a reload, a shared link, a second tab or an error never loses it.
 */
import { useEffect, useState } from 'preact/hooks';
import { boardIndex, formatPosition, openingStartHoles, reverseHoles, sideTotal, startPosition, type Position } from '../../engine/index.ts';
import { hasLetters, labelChoices, LABELS_NAME, labelsFor, type Labels } from '../../components/holes.ts';
import { Board, handLine } from '../../components/board/Board.tsx';
import { holeKeys } from '../../components/board/hole-keys.ts';
import { WorkStatus } from '../../components/work/WorkStatus.tsx';
import { NotationLink } from '../../components/NotationLink.tsx';
import { holeAction } from '../../components/move-choice.ts';
import { StepButton } from '../../components/StepButton.tsx';
import { keyCommand, keyPressOf } from '../../components/step-keys.ts';
import { usePlay, type Replaying } from './hooks.ts';
import { savedQuery } from './play.ts';
import { upperFirst } from '../../components/sentence.ts';
import { analysisBoard } from './analysis.ts';
import { GameAnalysis } from './Analysis.tsx';
import { canAnalyse, canHint, canRedo, canUndo, decisionLabel, endOf, hintHole, hintReason, hintWords, humanToMove, learnerGame, jobOf, LINK_OPENS_AS_NEW, playerName, positionOf, previewedMove, rulesOf, savedGameOf, SPEEDS, startsOf, statusText, stepThroughGame, UNSAVED_NOTICE, type SpeedId } from './state/index.ts';
import { SetupForm } from './SetupForm.tsx';
import { Prompts } from './Prompts.tsx';
import { GameRecord, PasteRecord } from './Record.tsx';
import { ComputerStats } from './ComputerStats.tsx';
import { SavedGames } from './SavedGames.tsx';
import { placeInGame } from './focus.ts';
import { useKeptFocus } from '../../components/focus-keeper.ts';

export default function Play() {
  const { state, dispatch, record, saves, replaying } = usePlay();
  const { setup, draft, phase, game, animation, computer, message } = state;
  // The keyboard's place: a focus the page drops (a hole no longer playable, a saved game's button gone) goes back into the game (focus.ts).
  const rootRef = useKeptFocus<HTMLDivElement>(placeInGame, state.hydrated);

  if (!state.hydrated) {
    // Drawn as the first view once the script has run (a first visit: the New game form open and
    // its status; a game in the address: the form closed), so that hydration moves nothing on the
    // page (no layout shift: the board stays where it is). The form does nothing until then: inert.
    return (
      <div class="play play--static">
        <p class="play__status">{replaying ? '' : statusText(state)}</p>
        <ReplayStatus replaying={replaying} />
        {/* The room of the notice the load will show over a link's game (linkOpensAsNew), unseen: shown only by play.css when the page expects it. */}
        <p class="play__notice play__notice--room" aria-hidden="true">{LINK_OPENS_AS_NEW} <button type="button" tabIndex={-1}>Dismiss</button></p>
        {/* The same keyed frame as the game's board below, so that hydration keeps this board's drawing and only brings its holes to life. */}
        <div class="play__board" key="board">
          <Board cols={8} counts={startPosition(8).counts} labels="driberg" title={START_BOARD_TITLE} playLayout />
          {/* The room of the line under a resumed game's board (its marbles), unseen: shown only by play.css when the page expects a game, so that the form under the board does not move when it comes. */}
          <p class="play__totals play__totals--room" aria-hidden="true">On the board: A 32 marbles, B 32.</p>
        </div>
        <SetupForm draft={draft} open={!replaying} dispatch={dispatch} inert />
        {/* The live region below, there and empty from the first HTML (keyed), so that what the load says is a change a screen reader hears: one drawn with its words already in it is not read. */}
        <div class="visually-hidden" aria-live="polite" aria-atomic="true" key="live"></div>
        {!replaying && (
          <p class="play__static-note">
            Playing runs in your browser and needs JavaScript. Without it you can still read the rules on
            the <a href="/rules/">rules page</a> and step through every worked example on the{' '}
            <a href="/examples/">examples page</a>, whose step lists are written out in full.
          </p>
        )}
      </div>
    );
  }

  const rules = rulesOf(state);
  const pos = positionOf(state);
  const end = endOf(state);
  const cols = pos.cols;
  const labels = labelsFor(cols, state.labels);
  const reverse = rules.ok ? reverseHoles(rules.value, cols) : [];
  const thinking = jobOf(state, 'computer')?.status === 'running';
  const learner = learnerGame(setup);
  const frame = animation ? animation.frames[animation.index]! : null;
  // A choice inside the reader's move: the board as the choice finds it, or as an answer would leave it.
  const decision = !frame ? state.decision : null;
  const preview = decision?.shown ? decision.previews.find((p) => p.token === decision.shown) ?? null : null;
  // A move of the list, focused or pointed at: the board as that move left it, while nothing else is shown.
  const listed = !frame && !decision ? previewedMove(state) : null;
  // The move under review in the game's analysis: the board before it, after it, or after the computer's move.
  const reviewed = !frame && !decision && !listed && state.analysis ? analysisBoard(state.analysis, labels) : null;
  const counts = frame ? frame.counts : decision ? (preview ?? decision).counts : listed ? listed.move.after.counts : reviewed ? reviewed.position.counts : phase.kind === 'setup' ? startPosition(draft.cols).counts : game ? pos.counts : startPosition(setup.cols).counts;
  const inHand = decision ? pos.counts.reduce((a, b) => a + b, 0) - counts.reduce((a, b) => a + b, 0) : 0;
  const boardCols = phase.kind === 'setup' && !game ? draft.cols : cols;
  const selectable = new Map<number, string>();
  if (!animation && phase.kind === 'opening' && rules.ok) {
    for (const h of openingStartHoles(rules.value, setup.cols)) selectable.set(boardIndex(phase.chooser, h, setup.cols), 'open from here');
  }
  if (humanToMove(state) && !state.decision) {
    for (const [i, c] of startsOf(state)) selectable.set(i, holeAction(c, cols));
  }
  const boardTitle = animation
    ? `${animation.title}, step ${animation.index} of ${animation.frames.length - 1}`
    : decision ? (preview ? `The board if you choose: ${decisionLabel(decision, preview.token)}` : 'The board as the choice finds it, in the middle of your move')
    : listed ? `The board after move ${listed.index + 1}, ${listed.move.notation}` : reviewed ? reviewed.title
    : !game ? START_BOARD_TITLE
    : end.over ? `The board as the game ended: ${statusText(state)}` : `The board: ${pos.toMove} to move`;
  const ringed = decision
    ? boardIndex(pos.toMove, preview?.outcome === 'asks' ? preview.hole! : decision.point.hole, cols)
    : reviewed ? reviewed.ringed : state.pendingStarts?.hole ?? hintHole(state);

  /** The game's own address (savedQuery, as the page keeps it in its address), to give to someone. */
  async function copyLink() {
    const saved = savedGameOf(state);
    if (!saved) return;
    const url = new URL(window.location.href);
    url.search = savedQuery(saved).toString();
    url.hash = '';
    try {
      await navigator.clipboard.writeText(url.href);
      dispatch({ type: 'link-copied', text: 'Link copied.' });
    } catch {
      dispatch({ type: 'link-copied', text: `Copying is blocked here: the link is this page’s address.` });
    }
  }

  /** The result banner's "New game": the form opened, in sight, its first field focused. */
  function openNewGame() {
    dispatch({ type: 'setup-toggled', open: true });
    window.setTimeout(() => {
      const field = rootRef.current?.querySelector<HTMLElement>('.play__setup select');
      field?.scrollIntoView({ block: 'nearest' });
      field?.focus();
    }, 0);
  }

  async function copyRecord() {
    try {
      await navigator.clipboard.writeText(record);
      dispatch({ type: 'copied', text: 'Copied.' });
    } catch {
      dispatch({ type: 'copied', text: 'Copying is blocked here: select the text and copy it.' });
    }
  }

  const undoable = canUndo(state);
  const redoable = canRedo(state);
  // A step through the game, from its button or its key (state.ts, stepThroughGame): nothing where it cannot act.
  const go = (to: 'first' | 'prev' | 'next' | 'last') => {
    const action = stepThroughGame(to, state);
    if (action) dispatch(action);
  };
  // The steppers' keys on the game controls: ← Undo, → Redo, Home To start, End To end.
  const onControlsKey = (e: KeyboardEvent) => {
    const command = keyCommand(keyPressOf(e));
    if (command?.type !== 'go' || typeof command.to === 'number') return;
    e.preventDefault();
    go(command.to);
  };
  // A problem, beside the board it concerns (a move refused), or above the form when no game is on it.
  // The alert is the message alone: read with its button, it ended in "Dismiss".
  const problem = message && <p class="play__problem"><span role="alert">{message}</span> <button type="button" onClick={() => dispatch({ type: 'message-dismissed' })}>Dismiss</button></p>;

  return (
    <div class="play" ref={rootRef} data-phase={phase.kind} data-position={game ? formatPosition(pos) : ''} data-moves={game ? String(game.played.length) : '0'} data-thinking={thinking ? 'yes' : 'no'} data-animating={animation ? 'yes' : 'no'} data-over={end.over ? end.reason : ''}>

      {/* Not a live region: the one below says every change, this line's words included, so a screen reader hears each once. */}
      {/* A game over: its result, right above the board, with what to do next (issue 45). */}
      {game && end.over && !frame && !decision && !listed && !reviewed ? (
        <div class="play__result" role="group" aria-labelledby="play-result">
          <p id="play-result" class="play__status">{statusText(state)}</p>
          <button type="button" onClick={openNewGame}>New game</button>
          {canAnalyse(state) && !state.analysis && <button type="button" onClick={() => dispatch({ type: 'analysis-asked' })}>Analyse</button>}
        </div>
      ) : (
        <p class="play__status">
          {thinking && <span class="play__spinner" aria-hidden="true" />}
          {statusText(state)}
        </p>
      )}
      <ReplayStatus replaying={replaying} />
      {game && problem}
      {/* Not a live region either: each change that brings a notice says it in the announcement below (state.ts). */}
      {state.notice && <p class="play__notice">{state.notice} <button type="button" onClick={() => dispatch({ type: 'notice-dismissed' })}>Dismiss</button></p>}
      {/* An alert for as long as saving fails, with no Dismiss: it goes when a write succeeds (hooks.ts). */}
      {game && state.unsaved && <p class="play__notice play__unsaved" role="alert">{UNSAVED_NOTICE}</p>}

      <div class="play__board" key="board">
        <Board
          cols={boardCols}
          counts={counts}
          labels={labels}
          reverse={reverse}
          marks={frame ?? {}}
          title={boardTitle}
          selectable={selectable}
          onSelect={(index) => dispatch({ type: 'hole-chosen', index })}
          onRefused={(index) => dispatch({ type: 'hole-chosen', index })}
          holeKeys={holeKeys}
          chosen={ringed}
        />
        {frame && <p class="play__hand">{handLine(frame)} · {frame.caption[labels]}</p>}
        {decision && (
          <p class="play__hand" data-preview={preview?.token ?? ''}>
            {preview
              ? <>If you choose “{decisionLabel(decision, preview.token)}”: it {preview.words}.</>
              : <>The board as the choice finds it{inHand > 0 ? <>, {inHand} marble{inHand === 1 ? '' : 's'} in {pos.toMove}’s hand</> : null}. Focus or point at an answer to see where it leads.</>}
          </p>
        )}
        {listed && (
          <p class="play__hand" data-previewed={String(listed.index)}>
            The board after move {listed.index + 1}, {listed.move.notation}: {marbleTotals(listed.move.after)}. Move away from the list to see the game as it stands.
          </p>
        )}
        {reviewed && (
          <p class="play__hand" data-reviewed={String(state.analysis!.step)}>
            {reviewed.title}: {marbleTotals(reviewed.position)}. Close the analysis to see the game as it ended.
          </p>
        )}
        {game && !frame && !decision && !listed && !reviewed && (
          <p class="play__totals">On the board: {marbleTotals(pos)}.</p>
        )}
        {computer.stats && setup.opponent === 'computer' && !thinking && <ComputerStats stats={computer.stats} />}
        {state.hint && <p class="play__hint-line" data-hint={state.hint.notation ?? ''}>{hintWords(state.hint, pos, labels, undefined, learner)} {state.hint.notation && <NotationLink />}</p>}
        {/* A learner's hint keeps why, a proof of who wins as often as not, one click further. */}
        {state.hint?.notation && learner && hintReason(state.hint, pos) && (
          <details class="play__hint-why"><summary>Why this move?</summary><p>{upperFirst(hintReason(state.hint, pos))}.</p></details>
        )}
      </div>

      {/* Under the board (issue 45): the board is what a first visit sees first, at every width. */}
      {/* With no game on the board (a link that cannot be opened, nothing saved), the problem comes here, over the form it sends the reader to, and moves no board. */}
      {!game && problem}
      <SetupForm draft={draft} open={state.setupOpen} dispatch={dispatch} start={state.draftStart} startProblem={state.startProblem} board={!!game} />

      {/* Right under the board, so that the board and the steps fit on one screen. */}
      <GameAnalysis analysis={state.analysis} available={canAnalyse(state)} who={(p) => playerName(setup, p)} dispatch={dispatch} />

      <Prompts state={state} rules={rules.ok ? rules.value : null} dispatch={dispatch} />

      <div class="play__controls" role="group" aria-label="Game controls" onKeyDown={onControlsKey}>
        <button type="button" onClick={() => dispatch({ type: 'hint-asked' })} disabled={!canHint(state) || (state.hint !== null && state.hint.failed === null)} aria-describedby="play-hint-what">Hint</button>
        <span id="play-hint-what" class="visually-hidden">The move the computer would play for you, at its steady strength; the hole is ringed on the board.</span>
        {/* Unavailable, not disabled: a button that becomes unavailable as it is pressed keeps the focus (a disabled one drops it to the page). */}
        <StepButton className="play__step" label="⇤ To start" keys="Home" off={!undoable} onPress={() => go('first')} />
        <StepButton className="play__step" label="↶ Undo" keys="ArrowLeft" off={!undoable} onPress={() => go('prev')} />
        <StepButton className="play__step" label="↷ Redo" keys="ArrowRight" off={!redoable} onPress={() => go('next')} />
        <StepButton className="play__step" label="To end ⇥" keys="End" off={!redoable} onPress={() => go('last')} />
        <label class="play__option">
          Animation{' '}
          <select value={state.speed} onChange={(e) => dispatch({ type: 'speed-changed', speed: (e.target as HTMLSelectElement).value as SpeedId })}>
            {SPEEDS.map((s) => <option key={s.id} value={s.id}>{s.label}</option>)}
          </select>
        </label>
        {hasLetters(cols) && (
          <label class="play__option">
            Labels{' '}
            <select value={state.labels} onChange={(e) => dispatch({ type: 'labels-changed', labels: (e.target as HTMLSelectElement).value as Labels })}>
              {labelChoices(cols).map((l) => <option key={l} value={l}>{LABELS_NAME[l]}</option>)}
            </select>
          </label>
        )}
      </div>

      {/* Outside the controls' group, whose arrow keys step through the game. */}
      {game && (
        <p class="play__copy-link">
          <button type="button" onClick={copyLink}>Copy link to this game</button>{' '}
          <span role="status">{state.linkCopied}</span>
        </p>
      )}

      <div class="visually-hidden" aria-live="polite" aria-atomic="true" key="live">{state.announce}</div>

      {game && (
        <GameRecord game={game} setup={setup} opening={state.opening} lastFrames={state.lastFrames} labels={labels} record={record} copied={state.copied} onCopy={copyRecord} previewed={listed?.index ?? null} onPreview={(index) => dispatch({ type: 'move-previewed', index })} over={end.over} />
      )}
      <SavedGames saves={state.saves} current={state.slot?.id ?? null} dispatch={dispatch} onDelete={saves.remove} />
      <PasteRecord pasted={state.pasted} dispatch={dispatch} />
    </div>
  );
}

/** The board's name while no game is on it (the static view, the New game form before a first game): the start it shows, no one to move yet. */
const START_BOARD_TITLE = 'The board at the start: two marbles in every hole';

/** Each side's marbles on a board, as the lines under it say them ("A 27 marbles, B 37"). */
function marbleTotals(pos: Position): string {
  return `A ${sideTotal(pos, 'A')} marbles, B ${sideTotal(pos, 'B')}`;
}

/**
 * How long a replay runs before its "Working…" line shows. Most records replay in a fraction of
 * a second: a line that came and went above the board would only move the page twice (a saved
 * game or a link opening: a layout shift of 0.66 of a phone's screen, measured) with nothing to
 * cancel by the time it could be read.
 */
const REPLAY_NOTICE_DELAY_MS = 500;

/**
 * While a record is replayed in the worker (a link, the saved games, a paste or a file; hooks.ts):
 * the widgets' "Working…" line with Cancel, once the replay has run REPLAY_NOTICE_DELAY_MS. Its
 * region is always in the page, so screen readers hear it change; what a stopped replay means,
 * the alert that follows says.
 */
function ReplayStatus({ replaying }: { replaying: Replaying | null }) {
  const [shown, setShown] = useState(false);
  const active = replaying !== null;
  useEffect(() => {
    setShown(false);
    if (!active) return undefined;
    const timer = window.setTimeout(() => setShown(true), REPLAY_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  const what = replaying === null || replaying.records === 1 ? 'a game record' : `${replaying.records} game records`;
  return <WorkStatus state={{ status: replaying && shown ? 'working' : 'idle' }} onCancel={() => replaying?.cancel()} what={`replaying ${what}, every move checked by the rules`} />;
}

