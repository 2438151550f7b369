// Clocks and stand-ins at the table, in a real Chromium: a person who does not move sees their clock
// count down and turn low (said once to screen readers), the stand-in take the seat when it runs out and
// play for them, and gets the decision back by taking the seat back; leaving hands the seat to the
// stand-in after a confirmation, and coming back works the same way. The new-game form sends a time
// control within the server's bounds, names a number out of them before sending anything, and shows a
// refusal of the server in the page's language.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, testGameModules, testGames } from '../support/server.ts';
import { seriousViolations } from './e2e/axe.ts';
import { CHROMIUM, newPage, pageErrors, shot, startHarness, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package or set SKIP_BROWSER_TESTS=1.`,
  );

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
/** Generous: the machine running the tests may be busy with much else. */
const WAIT = { timeout: 90_000 };

let h: Harness;
beforeAll(async () => {
  // Bots (and so stand-ins) think for a second and a half: time enough to see each step on the page.
  if (!skip) h = await startHarness({ games: testGames, gameModules: testGameModules, botDelayMs: 1500 });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

/** Ann and Bo, Ann first; `moveSeconds` a decision, or no clock at all (null). */
async function newGame(moveSeconds: number | null, more: object = {}) {
  const r = await call(`${h.url}/api/games`, {
    body: {
      game: 'tic-tac-toe',
      players: 2,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
      ],
      options: { firstPlayer: 0 },
      customSetup: true,
      ...(moveSeconds === null ? {} : { clock: { moveSeconds } }),
      ...more,
    },
  });
  expect(r.status).toBe(201);
  return {
    gameId: r.body.gameId as string,
    tokens: r.body.seats.map((s: { token: string }) => s.token),
    hotSeatToken: r.body.hotSeatToken as string | undefined,
  };
}

const choices = (page: Page) => page.locator('.decision .choices button.choice');
/** A line of the log reading `text`, its player's name (the seat's label) included. */
const logLine = (page: Page, text: string) => page.locator('.log li', { hasText: text }).first();
const moveCount = (page: Page, n: number) =>
  page.waitForFunction(
    (k) => Number(document.querySelector('.play-page')?.getAttribute('data-move-count')) >= k,
    n,
    WAIT,
  );

describe.skipIf(skip)('clocks and stand-ins at the table', () => {
  it('counts a clock down, warns once, hands the seat to the stand-in when it runs out, and gives it back', async () => {
    // 30 s a decision (the server allows 5): the clock starts when the game is made, and on a busy
    // machine the page may take well over ten seconds to open; it must still see the clock run and turn
    // low (the last 10 s) before the stand-in takes over.
    const { gameId, tokens } = await newGame(30);
    const { context, page } = await newPage(h, PHONE, 'it');
    await page.goto(`${h.url}/play/${gameId}?token=${tokens[0]}`);
    const time = page.locator('[data-testid=clock-time-0]');
    await time.waitFor(WAIT);
    await choices(page).first().waitFor(WAIT);
    // The clock runs on the page: its text changes without any move.
    const first = await time.textContent();
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid=clock-time-0]')?.textContent !== t,
      first,
      WAIT,
    );
    // Low time is marked and said once, politely.
    await page.locator('[data-testid=seat-clock-0].low').waitFor(WAIT);
    await page.waitForFunction(
      () =>
        /tempo sta per scadere/.test(
          document.querySelector('[data-testid=clock-announcement]')?.textContent ?? '',
        ),
      undefined,
      WAIT,
    );
    expect(await page.locator('[data-testid=clock-announcement]').getAttribute('aria-live')).toBe('polite');
    await shot(page, 'clocks-phone-it-low');

    // Time runs out: the stand-in is named at the table, no moves are offered, and its move appears.
    await page.locator('[data-testid=stand-in-0]').waitFor(WAIT);
    expect(await page.locator('[data-testid=stand-in-0]').textContent()).toBe('bot sostituto (casuale)');
    await page.locator('[data-testid=stand-in-panel]').waitFor(WAIT);
    expect(await choices(page).count()).toBe(0);
    await moveCount(page, 1);
    await page.getByText('Il tempo di Ann è scaduto').first().waitFor(WAIT);
    await shot(page, 'clocks-phone-it-stand-in');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.lang-switch button[title=English]').click();
    await page.getByText('stand-in bot (random)').waitFor(WAIT);
    await shot(page, 'clocks-phone-en-stand-in');

    // Taking the seat back: the notice goes, and the decision panel comes back with Ann's next turn
    // (after Bo's move, or his own stand-in's should his time run out first).
    await page.locator('[data-testid=reclaim]').click();
    await page.locator('[data-testid=stand-in-panel]').waitFor({ state: 'detached', ...WAIT });
    expect(await page.locator('[data-testid=stand-in-0]').count()).toBe(0);
    const bo = await call(`${h.url}/api/games/${gameId}`, { token: tokens[1] });
    const cell = bo.body.legalMoves['1']?.[0]?.move;
    if (cell)
      await call(`${h.url}/api/games/${gameId}/moves`, {
        token: tokens[1],
        body: { seat: 1, move: cell, expectedMoveCount: bo.body.moveCount },
      });
    await moveCount(page, 2);
    await choices(page).first().waitFor(WAIT);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('leaves after a confirmation naming the bot, and comes back the same way', async () => {
    const { gameId, tokens } = await newGame(3600);
    const { context, page } = await newPage(h, LAPTOP, 'en');
    await page.goto(`${h.url}/play/${gameId}?token=${tokens[0]}`);
    await choices(page).first().waitFor(WAIT);
    await page.locator('[data-testid=clock-time-0]').waitFor(WAIT);
    expect(await page.locator('[data-testid=seat-clock-0]').getAttribute('class')).toContain('to-move');
    expect(await page.locator('[data-testid=clock-time-1]').textContent()).toBe('1:00:00');
    await shot(page, 'clocks-laptop-en');

    await page.locator('[data-testid=leave]').click();
    await page.getByText('A random bot will play for you from now on').waitFor(WAIT);
    await shot(page, 'clocks-laptop-en-leave');
    await page.locator('[data-testid=leave-confirm]').click();
    await page.locator('[data-testid=stand-in-panel]').waitFor(WAIT);
    expect(await page.locator('[data-testid=stand-in-0]').textContent()).toBe('stand-in bot (random)');
    await moveCount(page, 1);
    await logLine(page, 'Ann left the table').waitFor(WAIT);
    expect(await choices(page).count()).toBe(0);
    await shot(page, 'clocks-laptop-en-stand-in');
    await page.locator('.lang-switch button[title=Italiano]').click();
    await page.getByText('Un bot casuale gioca per te').waitFor(WAIT);
    await shot(page, 'clocks-laptop-it-stand-in');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.lang-switch button[title=English]').click();

    await page.locator('[data-testid=reclaim]').click();
    await page.locator('[data-testid=stand-in-panel]').waitFor({ state: 'detached', ...WAIT });
    await page.locator('[data-testid=leave]').waitFor(WAIT);
    const bo = await call(`${h.url}/api/games/${gameId}`, { token: tokens[1] });
    const r = await call(`${h.url}/api/games/${gameId}/moves`, {
      token: tokens[1],
      body: { seat: 1, move: bo.body.legalMoves['1'][0].move, expectedMoveCount: 1 },
    });
    expect(r.status).toBe(200);
    await moveCount(page, 2);
    await choices(page).first().waitFor(WAIT);
    // Her own move tells the log she is back.
    await choices(page).first().click();
    await page.locator('.decision .confirm button.primary').click(WAIT);
    await moveCount(page, 3);
    await logLine(page, 'Ann is back and plays again.').waitFor(WAIT);

    // A refusal is said in the page's language (here one the server gives once a game is over).
    await page.route('**/seats/0/leave', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'GAME_OVER', message: `Game ${gameId} is over.` } }),
      }),
    );
    await page.locator('[data-testid=leave]').click();
    await page.locator('[data-testid=leave-confirm]').click();
    expect(await page.locator('[data-testid=seat-refusal]').textContent()).toBe(
      'The game is over: nobody plays its seats any more.',
    );
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('lets a shared screen hand one seat to the stand-in, play on, and take the seat back', async () => {
    const { gameId, hotSeatToken } = await newGame(null, { hotSeat: true, standIn: 'random' });
    // Bo has to go: on the phone (in Italian) the screen hands his seat to the bot, after saying so.
    const phone = await newPage(h, PHONE, 'it');
    await phone.page.goto(`${h.url}/play/${gameId}#token=${hotSeatToken}`);
    await choices(phone.page).first().waitFor(WAIT);
    expect(await phone.page.locator('[data-testid=leave]').count()).toBe(0);
    await phone.page.locator('[data-testid=hand-seat]').click();
    await phone.page.getByText('Da ora un bot casuale gioca il suo posto').waitFor(WAIT);
    await phone.page.locator('[data-testid=hand-seat-1]').scrollIntoViewIfNeeded();
    await shot(phone.page, 'clocks-hot-seat-it-phone-hand');
    expect(await seriousViolations(phone.page)).toEqual([]);
    expect(await phone.page.locator('[data-testid=hand-seat-1]').textContent()).toBe('Un bot al posto di Bo');
    await phone.page.locator('[data-testid=hand-seat-1]').click();
    const panel = phone.page.locator('[data-testid=stand-in-panel]');
    await panel.waitFor(WAIT);
    expect(await panel.textContent()).toContain('Un bot casuale gioca per Bo');
    expect((await call(`${h.url}/api/games/${gameId}`)).body.seats[1].standIn).toBe('random');
    // Ann plays on; the bot answers for Bo, and Ann is asked again. Ann's seat may still be handed over.
    await choices(phone.page).first().click();
    await phone.page.locator('.decision .confirm button.primary').click(WAIT);
    await moveCount(phone.page, 2);
    await choices(phone.page).first().waitFor(WAIT);
    await phone.page.locator('[data-testid=hand-seat]').click();
    expect(await phone.page.locator('[data-testid=hand-seat-0]').textContent()).toBe(
      'Un bot al posto di Ann',
    );
    expect(await phone.page.locator('[data-testid=hand-seat-1]').count()).toBe(0);
    await phone.page.locator('[data-testid=hand-seat-cancel]').click();
    await phone.page.locator('[data-testid=hand-seat]').waitFor(WAIT);
    expect(pageErrors(phone.page)).toEqual([]);
    await phone.context.close();

    // Bo is back, at the laptop (in English): his seat is taken back from the same screen.
    const laptop = await newPage(h, LAPTOP, 'en');
    await laptop.page.goto(`${h.url}/play/${gameId}#token=${hotSeatToken}`);
    const notice = laptop.page.locator('[data-testid=stand-in-panel]');
    await notice.waitFor(WAIT);
    expect(await notice.textContent()).toContain('A random bot is playing for Bo');
    await shot(laptop.page, 'clocks-hot-seat-en-laptop-stood-in');
    expect(await seriousViolations(laptop.page)).toEqual([]);
    await laptop.page.locator('[data-testid=reclaim]').click();
    await notice.waitFor({ state: 'detached', ...WAIT });
    expect((await call(`${h.url}/api/games/${gameId}`)).body.seats[1]).toEqual({
      seat: 1,
      kind: 'human',
      name: 'Bo',
    });
    await laptop.page.locator('[data-testid=hand-seat]').waitFor(WAIT);
    expect(pageErrors(laptop.page)).toEqual([]);
    await laptop.context.close();
  }, 240_000);

  it('creates a game with a time control from the form, naming numbers out of bounds first', async () => {
    for (const [viewport, lang] of [
      [LAPTOP, 'en'],
      [PHONE, 'it'],
    ] as const) {
      const { context, page } = await newPage(h, viewport, lang);
      await page.goto(`${h.url}/`);
      await page.locator('[data-testid=clock-live]').check(WAIT);
      await page.locator('[data-testid=clock-bank]').fill('5000');
      await page.locator('[data-testid=clock-problem]').waitFor(WAIT);
      expect(await page.locator('button[type=submit]').isDisabled()).toBe(true);
      await page.locator('[data-testid=clock-problem]').scrollIntoViewIfNeeded();
      await shot(page, `clock-form-${lang}-${viewport.width}`);
      await page.locator('[data-testid=clock-daily]').check();
      await page.locator('[data-testid=clock-unit]').selectOption('hours');
      await page.locator('[data-testid=clock-per-decision]').fill('12');
      await page.locator('[data-testid=clock-problem]').waitFor({ state: 'detached', ...WAIT });
      await page.locator('[data-testid=stand-in-level]').selectOption('random');
      await page.locator('button[type=submit]').click();
      await page.waitForURL(/\/play\//, WAIT);
      await page.locator('[data-testid=clock-time-0]').waitFor(WAIT);
      const gameId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const snap = await call(`${h.url}/api/games/${gameId}`);
      expect([snap.body.clock, snap.body.standInLevel]).toEqual([{ moveSeconds: 12 * 3600 }, 'random']);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
  }, 240_000);

  it("shows the server's refusal of a clock in the page's language", async () => {
    // The form keeps to the server's bounds, so a refusal comes only from a page older than the server's
    // bounds: here the request is changed on its way to a clock the server refuses.
    const { context, page } = await newPage(h, PHONE, 'it');
    await page.route('**/api/games', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, clock: { moveSeconds: 4 } }) });
    });
    await page.goto(`${h.url}/`);
    await page.locator('[data-testid=clock-daily]').check(WAIT);
    await page.locator('button[type=submit]').click();
    const refusal = page.locator('.refusal[role=alert]');
    await refusal.waitFor(WAIT);
    await refusal.scrollIntoViewIfNeeded();
    await shot(page, 'clock-refusal-it-390');
    expect(await refusal.textContent()).toBe(
      'Il tempo per ogni decisione deve essere un numero intero di secondi da 5 a 1209600.',
    );
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 240_000);
});
