/**
 * Accessibility: axe-core over every page of the build (enumerated from dist/, see
 * test/e2e/gates.ts), with its islands hydrated, in three modes: light and dark colour schemes
 * on a desktop window (contrast differs between them) and the light scheme at a phone's width
 * (layout, target sizes and reflow differ). The page is loaded and hydrated once and the mode
 * switched in place (colour scheme and viewport are emulated live), which halves the time on two
 * cores. Each result is written to reports/gates/axe/ for `npm run report`.
 */
import { expect, test } from './fixtures';
import { AXE_TAGS, hydrateIslands, PAGES, PHONE, writeResult } from './gates';
import AxeBuilder from '@axe-core/playwright';

// A trace would snapshot the whole page at every step; it is not needed to read axe's report.
test.use({ trace: 'off' });

const MODES = [
  { name: 'light', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: 'phone', colorScheme: 'light', viewport: PHONE },
] as const;

for (const { path } of PAGES) {
  test(`${path} has no axe violations in light, dark and phone modes`, async ({ page }) => {
    test.setTimeout(240_000); // the edition pages are long; axe takes a while on two cores
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
      found[mode.name] = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
            .map((node) => node.target.join(' '))
            .join('\n    ')}`,
      );
      writeResult('axe', path, { violations: results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })), passes: results.passes.length }, mode.name);
    }
    expect(found).toEqual({ light: [], dark: [], phone: [] });
  });
}
