// Pushes as changes: after its first whole state a socket is sent JSON Patches, and a client applying
// them holds, at every move of a random game of each shipped game, the very snapshot (log included) a
// socket sent whole states holds. A client that misses a patch asks for a whole state and is whole again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import type { LogLine, ServerMessage, SnapshotAnswer } from '../../src/shared/api.ts';
import { resyncMessage, SocketState } from '../../src/shared/socket-state.ts';
import { mergeSnapshot } from '../../src/web/api/log-merge.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { driveRandom } from '../support/drive.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';

/** Moves per game: enough for hidden values, hands changing and a hot-seat screen changing eyes. */
const MOVES = 40;

/** A client of the patches, as the web page keeps them: the snapshot with its whole log, by move count. */
class PatchFollower {
  readonly byMove = new Map<number, SnapshotAnswer>();
  private readonly state = new SocketState();
  private held: SnapshotAnswer | null = null;
  private kept: Record<string, LogLine[]> = {};
  private read = 0;
  resyncs = 0;
  /** Patches whose lines joined a log kept for their viewer (`?logs=byViewer`). */
  ownLogs = 0;
  constructor(
    readonly client: SocketClient,
    /** The index of a message to drop as if it never came (a missed patch). */
    private readonly drop?: number,
  ) {}

  /** Takes every message that came since the last call. */
  follow(): void {
    for (; this.read < this.client.messages.length; this.read++) {
      const m: ServerMessage = this.client.messages[this.read];
      if (m.type !== 'state' && m.type !== 'patch') continue;
      if (this.read === this.drop) continue;
      const pushed = this.state.take(m);
      if (pushed === 'skip') continue;
      if (pushed === 'resync') {
        this.resyncs++;
        this.client.send(resyncMessage(this.held?.moveCount));
        continue;
      }
      const next = pushed.snapshot;
      // As the page joins them (log-merge.ts), keeping the log of each viewer it showed.
      const merged = mergeSnapshot(this.held, next, pushed.lines, this.kept);
      if (merged.kind !== 'take')
        throw new Error(`lines did not join at move ${next.moveCount}: ${merged.kind}`);
      if (this.held && this.held.viewer !== next.viewer)
        this.kept = { ...this.kept, [String(this.held.viewer)]: this.held.log };
      if (typeof pushed.lines === 'object') this.ownLogs++;
      this.held = merged.snapshot;
      this.byMove.set(this.held.moveCount, this.held);
    }
  }

  async at(moveCount: number): Promise<SnapshotAnswer> {
    for (;;) {
      this.follow();
      const s = this.byMove.get(moveCount);
      if (s) return s;
      await this.client.waitFor(() => true, this.read);
    }
  }
}

const shipped = (['the-cost', 'industrial-waste'] as const).filter((g) => games[g]);

describe.skipIf(shipped.length === 0)('pushes as changes', () => {
  let db: TestDatabase;
  let t: TestServer;
  const sockets: SocketClient[] = [];
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db, {}, games);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
    await db.drop();
  });

  const open = async (gameId: string, token: string | undefined, patches: boolean, query = '') => {
    const c = await SocketClient.open(`${t.ws}/api/games/${gameId}/socket${query}`, { token, patches });
    sockets.push(c);
    return c;
  };
  const hotSeatTable = async (game: string, seed: string) =>
    (
      await call(`${t.url}/api/games`, {
        body: {
          game,
          players: 2,
          seats: [{ kind: 'human' }, { kind: 'human' }],
          hotSeat: true,
          seed,
          customSetup: true,
        },
      })
    ).body as { gameId: string; hotSeatToken: string };

  it.each(shipped)(
    '%s: a client applying the patches holds what whole states hold, at every move of a random game',
    { timeout: 240_000 },
    async (game) => {
      const g = await hotSeatTable(game, `patches-${game}`);
      // A hot-seat screen (its eyes follow the seat to act) and a spectator, each as patches (the
      // legal moves in the patch, or as runs) and whole.
      const pairs = await Promise.all(
        [g.hotSeatToken, undefined].map(async (token) => ({
          patched: new PatchFollower(await open(g.gameId, token, true)),
          runs: new PatchFollower(await open(g.gameId, token, true, '?legalMoves=runs')),
          byViewer: new PatchFollower(await open(g.gameId, token, true, '?legalMoves=runs&logs=byViewer')),
          short: new PatchFollower(
            await open(g.gameId, token, true, '?legalMoves=runs&logs=byViewer&ops=short'),
          ),
          rfcShort: new PatchFollower(await open(g.gameId, token, true, '?ops=short')),
          whole: await open(g.gameId, token, false),
        })),
      );
      let moves = 0;
      const compareAt = async (moveCount: number) => {
        for (const p of pairs) {
          const whole = { ...(await p.whole.mergedState(moveCount)), logFrom: 0 };
          expect({ ...(await p.patched.at(moveCount)), logFrom: 0 }).toEqual(whole);
          expect({ ...(await p.runs.at(moveCount)), logFrom: 0 }).toEqual(whole);
          expect({ ...(await p.byViewer.at(moveCount)), logFrom: 0 }).toEqual(whole);
          expect({ ...(await p.short.at(moveCount)), logFrom: 0 }).toEqual(whole);
          expect({ ...(await p.rfcShort.at(moveCount)), logFrom: 0 }).toEqual(whole);
        }
      };
      await compareAt(0);
      await driveRandom({
        url: t.url,
        gameId: g.gameId,
        tokens: { 0: g.hotSeatToken, 1: g.hotSeatToken },
        seed: `patches-${game}`,
        maxMoves: MOVES,
        afterMove: async (s) => {
          moves++;
          await compareAt(s.moveCount);
        },
      });
      expect(moves).toBeGreaterThan(0);
      for (const p of pairs) {
        // After the first message, changes only: no whole state was sent again.
        expect(p.patched.client.messages.filter((m) => m.type === 'state')).toHaveLength(1);
        expect(p.patched.client.messages.filter((m) => m.type === 'patch').length).toBeGreaterThanOrEqual(
          moves,
        );
        expect(p.patched.resyncs).toBe(0);
      }
      // The changes are smaller than the whole states they stand for, and the runs smaller still.
      const bytes = (c: SocketClient) => c.raw.reduce((n, r) => n + r.length, 0);
      expect(bytes(pairs[0].patched.client)).toBeLessThan(bytes(pairs[0].whole));
      expect(bytes(pairs[0].runs.client)).toBeLessThan(bytes(pairs[0].patched.client));
      expect(pairs[0].runs.client.messages.some((m) => m.type === 'patch' && m.moves)).toBe(true);
      expect(pairs[0].runs.resyncs).toBe(0);
      // A hot-seat screen back at a seat it showed takes up that seat's log: fewer bytes still.
      expect(pairs[0].byViewer.resyncs).toBe(0);
      expect(bytes(pairs[0].byViewer.client)).toBeLessThanOrEqual(bytes(pairs[0].runs.client));
      // Short operations, without the move count's change, take fewer bytes again.
      for (const p of pairs) {
        expect([p.short.resyncs, p.rfcShort.resyncs]).toEqual([0, 0]);
        expect(bytes(p.short.client)).toBeLessThan(bytes(p.byViewer.client));
        expect(bytes(p.rfcShort.client)).toBeLessThan(bytes(p.patched.client));
        const shortPatches = p.short.client.messages.filter((m) => m.type === 'patch');
        expect(shortPatches.length).toBeGreaterThanOrEqual(moves);
        for (const m of shortPatches) {
          expect(m.ops).toBe('short');
          for (const op of m.patch) {
            expect(Array.isArray(op) && ['a', 'r', 'd'].includes(op[0] as string)).toBe(true);
            expect(Array.isArray(op) && op[1]).not.toBe('/moveCount');
            // The new time is the message's `at` after the held one (the follower matched it above).
            expect(Array.isArray(op) && op[1]).not.toBe('/updatedAt');
          }
        }
        expect(shortPatches.some((m) => typeof m.at === 'number')).toBe(true);
      }
      // Where lines read otherwise for the seats (hidden cards), it spares them.
      if (game === 'industrial-waste') {
        expect(pairs[0].byViewer.ownLogs).toBeGreaterThan(0);
        expect(bytes(pairs[0].byViewer.client)).toBeLessThan(bytes(pairs[0].runs.client));
      }
    },
  );

  it(
    'a client that missed a patch asks for a whole state and is whole again',
    { timeout: 120_000 },
    async () => {
      const game = shipped[0];
      const g = await hotSeatTable(game, 'patches-gap');
      const whole = await open(g.gameId, undefined, false);
      const client = await open(g.gameId, undefined, true);
      // Message 0 is the first state; message 2, the second patch, is lost.
      const follower = new PatchFollower(client, 2);
      let last = 0;
      await driveRandom({
        url: t.url,
        gameId: g.gameId,
        tokens: { 0: g.hotSeatToken, 1: g.hotSeatToken },
        seed: 'patches-gap',
        maxMoves: 6,
        afterMove: (s) => void (last = s.moveCount),
      });
      const caughtUp = await follower.at(last);
      expect(follower.resyncs).toBe(1);
      expect(follower.byMove.has(2)).toBe(false);
      const expected = await whole.mergedState(last);
      expect({ ...caughtUp, logFrom: 0 }).toEqual({ ...expected, logFrom: 0 });
      // The resync brought one whole state: the second message of that type on the socket.
      expect(client.messages.filter((m) => m.type === 'state')).toHaveLength(2);
    },
  );

  it('a patch that does not apply, or does not start where the client is, asks for a resync', () => {
    const state = new SocketState();
    const first = { moveCount: 3, view: { a: [1, 2] }, log: [], logFrom: 4 } as unknown as SnapshotAnswer;
    expect(state.take({ type: 'state', snapshot: first })).not.toBe('resync');
    const patch = { type: 'patch' as const, moveCount: 4, log: [] };
    expect(state.take({ ...patch, from: 2, patch: [] })).toBe('resync');
    // Patches on their way before the whole state asked for are passed over.
    expect(state.take({ ...patch, from: 4, patch: [] })).toBe('skip');
    state.take({ type: 'state', snapshot: first });
    const bad = [{ op: 'replace' as const, path: '/view/b/c', value: 1 }];
    expect(state.take({ ...patch, from: 3, patch: bad })).toBe('resync');
    state.take({ type: 'state', snapshot: first });
    const good = [
      { op: 'replace' as const, path: '/moveCount', value: 4 },
      { op: 'add' as const, path: '/view/a/-', value: 3 },
    ];
    const taken = state.take({ ...patch, from: 3, patch: good });
    expect(typeof taken).toBe('object');
    expect(typeof taken === 'object' && taken.snapshot).toMatchObject({
      moveCount: 4,
      view: { a: [1, 2, 3] },
    });
    // The held snapshot was patched as a copy: the one shown before stays as it was.
    expect(first).toMatchObject({ moveCount: 3, view: { a: [1, 2] } });
    // Short operations: the move count comes from the message; an unknown operation asks for a resync.
    const short = { ...patch, ops: 'short' as const, from: 4 };
    const shortTaken = state.take({
      ...short,
      patch: [
        ['a', '/view/a/-', 4],
        ['d', '/view/a/0'],
      ],
    });
    expect(typeof shortTaken === 'object' && shortTaken.snapshot).toMatchObject({
      moveCount: 4,
      view: { a: [2, 3, 4] },
    });
    state.take({ type: 'state', snapshot: first });
    const odd = [['x', '/view/a/0']] as unknown as [['d', string]];
    expect(state.take({ ...short, from: 3, patch: odd })).toBe('resync');
    // `at`: the new `updatedAt`, this many milliseconds after the held one; none to add to: a resync.
    const timed = { ...first, updatedAt: '2026-11-28T10:00:00.000Z' } as SnapshotAnswer;
    state.take({ type: 'state', snapshot: timed });
    const stepped = state.take({ ...short, from: 3, at: 61_500, patch: [] });
    expect(typeof stepped === 'object' && stepped.snapshot.updatedAt).toBe('2026-11-28T10:01:01.500Z');
    expect(timed.updatedAt).toBe('2026-11-28T10:00:00.000Z');
    state.take({ type: 'state', snapshot: { ...timed, updatedAt: 'yesterday' } });
    expect(state.take({ ...short, from: 3, at: 1, patch: [] })).toBe('resync');
  });

  it('refuses an unknown operation form or language before the upgrade', async () => {
    const g = await hotSeatTable(shipped[0], 'patches-bad-ops');
    for (const query of ['ops=tiny', 'lang=fr'])
      await expect(SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket?${query}`)).rejects.toThrow(
        'HTTP 400',
      );
  });

  it.each(shipped)(
    '%s: with ?lang= a patch carries its lines in that language only',
    { timeout: 120_000 },
    async (game) => {
      const g = await hotSeatTable(game, `patches-lang-${game}`);
      const both = await open(g.gameId, g.hotSeatToken, true, '?ops=short');
      const it_ = await open(g.gameId, g.hotSeatToken, true, '?ops=short&lang=it');
      let last = 0;
      await driveRandom({
        url: t.url,
        gameId: g.gameId,
        tokens: { 0: g.hotSeatToken, 1: g.hotSeatToken },
        seed: `patches-lang-${game}`,
        maxMoves: 12,
        afterMove: (s) => void (last = s.moveCount),
      });
      const patches = async (c: SocketClient) => {
        await c.waitFor((m) => m.type === 'patch' && m.moveCount === last);
        return c.messages.filter((m) => m.type === 'patch');
      };
      const wanted = (await patches(both)).map((m) =>
        m.log.map((l) => ({ ...l, entries: l.entries.map((e) => ({ ...e, text: { it: e.text.it } })) })),
      );
      const got = (await patches(it_)).map((m) => m.log);
      expect(last).toBeGreaterThan(0);
      expect(got.flat().length).toBeGreaterThan(0);
      expect(got).toEqual(wanted);
    },
  );
});
