/**
 * The play page's record of the game: the moves in pairs, the last move's steps, the board as a
 * table, the game record to copy, and the box to paste one into.
 */
import { currentPosition, formatPosition, movePairs, type Game } from '../../engine/index.ts';
import type { Labels } from '../../components/holes.ts';
import { BoardTable } from '../../components/board/Board.tsx';
import { RULESET_TITLE } from '../../data/clauses.ts';
import type { PlaySetup } from './play.ts';
import type { Dispatch, Shown } from './state.ts';

interface RecordProps {
  game: Game;
  setup: PlaySetup;
  opening: string | null;
  lastFrames: Shown | null;
  labels: Labels;
  record: string;
  copied: string;
  onCopy: () => void;
}

export function GameRecord({ game, setup, opening, lastFrames, labels, record, copied, onCopy }: RecordProps) {
  const pos = currentPosition(game);
  const movesPaired = movePairs(game.initial.toMove, game.played.map((m) => m.notation));
  const lastMove = game.played[game.played.length - 1];
  const beforeLast = game.played.length > 1 ? game.played[game.played.length - 2]!.after : game.initial;
  return (
    <section class="play__record" aria-labelledby="play-moves">
      <h2 id="play-moves">Moves</h2>
      <p>{RULESET_TITLE[setup.rules]}{setup.options.length ? `, ${setup.options.join(', ')}` : ''}. {opening ? `Opening: ${opening}.` : ''}</p>
      {movesPaired.length === 0 ? <p>No moves yet.</p> : (
        <ol class="play__moves">
          {movesPaired.map((m) => <li key={m.number} value={m.number}><span>{m.A ?? '…'}</span> <span>{m.B ?? ''}</span></li>)}
        </ol>
      )}
      {lastMove && (
        <p>
          <a href={`/examples/?${new URLSearchParams({ rules: setup.rules, ...(setup.options.length ? { options: setup.options.join(' ') } : {}), position: formatPosition(beforeLast), move: lastMove.notation }).toString()}#try`}>
            Step through the last move ({lastMove.notation}) on the examples page
          </a>
        </p>
      )}
      {lastFrames && (
        <details class="play__log">
          <summary>{lastFrames.title}: all {lastFrames.frames.length - 1} steps</summary>
          <ol class="steps" start={0}>
            {lastFrames.frames.map((f, n) => <li key={n}>{f.caption[labels]}{f.clause ? ` (${f.clause})` : ''}</li>)}
          </ol>
        </details>
      )}
      <details class="play__table">
        <summary>The board as a table</summary>
        <BoardTable cols={pos.cols} counts={pos.counts} labels={labels} caption={`The board, ${pos.toMove} to move`} />
      </details>
      <h3>Game record</h3>
      <p>Copy it to keep the game; paste it below to resume. The address of this page holds the game too, and this browser keeps it if you reload.</p>
      <textarea class="play__record-text" readOnly rows={6} aria-label="Game record" value={record} />
      <p>
        <button type="button" onClick={onCopy}>Copy the record</button> <span role="status">{copied}</span>
      </p>
    </section>
  );
}

export function PasteRecord({ pasted, dispatch }: { pasted: string; dispatch: Dispatch }) {
  return (
    <details class="play__paste">
      <summary>Resume a game from its record</summary>
      <label class="play__field play__field--wide">
        <span>Paste a game record</span>
        <textarea rows={6} spellcheck={false} value={pasted} onInput={(e) => dispatch({ type: 'paste-edited', text: (e.target as HTMLTextAreaElement).value })} />
      </label>
      <button type="button" onClick={() => dispatch({ type: 'record-pasted', text: pasted })}>Resume this game</button>
    </details>
  );
}
