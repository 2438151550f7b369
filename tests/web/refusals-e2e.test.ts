// The server's refusals in the page's language, in a real Chromium: one on the new-game form (a person
// named like a bot) and one at the table (a move past the server's limit on a game's length, refused
// over the socket), both on a phone in Italian, then in English after a switch of language.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/server/config.ts';
import { createClockedGame } from '../support/clocks.ts';
import { call, testGameModules, testGames } from '../support/server.ts';
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
/** The game's length limit: the third move of a game is refused. */
const MAX_MOVES = 2;

let h: Harness;
beforeAll(async () => {
  if (!skip)
    h = await startHarness({
      games: testGames,
      gameModules: testGameModules,
      config: { turnLimits: { ...defaultConfig.turnLimits, maxGameMoves: MAX_MOVES } },
    });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe.skipIf(skip)("the server's refusals in the page's language", () => {
  it('on the new-game form', async () => {
    const { context, page } = await newPage(h, PHONE, 'it');
    await page.goto(`${h.url}/`);
    await page.getByLabel('Nome 1').fill('Bot 1 (random)', WAIT);
    await page.locator('button[type=submit]').click();
    const refusal = page.locator('.refusal[role=alert]');
    await refusal.waitFor(WAIT);
    await refusal.scrollIntoViewIfNeeded();
    await shot(page, 'refusal-form-it-390');
    expect(await refusal.textContent()).toBe(
      'Posto 1: "Bot 1 (random)" sembra il nome di un bot; a una persona serve un altro nome.',
    );
    await page.locator('.lang-switch button[title=English]').click();
    await page.getByText('Seat 1: "Bot 1 (random)" reads as a bot\'s name').waitFor(WAIT);
    await page.setViewportSize(LAPTOP);
    await refusal.scrollIntoViewIfNeeded();
    await shot(page, 'refusal-form-en-1366');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('at the table', async () => {
    const { gameId, tokens } = await createClockedGame(h.url, undefined);
    const [ann, bo] = tokens;
    // Two moves made elsewhere bring the game to its limit; Ann's page still offers her a decision.
    for (const [seat, token, cell] of [
      [0, ann, 0],
      [1, bo, 4],
    ] as const) {
      const moved = await call(`${h.url}/api/games/${gameId}/moves`, {
        token,
        body: { seat, move: { type: 'MARK', cell }, expectedMoveCount: seat },
      });
      expect(moved.status).toBe(200);
    }
    const { context, page } = await newPage(h, PHONE, 'it');
    await page.goto(`${h.url}/play/${gameId}#token=${ann}`);
    const choices = page.locator('.decision .choices button.choice');
    await choices.first().click(WAIT);
    await page.locator('.decision .confirm button.primary').click(WAIT);
    const refusal = page.locator('.refusal[role=alert]');
    await refusal.waitFor(WAIT);
    await refusal.scrollIntoViewIfNeeded();
    await shot(page, 'refusal-table-it-390');
    expect(await refusal.textContent()).toContain(
      `Questa partita ha raggiunto il limite del server di ${MAX_MOVES} mosse (le mosse riprese non contano); non si accettano altre mosse.`,
    );
    await page.locator('.lang-switch button[title=English]').click();
    await page.getByText(`This game has reached the server's limit of ${MAX_MOVES} moves`).waitFor(WAIT);
    await page.setViewportSize(LAPTOP);
    await shot(page, 'refusal-table-en-1366');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 240_000);
});
