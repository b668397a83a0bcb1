/** The computer's last search on the play page: trial games, time, its estimate, its candidate moves; or the win it proved. */
import type { SearchStats } from '../../computer/search.ts';
import { computerWinText, holdsOutWords } from './state/index.ts';

export function ComputerStats({ stats }: { stats: SearchStats }) {
  if (stats.solved?.value === 'win') {
    return (
      <p class="play__stats" data-solved="win">
        {computerWinText(stats.solved).replace(/\.$/, '')} ({stats.solved.nodes.toLocaleString('en')} positions searched).
      </p>
    );
  }
  if (stats.solved?.value === 'loss' && stats.solved.holdsOut) {
    return <p class="play__stats" data-solved="loss">Solved: the computer loses against best play whatever it plays; {holdsOutWords(stats.solved.line, 'its move')} ({stats.solved.nodes.toLocaleString('en')} positions searched).</p>;
  }
  if (stats.solved?.value === 'loss' && stats.iterations === 0) {
    // The solver settled it before any trial game: no rating to give.
    return <p class="play__stats" data-solved="loss">Solved: the computer loses against best play whatever it plays ({stats.solved.nodes.toLocaleString('en')} positions searched).</p>;
  }
  if (stats.moves === 1 && stats.iterations === 0) {
    // One move: no search was run, and a rating of 50% "after 0 trial games" would say nothing.
    return <p class="play__stats" data-only="yes">The computer had one move only, and played it.</p>;
  }
  return (
    <details class="play__stats">
      <summary>
        The computer’s last search: {stats.iterations.toLocaleString('en')} trial games in {(stats.elapsedMs / 1000).toFixed(1)} s;
        it rated its move at {Math.round(stats.winRate * 100)}% to win{stats.solved?.value === 'loss' ? ', though the solver proves that it loses against best play' : ''}
      </summary>
      <table>
        <caption>Its candidate moves, most searched first</caption>
        <thead><tr><th scope="col">Move</th><th scope="col">Trial games</th><th scope="col">Won</th></tr></thead>
        <tbody>
          {stats.candidates.map((c) => (
            <tr key={c.notation}><td>{c.notation}</td><td>{c.visits.toLocaleString('en')}</td><td>{c.proven ? `proven ${c.proven}` : `${Math.round(c.winRate * 100)}%`}</td></tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
