/** /play/: whole games by mouse and by keyboard, the computer in its worker, keeping the game. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolationsInBothSchemes } from './gates.ts';

const play = (page: Page) => page.locator('.play');

async function fresh(page: Page, query = '') {
  await page.goto(`/play/${query}`);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/play/${query}`);
  await expect(play(page)).toHaveAttribute('data-phase', /setup|main/);
}

async function newGame(page: Page, opts: { rules: string; opponent: 'human' | 'computer'; level?: string; human?: 'A' | 'B' }) {
  const form = page.locator('.play__form');
  if (!(await form.isVisible())) await page.getByText('New game', { exact: true }).click();
  await form.locator('select[name="rules"]').selectOption(opts.rules);
  await form.locator(`input[name="opponent"][value="${opts.opponent}"]`).check();
  if (opts.level) await form.locator('select[name="level"]').selectOption(opts.level);
  if (opts.human) await form.locator('select[name="human"]').selectOption(opts.human);
  await page.locator('.play__controls select').first().selectOption('off'); // no animation: fast tests
  await form.getByRole('button', { name: 'Start the game' }).click();
}

/** The holes the board offers (role=button inside the play board). */
const holes = (page: Page) => page.locator('.play__board [role="button"]');

test.describe('play against a friend', () => {
  test('a Didinga game by clicking: the opening, moves, undo and redo, and a reload keeps it', async ({ page }) => {
    await fresh(page);
    await newGame(page, { rules: 'didinga', opponent: 'human' });
    await expect(play(page)).toHaveAttribute('data-phase', 'opening');
    await expect(page.locator('.play__status')).toContainText('Player A: choose the back-row hole');
    await expect(holes(page)).toHaveCount(8); // D-open: any back-row hole
    await page.locator('.play__board [role="button"][aria-label^="A,"]').click(); // Driberg's aA
    await expect(page.locator('.play__status')).toContainText('Player B');
    await page.locator('.play__board [role="button"][aria-label^="a,"]').click();
    await expect(play(page)).toHaveAttribute('data-phase', 'main');
    await expect(play(page)).toHaveAttribute('data-animating', 'no');
    await expect(page.locator('.play__record')).toContainText('Opening: A from A (b7); B from a (b7)');
    const afterOpening = await play(page).getAttribute('data-position');

    for (let i = 1; i <= 3; i++) {
      await holes(page).first().click();
      const choice = page.locator('.play__choices button').first();
      // A hole that starts in several ways, or a choice inside the move, asks first.
      while (await page.locator('.play__decision, .play__choices[aria-label="How to start from this hole"]').count()) await choice.click();
      await expect(play(page)).toHaveAttribute('data-moves', String(i));
      await expect(play(page)).toHaveAttribute('data-animating', 'no');
    }
    const afterThree = await play(page).getAttribute('data-position');
    await expect(page.locator('.play__moves li')).toHaveCount(2);

    await page.getByRole('button', { name: '↶ Undo' }).click();
    await expect(play(page)).toHaveAttribute('data-moves', '2');
    await page.getByRole('button', { name: '↷ Redo' }).click();
    await expect(play(page)).toHaveAttribute('data-moves', '3');
    await expect(play(page)).toHaveAttribute('data-position', afterThree!);
    expect(afterThree).not.toBe(afterOpening);

    // The address and local storage both hold the game: a reload continues it.
    expect(new URL(page.url()).searchParams.get('moves')!.split(' ')).toHaveLength(3);
    await page.reload();
    await expect(play(page)).toHaveAttribute('data-moves', '3');
    await expect(play(page)).toHaveAttribute('data-position', afterThree!);
    await page.goto('/play/');
    await expect(play(page)).toHaveAttribute('data-position', afterThree!);
  });

  test('a Lango game by keyboard alone', async ({ page }) => {
    await fresh(page);
    await newGame(page, { rules: 'lango', opponent: 'human' });
    await expect(holes(page)).toHaveCount(2); // L-open: A or B only
    await holes(page).first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.locator('.play__status')).toContainText('Player B');
    await holes(page).first().focus();
    await page.keyboard.press('Space');
    await expect(play(page)).toHaveAttribute('data-phase', 'main');
    for (let i = 1; i <= 2; i++) {
      await expect(play(page)).toHaveAttribute('data-animating', 'no');
      await holes(page).first().focus();
      await expect(holes(page).first()).toBeFocused();
      await page.keyboard.press('Enter');
      while (await page.locator('.play__decision, .play__choices[aria-label="How to start from this hole"]').count()) {
        await page.locator('.play__choices button').first().focus();
        await page.keyboard.press('Enter');
      }
      await expect(play(page)).toHaveAttribute('data-moves', String(i));
    }
    await expect(page.locator('[aria-live="polite"]').first()).toContainText(/played .+: \d+ laps?, \d+ marbles? taken/);
  });

  test('a move is animated drop by drop, and Escape skips to its end', async ({ page }) => {
    await fresh(page);
    await newGame(page, { rules: 'didinga', opponent: 'human' });
    await page.locator('.play__controls select').first().selectOption('slow');
    await holes(page).first().click();
    await holes(page).first().click();
    await expect(play(page)).toHaveAttribute('data-animating', 'yes');
    await expect(page.locator('.play__hand')).toContainText(/In [AB]'s hand: \d+/);
    await page.keyboard.press('Escape');
    await expect(play(page)).toHaveAttribute('data-animating', 'no');
    await expect(page.locator('.play__log summary')).toHaveText(/^The opening: all \d+ steps$/);
  });

  test('a game that is over says who won and why (D-end)', async ({ page }) => {
    // A to move with only singletons: A cannot move and has lost.
    const start = '0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/1,0,1,0,0,0,0,0/0,0,0,0,0,1,0,0 A';
    await fresh(page, `?rules=didinga&players=${encodeURIComponent('A human, B human')}&start=${encodeURIComponent(start)}&moves=`);
    await expect(play(page)).toHaveAttribute('data-over', 'immobile');
    await expect(page.locator('.play__status')).toHaveText('A cannot move, so B wins (D-end).');
    await expect(holes(page)).toHaveCount(0);
  });
});

test.describe('play against the computer', () => {
  test('the computer answers from its worker while the page stays responsive', async ({ page }) => {
    await fresh(page);
    // While the computer thinks (a 1 s budget, in its Web Worker), the page's main thread keeps
    // running: a 20 ms timer, started before the game, ticks again and again while the page says
    // it is thinking. A search on the main thread would hold every tick until it returned. The
    // test counts ticks, never milliseconds, and starts counting before the search begins, so a
    // busy machine (slow round trips to the browser) does not fail it.
    await page.evaluate(() => {
      const w = window as unknown as { ticksWhileThinking: number };
      w.ticksWhileThinking = 0;
      setInterval(() => {
        if (document.querySelector('.play')?.getAttribute('data-thinking') === 'yes') w.ticksWhileThinking++;
      }, 20);
    });
    // Listen before the game starts: the browser reports a new worker to the test asynchronously,
    // so a count of `page.workers()` taken at one instant can miss it on a busy machine.
    const workerStarted = page.waitForEvent('worker', { timeout: 15_000 });
    await newGame(page, { rules: 'ikibuguzo', opponent: 'computer', level: 'steady', human: 'B' });
    // Ikibuguzo: the array opening, then A (the computer) moves first.
    await expect(play(page)).toHaveAttribute('data-thinking', 'yes');
    await expect(page.locator('.play__status')).toContainText('The computer (A) is thinking');
    expect((await workerStarted).url(), 'the search runs in a Web Worker').toMatch(/worker/);
    // A control still answers while it thinks.
    await page.locator('.play__controls select').nth(1).selectOption('murray');
    await expect(play(page)).toHaveAttribute('data-moves', '1', { timeout: 15_000 });
    await expect(play(page)).toHaveAttribute('data-thinking', 'no');
    expect(await page.evaluate(() => (window as unknown as { ticksWhileThinking: number }).ticksWhileThinking)).toBeGreaterThanOrEqual(5);
    await expect(page.locator('.play__status')).toContainText('Your move (B)');
    // Reader's move, then the computer's again.
    await holes(page).first().click();
    while (await page.locator('.play__decision, .play__choices[aria-label="How to start from this hole"]').count()) await page.locator('.play__choices button').first().click();
    await expect(play(page)).toHaveAttribute('data-moves', '3', { timeout: 15_000 });
    // Undo against the computer goes back to the reader's own turn.
    await page.getByRole('button', { name: '↶ Undo' }).click();
    await expect(play(page)).toHaveAttribute('data-moves', '1');
    await expect(page.locator('.play__status')).toContainText('Your move (B)');
  });

  test('the computer plays to the end: it takes a winning K-win at once, and the game says so', async ({ page }) => {
    // Murray's letters: G 2 sown to H, I; I captures p and a, the increment reaches P, which takes i and h (K-win).
    const start = '1,0,0,0,0,2,0,4/1,0,0,0,0,0,0,5/1,0,0,0,0,0,0,1/0,0,2,0,0,0,2,0 A';
    await fresh(page, `?rules=ikibuguzo&players=${encodeURIComponent('A computer quick, B human')}&start=${encodeURIComponent(start)}&moves=`);
    await page.locator('.play__controls select').first().selectOption('off');
    await expect(play(page)).toHaveAttribute('data-over', 'end-holes', { timeout: 15_000 });
    await expect(page.locator('.play__status')).toHaveText("The computer (A) captured from both of the opponent's front-row end holes in one turn, and wins (K-win).");
    await expect(page.locator('.play__moves')).toContainText('b7');
    await expect(page.locator('.play__stats summary')).toContainText(/trial games in \d+\.\d s; it rated its move at 100% to win/);
  });
});

test.describe('records and addresses', () => {
  test('a pasted record resumes the game; a bad one is refused and the game is kept', async ({ page }) => {
    await fresh(page);
    await newGame(page, { rules: 'didinga', opponent: 'human' });
    await holes(page).first().click();
    await holes(page).first().click();
    await expect(play(page)).toHaveAttribute('data-phase', 'main');
    const record = await page.locator('.play__record-text').inputValue();
    const position = await play(page).getAttribute('data-position');
    await page.getByText('Resume a game from its record').click();
    const paste = page.getByLabel('Paste a game record');
    await paste.fill('Rules: chess\nStart: 2\nMoves:');
    await page.getByRole('button', { name: 'Resume this game' }).click();
    await expect(page.locator('.play__problem')).toHaveText(/^That record cannot be read: line 1: unknown rules "chess"; known: didinga, lango, ikibuguzo, ludii-didinga, ludii-lango, ludii-ikibuguzo\. Your current game is unchanged\./);
    await expect(play(page)).toHaveAttribute('data-position', position!);
    await paste.fill(record.replace(/Moves:.*/, 'Moves: 1. b9'));
    await page.getByRole('button', { name: 'Resume this game' }).click();
    await expect(page.locator('.play__problem')).toContainText('That record cannot be replayed: move 1 (b9)');
    await paste.fill(record);
    await page.getByRole('button', { name: 'Resume this game' }).click();
    await expect(page.locator('.play__problem')).toHaveCount(0);
    await expect(play(page)).toHaveAttribute('data-position', position!);
  });

  test('a malformed address says what is wrong and keeps the saved game', async ({ page }) => {
    await fresh(page);
    await newGame(page, { rules: 'didinga', opponent: 'human' });
    await holes(page).first().click();
    await holes(page).first().click();
    const position = await play(page).getAttribute('data-position');
    await page.goto('/play/?rules=didinga&start=2,2,x');
    await expect(page.locator('.play__problem')).toContainText('The address holds a game that cannot be read (');
    await expect(page.locator('.play__problem')).toContainText('Your last game is shown instead.');
    await expect(play(page)).toHaveAttribute('data-position', position!);
  });
});

test('axe finds no violations on /play/ during a game, its setup open, in both themes', async ({ page }) => {
  test.slow();
  await fresh(page);
  await newGame(page, { rules: 'lango', opponent: 'human' });
  await page.locator('.play__setup summary').click();
  expect(await axeViolationsInBothSchemes(page)).toEqual({ light: [], dark: [] });
});
