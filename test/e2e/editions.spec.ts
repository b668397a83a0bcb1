/**
 * The annotated editions (/sources/<edition>/) and the pages around them: the quoted text is
 * exactly the source's, every clause anchor of src/data/clauses.json resolves on its edition
 * page, hole letters highlight the chart, in-page links resolve, and search lands on the right
 * paragraph. Runs against the production build (`npm run build`, which also builds the search
 * index).
 */
import clauses from '../../src/data/clauses.json' with { type: 'json' };
import glossaryData from '../../src/content/glossary.json' with { type: 'json' };
import { captureQuote } from '../../src/data/source-captures.ts';
import { clausePageHref } from '../../src/data/clauses.ts';
import { expect, test } from './fixtures';
import { drawSkippedBlocks, hydrateIslands } from './gates';

const EDITIONS = [
  { id: 'driberg-1927a', file: 'dlp-evidence-684-pereauni-didinga.txt', h1: /Driberg 1927a/ },
  { id: 'driberg-1927b', file: 'dlp-evidence-711-choro-lango.txt', h1: /Driberg 1927b/ },
  { id: 'murray-1951', file: 'dlp-evidence-1226-2231-ikibuguzo.txt', h1: /Murray 1951/ },
] as const;

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Check that `blocks` (the rendered paragraphs, in order) are the source text cut into pieces:
 * equal character for character after collapsing white space; between two paragraphs the source
 * may have one space or none ("a move.3. A LAP"). Returns a description of the first difference.
 */
export function compareBlocks(source: string, blocks: readonly string[]): string | null {
  const src = norm(source);
  let pos = 0;
  for (const [i, raw] of blocks.entries()) {
    const block = norm(raw);
    if (src.slice(pos, pos + block.length) !== block) {
      let k = 0;
      while (k < block.length && src[pos + k] === block[k]) k++;
      return `paragraph ${i + 1}, character ${k + 1}: the source has “${src.slice(pos + k - 20, pos + k + 30)}”, the page has “${block.slice(Math.max(0, k - 20), k + 30)}”`;
    }
    pos += block.length;
    if (src[pos] === ' ') pos++;
  }
  return pos === src.length ? null : `the page stops at character ${pos} of ${src.length}: missing “${src.slice(pos, pos + 60)}…”`;
}

for (const edition of EDITIONS) {
  test.describe(`/sources/${edition.id}/`, () => {
    test('renders its heading, chart and the quoted text, exactly as in the source file', async ({ page }) => {
      await page.goto(`/sources/${edition.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edition.h1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('.chart table')).toHaveCount(2);
      const blocks = await page.locator('blockquote.q[data-source-text]').evaluateAll((els) =>
        els.map((el) => {
          const copy = el.cloneNode(true) as HTMLElement;
          for (const n of copy.querySelectorAll('[data-not-source]')) n.remove();
          return copy.textContent ?? '';
        }),
      );
      expect(blocks.length).toBeGreaterThan(3);
      expect(compareBlocks(captureQuote(edition.file), blocks)).toBeNull();
    });

    test('has an element for every clause of its edition in src/data/clauses.json', async ({ page }) => {
      await page.goto(`/sources/${edition.id}/`);
      const ids = clauses.filter((c) => c.edition === edition.id).map((c) => c.id);
      expect(ids.length).toBeGreaterThan(0);
      const missing = await page.evaluate((list) => list.filter((id) => document.querySelectorAll(`[id="${id}"]`).length !== 1), ids);
      expect(missing).toEqual([]);
      // Every note names the engine code (or says why there is none) and links to the clause's page.
      for (const id of ids) {
        const note = page.locator(`[id="note-${id}"], details[id="${id}"]`).first();
        await expect(note.locator('.impl'), id).toHaveCount(1);
        await expect(note.locator('.impl a'), id).toHaveAttribute('href', clausePageHref(id));
      }
    });

    test('marks slips as in the source, with the reading in a note', async ({ page }) => {
      await page.goto(`/sources/${edition.id}/`);
      const sics = page.locator('blockquote.q .sic');
      expect(await sics.count()).toBeGreaterThan(0);
      await expect(page.locator('blockquote.q .sic + .sic__note').first()).toContainText('read');
    });
  });
}

test('every clause id of src/data/clauses.json resolves on its edition page (clauseHref)', async ({ page }) => {
  for (const edition of EDITIONS) {
    await page.goto(`/sources/${edition.id}/`);
    const present = new Set(await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id)));
    const missing = clauses.filter((c) => c.edition === edition.id && !present.has(c.id)).map((c) => c.id);
    expect(missing, edition.id).toEqual([]);
  }
  const response = await page.goto('/sources/driberg-1927b/#L-start');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#L-start')).toContainText('(3) Whereas in the Didinga variant');
});

test('a note’s engine line opens the clause’s own page: its code highlighted, the tests that name it, and the way back to the passage', async ({ page }) => {
  await page.goto('/sources/driberg-1927a/#note-D-opp');
  const note = page.locator('[id="note-D-opp"]');
  if (!(await note.evaluate((d) => (d as HTMLDetailsElement).open))) await note.locator('summary').click();
  await expect(note.locator('.impl')).toContainText('LapBoard.enPrise');
  await note.getByRole('link', { name: 'How the engine implements D-opp' }).click();
  await expect(page).toHaveURL(/\/rules\/clauses\/d-opp\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Clause D-opp: Opposition/);
  const code = page.locator('figure.clause-code').filter({ hasText: 'LapBoard.enPrise' });
  await expect(code.locator('figcaption')).toContainText('src/engine/machine/board.ts');
  await expect(code.locator('pre.astro-code')).toContainText('enPrise(');
  expect(await page.locator('.clause-tests li').count()).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Driberg 1927a, beside the passage' }).click();
  await expect(page).toHaveURL(/\/sources\/driberg-1927a\/#D-opp$/);
});

test('focusing a hole letter in the text highlights that hole on the chart', async ({ page }) => {
  await page.goto('/sources/driberg-1927a/');
  const mini = page.locator('[data-minichart]');
  await expect(mini).toBeHidden();
  const letter = page.locator('#p-10 button.hole-ref', { hasText: /^I$/ }).first();
  await letter.focus();
  await expect(mini).toBeVisible();
  const key = await letter.getAttribute('data-hole');
  expect(key).toBe('A-14'); // Driberg's I: A's front row, column 2
  await expect(mini.locator(`[data-hole="${key}"]`)).toHaveClass(/is-active/);
  await expect(page.locator(`.chart td[data-hole="${key}"]`).first()).toHaveClass(/is-active/);
  await expect(mini).toContainText('front row, column 2');
  // The letter has an accessible description.
  await expect(letter).toHaveAccessibleDescription(/player A’s front row, column 2 from A’s left; Driberg’s I, Murray’s O/);
  // Keyboard: Tab to the next letter moves the highlight; Escape clears it.
  await page.keyboard.press('Tab');
  await expect(mini.locator('.is-active')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(mini).toBeHidden();
});

test('nothing reaches out of the blocks the browser skips off screen, where it would be clipped', async ({ page }) => {
  // editions.css draws each paragraph, its notes and each worked example only near the screen
  // (content-visibility: auto), which contains the block's painting: a box reaching past it would
  // be cut off (0.5rem out, room for a focus ring), not scrolled to, and the gates draw every block
  // before they measure (drawSkippedBlocks). So: every box inside stays inside, notes open, before
  // and after the steppers come alive, on a phone and on a desktop.
  test.slow(); // three long pages at two widths, each with its islands hydrated
  const BLOCKS = '.edition-text > *';
  const outside = () =>
    page.evaluate((selector) => {
      const found: string[] = [];
      for (const d of document.querySelectorAll<HTMLDetailsElement>('.edition-text details')) d.open = true;
      for (const block of document.querySelectorAll<HTMLElement>(selector)) {
        if (block.dataset.skippable === undefined) continue;
        const b = block.getBoundingClientRect();
        for (const el of block.querySelectorAll('*')) {
          if (el.closest('.visually-hidden')) continue;
          // What a scrolling box inside holds is clipped by that box, as it should be.
          let scrolled = false;
          for (let a = el.parentElement; a && a !== block; a = a.parentElement) {
            const style = getComputedStyle(a);
            if (style.overflowX !== 'visible' || style.overflowY !== 'visible') scrolled = true;
          }
          const r = el.getBoundingClientRect();
          if (scrolled || (r.width === 0 && r.height === 0)) continue;
          const by = Math.max(b.left - r.left, r.right - b.right, b.top - r.top, r.bottom - b.bottom);
          if (by > 0.5) found.push(`${block.id || block.className} › ${el.tagName.toLowerCase()}${el.getAttribute('class') ? `.${el.getAttribute('class')!.split(' ')[0]}` : ''} by ${by.toFixed(1)} px`);
        }
      }
      return found;
    }, BLOCKS);
  for (const edition of EDITIONS) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/sources/${edition.id}/`);
      const skippable = await page.locator(BLOCKS).evaluateAll((els) =>
        els.filter((el) => getComputedStyle(el).contentVisibility === 'auto').map((el) => ((el as HTMLElement).dataset.skippable = '')),
      );
      expect(skippable.length, 'the text is drawn only near the screen').toBeGreaterThan(10);
      await drawSkippedBlocks(page);
      expect(await outside(), `${edition.id} at ${width} px, as built`).toEqual([]);
      await hydrateIslands(page);
      expect(await outside(), `${edition.id} at ${width} px, the steppers alive`).toEqual([]);
    }
  }
});

test('Murray’s page uses Murray’s letters', async ({ page }) => {
  await page.goto('/sources/murray-1951/');
  const n = page.locator('#K-array-1 button.hole-ref', { hasText: /^N$/ }).first();
  await n.focus();
  await expect(page.locator('[data-minichart]')).toContainText('Murray’s N');
});

test('in-page links of the editions, glossary, bibliography and about pages all resolve', async ({ page, baseURL }) => {
  test.slow(); // eight long pages, each read whole: near 30 s on two busy cores
  const pages = ['/sources/', ...EDITIONS.map((e) => `/sources/${e.id}/`), '/glossary/', '/bibliography/', '/about/'];
  const ids = new Map<string, Set<string>>();
  const links: { from: string; href: string }[] = [];
  for (const p of pages) {
    await page.goto(p);
    ids.set(p, new Set(await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id))));
    for (const href of await page.locator('main a[href]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) {
      links.push({ from: p, href });
    }
  }
  const broken: string[] = [];
  for (const { from, href } of links) {
    const url = new URL(href, new URL(from, baseURL));
    if (url.origin !== new URL(baseURL!).origin || !url.hash) continue;
    let known = ids.get(url.pathname);
    if (!known) {
      await page.goto(url.pathname);
      known = new Set(await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id)));
      ids.set(url.pathname, known);
    }
    if (!known.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${from} → ${href}`);
  }
  expect(broken).toEqual([]);
});

test('search finds “turning base” and lands on the paragraph', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: /Search the site/ }).fill('turning base');
  await page.getByRole('searchbox', { name: /Search the site/ }).press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=turning\+base/);
  const results = page.locator('#search-results li a');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(hrefs.some((h) => h?.startsWith('/sources/driberg-1927a/#'))).toBe(true);
  const target = hrefs.find((h) => h?.startsWith('/sources/driberg-1927a/#'))!;
  await page.goto(target);
  const id = new URL(target, 'http://x').hash.slice(1);
  await expect(page.locator(`[id="${id}"]`)).toContainText(/turning base/i);
});

test('search shows its results twenty at a time, says how many are shown, and shows the rest on asking', async ({ page }) => {
  await page.goto('/search/?q=increment');
  const results = page.locator('#search-results li');
  const status = page.locator('#search-status');
  await expect(status).toHaveText(/^(\d+) pages found for “increment”; the first 20 shown\.$/);
  const total = Number(/^(\d+)/.exec((await status.textContent())!)![1]);
  expect(total).toBeGreaterThan(20);
  await expect(results).toHaveCount(20);
  const more = page.getByRole('button', { name: /^Show \d+ more of the \d+ left$/ });
  await expect(more).toHaveText(`Show ${Math.min(20, total - 20)} more of the ${total - 20} left`);
  // By keyboard: the button, then focus on the first result it added.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(results).toHaveCount(Math.min(40, total));
  await expect(results.nth(20).locator('a')).toBeFocused();
  if (total <= 40) {
    await expect(status).toHaveText(`${total} pages found for “increment”.`);
    await expect(more).toBeHidden();
  }
  // Every result is a different page.
  const hrefs = await results.locator('a').evaluateAll((els) => els.map((e) => new URL(e.getAttribute('href')!, 'http://x').pathname));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('search indexes every page: a word found only on a lesson, and one on /play/, each finds its page', async ({ page }) => {
  // Words the editions never use: a hit proves the lessons and the game's page are in the index.
  for (const [words, path] of [['friend at this screen', '/play/'], ['Now play', '/learn/didinga/']] as const) {
    await page.goto(`/search/?q=${encodeURIComponent(words)}`);
    const results = page.locator('#search-results li a');
    await expect(results.first()).toBeVisible();
    const hrefs = await results.evaluateAll((els) => els.map((e) => new URL(e.getAttribute('href')!, 'http://x').pathname));
    expect(hrefs, `"${words}" finds ${path}`).toContain(path);
  }
});

test.describe('glossary links', () => {
  const glossary = glossaryData as { id: string; term: string }[];

  for (const edition of ['driberg-1927a', 'driberg-1927b', 'murray-1951']) {
    test(`/sources/${edition}/ links every glossary term on its first use in each section`, async ({ page }) => {
      await page.goto(`/sources/${edition}/`);
      const unlinked = await page.evaluate((glossary) => {
        const phrases = glossary.flatMap((g) => g.term.split(/,|\bpl\.\s*/).map((p) => p.trim().toLowerCase()).filter((p) => p.length > 1).map((p) => ({ id: g.id, p })));
        const root = document.querySelector('article.edition')!;
        const out: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        let section = '(top)';
        let seen = new Set<string>();
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (n instanceof HTMLElement) {
            if (n.tagName === 'H2') { section = n.textContent!.trim(); seen = new Set(); }
            if (n.dataset.term) seen.add(n.dataset.term);
            continue;
          }
          if (n.parentElement!.closest('a, h1, h2, h3, h4, h5, h6, code, pre, button, summary, svg, table, astro-island, [data-glossary-skip], [aria-hidden="true"]')) continue;
          for (const { id, p } of phrases) {
            if (seen.has(id)) continue;
            const re = new RegExp(`(?<![A-Za-z\\-])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?(?![A-Za-z\\-])`, 'i');
            if (re.test(n.textContent!)) {
              seen.add(id);
              out.push(`${section}: "${p}" first used unlinked in "${n.textContent!.trim().slice(0, 60)}"`);
            }
          }
        }
        return out;
      }, glossary);
      expect(unlinked).toEqual([]);
    });
  }
});
