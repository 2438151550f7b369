// The analysis of a game (win probabilities after every move, computed in the bot workers, stored
// once, kept across a restart) and hints (a legal move with its reason, only where the creator allowed
// them, written in the log), on real SQLite and real PostgreSQL.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../support/cli.ts';
import { databases } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';
import { ticTacToe } from '../support/tictactoe.ts';

const twoHumans = (extra: Record<string, unknown> = {}) => ({
  game: 'tic-tac-toe',
  players: 2,
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Bo' },
  ],
  hotSeat: true,
  ...extra,
});

/** Asks for a hint until the search has answered (202 while it runs). */
async function hint(url: string, id: string, token: string, seat?: number) {
  for (;;) {
    const r = await call(`${url}/api/games/${id}/hint`, { body: seat === undefined ? {} : { seat }, token });
    if (r.status !== 202) return r;
  }
}

describe.each(databases)('analysis and hints on $name', ({ make }) => {
  const t = suiteServer(make);

  it('analyses a finished game once, every position summing to 1, and keeps it across a restart', async () => {
    const created = await call(`${t.url}/api/games`, { body: twoHumans({ seed: 'an', customSetup: true }) });
    const id = created.body.gameId;
    const token = created.body.hotSeatToken;
    let snap = (await call(`${t.url}/api/games/${id}`, { token })).body;
    const running = await call(`${t.url}/api/games/${id}/analysis`);
    expect(running.status).toBe(409);
    expect(running.body.error.code).toBe('GAME_RUNNING');
    expect(running.body.error.message).toMatch(/once the game is over/);
    while (snap.status === 'running') {
      const seat = snap.activeSeats[0];
      const move = snap.legalMoves[String(seat)][0].move;
      snap = (
        await call(`${t.url}/api/games/${id}/moves`, {
          body: { seat, move, expectedMoveCount: snap.moveCount },
          token,
        })
      ).body;
    }
    const first = await call(`${t.url}/api/games/${id}/analysis`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ gameId: id, status: 'pending', moveCount: snap.moveCount });
    await t.server.analysis.settled(id);
    const ready = (await call(`${t.url}/api/games/${id}/analysis`)).body;
    expect(ready.status).toBe('ready');
    expect(ready.moves.map((m: { n: number }) => m.n)).toEqual([...Array(snap.moveCount + 1).keys()]);
    for (const m of ready.moves) {
      for (const p of m.winProbability) expect(p >= 0 && p <= 1).toBe(true);
      expect(Math.abs(m.winProbability.reduce((a: number, b: number) => a + b, 0) - 1)).toBeLessThan(1e-9);
    }
    const winners: number[] = snap.outcome.winners;
    const last = ready.moves.at(-1).winProbability;
    for (const w of winners) expect(last[w]).toBeCloseTo(1 / winners.length);

    // A new server on the same database answers from what is stored: ready at once, the same figures.
    await t.restart();
    const again = await call(`${t.url}/api/games/${id}/analysis`);
    expect(again.body.status).toBe('ready');
    expect(again.body.moves).toEqual(ready.moves);
  });

  it("gives a position the same chances under the server's number (undos counted) and the record's", async () => {
    const created = await call(`${t.url}/api/games`, {
      body: twoHumans({ seed: 'undone', customSetup: true }),
    });
    const id = created.body.gameId;
    const token = created.body.hotSeatToken;
    let snap = (await call(`${t.url}/api/games/${id}`, { token })).body;
    const play = async (pick: number) => {
      const seat = snap.activeSeats[0];
      const move = snap.legalMoves[String(seat)][pick].move;
      const body = { seat, move, expectedMoveCount: snap.moveCount };
      snap = (await call(`${t.url}/api/games/${id}/moves`, { body, token })).body;
      return seat;
    };
    // Entries 1 and 2 are moves, 3 takes the second back (the position of entry 1 again), 4 replaces it.
    await play(0);
    const second = await play(0);
    snap = (await call(`${t.url}/api/games/${id}/undo`, { body: { seat: second }, token })).body;
    expect(snap.moveCount).toBe(3);
    await play(1);
    while (snap.status === 'running') await play(0);
    await call(`${t.url}/api/games/${id}/analysis`);
    await t.server.analysis.settled(id);
    const served = (await call(`${t.url}/api/games/${id}/analysis`)).body.moves;
    const record = (await call(`${t.url}/api/games/${id}/record`)).body;
    expect(served).toHaveLength(record.moves.length + 3);

    const cwd = mkdtempSync(join(tmpdir(), 'ext-analyse-undo-'));
    writeFileSync(join(cwd, 'game.json'), JSON.stringify(record));
    const r = await cli(['analyse', 'game.json', '--json'], { games: { 'tic-tac-toe': ticTacToe }, cwd });
    expect(r.code, r.err).toBe(0);
    const printed = JSON.parse(r.out).moves as { n: number; winProbability: number[] }[];
    expect(printed.map((m) => m.n)).toEqual([...Array(record.moves.length + 1).keys()]);
    const chances = (m: { winProbability: number[] }) => m.winProbability;
    // Server entry n against record move n: the same up to the undo, then two entries later.
    expect(served.slice(0, 2).map(chances)).toEqual(printed.slice(0, 2).map(chances));
    expect(chances(served[3])).toEqual(chances(served[1]));
    expect(served.slice(4).map(chances)).toEqual(printed.slice(2).map(chances));
  });

  it('shows a running game whose every seat is a bot', async () => {
    const created = await call(`${t.url}/api/games`, {
      body: {
        game: 'tic-tac-toe',
        players: 2,
        seats: [
          { kind: 'bot', level: 'random' },
          { kind: 'bot', level: 'random' },
        ],
      },
    });
    const r = await call(`${t.url}/api/games/${created.body.gameId}/analysis`);
    expect(r.status).toBe(200);
    expect(['pending', 'ready']).toContain(r.body.status);
  });

  it('refuses hints where the creator did not allow them, with a sentence', async () => {
    const created = await call(`${t.url}/api/games`, { body: twoHumans() });
    const r = await call(`${t.url}/api/games/${created.body.gameId}/hint`, {
      body: {},
      token: created.body.hotSeatToken,
    });
    expect(r.status).toBe(403);
    expect(r.body.error).toMatchObject({ code: 'HINTS_OFF' });
    expect(r.body.error.message).toMatch(/creator/);
    const snap = await call(`${t.url}/api/games/${created.body.gameId}`);
    expect(snap.body.hints).toBe(false);
  });

  it('gives the seat to move a legal move with its reason, and the log of its move says a hint was used', async () => {
    const created = await call(`${t.url}/api/games`, { body: twoHumans({ hints: true }) });
    const id = created.body.gameId;
    const token = created.body.hotSeatToken;
    const snap = (await call(`${t.url}/api/games/${id}`, { token })).body;
    expect(snap.hints).toBe(true);
    const seat = snap.activeSeats[0];
    const other = 1 - seat;

    expect((await call(`${t.url}/api/games/${id}/hint`, { body: {} })).status).toBe(403);
    const offTurn = await call(`${t.url}/api/games/${id}/hint`, { body: { seat: other }, token });
    expect(offTurn.status).toBe(409);
    expect(offTurn.body.error.code).toBe('NOT_YOUR_TURN');
    expect((await call(`${t.url}/api/games/${id}/hint`, { body: { seat: 9 }, token })).status).toBe(403);
    expect((await call(`${t.url}/api/games/${id}/hint`, { body: { seat: 'x' }, token })).status).toBe(400);

    const h = await hint(t.url, id, token, seat);
    expect(h.status).toBe(200);
    expect(h.body).toMatchObject({ gameId: id, seat, moveCount: 0, status: 'ready' });
    const legal = snap.legalMoves[String(seat)].map((m: { move: unknown }) => m.move);
    expect(legal).toContainEqual(h.body.move);
    expect(h.body.winProbability >= 0 && h.body.winProbability <= 1).toBe(true);
    expect(h.body.reason.id).toBe('HINT_REASON');
    expect(h.body.reason.text.en).toContain(h.body.label.en);
    expect(h.body.reason.text.en).toMatch(/chance to win is \d+% now and \d+% after this move/);
    expect(h.body.reason.text.it).toMatch(
      /ora hai il \d+% di probabilità di vincere, dopo questa mossa il \d+%/,
    );
    expect(h.body.winProbabilityBefore >= 0 && h.body.winProbabilityBefore <= 1).toBe(true);
    expect(h.body.reason.params).toMatchObject({
      before: Math.round(h.body.winProbabilityBefore * 100),
      chance: Math.round(h.body.winProbability * 100),
    });
    expect(h.body.reason.text.it).toContain(h.body.label.it);
    // The same position gets the same hint.
    expect((await hint(t.url, id, token, seat)).body).toEqual(h.body);

    const moved = await call(`${t.url}/api/games/${id}/moves`, {
      body: { seat, move: h.body.move, expectedMoveCount: 0 },
      token,
    });
    expect(moved.status).toBe(200);
    const line = moved.body.log.at(-1);
    expect(line.entries[0]).toMatchObject({ id: 'HINT_USED' });
    expect(line.entries[0].text.en).toBe(`${seat === 0 ? 'Ann' : 'Bo'} asked for a hint.`);
    expect(line.entries[0].text.it).toMatch(/ha chiesto un suggerimento/);
    // Only that move: the next one, without a hint, has no such line.
    const next = moved.body.legalMoves[String(other)][0].move;
    const after = await call(`${t.url}/api/games/${id}/moves`, {
      body: { seat: other, move: next, expectedMoveCount: 1 },
      token,
    });
    expect(after.body.log.at(-1).entries.map((e: { id: string }) => e.id)).not.toContain('HINT_USED');
    // The spectator reads it too.
    const watched = await call(`${t.url}/api/games/${id}`);
    expect(watched.body.log[0].entries[0].id).toBe('HINT_USED');
  });

  it('keeps a hint given across a restart: the next move of the seat, on the new server, still says so', async () => {
    const created = await call(`${t.url}/api/games`, { body: twoHumans({ hints: true }) });
    const id = created.body.gameId;
    const token = created.body.hotSeatToken;
    const snap = (await call(`${t.url}/api/games/${id}`, { token })).body;
    const seat = snap.activeSeats[0];
    const first = snap.legalMoves[String(seat)][0].move;
    expect(
      (
        await call(`${t.url}/api/games/${id}/moves`, {
          body: { seat, move: first, expectedMoveCount: 0 },
          token,
        })
      ).status,
    ).toBe(200);
    const other = 1 - seat;
    const h = await hint(t.url, id, token, other);
    expect(h.body.status).toBe('ready');

    await t.restart();
    const moved = await call(`${t.url}/api/games/${id}/moves`, {
      body: { seat: other, move: h.body.move, expectedMoveCount: 1 },
      token,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.log.at(-1).entries[0]).toMatchObject({ id: 'HINT_USED', params: { seat: other } });
    // Said once: the seat's following move has no such line.
    const back = await call(`${t.url}/api/games/${id}/undo`, {
      body: { seat: other, expectedMoveCount: 2 },
      token,
    });
    expect(back.status).toBe(200);
    expect(back.body.log.at(-1).entries.map((e: { id: string }) => e.id)).not.toContain('HINT_USED');
    const again = await call(`${t.url}/api/games/${id}/moves`, {
      body: { seat: other, move: h.body.move, expectedMoveCount: back.body.moveCount },
      token,
    });
    expect(again.body.log.at(-1).entries.map((e: { id: string }) => e.id)).not.toContain('HINT_USED');
  });
});
