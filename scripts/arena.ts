/**
 * `npm run arena`: the computer player against the random and the one-move greedy player, per
 * code, from each code's real opening, to the end of the game under game.ts. Prints a table and
 * whether the issue's thresholds are met (at least 95% of games won against random, 75% against
 * greedy; for the beginner level, greedy must win at least 30%). Not a test: the thresholds are
 * reported, not asserted (test/computer/levels.test.ts checks the beginner on a small sample).
 *
 *   node scripts/arena.ts [--games N] [--seed S] [--rules didinga,lango,ikibuguzo]
 *                         [--vs random,greedy] [--level beginner|quick|steady|strong | --playouts N | --ms M]
 *                         [--proof N] [--no-calibrate]
 *
 * With --playouts (the default, so that a run is reproducible) the AI searches a fixed number
 * of iterations a move and the run is deterministic for the seed; --level and --ms search for a
 * time. Unless --no-calibrate, the script first measures how many iterations the AI runs in
 * the strong level's 3 s on this machine, per code, so the table can say what a playout budget
 * corresponds to.
 *
 * Many openings are already won for the side to move (the search proves a forced win: about
 * half of Lango's). Games come in pairs from one opening with the seats swapped, so in such a
 * pair each player wins the game where he moves first if he finds the win: those games measure
 * the opening more than the players. The table counts them ("decided") and gives the win rate
 * over the others ("contested") beside the plain one, which is what the thresholds are checked on.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { AI_LEVEL_IDS, aiLevel, levelBudget, searchMove, type AiLevelId } from '../src/computer/search.ts';
import { Rng, RULESET_IDS, RULESETS, type RulesetId } from '../src/engine/index.ts';
import { listOf, UsageError, wholeNumber } from '../src/cli/args.ts';
import { arenaStart, playMatch, type ArenaPlayer } from '../src/computer/arena.ts';

export const DEFAULT_GAMES = 20;
export const DEFAULT_SEED = 1;
export const DEFAULT_PLAYOUTS = 3000;
export const DEFAULT_PROOF = 20_000;
const OPPONENTS = ['random', 'greedy'] as const;
type Opponent = (typeof OPPONENTS)[number];
/** The issue's thresholds: share of games the strongest level must win. */
export const THRESHOLDS: Readonly<Record<Opponent, number>> = { random: 0.95, greedy: 0.75 };
/** The beginner level's ceiling: the greedy player must beat it in at least this share of games (issue 18). */
export const BEGINNER_BEATEN_BY_GREEDY = 0.3;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The check a match is held to: the strongest level's floor, or the beginner's ceiling against greedy (none against random). */
export function matchCheck(level: AiLevelId | undefined, opp: Opponent, m: { games: readonly unknown[]; wins: number; losses: number }): { target: string; met: boolean | null } {
  if (level === 'beginner') {
    if (opp !== 'greedy') return { target: '–', met: null };
    return { target: `greedy wins ≥ ${pct(BEGINNER_BEATEN_BY_GREEDY)}`, met: m.losses / m.games.length >= BEGINNER_BEATEN_BY_GREEDY };
  }
  return { target: pct(THRESHOLDS[opp]), met: m.wins / m.games.length >= THRESHOLDS[opp] };
}

const HELP = `usage: npm run arena -- [options]

Plays the computer player (Monte Carlo tree search) against a random and a one-move greedy
player, per code, from each code's real opening, and prints wins, draws, losses and whether
the thresholds (95% against random, 75% against greedy) are met.

  --games N          games per match (default ${DEFAULT_GAMES}); pairs from one opening, seats swapped
  --seed S           seed of the openings and of every player (default ${DEFAULT_SEED})
  --rules LIST       codes, comma-separated (default ${RULESET_IDS.join(',')})
  --vs LIST          opponents, comma-separated: random, greedy (default both)
  --playouts N       search iterations a move (default ${DEFAULT_PLAYOUTS}; deterministic for the seed)
  --ms M             search time a move, milliseconds (may be combined with --playouts)
  --level L          a level's budget: ${AI_LEVEL_IDS.map((id) => `${id} (${aiLevel(id).description})`).join(', ')}
  --proof N          iterations of the check that marks openings already won by the side to move
                     (default ${DEFAULT_PROOF}; 0 skips it)
  --no-calibrate     skip measuring the iterations the strong level runs on this machine
  --help             this text`;

export interface ArenaArgs {
  games: number;
  seed: number;
  rules: RulesetId[];
  vs: Opponent[];
  ai: ArenaPlayer & { kind: 'mcts' };
  budgetLabel: string;
  calibrate: boolean;
  /** Iterations of the forced-win check of each opening (0: none). */
  proof: number;
  /** The level played, if one was given (--level). */
  level: AiLevelId | undefined;
}

/** Parse the flags; throws UsageError with the one line to print. Returns null for --help. */
export function parseArenaArgs(argv: readonly string[]): ArenaArgs | null {
  let games = DEFAULT_GAMES;
  let seed = DEFAULT_SEED;
  let rules: RulesetId[] = [...RULESET_IDS];
  let vs: Opponent[] = [...OPPONENTS];
  let playouts: number | undefined;
  let ms: number | undefined;
  let level: AiLevelId | undefined;
  let calibrate = true;
  let proof = DEFAULT_PROOF;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => argv[++i];
    switch (a) {
      case '--help': case '-h': return null;
      case '--games': games = wholeNumber('--games', value(), 1, 100_000); break;
      case '--seed': seed = wholeNumber('--seed', value(), 0, 0xffffffff); break;
      case '--rules': rules = listOf('--rules', value(), RULESET_IDS); break;
      case '--vs': vs = listOf('--vs', value(), OPPONENTS); break;
      case '--playouts': playouts = wholeNumber('--playouts', value(), 1, 10_000_000); break;
      case '--ms': ms = wholeNumber('--ms', value(), 1, 600_000); break;
      case '--level': {
        const v = value();
        if (v === undefined || !(AI_LEVEL_IDS as readonly string[]).includes(v)) throw new UsageError(`--level takes ${AI_LEVEL_IDS.join(', ')}; got ${v === undefined ? 'nothing' : `"${v}"`}`);
        level = v as AiLevelId;
        break;
      }
      case '--no-calibrate': calibrate = false; break;
      case '--proof': proof = wholeNumber('--proof', value(), 0, 10_000_000); break;
      default: throw new UsageError(`unknown argument "${a}"; see --help`);
    }
  }
  if (level !== undefined && (playouts !== undefined || ms !== undefined)) throw new UsageError('give --level or --playouts/--ms, not both');
  let ai: ArenaPlayer & { kind: 'mcts' };
  let budgetLabel: string;
  if (level !== undefined) {
    ai = { kind: 'mcts', ...levelBudget(level) };
    budgetLabel = `level ${level}: ${aiLevel(level).description}`;
  } else if (playouts === undefined && ms !== undefined) {
    ai = { kind: 'mcts', ms };
    budgetLabel = `${ms} ms a move`;
  } else {
    const n = playouts ?? DEFAULT_PLAYOUTS;
    ai = { kind: 'mcts', iterations: n, ...(ms !== undefined ? { ms } : {}) };
    budgetLabel = `${n} playouts a move${ms !== undefined ? `, at most ${ms} ms` : ''}`;
  }
  return { games, seed, rules, vs, ai, budgetLabel, calibrate, proof, level };
}

/** Iterations a second of the search on this machine, from the code's first arena opening (1 s, after a warm-up). */
export function measureIterationsPerSecond(id: RulesetId, seed: number, seconds = 1): number {
  const rules = RULESETS[id];
  const start = arenaStart(rules, 0, new Rng(seed)).position;
  searchMove(rules, start, { iterations: 2000, seed });
  const r = searchMove(rules, start, { ms: seconds * 1000, seed, now: () => performance.now() });
  return r!.stats.iterations / (r!.stats.elapsedMs / 1000);
}


export function main(argv: readonly string[], out: (line: string) => void, errOut: (line: string) => void): number {
  let args: ArenaArgs | null;
  try {
    args = parseArenaArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      errOut(`arena: ${e.message}`);
      return 2;
    }
    throw e;
  }
  if (args === null) {
    out(HELP);
    return 0;
  }
  const now = () => performance.now();
  const cpu = os.cpus();
  out(`machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, Node ${process.version}; single thread; load average ${os.loadavg()[0]!.toFixed(1)} at the start`);
  out(`command: npm run arena -- ${argv.join(' ')}`.trimEnd());
  out(`seed ${args.seed}; ${args.games} games a match, in pairs from one opening with the seats swapped; AI: Monte Carlo tree search, ${args.budgetLabel}`);
  if (args.calibrate) {
    const strong = aiLevel('strong').ms! / 1000;
    for (const id of args.rules) {
      const rate = measureIterationsPerSecond(id, args.seed);
      out(`calibration ${id}: ${Math.round(rate).toLocaleString('en-US')} iterations/s here, so strong (${strong} s) ≈ ${Math.round(rate * strong).toLocaleString('en-US')} playouts a move`);
    }
  }
  out('');
  out('| rules | vs | games | wins | draws | losses | win % | threshold | met | decided | contested win % | AI ms/move | plies/game |');
  out('|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|');
  let allMet = true;
  for (const id of args.rules) {
    for (const opp of args.vs) {
      const m = playMatch(RULESETS[id], [args.ai, { kind: opp }], { games: args.games, seed: args.seed, now, proofIterations: args.proof });
      const rate = m.wins / m.games.length;
      const { target, met } = matchCheck(args.level, opp, m);
      allMet &&= met !== false;
      const plies = m.games.reduce((s, g) => s + g.plies, 0) / m.games.length;
      const decided = m.games.length - m.contested.games;
      const contested = m.contested.games === 0 ? '–' : `${pct(m.contested.wins / m.contested.games)} (${m.contested.wins}/${m.contested.games})`;
      out(`| ${id} | ${opp} | ${m.games.length} | ${m.wins} | ${m.draws} | ${m.losses} | ${pct(rate)} | ${target} | ${met === null ? '–' : met ? 'yes' : 'NO'} | ${args.proof > 0 ? decided : '–'} | ${args.proof > 0 ? contested : '–'} | ${m.msPerMove[0].toFixed(1)} | ${plies.toFixed(1)} |`);
    }
  }
  out('');
  if (args.proof > 0) out(`decided: games from an opening the search proves (${args.proof} iterations) a win for the side to move; contested: the others`);
  out(allMet ? 'every threshold met' : 'some threshold NOT met');
  return 0;
}

if (import.meta.main) {
  process.exitCode = main(process.argv.slice(2), (l) => console.log(l), (l) => console.error(l));
}
