/**
 * `choro selfplay`: many whole games between two players (src/computer's), on worker threads if
 * asked, and what they measured, as one JSON object.
 */
import { formatPosition, quoteInput, RULESET_IDS } from '../../engine/index.ts';
import { AI_LEVEL_IDS } from '../../computer/search.ts';
import {
  MAX_GAMES, MAX_TOTAL_PLAYOUTS, MAX_TOTAL_PLIES, parsePlayer, specProblem, timed,
  type SelfplayOpening, type SelfplayPlayer, type SelfplaySpec,
} from '../../computer/selfplay.ts';
import { MAX_THREADS, runSelfplayThreaded } from '../../computer/selfplay-threads.ts';
import { one, UsageError, wholeFrom, type CommandLine } from '../args.ts';
import type { Command } from '../command.ts';
import { givenAny, OPENING_FLAGS, positionFrom, refuseOpeningFlags, rulesFrom, simultaneousOpeningFrom } from '../flags.ts';

/** The run `choro selfplay` asks for (see its help); every bad argument is a UsageError naming it. */
function selfplaySpecFrom(p: CommandLine): { spec: SelfplaySpec; threads: number } {
  const rules = rulesFrom(p);
  const games = wholeFrom(p, '--games', 1, MAX_GAMES);
  if (games === undefined) throw new UsageError(`--games is required: how many games to play, 1 to ${MAX_GAMES}`);
  const seed = wholeFrom(p, '--seed', 0, 0xffffffff);
  if (seed === undefined) throw new UsageError('--seed is required: a whole number from 0 to 4294967295');
  const threads = wholeFrom(p, '--threads', 1, MAX_THREADS) ?? 1;
  const playersText = one(p, '--players');
  if (playersText === undefined) throw new UsageError('--players is required: A\'s player and B\'s, e.g. --players random,random');
  const names = playersText.split(',');
  if (names.length !== 2) throw new UsageError(`--players: ${quoteInput(playersText)} is not two players separated by a comma, e.g. random,greedy`);
  const players = names.map((n) => {
    const r = parsePlayer(n.trim());
    if (!r.ok) throw new UsageError(`--players: ${r.error}`);
    return r.value;
  }) as [SelfplayPlayer, SelfplayPlayer];
  const opening = p.booleans.has('--opening');
  if (!opening) {
    const f = givenAny(p, OPENING_FLAGS);
    if (f !== undefined) throw new UsageError(`${f} is a flag of the opening: give --opening too`);
  }
  if (opening && p.flags.has('--position')) throw new UsageError('--position and --opening cannot be given together: the opening makes the start position');
  const position = p.flags.has('--position') ? formatPosition(positionFrom(p)) : null;
  let openingSpec: SelfplayOpening | null = null;
  if (opening && rules.opening.kind !== 'simultaneous') {
    refuseOpeningFlags(p, rules, ", as the games' first two moves");
    openingSpec = {};
  } else if (opening) {
    // A player whose answers are not given answers as his kind plays (SelfplayOpening.clockwise).
    const o = simultaneousOpeningFrom(p);
    openingSpec = { cols: o.cols, start: o.start, speed: o.speed, ...(o.tieBreak ? { tieBreak: o.tieBreak } : {}), clockwise: o.clockwise };
  }
  const spec: SelfplaySpec = { rules: rules.id, options: p.flags.get('--option') ?? [], position, opening: openingSpec, games, seed, players };
  const problem = specProblem(spec);
  if (problem !== null) throw new UsageError(problem);
  return { spec, threads };
}

export const selfplayCommand: Command = {
  name: 'selfplay',
  summary: 'play many games between two players and print what they measured (JSON)',
  flags: ['--rules', '--option', '--position', '--opening', ...OPENING_FLAGS, '--games', '--seed', '--players', '--threads'],
  valueFlags: ['--rules', '--option', '--position', '--cols', '--start-a', '--start-b', '--speed-a', '--speed-b', '--tie', '--choices-a', '--choices-b', '--games', '--seed', '--players', '--threads'],
  help: () => `usage: choro selfplay --rules R [--option k=v …] [--position P | --opening [opening flags]]
                      --games N --seed S --players P,P [--threads K]

Plays N whole games to their end (game ends as the engine's: D-end, K-win, and the draw of a
game that never ends, AMB-11: the repetitions and maxPlies options) and prints one JSON object.

  --rules R          ${RULESET_IDS.join(', ')}
  --option k=v       a rule option, repeatable (see "choro options")
  --position P       the start position (default: the 8-column start position, A to move)
  --opening          start each game with the code's opening instead: for didinga and lango the
                     simultaneous opening (who finishes first moves first, D-open, L-open), each
                     player's start hole drawn per game among those the reading allows unless
                     --start-a/--start-b fix it (an opening reaching the lap bound is drawn again,
                     counted in openingRedraws); for ikibuguzo Murray's array (--option
                     ikibuguzo.array=1|2). Takes the flags of "choro opening": --cols, --start-a,
                     --start-b, --speed-a, --speed-b, --tie, --clockwise-a, --clockwise-b,
                     --choices-a, --choices-b; without a player's answers, a random player
                     takes or passes each clockwise chance of the Lango opening at random (AMB-18),
                     any other player passes
  --games N          games to play, 1 to ${MAX_GAMES}
  --seed S           seed, 0 to 4294967295: game i is seeded from S and i alone, so a run is the
                     same on any number of threads
  --players P,P      A's player and B's: random (uniform over the legal moves the engine lists),
                     greedy (the move that captures most), computer:<N> (the tree search, N
                     playouts a move: reproducible) or computer:<level> (${AI_LEVEL_IDS.join(', ')}: the
                     level's time a move, so the result depends on the machine)
  --threads K        worker threads, 1 to ${MAX_THREADS} (default 1); the same result as one thread

Bound on the work: every game ends by maxPlies moves at the latest (AMB-11, default 1000), so
a run plays at most games × maxPlies moves; runs above ${MAX_TOTAL_PLIES.toLocaleString('en-US')} moves, or above
${MAX_TOTAL_PLAYOUTS.toLocaleString('en-US')} search playouts (games × maxPlies × N), are refused.

Prints: games, wins {A, B}, draws, aWinShare, firstMover {A, B}, firstMoverWinShare,
decisiveShare, limitShare (games the AMB-11 policy ended) — each share with its 95% Wilson
interval {value, low, high, count, of, method: "wilson"} — ends (by reason), plies {mean,
median, p95, max}, perMove {laps, captured}, branching {mean, max} (legal moves a turn),
endless {listed, turns, turnShare, played} (endless or unresolved moves met, AMB-3),
openingRedraws. Exit status 2 for a bad argument, 1 when a run cannot go on (openings that
never end within the lap bound, AMB-3).`,
  run(p, { out, errOut }) {
    const { spec, threads } = selfplaySpecFrom(p);
    if (spec.players.some(timed)) errOut('choro: selfplay: a computer level searches for a time, so this run depends on the machine and its load; computer:<N> is reproducible');
    return runSelfplayThreaded(spec, threads, () => performance.now()).then(
      (summary) => {
        out(JSON.stringify(summary));
        return 0;
      },
      // A run that cannot go on (an opening from fixed holes that never ends, AMB-3) is told
      // in one line, not as a stack trace.
      (e: unknown) => {
        errOut(`choro: selfplay: ${e instanceof Error ? e.message.replace(/^selfplay: /, '') : String(e)}`);
        return 1;
      },
    );
  },
};
