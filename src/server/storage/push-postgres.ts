// The push store on PostgreSQL. Two nodes starting at once both offer a key pair; the row's fixed id
// lets one insert win, and both then read the same pair.
//
// The subscriptions of the seats to move are read after each move this node stores, and most games
// have none: the move's own write says whether the game has any (append-postgres.ts), and the read
// that follows it is skipped when it had none. A subscription stored while the move was being written
// is missed for that move only, as if it had come just after it; every later move's write looks again.
import type pg from 'pg';
import { PUSH_COLUMNS, pushFromRow, pushValues, type PushRow, type PushStore } from './push.ts';

/** At most this many games noted; beyond it the notes start again empty (a read is only skipped less). */
const MAX_NOTED = 10_000;

/** Games whose last move written by this node found no push subscription, until the read after it. */
export class UnsubscribedGames {
  private readonly games = new Set<string>();

  note(gameId: string): void {
    if (this.games.size >= MAX_NOTED) this.games.clear();
    this.games.add(gameId);
  }

  /** Forgets `gameId`; true when it was noted. */
  forget(gameId: string): boolean {
    return this.games.delete(gameId);
  }
}

export function postgresPush(
  pool: pg.Pool,
  tx: <T>(work: (c: pg.PoolClient) => Promise<T>) => Promise<T>,
  unsubscribed: UnsubscribedGames,
): PushStore {
  return {
    async keys(candidate, at) {
      await pool.query(
        'INSERT INTO push_keys (id, public_key, private_key, created_at) VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING',
        [candidate.publicKey, candidate.privateKey, at],
      );
      const r = await pool.query('SELECT public_key, private_key FROM push_keys WHERE id = 1');
      return { publicKey: String(r.rows[0].public_key), privateKey: String(r.rows[0].private_key) };
    },
    async subscribe(sub, keep) {
      await tx(async (q) => {
        await q.query(
          `INSERT INTO push_subscriptions (${PUSH_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (game_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
           lang = excluded.lang, created_at = excluded.created_at`,
          pushValues(sub),
        );
        await q.query(
          `DELETE FROM push_subscriptions WHERE game_id = $1 AND seat = $2 AND endpoint NOT IN
           (SELECT endpoint FROM push_subscriptions WHERE game_id = $1 AND seat = $2 ORDER BY created_at DESC, endpoint LIMIT $3)`,
          [sub.gameId, sub.seat, keep],
        );
      });
      unsubscribed.forget(sub.gameId);
    },
    async unsubscribe(gameId, seat, endpoint) {
      const r =
        endpoint === undefined
          ? await pool.query('DELETE FROM push_subscriptions WHERE game_id = $1 AND seat = $2', [
              gameId,
              seat,
            ])
          : await pool.query(
              'DELETE FROM push_subscriptions WHERE game_id = $1 AND seat = $2 AND endpoint = $3',
              [gameId, seat, endpoint],
            );
      return r.rowCount ?? 0;
    },
    async forSeats(gameId, seats) {
      if (unsubscribed.forget(gameId)) return [];
      const r = await pool.query<PushRow>(
        `SELECT ${PUSH_COLUMNS} FROM push_subscriptions WHERE game_id = $1 AND seat = ANY($2::int[]) ORDER BY seat, endpoint`,
        [gameId, seats],
      );
      return r.rows.map(pushFromRow);
    },
    async forgetGame(gameId) {
      await pool.query('DELETE FROM push_subscriptions WHERE game_id = $1', [gameId]);
    },
  };
}
