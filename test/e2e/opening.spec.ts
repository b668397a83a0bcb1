/**
 * /opening/: the opening race. The simulator steps by click and keyboard, reaches the same result
 * as the engine's `choro opening` for the same settings, reads and explains its address; the
 * tables' cells open the simulator with their settings; the page reads without JavaScript, is
 * axe-clean in both themes once hydrated (its JavaScript budget is the static gate's).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdWorkers } from './working';
import { axeViolationsInBothSchemes, optionKeysShown } from './gates';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Compressed JavaScript /opening/ may ship: Preact, the island runtime, the board, the race and the engine. */

/** The simulator, once hydrated (client:visible: it must be scrolled into view first). */
async function race(page: Page, path = '/opening/'): Promise<Locator> {
  await page.goto(path);
  const root = page.locator('.race');
  await root.scrollIntoViewIfNeeded();
  await expect(root).not.toHaveClass(/race--static/);
  return root;
}

interface CliResult {
  position: string;
  first: 'A' | 'B';
  finishedAt: { A: number; B: number };
  captured: { A: number; B: number };
}

/** Run `choro opening` with the project's Node (Playwright runs under it via npx). */
function cli(args: readonly string[]): CliResult {
  const out = execFileSync(process.execPath, ['bin/choro.mjs', 'opening', ...args], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out) as CliResult;
}

async function expectSameAsCli(root: Locator, c: CliResult) {
  await expect(root).toHaveAttribute('data-result-position', c.position);
  await expect(root).toHaveAttribute('data-first', c.first);
  await expect(root).toHaveAttribute('data-captured', `${c.captured.A},${c.captured.B}`);
  await expect(root).toHaveAttribute('data-finished-at', `${c.finishedAt.A},${c.finishedAt.B}`);
  // Stepped to the end, the board on screen is the resulting position.
  await root.getByRole('button', { name: 'Last step' }).click();
  await expect(root).toHaveAttribute('data-board', c.position.replace(/ [AB]$/, ''));
  await expect(root.locator('.race__position')).toHaveText(c.position);
  await expect(root.locator('.race__done')).toHaveText(`The race is over: ${c.first} moves first.`);
  for (const p of ['A', 'B'] as const) {
    await expect(root.locator(`.race__player--${p}`)).toHaveAttribute('data-captured', String(c.captured[p]));
    await expect(root.locator(`.race__player--${p}`)).toHaveAttribute('data-hand', '0');
  }
}

test.describe('the simulator', () => {
  test('steps by click and by keyboard, announcing each step', async ({ page }) => {
    const root = await race(page);
    const steps = Number(await root.getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(10);
    await expect(root).toHaveAttribute('data-step', '0');
    const live = root.locator('[aria-live="polite"]');

    await root.getByRole('button', { name: 'Next step' }).click();
    await expect(root).toHaveAttribute('data-step', '1');
    await expect(live).toContainText('Step 1 of');
    // Instant 0: both lift their two marbles, A first (the tie-break); a lift takes no time (AMB-2).
    await expect(root.locator('.race__caption')).toContainText(/A: Lap 1: lift 2 marbles from A\..*B: Lap 1: lift 2 marbles from a\./s);
    await expect(root.locator('.race__clock')).toContainText('Time 0');
    await expect(root.locator('.race__player--A')).toHaveAttribute('data-hand', '2');
    await expect(root.locator('.race__player--B')).toHaveAttribute('data-hand', '2');
    // Instant 1: each has dropped one.
    await root.getByRole('button', { name: 'Next step' }).click();
    await expect(root.locator('.race__clock')).toContainText('Time 1');
    await expect(root.locator('.race__player--A')).toHaveAttribute('data-hand', '1');
    await expect(root.locator('.race__player--B')).toHaveAttribute('data-hand', '1');
    await root.getByRole('button', { name: 'Previous step' }).click();

    await root.getByRole('button', { name: 'Previous step' }).click();
    await expect(root).toHaveAttribute('data-step', '0');

    const stage = root.getByRole('group', { name: /The opening race: board and hands/ });
    await stage.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(root).toHaveAttribute('data-step', '2');
    await expect(live).toContainText('Step 2 of');
    await page.keyboard.press('End');
    await expect(root).toHaveAttribute('data-step', String(steps));
    await expect(root.getByRole('button', { name: 'Next step' })).toBeDisabled();
    await page.keyboard.press('Home');
    await expect(root).toHaveAttribute('data-step', '0');
    await page.keyboard.press('ArrowLeft');
    await expect(root).toHaveAttribute('data-step', '0');
    // The step is kept in the address.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]step=1(&|$)/);
  });

  test('Play runs on by itself and pauses', async ({ page }) => {
    const root = await race(page);
    await root.getByRole('button', { name: '▶ Play' }).click();
    await expect(root).not.toHaveAttribute('data-step', '0');
    await root.getByRole('button', { name: '❚❚ Pause' }).click();
    const at = await root.getAttribute('data-step');
    await page.waitForTimeout(1000);
    await expect(root).toHaveAttribute('data-step', at!);
  });

  test.describe(() => {
    test.use({ reducedMotion: 'reduce' });
    test('under reduced motion, Play shows the end at once', async ({ page }) => {
      const root = await race(page);
      await root.getByRole('button', { name: '▶ Play' }).click();
      await expect(root).toHaveAttribute('data-step', (await root.getAttribute('data-steps'))!);
    });
  });

  const CASES = [
    { name: 'the default: Didinga, both from A / a, same speed', query: '', args: ['--rules', 'didinga'] },
    { name: 'Didinga from M and a, A twice as fast', query: 'rules=didinga&startA=b3&startB=b7&speedA=2&speedB=1', args: ['--rules', 'didinga', '--start-a', 'b3', '--start-b', 'b7', '--speed-a', '2', '--speed-b', '1'] },
    { name: 'Didinga from K and p, 2 : 3, B first at a tie', query: 'rules=didinga&startA=b1&startB=b4&speedA=2&speedB=3&tie=B', args: ['--rules', 'didinga', '--start-a', 'b1', '--start-b', 'b4', '--speed-a', '2', '--speed-b', '3', '--tie', 'B'] },
    { name: 'Lango from B and b, both taking clockwise chances', query: 'rules=lango&startA=b8&startB=b8&speedA=1&speedB=1&clockwise=A,B', args: ['--rules', 'lango', '--start-a', 'b8', '--start-b', 'b8', '--clockwise-a', '--clockwise-b'] },
    { name: 'Didinga on 12 holes a row, 1.5 : 1', query: 'rules=didinga&cols=12&startA=b12&startB=b2&speedA=1.5&speedB=1', args: ['--rules', 'didinga', '--cols', '12', '--start-a', 'b12', '--start-b', 'b2', '--speed-a', '1.5', '--speed-b', '1'] },
  ];
  for (const c of CASES) {
    test(`reaches the same result as \`choro opening\`: ${c.name}`, async ({ page }) => {
      const root = await race(page, `/opening/?${c.query}`);
      await expect(root.getByRole('alert')).toHaveCount(0);
      await expectSameAsCli(root, cli(c.args));
    });
  }

  test('settings chosen in the form give the CLI’s result too, and go into the address', async ({ page }) => {
    const root = await race(page);
    await root.getByLabel('Rules').selectOption('lango');
    await expect(root).toHaveAttribute('data-rules', 'lango');
    // L-open: the engine allows only A and B, so the menu offers only those.
    await expect(root.getByRole('group', { name: 'Player A' }).getByLabel('Opens from').locator('option')).toHaveText(['b7 (A)', 'b8 (B)']);
    await root.getByRole('group', { name: 'Player A' }).getByLabel('Opens from').selectOption({ label: 'b8 (B)' });
    await root.getByLabel('Speed (marbles per unit of time)').nth(1).selectOption('3');
    await root.getByLabel('At the same instant').selectOption('B');
    await root.getByLabel('Clockwise chances from the turning base').first().selectOption('always');
    await expect(page).toHaveURL(/rules=lango&startA=b8&startB=b7&speedA=1&speedB=3&tie=B&clockwise=A/);
    await expect(root).toHaveAttribute('data-step', '0');
    await expectSameAsCli(root, cli(['--rules', 'lango', '--start-a', 'b8', '--start-b', 'b7', '--speed-b', '3', '--tie', 'B', '--clockwise-a']));
  });

  test('a malformed address is explained and the defaults are used, without a crash', async ({ page }) => {
    const root = await race(page, '/opening/?rules=chess&startA=z9&speedB=-1&step=x');
    const alert = root.getByRole('alert');
    // A neutral lead-in: each problem says what is used instead.
    await expect(alert.locator('p')).toHaveText('The address had problems:');
    await expect(alert).toContainText('(the codes with a simultaneous opening); didinga is used');
    await expect(alert).toContainText('rules: "chess" is not one of didinga, lango');
    await expect(alert).toContainText('startA: "z9" is not a hole: use b1 … b8 (back row) or f1 … f8 (front row)');
    await expect(alert).toContainText('speedB: "-1" is not a speed');
    await expect(alert).toContainText('step: "x" is not a step number');
    await expectSameAsCli(root, cli(['--rules', 'didinga']));
  });

  test('a step past the race’s last is shown as the last and said, for the default race and for one the worker plays', async ({ page }) => {
    for (const path of ['/opening/?step=999', '/opening/?rules=lango&step=999']) {
      const root = await race(page, path);
      // The race the address asks for, played (by the worker for Lango): its last step is known.
      await expect(root).toHaveAttribute('data-rules', path.includes('lango') ? 'lango' : 'didinga');
      await expect(root).toHaveAttribute('data-work', 'idle');
      const last = await root.getAttribute('data-steps');
      await expect(root).toHaveAttribute('data-step', last!);
      await expect(root.getByRole('alert')).toContainText(`step: 999 is past the last step, ${last}; the last step is shown`);
      await expect(page).toHaveURL(new RegExp(`[?&]step=${last}(&|$)`));
    }
    // A step within the race is no problem.
    const root = await race(page, '/opening/?step=1');
    await expect(root).toHaveAttribute('data-step', '1');
    await expect(root.getByRole('alert')).toHaveCount(0);
  });

  test('a Lango start the engine refuses is reported in the engine’s words (L-open)', async ({ page }) => {
    const root = await race(page, '/opening/?rules=lango&startA=b2');
    await expect(root.getByRole('alert')).toContainText('startA: player A cannot open from hole L: the Lango opening starts at A or B (L-open); b7 is used');
    await expect(root).toHaveAttribute('data-start-a', 'b7');
  });
});

test.describe('the readings of the opening (AMB-16, AMB-17, AMB-18)', () => {
  test('a reading is a menu: same-column pairs keep both players in one column, and go into the address', async ({ page }) => {
    const root = await race(page, '/opening/?rules=lango');
    const pairs = root.getByLabel('Which start holes the two Lango openings may pair');
    await expect(pairs).toHaveAccessibleDescription(/^"either at aA or bB".*\. AMB-16$/);
    await expect(pairs.locator('option:checked')).toHaveText('each player opens from A or B as he likes (default)');
    expect(await optionKeysShown(page, '.race__readings')).toEqual([]);
    await pairs.focus();
    await page.keyboard.press('ArrowDown');
    await expect(pairs).toHaveValue('same-column');
    await expect(page).toHaveURL(/options=lango\.openingPairs%3Dsame-column/);
    await root.getByRole('group', { name: 'Player A' }).getByLabel('Opens from').selectOption({ label: 'b8 (B)' });
    await expect(root).toHaveAttribute('data-start-a', 'b8');
    await expect(root).toHaveAttribute('data-start-b', 'b8');
    await expect(root.getByRole('alert')).toHaveCount(0);
  });

  test('any-hole lets a Didinga player open from his front row; the engine refuses it otherwise', async ({ page }) => {
    let root = await race(page, '/opening/?startA=f6');
    // The engine's reason, with the reading named in words, not by its key.
    await expect(root.getByRole('alert')).toContainText('under the reading “openings from back-row holes” the opening is played from a back-row hole (AMB-17)');
    expect(await optionKeysShown(page, '.race')).toEqual([]);
    root = await race(page, '/opening/?options=didinga.openingStart%3Dany-hole&startA=f6');
    await expect(root.getByRole('alert')).toHaveCount(0);
    await expect(root).toHaveAttribute('data-start-a', 'f6');
    await expect(root.getByRole('group', { name: 'Player A' }).getByLabel('Opens from').locator('option')).toHaveCount(16);
  });

  test('"you choose at each chance": the race stops at each chance and asks, by keyboard, and keeps the answers', async ({ page }) => {
    // Both from B / b, B twice as fast: A's lap ends in K at time 11 with a clockwise capture open.
    const root = await race(page, '/opening/?rules=lango&startA=b8&startB=b8&speedA=1&speedB=2&clockwiseA=ask');
    await expect(root).toHaveAttribute('data-status', 'waiting');
    await expect(root.getByRole('group', { name: /A’s choice at time 11/ })).toHaveCount(0);
    const stage = root.getByRole('group', { name: /The opening race: board and hands/ });
    await stage.focus();
    await page.keyboard.press('End');
    const prompt = root.getByRole('group', { name: /A’s choice at time 11/ });
    await expect(prompt).toBeVisible();
    await expect(root.locator('[aria-live="polite"]')).toContainText('The race waits for your choice for A');
    await prompt.getByRole('button', { name: 'Sow clockwise' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/clockwiseA=y(&|$)/);
    await expect(root).toHaveAttribute('data-choices', 'y,');
    // The next chance: the increment may go clockwise again from K (L-turn).
    await stage.focus();
    await page.keyboard.press('End');
    const second = root.getByRole('group', { name: /A’s choice at time 14/ });
    await expect(second).toContainText('sown clockwise again from K');
    await second.getByRole('button', { name: 'Go on counter-clockwise' }).focus();
    await page.keyboard.press('Space');
    await expect(root).toHaveAttribute('data-status', 'ended');
    await expect(root).toHaveAttribute('data-choices', 'yn,');
    await expect(page).toHaveURL(/clockwiseA=yn(&|$)/);
    await expect(root.locator('.race__ticks')).toContainText('A choice at K: sow clockwise');
  });
});

test.describe('the tables', () => {
  test('each speed ratio has its page, reached by links', async ({ page }) => {
    await page.goto('/opening/');
    const speeds = page.getByRole('navigation', { name: 'The tables at speeds A : B' });
    await expect(speeds.getByRole('link', { name: /^1 : 1/ })).toHaveAttribute('aria-current', 'page');
    // Only the shown ratio's tables are in the page: two codes, one table for Didinga and two for Lango.
    await expect(page.locator('table.race-table[data-ratio]')).toHaveCount(3);
    await expect(page.locator('table.race-table[data-ratio="1:1"]')).toHaveCount(3);
    await speeds.getByRole('link', { name: /^2 : 1/ }).click();
    await expect(page).toHaveURL(/\/opening\/speeds\/2-1\/#speeds$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The opening race at speeds 2 : 1');
    const here = page.getByRole('navigation', { name: 'The tables at speeds A : B' });
    await expect(here.getByRole('link', { name: /^2 : 1/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('table.race-table[data-ratio="2:1"]')).toHaveCount(3);
    await expect(page.locator('table.race-table[data-ratio="2:1"]').first().locator('tbody td')).toHaveCount(64);
    // Lango: two tables of four cells for each ratio.
    await expect(page.locator('.race-group').nth(1).locator('table tbody td')).toHaveCount(8);
    // And back to equal speed.
    await here.getByRole('link', { name: /^1 : 1/ }).click();
    await expect(page).toHaveURL(/\/opening\/#speeds$/);
  });

  test('the count of tie-break decisions links each ratio to its tables', async ({ page }) => {
    await page.goto('/opening/');
    await page.locator('table.race-counts').getByRole('link', { name: '3 : 2' }).click();
    await expect(page).toHaveURL(/\/opening\/speeds\/3-2\/#speeds$/);
    await expect(page.locator('#t-didinga-3-2-plain')).toBeVisible();
  });

  test('a cell opens the simulator with its settings and the same result', async ({ page }) => {
    await page.goto('/opening/speeds/2-1/');
    const cell = page.locator('#t-didinga-2-1-plain tbody tr').nth(2).locator('td').nth(6);
    // The result with A first at a tie (the first link of the cell; the only one when both agree).
    const first = await cell.getAttribute('data-first-tie-a');
    const held = await cell.getAttribute('data-held');
    const [a, b] = held!.split(',');
    await expect(cell).toContainText(new RegExp(`${first} moves first(?: under either tie-break)?; A holds\\s+${a}–?, B holds ${b}`));
    await cell.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/opening\/\?rules=didinga&startA=b3&startB=b7&speedA=2&speedB=1$/);
    const root = page.locator('.race');
    await root.scrollIntoViewIfNeeded();
    await expect(root).not.toHaveClass(/race--static/);
    await expect(root).toHaveAttribute('data-start-a', 'b3');
    await expect(root).toHaveAttribute('data-start-b', 'b7');
    await expect(root).toHaveAttribute('data-speed-a', '2');
    await expect(root).toHaveAttribute('data-first', first!);
    await expect(root.locator('.race__summary tbody tr').nth(0).locator('td').nth(2)).toHaveText(a!);
    await expect(root.locator('.race__summary tbody tr').nth(1).locator('td').nth(2)).toHaveText(b!);
    await expectSameAsCli(root, cli(['--rules', 'didinga', '--start-a', 'b3', '--start-b', 'b7', '--speed-a', '2', '--speed-b', '1']));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the default race, its result and steps, and the tables at equal speed', async ({ page }) => {
    await page.goto('/opening/');
    const root = page.locator('.race');
    await expect(root).toHaveClass(/race--static/);
    const c = cli(['--rules', 'didinga']);
    await expect(root).toHaveAttribute('data-result-position', c.position);
    await expect(root.locator('.race__position')).toHaveText(c.position);
    // The race at its end, with every instant listed.
    await expect(root.getByRole('img', { name: /after the opening$/ })).toBeVisible();
    await expect(root.locator('.race__done')).toHaveText(`The race is over: ${c.first} moves first.`);
    const steps = Number(await root.getAttribute('data-steps'));
    await expect(root).toHaveAttribute('data-step', String(steps));
    await root.getByText(`All ${steps} instants of the race`).click();
    await expect(root.locator('.race__ticks li')).toHaveCount(steps + 1);
    await expect(root.locator('.race__ticks li').last()).toBeVisible();
    await expect(root.getByRole('button', { name: 'Next step' })).toBeDisabled();
    await expect(page.locator('noscript')).toHaveCount(1);
    await expect(page.locator('table.race-table[data-ratio="1:1"]').first()).toBeVisible();
    // Every result under both tie-breaks, and the counts of how often the tie-break decides.
    await expect(page.locator('table.race-table[data-ratio="1:1"]').first().locator('td[data-first="tie-break"]')).toHaveCount(30);
    await expect(page.locator('table.race-counts')).toContainText('30 of 64 (18 dead heats)');
    await expect(page.getByRole('heading', { name: 'What Driberg says' })).toBeVisible();
  });
});

test("once hydrated, with Lango's controls, a clockwise prompt and the board as a table, /opening/ has no axe violations in either scheme", async ({ page }) => {
  test.slow();
  const root = await race(page, '/opening/?rules=lango&startA=b8&startB=b8&speedB=2&clockwiseA=ask');
  await root.getByRole('button', { name: 'Last step' }).click();
  await expect(root.locator('.race__prompt')).toBeVisible();
  await root.getByText('The board as a table').click();
  expect(await axeViolationsInBothSchemes(page)).toEqual({ light: [], dark: [] });
});

test('the home page links to the opening race', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'The opening race' })).toHaveAttribute('href', '/opening/');
});


test.describe('the race works off the page', () => {
  test('settings other than the default: "Working…" is announced, another control answers a key meanwhile, Cancel ends it, and the race then plays', async ({ page }) => {
    const gate = await holdWorkers(page);
    await page.goto('/opening/?rules=didinga&cols=16&speedA=3&speedB=0.5');
    const race = page.locator('.race');
    await race.scrollIntoViewIfNeeded();
    await expect(race).toHaveAttribute('data-work', 'working');
    const status = race.locator('.work-status');
    await expect(status).toContainText('Working…');
    await expect(status).toHaveAttribute('role', 'status');
    // The reader's settings are kept, and another control answers a keypress while the work runs.
    const tie = race.locator('select[name="tie"]');
    await tie.focus();
    await page.keyboard.press('ArrowDown');
    await expect(tie).toHaveValue('B');
    await expect(race.locator('select[name="cols"]')).toHaveValue('16');
    await expect(race).toHaveAttribute('data-work', 'working');
    await status.getByRole('button', { name: 'Cancel' }).click();
    await expect(race).toHaveAttribute('data-work', 'cancelled');
    expect(gate.asked()).toBeGreaterThanOrEqual(1);
    gate.release();
    // A setting changed now is played and shown.
    await race.locator('select[name="tie"]').selectOption('A');
    await expect(race).toHaveAttribute('data-work', 'idle');
    await expect(race).toHaveAttribute('data-cols', '16');
    await expect(race).toHaveAttribute('data-speed-a', '3');
  });
});

test.describe('who wins with perfect play', () => {
  test('each reading has its grid of solved openings, and a winner’s link opens its line on /play/ at its first move, To end reaching the win', async ({ page }) => {
    await page.goto('/opening/#perfect-play');
    const section = page.locator('section.solved');
    await expect(section.getByRole('heading', { name: 'Who wins with perfect play' })).toBeVisible();
    // The file is made in passes: the page names the last, as the file records it.
    const file = JSON.parse(readFileSync(`${ROOT}src/data/solved-openings.json`, 'utf8')) as { command: string; engine: { commit: string }; results: { id: string; proofSize: number | null }[] };
    await expect(section.locator('.solved__source')).toContainText(`The last pass: ${file.command} on`);
    await expect(section.locator('.solved__source')).toContainText(`at commit ${file.engine.commit}`);
    const didinga = section.locator('table.solved__table[data-rules="didinga"]');
    await expect(didinga.locator('tbody tr')).toHaveCount(8);
    await expect(didinga.locator('tbody td')).toHaveCount(64);
    // Each result has its proof's size under it, as the file gives it (b1-b1: its two tie-breaks).
    const proof = (id: string) => `proof ${file.results.find((r) => r.id === id)!.proofSize!.toLocaleString('en-US')}`;
    const firstCell = didinga.locator('tbody tr').first().locator('td').first();
    await expect(firstCell).toContainText(proof('didinga b1-b1 tie A'));
    await expect(firstCell).toContainText(proof('didinga b1-b1 tie B'));
    expect(await didinga.locator('.solved__proof').count()).toBeGreaterThanOrEqual(64);
    // A cell whose first mover loses names him (it has no winning first move to give).
    // Each link's name is its visible words, then its context (label in name).
    // The context: the start holes (as the row and column name them), the tie-break, and a first
    // move with signs in words.
    await expect(didinga.getByRole('link', { name: /^([AB]) wins \((?!\1)[AB] first\) — A from b\d \(\w\), B from b\d \(\w\), under either tie-break: step through the line$/ }).first()).toBeVisible();
    await expect(didinga.getByRole('link', { name: /^[AB] wins · [bf]\d — A from b\d \(\w\), B from b\d \(\w\), under either tie-break: step through the line$/ }).first()).toBeVisible();
    const split = section.getByRole('link', { name: /^tie ([AB]): [AB] wins( · \S+| \([AB] first\)) — A from b\d \(\w\), B from b\d \(\w\), tie-break \1, \1’s marble first at one instant(; its first move [^:]+)?: step through the line$/ });
    expect(await split.count()).toBeGreaterThan(0);
    const lango = section.locator('table.solved__table[data-rules="lango"]').first();
    await expect(lango.getByRole('link', { name: /^tie ([AB]): [AB] wins · xf\d(\/<)+ — A from b\d \(\w\), B from b\d \(\w\), tie-break \1, \1’s marble first at one instant; its first move a start capture from f\d, taking the clockwise chance at [^:]+: step through the line$/ }).first()).toBeVisible();
    // The first link that names a winner: its line opens on /play/ at its first move, and ends
    // with that side winning.
    const link = section.locator('table.solved__table a').filter({ hasText: 'wins' }).first();
    const text = (await link.textContent())!;
    const winner = /\b([AB]) wins/.exec(text)![1]!;
    const moves = new URL(await link.getAttribute('href') as string, 'http://x').searchParams.get('undone')!.split(' ').length;
    await link.click();
    const play = page.locator('.play');
    await expect(play).toHaveAttribute('data-moves', '0');
    await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
    // A screen reader hears where the line stands (the live region, in a fresh browser too).
    await expect(page.locator('.play [aria-live="polite"]')).toHaveText(new RegExp(`^Game loaded from the link: 0 moves, and ${moves} moves of its line ahead, played one by one with Redo\\. `));
    await page.getByRole('button', { name: 'To end ⇥' }).click();
    await expect(play).toHaveAttribute('data-moves', String(moves));
    await expect(play).toHaveAttribute('data-over', /immobile|end-holes/);
    await expect(page.locator('.play__status')).toContainText(`${winner} wins`);
  });

  test('an opening not settled says how far neither player can force a win, as the file gives it, and the key says what that proves', async ({ page }) => {
    await page.goto('/opening/#perfect-play');
    const file = JSON.parse(readFileSync(`${ROOT}src/data/solved-openings.json`, 'utf8')) as { results: { id: string; value: string; noWinWithin?: { moves: number } }[] };
    const bounds = file.results.flatMap((r) => (r.value === 'unknown' && r.noWinWithin ? [r.noWinWithin.moves] : []));
    expect(bounds.length).toBeGreaterThan(0);
    const dlp = page.locator('table.solved__table[data-options="lango.increment=dlp"]');
    for (const moves of new Set(bounds)) await expect(dlp.locator('.solved__proof', { hasText: `no forced win for either within ${moves} moves` }).first()).toBeVisible();
    // Every unsettled cell of that grid has its bound under it.
    const unsettled = dlp.locator('td', { hasText: 'not settled after' });
    expect(await unsettled.count()).toBeGreaterThan(0);
    for (const cell of await unsettled.all()) await expect(cell.locator('.solved__proof')).toContainText(/^no forced win for either within \d+ moves$/);
    const most = Math.max(...bounds);
    const key = page.locator('.solved__key');
    await expect(key).toContainText(`“no forced win for either within ${most} moves” is what searches with a move limit proved`);
    await expect(key).toContainText(`first ${most} moves (${most / 2} each)`);
    await expect(key.getByRole('link', { name: 'AMB-11' })).toHaveAttribute('href', /AMB-11/);
  });

  test('on the narrowest phone a table’s caption stays in the window, and a result with no line is spaced as a link is', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/opening/#perfect-play');
    const captions = page.locator('table.solved__table caption');
    expect(await captions.count()).toBeGreaterThan(0);
    for (const caption of await captions.all()) {
      await caption.scrollIntoViewIfNeeded();
      const box = (await caption.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await caption.textContent() ?? '').toBeLessThanOrEqual(320);
    }
    // An unsettled result has no link: it keeps the links' padding all the same.
    const plain = page.locator('table.solved__table .race-table__plain').first();
    await expect(plain).toContainText('not settled after');
    // One result for both tie-breaks, as a link's name says it (a screen reader hears it; the eye sees one result).
    await expect(plain).toContainText(/^not settled after [\d,]+ positions under either tie-break$/);
    const padding = await plain.evaluate((el) => getComputedStyle(el).paddingLeft);
    const linkPadding = await page.locator('table.solved__table td a').first().evaluate((el) => getComputedStyle(el).paddingLeft);
    expect(padding).toBe(linkPadding);
  });

  test('the keyboard can skip past Didinga’s grid of 64 results to the next grid', async ({ page }) => {
    await page.goto('/opening/#perfect-play');
    const skip = page.getByRole('link', { name: 'Skip past this grid of 64 pairs of start holes' });
    await expect(skip).toHaveCount(1);
    // Out of sight until focused, then in sight.
    expect((await skip.boundingBox())!.width).toBeLessThanOrEqual(1);
    await skip.focus();
    expect((await skip.boundingBox())!.width).toBeGreaterThan(100);
    await page.keyboard.press('Enter');
    await expect(page.locator('section.solved h3').nth(1)).toBeFocused();
    // The next Tab goes on into the next grid, not back into Didinga's.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('section.solved__reading')?.querySelector('table')?.getAttribute('data-rules'))).toBe('lango');
  });

  /** On a phone, the first grid of solved openings, laid out and wider than its box. */
  async function overflowingGrid(page: Page): Promise<Locator> {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/opening/#perfect-play');
    const region = page.locator('section.solved .scroll-region').first();
    await region.scrollIntoViewIfNeeded();
    // The region lays its table out once near the window (content-visibility): scroll once it has.
    await expect.poll(() => region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    return region;
  }

  test('on a phone a grid scrolled sideways keeps its row headers at its left edge', async ({ page }) => {
    const region = await overflowingGrid(page);
    await region.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    const edge = (await region.boundingBox())!.x;
    for (const header of [region.locator('tbody th').first(), region.locator('tbody th').last(), region.locator('.race-table__corner')]) {
      expect(Math.abs((await header.boundingBox())!.x - edge)).toBeLessThan(1);
    }
  });

  test('on a phone a grid with more to the right says so after its caption, until scrolled to the end', async ({ page }) => {
    const region = await overflowingGrid(page);
    const cue = () => region.locator('caption').evaluate((c) => getComputedStyle(c, '::after').content);
    await expect.poll(cue).toContain('more to the right');
    await region.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    await expect.poll(cue).toBe('none');
    // Nothing is added to what a screen reader reads: the words' alternative text is empty.
    await region.evaluate((el) => { el.scrollLeft = 0; });
    await expect.poll(cue).toContain('more to the right');
    const snapshot = await region.locator('caption').ariaSnapshot();
    expect(snapshot).not.toContain('more to the right');
  });

  test('a grid that fits says nothing of scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/opening/#perfect-play');
    const region = page.locator('section.solved .scroll-region').first();
    await region.scrollIntoViewIfNeeded();
    await expect.poll(() => region.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0)).toBe(true);
    expect(await region.locator('caption').evaluate((c) => getComputedStyle(c, '::after').content)).toBe('none');
  });

  test('focus on a result marks its row and its column, and nothing else in the grid', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/opening/#perfect-play');
    const table = page.locator('table.solved__table[data-rules="didinga"]').first();
    // The fourth row's third result (B's third start hole): column 4, counting the row's header.
    const cell = table.locator('tbody tr').nth(3).locator('td').nth(2);
    await cell.locator('a').first().focus();
    const marked = await table.evaluate((t) => [...t.querySelectorAll('*')]
      .filter((el) => getComputedStyle(el).boxShadow !== 'none')
      .map((el) => ({ tag: el.tagName.toLowerCase(), row: [...t.querySelectorAll('tr')].indexOf(el.closest('tr')!), column: el.matches('th, td') ? [...el.parentElement!.children].indexOf(el) : -1 })));
    // Only cells, each in the focused row (the body's fourth: the table's fifth) or its column.
    expect(marked.filter((m) => !['th', 'td'].includes(m.tag))).toEqual([]);
    expect(marked.filter((m) => m.row !== 4 && m.column !== 3)).toEqual([]);
    expect(marked.filter((m) => m.row === 4).length).toBe(await table.locator('tbody tr').nth(3).locator('th, td').count());
    expect(marked.filter((m) => m.column === 3).length).toBe(await table.locator('tr').count());
  });

  test('on a desktop every grid of solved openings fits its column, none scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/opening/#perfect-play');
    const regions = page.locator('section.solved .scroll-region');
    expect(await regions.count()).toBeGreaterThan(0);
    for (const region of await regions.all()) {
      await region.scrollIntoViewIfNeeded();
      const [scroll, client] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scroll, await region.getAttribute('aria-label') ?? '').toBeLessThanOrEqual(client);
    }
  });
});

