/**
 * `npm run bench`: the engine's throughput on the fast path (no trace), seeded and
 * single-threaded. Prints a table with the machine's details; figures are medians of
 * several timed rounds. Not a test: nothing here passes or fails.
 *
 * The solver (src/solver/dfpn.ts) is measured too: positions expanded a second on each code's
 * default main-phase start under a fixed node budget, the bytes each stored result takes, and the
 * process's peak resident memory. Each code is measured in a worker thread of its own, one after
 * another (see main).
 *
 *   node scripts/bench.ts [--seconds S] [--rounds R] [--solver-nodes N] [--rules a,b] [--json]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  listMoves, Rng, RULESET_IDS, RULESETS, runArrayOpening, runSimultaneousOpening, Simulator,
  startPosition, type Position, type Ruleset, type RulesetId,
} from '../src/engine/index.ts';
import { listOf, UsageError, wholeNumber } from '../src/cli/args.ts';
import { BYTES_PER_ENTRY, MAX_SOLVE_NODES, solve } from '../src/solver/index.ts';

const args = process.argv.slice(2);
/** A whole-number flag from `lo` to `hi`, or its default; a bad one ends the bench with status 2, naming it. */
function flag(name: string, fallback: number, lo: number, hi: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  try {
    return wholeNumber(name, args[i + 1], lo, hi);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`bench: ${e.message}`);
    process.exit(2);
  }
}
const seconds = flag('--seconds', 1, 1, 600);
const rounds = flag('--rounds', 5, 1, 100);
const json = args.includes('--json');
/** `--rules a,b`: only these codes (each keeps its seeds, so its figures are those of a whole run). */
const only: readonly RulesetId[] = (() => {
  const i = args.indexOf('--rules');
  if (i < 0) return RULESET_IDS;
  try {
    return listOf('--rules', args[i + 1], RULESET_IDS);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`bench: ${e.message}`);
    process.exit(2);
  }
})();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The position the main phase starts from: the default opening of each code. */
function mainPhaseStart(rules: Ruleset): Position {
  if (rules.opening.kind === 'array') return runArrayOpening(rules).position;
  // LU-open: Ludii's first turns are played in the game, from the start array.
  if (rules.opening.kind === 'sequential') return startPosition();
  const r = runSimultaneousOpening(rules);
  return r.ok ? r.value.position : startPosition();
}

interface Row {
  rules: string;
  gamesPerSecond: number;
  movesPerSecond: number;
  dropsPerSecond: number;
  movesPerGame: number;
  decisiveShare: number;
  moveGenPerSecond: number;
}

/** LU-open: playouts from the start array begin with Ludii's two first turns. */
function openingPlies(rules: Ruleset): number {
  return rules.opening.kind === 'sequential' ? 2 : 0;
}

function benchPlayouts(rules: Ruleset, seed: number): Omit<Row, 'moveGenPerSecond'> {
  const sim = new Simulator(rules, 8);
  const start = mainPhaseStart(rules);
  const rng = new Rng(seed);
  const per: { g: number; m: number; d: number; plies: number; decisive: number }[] = [];
  // Warm-up so the JIT has compiled the hot path before timing.
  for (let i = 0; i < 200; i++) { sim.setPosition(start, openingPlies(rules)); sim.playout(rng); }
  for (let r = 0; r < rounds; r++) {
    let games = 0, plies = 0, decisive = 0;
    const m0 = sim.totalMoves, d0 = sim.totalDrops;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < seconds * 1000) {
      for (let k = 0; k < 20; k++) {
        sim.setPosition(start, openingPlies(rules));
        const res = sim.playout(rng);
        games++;
        plies += res.plies;
        if (res.winner) decisive++;
      }
      t = performance.now();
    }
    const s = (t - t0) / 1000;
    per.push({ g: games / s, m: (sim.totalMoves - m0) / s, d: (sim.totalDrops - d0) / s, plies: plies / games, decisive: decisive / games });
  }
  return {
    rules: rules.id,
    gamesPerSecond: median(per.map((p) => p.g)),
    movesPerSecond: median(per.map((p) => p.m)),
    dropsPerSecond: median(per.map((p) => p.d)),
    movesPerGame: median(per.map((p) => p.plies)),
    decisiveShare: median(per.map((p) => p.decisive)),
  };
}

/** Midgame positions: random play from the start for 10–40 moves, seeded. */
function midgames(rules: Ruleset, count: number, seed: number): Position[] {
  const sim = new Simulator(rules, 8);
  const rng = new Rng(seed);
  const out: Position[] = [];
  const start = mainPhaseStart(rules);
  while (out.length < count) {
    sim.setPosition(start);
    const plies = 10 + rng.below(31);
    let alive = true;
    for (let i = 0; i < plies && alive; i++) alive = sim.playRandomMove(rng).moved;
    if (alive && sim.listStarts().length > 0) out.push({ cols: 8, counts: Array.from(sim.board), toMove: sim.toMove });
  }
  return out;
}

function benchMoveGen(rules: Ruleset, seed: number): number {
  const positions = midgames(rules, 200, seed);
  const per: number[] = [];
  for (const p of positions.slice(0, 20)) listMoves(rules, p);
  for (let r = 0; r < rounds; r++) {
    let n = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < seconds * 1000) {
      for (const p of positions) listMoves(rules, p);
      n += positions.length;
      t = performance.now();
    }
    per.push(n / ((t - t0) / 1000));
  }
  return median(per);
}

interface SolverRow {
  readonly rules: string;
  readonly value: string;
  readonly nodes: number;
  readonly nodesPerSecond: number;
  readonly generatedPerSecond: number;
  readonly stored: number;
  readonly bytesPerStoredResult: number;
}

/** The solver on each source code's default main-phase start: a fixed budget, the median rate of the rounds. */
function benchSolver(rules: Ruleset, nodes: number): SolverRow {
  const pos = mainPhaseStart(rules);
  const rates: number[] = [];
  const generated: number[] = [];
  let last: { value: string; nodes: number; stored: number } = { value: 'unknown', nodes: 0, stored: 0 };
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    const res = solve(rules, pos, { maxNodes: nodes, tableEntries: 1 << 21 });
    const dt = performance.now() - t0;
    if (!res.ok) throw new Error(res.error.message);
    rates.push(res.value.nodes / (dt / 1000));
    generated.push(res.value.generated / (dt / 1000));
    last = { value: res.value.value, nodes: res.value.nodes, stored: res.value.stored };
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  return { rules: rules.id, value: last.value, nodes: last.nodes, nodesPerSecond: median(rates), generatedPerSecond: median(generated), stored: last.stored, bytesPerStoredResult: BYTES_PER_ENTRY };
}

let peakRss = 0;
const solverNodes = flag('--solver-nodes', 300_000, 1, MAX_SOLVE_NODES);

/** One code's figures: its playouts and move lists, and for a source code the solver's. */
interface CodeFigures {
  readonly row: Row;
  readonly solver: SolverRow | null;
  readonly peakRss: number;
}

const SOLVED_CODES: readonly RulesetId[] = ['didinga', 'lango', 'ikibuguzo'];

function measureCode(index: number): CodeFigures {
  const id = RULESET_IDS[index]!;
  const row = { ...benchPlayouts(RULESETS[id], 1000 + index), moveGenPerSecond: benchMoveGen(RULESETS[id], 2000 + index) };
  const solver = SOLVED_CODES.includes(id) ? benchSolver(RULESETS[id], solverNodes) : null;
  return { row, solver, peakRss: Math.max(peakRss, process.memoryUsage().rss) };
}

if (!isMainThread) {
  parentPort!.postMessage(measureCode((workerData as { index: number }).index));
} else {
  await main();
}

/**
 * Each code in a thread of its own, one after another: a code measured in a process that has
 * run others runs machine code the JIT made for several rulesets, and ran up to 44% slower than
 * alone (Ikibuguzo's playouts after Didinga's and Lango's), so figures depended on the order.
 */
async function main(): Promise<void> {
  const figures: CodeFigures[] = [];
  for (let index = 0; index < RULESET_IDS.length; index++) {
    if (!only.includes(RULESET_IDS[index]!)) continue;
    figures.push(await new Promise<CodeFigures>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { index }, argv: args });
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`bench: the thread measuring ${RULESET_IDS[index]} stopped (exit code ${code}) before its figures`)));
    }));
  }
  report(figures.map((f) => f.row), figures.flatMap((f) => (f.solver ? [f.solver] : [])), Math.max(...figures.map((f) => f.peakRss)));
}

function report(rows: readonly Row[], solverRows: readonly SolverRow[], peakRss: number): void {
  const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${process.platform} ${process.arch}, Node ${process.version}`;

  if (json) {
    console.log(JSON.stringify({ machine, seconds, rounds, rows, solver: { nodesBudget: solverNodes, rows: solverRows, peakRssBytes: peakRss } }, null, 2));
  } else {
    const fmt = (x: number) => (x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1));
    console.log(`machine: ${machine}`);
    console.log(`random playouts from each code's default opening, seeded; medians of ${rounds} rounds of ${seconds} s; single thread`);
    console.log('');
    console.log('| rules | games/s | moves/s | drops/s | moves/game | decisive | legal-move lists/s (midgame) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(`| ${r.rules} | ${fmt(r.gamesPerSecond)} | ${fmt(r.movesPerSecond)} | ${fmt(r.dropsPerSecond)} | ${fmt(r.movesPerGame)} | ${(r.decisiveShare * 100).toFixed(0)}% | ${fmt(r.moveGenPerSecond)} |`);
    }
    console.log('');
    console.log(`the solver (df-pn) on each code's default main-phase start, at most ${fmt(solverNodes)} positions; medians of ${rounds} rounds; peak resident memory ${(peakRss / 2 ** 20).toFixed(0)} MB`);
    console.log('');
    console.log('| rules | value | positions expanded | expanded/s | positions generated/s | results stored | bytes a result |');
    console.log('|---|---|---:|---:|---:|---:|---:|');
    for (const r of solverRows) console.log(`| ${r.rules} | ${r.value} | ${fmt(r.nodes)} | ${fmt(r.nodesPerSecond)} | ${fmt(r.generatedPerSecond)} | ${fmt(r.stored)} | ${r.bytesPerStoredResult} |`);
  }
}
