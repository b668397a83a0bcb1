/**
 * What the browser gates share: the pages of the build (enumerated from dist/, so a new page
 * is covered without being listed), a way to bring every island to life before checking a
 * page, and a place to write each gate's results for `npm run report`.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { builtPages, DIST, RESULTS, slug, type BuiltPage } from '../../scripts/gates/site.ts';
import { optionKeysIn } from '../../scripts/gates/static.ts';

export { slug };

/** Every page of the build, read when the test files load. */
export const PAGES: readonly BuiltPage[] = builtPages();

/**
 * A family of pages built from one template with other data: the clause pages (51 of the 87),
 * the worked examples, the tables at each speed ratio. `variant` names the branches of the
 * template a page takes (an ambiguity, Ludii's behaviour or a clause of the sources; Driberg's
 * board or Murray's), when they differ in what they show.
 */
interface Family {
  readonly id: string;
  readonly match: (path: string) => boolean;
  readonly variant?: (path: string) => string;
}

export const FAMILIES: readonly Family[] = [
  { id: 'clause', match: (p) => /^\/rules\/clauses\/[^/]+\/$/.test(p), variant: (p) => /\/(amb|lu)-/.exec(p)?.[1] ?? 'source' },
  // Ikibuguzo's examples are drawn on Murray's board, with his letters and row names.
  { id: 'example', match: (p) => /^\/examples\/[^/]+\/$/.test(p), variant: (p) => (p.startsWith('/examples/ex-ik-') ? 'murray' : 'driberg') },
  { id: 'opening-speeds', match: (p) => /^\/opening\/speeds\/[^/]+\/$/.test(p) },
];

/**
 * The pages the per-page browser gates load (policy and privacy, no JavaScript and no sideways
 * scrolling in site.spec.ts, axe and then the keyboard in a11y.spec.ts): every page,
 * but of a family (FAMILIES) only its representatives, the largest built page of each variant
 * (the most code, tests, steps or table rows: the widest blocks, the most Tab stops, the most for
 * axe to read) and the smallest of the family (the template's sparest branches: no engine
 * function, no worked example). The other pages of a family share their markup, styles and scripts
 * with these, and what the browser gates check of a page without a browser is checked of every
 * page by the static gates, which read dist/ (test/gates):
 *
 * - its policy: meta and header agree and name no other host, so the browser can ask no other
 *   host for anything (headers.test.ts); every internal link, image and script names a file of the
 *   build, so none fails to load (links.test.ts); a page of a kind without JavaScript has no
 *   script at all (js-budget.test.ts);
 * - its core content is there, with text, with no placeholder for a script (core-content.test.ts);
 * - valid HTML and a sound outline: one h1, no level skipped, every image and SVG image named,
 *   every scrolling region focusable and named (html.test.ts), the axe and keyboard rules HTML
 *   alone decides.
 *
 * What needs a browser (a policy violation or console error at run time, content visible without
 * JavaScript, the layout at each width, colour contrast, focus rings and the Tab order) is seen on
 * the representatives. A page in no family (the editions and the lessons, written page by page;
 * every page of its own) is loaded by every gate, and so is a new kind of page until it is put in
 * a family here; a new page of a family (a clause added) is its family's from the start.
 */
export const BROWSER_PAGES: readonly BuiltPage[] = representatives(PAGES);

function representatives(pages: readonly BuiltPage[]): BuiltPage[] {
  const size = (page: BuiltPage) => statSync(join(DIST, page.file)).size;
  const chosen = new Set<BuiltPage>();
  for (const family of FAMILIES) {
    const members = pages.filter((page) => family.match(page.path)).sort((a, b) => size(a) - size(b) || a.path.localeCompare(b.path));
    if (members.length === 0) continue;
    chosen.add(members[0]!);
    const largest = new Map<string, BuiltPage>();
    for (const page of members) largest.set(family.variant?.(page.path) ?? '', page); // sorted by size: the last one stays
    for (const page of largest.values()) chosen.add(page);
  }
  return pages.filter((page) => chosen.has(page) || !FAMILIES.some((family) => family.match(page.path)));
}

/** The widths the gates check: a desktop window and a phone. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * The window widths at which no page may scroll sideways: the narrowest phone (320 px, also the
 * width WCAG's reflow criterion, 1.4.10, asks content to fit), a phone, a tablet, a laptop.
 */
export const WIDTHS = [320, 390, 768, 1280] as const;

/**
 * Why the page scrolls sideways at its current width, or [] when it does not: the page's width
 * against the window's, then the innermost elements that reach past the right edge (the ones to
 * mend), with their right edges in pixels.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled <= width) return [];
    const past = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5;
    };
    const name = (el: Element) =>
      el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + [...el.classList].map((c) => `.${c}`).join('');
    const innermost = [...document.body.querySelectorAll('*')].filter((el) => past(el) && ![...el.children].some(past));
    return [`the page is ${scrolled} px wide in a ${width} px window`, ...innermost.slice(0, 6).map((el) => `${name(el)} reaches ${Math.round(el.getBoundingClientRect().right)} px`)];
  });
}

/**
 * Draws every block the browser may skip while it is off screen (content-visibility: auto: an
 * edition's paragraphs, notes and worked examples, the tables of /opening/), as a reader who
 * scrolls there sees it. A skipped block keeps an estimated height while the boxes inside it are
 * laid out at their real size, so what axe and the overflow check would measure in it (the
 * spacing of targets, the colour behind a text, how far a box reaches) is not where anything is
 * drawn: at a phone's width after a desktop's, a paragraph's ¶ link lands on the next note's
 * summary. A drawn block keeps the containment content-visibility gives it (layout, paint and
 * style; only its size is its own again), so the block is laid out as on screen: it stays the
 * containing block of what is positioned inside it, and it clips what reaches past it. Whether
 * anything reaches out of an edition's blocks is tested with the editions (editions.spec.ts).
 */
export async function drawSkippedBlocks(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(el);
      if (style.contentVisibility !== 'auto') continue;
      if (style.contain === 'none') el.style.contain = 'layout paint style';
      el.style.contentVisibility = 'visible';
    }
  });
}

/**
 * Scrolls each island into view (they hydrate when visible) and waits until Astro has
 * hydrated them all (it removes the `ssr` attribute), then scrolls back to the top and draws
 * the blocks the browser skips off screen (drawSkippedBlocks): the page the gates check is the
 * page as a reader meets it, every island alive and every part drawn.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i);
    // One at a time: an island scrolled past within one frame is never seen as visible.
    if ((await island.getAttribute('ssr')) === null) continue;
    await island.evaluate((el) => {
      // An island is display: contents, so scroll to its first child.
      (el.firstElementChild ?? el).scrollIntoView({ block: 'center' });
    });
    await page.waitForFunction((el) => !el.hasAttribute('ssr'), await island.elementHandle(), { timeout: 20_000 });
  }
  // A hydrated stepper first renders its form without JavaScript and swaps in its controls after
  // (its worked example replayed in the browser): until then the page's controls are not yet the
  // reader's (a loaded machine caught the keyboard gate counting the static form's links, once).
  await page.waitForFunction(() => document.querySelector('astro-island .stepper--static') === null, undefined, { timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await drawSkippedBlocks(page);
}

/** Writes one gate's result for one page (reports/gates/<gate>/<slug>[.<variant>].json). */
export function writeResult(gate: string, path: string, data: object, variant?: string): void {
  const dir = join(RESULTS, gate);
  mkdirSync(dir, { recursive: true });
  const name = `${slug(path)}${variant ? `.${variant}` : ''}.json`;
  writeFileSync(join(dir, name), JSON.stringify({ path, ...(variant ? { variant } : {}), date: new Date().toISOString(), ...data }, null, 2) + '\n');
}

/** The rules axe applies everywhere: WCAG 2.x A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What axe reports as violations (AxeBuilder's results). */
export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * The page's accessibility problems as lines: axe's `violations`, each with the elements
 * concerned, then the form fields whose edge is too faint (faintFieldEdges), which axe does not check.
 */
export async function accessibilityProblems(page: Page, violations: readonly AxeViolation[]): Promise<string[]> {
  return [
    ...violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`),
    ...(await faintFieldEdges(page)).map((f) => `faint field edge (WCAG 1.4.11): ${f}`),
  ];
}

/** The page's accessibility problems as it is now (accessibilityProblems, axe run with AXE_TAGS). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return accessibilityProblems(page, results.violations);
}

/**
 * axe's violations in the light and then the dark colour scheme, switched in place on the page
 * as it is (a widget in the state a test brought it to), so the page is loaded once.
 */
export async function axeViolationsInBothSchemes(page: Page): Promise<{ light: string[]; dark: string[] }> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await axeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  return { light, dark: await axeViolations(page) };
}

/** A computed colour ("rgb(22, 24, 27)", "rgba(0, 0, 0, 0.5)"): red, green and blue 0–255, alpha 0–1. */
export type Rgba = readonly [number, number, number, number];

/** A computed style's colour as numbers; anything but rgb() or rgba() is refused, by name. */
export function parseColour(colour: string): Rgba {
  const m = /^rgba?\(([^)]*)\)$/.exec(colour.trim())?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number);
  if (!m || m.length < 3 || m.some(Number.isNaN)) throw new Error(`not an rgb() colour: ${colour}`);
  return [m[0]!, m[1]!, m[2]!, m[3] ?? 1];
}

/** Relative luminance (WCAG) of an opaque colour. */
export function luminance(c: Rgba): number {
  const [r, g, b] = [c[0], c[1], c[2]].map((value) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (WCAG) of two opaque colours, 1 to 21. */
export function contrast(a: Rgba, b: Rgba): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** `c` laid over the opaque `base`. */
function over(c: Rgba, base: Rgba): Rgba {
  const mix = (i: 0 | 1 | 2) => c[i] * c[3] + base[i] * (1 - c[3]);
  return [mix(0), mix(1), mix(2), 1];
}

/**
 * Form fields whose edge a reader cannot see (WCAG 1.4.11, non-text contrast, which axe does not
 * check): a text box or menu must stand out from what is behind it at 3:1 at least, by its border
 * or, without one, by its own background. One line a field: what it is, the two colours, the ratio.
 * Checkboxes, radio buttons, sliders and file pickers are the browser's own drawing, and a field the
 * page hides is left out. The page gives the computed colours; they are weighed here.
 */
export async function faintFieldEdges(page: Page): Promise<string[]> {
  const fields = await page.evaluate(() => {
    const found: { what: string; edgeOf: 'border' | 'background'; edge: string; behind: string[] }[] = [];
    for (const el of document.querySelectorAll('input:not([type="checkbox"], [type="radio"], [type="range"], [type="file"], [type="hidden"]), select, textarea')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      const bordered = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      // What is behind the field: its ancestors' backgrounds, nearest first, up to the first opaque one.
      const behind: string[] = [];
      for (let e = el.parentElement; e; e = e.parentElement) {
        const colour = getComputedStyle(e).backgroundColor;
        behind.push(colour);
        if (/^rgb\(/.test(colour)) break;
      }
      const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.id;
      found.push({
        what: `${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''} in .${el.parentElement?.className ?? ''}`,
        edgeOf: bordered ? 'border' : 'background',
        edge: bordered ? style.borderTopColor : style.backgroundColor,
        behind,
      });
    }
    return found;
  });
  const out: string[] = [];
  for (const f of fields) {
    // Laid over one another from the farthest, over white where nothing is opaque.
    const back = f.behind.map(parseColour).reverse().reduce<Rgba>((base, c) => over(c, base), [255, 255, 255, 1]);
    const ratio = contrast(over(parseColour(f.edge), back), back);
    if (ratio < 3) out.push(`${f.what}: ${f.edgeOf} ${f.edge} on rgb(${back.slice(0, 3).map(Math.round).join(', ')}), ${ratio.toFixed(2)}:1`);
  }
  return out;
}

/**
 * The option keys ("lango.increment", "endless=") in what a reader sees of `selector`: its text,
 * menus included, less code (<code>, <pre>), where a key written for an address or a command
 * belongs. Widgets name options in plain words.
 */
export async function optionKeysShown(page: Page, selector: string): Promise<string[]> {
  const text = await page.locator(selector).evaluateAll((els) => els.map((el) => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('code, pre, script, style').forEach((c) => c.remove());
    return copy.textContent ?? '';
  }).join('\n'));
  return optionKeysIn(text);
}

/**
 * A board wholly in the window (a phone's, say): scrolled to the window's middle, since a box
 * aligned to an edge may end a fraction of a pixel past it, then its box inside the window.
 */
export async function expectWhollyInWindow(page: Page, el: Locator): Promise<void> {
  await el.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const box = (await el.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}
