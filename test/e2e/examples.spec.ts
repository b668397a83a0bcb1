/**
 * The worked examples on the site: every example steps to the end by keyboard and by buttons,
 * with `data-position` matching the engine's result at each step checked; captions name the
 * clause; the build-time rendering lists the same steps and the replay commands without
 * JavaScript; permalinks restore the step; the try-your-own panel reads and writes its URL and
 * keeps the last valid position.
 */
import { EXAMPLES, exampleHref, variantCommand } from '../../src/data/examples.ts';
import { exampleSteps, panelsOf } from '../../src/features/examples/panels.ts';
import { tryView } from '../../src/features/examples/work.ts';
import { formatPosition, parsePosition, startPosition } from '../../src/engine/index.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { BROWSER_PAGES, optionKeysShown } from './gates';
import { DENSE_16, holdWorkers } from './working';

/** The example pages the template-wide checks load: the family's representatives. */
const REPRESENTED = new Set(BROWSER_PAGES.map((p) => p.path));

/** Scroll a stepper into view (islands hydrate when visible) and wait until it is interactive. */
async function interactive(root: Locator) {
  await root.scrollIntoViewIfNeeded();
  await expect(root).not.toHaveClass(/stepper--static/);
}

for (const example of EXAMPLES) {
  const panels = panelsOf(example);
  const last = Math.max(...panels.map((p) => p.frames.length - 1));
  const at = (i: number, step: number) => panels[i]!.frames[Math.min(step, panels[i]!.frames.length - 1)]!;
  const href = exampleHref(example.id);

  test.describe(example.id, () => {
    test('steps by keyboard to the end and back, then by buttons; every panel matches the engine, each caption names the clause that causes the step', async ({ page }) => {
      await page.goto(href);
      const root = page.locator(`#${example.id}-stepper`);
      await interactive(root);
      await expect(root).toHaveAttribute('data-steps', String(last));
      await page.locator('.stepper__panels').focus();
      const checkStep = async (step: number) => {
        await expect(root).toHaveAttribute('data-step', String(step));
        for (let i = 0; i < panels.length; i++) {
          const panel = root.locator('.stepper__panel').nth(i);
          await expect(panel).toHaveAttribute('data-position', at(i, step).position);
          await expect(panel).toHaveAttribute('data-rules', panels[i]!.rules);
          await expect(panel).toHaveAttribute('data-options', panels[i]!.options);
          await expect(panel).toHaveAttribute('data-move', panels[i]!.move);
        }
      };
      await page.keyboard.press('End');
      await checkStep(last);
      await page.keyboard.press('Home');
      await checkStep(0);
      for (let s = 1; s <= Math.min(3, last); s++) {
        await page.keyboard.press('ArrowRight');
        await checkStep(s);
      }
      await page.keyboard.press('ArrowLeft');
      await checkStep(Math.min(3, last) - 1);
      await expect(root.locator('.visually-hidden[aria-live="polite"]')).toContainText(`Step ${Math.min(3, last) - 1} of ${last}`);

      // By buttons, from the first step, on the same load.
      await root.getByRole('button', { name: 'First step' }).click();
      const first = root.locator('.stepper__panel').first();
      for (let s = 1; s <= Math.min(8, last); s++) {
        await root.getByRole('button', { name: 'Next step' }).click();
        await expect(root).toHaveAttribute('data-step', String(s));
        const frame = at(0, s);
        await expect(first.locator('.stepper__caption')).toContainText(frame.caption[example.lettering]);
        if (frame.clause) await expect(first.locator('.stepper__caption .clause-link')).toHaveText(frame.clause);
      }
      if (Math.min(8, last) < last) await root.getByRole('button', { name: 'Last step' }).click();
      await expect(first).toHaveAttribute('data-position', at(0, last).position);
      await expect(root.getByRole('button', { name: 'Next step' })).toBeDisabled();
      await root.getByRole('button', { name: 'Previous step' }).click();
      await expect(root).toHaveAttribute('data-step', String(last - 1));
      await root.getByRole('button', { name: 'First step' }).click();
      await expect(first).toHaveAttribute('data-position', at(0, 0).position);
    });

    // The stepper's keyboard path and its address are the template's, the same on every example
    // page: checked on the family's representatives (BROWSER_PAGES in gates.ts); what differs from
    // example to example (its panels, steps and captions) is checked above on every one.
    if (!REPRESENTED.has(href)) return;

    test('Tab goes from the boards and their captions straight to the step controls', async ({ page }) => {
      await page.goto(href);
      const root = page.locator(`#${example.id}-stepper`);
      await interactive(root);
      await root.locator('.stepper__panels').focus();
      await page.keyboard.press('ArrowRight'); // a step whose caption names its clause, a link
      // Tab past the captions' links (inside the boards' group) to the first stop after them.
      for (let i = 0; i < 20 && (await page.evaluate(() => !!document.activeElement?.closest('.stepper__panels'))); i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.stepper__controls') !== null), 'the stop after the captions is a step control').toBe(true);
    });

    test('the stepper\'s Tab count: from the top of the page Tab reaches its first control, then ⇤ First, within 20 presses', async ({ page }) => {
      await page.goto(href);
      const root = page.locator(`#${example.id}-stepper`);
      let presses = 0;
      while (presses < 20 && !(await root.getByRole('button', { name: 'First step' }).evaluate((b) => b === document.activeElement).catch(() => false))) {
        await page.keyboard.press('Tab');
        presses++;
      }
      await expect(root.getByRole('button', { name: 'First step' })).toBeFocused();
      expect(presses).toBeLessThanOrEqual(20);
    });

    test('a permalink opens its step and the address follows the stepper', async ({ page }) => {
      const step = Math.floor(last / 2);
      await page.goto(`${href}?step=${step}`);
      const root = page.locator(`#${example.id}-stepper`);
      await interactive(root);
      await expect(root).toHaveAttribute('data-step', String(step));
      await expect(root.locator('.stepper__panel').first()).toHaveAttribute('data-position', at(0, step).position);
      await root.getByRole('button', { name: 'Next step' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?step=${step + 1}$`));
    });
  });
}

test.describe('an example’s stepper and the keyboard (issue 45)', () => {
  const example = EXAMPLES.find((e) => e.id === 'EX-b-f')!;

  test('the focus stays in the stepper when the island replaces its placeholder', async ({ page }) => {
    // The island's code held back, so that the reader reaches the placeholder first.
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    await page.route(/\/_astro\/ExampleStepper\.[^/]*\.js$/, async (route) => { await held; await route.continue(); });
    await page.goto(exampleHref(example.id));
    const root = page.locator(`#${example.id}-stepper`);
    await expect(root).toHaveClass(/stepper--static/);
    for (let i = 0; i < 40 && !(await root.evaluate((r) => r.contains(document.activeElement))); i++) await page.keyboard.press('Tab');
    expect(await root.evaluate((r) => r.contains(document.activeElement)), 'Tab reached the placeholder').toBe(true);
    release();
    await expect(root).not.toHaveClass(/stepper--static/);
    await expect(root.locator('.stepper__panels')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(root.getByRole('button', { name: 'First step' })).toBeFocused();
  });

  test('Space on ⇤ First plays, and again pauses, without pressing First', async ({ page }) => {
    await page.goto(`${exampleHref(example.id)}?step=2`);
    const root = page.locator(`#${example.id}-stepper`);
    await interactive(root);
    const first = root.getByRole('button', { name: 'First step' });
    await first.focus();
    await page.keyboard.press(' ');
    await expect(root.locator('.stepper__play')).toHaveText('❚❚ Pause');
    await page.keyboard.press(' ');
    await expect(root.locator('.stepper__play')).toHaveText('▶ Play');
    expect(Number(await root.getAttribute('data-step'))).toBeGreaterThanOrEqual(2);
    await expect(first).toBeFocused();
  });

  test('at 1280 px the step controls are in the window while the top boards are, and the step where the codes part is marked', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(exampleHref(example.id));
    const root = page.locator(`#${example.id}-stepper`);
    await interactive(root);
    await root.locator('.stepper__panel').first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const box = await root.locator('.stepper__controls').first().boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    // The step where Lango parts from Didinga is marked, as on /compare/: a button goes there,
    // the badge is on both boards, and the slider and the announcement say so.
    const mark = exampleSteps(example).marks.find((m) => m.panels[0] === 'lango' && m.label.includes('Didinga'))!;
    await root.getByRole('button', { name: `◆ Go to step ${mark.step}` }).click();
    await expect(root).toHaveAttribute('data-step', String(mark.step));
    await expect(root.locator('.stepper__panel').first().locator('.stepper__mark')).toContainText([mark.label]);
    await expect(root.getByRole('slider', { name: 'Step' })).toHaveAttribute('aria-valuetext', `Step ${mark.step} of ${Math.max(...exampleSteps(example).panels.map((p) => p.frames.length - 1))}, where panels part ways`);
    await expect(root.locator('.visually-hidden[aria-live="polite"]')).toContainText(mark.label.replace(/^D/, 'd'));
  });
});

test.describe('an example’s page with a bad step in its address', () => {
  const example = EXAMPLES.find((e) => e.id === 'EX-m4')!;
  const last = Math.max(...panelsOf(example).map((p) => p.frames.length - 1));

  test('a step past the last is shown as the last, and a note over the stepper says so', async ({ page }) => {
    await page.goto(`${exampleHref(example.id)}?step=999`);
    const root = page.locator(`#${example.id}-stepper`);
    await interactive(root);
    await expect(root).toHaveAttribute('data-step', String(last));
    await expect(root.getByRole('alert')).toHaveText(`The address had problems: step: 999 is past the last step, ${last}; the last step is shown.`);
  });

  test('a step that is not a number is named there too, and the first step shown', async ({ page }) => {
    await page.goto(`${exampleHref(example.id)}?step=x`);
    const root = page.locator(`#${example.id}-stepper`);
    await interactive(root);
    await expect(root).toHaveAttribute('data-step', '0');
    await expect(root.getByRole('alert')).toHaveText('The address had problems: step: "x" is not a step number; the first step is shown.');
  });

  test('a step the move reaches is no problem', async ({ page }) => {
    await page.goto(`${exampleHref(example.id)}?step=${last}`);
    const root = page.locator(`#${example.id}-stepper`);
    await interactive(root);
    await expect(root).toHaveAttribute('data-step', String(last));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const example of EXAMPLES) {
    test(`${example.id} shows the start and end boards and the same numbered steps`, async ({ page }) => {
      const panels = panelsOf(example);
      await page.goto(exampleHref(example.id));
      const root = page.locator(`#${example.id}-stepper`);
      await expect(root).toHaveClass(/stepper--static/);
      for (let i = 0; i < panels.length; i++) {
        const panel = root.locator('.stepper__static-panel').nth(i);
        await expect(panel.locator('svg.board')).toHaveCount(2);
        await expect(panel.locator('.steps > li')).toHaveCount(panels[i]!.frames.length);
        await expect(panel.locator('.steps > li').last()).toContainText(panels[i]!.frames.at(-1)!.caption[example.lettering]);
      }
      // The command that replays each variant from the CLI, as text to copy.
      const replay = page.locator(`#${example.id} .example__replay`);
      await expect(replay).toContainText('Replay from the command line');
      await expect(replay.locator('pre.example__command')).toHaveText(example.variants.map(variantCommand));
    });
  }
});

test.describe('try your own (/examples/)', () => {
  const START_F = '4,0,0,0,0,0,0,0/0,0,0,1,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,2,0,0,0,0 B';

  test('opens the ruleset, position, move and step given in the address', async ({ page }) => {
    await page.goto(`/examples/?rules=lango&position=${encodeURIComponent(START_F)}&move=xf5&step=2`);
    const root = page.locator('#try-stepper');
    await interactive(root);
    await expect(root).toHaveAttribute('data-rules', 'lango');
    await expect(root).toHaveAttribute('data-move', 'xf5');
    await expect(root).toHaveAttribute('data-step', '2');
    // The only legal Lango start here is the capture (L-start).
    await expect(page.getByRole('combobox', { name: /Move/ }).locator('option')).toHaveText([/^xf5 /]);
  });

  // The panel first shows its default move (Didinga's b4 from the start, 54 steps) while the worker
  // plays the move asked for: a later step of that move was cut to 54, and the address rewritten.
  test('opens a step beyond the default move\'s last, and keeps it in the address until the reader steps', async ({ page }) => {
    const start = '2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 A';
    await page.goto(`/examples/?rules=lango&move=${encodeURIComponent('xf7/</>')}&position=${encodeURIComponent(start)}&step=100`);
    const root = page.locator('#try-stepper');
    await interactive(root);
    await expect(root).toHaveAttribute('data-move', 'xf7/</>');
    await expect(root).toHaveAttribute('data-step', '100');
    await expect(page).toHaveURL(/[?&]step=100(&|$)/);
    await page.locator('#try-stepper .stepper__panels').focus();
    await page.keyboard.press('ArrowRight');
    await expect(root).toHaveAttribute('data-step', '101');
    await expect(page).toHaveURL(/[?&]step=101(&|$)/);
  });

  test('Last and First by keyboard keep the focus on the button pressed (unavailable, not disabled)', async ({ page }) => {
    await page.goto('/examples/');
    const root = page.locator('#try-stepper');
    await interactive(root);
    for (const [name, step] of [['Last step', await root.getAttribute('data-steps')], ['First step', '0']] as const) {
      const button = root.getByRole('button', { name });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(root).toHaveAttribute('data-step', step!);
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      // Pressed again where it cannot go, it does nothing.
      await page.keyboard.press('Enter');
      await expect(root).toHaveAttribute('data-step', step!);
    }
  });

  test('opens the address’s step when it gives no move (the first view’s own)', async ({ page }) => {
    await page.goto('/examples/?rules=lango&step=2');
    const root = page.locator('#try-stepper');
    await interactive(root);
    await expect(root).toHaveAttribute('data-rules', 'lango');
    await expect(root).toHaveAttribute('data-step', '2');
    await expect(page).toHaveURL(/[?&]step=2(&|$)/);
  });

  test('a step past the last is shown as the last and said in the panel’s alert, once the move’s own steps have come', async ({ page }) => {
    // The first view (computed in the page), and a move played by the worker.
    const lastOf = (rules: 'didinga' | 'lango', position: string, move: string | null) => {
      const pos = parsePosition(position);
      if (!pos.ok) throw new Error(pos.error.message);
      const v = tryView(rules, '', pos.value, move);
      if (!v.ok || v.value.trace?.kind !== 'ok') throw new Error(`no frames for ${rules} ${move}`);
      return v.value.trace.frames.length - 1;
    };
    const start = formatPosition(startPosition());
    for (const [address, rules, last] of [
      ['/examples/?step=999', 'didinga', lastOf('didinga', start, null)],
      [`/examples/?rules=lango&position=${encodeURIComponent(START_F)}&move=xf5&step=999`, 'lango', lastOf('lango', START_F, 'xf5')],
    ] as const) {
      await page.goto(address);
      const root = page.locator('#try-stepper');
      await interactive(root);
      await expect(root).toHaveAttribute('data-rules', rules);
      await expect(root).toHaveAttribute('data-steps', String(last));
      await expect(root).toHaveAttribute('data-step', String(last));
      await expect(page.locator('#try-problem')).toHaveText(`The address had problems: step: 999 is past the last step, ${last}; the last step is shown.`);
    }
  });

  test('readings the engine refuses together are named in words, not keys', async ({ page }) => {
    await page.goto(`/examples/?rules=lango&options=${encodeURIComponent('lango.startSingle=sow lango.increment=dlp')}`);
    await interactive(page.locator('#try-stepper'));
    await expect(page.locator('#try-problem')).toContainText('options: the reading “a single marble taken at the start sown alone” has no effect under “DLP’s increment, sown on from the back hole behind”: ');
    expect(await optionKeysShown(page, '.try')).toEqual([]);
  });

  test('explains a bad address and falls back to defaults, saying which', async ({ page }) => {
    await page.goto('/examples/?rules=chess&position=2,2/x%20A&options=nope');
    await interactive(page.locator('#try-stepper'));
    await expect(page.getByRole('alert')).toContainText(/^The address had problems: /);
    await expect(page.getByRole('alert')).toContainText(/rules: "chess" is not one of didinga, lango, ikibuguzo[^;]*; didinga is used/);
    await expect(page.getByRole('alert')).toContainText('options: option "nope" is not of the form key=value; the default readings are used');
    await expect(page.getByRole('alert')).toContainText('position: expected 4 rows separated by "/", found 2; the start position is used');
    await expect(page.locator('#try-stepper')).toHaveAttribute('data-rules', 'didinga');
  });

  test('a malformed position is refused with the reason, and the last valid one is kept', async ({ page }) => {
    await page.goto(`/examples/?rules=didinga&position=${encodeURIComponent(START_F)}`);
    const root = page.locator('#try-stepper');
    await interactive(root);
    await expect(root).toHaveAttribute('data-position', START_F);
    const box = page.getByRole('textbox', { name: /Position/ });
    await box.fill(START_F.replace('0,0,0,2,0,0,0,0 B', '0,0,0,x,0,0,0,0 B'));
    await page.getByRole('button', { name: 'Use this position' }).click();
    await expect(page.getByRole('alert')).toContainText('row 4 (A\'s back row), hole 4: "x" is not a count');
    await expect(root).toHaveAttribute('data-position', START_F);
    // The field says it was refused, and why (its description is the problem).
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/hole 4: "x" is not a count/);
    await box.fill(START_F);
    await page.getByRole('button', { name: 'Use this position' }).click();
    await expect(box).not.toHaveAttribute('aria-invalid', /.*/);
  });

  test('choosing another move steps through it and updates the address', async ({ page }) => {
    await page.goto('/examples/?rules=didinga');
    await interactive(page.locator('#try-stepper'));
    const select = page.getByRole('combobox', { name: /Move/ });
    await select.selectOption({ index: 3 });
    const chosen = (await select.inputValue());
    await expect(page.locator('#try-stepper')).toHaveAttribute('data-move', chosen);
    await expect(page).toHaveURL(new RegExp(`move=${encodeURIComponent(chosen).replace(/[<>/]/g, '.')}`));
  });
});

test.describe('reduced motion', () => {
  // Seconds of the hole transition: none to speak of when motion is reduced (global.css caps
  // every transition and animation at 0.01 ms), 0.12 s otherwise (board.css).
  for (const [reducedMotion, seconds] of [['reduce', 0], ['no-preference', 0.12]] as const) {
    test(`${reducedMotion}: holes change and stones are sown ${reducedMotion === 'reduce' ? 'at once' : 'with a short transition and flight'}, and the steps are the same`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/examples/ex-c10/');
      const root = page.locator('#EX-c10-stepper');
      await interactive(root);
      const pit = root.locator('.hole__pit').first();
      const duration = parseFloat(await pit.evaluate((el) => getComputedStyle(el).transitionDuration));
      expect(duration).toBeCloseTo(seconds, 3);
      // A drop (within the first steps: the lift comes first): its stone flies in from the hole
      // before (0.32 s), or lands at once.
      const flight = root.locator('.stepper__panel').first().locator('.board__flight');
      for (let i = 0; i < 6 && (await flight.count()) === 0; i++) await root.getByRole('button', { name: 'Next step' }).click();
      await expect(flight).toHaveCount(1);
      const sow = await flight.evaluate((el) => [getComputedStyle(el).animationName, parseFloat(getComputedStyle(el).animationDuration)] as const);
      expect(sow[0]).toBe('board-sow');
      expect(sow[1]).toBeCloseTo(reducedMotion === 'reduce' ? 0 : 0.32, 3);
      await root.getByRole('button', { name: 'Last step' }).click();
      await expect(root.locator('.stepper__panel').first()).toHaveAttribute('data-position', panelsOf(EXAMPLES[0]!)[0]!.frames.at(-1)!.position);
    });
  }
});

// Axe over the steppers' pages, hydrated, in light, dark and phone modes: test/e2e/a11y.spec.ts,
// which covers every built page once.

// The JavaScript each page ships is checked against its kind's budget (scripts/gates/site.ts)
// by the static gate test/gates/js-budget.test.ts, for every page of the build.

test.describe('try your own works off the page', () => {
  test('a dense position: "Working…" is announced, another control answers a key meanwhile, Cancel ends it, and the work then completes', async ({ page }) => {
    const gate = await holdWorkers(page);
    await page.goto(`/examples/?rules=ikibuguzo&position=${encodeURIComponent(DENSE_16)}`);
    const widget = page.locator('.try');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-work', 'working');
    const status = widget.getByRole('status').filter({ hasText: 'Working…' });
    await expect(status).toBeVisible();
    // The reader's input is kept, and the position field answers a keypress while the work runs.
    const text = widget.getByRole('textbox', { name: /^Position/ });
    await expect(text).toHaveValue(DENSE_16);
    await text.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await expect(text).toHaveValue(`${DENSE_16}x`);
    await expect(widget).toHaveAttribute('data-work', 'working');
    await status.getByRole('button', { name: 'Cancel' }).click();
    await expect(widget).toHaveAttribute('data-work', 'cancelled');
    expect(gate.asked()).toBeGreaterThanOrEqual(1);
    gate.release();
    // Choosing other rules works the view out and shows it.
    await widget.getByRole('combobox', { name: 'Rules' }).selectOption('lango');
    await expect(widget).toHaveAttribute('data-work', 'idle');
    await expect(page.locator('#try-stepper')).toHaveAttribute('data-rules', 'lango');
    await expect(widget.getByRole('combobox', { name: /^Move/ }).locator('option').first()).not.toHaveText('');
  });
});
