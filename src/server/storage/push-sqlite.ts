// The push store on SQLite: writes go through the same writer thread and group commit as moves.
import type Database from 'better-sqlite3';
import { ReadCache } from './read-cache.ts';
import type { WriteStep } from './sqlite-writer.ts';
import {
  PUSH_COLUMNS,
  pushFromRow,
  pushValues,
  type PushRow,
  type PushStore,
  type PushSubscriptionRecord,
  type VapidKeys,
} from './push.ts';

const INSERT_KEYS =
  'INSERT INTO push_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING';
const UPSERT = `INSERT INTO push_subscriptions (${PUSH_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (game_id, seat, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
  lang = excluded.lang, created_at = excluded.created_at`;
const TRIM = `DELETE FROM push_subscriptions WHERE game_id = ? AND seat = ? AND endpoint NOT IN
  (SELECT endpoint FROM push_subscriptions WHERE game_id = ? AND seat = ? ORDER BY created_at DESC, endpoint LIMIT ?)`;
const REMOVE_ONE = 'DELETE FROM push_subscriptions WHERE game_id = ? AND seat = ? AND endpoint = ?';
const REMOVE_SEAT = 'DELETE FROM push_subscriptions WHERE game_id = ? AND seat = ?';
const FORGET = 'DELETE FROM push_subscriptions WHERE game_id = ?';

export function sqlitePush(
  db: Database.Database,
  write: (steps: WriteStep[]) => Promise<number[]>,
): PushStore {
  let stmts: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    keys: db.prepare('SELECT public_key, private_key FROM push_keys WHERE id = 1'),
    ofGame: db.prepare(
      `SELECT ${PUSH_COLUMNS} FROM push_subscriptions WHERE game_id = ? ORDER BY seat, endpoint`,
    ),
  });
  const s = () => (stmts ??= prepare());
  // A game's subscriptions are read after most moves (a turn changes hands); they change rarely.
  const ofGame = new ReadCache<PushSubscriptionRecord[]>();
  const changing = async <T>(gameId: string, change: Promise<T>): Promise<T> => {
    try {
      return await change;
    } finally {
      ofGame.forget(gameId);
    }
  };
  const stored = (): VapidKeys | null => {
    const row = s().keys.get() as { public_key: string; private_key: string } | undefined;
    return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
  };

  return {
    async keys(candidate, at) {
      const found = stored();
      if (found) return found;
      await write([{ sql: INSERT_KEYS, args: [candidate.publicKey, candidate.privateKey, at] }]);
      return stored()!;
    },
    async subscribe(sub, keep) {
      await changing(
        sub.gameId,
        write([
          { sql: UPSERT, args: pushValues(sub) },
          { sql: TRIM, args: [sub.gameId, sub.seat, sub.gameId, sub.seat, keep] },
        ]),
      );
    },
    async unsubscribe(gameId, seat, endpoint) {
      const [removed] = await changing(
        gameId,
        write(
          endpoint === undefined
            ? [{ sql: REMOVE_SEAT, args: [gameId, seat] }]
            : [{ sql: REMOVE_ONE, args: [gameId, seat, endpoint] }],
        ),
      );
      return removed;
    },
    async forSeats(gameId, seats) {
      const all = ofGame.get(gameId, () => (s().ofGame.all(gameId) as PushRow[]).map(pushFromRow));
      return all.filter((x) => seats.includes(x.seat));
    },
    async forgetGame(gameId) {
      await changing(gameId, write([{ sql: FORGET, args: [gameId] }]));
    },
  };
}
