/**
 * Browser gates over every page of the build (enumerated from dist/, see test/e2e/gates.ts):
 *
 * - policy and privacy: the page, its islands hydrated, runs under its Content-Security-Policy
 *   (the <meta> and the header from dist/_headers, both enforced) with no violation, requests
 *   nothing from another host and logs no error (the guard in fixtures.ts);
 * - no JavaScript: the core content of the page's kind (scripts/gates/site.ts) is there and
 *   visible with JavaScript off.
 *
 * The keyboard gate is in keyboard.spec.ts.
 */
import type { Page } from '@playwright/test';
import { headersFor } from '../../scripts/gates/headers.ts';
import { expect, siteHeaders, test } from './fixtures';
import { hydrateIslands, PAGES, writeResult } from './gates';

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

test.describe('policy and privacy', () => {
  for (const { path } of PAGES) {
    test(`${path} works under its Content-Security-Policy and asks nothing of another host`, async ({ page, pageProblems }) => {
      await recordViolations(page);
      const response = await page.goto(path);
      expect(response?.ok()).toBe(true);
      const policy = response!.headers()['content-security-policy'];
      expect(policy, 'the page is served with its policy').toBe(headersFor(siteHeaders(), path)['Content-Security-Policy']);
      expect(response!.headers()['x-content-type-options']).toBe('nosniff');
      await hydrateIslands(page);
      expect(await violations(page)).toEqual([]);
      writeResult('csp', path, { violations: await violations(page), externalRequests: pageProblems.externalRequests, consoleErrors: pageProblems.consoleErrors });
    });
  }
});

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

  for (const { path, kind } of PAGES) {
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
});
