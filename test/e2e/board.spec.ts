/**
 * The board's hole letters and counts (src/components/board/Board.tsx) as a reader sees them: at
 * least 12 CSS px (the row names 10) on every page that shows 8-hole boards, at 320 px (the narrowest phone, where a board is
 * drawn at two thirds of its size) and at 1280 px (where six panels of /compare/ share a row).
 * The size measured is the rendered one: the text's font size times the scale of the drawing
 * it is in, not the size the stylesheet gives it.
 */
import { expect, test } from './fixtures';
import { hydrateIslands } from './gates';

const PAGES = ['/play/', '/compare/', '/examples/', '/opening/', '/sources/driberg-1927a/', '/examples/ex-b-f/'];

test.describe('the hole letters, counts and row names', () => {
  for (const width of [320, 1280]) {
    for (const path of PAGES) {
      test(`are at least 12 px (the row names 10) on ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await hydrateIslands(page);
        // The letters and the counts at least 12 px, the row names (where drawn across a margin
        // of the drawing, not upright in play) at least 10.
        for (const [selector, least] of [['.hole__label', 12], ['.hole__count', 12], ['.board__labels .board__row', 10]] as const) {
          if (selector === '.board__labels .board__row' && path === '/play/') continue; // upright in play
          const sizes = await page.locator(`svg.board ${selector}`).evaluateAll((texts) => texts
            .filter((t) => t.getBoundingClientRect().width > 0)
            .map((t) => {
              const m = (t as SVGTextElement).getScreenCTM()!;
              return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
            }));
          expect(sizes.length, `${selector} shown`).toBeGreaterThan(0);
          expect(Math.min(...sizes), selector).toBeGreaterThanOrEqual(least);
        }
        // A row name ends before the first hole of its row begins.
        const overlaps = await page.locator('svg.board:has(.board__labels .board__row)').evaluateAll((boards) => boards
          .filter((b) => b.getBoundingClientRect().width > 0)
          .flatMap((b) => [...b.querySelectorAll('.board__labels .board__row')].flatMap((name) => {
            const r = name.getBoundingClientRect();
            const first = [...b.querySelectorAll('.hole__pit')].find((p) => {
              const q = p.getBoundingClientRect();
              return q.top < r.bottom && q.bottom > r.top;
            });
            const q = first?.getBoundingClientRect();
            return q && r.right > q.left ? [`${b.getAttribute('aria-label')}: ${name.textContent} by ${(r.right - q.left).toFixed(1)} px`] : [];
          })));
        expect(overlaps).toEqual([]);
        // The boards keep to the window (a board in play scrolls in its own frame, by design).
        const past = await page.locator('svg.board').evaluateAll((boards) => boards
          .filter((b) => b.closest('.board-frame') === null && b.getBoundingClientRect().right > document.documentElement.clientWidth)
          .map((b) => b.getAttribute('aria-label')));
        expect(past).toEqual([]);
        // Each board keeps its drawing's proportions (width and height, its natural size).
        const ratios = await page.locator('svg.board').evaluateAll((boards) => boards
          .filter((b) => b.getBoundingClientRect().width > 0)
          .map((b) => (b.getBoundingClientRect().height / b.getBoundingClientRect().width) / (Number(b.getAttribute('height')) / Number(b.getAttribute('width')))));
        for (const r of ratios) expect(r).toBeCloseTo(1, 2);
      });
    }
  }
});
