// Clocks and stand-ins on real SQLite and real PostgreSQL: a seat whose time runs out is played by its
// stand-in (once), the person leaves and takes the seat back with their link, and bad clocks are refused.
// Clocks of a few seconds; every wait is bounded by a generous number of polls, never asserted in time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { createClockedGame, seatNotes, waitFor } from '../support/clocks.ts';

describe.each(databases)('clocks and stand-ins on $name', ({ make }) => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = make();
    t = await startTestServer(db, { clockSweepMs: 100 });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('refuses clocks outside their bounds and unknown stand-ins, creating nothing', async () => {
    const before = (await call(`${t.url}/api/games`)).body.total;
    const bad: [unknown, string][] = [
      [{ moveSeconds: 4 }, 'from 5 to 1209600'],
      [{ moveSeconds: 15 * 86_400 }, 'from 5 to 1209600'],
      [{ moveSeconds: 1.5 }, 'whole number'],
      [{ bankSeconds: 9, incrementSeconds: 0 }, 'from 10 to 172800'],
      [{ bankSeconds: 60, incrementSeconds: 3601 }, 'from 0 to 3600'],
      [{ bankSeconds: 60, moveSeconds: 10 }, 'either'],
      [{}, 'either'],
      ['fast', '"clock" is'],
    ];
    for (const [clock, words] of bad) {
      const r = await call(`${t.url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }], clock },
      });
      expect(r.status, JSON.stringify(clock)).toBe(400);
      expect(r.body.error.code).toBe('BAD_CLOCK');
      expect(r.body.error.message).toContain(words);
      // The new-game form shows the refusal in the person's language.
      expect(r.body.error.text.en, JSON.stringify(clock)).toMatch(/\w/);
      expect(r.body.error.text.it, JSON.stringify(clock)).toMatch(/\w/);
      expect(r.body.error.text.it).not.toBe(r.body.error.text.en);
    }
    const r = await call(`${t.url}/api/games`, {
      body: {
        game: 'tic-tac-toe',
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'human' }],
        standIn: 'genius',
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'BAD_STAND_IN' });
    expect(r.body.error.message).toContain('choose one of: random, mcts');
    expect((await call(`${t.url}/api/games`)).body.total).toBe(before);
  });

  it('shows each seat clock, and a game without a clock has none', async () => {
    const g = await createClockedGame(t.url, { moveSeconds: 3600 });
    const snap = (await call(`${t.url}/api/games/${g.gameId}`)).body;
    expect(snap.clock).toEqual({ moveSeconds: 3600 });
    expect(snap.standInLevel).toBe('random');
    expect(snap.seatClocks).toHaveLength(2);
    const [mine, theirs] = snap.seatClocks;
    expect(mine.seat).toBe(0);
    expect(Date.parse(mine.deadline) - Date.parse(snap.serverTime)).toBeGreaterThan(3_500_000);
    expect(theirs).toEqual({ seat: 1, remainingMs: 3_600_000, deadline: null });
    // The clock moves on to the seat that decides next.
    const moved = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      token: g.tokens[0],
      body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.seatClocks[0].deadline).toBeNull();
    expect(moved.body.seatClocks[1].deadline).not.toBeNull();
    const plain = await createClockedGame(t.url, undefined);
    const none = (await call(`${t.url}/api/games/${plain.gameId}`)).body;
    expect(none.clock).toBeNull();
    expect(none.seatClocks).toEqual([]);
  });

  it(
    'hands a seat whose time ran out to its stand-in, once, and says so in the log',
    { timeout: 60_000 },
    async () => {
      const g = await createClockedGame(t.url, { moveSeconds: 5 });
      const snap = await waitFor(t.url, g.gameId, (s) => s.moveCount >= 1);
      expect(snap.seats[0].standIn).toBe('random');
      const first = snap.log[0];
      expect(first.seat).toBe(0);
      expect(first.entries[0].id).toBe('STAND_IN_TIMEOUT');
      expect(first.entries[0].text.en).toBe("Player 1's time ran out: the random bot plays for Player 1.");
      expect(first.entries[0].text.it).toBe(
        'Il tempo di Giocatore 1 è scaduto: il bot casuale gioca per Giocatore 1.',
      );
      expect(snap.seatClocks?.[0].deadline).toBeNull();
      // The person's link no longer moves for the seat until it is taken back.
      const refused = await call(`${t.url}/api/games/${g.gameId}/moves`, {
        token: g.tokens[0],
        body: { seat: 0, move: { type: 'MARK', cell: 8 }, expectedMoveCount: snap.moveCount },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('STOOD_IN');
      const end = await waitFor(
        t.url,
        g.gameId,
        (s) => s.status === 'finished' || s.seats[1].standIn !== undefined,
      );
      if (end.status === 'running') await waitFor(t.url, g.gameId, (s) => s.status === 'finished');
      const log = (await call(`${t.url}/api/games/${g.gameId}`)).body.log;
      expect(seatNotes(log, 0)).toEqual(['STAND_IN_TIMEOUT']);
    },
  );

  it(
    'refuses a person taking back a move while a stand-in plays their seat',
    { timeout: 60_000 },
    async () => {
      const g = await createClockedGame(t.url, undefined);
      expect(
        (await call(`${t.url}/api/games/${g.gameId}/seats/0/leave`, { method: 'POST', token: g.tokens[0] }))
          .status,
      ).toBe(200);
      await waitFor(t.url, g.gameId, (s) => s.moveCount >= 1);
      const mine = (await call(`${t.url}/api/games/${g.gameId}`, { token: g.tokens[0] })).body;
      // The stand-in's move could be taken back by the rules, but not by the person it plays for.
      expect(mine.canUndo['0']).toBe(false);
      const undo = await call(`${t.url}/api/games/${g.gameId}/undo`, {
        token: g.tokens[0],
        body: { seat: 0, expectedMoveCount: 1 },
      });
      expect([undo.status, undo.body.error.code]).toEqual([409, 'STOOD_IN']);
      expect(undo.body.error.message).toContain('/seats/0/reclaim');
      expect(undo.body.error.text.it).toContain('riprendi il posto');
      expect(undo.body.current.moveCount).toBe(1);
      expect((await call(`${t.url}/api/games/${g.gameId}`)).body.moveCount).toBe(1);
    },
  );

  it(
    'lets a person leave and take the seat back from the next decision on',
    { timeout: 60_000 },
    async () => {
      const g = await createClockedGame(t.url, { moveSeconds: 86_400 });
      const leave = (token: string | undefined, seat = 0) =>
        call(`${t.url}/api/games/${g.gameId}/seats/${seat}/leave`, {
          method: 'POST',
          ...(token ? { token } : {}),
        });
      const reclaim = (token: string | undefined, seat = 0) =>
        call(`${t.url}/api/games/${g.gameId}/seats/${seat}/reclaim`, {
          method: 'POST',
          ...(token ? { token } : {}),
        });
      expect((await leave(undefined)).status).toBe(403);
      expect((await leave(g.tokens[1])).status).toBe(403);
      expect((await reclaim(g.tokens[0])).body.error.code).toBe('NOT_STOOD_IN');
      const left = await leave(g.tokens[0]);
      expect(left.status).toBe(200);
      expect(left.body.seats[0].standIn).toBe('random');
      expect((await leave(g.tokens[0])).status).toBe(409);
      const one = await waitFor(t.url, g.gameId, (s) => s.moveCount >= 1);
      expect(one.log[0].entries[0].text.en).toBe(
        'Player 1 left the table: the random bot plays for Player 1.',
      );
      // A default name and a bot's level are said in each language.
      expect(one.log[0].entries[0].text.it).toBe(
        'Giocatore 1 ha lasciato il tavolo: il bot casuale gioca per Giocatore 1.',
      );
      const s1 = one.legalMoves;
      void s1;
      const cell = (await call(`${t.url}/api/games/${g.gameId}?token=${g.tokens[1]}`)).body.legalMoves['1'][0]
        .move;
      expect(
        (
          await call(`${t.url}/api/games/${g.gameId}/moves`, {
            token: g.tokens[1],
            body: { seat: 1, move: cell, expectedMoveCount: 1 },
          })
        ).status,
      ).toBe(200);
      await waitFor(t.url, g.gameId, (s) => s.moveCount >= 3);
      // Seat 1 decides now: seat 0 is taken back before its next decision.
      const noToken = await reclaim(undefined);
      expect(noToken.status).toBe(403);
      expect(noToken.body.error.message).toContain('secret link of seat 1');
      expect((await reclaim(g.tokens[1])).status).toBe(403);
      const back = await reclaim(g.tokens[0]);
      expect(back.status).toBe(200);
      expect(back.body.seats[0].standIn).toBeUndefined();
      expect((await reclaim(g.tokens[0])).status).toBe(409);
      const mine = (await call(`${t.url}/api/games/${g.gameId}?token=${g.tokens[1]}`)).body;
      expect(mine.status).toBe('running');
      const m4 = await call(`${t.url}/api/games/${g.gameId}/moves`, {
        token: g.tokens[1],
        body: { seat: 1, move: mine.legalMoves['1'][0].move, expectedMoveCount: 3 },
      });
      expect(m4.status).toBe(200);
      if (m4.body.status === 'finished') return;
      // The decision is the person's: the move made at the count they saw is taken (no bot moved first).
      expect(m4.body.seatClocks[0].deadline).not.toBeNull();
      const own = (await call(`${t.url}/api/games/${g.gameId}?token=${g.tokens[0]}`)).body;
      const m5 = await call(`${t.url}/api/games/${g.gameId}/moves`, {
        token: g.tokens[0],
        body: { seat: 0, move: own.legalMoves['0'][0].move, expectedMoveCount: 4 },
      });
      expect(m5.status).toBe(200);
      expect(m5.body.log.at(-1).entries[0].id).toBe('SEAT_RECLAIMED');
      expect(m5.body.log.at(-1).entries[0].text.it).toBe(
        'Giocatore 1 riprende il suo posto e gioca di nuovo.',
      );
    },
  );
});
