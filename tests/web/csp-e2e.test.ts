// The web client under the server's Content-Security-Policy, in a real Chromium: the home page, a table
// of each game (whose live updates come through the page's own WebSocket) and each rules page load and
// work without a single violation. A deliberate inline script shows that violations are caught.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { games } from '../../src/games/registry.ts';
import { call } from '../support/server.ts';
import { CHROMIUM, newPage, pageErrors, startHarness, VIEWPORTS, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package (see .ci/run), set CHROMIUM_PATH, or set SKIP_BROWSER_TESTS=1.`,
  );
const MINUTES = 60_000;

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

/** A page that records every CSP violation, from the DOM event and from the console. */
async function watchedPage(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const { context, page } = await newPage(h, VIEWPORTS.laptop);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return { context, page, violations };
}

const domViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe.skipIf(skip)('the web client under the Content-Security-Policy', () => {
  it('the home page loads its games with no violation', async () => {
    const { context, page, violations } = await watchedPage();
    const res = await page.goto(h.url);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForSelector('.game-card');
    expect(await page.locator('.game-card').count()).toBe(Object.keys(games).length);
    expect([...violations, ...(await domViolations(page))]).toEqual([]);
    expect(pageErrors(page)).toEqual([]);

    // The watch itself: an inline script is refused and seen, so the empty lists above mean something.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.inlineRan = true';
      document.body.append(s);
    });
    await page.waitForFunction(
      () => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0,
    );
    expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeFalsy();
    expect((await domViolations(page))[0]).toMatch(/^script-src/);
    await context.close();
  });

  for (const game of Object.values(games)) {
    it(`a table of ${game.id} shows another seat's move live through its socket, with no violation`, async () => {
      const created = await call(`${h.url}/api/games`, {
        body: {
          game: game.id,
          players: game.minPlayers,
          seats: Array.from({ length: game.minPlayers }, () => ({ kind: 'human' })),
        },
      });
      expect(created.status).toBe(201);
      const seats: { token: string; link: string }[] = created.body.seats;
      const { context, page, violations } = await watchedPage();
      await page.goto(new URL(seats[0].link, h.url).href);
      await page.waitForSelector('.play-page[data-move-count="0"]');
      await page.waitForSelector('.table-area svg, .table-area .iw-card, .iw-table, .tc-table');

      // A move by whoever is to move, made through the API: the page learns it only from its socket.
      const before = (await call(`${h.url}/api/games/${created.body.gameId}`)).body;
      const seat: number = before.activeSeats[0];
      const mine = (
        await call(`${h.url}/api/games/${created.body.gameId}?seat=${seat}`, { token: seats[seat].token })
      ).body;
      const moved = await call(`${h.url}/api/games/${created.body.gameId}/moves`, {
        body: { seat, move: mine.legalMoves[String(seat)][0].move, expectedMoveCount: 0 },
        token: seats[seat].token,
      });
      expect(moved.status).toBe(200);
      await page.waitForSelector('.play-page[data-move-count="1"]', { timeout: 60_000 });

      expect([...violations, ...(await domViolations(page))]).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });

    it(`the rules page of ${game.id} draws its figures with no violation`, async () => {
      const { context, page, violations } = await watchedPage();
      await page.goto(`${h.url}/rules/${game.id}`);
      await page.waitForSelector('main h1, h1');
      await page.waitForSelector('svg');
      expect([...violations, ...(await domViolations(page))]).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
