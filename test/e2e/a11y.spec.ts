/**
 * Accessibility: axe-core over every page of the build (enumerated from dist/, see
 * test/e2e/gates.ts), with its islands hydrated, in three modes: light and dark colour schemes
 * on a desktop window (contrast differs between them) and the light scheme at a phone's width
 * (layout, target sizes and reflow differ). Each result is written to reports/gates/axe/ for
 * `npm run report`.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { hydrateIslands, PAGES, PHONE, writeResult } from './gates';

const MODES = [
  { name: 'light', colorScheme: 'light', viewport: { width: 1280, height: 800 } },
  { name: 'dark', colorScheme: 'dark', viewport: { width: 1280, height: 800 } },
  { name: 'phone', colorScheme: 'light', viewport: PHONE },
] as const;

for (const mode of MODES) {
  test.describe(`${mode.name} (${mode.colorScheme}, ${mode.viewport.width} px)`, () => {
    test.use({ colorScheme: mode.colorScheme, viewport: mode.viewport });

    for (const { path } of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        test.slow(); // the edition pages are long; axe takes a while on two cores
        await page.goto(path);
        await hydrateIslands(page);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
              .map((node) => node.target.join(' '))
              .join('\n    ')}`,
        );
        writeResult('axe', path, { violations: results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })), passes: results.passes.length }, mode.name);
        expect(violations).toEqual([]);
      });
    }
  });
}
