// Two server processes on one PostgreSQL database: a move's notice carries the entry it announces, so
// the watching node takes it without reading the database; a notice that follows a gap (one missed) or
// carries only the move number makes it read the moves it lacks, as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestServer } from '../support/server.ts';
import { twoNodes } from '../support/two-nodes.ts';
import { moveJson, moveNoticePayload, NOTICE_PAYLOAD_LIMIT } from '../../src/server/storage/move-notice.ts';
import type { AppendMove, MoveNotice } from '../../src/server/storage/types.ts';

describe('move notices between two nodes', () => {
  const nodes = twoNodes();
  let a: TestServer;
  let b: TestServer;
  beforeAll(() => {
    ({ a, b } = nodes);
  });
  const create = () => nodes.create(a);
  const post = (gameId: string, token: string, seat: number, cell: number, expectedMoveCount: number) =>
    nodes.post(a, gameId, token, seat, cell, expectedMoveCount);
  const watchOnB = async (g: { gameId: string; seats: { token: string }[] }) => {
    const s = await nodes.socket(b, g.gameId, g.seats[1].token);
    await s.state(0);
    return s;
  };

  /** Counts B's reads of moves and clocks of `gameId` while `work` runs. */
  const readsOnB = async (gameId: string, work: () => Promise<void>) => {
    const reads = { moves: 0, clocks: 0 };
    const { loadMoves, loadClocks } = b.storage;
    b.storage.loadMoves = (id, after) => {
      if (id === gameId) reads.moves++;
      return loadMoves.call(b.storage, id, after);
    };
    b.storage.loadClocks = (id) => {
      if (id === gameId) reads.clocks++;
      return loadClocks.call(b.storage, id);
    };
    try {
      await work();
    } finally {
      b.storage.loadMoves = loadMoves;
      b.storage.loadClocks = loadClocks;
    }
    return reads;
  };

  /** Runs `work` while B's notices pass through `filter` first (null: the notice is lost). */
  const noticesOnB = async (filter: (n: MoveNotice) => MoveNotice | null, work: () => Promise<void>) => {
    const service = b.server.service;
    const onNotice = service.onNotice.bind(service);
    service.onNotice = async (n) => {
      const kept = filter(n);
      if (kept) await onNotice(kept);
    };
    try {
      await work();
    } finally {
      service.onNotice = onNotice;
    }
  };

  it('takes a move and an undo from their notices without reading the database', async () => {
    const g = await create();
    const onB = await watchOnB(g);
    const reads = await readsOnB(g.gameId, async () => {
      expect((await post(g.gameId, g.seats[0].token, 0, 4, 0)).status).toBe(200);
      const seen = await onB.state(1);
      expect(seen.legalMoves['1']).toHaveLength(8);
      expect(seen.log[0].entries[0].text.en).toBe('Player 1 marks cell 4.');
      const undo = await call(`${a.url}/api/games/${g.gameId}/undo`, {
        body: { seat: 0, expectedMoveCount: 1 },
        token: g.seats[0].token,
      });
      expect(undo.status).toBe(200);
      const undone = await onB.state(2);
      expect(undone.activeSeats).toEqual([0]);
    });
    expect(reads).toEqual({ moves: 0, clocks: 0 });
    // B's copy is the one the database gives: a fresh read on A shows the same view.
    const onA = (await call(`${a.url}/api/games/${g.gameId}`)).body;
    const fromB = (await call(`${b.url}/api/games/${g.gameId}`)).body;
    expect([fromB.moveCount, fromB.view, fromB.seats]).toEqual([onA.moveCount, onA.view, onA.seats]);
  });

  it('reads the moves it lacks when a notice follows one it missed', async () => {
    const g = await create();
    const onB = await watchOnB(g);
    let lost = 0;
    const reads = await readsOnB(g.gameId, () =>
      noticesOnB(
        (n) => (n.gameId === g.gameId && n.seq === 1 && lost++ === 0 ? null : n),
        async () => {
          expect((await post(g.gameId, g.seats[0].token, 0, 4, 0)).status).toBe(200);
          expect((await post(g.gameId, g.seats[1].token, 1, 0, 1)).status).toBe(200);
          const seen = await onB.state(2);
          expect(seen.log.map((l) => l.n)).toEqual([1, 2]);
          expect(seen.activeSeats).toEqual([0]);
        },
      ),
    );
    expect(lost).toBe(1);
    expect(reads.moves).toBeGreaterThan(0);
  });

  it('takes a notice that comes while a catch-up of the game is in flight after it, in order', async () => {
    const g = await create();
    const onB = await watchOnB(g);
    const { loadMoves } = b.storage;
    let slowReads = 0;
    // B's read of the moves it lacks is held back until move 3 is stored and its notice has come.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    b.storage.loadMoves = async (id, after) => {
      if (id === g.gameId && after !== undefined && after > 0) {
        slowReads++;
        await released;
      }
      return loadMoves.call(b.storage, id, after);
    };
    try {
      let lost = 0;
      await noticesOnB(
        (n) => (n.gameId === g.gameId && n.seq === 2 && lost++ === 0 ? null : n),
        async () => {
          expect((await post(g.gameId, g.seats[0].token, 0, 4, 0)).status).toBe(200);
          await onB.state(1);
          expect((await post(g.gameId, g.seats[1].token, 1, 0, 1)).status).toBe(200);
          expect((await post(g.gameId, g.seats[0].token, 0, 8, 2)).status).toBe(200);
          // Move 3's notice follows the lost one: B reads the moves it lacks, held back above.
          await expect.poll(() => slowReads).toBe(1);
          expect((await post(g.gameId, g.seats[1].token, 1, 1, 3)).status).toBe(200);
          // Move 4's notice has come and waits behind the read: nothing of it is taken yet.
          await new Promise((r) => setTimeout(r, 100));
          expect((await b.server.service.live(g.gameId)).moveCount).toBe(1);
          release();
          const seen = await onB.state(4);
          // The socket held move 1's line: it is sent the three after it, in order.
          expect(seen.log.map((l) => l.n)).toEqual([2, 3, 4]);
        },
      );
    } finally {
      release();
      b.storage.loadMoves = loadMoves;
    }
    const onA = await a.server.service.live(g.gameId);
    const liveB = await b.server.service.live(g.gameId);
    expect([liveB.moveCount, liveB.clocks.rev, liveB.meta.botToMove]).toEqual([
      onA.moveCount,
      onA.clocks.rev,
      onA.meta.botToMove,
    ]);
    expect(liveB.state).toEqual(onA.state);
  });

  it('reads the move when its notice carries only its number', async () => {
    const g = await create();
    const onB = await watchOnB(g);
    const reads = await readsOnB(g.gameId, () =>
      noticesOnB(
        (n) => ({ gameId: n.gameId, seq: n.seq, node: n.node }),
        async () => {
          expect((await post(g.gameId, g.seats[0].token, 0, 8, 0)).status).toBe(200);
          expect((await onB.state(1)).log[0].entries[0].text.en).toBe('Player 1 marks cell 8.');
        },
      ),
    );
    expect(reads.moves).toBe(1);
  });
});

describe('a move notice payload', () => {
  const append = {
    gameId: 'g1',
    seq: 7,
    seat: 1,
    move: { type: 'MARK', cell: 3 },
    log: { spectator: [{ id: 'marks', params: { cell: 3 } }] },
    status: 'running' as const,
    outcome: null,
    botToMove: false,
    at: '2026-11-28T09:00:00.000Z',
    clocks: { spec: null, standInLevel: 'random', seats: [], rev: 4 },
  };

  it('carries the entry and the clocks when they fit', () => {
    const notice = JSON.parse(moveNoticePayload(append, 'n1')) as MoveNotice;
    expect(notice).toEqual({
      gameId: 'g1',
      seq: 7,
      node: 'n1',
      entry: {
        seat: 1,
        move: append.move,
        log: append.log,
        createdAt: append.at,
        clocks: { spec: null, seats: [], rev: 4 },
      },
    });
  });

  it('carries only the move number when the entry would not fit in a notice', () => {
    const long = { spectator: [{ id: 'marks', params: { text: 'x'.repeat(NOTICE_PAYLOAD_LIMIT) } }] };
    const payload = moveNoticePayload({ ...append, log: long }, 'n1');
    expect(JSON.parse(payload)).toEqual({ gameId: 'g1', seq: 7, node: 'n1' });
    // Just under the limit it still carries the entry; PostgreSQL refuses 8,000 bytes and more.
    const room = NOTICE_PAYLOAD_LIMIT - Buffer.byteLength(moveNoticePayload(append, 'n1'));
    const fits = {
      spectator: [{ id: 'marks', params: { cell: 3, text: 'é'.repeat(Math.floor(room / 2) - 20) } }],
    };
    const full = moveNoticePayload({ ...append, log: fits }, 'n1');
    expect(Buffer.byteLength(full)).toBeLessThan(8000);
    expect((JSON.parse(full) as MoveNotice).entry?.log).toEqual(fits);
  });

  it("is the very text JSON.stringify gives for the notice, made from the statement's own JSON", () => {
    /** The notice as an object turned into JSON, as it was made before it reused the statement's texts. */
    const stringified = (a: AppendMove, node: string) =>
      JSON.stringify({
        node,
        gameId: a.gameId,
        seq: a.seq,
        entry: {
          seat: a.seat,
          move: a.move,
          log: a.log,
          createdAt: a.at,
          ...(a.undoes !== undefined ? { undoes: a.undoes } : {}),
          ...(a.clocks ? { clocks: { spec: a.clocks.spec, seats: a.clocks.seats, rev: a.clocks.rev } } : {}),
        },
      });
    const awkward = `O'Brien "quoted" \\ \n é ✓ \u2028 😀`;
    const cases: AppendMove[] = [
      append,
      { ...append, undoes: 5, move: { type: 'MARK', cell: 3, note: awkward } },
      {
        ...append,
        gameId: awkward,
        log: { spectator: [{ id: 'marks', params: { name: awkward, n: -0.5 } }] },
      },
      {
        ...append,
        clocks: {
          spec: { bankSeconds: 600, incrementSeconds: 5 },
          standInLevel: 'heuristic',
          seats: [{ bankMs: 1.5, deadline: '2026-11-28T09:10:00.000Z', standIn: null, note: null }],
          rev: 9,
        },
      },
      { ...append, clocks: undefined },
      {
        ...append,
        log: { spectator: [{ id: 'marks', params: { text: 'x'.repeat(NOTICE_PAYLOAD_LIMIT) } }] },
      },
    ];
    for (const a of cases) {
      const expected = stringified(a, awkward);
      const payload = moveNoticePayload(a, awkward, moveJson(a));
      if (Buffer.byteLength(expected) < NOTICE_PAYLOAD_LIMIT) expect(payload).toBe(expected);
      else expect(payload).toBe(JSON.stringify({ node: awkward, gameId: a.gameId, seq: a.seq }));
    }
  });
});
