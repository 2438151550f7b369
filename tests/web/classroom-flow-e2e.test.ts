// A class as a teacher runs it, in a real Chromium against the real server: two tables of The Cost,
// a student joining by code on a phone with a made-up name, a second one following the other table as
// an observer, the student of that table absent (under the 30-second clock the teacher sets, the
// stand-in plays for them), a message to every table seen as a banner at both, a seat freed (its old
// link refused from then on, and the student's page says so), the big screen, the class log, the
// debrief read phase by phase, and a key moment of its "why" replayed and played on from in "what if".
// Screenshots at 1366x768 and 390x844 land in test-results/web/ for people to look at.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import type { GameSnapshot, PositionResponse } from '../../src/shared/api.ts';
import type { ClassroomResponse, CostClassReport } from '../../src/shared/classroom.ts';
import type { ClassDebrief } from '../../src/shared/debrief.ts';
import { driveRandom } from '../support/drive.ts';
import { call } from '../support/server.ts';
import {
  CHROMIUM,
  newPage,
  pageErrors,
  playByClicking,
  shot,
  startHarness,
  VIEWPORTS,
  type Harness,
} from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's "chromium" package, or set SKIP_BROWSER_TESTS=1.`,
  );
const MINUTES = 60_000;
const PHONE = { width: 390, height: 844 };

let h: Harness;
beforeAll(async () => {
  // A short thinking time keeps the stand-in (the strongest bot) affordable on a busy machine.
  if (!skip) h = await startHarness({ games, botDelayMs: 20, config: { botBudgetMs: 150 } });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

/** The debrief's phases, as the page names its sections. */
const PHASES = [
  ['happened', '1 · What happened'],
  ['cost', '2 · What it cost'],
  ['why', '3 · Why'],
  ['what-if', '4 · What if'],
  ['next', '5 · What next'],
] as const;

const tokenOf = (link: string) => new URLSearchParams(link.split('#')[1]).get('token')!;

describe.skipIf(skip)('a class run from the console', () => {
  it(
    'absent student, message to all, freed seat, big screen, debrief, play from a key moment',
    async () => {
      // The teacher creates two tables of one student and a bot each.
      const teacher = await newPage(h, VIEWPORTS.laptop);
      const tp = teacher.page;
      tp.on('dialog', (d) => void d.accept());
      await tp.goto(`${h.url}/classroom/new`);
      await tp.locator('.game-card:has(input[value="the-cost"])').click();
      await tp.locator('[data-field=tables] button:text-is("2")').click();
      await tp.locator('[data-field=players] button:text-is("2")').click();
      await tp.locator('[data-field=people] button:text-is("1")').click();
      await tp.locator('select[name=botLevel]').selectOption('random');
      await shot(tp, 'class-flow-new-1366x768');
      await tp.locator('button[type=submit]').click();
      await tp.waitForURL(/\/classroom\/[^/?#]+#token=/);
      const classroomId = new URL(tp.url()).pathname.split('/')[2];
      const token = new URLSearchParams(new URL(tp.url()).hash.slice(1)).get('token')!;
      const code = (await tp.locator('[data-testid=join-code]').innerText()).trim();
      const api = async () =>
        (await call(`${h.url}/api/classrooms/${classroomId}`, { token })).body as ClassroomResponse;
      const start = await api();
      expect(start.clock).toBeNull();
      const [one, two] = start.tables;

      // A student joins table 1 on a phone, under one of the made-up names offered.
      const ada = await newPage(h, PHONE);
      const ap = ada.page;
      await ap.goto(`${h.url}/join`);
      await ap.locator('input[name=code]').fill(code.toLowerCase());
      await ap.locator('button[type=submit]').click();
      const made = ap.locator('[data-suggestion]').first();
      const pseudonym = (await made.getAttribute('data-suggestion'))!;
      await made.click();
      expect(await ap.locator('input[name=name]').inputValue()).toBe(pseudonym);
      await expect.poll(() => ap.locator('[data-testid=privacy]').innerText()).toMatch(/30 days/);
      await shot(ap, 'class-flow-join-390x844');
      await ap.locator('[data-seat="1-0"]').click();
      await ap.locator('.joined button.primary').click();
      await ap.waitForURL(/\/play\/[^?#]+$/);
      await ap.waitForSelector('.tc-table');
      const adaToken = await ap.evaluate(
        (id) => sessionStorage.getItem(`externalities.seatToken.${id}`),
        one.gameId,
      );
      expect(adaToken).toBeTruthy();

      // Another student follows table 2 without playing: its student never comes.
      const bea = await newPage(h, VIEWPORTS.laptop);
      const bp = bea.page;
      await bp.goto(`${h.url}/join/${code}`);
      await bp.locator('input[name=name]').fill('Bea');
      await bp.locator('[data-watch="2"]').click();
      await bp.locator('.joined button.primary').click();
      await bp.waitForURL(new RegExp(`/play/${two.gameId}`));
      await bp.waitForSelector('.tc-table');
      await expect.poll(() => tp.locator('.watchers').innerText()).toContain('Bea');
      await expect
        .poll(() => tp.locator('[data-table="1"] .seat-who').first().innerText())
        .toContain(pseudonym);

      // Everyone is in: the teacher sets a 30-second decision clock for the whole class. Its answer
      // lists the absent seat among those waited for, with when the stand-in will play for it.
      await tp.locator('[data-testid=clock]').selectOption('30');
      const [clockSet] = await Promise.all([
        tp.waitForResponse((r) => r.url().endsWith('/clock') && r.request().method() === 'POST'),
        tp.locator('[data-testid=set-clock]').click(),
      ]);
      const clocked = (await clockSet.json()) as ClassroomResponse;
      expect(clocked.clock).toEqual({ moveSeconds: 30 });
      expect(clocked.waiting.find((w) => w.table === 2 && w.seat === 0)?.deadline).toBeTruthy();
      await shot(tp, 'class-flow-console-1366x768');

      // Ada plays on her phone while table 2 waits for its absent student: once its 30 seconds run
      // out the stand-in plays there, and the console shows it.
      const standIn = tp.locator('[data-table="2"] tr[data-seat="0"] .bot-badge');
      const clicks = await playByClicking(ap, {
        maxSteps: 2000,
        stop: async (n) => n >= 6 && (await standIn.count()) > 0,
      });
      expect(clicks).toBeGreaterThanOrEqual(6);
      await standIn.waitFor({ timeout: 3 * MINUTES });
      await expect
        .poll(async () => (await api()).tables[1].moveCount, { timeout: 3 * MINUTES })
        .toBeGreaterThan(1);
      const stood = (await call(`${h.url}/api/games/${two.gameId}`)).body as GameSnapshot;
      expect(stood.seats[0].standIn).toBe(stood.standInLevel);
      await shot(tp, 'class-flow-stand-in-1366x768');

      // The class has seen the stand-in: the teacher takes the clock off (the stand-in keeps table 2).
      await tp.locator('[data-testid=clock]').selectOption('0');
      await tp.locator('[data-testid=set-clock]').click();
      await expect.poll(async () => (await api()).clock).toBeNull();

      // A message to every table: a banner at once at Ada's table and at the table Bea follows.
      await tp.locator('[data-testid=broadcast-text]').fill('Five minutes left: think about the workers.');
      await tp.locator('[data-testid=broadcast]').click();
      for (const p of [ap, bp])
        await expect
          .poll(() => p.locator('[data-testid=classroom-notice] .text').innerText())
          .toBe('Five minutes left: think about the workers.');
      await shot(ap, 'class-flow-banner-390x844');
      await shot(bp, 'class-flow-banner-1366x768');
      await expect.poll(() => tp.locator('[data-testid=last-notice]').innerText()).toContain('Five minutes');

      // The teacher frees Ada's seat: her link stops working at once, on her phone and through the API.
      await tp.locator('[data-table="1"] tr[data-seat="0"] .seat-menu summary').click();
      await tp.locator('[data-table="1"] tr[data-seat="0"] [data-action=free]').click();
      await expect.poll(async () => (await api()).tables[0].seats[0].name).toBeNull();
      const refused = await call(`${h.url}/api/games/${one.gameId}`, { token: adaToken! });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'BAD_TOKEN']);
      // Her open page says so at once, stops asking with the old link, and offers to watch the table.
      await ap.locator('[data-testid=link-revoked]').waitFor();
      expect(await ap.locator('[data-testid=link-revoked] h1').innerText()).toBe(
        'This link no longer opens a seat',
      );
      await shot(ap, 'class-flow-freed-390x844');
      await ap.getByRole('button', { name: 'Watch the game' }).click();
      await ap.locator('[data-testid=turn-banner]').waitFor();
      expect(await ap.locator('[data-testid=classroom-notice] .text').innerText()).toContain('Five minutes');
      expect(
        await ap.evaluate((id) => sessionStorage.getItem(`externalities.seatToken.${id}`), one.gameId),
      ).toBeNull();
      await shot(ap, 'class-flow-watching-390x844');
      const freed = await api();
      expect(freed.log.map((l) => l.kind)).toContain('freed');
      expect(freed.log.map((l) => l.kind)).toContain('broadcast');

      // The big screen opens in a tab of its own, with no secret in its address.
      const [screen] = await Promise.all([
        teacher.context.waitForEvent('page'),
        tp.locator('[data-testid=open-screen]').click(),
      ]);
      await screen.waitForSelector('.screen-table');
      expect(screen.url()).not.toContain(token);
      expect(screen.url()).not.toMatch(/token/);
      expect(await screen.locator('[data-testid=screen-code]').innerText()).toBe(code);
      expect(await screen.locator('[data-testid=screen-notice]').innerText()).toContain('Five minutes');
      expect(await screen.locator('.screen-table').count()).toBe(2);
      // Ada's seat is free now, and the screen says so (its figures stay those of the table).
      expect(await screen.locator('.screen-table[data-table="1"] th').first().innerText()).toBe(
        'Seat 1 (free)',
      );
      await shot(screen, 'class-flow-screen-1366x768');

      // The seat's new link plays table 1 to its end; the stand-in and the bot finish table 2.
      const newToken = tokenOf(freed.tables[0].seats[0].link!);
      expect(newToken).not.toBe(adaToken);
      // (Had her time run out before the clock came off, the stand-in holds the seat: the link takes it back.)
      if (((await call(`${h.url}/api/games/${one.gameId}`)).body as GameSnapshot).seats[0].standIn)
        expect(
          (
            await call(`${h.url}/api/games/${one.gameId}/seats/0/reclaim`, {
              method: 'POST',
              token: newToken,
            })
          ).status,
        ).toBe(200);
      const end = await driveRandom({
        url: h.url,
        gameId: one.gameId,
        tokens: { 0: newToken },
        seed: 'flow',
      });
      expect(end.status).toBe('finished');
      await tp.waitForSelector('[data-testid=debrief]', { timeout: 10 * MINUTES });
      expect(await screen.locator('.screen-table.over').count()).toBe(2);
      await shot(screen, 'class-flow-screen-over-1366x768');
      await screen.close();

      // The debrief: on the console, then its own page, on a laptop and a phone.
      const final = await api();
      const report = final.report as CostClassReport;
      expect(await tp.locator('[data-testid=class-deaths]').innerText()).toBe(String(report.deaths));
      // The class log keeps every intervention: the message and the freed seat among them.
      await tp.locator('.class-log summary').click();
      const lines = tp.locator('[data-testid=class-log] li');
      expect(await lines.evaluateAll((li) => li.map((x) => (x as HTMLElement).dataset.kind))).toEqual(
        [...final.log].reverse().map((l) => l.kind),
      );
      expect(await tp.locator('[data-testid=class-log] li[data-kind=broadcast]').innerText()).toContain(
        'Five minutes left',
      );
      await tp.locator('[data-testid=class-log] li[data-kind=freed]').waitFor();
      // The debrief page in its five phases, each reached from the list of phases, once every table's
      // key moments are made (a table is analysed as soon as it ends).
      const debriefOf = async () =>
        (await call(`${h.url}/api/classrooms/${classroomId}/debrief`, { token })).body as ClassDebrief;
      await expect.poll(async () => (await debriefOf()).ready, { timeout: 10 * MINUTES }).toBe(true);
      const debrief = await debriefOf();
      await tp.locator('[data-testid=open-debrief]').click();
      await tp.waitForURL(/\/debrief#token=/);
      const nav = tp.getByRole('navigation', { name: 'Debrief phases' });
      for (const [i, [phase, name]] of PHASES.entries()) {
        const region = tp.getByRole('region', { name });
        await region.waitFor();
        expect(await region.getAttribute('data-testid')).toBe(`phase-${phase}`);
        await nav.getByRole('link').nth(i).click();
        await shot(tp, `class-flow-debrief-${i + 1}-${phase}-1366x768`);
      }
      // What happened: both tables side by side, the class's deaths; why: every key moment; what
      // next: the questions; then the tables' own reports.
      const happened = tp.getByTestId('phase-happened');
      expect(await happened.getByRole('article').count()).toBe(2);
      expect(await happened.getByTestId('class-deaths').innerText()).toBe(String(report.deaths));
      const moments = debrief.tables.flatMap((t) => t.moments.map((m) => ({ t, m })));
      expect(moments.length).toBeGreaterThan(0);
      await expect.poll(() => tp.getByTestId('key-moment').count()).toBe(moments.length);
      expect(await tp.locator('[data-testid=phase-next] li').count()).toBe(debrief.prompts.length);
      // The class log follows the phases, unfolded: the message and the freed seat are in it.
      const classLog = tp.getByTestId('class-log');
      expect(await classLog.locator('li[data-kind=broadcast]').innerText()).toContain('Five minutes left');
      await classLog.locator('li[data-kind=freed]').waitFor();
      await classLog.scrollIntoViewIfNeeded();
      await shot(tp, 'class-flow-debrief-log-1366x768');
      await expect.poll(() => tp.locator('[data-testid=own-report]').count(), { timeout: 60_000 }).toBe(2);
      await tp.setViewportSize(PHONE);
      await tp.getByTestId('phase-why').scrollIntoViewIfNeeded();
      await shot(tp, 'class-flow-debrief-why-390x844');
      await tp.setViewportSize(VIEWPORTS.laptop);

      // Why: the first key moment opens the replay at its move, in a tab of its own.
      const { t: keyTable, m: key } = moments[0];
      const why = tp.getByTestId('phase-why');
      const [replay] = await Promise.all([
        teacher.context.waitForEvent('page'),
        why.getByTestId('replay-link').first().click(),
      ]);
      await replay.locator('.replay.active').waitFor();
      expect(new URL(replay.url()).pathname).toBe(`/play/${keyTable.gameId}`);
      expect(await replay.locator('.replay input[type=range]').inputValue()).toBe(String(key.n));
      await shot(replay, 'class-flow-key-moment-replay-1366x768');
      await replay.close();

      // What if: that moment's decision taken again, from the position before it, in a new game.
      const whatIf = tp.getByTestId('what-if').first();
      expect(await whatIf.locator('summary').innerText()).toContain(`move ${key.n}`);
      await whatIf.locator('summary').click();
      const form = whatIf.locator('form.play-on');
      await form.waitFor();
      await form.locator('select').first().selectOption('person');
      await form.getByLabel('Name 1').fill('Ada again');
      await form.scrollIntoViewIfNeeded();
      await shot(tp, 'class-flow-play-on-1366x768');
      const [rp] = await Promise.all([
        teacher.context.waitForEvent('page'),
        form.getByRole('button', { name: 'Start the new game' }).click(),
      ]);
      await rp.getByText(`Played on from move ${key.playFrom} of another game.`).waitFor();
      const newId = new URL(rp.url()).pathname.split('/')[2];
      expect(newId).not.toBe(keyTable.gameId);
      const was = (await call(`${h.url}/api/games/${keyTable.gameId}/positions/${key.playFrom}`))
        .body as PositionResponse;
      const now = (await call(`${h.url}/api/games/${newId}/positions/0`)).body as PositionResponse;
      expect(now.view).toEqual(was.view);
      await shot(rp, 'class-flow-new-game-1366x768');
      await expect.poll(async () => (await api()).log.at(-1)?.kind).toBe('played-on');

      for (const p of [tp, ap, bp, rp]) expect(pageErrors(p)).toEqual([]);
    },
    25 * MINUTES,
  );
});
