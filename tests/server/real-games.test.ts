// The server with the shipped games of the registry: full games through the API and the sockets, bots
// playing to the end by themselves, and Industrial Waste's hidden information never reaching a socket
// that may not see it (on SQLite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, hashState, SPECTATOR, type Viewer } from '../../src/kernel/index.ts';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import type { GameSnapshot, SnapshotAnswer } from '../../src/shared/api.ts';
import { databases, sqliteCopy, sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { driveRandom } from '../support/drive.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

const shipped = Object.values(games);

describe.skipIf(shipped.length === 0)('shipped games through the server', () => {
  let db: TestDatabase;
  let t: TestServer;
  const sockets: SocketClient[] = [];
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db, {}, games, [registryModule]);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
    await db.drop();
  });

  it('lists every shipped game with its bot levels', async () => {
    const meta = (await call(`${t.url}/api/meta`)).body;
    expect(meta.games.map((g: { id: string }) => g.id).sort()).toEqual(Object.keys(games).sort());
    for (const g of meta.games) expect(g.botLevels).toContain('random');
    if (games['the-cost']) {
      expect(meta.games.find((g: { id: string }) => g.id === 'the-cost').board).toBe(true);
      const board = await call(`${t.url}/api/meta/the-cost/board`);
      expect(board.status).toBe(200);
      expect(Object.keys(board.body.maps).length).toBeGreaterThanOrEqual(2);
    }
    if (games['industrial-waste']) {
      const board = await call(`${t.url}/api/meta/industrial-waste/board`);
      expect(board.status).toBe(200);
      expect(board.body.growth).toEqual([14, 15, 16, 17, 18, 19, 20]);
      expect(board.body.coworkers).toEqual([5, 4, 3, 2, 1]);
      expect(board.body.innovation.points).toEqual([0, 3, 6, 10, 15]);
      expect(board.body.waste.zones.map((z: { zone: string; to: number }) => `${z.zone}:${z.to}`)).toEqual([
        'bin:0',
        'green:8',
        'yellow:12',
        'red:16',
      ]);
    }
  });

  it.skipIf(!games['the-cost'])(
    'the-cost: legal moves carry the rules’ explanation of what they cost and give',
    { timeout: 60_000 },
    async () => {
      const game = games['the-cost'];
      const created = (
        await call(`${t.url}/api/games`, {
          body: {
            game: 'the-cost',
            players: 2,
            seats: [{ kind: 'human' }, { kind: 'human' }],
            seed: 'detail',
            customSetup: true,
          },
        })
      ).body;
      const tokens = Object.fromEntries(
        created.seats.map((s: { seat: number; token: string }) => [s.seat, s.token]),
      );
      let explained = 0;
      await driveRandom({
        url: t.url,
        gameId: created.gameId,
        tokens,
        seed: 'drive-detail',
        maxMoves: 80,
        fullTexts: true,
        afterMove: (snap) => {
          // The Cost's view is its whole position, so the engine can be asked about the same moves.
          const state = game.position.read(snap.view);
          for (const [seat, legal] of Object.entries(snap.legalMoves))
            for (const l of legal) {
              const expected = game.explainMove!(state, Number(seat), l.move);
              if (expected === null) expect(l).not.toHaveProperty('detail');
              else {
                expect(l.detail).toEqual(expected);
                explained += 1;
              }
            }
        },
      });
      expect(explained).toBeGreaterThan(20);
    },
  );

  it.skipIf(!games['the-cost'])(
    'the-cost: a seat sees its blocked moves with reasons in every language; the API refuses them alike',
    { timeout: 90_000 },
    async () => {
      const game = games['the-cost'];
      const created = (
        await call(`${t.url}/api/games`, {
          body: {
            game: 'the-cost',
            players: 2,
            seats: [{ kind: 'human' }, { kind: 'human' }],
            seed: 'blocked',
            customSetup: true,
          },
        })
      ).body;
      const tokens: Record<number, string> = Object.fromEntries(
        created.seats.map((s: { seat: number; token: string }) => [s.seat, s.token]),
      );
      const codes = new Set<string>();
      let posted = 0;
      await driveRandom({
        url: t.url,
        gameId: created.gameId,
        tokens,
        seed: 'drive-blocked',
        maxMoves: 120,
        afterMove: async (snap) => {
          const state = game.position.read(snap.view);
          const seat = snap.activeSeats[0];
          if (seat === undefined) return;
          const mine: GameSnapshot = (
            await call(`${t.url}/api/games/${created.gameId}?token=${tokens[seat]}&texts=full`)
          ).body;
          const other: GameSnapshot = (
            await call(`${t.url}/api/games/${created.gameId}?token=${tokens[1 - seat]}&texts=full`)
          ).body;
          const spectator: GameSnapshot = (await call(`${t.url}/api/games/${created.gameId}?texts=full`))
            .body;
          // Only the seat's own snapshot carries its blocked moves; the other seat has nothing pending.
          expect(Object.keys(mine.blockedMoves)).toEqual([String(seat)]);
          expect(other.blockedMoves).toEqual({ [String(1 - seat)]: [] });
          expect(spectator.blockedMoves).toEqual({});
          // A compact snapshot leaves them out; the decision's texts carry the same list.
          const compact = (await call(`${t.url}/api/games/${created.gameId}?token=${tokens[seat]}`)).body;
          expect(compact).not.toHaveProperty('blockedMoves');
          const decision = (await call(`${t.url}/api/games/${created.gameId}/decision?token=${tokens[seat]}`))
            .body;
          expect(decision.blockedMoves).toEqual(mine.blockedMoves);
          const blocked = mine.blockedMoves[String(seat)];
          const engine = game.blockedMoves!(state, seat);
          expect(blocked.map((b) => [b.move, b.code])).toEqual(engine.map((b) => [b.move, b.code]));
          for (const b of blocked) {
            codes.add(b.code);
            expect(b.reason.en).not.toBe(b.reason.it);
            expect(b.label?.en.length).toBeGreaterThan(0);
          }
          if (blocked.length && posted < 12) {
            posted++;
            const b = blocked[posted % blocked.length];
            const r = await call(`${t.url}/api/games/${created.gameId}/moves`, {
              body: { seat, move: b.move, expectedMoveCount: mine.moveCount },
              token: tokens[seat],
            });
            expect(r.status).toBe(422);
            expect(r.body.error.code).toBe(b.code);
            expect(r.body.error.message).toBe(b.reason.en);
            expect(r.body.error.text).toEqual(b.reason);
          }
        },
      });
      expect(posted).toBeGreaterThan(5);
      expect(codes.size).toBeGreaterThan(3);
    },
  );

  for (const game of shipped) {
    it(
      `${game.id}: two people play a whole game by links while sockets follow; the record replays`,
      { timeout: 120_000 },
      async () => {
        const players = game.minPlayers;
        const created = (
          await call(`${t.url}/api/games`, {
            body: {
              game: game.id,
              players,
              seats: Array.from({ length: players }, () => ({ kind: 'human' })),
              seed: 'whole',
              customSetup: true,
            },
          })
        ).body;
        expect(created.gameId).toBeDefined();
        const tokens = Object.fromEntries(
          created.seats.map((s: { seat: number; token: string }) => [s.seat, s.token]),
        );
        const followers = await Promise.all(
          [0, 1].map((s) =>
            SocketClient.open(`${t.ws}/api/games/${created.gameId}/socket`, { token: tokens[s] }),
          ),
        );
        sockets.push(...followers);
        const last = await driveRandom({
          url: t.url,
          gameId: created.gameId,
          tokens,
          seed: `drive-${game.id}`,
        });
        expect(last.status).toBe('finished');
        expect(last.outcome).not.toBeNull();
        for (const [seat, socket] of followers.entries()) {
          const final = await socket.mergedState(last.moveCount);
          expect(final.viewer).toBe(seat);
          expect(final.log).toHaveLength(last.moveCount);
          for (const line of final.log)
            for (const e of line.entries) expect(e.text.en.length).toBeGreaterThan(0);
        }
        // Another server on the same data (a copy: one server per SQLite folder) loads the game from
        // its snapshot and shows the same.
        const copy = sqliteCopy(db);
        const again = await startTestServer(copy, {}, games, [registryModule]);
        try {
          const mine = (await call(`${t.url}/api/games/${created.gameId}?token=${tokens[0]}`)).body;
          const reloaded = (await call(`${again.url}/api/games/${created.gameId}?token=${tokens[0]}`)).body;
          expect(reloaded).toEqual(mine);
        } finally {
          await again.close();
          await copy.drop();
        }
        const record = (await call(`${t.url}/api/games/${created.gameId}/record`)).body;
        const replayed = Match.replay(game, record);
        expect(replayed.outcome()).toEqual(last.outcome);
        expect(hashState(replayed.view(SPECTATOR))).toBe(
          hashState((await call(`${t.url}/api/games/${created.gameId}`)).body.view),
        );
      },
    );

    it(`${game.id}: a game of bots plays to the end by itself`, { timeout: 180_000 }, async () => {
      const players = game.minPlayers;
      const created = (
        await call(`${t.url}/api/games`, {
          body: {
            game: game.id,
            players,
            seats: Array.from({ length: players }, () => ({ kind: 'bot', level: 'random' })),
          },
        })
      ).body;
      const watcher = await SocketClient.open(`${t.ws}/api/games/${created.gameId}/socket`);
      sockets.push(watcher);
      const end = await watcher.waitFor(
        (m) => m.type === 'state' && m.snapshot.status === 'finished',
        0,
        170_000,
      );
      expect(end.type === 'state' && end.snapshot.outcome).toBeTruthy();
    });
  }
});

/** What `viewer` must not see of Industrial Waste while the game runs: others' cash and kept card, the deck. */
function hiddenLeaks(snapshot: SnapshotAnswer): string[] {
  if (snapshot.status === 'finished') return [];
  const view = snapshot.view as {
    viewer: Viewer;
    deck?: unknown;
    seats: { seat: number; cash?: unknown; keptCard?: unknown }[];
  };
  const leaks: string[] = [];
  if (view.viewer !== snapshot.viewer)
    leaks.push(`view for ${String(view.viewer)} sent to ${String(snapshot.viewer)}`);
  if (view.deck !== undefined) leaks.push('deck');
  for (const s of view.seats) {
    if (s.seat === snapshot.viewer) continue;
    if (s.cash !== undefined) leaks.push(`cash of seat ${s.seat}`);
    if (s.keptCard !== undefined) leaks.push(`kept card of seat ${s.seat}`);
  }
  return leaks;
}

describe.skipIf(!games['industrial-waste']).each(databases)(
  'Industrial Waste hidden information on $name',
  ({ make }) => {
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

    it(
      'never reaches another seat’s or a spectator’s socket, including after a reconnect',
      { timeout: 120_000 },
      async () => {
        const created = (
          await call(`${t.url}/api/games`, {
            body: {
              game: 'industrial-waste',
              players: 3,
              seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }],
              seed: 'leak',
              customSetup: true,
            },
          })
        ).body;
        const tokens: Record<number, string> = { 0: created.seats[0].token, 1: created.seats[1].token };
        const seen: SocketClient[] = [];
        const open = async (token?: string) => {
          const s = await SocketClient.open(`${t.ws}/api/games/${created.gameId}/socket`, { token });
          seen.push(s);
          return s;
        };
        const owner = await open(tokens[0]);
        let other = await open(tokens[1]);
        let watcher = await open();
        let moves = 0;
        await driveRandom({
          url: t.url,
          gameId: created.gameId,
          tokens,
          seed: 'leak-drive',
          maxMoves: 100,
          afterMove: async () => {
            if (++moves % 35 === 0) {
              await other.close();
              await watcher.close();
              [other, watcher] = [await open(tokens[1]), await open()];
              await other.waitFor(() => true);
              await watcher.waitFor(() => true);
            }
          },
        });
        await Promise.all(seen.map((s) => s.close()));
        let states = 0;
        let ownCash = 0;
        for (const socket of seen) {
          for (const m of socket.messages) {
            if (m.type !== 'state') continue;
            states++;
            expect(hiddenLeaks(m.snapshot), `socket of ${String(m.snapshot.viewer)}`).toEqual([]);
            if (socket === owner) {
              const me = (m.snapshot.view as { seats: { seat: number; cash?: number }[] }).seats[0];
              if (me.cash !== undefined) ownCash++;
            }
          }
          // The first message of every connection is a full state.
          expect(socket.messages[0]?.type).toBe('state');
        }
        expect(states).toBeGreaterThan(60);
        expect(ownCash).toBeGreaterThan(0);
      },
    );
  },
);
