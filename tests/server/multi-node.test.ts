// Several server processes on one PostgreSQL database: any node takes a move, only one node can
// write move n, and a move made on one node reaches the sockets held by another through LISTEN/NOTIFY.
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../support/databases.ts';
import { call, type TestServer } from '../support/server.ts';
import { twoNodes } from '../support/two-nodes.ts';

describe('two nodes on one PostgreSQL database', () => {
  const nodes = twoNodes();
  const { create, post, socket } = nodes;
  let a: TestServer;
  let b: TestServer;
  beforeAll(() => {
    ({ a, b } = nodes);
  });

  it('pushes a move made on one node to a socket held by the other', async () => {
    const g = await create(a);
    const onB = await socket(b, g.gameId, g.seats[1].token);
    await onB.state(0);
    expect((await post(a, g.gameId, g.seats[0].token, 0, 4, 0)).status).toBe(200);
    const seen = await onB.state(1);
    expect(seen.legalMoves['1']).toHaveLength(8);
    expect(seen.log[0].entries[0].text.en).toBe('Player 1 marks cell 4.');
    // Node B takes the next move on a game it learnt of from A, and A's sockets hear of it.
    const onA = await socket(a, g.gameId);
    await onA.state(1);
    expect((await post(b, g.gameId, g.seats[1].token, 1, 0, 1)).status).toBe(200);
    expect((await onA.state(2)).activeSeats).toEqual([0]);
    // A's view is current when asked directly, too.
    expect((await call(`${a.url}/api/games/${g.gameId}`)).body.moveCount).toBe(2);
  });

  it('catches up the sockets of a node whose notice connection was cut', async () => {
    const g = await create(a);
    const onB = await socket(b, g.gameId, g.seats[1].token);
    await onB.state(0);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`externalities-listener:${b.server.service.node}`],
      );
      expect(cut.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // The move is made while B hears nothing; B learns of it once its connection is back.
    expect((await post(a, g.gameId, g.seats[0].token, 0, 4, 0)).status).toBe(200);
    const caughtUp = await onB.state(1);
    expect(caughtUp.legalMoves['1']).toHaveLength(8);
    // Only the line B's socket lacked, as for a move made on B itself.
    expect([caughtUp.logFrom, caughtUp.log.map((l) => l.n)]).toEqual([1, [1]]);
  });

  it('lets exactly one node write move n when both try at once', async () => {
    for (let round = 0; round < 5; round++) {
      const g = await create(round % 2 ? a : b);
      // Both nodes hold the game in memory before the race.
      await call(`${a.url}/api/games/${g.gameId}`);
      await call(`${b.url}/api/games/${g.gameId}`);
      const results = await Promise.all([
        post(a, g.gameId, g.seats[0].token, 0, 1, 0),
        post(b, g.gameId, g.seats[0].token, 0, 2, 0),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.status === 409)!;
      expect(loser.body.current.moveCount).toBe(1);
      const stored = await a.storage.loadMoves(g.gameId);
      expect(stored).toHaveLength(1);
      const winner = results.find((r) => r.status === 200)!;
      expect(stored[0].move).toEqual(
        winner.body.view.cells[1] === 0 ? { type: 'MARK', cell: 1 } : { type: 'MARK', cell: 2 },
      );
      // Both nodes now agree.
      for (const node of [a, b])
        expect((await call(`${node.url}/api/games/${g.gameId}`)).body.view).toEqual(winner.body.view);
    }
  });

  it('keeps one copy of each move when a read races a move on the same node', async () => {
    const g = await create(a);
    const tokens = g.seats.map((s: { token: string }) => s.token);
    // A read sent once the move is stored and before this node has taken it into memory (the window is
    // widened) finds the move in the database: it must count it once. The read starts from inside the
    // store, so it comes after the move however slowly the machine runs.
    const append = a.storage.appendMove.bind(a.storage);
    let read: ReturnType<typeof call> | undefined;
    a.storage.appendMove = async (m) => {
      await append(m);
      read = call(`${a.url}/api/games/${g.gameId}`);
      await new Promise((r) => setTimeout(r, 30));
    };
    try {
      const cells = [0, 3, 1];
      for (const [i, cell] of cells.entries()) {
        read = undefined;
        expect((await post(a, g.gameId, tokens[i % 2], i % 2, cell, i)).status).toBe(200);
        expect(read).toBeDefined();
        expect((await read!).body.moveCount).toBe(i + 1);
      }
      const snap = (await call(`${a.url}/api/games/${g.gameId}`)).body;
      expect(snap.moveCount).toBe(cells.length);
      expect(snap.log.map((l: { n: number }) => l.n)).toEqual([1, 2, 3]);
    } finally {
      a.storage.appendMove = append;
    }
  });

  it('plays a bot-only game to the end with both nodes up', async () => {
    const g = (
      await call(`${a.url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'bot' }, { kind: 'bot' }] },
      })
    ).body;
    const watcher = await socket(b, g.gameId);
    const end = await watcher.waitFor((m) => m.type === 'state' && m.snapshot.status === 'finished');
    expect(end.type).toBe('state');
  });
});
