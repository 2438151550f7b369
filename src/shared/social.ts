// The contract of remote play around a game (docs/api.md): rematches, the lobby's open seats, a game's
// chat and the personal key that gathers one person's seats across devices. Types only, as api.ts.
import type { ChatMessage, GameStatus, SeatInfo } from './api.ts';

/** POST /api/games/:id/rematch (with a seat's token): the new game, which the same token opens. */
export interface RematchResponse {
  gameId: string;
  /** The caller's link to the new game (its token is the caller's token of the old game). */
  link: string;
  /** True for the call that created it; later calls (and the other seats' calls) answer the same game. */
  created: boolean;
}

/** GET /api/lobby: listed games with an open seat. */
export interface LobbyResponse {
  games: {
    gameId: string;
    game: string;
    players: number;
    seats: SeatInfo[];
    /** Numbers of the seats still open. */
    openSeats: number[];
    /** Whether the creator chose the seed or pinned part of the setup, as the game's snapshots say. */
    customSetup: boolean;
    createdAt: string;
  }[];
}

/** POST /api/games/:id/seats/:n/claim */
export interface ClaimSeatRequest {
  name: string;
}

export interface ClaimSeatResponse {
  gameId: string;
  seat: number;
  name: string;
  /** The seat's secret token, shown once; the link holds it. */
  token: string;
  link: string;
  /** True when this claim took the last open seat: the game has started. */
  started: boolean;
}

/** POST /api/games/:id/chat (with a seat's token) */
export interface ChatRequest {
  text: string;
  /** For a hot-seat token: the seat that speaks (default: the seat to act, else the first). */
  seat?: number;
}

/** GET /api/games/:id/chat?after=n */
export interface ChatResponse {
  /** False when the game was created with "chat": false. */
  chat: boolean;
  messages: ChatMessage[];
}

/** POST /api/players: a new personal key, shown once. */
export interface PlayerKeyResponse {
  key: string;
  /** The page that opens the key's games on any device (`/me#key=...`: the key in the fragment). */
  link: string;
}

/** POST /api/players/seats (with the key): a seat link to keep under the key. */
export interface KeepSeatRequest {
  gameId: string;
  token: string;
}

/** GET /api/players/seats (with the key) */
export interface KeptGamesResponse {
  games: {
    gameId: string;
    game: string;
    seats: SeatInfo[];
    status: GameStatus;
    moveCount: number;
    /** The seats this link acts for. */
    controls: number[];
    /** True when one of them has a decision to take now. */
    waiting: boolean;
    token: string;
    link: string;
    updatedAt: string;
  }[];
}
