// `connect`: a bot program plays a seat of a live game through the seat's link, over the socket, to the
// end, against a bot of the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { parseSeatLink } from '../../src/cli/connect/link.ts';
import { cli } from '../support/cli.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, testGames, type TestServer } from '../support/server.ts';

const misbehave = resolve('tests/support/bots/misbehave.mjs');

describe('connect', () => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  const newGame = async () => {
    const g = await call(`${t.url}/api/games`, {
      body: {
        game: 'tic-tac-toe',
        players: 2,
        seats: [
          { kind: 'human', name: 'Ada' },
          { kind: 'bot', level: 'random' },
        ],
      },
    });
    expect(g.status).toBe(201);
    return {
      id: g.body.gameId as string,
      link: `${t.url}${g.body.seats[0].link}`,
      token: g.body.seats[0].token,
    };
  };

  it('plays a live game to its end against a server bot', async () => {
    for (const command of [
      `python3 ${resolve('bots/examples/random_bot.py')}`,
      `node ${misbehave} always-by-move`,
    ]) {
      const { id, link, token } = await newGame();
      const r = await cli(['connect', link, '--bot', `cmd:${command}`, '--json'], { games: testGames });
      expect(r.code, r.err).toBe(0);
      const result = JSON.parse(r.out);
      expect(result).toMatchObject({ gameId: id, seat: 0 });
      expect(result.report.failures).toEqual([]);
      expect(result.moves).toBeGreaterThanOrEqual(2);
      const end = await call(`${t.url}/api/games/${id}`, { token });
      expect(end.body.status).toBe('finished');
      // The table shows the seat as a program's, to everyone.
      const watched = await call(`${t.url}/api/games/${id}`);
      expect(watched.body.seats[0]).toMatchObject({
        kind: 'human',
        name: 'Ada',
        program: command.startsWith('python3') ? 'random_bot.py' : 'misbehave.mjs',
      });
      expect(watched.body.seats[1].program).toBeUndefined();
      expect(end.body.outcome).toEqual(result.outcome);
      // Every move of seat 0 was the program's, sent through the seat's socket.
      const record = await call(`${t.url}/api/games/${id}/record`);
      expect(record.body.moves.filter((m: { seat: number }) => m.seat === 0)).toHaveLength(result.moves);
    }
  });

  it("handles the program's failures as a tournament does, and the game still ends", async () => {
    const { id, link } = await newGame();
    const r = await cli(['connect', link, '--bot', `cmd:node ${misbehave} always-garbage`, '--json'], {
      games: testGames,
    });
    expect(r.code, r.err).toBe(0);
    const result = JSON.parse(r.out);
    expect(result.gameId).toBe(id);
    expect(result.report.failures.length).toBeGreaterThanOrEqual(2);
    expect(result.report.failures.every((f: { kind: string }) => f.kind === 'output')).toBe(true);
    expect(result.outcome.scores).toHaveLength(2);
  });

  it("marks a seat as a program's only with that seat's token, and takes a bad name back", async () => {
    const { id, token } = await newGame();
    const mark = (body: unknown, as?: string, seat = 0) =>
      call(`${t.url}/api/games/${id}/seats/${seat}/program`, { body, token: as });
    expect((await mark({ name: 'x' })).status).toBe(403);
    expect((await mark({ name: 'x' }, token, 1)).body.error.code).toBe('NOT_YOUR_SEAT');
    expect((await mark({ name: 'a\nb' }, token)).status).toBe(400);
    expect((await mark({ name: '   ' }, token)).status).toBe(400);
    expect((await mark({}, token)).status).toBe(400);
    const marked = await mark({ name: ' my_bot.py ' }, token);
    expect(marked.status).toBe(200);
    expect(marked.body.seats[0].program).toBe('my_bot.py');
    const cleared = await mark({ name: null }, token);
    expect(cleared.body.seats[0].program).toBeUndefined();
  });

  it('refuses a spectator link, a bad token and a level instead of a program', async () => {
    const { id, link } = await newGame();
    const spectator = await cli(['connect', `${t.url}/play/${id}`, '--bot', 'cmd:x'], { games: testGames });
    expect(spectator.code).toBe(1);
    expect(spectator.err).toMatch(/spectator's link/);
    const wrong = await cli(['connect', `${t.url}/play/${id}#token=nope`, '--bot', 'cmd:x'], {
      games: testGames,
    });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/answered 403/);
    const level = await cli(['connect', link, '--bot', 'random'], { games: testGames });
    expect(level.code).toBe(1);
    expect(level.err).toMatch(/--bot takes a program/);
    expect(parseSeatLink('https://t.example.org/base/play/Ab1#token=xyz')).toEqual({
      origin: 'https://t.example.org/base',
      gameId: 'Ab1',
      token: 'xyz',
    });
  });
});
