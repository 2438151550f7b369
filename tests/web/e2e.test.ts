// End to end in a real Chromium against the real server: games created from the home page and played by
// clicking only, against bots and hot-seat, with a reload in the middle, replays, Italian, and the end
// reports. Screenshots land in test-results/web/ for people to look at.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { games } from '../../src/games/registry.ts';
import { seriousViolations } from './e2e/axe.ts';
import {
  CHROMIUM,
  isOver,
  newPage,
  pageErrors,
  playByClicking,
  shot,
  startHarness,
  VIEWPORTS,
  type Harness,
} from './e2e/harness.ts';

// Debian's Chromium is part of the test setup (.ci/run installs it): without it these tests fail, unless
// SKIP_BROWSER_TESTS=1 says on purpose that this machine has no browser.
const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package (see .ci/run), set CHROMIUM_PATH, or set SKIP_BROWSER_TESTS=1.`,
  );
/** A simple way to play Industrial Waste that ends games sooner: grow whenever possible, never bid. */
const IW_GROW = [/^column:\S+ .*Growth/, /^card:growth/, /^advisor:/, /^play /, /^pass /];
/** A way to play The Cost that reaches every part of the game: build, mine (unsafely too), ship, sell. */
const TC_BUILD = [
  /Build a mine/,
  /Build a mill/,
  /^BUILD_MINE/,
  /^BUILD_MILL/,
  /^RESOURCES/,
  /^unsafe/,
  /^MARKET/,
  /^MILL:/,
  /^EMERGING/,
  /^[a-z]+:S\d/,
];
const MINUTES = 60_000;

let h: Harness;

beforeAll(async () => {
  if (!skip) h = await startHarness({ games, botDelayMs: 20 });
}, 2 * MINUTES);

afterAll(async () => {
  await h?.close();
});

/** Home page → new game of `game` with `players` seats; seats after the humans are random bots. */
async function createGame(
  page: Page,
  opts: { game: string; players: number; humans?: number; hotSeat?: boolean },
): Promise<void> {
  await page.goto(h.url);
  await page.locator(`.game-card:has(input[value="${opts.game}"])`).click();
  await page
    .locator(`.segmented[role=radiogroup] button[role=radio]:text-is("${opts.players}")`)
    .first()
    .click();
  const humans = opts.humans ?? 1;
  for (let seat = 0; seat < opts.players; seat++) {
    const kind = seat < humans ? 'human' : 'bot';
    await page.locator(`[data-seat-kind="${seat}-${kind}"]`).click();
    if (kind === 'bot') await page.locator(`select[aria-label$=" ${seat + 1}"]`).selectOption('random');
  }
  if (humans > 1)
    await page
      .locator('input[name=where]')
      .nth(opts.hotSeat ? 0 : 1)
      .check();
  await page.locator('button[type=submit]').click();
}

const bannerText = async (page: Page) =>
  (await page.locator('[data-testid=turn-banner]').textContent()) ?? '';

describe.skipIf(skip)('in the browser', () => {
  it(
    'Industrial Waste: one person against a bot, by clicking only, with a reload in the middle, to the score breakdown',
    async () => {
      const { context, page } = await newPage(h, VIEWPORTS.laptop);
      await createGame(page, { game: 'industrial-waste', players: 2 });
      await page.waitForURL(/\/play\/[^?#]+$/);
      await page.waitForSelector('.iw-table');
      // The address bar has no token: the page keeps it for the tab; another device uses the seat link.
      expect(page.url()).not.toMatch(/token/);
      const gameId = new URL(page.url()).pathname.split('/')[2];
      const seatToken = await page.evaluate(
        (id) => sessionStorage.getItem(`externalities.seatToken.${id}`),
        gameId,
      );
      expect(seatToken).toBeTruthy();
      const seatUrl = `${h.url}/play/${gameId}#token=${seatToken}`;
      let reloaded = false;
      let tablet = false;
      const clicks = await playByClicking(page, {
        prefer: IW_GROW,
        onStep: async (step) => {
          if (step === 12) await shot(page, 'industrial-waste-1366x768');
          if (step === 20 && !reloaded) {
            reloaded = true;
            await page.reload();
            await page.waitForSelector('.iw-table');
          }
          if (step === 30 && !tablet) {
            tablet = true;
            // The same seat on a tablet, in a second window: both follow the game.
            const t = await newPage(h, VIEWPORTS.tablet);
            await t.page.goto(seatUrl);
            await t.page.waitForSelector('.iw-table');
            await shot(t.page, 'industrial-waste-768x1024');
            await t.context.close();
          }
        },
      });
      expect(await isOver(page)).toBe(true);
      expect(reloaded).toBe(true);
      await page.waitForSelector('.iw-report');
      expect(await page.locator('[data-testid=iw-score-row]').count()).toBe(2);
      expect(clicks).toBeGreaterThan(20);
      await shot(page, 'industrial-waste-report-1366x768');
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize(VIEWPORTS.tablet);
      await shot(page, 'industrial-waste-report-768x1024');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    8 * MINUTES,
  );

  it(
    'hot-seat: two people on one screen take turns, the banner names whose turn it is',
    async () => {
      const { context, page } = await newPage(h, VIEWPORTS.laptop);
      await createGame(page, { game: 'industrial-waste', players: 2, humans: 2, hotSeat: true });
      await page.waitForSelector('.iw-table');
      const seen = new Set<string>();
      await playByClicking(page, {
        stop: async () => {
          const m = /Your turn: (.+)$/.exec(await bannerText(page));
          if (m) seen.add(m[1]);
          return seen.size >= 2 && (await page.locator('.log li').count()) > 12;
        },
        maxSteps: 300,
      });
      expect([...seen].sort()).toEqual(['Player 1', 'Player 2']);
      await shot(page, 'hot-seat-1366x768');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    4 * MINUTES,
  );

  it(
    'two people by link: a move on one page appears on the other at once, also after a network loss',
    async () => {
      const a = await newPage(h, VIEWPORTS.laptop);
      await createGame(a.page, { game: 'industrial-waste', players: 2, humans: 2, hotSeat: false });
      await a.page.waitForSelector('.seat-links');
      const links = await a.page
        .locator('.seat-links input[readonly]')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      expect(links.length).toBe(3); // two seats and the spectators
      await a.page.goto(links[0]);
      const b = await newPage(h, VIEWPORTS.tablet);
      await b.page.goto(links[1]);
      await Promise.all([a.page.waitForSelector('.iw-table'), b.page.waitForSelector('.iw-table')]);
      const moves = async (p: Page) => Number(await p.locator('.play-page').getAttribute('data-move-count'));
      for (let round = 0; round < 6; round++) {
        const before = await moves(b.page);
        const mover = (await bannerText(a.page)).startsWith('Your turn') ? a.page : b.page;
        const other = mover === a.page ? b.page : a.page;
        // Click until one move is made (a decision may take several clicks).
        const start = await moves(mover);
        await playByClicking(mover, { stop: async () => (await moves(mover)) > start, boardEvery: 1000 });
        await other.waitForFunction(
          (n) => Number(document.querySelector('.play-page')?.getAttribute('data-move-count')) > n,
          before,
          // Live updates arrive without reloading; the bound is generous because machines are shared.
          { timeout: 60_000 },
        );
      }
      // Network loss on the other side: moves made meanwhile appear once it is back.
      const aMoves = (await bannerText(a.page)).startsWith('Your turn');
      const [mover, away] = aMoves ? [a, b] : [b, a];
      await away.context.setOffline(true);
      const before = await moves(away.page);
      const start = await moves(mover.page);
      await playByClicking(mover.page, {
        stop: async () => (await moves(mover.page)) > start,
        boardEvery: 1000,
      });
      await away.context.setOffline(false);
      await away.page.waitForFunction(
        (n) => Number(document.querySelector('.play-page')?.getAttribute('data-move-count')) > n,
        before,
        { timeout: 60_000 },
      );
      await a.context.close();
      await b.context.close();
    },
    3 * MINUTES,
  );

  it(
    'in Italian from the start, the log switches language at any time, and replays show past positions',
    async () => {
      const { context, page } = await newPage(h, VIEWPORTS.laptop, 'it');
      await page.goto(h.url);
      await expect.poll(() => page.locator('h2').first().textContent()).toBe('Nuova partita');
      await createGame(page, { game: 'industrial-waste', players: 2 });
      await page.waitForSelector('.iw-table');
      // The tab says when it is this page's turn.
      await expect
        .poll(async () => `${await bannerText(page)} | ${await page.title()}`, { timeout: 60_000 })
        .toMatch(/^Tocca a te \| ● /);
      await playByClicking(page, { maxSteps: 8 });
      expect(await bannerText(page)).toMatch(/Tocca a te|In attesa/);
      const firstLine = page.locator('.log li .log-entry').first();
      const it = await firstLine.textContent();
      await shot(page, 'industrial-waste-italian-1366x768');
      await page.locator('.lang-switch button', { hasText: 'EN' }).click();
      await expect.poll(() => firstLine.textContent()).not.toBe(it);
      await page.locator('.lang-switch button', { hasText: 'IT' }).click();
      await expect.poll(() => firstLine.textContent()).toBe(it);
      // Replay: the position after the first move, read-only, then back to the game.
      await page.locator('.log li[data-n="1"] button').click();
      await page.waitForSelector('.replay.active');
      expect(await page.locator('.replay-where').textContent()).toMatch(/mossa 1 di/);
      expect(await page.locator('.decision .choices').count()).toBe(0);
      await page.locator('.replay .primary').click();
      await page.waitForSelector('.replay:not(.active)');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    3 * MINUTES,
  );

  it(
    'The Cost: one person against a bot, first with the keyboard, then by clicking only, to the cost report',
    async () => {
      const { context, page } = await newPage(h, VIEWPORTS.laptop);
      await createGame(page, { game: 'the-cost', players: 2 });
      await page.waitForSelector('.tc-table');
      // The keyboard alone: Tab to a highlighted piece of the board and Enter picks it; a number key
      // picks a choice of the panel; Escape steps back out of a decision begun.
      const prompt = async () => (await page.locator('.decision .prompt').textContent()) ?? '';
      await expect.poll(() => page.locator('.decision .choices').count(), { timeout: 60_000 }).toBe(1);
      const first = await prompt();
      let onTarget = false;
      for (let i = 0; i < 80 && !onTarget; i++) {
        await page.keyboard.press('Tab');
        onTarget = await page.evaluate(() => !!document.activeElement?.closest('[data-target]'));
      }
      expect(onTarget).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(prompt).not.toBe(first);
      let stepped = false;
      for (let i = 0; i < 12 && !stepped; i++) {
        await expect.poll(() => page.locator('.decision .choices').count(), { timeout: 60_000 }).toBe(1);
        const before = await prompt();
        await page.keyboard.press('1');
        await expect.poll(prompt).not.toBe(before);
        if ((await page.locator('.decision .crumbs').count()) > 0) {
          stepped = true;
          await page.keyboard.press('Escape');
          await expect.poll(prompt).toBe(before);
        }
      }
      expect(stepped).toBe(true);
      let reloaded = false;
      await playByClicking(page, {
        prefer: TC_BUILD,
        onStep: async (step) => {
          if (step === 6) await shot(page, 'the-cost-1366x768');
          if (step === 25 && !reloaded) {
            reloaded = true;
            await page.reload();
            await page.waitForSelector('.tc-table');
          }
          if (step === 40) {
            await page.setViewportSize(VIEWPORTS.tablet);
            await shot(page, 'the-cost-768x1024');
            await page.setViewportSize(VIEWPORTS.laptop);
          }
        },
      });
      expect(await isOver(page)).toBe(true);
      await page.waitForSelector('.tc-report');
      expect(await page.locator('[data-testid=tc-dead-row]').count()).toBe(2);
      await shot(page, 'the-cost-report-1366x768');
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize(VIEWPORTS.tablet);
      await shot(page, 'the-cost-report-768x1024');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    10 * MINUTES,
  );
});
