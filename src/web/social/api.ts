// The HTTP side of remote play (docs/api.md "Remote play"): rematch, lobby, chat and the personal key.
// Requests go through `request`, so a refusal arrives as an ApiRefusal with the server's sentence.
import type { ChatMessage } from '../../shared/api.ts';
import type {
  ChatResponse,
  ClaimSeatResponse,
  KeptGamesResponse,
  LobbyResponse,
  PlayerKeyResponse,
  RematchResponse,
} from '../../shared/social.ts';
import { request } from '../api/http.ts';

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const socialApi = {
  rematch: (gameId: string, token: string) =>
    request<RematchResponse>('POST', `${game(gameId)}/rematch`, token, {}),
  lobby: () => request<LobbyResponse>('GET', '/api/lobby?limit=100'),
  claim: (gameId: string, seat: number, name: string) =>
    request<ClaimSeatResponse>('POST', `${game(gameId)}/seats/${seat}/claim`, null, { name }),
  chat: (gameId: string, token: string | null, after: number) =>
    request<ChatResponse>('GET', `${game(gameId)}/chat?after=${after}`, token),
  say: (gameId: string, token: string, text: string, seat?: number) =>
    request<ChatMessage>(
      'POST',
      `${game(gameId)}/chat`,
      token,
      seat === undefined ? { text } : { text, seat },
    ),
  newKey: () => request<PlayerKeyResponse>('POST', '/api/players', null, {}),
  keep: (key: string, gameId: string, token: string) =>
    request<{ kept: number }>('POST', '/api/players/seats', key, { gameId, token }),
  keptGames: (key: string) => request<KeptGamesResponse>('GET', '/api/players/seats', key),
};
