// Leases on PostgreSQL. A claim is one INSERT ... ON CONFLICT DO UPDATE whose condition is checked
// again on the locked row, so two nodes claiming at once cannot both win. Times come from the
// database's clock.
import type pg from 'pg';
import { BOT_DUTY, LAPSED_NODE_KEPT_MS, type LeaseStore } from './leases.ts';

const NOW_MS = `(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::bigint`;
/** True when the lease row `l` is held by a node whose heartbeat is current. */
const heldAlive = (l: string) =>
  `EXISTS (SELECT 1 FROM lease_nodes n WHERE n.node = ${l}.holder AND n.expires_at > ${NOW_MS})`;

/** True when a live node other than `node` (an SQL parameter) holds the bot duty of the games row `g`. */
export const botDutyHeldByOther = (node: string) =>
  `EXISTS (SELECT 1 FROM leases l JOIN lease_nodes n ON n.node = l.holder
    WHERE l.kind = '${BOT_DUTY}' AND l.game_id = g.id AND l.holder <> ${node} AND n.expires_at > ${NOW_MS})`;

export function postgresLeases(pool: pg.Pool): LeaseStore {
  return {
    async renewLeases(node, ttlMs) {
      await pool.query(
        `INSERT INTO lease_nodes (node, expires_at) VALUES ($1, ${NOW_MS} + $2)
         ON CONFLICT (node) DO UPDATE SET expires_at = excluded.expires_at`,
        [node, ttlMs],
      );
      await pool.query(`DELETE FROM lease_nodes WHERE expires_at < ${NOW_MS} - $1`, [LAPSED_NODE_KEPT_MS]);
    },
    async claimLease(kind, gameId, node) {
      const r = await pool.query(
        `INSERT INTO leases (kind, game_id, holder, claimed_at) VALUES ($1, $2, $3, ${NOW_MS})
         ON CONFLICT (kind, game_id) DO UPDATE SET holder = excluded.holder, claimed_at = excluded.claimed_at
         WHERE leases.holder = excluded.holder OR NOT ${heldAlive('leases')}
         RETURNING holder`,
        [kind, gameId, node],
      );
      return r.rowCount === 1;
    },
    async releaseLease(kind, gameId, node) {
      await pool.query('DELETE FROM leases WHERE kind = $1 AND game_id = $2 AND holder = $3', [
        kind,
        gameId,
        node,
      ]);
    },
    async expiredDuties(kind, limit) {
      const r = await pool.query(
        `SELECT l.game_id FROM leases l WHERE l.kind = $1 AND NOT ${heldAlive('l')}
         ORDER BY l.claimed_at LIMIT $2`,
        [kind, limit],
      );
      return r.rows.map((row) => String(row.game_id));
    },
    async leaseHolder(kind, gameId) {
      const r = await pool.query(
        `SELECT l.holder FROM leases l WHERE l.kind = $1 AND l.game_id = $2 AND ${heldAlive('l')}`,
        [kind, gameId],
      );
      return r.rows[0] ? String(r.rows[0].holder) : null;
    },
    async retire(node) {
      await pool.query('DELETE FROM leases WHERE holder = $1', [node]);
      await pool.query('DELETE FROM lease_nodes WHERE node = $1', [node]);
    },
  };
}
