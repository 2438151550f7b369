// Seat tokens stay out of URLs, in a real Chromium: the page takes the token from its link once, keeps
// it for the tab and clears the address bar; every request sends it in the Authorization header, the
// socket in its first message; a reload keeps the seat, and a link from "my games" opens it again.
import { describe, expect, it } from 'vitest';
import type { Page, WebSocket as PageSocket } from 'playwright-core';
import type { GameSnapshot } from '../../src/shared/api.ts';
import { newPage, pageErrors } from './e2e/harness.ts';
import { createPersonVsBot, harnessPerFile, MINUTES, skip } from './e2e/per-file.ts';

const harness = harnessPerFile();
const createGame = () => createPersonVsBot(harness());

interface Seen {
  requests: { url: string; authorization?: string }[];
  sockets: { url: string; sent: string[] }[];
  /** The viewer of every snapshot the page was answered with. */
  viewers: (number | string)[];
}

function watch(page: Page): Seen {
  const seen: Seen = { requests: [], sockets: [], viewers: [] };
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      seen.requests.push({ url: r.url(), authorization: r.headers().authorization });
  });
  page.on('response', async (r) => {
    if (!/\/api\/games\/[^/]+$/.test(new URL(r.url()).pathname)) return;
    const body = (await r.json().catch(() => null)) as GameSnapshot | null;
    if (body) seen.viewers.push(body.viewer);
  });
  page.on('websocket', (ws: PageSocket) => {
    const entry = { url: ws.url(), sent: [] as string[] };
    seen.sockets.push(entry);
    ws.on('framesent', (f) => entry.sent.push(String(f.payload)));
  });
  return seen;
}

describe.skipIf(skip)('seat tokens in the browser', () => {
  it(
    'takes the token from the link, clears the address bar, and sends it only in headers and the socket',
    async () => {
      const created = await createGame();
      const seat = created.seats[0];
      expect(seat.link).toBe(`/play/${created.gameId}#token=${seat.token}`);
      const { context, page } = await newPage(harness());
      const seen = watch(page);
      await page.goto(`${harness().url}${seat.link}`);
      await page.waitForSelector('.iw-table');
      const sent = await waitSent(seen);
      expect(page.url()).toBe(`${harness().url}/play/${created.gameId}`);
      expect(await page.evaluate(() => location.href + history.length)).not.toContain(seat.token!);
      // Every API request carries the header and no token in its address; the socket says it first.
      const games = seen.requests.filter((r) => r.url.includes(`/api/games/${created.gameId}`));
      expect(games.length).toBeGreaterThan(0);
      for (const r of seen.requests) expect(r.url).not.toContain('token');
      for (const r of games) expect(r.authorization).toBe(`Bearer ${seat.token}`);
      for (const s of seen.sockets) expect(s.url).not.toContain('token');
      expect(JSON.parse(sent[0])).toEqual({ type: 'auth', token: seat.token });
      expect(seen.viewers.every((v) => v === 0)).toBe(true);

      // A reload keeps the seat: the tab kept the token.
      seen.viewers.length = 0;
      await page.reload();
      await page.waitForSelector('.iw-table');
      await expect.poll(() => seen.viewers.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(seen.viewers.every((v) => v === 0)).toBe(true);
      expect(page.url()).not.toContain('token');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    3 * MINUTES,
  );

  it(
    'cleans an older ?token= link too, keeps the rest of the address, and watches as a spectator without one',
    async () => {
      const created = await createGame();
      const seat = created.seats[0];
      const { context, page } = await newPage(harness());
      const seen = watch(page);
      await page.goto(`${harness().url}/play/${created.gameId}?token=${seat.token}&replay=0`);
      await page.waitForSelector('.iw-table');
      expect(page.url()).toBe(`${harness().url}/play/${created.gameId}?replay=0`);
      await expect.poll(() => seen.viewers.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(seen.viewers.every((v) => v === 0)).toBe(true);
      // Another tab (no kept token) opening the spectator link is a spectator.
      const other = await context.newPage();
      const seenOther = watch(other);
      await other.goto(`${harness().url}${created.spectatorLink}`);
      await other.waitForSelector('.iw-table');
      await expect.poll(() => seenOther.viewers.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(seenOther.viewers.every((v) => v === 'spectator')).toBe(true);
      expect(JSON.parse((await waitSent(seenOther))[0])).toEqual({ type: 'auth', token: null });
      await context.close();
    },
    3 * MINUTES,
  );

  it(
    '"my games" opens the seat again in a new tab of the same browser, the token in the fragment only',
    async () => {
      const { context, page } = await newPage(harness());
      await page.goto(harness().url);
      await page.locator('form.new-game button[type=submit], button[type=submit]').first().click();
      await page.waitForURL(/\/play\/[^?#]+$/);
      await page.waitForSelector('.table-area');
      const gameId = new URL(page.url()).pathname.split('/')[2];
      // A new tab has no kept token: it opens the game from the list of this browser's games.
      const home = await context.newPage();
      await home.goto(harness().url);
      const resume = home.locator(`.my-game[data-game="${gameId}"] a.button.primary`);
      expect(await resume.getAttribute('href')).toMatch(new RegExp(`^/play/${gameId}#token=`));
      const seen = watch(home);
      await resume.click();
      await home.waitForSelector('.table-area');
      expect(home.url()).toBe(`${harness().url}/play/${gameId}`);
      await expect.poll(() => seen.viewers.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(seen.viewers.every((v) => v !== 'spectator')).toBe(true);
      await context.close();
    },
    3 * MINUTES,
  );
});

/** What the page's open socket sent (a socket the page closed before it opened sent nothing). */
async function waitSent(seen: Seen): Promise<string[]> {
  const sent = () => seen.sockets.find((s) => s.sent.length > 0)?.sent ?? [];
  await expect.poll(() => sent().length, { timeout: 30_000 }).toBeGreaterThan(0);
  return sent();
}
