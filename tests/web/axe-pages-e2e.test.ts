// Every kind of page, checked by axe-core in a real Chromium on a phone (390×844) and a laptop
// (1366×768): home, a new game's links, both games' tables during a game and at the end, the rules, the
// guided games, the lobby, the classroom's pages (new, join, dashboard, debrief) and my games on every
// device (/me). None may have a serious or critical violation. The games are made once for both sizes
// (two tables driven a few moves through the API, two games of bots to their end, one classroom of bot
// tables per game); one browser serves every page. The chances chart's swing marks are then taken by
// keyboard and by a finger. Screenshots of each page land in test-results/web/axe-*.png.
import { describe, expect, it, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import type { ClassroomResponse } from '../../src/shared/classroom.ts';
import type { CreateGameResponse, GameSnapshot } from '../../src/shared/api.ts';
import { driveRandom } from '../support/drive.ts';
import { call } from '../support/server.ts';
import { seriousViolations } from './e2e/axe.ts';
import { newPage, pageErrors, shot, type Harness } from './e2e/harness.ts';
import { harnessPerFile, MINUTES, skip } from './e2e/per-file.ts';

const harness = harnessPerFile(5);
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
const GAMES = ['the-cost', 'industrial-waste'] as const;

/** A page to check: where it is, what shows it is ready, and how to bring it there. */
interface PageKind {
  name: string;
  path: string;
  ready: string;
  /** Steps after loading, before the check (fill a form, open a fold). */
  then?: (page: Page) => Promise<void>;
}

const bots = (n: number) => Array.from({ length: n }, () => ({ kind: 'bot', level: 'random' }));

async function create(h: Harness, body: object): Promise<CreateGameResponse> {
  const r = await call(`${h.url}/api/games`, { body });
  if (r.status !== 201) throw new Error(`game not created: ${JSON.stringify(r.body)}`);
  return r.body as CreateGameResponse;
}

/** Waits a bounded number of times (100 ms apart) for a game of bots to end; then for its analysis. */
async function finished(h: Harness, gameId: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const s = (await call(`${h.url}/api/games/${gameId}`)).body as GameSnapshot;
    if (s.status === 'finished') {
      await call(`${h.url}/api/games/${gameId}/analysis`);
      await h.server.analysis.settled(gameId);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the bots did not finish ${gameId}`);
}

async function classroomOver(h: Harness, id: string, token: string): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    const c = (await call(`${h.url}/api/classrooms/${id}`, { token })).body as ClassroomResponse;
    if (c.status === 'finished') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the classroom ${id} did not finish`);
}

let pages: PageKind[] = [];
/** The finished games whose end screens show the chances chart. */
const ended: Record<string, string> = {};

beforeAll(async () => {
  if (skip) return;
  const h = harness();
  const kinds: PageKind[] = [
    {
      name: 'home',
      path: '/',
      ready: '.game-card',
      // On a laptop "Create game" is in view without scrolling (a phone scrolls its one column).
      then: async (page) => {
        const size = page.viewportSize()!;
        if (size.width < 1366) return;
        const b = (await page.locator('.new-game button[type=submit]').boundingBox())!;
        expect(b.y + b.height).toBeLessThanOrEqual(size.height);
      },
    },
    {
      // The new-game form filled for two people on a link each, then the links it gives.
      name: 'new-game',
      path: '/',
      ready: '.game-card',
      then: async (page) => {
        await page.locator('input[name=game][value=the-cost]').check();
        await page.locator('[data-seat-kind="1-human"]').click();
        await page.locator('input[name=where]').nth(1).check();
        await page.locator('button[type=submit]').click();
        await page.locator('.seat-links').waitFor();
      },
    },
    ...GAMES.flatMap((g) => [
      { name: `rules-${g}`, path: `/rules/${g}`, ready: '.rules-section' },
      { name: `learn-${g}`, path: `/learn/${g}`, ready: 'main' },
    ]),
  ];
  const key = (await call(`${h.url}/api/players`, { body: {} })).body.key as string;
  // One after the other: the server's bots and analyses share the machine's cores with the browser.
  for (const game of GAMES) {
    // A table during a game: a person against a bot, a few moves in.
    const mid = await create(h, { game, players: 2, seats: [{ kind: 'human', name: 'Ann' }, ...bots(1)] });
    await driveRandom({
      url: h.url,
      gameId: mid.gameId,
      tokens: { 0: mid.seats[0].token! },
      seed: 'axe',
      botWaitMs: 5 * MINUTES,
      maxMoves: 6,
    });
    await call(`${h.url}/api/players/seats`, {
      body: { gameId: mid.gameId, token: mid.seats[0].token! },
      token: key,
    });
    kinds.push({
      name: `${game}-running`,
      path: mid.seats[0].link!,
      ready: '.decision .choices',
      // One person against a bot has nobody to talk to: no chat box.
      then: async (page) => expect(await page.locator('[data-testid=chat]').count()).toBe(0),
    });
    // A table at the end: two bots to the end, with the chances chart.
    const end = await create(h, { game, players: 2, seats: bots(2), seed: `axe-${game}` });
    await finished(h, end.gameId);
    ended[game] = end.spectatorLink;
    kinds.push({ name: `${game}-over`, path: end.spectatorLink, ready: '[data-status=ready] .swing-mark' });
    // A classroom of bot tables: its dashboard and debrief once they are over, and a join page of a
    // classroom with seats for students.
    const cls = (
      await call(`${h.url}/api/classrooms`, {
        body: { game, tables: 2, players: 2, humansPerTable: 0, botLevel: 'random' },
      })
    ).body;
    await classroomOver(h, cls.classroomId, cls.teacherToken);
    const open = (
      await call(`${h.url}/api/classrooms`, { body: { game, tables: 2, players: 2, humansPerTable: 1 } })
    ).body;
    kinds.push(
      { name: `classroom-${game}-dashboard`, path: cls.teacherLink, ready: '[data-testid=debrief]' },
      {
        name: `classroom-${game}-debrief`,
        path: cls.teacherLink.replace('#', '/debrief#'),
        ready: '[data-testid=own-report]',
      },
      { name: `classroom-${game}-join`, path: `/join/${open.joinCode}`, ready: '[data-testid=any-seat]' },
    );
  }
  const lobby = await create(h, {
    game: 'the-cost',
    players: 2,
    seats: [{ kind: 'human', name: 'Ann' }, { kind: 'open' }],
    listed: true,
  });
  kinds.push(
    { name: 'classroom-new', path: '/classroom/new', ready: '.game-card' },
    { name: 'join', path: '/join', ready: 'input[name=code]' },
    { name: 'lobby', path: '/lobby', ready: `.lobby-game[data-game="${lobby.gameId}"]` },
    { name: 'me', path: `/me#key=${key}`, ready: '.me-game' },
  );
  pages = kinds;
}, 12 * MINUTES);

describe.skipIf(skip)('axe-core on every kind of page', () => {
  for (const size of SIZES) {
    it(
      `no serious or critical violation at ${size.width}×${size.height}`,
      async () => {
        const h = harness();
        const found: Record<string, string[]> = {};
        expect(pages.length).toBeGreaterThanOrEqual(20);
        for (const kind of pages) {
          // A fresh context per page: nothing one page keeps (my games, a seat token) changes another.
          const { context, page } = await newPage(h, size);
          await page.goto(`${h.url}${kind.path}`);
          await page.locator(kind.ready).first().waitFor();
          await kind.then?.(page);
          const v = await seriousViolations(page);
          if (v.length) found[kind.name] = v;
          await shot(page, `axe-${kind.name}-${size.width}x${size.height}`);
          expect(pageErrors(page), kind.name).toEqual([]);
          await context.close();
        }
        expect(found).toEqual({});
      },
      15 * MINUTES,
    );
  }

  it(
    'the chances chart’s swing marks answer the keyboard and a finger',
    async () => {
      const h = harness();
      for (const game of GAMES) {
        // Keyboard: Tab reaches a mark, Enter shows its position in the replay.
        const laptop = await newPage(h, SIZES[1]);
        await laptop.page.goto(`${h.url}${ended[game]}`);
        const mark = laptop.page.locator('[data-status=ready] .swing-mark').first();
        await mark.waitFor();
        const n = await mark.getAttribute('data-n');
        expect(Number(n)).toBeGreaterThan(0);
        // From the tab stop before it in the page's order, one Tab reaches the mark.
        await mark.evaluate((m) => {
          const stops = [
            ...document.querySelectorAll<HTMLElement | SVGElement>(
              'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
            ),
          ].filter((e) => e.getClientRects().length > 0);
          (stops[stops.indexOf(m as SVGElement) - 1] as HTMLElement).focus();
        });
        await laptop.page.keyboard.press('Tab');
        const reached = await mark.evaluate((e) => e === document.activeElement);
        expect(reached).toBe(true);
        await laptop.page.keyboard.press('Enter');
        await laptop.page.locator('.replay.active').waitFor();
        expect(await laptop.page.locator('.replay input[type=range]').inputValue()).toBe(n);
        await laptop.context.close();

        // Touch: a tap a little off the dot, inside a finger's width, takes the mark.
        const context = await h.browser.newContext({ viewport: SIZES[0], hasTouch: true, locale: 'en-GB' });
        const page = await context.newPage();
        await page.goto(`${h.url}${ended[game]}`);
        const dot = page.locator('[data-status=ready] .swing-mark').first();
        await dot.scrollIntoViewIfNeeded();
        const box = (await dot.locator('.swing-dot').boundingBox())!;
        await page.touchscreen.tap(box.x + box.width / 2 + 6, box.y + box.height / 2);
        await page.locator('.replay.active').waitFor();
        expect(await page.locator('.replay input[type=range]').inputValue()).toBe(
          await dot.getAttribute('data-n'),
        );
        await context.close();
      }
    },
    6 * MINUTES,
  );
});
