/** /learn/: the lessons on a real board, from the home page to "now play", by mouse and by keyboard. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolationsInBothSchemes, expectWhollyInWindow, sidewaysOverflow } from './gates.ts';

const widget = (page: Page, id: string) => page.locator(`#${id} .lesson__widget`);
/** A hole of the lesson's own board (not of the worked answer's boards). */
const hole = (page: Page, id: string, index: number) => widget(page, id).locator(`:scope > .board-frame > svg [data-hole="${index}"]`);

async function hydrated(page: Page, id: string) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await expect(widget(page, id)).toHaveAttribute('data-hydrated', 'yes');
}

test('from the home page to a lesson: a wrong hole is named, the right one is kept as done across a reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.clear());
  await page.getByRole('main').getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('How to play');
  await page.getByRole('link', { name: 'Pereaüni, the Didinga game' }).click();
  await expect(page.locator('h1')).toHaveText('How to play Pereaüni, the Didinga game');
  await hydrated(page, 'didinga-board');
  const verdict = widget(page, 'didinga-board').locator('.lesson__verdict');
  await hole(page, 'didinga-board', 1).click();
  await expect(verdict).toHaveText(/^That is A’s back row, column 2, Driberg L\. K is one of A’s holes/);
  await expect(widget(page, 'didinga-board')).toHaveAttribute('data-done', 'no');
  await hole(page, 'didinga-board', 0).click();
  await expect(verdict).toHaveText(/^Right: A’s back row, column 1, Driberg K\. /);
  await expect(widget(page, 'didinga-board')).toHaveAttribute('data-done', 'yes');
  await page.reload();
  await hydrated(page, 'didinga-board');
  await expect(widget(page, 'didinga-board')).toHaveAttribute('data-done', 'yes');
  await expect(verdict).toHaveText(/^Done: you have solved this lesson before/);
});

test('a move lesson: a refused hole says why, a wrong move what it did, the right one is stepped through', async ({ page }) => {
  await page.goto('/learn/didinga/');
  await hydrated(page, 'didinga-capture');
  const verdict = widget(page, 'didinga-capture').locator('.lesson__verdict');
  // A's b1 is empty here (D-min).
  await hole(page, 'didinga-capture', 0).click();
  await expect(verdict).toHaveText('K cannot start a move: a move needs at least 2 marbles in the hole; it holds 0 (D-min).');
  // A's f8 (index 8) sows without capturing.
  await hole(page, 'didinga-capture', 8).click();
  await expect(verdict).toHaveText(/^Not this one\. C \(f8\): \d+ laps?, nothing taken\. A capture needs/);
  await expect(widget(page, 'didinga-capture').locator('.stepper')).toHaveCount(1);
  await hole(page, 'didinga-capture', 10).click();
  await expect(verdict).toHaveText(/^Right\. E \(f6\): 3 laps, 2 marbles taken\. /);
  // The move itself, step by step: the stepper's last step shows the capture's clause.
  const stepper = widget(page, 'didinga-capture').locator('.stepper');
  await stepper.getByRole('button', { name: 'Last step' }).click();
  await expect(stepper).toContainText('D-opp');
});

test('a choice inside a move, by keyboard: the ways to start, the clockwise chance, and the chain is right', async ({ page }) => {
  await page.goto('/learn/ikibuguzo/');
  await hydrated(page, 'ikibuguzo-chain');
  const a = hole(page, 'ikibuguzo-chain', 0);
  await a.focus();
  await page.keyboard.press('Enter');
  const ways = widget(page, 'ikibuguzo-chain').getByRole('group', { name: 'How to start from this hole' });
  // The hole, no longer playable while the question is open, gave its focus to the question's first answer, which its question describes.
  await expect(ways.getByRole('button').first()).toBeFocused();
  await expect(ways).toHaveAccessibleDescription('This hole can start a move in 2 ways:');
  await ways.getByRole('button', { name: /clockwise \(b1<\)/ }).focus();
  await page.keyboard.press('Enter');
  const choice = widget(page, 'ikibuguzo-chain').getByRole('group', { name: 'A choice inside your move' });
  await expect(ways).toHaveCount(0);
  await expect(choice).toContainText('the increment in A may go on clockwise');
  await expect(choice.getByRole('button').first()).toBeFocused();
  await expect(choice).toHaveAccessibleDescription(/the increment in A may go on clockwise/);
  await choice.getByRole('button', { name: /^Take the clockwise chance.*: takes \d+ more marbles?/ }).focus();
  await page.keyboard.press('Enter');
  await expect(widget(page, 'ikibuguzo-chain').locator('.lesson__verdict')).toHaveText(/^Right\. A \(b1<\/<\): /);
  await expect(widget(page, 'ikibuguzo-chain')).toHaveAttribute('data-done', 'yes');
  // The move played, its answers gone: the focus is back on the lesson's board, on a hole that may be played, never on the page.
  await expect(widget(page, 'ikibuguzo-chain').locator(':scope > .board-frame [role="button"]').first()).toBeFocused();
});

test('after a choice answered by keyboard, the focus goes back to the hole the move began in, not to the board\'s first hole', async ({ page }) => {
  await page.goto('/learn/lango/');
  await hydrated(page, 'lango-end');
  const played = widget(page, 'lango-end').locator(':scope > .board-frame [role="button"][aria-label^="E,"]');
  await played.focus();
  await page.keyboard.press('Enter');
  const choice = widget(page, 'lango-end').getByRole('group', { name: 'A choice inside your move' });
  await expect(choice.getByRole('button').first()).toBeFocused();
  await choice.getByRole('button', { name: /^Take the clockwise chance/ }).focus();
  await page.keyboard.press('Enter');
  await expect(widget(page, 'lango-end').locator('.lesson__verdict')).toHaveText(/^Right\. E \(f6\/<\): /);
  // E is not the board's first playable hole: the focus went back to it, not to the first.
  const first = widget(page, 'lango-end').locator(':scope > .board-frame [role="button"]').first();
  expect(await first.getAttribute('aria-label')).not.toMatch(/^E,/);
  await expect(played).toBeFocused();
});

test('"now play" opens the setup of that game against the beginner', async ({ page }) => {
  await page.goto('/learn/lango/');
  await page.getByRole('link', { name: /^Play Choro, the Lango game against the computer’s beginner level/ }).click();
  await expect(page.locator('.play')).toHaveAttribute('data-phase', 'setup');
  const form = page.locator('.play__form');
  await expect(form.locator('select[name="rules"]')).toHaveValue('lango');
  await expect(form.locator('select[name="level"]')).toHaveValue('beginner');
});

test('without JavaScript each lesson reads as a worked example: the question, the board, the answer\'s steps', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/learn/didinga/');
  const capture = page.locator('#didinga-capture');
  await expect(capture.locator('.lesson__task')).toContainText('Make the move that captures.');
  await expect(capture.locator('.lesson__static-note')).toBeVisible();
  // The summary does not give the move away before it is opened; inside, it is named.
  const summary = capture.locator('.lesson__answer > summary');
  await expect(summary).toHaveText('The answer, step by step');
  await summary.click();
  await expect(capture.locator('.lesson__answer')).toContainText('The answer: f6');
  await expect(capture.locator('.lesson__answer ol.steps li').first()).toBeVisible();
  // The clauses a lesson cites are listed "D-sow, D-min", no space before a comma.
  for (const cites of await page.locator('.lesson__cites').allTextContents()) expect(cites.replace(/\s+/g, ' ')).not.toMatch(/ [,;]/);
  await context.close();
});

test('on the narrowest phone (320 × 640) a lesson\'s board is whole in the window, with holes of at least 32 px and nothing to scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/learn/didinga/');
  await hydrated(page, 'didinga-capture');
  const board = widget(page, 'didinga-capture').locator('svg.board');
  await expectWhollyInWindow(page, board);
  const frame = widget(page, 'didinga-capture').locator('.board-frame');
  expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  const cells = await board.locator('[role="button"]').evaluateAll((els) => els.map((el) => Math.min(el.getBoundingClientRect().width, el.getBoundingClientRect().height)));
  expect(cells.length).toBeGreaterThan(0);
  expect(Math.min(...cells)).toBeGreaterThanOrEqual(32);
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test('in use on the narrowest phone, in both schemes, the lessons have no axe violations: a choice open, then a move tried and its steps shown', async ({ page }) => {
  test.setTimeout(240_000);
  // 320 px: the lesson's board, held at tap size, fits the screen whole; while a choice is open no hole may be played.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/learn/ikibuguzo/');
  await hydrated(page, 'ikibuguzo-chain');
  await hole(page, 'ikibuguzo-chain', 0).click();
  await widget(page, 'ikibuguzo-chain').getByRole('button', { name: /clockwise \(b1<\)/ }).click();
  await expect(widget(page, 'ikibuguzo-chain').getByRole('group', { name: 'A choice inside your move' })).toBeVisible();
  expect(await axeViolationsInBothSchemes(page)).toEqual({ light: [], dark: [] });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/learn/didinga/');
  await hydrated(page, 'didinga-capture');
  await hole(page, 'didinga-capture', 8).click();
  const stepper = widget(page, 'didinga-capture').locator('.stepper');
  await expect(stepper).toHaveCount(1);
  await stepper.getByRole('button', { name: 'Last step' }).click();
  await stepper.locator('.stepper__log summary').first().click();
  expect(await axeViolationsInBothSchemes(page)).toEqual({ light: [], dark: [] });
});
