// A misclick taken back against bots, in a real Chromium: Industrial Waste, one person and two random
// bots. The person picks a column (the misclick), both bots reply within moments, and Undo, offered
// because every other seat is a bot and nothing was drawn or shown, takes back the pick with the bots'
// replies: the same decision is asked again, and a different column then goes through. A screenshot of
// the table after the undo lands in test-results/web/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CreateGameResponse, GameSnapshot } from '../../src/shared/api.ts';
import { newPage, pageErrors, shot } from './e2e/harness.ts';
import { harnessPerFile, MINUTES, skip } from './e2e/per-file.ts';

const harness = harnessPerFile();

const moveCount = async (page: Page) =>
  Number(await page.locator('.play-page').getAttribute('data-move-count'));
/** The columns the decision panel offers now (its other choices, loans, are left aside). */
const choiceKeys = (page: Page) =>
  page.$$eval('.decision .choices button.choice:not([disabled])', (bs) =>
    bs.map((b) => (b as HTMLElement).dataset.choice ?? '').filter((k) => k.startsWith('column:')),
  );

describe.skipIf(skip)('undo against bots in the browser', () => {
  it(
    'Industrial Waste: a column picked by mistake is taken back with the bots’ replies',
    async () => {
      const h = harness();
      const res = await fetch(`${h.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'industrial-waste',
          players: 3,
          seats: [
            { kind: 'human', name: 'Ann' },
            { kind: 'bot', level: 'random' },
            { kind: 'bot', level: 'random' },
          ],
          seed: 'undo-e2e',
          customSetup: true,
        }),
      });
      const created = (await res.json()) as CreateGameResponse;
      const spectate = async (): Promise<GameSnapshot> =>
        (await (await fetch(`${h.url}/api/games/${created.gameId}`)).json()) as GameSnapshot;
      const { context, page } = await newPage(h);
      await page.goto(`${h.url}${created.seats[0].link}`);
      await page.waitForSelector('.iw-table');

      // Ann's first decision: which column of the draft to take. Nothing is to take back yet.
      await page.waitForSelector('.decision .choices button.choice[data-choice^="column:"]', {
        timeout: MINUTES,
      });
      const asked = await choiceKeys(page);
      expect(asked.length).toBeGreaterThan(1);
      expect(await page.locator('[data-testid=undo]').count()).toBe(0);
      const before = await moveCount(page);
      const columnsBefore = (await spectate()).view;

      // The misclick: the first column.
      await page.locator(`.decision .choices button.choice[data-choice="${asked[0]}"]`).click();
      // The bots reply (bounded by the page's wait) and the table is Ann's again, with Undo offered.
      await expect
        .poll(
          async () => {
            const s = await spectate();
            return s.activeSeats.includes(0) ? s.moveCount : 0;
          },
          { timeout: 2 * MINUTES },
        )
        .toBeGreaterThanOrEqual(before + 2);
      const replied = await spectate();
      const undo = page.locator('[data-testid=undo]:not(:disabled)');
      await undo.waitFor({ timeout: MINUTES });
      await expect.poll(() => moveCount(page), { timeout: MINUTES }).toBe(replied.moveCount);
      const botLines = replied.log.filter((l) => l.n > before + 1);
      expect(botLines.length).toBeGreaterThanOrEqual(1);
      expect(botLines.every((l) => l.seat !== 0)).toBe(true);

      await undo.click();
      // One undo entry: the position is the one before the pick, the same column decision is asked.
      await expect.poll(() => moveCount(page), { timeout: MINUTES }).toBe(replied.moveCount + 1);
      const after = await spectate();
      expect(after.view).toEqual(columnsBefore);
      expect(after.activeSeats).toEqual([0]);
      await expect.poll(() => choiceKeys(page), { timeout: MINUTES }).toEqual(asked);
      const last = page.locator('.log li.latest');
      await expect
        .poll(async () => (await last.textContent()) ?? '', { timeout: MINUTES })
        .toContain("Ann took back, with the bots' replies since:");
      // Nothing is left to take back: Undo is no longer offered.
      expect(await page.locator('[data-testid=undo]').count()).toBe(0);
      await shot(page, 'industrial-waste-undo-bots-1366x768');

      // Another column goes through, and the bots reply again.
      await page.locator(`.decision .choices button.choice[data-choice="${asked[1]}"]`).click();
      await expect
        .poll(async () => (await spectate()).moveCount, { timeout: 2 * MINUTES })
        .toBeGreaterThanOrEqual(after.moveCount + 2);
      expect(await page.locator('.refusal[role=alert]').count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    6 * MINUTES,
  );
});
