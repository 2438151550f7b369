// A database outage once answered 500 to every request, even reads of games held in memory. Against a
// PostgreSQL cluster of its own (never the shared one), killed mid-test: writes answer 503
// STORAGE_UNAVAILABLE with Retry-After, reads of games in memory are served, /healthz says so; once
// the cluster is back, moves are taken again and the notices of the other node arrive again, without a
// restart of either server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStorage } from '../../src/server/storage/postgres.ts';
import type { TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';
import { postgresBin, throwawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';

const bin = postgresBin();
if (!bin)
  console.warn('outage test skipped: no PostgreSQL programs (initdb, pg_ctl) in /usr/lib/postgresql/*/bin');

const game = {
  game: 'tic-tac-toe',
  players: 2,
  seats: [{ kind: 'human' }, { kind: 'human' }],
  options: { firstPlayer: 0 },
  seed: 'outage',
  customSetup: true,
};

describe.skipIf(!bin)('a database outage', () => {
  let pg: ThrowawayPostgres;
  let a: TestServer;
  let b: TestServer;
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    pg = await throwawayPostgres(bin!);
    pg.start();
    const db: TestDatabase = {
      kind: 'postgres',
      env: { DATABASE_URL: pg.url, DATABASE_SCHEMA: 'outage' },
      open: () => openPostgresStorage({ connectionString: pg.url, schema: 'outage', poolSize: 4 }),
      drop: async () => {},
    };
    a = await startTestServer(db);
    b = await startTestServer(db);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await a?.close().catch(() => {});
    await b?.close().catch(() => {});
    pg?.destroy();
  });

  const move = (t: TestServer, id: string, token: string, seat: number, cell: number, expected: number) =>
    call(`${t.url}/api/games/${id}/moves`, {
      body: { seat, move: { type: 'MARK', cell }, expectedMoveCount: expected },
      token,
    });

  it('refuses writes with 503 and Retry-After, serves what it holds, and resumes when it is back', async () => {
    const created = await call(`${a.url}/api/games`, { body: game });
    expect(created.status).toBe(201);
    const { gameId, seats } = created.body;
    expect((await move(a, gameId, seats[0].token, 0, 4, 0)).status).toBe(200);
    const watcher = await SocketClient.open(`${a.ws}/api/games/${gameId}/socket`);
    sockets.push(watcher);
    await watcher.state(1);
    expect((await call(`${a.url}/healthz`)).body).toMatchObject({ status: 'ok', database: 'up' });

    pg.kill();

    const refused = [
      await move(a, gameId, seats[1].token, 1, 0, 1),
      await call(`${a.url}/api/games/${gameId}/undo`, {
        body: { seat: 0, expectedMoveCount: 1 },
        token: seats[0].token,
      }),
      await call(`${a.url}/api/games`, { body: game }),
      await call(`${a.url}/api/classrooms`, {
        body: { game: 'tic-tac-toe', players: 2, tables: 1, humansPerTable: 2 },
      }),
    ];
    // A move sent over the socket is refused the same way, and the socket stays open.
    const player = await SocketClient.open(`${a.ws}/api/games/${gameId}/socket`, { token: seats[1].token });
    sockets.push(player);
    player.send({ type: 'move', id: 'm1', seat: 1, move: { type: 'MARK', cell: 0 }, expectedMoveCount: 1 });
    const bySocket = await player.waitFor((m) => m.type === 'refused' || m.type === 'ack');
    expect(bySocket).toMatchObject({
      type: 'refused',
      id: 'm1',
      status: 503,
      error: { code: 'STORAGE_UNAVAILABLE' },
      retryAfter: 5,
    });
    for (const r of refused) {
      expect(r.status, JSON.stringify(r.body)).toBe(503);
      expect(r.body.error.code).toBe('STORAGE_UNAVAILABLE');
      expect(r.body.error.message).toMatch(/database/);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    // The game held in memory: its views, the seat's view with legal moves, a past position, its log.
    const spectator = await call(`${a.url}/api/games/${gameId}`);
    expect(spectator.status).toBe(200);
    expect(spectator.body.moveCount).toBe(1);
    expect(spectator.body.log.length).toBeGreaterThan(0);
    const seat1 = await call(`${a.url}/api/games/${gameId}?seat=1`, { token: seats[1].token });
    expect(seat1.status).toBe(200);
    expect(seat1.body.legalMoves['1'].length).toBe(8);
    expect((await call(`${a.url}/api/games/${gameId}/positions/1`)).status).toBe(200);
    const late = await SocketClient.open(`${a.ws}/api/games/${gameId}/socket`);
    sockets.push(late);
    expect((await late.state(1)).moveCount).toBe(1);

    // What is not in memory needs the database: 503 too, never 500.
    const list = await call(`${a.url}/api/games`);
    expect(list.status).toBe(503);
    expect(list.body.error.code).toBe('STORAGE_UNAVAILABLE');

    const health = await call(`${a.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      status: 'degraded',
      storage: 'postgres',
      database: 'down',
      servingReadsFromMemory: true,
      gamesInMemory: 1,
    });

    pg.start();
    // Bounded by attempts: the pool opens new connections as soon as the cluster answers.
    let back = await move(a, gameId, seats[1].token, 1, 0, 1);
    for (let i = 0; i < 300 && back.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 200));
      back = await move(a, gameId, seats[1].token, 1, 0, 1);
    }
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.moveCount).toBe(2);
    expect((await call(`${a.url}/healthz`)).body).toMatchObject({ status: 'ok', database: 'up' });

    // The notice connection came back too: a move stored by the other node reaches A's socket.
    const third = await move(b, gameId, seats[0].token, 0, 8, 2);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect((await watcher.state(3)).moveCount).toBe(3);
  });
});
