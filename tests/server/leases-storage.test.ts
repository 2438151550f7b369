// The lease store on real SQLite and real PostgreSQL: a duty has one live holder, a node whose heartbeat
// lapsed loses its duties to the first node that claims them, and of nodes claiming at once exactly one
// wins. A lapsed heartbeat is made by renewing with a TTL of 0, so nothing here waits on the clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../../src/server/storage/types.ts';
import type { StoredGame } from '../../src/server/storage/game-record.ts';
import { databases, type TestDatabase } from '../support/databases.ts';

describe.each(databases)('leases on $name', ({ name, make }) => {
  let db: TestDatabase;
  let storage: Storage;
  beforeEach(async () => {
    db = make();
    storage = db.open();
    await storage.init();
  });
  afterEach(async () => {
    await storage.close();
    await db.drop();
  });

  it('gives a duty to one live node at a time', async () => {
    const l = storage.leases;
    await l.renewLeases('a', 60_000);
    await l.renewLeases('b', 60_000);
    expect(await l.claimLease('bot', 'g1', 'a')).toBe(true);
    // Claiming again is keeping it; another live node cannot take it, nor release it.
    expect(await l.claimLease('bot', 'g1', 'a')).toBe(true);
    expect(await l.claimLease('bot', 'g1', 'b')).toBe(false);
    await l.releaseLease('bot', 'g1', 'b');
    expect(await l.leaseHolder('bot', 'g1')).toBe('a');
    // Kinds are separate duties of the same game.
    expect(await l.claimLease('clock', 'g1', 'b')).toBe(true);
    expect(await l.leaseHolder('clock', 'g1')).toBe('b');
    await l.releaseLease('bot', 'g1', 'a');
    expect(await l.leaseHolder('bot', 'g1')).toBeNull();
    expect(await l.claimLease('bot', 'g1', 'b')).toBe(true);
    expect(await l.expiredDuties('bot', 10)).toEqual([]);
  });

  it("lists a lapsed node's duties and lets another node take them over", async () => {
    const l = storage.leases;
    await l.renewLeases('a', 60_000);
    await l.renewLeases('b', 60_000);
    expect(await l.claimLease('bot', 'g1', 'a')).toBe(true);
    expect(await l.claimLease('bot', 'g2', 'a')).toBe(true);
    expect(await l.claimLease('bot', 'g3', 'b')).toBe(true);
    expect(await l.claimLease('clock', 'g1', 'a')).toBe(true);
    // A's heartbeat lapses: all its leases go at once, B's stay.
    await l.renewLeases('a', 0);
    expect((await l.expiredDuties('bot', 10)).sort()).toEqual(['g1', 'g2']);
    expect(await l.expiredDuties('clock', 10)).toEqual(['g1']);
    expect(await l.leaseHolder('bot', 'g1')).toBeNull();
    expect(await l.claimLease('bot', 'g1', 'b')).toBe(true);
    expect(await l.leaseHolder('bot', 'g1')).toBe('b');
    expect(await l.expiredDuties('bot', 10)).toEqual(['g2']);
    // A comes back: what it still names is its own again, what B took is B's.
    await l.renewLeases('a', 60_000);
    expect(await l.leaseHolder('bot', 'g2')).toBe('a');
    expect(await l.claimLease('bot', 'g1', 'a')).toBe(false);
  });

  it('frees every lease of a node that stops cleanly', async () => {
    const l = storage.leases;
    await l.renewLeases('a', 60_000);
    await l.renewLeases('b', 60_000);
    expect(await l.claimLease('bot', 'g1', 'a')).toBe(true);
    expect(await l.claimLease('clock', 'g2', 'a')).toBe(true);
    await l.retire('a');
    expect(await l.expiredDuties('bot', 10)).toEqual([]);
    expect(await l.claimLease('bot', 'g1', 'b')).toBe(true);
    expect(await l.claimLease('clock', 'g2', 'b')).toBe(true);
  });

  it('lets exactly one of several nodes claiming at once win', async () => {
    const handles = [storage, db.open(), db.open()];
    try {
      for (const [i] of handles.entries()) await storage.leases.renewLeases(`n${i}`, 60_000);
      await storage.leases.renewLeases('dead', 0);
      for (let round = 0; round < 20; round++) {
        const game = `g${round}`;
        // Half the rounds race on a free duty, half on a dead node's.
        if (round % 2) expect(await storage.leases.claimLease('bot', game, 'dead')).toBe(true);
        const won = await Promise.all(handles.map((h, i) => h.leases.claimLease('bot', game, `n${i}`)));
        expect(won.filter(Boolean)).toHaveLength(1);
        expect(await storage.leases.leaseHolder('bot', game)).toBe(`n${won.indexOf(true)}`);
      }
    } finally {
      // SQLite: the extra handles share the one process's database; PostgreSQL: separate pools.
      for (const h of handles.slice(1)) await h.close();
    }
  });

  it('finds the games whose bots no other live node is on, shorter than the length limit', async () => {
    const game = (id: string, moveCount = 0): StoredGame => ({
      id,
      game: 'tic-tac-toe',
      rulesVersion: 1,
      options: { players: 2 },
      seed: 's',
      seats: [],
      tokens: [],
      hotSeat: false,
      status: 'running',
      moveCount,
      outcome: null,
      botToMove: true,
      createdAt: `2025-01-01T00:00:0${id.length}.000Z`,
      updatedAt: `2025-01-01T00:00:0${moveCount}.000Z`,
    });
    for (const g of [game('free', 1), game('long', 5), game('other', 2), game('dead', 3), game('mine', 4)])
      await storage.createGame(g);
    const l = storage.leases;
    await l.renewLeases('me', 60_000);
    await l.renewLeases('other', 60_000);
    await l.renewLeases('dead', 60_000);
    await l.claimLease('bot', 'other', 'other');
    await l.claimLease('bot', 'dead', 'dead');
    await l.claimLease('bot', 'mine', 'me');
    // Another duty of the game is no reason to leave its bots alone.
    await l.claimLease('clock', 'free', 'other');
    await l.renewLeases('dead', 0);
    expect(await storage.gamesWithBotToMove(10, { freeFor: 'me', maxMoves: 5 })).toEqual([
      'free',
      'dead',
      'mine',
    ]);
    expect(await storage.gamesWithBotToMove(10)).toEqual(['free', 'other', 'dead', 'mine', 'long']);
  });

  it.runIf(name === 'sqlite')(
    'frees the leases of a process that died, once the folder is opened again',
    async () => {
      await storage.leases.renewLeases('gone', 60_000);
      expect(await storage.leases.claimLease('bot', 'g1', 'gone')).toBe(true);
      await storage.close();
      storage = db.open();
      await storage.init();
      expect(await storage.leases.expiredDuties('bot', 10)).toEqual(['g1']);
      await storage.leases.renewLeases('next', 60_000);
      expect(await storage.leases.claimLease('bot', 'g1', 'next')).toBe(true);
    },
  );
});
