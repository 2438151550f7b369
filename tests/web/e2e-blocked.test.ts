// Closed choices in a real Chromium: The Cost from a pinned start, moves made through the API up to two
// positions a newcomer meets at once: a corner whose mine they cannot pay for yet, and a mine whose safe
// work they cannot pay for. Both choices must be there, greyed, with the rule's reason, in the panel and
// on the board. Screenshots at 1366×768 and 390×844 land in test-results/web/.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { games } from '../../src/games/registry.ts';
import type { CreateGameResponse, GameSnapshot, LegalMove } from '../../src/shared/api.ts';
import { CHROMIUM, newPage, pageErrors, shot, startHarness, type Harness } from './e2e/harness.ts';

const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(`No Chromium at ${CHROMIUM} (or set SKIP_BROWSER_TESTS=1).`);

const MINUTES = 60_000;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

let h: Harness;
beforeAll(async () => {
  if (!skip) h = await startHarness({ games, botDelayMs: 20 });
}, 2 * MINUTES);
afterAll(async () => {
  await h?.close();
});

type Move = Record<string, unknown> & { type: string };

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${h.url}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = (await res.json()) as T;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Plays the first legal move that `want` accepts, for whoever is to move. */
async function play(game: string, token: string, want: (m: Move) => boolean): Promise<GameSnapshot> {
  const snap = await api<GameSnapshot>(`/api/games/${game}`, { token });
  const seat = snap.activeSeats[0];
  const legal: LegalMove[] = snap.legalMoves[String(seat)] ?? [];
  const found = legal.find((l) => want(l.move as Move));
  if (!found) throw new Error(`no such move for seat ${seat}: ${legal.map((l) => l.label.en).join(' | ')}`);
  await api(`/api/games/${game}/moves`, {
    method: 'POST',
    token,
    body: JSON.stringify({ seat, move: found.move, expectedMoveCount: snap.moveCount }),
  });
  return api<GameSnapshot>(`/api/games/${game}`, { token });
}

/** The greyed choice `key` of the panel: present, marked closed, with a reason in words. */
async function greyedChoice(page: Page, key: string): Promise<string> {
  const choice = page.locator(`.decision button.choice[data-choice="${key}"]`);
  await choice.waitFor();
  expect(await choice.getAttribute('aria-disabled')).toBe('true');
  const reason = (await choice.locator('.choice-reason').textContent()) ?? '';
  expect(reason.length).toBeGreaterThan(10);
  return reason;
}

describe.skipIf(skip)('closed choices in the browser', () => {
  it(
    'The Cost: an unaffordable mine on the chosen corner and unaffordable safe work show greyed, with the reason',
    async () => {
      // Two people on one screen; the start is pinned so the moves below are the game's own.
      const created = await api<CreateGameResponse>('/api/games', {
        method: 'POST',
        body: JSON.stringify({
          game: 'the-cost',
          players: 2,
          seats: [
            { kind: 'human', name: 'Ann' },
            { kind: 'human', name: 'Bo' },
          ],
          hotSeat: true,
          // A pinned start with people at the table is a declared custom setup.
          customSetup: true,
          seed: 'greyed',
          options: {
            countries: ['pecora', 'rutland'],
            turnOrder: [0, 1],
            actionMarkers: { E: 'PORT', J: 'MINE', K: 'RAIL', N: 'MILL' },
          },
        }),
      });
      const id = created.gameId;
      const token = created.hotSeatToken!;
      await play(id, token, (m) => m.type === 'SELECT_COUNTRY' && m.country === 'pecora');
      // Corner V11: a subsidy (F), the mine marker (J) and a rail (K). Ann has no Pecora resource yet.
      let snap = await play(id, token, (m) => m.type === 'PLACE_EVENT_MARKER' && m.corner === 'V11');
      if (
        snap.view &&
        (snap.view as { pending?: { decision: string } }).pending?.decision === 'NATIONAL_RAILS'
      )
        snap = await play(id, token, (m) => m.type === 'NATIONAL_RAILS');

      const { context, page } = await newPage(h, LAPTOP);
      await page.goto(`${h.url}${created.hotSeatLink}`);
      await page.waitForSelector('.tc-table');
      const mineReason = await greyedChoice(page, 'J');
      expect(mineReason).toMatch(/resource/i);
      // The slot on the action board is drawn closed too, and its hover text gives the same reason.
      const hex = page.locator('.table-area [data-target="hex:J"]');
      expect(await hex.getAttribute('class')).toMatch(/\bblocked\b/);
      expect(await hex.locator('title').textContent()).toContain(mineReason);
      // A tap on the greyed slot says why, and takes nothing.
      await hex.click();
      expect(await page.locator('[data-testid=explained]').textContent()).toContain(mineReason);
      expect(await page.locator('.decision .prompt').textContent()).toMatch(/slots/);
      // The step's help links to its section of the rules page.
      expect(await page.locator('[data-testid=help-rules]').getAttribute('href')).toBe(
        '/rules/the-cost#actions',
      );
      await shot(page, 'greyed-mine-1366x768');
      await page.setViewportSize(PHONE);
      await page.locator('.decision button.choice[data-choice="J"]').scrollIntoViewIfNeeded();
      await shot(page, 'greyed-mine-390x844');

      // On to phase 3: subsidy resources, the first mine with three workers (whose safe work then costs
      // more than the resources left), then both players stop.
      await play(id, token, (m) => m.type === 'SUBSIDY' && m.take === 'RESOURCES' && !m.swap);
      await play(id, token, (m) => m.type === 'BUILD_MINE' && !m.swap && m.hire === 3);
      await play(id, token, (m) => m.type === 'END_TURN');
      await play(id, token, (m) => m.type === 'SELECT_COUNTRY' && m.country === 'rutland');
      await play(id, token, (m) => m.type === 'PLACE_EVENT_MARKER' && m.corner === 'V01');
      for (let i = 0; i < 6; i++) {
        snap = await api<GameSnapshot>(`/api/games/${id}`, { token });
        const view = snap.view as { phase: number; pending: { seat: number; decision: string } };
        if (view.phase === 3 && view.pending.seat === 0) break;
        await play(id, token, (m) =>
          ['END_TURN', 'DONE', 'PASS', 'NATIONAL_RAILS', 'NATIONAL_PORT'].includes(m.type),
        );
      }
      const view = snap.view as { phase: number; pending: { seat: number } };
      expect([view.phase, view.pending.seat]).toEqual([3, 0]);

      await page.setViewportSize(LAPTOP);
      await page.reload();
      await page.waitForSelector('.tc-table');
      // Investing and passing are there too, greyed: they open only once no work is left.
      const invest = page.locator('.decision button.choice[aria-disabled=true]', { hasText: /invest/i });
      expect(await invest.count()).toBeGreaterThan(0);
      // The mine, no extra hire: safe work is there, greyed, beside unsafe work.
      await page.locator('.decision button.choice[data-choice="work:pecora:S1"]').click();
      await page.locator('.decision button.choice[data-choice="0"]').click();
      const safeReason = await greyedChoice(page, 'safe');
      expect(safeReason).toMatch(/resource/i);
      const unsafe = page.locator('.decision button.choice[data-choice="unsafe"]');
      expect(await unsafe.getAttribute('aria-disabled')).toBeNull();
      // aria-disabled: Playwright would wait for it to be enabled; a person's click goes through.
      await page.locator('.decision button.choice[data-choice="safe"]').click({ force: true });
      expect(await page.locator('[data-testid=explained]').textContent()).toContain(safeReason);
      await shot(page, 'greyed-safe-work-1366x768');
      await page.setViewportSize(PHONE);
      // A phone's sheet gives why a choice is closed with the details, on demand.
      const reasonLine = page.locator('.decision button.choice[data-choice="safe"] .choice-reason');
      expect(await reasonLine.isVisible()).toBe(false);
      await page.locator('[data-testid=details-toggle]').click();
      expect(await reasonLine.isVisible()).toBe(true);
      await page.locator('.decision button.choice[data-choice="safe"]').scrollIntoViewIfNeeded();
      await shot(page, 'greyed-safe-work-390x844');
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
    6 * MINUTES,
  );
});
