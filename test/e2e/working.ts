/**
 * Shared by the widget specs: hold a page's widget worker before it starts, so that a test sees
 * the "Working…" state for as long as it needs (counting steps, never timing them), and a dense
 * position within the engine's limit (at most 4 marbles a hole on average: 256 on 16 columns).
 */
import type { Page } from '@playwright/test';

/** 256 marbles on 16 columns in four holes (68 + 65 + 67 + 56): the most the engine accepts on that board. */
export const DENSE_16 = '0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,56,0,0,0,0,0,0,67,0,0/0,0,0,0,68,0,0,0,0,0,0,65,0,0,0,0 A';

/**
 * Hold every request for a widget worker's script until `release` is called; `asked` counts them.
 * The built workers are the files named worker-….js under /_astro/.
 */
export async function holdWorkers(page: Page): Promise<{ release: () => void; asked: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let asked = 0;
  await page.route(/\/_astro\/worker-[^/]*\.js(\?.*)?$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}
