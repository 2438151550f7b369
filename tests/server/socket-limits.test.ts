// A socket's client may ping now and then; 100,000 pings in 6 s were all answered. A socket past its
// pace is now closed with 1008 (policy violation), and a calm one is not.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('socket message pace', () => {
  let db: TestDatabase;
  let t: TestServer;
  let gameId: string;
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db, { socketMessagesPerSecond: 5 });
    gameId = (
      await call(`${t.url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] },
      })
    ).body.gameId;
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  const open = (): Promise<{ socket: WebSocket; pongs: () => number; closed: Promise<number> }> =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`${t.ws}/api/games/${gameId}/socket`);
      let pongs = 0;
      socket.on('message', (d) => {
        if (JSON.parse(String(d)).type === 'pong') pongs++;
      });
      const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'auth' }));
        resolve({ socket, pongs: () => pongs, closed });
      });
      socket.once('error', reject);
    });

  it('closes a socket that floods it with 1008, having answered no more than its burst', async () => {
    const s = await open();
    for (let i = 0; i < 1000 && s.socket.readyState === WebSocket.OPEN; i++)
      s.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await s.closed).toBe(1008);
    expect(s.pongs()).toBeLessThanOrEqual(10);
  });

  it('answers every ping of a socket within its burst', async () => {
    const s = await open();
    for (let i = 0; i < 8; i++) s.socket.send(JSON.stringify({ type: 'ping' }));
    while (s.pongs() < 8) await new Promise((r) => setTimeout(r, 10));
    expect(s.socket.readyState).toBe(WebSocket.OPEN);
    s.socket.close();
    expect(await s.closed).toBe(1005);
  });
});
