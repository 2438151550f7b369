// Deadlines are stored: they survive a restart (one that expired while the server was down is acted on
// when it is back), several nodes on one PostgreSQL database act on an expired deadline exactly once,
// and the deadlines of a node killed with SIGKILL are acted on by another. Real databases, real processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer } from '../support/child-server.ts';
import { createClockedGame, seatNotes, waitFor } from '../support/clocks.ts';
import { databases, postgresDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer } from '../support/server.ts';

const until = async (ms: number) => {
  while (Date.now() < ms) await new Promise((r) => setTimeout(r, 100));
};

describe.each(databases)('deadlines across a restart on $name', ({ make }) => {
  let db: TestDatabase;
  beforeAll(() => {
    db = make();
  });
  afterAll(async () => {
    await db.drop();
  });

  it(
    'keeps every deadline, and acts on one that expired while it was down',
    { timeout: 90_000 },
    async () => {
      const first = await startTestServer(db, { clockSweepMs: 100 });
      const long = await createClockedGame(first.url, { bankSeconds: 7200, incrementSeconds: 30 });
      const short = await createClockedGame(first.url, { moveSeconds: 5 });
      const longBefore = (await call(`${first.url}/api/games/${long.gameId}`)).body.seatClocks;
      const shortDeadline = (await call(`${first.url}/api/games/${short.gameId}`)).body.seatClocks[0]
        .deadline;
      await first.close();
      // Down until the short deadline has passed.
      await until(Date.parse(shortDeadline) + 500);
      const second = await startTestServer(db, { clockSweepMs: 100 });
      try {
        const longAfter = (await call(`${second.url}/api/games/${long.gameId}`)).body.seatClocks;
        expect(longAfter.map((c: { deadline: string | null }) => c.deadline)).toEqual(
          longBefore.map((c: { deadline: string | null }) => c.deadline),
        );
        const snap = await waitFor(second.url, short.gameId, (s) => s.moveCount >= 1);
        expect(snap.seats[0].standIn).toBe('random');
        expect(seatNotes(snap.log, 0)).toEqual(['STAND_IN_TIMEOUT']);
      } finally {
        await second.close();
      }
    },
  );
});

describe('deadlines on two nodes sharing PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(() => {
    db = postgresDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('acts on each expired deadline exactly once', { timeout: 90_000 }, async () => {
    const a = await startTestServer(db, { clockSweepMs: 50 });
    const b = await startTestServer(db, { clockSweepMs: 50 });
    try {
      // Several games, half created on each node, all expiring at about the same time.
      const games = await Promise.all(
        Array.from({ length: 6 }, (_, i) => createClockedGame((i % 2 ? b : a).url, { moveSeconds: 5 })),
      );
      for (const g of games) {
        const onB = await waitFor(b.url, g.gameId, (s) => s.moveCount >= 1);
        expect(onB.seats[0].standIn).toBe('random');
        const onA = await waitFor(a.url, g.gameId, (s) => s.moveCount >= 1);
        expect(onA.seats[0].standIn).toBe('random');
      }
      const storage = db.open();
      try {
        for (const g of games) {
          const moves = await storage.loadMoves(g.gameId);
          const notes = moves.flatMap((m) =>
            m.log.spectator.filter((e) => e.id === 'STAND_IN_TIMEOUT' && e.params.seat === 0),
          );
          expect(notes).toHaveLength(1);
          const clocks = await storage.loadClocks(g.gameId);
          expect(clocks?.seats[0].standIn).toBe('random');
        }
      } finally {
        await storage.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('takes over the deadlines of a node killed with SIGKILL', { timeout: 90_000 }, async () => {
    const env = { ...db.env, CLOCK_SWEEP_MS: '100' };
    const a = await startChildServer(env);
    const b = await startChildServer(env);
    try {
      const g = await createClockedGame(a.url, { moveSeconds: 5 });
      // Node A has the game in memory; node B has never loaded it.
      expect((await call(`${a.url}/api/games/${g.gameId}`)).body.seatClocks[0].deadline).not.toBeNull();
      a.child.kill('SIGKILL');
      await a.exited;
      const snap = await waitFor(b.url, g.gameId, (s) => s.moveCount >= 1);
      expect(snap.seats[0].standIn).toBe('random');
      expect(seatNotes(snap.log, 0)).toEqual(['STAND_IN_TIMEOUT']);
    } finally {
      if (a.child.exitCode === null && a.child.signalCode === null) a.child.kill('SIGKILL');
      b.child.kill('SIGKILL');
      await b.exited;
    }
  });
});
