/**
 * The performance gate: Lighthouse (the npm package, driving Debian's Chromium through
 * chrome-launcher) on the first built page of every kind marked `lighthouse` in
 * scripts/gates/site.ts, in Lighthouse's default mobile emulation (a mid-range phone on a
 * throttled 4G connection, simulated). Thresholds: performance at least 95, accessibility,
 * best practices and SEO 100.
 *
 * It serves dist/ itself with `astro preview` on LIGHTHOUSE_PORT (default: E2E_PORT + 1, else
 * 4323), runs the pages one after the other (two cores shared with other work: parallel runs
 * would measure each other), prints a table, writes reports/gates/lighthouse.json for
 * `npm run report`, and exits 1 naming every score under its threshold and the audits that cost
 * it points. A performance score is the only one that varies between runs: when a page misses
 * it, the page is measured twice more and judged on the median of the three, as Lighthouse's
 * own guidance on variability recommends.
 *
 * `npm run test:lighthouse` (after `npm run build`); part of `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, KINDS, RESULTS, type BuiltPage } from './site.ts';
import { CHROMIUM_ARGS } from '../chromium-args.ts';

export const THRESHOLDS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 } as const;
export type Category = keyof typeof THRESHOLDS;
export const CATEGORIES = Object.keys(THRESHOLDS) as Category[];
export type Scores = Record<Category, number>;

/** The pages Lighthouse measures: the first built page of each kind marked for it. */
export function lighthousePages(pages: readonly BuiltPage[]): BuiltPage[] {
  return KINDS.filter((kind) => kind.lighthouse).flatMap((kind) => {
    const page = pages.find((p) => p.kind.id === kind.id);
    return page ? [page] : [];
  });
}

/** The median of each category over several runs (the scores of one run when there is one). */
export function medianScores(runs: readonly Scores[]): Scores {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  };
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Scores;
}

/** One line for each category under its threshold: "/x/: performance 91 < 95". */
export function judge(path: string, scores: Scores): string[] {
  return CATEGORIES.filter((c) => !(scores[c] >= THRESHOLDS[c])).map((c) => `${path}: ${c} ${Math.round(scores[c] * 100)} < ${THRESHOLDS[c] * 100}`);
}

export interface PageResult {
  readonly path: string;
  readonly kind: string;
  readonly runs: Scores[];
  readonly scores: Scores;
  /** Lab metrics of the last run, in milliseconds (CLS unitless). */
  readonly metrics: Record<string, number>;
  /** Audits that cost points in the last run: "id (score): title". */
  readonly losing: string[];
  readonly problems: string[];
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

function fail(message: string): never {
  console.error(`lighthouse: ${message}`);
  process.exit(1);
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) fail(`astro preview exited (status ${server.exitCode}) before serving ${url}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`astro preview did not answer at ${url} within ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) fail(`Chromium not found at ${chromePath}: install it (sudo apt-get install chromium) or set CHROME_PATH`);
  let pages: BuiltPage[];
  try {
    pages = lighthousePages(builtPages());
  } catch (error) {
    fail((error as Error).message);
  }
  const port = Number(process.env.LIGHTHOUSE_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 4323));
  const origin = `http://127.0.0.1:${port}`;

  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const lighthouseVersion = (JSON.parse(readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string }).version;

  // Another server on the port would be measured in place of this build.
  const busy = await fetch(`${origin}/`).then(() => true, () => false);
  if (busy) fail(`port ${port} is already in use: stop what listens there or set LIGHTHOUSE_PORT`);

  // --ignore-lock: astro preview allows one tracked preview per project; this one runs beside
  // the browser tests' server and a reader's `npm start`.
  const server = spawn('npx', ['--no-install', 'astro', 'preview', '--host', '127.0.0.1', '--port', String(port), '--ignore-lock'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopServer);
  await waitForServer(`${origin}/`, server, 60_000);

  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });

  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      const runs: Scores[] = [];
      let last: import('lighthouse').Result | undefined;
      for (let attempt = 0; attempt < 3; attempt++) {
        const outcome = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!outcome) fail(`no result for ${page.path}`);
        last = outcome.lhr;
        if (last.runtimeError) fail(`${page.path}: ${last.runtimeError.code}: ${last.runtimeError.message}`);
        runs.push(Object.fromEntries(CATEGORIES.map((c) => [c, last!.categories[c]?.score ?? 0])) as Scores);
        // Only performance varies from run to run; measure again only when it is short.
        if (attempt === 0 && runs[0]!.performance >= THRESHOLDS.performance) break;
      }
      const scores = medianScores(runs);
      const losing = Object.values(last!.audits)
        .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') && isWeighted(last!, a.id))
        .map((a) => `${a.id} (${a.score}): ${a.title}${a.displayValue ? ` [${a.displayValue}]` : ''}`);
      const metrics = Object.fromEntries(METRICS.map((id) => [id, last!.audits[id]?.numericValue ?? NaN]));
      const result = { path: page.path, kind: page.kind.id, runs, scores, metrics, losing, problems: judge(page.path, scores) };
      results.push(result);
      console.log(`${page.path.padEnd(28)} ${CATEGORIES.map((c) => `${c} ${Math.round(scores[c] * 100)}`).join('  ')}${runs.length > 1 ? `  (median of ${runs.length}: performance ${runs.map((r) => Math.round(r.performance * 100)).join(', ')})` : ''}`);
    }
  } finally {
    chrome.kill();
    stopServer();
  }

  mkdirSync(RESULTS, { recursive: true });
  const chromium = await chromiumVersion(chromePath);
  writeFileSync(join(RESULTS, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), lighthouse: lighthouseVersion, chromium, thresholds: THRESHOLDS, results }, null, 2) + '\n');

  const problems = results.flatMap((r) => (r.problems.length ? [...r.problems, ...r.losing.map((a) => `    ${a}`)] : []));
  if (problems.length) {
    console.error(`lighthouse: ${results.filter((r) => r.problems.length).length} of ${results.length} pages under the thresholds:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`lighthouse: ${results.length} pages, every one at performance ≥ ${THRESHOLDS.performance * 100} and 100 in accessibility, best practices and SEO`);
}

/** Whether an audit counts toward a category's score (weight above zero). */
function isWeighted(lhr: import('lighthouse').Result, auditId: string): boolean {
  return Object.values(lhr.categories).some((category) => category.auditRefs.some((ref) => ref.id === auditId && ref.weight > 0));
}

async function chromiumVersion(path: string): Promise<string> {
  const { execFileSync } = await import('node:child_process');
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

if (import.meta.main) {
  await main();
  // chrome-launcher and Lighthouse can leave handles open; the work is done.
  process.exit(0);
}
