// A game stored, or a record written, under an older rules version of The Cost (version 2: 12 player rails
// and 5 ports, investment levels at spaces 2 and 4) is refused with a clear message by the server, by
// `Match.replay` and by the CLI's `replay`, instead of being replayed under rules that give other results.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, RecordError } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import { theCost } from '../../src/games/the-cost/index.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import { cli } from '../support/cli.ts';
import { databases, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const OLD = theCost.rulesVersion - 1;

describe.each(databases)('an older rules version of The Cost on $name', ({ make }) => {
  let db: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    db = make();
    t = await startTestServer(db, {}, games, [registryModule]);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('is refused by the server for a stored game: snapshot and moves answer 409 RULES_VERSION', async () => {
    const created = (
      await call(`${t.url}/api/games`, {
        body: {
          game: 'the-cost',
          players: 2,
          seats: [{ kind: 'human' }, { kind: 'human' }],
          hotSeat: true,
        },
      })
    ).body;
    const token = created.hotSeatToken as string;
    const current = await call(`${t.url}/api/games/${created.gameId}?token=${token}`);
    expect(current.status).toBe(200);
    // The same game as a server of the previous rules version stored it (same seat links).
    const meta = (await t.storage.loadGame(created.gameId))!;
    expect(meta.rulesVersion).toBe(theCost.rulesVersion);
    const oldId = `${created.gameId}-old`;
    await t.storage.createGame({ ...meta, id: oldId, rulesVersion: OLD });

    const snap = await call(`${t.url}/api/games/${oldId}?token=${token}`);
    expect(snap.status).toBe(409);
    expect(snap.body.error.code).toBe('RULES_VERSION');
    expect(snap.body.error.message).toBe(
      `Game ${oldId} was started under rules version ${OLD} of The Cost; this server plays version ${theCost.rulesVersion} and cannot continue it.`,
    );
    const [seat] = current.body.activeSeats as number[];
    const move = current.body.legalMoves[String(seat)][0].move;
    const moved = await call(`${t.url}/api/games/${oldId}/moves?token=${token}`, {
      body: { seat, move, expectedMoveCount: 0 },
    });
    expect([moved.status, moved.body.error.code]).toEqual([409, 'RULES_VERSION']);
    // The current game is untouched and still plays.
    const ok = await call(`${t.url}/api/games/${created.gameId}/moves?token=${token}`, {
      body: { seat, move, expectedMoveCount: 0 },
    });
    expect(ok.status).toBe(200);
  });
});

describe('an older rules version of The Cost in a record', () => {
  const played = () => {
    const m = Match.create(theCost, { players: 2 }, 'rv');
    for (let i = 0; i < 3; i++) {
      const [seat] = m.activeSeats();
      m.move(seat, m.legalMoves(seat)[0]);
    }
    return m.record();
  };

  it('is refused by Match.replay with the RULES_VERSION error', () => {
    const record = played();
    expect(Match.replay(theCost, record).moveCount).toBe(3);
    let error: unknown;
    try {
      Match.replay(theCost, { ...record, rulesVersion: OLD });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RecordError);
    expect((error as RecordError).code).toBe('RULES_VERSION');
    expect((error as Error).message).toBe(
      `This record was played under rules version ${OLD} of The Cost; this program has version ${theCost.rulesVersion} and cannot replay it exactly.`,
    );
  });

  it('is refused by the CLI replay, which exits 1 and says why', async () => {
    const record = played();
    const dir = (await cli(['--help'], { games })).cwd;
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ ...record, rulesVersion: OLD }));
    writeFileSync(join(dir, 'new.json'), JSON.stringify(record));
    expect((await cli(['replay', 'new.json'], { games, cwd: dir })).code).toBe(0);
    const old = await cli(['replay', 'old.json'], { games, cwd: dir });
    expect(old.code).toBe(1);
    expect(old.err).toContain(`rules version ${OLD} of The Cost`);
  });
});
