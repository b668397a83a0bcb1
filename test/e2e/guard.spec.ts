/**
 * Tests of the guard in fixtures.ts itself: if it stopped recording or blocking, every other
 * browser test would pass without proving anything.
 */
import { describeProblems, expect, isLocalUrl, test } from './fixtures';

test.describe('isLocalUrl', () => {
  const cases: [string, boolean][] = [
    ['http://127.0.0.1:4322/', true],
    ['http://localhost:4322/sources/', true],
    ['https://LOCALHOST/x', true],
    ['http://[::1]:4322/favicon.svg', true],
    ['ws://127.0.0.1:4322/socket', true],
    ['data:image/svg+xml,<svg/>', true],
    ['blob:http://127.0.0.1:4322/0b6f0a8e-0000-4000-8000-000000000000', true],
    ['about:blank', true],
    ['https://example.org/', false],
    ['https://fonts.googleapis.com/css2?family=Inter', false],
    ['http://127.0.0.2/', false],
    ['http://localhost.example.org/', false],
    ['http://[::2]/', false],
    ['ftp://127.0.0.1/', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ];
  for (const [url, local] of cases) {
    test(`${url} is ${local ? 'local' : 'external'}`, () => {
      expect(isLocalUrl(url)).toBe(local);
    });
  }
});

test.describe('the guard, provoked on purpose', () => {
  // The site's Content-Security-Policy would refuse these requests before they reach the guard
  // (site.spec.ts tests that); the guard is the second line and must work on its own.
  test.use({ failOnPageProblems: false, bypassCSP: true });

  test('aborts and records a request to another host', async ({ page, pageProblems }) => {
    await page.goto('/');
    const outcome = await page.evaluate(async () => {
      try {
        await fetch('https://example.org/choro-guard-check');
        return 'fetched';
      } catch {
        return 'blocked';
      }
    });
    expect(outcome).toBe('blocked');
    expect(pageProblems.externalRequests).toEqual(['https://example.org/choro-guard-check']);
  });

  test('aborts and records an external image added to the page', async ({ page, pageProblems }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'https://example.org/choro-guard-check.png';
      document.body.append(img);
    });
    await expect
      .poll(() => pageProblems.externalRequests)
      .toEqual(['https://example.org/choro-guard-check.png']);
  });

  test('records console errors and uncaught errors, and lists them all', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      console.error('choro guard check: console');
      setTimeout(() => {
        throw new Error('choro guard check: uncaught');
      });
    });
    await expect.poll(() => pageProblems.pageErrors.length).toBe(1);
    expect(pageProblems.consoleErrors).toEqual([
      expect.stringContaining('choro guard check: console'),
    ]);
    expect(pageProblems.pageErrors[0]).toContain('choro guard check: uncaught');
    expect(pageProblems.externalRequests).toEqual([]);

    const lines = describeProblems(pageProblems);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^console error: choro guard check: console/);
    expect(lines[1]).toMatch(/^page error: .*choro guard check: uncaught/);
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/choro guard check: expected/] });

    test('passes over console errors the test expects, and only those', async ({
      page,
      pageProblems,
    }) => {
      await page.goto('/');
      await page.evaluate(() => {
        console.error('choro guard check: expected');
        console.error('choro guard check: unexpected');
      });
      await expect
        .poll(() => pageProblems.consoleErrors)
        .toEqual([expect.stringContaining('choro guard check: unexpected')]);
    });
  });

  test('finds nothing on a clean page', async ({ page, pageProblems }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sources' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sources');
    expect(describeProblems(pageProblems)).toEqual([]);
  });
});
