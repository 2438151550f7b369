// Durability: kill the server with SIGKILL while moves are in flight, start it again, and every
// acknowledged move is there, with every seat link still working. Then a graceful stop (SIGTERM)
// finishes the moves in flight and exits cleanly. On real SQLite and real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer } from '../support/child-server.ts';
import { databases, type TestDatabase } from '../support/databases.ts';
import { call } from '../support/server.ts';

interface Played {
  gameId: string;
  token: string;
  acked: { seq: number; seat: number; move: unknown }[];
}

/** Plays random legal moves in `games` until `stop()` says so; records what the server acknowledged. */
async function play(url: string, game: Played, stop: () => boolean): Promise<void> {
  let snap = (await call(`${url}/api/games/${game.gameId}?token=${game.token}`)).body;
  while (!stop() && snap.status === 'running') {
    const seat = snap.activeSeats[0];
    const options = snap.legalMoves[String(seat)];
    const choice = options[(snap.moveCount * 7 + 3) % options.length].move;
    let r;
    try {
      r = await call(`${url}/api/games/${game.gameId}/moves?token=${game.token}`, {
        body: { seat, move: choice, expectedMoveCount: snap.moveCount },
      });
    } catch {
      return; // the server died under this request: it was never acknowledged
    }
    if (r.status === 503) return; // shutting down: refused, so not acknowledged
    if (r.status !== 200) throw new Error(`move refused: ${JSON.stringify(r.body)}`);
    game.acked.push({ seq: r.body.moveCount, seat, move: choice });
    snap = r.body;
  }
}

describe.each(databases)('restart on $name', ({ make }) => {
  let db: TestDatabase;
  beforeAll(() => {
    db = make();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('keeps every acknowledged move and every seat link across a SIGKILL', { timeout: 60_000 }, async () => {
    const first = await startChildServer(db.env);
    const games: Played[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await call(`${first.url}/api/games`, {
        body: {
          game: 'secrets',
          players: 3,
          seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
          hotSeat: true,
          seed: `r${i}`,
          customSetup: true,
        },
      });
      games.push({ gameId: r.body.gameId, token: r.body.hotSeatToken, acked: [] });
    }
    let killed = false;
    const total = () => games.reduce((n, g) => n + g.acked.length, 0);
    const playing = games.map((g) => play(first.url, g, () => killed));
    // Kill the server mid-stream, with requests in flight.
    while (total() < 20) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(playing);
    const acknowledged = total();
    expect(acknowledged).toBeGreaterThanOrEqual(20);

    const second = await startChildServer(db.env);
    try {
      const storage = db.open();
      for (const g of games) {
        const stored = await storage.loadMoves(g.gameId);
        for (const a of g.acked)
          expect(stored[a.seq - 1]).toMatchObject({ seq: a.seq, seat: a.seat, move: a.move });
        const snap = await call(`${second.url}/api/games/${g.gameId}?token=${g.token}`);
        expect(snap.status).toBe(200);
        expect(snap.body.moveCount).toBe(stored.length);
        expect(snap.body.controls).toEqual([0, 1, 2]);
        expect(snap.body.log).toHaveLength(stored.length);
      }
      await storage.close();
      // The same links go on playing.
      await Promise.all(games.map((g) => play(second.url, g, () => false)));
      for (const g of games) {
        const snap = await call(`${second.url}/api/games/${g.gameId}`);
        expect(snap.body.status).toBe('finished');
      }
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });

  it('lets a game of bots go on by itself after a SIGKILL', { timeout: 60_000 }, async () => {
    const env = { ...db.env, BOT_DELAY_MS: '150' };
    const first = await startChildServer(env);
    const r = await call(`${first.url}/api/games`, {
      body: { game: 'secrets', players: 2, seats: [{ kind: 'bot' }, { kind: 'bot' }] },
    });
    const id = r.body.gameId;
    for (;;) {
      const snap = await call(`${first.url}/api/games/${id}`);
      if (snap.body.moveCount >= 2) break;
      await new Promise((res) => setTimeout(res, 20));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await startChildServer(env);
    try {
      for (;;) {
        const snap = await call(`${second.url}/api/games/${id}`);
        if (snap.body.status === 'finished') break;
        await new Promise((res) => setTimeout(res, 50));
      }
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });

  it('stops gracefully on SIGTERM, finishing the moves in flight', { timeout: 60_000 }, async () => {
    const server = await startChildServer(db.env);
    const r = await call(`${server.url}/api/games`, {
      body: { game: 'secrets', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }], hotSeat: true },
    });
    const game: Played = { gameId: r.body.gameId, token: r.body.hotSeatToken, acked: [] };
    let stop = false;
    const playing = play(server.url, game, () => stop);
    while (game.acked.length < 2) await new Promise((res) => setTimeout(res, 5));
    server.child.kill('SIGTERM');
    stop = true;
    await playing;
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.log.join('\n')).toContain('"msg":"stopped"');
    const storage = db.open();
    const stored = await storage.loadMoves(game.gameId);
    await storage.close();
    expect(stored.length).toBeGreaterThanOrEqual(game.acked.length);
  });
});
