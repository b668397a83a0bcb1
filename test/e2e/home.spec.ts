import { kindOf } from '../../scripts/gates/site.ts';
import { expect, test } from './fixtures';
import { luminance, parseColour } from './gates';

/** The main navigation, in order: link text, address, and the h1 of the page it leads to. */
const SECTIONS = [
  { label: 'Sources', path: '/sources/', heading: 'Sources' },
  { label: 'Examples', path: '/examples/', heading: 'Examples' },
  { label: 'Compare', path: '/compare/', heading: 'Compare' },
  { label: 'Readings', path: '/readings/', heading: 'Readings judged by play' },
  { label: 'Learn', path: '/learn/', heading: 'How to play' },
  { label: 'Play', path: '/play/', heading: 'Play' },
  { label: 'About', path: '/about/', heading: 'About' },
] as const;

/**
 * Pages without widgets must ship no JavaScript at all: those whose kind has no JavaScript
 * budget (scripts/gates/site.ts, where a kind gains a budget when its pages gain an island).
 * The static gate test/gates/js-budget.test.ts checks every page of the build the same way
 * from the files; this checks what the browser receives for the main sections.
 */
const PAGES_WITHOUT_WIDGETS = ['/', ...SECTIONS.map((section) => section.path)].filter((path) => kindOf(path).jsBudget === 0);

test.describe('home page', () => {
  test('loads with its title, heading and a link to every part', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Choro/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choro');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(SECTIONS.map((section) => section.label));
    for (const { label, path } of SECTIONS) {
      await expect(page.getByRole('list', { name: 'The parts of the site' }).getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    }
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    test(`at ${viewport.width}×${viewport.height} the board comes first, whole in the first screen, then the two calls and the three games' boards`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const board = page.getByRole('img', { name: 'The board after Driberg’s lap from b, under the Lango code, its drops numbered' });
      await expect(board).toBeInViewport({ ratio: 1 });
      // Before the words: the board is above the lede.
      const lede = await page.locator('.lede').boundingBox();
      expect((await board.boundingBox())!.y).toBeLessThan(lede!.y);
      await expect(page.getByRole('link', { name: 'Learn to play' })).toHaveAttribute('href', '/learn/');
      await expect(page.getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/play/');
      await expect(page.getByRole('link', { name: 'Play now' })).toBeInViewport();
      for (const [name, code] of [['Pereaüni', 'didinga'], ['Choro', 'lango'], ['Ikibuguzo', 'ikibuguzo']]) {
        await expect(page.getByRole('img', { name: `The board as a game of ${name} begins` })).toBeVisible();
        await expect(page.getByRole('link', { name: `Learn ${name}` })).toHaveAttribute('href', `/learn/${code}/`);
      }
    });
  }

  test('marks every part that is still a placeholder, on the home page and on the part itself', async ({ page }) => {
    for (const { label, path } of SECTIONS) {
      await page.goto('/');
      const item = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: label }) });
      await page.goto(path);
      const isPlaceholder = (await page.getByRole('complementary', { name: 'Placeholder' }).count()) > 0;
      await page.goto('/');
      await expect(item.getByText('placeholder, in preparation')).toHaveCount(isPlaceholder ? 1 : 0);
    }
  });

  for (const { label, path, heading } of SECTIONS) {
    test(`the “${label}” link leads to a page of its own`, async ({ page, baseURL }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const target = new URL(path, baseURL).href;
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url() === target),
        nav.getByRole('link', { name: label }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} · Choro`);
      // The current section is marked, and only that one.
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('a[aria-current]')).toHaveCount(1);
    });
  }

  test('the skip link is the first focusable element and moves focus to main', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main#main')).toBeFocused();
    // The next Tab lands inside main, not back in the header.
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() =>
      document.querySelector('main')?.contains(document.activeElement),
    );
    expect(insideMain).toBe(true);
  });

  test('follows a dark colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const colours = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return { background: style.backgroundColor, text: style.color };
      });
    const light = await colours();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await colours();
    expect(dark.background).not.toBe(light.background);
    expect(dark.text).not.toBe(light.text);
    expect(luminance(parseColour(dark.background))).toBeLessThan(luminance(parseColour(light.background)));
    expect(luminance(parseColour(dark.text))).toBeGreaterThan(luminance(parseColour(dark.background)));
  });
});

test.describe('every page', () => {
  for (const path of PAGES_WITHOUT_WIDGETS) {
    test(`${path} is served without any script`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      expect(html).not.toMatch(/<script\b/i);
      await expect(page.locator('script')).toHaveCount(0);
    });
  }

  test.describe(() => {
    // Chromium logs the 404 response of the page itself as a console error.
    test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

    test('an unknown address gets the 404 page', async ({ page }) => {
      const response = await page.goto('/no-such-page/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'The home page' })).toHaveAttribute('href', '/');
    });
  });
});

