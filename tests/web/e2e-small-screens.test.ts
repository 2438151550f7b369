// Both games on a phone (390×844) and a tablet (820×1180), touch screens, in a real Chromium: a hot-seat
// game played by tapping through a whole round, the page never wider than the screen at any step, no
// serious or critical accessibility violation (axe-core) on the home page and the tables, and screenshots
// of the tables and of a confirmation in test-results/web/ for people to look at.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { games } from '../../src/games/registry.ts';
import { seriousViolations } from './e2e/axe.ts';
import { CHROMIUM, playByClicking, shot, startHarness, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package, or set SKIP_BROWSER_TESTS=1.`,
  );

const MINUTES = 60_000;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games, botDelayMs: 20 });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

async function hotSeatGame(game: string): Promise<string> {
  const res = await fetch(`${h.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, players: 2, seats: [{ kind: 'human' }, { kind: 'human' }], hotSeat: true }),
  });
  const body = (await res.json()) as { hotSeatLink: string };
  return new URL(body.hotSeatLink, h.url).href;
}

/** How much wider than the screen the page is (0 when it fits), and the widest element that sticks out. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    const out = [...document.querySelectorAll('body *')].find(
      (e) => e.getBoundingClientRect().right > window.innerWidth + 1,
    );
    return over > 0 ? `${over}px: ${out?.className || out?.tagName}` : '';
  });

const round = async (page: Page) =>
  Number(/(\d+)/.exec((await page.locator('.topbar .status').textContent()) ?? '')?.[1] ?? 0);

describe.skipIf(skip)('on phones and tablets', () => {
  for (const size of SIZES) {
    it(
      `the home page fits a ${size.name} and axe finds no serious violation`,
      async () => {
        const context = await h.browser.newContext({ viewport: size, hasTouch: true, locale: 'en-GB' });
        const page = await context.newPage();
        await page.goto(h.url);
        await page.waitForSelector('.game-card');
        expect(await overflow(page)).toBe('');
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      },
      2 * MINUTES,
    );

    for (const game of ['the-cost', 'industrial-waste']) {
      it(
        `${game} on a ${size.name} (${size.width}×${size.height}): a whole round by tapping, never wider than the screen`,
        async () => {
          const context = await h.browser.newContext({ viewport: size, hasTouch: true, locale: 'en-GB' });
          const page = await context.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(String(e)));
          await page.goto(await hotSeatGame(game));
          await page.waitForSelector('.decision .choices');
          expect(await overflow(page)).toBe('');
          expect(await seriousViolations(page)).toEqual([]);
          await shot(page, `${game}-${size.width}x${size.height}`);
          const wide: string[] = [];
          let confirmShot = false;
          const clicks = await playByClicking(page, {
            maxSteps: 600,
            stop: async () => (await round(page)) >= 2,
            onStep: async (step) => {
              const o = await overflow(page);
              if (o) wide.push(`step ${step}: ${o}`);
              if (!confirmShot && (await page.locator('.decision .confirm-cost').count()) > 0) {
                confirmShot = true;
                await shot(page, `${game}-confirm-${size.width}x${size.height}`);
              }
            },
          });
          expect(await round(page)).toBeGreaterThanOrEqual(2);
          expect(wide).toEqual([]);
          expect(clicks).toBeGreaterThan(5);
          await shot(page, `${game}-round2-${size.width}x${size.height}`);
          expect(errors).toEqual([]);
          await context.close();
        },
        6 * MINUTES,
      );
    }
  }
});
