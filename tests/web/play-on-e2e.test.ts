// "Play from here" in a real Chromium: a finished game replayed to a move offers a button that opens the
// seats form; starting the new game opens it at once on this screen, its table shows the position
// replayed, and it says where it came from. On a laptop and a phone, in English and Italian.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import type { CreateGameResponse, GameSnapshot, PositionResponse } from '../../src/shared/api.ts';
import { driveRandom } from '../support/drive.ts';
import { CHROMIUM, newPage, pageErrors, shot, startHarness, VIEWPORTS, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(`No Chromium at ${CHROMIUM} (or set SKIP_BROWSER_TESTS=1).`);

const MINUTES = 60_000;
const PHONE = { width: 390, height: 844 };
let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games, botDelayMs: 5 });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${h.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

/** A game of two random bots, played to its end (polled a bounded number of times). */
async function finishedBotGame(game: string): Promise<CreateGameResponse> {
  const created = await call<CreateGameResponse>('/api/games', {
    game,
    players: 2,
    seats: [
      { kind: 'bot', level: 'random' },
      { kind: 'bot', level: 'random' },
    ],
  });
  for (let i = 0; i < 2000; i++) {
    if ((await call<GameSnapshot>(`/api/games/${created.gameId}`)).status === 'finished') return created;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the bots did not finish the game');
}

describe.skipIf(skip)('play from here in the browser', () => {
  it(
    'starts a new game from a replayed move, on this screen, showing that position',
    async () => {
      const src = await finishedBotGame('industrial-waste');
      const at = 12;
      const { context, page } = await newPage(h, VIEWPORTS.laptop);
      await page.goto(`${h.url}/play/${src.gameId}?replay=${at}`);
      await page.getByRole('button', { name: 'Play from here' }).click();
      const form = page.getByRole('form', { name: `Play on from move ${at}` });
      await form.waitFor();
      // The old game's seats were bots: seat 1 becomes a person.
      await form.locator('select').first().selectOption('person');
      await form.getByLabel('Name 1').fill('Ada');
      await form.locator('select').nth(1).selectOption('random');
      await shot(page, 'play-on-form-laptop');
      await form.getByRole('button', { name: 'Start the new game' }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/play/') && !u.pathname.includes(src.gameId));
      const newId = new URL(page.url()).pathname.split('/')[2];
      await page.getByText(`Played on from move ${at} of another game.`).waitFor();
      await shot(page, 'play-on-new-game-laptop');

      // The new game starts where the replay was, for its spectators as for the old game's.
      const was = await call<PositionResponse>(`/api/games/${src.gameId}/positions/${at}`);
      const now = await call<PositionResponse>(`/api/games/${newId}/positions/0`);
      expect(now.view).toEqual(was.view);
      const snap = await call<GameSnapshot>(`/api/games/${newId}`);
      expect(snap.seats.map((s) => [s.kind, s.name])).toEqual([
        ['human', 'Ada'],
        ['bot', snap.seats[1].name],
      ]);
      expect(snap.playedOn).toEqual({ from: { gameId: src.gameId, at }, redrawn: false });
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    6 * MINUTES,
  );

  it(
    'plays on from a move of a record file uploaded on the home page',
    async () => {
      const src = await finishedBotGame('the-cost');
      const record = await call<{ moves: unknown[] }>(`/api/games/${src.gameId}/record`);
      const file = join(mkdtempSync(join(tmpdir(), 'record-')), 'game.json');
      writeFileSync(file, JSON.stringify(record));
      const { context, page } = await newPage(h, VIEWPORTS.laptop);
      await page.goto(h.url);
      await page.getByText('Play on from a record').click();
      await page.getByLabel('Record file (JSON)').setInputFiles(file);
      await page.getByLabel(`From move (0–${record.moves.length})`).fill('5');
      const form = page.getByRole('form', { name: 'Play on from move 5' });
      await form.locator('select').nth(1).selectOption('random');
      await form.getByLabel('Name 1').fill('Ada');
      await shot(page, 'play-on-record-laptop');
      await form.getByRole('button', { name: 'Start the new game' }).click();
      await page.getByText('Played on from a record.').waitFor();
      const newId = new URL(page.url()).pathname.split('/')[2];
      const was = await call<PositionResponse>(`/api/games/${src.gameId}/positions/5`);
      const now = await call<PositionResponse>(`/api/games/${newId}/positions/0`);
      expect(now.view).toEqual(was.view);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    6 * MINUTES,
  );

  it(
    'the teacher plays on from a running Industrial Waste table, in a tab of its own, the deck drawn anew',
    async () => {
      const c = await call<{ classroomId: string; joinCode: string; teacherToken: string }>(
        '/api/classrooms',
        {
          game: 'industrial-waste',
          tables: 1,
          players: 2,
          humansPerTable: 1,
          botLevel: 'random',
        },
      );
      const ada = await call<{ gameId: string; seat: number; token: string }>(`/api/join/${c.joinCode}`, {
        name: 'Ada',
      });
      const end = await driveRandom({
        url: h.url,
        gameId: ada.gameId,
        tokens: { [ada.seat]: ada.token },
        seed: 'e2e',
        maxMoves: 6,
      });
      const { context, page } = await newPage(h, VIEWPORTS.laptop);
      await page.goto(`${h.url}/classroom/${c.classroomId}?token=${c.teacherToken}`);
      const card = page.locator('[data-table="1"]');
      await card.getByText('Play from here').click();
      await card.locator('input[type=number]').fill(String(end.moveCount));
      await card.getByRole('form').scrollIntoViewIfNeeded();
      await shot(page, 'play-on-console-laptop');
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        card.getByRole('button', { name: 'Start the new game' }).click(),
      ]);
      await tab.getByText(`Played on from move ${end.moveCount} of another game.`).waitFor();
      await tab.getByText('The cards still face down were shuffled anew.').waitFor();
      await shot(tab, 'play-on-console-new-game');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    6 * MINUTES,
  );

  it(
    'on a phone in Italian: the form, and a refusal in the page’s language',
    async () => {
      const src = await finishedBotGame('the-cost');
      const { context, page } = await newPage(h, PHONE, 'it');
      await page.goto(`${h.url}/play/${src.gameId}?replay=3`);
      await page.getByRole('button', { name: 'Gioca da qui' }).click();
      const form = page.getByRole('form', { name: 'Continua dalla mossa 3' });
      await form.waitFor();
      await form.locator('select').first().selectOption('person');
      await form.getByLabel('Nome 1').fill('Bot 1 (tycoon)');
      await form.getByRole('button', { name: 'Inizia la nuova partita' }).click();
      await form.getByRole('alert').waitFor();
      expect(await form.getByRole('alert').textContent()).toContain('sembra il nome di un bot');
      await form.getByRole('alert').scrollIntoViewIfNeeded();
      await shot(page, 'play-on-form-phone-it');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    6 * MINUTES,
  );
});
