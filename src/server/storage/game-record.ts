// The record of a game as every store keeps it: its metadata, its seats' token grants and its social
// settings. A file of its own, below the stores: the game store, the social store and the classroom
// store all speak of it, and none of them needs the others to do so.
import type { Json, Outcome, Seat } from '../../kernel/index.ts';
import type { GameStatus, SeatInfo } from '../../shared/api.ts';

/** Who a token lets act: its hash (the token itself is never stored) and the seats it controls. */
export interface TokenGrant {
  hash: string;
  seats: Seat[];
}

/** A game's settings; a game without a row has the defaults (unlisted, chat on, no rematch). */
export interface GameSettings {
  listed: boolean;
  chat: boolean;
  /** The id of the game created as this one's rematch, once there is one. */
  rematchId: string | null;
  /** The seat whose call created the rematch (null: none yet, a hot-seat game, or made before this was kept). */
  rematchBy: number | null;
}

/** Where a game played on from a position starts: the position (the game's format) and where it came from. */
export interface GameStart {
  position: Json;
  /** The game and move it was taken from; absent for a position taken from an uploaded record. */
  from?: { gameId: string; at: number };
  /** The deck order and later chance were drawn anew (a running game's hidden future stays unknown). */
  redrawn: boolean;
}

export interface StoredGame {
  id: string;
  game: string;
  rulesVersion: number;
  options: Record<string, unknown> & { players: number };
  seed: string;
  seats: SeatInfo[];
  tokens: TokenGrant[];
  hotSeat: boolean;
  status: GameStatus;
  moveCount: number;
  outcome: Outcome | null;
  /** True while a bot seat has a decision pending: lets a node find games whose bots must be woken. */
  botToMove: boolean;
  /** Key of the client address that created the game (seats/creator.ts); absent for older games. */
  creator?: string;
  /** The creator pinned the seed or part of the setup (absent: no). */
  customSetup?: boolean;
  /** Seats may ask for hints (absent: no). */
  hints?: boolean;
  /** Present when the game starts from this position instead of its setup (a game played on from another). */
  start?: GameStart;
  /** Lobby, chat and rematch (kept in their own table; read with the game by the service). */
  settings?: GameSettings;
  createdAt: string;
  updatedAt: string;
}
