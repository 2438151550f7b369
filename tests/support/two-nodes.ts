// Two test servers on one fresh PostgreSQL schema, as two nodes of one deployment, for the tests of
// what passes between nodes. Registers its own beforeAll/afterAll; sockets opened through it are closed.
import { afterAll, beforeAll } from 'vitest';
import { postgresDatabase, type TestDatabase } from './databases.ts';
import { call, startTestServer, type TestServer } from './server.ts';
import { SocketClient } from './socket-client.ts';

export interface TwoNodes {
  readonly a: TestServer;
  readonly b: TestServer;
  /** A tic-tac-toe game for two people, created on `on`, seat 0 to move first. */
  create(on: TestServer): Promise<{ gameId: string; seats: { token: string }[] }>;
  /** Seat `seat` marks `cell` on `on`, at move `expectedMoveCount`. */
  post(
    on: TestServer,
    gameId: string,
    token: string,
    seat: number,
    cell: number,
    expectedMoveCount: number,
  ): ReturnType<typeof call>;
  /** A game socket on `on`, closed after the file's tests. */
  socket(on: TestServer, gameId: string, token?: string): Promise<SocketClient>;
}

export function twoNodes(): TwoNodes {
  let db: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  const sockets: SocketClient[] = [];
  beforeAll(async () => {
    db = postgresDatabase();
    a = await startTestServer(db);
    b = await startTestServer(db);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await a?.close();
    await b?.close();
    await db?.drop();
  });
  return {
    get a() {
      return a;
    },
    get b() {
      return b;
    },
    create: async (on) =>
      (
        await call(`${on.url}/api/games`, {
          body: {
            game: 'tic-tac-toe',
            players: 2,
            seats: [{ kind: 'human' }, { kind: 'human' }],
            options: { firstPlayer: 0 },
            customSetup: true,
          },
        })
      ).body,
    post: (on, gameId, token, seat, cell, expectedMoveCount) =>
      call(`${on.url}/api/games/${gameId}/moves`, {
        body: { seat, move: { type: 'MARK', cell }, expectedMoveCount },
        token,
      }),
    socket: async (on, gameId, token) => {
      const s = await SocketClient.open(`${on.ws}/api/games/${gameId}/socket`, token ? { token } : undefined);
      sockets.push(s);
      return s;
    },
  };
}
