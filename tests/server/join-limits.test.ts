// Join codes: a code that names no classroom is a guess, and an address has an allowance of them (spelled
// any way: the router decodes '/%61pi/join/...' to the same route); once spent, every join request from
// that address waits, the right code too, or a 429 would tell a wrong code from a right one. A school's
// students share one address, so a class of 30 joining at once, with a few typing mistakes, under the
// default limits, is never refused.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig, type ServerConfig } from '../../src/server/config.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let db: TestDatabase | undefined;
let t: TestServer | undefined;
async function server(config: Partial<ServerConfig>): Promise<TestServer> {
  db = sqliteDatabase();
  t = await startTestServer(db, config);
  return t;
}
afterEach(async () => {
  await t?.close();
  await db?.drop();
  t = db = undefined;
});

const classroom = async (s: TestServer, body: Record<string, unknown>) => {
  const r = await call(`${s.url}/api/classrooms`, { body });
  expect(r.status).toBe(201);
  return r.body as { classroomId: string; joinCode: string; teacherToken: string };
};

describe('join codes', { timeout: 120_000 }, () => {
  it('limits wrong codes per address, in every spelling of the path, then refuses the right one too', async () => {
    const slow = { perSecond: 0.01, burst: 5 };
    const s = await server({
      addressLimits: { ...defaultConfig.addressLimits, joinGuesses: slow },
    });
    const c = await classroom(s, { game: 'tic-tac-toe', players: 2, tables: 1, humansPerTable: 2 });
    expect((await call(`${s.url}/api/join/${c.joinCode}`)).status).toBe(200);
    const wrong = ['ZZZZZZ', 'YYYYYY', 'XXXXXX', 'WWWWWW', 'VVVVVV', 'UUUUUU', 'TTTTTT'];
    const paths = ['/api/join/', '/%61pi/join/', '/api/%6aoin/'];
    const got: number[] = [];
    for (const [i, code] of wrong.entries()) {
      const url = `${s.url}${paths[i % 3]}${code}`;
      got.push((await call(url, i % 2 ? { body: { name: 'Ada' } } : {})).status);
    }
    expect(got).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const right = await call(`${s.url}/api/join/${c.joinCode}`, { body: { name: 'Ada' } });
    expect(right.status).toBe(429);
    expect(right.body.error.code).toBe('RATE_LIMITED');
    expect(right.body.error.text.en).toMatch(/wrong join codes from this address/);
    expect(right.body.error.text.it).toMatch(/codici di accesso sbagliati/);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nobody joined: the console still shows both seats free.
    const room = await call(`${s.url}/api/classrooms/${c.classroomId}`, { token: c.teacherToken });
    expect(room.status).toBe(200);
    expect(room.body.tables[0].seats.map((x: { name: string | null }) => x.name)).toEqual([null, null]);
  });

  it('lets 30 students behind one address join at once under the default limits', async () => {
    const s = await server({
      rateLimit: defaultConfig.rateLimit,
      addressLimits: defaultConfig.addressLimits,
    });
    const c = await classroom(s, {
      game: 'secrets',
      players: 3,
      options: { players: 3 },
      tables: 10,
      humansPerTable: 3,
    });
    // The teacher's own page load and a few typing mistakes, from the same address.
    for (const typo of ['ABCDEF', 'GHJKMN', 'PQRSTU'])
      expect((await call(`${s.url}/api/join/${typo}`)).status).toBe(404);
    const student = async (i: number) => {
      const meta = await call(`${s.url}/api/meta`);
      const info = await call(`${s.url}/api/join/${c.joinCode}`);
      const joined = await call(`${s.url}/api/join/${c.joinCode}`, { body: { name: `Student ${i}` } });
      const game = await call(`${s.url}/api/games/${joined.body.gameId}`, { token: joined.body.token });
      return [meta.status, info.status, joined.status, game.status];
    };
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => student(i)));
    expect(all).toEqual(Array(30).fill([200, 200, 201, 200]));
    const room = await call(`${s.url}/api/classrooms/${c.classroomId}`, { token: c.teacherToken });
    const names = room.body.tables.flatMap((x: { seats: { name: string }[] }) => x.seats.map((y) => y.name));
    expect(names.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Student ${i}`).sort());
  });
});
