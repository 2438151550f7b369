// Remote play around a game, on SQLite and PostgreSQL: a rematch is one game however many times and
// from however many seats it is asked for; lists show a caller only its own games and listed ones; an
// open seat is taken by exactly one of two claims, and the game waits for its last open seat; the chat
// keeps its limits and stores text as written; a personal key gives back the seats it gathers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databases, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

const twoPeople = {
  game: 'tic-tac-toe',
  players: 2,
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Ben' },
  ],
  options: { firstPlayer: 0 },
  customSetup: true,
};

/** Seat 0 takes the top row: the game is over after five moves. */
async function playOut(t: TestServer, gameId: string, tokens: string[]) {
  for (const [i, cell] of [0, 3, 1, 4, 2].entries()) {
    const r = await call(`${t.url}/api/games/${gameId}/moves`, {
      body: { seat: i % 2, move: { type: 'MARK', cell }, expectedMoveCount: i },
      token: tokens[i % 2],
    });
    expect(r.status).toBe(200);
  }
}

describe.each(databases)('remote play on $name', { timeout: 60_000 }, ({ make }) => {
  let db: TestDatabase;
  let t: TestServer;
  beforeEach(async () => {
    db = make();
    t = await startTestServer(db, { chatRate: { perSecond: 0.001, burst: 3 } });
  }, 60_000);
  afterEach(async () => {
    await t.close();
    await db.drop();
  }, 60_000);

  const create = async (body: object = twoPeople) => {
    const r = await call(`${t.url}/api/games`, { body });
    expect(r.status).toBe(201);
    return r.body;
  };

  it('makes one rematch of a finished game, which every seat opens with its old link', async () => {
    const g = await create({
      ...twoPeople,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', level: 'random' },
      ],
      chat: false,
    });
    const early = await call(`${t.url}/api/games/${g.gameId}/rematch`, { body: {}, token: g.seats[0].token });
    expect([early.status, early.body.error.code]).toEqual([409, 'GAME_RUNNING']);
    expect(early.body.error.message).toMatch(/once this game is over/);
    expect((await call(`${t.url}/api/games/${g.gameId}/rematch`, { body: {} })).status).toBe(403);
    // Ann plays against the random bot until the game is over.
    const ann = g.seats[0].token;
    let status = 'running';
    for (let i = 0; i < 2000 && status === 'running'; i++) {
      const s = (await call(`${t.url}/api/games/${g.gameId}?token=${ann}`)).body;
      status = s.status;
      if (status === 'finished') break;
      if (!s.activeSeats.includes(0)) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const cell = s.legalMoves['0'][0].move.cell;
      await call(`${t.url}/api/games/${g.gameId}/moves`, {
        body: { seat: 0, move: { type: 'MARK', cell }, expectedMoveCount: s.moveCount },
        token: ann,
      });
    }
    expect(status).toBe('finished');
    const calls = await Promise.all(
      [0, 1, 2, 3].map(() => call(`${t.url}/api/games/${g.gameId}/rematch`, { body: {}, token: ann })),
    );
    const ids = new Set(calls.map((c) => c.body.gameId));
    expect(ids.size).toBe(1);
    expect(calls.filter((c) => c.status === 201)).toHaveLength(1);
    const [newId] = ids;
    expect(newId).not.toBe(g.gameId);
    expect(calls[0].body.link).toBe(`/play/${newId}#token=${ann}`);
    const again = await call(`${t.url}/api/games/${g.gameId}/rematch`, { body: {}, token: ann });
    expect([again.status, again.body.gameId, again.body.created]).toEqual([200, newId, false]);
    const old = await call(`${t.url}/api/games/${g.gameId}`);
    // Who asked is told with it, so the other seats' notice can say who started the new game.
    expect(old.body.rematch).toEqual({ gameId: newId, by: { seat: 0, name: 'Ann' } });
    const fresh = (await call(`${t.url}/api/games/${newId}?token=${ann}`)).body;
    expect(fresh).toMatchObject({ viewer: 0, controls: [0], status: 'running', chat: false });
    expect(fresh.seats).toEqual([
      { seat: 0, kind: 'human', name: 'Ann' },
      { seat: 1, kind: 'bot', level: 'random', name: 'Bot 2 (random)' },
    ]);
    const record = await call(`${t.url}/api/games/${g.gameId}/record`);
    expect(record.body.options).toEqual({ players: 2, firstPlayer: 0 });
  });

  it('lets the other seat find the rematch from its own link, and refuses a stranger', async () => {
    const g = await create();
    const tokens = g.seats.map((s: { token: string }) => s.token);
    await playOut(t, g.gameId, tokens);
    const first = await call(`${t.url}/api/games/${g.gameId}/rematch`, { body: {}, token: tokens[0] });
    expect(first.status).toBe(201);
    const seen = await call(`${t.url}/api/games/${g.gameId}?token=${tokens[1]}`);
    expect(seen.body.rematch).toEqual({ gameId: first.body.gameId, by: { seat: 0, name: 'Ann' } });
    const ben = await call(`${t.url}/api/games/${g.gameId}/rematch`, { body: {}, token: tokens[1] });
    expect(ben.body).toMatchObject({ gameId: first.body.gameId, created: false });
    // Ben asking after Ann changes nothing: Ann started it.
    const after = await call(`${t.url}/api/games/${g.gameId}`);
    expect(after.body.rematch.by).toEqual({ seat: 0, name: 'Ann' });
    const inNew = await call(`${t.url}/api/games/${first.body.gameId}?token=${tokens[1]}`);
    expect(inNew.body).toMatchObject({ viewer: 1, controls: [1] });
    const stranger = await call(`${t.url}/api/games/${g.gameId}/rematch`, {
      body: {},
      token: 'x'.repeat(24),
    });
    expect(stranger.status).toBe(403);
  });

  it("keeps the old game's time control and stand-in level in its rematch", async () => {
    for (const clock of [{ moveSeconds: 3600 }, { bankSeconds: 600, incrementSeconds: 5 }]) {
      const g = await create({ ...twoPeople, clock, standIn: 'random' });
      const tokens = g.seats.map((s: { token: string }) => s.token);
      await playOut(t, g.gameId, tokens);
      const r = await call(`${t.url}/api/games/${g.gameId}/rematch`, { body: {}, token: tokens[1] });
      expect(r.status).toBe(201);
      expect(r.body.link).toBe(`/play/${r.body.gameId}#token=${tokens[1]}`);
      const fresh = (await call(`${t.url}/api/games/${r.body.gameId}?token=${tokens[1]}`)).body;
      expect(fresh).toMatchObject({ clock, standInLevel: 'random', status: 'running' });
      // The first seat to act has its clock running from the start, as in any new game.
      const running = fresh.seatClocks.filter((c: { deadline: string | null }) => c.deadline !== null);
      expect(running.map((c: { seat: number }) => c.seat)).toEqual(fresh.activeSeats);
    }
  });

  it('names no one for the rematch of a hot-seat game (every seat asked from one screen)', async () => {
    const g = await create({ ...twoPeople, hotSeat: true });
    const tokens = [g.hotSeatToken, g.hotSeatToken];
    await playOut(t, g.gameId, tokens);
    const r = await call(`${t.url}/api/games/${g.gameId}/rematch`, { body: {}, token: g.hotSeatToken });
    expect(r.status).toBe(201);
    expect((await call(`${t.url}/api/games/${g.gameId}`)).body.rematch).toEqual({ gameId: r.body.gameId });
  });

  it('lists only the games of the tokens shown, and listed ones', async () => {
    const mine = await create();
    const theirs = await create();
    const listed = await create({ ...twoPeople, listed: true });
    const ids = (body: { games: { gameId: string }[] }) => body.games.map((x) => x.gameId);
    const anonymous = await call(`${t.url}/api/games?limit=200`);
    expect(ids(anonymous.body)).toEqual([listed.gameId]);
    expect(anonymous.body.total).toBe(1);
    const withToken = await call(`${t.url}/api/games?limit=200&token=${mine.seats[1].token}`);
    expect(ids(withToken.body).sort()).toEqual([mine.gameId, listed.gameId].sort());
    const both = await call(
      `${t.url}/api/games?limit=200&token=${mine.seats[0].token}&token=${theirs.seats[0].token}`,
    );
    expect(ids(both.body).sort()).toEqual([mine.gameId, theirs.gameId, listed.gameId].sort());
    const bearer = await call(`${t.url}/api/games?limit=200`, { token: theirs.seats[1].token });
    expect(ids(bearer.body)).toContain(theirs.gameId);
    expect(ids(bearer.body)).not.toContain(mine.gameId);
    expect(JSON.stringify(both.body)).not.toContain(mine.seats[0].token);
    // The lobby shows no game without an open seat.
    expect((await call(`${t.url}/api/lobby`)).body.games).toEqual([]);
  });

  it('claims race on one seat: one wins, the other gets 409; moves and bots wait until the start', async () => {
    const g = await create({
      ...twoPeople,
      seats: [{ kind: 'human', name: 'Ann' }, { kind: 'open' }],
      listed: true,
    });
    expect(g.seats[1]).toMatchObject({ kind: 'open' });
    expect(g.seats[1].token).toBeUndefined();
    const lobby = await call(`${t.url}/api/lobby`);
    expect(lobby.body.games).toEqual([
      expect.objectContaining({ gameId: g.gameId, openSeats: [1], players: 2 }),
    ]);
    const early = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
      token: g.seats[0].token,
    });
    expect([early.status, early.body.error.code]).toEqual([409, 'GAME_NOT_STARTED']);
    expect(early.body.error.message).toMatch(/seat 2 is still open/);
    // The table offers no move until then.
    const before = await call(`${t.url}/api/games/${g.gameId}?token=${g.seats[0].token}`);
    expect(before.body.legalMoves).toEqual({ '0': [] });
    const bad = await call(`${t.url}/api/games/${g.gameId}/seats/1/claim`, { body: { name: ' \u202e ' } });
    expect(bad.status).toBe(400);
    const botName = await call(`${t.url}/api/games/${g.gameId}/seats/1/claim`, {
      body: { name: 'Bot 2 (random)' },
    });
    expect(botName.status).toBe(400);
    expect(
      (await call(`${t.url}/api/games/${g.gameId}/seats/7/claim`, { body: { name: 'Cy' } })).status,
    ).toBe(404);
    const [c1, c2] = await Promise.all([
      call(`${t.url}/api/games/${g.gameId}/seats/1/claim`, { body: { name: 'Cy' } }),
      call(`${t.url}/api/games/${g.gameId}/seats/1/claim`, { body: { name: 'Di' } }),
    ]);
    const statuses = [c1.status, c2.status].sort();
    expect(statuses).toEqual([201, 409]);
    const winner = c1.status === 201 ? c1 : c2;
    const loser = c1.status === 201 ? c2 : c1;
    expect(loser.body.error).toMatchObject({ code: 'SEAT_TAKEN' });
    expect(loser.body.error.message).toContain(winner.body.name);
    // The lobby page shows the refusal in the reader's language.
    expect(loser.body.error.text.it).toBe(`Il posto 2 non è libero: lo ha ${winner.body.name}.`);
    expect(winner.body).toMatchObject({ seat: 1, started: true });
    expect(winner.body.link).toBe(`/play/${g.gameId}#token=${winner.body.token}`);
    const snap = await call(`${t.url}/api/games/${g.gameId}?token=${winner.body.token}`);
    expect(snap.body).toMatchObject({ viewer: 1, controls: [1] });
    const ready = await call(`${t.url}/api/games/${g.gameId}?token=${g.seats[0].token}`);
    expect(ready.body.legalMoves['0']).toHaveLength(9);
    expect(snap.body.seats[1]).toEqual({ seat: 1, kind: 'human', name: winner.body.name });
    expect((await call(`${t.url}/api/lobby`)).body.games).toEqual([]);
    const move = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
      token: g.seats[0].token,
    });
    expect(move.status).toBe(200);
    expect(move.body.log[0].entries[0].text.en).toBe('Ann marks cell 4.');
  });

  it('lets a bot wait for the open seats, then play', async () => {
    const g = await create({
      ...twoPeople,
      options: { firstPlayer: 1 },
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
    });
    // Nothing moves while the seat is open, however long one looks.
    for (let i = 0; i < 5; i++) await call(`${t.url}/api/games/${g.gameId}`);
    expect((await call(`${t.url}/api/games/${g.gameId}`)).body.moveCount).toBe(0);
    const claim = await call(`${t.url}/api/games/${g.gameId}/seats/0/claim`, { body: { name: 'Eve' } });
    expect(claim.status).toBe(201);
    let moves = 0;
    for (let i = 0; i < 2000 && moves === 0; i++) {
      moves = (await call(`${t.url}/api/games/${g.gameId}`)).body.moveCount;
      if (moves === 0) await new Promise((r) => setTimeout(r, 25));
    }
    expect(moves).toBe(1);
  });

  it('takes chat messages within the limits, stores them as written and pushes them', async () => {
    const g = await create();
    const [ann, ben] = g.seats.map((s: { token: string }) => s.token);
    const watcher = await SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket`);
    try {
      const markup = '<img src=x onerror=alert(1)> & "quotes"';
      const sent = await call(`${t.url}/api/games/${g.gameId}/chat`, {
        body: { text: `  ${markup}\n` },
        token: ann,
      });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ n: 1, seat: 0, name: 'Ann', text: markup });
      const pushed = await watcher.waitFor((m) => m.type === 'chat');
      expect(pushed).toEqual({ type: 'chat', message: sent.body });
      const refused = async (body: object, token: string | undefined, status: number, code: string) => {
        const r = await call(`${t.url}/api/games/${g.gameId}/chat`, { body, token });
        expect([r.status, r.body.error?.code]).toEqual([status, code]);
        expect(r.body.error.message).toMatch(/\.$/);
        // The chat shows a refusal as the server words it, in English or Italian.
        if (code !== 'NOT_YOUR_SEAT') expect(r.body.error.text.it).toMatch(/^[A-Z].+\.$/);
      };
      await refused({ text: '   ' }, ben, 400, 'BAD_CHAT');
      await refused({ text: 'x'.repeat(501) }, ben, 400, 'BAD_CHAT');
      await refused({ text: 'a\u0000b' }, ben, 400, 'BAD_CHAT');
      await refused({ text: 'a\u202eb' }, ben, 400, 'BAD_CHAT');
      await refused({ text: 'hello' }, undefined, 403, 'TOKEN_REQUIRED');
      await refused({ text: 'hello', seat: 0 }, ben, 403, 'NOT_YOUR_SEAT');
      expect(
        (await call(`${t.url}/api/games/${g.gameId}/chat`, { body: { text: 'é'.repeat(500) }, token: ben }))
          .status,
      ).toBe(201);
      // Ann's burst is three messages (this server's setting); the fourth waits.
      for (const text of ['two', 'three'])
        expect(
          (await call(`${t.url}/api/games/${g.gameId}/chat`, { body: { text }, token: ann })).status,
        ).toBe(201);
      const fast = await call(`${t.url}/api/games/${g.gameId}/chat`, { body: { text: 'four' }, token: ann });
      expect([fast.status, fast.body.error.code]).toEqual([429, 'CHAT_TOO_FAST']);
      expect(fast.body.error.text.it).toMatch(/^Il posto 1 ha scritto molti messaggi/);
      expect(Number(fast.headers.get('retry-after'))).toBeGreaterThan(0);
      // Ben was not slowed down by Ann.
      expect(
        (await call(`${t.url}/api/games/${g.gameId}/chat`, { body: { text: 'hi' }, token: ben })).status,
      ).toBe(201);
      const read = await call(`${t.url}/api/games/${g.gameId}/chat`);
      expect(read.body.chat).toBe(true);
      expect(read.body.messages.map((m: { text: string }) => m.text)).toEqual([
        markup,
        'é'.repeat(500),
        'two',
        'three',
        'hi',
      ]);
      expect(read.body.messages.map((m: { n: number }) => m.n)).toEqual([1, 2, 3, 4, 5]);
      const after = await call(`${t.url}/api/games/${g.gameId}/chat?after=3`);
      expect(after.body.messages.map((m: { n: number }) => m.n)).toEqual([4, 5]);
      expect((await call(`${t.url}/api/games/${g.gameId}/chat?token=nope`)).status).toBe(403);
    } finally {
      await watcher.close();
    }
  });

  it('refuses chat in a game created without one', async () => {
    const g = await create({ ...twoPeople, chat: false });
    const r = await call(`${t.url}/api/games/${g.gameId}/chat`, {
      body: { text: 'hi' },
      token: g.seats[0].token,
    });
    expect([r.status, r.body.error.code]).toEqual([409, 'CHAT_OFF']);
    expect(r.body.error.text.it).toBe('Questa partita è stata creata senza chat.');
    expect((await call(`${t.url}/api/games/${g.gameId}/chat`)).body).toEqual({ chat: false, messages: [] });
    expect((await call(`${t.url}/api/games/${g.gameId}`)).body.chat).toBe(false);
  });

  it('gathers seats under a personal key and gives their links back, saying which wait', async () => {
    const one = await create();
    const two = await create();
    const key = await call(`${t.url}/api/players`, { body: {} });
    expect(key.status).toBe(201);
    expect(key.body.link).toBe(`/me#key=${key.body.key}`);
    const k = key.body.key;
    const keep = (gameId: string, token: string, withKey = k) =>
      call(`${t.url}/api/players/seats`, { body: { gameId, token }, token: withKey });
    expect((await keep(one.gameId, one.seats[0].token)).status).toBe(201);
    expect((await keep(one.gameId, one.seats[0].token)).body.kept).toBe(1);
    expect((await keep(two.gameId, two.seats[1].token)).status).toBe(201);
    expect((await keep(two.gameId, 'not-a-seat')).status).toBe(403);
    expect((await keep(two.gameId, two.seats[0].token, 'unknown-key')).status).toBe(403);
    const listed = await call(`${t.url}/api/players/seats?key=${k}`);
    expect(listed.status).toBe(200);
    const byId = Object.fromEntries(listed.body.games.map((x: { gameId: string }) => [x.gameId, x]));
    expect(byId[one.gameId]).toMatchObject({ controls: [0], waiting: true, token: one.seats[0].token });
    expect(byId[two.gameId]).toMatchObject({ controls: [1], waiting: false, token: two.seats[1].token });
    expect(listed.body.games[0].gameId).toBe(one.gameId);
    // Only hashes and sealed tokens are stored.
    const kept = await t.storage.social.keptSeats(
      (await import('../../src/server/seats/tokens.ts')).hashToken(k),
    );
    expect(JSON.stringify(kept)).not.toContain(one.seats[0].token);
    expect((await call(`${t.url}/api/players/seats`)).status).toBe(403);
    const forgot = await call(`${t.url}/api/players/seats/${two.gameId}`, { method: 'DELETE', token: k });
    expect(forgot.body).toEqual({ forgotten: true });
    expect((await call(`${t.url}/api/players/seats`, { token: k })).body.games).toHaveLength(1);
  });

  it('says in both lists of my games which seat a bot plays for, and puts that game first', async () => {
    const left = await create({ ...twoPeople, standIn: 'random' });
    const ann = left.seats[0].token;
    const leave = await call(`${t.url}/api/games/${left.gameId}/seats/0/leave`, {
      method: 'POST',
      token: ann,
    });
    expect(leave.status).toBe(200);
    // The stand-in moves for Ann; then it is Ben's turn, which he never takes.
    let moved = 0;
    for (let i = 0; i < 2000 && moved === 0; i++) {
      moved = (await call(`${t.url}/api/games/${left.gameId}`)).body.moveCount;
      if (moved === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(moved).toBe(1);
    // A game changed later, waiting for no one: newest first alone would put it before `left`.
    const newer = await create();
    await playOut(
      t,
      newer.gameId,
      newer.seats.map((x: { token: string }) => x.token),
    );
    const k = (await call(`${t.url}/api/players`, { body: {} })).body.key;
    for (const g of [left, newer])
      expect(
        (
          await call(`${t.url}/api/players/seats`, {
            body: { gameId: g.gameId, token: g.seats[0].token },
            token: k,
          })
        ).status,
      ).toBe(201);
    // The browser's list: the seats its tokens act for, and which bot plays for whom.
    const list = await call(`${t.url}/api/games?limit=200&token=${ann}&token=${newer.seats[0].token}`);
    const byId = Object.fromEntries(list.body.games.map((x: { gameId: string }) => [x.gameId, x]));
    expect(byId[left.gameId].controls).toEqual([0]);
    expect(byId[left.gameId].seats[0]).toMatchObject({ name: 'Ann', standIn: 'random' });
    expect(byId[newer.gameId].controls).toEqual([0]);
    expect(byId[newer.gameId].seats[0].standIn).toBeUndefined();
    expect(JSON.stringify(list.body)).not.toMatch(/hash|token/);
    // The personal key's list: the game a bot plays for Ann comes first.
    const kept = (await call(`${t.url}/api/players/seats?key=${k}`)).body.games;
    expect(kept.map((x: { gameId: string }) => x.gameId)).toEqual([left.gameId, newer.gameId]);
    expect(kept[0]).toMatchObject({ controls: [0], waiting: false });
    expect(kept[0].seats[0].standIn).toBe('random');
    // Taken back: the seat is the person's again in the list.
    const back = await call(`${t.url}/api/games/${left.gameId}/seats/0/reclaim`, {
      method: 'POST',
      token: ann,
    });
    expect(back.status).toBe(200);
    const after = await call(`${t.url}/api/games?limit=200&token=${ann}`);
    expect(
      after.body.games.find((x: { gameId: string }) => x.gameId === left.gameId).seats[0].standIn,
    ).toBeUndefined();
  });
});
