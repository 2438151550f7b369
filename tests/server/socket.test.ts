// Live updates over WebSocket, against real SQLite and real PostgreSQL: seats see each other's moves,
// a reconnect resumes with everything, and a hidden value never reaches a socket that may not see it.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogLine, ServerMessage, SnapshotAnswer } from '../../src/shared/api.ts';
import { mergeSnapshot } from '../../src/web/api/log-merge.ts';
import { databases, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

describe.each(databases)('WebSocket on $name', ({ make }) => {
  let db: TestDatabase;
  let t: TestServer;
  const clients: SocketClient[] = [];
  beforeAll(async () => {
    db = make();
    // Every socket of these tests but one authenticates at once; on a loaded machine "at once" can be a
    // second or two after the upgrade, so they get the product's own 5 s, not less.
    t = await startTestServer(db, { socketAuthTimeoutMs: 5000 });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await t.close();
    await db.drop();
  });

  const open = async (
    gameId: string,
    token?: string,
    headers?: Record<string, string>,
    logSince?: number,
  ) => {
    const c = await SocketClient.open(
      `${t.ws}/api/games/${gameId}/socket${logSince !== undefined ? `?logSince=${logSince}` : ''}`,
      { token, headers },
    );
    clients.push(c);
    return c;
  };
  const states = (c: SocketClient) =>
    c.messages.flatMap((m: ServerMessage) => (m.type === 'state' ? [m.snapshot] : []));
  /** What the web page keeps: every message merged into one snapshot with the whole log. */
  const merged = (received: SnapshotAnswer[], held: SnapshotAnswer | null = null) => {
    for (const s of received) {
      const r = mergeSnapshot(held, s);
      if (r.kind === 'gap') throw new Error(`a gap at move ${s.moveCount} (logFrom ${s.logFrom})`);
      if (r.kind === 'take') held = r.snapshot;
    }
    return held!;
  };
  const lineNumbers = (log: LogLine[]) => log.map((l) => l.n);
  const create = async (body: unknown) => (await call(`${t.url}/api/games`, { body })).body;
  const post = (gameId: string, token: string, seat: number, move: unknown, expectedMoveCount: number) =>
    call(`${t.url}/api/games/${gameId}/moves`, { body: { seat, move, expectedMoveCount }, token });
  const ttt = {
    game: 'tic-tac-toe',
    players: 2,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    options: { firstPlayer: 0 },
    customSetup: true,
  };

  it("lets two seats see each other's moves as they happen", async () => {
    const g = await create(ttt);
    const [a, b] = [
      await open(g.gameId, g.seats[0].token),
      await open(g.gameId, undefined, { authorization: `Bearer ${g.seats[1].token}` }),
    ];
    expect(await a.state(0)).toMatchObject({ viewer: 0, controls: [0], moveCount: 0 });
    expect(await b.state(0)).toMatchObject({ viewer: 1, controls: [1] });
    expect((await post(g.gameId, g.seats[0].token, 0, { type: 'MARK', cell: 4 }, 0)).status).toBe(200);
    const seenByB = await b.state(1);
    expect(seenByB.view).toMatchObject({ cells: [null, null, null, null, 0, null, null, null, null] });
    expect(seenByB.legalMoves['1']).toHaveLength(8);
    expect(seenByB.log[0].entries[0].text.en).toBe('Player 1 marks cell 4.');
    expect((await a.state(1)).legalMoves['0']).toEqual([]);
    expect((await post(g.gameId, g.seats[1].token, 1, { type: 'MARK', cell: 0 }, 1)).status).toBe(200);
    expect((await a.state(2)).activeSeats).toEqual([0]);
    // A refused move pushes nothing.
    const count = a.messages.length;
    expect((await post(g.gameId, g.seats[1].token, 1, { type: 'MARK', cell: 1 }, 2)).status).toBe(422);
    const spectator = await open(g.gameId);
    expect((await spectator.state(2)).viewer).toBe('spectator');
    expect(a.messages.length).toBe(count);
  });

  it('resumes after a reconnect with every move made while away', async () => {
    const g = await create(ttt);
    const first = await open(g.gameId, g.seats[1].token);
    await first.state(0);
    await first.close();
    await post(g.gameId, g.seats[0].token, 0, { type: 'MARK', cell: 0 }, 0);
    await post(g.gameId, g.seats[1].token, 1, { type: 'MARK', cell: 8 }, 1);
    await post(g.gameId, g.seats[0].token, 0, { type: 'MARK', cell: 1 }, 2);
    const again = await open(g.gameId, g.seats[1].token);
    const s = again.messages[0] ?? (await again.waitFor(() => true));
    expect(s.type).toBe('state');
    const snap = (
      s as { snapshot: { moveCount: number; log: { n: number }[]; legalMoves: Record<string, unknown[]> } }
    ).snapshot;
    expect(snap.moveCount).toBe(3);
    expect(snap.log.map((l) => l.n)).toEqual([1, 2, 3]);
    expect(snap.legalMoves['1']).toHaveLength(6);
  });

  it('sends each log line once: after the first message, only the lines of the new moves', async () => {
    const g = await create(ttt);
    const seat0 = await open(g.gameId, g.seats[0].token);
    const watcher = await open(g.gameId);
    await seat0.state(0);
    await watcher.state(0);
    const cells = [4, 0, 8, 2, 1];
    for (const [i, cell] of cells.entries()) {
      expect((await post(g.gameId, g.seats[i % 2].token, i % 2, { type: 'MARK', cell }, i)).status).toBe(200);
      await seat0.state(i + 1);
      await watcher.state(i + 1);
    }
    for (const [c, token] of [
      [seat0, `?token=${g.seats[0].token}`],
      [watcher, ''],
    ] as const) {
      const got = states(c);
      expect(got.map((s) => s.moveCount)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(got[0].logFrom).toBe(0);
      for (const s of got.slice(1)) {
        expect(s.logFrom).toBe(s.moveCount);
        expect(lineNumbers(s.log)).toEqual([s.moveCount]);
      }
      const whole = (await call(`${t.url}/api/games/${g.gameId}${token}`)).body as SnapshotAnswer;
      expect(lineNumbers(whole.log)).toEqual([1, 2, 3, 4, 5]);
      expect(merged(got)).toEqual(whole);
    }
  });

  it('sends on reconnect the lines after the move the client names, none twice and none missing', async () => {
    const g = await create(ttt);
    const first = await open(g.gameId, g.seats[1].token);
    await post(g.gameId, g.seats[0].token, 0, { type: 'MARK', cell: 4 }, 0);
    await first.state(1);
    const held = merged(states(first));
    await first.close();
    // Moves made while away, including this seat's own through another device.
    await post(g.gameId, g.seats[1].token, 1, { type: 'MARK', cell: 0 }, 1);
    await post(g.gameId, g.seats[0].token, 0, { type: 'MARK', cell: 8 }, 2);
    await post(g.gameId, g.seats[1].token, 1, { type: 'MARK', cell: 2 }, 3);
    const again = await open(g.gameId, g.seats[1].token, undefined, held.moveCount);
    const resumed = await again.state(4);
    expect(resumed.logFrom).toBe(2);
    expect(lineNumbers(resumed.log)).toEqual([2, 3, 4]);
    await post(g.gameId, g.seats[0].token, 0, { type: 'MARK', cell: 1 }, 4);
    expect(lineNumbers((await again.state(5)).log)).toEqual([5]);
    const whole = (await call(`${t.url}/api/games/${g.gameId}?token=${g.seats[1].token}`)).body;
    expect(merged(states(again), held)).toEqual(whole);
    // Naming a move not played yet only means there is nothing to send; a bad value is refused.
    const ahead = await open(g.gameId, g.seats[1].token, undefined, 99);
    expect(await ahead.state(5)).toMatchObject({ logFrom: 6, log: [] });
    await expect(SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket?logSince=-1`)).rejects.toThrow(
      'HTTP 400',
    );
  });

  it('sends a hot-seat screen every line filtered anew when the seat at it changes', async () => {
    const g = await create({
      game: 'secrets',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'hot',
      customSetup: true,
      hotSeat: true,
    });
    const screen = await open(g.gameId, g.hotSeatToken);
    await screen.state(0);
    for (let n = 0; n < 4; n++) {
      expect((await post(g.gameId, g.hotSeatToken, n % 2, { type: 'REDRAW' }, n)).status).toBe(200);
      await screen.state(n + 1);
    }
    const got = states(screen);
    expect(got.map((s) => s.viewer)).toEqual([0, 1, 0, 1, 0]);
    // Every move is a redraw, whose line reads otherwise for the other seat: all lines come again.
    expect(got.map((s) => s.logFrom)).toEqual([0, 1, 0, 0, 0]);
    for (const [i, s] of got.entries()) {
      const other = s.viewer === 0 ? 1 : 0;
      expect(JSON.stringify(s)).not.toMatch(new RegExp(`secret-${other}-`));
      expect(screen.raw[i]).not.toMatch(new RegExp(`secret-${other}-`));
    }
    const whole = (await call(`${t.url}/api/games/${g.gameId}?token=${g.hotSeatToken}`)).body;
    expect(merged(got)).toEqual(whole);
    // Pinned to one seat, the screen gets only the new lines, and only that seat's secrets.
    const pinned = await SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket?seat=1`, {
      token: g.hotSeatToken,
    });
    clients.push(pinned);
    await pinned.state(4);
    expect((await post(g.gameId, g.hotSeatToken, 0, { type: 'REDRAW' }, 4)).status).toBe(200);
    const next = await pinned.state(5);
    expect([next.viewer, next.logFrom, lineNumbers(next.log)]).toEqual([1, 5, [5]]);
    expect(pinned.raw.join('\n')).not.toMatch(/secret-0-/);
  });

  it('sends a hot-seat screen only the lines it lacks when the seat at it changes', async () => {
    const g = await create({
      game: 'secrets',
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'hand-over',
      customSetup: true,
      hotSeat: true,
    });
    const screen = await open(g.gameId, g.hotSeatToken);
    await screen.state(0);
    // Passes read the same for every seat; the redraw at move 4 shows its word to seat 1 alone.
    const moves = ['PASS', 'PASS', 'PASS', 'REDRAW', 'PASS', 'PASS'];
    for (const [n, type] of moves.entries()) {
      expect((await post(g.gameId, g.hotSeatToken, n % 2, { type }, n)).status).toBe(200);
      await screen.state(n + 1);
      const whole = (await call(`${t.url}/api/games/${g.gameId}?token=${g.hotSeatToken}`)).body;
      expect(merged(states(screen))).toEqual(whole);
    }
    const got = states(screen);
    expect(got.map((s) => s.viewer)).toEqual([0, 1, 0, 1, 0, 1, 'spectator']);
    // Each hand-over brings the new line alone, and again the redraw's line, which the next eyes read
    // otherwise, with every line after it.
    expect(got.map((s) => s.logFrom)).toEqual([0, 1, 2, 3, 4, 4, 4]);
    expect(got.map((s) => lineNumbers(s.log))).toEqual([[], [1], [2], [3], [4], [4, 5], [4, 5, 6]]);
    expect(got[4].log[0].entries[0].params.word).toBeNull();
    expect(got[5].log[0].entries[0].params.word).toMatch(/^secret-1-/);
    // Over HTTP the server does not know whose lines the client holds: it sends again every line that
    // any of the token's seats, or a spectator, reads otherwise.
    const since = (await call(`${t.url}/api/games/${g.gameId}?token=${g.hotSeatToken}&logSince=5`)).body;
    expect([since.logFrom, lineNumbers(since.log)]).toEqual([4, [4, 5, 6]]);
  });

  it('refuses a token in the URL and an unknown game before the upgrade, and a wrong token in the header', async () => {
    const g = await create(ttt);
    await expect(
      SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket?token=${g.seats[0].token}`),
    ).rejects.toThrow('HTTP 400');
    await expect(
      SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket`, {
        headers: { authorization: 'Bearer wrong' },
      }),
    ).rejects.toThrow('HTTP 403');
    await expect(SocketClient.open(`${t.ws}/api/games/nosuchgame/socket`)).rejects.toThrow('HTTP 404');
  });

  /** Opens a socket that says what the test gives it, and resolves with the messages and the close. */
  const closing = (gameId: string, first?: unknown) =>
    new Promise<{ code: number; reason: string; messages: ServerMessage[] }>((resolve, reject) => {
      const socket = new WebSocket(`${t.ws}/api/games/${gameId}/socket`);
      const messages: ServerMessage[] = [];
      socket.on('message', (d) => messages.push(JSON.parse(String(d)) as ServerMessage));
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason), messages }));
      socket.once('open', () => first !== undefined && socket.send(JSON.stringify(first)));
      socket.once('error', reject);
    });

  it('authenticates a socket by its first message and closes one with a bad, missing or late auth', async () => {
    const g = await create(ttt);
    const seat = await open(g.gameId, g.seats[1].token);
    expect(await seat.state(0)).toMatchObject({ viewer: 1, controls: [1] });
    const wrong = await closing(g.gameId, { type: 'auth', token: 'wrong' });
    expect([wrong.code, wrong.reason]).toEqual([4403, 'BAD_TOKEN']);
    expect(wrong.messages).toEqual([
      { type: 'error', error: expect.objectContaining({ code: 'BAD_TOKEN' }) },
    ]);
    const notAuth = await closing(g.gameId, { type: 'ping' });
    expect([notAuth.code, notAuth.reason]).toEqual([4401, 'AUTH_REQUIRED']);
    expect(notAuth.messages.map((m) => m.type)).toEqual(['error']);
    const badShape = await closing(g.gameId, { type: 'auth', token: 42 });
    expect(badShape.code).toBe(4403);
    // Silent: closed after the server's few seconds (5 s), having been sent nothing.
    const silent = await closing(g.gameId);
    expect([silent.code, silent.reason]).toEqual([4401, 'AUTH_TIMEOUT']);
    expect(silent.messages.map((m) => m.type)).toEqual(['error']);
  });

  it('answers ping with pong and a bad message with an error', async () => {
    const g = await create(ttt);
    const c = await open(g.gameId);
    await c.state(0);
    c.send({ type: 'ping' });
    await c.waitFor((m) => m.type === 'pong');
    c.send('not json');
    const e = await c.waitFor((m) => m.type === 'error');
    expect(e).toMatchObject({ error: { code: 'BAD_MESSAGE' } });
    const metrics = await call(`${t.url}/metrics`);
    expect(metrics.body).toMatch(/externalities_sockets_connected [1-9]/);
  });

  it(
    'never sends a seat’s secret to another seat or a spectator, even on reconnect',
    { timeout: 30_000 },
    async () => {
      const g = await create({
        game: 'secrets',
        players: 3,
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot' }],
        seed: 'leak',
        customSetup: true,
      });
      const tokens = g.seats.map((s: { token?: string }) => s.token);
      const owner = await open(g.gameId, tokens[0]);
      const other = await open(g.gameId, tokens[1]);
      const watcher = await open(g.gameId);
      let count = 0;
      // Seat 0 redraws its secret every turn; seat 1 redraws too; the bot plays seat 2.
      for (let round = 0; round < 3; round++) {
        for (const seat of [0, 1]) {
          const r = await post(g.gameId, tokens[seat], seat, { type: 'REDRAW' }, count);
          expect(r.status).toBe(200);
          count++;
          if (seat === 1 && round === 1) {
            // Seat 1 and the spectator drop and come back mid-game.
            await other.close();
            await watcher.close();
            const [o2, w2] = [await open(g.gameId, tokens[1]), await open(g.gameId)];
            // The first message is the whole state (the bot may already have moved again).
            for (const c of [o2, w2]) {
              const first = await c.waitFor(() => true);
              expect(first.type === 'state' && first.snapshot.moveCount >= count).toBe(true);
            }
          }
        }
        await owner.state(count + 1);
        count++;
      }
      await owner.state(count);
      const own = owner.raw.join('\n');
      expect(own).toMatch(/secret-0-/);
      expect(own).not.toMatch(/secret-1-|secret-2-/);
      const others = clients.filter((c) => c !== owner);
      for (const c of others.slice(-4)) {
        expect(c.messages.length).toBeGreaterThan(0);
        expect(c.raw.join('\n')).not.toMatch(/secret-0-/);
      }
      // The HTTP views are filtered the same way.
      expect(JSON.stringify((await call(`${t.url}/api/games/${g.gameId}`)).body)).not.toMatch(/secret-\d-/);
      for (let n = 0; n <= count; n++) {
        const p = await call(`${t.url}/api/games/${g.gameId}/positions/${n}?token=${tokens[1]}`);
        expect(JSON.stringify(p.body)).not.toMatch(/secret-0-|secret-2-/);
      }
    },
  );
});
