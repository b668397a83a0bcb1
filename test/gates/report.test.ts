/**
 * `npm run report`: the summary aggregates the gates' results per page and says what is
 * missing or failing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildReport } from '../../scripts/gates/report.ts';
import { fakeDist, page } from './helpers.ts';

const GOOD = page('<p>Text <a href="/b/">b</a></p>');

describe('the report', { timeout: 60_000 }, () => { // the static gates over a build, and the command in its own process
  test('lists every page with the results the gates wrote, and "–" where a gate has none', async () => {
    const dist = fakeDist({ 'index.html': GOOD, 'b/index.html': GOOD });
    const results = fakeDist({
      'axe/home.light.json': JSON.stringify({ violations: [] }),
      'axe/home.dark.json': JSON.stringify({ violations: [{ id: 'color-contrast', nodes: 2 }] }),
      'axe/home.phone.json': JSON.stringify({ violations: [] }),
      'keyboard/home.json': JSON.stringify({ controls: 3, reached: 3, missed: [], noRing: [], unnamed: [] }),
      'nojs/home.json': JSON.stringify({ found: {} }),
      'csp/home.json': JSON.stringify({ violations: [], externalRequests: [], consoleErrors: [] }),
      'lighthouse.json': JSON.stringify({
        date: '2026-01-01T00:00:00Z', lighthouse: '13.0.0', chromium: 'Chromium 1',
        results: [{ path: '/', kind: 'home', runs: [{}], scores: { performance: 0.9, accessibility: 1, 'best-practices': 1, seo: 1 }, metrics: { 'first-contentful-paint': 800, 'largest-contentful-paint': 900, 'total-blocking-time': 10, 'cumulative-layout-shift': 0 } }],
      }),
    });
    const report = await buildReport(dist, results);
    expect(report).toContain('| `/` | home | 0.0 / none | ok | ok | 0 / 1 / 0 | 3/3 | ok | ok | 90 / 100 / 100 / 100 **fail** |');
    expect(report).toContain('| `/b/` | page | 0.0 / none | ok | ok | – / – / – | – | – | – |  |');
    expect(report).toContain('**1 page(s) fail a gate.**');
    expect(report).toContain('| `/` | home | 90 | 100 | 100 | 100 | 800 | 900 | 10 | 0.000 | 1 |');
  });

  test('says so when a page fails a static gate, and when no gate has run', async () => {
    const dist = fakeDist({ 'index.html': page('<a href="/missing/">x</a><h1>Second</h1>') });
    const report = await buildReport(dist, mkdtempSync(join(tmpdir(), 'choro-results-')));
    expect(report).toContain('| `/` | home | 0.0 / none | **fail** | **fail** | – / – / – | – | – | – |  |');
    expect(report).toContain('No Lighthouse results yet: run `npm run test:lighthouse`.');
    expect(report).toContain('axe: no results (run `npm test`)');
  });

  test('the command writes the file, and stops with one line when there is no build', () => {
    const dist = fakeDist({ 'index.html': GOOD });
    const out = join(mkdtempSync(join(tmpdir(), 'choro-report-')), 'gates.md');
    const ok = spawnSync(process.execPath, ['scripts/gates/report.ts'], { env: { ...process.env, GATES_DIST: dist, GATES_RESULTS: join(dist, 'none'), GATES_REPORT: out }, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^# Quality gates: report/);
    const missing = spawnSync(process.execPath, ['scripts/gates/report.ts'], { env: { ...process.env, GATES_DIST: '/nonexistent/dist' }, encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim()).toBe('report: no build output at /nonexistent/dist: run `npm run build` first');
  });
});

describe('the Lighthouse gate', { timeout: 60_000 }, () => { // the command in its own process, Lighthouse loaded
  test('stops with one line when Chromium is missing', () => {
    const run = spawnSync(process.execPath, ['scripts/gates/lighthouse.ts'], { env: { ...process.env, CHROME_PATH: '/nonexistent/chromium' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('lighthouse: Chromium not found at /nonexistent/chromium: install it (sudo apt-get install chromium) or set CHROME_PATH');
  });

  test('stops with one line when there is no build', () => {
    const run = spawnSync(process.execPath, ['scripts/gates/lighthouse.ts'], { env: { ...process.env, GATES_DIST: '/nonexistent/dist' }, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('lighthouse: no build output at /nonexistent/dist: run `npm run build` first');
  });

});
