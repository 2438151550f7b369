// Remote play in a real Chromium, with two (and three) browser contexts standing for people on their
// own devices: the chat carries each one's messages to the other as text (markup stays text), "Play
// again" leads both players into one new game with their own seats, and a third person takes a
// lobby's open seat by name, which starts the game.
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

const MINUTES = 60_000;
/** Generous: both cores may be busy with other work. */
const WAIT = { timeout: 90_000 };

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games: testGames, gameModules: testGameModules });
}, 3 * MINUTES);
afterAll(async () => {
  await h?.close();
});

const people = (seats: object[], more: object = {}) => ({
  game: 'tic-tac-toe',
  players: 2,
  seats,
  options: { firstPlayer: 0 },
  customSetup: true,
  ...more,
});

/** Seat 0 takes the top row: five moves and the game is over. */
async function playOut(gameId: string, tokens: string[], from = 0) {
  for (const [i, cell] of [0, 3, 1, 4, 2].entries()) {
    if (i < from) continue;
    const r = await call(`${h.url}/api/games/${gameId}/moves`, {
      body: { seat: i % 2, move: { type: 'MARK', cell }, expectedMoveCount: i },
      token: tokens[i % 2],
    });
    expect(r.status).toBe(200);
  }
}

async function say(page: Page, text: string) {
  await page.locator('[data-testid=chat-input]').fill(text);
  await page.locator('[data-testid=chat-input]').press('Enter');
}

const chatTexts = (page: Page) => page.locator('.chat-messages .chat-text').allTextContents();

describe.skipIf(skip)('remote play in the browser', () => {
  it(
    'carries chat messages between two players as text, and "Play again" seats both in one new game',
    async () => {
      const created = await call(`${h.url}/api/games`, {
        body: people([
          { kind: 'human', name: 'Ann' },
          { kind: 'human', name: 'Bo' },
        ]),
      });
      const gameId: string = created.body.gameId;
      const tokens: string[] = created.body.seats.map((s: { token: string }) => s.token);
      const ann = await newPage(h);
      const bo = await newPage(h, { width: 390, height: 844 }, 'it');
      await ann.page.goto(`${h.url}/play/${gameId}#token=${tokens[0]}`);
      await bo.page.goto(`${h.url}/play/${gameId}#token=${tokens[1]}`);
      await ann.page.locator('[data-testid=chat-input]').waitFor(WAIT);
      // On a phone the chat starts folded; its heading opens it.
      await bo.page.locator('.chat-panel h2 button').click();
      await bo.page.locator('[data-testid=chat-input]').waitFor(WAIT);

      const markup = '<b>bold?</b> <img src=x onerror="window.hacked=1">';
      await say(ann.page, markup);
      await bo.page.locator('.chat-messages li', { hasText: 'bold?' }).waitFor(WAIT);
      expect(await chatTexts(bo.page)).toEqual([markup]);
      expect(await bo.page.locator('.chat-messages b, .chat-messages img').count()).toBe(0);
      expect(await bo.page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      // The new message is announced politely to a screen reader on the other side.
      expect(await bo.page.locator('.chat-panel [aria-live=polite]').textContent()).toContain('Ann:');

      await say(bo.page, 'Ciao Ann');
      await ann.page.locator('.chat-messages li', { hasText: 'Ciao Ann' }).waitFor(WAIT);
      expect(await chatTexts(ann.page)).toEqual([markup, 'Ciao Ann']);
      await shot(ann.page, 'social-chat-en-desktop');
      await shot(bo.page, 'social-chat-it-phone');
      // The chat's controls have names, and the folded phone panel is reached by keyboard.
      expect(await seriousViolations(bo.page)).toEqual([]);
      expect(await bo.page.locator('.chat-panel h2 button').getAttribute('aria-expanded')).toBe('true');

      // The game ends; Ann asks for a rematch, Bo is told of it on his old page and joins.
      await playOut(gameId, tokens);
      await ann.page.locator('[data-testid=play-again]').click(WAIT);
      await ann.page.waitForURL((u) => u.pathname.startsWith('/play/') && !u.pathname.endsWith(gameId), WAIT);
      const newId = new URL(ann.page.url()).pathname.split('/')[2];
      const join = bo.page.locator('[data-testid=rematch-started] a');
      await join.waitFor(WAIT);
      // Bo is told who started it, in his language.
      expect(await bo.page.locator('[data-testid=rematch-started] p').textContent()).toBe(
        'Ann ha iniziato una nuova partita con gli stessi giocatori.',
      );
      await shot(bo.page, 'social-rematch-it-phone');
      await join.click();
      await bo.page.waitForURL((u) => u.pathname === `/play/${newId}`, WAIT);
      // Each is in the new game with their own seat: the snapshots the pages were answered with say so.
      const viewer = (p: Page) =>
        p.evaluate(async (id) => {
          const key = `externalities.seatToken.${id}`;
          const token = sessionStorage.getItem(key);
          const r = await fetch(`/api/games/${id}`, { headers: { authorization: `Bearer ${token}` } });
          return ((await r.json()) as { viewer: unknown }).viewer;
        }, newId);
      expect(await viewer(ann.page)).toBe(0);
      expect(await viewer(bo.page)).toBe(1);
      await ann.page.locator('.play-page[data-status=running]').waitFor(WAIT);
      await bo.page.locator('.play-page[data-status=running]').waitFor(WAIT);
      // Someone watching the old game is told who started the new one too, and may watch it.
      const watcher = await newPage(h);
      await watcher.page.goto(`${h.url}/play/${gameId}`);
      const told = watcher.page.locator('[data-testid=rematch-started]');
      await told.waitFor(WAIT);
      expect(await told.locator('p').textContent()).toBe('Ann started a new game with the same players.');
      expect(await told.locator('a').textContent()).toBe('Watch it');
      await shot(watcher.page, 'social-rematch-en-desktop');
      expect(await seriousViolations(watcher.page)).toEqual([]);
      await watcher.context.close();
      expect(pageErrors(ann.page)).toEqual([]);
      expect(pageErrors(bo.page)).toEqual([]);
      await ann.context.close();
      await bo.context.close();
    },
    6 * MINUTES,
  );

  it(
    'lists a game with an open seat in the lobby; a third person takes it by name and the game starts',
    async () => {
      // The creator makes the game in the form: Ann, and an open seat listed in the lobby.
      const ann = await newPage(h);
      await ann.page.goto(h.url);
      await ann.page.locator('input[name=game][value=tic-tac-toe]').check(WAIT);
      await ann.page.locator('[data-seat-kind="0-human"]').click();
      await ann.page.locator('[aria-label="Name 1"]').fill('Ann');
      await ann.page.locator('[data-seat-kind="1-open"]').click();
      await ann.page.locator('[data-testid=listed]').check();
      await ann.page.locator('button[type=submit]').click();
      await ann.page.waitForURL((u) => u.pathname.startsWith('/play/'), WAIT);
      const gameId = new URL(ann.page.url()).pathname.split('/')[2];
      const waiting = ann.page.locator('[data-testid=open-seats]');
      await waiting.waitFor(WAIT);
      expect(await waiting.textContent()).toContain('Waiting for 1 player from the lobby');
      // No one moves before the seat is taken, so the banner waits too, never "Your turn".
      const banner = ann.page.locator('[data-testid=turn-banner]');
      expect(await banner.textContent()).toContain('Waiting for a player from the lobby');
      await shot(ann.page, 'social-open-seat-en-desktop');

      // Cy finds it in the lobby (from the home page's link) and takes the seat.
      const cy = await newPage(h, { width: 390, height: 844 });
      await cy.page.goto(h.url);
      await cy.page.locator('[data-testid=lobby-link]').click();
      const card = cy.page.locator(`.lobby-game[data-game="${gameId}"]`);
      await card.waitFor(WAIT);
      await shot(cy.page, 'social-lobby-en-phone');
      await card.locator('[data-testid=take-1]').click();
      await card.locator('[data-testid=claim-name]').fill('Cy');
      await card.locator('button[type=submit]').click();
      await cy.page.waitForURL((u) => u.pathname === `/play/${gameId}`, WAIT);
      await cy.page.locator('.play-page[data-status=running]').waitFor(WAIT);

      // Ann's table stops waiting; the seat is no longer offered to anyone else.
      await waiting.waitFor({ state: 'detached', ...WAIT });
      const late = await newPage(h, undefined, 'it');
      await late.page.goto(`${h.url}/lobby?game=${gameId}`);
      await late.page.locator(`.lobby-game[data-game="${gameId}"]`).waitFor(WAIT);
      expect(await late.page.locator('[data-testid=take-1]').count()).toBe(0);
      await shot(late.page, 'social-lobby-it-desktop');
      expect(await seriousViolations(late.page)).toEqual([]);
      const lost = await call(`${h.url}/api/games/${gameId}/seats/1/claim`, { body: { name: 'Di' } });
      expect(lost.body.error.code).toBe('SEAT_TAKEN');
      // The game has started: whoever moves first (drawn at random) is asked for a move.
      await Promise.any([ann, cy].map((p) => p.page.locator('.decision:not(.idle)').waitFor(WAIT)));
      const seats = (await call(`${h.url}/api/games/${gameId}`)).body.seats;
      expect(seats[1]).toEqual({ seat: 1, kind: 'human', name: 'Cy' });
      expect(pageErrors(ann.page)).toEqual([]);
      expect(pageErrors(cy.page)).toEqual([]);
      for (const p of [ann, cy, late]) await p.context.close();
    },
    6 * MINUTES,
  );

  it(
    'offers the first move to a page that was open before the seat was claimed',
    async () => {
      // Ann moves first, and her table is open and settled (no decision: the game waits) before Cy
      // takes the seat. The claim makes no move, yet Ann now has a decision to be offered.
      const made = await call(`${h.url}/api/games`, {
        body: people([{ kind: 'human', name: 'Ann' }, { kind: 'open' }], { listed: true }),
      });
      expect(made.status).toBe(201);
      const gameId = made.body.gameId;
      const ann = await newPage(h);
      await ann.page.goto(`${h.url}/play/${gameId}#token=${made.body.seats[0].token}`);
      await ann.page.locator('[data-testid=open-seats]').waitFor(WAIT);
      const claim = await call(`${h.url}/api/games/${gameId}/seats/1/claim`, { body: { name: 'Cy' } });
      expect(claim.status).toBe(201);
      await ann.page.locator('[data-testid=open-seats]').waitFor({ state: 'detached', ...WAIT });
      await ann.page.locator('.decision:not(.idle) button.choice:not([disabled])').first().waitFor(WAIT);
      expect(pageErrors(ann.page)).toEqual([]);
      await ann.context.close();
    },
    6 * MINUTES,
  );

  it(
    'tells a phone of moves made elsewhere one line at a time, which leaves by itself',
    async () => {
      const made = await call(`${h.url}/api/games`, {
        body: people([
          { kind: 'human', name: 'Ann' },
          { kind: 'human', name: 'Bo' },
        ]),
      });
      const { gameId, seats } = made.body;
      const phone = await newPage(h, { width: 390, height: 844 });
      await phone.page.goto(`${h.url}/play/${gameId}`);
      await phone.page.locator('.play-page[data-move-count="0"]').waitFor(WAIT);
      // Whatever the page's pace, every change of the lines shown is recorded as it happens.
      await phone.page.evaluate(() => {
        const seen: string[][] = [];
        (window as unknown as { toastsSeen: string[][] }).toastsSeen = seen;
        new MutationObserver(() => {
          const shown = [...document.querySelectorAll<HTMLElement>('.toast')].filter(
            (el) => getComputedStyle(el).display !== 'none',
          );
          seen.push(shown.map((el) => el.textContent ?? ''));
        }).observe(document.body, { childList: true, subtree: true });
      });
      // Three moves in a burst, as bots or quick players make them.
      for (const [i, cell] of [0, 3, 1].entries()) {
        const r = await call(`${h.url}/api/games/${gameId}/moves`, {
          body: { seat: i % 2, move: { type: 'MARK', cell }, expectedMoveCount: i },
          token: seats[i % 2].token,
        });
        expect(r.status).toBe(200);
      }
      await phone.page.locator('.play-page[data-move-count="3"]').waitFor(WAIT);
      // The last move's line shows, alone, and leaves by itself.
      await phone.page.waitForFunction(() =>
        (window as unknown as { toastsSeen: string[][] }).toastsSeen.some((s) =>
          s.some((t) => t.includes('Ann')),
        ),
      );
      await phone.page
        .locator('.toast')
        .first()
        .waitFor({ state: 'detached', ...WAIT });
      const seen = await phone.page.evaluate(
        () => (window as unknown as { toastsSeen: string[][] }).toastsSeen,
      );
      expect(Math.max(...seen.map((s) => s.length))).toBe(1);
      expect(pageErrors(phone.page)).toEqual([]);
      await phone.context.close();
    },
    6 * MINUTES,
  );

  it(
    'gathers the seats of one browser under a personal link that opens them on another device',
    async () => {
      const make = async (first: number) =>
        call(`${h.url}/api/games`, {
          body: people(
            [
              { kind: 'human', name: 'Ann' },
              { kind: 'human', name: 'Bo' },
            ],
            { options: { firstPlayer: first } },
          ),
        });
      // Ann's seat waits in the first game; in the second Bo is to move.
      const mine = await make(0);
      const theirs = await make(1);
      const laptop = await newPage(h, undefined, 'it');
      for (const g of [theirs, mine]) {
        await laptop.page.goto(`${h.url}/play/${g.body.gameId}#token=${g.body.seats[0].token}`);
        await laptop.page.locator('.play-page').waitFor(WAIT);
      }
      await laptop.page.goto(h.url);
      await laptop.page.locator('[data-testid=devices] summary').click(WAIT);
      await laptop.page.locator('[data-testid=devices] button.primary').click();
      const link = (await laptop.page.locator('[data-testid=personal-link]').textContent(WAIT)) ?? '';
      expect(link).toMatch(/\/me#key=/);
      await laptop.page.locator('[data-testid=devices]', { hasText: '2 posti' }).waitFor(WAIT);
      await shot(laptop.page, 'social-devices-it-desktop');

      const phone = await newPage(h, { width: 390, height: 844 });
      await phone.page.goto(link);
      await phone.page.locator('.me-game').first().waitFor(WAIT);
      // The key leaves the address bar; the game waiting for Ann comes first.
      expect(new URL(phone.page.url()).hash).toBe('');
      const ids = await phone.page
        .locator('.me-game')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('data-game'), e.getAttribute('data-waiting')]));
      expect(ids).toEqual([
        [mine.body.gameId, 'true'],
        [theirs.body.gameId, 'false'],
      ]);
      await shot(phone.page, 'social-me-en-phone');
      expect(await seriousViolations(phone.page)).toEqual([]);
      await phone.page.locator('.me-game a').first().click();
      await phone.page.locator('.decision:not(.idle)').waitFor(WAIT);
      // The new-game form on a phone, with an open seat chosen.
      await phone.page.goto(h.url);
      await phone.page.locator('[data-seat-kind="1-open"]').click(WAIT);
      await phone.page.locator('[data-testid=listed]').scrollIntoViewIfNeeded();
      await shot(phone.page, 'social-form-en-phone');
      expect(await seriousViolations(phone.page)).toEqual([]);
      expect(pageErrors(laptop.page)).toEqual([]);
      expect(pageErrors(phone.page)).toEqual([]);
      await laptop.context.close();
      await phone.context.close();
    },
    6 * MINUTES,
  );

  it(
    'shows in my games, on the home page and on /me, a seat a bot plays for the person, and takes it back',
    async () => {
      const make = async (more: object = {}) =>
        (
          await call(`${h.url}/api/games`, {
            body: people(
              [
                { kind: 'human', name: 'Ann' },
                { kind: 'human', name: 'Bo' },
              ],
              { options: { firstPlayer: 1 }, standIn: 'random', ...more },
            ),
          })
        ).body;
      // Bo is to move in both games and never does; Ann leaves the older one, so a bot holds her seat.
      const older = await make();
      const newer = await make();
      const laptop = await newPage(h);
      for (const g of [older, newer]) {
        await laptop.page.goto(`${h.url}/play/${g.gameId}#token=${g.seats[0].token}`);
        await laptop.page.locator('.play-page').waitFor(WAIT);
      }
      const left = await call(`${h.url}/api/games/${older.gameId}/seats/0/leave`, {
        method: 'POST',
        token: older.seats[0].token,
      });
      expect(left.status).toBe(200);

      // On another device, /me puts that game first (newest first alone would not) and says why.
      const key = (await call(`${h.url}/api/players`, { body: {} })).body.key;
      for (const g of [older, newer])
        await call(`${h.url}/api/players/seats`, {
          body: { gameId: g.gameId, token: g.seats[0].token },
          token: key,
        });
      const phone = await newPage(h, { width: 390, height: 844 }, 'it');
      await phone.page.goto(`${h.url}/me#key=${key}`);
      await phone.page.locator('.me-game').first().waitFor(WAIT);
      const order = await phone.page
        .locator('.me-game')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-game')));
      expect(order).toEqual([older.gameId, newer.gameId]);
      const onPhone = phone.page.locator(`.me-game[data-game="${older.gameId}"] [data-testid=stood-in]`);
      expect(await onPhone.textContent()).toContain('Un bot gioca per te');
      expect(
        await phone.page.locator(`.me-game[data-game="${newer.gameId}"] [data-testid=stood-in]`).count(),
      ).toBe(0);
      await shot(phone.page, 'social-me-stood-in-it-phone');
      expect(await seriousViolations(phone.page)).toEqual([]);

      // The home page's list of this browser's games says it too, first among the ongoing ones.
      await laptop.page.goto(h.url);
      const item = laptop.page.locator(`.my-game[data-game="${older.gameId}"] [data-testid=stood-in]`);
      await item.waitFor(WAIT);
      expect(await item.textContent()).toContain('A bot is playing for you');
      const ongoing = await laptop.page
        .locator('.my-games li.my-game')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-game')));
      expect(ongoing.slice(0, 2)).toEqual([older.gameId, newer.gameId]);
      await shot(laptop.page, 'social-my-games-stood-in-en-desktop');
      expect(await seriousViolations(laptop.page)).toEqual([]);
      // Taking the seat back from the list: the server plays it for Ann again, and the notice goes.
      await item.locator('[data-testid=take-back]').click();
      await item.waitFor({ state: 'detached', ...WAIT });
      const seats = (await call(`${h.url}/api/games/${older.gameId}`)).body.seats;
      expect(seats[0]).toEqual({ seat: 0, kind: 'human', name: 'Ann' });
      // And /me, read again, no longer says a bot plays for her.
      await phone.page.reload();
      await phone.page.locator('.me-game').first().waitFor(WAIT);
      expect(await phone.page.locator('[data-testid=stood-in]').count()).toBe(0);
      expect(pageErrors(laptop.page)).toEqual([]);
      expect(pageErrors(phone.page)).toEqual([]);
      await laptop.context.close();
      await phone.context.close();
    },
    6 * MINUTES,
  );
});
