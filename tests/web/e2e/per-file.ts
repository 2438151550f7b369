// The set-up most browser tests share: Chromium is required unless SKIP_BROWSER_TESTS=1 says this
// machine has none, one harness for the file's tests, and a game of Industrial Waste whose seat 0 is a
// person against a random bot.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { games } from '../../../src/games/registry.ts';
import type { CreateGameResponse } from '../../../src/shared/api.ts';
import { CHROMIUM, startHarness, type Harness } from './harness.ts';

export const skip = process.env.SKIP_BROWSER_TESTS === '1';
if (!skip && !existsSync(CHROMIUM))
  throw new Error(`No Chromium at ${CHROMIUM} (or set SKIP_BROWSER_TESTS=1).`);

export const MINUTES = 60_000;

/** Starts a harness before the file's tests and closes it after them; the getter gives it to tests. */
export function harnessPerFile(botDelayMs = 20): () => Harness {
  let h: Harness | undefined;
  beforeAll(async () => {
    if (!skip) h = await startHarness({ games, botDelayMs });
  }, 2 * MINUTES);
  afterAll(async () => {
    await h?.close();
  });
  return () => h!;
}

/** A two-seat game of Industrial Waste: seat 0 a person, seat 1 a random bot. */
export async function createPersonVsBot(h: Harness): Promise<CreateGameResponse> {
  const res = await fetch(`${h.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'industrial-waste',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
    }),
  });
  return (await res.json()) as CreateGameResponse;
}
