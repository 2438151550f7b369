// Every refusal a person can meet in the web client comes in English and Italian (`error.text`), driven
// through the HTTP API; and the server's code makes refusals only with `refusal` (every language) or,
// for the few only a program or an operator meets, with `programFailure` from a known list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClockedGame } from '../support/clocks.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

type Answer = Awaited<ReturnType<typeof call>>;

/** The refusal has `code`, and its texts are there in both languages and not the same sentence. */
function saidInBoth(r: Answer, status: number, code: string): void {
  const where = JSON.stringify(r.body);
  expect(r.status, where).toBe(status);
  expect(r.body.error.code, where).toBe(code);
  const text = r.body.error.text as { en?: string; it?: string } | undefined;
  expect(text?.en, `no English text: ${where}`).toBeTruthy();
  expect(text?.it, `no Italian text: ${where}`).toBeTruthy();
  expect(text?.it, `Italian is the English: ${where}`).not.toBe(text?.en);
}

const human = { kind: 'human' };
const ttt = { game: 'tic-tac-toe', players: 2, options: { firstPlayer: 0 }, customSetup: true };

describe('refusals a person can meet say so in English and Italian', () => {
  let db: TestDatabase;
  let t: TestServer;
  const post = (path: string, body: unknown, token?: string) => call(`${t.url}${path}`, { body, token });
  const create = (body: Record<string, unknown>) =>
    post('/api/games', { ...ttt, seats: [human, human], ...body });

  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('on the new-game form', async () => {
    saidInBoth(await create({ game: 'chess' }), 400, 'UNKNOWN_GAME');
    saidInBoth(await create({ seats: [human] }), 400, 'BAD_SEATS');
    saidInBoth(await create({ seats: [human, { kind: 'open' }], hotSeat: true }), 400, 'BAD_SEATS');
    saidInBoth(await create({ seats: [human, { kind: 'bot', level: 'grandmaster' }] }), 400, 'BAD_SEATS');
    saidInBoth(await create({ seats: [human, { kind: 'human', name: 'Bot 2 (random)' }] }), 400, 'BAD_NAME');
    saidInBoth(await create({ seats: [human, { kind: 'human', name: '\u200b' }] }), 400, 'BAD_REQUEST');
    saidInBoth(await create({ standIn: 'grandmaster' }), 400, 'BAD_STAND_IN');
    saidInBoth(await create({ clock: { moveSeconds: 1 } }), 400, 'BAD_CLOCK');
    saidInBoth(await create({ options: { firstPlayer: 7 } }), 400, 'BAD_OPTIONS');
    saidInBoth(await create({ players: 3, seats: [human, human, human] }), 400, 'BAD_OPTIONS');
    saidInBoth(await create({ customSetup: false, seed: 'pinned' }), 400, 'CUSTOM_SETUP_REQUIRED');
  });

  it('at the table: moves, looks, seats, rematch, hints, chat and notifications', async () => {
    const g = await createClockedGame(t.url, undefined);
    const moves = `/api/games/${g.gameId}/moves`;
    const mark = (cell: number, expectedMoveCount = 0) => ({
      seat: 0,
      move: { type: 'MARK', cell },
      expectedMoveCount,
    });
    saidInBoth(await call(`${t.url}/api/games/nope`), 404, 'NO_SUCH_GAME');
    saidInBoth(await post(moves, mark(4)), 403, 'TOKEN_REQUIRED');
    saidInBoth(await post(moves, mark(4), 'not-a-seat-link'), 403, 'BAD_TOKEN');
    saidInBoth(await post(moves, mark(4), g.tokens[1]), 403, 'NOT_YOUR_SEAT');
    saidInBoth(await post(moves, mark(4, 5), g.tokens[0]), 409, 'STALE_MOVE_COUNT');
    saidInBoth(
      await post(moves, { seat: 0, move: { type: 'NOPE' }, expectedMoveCount: 0 }, g.tokens[0]),
      422,
      'MALFORMED_MOVE',
    );
    saidInBoth(
      await post(`/api/games/${g.gameId}/undo`, { seat: 0, expectedMoveCount: 0 }),
      403,
      'TOKEN_REQUIRED',
    );
    saidInBoth(await call(`${t.url}/api/games/${g.gameId}/record`), 409, 'GAME_RUNNING');
    saidInBoth(await call(`${t.url}/api/games/${g.gameId}/positions/9`), 404, 'NO_SUCH_POSITION');
    saidInBoth(await post(`/api/games/${g.gameId}/rematch`, {}), 403, 'TOKEN_REQUIRED');
    saidInBoth(await post(`/api/games/${g.gameId}/rematch`, {}, g.tokens[0]), 409, 'GAME_RUNNING');
    saidInBoth(await post(`/api/games/${g.gameId}/hint`, { seat: 0 }, g.tokens[0]), 403, 'HINTS_OFF');
    saidInBoth(await post(`/api/games/${g.gameId}/chat`, { text: '   ' }, g.tokens[0]), 400, 'BAD_CHAT');
    saidInBoth(
      await post(`/api/games/${g.gameId}/chat`, { text: 'hi', seat: 1 }, g.tokens[0]),
      403,
      'NOT_YOUR_SEAT',
    );
    const subscription = {
      subscription: { endpoint: 'http://push.example.com/x', keys: { p256dh: 'AAAA', auth: 'AAAA' } },
    };
    saidInBoth(await post(`/api/games/${g.gameId}/seats/0/push`, subscription), 403, 'TOKEN_REQUIRED');
    saidInBoth(
      await post(`/api/games/${g.gameId}/seats/0/push`, subscription, g.tokens[0]),
      400,
      'BAD_SUBSCRIPTION',
    );

    const seat = (n: number, action: string, token?: string) =>
      call(`${t.url}/api/games/${g.gameId}/seats/${n}/${action}`, { method: 'POST', token });
    saidInBoth(await seat(0, 'leave'), 403, 'TOKEN_REQUIRED');
    saidInBoth(await seat(1, 'leave', g.tokens[0]), 403, 'NOT_YOUR_SEAT');
    saidInBoth(await seat(5, 'leave', g.tokens[0]), 404, 'NO_SUCH_SEAT');
    saidInBoth(await seat(0, 'reclaim', g.tokens[0]), 409, 'NOT_STOOD_IN');
    // Seat 1 leaves (seat 0 is to move, so its stand-in waits): leaving again, or moving, is refused.
    expect((await seat(1, 'leave', g.tokens[1])).status).toBe(200);
    saidInBoth(await seat(1, 'leave', g.tokens[1]), 409, 'STOOD_IN');
    saidInBoth(await post(moves, { ...mark(4), seat: 1 }, g.tokens[1]), 409, 'STOOD_IN');
  });

  it('count seats from 1 and call them by their chosen names, as people know them', async () => {
    const made = await create({ seats: [{ kind: 'human', name: 'Ada' }, human] });
    expect(made.status).toBe(201);
    const id = made.body.gameId as string;
    const [ada, other] = (made.body.seats as { token: string }[]).map((s) => s.token);
    const said = (r: Answer, en: string, it: string) => {
      const where = JSON.stringify(r.body);
      expect(r.body.error.text.en, where).toContain(en);
      expect(r.body.error.text.it, where).toContain(it);
      expect(r.body.error.message, where).toContain(en);
    };
    const move = (seat: number) => ({ seat, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 });
    // Seat 0 of the API is Ada's: the sentences say "seat 1 (Ada)"; seat 1 has no chosen name.
    said(await post(`/api/games/${id}/moves`, move(0), other), 'seat 1 (Ada)', 'posto 1 (Ada)');
    said(await post(`/api/games/${id}/moves`, move(1), ada), 'seat 2.', 'posto 2.');
    said(await post(`/api/games/${id}/undo`, { seat: 1, expectedMoveCount: 0 }, ada), 'seat 2.', 'posto 2.');
    const seatAction = (n: number, action: string, token?: string) =>
      call(`${t.url}/api/games/${id}/seats/${n}/${action}`, { method: 'POST', token });
    said(await seatAction(0, 'leave'), 'link of seat 1 (Ada)', 'link segreto del posto 1 (Ada)');
    said(await seatAction(1, 'leave', ada), 'for seat 2;', 'per il posto 2;');
    said(await seatAction(0, 'reclaim', ada), 'for seat 1 (Ada):', 'per il posto 1 (Ada):');
    said(
      await seatAction(2, 'leave', ada),
      'has 2 seats; there is no seat 3.',
      'ha 2 posti; il posto 3 non esiste.',
    );
    said(
      await post(`/api/games/${id}/seats/2/claim`, { name: 'Bea' }),
      'there is no seat 3.',
      'il posto 3 non esiste.',
    );
  });

  it('in the lobby, with a personal key and in a classroom', async () => {
    const open = await create({ seats: [human, { kind: 'open' }], listed: true });
    expect(open.status).toBe(201);
    const id = open.body.gameId as string;
    const token = open.body.seats[0].token as string;
    saidInBoth(
      await post(
        `/api/games/${id}/moves`,
        { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
        token,
      ),
      409,
      'GAME_NOT_STARTED',
    );
    saidInBoth(await post(`/api/games/${id}/seats/0/claim`, { name: 'Ada' }), 409, 'SEAT_TAKEN');
    saidInBoth(await post(`/api/games/${id}/seats/7/claim`, { name: 'Ada' }), 404, 'NO_SUCH_SEAT');
    saidInBoth(await post(`/api/games/${id}/seats/1/claim`, { name: '   ' }), 400, 'BAD_REQUEST');

    saidInBoth(await post('/api/players/seats', { gameId: id, token }), 403, 'KEY_REQUIRED');
    saidInBoth(await post('/api/players/seats', { gameId: id, token }, 'unknown-key'), 403, 'BAD_KEY');

    saidInBoth(await call(`${t.url}/api/join/ZZZZZZ`), 404, 'NO_SUCH_CLASSROOM');
    const classroom = (body: Record<string, unknown>) =>
      post('/api/classrooms', { game: 'tic-tac-toe', players: 2, tables: 1, humansPerTable: 1, ...body });
    saidInBoth(await classroom({ players: 3 }), 400, 'BAD_PLAYERS');
    saidInBoth(await classroom({ tables: 2, humansPerTable: 1, students: 5 }), 400, 'BAD_SEATS');
    const made = await classroom({});
    expect(made.status).toBe(201);
    const code = made.body.joinCode as string;
    saidInBoth(await post(`/api/join/${code}`, { name: 'Bot 1 (random)' }), 400, 'BAD_REQUEST');
    expect((await post(`/api/join/${code}`, { name: 'Ada' })).status).toBe(201);
    saidInBoth(await post(`/api/join/${code}`, { name: 'Bea' }), 409, 'CLASSROOM_FULL');
    saidInBoth(await call(`${t.url}/api/classrooms/${made.body.classroomId}`), 403, 'TEACHER_TOKEN_REQUIRED');
  });
});

/** Refusals only programs or operators meet, by code, with why they stay in English. */
const ENGLISH_ONLY: Record<string, string> = {
  BAD_REQUEST: 'a request the web client never sends malformed (names excepted: those carry texts)',
  AUTH_REQUIRED: "a socket's protocol, which the web client follows",
  AUTH_TIMEOUT: "a socket's protocol, which the web client follows",
  TOKEN_IN_URL: "a socket's protocol, which the web client follows",
  CORRUPT_GAME: 'a damaged store, for the operator',
  UNKNOWN_GAME: "the boards' static data, asked for by the client for its own games only",
  NO_BOARD: "the boards' static data, asked for by the client for its own games only",
  NO_TUTORIAL: 'a guided game the client does not offer',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe("the server's refusals", () => {
  const files = sources('src/server').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it('are made with `refusal` (every language) or `programFailure`, never built by hand', () => {
    const byHand = files
      .filter((f) => !f.path.endsWith('src/server/http/errors.ts') && f.text.includes('new ApiFailure('))
      .map((f) => f.path);
    expect(byHand).toEqual([]);
  });

  it('stay in English only for the codes a program or an operator meets', () => {
    const codes = new Set(
      files.flatMap((f) => [...f.text.matchAll(/programFailure\(\s*\d+,\s*'([A-Z_]+)'/g)].map((m) => m[1])),
    );
    expect([...codes].sort()).toEqual(Object.keys(ENGLISH_ONLY).sort());
  });
});
