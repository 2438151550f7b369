// Undo against bots on real SQLite and PostgreSQL: where every other seat is a bot, a person's undo takes
// back their last move with the bots' replies since, unless a reply drew a card (chance, and a card the
// table had not seen); the bots then decide again. With another person at the table a bot's reply still
// settles the move. A server started afresh replays such undos to the same game.
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/shared/api.ts';
import { databases } from '../support/databases.ts';
import { createClockedGame, waitFor } from '../support/clocks.ts';
import { call, suiteServer } from '../support/server.ts';

describe.each(databases)('undo against bots on $name', ({ make }) => {
  const t = suiteServer(make);

  const create = async (body: unknown) => {
    const r = await call(`${t.url}/api/games`, { body });
    expect(r.status).toBe(201);
    return r.body as { gameId: string; seats: { token?: string }[] };
  };
  const snap = async (id: string, token: string): Promise<GameSnapshot> =>
    (await call(`${t.url}/api/games/${id}?token=${token}`)).body;
  /** Polls (bounded) until seat 0 is to move again: the bots have replied. */
  const myTurn = async (id: string, token: string): Promise<GameSnapshot> => {
    for (let i = 0; i < 600; i++) {
      const s = await snap(id, token);
      if (s.activeSeats.includes(0) || s.status === 'finished') return s;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the bots never replied');
  };
  const pass = (id: string, token: string, expectedMoveCount: number) =>
    call(`${t.url}/api/games/${id}/moves`, {
      body: { seat: 0, move: { type: 'PASS' }, expectedMoveCount },
      token,
    });
  const undo = (id: string, token: string) =>
    call(`${t.url}/api/games/${id}/undo`, { body: { seat: 0 }, token });

  it('takes back the move with the bots’ replies, or refuses once a reply drew a card', async () => {
    const g = await create({
      game: 'secrets',
      players: 2,
      seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot' }],
      seed: 'undo-bots',
      customSetup: true,
    });
    const token = g.seats[0].token!;
    let now = await myTurn(g.gameId, token);
    expect(now.canUndo).toEqual({ '0': false });
    const seen = { allowed: 0, refused: 0 };
    // Each try: Ann passes, the bot replies (PASS or REDRAW, as the random bot picks from its seeded
    // decision), then Ann asks to take her pass back. The game has three rounds: a refused try ends one.
    for (let i = 0; i < 30 && (seen.allowed < 2 || seen.refused < 1) && now.status === 'running'; i++) {
      const viewBefore = now.view;
      expect((await pass(g.gameId, token, now.moveCount)).status).toBe(200);
      now = await myTurn(g.gameId, token);
      const replies = now.log.filter((l) => l.n > now.moveCount - 1 && l.seat !== 0);
      expect(replies.length).toBe(1);
      const drew = /draws a new word/.test(replies[0].entries.map((e) => e.text.en).join(' '));
      expect(now.canUndo).toEqual({ '0': !drew });
      const r = await undo(g.gameId, token);
      if (drew) {
        seen.refused++;
        expect([r.status, r.body.error.code, r.body.error.text]).toEqual([
          409,
          'UNDO_NOT_ALLOWED',
          {
            en: 'The move cannot be taken back: a card was drawn.',
            it: 'La mossa non si può riprendere: è stata pescata una carta.',
          },
        ]);
        expect((await snap(g.gameId, token)).moveCount).toBe(now.moveCount);
        continue;
      }
      seen.allowed++;
      expect(r.status).toBe(200);
      // Ann's pass and the reply are gone: her view is the one before she passed, and it is her turn.
      expect(r.body.view).toEqual(viewBefore);
      expect(r.body.activeSeats).toEqual([0]);
      expect(r.body.canUndo).toEqual({ '0': false });
      const line = r.body.log.at(-1).entries[0].text;
      expect(line.en).toMatch(/^Ann took back, with the bots' replies since: .*passes\.$/);
      expect(line.it).toMatch(/^Ann ha ripreso, con le risposte dei bot da allora, la mossa: .*passa\.$/);
      const stored = await t.storage.loadMoves(g.gameId);
      expect(stored.at(-1)).toMatchObject({ seat: 0, undoes: now.moveCount - 1 });
      now = r.body;
    }
    expect(seen.allowed).toBeGreaterThanOrEqual(2);
    expect(seen.refused).toBeGreaterThanOrEqual(1);

    // The record holds the moves in effect; a server started afresh replays the undos to the same game.
    const live = await snap(g.gameId, token);
    await t.restart();
    const loaded = await snap(g.gameId, token);
    expect(loaded.view).toEqual(live.view);
    expect(loaded.log).toEqual(live.log);
    expect(loaded.canUndo).toEqual(live.canUndo);
  });

  it('lets the bot answer again after an undo, and keeps its reply final beside another person', async () => {
    const g = await create({
      game: 'tic-tac-toe',
      players: 2,
      seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot' }],
      options: { firstPlayer: 0 },
      customSetup: true,
    });
    const token = g.seats[0].token!;
    await myTurn(g.gameId, token);
    const mark = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 },
      token,
    });
    expect(mark.status).toBe(200);
    const after = await myTurn(g.gameId, token);
    expect(after.moveCount).toBe(2);
    expect(after.canUndo).toEqual({ '0': true });
    const r = await undo(g.gameId, token);
    expect(r.status).toBe(200);
    expect((r.body.view as { cells: unknown[] }).cells).toEqual(Array(9).fill(null));
    // The bot thinks again once Ann has moved again.
    const again = await call(`${t.url}/api/games/${g.gameId}/moves`, {
      body: { seat: 0, move: { type: 'MARK', cell: 0 }, expectedMoveCount: 3 },
      token,
    });
    expect(again.status).toBe(200);
    const replied = await myTurn(g.gameId, token);
    expect((replied.view as { cells: (number | null)[] }).cells.filter((c) => c === 1)).toHaveLength(1);

    // Two people and a bot: the bot's reply settles the person's move, as another person's would.
    const three = await create({
      game: 'secrets',
      players: 3,
      seats: [{ kind: 'human', name: 'Ann' }, { kind: 'bot' }, { kind: 'human', name: 'Cy' }],
    });
    const ann = three.seats[0].token!;
    expect((await pass(three.gameId, ann, 0)).status).toBe(200);
    let s = await snap(three.gameId, ann);
    for (let i = 0; i < 600 && s.moveCount < 2; i++) {
      await new Promise((r) => setTimeout(r, 25));
      s = await snap(three.gameId, ann);
    }
    expect(s.moveCount).toBe(2);
    expect(s.canUndo).toEqual({ '0': false });
    const refused = await undo(three.gameId, ann);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'UNDO_NOT_ALLOWED']);
    expect(refused.body.error.text.en).toMatch(/^The move cannot be taken back: .+ has moved since\.$/);
  });

  it('never offers a stand-in’s move to its person once they are back', async () => {
    const g = await createClockedGame(t.url, { moveSeconds: 86_400 });
    const [ann, ben] = g.tokens;
    const seatCall = (what: string) =>
      call(`${t.url}/api/games/${g.gameId}/seats/0/${what}`, { method: 'POST', token: ann });
    expect((await seatCall('leave')).status).toBe(200);
    await waitFor(t.url, g.gameId, (s) => s.moveCount >= 1);
    // Ben is to move; Ann is back: the mark the stand-in made is not hers to take back.
    const back = await seatCall('reclaim');
    expect(back.status).toBe(200);
    expect(back.body.activeSeats).toEqual([1]);
    expect(back.body.canUndo).toEqual({ '0': false });
    const refused = await undo(g.gameId, ann);
    expect([refused.status, refused.body.error.code, refused.body.error.text]).toEqual([
      409,
      'UNDO_NOT_ALLOWED',
      {
        en: 'The move cannot be taken back: a bot made that move for you while you were away.',
        it: "La mossa non si può riprendere: quella mossa l'ha fatta un bot al posto tuo mentre eri via.",
      },
    ]);
    // After a restart the log still tells which moves the stand-in made.
    await t.restart();
    expect((await snap(g.gameId, ann)).canUndo).toEqual({ '0': false });
    expect((await undo(g.gameId, ann)).body.error.text).toEqual(refused.body.error.text);
    // Her own moves are hers again.
    const mark = async (token: string, seat: number, count: number) => {
      const legal = (await snap(g.gameId, token)).legalMoves[String(seat)];
      return call(`${t.url}/api/games/${g.gameId}/moves`, {
        body: { seat, move: legal[0].move, expectedMoveCount: count },
        token,
      });
    };
    expect((await mark(ben, 1, 1)).status).toBe(200);
    const own = await mark(ann, 0, 2);
    expect(own.status).toBe(200);
    expect(own.body.canUndo).toEqual({ '0': true });
    expect((await undo(g.gameId, ann)).status).toBe(200);
  });
});
