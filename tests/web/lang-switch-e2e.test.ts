// The page asks its game's socket for the log lines in its own language (`?lang=`), in a real Chromium.
// Switching language mid-game opens the socket again in the new one: the lines pushed in the old one
// only come again, whole, so every line reads in the new language at once, none lost or doubled, and
// the later pushes bring their lines in the new language only.
import { describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import type { GameSnapshot, LogLine, ServerMessage } from '../../src/shared/api.ts';
import { afterName } from '../../src/web/play/named-line.ts';
import { newPage, pageErrors, playByClicking, shot } from './e2e/harness.ts';
import { createPersonVsBot, harnessPerFile, MINUTES, skip } from './e2e/per-file.ts';

const harness = harnessPerFile();

/** The game as seat 0 sees it, its log whole in every language. */
const asSeat = async (gameId: string, token: string) =>
  (await (
    await fetch(`${harness().url}/api/games/${gameId}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as GameSnapshot;

interface Socket {
  url: URL;
  /** The "state" and "patch" messages the server pushed on it. */
  pushes: Extract<ServerMessage, { type: 'state' | 'patch' }>[];
}

/** Passes the page's game sockets through, keeping their addresses and pushes. */
async function watch(page: Page): Promise<Socket[]> {
  const sockets: Socket[] = [];
  await page.routeWebSocket(/\/socket/, (ws: WebSocketRoute) => {
    const socket: Socket = { url: new URL(ws.url()), pushes: [] };
    sockets.push(socket);
    const server = ws.connectToServer();
    server.onMessage((m) => {
      const message = JSON.parse(String(m)) as ServerMessage;
      if (message.type === 'state' || message.type === 'patch') socket.pushes.push(message);
      ws.send(m);
    });
  });
  return sockets;
}

/** The log as the page shows it: each line's number, the name before it, and its entries' words. */
const shownLog = (page: Page) =>
  page.locator('.log li').evaluateAll((items) =>
    items.map((li) => ({
      n: Number(li.getAttribute('data-n')),
      name: li.querySelector('.log-seat')?.textContent ?? '',
      entries: [...li.querySelectorAll('.log-entry')].map((e) => e.textContent ?? ''),
    })),
  );

/** The log as the page should show it in `lang`, from the server's whole log (names as the page shows them). */
const expectedLog = (log: LogLine[], shown: { n: number; name: string }[], lang: 'en' | 'it') =>
  log.map((line) => {
    const name = line.seat === null ? '' : (shown.find((l) => l.n === line.n)?.name ?? '');
    return {
      n: line.n,
      name,
      entries: line.entries.map((e, k) => (k === 0 ? afterName(e.text[lang], name) : e.text[lang])),
    };
  });

/** The languages of the texts a push's lines carry. */
const langsOf = (lines: LogLine[]) =>
  new Set(lines.flatMap((l) => l.entries.flatMap((e) => Object.keys(e.text))));

const pushedLines = (s: Socket) => s.pushes.flatMap((p) => (p.type === 'patch' ? p.log : []));

describe.skipIf(skip)('the log in the page’s language', () => {
  it(
    'a page that switches language mid-game shows every line in the new one, none lost or doubled',
    async () => {
      const h = harness();
      const created = await createPersonVsBot(h);
      const { context, page } = await newPage(h);
      const sockets = await watch(page);
      await page.goto(`${h.url}${created.seats[0].link}`);
      await page.waitForSelector('.iw-table');
      // A few moves in English: their lines come in English only. (The page may have opened a socket
      // and left it before its first message as it settled: the last one is the live one.)
      const english = sockets.at(-1)!;
      await playByClicking(page, { stop: async () => pushedLines(english).length >= 4, maxSteps: 200 });
      expect(sockets.every((s) => s.url.searchParams.get('lang') === 'en')).toBe(true);
      expect(langsOf(pushedLines(english))).toEqual(new Set(['en']));
      const opened = sockets.length;

      await page.locator('.lang-switch button[title=Italiano]').click();
      // A new socket in Italian, asking again for the lines from the first one the page holds in English
      // only (which ones depends on what came whole meanwhile, over HTTP: logSinceIn's unit test).
      await expect.poll(() => sockets.length, { timeout: MINUTES }).toBe(opened + 1);
      const italian = sockets[opened];
      expect(italian.url.searchParams.get('lang')).toBe('it');
      await expect.poll(() => italian.pushes.length, { timeout: MINUTES }).toBeGreaterThan(0);
      const first = italian.pushes[0];
      const since = italian.url.searchParams.get('logSince');
      expect(first.type === 'state' && first.snapshot.logFrom).toBe(since === null ? 0 : Number(since) + 1);

      // Every line of the log reads in Italian, once each, in order, the earlier ones too.
      const token = created.seats[0].token!;
      const compare = async (lang: 'en' | 'it') => {
        await expect
          .poll(
            async () => {
              const game = await asSeat(created.gameId, token);
              const shown = await shownLog(page);
              const wanted = expectedLog(game.log, shown, lang);
              return JSON.stringify(shown) === JSON.stringify(wanted) ? 'same' : { shown, wanted };
            },
            { timeout: MINUTES },
          )
          .toBe('same');
      };
      await compare('it');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'lang-switch-italian-390x844');
      await page.setViewportSize({ width: 1366, height: 768 });
      await shot(page, 'lang-switch-italian-1366x768');

      // Later moves: their lines come in Italian only, and join the log held.
      const before = pushedLines(italian).length;
      await playByClicking(page, {
        stop: async () => pushedLines(italian).length >= before + 3,
        maxSteps: 200,
      });
      expect(langsOf(pushedLines(italian))).toEqual(new Set(['it']));
      await compare('it');
      // And back: English again, whole.
      await page.locator('.lang-switch button[title=English]').click();
      await expect.poll(() => sockets.length, { timeout: MINUTES }).toBe(opened + 2);
      expect(sockets[opened + 1].url.searchParams.get('lang')).toBe('en');
      await compare('en');
      expect(await page.locator('.refusal[role=alert]').count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    5 * MINUTES,
  );
});
