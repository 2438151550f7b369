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

describe.skipIf(skip)('with the keyboard', () => {
  const size = SIZES[1];

  it(
    'The Cost: two digits pick a choice past 9, and Enter confirms a move waiting for it',
    async () => {
      const context = await h.browser.newContext({ viewport: size, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(await hotSeatGame('the-cost'));
      await page.waitForSelector('.decision .choices');
      const count = () => page.locator('.decision .choices button.choice').count();
      const moves = async () => Number(await page.locator('.play-page').getAttribute('data-move-count'));
      // Walk by number keys until a step offers ten choices or more (the corners of the action board).
      // After a move the next position shows busy until its choices come: keys wait for them.
      for (let i = 0; i < 20; i++) {
        await page.waitForSelector('.decision .choices');
        if ((await count()) >= 10) break;
        const before = await moves();
        await page.keyboard.press('1');
        await page.waitForFunction(
          (n) =>
            Number(document.querySelector('.play-page')?.getAttribute('data-move-count')) > n ||
            document.querySelectorAll('.decision .crumbs li').length > 0 ||
            !!document.querySelector('.decision .confirm'),
          before,
        );
        if (await page.locator('.decision .confirm').count()) await page.keyboard.press('Escape');
      }
      expect(await count()).toBeGreaterThanOrEqual(10);
      // The first open (not greyed) choice past 9, picked by its two digits.
      const past9 = await page
        .locator('.decision .choices button.choice')
        .evaluateAll((els) => els.findIndex((e, i) => i >= 9 && !e.hasAttribute('data-blocked')));
      expect(past9).toBeGreaterThanOrEqual(9);
      const tenth =
        (await page.locator('.decision .choices button.choice .choice-label').nth(past9).textContent()) ?? '';
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const sentBefore = await moves();
      for (const digit of String(past9 + 1)) await page.keyboard.press(digit);
      // The choice is taken: it shows in the breadcrumbs, or, being a whole move, it is sent at once.
      await expect
        .poll(
          async () =>
            (await moves()) > sentBefore ||
            ((await page.locator('.decision .crumbs').count()) > 0 &&
              ((await page.locator('.decision .crumbs').textContent()) ?? '').includes(tenth)),
        )
        .toBe(true);
      // Play on by clicking until a move waits for its confirmation, then Enter with nothing focused.
      await playByClicking(page, {
        maxSteps: 300,
        stop: async () => (await page.locator('.decision .confirm-cost').count()) > 0,
      });
      expect(await page.locator('.decision .confirm-cost').count()).toBe(1);
      const before = await moves();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Enter');
      await expect.poll(moves).toBeGreaterThan(before);
      await context.close();
    },
    4 * MINUTES,
  );

  it(
    'Industrial Waste: a bid is set with + and − and the arrow keys, among a few quick picks',
    async () => {
      const context = await h.browser.newContext({ viewport: size, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(await hotSeatGame('industrial-waste'));
      await page.waitForSelector('.decision .choices');
      await playByClicking(page, {
        maxSteps: 400,
        stop: async () => (await page.locator('.stepper').count()) > 0,
        prefer: [/Raw materials/, /^card:raw/, /^play /],
      });
      expect(await page.locator('.stepper').count()).toBe(1);
      expect(await page.locator('.stepper-quick button').count()).toBeLessThanOrEqual(4);
      const value = () => page.locator('[data-testid=stepper-value]').getAttribute('aria-valuenow');
      const first = Number(await value());
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('+');
      await page.keyboard.press('+');
      await expect.poll(async () => Number(await value())).toBeGreaterThan(first);
      const two = Number(await value());
      await page.keyboard.press('-');
      await expect.poll(async () => Number(await value())).toBeLessThan(two);
      await page.locator('[data-testid=stepper-value]').focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(async () => Number(await value())).toBe(two);
      await page.keyboard.press('Enter');
      // A bid spends money: it waits for a confirmation with the server's figures.
      await expect.poll(() => page.locator('.decision .confirm-cost').textContent()).toMatch(/\d+ M/);
      expect(await page.locator('.decision .confirm-move').textContent()).toContain(`${two} M`);
      await context.close();
    },
    4 * MINUTES,
  );
});

describe.skipIf(skip)('undo', () => {
  for (const game of ['industrial-waste', 'the-cost']) {
    it(
      `${game} hot-seat on a phone: Undo (the button, then Ctrl+Z) restores the board`,
      async () => {
        const context = await h.browser.newContext({ viewport: SIZES[0], hasTouch: true, locale: 'en-GB' });
        const page = await context.newPage();
        await page.goto(await hotSeatGame(game));
        await page.waitForSelector('.decision .choices');
        const moves = async () => Number(await page.locator('.play-page').getAttribute('data-move-count'));
        const board = () => page.locator('.table-area').innerText();
        const undone: string[] = [];
        for (let i = 0; i < 40 && undone.length < 2; i++) {
          const before = await board();
          const start = await moves();
          await playByClicking(page, { stop: async () => (await moves()) > start, maxSteps: 30 });
          const undo = page.locator('[data-testid=undo]');
          if ((await undo.count()) === 0) continue;
          if (undone.length === 0) await undo.first().click();
          else await page.keyboard.press('Control+z');
          await expect.poll(moves).toBeGreaterThan(start + 1); // the undo is an entry of its own
          await expect.poll(board).toBe(before);
          // The keyboard keeps its place: on Undo if it is still offered, else on the decision now pending.
          const focusKept = () =>
            page.evaluate(() => !!document.activeElement?.closest('.decision, [data-testid=undo]'));
          if (undone.length === 0) await expect.poll(focusKept).toBe(true);
          undone.push(undone.length === 0 ? 'button' : 'ctrl+z');
          if (undone.length === 1) await shot(page, `${game}-undone-390x844`);
        }
        expect(undone).toEqual(['button', 'ctrl+z']);
        await expect.poll(() => page.locator('.log').innerText()).toMatch(/took back/);
        await context.close();
      },
      5 * MINUTES,
    );
  }
});
