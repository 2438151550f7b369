// The analysis of a shipped game comes from its trained model: the same figures as `analyse` prints for
// the game's record, computed once, kept across a restart, and never mixed with figures another
// estimator stored before.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisEstimator } from '../../src/bots/analysis/estimator.ts';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import { cli } from '../support/cli.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { driveRandom } from '../support/drive.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

describe('the analysis of a game with a trained model', () => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db, {}, games, [registryModule]);
  });
  /** A two-seat hot-seat game of Industrial Waste on `seed`: its id and the screen's token. */
  const hotSeatGame = async (seed: string): Promise<{ id: string; token: string }> => {
    const created = await call(`${t.url}/api/games`, {
      body: {
        game: 'industrial-waste',
        players: 2,
        seats: [
          { kind: 'human', name: 'Ann' },
          { kind: 'human', name: 'Bo' },
        ],
        hotSeat: true,
        seed,
        customSetup: true,
      },
    });
    return { id: created.body.gameId, token: created.body.hotSeatToken };
  };
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('gives the model’s figures, replaces older figures, and keeps them across a restart', async () => {
    const game = games['industrial-waste'];
    const { id, token } = await hotSeatGame('analysis-model');
    const end = await driveRandom({ url: t.url, gameId: id, tokens: { 0: token, 1: token }, seed: 'drive' });
    expect(end.status).toBe('finished');
    // Figures a search stored before the game had a model.
    await t.storage.analyses.save(id, 'search:200', [
      { n: 0, winProbability: [0.9, 0.1] },
      { n: 1, winProbability: [0.8, 0.2] },
    ]);

    const first = (await call(`${t.url}/api/games/${id}/analysis`)).body;
    const estimator = analysisEstimator(game).id;
    expect(estimator).toMatch(/^model:/);
    expect(first).toMatchObject({ status: 'pending', estimator, moveCount: end.moveCount });
    await t.server.analysis.settled(id);
    const ready = (await call(`${t.url}/api/games/${id}/analysis`)).body;
    expect(ready).toMatchObject({ status: 'ready', estimator });
    expect(ready.moves.map((m: { n: number }) => m.n)).toEqual([...Array(end.moveCount + 1).keys()]);
    expect(await t.storage.analyses.load(id, 'search:200')).toEqual([]);

    // The CLI prints the same figures for the game's record (no undo: the same numbering).
    const record = (await call(`${t.url}/api/games/${id}/record`)).body;
    const cwd = mkdtempSync(join(tmpdir(), 'ext-analysis-model-'));
    writeFileSync(join(cwd, 'game.json'), JSON.stringify(record));
    const r = await cli(['analyse', 'game.json', '--json'], { games, cwd });
    expect(r.code, r.err).toBe(0);
    const printed = JSON.parse(r.out);
    expect(printed.estimator).toBe(estimator);
    expect(ready.moves).toEqual(printed.moves);

    await t.close();
    t = await startTestServer(db, {}, games, [registryModule]);
    const again = (await call(`${t.url}/api/games/${id}/analysis`)).body;
    expect(again).toMatchObject({ status: 'ready', estimator });
    expect(again.moves).toEqual(ready.moves);
  });

  it('counts the public money back to the position an undo returns to, as the record has it', async () => {
    const { id, token } = await hotSeatGame('analysis-undo');
    const tokens = { 0: token, 1: token };
    // Some way in (money has changed hands), the last move is taken back: moves that show a hidden
    // card cannot be, so play on until one can.
    let moved = await driveRandom({ url: t.url, gameId: id, tokens, seed: 'before', maxMoves: 40 });
    let undone = null;
    for (let tries = 0; tries < 40 && !undone; tries++) {
      for (const seat of [0, 1]) {
        const r = await call(`${t.url}/api/games/${id}/undo`, { body: { seat }, token });
        if (r.status === 200) {
          undone = r.body;
          break;
        }
      }
      if (!undone)
        moved = await driveRandom({ url: t.url, gameId: id, tokens, seed: `on:${tries}`, maxMoves: 1 });
    }
    expect(undone, 'no move could be taken back').not.toBeNull();
    const at = moved.moveCount;
    expect(undone.moveCount).toBe(at + 1);
    const end = await driveRandom({ url: t.url, gameId: id, tokens, seed: 'after' });
    expect(end.status).toBe('finished');
    await call(`${t.url}/api/games/${id}/analysis`);
    await t.server.analysis.settled(id);
    const served = (await call(`${t.url}/api/games/${id}/analysis`)).body.moves;
    const record = (await call(`${t.url}/api/games/${id}/record`)).body;
    expect(served).toHaveLength(record.moves.length + 3);
    const cwd = mkdtempSync(join(tmpdir(), 'ext-analysis-undo-'));
    writeFileSync(join(cwd, 'game.json'), JSON.stringify(record));
    const r = await cli(['analyse', 'game.json', '--json'], { games, cwd });
    expect(r.code, r.err).toBe(0);
    const printed = JSON.parse(r.out).moves as { winProbability: number[] }[];
    const chances = (m: { winProbability: number[] }) => m.winProbability;
    // Entry `at` was the move taken back, entry at + 1 the undo: the position of entry at - 1 again.
    expect(served.slice(0, at).map(chances)).toEqual(printed.slice(0, at).map(chances));
    expect(chances(served[at + 1])).toEqual(chances(served[at - 1]));
    expect(served.slice(at + 2).map(chances)).toEqual(printed.slice(at).map(chances));
  });
});
