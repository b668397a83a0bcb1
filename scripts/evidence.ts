/**
 * `npm run evidence`: the figures behind the /readings/ page, written to src/data/evidence.json.
 * For every code (every id in RULESET_IDS) and every reading of it (the defaults, and each
 * option's other values one at a time: readingsOf in src/features/readings/readings.ts), two
 * self-play runs through the code's opening: random against random, and the computer against
 * itself at a fixed, low number of playouts a move. Each figure is stored with the exact
 * `choro selfplay` command that reproduces it (the same seed gives the same figures on any
 * number of threads). Progress goes to stderr.
 *
 *   node scripts/evidence.ts [--threads K] [--out FILE]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { fileToWrite, UsageError, wholeNumber } from '../src/cli/args.ts';
import { runSelfplayThreaded } from '../src/computer/selfplay-threads.ts';
import type { SelfplayPlayer, SelfplaySpec } from '../src/computer/selfplay.ts';
import { allReadings, selfplayCommand, type Evidence, type EvidenceReading } from '../src/features/readings/readings.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const EVIDENCE_FILE = 'src/data/evidence.json';
export const SEED = 1;
/** Games a reading: random play is cheap, the computer's games cost its search. */
export const GAMES = { random: 600, computer: 160 } as const;
/** The computer's fixed budget: playouts a move (a low level, reproducible). */
export const COMPUTER_PLAYOUTS = 30;
export const PLAYERS: { random: [SelfplayPlayer, SelfplayPlayer]; computer: [SelfplayPlayer, SelfplayPlayer] } = {
  random: [{ kind: 'random' }, { kind: 'random' }],
  computer: [{ kind: 'computer', playouts: COMPUTER_PLAYOUTS }, { kind: 'computer', playouts: COMPUTER_PLAYOUTS }],
};

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(argv: readonly string[]): Promise<number> {
  let threads = Math.max(1, Math.min(os.cpus().length, 8));
  let out = EVIDENCE_FILE;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--threads') threads = wholeNumber(a, argv[++i], 1, 64);
    else if (a === '--out' && argv[i + 1]) out = argv[++i]!;
    else if (a === '--help' || a === '-h') {
      console.log('usage: npm run evidence -- [--threads K] [--out FILE]\n\nWrites the self-play figures of every reading of every code to ' + EVIDENCE_FILE + '.');
      return 0;
    } else {
      console.error(`evidence: unknown or incomplete argument "${a}"; see --help`);
      return 2;
    }
  }
  // Where the figures go, checked before minutes of self-play rather than after.
  const path = fileToWrite('--out', out, ROOT);
  const t0 = performance.now();
  const codes = allReadings();
  const total = codes.reduce((s, c) => s + c.readings.length, 0);
  let done = 0;
  const result: Evidence['codes'][number][] = [];
  for (const { rules, readings } of codes) {
    const measured: EvidenceReading[] = [];
    for (const reading of readings) {
      const run = async (kind: 'random' | 'computer') => {
        const spec: SelfplaySpec = { rules, options: reading.options, position: null, opening: {}, games: GAMES[kind], seed: SEED, players: PLAYERS[kind] };
        const summary = await runSelfplayThreaded(spec, threads);
        return { command: selfplayCommand(spec), summary };
      };
      const random = await run('random');
      const computer = await run('computer');
      measured.push({ ...reading, random, computer });
      done++;
      console.error(`evidence: ${done}/${total} ${rules} ${reading.id}: first mover won ${(100 * random.summary.firstMoverWinShare.value).toFixed(0)}% (random), ${(100 * computer.summary.firstMoverWinShare.value).toFixed(0)}% (computer); ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    result.push({ rules, readings: measured });
  }
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  const dirty = git('status', '--porcelain', '--', 'src/engine', 'src/computer') !== '';
  const evidence: Evidence = {
    made: new Date().toISOString().slice(0, 10),
    command: 'npm run evidence',
    seed: SEED,
    engine: { version: pkg.version, commit: `${git('rev-parse', '--short=12', 'HEAD')}${dirty ? '+changes' : ''}` },
    games: { ...GAMES },
    players: PLAYERS,
    runSeconds: Math.round((performance.now() - t0) / 1000),
    threads,
    codes: result,
  };
  writeFileSync(path, `${JSON.stringify(evidence, null, 1)}\n`);
  console.error(`evidence: wrote ${out} (${total} readings, ${evidence.runSeconds} s on ${threads} thread${threads === 1 ? '' : 's'})`);
  return 0;
}

if (import.meta.main) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`evidence: ${e.message}`);
    process.exitCode = 2;
  }
}
