/**
 * `npm run test:e2e-times -- <report.json>`: where the browser suite's time goes, from the JSON report
 * of a run (`PLAYWRIGHT_JSON_OUTPUT_NAME=<report.json> npx playwright test --reporter=list,json`).
 * Sums each test's duration by spec and, for the gates run page by page (site.spec.ts,
 * a11y.spec.ts, which runs the keyboard gate too), by gate and kind of page, the clause pages apart; with the
 * count of tests and each line's share of the whole. Two workers share the sum, so the run takes
 * about half of it. Its sums are the browser rows of docs/testing.md.
 */
import { readFileSync } from 'node:fs';
import { kindOf } from './site.ts';

interface JsonSuite { title: string; file?: string; suites?: JsonSuite[]; specs?: { title: string; file: string; tests: { results: { duration: number; status: string }[] }[] }[] }

/** Each test of the report: its spec file, its title within it (describe › test) and its duration in ms. */
function testsOf(suite: JsonSuite, titles: string[] | null = null): { file: string; title: string; ms: number }[] {
  // The outermost suite is the spec file, whose name is no part of a test's title.
  const inner = titles === null ? [] : [...titles, suite.title];
  return [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.map((t) => ({ file: spec.file, title: [...inner, spec.title].join(' › '), ms: t.results.reduce((sum, r) => sum + r.duration, 0) }))),
    ...(suite.suites ?? []).flatMap((s) => testsOf(s, inner)),
  ];
}

/** The page a per-page gate's test names, by its title (the title starts with the page's address). */
function pageOf(file: string, title: string): string | undefined {
  if (!/(^|\/)(site|a11y|keyboard)\.spec\.ts$/.test(file)) return undefined;
  return /^(?:(?:policy, privacy and no sideways scrolling|without JavaScript|no sideways scrolling|keyboard) › )?(\/\S*?)(?::| has no axe| works| \(| fits the window at)/.exec(title)?.[1];
}

const file = process.argv[2];
if (!file) {
  console.error('e2e-times: give the JSON report of a run: npm run test:e2e-times -- <report.json>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: JsonSuite[] };
const tests = report.suites.flatMap((s) => testsOf(s));
const total = tests.reduce((sum, t) => sum + t.ms, 0);
const bySpec = new Map<string, { n: number; ms: number }>();
const byPage = new Map<string, { n: number; ms: number }>();
const add = (m: Map<string, { n: number; ms: number }>, key: string, ms: number) => {
  const v = m.get(key) ?? { n: 0, ms: 0 };
  v.n++;
  v.ms += ms;
  m.set(key, v);
};
for (const t of tests) {
  add(bySpec, t.file.replace(/^.*\//, ''), t.ms);
  const path = pageOf(t.file, t.title);
  if (path === undefined) continue;
  const kind = path.startsWith('/rules/clauses/') ? 'clause' : kindOf(path).id;
  const gate = t.file.replace(/^.*\//, '').replace('.spec.ts', '');
  add(byPage, `${gate}, ${kind}`, t.ms);
  add(byPage, `every per-page gate, ${kind}`, t.ms);
}
const table = (title: string, m: Map<string, { n: number; ms: number }>) => [
  `| ${title} | tests | s | share |`,
  '| --- | ---: | ---: | ---: |',
  ...[...m].sort((a, b) => b[1].ms - a[1].ms).map(([key, { n, ms }]) => `| ${key} | ${n} | ${(ms / 1000).toFixed(0)} | ${((100 * ms) / total).toFixed(1)} % |`),
].join('\n');
console.log(`${tests.length} tests, ${(total / 1000).toFixed(0)} s in all (about ${(total / 2 / 60_000).toFixed(1)} min on two workers)\n\n${table('spec', bySpec)}\n\n${table('per-page gate, kind of page', byPage)}`);
