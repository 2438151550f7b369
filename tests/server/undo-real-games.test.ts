// The shipped games through the server with random take-backs, on SQLite and PostgreSQL: every undo
// the server allows gives back the view its seat had before that move; a server started afresh on the
// same database (snapshot + replay of moves and undos) shows the same game; and the record of the
// finished game is the game without the undone moves and replays to the same end.
import { describe, expect, it } from 'vitest';
import { Match, randomInt, rngFromSeed, SPECTATOR } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import type { GameSnapshot } from '../../src/shared/api.ts';
import { databases, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const cases = [
  { game: 'the-cost', players: 2 },
  { game: 'industrial-waste', players: 3 },
].filter((c) => games[c.game]);

describe.each(databases)('undo in the shipped games on $name', ({ make }) => {
  const start = (db: TestDatabase) => startTestServer(db, { snapshotEvery: 7 }, games, [registryModule]);

  // Each game has its own database and server, closed in `finally`: a case that runs long on a busy
  // machine cannot close a server under the next one (vitest does not stop a test that timed out).
  it.each(cases)(
    '$game: undos restore, reload and replay',
    { timeout: 600_000 },
    async ({ game, players }) => {
      const db = make();
      let t: TestServer = await start(db);
      try {
        await playWithUndos();
      } finally {
        await t.close();
        await db.drop();
      }

      async function playWithUndos(): Promise<void> {
        const created = (
          await call(`${t.url}/api/games`, {
            body: {
              game,
              players,
              seats: Array.from({ length: players }, () => ({ kind: 'human' })),
              hotSeat: true,
            },
          })
        ).body;
        const { gameId, hotSeatToken: token } = created;
        const snap = async (seat: number): Promise<GameSnapshot> =>
          (await call(`${t.url}/api/games/${gameId}?token=${token}&seat=${seat}`)).body;
        const rng = rngFromSeed(`undo-real:${game}`);
        /** Moves in effect, as the test sent them, each with the view its seat had before it. */
        const effective: { seat: number; move: unknown; viewBefore: unknown }[] = [];
        let undos = 0;
        let current = await snap(0);
        for (let n = 0; current.status === 'running' && n < 3000; n++) {
          const seat = current.activeSeats[0];
          current = await snap(seat);
          if (current.canUndo[String(seat)] && randomInt(rng, 10) < 3) {
            const r = await call(`${t.url}/api/games/${gameId}/undo`, { body: { seat }, token });
            expect(r.status).toBe(200);
            const last = effective.pop()!;
            expect(last.seat).toBe(seat);
            expect(r.body.view).toEqual(last.viewBefore);
            undos++;
            current = r.body;
            continue;
          }
          const options = current.legalMoves[String(seat)];
          const move = options[randomInt(rng, options.length)].move;
          const r = await call(`${t.url}/api/games/${gameId}/moves`, {
            body: { seat, move, expectedMoveCount: current.moveCount },
            token,
          });
          expect(r.status).toBe(200);
          effective.push({ seat, move, viewBefore: current.view });
          current = r.body;
        }
        expect(current.status).toBe('finished');
        expect(undos).toBeGreaterThan(5);

        // The record is the game without the undone moves and replays to the same end.
        const record = (await call(`${t.url}/api/games/${gameId}/record`)).body;
        expect(record.moves).toEqual(effective.map(({ seat, move }) => ({ seat, move })));
        const replayed = Match.replay(games[game], record);
        const end = (await call(`${t.url}/api/games/${gameId}`)).body;
        expect(replayed.view(SPECTATOR)).toEqual(end.view);

        // A server started afresh loads the game (snapshot, moves and undos) to the same state and log.
        const positions = [1, 2, Math.floor(end.moveCount / 2), end.moveCount - 1];
        const before = await Promise.all(
          positions.map(async (p) => (await call(`${t.url}/api/games/${gameId}/positions/${p}`)).body),
        );
        await t.close();
        t = await start(db);
        const again = (await call(`${t.url}/api/games/${gameId}`)).body;
        expect(again.view).toEqual(end.view);
        expect(again.log).toEqual(end.log);
        for (let i = 0; i < positions.length; i++)
          expect((await call(`${t.url}/api/games/${gameId}/positions/${positions[i]}`)).body).toEqual(
            before[i],
          );
      }
    },
  );
});
