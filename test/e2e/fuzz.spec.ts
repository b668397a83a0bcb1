/**
 * A fuzz suite of the widget pages' addresses: /compare/, the examples' "try your own" panel,
 * /opening/ and /play/. For each page a sample of addresses is drawn by fast-check from a fixed
 * seed — valid settings, dense positions within the engine's limit (at most 4 marbles a hole on
 * average), malformed values, control characters, overlong and out-of-range numbers — and each
 * address must be answered: within a bounded number of polls the widget is interactive and
 * shows a result or a message saying what is wrong; no page error and no console error (the
 * guard of fixtures.ts fails the test on any), no crash.
 *
 * FUZZ_URLS sets the number of addresses per page (default 10, as in CI); FUZZ_SEED the seed
 * (default 19). A longer run: `FUZZ_URLS=200 npx playwright test test/e2e/fuzz.spec.ts`.
 */
import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { columnName } from '../../src/components/holes.ts';
import { PRESETS, READINGS } from '../../src/features/compare/compare.ts';
import { expect, test } from './fixtures';

const COUNT = Number(process.env.FUZZ_URLS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 19);
/** Polls of the widget's state before the address counts as unanswered (a poll every 250 ms at most). */
const POLLS = 120;

/** A position in the engine's notation on `cols` columns with at most 16 × cols marbles (the engine's limit), or just under 2 per hole. */
const position = fc.integer({ min: 2, max: 16 }).chain((cols) => fc.tuple(
  fc.constant(cols),
  fc.array(fc.nat({ max: 4 * 4 * cols }), { minLength: 4 * cols, maxLength: 4 * cols }),
  fc.nat({ max: 5 }),
  fc.constantFrom('A', 'B'),
)).map(([cols, raw, holes, toMove]) => {
  // Concentrate the marbles in a few holes (the heavy case) and keep the total within the limit.
  const counts = raw.map((n, i) => (holes === 0 || i % (holes + 1) === 0 ? n : 0));
  let total = counts.reduce((a, b) => a + b, 0);
  for (let i = 0; total > 16 * cols; i = (i + 1) % counts.length) {
    const cut = Math.min(counts[i]!, total - 16 * cols);
    counts[i]! -= cut;
    total -= cut;
  }
  const rows = [0, 1, 2, 3].map((r) => counts.slice(r * cols, (r + 1) * cols).join(','));
  return `${rows.join('/')} ${toMove}`;
});

/** Text a hostile address might carry: junk, control characters, markup, overlong values. */
const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('\u0000\u001b[31m', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '%', '-1', '1e309', 'NaN', '9'.repeat(400), 'x'.repeat(5000), ' ', ''),
);
const maybe = <T,>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 3 });
const orJunk = <T,>(a: fc.Arbitrary<T>) => fc.oneof({ arbitrary: a, weight: 3 }, { arbitrary: junk, weight: 1 });
const step = fc.oneof(fc.integer({ min: -5, max: 500 }).map(String), junk);
const move = fc.oneof(fc.constantFrom('b8', 'b1', 'f3', 'f3/<', 'xf2/<', 'f8/>/<', 'b16'), fc.tuple(fc.constantFrom('b', 'f', 'xf', 'xb'), fc.integer({ min: 0, max: 20 })).map(([r, c]) => `${r}${c}`));
const rules = fc.constantFrom('didinga', 'lango', 'ikibuguzo');
const option = fc.constantFrom('lapWrap=skip', 'lango.increment=dlp', 'didinga.incrementStart=origin', 'endless=stop', 'lango.clockwiseIncrement=yes');

function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
  return q.toString();
}

const PAGES: readonly { path: string; params: fc.Arbitrary<Record<string, string | undefined>>; answered: (page: Page) => Promise<string | null> }[] = [
  {
    path: '/compare/',
    params: fc.record({
      preset: maybe(orJunk(fc.constantFrom(...PRESETS.map((p) => p.id)))),
      position: maybe(orJunk(position)),
      move: maybe(orJunk(move)),
      mode: maybe(orJunk(fc.constantFrom('move', 'lap', 'opening'))),
      panels: maybe(orJunk(fc.subarray([...['didinga', 'lango', 'ikibuguzo'], ...READINGS.map((r) => [r.spec.rules, ...r.spec.options].join(';'))], { minLength: 1, maxLength: 6 }).map((p) => p.join(',')))),
      step: maybe(step),
    }),
    answered: (page) => page.evaluate(() => {
      const root = document.querySelector('.compare');
      if (!root || !document.querySelector('.compare__form') || root.getAttribute('data-work') === 'working') return null;
      if (document.querySelector('.compare__summary tbody tr, .compare .try__problem, .compare__refused')) return root.getAttribute('data-work');
      return null;
    }),
  },
  {
    path: '/examples/',
    params: fc.record({
      rules: maybe(orJunk(rules)),
      options: maybe(orJunk(fc.subarray(['lapWrap=skip', 'lango.increment=dlp', 'didinga.incrementStart=origin']).map((o) => o.join(' ')))),
      position: maybe(orJunk(position)),
      move: maybe(orJunk(move)),
      step: maybe(step),
    }),
    answered: (page) => page.evaluate(() => {
      const root = document.querySelector('.try');
      if (!root || root.getAttribute('data-work') === 'working') return null;
      if (document.querySelector('#try-stepper:not(.stepper--static), .try .try__problem')) return root.getAttribute('data-work');
      return null;
    }),
  },
  {
    path: '/opening/',
    params: fc.record({
      rules: maybe(orJunk(fc.constantFrom('didinga', 'lango'))),
      cols: maybe(orJunk(fc.integer({ min: 0, max: 40 }).map(String))),
      startA: maybe(orJunk(fc.integer({ min: 0, max: 15 }).map((x) => columnName(x, 8)))),
      startB: maybe(orJunk(fc.integer({ min: 0, max: 15 }).map((x) => columnName(x, 8)))),
      speedA: maybe(orJunk(fc.constantFrom('0.5', '1', '1.5', '2', '3', '0', '-1'))),
      speedB: maybe(orJunk(fc.constantFrom('0.5', '1', '1.5', '2', '3', '1000'))),
      tie: maybe(orJunk(fc.constantFrom('A', 'B'))),
      clockwiseA: maybe(orJunk(fc.constantFrom('ask', 'y', 'nny', 'yyyyyyyyyyyy'))),
      clockwiseB: maybe(orJunk(fc.constantFrom('ask', 'n', 'yn'))),
      options: maybe(orJunk(fc.constantFrom('lango.openingPairs=same-column', 'didinga.openingStart=any-hole'))),
      step: maybe(step),
    }),
    answered: (page) => page.evaluate(() => {
      const root = document.querySelector('.race');
      if (!root || root.classList.contains('race--static') || root.getAttribute('data-work') === 'working') return null;
      return root.getAttribute('data-step') !== null ? 'shown' : null;
    }),
  },
  {
    path: '/play/',
    params: fc.record({
      rules: maybe(orJunk(rules)),
      options: maybe(orJunk(option)),
      players: maybe(orJunk(fc.constantFrom('A human, B human', 'A human, B computer quick', 'A computer quick, B human'))),
      start: maybe(orJunk(position)),
      moves: maybe(orJunk(fc.array(move, { maxLength: 6 }).map((m) => m.join(' ')))),
    }),
    answered: (page) => page.evaluate(() => {
      const root = document.querySelector('.play');
      if (!root || root.classList.contains('play--static')) return null;
      return root.getAttribute('data-phase') ?? 'shown';
    }),
  },
];

for (const { path, params, answered } of PAGES) {
  test.describe(`fuzz ${path}`, () => {
    const samples = fc.sample(params, { seed: SEED, numRuns: COUNT });
    samples.forEach((p, i) => {
      const url = `${path}?${query(p)}`;
      test(`address ${i + 1} of ${COUNT} is answered (seed ${SEED})`, async ({ page }) => {
        test.info().annotations.push({ type: 'url', description: url.slice(0, 500) });
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        // The islands hydrate when visible: bring the widget into view.
        await page.locator('.compare, .try, .race, .play').first().scrollIntoViewIfNeeded();
        let state: string | null = null;
        for (let poll = 0; poll < POLLS && state === null; poll++) {
          state = await answered(page);
          if (state === null) await page.waitForTimeout(250);
        }
        expect(state, `${url.slice(0, 300)}: no result and no message after ${POLLS} polls`).not.toBeNull();
        // Whatever the address held, no control character or markup from it reached the page raw.
        const html = await page.content();
        expect(html).not.toContain('<script>alert(1)</script>');
        expect(html).not.toContain('<img src=x');
      });
    });
  });
}

// ---- Inputs beyond the sample: overlong values, fragments, storage that throws (issue 47) ----

/** A value far past the readers' limit (MAX_PARAM_LENGTH, 4,000 characters): refused before it is parsed, quoted cut. */
const OVERLONG = `didinga;${'lapWrap=skip;'.repeat(800)}`;

for (const { path, key } of [{ path: '/compare/', key: 'panels' }, { path: '/examples/', key: 'position' }, { path: '/opening/', key: 'options' }]) {
  test(`${path}: a ${OVERLONG.length}-character ${key} is refused, and the alert quotes only its start`, async ({ page }) => {
    await page.goto(`${path}?${new URLSearchParams({ [key]: OVERLONG }).toString()}`);
    // The islands hydrate when visible: bring the widget into view.
    await page.locator('.compare, .try, .race').first().scrollIntoViewIfNeeded();
    const alert = page.locator('.try__problem[role="alert"]').first();
    await expect(alert).toContainText(`${key}: "${OVERLONG.slice(0, 40)}…" (${OVERLONG.length} characters) is not a value of at most 4000 characters`);
    expect((await alert.textContent())!.length).toBeLessThan(1000);
    expect(await page.content()).not.toContain('lapWrap=skip;'.repeat(10));
  });
}

test('/opening/: a speed the page would write back as "1e-10" is refused, and the address it writes reads again without a problem', async ({ page }) => {
  await page.goto('/opening/?speedA=0.0000000001');
  const race = page.locator('.race');
  await race.scrollIntoViewIfNeeded();
  await expect(race.locator('.try__problem')).toContainText('speedA: "0.0000000001" is not a speed');
  await expect(race).toHaveAttribute('data-speed-a', '1');
  await expect.poll(() => new URL(page.url()).searchParams.get('speedA')).toBe('1');
  await page.goto(page.url());
  await race.scrollIntoViewIfNeeded();
  await expect(race).not.toHaveClass(/race--static/);
  await expect(race.locator('.try__problem')).toHaveCount(0);
});

test('an edition page: a malformed fragment is no fragment, on load and on a hash change (no URIError)', async ({ page }) => {
  await page.goto('/sources/driberg-1927b/#%E0%A4%A');
  await expect(page.locator('h1')).toBeVisible();
  for (const hash of ['%', '%ZZ', '%E0%A4%A']) {
    await page.evaluate((h) => { window.location.hash = h; }, hash);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${hash}`);
  }
  // The guard of fixtures.ts fails the test on any page error the fragments raised.
});

/** Local storage that throws QuotaExceededError on every write (and, with `reads`, on every read) until `window.storageWorks` is set. */
function throwingStorage(reads: boolean) {
  return `(() => {
    const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const { getItem, setItem } = Storage.prototype;
    Storage.prototype.setItem = function (k, v) {
      if (this === window.localStorage && !window.storageWorks) throw quota();
      return setItem.call(this, k, v);
    };
    if (${reads}) Storage.prototype.getItem = function (k) {
      if (this === window.localStorage && !window.storageWorks) throw new DOMException('Access is denied.', 'SecurityError');
      return getItem.call(this, k);
    };
  })();`;
}

test('/play/ with full storage: the game is said to be unsaved for as long as saving fails, retried at each move, and the notice goes once a save works', async ({ page }) => {
  await page.addInitScript(throwingStorage(false));
  await page.goto('/play/');
  const root = page.locator('.play');
  await expect(root).toHaveAttribute('data-phase', /setup|main/);
  const form = page.locator('.play__form');
  if (!(await form.isVisible())) await page.getByText('New game', { exact: true }).click();
  await form.locator('select[name="rules"]').selectOption('didinga');
  await form.locator('input[name="opponent"][value="human"]').check();
  await page.locator('.play__controls select').first().selectOption('off');
  await form.getByRole('button', { name: 'Start the game' }).click();
  const holes = page.locator('.play__board [role="button"]');
  const unsaved = page.locator('.play__unsaved[role="alert"]');
  await holes.first().click();
  await holes.first().click();
  await expect(root).toHaveAttribute('data-phase', 'main');
  await expect(unsaved).toHaveText(/^This game is not saved: this browser does not let the page keep your games \(storage is full or blocked\)\./);
  for (let moves = 1; moves <= 2; moves++) {
    await holes.first().click();
    while (await page.locator('.play__decision, .play__choices[aria-label="How to start from this hole"]').count()) await page.locator('.play__choices button').first().click();
    await expect(root).toHaveAttribute('data-moves', String(moves));
    // Still unsaved: still said (the message of a refused move would have gone by now).
    await expect(unsaved).toBeVisible();
  }
  await page.evaluate(() => { (window as unknown as { storageWorks: boolean }).storageWorks = true; });
  await holes.first().click();
  while (await page.locator('.play__decision, .play__choices[aria-label="How to start from this hole"]').count()) await page.locator('.play__choices button').first().click();
  await expect(root).toHaveAttribute('data-moves', '3');
  await expect(unsaved).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('choro.play.games.v2') ?? '{"games":[]}').games as { moves: number }[]);
  expect(stored.map((g) => g.moves)).toEqual([3]);
});

test('a lesson with storage that throws on every read and write: solved all the same, and it says the progress is not kept', async ({ page }) => {
  await page.addInitScript(throwingStorage(true));
  await page.goto('/learn/didinga/');
  const widget = page.locator('#didinga-board .lesson__widget');
  await page.locator('#didinga-board').scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-hydrated', 'yes');
  await widget.locator(':scope > .board-frame > svg [data-hole="0"]').click();
  const verdict = widget.locator('.lesson__verdict');
  await expect(verdict).toHaveText(/^Right: A’s back row, column 1, Driberg K\. .* This browser does not let the page keep your progress \(storage is full or blocked\): after a reload this lesson will not show as done\.$/);
  await expect(widget).toHaveAttribute('data-done', 'yes');
  await page.reload();
  await page.locator('#didinga-board').scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-hydrated', 'yes');
  await expect(widget).toHaveAttribute('data-done', 'no');
});

test('/search/: a search of more than 500 characters is refused and said; markup in a search is shown as text', async ({ page }) => {
  await page.goto(`/search/?q=${encodeURIComponent('turning base '.repeat(60))}`);
  await expect(page.locator('#search-status')).toHaveText('A search is at most 500 characters; this one has 780: shorten it.');
  await expect(page.locator('#search-results li')).toHaveCount(0);
  await page.goto(`/search/?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.locator('#search-status')).toContainText('for “<img src=x onerror=alert(1)>”');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});
