// A move's write and its notice on PostgreSQL (src/server/storage/append-postgres.ts): a refused move
// sends no notice, stores nothing and leaves the connection usable for the next write; a notice lost
// after the move's commit is caught up by the node watching the game, at the game's next notice or when
// its listener's connection comes back. A node's listener passes on none of its own notices but those
// of chat messages.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStorage } from '../../src/server/storage/postgres.ts';
import { MoveConflictError, type MoveNotice, type Storage } from '../../src/server/storage/types.ts';
import { postgresDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/databases.ts';
import { storedGame } from '../support/stored-game.ts';
import { twoNodes } from '../support/two-nodes.ts';

const game = (id: string) => storedGame(id);

const clocks = (rev: number) => ({ spec: null, standInLevel: 'random', seats: [], rev });

/** Text a literal must carry as it is: quotes, a backslash, what looks like a parameter, a semicolon. */
const AWKWARD = `O'Brien \\' "); COMMIT; DROP TABLE moves; -- $1 $$ é ✓`;

const append = (gameId: string, seq: number, rev: number) => ({
  gameId,
  seq,
  seat: (seq + 1) % 2,
  move: { type: 'MARK', cell: seq, note: AWKWARD },
  log: { spectator: [{ id: 'MARKED', params: { name: AWKWARD, cell: seq } }] },
  status: 'running' as const,
  outcome: null,
  botToMove: false,
  at: `2025-01-01T00:00:0${seq}.000Z`,
  clocks: clocks(rev),
});

describe('moves written on PostgreSQL, refused or not', () => {
  let db: TestDatabase;
  let writer: Storage;
  let watcher: Storage;
  const notices: MoveNotice[] = [];
  /** What the writer's own listener passed on. */
  const heardByWriter: MoveNotice[] = [];
  beforeAll(async () => {
    db = postgresDatabase();
    // One connection: a refusal that left it in an aborted transaction would fail every later write.
    writer = openPostgresStorage({
      connectionString: TEST_DATABASE_URL,
      schema: db.env.DATABASE_SCHEMA,
      poolSize: 1,
    });
    await writer.init();
    await writer.listen('writer', (n) => heardByWriter.push(n));
    watcher = db.open();
    await watcher.listen('watcher', (n) => notices.push(n));
  });
  afterAll(async () => {
    await writer?.close();
    await watcher?.close();
    await db?.drop();
  });

  it('sends no notice for a refused move, stores nothing of it, and keeps the connection usable', async () => {
    await writer.createGame(game('g1'), clocks(0));
    await writer.appendMove(append('g1', 1, 1));
    const refused = [
      append('g1', 1, 2), // a second move 1
      append('g1', 3, 2), // a gap
      append('g1', 2, 5), // clocks changed elsewhere
    ];
    for (const r of refused) await expect(writer.appendMove(r)).rejects.toBeInstanceOf(MoveConflictError);
    await writer.appendMove(append('g1', 2, 2));
    await expect.poll(() => notices.filter((n) => n.gameId === 'g1').length).toBe(2);
    // Notices leave in commit order on the one connection, so a refused move's would have come first.
    expect(notices.map((n) => [n.gameId, n.seq, n.node])).toEqual([
      ['g1', 1, 'writer'],
      ['g1', 2, 'writer'],
    ]);
    expect(notices[1].entry?.log).toEqual(append('g1', 2, 2).log);
    const moves = await watcher.loadMoves('g1');
    expect(moves.map((m) => [m.seq, m.move, m.log])).toEqual([
      [1, append('g1', 1, 1).move, append('g1', 1, 1).log],
      [2, append('g1', 2, 2).move, append('g1', 2, 2).log],
    ]);
    expect(await watcher.loadGame('g1')).toMatchObject({
      moveCount: 2,
      updatedAt: '2025-01-01T00:00:02.000Z',
    });
    expect((await watcher.loadClocks('g1'))?.rev).toBe(2);
  });

  it("passes on none of a node's own notices but its chat messages', which every node pushes", async () => {
    await writer.createGame(game('g2'), clocks(0));
    await writer.appendMove(append('g2', 1, 1));
    await writer.announce({ gameId: 'g2', seq: 0, gone: true });
    await writer.social.appendChat('g2', {
      seat: 0,
      name: AWKWARD,
      text: 'hello',
      at: '2025-01-01T00:00:09.000Z',
    });
    await watcher.appendMove(append('g2', 2, 2));
    // Each hears the other's three or one; notices leave in commit order, so the writer's come first.
    await expect.poll(() => notices.filter((n) => n.gameId === 'g2').length).toBe(3);
    await expect.poll(() => heardByWriter.filter((n) => n.gameId === 'g2').length).toBe(2);
    expect(heardByWriter.filter((n) => n.gameId === 'g2').map((n) => [n.seq, n.node, n.chat])).toEqual([
      [0, 'writer', 1],
      [2, 'watcher', undefined],
    ]);
    expect(notices.filter((n) => n.gameId === 'g2').map((n) => [n.seq, n.node, n.gone, n.chat])).toEqual([
      [1, 'writer', undefined, undefined],
      [0, 'writer', true, undefined],
      [0, 'writer', undefined, 1],
    ]);
  });
});

describe('a move whose notice is lost after its commit', () => {
  const nodes = twoNodes();
  /** Moves of `gameId` whose notice is cut from the message before it reaches the database. */
  const dropping = new Map<string, Set<number>>();
  let dropped = 0;
  const query = pg.Client.prototype.query;
  beforeAll(() => {
    // The notice is a parameter of the move's statement: sent to a channel no node listens on, it is
    // lost while the move commits.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      // The values come second, or in the query's config object (a named statement's).
      const named =
        typeof args[0] === 'object' && args[0] !== null ? (args[0] as { values?: unknown }) : undefined;
      const values = named ? named.values : args[1];
      const replace = (v: unknown[]) => {
        if (named) args[0] = { ...named, values: v };
        else args[1] = v;
      };
      if (Array.isArray(values))
        for (const [gameId, seqs] of dropping)
          for (const seq of seqs) {
            const at = values.findIndex(
              (v) => typeof v === 'string' && v.includes(`"gameId":"${gameId}","seq":${seq},`),
            );
            if (at > 0 && String(values[at - 1]).startsWith('externalities_moves_')) {
              replace(values.map((v, i) => (i === at - 1 ? 'externalities_nobody_listens' : v)));
              seqs.delete(seq);
              dropped++;
            }
          }
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(() => {
    pg.Client.prototype.query = query;
  });

  const watchOnB = async (g: { gameId: string; seats: { token: string }[] }) => {
    const s = await nodes.socket(nodes.b, g.gameId, g.seats[1].token);
    await s.state(0);
    return s;
  };

  /** A game watched on B whose first move is stored on A with its notice lost. */
  const firstNoticeLost = async () => {
    const g = await nodes.create(nodes.a);
    const onB = await watchOnB(g);
    dropping.set(g.gameId, new Set([1]));
    const before = dropped;
    expect((await nodes.post(nodes.a, g.gameId, g.seats[0].token, 0, 4, 0)).status).toBe(200);
    expect(dropped).toBe(before + 1);
    return { g, onB };
  };

  it('is read by the watching node at the next notice of the game', async () => {
    const { g, onB } = await firstNoticeLost();
    expect((await nodes.post(nodes.a, g.gameId, g.seats[1].token, 1, 0, 1)).status).toBe(200);
    const seen = await onB.state(2);
    expect(seen.log.map((l) => l.n)).toEqual([1, 2]);
    expect(seen.activeSeats).toEqual([0]);
  });

  it("is read by the watching node when its listener's connection comes back", async () => {
    const { onB } = await firstNoticeLost();
    // No other notice of the game follows; the database drops B's listener, as when it restarts.
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`externalities-listener:${nodes.b.server.service.node}`],
      );
      expect(cut.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    const caughtUp = await onB.state(1);
    expect(caughtUp.legalMoves['1']).toHaveLength(8);
    expect(caughtUp.log.map((l) => l.n)).toEqual([1]);
  });
});
