// The endpoints of remote play around a game: rematch, the lobby and claiming an open seat, the chat,
// and the personal key that gathers a person's seats (docs/api.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChatMessage } from '../../../shared/api.ts';
import { programFailure } from '../errors.ts';
import type { GameService } from '../../game/game-service.ts';
import type { ChatService } from '../../social/chat.ts';
import { claimSeat, lobby } from '../../social/lobby.ts';
import type { PlayerKeys } from '../../social/player-keys.ts';
import { rematch } from '../../social/rematch.ts';
import {
  ChatQuerySchema,
  ChatRequestSchema,
  ClaimSeatRequestSchema,
  KeepSeatRequestSchema,
  KeyQuerySchema,
  LobbyQuerySchema,
} from '../../social/schemas.ts';
import type { NewGameContext } from '../../game/create-game.ts';
import type { Storage } from '../../storage/types.ts';
import { accessQuery, parse, tokenOf } from './games.ts';

const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;

/** The personal key, from `?key=` or `Authorization: Bearer`. */
const keyOf = (req: FastifyRequest) => parse(KeyQuerySchema, req.query ?? {}, 'query').key ?? tokenOf(req);

export interface SocialDeps {
  service: GameService;
  storage: Storage;
  chat: ChatService;
  keys: PlayerKeys;
  newGame: NewGameContext;
}

export function socialRoutes(app: FastifyInstance, d: SocialDeps): void {
  app.post('/api/games/:id/rematch', async (req, reply) => {
    accessQuery(req);
    const out = await rematch(d.service, d.storage, d.newGame, idOf(req), tokenOf(req));
    reply.code(out.created ? 201 : 200);
    return out;
  });

  app.get('/api/lobby', async (req) =>
    lobby(d.storage, parse(LobbyQuerySchema, req.query ?? {}, 'query').limit),
  );

  app.post('/api/games/:id/seats/:n/claim', async (req, reply) => {
    const raw = (req.params as { n: string }).n;
    if (!/^\d{1,2}$/.test(raw)) throw programFailure(400, 'BAD_REQUEST', `"${raw}" is not a seat number.`);
    const body = parse(ClaimSeatRequestSchema, req.body, 'request body');
    const out = await claimSeat(d.service, d.storage, d.newGame.publicUrl, idOf(req), Number(raw), body.name);
    reply.code(201);
    return out;
  });

  app.get('/api/games/:id/chat', async (req) => {
    const q = parse(ChatQuerySchema, req.query ?? {}, 'query');
    return d.chat.read(idOf(req), tokenOf(req), q.after);
  });

  app.post('/api/games/:id/chat', async (req, reply): Promise<ChatMessage> => {
    accessQuery(req);
    const body = parse(ChatRequestSchema, req.body, 'chat message');
    const out = await d.chat.post(idOf(req), tokenOf(req), body.text, body.seat);
    reply.code(201);
    return out;
  });

  app.post('/api/players', async (_req, reply) => {
    reply.code(201);
    return d.keys.create();
  });

  app.get('/api/players/seats', async (req) => d.keys.games(keyOf(req)));

  app.post('/api/players/seats', async (req, reply) => {
    const key = keyOf(req);
    const body = parse(KeepSeatRequestSchema, req.body, 'request body');
    const out = await d.keys.keep(key, body.gameId, body.token);
    reply.code(201);
    return out;
  });

  app.delete('/api/players/seats/:id', async (req) => d.keys.forget(keyOf(req), idOf(req)));
}
