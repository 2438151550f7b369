// What a database keeps for people playing remotely, beside the games themselves: each game's social
// settings (listed in the lobby, chat on or off, the game its rematch is), its chat, and the personal
// keys that gather one person's seats across devices. Both databases implement the same store.
import type { SeatInfo } from '../../shared/api.ts';
import type { GameClocks } from '../clocks/seat-clocks.ts';
import type { GameSettings, StoredGame, TokenGrant } from './game-record.ts';

export const DEFAULT_SETTINGS: GameSettings = { listed: false, chat: true, rematchId: null, rematchBy: null };

/** A game's rematch as its settings row records it. */
export interface RematchRecord {
  gameId: string;
  by: number | null;
}

export const NO_REMATCH = { rematchId: null, rematchBy: null } as const;

export const rematchSettings = (r: RematchRecord | undefined) =>
  r ? { rematchId: r.gameId, rematchBy: r.by } : NO_REMATCH;

export const rematchFromRow = (row: { game_id: string; rematch_by: number | null } | undefined) =>
  row ? { gameId: row.game_id, by: row.rematch_by === null ? null : Number(row.rematch_by) } : undefined;

/** The seat that asked for a rematch, kept on the new game's settings row (rematch_of names the old game). */
export const rematchBySql = 'ALTER TABLE game_settings ADD COLUMN rematch_by INTEGER;';

/** What a game's creator chose: in the lobby or not, chat on or off. */
export type SocialSettings = Omit<GameSettings, 'rematchId' | 'rematchBy'>;

export interface StoredChatMessage {
  /** 1-based number of the message in its game. */
  n: number;
  seat: number;
  name: string;
  text: string;
  at: string;
}

/** A seat gathered under a personal key: the token is sealed with a key derived from the personal key. */
export interface KeptSeat {
  gameId: string;
  tokenHash: string;
  sealed: string;
  at: string;
}

/** A seat taken from the lobby: the game's seats and grants after the claim, checked against `before`. */
export interface SeatClaim {
  gameId: string;
  before: SeatInfo[];
  seats: SeatInfo[];
  tokens: TokenGrant[];
  botToMove: boolean;
  at: string;
}

export interface SocialStore {
  settings(gameId: string): Promise<GameSettings>;
  /** Written before the game itself, so that a game never exists without the settings asked for. */
  saveSettings(gameId: string, settings: SocialSettings): Promise<void>;
  /**
   * Creates `game` as the rematch of `oldId`, asked for by seat `by`, and records it, in one transaction;
   * when another call (on this node or another) recorded a rematch first, nothing is created and that
   * rematch is returned (its game and its asker).
   */
  createRematch(
    oldId: string,
    game: StoredGame,
    settings: SocialSettings,
    clocks: GameClocks,
    by: number | null,
  ): Promise<RematchRecord>;
  /** True when the seats were still `before` and are now the claim's; false when someone else was first. */
  claimSeat(claim: SeatClaim): Promise<boolean>;
  /** Listed running games that still have an open seat, newest first. */
  lobby(limit: number): Promise<StoredGame[]>;
  appendChat(gameId: string, message: Omit<StoredChatMessage, 'n'>): Promise<StoredChatMessage>;
  /** Messages numbered after `after`, oldest first, at most `limit` (the newest ones). */
  chat(gameId: string, after: number, limit: number): Promise<StoredChatMessage[]>;
  createPlayerKey(keyHash: string, at: string): Promise<void>;
  playerKeyExists(keyHash: string): Promise<boolean>;
  /** Adds a seat to a key (again: nothing changes). */
  keepSeat(keyHash: string, seat: KeptSeat): Promise<void>;
  keptSeats(keyHash: string): Promise<KeptSeat[]>;
  /** Forgets every seat of a game kept under a key; false when there was none. */
  dropGame(keyHash: string, gameId: string): Promise<boolean>;
}

/** The tables, in either database's dialect (`bool` is its boolean type). */
export const socialTablesSql = (bool: 'INTEGER' | 'BOOLEAN') => `
  CREATE TABLE game_settings (
    game_id TEXT PRIMARY KEY,
    listed ${bool} NOT NULL,
    chat ${bool} NOT NULL,
    rematch_of TEXT UNIQUE,
    created_at TEXT NOT NULL
  );
  CREATE INDEX game_settings_listed ON game_settings (listed, created_at);
  CREATE TABLE chat_messages (
    game_id TEXT NOT NULL REFERENCES games (id),
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, n)
  );
  CREATE TABLE player_keys (
    key_hash TEXT PRIMARY KEY,
    created_at TEXT NOT NULL
  );
  CREATE TABLE player_seats (
    key_hash TEXT NOT NULL REFERENCES player_keys (key_hash),
    game_id TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    sealed TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (key_hash, game_id, token_hash)
  );`;

export interface ChatRow {
  n: number;
  seat: number;
  name: string;
  text: string;
  created_at: string;
}

export const chatFromRow = (r: ChatRow): StoredChatMessage => ({
  n: Number(r.n),
  seat: Number(r.seat),
  name: r.name,
  text: r.text,
  at: r.created_at,
});

export interface KeptRow {
  game_id: string;
  token_hash: string;
  sealed: string;
  created_at: string;
}

export const keptFromRow = (r: KeptRow): KeptSeat => ({
  gameId: r.game_id,
  tokenHash: r.token_hash,
  sealed: r.sealed,
  at: r.created_at,
});

/** The most seats one key gathers (older ones are kept; a new one beyond this is refused). */
export const MAX_KEPT_SEATS = 200;
