// A database that stops while bots are playing once killed the server process: a pooled connection
// held by a transaction died with no one listening for its 'error' event. Against a PostgreSQL cluster
// of its own (never the shared one), killed while a server process plays bot games: the process lives
// on, answers writes with 503 STORAGE_UNAVAILABLE and reads from memory, and once the cluster is back
// it takes writes again and its bots finish every game, without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server.ts';
import { call } from '../support/server.ts';
import { postgresBin, throwawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';

const bin = postgresBin();
if (!bin)
  console.warn(
    'outage-bots test skipped: no PostgreSQL programs (initdb, pg_ctl) in /usr/lib/postgresql/*/bin',
  );

const botGame = {
  game: 'tic-tac-toe',
  players: 2,
  seats: [
    { kind: 'bot', level: 'random' },
    { kind: 'bot', level: 'random' },
  ],
};
const GAMES = 40;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function botMoves(url: string): Promise<number> {
  const text = (await call(`${url}/metrics`)).body as string;
  const m = /^externalities_bot_moves_total (\d+)/m.exec(text);
  return m ? Number(m[1]) : 0;
}

describe.skipIf(!bin)('a database outage while bots play', () => {
  let pg: ThrowawayPostgres;
  let server: ChildServer | undefined;

  beforeAll(async () => {
    pg = await throwawayPostgres(bin!);
    pg.start();
    server = await startChildServer({
      DATABASE_URL: pg.url,
      DATABASE_SCHEMA: 'bots_outage',
      CREATE_RATE_PER_MINUTE: '100000',
      CREATE_RATE_BURST: '100000',
    });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    pg?.destroy();
  });

  it('keeps the process serving, refuses writes with 503, and finishes the games once the database is back', async () => {
    const url = server!.url;
    const ids: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const r = await call(`${url}/api/games`, { body: botGame });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      ids.push(r.body.gameId);
    }
    // Kill the cluster while the bots are writing moves (some transactions hold pooled connections).
    for (let i = 0; i < 500 && (await botMoves(url)) < 20; i++) await pause(20);
    expect(await botMoves(url)).toBeGreaterThanOrEqual(20);
    pg.kill();

    // Every pooled connection is dead by now; a process without handlers for them has crashed.
    const crashed = await Promise.race([server!.exited.then(() => true), pause(3000).then(() => false)]);
    expect(crashed, server!.log.slice(-20).join('\n')).toBe(false);

    const refused = await call(`${url}/api/games`, { body: botGame });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('STORAGE_UNAVAILABLE');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(`${url}/healthz`)).body).toMatchObject({ status: 'degraded', database: 'down' });
    // A game held in memory is still shown.
    const held = await call(`${url}/api/games/${ids[0]}`);
    expect(held.status).toBe(200);
    expect(held.body.gameId).toBe(ids[0]);

    pg.start();
    // Bounded by attempts: the pool opens new connections as soon as the cluster answers.
    let back = await call(`${url}/api/games`, { body: botGame });
    for (let i = 0; i < 300 && back.status === 503; i++) {
      await pause(200);
      back = await call(`${url}/api/games`, { body: botGame });
    }
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    ids.push(back.body.gameId);

    // The bots take up every game where it stopped and play it to the end.
    const unfinished = async () => {
      const out: string[] = [];
      for (const id of ids) {
        const g = await call(`${url}/api/games/${id}`);
        expect(g.status).toBe(200);
        if (g.body.status !== 'finished') out.push(id);
      }
      return out;
    };
    let left = await unfinished();
    for (let i = 0; i < 300 && left.length > 0; i++) {
      await pause(200);
      left = await unfinished();
    }
    expect(left).toEqual([]);
    expect(server!.child.exitCode).toBeNull();
  });
});
