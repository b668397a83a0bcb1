/**
 * `npm run solve-openings`: every opening of every reading solved (src/solver/openings.ts), on
 * several threads, into src/data/solved-openings.json. The file is written after each result, so
 * an interrupted run loses nothing: run the same command again and it goes on, skipping every
 * opening already settled and every unsettled one already tried with at least this budget. A
 * larger budget retries the unsettled ones. Openings that reach the same position under the same
 * reading, or its mirror (the board turned half round, the other to move), are solved once. Progress goes to stderr.
 *
 * With --within, the openings left unsettled are not searched on: searches under move limits of 2,
 * 4, 6, … moves find how far into the main phase neither player can force a win
 * (solveOpeningWithin), within --nodes, and each result keeps it (noWinWithin); a limit's search
 * that settles an opening gives its value. It skips an opening already so tried with at least
 * this budget.
 *
 * With --checkpoints DIR a search's state is kept in DIR (src/solver/checkpoint.ts): written every
 * CHECKPOINT_EVERY_MS, on Ctrl-C (the searches under way stop and write theirs; a second Ctrl-C
 * ends at once) and when a budget runs out, so that the same command, or one with a larger
 * --nodes, goes on from where each search stood instead of starting it afresh.
 *
 *   node scripts/solve-openings.ts [--nodes N] [--memory MB] [--threads K] [--out FILE] [--checkpoints DIR | --within]
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { checkTableMemory, fileToWrite, folderMade, tableAllocationError, tableMemoryNote, UsageError, wholeNumber } from '../src/cli/args.ts';
import { solveProgressLine } from '../src/cli/progress.ts';
import { MAX_SOLVE_NODES, mirrorPosition, type OpeningCase, openingCases, type OpeningJob, type OpeningMessage, type SolveBudget, SOLVED_FILE, type SolvedFile, type SolvedOpening, tableEntriesFor } from '../src/solver/index.ts';
import { opponent, quoteInput, type Player } from '../src/engine/index.ts';

/** How often a long search says how far it has gone (a line on stderr). */
const PROGRESS_EVERY_MS = 60_000;
/** How often a search writes its state, with --checkpoints (a table of 12 GB takes some seconds). */
const CHECKPOINT_EVERY_MS = 10 * 60_000;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function usage(): string {
  return `usage: npm run solve-openings -- [--nodes N] [--memory MB] [--threads K] [--out FILE] [--checkpoints DIR | --within]\n\nSolves every opening of every reading into ${SOLVED_FILE}, going on from what the file holds; with --checkpoints, each search keeps its state in DIR and goes on from it; with --within, the openings left unsettled are searched under move limits of 2, 4, 6, ... moves instead, to find how far neither player can force a win.`;
}

/**
 * A stamp of the code a checkpoint's table depends on (its keys and its results): the engine's
 * sources and the solver's. A checkpoint made by other code is not resumed.
 */
function codeStamp(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] => readdirSync(join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
  // The solver's modules that make a table's keys and results (dfpn.ts asks the questions,
  // search.ts searches, table.ts keys and stores, options.ts holds the weights and budgets).
  const solver = ['dfpn', 'options', 'search', 'table'].map((m) => `src/solver/${m}.ts`);
  for (const f of [...files('src/engine'), ...solver].sort()) hash.update(f).update('\0').update(readFileSync(join(ROOT, f))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The file an opening's checkpoint is kept in. */
const checkpointFile = (dir: string, id: string) => join(dir, `${createHash('sha256').update(id).digest('hex').slice(0, 16)}.checkpoint`);

/**
 * The key under which openings share a result: the reading and the position, or its mirror (the
 * board turned half round, the other to move: the same game, mirrorPosition), whichever is written
 * first, so that a position and its mirror are solved once.
 */
const shareKey = (c: OpeningCase) => {
  const mirror = c.position === null ? null : mirrorPosition(c.position);
  const canonical = mirror !== null && c.position !== null && mirror < c.position ? mirror : c.position;
  return `${c.rules} ${c.options.join(' ')} ${canonical}`;
};

/** A result for another opening with the same key: the same, or its mirror's (the players swapped). */
function shared(r: SolvedOpening, to: OpeningCase): SolvedOpening {
  if (to.position === r.position) return { ...r, id: to.id };
  const swap = (p: Player | null): Player | null => (p === null ? null : opponent(p));
  return { ...r, id: to.id, position: to.position, first: swap(r.first), winner: swap(r.winner) };
}

async function main(argv: readonly string[]): Promise<number> {
  let nodes = 2_000_000;
  let memory = 192;
  let threads = Math.max(1, Math.min(os.cpus().length, 8));
  let out = SOLVED_FILE;
  let checkpoints: string | null = null;
  let within = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--nodes') nodes = wholeNumber(a, argv[++i], 1, MAX_SOLVE_NODES);
    else if (a === '--memory') memory = wholeNumber(a, argv[++i], 1, 16_384);
    else if (a === '--threads') threads = wholeNumber(a, argv[++i], 1, 64);
    else if (a === '--out' && argv[i + 1]) out = argv[++i]!;
    else if (a === '--checkpoints' && argv[i + 1]) checkpoints = argv[++i]!;
    else if (a === '--within') within = true;
    else if (a === '--help' || a === '-h') {
      console.log(usage());
      return 0;
    } else {
      console.error(`solve-openings: unknown or incomplete argument ${quoteInput(a)}; see --help`);
      return 2;
    }
  }
  // The searches under move limits are many short ones, each from the start: none keeps a state.
  if (within && checkpoints !== null) throw new UsageError('--within and --checkpoints: the searches under move limits keep no state; give one of them');
  const budget: SolveBudget = { nodes, tableEntries: tableEntriesFor(memory) };
  // Checked before hours of search rather than at the first result.
  const path = fileToWrite('--out', out, ROOT);
  const checkpointDir = checkpoints === null ? null : folderMade('--checkpoints', checkpoints, ROOT);
  const code = checkpointDir === null ? '' : codeStamp();
  const cases = openingCases();
  const previous = previousResults(path, out);
  const kept = new Map<string, SolvedOpening>();
  for (const r of previous) {
    const c = cases.find((x) => x.id === r.id);
    // A result stands only for the position the engine still reaches from that opening.
    if (c && c.position === r.position) kept.set(r.id, r);
  }
  // With --within, an opening is done once settled, or once its move limits were tried with at least this budget.
  const settled = (r: SolvedOpening | undefined) => r !== undefined && (r.value !== 'unknown' || r.position === null
    || (within ? r.noWinWithin !== undefined && r.noWinWithin.budget.nodes >= budget.nodes : r.budget.nodes >= budget.nodes));
  // A result found for a position stands for its mirror too.
  for (const c of cases) {
    if (settled(kept.get(c.id))) continue;
    const mate = cases.find((o) => o !== c && shareKey(o) === shareKey(c) && settled(kept.get(o.id)));
    if (mate) kept.set(c.id, shared(kept.get(mate.id)!, c));
  }
  // One job per shared position: the first case stands for the others.
  const jobs = new Map<string, OpeningCase>();
  // With --within, only an opening the full search has tried and left unsettled: its result is what a bound joins.
  const toSearch = (c: OpeningCase) => !settled(kept.get(c.id)) && (!within || kept.get(c.id)?.value === 'unknown');
  for (const c of cases) if (toSearch(c) && !jobs.has(shareKey(c))) jobs.set(shareKey(c), c);
  const queue = [...jobs.values()];
  const total = queue.length;
  // One table a thread at work, checked against the machine before any search (as choro solve's).
  const used = Math.min(threads, total);
  if (used > 0) {
    checkTableMemory('--memory', memory, used);
    const note = tableMemoryNote('--memory', memory, used);
    if (note !== null) console.error(`solve-openings: ${note}`);
  }
  console.error(`solve-openings: ${cases.length} openings, ${kept.size} kept from ${out}, ${total} position${total === 1 ? '' : 's'} to ${within ? 'search under move limits' : 'solve'} with ${nodes.toLocaleString('en-US')} positions and ${memory} MB each, on ${threads} thread${threads === 1 ? '' : 's'}`);

  const keptResults = () => cases.flatMap((c) => (kept.has(c.id) ? [kept.get(c.id)!] : []));
  const write = () => {
    const file: SolvedFile = {
      engine: { version: JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')).version as string, commit: git('rev-parse', '--short', 'HEAD') },
      command: `npm run solve-openings -- --nodes ${nodes} --memory ${memory}${within ? ' --within' : ''}`,
      date: new Date().toISOString().slice(0, 10),
      results: keptResults(),
    };
    // One result a line: the file diffs opening by opening.
    const head = JSON.stringify({ ...file, results: [] }).replace(/\[\]\}$/, '');
    writeFileSync(`${path}.tmp`, `${head}[\n${file.results.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`);
    renameSync(`${path}.tmp`, path);
  };

  // With checkpoints, Ctrl-C (or a TERM signal) stops the searches under way, which write their
  // state; no new one starts. A second one ends the process at once.
  const stop = new SharedArrayBuffer(4);
  let stopped = false;
  if (checkpointDir !== null) {
    const onSignal = () => {
      if (stopped) process.exit(130);
      stopped = true;
      Atomics.store(new Int32Array(stop), 0, 1);
      queue.length = 0;
      console.error(`solve-openings: stopping: each search under way writes its state to ${checkpoints} (again to end at once)`);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  const t0 = performance.now();
  let done = 0;
  const runThread = () => new Promise<void>((resolve, reject) => {
    const w = new Worker(new URL('../src/solver/openings-worker.ts', import.meta.url));
    const next = () => {
      const c = queue.shift();
      if (!c) {
        w.postMessage(null);
        return;
      }
      const checkpoint = checkpointDir === null ? {} : { checkpoint: { file: checkpointFile(checkpointDir, c.id), everyMs: CHECKPOINT_EVERY_MS, code } };
      const from = within ? kept.get(c.id)?.noWinWithin : undefined;
      w.postMessage({ case: c, budget, progressEveryMs: PROGRESS_EVERY_MS, stop, within, ...(from ? { withinFrom: from } : {}), ...checkpoint } satisfies OpeningJob);
    };
    w.on('message', (m: OpeningMessage) => {
      if ('progress' in m) {
        console.error(`solve-openings: ${m.progress.id}: ${solveProgressLine(m.progress, m.progress.ms, m.progress.fromNodes)}`);
        return;
      }
      if ('note' in m) {
        console.error(`solve-openings: ${m.note}`);
        return;
      }
      if ('unfinished' in m) {
        console.error(m.why === 'stopped'
          ? `solve-openings: ${m.unfinished}: stopped at ${m.nodes.toLocaleString('en-US')} positions, its state kept in ${checkpoints}; run the command again to go on`
          : `solve-openings: ${m.unfinished}: its checkpoint is at ${m.nodes.toLocaleString('en-US')} positions, the budget at ${nodes.toLocaleString('en-US')}: give a larger --nodes to go on from it`);
        next();
        return;
      }
      if ('error' in m) {
        // A table the system could not set aside is --memory's to change, not a failure of the opening.
        reject(tableAllocationError('--memory', memory, m.error, used) ?? new Error(`${m.id}: ${m.error}`));
        void w.terminate();
        return;
      }
      const id = 'bound' in m ? m.bound : m.result.id;
      const c = cases.find((x) => x.id === id)!;
      const before = kept.get(c.id);
      // A bound joins the result it is for, unless one proved before goes further (a pass with less
      // memory may prove less); a result still unsettled keeps its bound (the full search does not find one).
      const further = 'bound' in m && m.noWinWithin !== null && (before?.noWinWithin === undefined || m.noWinWithin.moves >= before.noWinWithin.moves);
      const result: SolvedOpening | undefined = 'bound' in m
        ? (before && further ? { ...before, noWinWithin: m.noWinWithin! } : undefined)
        : m.result.value === 'unknown' && before?.noWinWithin ? { ...m.result, noWinWithin: before.noWinWithin } : m.result;
      // Every opening that reaches this position under this reading shares the result.
      if (result) for (const other of cases) if (shareKey(other) === shareKey(c)) kept.set(other.id, shared(result, other));
      // A limit proved is written at once, so that a pass stopped keeps it; the pass goes on.
      if ('bound' in m && m.partial) {
        if (result) write();
        return;
      }
      if (result) {
        done++;
        write();
      }
      const s = Math.round((performance.now() - t0) / 1000);
      const what = 'bound' in m
        ? m.noWinWithin ? `no forced win for either player within ${m.noWinWithin.moves} moves` : 'no move limit proved within the budget'
        : `${m.result.value}${m.result.winner ? ` (${m.result.winner} wins)` : ''}${m.result.budget.maxPlies ? ` (a search under a move limit of ${m.result.budget.maxPlies})` : ''}`;
      const spent = 'bound' in m ? (m.noWinWithin?.nodes ?? nodes) : m.result.nodes;
      console.error(`solve-openings: ${done}/${total} ${c.id}: ${what}, ${spent.toLocaleString('en-US')} positions, ${s} s`);
      next();
    });
    w.on('error', reject);
    w.on('exit', () => resolve());
    next();
  });
  await Promise.all(Array.from({ length: Math.max(1, used) }, runThread));
  // The file names the command that made it: a run that settled or tried nothing, or was stopped
  // before any result, leaves it as it was (else its header would name a pass that did nothing).
  const changed = done > 0 || (!stopped && JSON.stringify(keptResults()) !== JSON.stringify(previous));
  if (changed) write();
  const results = [...kept.values()];
  const unknown = results.filter((r) => r.value === 'unknown').length;
  console.error(`solve-openings: ${results.length - unknown} of ${cases.length} openings settled, ${unknown} unknown; ${changed ? 'written to' : 'nothing new for'} ${out}`);
  return stopped ? 130 : 0;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const hasNodes = (x: unknown) => isObject(x) && isObject(x.budget) && Number.isFinite(x.budget.nodes);

/**
 * The results a previous run left in the file `--out` names (none if there is no file), checked
 * for what this script reads of them: a file of another shape (`null`, not JSON, results of
 * another kind) is refused in one line naming it, before any search, not as a TypeError.
 */
function previousResults(path: string, given: string): SolvedOpening[] {
  if (!existsSync(path)) return [];
  const refuse = (why: string) => new UsageError(`--out ${quoteInput(given)}: ${why}; give a file of this script's results, or a new file`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw refuse(`cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw refuse('is not JSON');
  }
  if (!isObject(data) || !Array.isArray(data.results)) throw refuse('holds no list of results ("results")');
  data.results.forEach((r: unknown, i: number) => {
    const ok = isObject(r) && typeof r.id === 'string' && (r.position === null || typeof r.position === 'string')
      && ['win', 'loss', 'draw', 'unknown'].includes(r.value as string) && hasNodes(r) && (r.noWinWithin === undefined || hasNodes(r.noWinWithin));
    if (!ok) throw refuse(`result ${i + 1} is not a solved opening (an id, a position, a value and a budget)`);
  });
  return data.results as SolvedOpening[];
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`solve-openings: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(e instanceof UsageError ? 2 : 1);
  },
);
