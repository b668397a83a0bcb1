/**
 * /compare/: a comparison opens from its address, every panel steps with data-position matching
 * the engine, the divergence is marked at the step src/features/compare/divergence.ts finds, the position can
 * be edited by keyboard, and bad input is explained without losing the position.
 */
import type { Locator } from '@playwright/test';
import { chartIndex, checkPosition, formatPosition, makePosition, maxMarbles, totalMarbles } from '../../src/engine/index.ts';
import { compareQuery, DEFAULT_STATE, divergences, panelLabel, playPanels, presetById, PRESETS, refusalSentence, stateOfPreset, type PanelOutcome } from '../../src/features/compare/compare.ts';
import { expect, test } from './fixtures';
import { axeViolationsInBothSchemes, optionKeysShown } from './gates';
import { DENSE_16, holdWorkers } from './working';

/** Scroll the island into view (it hydrates when visible) and wait until the editor and the stepper are interactive. */
async function interactive(root: Locator) {
  const page = root.page();
  await page.locator('.compare').scrollIntoViewIfNeeded();
  await expect(page.locator('.compare__form')).toBeVisible();
  await expect(root).not.toHaveClass(/stepper--static/);
}

const okOutcomes = (o: PanelOutcome[]) => o.filter((x): x is Extract<PanelOutcome, { ok: true }> => x.ok);

test.describe('/compare/', () => {
  test('opens the comparison in the address; every panel matches the engine at each step', async ({ page }) => {
    const state = stateOfPreset(presetById('EX-b-f')!);
    const outcomes = okOutcomes(playPanels(state));
    expect(outcomes).toHaveLength(3);
    const last = Math.max(...outcomes.map((o) => o.frames.length - 1));
    await page.goto(`/compare/${compareQuery(state)}&step=2`);
    const root = page.locator('#compare-stepper');
    await interactive(root);
    await expect(root).toHaveAttribute('data-step', '2');
    await expect(root).toHaveAttribute('data-steps', String(last));
    await page.locator('.stepper__panels').focus();
    const check = async (step: number) => {
      await expect(root).toHaveAttribute('data-step', String(step));
      for (let i = 0; i < outcomes.length; i++) {
        const f = outcomes[i]!.frames[Math.min(step, outcomes[i]!.frames.length - 1)]!;
        const panel = root.locator('.stepper__panel').nth(i);
        await expect(panel).toHaveAttribute('data-position', f.position);
        await expect(panel).toHaveAttribute('data-rules', outcomes[i]!.spec.rules);
      }
    };
    for (const s of [3, 4, 5]) {
      await page.keyboard.press('ArrowRight');
      await check(s);
    }
    await page.keyboard.press('End');
    await check(last);
    await page.keyboard.press('Home');
    await check(0);
    await expect(page).toHaveURL(/step=0/);
  });

  test('opens a step beyond the default comparison\'s last (its frames shown first, while the worker plays the one asked for)', async ({ page }) => {
    const state = stateOfPreset(presetById('front-only')!);
    const last = Math.max(...okOutcomes(playPanels(state)).map((o) => o.frames.length - 1));
    const defaultLast = Math.max(...okOutcomes(playPanels(DEFAULT_STATE)).map((o) => o.frames.length - 1));
    const step = defaultLast + 5;
    expect(step).toBeLessThan(last);
    await page.goto(`/compare/${compareQuery(state)}&step=${step}`);
    const root = page.locator('#compare-stepper');
    await interactive(root);
    await expect(root).toHaveAttribute('data-steps', String(last));
    await expect(root).toHaveAttribute('data-step', String(step));
    await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
  });

  test('panels can also step independently, each with its own control', async ({ page }) => {
    const state = stateOfPreset(presetById('EX-b-f')!);
    const outcomes = okOutcomes(playPanels(state));
    await page.goto(`/compare/${compareQuery(state)}`);
    await interactive(page.locator('#compare-stepper'));
    await page.getByRole('checkbox', { name: 'Step the panels together' }).uncheck();
    const steppers = page.locator('.compare__separate .stepper');
    await expect(steppers).toHaveCount(outcomes.length);
    const first = steppers.nth(0);
    const second = steppers.nth(1);
    await first.getByRole('button', { name: 'Next step' }).click();
    await first.getByRole('button', { name: 'Next step' }).click();
    await expect(first).toHaveAttribute('data-step', '2');
    await expect(second).toHaveAttribute('data-step', '0');
    await expect(first.locator('.stepper__panel')).toHaveAttribute('data-position', outcomes[0]!.frames[2]!.position);
    // Apart, each board still says whose it is: over it, in its group's name and in its announcements.
    for (let i = 0; i < outcomes.length; i++) {
      const label = panelLabel(outcomes[i]!.spec);
      const one = steppers.nth(i);
      await expect(one.locator('.stepper__label')).toHaveText(label);
      await expect(one.getByRole('group', { name: `Step controls: ${label}` })).toBeVisible();
      await expect(one.getByRole('group', { name: new RegExp(`^Board: ${label.replace(/[()]/g, '\\$&')}\\.`) })).toBeVisible();
    }
    await expect(first.locator('[aria-live="polite"]')).toHaveText(new RegExp(`^Step 2 of \\d+\\. ${panelLabel(outcomes[0]!.spec).replace(/[()]/g, '\\$&')}: .*[^.]\\.$`));
    await page.getByRole('checkbox', { name: 'Step the panels together' }).check();
    await expect(page.locator('#compare-stepper .stepper__panel')).toHaveCount(outcomes.length);
  });

  test('the first step at which two panels differ is marked in both, with the sentence', async ({ page }) => {
    const outcomes = playPanels(DEFAULT_STATE);
    const pairs = divergences(outcomes, 8);
    const langoDidinga = pairs.find((p) => p.a === 0 && p.b === 1)!.divergence!;
    expect(langoDidinga.step).toBe(8);
    await page.goto(`/compare/${compareQuery(DEFAULT_STATE)}&step=7`);
    const root = page.locator('#compare-stepper');
    await interactive(root);
    await expect(root.locator('.stepper__mark')).toHaveCount(0);
    await root.getByRole('button', { name: 'Next step' }).click();
    await expect(root).toHaveAttribute('data-step', '8');
    await expect(root.locator('.stepper__panel').nth(0).locator('.stepper__mark')).toHaveText(['◆ Diverges here from Lango']);
    await expect(root.locator('.stepper__panel').nth(1).locator('.stepper__mark')).toHaveText(['◆ Diverges here from Didinga', '◆ Diverges here from Ikibuguzo']);
    const item = page.locator('.compare__divergence li[data-divergence-step="8"]').first();
    await expect(item).toContainText(langoDidinga.sentence);
    await expect(item.getByRole('link', { name: 'AMB-1' })).toHaveAttribute('href', '/sources/driberg-1927a/#AMB-1');
    await expect(page.locator('.compare__divergence li[data-divergence-step="none"]')).toContainText('Didinga and Ikibuguzo: the same at every step.');
    await root.getByRole('button', { name: 'First step' }).click();
    await root.getByRole('button', { name: '◆ Go to step 8' }).click();
    await expect(root).toHaveAttribute('data-step', '8');
  });

  test('at 1280 px, the boards of one row start at one height, whether or not a panel shows marks where it parts ways', async ({ page }) => {
    // EX-b-f at step 8: Didinga and Ikibuguzo part from one code there, Lango from two (two marks).
    await page.goto(`/compare/${compareQuery(DEFAULT_STATE)}&step=8`);
    const root = page.locator('#compare-stepper');
    await interactive(root);
    await expect(root.locator('.stepper__panel').nth(1).locator('.stepper__mark')).toHaveCount(2);
    const panels = await root.locator('.stepper__panel').evaluateAll((ps) => ps.map((p) => {
      const board = p.querySelector('svg.board')!.getBoundingClientRect();
      return { left: board.left, top: board.top, marks: p.querySelectorAll('.stepper__mark').length };
    }));
    expect(panels).toHaveLength(3);
    expect(new Set(panels.map((p) => p.left)).size, 'the three panels side by side').toBe(3);
    expect(new Set(panels.map((p) => p.marks)).size, 'panels with different marks').toBeGreaterThan(1);
    for (const p of panels) expect(p.top).toBeCloseTo(panels[0]!.top, 0);
  });

  test('on a phone, the step controls stay in sight below the stacked panels, in their place in the Tab order', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/compare/${compareQuery(DEFAULT_STATE)}`);
    const root = page.locator('#compare-stepper');
    await interactive(root);
    const first = root.locator('.stepper__panel').first();
    await first.evaluate((e) => e.scrollIntoView({ block: 'start' }));
    const controls = root.getByRole('group', { name: /^Step controls: / });
    const bar = (await controls.boundingBox())!;
    const board = (await first.locator('svg.board').boundingBox())!;
    const last = (await root.locator('.stepper__panel').last().boundingBox())!;
    // The last panel is still below the window, the controls at its bottom, clear of the first board.
    expect(last.y + last.height).toBeGreaterThan(844);
    expect(bar.y + bar.height).toBeLessThanOrEqual(844);
    expect(bar.y).toBeGreaterThanOrEqual(board.y + board.height);
    await controls.getByRole('button', { name: 'Next step' }).click();
    await expect(root).toHaveAttribute('data-step', '1');
    // The Tab order is the reading order: from the boards (and the links in their captions) to the step controls.
    await root.locator('.stepper__panels').focus();
    for (let i = 0; i < 20 && await page.evaluate(() => document.activeElement?.closest('.stepper__panels') !== null); i++) await page.keyboard.press('Tab');
    await expect(controls.locator(':focus')).toHaveCount(1);
  });

  test('a move illegal under one code says so with the engine’s reason', async ({ page }) => {
    const state = stateOfPreset(presetById('EX-start-f')!);
    const outcomes = playPanels(state);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused.length).toBeGreaterThan(0);
    await page.goto(`/compare/?preset=EX-start-f`);
    await interactive(page.locator('#compare-stepper'));
    await expect(page.locator('.compare__refused')).toHaveCount(refused.length);
    for (let k = 0; k < refused.length; k++) {
      const o = refused[k]!;
      if (!o.ok) await expect(page.locator('.compare__refused').nth(k)).toContainText(refusalSentence(state.move, o.error));
    }
    await expect(page.locator('.compare')).toHaveAttribute('data-move', 'xf5');
  });

  test('the position can be edited by keyboard; the panels follow', async ({ page }) => {
    await page.goto(`/compare/${compareQuery(DEFAULT_STATE)}`);
    await interactive(page.locator('#compare-stepper'));
    const grid = page.getByRole('grid', { name: /Edit the position/ });
    await grid.locator('[data-cell="3-0"]').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('0');
    const counts = [...DEFAULT_STATE.position.counts];
    counts[chartIndex(3, 1, 8)]! += 2;
    counts[chartIndex(2, 1, 8)] = 0;
    const expected = makePosition(8, counts, DEFAULT_STATE.position.toMove);
    await expect(page.locator('.compare')).toHaveAttribute('data-position', formatPosition(expected));
    await expect(page.getByRole('textbox', { name: /type the position/ })).toHaveValue(formatPosition(expected));
    await expect.poll(() => new URL(page.url()).searchParams.get('position')).toBe(formatPosition(expected));
    await page.getByRole('button', { name: /Swap the side to move/ }).click();
    await expect(page.locator('.compare')).toHaveAttribute('data-position', formatPosition(makePosition(8, counts, 'A')));
  });

  test('an edit past the position limit is refused with the engine’s message; the board keeps the last valid position', async ({ page }) => {
    // Four a hole but A's first front hole (the editor's first focus): four marbles short of the limit.
    const counts = new Array<number>(32).fill(4);
    const hole = chartIndex(2, 0, 8);
    counts[hole] = 0;
    const short = makePosition(8, counts, 'B');
    expect(totalMarbles(short)).toBe(maxMarbles(8) - 4);
    await page.goto(`/compare/?position=${encodeURIComponent(formatPosition(short))}`);
    await interactive(page.locator('#compare-stepper'));
    const widget = page.locator('.compare');
    const grid = page.getByRole('grid', { name: /Edit the position/ });
    await grid.locator('[data-cell="2-0"]').click();
    for (let k = 0; k < 4; k++) await page.keyboard.press('+');
    counts[hole] = 4;
    const atLimit = formatPosition(makePosition(8, counts, 'B'));
    await expect(widget).toHaveAttribute('data-position', atLimit);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // One more marble, in this hole or the next, is refused with the engine's words for the limit.
    const refusal = (over: number) => {
      const more = [...counts];
      more[over]! += 1;
      return `That edit is refused: ${checkPosition({ cols: 8, counts: more, toMove: 'B' })!.message}. The board keeps the last valid position.`;
    };
    await page.keyboard.press('+');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(refusal(hole));
    await expect(alert).toContainText(`the board holds ${maxMarbles(8) + 1} marbles, more than the ${maxMarbles(8)} marbles a board of 8 holes a row may hold`);
    await expect(grid).toHaveAttribute('aria-describedby', 'compare-edit-problem');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
    await expect(alert).toHaveText(refusal(chartIndex(2, 1, 8)));
    await expect(widget).toHaveAttribute('data-position', atLimit);
    await expect(page.getByRole('textbox', { name: /type the position/ })).toHaveValue(atLimit);
    await expect.poll(() => new URL(page.url()).searchParams.get('position')).toBe(atLimit);
    await expect(widget).toHaveAttribute('data-work', 'idle');
    // An edit within the limit is made, and the refusal goes.
    await page.keyboard.press('-');
    counts[chartIndex(2, 1, 8)] = 3;
    await expect(widget).toHaveAttribute('data-position', formatPosition(makePosition(8, counts, 'B')));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a malformed position typed in is refused with the parser’s reason; the last valid one is kept', async ({ page }) => {
    await page.goto(`/compare/${compareQuery(DEFAULT_STATE)}`);
    await interactive(page.locator('#compare-stepper'));
    const before = formatPosition(DEFAULT_STATE.position);
    await page.getByRole('textbox', { name: /type the position/ }).fill(before.replace(/ B$/, ' C'));
    await page.getByRole('button', { name: 'Use this position' }).click();
    await expect(page.getByRole('alert')).toContainText('"C" is not a side to move: expected A or B');
    await expect(page.locator('.compare')).toHaveAttribute('data-position', before);
    await expect(page.getByRole('textbox', { name: /type the position/ })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a malformed address is explained, each problem with what is used instead', async ({ page }) => {
    await page.goto('/compare/?position=2,2/x%20A&panels=chess&mode=sideways');
    await interactive(page.locator('#compare-stepper'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/^The address had problems: /);
    await expect(alert).toContainText('position: expected 4 rows separated by "/", found 2; the position of EX-b-f is used');
    await expect(alert).toContainText('panels: panel 1 of 1, "chess", is not one of didinga, lango, ikibuguzo');
    await expect(alert).toContainText('panels: none of the panels named can be shown; the three codes are shown instead');
    await expect(alert).toContainText(`mode: "sideways" is not one of move, lap, opening; ${DEFAULT_STATE.mode} is used`);
    await expect(page.locator('.compare')).toHaveAttribute('data-position', formatPosition(DEFAULT_STATE.position));
    await expect(page.locator('#compare-stepper .stepper__panel')).toHaveCount(3);
  });

  test('an address’s panels: each one refused is named by its place in the list, and the others are kept', async ({ page }) => {
    await page.goto('/compare/?panels=foo,lango');
    await interactive(page.locator('#compare-stepper'));
    await expect(page.getByRole('alert')).toHaveText('The address had problems: panels: panel 1 of 2, "foo", is not one of didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo; it is left out.');
    await expect(page.locator('.compare__panel-list li')).toHaveText(['Lango (1927b) Remove']);
    await expect(page.locator('#compare-stepper')).toHaveAttribute('data-rules', 'lango');
    await expect.poll(() => new URL(page.url()).searchParams.get('panels')).toBe('lango');
  });

  test('an address’s panels past six: the first six are shown, and the rest named as left out', async ({ page }) => {
    await page.goto('/compare/?panels=didinga,lango,ikibuguzo,ludii-didinga,ludii-lango,ludii-ikibuguzo,lango;lango.increment=dlp');
    await interactive(page.locator('#compare-stepper'));
    await expect(page.getByRole('alert')).toHaveText('The address had problems: panels: 7 panels can be shown and at most 6 fit; the first 6 are shown, and 1 panel after them is left out (Lango, DLP’s increment, sown on from the back hole behind).');
    await expect(page.locator('.compare__panel-list li')).toHaveCount(6);
    expect(await optionKeysShown(page, '.compare')).toEqual([]);
  });

  test('a reading the engine refuses is named in words, in a refused panel and in the address’s problems', async ({ page }) => {
    await page.goto('/compare/?preset=opening-front');
    await interactive(page.locator('#compare-stepper'));
    // The engine's reason ("f6: under …") reads on from the move it names, not as a sentence in lower case.
    await expect(page.locator('.compare__refused')).toHaveText('Didinga (1927a) cannot play f6: under the reading “openings from back-row holes” the opening is played from a back-row hole (AMB-17).');
    await expect(page.locator('.compare__refused').getByRole('link', { name: 'AMB-17' })).toHaveCount(1);
    expect(await optionKeysShown(page, '.compare')).toEqual([]);
    await page.goto('/compare/?panels=didinga,lango;lango.clockwiseIncrement=yes;lango.increment=dlp');
    await interactive(page.locator('#compare-stepper'));
    await expect(page.getByRole('alert')).toContainText('panels: panel 2 of 2 (Lango): the reading “increments from I or J may go clockwise” has no effect under “DLP’s increment, sown on from the back hole behind”: ');
    await expect(page.getByRole('alert')).toContainText('(AMB-5, AMB-6); it is left out.');
    expect(await optionKeysShown(page, '.compare')).toEqual([]);
  });

  test('a step past the last is shown as the last and said, once the move’s own steps have come (in the page and from the worker)', async ({ page }) => {
    for (const state of [DEFAULT_STATE, stateOfPreset(presetById('front-only')!)]) {
      const last = Math.max(...okOutcomes(playPanels(state)).map((o) => o.frames.length - 1));
      await page.goto(`/compare/${compareQuery(state)}&step=999`);
      const root = page.locator('#compare-stepper');
      await interactive(root);
      await expect(root).toHaveAttribute('data-steps', String(last));
      await expect(root).toHaveAttribute('data-step', String(last));
      await expect(page.getByRole('alert')).toHaveText(`The address had problems: step: 999 is past the last step, ${last}; the last step is shown.`);
    }
    // A step the move reaches is no problem.
    await page.goto(`/compare/${compareQuery(DEFAULT_STATE)}&step=3`);
    await interactive(page.locator('#compare-stepper'));
    await expect(page.locator('#compare-stepper')).toHaveAttribute('data-step', '3');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('"Start from" names the preset until the comparison is changed by hand, then the reader’s own; what was typed stays', async ({ page }) => {
    await page.goto('/compare/');
    await interactive(page.locator('#compare-stepper'));
    const start = page.getByRole('combobox', { name: 'Start from' });
    await expect(start).toHaveValue('EX-b-f');
    const preset = presetById('front-only')!;
    await start.selectOption('front-only');
    await expect(start).toHaveValue('front-only');
    await expect(start.locator('option:checked')).toHaveText(preset.label);
    await expect(page.locator('.compare')).toHaveAttribute('data-position', preset.position);
    // An edit on the board: no longer the preset.
    await page.getByRole('grid', { name: /Edit the position/ }).locator('[data-cell="3-0"]').click();
    await page.keyboard.press('+');
    await expect(start).toHaveValue('');
    await expect(start.locator('option:checked')).toHaveText('Your own position and move (no preset)');
    const edited = await page.locator('.compare').getAttribute('data-position');
    expect(edited).not.toBe(preset.position);
    await expect(page.getByRole('textbox', { name: /type the position/ })).toHaveValue(edited!);
    await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBeNull();
    // Chosen again, the preset is back; another start chosen by hand leaves it too.
    await start.selectOption('front-only');
    await expect(start).toHaveValue('front-only');
    await expect(page.locator('.compare')).toHaveAttribute('data-position', preset.position);
    await expect(page.locator('.compare')).toHaveAttribute('data-work', 'idle');
    const other = page.getByRole('combobox', { name: 'Start' , exact: true });
    const starts = await other.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await other.selectOption(starts.find((m) => m !== preset.move)!);
    await expect(start).toHaveValue('');
    // The reader's own comparison from an address is not named a preset; a preset's address is.
    await page.goto(`/compare/?preset=${PRESETS.find((p) => p.id === 'dlp-increment')!.id}`);
    await interactive(page.locator('#compare-stepper'));
    await expect(start).toHaveValue('dlp-increment');
    await page.goto(`/compare/?preset=dlp-increment&mode=move`);
    await interactive(page.locator('#compare-stepper'));
    await expect(start).toHaveValue('');
  });

  test('another reading can be added as a panel, and is kept in the address', async ({ page }) => {
    await page.goto(`/compare/${compareQuery(DEFAULT_STATE)}`);
    await interactive(page.locator('#compare-stepper'));
    await page.getByRole('combobox', { name: /Add a panel/ }).selectOption('lango;lango.increment=dlp');
    await page.getByRole('button', { name: 'Add the panel' }).click();
    await expect(page.locator('#compare-stepper .stepper__panel')).toHaveCount(4);
    await expect(page).toHaveURL(/panels=didinga%2Clango%2Cikibuguzo%2Clango%3Blango.increment%3Ddlp/);
    // The reading is named in words wherever the page names it; its key stays in the address.
    await expect(page.locator('.compare__summary tbody th').nth(3)).toHaveText('Lango, DLP’s increment, sown on from the back hole behind (AMB-6)');
    expect(await optionKeysShown(page, '.compare')).toEqual([]);
    // Shown once, it cannot be added again; neither can the codes already shown.
    const add = page.getByRole('combobox', { name: /Add a panel/ });
    for (const key of ['lango;lango.increment=dlp', 'didinga']) await expect(add.locator(`option[value="${key}"]`)).toBeDisabled();
    await expect(add.locator('option[value="didinga"]')).toHaveText('Didinga (1927a) (shown)');
  });

  test('with six panels, Add the panel is disabled and says why; with one removed, it can add again', async ({ page }) => {
    await page.goto('/compare/?panels=didinga,lango,ikibuguzo,ludii-didinga,ludii-lango,ludii-ikibuguzo');
    await interactive(page.locator('#compare-stepper'));
    const add = page.getByRole('button', { name: 'Add the panel' });
    await page.getByRole('combobox', { name: /Add a panel/ }).selectOption('lango;lango.increment=dlp');
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('6 panels are shown, as many as there is room for: remove one to add another.');
    await page.getByRole('button', { name: /^Remove the panel / }).first().click();
    await expect(page.locator('#compare-panels-full')).toHaveCount(0);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.locator('#compare-stepper .stepper__panel')).toHaveCount(6);
    await expect(add).toHaveAccessibleDescription('6 panels are shown, as many as there is room for: remove one to add another.');
  });

  test('removing a panel keeps the keyboard in the list: the Remove button now in its place has the focus, or with one panel left the Add menu', async ({ page }) => {
    await page.goto(`/compare/${compareQuery(DEFAULT_STATE)}`);
    await interactive(page.locator('#compare-stepper'));
    const remove = page.locator('.compare__panel-list button');
    await expect(remove).toHaveCount(3);
    await remove.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(remove).toHaveCount(2);
    await expect(remove.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(remove).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: /Add a panel/ })).toBeFocused();
  });
});

test.describe('/compare/ without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('shows the default comparison, the divergence and the summary', async ({ page }) => {
    await page.goto('/compare/');
    const root = page.locator('#compare-stepper');
    await expect(root).toHaveClass(/stepper--static/);
    await expect(root.locator('.stepper__static-panel')).toHaveCount(3);
    await expect(page.locator('.compare__divergence')).toContainText('part at step 8');
    await expect(page.locator('.compare__summary tbody tr')).toHaveCount(3);
  });
});

test('/compare/ with a preset, once interactive, has no axe violations in either scheme', async ({ page }) => {
  test.slow(); // axe over three panels in two schemes: 30 to 40 s on two busy cores, as the other axe runs
  await page.goto('/compare/?preset=EX-turn');
  await interactive(page.locator('#compare-stepper'));
  expect(await axeViolationsInBothSchemes(page)).toEqual({ light: [], dark: [] });
});

test.describe('/rules/', () => {
  test('is served without any script, from the ruleset data, with clause links and comparisons', async ({ page }) => {
    const response = await page.goto('/rules/');
    expect(response?.status()).toBe(200);
    expect(await response!.text()).not.toMatch(/<script\b/i);
    const { matrix } = await import('../../src/features/rules/matrix.ts');
    const m = matrix();
    const inc = m.find((x) => x.row.id === 'increment')!;
    const row = page.locator('#rule-increment td');
    await expect(row).toHaveCount(inc.cells.length);
    for (let i = 0; i < inc.cells.length; i++) {
      const c = inc.cells[i]!;
      if (c === null) continue;
      await expect(row.nth(i)).toContainText(c.text);
      await expect(row.nth(i).locator('.clause-link')).toHaveText(c.clause);
      await expect(row.nth(i)).toHaveAttribute('data-differs', c.differs ? 'yes' : 'no');
      if (c.differs) await expect(row.nth(i)).toContainText('≠ differs');
    }
    const example = page.locator('#rule-increment .rules-matrix__example').first();
    const href = await example.getAttribute('href');
    expect(href).toMatch(/^\/compare\/\?preset=/);
    await example.click();
    await expect(page.locator('.compare__form')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('/compare/ works off the page', () => {
  test('a dense position: "Working…" is announced, another control answers a key meanwhile, Cancel ends it, and the work then completes', async ({ page }) => {
    const gate = await holdWorkers(page);
    await page.goto(`/compare/?position=${encodeURIComponent(DENSE_16)}`);
    const widget = page.locator('.compare');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-work', 'working');
    const status = page.getByRole('status').filter({ hasText: 'Working…' });
    await expect(status).toBeVisible();
    // The reader's input is kept, and another control answers a keypress while the work runs.
    const text = page.getByRole('textbox', { name: /Or type the position/ });
    await expect(text).toHaveValue(DENSE_16);
    await text.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await expect(text).toHaveValue(`${DENSE_16}x`);
    const mode = page.getByRole('combobox', { name: 'Play it as' });
    await mode.focus();
    await page.keyboard.press('ArrowDown');
    await expect(mode).not.toHaveValue('move');
    await expect(widget).toHaveAttribute('data-work', 'working');
    // Cancel ends it at once.
    await status.getByRole('button', { name: 'Cancel' }).click();
    await expect(widget).toHaveAttribute('data-work', 'cancelled');
    await expect(widget.locator('.work-status')).toContainText('Cancelled');
    expect(gate.asked()).toBeGreaterThanOrEqual(1);
    // Let the workers load: a new setting is worked out and shown.
    gate.release();
    await mode.selectOption('move');
    await expect(widget).toHaveAttribute('data-work', 'idle');
    await expect(page.locator('.compare__summary tbody tr')).toHaveCount(3);
    await expect(page.locator('.compare__summary code.compare__pos').first()).not.toHaveText('');
    await expect(widget).toHaveAttribute('data-position', DENSE_16);
  });
});
