// The game review and hints in a real Chromium: the end screen of a finished game shows each seat's
// chance to win after every move (chart, swings that jump the replay, a table), and a seat of a game
// with hints on gets the suggested move with its reason; the new-game form can allow hints.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import type { AnalysisResponse, CreateGameResponse, GameSnapshot } from '../../src/shared/api.ts';
import { CHROMIUM, newPage, pageErrors, shot, startHarness, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(`No Chromium at ${CHROMIUM} (or set SKIP_BROWSER_TESTS=1).`);

const MINUTES = 60_000;
const PHONE = { width: 390, height: 844 };
let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games, botDelayMs: 5 });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${h.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** Waits, polling a bounded number of times, until the game of bots is over. */
async function finish(gameId: string): Promise<GameSnapshot> {
  for (let i = 0; i < 2000; i++) {
    const s = await call<GameSnapshot>(`/api/games/${gameId}`);
    if (s.status === 'finished') return s;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the bots did not finish the game');
}

/** A game of two random bots played to its end, with its analysis stored. */
async function analysedBotGame(game: string): Promise<{ created: CreateGameResponse; end: GameSnapshot }> {
  const created = await call<CreateGameResponse>('/api/games', {
    game,
    players: 2,
    seats: [
      { kind: 'bot', level: 'random' },
      { kind: 'bot', level: 'random' },
    ],
  });
  const end = await finish(created.gameId);
  await call(`/api/games/${created.gameId}/analysis`);
  await h.server.analysis.settled(created.gameId);
  return { created, end };
}

describe.skipIf(skip)('review and hints in the browser', () => {
  it(
    'shows the chances chart on the end screen, and a swing jumps the replay to its move',
    async () => {
      const { created, end } = await analysedBotGame('industrial-waste');
      const analysis = await call<AnalysisResponse>(`/api/games/${created.gameId}/analysis`);
      expect(analysis.status).toBe('ready');

      const { context, page } = await newPage(h);
      await page.goto(`${h.url}${created.spectatorLink}`);
      const chart = page.locator('[data-testid=win-chart][data-status=ready]');
      await chart.waitFor({ timeout: 60_000 });
      // One line per seat, and the table holds every position analysed.
      expect(await chart.locator('polyline').count()).toBe(2);
      await chart.locator('summary').click();
      expect(await chart.locator('tbody tr').count()).toBe(analysis.moves.length);
      const last = analysis.moves[analysis.moves.length - 1];
      const winner = end.outcome!.winners[0];
      expect(last.winProbability[winner]).toBeGreaterThan(0);
      await chart.scrollIntoViewIfNeeded();
      await shot(page, 'review-end-chart');

      // The biggest swing's button shows the position after that move in the replay.
      const swing = chart.locator('[data-testid=swings] button').first();
      if ((await swing.count()) > 0) {
        const n = Number(await swing.getAttribute('data-n'));
        await swing.click();
        await page.locator('.replay.active').waitFor({ timeout: 30_000 });
        expect(await page.locator('.replay input[type=range]').inputValue()).toBe(String(n));
        await shot(page, 'review-swing-replay');
      }
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    5 * MINUTES,
  );

  it(
    'fits the chart on a phone, and every position of it is reachable by keyboard from the table',
    async () => {
      const { created } = await analysedBotGame('the-cost');
      const { context, page } = await newPage(h, PHONE, 'it');
      await page.goto(`${h.url}${created.spectatorLink}`);
      const chart = page.locator('[data-testid=win-chart][data-status=ready]');
      await chart.waitFor({ timeout: 60_000 });
      // The end report's wide tables once widened the page, and the chart with it, past the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const box = await chart.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await chart.evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await shot(page, 'review-chart-phone-it');

      // By keyboard: open the table, tab to a row's move and press Enter; the replay shows that move.
      await chart.locator('summary').focus();
      await page.keyboard.press('Enter');
      const row = chart.locator('button.row-move[data-n="3"]');
      expect(await row.getAttribute('aria-label')).toBe('Mostra la posizione dopo la mossa 3');
      await row.focus();
      await page.keyboard.press('Enter');
      await page.locator('.replay.active').waitFor({ timeout: 30_000 });
      expect(await page.locator('.replay input[type=range]').inputValue()).toBe('3');
      expect(await row.getAttribute('aria-current')).toBe('step');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-n'))).toBe('3');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    5 * MINUTES,
  );

  it(
    'gives a seat of a game with hints on the suggested move and its reason, in Italian too',
    async () => {
      const created = await call<CreateGameResponse>('/api/games', {
        game: 'industrial-waste',
        players: 2,
        hints: true,
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
      });
      const seat = created.seats[0];
      const { context, page } = await newPage(h, undefined, 'it');
      await page.goto(`${h.url}${seat.link}`);
      const button = page.locator('[data-testid=hint-button]');
      await button.waitFor({ timeout: 60_000 });
      await button.click();
      const answer = page.locator('[data-testid=hint-answer]');
      await answer.waitFor({ timeout: 90_000 });
      const text = (await answer.textContent()) ?? '';
      expect(text).toContain('Suggerito:');
      expect(text).toMatch(/probabilità|l'unica mossa/);
      // The decision panel marks the choice that holds the suggested move.
      await expect.poll(() => page.locator('.decision [data-hinted]').count(), { timeout: 30_000 }).toBe(1);
      await shot(page, 'review-hint-it');
      expect(pageErrors(page)).toEqual([]);
      await context.close();

      // Without hints allowed, there is no button.
      const plain = await call<CreateGameResponse>('/api/games', {
        game: 'industrial-waste',
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
      });
      const other = await newPage(h);
      await other.page.goto(`${h.url}${plain.seats[0].link}`);
      await other.page.waitForSelector('.decision');
      expect(await other.page.locator('[data-testid=hint-button]').count()).toBe(0);
      await other.context.close();
    },
    5 * MINUTES,
  );

  it(
    'creates a game with hints allowed from the new-game form',
    async () => {
      const { context, page } = await newPage(h);
      await page.goto(h.url);
      await page.locator('.game-card:has(input[value="industrial-waste"])').click();
      await page.locator('.segmented[role=radiogroup] button[role=radio]:text-is("2")').first().click();
      await page.locator('[data-seat-kind="0-human"]').click();
      await page.locator('[data-seat-kind="1-bot"]').click();
      await page.locator('select[aria-label$=" 2"]').selectOption('random');
      const box = page.locator('[data-testid=hints-allowed]');
      expect(await box.isChecked()).toBe(false);
      await box.check();
      await page.locator('button[type=submit]').click();
      // The game opens for the person's seat, and the decision side offers a hint.
      await page.locator('[data-testid=hint-button]').waitFor({ timeout: 60_000 });
      const id = new URL(page.url()).pathname.split('/').pop()!;
      expect((await call<GameSnapshot>(`/api/games/${id}`)).hints).toBe(true);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    5 * MINUTES,
  );

  it(
    "shows the chances beside the deaths and the money in The Cost's cost report",
    async () => {
      const { created } = await analysedBotGame('the-cost');
      const { context, page } = await newPage(h);
      await page.goto(`${h.url}${created.spectatorLink}`);
      const chart = page.locator('.tc-report-charts [data-testid=win-chart-report][data-status=ready]');
      await chart.waitFor({ timeout: 60_000 });
      expect(await chart.locator('polyline').count()).toBe(2);
      await chart.scrollIntoViewIfNeeded();
      await shot(page, 'review-cost-report');
      // Drawn once: beside the report, the side column keeps the chances' table, not a second chart.
      const side = page.locator('[data-testid=win-chart]');
      expect(await side.locator('svg').count()).toBe(0);
      expect(await side.locator('[data-testid=chances-table]').count()).toBe(1);
      expect(await page.locator('.win-chart svg').count()).toBe(1);
      // A swing's mark on the lines takes a tab stop and Enter, as its button below does.
      const mark = chart.locator('.swing-mark').first();
      if ((await mark.count()) > 0) {
        const n = await mark.getAttribute('data-n');
        expect(await mark.getAttribute('tabindex')).toBe('0');
        expect(await mark.getAttribute('aria-label')).toContain(`${n}`);
        await mark.focus();
        await page.keyboard.press('Enter');
        await page.locator('.replay.active').waitFor({ timeout: 30_000 });
        expect(await page.locator('.replay input[type=range]').inputValue()).toBe(n);
      }
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    5 * MINUTES,
  );
});
