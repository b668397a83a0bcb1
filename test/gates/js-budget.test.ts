/**
 * JavaScript per page, from the build output (gzip): a page of a kind without a budget ships no
 * script at all; any other stays within its kind's budget (scripts/gates/site.ts). The table
 * is printed on every run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import clauses from '../../src/data/clauses.json' with { type: 'json' };
import { DIST } from '../../scripts/gates/site.ts';
import { formatJsTable, jsTable } from '../../scripts/gates/static.ts';
import { fakeDist, page } from './helpers.ts';

describe('JavaScript budget of every page', () => {
  const rows = jsTable();
  console.log(`JavaScript per page (gzip, from dist/):\n${formatJsTable(rows)}`);

  for (const row of rows) {
    test(`${row.path} (${row.kind}): ${row.gzipBytes} B within ${row.budget} B`, () => {
      expect(row.problem).toBeUndefined();
    });
  }

  test('the pages with islands ship some JavaScript, so the measure is not empty', () => {
    expect(rows.find((r) => r.path === '/compare/')!.gzipBytes).toBeGreaterThan(5000);
    expect(rows.find((r) => r.path === '/examples/ex-m4/')!.gzipBytes).toBeGreaterThan(5000);
  });
});

describe('the clause table in the browser', () => {
  // astro.config.mjs gives the widgets' bundles each clause's id, edition and title only.
  const bundles = readdirSync(join(DIST, '_astro')).filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(DIST, '_astro', f), 'utf8')).join('\n');

  test('carries every clause title the widgets show, and no summary or engine reference', () => {
    for (const c of clauses) {
      expect(bundles, c.id).toContain(JSON.stringify(c.title).slice(1, -1).slice(0, 30));
      expect(bundles, c.id).not.toContain(c.summary);
    }
    expect(bundles).not.toContain('"implementation"');
  });
});

describe('the check itself', () => {
  test('a page of a kind without a budget is told to get one when it gains a script', () => {
    const dist = fakeDist({ 'about/index.html': page('<script>console.log(1)</script>') });
    const [row] = jsTable(dist);
    expect(row!.problem).toMatch(/^a "page" page may ship no JavaScript, but it has 1 <script> element\(s\) \(\d+ B gzip\): give its kind a budget in scripts\/gates\/site\.ts$/);
  });

  test('a page over its kind\'s budget is reported with both numbers', () => {
    // Random-looking text compresses badly: about 9 KB of gzip, over the 5 KB of /search/.
    let noise = '';
    for (let i = 0; i < 12000; i++) noise += ((i * 7919) % 65521).toString(36);
    const dist = fakeDist({ 'search/index.html': page(`<script type="module">const x = "${noise}";</script>`) });
    const [row] = jsTable(dist);
    expect(row!.problem).toMatch(/^\d+ B gzip of JavaScript is over the "search" budget of 5120 B$/);
  });

  test('the table lists each page with its kind, size and budget', () => {
    const table = formatJsTable([{ path: '/x/', kind: 'example', gzipBytes: 14336, budget: 30720, scripts: 2, problem: undefined }]);
    expect(table.split('\n').at(-1)).toBe('| `/x/` | example | 14.0 | 30.0 | ok |');
  });
});
