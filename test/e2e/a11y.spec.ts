/**
 * Accessibility: axe-core over the pages of the build (enumerated from dist/; of a family of pages
 * built from one template, its representatives: BROWSER_PAGES in test/e2e/gates.ts), with its islands hydrated, in three modes: light and dark colour schemes
 * on a desktop window (contrast differs between them) and the light scheme at the narrowest
 * phone's width, 320 px (layout, target sizes and reflow differ; a board in play scrolls there),
 * with the one check of WCAG AA that axe does not make here: a form field's edge (faintFieldEdges). The page is loaded and hydrated once and the mode
 * switched in place (colour scheme and viewport are emulated live), which halves the time on two
 * cores. On the same load, the keyboard gate (keyboard.ts). Each result is written to
 * reports/gates/axe/ and reports/gates/keyboard/ for `npm run report`. Then /play/ and
 * /compare/ again in use: a game under way and a comparison stepped, with what they open.
 */
import { formatPosition } from '../../src/engine/index.ts';
import { compareQuery, presetById, stateOfPreset } from '../../src/features/compare/compare.ts';
import { lettered } from '../engine/helpers.ts';
import { expect, test } from './fixtures';
import { accessibilityProblems, AXE_TAGS, axeViolationsInBothSchemes, BROWSER_PAGES, hydrateIslands, writeResult } from './gates';
import AxeBuilder from '@axe-core/playwright';
import { expectTabReachesEveryControl } from './keyboard';

// A trace would snapshot the whole page at every step; it is not needed to read axe's report.
test.use({ trace: 'off' });

const MODES = [
  { name: 'light', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  // The narrowest phone, WCAG's reflow width: where boards held at tap size scroll in their frames (a region the keyboard must reach).
  { name: 'phone', colorScheme: 'light', viewport: { width: 320, height: 700 } },
] as const;

for (const { path } of BROWSER_PAGES) {
  test(`${path} has no axe violations in light, dark and phone modes, and Tab reaches every control with a visible focus ring`, async ({ page }) => {
    // The edition pages are long: axe takes a while on two cores, and the walk has hundreds of stops.
    test.setTimeout(420_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(path);
    await hydrateIslands(page);
    const found: Record<string, string[]> = {};
    for (const mode of MODES) {
      await page.setViewportSize(mode.viewport);
      await page.emulateMedia({ colorScheme: mode.colorScheme });
      const results = await new AxeBuilder({ page })
        .withTags(AXE_TAGS)
        .analyze();
      // With what axe leaves out: a form field's edge against what is behind it (WCAG 1.4.11).
      found[mode.name] = await accessibilityProblems(page, results.violations);
      writeResult('axe', path, { violations: results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })), passes: results.passes.length }, mode.name);
    }
    expect(found).toEqual({ light: [], dark: [], phone: [] });
    // The keyboard gate on the same load (keyboard.ts), at the desktop width it was written for.
    await page.setViewportSize(MODES[0].viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectTabReachesEveryControl(page, path);
  });
}

/**
 * The widgets in use, not only at load: what a reader brings up while playing or comparing
 * (prompts, lists, step logs, notices) is checked too, in both colour schemes.
 */
test.describe('active states', () => {
  const violations = (found: { light: string[]; dark: string[] }) => expect(found).toEqual({ light: [], dark: [] });
  const players = encodeURIComponent('A human, B human');

  test('/play/ with moves played, the saved games shown, a decision open, then the steps of a move', async ({ page }) => {
    test.setTimeout(240_000);
    const game = page.locator('.play');
    await page.goto('/play/');
    await page.evaluate(() => window.localStorage.clear());
    // A Didinga game (Driberg's letters) with a move played: it stays in the saved games.
    const didinga = formatPosition(lettered({ C: 2, D: 2, j: 2, k: 1 }, 'A'));
    await page.goto(`/play/?rules=didinga&players=${players}&start=${encodeURIComponent(didinga)}&moves=`);
    await page.locator('.play__controls select').first().selectOption('off');
    await page.locator('.play__board [role="button"]').first().click();
    await expect(game).toHaveAttribute('data-moves', '1');
    // An Ikibuguzo game from a link (Murray's letters): A sows b1 clockwise and captures, and the
    // increment may go on clockwise (K-chain), so the move stops to ask.
    const ikibuguzo = formatPosition(lettered({ A: 2, O: 1, N: 1, j: 1, g: 2, k: 1, f: 1 }, 'A', 0, 'murray'));
    await page.goto(`/play/?rules=ikibuguzo&players=${players}&start=${encodeURIComponent(ikibuguzo)}&moves=`);
    await expect(page.locator('.play__notice')).toBeVisible();
    await page.locator('.play__saves summary').click();
    await expect(page.locator('.play__saves-list li')).toHaveCount(2);
    await page.locator('.play__board [role="button"][aria-label$="2 ways to start"]').click();
    await page.getByRole('button', { name: /^Sow A clockwise/ }).click(); // A's b1, in Murray's letters (an Ikibuguzo board's default)
    await expect(page.locator('.play__decision')).toBeVisible();
    violations(await axeViolationsInBothSchemes(page));

    // Take the clockwise chain each time it is offered, until the move is played.
    while (await page.locator('.play__decision').count()) await page.locator('.play__decision button').nth(1).click();
    await expect(game).toHaveAttribute('data-moves', '1');
    await page.locator('.play__log summary').click();
    await page.locator('.play__table summary').click();
    await expect(page.getByRole('region', { name: /^Steps of / })).toBeVisible();
    violations(await axeViolationsInBothSchemes(page));
  });

  test('/play/ with a finished game on a narrow phone, its board wider than the screen', async ({ page }) => {
    // No hole may be played: the board's frame, which scrolls at 320 px, must still be reachable by keyboard (scrollable-region-focusable).
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/play/');
    await page.evaluate(() => window.localStorage.clear());
    // A 10-hole Didinga board (D-wide): an 8-hole one fits 320 px whole, and so has no frame to scroll.
    const over = '0,0,0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0,0,0/1,0,1,0,0,0,0,0,0,0/0,0,0,0,0,1,0,0,0,0 A';
    await page.goto(`/play/?rules=didinga&players=${players}&start=${encodeURIComponent(over)}&moves=`);
    await expect(page.locator('.play')).toHaveAttribute('data-over', 'immobile');
    expect(await page.locator('.play__board .board-frame').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    violations(await axeViolationsInBothSchemes(page));
  });

  test('/compare/ with a comparison stepped and its step lists open', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`/compare/${compareQuery(stateOfPreset(presetById('EX-b-f')!))}`);
    const root = page.locator('#compare-stepper');
    await page.locator('.compare').scrollIntoViewIfNeeded();
    await expect(page.locator('.compare__form')).toBeVisible();
    await expect(root).not.toHaveClass(/stepper--static/);
    for (let i = 0; i < 3; i++) await root.getByRole('button', { name: 'Next step' }).click();
    await expect(root).toHaveAttribute('data-step', '3');
    const logs = root.locator('.stepper__log summary');
    for (let i = 0; i < (await logs.count()); i++) await logs.nth(i).click();
    await root.locator('.stepper__table summary').first().click();
    await expect(root.locator('.stepper__log[open]')).toHaveCount(await logs.count());
    violations(await axeViolationsInBothSchemes(page));
  });
});
