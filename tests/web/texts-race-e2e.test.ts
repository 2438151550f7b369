// A bot moves while the page waits for the texts of the position after the person's move: the texts
// that come are then those of a newer position. In a real Chromium, with the page's GET /decision held
// back until the bot has moved, the page must show the newest position it was pushed, its panel busy
// until the texts come, and never offer a choice of an older position (nor ever go back to one).
import { describe, expect, it } from 'vitest';
import type { Page, Route, WebSocketRoute } from 'playwright-core';
import type { GameSnapshot } from '../../src/shared/api.ts';
import { newPage, pageErrors, playByClicking, shot } from './e2e/harness.ts';
import { createPersonVsBot, harnessPerFile, MINUTES, skip } from './e2e/per-file.ts';

const harness = harnessPerFile();

const spectate = async (gameId: string) =>
  (await (await fetch(`${harness().url}/api/games/${gameId}`)).json()) as GameSnapshot;

const ENABLED_CHOICE = '.decision .choices button.choice:not([disabled]):not([aria-disabled=true])';

const shownCount = async (page: Page) =>
  Number(await page.locator('.play-page').getAttribute('data-move-count'));

interface Gate {
  holding: boolean;
  held: Route[];
  /** Move messages the page sent on its socket. */
  moves: number;
}

async function gate(page: Page): Promise<Gate> {
  const g: Gate = { holding: false, held: [], moves: 0 };
  await page.route(/\/api\/games\/[^/]+\/decision$/, (route) =>
    g.holding ? void g.held.push(route) : void route.continue(),
  );
  await page.routeWebSocket(/\/socket/, (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    server.onMessage((m) => ws.send(m));
    ws.onMessage((m) => {
      if ((JSON.parse(String(m)) as { type: string }).type === 'move') g.moves += 1;
      server.send(m);
    });
  });
  // Every move count the page showed, in order: it must never go down.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { seenCounts: number[] }).seenCounts = seen;
    new MutationObserver(() => {
      const n = document.querySelector('.play-page')?.getAttribute('data-move-count');
      if (n !== null && n !== undefined && Number(n) !== seen.at(-1)) seen.push(Number(n));
    }).observe(document, { subtree: true, attributes: true, childList: true });
  });
  return g;
}

describe.skipIf(skip)('texts of a newer position', () => {
  it(
    'shows the newest position busy until its own texts come, never an older one to play',
    async () => {
      const h = harness();
      const created = await createPersonVsBot(h);
      const { context, page } = await newPage(h);
      const g = await gate(page);
      await page.goto(`${h.url}${created.seats[0].link}`);
      let raced = 0;
      for (let round = 0; round < 12 && raced < 2; round++) {
        await page.waitForSelector(ENABLED_CHOICE, { timeout: MINUTES });
        if ((await spectate(created.gameId)).status === 'finished') break;
        const before = await shownCount(page);
        g.holding = true;
        const sent = g.moves;
        await playByClicking(page, { stop: async () => g.moves > sent, maxSteps: 40 });
        // The game comes to rest at the person's next decision (or its end): nothing moves meanwhile.
        let rest = await spectate(created.gameId);
        await expect
          .poll(async () => {
            rest = await spectate(created.gameId);
            return rest.status === 'finished' || (rest.moveCount > before && rest.activeSeats.includes(0));
          })
          .toBe(true);
        if (rest.status === 'finished') break;
        // Its texts held back, the page shows the newest position it was pushed, with nothing to click.
        await expect.poll(() => shownCount(page)).toBe(rest.moveCount);
        expect(await page.locator(ENABLED_CHOICE).count()).toBe(0);
        if (rest.moveCount > before + 1) {
          raced += 1;
          if (raced === 1) {
            await shot(page, 'texts-race-busy-laptop');
          }
        }
        // The texts asked for so far now come, of the position the game is at; any later ask is held.
        const release = g.held.splice(0);
        expect(release.length).toBeGreaterThan(0);
        for (const route of release) await route.continue();
        await expect
          .poll(async () => (await page.locator(ENABLED_CHOICE).count()) > 0 || g.held.length > 0)
          .toBe(true);
        // Whatever the page offers is the game's position now.
        expect(await shownCount(page)).toBe(rest.moveCount);
        expect(await page.locator(ENABLED_CHOICE).count()).toBeGreaterThan(0);
        g.holding = false;
        for (const route of g.held.splice(0)) await route.continue();
      }
      expect(raced).toBeGreaterThan(0);
      const seen = await page.evaluate(() => (window as unknown as { seenCounts: number[] }).seenCounts);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    6 * MINUTES,
  );
});
