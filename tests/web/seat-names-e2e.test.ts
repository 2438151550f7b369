// Seats nobody named, in the page's language, in a real Chromium: a person's default name ("Player 1")
// and a bot's ("Bot 2 (random)") read "Giocatore 1" and "Bot 2 (casuale)" on an Italian page, in the
// turn line, the log and the names beside the board, and again in English after a switch of language.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, testGameModules, testGames } from '../support/server.ts';
import { CHROMIUM, newPage, pageErrors, shot, startHarness, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package or set SKIP_BROWSER_TESTS=1.`,
  );

const LAPTOP = { width: 1366, height: 768 };
/** Generous: the machine running the tests may be busy with much else. */
const WAIT = { timeout: 90_000 };

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games: testGames, gameModules: testGameModules });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe.skipIf(skip)('default seat names in the page’s language', () => {
  it('at the table', async () => {
    const made = await call(`${h.url}/api/games`, {
      body: {
        game: 'tic-tac-toe',
        players: 2,
        options: { firstPlayer: 0 },
        customSetup: true,
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
      },
    });
    expect(made.status).toBe(201);
    const gameId = made.body.gameId as string;
    const token = made.body.seats[0].token as string;
    expect(made.body.seats.map((s: { name: string }) => s.name)).toEqual(['Player 1', 'Bot 2 (random)']);
    const moved = await call(`${h.url}/api/games/${gameId}/moves`, {
      token,
      body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
    });
    expect(moved.status).toBe(200);

    const { context, page } = await newPage(h, LAPTOP, 'it');
    await page.goto(`${h.url}/play/${gameId}#token=${token}`);
    // The bot's move is in the log once it has made it.
    const log = page.locator('.log');
    await log.getByText('Bot 2 (casuale)').first().waitFor(WAIT);
    await shot(page, 'seat-names-it-1366');
    const italian = (await page.locator('main').textContent()) ?? '';
    expect(italian).toContain('Giocatore 1');
    expect(italian).not.toContain('(random)');
    expect(italian).not.toContain('Player 1');
    await page.locator('.lang-switch button[title=English]').click();
    await log.getByText('Bot 2 (random)').first().waitFor(WAIT);
    const english = (await page.locator('main').textContent()) ?? '';
    expect(english).toContain('Player 1');
    expect(english).not.toContain('casuale');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('on the new-game form: a seat left unnamed takes the server’s default, said in each language', async () => {
    const { context, page } = await newPage(h, LAPTOP, 'it');
    await page.goto(`${h.url}/`);
    const second = page.getByLabel('Nome 2');
    await second.waitFor(WAIT);
    expect(await second.getAttribute('placeholder')).toMatch(/^Bot 2 \((casuale|euristico|ricerca)\)$/);
    expect(await page.getByLabel('Nome 1').getAttribute('placeholder')).toBe('Giocatore 1');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/play\//, WAIT);
    const gameId = new URL(page.url()).pathname.split('/')[2];
    // Stored as the server's defaults, not as the Italian words of the page that made the game.
    const game = await call(`${h.url}/api/games/${gameId}`);
    const [person, bot] = game.body.seats as { name: string; level: string }[];
    expect([person.name, bot.name]).toEqual(['Player 1', `Bot 2 (${bot.level})`]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  }, 240_000);
});
