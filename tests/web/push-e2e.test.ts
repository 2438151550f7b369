// "Your turn" at the table, in a real Chromium: the service worker registers from /sw.js, the bell
// and the sound toggle show for a seat's own link, a push handed to the worker (through the DevTools
// protocol: a real push service is out of reach offline, so Chromium's subscription to Google's
// service cannot be made here) becomes a notification, the chime sounds when the turn comes, and a
// page opened from a notification finds its seat's link in the browser.
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, testGameModules, testGames } from '../support/server.ts';
import { CHROMIUM, newPage, pageErrors, shot, startHarness, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package or set SKIP_BROWSER_TESTS=1.`,
  );

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games: testGames, gameModules: testGameModules });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function newGame() {
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
    },
  });
  return { gameId: r.body.gameId as string, tokens: r.body.seats.map((s: { token: string }) => s.token) };
}

type Shown = { title: string; body: string; tag: string; data: unknown };

/** The notifications the service worker shows, asked for until there are some (at most 600 asks). */
async function shownNotifications(page: Page): Promise<Shown[]> {
  for (let ask = 0; ask < 600; ask++) {
    const list = await page.evaluate(async () => {
      const shown = await (await navigator.serviceWorker.ready).getNotifications();
      return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
    });
    if (list.length > 0) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

describe.skipIf(skip)('notifications at the table', () => {
  it('registers the worker, shows the bell and the sound toggle, and turns a push into a notification', async () => {
    const { gameId, tokens } = await newGame();
    const { context, page } = await newPage(h);
    await context.grantPermissions(['notifications'], { origin: h.url });
    // Counts the chime's notes: the page makes its sound with WebAudio oscillators.
    await context.addInitScript(() => {
      const w = window as unknown as { tones: number };
      w.tones = 0;
      const make = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.tones++;
        return make.call(this);
      };
    });
    await page.goto(`${h.url}/play/${gameId}?token=${tokens[1]}`);
    const bell = page.locator('[data-testid=push-bell]');
    await bell.waitFor();
    expect(await bell.getAttribute('aria-pressed')).toBe('false');
    const sound = page.locator('[data-testid=turn-sound]');
    expect(await sound.getAttribute('aria-pressed')).toBe('false');

    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${h.url}/sw.js`);

    // The chime, switched on, sounds when the other seat's move makes it this seat's turn.
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('externalities.turnSound'))).toBe('1');
    expect(await page.evaluate(() => (window as unknown as { tones: number }).tones)).toBe(0);
    const moved = await call(`${h.url}/api/games/${gameId}/moves`, {
      token: tokens[0],
      body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
    });
    expect(moved.status).toBe(200);
    await page.waitForFunction(() => (window as unknown as { tones: number }).tones === 2);

    // A push delivered to the worker is shown, titled and tagged by the payload.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on(
        'ServiceWorker.workerRegistrationUpdated',
        (e: { registrations: { registrationId: string; scopeURL: string }[] }) => {
          const mine = e.registrations.find((r) => r.scopeURL === `${h.url}/`);
          if (mine) resolve(mine.registrationId);
        },
      ),
    );
    await cdp.send('ServiceWorker.enable');
    const payload = {
      kind: 'turn',
      gameId,
      seat: 1,
      moveCount: 1,
      title: 'Your turn',
      body: 'Tic-tac-toe: Bo, the table is waiting for your move.',
      path: `/play/${gameId}?seat=1`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: h.url,
      registrationId: await registration,
      data: JSON.stringify(payload),
    });
    // Read in the same step that sees it: headless Chromium may take a shown notification down again.
    // Polled from here, because waitForFunction takes an async predicate's promise as its (truthy) answer.
    const shown = await shownNotifications(page);
    expect(shown).toEqual([
      { title: 'Your turn', body: payload.body, tag: `turn:${gameId}:1`, data: { path: payload.path } },
    ]);
    await shot(page, 'push-bell');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('opens a game from a notification with the seat link this browser keeps', async () => {
    const { gameId, tokens } = await newGame();
    const { context, page } = await newPage(h, { width: 390, height: 844 });
    await page.goto(`${h.url}/`);
    await page.evaluate(
      ([id, token]) =>
        localStorage.setItem('externalities.pushSeats', JSON.stringify({ [`${id}:0`]: token })),
      [gameId, tokens[0]],
    );
    await page.goto(`${h.url}/play/${gameId}?seat=0`);
    await page.locator('[data-testid=push-bell]').waitFor();
    expect(await page.locator('[data-testid=turn-banner]').textContent()).toBe('Your turn');
    await shot(page, 'push-bell-phone');
    // Another browser, without the link: a spectator, no bell.
    const other = await newPage(h);
    await other.page.goto(`${h.url}/play/${gameId}?seat=0`);
    await other.page.locator('[data-testid=turn-banner]').waitFor();
    expect(await other.page.locator('[data-testid=push-bell]').count()).toBe(0);
    await other.context.close();
    await context.close();
  });

  it('says so when the browser cannot subscribe (no push service offline), and stores nothing', async () => {
    const { gameId, tokens } = await newGame();
    const { context, page } = await newPage(h, undefined, 'it');
    await context.grantPermissions(['notifications'], { origin: h.url });
    await page.goto(`${h.url}/play/${gameId}?token=${tokens[0]}`);
    const bell = page.locator('[data-testid=push-bell]');
    await bell.waitFor();
    await bell.click();
    await page.locator('.notify-problem').waitFor({ timeout: 60_000 });
    expect(await page.locator('.notify-problem').textContent()).toContain('Il browser non è riuscito');
    expect(await bell.getAttribute('aria-pressed')).toBe('false');
    const store = h.db.open();
    expect(await store.push.forSeats(gameId, [0, 1])).toEqual([]);
    await store.close();
    await shot(page, 'push-bell-failed-it');
    await context.close();
  });
});
