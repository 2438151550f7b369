// Leases on SQLite. One process owns an SQLite folder (see folder-lock.ts), so any node row found at
// start belongs to a process that has died: they are dropped then, and the leases they held are free
// for this process to claim at once (and listed by `expiredDuties`). The statements are the same as
// on PostgreSQL, with this process's clock. Writes go through the writer thread, as every write does.
import type Database from 'better-sqlite3';
import type { WriteStep } from './sqlite-writer.ts';
import { BOT_DUTY, LAPSED_NODE_KEPT_MS, type LeaseStore } from './leases.ts';

const heldAlive = (l: string) =>
  `EXISTS (SELECT 1 FROM lease_nodes n WHERE n.node = ${l}.holder AND n.expires_at > @now)`;

/** True when a live node other than @node holds the bot duty of the games row `g`. */
export const botDutyHeldByOther = `EXISTS (SELECT 1 FROM leases l JOIN lease_nodes n ON n.node = l.holder
  WHERE l.kind = '${BOT_DUTY}' AND l.game_id = g.id AND l.holder <> @node AND n.expires_at > @now)`;

const RENEW = `INSERT INTO lease_nodes (node, expires_at) VALUES (@node, @now + @ttl)
  ON CONFLICT (node) DO UPDATE SET expires_at = excluded.expires_at`;
const DROP_LAPSED = 'DELETE FROM lease_nodes WHERE expires_at < @now - @kept';
const CLAIM = `INSERT INTO leases (kind, game_id, holder, claimed_at) VALUES (@kind, @game, @node, @now)
  ON CONFLICT (kind, game_id) DO UPDATE SET holder = excluded.holder, claimed_at = excluded.claimed_at
  WHERE leases.holder = excluded.holder OR NOT ${heldAlive('leases')}`;
const RELEASE = 'DELETE FROM leases WHERE kind = ? AND game_id = ? AND holder = ?';
const RETIRE_LEASES = 'DELETE FROM leases WHERE holder = ?';
const RETIRE_NODE = 'DELETE FROM lease_nodes WHERE node = ?';

export function sqliteLeases(
  db: Database.Database,
  write: (steps: WriteStep[]) => Promise<number[]>,
): LeaseStore & { forgetDeadNodes(): void } {
  let stmts: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    expired: db.prepare(
      `SELECT l.game_id FROM leases l WHERE l.kind = @kind AND NOT ${heldAlive('l')}
       ORDER BY l.claimed_at LIMIT @limit`,
    ),
    holder: db.prepare(
      `SELECT l.holder FROM leases l WHERE l.kind = @kind AND l.game_id = @game AND ${heldAlive('l')}`,
    ),
  });
  const s = () => (stmts ??= prepare());
  return {
    forgetDeadNodes() {
      db.prepare('DELETE FROM lease_nodes').run();
    },
    async renewLeases(node, ttlMs) {
      const now = Date.now();
      await write([
        { sql: RENEW, args: [{ node, now, ttl: ttlMs }] },
        { sql: DROP_LAPSED, args: [{ now, kept: LAPSED_NODE_KEPT_MS }] },
      ]);
    },
    async claimLease(kind, gameId, node) {
      const [claimed] = await write([{ sql: CLAIM, args: [{ kind, game: gameId, node, now: Date.now() }] }]);
      return claimed === 1;
    },
    async releaseLease(kind, gameId, node) {
      await write([{ sql: RELEASE, args: [kind, gameId, node] }]);
    },
    async expiredDuties(kind, limit) {
      const rows = s().expired.all({ kind, limit, now: Date.now() }) as { game_id: string }[];
      return rows.map((r) => r.game_id);
    },
    async leaseHolder(kind, gameId) {
      const row = s().holder.get({ kind, game: gameId, now: Date.now() }) as { holder: string } | undefined;
      return row?.holder ?? null;
    },
    async retire(node) {
      await write([
        { sql: RETIRE_LEASES, args: [node] },
        { sql: RETIRE_NODE, args: [node] },
      ]);
    },
  };
}
