// The push store on PostgreSQL. Two nodes starting at once both offer a key pair; the row's fixed id
// lets one insert win, and both then read the same pair.
import type pg from 'pg';
import { PUSH_COLUMNS, pushFromRow, pushValues, type PushRow, type PushStore } from './push.ts';

export function postgresPush(
  pool: pg.Pool,
  tx: <T>(work: (c: pg.PoolClient) => Promise<T>) => Promise<T>,
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
