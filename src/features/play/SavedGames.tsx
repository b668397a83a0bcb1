/**
 * The play page's saved games: every game this browser keeps (saves.ts), to resume or delete.
 * Games played in other tabs appear here as they are written.
 */
import { MAX_SAVES, type SaveEntry } from './saves.ts';
import type { Dispatch } from './state/index.ts';

interface SavedGamesProps {
  saves: readonly SaveEntry[];
  /** The id of the game on the board, or null. */
  current: string | null;
  dispatch: Dispatch;
  onDelete: (id: string) => void;
}

function when(ms: number): string {
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString();
}

const movesText = (n: number) => (n === 1 ? '1 move' : `${n} moves`);

export function SavedGames({ saves, current, dispatch, onDelete }: SavedGamesProps) {
  return (
    <details class="play__saves">
      <summary>Saved games ({saves.length})</summary>
      <p>
        This browser keeps your last {MAX_SAVES} games, each saved after every move; past {MAX_SAVES}, a
        game opened from a link and not played on (its link opens it again) is dropped first, then the
        oldest finished game, then the oldest under way. A game opened from a link
        or a record joins the list as a new game and never replaces one. Games played in other tabs
        appear here too; to keep a game for good, download its record.
      </p>
      {saves.length === 0 ? <p>No saved games yet.</p> : (
        <ul class="play__saves-list">
          {saves.map((e) => (
            <li key={e.id} data-game={e.id} aria-current={e.id === current ? 'true' : undefined}>
              <span class="play__saves-title">{e.title}</span>
              <span class="play__saves-meta">
                {movesText(e.moves)}, {e.finished ? 'finished' : 'under way'}{e.link !== undefined ? ', as its link gives it' : ''}, saved {when(e.updated)}
                {e.id === current ? ' (the game on the board)' : ''}
              </span>
              <span class="play__saves-actions">
                {e.id !== current && (
                  <button type="button" onClick={() => dispatch({ type: 'save-resumed', id: e.id })} aria-label={`Resume: ${e.title}, ${movesText(e.moves)}`}>Resume</button>
                )}{' '}
                <button type="button" onClick={() => onDelete(e.id)} aria-label={`Delete: ${e.title}, ${movesText(e.moves)}`}>Delete</button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
