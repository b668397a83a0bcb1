/**
 * Browser gates over the pages of the build (enumerated from dist/; of a family of pages built
 * from one template, its representatives: BROWSER_PAGES in test/e2e/gates.ts, which says what the
 * static gates check of the others):
 *
 * - policy and privacy: the page, its islands hydrated, runs under its Content-Security-Policy
 *   (the <meta> and the header from dist/_headers, both enforced) with no violation, requests
 *   nothing from another host and logs no error (the guard in fixtures.ts); checked on the same
 *   load as the widths below;
 * - no JavaScript: the core content of the page's kind (scripts/gates/site.ts) is there and
 *   visible with JavaScript off;
 * - no sideways scrolling: at 320, 390, 768 and 1280 px, with every island hydrated, no page is
 *   wider than the window; nor is any widget in its widest state (six panels, a 16-hole board,
 *   the setup of a game open).
 *
 * Axe and the keyboard gate are in a11y.spec.ts (the walk itself in keyboard.ts).
 */
import type { Page } from '@playwright/test';
import { headersFor } from '../../scripts/gates/headers.ts';
import { expect, siteHeaders, test } from './fixtures';
import { BROWSER_PAGES, hydrateIslands, sidewaysOverflow, WIDTHS, writeResult } from './gates';

/** Records every CSP violation the page reports, from before its first script. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

// A trace would snapshot every page at every step; the failures' messages name the problem.
test.use({ trace: 'off' });

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test.describe('the policy, provoked on purpose', () => {
  test.use({ failOnPageProblems: false });

  test('an inline script added to a page is refused, reported and logged as a console error', async ({ page, pageProblems }) => {
    await recordViolations(page);
    await page.goto('/examples/ex-m4/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true;';
      document.body.append(script);
    });
    // Reported once by each policy that forbids it: the <meta> and the header.
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline/), expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    expect(pageProblems.consoleErrors.length).toBeGreaterThan(0);
    for (const error of pageProblems.consoleErrors) expect(error).toMatch(/inline script violates the following Content Security Policy directive/);
  });

  test('a script from another host is refused before any request leaves', async ({ page, pageProblems }) => {
    await recordViolations(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://example.org/tracker.js';
      document.head.append(script);
    });
    const blocked = expect.stringMatching(/^script-src-elem blocked https:\/\/example\.org\/tracker\.js/);
    await expect.poll(() => violations(page)).toEqual([blocked, blocked]);
    expect(pageProblems.consoleErrors.length).toBeGreaterThan(0);
    for (const error of pageProblems.consoleErrors) expect(error).toMatch(/script 'https:\/\/example\.org\/tracker\.js' violates the following Content Security Policy directive/);
    expect(pageProblems.externalRequests).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, kind } of BROWSER_PAGES) {
    test(`${path} (${kind.id}): the core content is there`, async ({ page }) => {
      await page.goto(path);
      const found: Record<string, number> = {};
      for (const selector of kind.coreContent) {
        const matches = page.locator(selector);
        found[selector] = await matches.count();
        expect(found[selector], `${selector} is on the page`).toBeGreaterThan(0);
        await expect(matches.first(), `${selector} is visible`).toBeVisible();
        const text = (await matches.first().textContent()) ?? '';
        const value = await matches.first().evaluate((el) => (el instanceof HTMLInputElement ? 'input' : ''));
        expect(text.trim() !== '' || value !== '', `${selector} has text`).toBe(true);
      }
      // Nothing waits for a script to show it.
      await expect(page.locator('main')).not.toHaveText(/^\s*(Loading|Please enable JavaScript)/i);
      writeResult('nojs', path, { kind: kind.id, found });
    });
  }

  test('a board drawn for play (/play/, the lessons) fits a 320 px phone: no hole can be played, so none is held at tap size in a frame the keyboard could not scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/play/', '/learn/didinga/']) {
      await page.goto(path);
      const frames = page.locator('.board-frame');
      expect(await frames.count(), `${path} has a board drawn for play`).toBeGreaterThan(0);
      const scrolling = await frames.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).length);
      expect(scrolling, `${path}: frames that scroll`).toBe(0);
    }
  });
});

/** Checks the page at each width of WIDTHS, from the phone up, as it is now. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    found[width] = await sidewaysOverflow(page);
  }
  for (const width of WIDTHS) expect(found[width], `${what} at ${width} px`).toEqual([]);
  return found;
}

/**
 * Policy and privacy, then no sideways scrolling, on one load of each page: both need the page
 * with every island hydrated, which is most of either test's work (one load where two were made,
 * on each of the representatives).
 */
test.describe('policy, privacy and no sideways scrolling', () => {
  for (const { path } of BROWSER_PAGES) {
    test(`${path} works under its Content-Security-Policy, asks nothing of another host, and fits the window at ${WIDTHS.join(', ')} px once hydrated`, async ({ page, pageProblems }) => {
      await recordViolations(page);
      await page.setViewportSize({ width: WIDTHS[0], height: 844 });
      const response = await page.goto(path);
      expect(response?.ok()).toBe(true);
      const policy = response!.headers()['content-security-policy'];
      expect(policy, 'the page is served with its policy').toBe(headersFor(siteHeaders(), path)['Content-Security-Policy']);
      expect(response!.headers()['x-content-type-options']).toBe('nosniff');
      await hydrateIslands(page);
      expect(await violations(page)).toEqual([]);
      writeResult('overflow', path, { widths: await expectNoSidewaysScroll(page, path) });
      // After the widths too: a layout that loads something at a phone's width is seen.
      expect(await violations(page)).toEqual([]);
      writeResult('csp', path, { violations: await violations(page), externalRequests: pageProblems.externalRequests, consoleErrors: pageProblems.consoleErrors });
    });
  }
});

test.describe('no sideways scrolling', () => {
  /** Widgets in their widest states, which a page's first view does not show. */
  const WIDEST: readonly { name: string; path: string; reach?: (page: Page) => Promise<void> }[] = [
    {
      name: '/compare/ with six panels, each stepped on its own, a lap',
      path: '/compare/?panels=didinga,lango,ikibuguzo,ludii-didinga,ludii-lango,ludii-ikibuguzo&mode=lap',
      reach: async (page) => {
        await page.getByLabel('Step the panels together').uncheck();
        await expect(page.locator('.compare__separate')).toBeVisible();
      },
    },
    { name: '/opening/ on a 16-hole board', path: '/opening/?rules=didinga&cols=16&speedA=3&speedB=0.5' },
    {
      name: '/play/ with the setup of a Lango game open',
      path: '/play/?new=lango',
      reach: async (page) => {
        await expect(page.locator('.play')).toHaveAttribute('data-phase', 'setup');
        await expect(page.locator('.play__setup')).toHaveAttribute('open', '');
      },
    },
  ];
  for (const { name, path, reach } of WIDEST) {
    test(`${name} fits the window at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 844 });
      await page.goto(path);
      await hydrateIslands(page);
      await reach?.(page);
      await expectNoSidewaysScroll(page, name);
    });
  }
});
