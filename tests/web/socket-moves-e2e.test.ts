// The page makes its moves over its socket, in a real Chromium: no POST /moves while the socket is open,
// and the pushes are compact (the page fetches the texts of the decisions it shows) changes (JSON
// Patches) to the first whole state, which the page applies; a page that missed one asks for a whole
// state again and catches up.
// When the socket drops with a move on it -- after the server got it, or before -- the move is sent
// again over HTTP with the same id and is made exactly once.
import { describe, expect, it } from 'vitest';
import type { Page, Request, WebSocketRoute } from 'playwright-core';
import type { GameSnapshot } from '../../src/shared/api.ts';
import { newPage, pageErrors, playByClicking } from './e2e/harness.ts';
import { createPersonVsBot, harnessPerFile, MINUTES, skip } from './e2e/per-file.ts';

const harness = harnessPerFile();

/** The game as a spectator sees it. */
const spectate = async (gameId: string) =>
  (await (await fetch(`${harness().url}/api/games/${gameId}`)).json()) as GameSnapshot;

/** How many moves seat 0 has made, read from the game's log. */
const seatMoves = async (gameId: string) =>
  (await spectate(gameId)).log.filter((line) => line.seat === 0).length;

/** What the socket does with the next move the page sends on it. */
type Trap = 'none' | 'drop-after-server' | 'drop-before-server';

interface Watch {
  trap: Trap;
  /** The move messages the page sent on its sockets, in order. */
  moves: { id: string }[];
  /** POST /moves requests, with their bodies. */
  posts: { moveId?: string }[];
  /** The "state" messages the server pushed: whether each was compact. */
  compact: boolean[];
  /** The "patch" messages the server pushed (those passed on to the page). */
  patches: number;
  /** Set: the next patch is not passed on to the page, as if lost. */
  losePatch: boolean;
  /** The "resync" messages the page sent. */
  resyncs: number;
  /** GET /decision requests: the texts fetched for the decisions shown. */
  decisions: number;
  /** GET of the whole game (the page's first load, or a refetch): it carries its decision's texts. */
  wholes: number;
  sprung: boolean;
}

/** Passes the page's sockets through, springing the trap on the first move sent while it is set. */
async function watch(page: Page): Promise<Watch> {
  const w: Watch = {
    trap: 'none',
    moves: [],
    posts: [],
    compact: [],
    patches: 0,
    losePatch: false,
    resyncs: 0,
    decisions: 0,
    wholes: 0,
    sprung: false,
  };
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && /\/api\/games\/[^/]+\/moves/.test(r.url()))
      w.posts.push(JSON.parse(r.postData() ?? '{}') as { moveId?: string });
    if (/\/api\/games\/[^/]+\/decision$/.test(r.url())) w.decisions += 1;
    if (r.method() === 'GET' && /\/api\/games\/[^/?#]+([?#]|$)/.test(r.url())) w.wholes += 1;
  });
  await page.routeWebSocket(/\/socket/, (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    server.onMessage((m) => {
      const message = JSON.parse(String(m)) as { type: string; snapshot?: { texts?: string } };
      if (message.type === 'state') w.compact.push(message.snapshot?.texts === 'compact');
      if (message.type === 'patch' && w.losePatch) return void (w.losePatch = false);
      if (message.type === 'patch') w.patches += 1;
      ws.send(m);
    });
    ws.onMessage((m) => {
      const message = JSON.parse(String(m)) as { type: string; id?: string };
      if (message.type === 'move') w.moves.push({ id: message.id! });
      if (message.type === 'resync') w.resyncs += 1;
      const trap = message.type === 'move' ? w.trap : 'none';
      if (trap !== 'drop-before-server') server.send(m);
      if (trap === 'none') return;
      w.trap = 'none';
      w.sprung = true;
      // Gone before the answer can come back: the page sees its socket close with the move on it.
      ws.close({ code: 4000, reason: 'network lost' });
      server.close();
    });
  });
  return w;
}

async function openSeat(): Promise<{ page: Page; w: Watch; gameId: string; close: () => Promise<void> }> {
  const h = harness();
  const created = await createPersonVsBot(h);
  const { context, page } = await newPage(h);
  const w = await watch(page);
  await page.goto(`${h.url}${created.seats[0].link}`);
  await page.waitForSelector('.iw-table');
  return { page, w, gameId: created.gameId, close: () => context.close() };
}

/**
 * The page shows the game's last move. The bot may move on while this waits, so each try reads the
 * game again and compares the page with it at that moment.
 */
async function expectCaughtUp(page: Page, gameId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = Number(await page.locator('.play-page').getAttribute('data-move-count'));
        const { moveCount } = await spectate(gameId);
        const again = Number(await page.locator('.play-page').getAttribute('data-move-count'));
        return shown === moveCount || again === moveCount ? 'caught up' : `page ${again}, game ${moveCount}`;
      },
      { timeout: MINUTES },
    )
    .toBe('caught up');
}

describe.skipIf(skip)('moves over the socket', () => {
  it(
    'sends every move of a person on the open socket, none as POST /moves',
    async () => {
      const { page, w, gameId, close } = await openSeat();
      const before = await seatMoves(gameId);
      await playByClicking(page, { stop: async () => w.moves.length >= 3, maxSteps: 200 });
      await expect.poll(() => seatMoves(gameId), { timeout: MINUTES }).toBeGreaterThanOrEqual(before + 3);
      expect(w.moves.length).toBeGreaterThanOrEqual(3);
      expect(new Set(w.moves.map((m) => m.id)).size).toBe(w.moves.length);
      expect(w.posts).toEqual([]);
      // The pushes came without the moves' texts; the page fetched them for the decisions it showed.
      // Each of the person's decisions was labelled by a texts request or by a whole snapshot read
      // over HTTP (the first load, or a refetch); which one depends on how pushes and bots interleave.
      // One whole state (the socket's first message), then changes the page applied.
      expect(w.compact).toEqual([true]);
      expect(w.patches).toBeGreaterThan(3);
      expect(w.resyncs).toBe(0);
      await expectCaughtUp(page, gameId);
      expect(w.decisions).toBeGreaterThanOrEqual(1);
      expect(w.decisions + w.wholes).toBeGreaterThanOrEqual(3);
      expect(pageErrors(page)).toEqual([]);
      await close();
    },
    4 * MINUTES,
  );

  it(
    'a page that missed a pushed change asks for a whole state and catches up',
    async () => {
      const { page, w, gameId, close } = await openSeat();
      await page.waitForSelector('.decision .choices button.choice', { timeout: MINUTES });
      w.losePatch = true;
      await playByClicking(page, { stop: async () => w.resyncs >= 1 && w.moves.length >= 2, maxSteps: 200 });
      expect(w.losePatch).toBe(false);
      expect(w.resyncs).toBe(1);
      // The whole state asked for came, and the changes after it apply again.
      await expect.poll(() => w.compact.length, { timeout: MINUTES }).toBe(2);
      const patches = w.patches;
      await playByClicking(page, { stop: async () => w.patches > patches, maxSteps: 200 });
      await expectCaughtUp(page, gameId);
      expect(w.resyncs).toBe(1);
      expect(await page.locator('.refusal[role=alert]').count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await close();
    },
    4 * MINUTES,
  );

  for (const trap of ['drop-after-server', 'drop-before-server'] as const) {
    it(
      `a socket dropped with a move on it (${trap}): the move is made once, resent with its id`,
      async () => {
        const { page, w, gameId, close } = await openSeat();
        // Wait for the person's turn, so that the next move is theirs and nothing else moves for seat 0.
        await page.waitForSelector('.decision .choices button.choice', { timeout: MINUTES });
        const before = await seatMoves(gameId);
        w.trap = trap;
        await playByClicking(page, { stop: async () => w.sprung, maxSteps: 200 });
        expect(w.sprung).toBe(true);
        const id = w.moves.at(-1)!.id;
        // Resent over HTTP with the same id, as the socket is gone.
        await expect.poll(() => w.posts.length, { timeout: MINUTES }).toBe(1);
        expect(w.posts[0].moveId).toBe(id);
        await expect.poll(() => seatMoves(gameId), { timeout: MINUTES }).toBe(before + 1);
        // The page catches up with the game (its socket is back) and was refused nothing; the move was
        // not made a second time.
        const made = (await spectate(gameId)).moveCount;
        await expect
          .poll(async () => Number(await page.locator('.play-page').getAttribute('data-move-count')), {
            timeout: MINUTES,
          })
          .toBeGreaterThanOrEqual(made);
        expect(await seatMoves(gameId)).toBe(before + 1);
        expect(await page.locator('.refusal[role=alert]').count()).toBe(0);
        expect(pageErrors(page)).toEqual([]);
        await close();
      },
      4 * MINUTES,
    );
  }
});
