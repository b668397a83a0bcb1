/**
 * The keyboard gate, run on each page of BROWSER_PAGES (gates.ts) by a11y.spec.ts on the load its
 * axe check made, with the page's islands hydrated: Tab reaches every visible control of the
 * page, each shows a visible focus ring when it gets there (a radio group counts once: Tab stops
 * on its checked button), and each focusable element that is not a native control has a name.
 * Widgets' own keys (arrows, Home/End, Space, Enter on the board editor) are tested with each
 * widget (examples.spec.ts, compare.spec.ts, and the specs of widgets to come).
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { writeResult } from './gates';

/** Controls a reader can reach with Tab: visible, enabled and not taken out of the order. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';

interface FocusStop {
  readonly id: number;
  readonly tag: string;
  readonly text: string;
  readonly ring: boolean;
  readonly named: boolean;
  readonly native: boolean;
}

/** Walks the page with Tab from its top and fails naming every control missed, ringless or unnamed. */
export async function expectTabReachesEveryControl(page: Page, path: string): Promise<void> {
  // Number the controls a reader should reach; the walk reports the numbers it meets.
  const expected = await page.evaluate((selector) => {
    let n = 0;
    const list: { id: number; tag: string; text: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]') || !el.checkVisibility({ visibilityProperty: true })) continue;
      // A group of radio buttons is one Tab stop: the checked one (or the first when none is),
      // and the arrow keys move within it (native behaviour).
      if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
        const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`)].filter((r) => r.form === el.form);
        const stop = group.find((r) => r.checked) ?? group[0];
        if (stop !== el) continue;
      }
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      el.dataset.gatesStop = String(++n);
      list.push({ id: n, tag: el.tagName.toLowerCase(), text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40) });
    }
    return list;
  }, CONTROLS);

  // Record every element that receives focus, as it receives it (the ring is drawn by
  // :focus-visible, which matches then), and press Tab once per control and a few more
  // (the skip link's target, the way out to the browser); one round trip per press.
  await page.evaluate(() => {
    const stops: FocusStop[] = [];
    (window as unknown as { __stops: FocusStop[] }).__stops = stops;
    const NAME_FROM_CONTENT = /^(button|link|gridcell|cell|columnheader|rowheader|tab|option|menuitem|menuitemradio|menuitemcheckbox|treeitem|checkbox|radio|switch|heading|tooltip)$/;
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const shadow = style.boxShadow !== 'none';
      const native = el.matches('a[href], button, input, select, textarea, summary');
      const text = el.textContent?.trim() ?? '';
      const role = el.getAttribute('role') ?? (el.matches('td') ? 'cell' : el.matches('th') ? 'columnheader' : '');
      const named = native
        || !!(el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby') || el.getAttribute('title'))
        || (NAME_FROM_CONTENT.test(role) && text !== '')
        // A scrollable code block (Shiki makes it focusable so it can be scrolled by keys).
        || (el.matches('pre') && text !== '');
      stops.push({ id: Number(el.dataset.gatesStop ?? 0), tag: el.tagName.toLowerCase(), text: (el.getAttribute('aria-label') ?? text).slice(0, 40), ring: outline || shadow, named, native });
    });
  });
  for (let press = 0; press < expected.length + 3; press++) await page.keyboard.press('Tab');
  const stops = await page.evaluate(() => (window as unknown as { __stops: FocusStop[] }).__stops);
  const seen = new Set(stops.map((s) => s.id).filter((id) => id > 0));
  const missed = expected.filter((c) => !seen.has(c.id)).map((c) => `<${c.tag}> "${c.text}"`);
  const noRing = stops.filter((s) => !s.ring).map((s) => `<${s.tag}> "${s.text}"`);
  const unnamed = stops.filter((s) => !s.named).map((s) => `<${s.tag}> "${s.text}"`);
  writeResult('keyboard', path, { controls: expected.length, reached: seen.size, missed, noRing, unnamed });
  expect(missed, 'controls Tab never reached').toEqual([]);
  expect(noRing, 'stops without a visible focus ring').toEqual([]);
  expect(unnamed, 'focusable elements that are not controls and have no name').toEqual([]);
  expect(expected.length, 'the page has controls (the header at least)').toBeGreaterThan(3);
}
