/**
 * `npm run measure:widgets`: how each widget island copes with the most hostile addresses the
 * engine accepts, in headless Chromium against the built site (dist/, served with its headers by
 * scripts/serve.ts). For each address: the longest main-thread task, how long until the widget
 * answered (a result or a message), and the page's JS heap then. Medians of RUNS visits, each in a
 * fresh browser context (no cache, no saved games). Not a test: nothing here passes or fails.
 *
 *   node scripts/widget-worst-cases.ts        (expects an up-to-date dist/; never builds)
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { createSiteServer, listen } from './serve.ts';
import { CHROMIUM_ARGS } from './chromium-args.ts';

const RUNS = 3;
const CAP_MS = 60_000;
const POLL_MS = 50;

/** 256 marbles on 16 columns: the densest position the engine accepts on that board. */
const DENSE_16 = '0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,56,0,0,0,0,0,0,67,0,0/0,0,0,0,68,0,0,0,0,0,0,65,0,0,0,0 A';
/** Its move b7 never ends: it runs to the lap bound (10000 laps), played out under endless=stop. */
const D = '5,0,0,0,0,7,8,1/12,0,0,0,0,5,4,9/1,3,3,4,22,5,5,0/1,0,2,9,9,4,3,6 A';
const enc = encodeURIComponent;
const HUMANS = enc('A human, B human');
const SIX = 'didinga,lango,ikibuguzo,ludii-didinga,ludii-lango,ludii-ikibuguzo';
const STOP3 = 'didinga;endless=stop,lango;endless=stop,ikibuguzo;endless=stop';

type Widget = 'compare' | 'examples' | 'opening' | 'play';
interface Case {
  readonly widget: Widget;
  readonly name: string;
  readonly url: string;
  /** /play/: a move to click once the game is loaded; then only that move is measured. */
  readonly click?: string;
}

const CASES: readonly Case[] = [
  { widget: 'compare', name: 'DENSE_16', url: `/compare/?position=${enc(DENSE_16)}` },
  { widget: 'compare', name: 'D b7', url: `/compare/?position=${enc(D)}&move=b7` },
  { widget: 'compare', name: 'D b7, six panels', url: `/compare/?position=${enc(D)}&move=b7&panels=${enc(SIX)}` },
  // The default panels refuse the endless move; with endless=stop all 10000 laps are traced and shown.
  { widget: 'compare', name: 'D b7, endless=stop ×3', url: `/compare/?position=${enc(D)}&move=b7&panels=${enc(STOP3)}` },
  { widget: 'examples', name: 'DENSE_16', url: `/examples/?rules=didinga&position=${enc(DENSE_16)}` },
  { widget: 'examples', name: 'D b7, endless=stop', url: `/examples/?rules=didinga&options=${enc('endless=stop')}&position=${enc(D)}&move=b7` },
  { widget: 'opening', name: 'didinga 16, 0.001:1000', url: '/opening/?rules=didinga&cols=16&speedA=0.001&speedB=1000' },
  { widget: 'opening', name: 'lango 8, clockwise always', url: '/opening/?rules=lango&cols=8&clockwiseA=always&clockwiseB=always&speedB=3' },
  { widget: 'play', name: 'load DENSE_16', url: `/play/?rules=didinga&players=${HUMANS}&start=${enc(DENSE_16)}&moves=` },
  { widget: 'play', name: 'D, click b7 (endless=stop)', url: `/play/?rules=didinga&options=${enc('endless=stop')}&players=${HUMANS}&start=${enc(D)}&moves=`, click: 'b7' },
];

/**
 * Runs before any of the page's scripts, so that long tasks of hydration are seen too, and so
 * that a worker's round trip is seen even when it is over between two polls (a widget shows
 * data-work="idle" for a moment after hydrating, before its request is sent).
 */
function instrument() {
  const w = window as unknown as { __tasks: { start: number; duration: number }[]; __sawWorking: boolean };
  w.__tasks = [];
  w.__sawWorking = false;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((records) => {
    for (const r of records) if ((r.target as Element).getAttribute('data-work') === 'working') w.__sawWorking = true;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-work'] });
}

/**
 * Whether the widget has answered (the conditions of test/e2e/fuzz.spec.ts, plus: its worker has
 * been asked, unless a message explains why not). Runs in the page; returns performance.now() then.
 */
function answered(widget: Widget): number | null {
  const saw = (window as unknown as { __sawWorking: boolean }).__sawWorking;
  const q = (s: string) => document.querySelector(s);
  const now = performance.now();
  if (widget === 'compare') {
    const root = q('.compare');
    if (!root || !q('.compare__form') || root.getAttribute('data-work') === 'working') return null;
    const problem = q('.compare .try__problem, .compare__refused');
    return (saw && (problem || q('.compare__summary tbody tr'))) || (!saw && q('.compare .try__problem')) ? now : null;
  }
  if (widget === 'examples') {
    const root = q('.try');
    if (!root || root.getAttribute('data-work') === 'working') return null;
    return (saw && q('#try-stepper:not(.stepper--static)')) || q('.try .try__problem') ? now : null;
  }
  if (widget === 'opening') {
    const root = q('.race');
    if (!root || root.classList.contains('race--static') || root.getAttribute('data-work') === 'working') return null;
    return (saw && root.getAttribute('data-step') !== null) || q('.race .try__problem') ? now : null;
  }
  const root = q('.play');
  if (!root || root.classList.contains('play--static') || !root.getAttribute('data-phase')) return null;
  return q('.work-status')?.getAttribute('data-work') === 'working' ? null : now;
}

/** Polls `test` in the page until it returns a time or the cap passes; null when it never did. */
async function poll(page: Page, test: () => Promise<number | null>): Promise<number | null> {
  const until = Date.now() + CAP_MS;
  while (Date.now() < until) {
    const at = await test();
    if (at !== null) return at;
    await page.waitForTimeout(POLL_MS);
  }
  return null;
}

interface Visit { longest: number; count: number; answerMs: number | null; heapMB: number }

async function visit(browser: import('@playwright/test').Browser, base: string, c: Case): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  // CDP's figure is exact; performance.memory is rounded unless Chromium gets an extra switch.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  try {
    await page.goto(base + c.url);
    // The islands hydrate when visible (client:visible).
    await page.locator('.compare, .try, .race, .play').first().scrollIntoViewIfNeeded();
    let since = 0;
    let answerMs = await poll(page, () => page.evaluate(answered, c.widget));
    if (c.click && answerMs !== null) {
      // No animation, so the time is the move's computation and rendering, not its replay.
      await page.locator('.play__controls select').first().selectOption('off');
      since = await page.evaluate(() => performance.now());
      await page.locator(`.play [aria-label$=": play ${c.click}"]`).click({ timeout: CAP_MS });
      const done = await poll(page, () => page.evaluate(() => (document.querySelector('.play')?.getAttribute('data-moves') === '1' ? performance.now() : null)));
      answerMs = done === null ? null : done - since;
    }
    // Long tasks are reported after they end: give the last one a moment to arrive.
    await page.waitForTimeout(200);
    const tasks = (await page.evaluate(() => (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks))
      .filter((t) => t.start + t.duration >= since);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    return { longest: Math.max(0, ...tasks.map((t) => t.duration)), count: tasks.length, answerMs, heapMB: heap / 2 ** 20 };
  } finally {
    await context.close();
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const server = createSiteServer();
await listen(server, 0, '127.0.0.1');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS] });

const version = browser.version();
const rows: string[] = [];
try {
  for (const c of CASES) {
    const visits: Visit[] = [];
    for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, base, c));
    // An unanswered visit counts as slower than any answered one.
    const answer = median(visits.map((v) => v.answerMs ?? Infinity));
    const row = `| ${c.widget} | ${c.name} | ${median(visits.map((v) => v.longest)).toFixed(0)} (${median(visits.map((v) => v.count))} long tasks) | ${Number.isFinite(answer) ? answer.toFixed(0) : `no answer within ${CAP_MS / 1000} s`} | ${median(visits.map((v) => v.heapMB)).toFixed(1)} |`;
    console.error(row); // progress, as each address can take up to RUNS minutes
    rows.push(row);
  }
} finally {
  await browser.close();
  server.close();
}

const cpus = os.cpus();
console.log(`Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${os.platform()} ${os.release()}; Node ${process.version}; Chromium ${version}; median of ${RUNS} visits each.\n`);
console.log('| widget | address | longest task (ms) | time to answer (ms) | JS heap (MB) |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(r);
console.log('\nTime to answer counts from navigation start (for the /play/ move: from the click). Long tasks: main thread only (workers are not counted).');
