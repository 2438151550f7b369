// The debrief in phases in a real Chromium: a classroom of two bot tables of The Cost plays out, and the
// teacher reads the debrief phase by phase (what happened, what it cost, why, what if, what next) on a
// laptop and a phone, in English and Italian, opens the replay at a key moment, and plays on from a key
// moment with a person in a seat: the new game opens in a tab of its own at the position before that
// move. Screenshots land in test-results/web/ for people to look at.
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import type { ClassroomResponse } from '../../src/shared/classroom.ts';
import type { ClassDebrief } from '../../src/shared/debrief.ts';
import { call } from '../support/server.ts';
import { CHROMIUM, newPage, pageErrors, shot, SHOTS, startHarness, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(`No Chromium at ${CHROMIUM} (or set SKIP_BROWSER_TESTS=1).`);

const MINUTES = 60_000;
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const PHASES = ['happened', 'cost', 'why', 'what-if', 'next'];

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games, botDelayMs: 0 });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

async function finishedClass(
  game = 'the-cost',
): Promise<{ id: string; token: string; debrief: ClassDebrief }> {
  const created = await call(`${h.url}/api/classrooms`, {
    body: {
      game,
      tables: 2,
      players: 2,
      humansPerTable: 0,
      botLevel: 'random',
      seed: 'e2e-phases',
    },
  });
  expect(created.status).toBe(201);
  const { classroomId: id, teacherToken: token } = created.body;
  // Bounded by polls; bots at no delay finish by themselves.
  for (let i = 0; i < 3000; i++) {
    const c = (await call(`${h.url}/api/classrooms/${id}`, { token })).body as ClassroomResponse;
    if (c.status === 'finished') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await h.server.classrooms.endsSettled();
  const debrief = (await call(`${h.url}/api/classrooms/${id}/debrief`, { token })).body as ClassDebrief;
  expect(debrief.ready).toBe(true);
  return { id, token, debrief };
}

async function readPhases(page: Page, names: string[], prefix: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: /Debrief phases|Fasi della discussione/ });
  await nav.waitFor();
  for (const [i, phase] of PHASES.entries()) {
    const region = page.getByRole('region', { name: names[i] });
    await region.waitFor();
    expect(await region.getAttribute('data-testid')).toBe(`phase-${phase}`);
    // Through the phase list, as a teacher would move from one phase to the next.
    await nav.getByRole('link').nth(i).click();
    // In view, near the top of the screen (the first phase cannot scroll above the page's title).
    const half = (page.viewportSize()?.height ?? 768) / 2;
    await expect
      .poll(() => region.evaluate((e) => [e.getBoundingClientRect().top, e.getBoundingClientRect().bottom]))
      .toSatisfy(([top, bottom]: number[]) => top < half && bottom > 0);
    await shot(page, `${prefix}-${i + 1}-${phase}`);
  }
}

describe.skipIf(skip)('the debrief in phases in the browser', () => {
  it(
    'reads every phase at 1366x768 and 390x844, opens a key moment’s replay and plays on from it',
    async () => {
      const { id, token, debrief } = await finishedClass();
      const moments = debrief.tables.flatMap((t) => t.moments.map((m) => ({ t, m })));
      expect(moments.length).toBeGreaterThan(0);
      const link = `${h.url}/classroom/${id}/debrief#token=${token}`;

      const teacher = await newPage(h, LAPTOP);
      const page = teacher.page;
      await page.goto(link);
      await readPhases(
        page,
        ['1 · What happened', '2 · What it cost', '3 · Why', '4 · What if', '5 · What next'],
        'debrief-phase-1366x768',
      );
      // What happened: the tables side by side; what it cost: a row per company; why: every key moment.
      const happened = page.getByTestId('phase-happened');
      expect(await happened.getByRole('article').count()).toBe(2);
      expect(await page.getByTestId('class-deaths').innerText()).toBe(
        String((debrief.report as { deaths: number }).deaths),
      );
      expect(await page.locator('[data-testid=cost-table] tbody tr').count()).toBe(4);
      expect(await page.getByTestId('key-moment').count()).toBe(moments.length);
      expect(await page.locator('[data-testid=phase-next] li').count()).toBe(debrief.prompts.length);

      // The replay at the first key moment opens in a tab of its own, at that move.
      const first = moments[0];
      const [replay] = await Promise.all([
        teacher.context.waitForEvent('page'),
        page.getByTestId('replay-link').first().click(),
      ]);
      await replay.locator('.replay.active').waitFor({ timeout: 60_000 });
      expect(new URL(replay.url()).pathname).toBe(`/play/${first.t.gameId}`);
      expect(await replay.locator('.replay input[type=range]').inputValue()).toBe(String(first.m.n));
      await shot(replay, 'debrief-replay-at-key-moment-1366x768');
      await replay.close();

      // What if: play from here, with a person in the first seat; the new game opens in another tab.
      const whatIf = page.getByTestId('what-if').first();
      await whatIf.locator('summary').click();
      const form = whatIf.locator('form.play-on');
      await form.waitFor();
      await form.locator('select').first().selectOption('person');
      await form.scrollIntoViewIfNeeded();
      await shot(page, 'debrief-play-from-here-1366x768');
      const [tab] = await Promise.all([
        teacher.context.waitForEvent('page'),
        form.locator('button[type=submit]').click(),
      ]);
      await tab.waitForURL(/\/play\/[^/?#]+/);
      await tab.waitForSelector('.tc-table');
      const newId = new URL(tab.url()).pathname.split('/')[2];
      expect(newId).not.toBe(first.t.gameId);
      const was = (await call(`${h.url}/api/games/${first.t.gameId}/positions/${first.m.playFrom}`)).body;
      const start = (await call(`${h.url}/api/games/${newId}/positions/0`)).body;
      expect(start.view).toEqual(was.view);
      await shot(tab, 'debrief-played-on-new-game-1366x768');
      await tab.close();
      // On paper: no bar, no phase links, no buttons; the phases one after another.
      await page.emulateMedia({ media: 'print' });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.getByRole('navigation', { name: 'Debrief phases' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: '4 · What if' }).isVisible()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/debrief-print-media-1366.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });
      expect(pageErrors(page)).toEqual([]);
      await teacher.context.close();

      // On a phone, in Italian: the same phases, one under the other.
      const phone = await newPage(h, PHONE, 'it');
      await phone.page.goto(link);
      await readPhases(
        phone.page,
        ['1 · Che cosa è successo', '2 · Quanto è costato', '3 · Perché', '4 · E se', '5 · E ora'],
        'debrief-phase-390x844-it',
      );
      // An English classroom on an Italian page: every text of a key moment in Italian, none in English.
      const firstMoment = phone.page.getByTestId('key-moment').first();
      const said = await firstMoment.innerText();
      expect(said).toContain(moments[0].m.name.it);
      expect(said).toContain(moments[0].m.move.it);
      if (moments[0].m.moverName) expect(said).toContain(moments[0].m.moverName.it);
      expect(said).not.toMatch(/\(random\)|Move \d|points/);
      // Nothing wider than the phone's screen: wide tables scroll inside their own box.
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(PHONE.width);
      expect(pageErrors(phone.page)).toEqual([]);
      await phone.context.close();
    },
    15 * MINUTES,
  );

  it(
    'Industrial Waste on a phone in Italian: every phase, each factory’s cost and every table’s key moments',
    async () => {
      const { id, token, debrief } = await finishedClass('industrial-waste');
      const phone = await newPage(h, PHONE, 'it');
      await phone.page.goto(`${h.url}/classroom/${id}/debrief#token=${token}`);
      await readPhases(
        phone.page,
        ['1 · Che cosa è successo', '2 · Quanto è costato', '3 · Perché', '4 · E se', '5 · E ora'],
        'debrief-iw-phase-390x844-it',
      );
      expect(await phone.page.getByTestId('class-waste').innerText()).toBe(
        String((debrief.report as { waste: number }).waste),
      );
      expect(await phone.page.locator('[data-testid=cost-table] tbody tr').count()).toBe(4);
      const moments = debrief.tables.reduce((n, t) => n + t.moments.length, 0);
      expect(await phone.page.getByTestId('key-moment').count()).toBe(moments);
      expect(await phone.page.getByTestId('what-if').count()).toBe(moments);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(pageErrors(phone.page)).toEqual([]);
      await phone.context.close();
    },
    10 * MINUTES,
  );
});
