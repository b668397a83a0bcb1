/**
 * Accessibility: axe-core over every page, in both colour schemes (colour contrast differs
 * between them). Add each new page to PAGES.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const PAGES = [
  '/',
  '/sources/',
  '/sources/driberg-1927a/',
  '/sources/driberg-1927b/',
  '/sources/murray-1951/',
  '/glossary/',
  '/bibliography/',
  '/search/',
  '/examples/',
  '/compare/',
  '/rules/',
  '/opening/',
  '/play/',
  '/about/',
];


for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        test.slow(); // the edition pages are long; axe takes a while on two cores
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
              .map((node) => node.target.join(' '))
              .join('\n    ')}`,
        );
        expect(violations).toEqual([]);
      });
    }
  });
}
