// POST /api/games/:id/undo on real SQLite and PostgreSQL: a seat takes back its own moves while the
// engine allows it, every refusal says why in every language and changes nothing, the log and the
// record tell the story, and a game with undos loads again to the same state.
import { describe, expect, it } from 'vitest';
import { hashState, Match } from '../../src/kernel/index.ts';
import type { SnapshotAnswer } from '../../src/shared/api.ts';
import { databases } from '../support/databases.ts';
import { call, startTestServer, suiteServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';
import { ticTacToe } from '../support/tictactoe.ts';

const ttt = (extra: Record<string, unknown> = {}) => ({
  game: 'tic-tac-toe',
  players: 2,
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Ben' },
  ],
  options: { firstPlayer: 0 },
  seed: 'undo',
  customSetup: true,
  ...extra,
});

describe.each(databases)('undo on $name', ({ make }) => {
  const t = suiteServer(make);

  const create = async (body: unknown = ttt()) => {
    const r = await call(`${t.url}/api/games`, { body });
    expect(r.status).toBe(201);
    return r.body;
  };
  const mark = (id: string, token: string, seat: number, cell: number, expectedMoveCount: number) =>
    call(`${t.url}/api/games/${id}/moves`, {
      body: { seat, move: { type: 'MARK', cell }, expectedMoveCount },
      token,
    });
  const undo = (id: string, token: string | undefined, body: unknown, query = '') =>
    call(`${t.url}/api/games/${id}/undo${query}`, { body, token });
  const observe = async (id: string, token: string) => ({
    snapshot: (await call(`${t.url}/api/games/${id}?token=${token}`)).body,
    stored: await t.storage.loadMoves(id),
  });

  it('takes back the seat’s own move, says canUndo, logs it in English and Italian', async () => {
    const g = await create();
    const [ann, ben] = g.seats.map((s: { token: string }) => s.token);
    const fresh = (await call(`${t.url}/api/games/${g.gameId}?token=${ann}`)).body;
    expect(fresh.canUndo).toEqual({ '0': false });
    const moved = await mark(g.gameId, ann, 0, 4, 0);
    expect(moved.body.canUndo).toEqual({ '0': true });
    expect((await call(`${t.url}/api/games/${g.gameId}?token=${ben}`)).body.canUndo).toEqual({ '1': false });

    const r = await undo(g.gameId, ann, { seat: 0 });
    expect(r.status).toBe(200);
    expect(r.body.view.cells).toEqual(Array(9).fill(null));
    expect(r.body.activeSeats).toEqual([0]);
    expect(r.body.moveCount).toBe(2);
    expect(r.body.canUndo).toEqual({ '0': false });
    const last = r.body.log.at(-1);
    expect(last).toMatchObject({ n: 2, seat: 0 });
    expect(last.entries[0].text).toEqual({
      en: 'Ann took back: Ann marks cell 4.',
      it: 'Ann ha ripreso la mossa: Ann segna la casella 4.',
    });
    // Stored as an appended entry naming the move it takes back.
    const stored = await t.storage.loadMoves(g.gameId);
    expect(stored.map((m) => [m.seq, m.seat, m.undoes])).toEqual([
      [1, 0, undefined],
      [2, 0, 1],
    ]);
    // The same state as a game where the move was never made.
    const never = Match.create(ticTacToe, { players: 2, firstPlayer: 0 }, 'undo');
    const pos = await call(`${t.url}/api/games/${g.gameId}/positions/2`);
    expect(pos.body.view).toEqual(never.view());
    expect((await call(`${t.url}/api/games/${g.gameId}/positions/1`)).body.view.cells[4]).toBe(0);
  });

  it('walks back over a seat’s own moves only, never past another seat’s', async () => {
    const g = await create(ttt({ hotSeat: true }));
    const hot = g.hotSeatToken;
    expect((await mark(g.gameId, hot, 0, 0, 0)).status).toBe(200);
    expect((await mark(g.gameId, hot, 1, 1, 1)).status).toBe(200);
    expect((await mark(g.gameId, hot, 0, 2, 2)).status).toBe(200);
    const snap = (await call(`${t.url}/api/games/${g.gameId}?token=${hot}`)).body;
    expect(snap.canUndo).toEqual({ '0': true, '1': false });
    const back = await undo(g.gameId, hot, { seat: 0 });
    expect(back.status).toBe(200);
    expect(back.body.view.cells).toEqual([0, 1, null, null, null, null, null, null, null]);
    // Ann's first move came before Ben's: Ben has moved since.
    const again = await undo(g.gameId, hot, { seat: 0 });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'UNDO_NOT_ALLOWED',
      message: 'The move cannot be taken back: Ben has moved since.',
      text: {
        en: 'The move cannot be taken back: Ben has moved since.',
        it: 'La mossa non si può riprendere: Ben ha mosso nel frattempo.',
      },
    });
    expect(again.body.current.moveCount).toBe(4);
    // Ben's move stays final too: Ann moved after it, even though she took that move back.
    const ben = await undo(g.gameId, hot, { seat: 1 });
    expect([ben.status, ben.body.error.text.it]).toEqual([
      409,
      'La mossa non si può riprendere: Ann ha mosso nel frattempo.',
    ]);
    // The record holds the moves in effect only and replays to the same state.
    const rest = [
      [0, 4],
      [1, 3],
      [0, 8],
    ];
    let count = 4;
    for (const [seat, cell] of rest)
      expect((await mark(g.gameId, hot, seat, cell, count++)).status).toBe(200);
    const record = (await call(`${t.url}/api/games/${g.gameId}/record`)).body;
    expect(record.moves.map((m: { move: { cell: number } }) => m.move.cell)).toEqual([0, 1, 4, 3, 8]);
    const final = (await call(`${t.url}/api/games/${g.gameId}`)).body;
    expect(Match.replay(ticTacToe, record).view()).toEqual(final.view);
  });

  it('refuses after a card was drawn, with the reason in both languages', async () => {
    const g = await create({ game: 'secrets', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] });
    const token = g.seats[0].token;
    expect(
      (
        await call(`${t.url}/api/games/${g.gameId}/moves`, {
          body: { seat: 0, move: { type: 'REDRAW' }, expectedMoveCount: 0 },
          token,
        })
      ).status,
    ).toBe(200);
    const before = await observe(g.gameId, token);
    expect(before.snapshot.canUndo).toEqual({ '0': false });
    const r = await undo(g.gameId, token, { seat: 0 });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('UNDO_NOT_ALLOWED');
    expect(r.body.error.text).toEqual({
      en: 'The move cannot be taken back: a card was drawn.',
      it: 'La mossa non si può riprendere: è stata pescata una carta.',
    });
    expect(await observe(g.gameId, token)).toEqual(before);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const g = await create();
    const [ann, ben] = g.seats.map((s: { token: string }) => s.token);
    expect((await mark(g.gameId, ann, 0, 4, 0)).status).toBe(200);
    const before = await observe(g.gameId, ann);
    const cases: [string | undefined, unknown, number, string][] = [
      [undefined, { seat: 0 }, 403, 'TOKEN_REQUIRED'],
      ['not-a-token', { seat: 0 }, 403, 'BAD_TOKEN'],
      [ben, { seat: 0 }, 403, 'NOT_YOUR_SEAT'],
      [ben, { seat: 1 }, 409, 'UNDO_NOT_ALLOWED'],
      [ann, { seat: 'zero' }, 400, 'BAD_REQUEST'],
      [ann, { seat: 0, extra: 1 }, 400, 'BAD_REQUEST'],
      [ann, {}, 400, 'BAD_REQUEST'],
      [ann, { seat: 0, expectedMoveCount: -1 }, 400, 'BAD_REQUEST'],
      [ann, { seat: 0, expectedMoveCount: 0 }, 409, 'STALE_MOVE_COUNT'],
    ];
    for (const [token, body, status, code] of cases) {
      const r = await undo(g.gameId, token, body);
      expect([r.status, r.body.error.code]).toEqual([status, code]);
      expect(r.body.error.message.length).toBeGreaterThan(10);
    }
    const nothing = await undo(g.gameId, ben, { seat: 1 });
    expect(nothing.body.error.text.en).toBe(
      'The move cannot be taken back: there is no move of yours to take back.',
    );
    const raw = await call(`${t.url}/api/games/${g.gameId}/undo`, { raw: '{"seat":', token: ann });
    expect([raw.status, raw.body.error.code]).toEqual([400, 'MALFORMED_BODY']);
    expect((await undo('nope', ann, { seat: 0 })).status).toBe(404);
    expect(await observe(g.gameId, ann)).toEqual(before);
    // With the right count it goes through.
    expect((await undo(g.gameId, ann, { seat: 0, expectedMoveCount: 1 })).status).toBe(200);
  });

  it('refuses once the game is over', async () => {
    const g = await create(ttt({ hotSeat: true }));
    const hot = g.hotSeatToken;
    const cells = [0, 3, 1, 4, 2];
    for (let i = 0; i < cells.length; i++)
      expect((await mark(g.gameId, hot, i % 2, cells[i], i)).status).toBe(200);
    const r = await undo(g.gameId, hot, { seat: 0 });
    expect([r.status, r.body.error.text.en]).toEqual([
      409,
      'The move cannot be taken back: the game is over.',
    ]);
  });

  it('pushes the new position to the other seat’s socket', async () => {
    const g = await create();
    const [ann, ben] = g.seats.map((s: { token: string }) => s.token);
    const socket = await SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket`, { token: ben });
    try {
      await socket.state(0);
      expect((await mark(g.gameId, ann, 0, 4, 0)).status).toBe(200);
      const cells = (snap: SnapshotAnswer) => (snap.view as { cells: (number | null)[] }).cells;
      expect(cells(await socket.state(1))[4]).toBe(0);
      expect((await undo(g.gameId, ann, { seat: 0 })).status).toBe(200);
      const after = await socket.state(2);
      expect(cells(after)[4]).toBeNull();
      expect(after.log.at(-1)?.entries[0].text.en).toBe('Ann took back: Ann marks cell 4.');
    } finally {
      await socket.close();
    }
  });

  it('loads a game with undos from storage (snapshot and replay) to the same state', async () => {
    const g = await create(ttt({ hotSeat: true }));
    const hot = g.hotSeatToken;
    await mark(g.gameId, hot, 0, 0, 0);
    await mark(g.gameId, hot, 1, 8, 1);
    await mark(g.gameId, hot, 0, 1, 2);
    await undo(g.gameId, hot, { seat: 0 });
    await mark(g.gameId, hot, 0, 2, 4);
    await mark(g.gameId, hot, 1, 7, 5);
    const live = (await call(`${t.url}/api/games/${g.gameId}?token=${hot}&seat=0`)).body;
    // A second server on the same database loads the game from scratch.
    const other = t.db.kind === 'postgres' ? await startTestServer(t.db) : undefined;
    try {
      if (other) {
        const loaded = (await call(`${other.url}/api/games/${g.gameId}?token=${hot}&seat=0`)).body;
        expect(loaded.view).toEqual(live.view);
        expect(loaded.canUndo).toEqual(live.canUndo);
        expect(loaded.log).toEqual(live.log);
      }
      const expected = Match.create(ticTacToe, { players: 2, firstPlayer: 0 }, 'undo');
      for (const [seat, cell] of [
        [0, 0],
        [1, 8],
        [0, 2],
        [1, 7],
      ])
        expected.move(seat, { type: 'MARK', cell });
      expect(live.view).toEqual(expected.view());
      expect(hashState(live.view)).toBe(hashState(expected.view()));
    } finally {
      await other?.close();
    }
  });

  it('never buys time: move + undo pairs leave the clock where it was before the move', async () => {
    // An hour of increment: before the fix each pair added an hour (9,989 -> 3,609,982 -> 7,209,965 ms).
    const banked = await create(ttt({ clock: { bankSeconds: 10, incrementSeconds: 3600 } }));
    const ann = banked.seats[0].token;
    for (let pair = 0; pair < 3; pair++) {
      const moved = await mark(banked.gameId, ann, 0, 4, 2 * pair);
      expect(moved.status).toBe(200);
      expect(moved.body.seatClocks[0].remainingMs).toBeGreaterThan(3_600_000);
      const back = await undo(banked.gameId, ann, { seat: 0 });
      expect(back.status).toBe(200);
      expect(back.body.seatClocks[0].remainingMs).toBeLessThanOrEqual(10_000);
      expect(back.body.seatClocks[1]).toEqual({ seat: 1, remainingMs: 10_000, deadline: null });
    }
    // A fixed time per decision: the undo gives back the decision's deadline, not a fresh one.
    const fixed = await create(ttt({ clock: { moveSeconds: 5 } }));
    const first = (await call(`${t.url}/api/games/${fixed.gameId}`)).body.seatClocks[0].deadline;
    expect(first).not.toBeNull();
    expect((await mark(fixed.gameId, fixed.seats[0].token, 0, 4, 0)).status).toBe(200);
    const back = await undo(fixed.gameId, fixed.seats[0].token, { seat: 0 });
    expect(back.body.seatClocks[0].deadline).toBe(first);
    expect(back.body.seatClocks[1].deadline).toBeNull();
  });
});
