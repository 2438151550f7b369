// "Your turn" by Web Push, delivered to a stand-in push service on 127.0.0.1 that decrypts each
// notification with the subscriber's own keys and checks the VAPID signature: on SQLite and on
// PostgreSQL, after a person's move and after a bot's; the key pair survives a restart and is shared
// by two nodes; a 410 deletes the subscription; bad subscriptions and wrong tokens change nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/server/config.ts';
import { databases, type TestDatabase } from '../support/databases.ts';
import { startPushService, type StandInPushService } from '../support/push-service.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const localPush = { push: { ...defaultConfig.push, allowLocalEndpoints: true, concurrency: 1 } };

async function newGame(
  url: string,
  seats: object[] = [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Bo' },
  ],
) {
  const r = await call(`${url}/api/games`, {
    body: { game: 'tic-tac-toe', players: 2, seats, options: { firstPlayer: 0 }, customSetup: true },
  });
  expect(r.status).toBe(201);
  return { gameId: r.body.gameId as string, tokens: r.body.seats.map((s: { token?: string }) => s.token) };
}

const move = (url: string, gameId: string, token: string, seat: number, cell: number, expected: number) =>
  call(`${url}/api/games/${gameId}/moves`, {
    token,
    body: { seat, move: { type: 'MARK', cell }, expectedMoveCount: expected },
  });

const subscribe = (url: string, gameId: string, seat: number, token: string | undefined, body: unknown) =>
  call(`${url}/api/games/${gameId}/seats/${seat}/push`, { token, body });

describe.each(databases)('push notifications on $name', ({ make }) => {
  let db: TestDatabase;
  let t: TestServer;
  let service: StandInPushService;
  beforeAll(async () => {
    db = make();
    t = await startTestServer(db, localPush);
  });
  afterEach(async () => {
    await service?.close();
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('sends the seat to move an encrypted notification naming the game and seat, signed with the stored key', async () => {
    service = await startPushService();
    const { publicKey } = (await call(`${t.url}/api/push/key`)).body;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const doc = (await call(`${t.url}/api/openapi.json`)).body;
    expect(Object.keys(doc.paths['/api/games/{id}/seats/{n}/push'])).toEqual(['post', 'delete']);
    const { gameId, tokens } = await newGame(t.url);
    const bo = service.subscriber('bo');
    const r = await subscribe(t.url, gameId, 1, tokens[1], { subscription: bo, lang: 'it' });
    expect([r.status, r.body.seat, r.body.lang]).toEqual([201, 1, 'it']);

    expect((await move(t.url, gameId, tokens[0], 0, 4, 0)).status).toBe(200);
    const [got] = await service.waitFor(1);
    expect(got.path).toBe('/push/bo');
    expect(got.payload).toMatchObject({
      kind: 'turn',
      gameId,
      seat: 1,
      moveCount: 1,
      title: 'Tocca a te',
      path: `/play/${gameId}?seat=1`,
    });
    expect(got.payload.body).toContain('Bo');
    // The link in the payload opens the game; the seat's token stays in the browser that subscribed.
    expect(JSON.stringify(got.payload)).not.toContain(tokens[1]);
    expect(got.vapid.signatureValid).toBe(true);
    expect(got.vapid.publicKey).toBe(publicKey);
    expect(got.vapid.claims.aud).toBe(service.origin);
    expect(got.vapid.claims.sub).toBe(defaultConfig.push.subject);
    expect(got.vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
  });

  it('tells a person the turn is back after a bot moved, and not the bot', async () => {
    service = await startPushService();
    const { gameId, tokens } = await newGame(t.url, [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', level: 'random' },
    ]);
    const ann = service.subscriber('ann');
    expect((await subscribe(t.url, gameId, 0, tokens[0], { subscription: ann })).status).toBe(201);
    expect((await move(t.url, gameId, tokens[0], 0, 0, 0)).status).toBe(200);
    const [got] = await service.waitFor(1);
    // The bot's move (move 2) gave the turn back: Ann's own move did not notify her.
    expect(got.payload).toMatchObject({ gameId, seat: 0, moveCount: 2, title: 'Your turn' });
    expect(got.payload.body).toBe('Tic-tac-toe: Ann, the table is waiting for your move.');
  });

  it('notifies no seat that opted out, and the others in order', async () => {
    service = await startPushService();
    const { gameId, tokens } = await newGame(t.url);
    const bo = service.subscriber('bo2');
    const ann = service.subscriber('ann2');
    expect((await subscribe(t.url, gameId, 1, tokens[1], { subscription: bo })).status).toBe(201);
    expect((await subscribe(t.url, gameId, 0, tokens[0], { subscription: ann })).status).toBe(201);
    const out = await call(`${t.url}/api/games/${gameId}/seats/1/push`, {
      method: 'DELETE',
      token: tokens[1],
      body: { endpoint: bo.endpoint },
    });
    expect([out.status, out.body.removed]).toEqual([200, 1]);
    expect((await move(t.url, gameId, tokens[0], 0, 0, 0)).status).toBe(200);
    expect((await move(t.url, gameId, tokens[1], 1, 1, 1)).status).toBe(200);
    // One delivery at a time, in order: had Bo been told, that would have come first.
    const [got] = await service.waitFor(1);
    expect([got.path, got.payload.seat, got.payload.moveCount]).toEqual(['/push/ann2', 0, 2]);
  });

  it('tells no seat a stand-in plays for, and tells the person again once they are back', async () => {
    service = await startPushService();
    const { gameId, tokens } = await newGame(t.url);
    const bo = service.subscriber('bo3');
    const ann = service.subscriber('ann3');
    expect((await subscribe(t.url, gameId, 1, tokens[1], { subscription: bo })).status).toBe(201);
    expect((await subscribe(t.url, gameId, 0, tokens[0], { subscription: ann })).status).toBe(201);
    const leave = await call(`${t.url}/api/games/${gameId}/seats/1/leave`, {
      method: 'POST',
      token: tokens[1],
    });
    expect([leave.status, leave.body.seats[1].standIn]).toEqual([200, 'random']);
    // Ann's move hands the turn to Bo's stand-in, whose move gives it back to Ann.
    expect((await move(t.url, gameId, tokens[0], 0, 0, 0)).status).toBe(200);
    // One delivery at a time, in order: had Bo been told at move 1, that would have come first.
    const [first] = await service.waitFor(1);
    expect([first.path, first.payload.seat, first.payload.moveCount]).toEqual(['/push/ann3', 0, 2]);
    const back = await call(`${t.url}/api/games/${gameId}/seats/1/reclaim`, {
      method: 'POST',
      token: tokens[1],
    });
    expect(back.status).toBe(200);
    const now = await call(`${t.url}/api/games/${gameId}`, { token: tokens[0] });
    const cell = (now.body.legalMoves['0'][0].move as { cell: number }).cell;
    expect((await move(t.url, gameId, tokens[0], 0, cell, 2)).status).toBe(200);
    const [, second] = await service.waitFor(2);
    expect([second.path, second.payload.seat, second.payload.moveCount]).toEqual(['/push/bo3', 1, 3]);
  });

  it('deletes a subscription the push service answers 410 for', async () => {
    service = await startPushService();
    service.answer = 410;
    const { gameId, tokens } = await newGame(t.url);
    expect(
      (await subscribe(t.url, gameId, 1, tokens[1], { subscription: service.subscriber('gone') })).status,
    ).toBe(201);
    expect(await t.storage.push.forSeats(gameId, [1])).toHaveLength(1);
    expect((await move(t.url, gameId, tokens[0], 0, 0, 0)).status).toBe(200);
    await service.waitFor(1);
    let left = 1;
    for (let i = 0; i < 1000 && left > 0; i++) {
      left = (await t.storage.push.forSeats(gameId, [1])).length;
      if (left > 0) await new Promise((r) => setTimeout(r, 25));
    }
    expect(left).toBe(0);
  });

  it('refuses malformed subscriptions and wrong tokens, storing nothing', async () => {
    service = await startPushService();
    const { gameId, tokens } = await newGame(t.url);
    const good = service.subscriber('x');
    const cases: [number, string | undefined, unknown, number, string][] = [
      [1, tokens[1], {}, 400, 'BAD_REQUEST'],
      [1, tokens[1], { subscription: { endpoint: good.endpoint } }, 400, 'BAD_REQUEST'],
      [
        1,
        tokens[1],
        { subscription: { ...good, keys: { ...good.keys, p256dh: 'AAAA' } } },
        400,
        'BAD_SUBSCRIPTION',
      ],
      [
        1,
        tokens[1],
        {
          subscription: {
            ...good,
            keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
          },
        },
        400,
        'BAD_SUBSCRIPTION',
      ],
      [
        1,
        tokens[1],
        { subscription: { ...good, keys: { ...good.keys, auth: 'AAAA' } } },
        400,
        'BAD_SUBSCRIPTION',
      ],
      [1, tokens[1], { subscription: { ...good, endpoint: 'not a url' } }, 400, 'BAD_SUBSCRIPTION'],
      [
        1,
        tokens[1],
        { subscription: { ...good, endpoint: 'ftp://push.example.org/x' } },
        400,
        'BAD_SUBSCRIPTION',
      ],
      [1, tokens[1], { subscription: { ...good, endpoint: 'https://10.0.0.1/x' } }, 400, 'BAD_SUBSCRIPTION'],
      [1, tokens[1], { subscription: good, lang: 'fr' }, 400, 'BAD_REQUEST'],
      [1, tokens[1], { subscription: good, extra: 1 }, 400, 'BAD_REQUEST'],
      [1, tokens[0], { subscription: good }, 403, 'NOT_YOUR_SEAT'],
      [1, 'made-up-token', { subscription: good }, 403, 'BAD_TOKEN'],
      [1, undefined, { subscription: good }, 403, 'TOKEN_REQUIRED'],
      [2, tokens[1], { subscription: good }, 400, 'BAD_REQUEST'],
    ];
    for (const [seat, token, body, status, code] of cases) {
      const r = await subscribe(t.url, gameId, seat, token, body);
      expect([r.status, r.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
      expect(r.body.error.message).toMatch(/\w/);
    }
    const elsewhere = await subscribe(t.url, 'no-such-game', 0, tokens[0], { subscription: good });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([404, 'NO_SUCH_GAME']);
    const off = await call(`${t.url}/api/games/${gameId}/seats/1/push`, {
      method: 'DELETE',
      token: tokens[0],
    });
    expect([off.status, off.body.error.code]).toEqual([403, 'NOT_YOUR_SEAT']);
    expect(await t.storage.push.forSeats(gameId, [0, 1])).toEqual([]);
  });
});

describe('push on a server for the public', () => {
  it('takes only https endpoints of push services', async () => {
    const db = databases[0].make();
    // The push service's name resolves to a public address (a resolver of the test's, not the network).
    const resolve = async () => ['142.250.180.10'];
    const t = await startTestServer(db, { push: { ...defaultConfig.push, resolve } });
    try {
      const service = await startPushService();
      const { gameId, tokens } = await newGame(t.url);
      const local = await subscribe(t.url, gameId, 1, tokens[1], { subscription: service.subscriber('a') });
      expect([local.status, local.body.error.code]).toEqual([400, 'BAD_SUBSCRIPTION']);
      const sub = service.subscriber('b');
      const https = await subscribe(t.url, gameId, 1, tokens[1], {
        subscription: { ...sub, endpoint: 'https://push.example.org/send/abc' },
      });
      expect(https.status).toBe(201);
      expect((await t.storage.push.forSeats(gameId, [1])).map((s) => s.endpoint)).toEqual([
        'https://push.example.org/send/abc',
      ]);
      await service.close();
    } finally {
      await t.close();
      await db.drop();
    }
  });
});

describe.each(databases)('the VAPID key pair on $name', ({ name, make }) => {
  it('is made once and kept: the same public key after a restart and on a second node', async () => {
    const db = make();
    try {
      const first = await startTestServer(db);
      const key = (await call(`${first.url}/api/push/key`)).body.publicKey;
      if (name === 'postgres') {
        const second = await startTestServer(db);
        expect((await call(`${second.url}/api/push/key`)).body.publicKey).toBe(key);
        await second.close();
      }
      await first.close();
      const again = await startTestServer(db);
      expect((await call(`${again.url}/api/push/key`)).body.publicKey).toBe(key);
      await again.close();
    } finally {
      await db.drop();
    }
  });
});

describe('push with two nodes on PostgreSQL', () => {
  it('sends one notification per turn change, from the node that stored the move', async () => {
    const db = databases[1].make();
    const a = await startTestServer(db, localPush);
    const b = await startTestServer(db, localPush);
    const service = await startPushService();
    try {
      const { gameId, tokens } = await newGame(a.url);
      expect(
        (await subscribe(a.url, gameId, 0, tokens[0], { subscription: service.subscriber('n0') })).status,
      ).toBe(201);
      expect(
        (await subscribe(a.url, gameId, 1, tokens[1], { subscription: service.subscriber('n1') })).status,
      ).toBe(201);
      expect((await move(b.url, gameId, tokens[0], 0, 0, 0)).status).toBe(200);
      await service.waitFor(1);
      expect((await move(a.url, gameId, tokens[1], 1, 1, 1)).status).toBe(200);
      await service.waitFor(2);
      expect((await move(b.url, gameId, tokens[0], 0, 3, 2)).status).toBe(200);
      const got = await service.waitFor(3);
      expect(got.map((r) => [r.payload.seat, r.payload.moveCount])).toEqual([
        [1, 1],
        [0, 2],
        [1, 3],
      ]);
    } finally {
      await service.close();
      await b.close();
      await a.close();
      await db.drop();
    }
  });
});
