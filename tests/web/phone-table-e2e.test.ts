// The tables as a newcomer meets them, in a real Chromium. The Cost on a phone (390×844, touch), driven
// through the API into phase 3: the top bar says the round and the phase in full, the decision sheet
// leaves most of the board in view, and a bot's move shows as one toast of at most two lines with the
// bot's name once. Industrial Waste at 1366×768 with four seats, driven into an auction: no name or
// figure of the auction strip is cut, and no log line repeats its player's name. Screenshots land in
// test-results/web/ (phone-cost-phase3-*.png, phone-cost-toast-390x844.png, laptop-iw-auction-*.png).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CreateGameResponse, GameSnapshot } from '../../src/shared/api.ts';
import { driveRandom } from '../support/drive.ts';
import { call } from '../support/server.ts';
import { newPage, pageErrors, playByClicking, shot, type Harness } from './e2e/harness.ts';
import { harnessPerFile, MINUTES, skip } from './e2e/per-file.ts';

const harness = harnessPerFile(20);
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

async function create(h: Harness, body: object): Promise<CreateGameResponse> {
  const r = await call(`${h.url}/api/games`, { body });
  if (r.status !== 201) throw new Error(`game not created: ${JSON.stringify(r.body)}`);
  return r.body as CreateGameResponse;
}

/**
 * Plays seat 0 at random through the API, one move at a time (the bots answer on the server), until
 * `until` holds for the public snapshot with seat 0 to move; at most `maxMoves` of seat 0's moves.
 */
async function driveUntil(
  h: Harness,
  created: CreateGameResponse,
  until: (s: GameSnapshot) => boolean,
  maxMoves: number,
): Promise<GameSnapshot> {
  for (let i = 0; i <= maxMoves; i++) {
    let s = (await call(`${h.url}/api/games/${created.gameId}`)).body as GameSnapshot;
    // Wait (a bounded number of times) for the bots to hand the turn back.
    for (let w = 0; w < 3000 && s.status === 'running' && !s.activeSeats.includes(0); w++) {
      await new Promise((r) => setTimeout(r, 100));
      s = (await call(`${h.url}/api/games/${created.gameId}`)).body as GameSnapshot;
    }
    if (until(s)) return s;
    if (s.status !== 'running') break;
    await driveRandom({
      url: h.url,
      gameId: created.gameId,
      tokens: { 0: created.seats[0].token! },
      seed: `phone-${i}`,
      maxMoves: 1,
      botWaitMs: 5 * MINUTES,
    });
  }
  throw new Error(`not reached within ${maxMoves} moves`);
}

/** Every log line's seat label and text, as the page shows them. */
const logLines = (page: Page) =>
  page.$$eval('.log li', (lis) =>
    lis.map((li) => ({
      seat: li.querySelector('.log-seat')?.textContent?.trim() ?? '',
      text: li.querySelector('.log-text')?.textContent?.trim() ?? '',
    })),
  );

/** Elements of `root` whose text is cut: wider or taller than their box shows (nothing scrolls there). */
const cutText = (page: Page, root: string) =>
  page.$$eval(`${root}, ${root} *`, (els) =>
    els
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      .filter((e) => e.clientWidth > 0 && getComputedStyle(e).overflow !== 'visible')
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}: ${e.textContent?.slice(0, 40)}`),
  );

describe.skipIf(skip)('a newcomer’s tables', () => {
  it(
    'The Cost on a phone in phase 3: round and phase in the top bar, a small sheet, short toasts with names once',
    async () => {
      const h = harness();
      const created = await create(h, {
        game: 'the-cost',
        players: 2,
        seats: [
          { kind: 'human', name: 'Ann' },
          { kind: 'bot', level: 'heuristic' },
        ],
        seed: 'phone-phase-3',
        customSetup: true,
      });
      const at = await driveUntil(h, created, (s) => (s.view as { phase: number }).phase === 3, 400);
      const round = (at.view as { round: number }).round;

      for (const lang of ['en', 'it'] as const) {
        const context = await h.browser.newContext({
          viewport: PHONE,
          hasTouch: true,
          isMobile: true,
          locale: lang === 'it' ? 'it-IT' : 'en-GB',
        });
        await context.addInitScript((l) => localStorage.setItem('externalities.lang', l), lang);
        const page = await context.newPage();
        await page.goto(`${h.url}${created.seats[0].link}`);
        await page.waitForSelector('.decision .choices');
        const status = page.locator('[data-testid=table-status]');
        const words = lang === 'en' ? `Round ${round} · Phase 3:` : `Round ${round} · Fase 3:`;
        await expect.poll(() => status.textContent()).toContain(words);
        // Shown in full on the screen: inside the window and not cut.
        const box = (await status.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
        expect(box.y + box.height).toBeLessThanOrEqual(120);
        expect(await cutText(page, '[data-testid=table-status]')).toEqual([]);
        // The decision sheet leaves most of the board in view.
        const sheet = (await page.locator('.decision').boundingBox())!;
        expect(sheet.height).toBeLessThanOrEqual(PHONE.height * 0.4 + 1);
        await shot(page, `phone-cost-phase3-${lang}-390x844`);
        if (lang === 'en') {
          // The question's details come on demand, and the sheet still leaves half the screen.
          const more = page.locator('[data-testid=details-toggle]');
          if ((await more.count()) > 0) {
            await more.click();
            const open = (await page.locator('.decision').boundingBox())!;
            expect(open.height).toBeLessThanOrEqual(PHONE.height * 0.5);
            await shot(page, `phone-cost-phase3-details-390x844`);
            await more.click();
          }
        }
        await context.close();
      }

      // Play on by tapping until the bot moves while the page looks: its toast is one of at most two
      // lines, its name printed once, above the sheet at the bottom (the decision, or "Not your turn").
      const { context, page } = await newPage(h, PHONE);
      await page.goto(`${h.url}${created.seats[0].link}`);
      await page.waitForSelector('.decision .choices');
      const toasts: { name: string; text: string; lines: number; overSheet: boolean; at: string }[] = [];
      let idleShot = false;
      const seen = async () => {
        const t = await page.evaluate(async () => {
          // What a person sees: a painted frame, after layout and the sheet's resize have settled.
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const el = [...document.querySelectorAll<HTMLElement>('.toast')].at(-1);
          if (!el || getComputedStyle(el).display === 'none') return null;
          const line = parseFloat(getComputedStyle(el).lineHeight);
          const pad =
            parseFloat(getComputedStyle(el).paddingTop) + parseFloat(getComputedStyle(el).paddingBottom);
          const sheet = document.querySelector('.decision')?.getBoundingClientRect();
          const bottom = el.getBoundingClientRect().bottom;
          const sheetH = document.documentElement.style.getPropertyValue('--sheet-h');
          return {
            name: el.querySelector('strong')?.textContent ?? '',
            text: el.textContent ?? '',
            lines: Math.round((el.clientHeight - pad) / line),
            overSheet: !!sheet && bottom > sheet.top + 1,
            // Said when it fails: where each edge was and the height the page held for the sheet.
            at: `toast bottom ${bottom}, sheet top ${sheet?.top} (height ${sheet?.height}, --sheet-h ${sheetH})`,
          };
        });
        if (t) toasts.push(t);
        if (t && !idleShot && (await page.locator('.decision.idle').count()) > 0) {
          idleShot = true;
          await shot(page, 'phone-cost-toast-idle-390x844');
        }
        return toasts.length >= 3;
      };
      await playByClicking(page, { maxSteps: 60, stop: seen, onStep: async () => void (await seen()) });
      expect(toasts.length).toBeGreaterThan(0);
      for (const t of toasts) {
        expect(t.lines, t.text).toBeLessThanOrEqual(2);
        expect(t.overSheet, `${t.text} (${t.at})`).toBe(false);
        expect(t.text.split(t.name).length - 1, t.text).toBe(1);
      }
      await shot(page, 'phone-cost-toast-390x844');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    12 * MINUTES,
  );

  it(
    'Industrial Waste at 1366×768 in an auction among four: no name cut, each name once in the log',
    async () => {
      const h = harness();
      const created = await create(h, {
        game: 'industrial-waste',
        players: 4,
        seats: [
          { kind: 'human' },
          { kind: 'bot', level: 'heuristic' },
          { kind: 'bot', level: 'random' },
          { kind: 'bot', level: 'heuristic' },
        ],
        seed: 'laptop-auction',
        customSetup: true,
      });
      await driveUntil(h, created, (s) => !!(s.view as { auction: unknown }).auction, 400);
      for (const lang of ['en', 'it'] as const) {
        const { context, page } = await newPage(h, LAPTOP, lang);
        await page.goto(`${h.url}${created.seats[0].link}`);
        await page.waitForSelector('.iw-auction .iw-bidders li');
        expect(await page.locator('.iw-bidders li').count()).toBe(4);
        expect(await cutText(page, '.iw-auction')).toEqual([]);
        // Every bidder's name is whole: its box is as wide as its text, and inside the strip.
        const strip = (await page.locator('.iw-auction').boundingBox())!;
        for (const li of await page.locator('.iw-bidders li').all()) {
          const b = (await li.boundingBox())!;
          expect(b.x + b.width).toBeLessThanOrEqual(strip.x + strip.width + 1);
        }
        await shot(page, `laptop-iw-auction-${lang}-1366x768`);
        const lines = (await logLines(page)).filter((l) => l.seat);
        expect(lines.length).toBeGreaterThan(0);
        for (const l of lines) expect(l.text.startsWith(l.seat), l.text).toBe(false);
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      }
    },
    12 * MINUTES,
  );
});
