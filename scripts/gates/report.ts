/**
 * `npm run report`: one Markdown summary of every quality gate, page by page, written to
 * reports/gates.md (and printed).
 *
 * The static gates are measured again here from dist/ (they take seconds): JavaScript per page
 * against its budget, HTML validity and outline, internal links and anchors. The browser gates
 * and Lighthouse take minutes, so the report reads the results they wrote during the last
 * `npm test` (or `npm run test:e2e` / `npm run test:lighthouse`) under reports/gates/: axe
 * violations per mode, keyboard stops, the no-JavaScript check, CSP violations, Lighthouse
 * scores. A page a gate has no result for shows "–", and the header says when each gate last ran.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { builtPages, DIST, RESULTS, slug, type BuiltPage } from './site.ts';
import { judge, type Scores } from './lighthouse.ts';
import { checkLinks, jsTable, outlineProblems, validateHtml } from './static.ts';

interface AxeResult { violations: { id: string; nodes: number }[] }
interface KeyboardResult { controls: number; reached: number; missed: string[]; noRing: string[]; unnamed: string[] }
interface CspResult { violations: string[]; externalRequests: string[]; consoleErrors: string[] }
interface LighthouseFile {
  date: string;
  lighthouse: string;
  chromium: string;
  results: { path: string; kind: string; scores: Scores; runs: unknown[]; metrics: Record<string, number> }[];
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** When a gate last wrote results: the newest file in its folder, or undefined. */
function lastRun(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const files = statSync(path).isDirectory() ? readdirSync(path).map((f) => join(path, f)) : [path];
  if (files.length === 0) return undefined;
  return new Date(Math.max(...files.map((f) => statSync(f).mtimeMs))).toISOString().replace(/\.\d+Z$/, 'Z');
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? 'ok' : '**fail**');

export async function buildReport(dist: string = DIST, results: string = RESULTS): Promise<string> {
  const pages: BuiltPage[] = builtPages(dist);
  const js = new Map(jsTable(dist, pages).map((r) => [r.path, r]));
  const links = checkLinks(dist, pages);
  const linkProblems = new Map<string, number>();
  for (const p of links.problems) linkProblems.set(p.page, (linkProblems.get(p.page) ?? 0) + 1);
  const lighthouse = readJson<LighthouseFile>(join(results, 'lighthouse.json'));
  const lhByPath = new Map(lighthouse?.results.map((r) => [r.path, r]) ?? []);

  const rows: string[] = [];
  let failures = 0;
  for (const page of pages) {
    const html = readFileSync(join(dist, page.file), 'utf8');
    const htmlProblems = (await validateHtml(html, page.path)).length + outlineProblems(html).length;
    const s = slug(page.path);
    const axe = ['light', 'dark', 'phone'].map((mode) => {
      const r = readJson<AxeResult>(join(results, 'axe', `${s}.${mode}.json`));
      return r ? String(r.violations.length) : '–';
    });
    const keyboard = readJson<KeyboardResult>(join(results, 'keyboard', `${s}.json`));
    const nojs = existsSync(join(results, 'nojs', `${s}.json`));
    const csp = readJson<CspResult>(join(results, 'csp', `${s}.json`));
    const lh = lhByPath.get(page.path);
    const row = js.get(page.path)!;
    const jsCell = `${kb(row.gzipBytes)} / ${row.budget === 0 ? 'none' : kb(row.budget)}${row.problem ? ' **over**' : ''}`;
    const keyboardCell = keyboard ? `${keyboard.reached}/${keyboard.controls}${keyboard.missed.length + keyboard.noRing.length + keyboard.unnamed.length ? ' **fail**' : ''}` : '–';
    const cspCell = csp ? mark(csp.violations.length + csp.externalRequests.length + csp.consoleErrors.length === 0) : '–';
    const lhFailed = lh ? judge(page.path, lh.scores).length > 0 : false;
    const lhCell = lh ? `${(['performance', 'accessibility', 'best-practices', 'seo'] as const).map((c) => Math.round((lh.scores[c] ?? 0) * 100)).join(' / ')}${lhFailed ? ' **fail**' : ''}` : '';
    const pageFailed = !!row.problem || htmlProblems > 0 || (linkProblems.get(page.path) ?? 0) > 0 || axe.some((a) => a !== '–' && a !== '0') || keyboardCell.includes('fail') || cspCell.includes('fail') || lhFailed;
    if (pageFailed) failures++;
    rows.push(`| \`${page.path}\` | ${page.kind.id} | ${jsCell} | ${mark(htmlProblems === 0)} | ${mark(!linkProblems.get(page.path))} | ${axe.join(' / ')} | ${keyboardCell} | ${nojs ? 'ok' : '–'} | ${cspCell} | ${lhCell} |`);
  }

  const lhRows = lighthouse?.results.map((r) => {
    const m = r.metrics;
    const ms = (id: string) => (m[id] === undefined || Number.isNaN(m[id]) ? '–' : `${Math.round(m[id]!)}`);
    return `| \`${r.path}\` | ${r.kind} | ${(['performance', 'accessibility', 'best-practices', 'seo'] as const).map((c) => Math.round((r.scores[c] ?? 0) * 100)).join(' | ')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${(m['cumulative-layout-shift'] ?? 0).toFixed(3)} | ${r.runs.length} |`;
  }) ?? [];

  const when = (what: string, path: string) => `${what}: ${lastRun(path) ?? 'no results (run `npm test`)'}`;
  return [
    '# Quality gates: report',
    '',
    `Written by \`npm run report\` on ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} from \`dist/\` (${pages.length} pages) and the results under \`reports/gates/\`.`,
    `Static gates measured now; ${[when('axe', join(results, 'axe')), when('keyboard', join(results, 'keyboard')), when('no-JS', join(results, 'nojs')), when('CSP', join(results, 'csp')), when('Lighthouse', join(results, 'lighthouse.json'))].join('; ')}.`,
    '',
    `**${failures === 0 ? 'Every page passes every gate that has results.' : `${failures} page(s) fail a gate.`}** Internal links checked: ${links.checked} (${links.problems.length} broken); links to other sites, not fetched: ${links.external}.`,
    '',
    '## Per page',
    '',
    'JS: gzip KB loaded up front / budget of the page\'s kind. HTML: html-validate and outline. Axe: violations in light / dark / phone. Keyboard: controls reached by Tab / controls. Lighthouse (mobile): performance / accessibility / best practices / SEO, on the page measured for its kind.',
    '',
    '| page | kind | JS (KB) | HTML | links | axe | keyboard | no JS | CSP | Lighthouse |',
    '| --- | --- | ---: | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Lighthouse',
    '',
    lighthouse ? `Lighthouse ${lighthouse.lighthouse}, ${lighthouse.chromium}, mobile emulation with simulated throttling; ${lighthouse.date}. Times in ms.` : 'No Lighthouse results yet: run `npm run test:lighthouse`.',
    '',
    ...(lhRows.length ? ['| page | kind | perf. | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | runs |', '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |', ...lhRows, ''] : []),
  ].join('\n');
}

if (import.meta.main) {
  try {
    const report = await buildReport();
    const out = process.env.GATES_REPORT ?? join(dirname(RESULTS), 'gates.md');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, report);
    console.log(report);
    console.log(`report: wrote ${out}`);
  } catch (error) {
    console.error(`report: ${(error as Error).message}`);
    process.exit(1);
  }
}
