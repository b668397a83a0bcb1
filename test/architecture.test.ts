/**
 * The layout of the code, as tests: who may import whom.
 *
 * | layer | may import |
 * | --- | --- |
 * | `src/engine` | itself only; pure and portable: no DOM, no Astro, no Preact, no Node |
 * | `src/computer` | the engine (through its entry), the solver (perfect play where it is cheap), itself |
 * | `src/solver` | the engine (through its entry), itself: the proof-number solver, beside the computer |
 * | `src/data` | the engine (through its entry), itself |
 * | `src/components` | the engine (through its entry), `src/data`, itself: shared presentation, no feature |
 * | `src/features/<f>` | the engine (through its entry), computer, solver, components, data, other features (no cycle) |
 * | `src/pages`, `src/layouts`, `src/content`, `src/content.config.ts` | anything in `src` |
 * | `src/cli` | the engine (through its entry), computer (`choro selfplay` plays its players), solver (`choro solve`) |
 * | `scripts` | `src` (the engine through its entry), itself |
 * | `test` | anything |
 *
 * Besides the table: nothing in `src` or `scripts` imports `test`; outside the engine, only
 * `src/engine/index.ts` is imported from it (the move machine stays internal); outside the
 * solver, only `src/solver/index.ts` (its table and its loop stay internal), and the worker entry
 * a thread is started from (SOLVER_WORKER_ENTRIES); and no two folders import each other, at any
 * depth (a folder and its own subfolders count as one). And no module of `src` or `scripts` is
 * over MAX_MODULE_LINES (600) lines.
 *
 * `layeringProblems` judges any import graph; the tests below show it each kind of violation
 * on a small made-up graph, then run it on the real tree.
 *
 * One worker protocol: every job a page sends off its main thread (a widget's view, a replay, the
 * computer's thinking) speaks src/components/work/protocol.ts. Only src/components/work/ posts or
 * receives a worker's messages; a page starts a Web Worker only in the form Vite bundles,
 * `new Worker(new URL('./….ts', import.meta.url), { type: 'module' })`, in a module that hands it
 * to the one client (client.ts or useWork.ts); and each such worker serves its job with
 * `serveWork`. Node's threads (`node:worker_threads`: the CLI's self-play, the solver's scripts)
 * are no page's and keep their own messages. `workerProblems` judges any set of files, shown on
 * made-up files, then run on the real tree.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** An import graph: each file (repository-relative) and the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The layer a file belongs to, by its path. */
export function layerOf(file: string): string {
  if (file.startsWith('src/features/')) return `features/${file.split('/')[2]}`;
  if (file === 'src/content.config.ts') return 'content';
  if (file.startsWith('src/')) return file.split('/')[1]!;
  if (file.startsWith('scripts/')) return 'scripts';
  if (file.startsWith('test/')) return 'test';
  return 'config';
}

const ANY_SRC = ['engine', 'computer', 'solver', 'data', 'components', 'features/*', 'pages', 'layouts', 'content', 'styles', 'cli'];

/** The layers each layer may import (itself always). `features/*` stands for every feature. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  engine: [],
  computer: ['engine', 'solver'],
  solver: ['engine'],
  data: ['engine'],
  components: ['engine', 'data', 'styles'],
  features: ['engine', 'computer', 'solver', 'components', 'data', 'features/*', 'styles'],
  pages: ANY_SRC,
  layouts: ANY_SRC,
  content: ANY_SRC,
  cli: ['engine', 'computer', 'solver'],
  scripts: ANY_SRC,
  styles: [],
  test: [...ANY_SRC, 'scripts', 'config'],
  config: [...ANY_SRC, 'scripts'],
};

/**
 * Solver files imported from outside by their own name: a worker thread's entry is a file of its
 * own (`new Worker(new URL('…/openings-worker.ts', import.meta.url))` in scripts/solve-openings.ts),
 * which no entry module can stand for; its message types are re-exported by src/solver/index.ts.
 */
const SOLVER_WORKER_ENTRIES: readonly string[] = ['src/solver/openings-worker.ts'];

function mayImport(from: string, to: string): boolean {
  if (from === to) return true;
  const allowed = ALLOWED[from.startsWith('features/') ? 'features' : from] ?? [];
  return allowed.includes(to) || (to.startsWith('features/') && allowed.includes('features/*'));
}

/** Every violation in a graph, one line each, naming the importing file and what it imports. */
export function layeringProblems(graph: ImportGraph): string[] {
  const problems: string[] = [];
  const folderEdges = new Map<string, Map<string, string>>();
  for (const [file, imports] of graph) {
    const from = layerOf(file);
    for (const target of imports) {
      const to = layerOf(target);
      if ((file.startsWith('src/') || file.startsWith('scripts/')) && target.startsWith('test/')) {
        problems.push(`${file} imports ${target}: nothing in src/ or scripts/ imports a test file`);
        continue;
      }
      if (!mayImport(from, to)) problems.push(`${file} imports ${target}: ${from} may not import ${to}`);
      if (from !== 'engine' && from !== 'test' && to === 'engine' && target !== 'src/engine/index.ts') {
        problems.push(`${file} imports ${target}: outside the engine, import src/engine/index.ts, not its internals`);
      }
      if (from !== 'solver' && from !== 'test' && to === 'solver' && target !== 'src/solver/index.ts' && !SOLVER_WORKER_ENTRIES.includes(target)) {
        problems.push(`${file} imports ${target}: outside the solver, import src/solver/index.ts, not its internals`);
      }
      const a = dirname(file);
      const b = dirname(target);
      // A folder and its own subfolders are one unit (engine/ and engine/rulesets/ share the
      // engine's vocabulary); the rule is about folders neither of which contains the other.
      if (a !== b && !a.startsWith(`${b}/`) && !b.startsWith(`${a}/`)) {
        const edges = folderEdges.get(a) ?? new Map<string, string>();
        if (!edges.has(b)) edges.set(b, `${file} → ${target}`);
        folderEdges.set(a, edges);
      }
    }
  }
  for (const [a, edges] of folderEdges) {
    for (const [b, example] of edges) {
      const back = folderEdges.get(b)?.get(a);
      if (back && a < b) problems.push(`${a} and ${b} import each other (${example}; ${back})`);
    }
  }
  // Features may use one another, but never in a circle (A → B → … → A).
  const featureEdges = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = layerOf(file);
    if (!from.startsWith('features/')) continue;
    for (const target of imports) {
      const to = layerOf(target);
      if (to.startsWith('features/') && to !== from) featureEdges.set(from, (featureEdges.get(from) ?? new Set()).add(to));
    }
  }
  const cycle = findCycle(featureEdges);
  if (cycle) problems.push(`the features import one another in a circle: ${cycle.join(' → ')}`);
  return problems;
}

function findCycle(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of edges.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The real tree

const CODE = /\.(ts|tsx|mts|mjs|js|astro|mdx)$/;
const SKIP = new Set(['node_modules', 'dist', '.astro', 'fixtures']);

function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIP.has(name) ? [] : codeFiles(path);
    return CODE.test(name) ? [path] : [];
  });
}

/** Relative module specifiers in a file: static and dynamic imports, re-exports, and `new URL(…, import.meta.url)` of a module (workers). */
export function specifiersOf(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /new URL\(\s*['"]([^'"]+\.(?:ts|tsx|js|mjs))['"]\s*,\s*import\.meta\.url\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.push(m[1]!);
  return found.filter((s) => s.startsWith('.'));
}

/** The longest a source module may be. */
export const MAX_MODULE_LINES = 600;

/** The modules longer than `max` lines, each as `file (n lines)`. */
export function modulesOver(max: number, files: readonly (readonly [string, string])[]): string[] {
  return files.flatMap(([file, text]) => {
    const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
    return lines > max ? [`${file} (${lines} lines)`] : [];
  });
}

function realGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of [...codeFiles(join(ROOT, 'src')), ...codeFiles(join(ROOT, 'scripts'))]) {
    const rel = relative(ROOT, file);
    const targets = specifiersOf(readFileSync(file, 'utf8'))
      .map((spec) => normalize(join(dirname(rel), spec.split('?')[0]!)))
      .filter((target) => CODE.test(target) || target.endsWith('.json') || target.endsWith('.css'));
    graph.set(rel, targets);
  }
  return graph;
}

describe('the layering rules, on a made-up graph', () => {
  const g = (entries: Record<string, string[]>): ImportGraph => new Map(Object.entries(entries));

  it('pass a graph that keeps to them', () => {
    expect(layeringProblems(g({
      'src/engine/index.ts': ['src/engine/moves.ts'],
      'src/engine/moves.ts': [],
      'src/computer/search.ts': ['src/engine/index.ts'],
      'src/components/Board.tsx': ['src/engine/index.ts', 'src/data/clauses.ts'],
      'src/features/play/Play.tsx': ['src/engine/index.ts', 'src/computer/search.ts', 'src/components/Board.tsx', 'src/features/examples/panels.ts'],
      'src/features/examples/panels.ts': ['src/components/Board.tsx'],
      'src/pages/play.astro': ['src/features/play/Play.tsx'],
      'scripts/bench.ts': ['src/engine/index.ts'],
      'test/x.test.ts': ['src/engine/moves.ts', 'scripts/bench.ts'],
    }))).toEqual([]);
  });

  it('find an upward import', () => {
    expect(layeringProblems(g({ 'src/engine/moves.ts': ['src/components/Board.tsx'], 'src/components/Board.tsx': [] }))).toEqual([
      'src/engine/moves.ts imports src/components/Board.tsx: engine may not import components',
    ]);
    expect(layeringProblems(g({ 'src/data/examples.ts': ['src/features/examples/panels.ts'], 'src/features/examples/panels.ts': [] }))).toEqual([
      'src/data/examples.ts imports src/features/examples/panels.ts: data may not import features/examples',
    ]);
    expect(layeringProblems(g({ 'src/components/Stepper.tsx': ['src/computer/search.ts'] }))).toEqual([
      'src/components/Stepper.tsx imports src/computer/search.ts: components may not import computer',
    ]);
  });

  it('find two folders that import each other', () => {
    expect(layeringProblems(g({
      'src/components/board/Board.tsx': ['src/components/stepper/Stepper.tsx'],
      'src/components/stepper/Stepper.tsx': ['src/components/board/Board.tsx'],
    }))).toEqual([
      'src/components/board and src/components/stepper import each other (src/components/board/Board.tsx → src/components/stepper/Stepper.tsx; src/components/stepper/Stepper.tsx → src/components/board/Board.tsx)',
    ]);
  });

  it('find features importing one another in a circle', () => {
    expect(layeringProblems(g({
      'src/features/a/a.ts': ['src/features/b/b.ts'],
      'src/features/b/b.ts': ['src/features/c/c.ts'],
      'src/features/c/c.ts': ['src/features/a/a.ts'],
    }))).toEqual(['the features import one another in a circle: features/a → features/b → features/c → features/a']);
  });

  it('find src/ or scripts/ importing a test file', () => {
    expect(layeringProblems(g({ 'scripts/gates/static.ts': ['test/e2e/js-budget.ts'], 'src/features/play/play.ts': ['test/helpers.ts'] }))).toEqual([
      'scripts/gates/static.ts imports test/e2e/js-budget.ts: nothing in src/ or scripts/ imports a test file',
      'src/features/play/play.ts imports test/helpers.ts: nothing in src/ or scripts/ imports a test file',
    ]);
  });

  it('find code outside the engine reaching into its internals', () => {
    expect(layeringProblems(g({ 'src/features/play/play.ts': ['src/engine/machine/runner.ts'], 'src/cli/choro.ts': ['src/engine/index.ts'] }))).toEqual([
      'src/features/play/play.ts imports src/engine/machine/runner.ts: outside the engine, import src/engine/index.ts, not its internals',
    ]);
  });

  it('find code outside the solver reaching into its internals, a worker entry excepted', () => {
    expect(layeringProblems(g({
      'src/cli/commands/solve.ts': ['src/solver/search.ts', 'src/solver/index.ts'],
      'src/computer/protocol.ts': ['src/solver/dfpn.ts'],
      'scripts/solve-openings.ts': ['src/solver/index.ts', 'src/solver/openings-worker.ts'],
      'src/solver/index.ts': ['src/solver/dfpn.ts'],
      'src/solver/dfpn.ts': ['src/solver/search.ts', 'src/engine/index.ts'],
      'test/solver/table.test.ts': ['src/solver/table.ts'],
    }))).toEqual([
      'src/cli/commands/solve.ts imports src/solver/search.ts: outside the solver, import src/solver/index.ts, not its internals',
      'src/computer/protocol.ts imports src/solver/dfpn.ts: outside the solver, import src/solver/index.ts, not its internals',
    ]);
  });

  it('find a module over the size limit, and pass one at it', () => {
    const lines = (n: number) => 'x\n'.repeat(n);
    expect(modulesOver(600, [['src/a.ts', lines(600)], ['src/b.ts', lines(601)], ['src/c.ts', lines(20)]])).toEqual(['src/b.ts (601 lines)']);
  });

  it('reads every kind of import a file can make', () => {
    expect(specifiersOf([
      "import a from './a.ts';",
      "import type { B } from '../b.ts';",
      "import './c.css';",
      "export * from './d.ts';",
      "export { e, type F } from './e.ts';",
      "const g = await import('./g.ts');",
      "new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });",
      "import { h } from 'preact/hooks';",
      "const dir = new URL('../../source-captures/', import.meta.url);",
    ].join('\n'))).toEqual(['./a.ts', '../b.ts', './c.css', './d.ts', './e.ts', './g.ts', './worker.ts']);
  });
});

describe('the real tree', () => {
  const graph = realGraph();

  it('is read whole', () => {
    expect(graph.size).toBeGreaterThan(80);
    expect([...graph.keys()].some((f) => f.startsWith('src/features/'))).toBe(true);
  });

  it('keeps to the layering rules', () => {
    expect(layeringProblems(graph)).toEqual([]);
  });

  it('every import names a file that exists', () => {
    const missing = [...graph].flatMap(([file, targets]) => targets.filter((t) => !existsSync(join(ROOT, t))).map((t) => `${file} → ${t}`));
    expect(missing).toEqual([]);
  });

  // A module past about 600 lines holds two concerns (CONTRIBUTING.md, "Conventions"): split it
  // by concern, not by count.
  it(`has no module of src/ or scripts/ over ${MAX_MODULE_LINES} lines`, () => {
    expect(modulesOver(MAX_MODULE_LINES, [...graph.keys()].map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// One worker protocol

const WORK_ROOM = 'src/components/work/';
const MESSAGES = /\bpostMessage\s*\(|\bonmessage\b|addEventListener\(\s*['"]message['"]/;
const NODE_THREADS = /from\s+['"]node:worker_threads['"]/;
const PAGE_WORKER = /new Worker\(\s*new URL\(\s*['"](\.{1,2}\/[^'"]+\.ts)['"]\s*,\s*import\.meta\.url\s*\)\s*,\s*\{\s*type:\s*'module'\s*\}\s*\)/g;
const ONE_CLIENT = /from\s+['"][./]*(?:\.\.\/)*components\/work\/(?:client|useWork)\.ts['"]|from\s+['"]\.\/(?:client|useWork)\.ts['"]/;

/** Every way a set of files (repository-relative path → text) strays from the one worker protocol, one line each. */
export function workerProblems(files: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, text] of files) {
    if (!file.startsWith('src/') || file.startsWith(WORK_ROOM) || NODE_THREADS.test(text)) continue;
    if (MESSAGES.test(text)) problems.push(`${file} posts or receives a worker's messages: only ${WORK_ROOM} does (serveWork in a worker, WorkClient on the page)`);
    const started = [...text.matchAll(/\bnew Worker\(/g)].length;
    const pageWorkers = [...text.matchAll(PAGE_WORKER)].map((m) => m[1]!);
    if (started > pageWorkers.length) problems.push(`${file} starts a worker otherwise than as new Worker(new URL('./….ts', import.meta.url), { type: 'module' })`);
    if (started > 0 && !ONE_CLIENT.test(text)) problems.push(`${file} starts a worker without the one client: hand it to WorkClient (${WORK_ROOM}client.ts) or useWork`);
    for (const spec of pageWorkers) {
      const worker = normalize(join(dirname(file), spec));
      const body = files.get(worker);
      if (body !== undefined && !/\bserveWork\(/.test(body)) problems.push(`${worker}, started by ${file}, does not serve its job with serveWork (${WORK_ROOM}serve.ts)`);
    }
  }
  return problems;
}

describe('one worker protocol, on made-up files', () => {
  const files = (entries: Record<string, string>): ReadonlyMap<string, string> => new Map(Object.entries(entries));
  const page = "import { WorkClient } from '../../components/work/client.ts';\nconst make = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });";

  it('pass files that keep to it', () => {
    expect(workerProblems(files({
      'src/components/work/client.ts': 'w.postMessage({ ...request, id }); w.onmessage = (e) => this.answer(e.data);',
      'src/components/work/serve.ts': 'scope.onmessage = (event) => { scope.postMessage(handleWork(event.data, job)); };',
      'src/features/play/hooks.ts': page,
      'src/features/play/worker.ts': "import { serveWork } from '../../components/work/serve.ts';\nserveWork(replayJob);",
      'src/computer/selfplay-worker.ts': "import { parentPort } from 'node:worker_threads';\nparentPort!.postMessage({ ok: true });",
      'test/x.test.ts': 'w.postMessage(job);',
    }))).toEqual([]);
  });

  it('find a second protocol: messages posted or received outside the work room', () => {
    expect(workerProblems(files({
      'src/computer/worker.ts': 'scope.onmessage = (event) => { scope.postMessage(handleAiRequest(event.data)); };',
      'src/features/opening/OpeningRace.tsx': "worker.addEventListener('message', onAnswer);",
    }))).toEqual([
      "src/computer/worker.ts posts or receives a worker's messages: only src/components/work/ does (serveWork in a worker, WorkClient on the page)",
      "src/features/opening/OpeningRace.tsx posts or receives a worker's messages: only src/components/work/ does (serveWork in a worker, WorkClient on the page)",
    ]);
  });

  it('find a worker started outside the one client, or in a form Vite does not bundle', () => {
    expect(workerProblems(files({
      'src/computer/client.ts': "const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });",
      'src/features/compare/Compare.tsx': "import { useWork } from '../../components/work/useWork.ts';\nconst w = new Worker('/worker.js');",
    }))).toEqual([
      'src/computer/client.ts starts a worker without the one client: hand it to WorkClient (src/components/work/client.ts) or useWork',
      "src/features/compare/Compare.tsx starts a worker otherwise than as new Worker(new URL('./….ts', import.meta.url), { type: 'module' })",
    ]);
  });

  it('find a worker that answers in its own words, not with serveWork', () => {
    expect(workerProblems(files({
      'src/features/play/hooks.ts': page,
      'src/features/play/worker.ts': "import { replay } from './work.ts';\nexport default replay;",
    }))).toEqual(['src/features/play/worker.ts, started by src/features/play/hooks.ts, does not serve its job with serveWork (src/components/work/serve.ts)']);
  });

  it('holds on the real tree', () => {
    const real = new Map(codeFiles(join(ROOT, 'src')).map((f) => [relative(ROOT, f), readFileSync(f, 'utf8')] as const));
    expect(real.size).toBeGreaterThan(80);
    expect(workerProblems(real)).toEqual([]);
  });
});

describe('src/engine is pure and portable', () => {
  const engine = codeFiles(join(ROOT, 'src/engine'));

  it('has modules to check', () => {
    expect(engine.length).toBeGreaterThan(10);
  });

  it.each(engine.map((f) => [relative(ROOT, f), f]))('%s imports only engine modules and uses no DOM or Node', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/^\s*import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
    for (const spec of imports) expect(spec, `${file} imports ${spec}`).toMatch(/^\.\.?\//);
    expect(text).not.toMatch(/\b(document|window|localStorage|HTMLElement)\./);
    expect(text).not.toMatch(/\bprocess\./);
  });
});
