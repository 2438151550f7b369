// The social store on PostgreSQL, shared by every node: a rematch is claimed by the unique
// `rematch_of` of the new game's settings (the loser's insert fails and it answers the winner's game),
// and a seat by an UPDATE that matches only while the seats are still what the claimer saw (a second
// claim waits for the first to commit, then finds the seats changed).
import type pg from 'pg';
import { pgCode, UNIQUE_VIOLATION } from './postgres-codes.ts';
import { INSERT_CLOCKS_PG, clockValues } from './clocks.ts';
import { GAME_COLUMNS, SUMMARY_COLUMNS, gameFromRow, gameValues, type GameRow } from './rows.ts';
import {
  DEFAULT_SETTINGS,
  chatFromRow,
  keptFromRow,
  rematchFromRow,
  rematchSettings,
  type ChatRow,
  type KeptRow,
  type SocialStore,
} from './social.ts';

export function postgresSocial(
  pool: pg.Pool,
  tx: <T>(work: (c: pg.PoolClient) => Promise<T>) => Promise<T>,
  /** Tells every node (this one too) about a new chat message, on the moves' channel. */
  notifyChat: (gameId: string, n: number) => Promise<void>,
): SocialStore {
  const rematchOf = async (oldId: string) =>
    rematchFromRow(
      (await pool.query('SELECT game_id, rematch_by FROM game_settings WHERE rematch_of = $1', [oldId]))
        .rows[0],
    );
  return {
    async settings(gameId) {
      const r = await pool.query('SELECT listed, chat FROM game_settings WHERE game_id = $1', [gameId]);
      const row = r.rows[0] as { listed: boolean; chat: boolean } | undefined;
      return {
        ...(row ? { listed: row.listed, chat: row.chat } : DEFAULT_SETTINGS),
        ...rematchSettings(await rematchOf(gameId)),
      };
    },
    async saveSettings(gameId, st) {
      await pool.query(
        'INSERT INTO game_settings (game_id, listed, chat, rematch_of, created_at) VALUES ($1, $2, $3, NULL, $4)',
        [gameId, st.listed, st.chat, new Date().toISOString()],
      );
    },
    async createRematch(oldId, game, st, clocks, by) {
      try {
        await tx(async (c) => {
          await c.query(
            `INSERT INTO game_settings (game_id, listed, chat, rematch_of, rematch_by, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [game.id, st.listed, st.chat, oldId, by, game.createdAt],
          );
          const values = gameValues(game);
          await c.query(
            `INSERT INTO games (${GAME_COLUMNS}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
            values,
          );
          await c.query(INSERT_CLOCKS_PG, clockValues(game.id, clocks));
        });
        return { gameId: game.id, by };
      } catch (e) {
        if (pgCode(e) !== UNIQUE_VIOLATION) throw e;
        const winner = await rematchOf(oldId);
        if (!winner) throw e;
        return winner;
      }
    },
    async claimSeat(c) {
      const r = await pool.query(
        'UPDATE games SET seats = $1, tokens = $2, bot_to_move = $3, updated_at = $4 WHERE id = $5 AND seats = $6',
        [
          JSON.stringify(c.seats),
          JSON.stringify(c.tokens),
          c.botToMove,
          c.at,
          c.gameId,
          JSON.stringify(c.before),
        ],
      );
      return r.rowCount === 1;
    },
    async lobby(limit) {
      const r = await pool.query<GameRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM games WHERE status = 'running' AND seats LIKE '%"kind":"open"%'
         AND id IN (SELECT game_id FROM game_settings WHERE listed) ORDER BY created_at DESC, id LIMIT $1`,
        [limit],
      );
      return r.rows.map(gameFromRow);
    },
    async appendChat(gameId, m) {
      // Two messages at once on two nodes may pick the same number: the loser takes the next one.
      for (let attempt = 0; ; attempt++) {
        try {
          const r = await pool.query(
            `INSERT INTO chat_messages (game_id, n, seat, name, text, created_at)
             SELECT $1, COALESCE(MAX(n), 0) + 1, $2, $3, $4, $5 FROM chat_messages WHERE game_id = $1
             RETURNING n`,
            [gameId, m.seat, m.name, m.text, m.at],
          );
          const n = Number(r.rows[0].n);
          await notifyChat(gameId, n);
          return { n, ...m };
        } catch (e) {
          if (pgCode(e) !== UNIQUE_VIOLATION || attempt >= 20) throw e;
        }
      }
    },
    async chat(gameId, after, limit) {
      const r = await pool.query<ChatRow>(
        'SELECT n, seat, name, text, created_at FROM chat_messages WHERE game_id = $1 AND n > $2 ORDER BY n DESC LIMIT $3',
        [gameId, after, limit],
      );
      return r.rows.map(chatFromRow).reverse();
    },
    async createPlayerKey(keyHash, at) {
      await pool.query('INSERT INTO player_keys (key_hash, created_at) VALUES ($1, $2)', [keyHash, at]);
    },
    async playerKeyExists(keyHash) {
      return (await pool.query('SELECT 1 FROM player_keys WHERE key_hash = $1', [keyHash])).rowCount === 1;
    },
    async keepSeat(keyHash, k) {
      await pool.query(
        `INSERT INTO player_seats (key_hash, game_id, token_hash, sealed, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (key_hash, game_id, token_hash) DO NOTHING`,
        [keyHash, k.gameId, k.tokenHash, k.sealed, k.at],
      );
    },
    async keptSeats(keyHash) {
      const r = await pool.query<KeptRow>(
        'SELECT game_id, token_hash, sealed, created_at FROM player_seats WHERE key_hash = $1 ORDER BY created_at DESC',
        [keyHash],
      );
      return r.rows.map(keptFromRow);
    },
    async dropGame(keyHash, gameId) {
      const r = await pool.query('DELETE FROM player_seats WHERE key_hash = $1 AND game_id = $2', [
        keyHash,
        gameId,
      ]);
      return (r.rowCount ?? 0) > 0;
    },
  };
}
