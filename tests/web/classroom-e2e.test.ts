// The classroom in a real Chromium against the real server: a teacher creates a classroom of three
// tables of The Cost (one student, bots elsewhere) from the home page, a student joins with the code
// and plays by clicking, the dashboard follows the tables live, pause stops them, the debrief appears
// at the end, and the print page is saved as an A4 PDF by Chromium. Screenshots and the PDF land in
// test-results/web/ for people to look at.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import type { ClassroomResponse, CostClassReport } from '../../src/shared/classroom.ts';
import { driveRandom } from '../support/drive.ts';
import { call } from '../support/server.ts';
import {
  CHROMIUM,
  newPage,
  pageErrors,
  playByClicking,
  shot,
  SHOTS,
  startHarness,
  type Harness,
} from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package (see .ci/run), set CHROMIUM_PATH, or set SKIP_BROWSER_TESTS=1.`,
  );
const MINUTES = 60_000;
const PHONE = { width: 390, height: 844 };

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games, botDelayMs: 20 });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

const tablesText = (page: Page) => page.locator('[data-testid=tables]').innerText();

describe.skipIf(skip)('a classroom in the browser', () => {
  it(
    'The Cost: create, join, play, follow live, pause, debrief, print',
    async () => {
      // The teacher creates the classroom from the home page.
      const teacher = await newPage(h);
      const tp = teacher.page;
      await tp.goto(h.url);
      await shot(tp, 'classroom-home-1366x768');
      await tp.locator('a[href="/classroom/new"]').click();
      await tp.locator('.game-card:has(input[value="the-cost"])').click();
      await tp.locator('[data-field=tables] button:text-is("3")').click();
      await tp.locator('[data-field=players] button:text-is("2")').click();
      await tp.locator('[data-field=people] button:text-is("1")').click();
      await tp.locator('input[name=students]').fill('1');
      await tp.locator('select[name=botLevel]').selectOption('random');
      await shot(tp, 'classroom-new-1366x768');
      await tp.locator('button[type=submit]').click();
      await tp.waitForURL(/\/classroom\/[^/?#]+#token=/);
      const teacherUrl = new URL(tp.url());
      const classroomId = teacherUrl.pathname.split('/')[2];
      // The teacher's token travels in the fragment, never in a request.
      expect(teacherUrl.search).toBe('');
      const token = new URLSearchParams(teacherUrl.hash.slice(1)).get('token')!;
      await tp.waitForSelector('[data-testid=join-code]');
      const code = (await tp.locator('[data-testid=join-code]').innerText()).trim();
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      expect(await tp.locator('.class-table').count()).toBe(3);

      // The dashboard follows the bot tables as they play, without a reload.
      const first = await tablesText(tp);
      await expect.poll(() => tablesText(tp), { timeout: 60_000 }).not.toBe(first);
      await shot(tp, 'classroom-dashboard-1366x768');

      // Pause: the tables stop, moves are refused; resume: they play on.
      await tp.locator('[data-testid=pause]').click();
      await tp.waitForSelector('.paused-note');
      const api = async () =>
        (await call(`${h.url}/api/classrooms/${classroomId}`, { token })).body as ClassroomResponse;
      const atPause = (await api()).tables.map((x) => x.moveCount);
      await new Promise((r) => setTimeout(r, 800));
      expect((await api()).tables.map((x) => x.moveCount)).toEqual(atPause);
      await shot(tp, 'classroom-paused-1366x768');
      await tp.locator('[data-testid=pause]').click();
      await tp.waitForSelector('.paused-note', { state: 'detached' });

      // A student joins with the code, on a phone, and takes the free seat.
      const student = await newPage(h, PHONE);
      const sp = student.page;
      await sp.goto(h.url);
      await sp.locator('a[href="/join"]').click();
      await sp.locator('input[name=code]').fill(code.toLowerCase());
      await sp.locator('button[type=submit]').click();
      await sp.locator('input[name=name]').fill('Ada');
      await shot(sp, 'classroom-join-390x844');
      await sp.locator('[data-seat="1-0"]').click();
      await sp.waitForSelector('.joined');
      await shot(sp, 'classroom-joined-390x844');
      await sp.locator('.joined button.primary').click();
      await sp.waitForURL(/\/play\/[^?#]+$/);
      await sp.waitForSelector('.tc-table');
      await expect.poll(() => tablesText(tp), { timeout: 60_000 }).toContain('Ada');

      // She plays some decisions by clicking, then the rest of her game through her link.
      const clicks = await playByClicking(sp, { maxSteps: 12 });
      expect(clicks).toBeGreaterThan(0);
      const seatUrl = new URL(sp.url());
      const gameId = seatUrl.pathname.split('/')[2];
      const seatToken = await sp.evaluate(
        (id) => sessionStorage.getItem(`externalities.seatToken.${id}`),
        gameId,
      );
      await student.context.close();
      const end = await driveRandom({
        url: h.url,
        gameId,
        tokens: { 0: seatToken! },
        seed: 'ada',
        botWaitMs: 60_000,
      });
      expect(end.status).toBe('finished');

      // The debrief appears on the dashboard once every table is over.
      await tp.waitForSelector('[data-testid=debrief]', { timeout: 5 * MINUTES });
      const final = await api();
      const report = final.report as CostClassReport;
      expect(final.status).toBe('finished');
      expect(await tp.locator('[data-testid=class-deaths]').innerText()).toBe(String(report.deaths));
      expect(await tp.locator('[data-testid=scatter] [data-point]').count()).toBe(6);
      expect(await tp.locator('[data-testid=who-won] tbody tr').count()).toBe(3);
      await tp.locator('[data-testid=debrief]').scrollIntoViewIfNeeded();
      await shot(tp, 'classroom-debrief-inline-1366x768');

      // The print page: the tables' own reports side by side, then an A4 PDF by Chromium.
      await tp.locator('[data-testid=open-debrief]').click();
      await tp.waitForURL(/\/debrief#token=/);
      await expect.poll(() => tp.locator('[data-testid=own-report]').count(), { timeout: 30_000 }).toBe(3);
      await tp.waitForSelector('.own-report .tc-report');
      await shot(tp, 'classroom-debrief-1366x768');
      await tp.setViewportSize(PHONE);
      await shot(tp, 'classroom-debrief-390x844');
      const csv = await tp.evaluate(
        async (href) => (await fetch(href)).text(),
        (await tp.locator('[data-testid=csv]').getAttribute('href')) ?? '',
      );
      expect(csv.split('\r\n')[0]).toBe('table,seat,name,kind,money,deaths,winner');
      expect(csv).toContain(',Ada,human,');
      const pdf = await tp.pdf({ format: 'A4', printBackground: true });
      writeFileSync(join(SHOTS, 'classroom-debrief.pdf'), pdf);
      const text = pdf.toString('latin1');
      // Every page of an A4 PDF is 210 x 297 mm, 595.3 x 841.9 points (Chromium rounds up).
      const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
      expect(boxes.length).toBeGreaterThanOrEqual(2);
      for (const b of boxes) {
        expect(Math.abs(Number(b[1]) - 595.3)).toBeLessThan(1.5);
        expect(Math.abs(Number(b[2]) - 841.9)).toBeLessThan(1.5);
      }
      expect(pageErrors(tp)).toEqual([]);
      await teacher.context.close();
    },
    15 * MINUTES,
  );

  it(
    'Industrial Waste in Italian on a phone: the dashboard follows bot tables to the debrief',
    async () => {
      const created = (
        await call(`${h.url}/api/classrooms`, {
          body: {
            game: 'industrial-waste',
            tables: 2,
            players: 3,
            humansPerTable: 0,
            botLevel: 'random',
            lang: 'it',
          },
        })
      ).body;
      const { context, page } = await newPage(h, PHONE, 'it');
      await page.goto(`${h.url}${created.teacherLink}`);
      await page.waitForSelector('.class-table');
      await shot(page, 'classroom-iw-dashboard-390x844');
      await page.waitForSelector('[data-testid=debrief]', { timeout: 5 * MINUTES });
      const c = (
        await call(`${h.url}/api/classrooms/${created.classroomId}`, { token: created.teacherToken })
      ).body as ClassroomResponse;
      expect(await page.locator('[data-testid=class-accidents]').innerText()).toBe(
        String((c.report as { accidents: number }).accidents),
      );
      expect(await page.locator('.prompts li').first().innerText()).toBe(c.prompts[0].it);
      await page.locator('[data-testid=debrief]').scrollIntoViewIfNeeded();
      await shot(page, 'classroom-iw-debrief-390x844');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    8 * MINUTES,
  );

  it('refuses the dashboard without the teacher’s token, in words', async () => {
    const { context, page } = await newPage(h);
    const created = await call(`${h.url}/api/classrooms`, {
      body: { game: 'the-cost', tables: 1, players: 2, humansPerTable: 1 },
    });
    await page.goto(`${h.url}/classroom/${created.body.classroomId}?token=wrong`);
    await expect.poll(() => page.locator('.refusal').innerText()).toMatch(/not the teacher’s link/);
    await page.goto(`${h.url}/join/${created.body.joinCode}`);
    await page.locator('input[name=name]').fill('Bo');
    await page.locator('[data-testid=any-seat]').click();
    await page.waitForSelector('.joined');
    await page.goto(`${h.url}/join/${created.body.joinCode}`);
    await expect.poll(() => page.locator('.join-seats .refusal').innerText()).toMatch(/Every seat is taken/);
    await context.close();
  });
});
