// A creator who pins the seed or part of the setup can know what is hidden (the whole deck order of
// Industrial Waste from its seed). With a person at the table that is allowed only in the open:
// `customSetup: true`, which every seat's and the spectator's snapshot shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const people = [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }];

describe('pinned setups with people at the table', () => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db, { botDelayMs: 60_000 }, games, [registryModule]);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  const create = (body: Record<string, unknown>) => call(`${t.url}/api/games`, { body });

  it('refuses a seed, a deck or a dealer without customSetup, and stores nothing', async () => {
    const before = (await call(`${t.url}/api/games`)).body.total;
    for (const pinned of [
      { seed: 'i-know-this' },
      { options: { deck: ['...'] } },
      { options: { dealer: 1 } },
      { seed: 'i-know-this', customSetup: false },
    ]) {
      const r = await create({ game: 'industrial-waste', players: 3, seats: people, ...pinned });
      expect(r.status, JSON.stringify(pinned)).toBe(400);
      expect(r.body.error.code).toBe('CUSTOM_SETUP_REQUIRED');
    }
    const cost = await create({
      game: 'the-cost',
      players: 2,
      seats: people.slice(0, 2),
      options: { turnOrder: [1, 0] },
    });
    expect(cost.body.error.code).toBe('CUSTOM_SETUP_REQUIRED');
    expect((await call(`${t.url}/api/games`)).body.total).toBe(before);
  });

  it('accepts a pinned setup in the open and shows it to every seat and to spectators', async () => {
    const r = await create({
      game: 'industrial-waste',
      players: 3,
      seats: people,
      seed: 'i-know-this',
      options: { dealer: 2 },
      customSetup: true,
    });
    expect(r.status).toBe(201);
    const id = r.body.gameId;
    for (const s of r.body.seats) {
      const snap = (await call(`${t.url}/api/games/${id}`, { token: s.token })).body;
      expect(snap.viewer).toBe(s.seat);
      expect(snap.customSetup).toBe(true);
    }
    expect((await call(`${t.url}/api/games/${id}`)).body.customSetup).toBe(true);
    // Games are unlisted: a seat's token lists the games it holds a seat in.
    const listed = (await call(`${t.url}/api/games`, { token: r.body.seats[0].token })).body.games.find(
      (g: { gameId: string }) => g.gameId === id,
    );
    expect(listed.customSetup).toBe(true);
  });

  it('says customSetup: false for a drawn setup, and lets bot-only tables pin freely', async () => {
    const drawn = await create({ game: 'industrial-waste', players: 3, seats: people });
    expect(drawn.status).toBe(201);
    expect((await call(`${t.url}/api/games/${drawn.body.gameId}`)).body.customSetup).toBe(false);
    // Choosing countries is a way to play that every seat sees, not a hidden draw.
    const choose = await create({
      game: 'the-cost',
      players: 2,
      seats: people.slice(0, 2),
      options: { countries: ['pecora', 'rutland'] },
    });
    expect(choose.status).toBe(201);
    const bots = await create({
      game: 'industrial-waste',
      players: 2,
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
      seed: 'bots-only',
    });
    expect(bots.status).toBe(201);
    expect((await call(`${t.url}/api/games/${bots.body.gameId}`)).body.customSetup).toBe(true);
  });
});
