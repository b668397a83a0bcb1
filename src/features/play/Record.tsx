/**
 * The play page's record of the game: the moves in pairs, the last move's steps, the board as a
 * table, the game record to copy or download, and the box to paste one into or the file to open.
 */
import { currentPosition, formatPosition, movePairs, OPTIONS, type Game } from '../../engine/index.ts';
import { readingWords } from '../../components/readings.ts';
import type { Labels } from '../../components/holes.ts';
import { BoardTable } from '../../components/board/Board.tsx';
import { NotationLink } from '../../components/NotationLink.tsx';
import { moveWordsBeyondNotation } from '../../components/move-words.ts';
import { RULESET_TITLE } from '../../data/clauses.ts';
import type { PlaySetup } from './play.ts';
import type { Dispatch, Shown } from './state/index.ts';

interface RecordProps {
  game: Game;
  setup: PlaySetup;
  opening: string | null;
  lastFrames: Shown | null;
  labels: Labels;
  record: string;
  copied: string;
  onCopy: () => void;
  /** The move shown on the board from the list (its index in the game's moves), or null. */
  previewed: number | null;
  /** A move of the list focused or pointed at (its index), or null when it is left. */
  onPreview: (index: number | null) => void;
  /** Whether the game is over: its board is then named as it ended, not by whose move it would be. */
  over: boolean;
}

export function GameRecord({ game, setup, opening, lastFrames, labels, record, copied, onCopy, previewed, onPreview, over }: RecordProps) {
  const pos = currentPosition(game);
  const movesPaired = movePairs(game.initial.toMove, game.played.map((m) => m.notation));
  // Each move, focused or pointed at, shows the board as it left it (Play.tsx); leaving the list puts the game back.
  // Named by the notation shown (WCAG 2.5.3, label in name), then, where its signs say more than a
  // hole, in words: a screen reader reads "xf4/<" sign by sign.
  const entryName = (index: number) => {
    const notation = game.played[index]!.notation;
    const words = moveWordsBeyondNotation(notation, pos.cols);
    return `Move ${index + 1}, ${notation}${words === null ? '' : ` (${words})`}: show the board after it`;
  };
  const entry = (index: number | null) => index === null ? null : (
    <button
      type="button" class="play__move" aria-pressed={previewed === index}
      aria-label={entryName(index)}
      onFocus={() => onPreview(index)} onBlur={() => onPreview(null)} onMouseEnter={() => onPreview(index)} onMouseLeave={() => onPreview(null)}
      onClick={() => onPreview(previewed === index ? null : index)}
    >{game.played[index]!.notation}</button>
  );
  const lastMove = game.played[game.played.length - 1];
  const beforeLast = game.played.length > 1 ? game.played[game.played.length - 2]!.after : game.initial;
  return (
    <section class="play__record" aria-labelledby="play-moves">
      <h2 id="play-moves">Moves</h2>
      <p>{RULESET_TITLE[setup.rules]}{setup.options.length ? `, ${setup.options.map((o) => readingWords(o, OPTIONS)).join('; ')}` : ''}. {opening ? `Opening: ${opening}.` : ''} <NotationLink /></p>
      {movesPaired.length === 0 ? <p>No moves yet.</p> : (
        <ol class="play__moves">
          {movesPaired.map((m) => <li key={m.number} value={m.number}>{entry(m.indexA) ?? <span>…</span>} {entry(m.indexB)}</li>)}
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
          {/* A long move scrolls inside its box: the box takes the focus so the keyboard can scroll it. */}
          <div class="play__log-scroll" role="region" aria-label={`Steps of ${lastFrames.title}`} tabIndex={0}>
            <ol class="steps" start={0}>
              {lastFrames.frames.map((f, n) => <li key={n}>{f.caption[labels]}{f.clause ? ` (${f.clause})` : ''}</li>)}
            </ol>
          </div>
        </details>
      )}
      <details class="play__table">
        <summary>The board as a table</summary>
        <BoardTable cols={pos.cols} counts={pos.counts} labels={labels} caption={over ? 'The board as the game ended' : `The board, ${pos.toMove} to move`} />
      </details>
      <h3>Game record</h3>
      <p>Copy or download it to keep the game; paste it or open the file below to play it again. The address of this page holds the game too, and this browser keeps it in its saved games.</p>
      <textarea class="play__record-text" readOnly rows={6} aria-label="Game record" value={record} />
      <p>
        <button type="button" onClick={onCopy}>Copy the record</button>{' '}
        <button type="button" onClick={() => downloadRecord(record, setup.rules, game.played.length)}>Download the record (.txt)</button>{' '}
        <span role="status">{copied}</span>
      </p>
    </section>
  );
}

/** Save the record as a text file (a link to a Blob, clicked, then released). */
function downloadRecord(record: string, rules: string, moves: number): void {
  const url = URL.createObjectURL(new Blob([`${record}\n`], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `choro-${rules}-${moves}-moves.txt`;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The largest record file the page opens: far more than any game's record, and read at once. */
export const MAX_RECORD_FILE = 200_000;

export function PasteRecord({ pasted, dispatch }: { pasted: string; dispatch: Dispatch }) {
  const openFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_RECORD_FILE) {
      dispatch({ type: 'problem', message: `That file is ${file.size.toLocaleString('en')} bytes; a game record is far shorter (the page opens files of up to ${MAX_RECORD_FILE.toLocaleString('en')} bytes). Your current game is unchanged.` });
      return;
    }
    try {
      const text = await file.text();
      dispatch({ type: 'paste-edited', text });
      dispatch({ type: 'record-pasted', text });
    } catch {
      dispatch({ type: 'problem', message: 'That file cannot be read. Your current game is unchanged.' });
    }
  };
  return (
    <details class="play__paste">
      <summary>Open a game from its record</summary>
      <p>The record opens as a new game; the game on the board stays in the saved games.</p>
      <label class="play__field play__field--wide">
        <span>Open a record file (.txt)</span>
        <input type="file" accept=".txt,text/plain" onChange={(e) => void openFile(e.target as HTMLInputElement)} />
      </label>
      <label class="play__field play__field--wide">
        <span>Paste a game record</span>
        <textarea rows={6} spellcheck={false} value={pasted} onInput={(e) => dispatch({ type: 'paste-edited', text: (e.target as HTMLTextAreaElement).value })} />
      </label>
      <button type="button" onClick={() => dispatch({ type: 'record-pasted', text: pasted })}>Open this game</button>
    </details>
  );
}
