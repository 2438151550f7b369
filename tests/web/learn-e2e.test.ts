// The guided first games and the rules pages in a real Chromium against the real server: each game's
// guided game started from the home page and played to the hand-over by clicking only what is
// highlighted (English on a laptop, Italian on a phone), with The Cost's step 8 asking where the raw die
// goes; a person who leaves the guide (noticed at once, even when the next listed move is still theirs,
// and undone by Undo) and goes back to it at the step where they left; the Rules link of
// the table, the rules pages' anchors and the glossary opened by a tap. Screenshots land in
// test-results/web/.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { games } from '../../src/games/registry.ts';
import { tutorialSchema, tutorialSeat } from '../../src/kernel/index.ts';
import { CHROMIUM, newPage, pageErrors, shot, startHarness, VIEWPORTS, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package (see .ci/run), set CHROMIUM_PATH, or set SKIP_BROWSER_TESTS=1.`,
  );
const PHONE = { width: 390, height: 844 };
const MINUTES = 60_000;

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games, botDelayMs: 20 });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

const tutorialOf = (game: string) =>
  tutorialSchema.parse(JSON.parse(readFileSync(`tutorials/${game}.json`, 'utf8')));

/** What the page shows now, in one round trip. */
function state(page: Page) {
  return page.evaluate(() => ({
    moveCount: Number(document.querySelector('.play-page')?.getAttribute('data-move-count') ?? -1),
    step: document.querySelector('[data-testid=guide-step]')?.getAttribute('data-step') ?? null,
    handOver: document.querySelector('[data-testid=guide-handover]')?.textContent ?? null,
    guided: [...document.querySelectorAll('[data-guided]')].map((e) =>
      e.closest('.table-area') ? 'board' : 'panel',
    ),
    crumbs: document.querySelectorAll('.decision .crumbs li').length,
  }));
}

/**
 * Clicks what the guide highlights until the hand-over: the board's piece when `board` is true and
 * one is highlighted, else the panel's. Nothing else is ever clicked. Returns the guided steps seen.
 */
async function followGuide(
  page: Page,
  opts: {
    board: boolean;
    /** Called once at each guided step, before anything is clicked there: checks and screenshots. */
    atStep?: (step: number) => Promise<void>;
  },
) {
  const seen = new Set<string>();
  for (let clicks = 0; clicks < 200; clicks++) {
    await page.waitForFunction(
      () =>
        !!document.querySelector('[data-testid=guide-handover]') || !!document.querySelector('[data-guided]'),
      undefined,
      { timeout: 60_000 },
    );
    const before = await state(page);
    if (before.handOver !== null) return { seen, handOver: before.handOver, moveCount: before.moveCount };
    if (before.step !== null) {
      if (opts.atStep && !seen.has(before.step)) await opts.atStep(Number(before.step));
      seen.add(before.step);
    }
    // On a phone the decision sheet covers part of the board: take the sheet's highlighted choice there.
    const where =
      opts.board && before.guided.includes('board')
        ? '.table-area [data-guided]'
        : before.guided.includes('panel')
          ? '.side [data-guided]'
          : '[data-guided]';
    // The page may move on between the read above and the click (a bot's move shown, the position
    // after the person's move arriving): then there is nothing to click here, and the state is read again.
    const clicked = await page
      .locator(where)
      .first()
      .click({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!clicked) continue;
    // The decision moves on (a step deeper, or a move sent); wait for the page to show it.
    await page.waitForFunction(
      (b) => {
        const count = Number(document.querySelector('.play-page')?.getAttribute('data-move-count') ?? -1);
        const crumbs = document.querySelectorAll('.decision .crumbs li').length;
        return count !== b.moveCount || crumbs !== b.crumbs || !document.querySelector('[data-guided]');
      },
      before,
      { timeout: 60_000 },
    );
  }
  throw new Error('the guided game did not reach its hand-over in 200 clicks');
}

/**
 * The Cost's step 8, shipping the raw die of the mine that has just worked: the panel asks where the die
 * goes, with the highlighted choice open, and never "Hire more workers first?" over a greyed mine.
 */
async function shipTheRawDie(page: Page, name: string) {
  await page.waitForSelector('.decision [data-guided], .decision .confirm button[data-guided]');
  const panel = (await page.locator('.decision').first().textContent()) ?? '';
  expect(panel).not.toMatch(/Hire more workers first|Assumi altri lavoratori prima/);
  expect(await page.locator('.decision [data-guided][aria-disabled]').count()).toBe(0);
  await shot(page, name);
}

/**
 * Leaves the guided path as a person might: takes a choice of the panel other than the highlighted one,
 * then whatever the panel offers first (its confirm button, else its first open choice) until the move is
 * made. Bounded by clicks.
 */
async function stray(page: Page) {
  const start = (await state(page)).moveCount;
  await page
    .locator('.decision [data-choice]:not([data-guided]):not([aria-disabled])')
    .first()
    .click({ timeout: 15_000 });
  for (let clicks = 0; clicks < 20; clicks++) {
    const now = await state(page);
    if (now.moveCount !== start) return;
    const confirm = page.locator('.decision .confirm button.primary');
    const next = (await confirm.count())
      ? confirm
      : page.locator('.decision [data-choice]:not([aria-disabled])').first();
    await next.click({ timeout: 15_000 }).catch(() => {});
    await page.waitForFunction(
      (b) => {
        const count = Number(document.querySelector('.play-page')?.getAttribute('data-move-count') ?? -1);
        return count !== b.moveCount || document.querySelectorAll('.decision .crumbs li').length !== b.crumbs;
      },
      now,
      { timeout: 60_000 },
    );
  }
  throw new Error('the move off the guided path was not made in 20 clicks');
}

describe.skipIf(skip)('guided first games', () => {
  for (const [game, lang, viewport, board] of [
    ['the-cost', 'en', VIEWPORTS.laptop, true],
    ['the-cost', 'it', PHONE, false],
    ['industrial-waste', 'en', VIEWPORTS.laptop, true],
    ['industrial-waste', 'it', PHONE, false],
  ] as const) {
    it(
      `${game} in ${lang} at ${viewport.width}×${viewport.height}: played to the hand-over by clicking only what is highlighted`,
      { timeout: 6 * MINUTES },
      async () => {
        const t = tutorialOf(game);
        const person = tutorialSeat(t);
        const guidedSteps = t.steps.map((s, i) => (s.seat === person ? String(i) : null)).filter((x) => x);
        const { context, page } = await newPage(h, viewport, lang);
        await page.goto(h.url);
        await page.locator(`[data-testid=learn-${game}]`).click();
        await page.waitForSelector('[data-testid=guide-step]', { timeout: 60_000 });
        expect(page.url()).toContain('guide=1');
        const firstSay = await page.locator('[data-testid=guide-step] p').first().textContent();
        expect(firstSay).toBe(t.steps[0].say?.[lang]);
        // The phase help links to its rules section and to the icons.
        const helpLink = page.locator('[data-testid=help-rules]');
        expect(await helpLink.getAttribute('href')).toBe(
          game === 'the-cost' ? '/rules/the-cost#phase-1' : '/rules/industrial-waste#drafting',
        );
        const size = viewport.width < 500 ? 'phone' : 'laptop';
        const result = await followGuide(page, {
          board,
          atStep: async (step) => {
            const n = guidedSteps.indexOf(String(step)) + 1;
            if (n === 1 || n === 4) await shot(page, `guide-${game}-${lang}-${size}-step${n}`);
            if (game === 'the-cost' && n === 8)
              await shipTheRawDie(page, `guide-${game}-${lang}-${size}-step8`);
          },
        });
        expect([...result.seen].sort()).toEqual([...guidedSteps].sort());
        expect(result.handOver).toContain(t.handOver[lang]);
        expect(result.moveCount).toBe(t.steps.length);
        // Free play from here: the person has a decision and nothing is highlighted any more.
        expect(await page.locator('[data-guided]').count()).toBe(0);
        await shot(page, `guide-${game}-${lang}-${size}-handover`);
        // The table's Rules link points at the section of the pending decision.
        const href = await page.locator('[data-testid=rules-link]').getAttribute('href');
        expect(href).toMatch(new RegExp(`^/rules/${game}#[a-z0-9-]+$`));
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      },
    );
  }
});

describe.skipIf(skip)('leaving the guide and coming back', () => {
  for (const [game, lang, viewport, board, strayAt] of [
    ['the-cost', 'en', VIEWPORTS.laptop, true, 4],
    ['industrial-waste', 'it', PHONE, false, 1],
  ] as const) {
    it(
      `${game} in ${lang} at ${viewport.width}×${viewport.height}: another move at guided step ${strayAt}, then "Back to the guide" resumes there and the guide plays to its end`,
      { timeout: 6 * MINUTES },
      async () => {
        const t = tutorialOf(game);
        const person = tutorialSeat(t);
        const guidedSteps = t.steps.map((s, i) => (s.seat === person ? i : -1)).filter((i) => i >= 0);
        const strayIndex = guidedSteps[strayAt - 1];
        const size = viewport.width < 500 ? 'phone' : 'laptop';
        const name = `guide-${game}-${lang}-${size}-stray`;
        const { context, page } = await newPage(h, viewport, lang);
        await page.goto(h.url);
        await page.locator(`[data-testid=learn-${game}]`).click();
        await page.waitForSelector('[data-testid=guide-step]', { timeout: 60_000 });
        // Follow the guide up to the step, by the highlighted clicks only.
        for (let clicks = 0; clicks < 100; clicks++) {
          await page.waitForSelector('[data-guided]', { timeout: 60_000 });
          const now = await state(page);
          if (now.step === String(strayIndex)) break;
          const where =
            board && now.guided.includes('board') ? '.table-area [data-guided]' : '.side [data-guided]';
          if (
            !(await page
              .locator(where)
              .first()
              .click({ timeout: 15_000 })
              .then(
                () => true,
                () => false,
              ))
          )
            continue;
          await page.waitForFunction(
            (b) => {
              const count = Number(
                document.querySelector('.play-page')?.getAttribute('data-move-count') ?? -1,
              );
              const crumbs = document.querySelectorAll('.decision .crumbs li').length;
              return count !== b.moveCount || crumbs !== b.crumbs || !document.querySelector('[data-guided]');
            },
            now,
            { timeout: 60_000 },
          );
        }
        expect((await state(page)).step).toBe(String(strayIndex));
        const oldUrl = page.url();
        await stray(page);
        await page.waitForSelector('[data-testid=guide-off-path]', { timeout: 60_000 });
        expect(await page.locator('[data-guided]').count()).toBe(0);
        await shot(page, `${name}-off-path`);
        // Put aside, the offer stays as one short line with its button.
        await page.locator('[data-testid=guide-play-on]').click();
        await page.waitForSelector('.guide-banner.small [data-testid=guide-back]');
        await shot(page, `${name}-put-aside`);
        await page.locator('[data-testid=guide-back]').click();
        // A new game, at the step where the person left the guide, with the guide's words for it.
        await page.waitForFunction((u) => location.href !== u, oldUrl, { timeout: 60_000 });
        expect(page.url()).toContain('guide=1');
        await page.waitForSelector(`[data-testid=guide-step][data-step="${strayIndex}"]`, {
          timeout: 60_000,
        });
        expect(await page.locator('[data-testid=guide-step] p').first().textContent()).toBe(
          t.steps[strayIndex].say?.[lang],
        );
        expect(await page.locator(`.play-page[data-move-count="${strayIndex}"]`).count()).toBe(1);
        await shot(page, `${name}-back`);
        const result = await followGuide(page, { board });
        expect([...result.seen].map(Number).sort((a, b) => a - b)).toEqual(
          guidedSteps.filter((i) => i >= strayIndex),
        );
        expect(result.handOver).toContain(t.handOver[lang]);
        expect(result.moveCount).toBe(t.steps.length);
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      },
    );
  }
});

describe.skipIf(skip)('a move off the guided path', () => {
  it(
    'the-cost in en at 1366×768: choosing Pecora at the first step leaves the guide at once, though the listed corner is still the person’s to take; Undo puts the game back on it',
    { timeout: 3 * MINUTES },
    async () => {
      const t = tutorialOf('the-cost');
      const { context, page } = await newPage(h, VIEWPORTS.laptop, 'en');
      await page.goto(h.url);
      await page.locator('[data-testid=learn-the-cost]').click();
      await page.waitForSelector('[data-testid=guide-step][data-step="0"]', { timeout: 60_000 });
      const oldUrl = page.url();
      // The one other country: no confirmation, the move is sent at once.
      await stray(page);
      await page.waitForSelector('[data-testid=guide-off-path]', { timeout: 60_000 });
      // Still the person's turn, at the corner the guide would have asked for next: nothing is marked.
      expect(await page.locator('.play-page[data-move-count="1"]').count()).toBe(1);
      expect(await page.locator('.decision [data-choice]').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-guided]').count()).toBe(0);
      expect(await page.locator('[data-testid=guide-step]').count()).toBe(0);
      expect(await page.locator('[data-testid=guide-off-path]').textContent()).toContain(
        'You left the guided path',
      );
      await shot(page, 'guide-the-cost-en-laptop-first-step-off-path');
      // Taken back, the move leaves the path no more: the guide asks for Rutland again.
      await page.locator('[data-testid=undo]').click();
      await page.waitForSelector('[data-testid=guide-step][data-step="0"]', { timeout: 60_000 });
      expect(await page.locator('[data-testid=guide-off-path]').count()).toBe(0);
      await stray(page);
      await page.waitForSelector('[data-testid=guide-off-path]', { timeout: 60_000 });
      await page.locator('[data-testid=guide-back]').click();
      await page.waitForFunction((u) => location.href !== u, oldUrl, { timeout: 60_000 });
      await page.waitForSelector('[data-testid=guide-step][data-step="0"]', { timeout: 60_000 });
      expect(await page.locator('[data-testid=guide-step] p').first().textContent()).toBe(t.steps[0].say?.en);
      expect(await page.locator('.play-page[data-move-count="0"]').count()).toBe(1);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );
});

describe.skipIf(skip)('rules pages', () => {
  for (const [game, lang, viewport] of [
    ['the-cost', 'en', VIEWPORTS.laptop],
    ['the-cost', 'it', PHONE],
    ['industrial-waste', 'it', VIEWPORTS.laptop],
    ['industrial-waste', 'en', PHONE],
  ] as const) {
    it(
      `${game} in ${lang} at ${viewport.width}×${viewport.height}: sections, figures and a glossary that opens by tap`,
      { timeout: 2 * MINUTES },
      async () => {
        const context = await h.browser.newContext({
          viewport,
          hasTouch: viewport.width < 500,
          isMobile: viewport.width < 500,
        });
        await context.addInitScript((l) => localStorage.setItem('externalities.lang', l), lang);
        const page = await context.newPage();
        const section = game === 'the-cost' ? 'phase-3' : 'auction';
        await page.goto(`${h.url}/rules/${game}#${section}`);
        await page.waitForSelector(`#${section}`);
        // The section of the address is in view, and every section has a heading in this language.
        await page.waitForFunction((id) => {
          const r = document.getElementById(id)?.getBoundingClientRect();
          return !!r && r.top >= 0 && r.top < window.innerHeight / 2;
        }, section);
        const lang2 = await page.evaluate(() => document.querySelector('.rules h1')?.textContent ?? '');
        expect(lang2).toMatch(lang === 'it' ? /^Regole di/ : /^Rules of/);
        // The figures are the table's own SVG pieces.
        expect(await page.locator('.rules-figure svg').count()).toBeGreaterThan(1);
        await shot(page, `rules-${game}-${lang}-${viewport.width}`);
        // Glossary: a tap (or click on a laptop) shows what an icon means; another tap closes it.
        await page.locator('#glossary').scrollIntoViewIfNeeded();
        const first = page.locator('[data-glossary]').nth(1);
        if (viewport.width < 500) await first.tap();
        else await first.click();
        await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
        const meaning = (await page.locator('#glossary-meaning').textContent()) ?? '';
        expect(meaning.length).toBeGreaterThan(30);
        await shot(page, `rules-${game}-${lang}-${viewport.width}-glossary`);
        if (viewport.width < 500) await first.tap();
        else await first.click();
        await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
        // A section drawn with the table's own board: The Cost's country map, Industrial Waste's cards.
        const drawn = game === 'the-cost' ? 'countries' : 'playing';
        await page.goto(`${h.url}/rules/${game}#${drawn}`);
        await page.waitForSelector(game === 'the-cost' ? `#${drawn} svg.tc-map` : `#${drawn} .iw-card`);
        await shot(page, `rules-${game}-${lang}-${viewport.width}-${drawn}`);
        await context.close();
      },
    );
  }

  it('the home page links to each game’s rules and guided game', { timeout: MINUTES }, async () => {
    const { context, page } = await newPage(h, VIEWPORTS.laptop, 'en');
    await page.goto(h.url);
    for (const game of ['the-cost', 'industrial-waste']) {
      await page.waitForSelector(`[data-testid=learn-${game}]`);
      expect(await page.locator(`.learn a[href="/rules/${game}"]`).count()).toBe(1);
    }
    await shot(page, 'home-learn');
    await context.close();
  });
});
