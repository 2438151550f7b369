// The guided first games through the server: listed, served, started as a custom setup, and played along
// their steps with the server's own bots (worker threads) making exactly the moves the tutorial lists.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { Match, sameJson, tutorialSchema, tutorialSeat } from '../../src/kernel/index.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('guided first games', () => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db, {}, games, [registryModule]);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('lists one per shipped game and serves each file', async () => {
    const list = await call(`${t.url}/api/tutorials`);
    expect(list.status).toBe(200);
    expect(list.body.map((x: { game: string }) => x.game).sort()).toEqual(['industrial-waste', 'the-cost']);
    for (const x of list.body) {
      expect(x.title.it).toBeTruthy();
      const one = await call(`${t.url}/api/tutorials/${x.game}`);
      expect(one.body).toEqual(JSON.parse(readFileSync(`tutorials/${x.game}.json`, 'utf8')));
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = await call(`${t.url}/api/openapi.json`);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/tutorials', '/api/tutorials/{game}']),
    );
    expect(doc.body.paths['/api/tutorials/{game}'].post.responses[201]).toBeTruthy();
  });

  it('refuses an unknown game and a bad body, creating nothing', async () => {
    const before = (await call(`${t.url}/api/games`)).body.total;
    const none = await call(`${t.url}/api/tutorials/chess`, { body: {} });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('NO_TUTORIAL');
    const bad = await call(`${t.url}/api/tutorials/the-cost`, { body: { seed: 'mine' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
    expect((await call(`${t.url}/api/games`)).body.total).toBe(before);
  });

  for (const id of ['the-cost', 'industrial-waste']) {
    it(
      `${id}: the server's bots play the listed moves along the guided path`,
      { timeout: 120_000 },
      async () => {
        const tut = tutorialSchema.parse(JSON.parse(readFileSync(`tutorials/${id}.json`, 'utf8')));
        const person = tutorialSeat(tut);
        const created = await call(`${t.url}/api/tutorials/${id}`, { body: { name: 'Ann' } });
        expect(created.status).toBe(201);
        const seat = created.body.seats[person];
        expect(seat.name).toBe('Ann');
        const token: string = seat.token;
        const url = `${t.url}/api/games/${created.body.gameId}`;
        for (let i = 0; i < tut.steps.length; i++) {
          const step = tut.steps[i];
          // Wait for the bots to reach this step: bounded by polls, not by time.
          let snap = (await call(url, { token })).body;
          for (let polls = 0; snap.moveCount < i && polls < 2000; polls++) {
            await new Promise((r) => setTimeout(r, 20));
            snap = (await call(url, { token })).body;
          }
          if (step.seat !== person) continue;
          // The bots cannot get past the person's move.
          expect(snap.moveCount).toBe(i);
          const legal = snap.legalMoves[String(person)] as { move: unknown }[];
          expect(legal.some((m) => sameJson(m.move, step.move))).toBe(true);
          const r = await call(`${url}/moves`, {
            token,
            body: { seat: person, move: step.move, expectedMoveCount: i },
          });
          expect(r.status).toBe(200);
        }
        let snap = (await call(url, { token })).body;
        for (let polls = 0; snap.moveCount < tut.steps.length && polls < 2000; polls++) {
          await new Promise((r) => setTimeout(r, 20));
          snap = (await call(url, { token })).body;
        }
        // At the hand-over the person sees what the tutorial's moves lead to: the bots made them all.
        expect(snap.moveCount).toBe(tut.steps.length);
        const match = Match.create(games[id], tut.setup.options, tut.setup.seed);
        for (const s of tut.steps) match.move(s.seat, s.move);
        expect(snap.view).toEqual(JSON.parse(JSON.stringify(match.view(person))));
        expect(snap.guide).toEqual({ step: tut.steps.length, offPath: false });
        // Every guided move made: there is no guide to go back to.
        const over = await call(`${t.url}/api/tutorials/${id}`, { body: { resume: created.body.gameId } });
        expect(over.status).toBe(409);
        expect(over.body.error.code).toBe('GUIDE_OVER');
      },
    );
  }

  it(
    'the-cost: a person who left the guided moves gets a new game at the step where they left them',
    { timeout: 120_000 },
    async () => {
      const tut = tutorialSchema.parse(JSON.parse(readFileSync('tutorials/the-cost.json', 'utf8')));
      const person = tutorialSeat(tut);
      const created = await call(`${t.url}/api/tutorials/the-cost`, { body: { name: 'Ann' } });
      const token: string = created.body.seats[person].token;
      const url = `${t.url}/api/games/${created.body.gameId}`;
      // Three guided moves, then another mine than the guided one (steps 1 to 3 are the person's).
      for (let i = 0; i < 3; i++)
        expect(
          (
            await call(`${url}/moves`, {
              token,
              body: { seat: person, move: tut.steps[i].move, expectedMoveCount: i },
            })
          ).status,
        ).toBe(200);
      const legal = (await call(url, { token })).body.legalMoves[String(person)] as { move: unknown }[];
      const other = legal.find((m) => !sameJson(m.move, tut.steps[3].move));
      expect(other).toBeDefined();
      expect(
        (
          await call(`${url}/moves`, {
            token,
            body: { seat: person, move: other!.move, expectedMoveCount: 3 },
          })
        ).status,
      ).toBe(200);

      const back = await call(`${t.url}/api/tutorials/the-cost`, { body: { resume: created.body.gameId } });
      expect(back.status).toBe(201);
      expect(back.body.moveCount).toBe(3);
      expect(back.body.gameId).not.toBe(created.body.gameId);
      const seat = back.body.seats[person];
      expect(seat.name).toBe('Ann');
      const snap = (await call(`${t.url}/api/games/${back.body.gameId}`, { token: seat.token })).body;
      expect(snap.moveCount).toBe(3);
      const now = snap.legalMoves[String(person)] as { move: unknown }[];
      expect(now.some((m) => sameJson(m.move, tut.steps[3].move))).toBe(true);
      // The game left behind is as it was.
      expect((await call(url, { token })).body.moveCount).toBe(4);
    },
  );

  it(
    'the-cost: the guide is left the moment the person makes another move, though the next listed move is still legal, and a take-back puts the game back on it',
    { timeout: 120_000 },
    async () => {
      const tut = tutorialSchema.parse(JSON.parse(readFileSync('tutorials/the-cost.json', 'utf8')));
      const person = tutorialSeat(tut);
      const created = await call(`${t.url}/api/tutorials/the-cost`, { body: {} });
      const token: string = created.body.seats[person].token;
      const url = `${t.url}/api/games/${created.body.gameId}`;
      expect((await call(url, { token })).body.guide).toEqual({ step: 0, offPath: false });
      // Pecora instead of the listed Rutland: the listed corner can still be taken next.
      const pecora = { type: 'SELECT_COUNTRY', country: 'pecora' };
      expect(sameJson(pecora, tut.steps[0].move)).toBe(false);
      const moved = await call(`${url}/moves`, {
        token,
        body: { seat: person, move: pecora, expectedMoveCount: 0 },
      });
      expect(moved.status).toBe(200);
      let snap = (await call(url, { token })).body;
      expect(snap.activeSeats).toEqual([person]);
      const legal = snap.legalMoves[String(person)] as { move: unknown }[];
      expect(legal.some((m) => sameJson(m.move, tut.steps[1].move))).toBe(true);
      expect(snap.guide).toEqual({ step: 0, offPath: true });
      // Taken back, the move leaves the path no more; the listed one then moves the guide on.
      expect((await call(`${url}/undo`, { body: { seat: person }, token })).status).toBe(200);
      snap = (await call(url, { token })).body;
      expect(snap.guide).toEqual({ step: 0, offPath: false });
      const listed = await call(`${url}/moves`, {
        token,
        body: { seat: person, move: tut.steps[0].move, expectedMoveCount: snap.moveCount },
      });
      expect(listed.status).toBe(200);
      expect((await call(url, { token })).body.guide).toEqual({ step: 1, offPath: false });
      // A game not made from a tutorial carries no guide.
      const plain = await call(`${t.url}/api/games`, {
        body: { game: 'the-cost', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] },
      });
      const plainToken: string = plain.body.seats[0].token;
      expect((await call(`${t.url}/api/games/${plain.body.gameId}`, { token: plainToken })).body.guide).toBe(
        undefined,
      );
    },
  );

  it('refuses to resume a game that is not of the tutorial, or none, creating nothing', async () => {
    const plain = await call(`${t.url}/api/games`, {
      body: { game: 'the-cost', players: 2, seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }] },
    });
    expect(plain.status).toBe(201);
    const before = t.server.metrics.counters.gamesCreated;
    const notGuided = await call(`${t.url}/api/tutorials/the-cost`, { body: { resume: plain.body.gameId } });
    expect(notGuided.status).toBe(409);
    expect(notGuided.body.error.code).toBe('NOT_GUIDED');
    expect(notGuided.body.error.text.it).toContain('non è una partita guidata');
    const none = await call(`${t.url}/api/tutorials/the-cost`, { body: { resume: 'nope' } });
    expect(none.status).toBe(404);
    expect(t.server.metrics.counters.gamesCreated).toBe(before);
  });
});
