// Helpers for clock tests: a two-person tic-tac-toe game with a clock, and bounded polling.
import type { ClockSpec, GameSnapshot, LogLine } from '../../src/shared/api.ts';
import { call } from './server.ts';

export async function createClockedGame(
  url: string,
  clock: ClockSpec | undefined,
  game = { game: 'tic-tac-toe', options: { firstPlayer: 0 }, customSetup: true },
): Promise<{ gameId: string; tokens: string[] }> {
  const r = await call(`${url}/api/games`, {
    body: { ...game, players: 2, seats: [{ kind: 'human' }, { kind: 'human' }], ...(clock ? { clock } : {}) },
  });
  if (r.status !== 201) throw new Error(`game not created: ${JSON.stringify(r.body)}`);
  return { gameId: r.body.gameId, tokens: r.body.seats.map((s: { token: string }) => s.token) };
}

/** Polls the game's spectator snapshot until `done`; gives up after `polls` tries (200 ms apart). */
export async function waitFor(
  url: string,
  gameId: string,
  done: (s: GameSnapshot) => boolean,
  polls = 300,
): Promise<GameSnapshot> {
  let last: GameSnapshot | undefined;
  for (let i = 0; i < polls; i++) {
    const r = await call(`${url}/api/games/${gameId}`);
    if (r.status === 200) {
      last = r.body as GameSnapshot;
      if (done(last)) return last;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `game ${gameId} never reached the awaited state; last: ${JSON.stringify(last)?.slice(0, 2000)}`,
  );
}

/** Ids of the log's notes about who plays `seat` (stand-ins taking over, the person back). */
export const seatNotes = (log: LogLine[], seat: number): string[] =>
  log.flatMap((line) =>
    line.entries
      .filter(
        (e) =>
          ['STAND_IN_TIMEOUT', 'STAND_IN_LEFT', 'SEAT_RECLAIMED'].includes(e.id) && e.params.seat === seat,
      )
      .map((e) => e.id),
  );
