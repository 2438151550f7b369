// The social store on SQLite: writes go through the same writer thread and group commit as moves. A
// rematch is claimed by the unique `rematch_of` of the new game's settings, written in the same group
// as the game itself; a seat is claimed by updating the game's seats only where they are still what
// the claimer saw. One process owns the file, so chat messages are numbered here.
import type Database from 'better-sqlite3';
import { INSERT_CLOCKS_SQLITE, clockValues } from './clocks.ts';
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
import type { WriteError, WriteStep } from './sqlite-writer.ts';

const bool = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

const INSERT_SETTINGS =
  'INSERT INTO game_settings (game_id, listed, chat, rematch_of, rematch_by, created_at) VALUES (?, ?, ?, ?, ?, ?)';
const INSERT_GAME = `INSERT INTO games (${GAME_COLUMNS}) VALUES (${GAME_COLUMNS.split(',')
  .map(() => '?')
  .join(', ')})`;
const CLAIM =
  'UPDATE games SET seats = ?, tokens = ?, bot_to_move = ?, updated_at = ? WHERE id = ? AND seats = ?';
const INSERT_CHAT =
  'INSERT INTO chat_messages (game_id, n, seat, name, text, created_at) VALUES (?, ?, ?, ?, ?, ?)';
const INSERT_KEY = 'INSERT INTO player_keys (key_hash, created_at) VALUES (?, ?)';
const KEEP_SEAT = `INSERT INTO player_seats (key_hash, game_id, token_hash, sealed, created_at) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (key_hash, game_id, token_hash) DO NOTHING`;
const DROP_GAME = 'DELETE FROM player_seats WHERE key_hash = ? AND game_id = ?';

export function sqliteSocial(
  db: Database.Database,
  write: (steps: WriteStep[]) => Promise<number[]>,
): SocialStore {
  let stmts: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    settings: db.prepare('SELECT listed, chat FROM game_settings WHERE game_id = ?'),
    rematchOf: db.prepare('SELECT game_id, rematch_by FROM game_settings WHERE rematch_of = ?'),
    lobby: db.prepare(
      `SELECT ${SUMMARY_COLUMNS} FROM games WHERE status = 'running' AND seats LIKE '%"kind":"open"%'
       AND id IN (SELECT game_id FROM game_settings WHERE listed = 1) ORDER BY created_at DESC, id LIMIT ?`,
    ),
    lastChat: db.prepare('SELECT COALESCE(MAX(n), 0) AS n FROM chat_messages WHERE game_id = ?'),
    chat: db.prepare(
      'SELECT n, seat, name, text, created_at FROM chat_messages WHERE game_id = ? AND n > ? ORDER BY n DESC LIMIT ?',
    ),
    keyExists: db.prepare('SELECT 1 AS x FROM player_keys WHERE key_hash = ?'),
    kept: db.prepare(
      'SELECT game_id, token_hash, sealed, created_at FROM player_seats WHERE key_hash = ? ORDER BY created_at DESC',
    ),
  });
  const s = () => (stmts ??= prepare());
  const rematchOf = (oldId: string) =>
    rematchFromRow(s().rematchOf.get(oldId) as { game_id: string; rematch_by: number | null } | undefined);
  /** The last chat number given per game (writes may still be on their way to the disk). */
  const lastChat = new Map<string, number>();

  return {
    async settings(gameId) {
      const row = s().settings.get(gameId) as { listed: number; chat: number } | undefined;
      return {
        ...(row ? { listed: Boolean(row.listed), chat: Boolean(row.chat) } : DEFAULT_SETTINGS),
        ...rematchSettings(rematchOf(gameId)),
      };
    },
    async saveSettings(gameId, st) {
      await write([
        {
          sql: INSERT_SETTINGS,
          args: [gameId, st.listed ? 1 : 0, st.chat ? 1 : 0, null, null, new Date().toISOString()],
        },
      ]);
    },
    async createRematch(oldId, game, st, clocks, by) {
      try {
        await write([
          {
            sql: INSERT_SETTINGS,
            args: [game.id, st.listed ? 1 : 0, st.chat ? 1 : 0, oldId, by, game.createdAt],
          },
          { sql: INSERT_GAME, args: gameValues(game).map(bool) },
          { sql: INSERT_CLOCKS_SQLITE, args: clockValues(game.id, clocks) },
        ]);
        return { gameId: game.id, by };
      } catch (e) {
        const winner = (e as WriteError).code === 'SQLITE_CONSTRAINT_UNIQUE' ? rematchOf(oldId) : null;
        if (!winner) throw e;
        return winner;
      }
    },
    async claimSeat(c) {
      const [changed] = await write([
        {
          sql: CLAIM,
          args: [
            JSON.stringify(c.seats),
            JSON.stringify(c.tokens),
            c.botToMove ? 1 : 0,
            c.at,
            c.gameId,
            JSON.stringify(c.before),
          ],
          ifUnchanged: 'stop',
        },
      ]);
      return changed === 1;
    },
    async lobby(limit) {
      return (s().lobby.all(limit) as GameRow[]).map(gameFromRow);
    },
    async appendChat(gameId, m) {
      const n = (lastChat.get(gameId) ?? (s().lastChat.get(gameId) as { n: number }).n) + 1;
      lastChat.set(gameId, n);
      await write([{ sql: INSERT_CHAT, args: [gameId, n, m.seat, m.name, m.text, m.at] }]);
      return { n, ...m };
    },
    async chat(gameId, after, limit) {
      return (s().chat.all(gameId, after, limit) as ChatRow[]).map(chatFromRow).reverse();
    },
    async createPlayerKey(keyHash, at) {
      await write([{ sql: INSERT_KEY, args: [keyHash, at] }]);
    },
    async playerKeyExists(keyHash) {
      return s().keyExists.get(keyHash) !== undefined;
    },
    async keepSeat(keyHash, k) {
      await write([{ sql: KEEP_SEAT, args: [keyHash, k.gameId, k.tokenHash, k.sealed, k.at] }]);
    },
    async keptSeats(keyHash) {
      return (s().kept.all(keyHash) as KeptRow[]).map(keptFromRow);
    },
    async dropGame(keyHash, gameId) {
      const [dropped] = await write([{ sql: DROP_GAME, args: [keyHash, gameId] }]);
      return dropped > 0;
    },
  };
}
