/** The computer's last search on the play page: trial games, time, its estimate, its candidate moves; or the win it proved. */
import type { SearchStats } from '../../computer/search.ts';

export function ComputerStats({ stats }: { stats: SearchStats }) {
  if (stats.solved?.value === 'win') {
    const n = stats.solved.line;
    const moves = `${n} move${n === 1 ? '' : 's'}`;
    return (
      <p class="play__stats" data-solved="win">
        {stats.solved.shortest
          ? <>Solved: the computer wins by force in {moves}, the fewest against the best defence, and played the first of them</>
          : <>Solved: the computer has a forced win, and played it. The line it found ends the game in {moves} against
            the longest resistance it saw (a shorter win may exist)</>}
        {' '}({stats.solved.nodes.toLocaleString('en')} positions searched).
      </p>
    );
  }
  return (
    <details class="play__stats">
      <summary>
        The computer's last search: {stats.iterations.toLocaleString('en')} trial games in {(stats.elapsedMs / 1000).toFixed(1)} s;
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
