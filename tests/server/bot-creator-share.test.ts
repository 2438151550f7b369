// The finding: 20 search-bot games from one client delayed another client's bot reply from 3.1 s to
// 29.3 s. Here twenty games come from one address and one from another, every bot decision is queued
// while the only bot worker is held back, and then the order in which the bots' moves are stored is
// read: the other client's bot is served first or second, not after the twenty. Order only: no clocks.
import { request } from 'node:http';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, testGameModules, type TestServer } from '../support/server.ts';

/** A request sent from a given loopback address, so that the server sees two different clients. */
function callFrom(
  from: string,
  url: string,
  body: unknown,
): Promise<{ status: number; body: { gameId: string; seats: { token?: string }[] } }> {
  const u = new URL(url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += String(c)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const queued = async (url: string) => {
  const text = (await call(`${url}/metrics`)).body as string;
  return Number(
    text
      .split('\n')
      .find((l) => l.startsWith('externalities_bot_queue '))
      ?.split(' ')[1],
  );
};

describe("one creator's many bot games and another's one", () => {
  let db: TestDatabase;
  let t: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'externalities-gate-'));
  const gate = join(dir, 'open');
  beforeAll(async () => {
    process.env.BOT_WORKER_GATE = gate;
    db = sqliteDatabase();
    t = await startTestServer(db, { botWorkers: 1 }, undefined, [
      ...testGameModules,
      new URL('../support/worker-gate.ts', import.meta.url).href,
    ]);
  });
  afterAll(async () => {
    if (!existsSync(gate)) writeFileSync(gate, '');
    await t.close();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
    delete process.env.BOT_WORKER_GATE;
  });

  it("serves the other creator's bot before the first creator's twenty", { timeout: 120_000 }, async () => {
    const create = (from: string) =>
      callFrom(from, `${t.url}/api/games`, {
        game: 'tic-tac-toe',
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'bot' }],
        options: { firstPlayer: 0 },
        customSetup: true,
      });
    const many: { gameId: string; seats: { token?: string }[] }[] = [];
    for (let i = 0; i < 20; i++) many.push((await create('127.0.0.2')).body);
    const one = (await create('127.0.0.3')).body;
    // The creator is kept with each game: one key for the first address, another for the second.
    const creators = await Promise.all(
      [...many, one].map(async (g) => (await t.storage.loadGame(g.gameId))?.creator),
    );
    expect(new Set(creators.slice(0, 20)).size).toBe(1);
    expect(creators[20]).toBeTruthy();
    expect(creators[20]).not.toBe(creators[0]);

    const botMoves: string[] = [];
    const append = t.storage.appendMove.bind(t.storage);
    t.storage.appendMove = async (m) => {
      await append(m);
      if (m.seat === 1) botMoves.push(m.gameId);
    };
    // The people move, the busy creator's twenty first: each game's bot then has a decision to make.
    for (const g of [...many, one]) {
      const r = await call(`${t.url}/api/games/${g.gameId}/moves`, {
        body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
        token: g.seats[0].token,
      });
      expect(r.status).toBe(200);
    }
    while ((await queued(t.url)) < 21) await new Promise((r) => setTimeout(r, 20));
    writeFileSync(gate, '');
    while (botMoves.length < 21) await new Promise((r) => setTimeout(r, 20));
    expect(botMoves.indexOf(one.gameId)).toBeLessThanOrEqual(1);
    expect(new Set(botMoves).size).toBe(21);
  });
});
