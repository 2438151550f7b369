// The remote-play part of the OpenAPI document: request bodies generated from the schemas the server
// checks, answers described in words (their shapes are in src/shared/social.ts and docs/api.md).
import {
  body,
  error,
  idParam as id,
  input,
  ok,
  seatToken as token,
  tokenParam,
} from '../http/openapi-parts.ts';
import { ChatRequestSchema, ClaimSeatRequestSchema, KeepSeatRequestSchema } from './schemas.ts';

const key = tokenParam('The personal key (from the "my games" link)', 'key');
const keyRefused = error('No personal key, or one this server does not know');

export const socialSchemas = () => ({
  ClaimSeatRequest: input(ClaimSeatRequestSchema),
  ChatRequest: input(ChatRequestSchema),
  KeepSeatRequest: input(KeepSeatRequestSchema),
});

export const socialPaths = () => ({
  '/api/games/{id}/rematch': {
    post: {
      summary: 'The rematch of a finished game (created by the first call; every later call answers it)',
      parameters: [id, token],
      responses: {
        200: ok('The rematch made earlier: gameId, the caller’s link (same token), created: false'),
        201: ok('The rematch, just created'),
        403: error('No seat token, or not one of this game'),
        404: error('No such game'),
        409: error('The game is still being played'),
      },
    },
  },
  '/api/lobby': {
    get: {
      summary: 'Listed games with open seats, newest first',
      parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200 } }],
      responses: { 200: ok('{games: [{gameId, game, players, seats, openSeats, customSetup, createdAt}]}') },
    },
  },
  '/api/games/{id}/seats/{n}/claim': {
    post: {
      summary: 'Take an open seat by name; the game starts when none is left open',
      parameters: [id, { name: 'n', in: 'path', required: true, schema: { type: 'integer', minimum: 0 } }],
      requestBody: body('ClaimSeatRequest'),
      responses: {
        201: ok('The seat’s token and link (shown once), and whether the game has started'),
        400: error('A bad name'),
        404: error('No such game or seat'),
        409: error('The seat is not open (someone took it)'),
      },
    },
  },
  '/api/games/{id}/chat': {
    get: {
      summary: 'The chat of a game (anyone who may watch it)',
      parameters: [id, token, { name: 'after', in: 'query', schema: { type: 'integer', minimum: 0 } }],
      responses: {
        200: ok('{chat, messages: [{n, seat, name, text, at}]}, at most the newest 200 after `after`'),
        403: error('Wrong token'),
        404: error('No such game'),
      },
    },
    post: {
      summary: 'Write in the chat as a seat (plain text, 1 to 500 characters)',
      parameters: [id, token],
      requestBody: body('ChatRequest'),
      responses: {
        201: ok('The message as stored (also pushed over the game’s sockets)'),
        400: error('An empty or over-long message, or control characters'),
        403: error('No seat token, or a wrong one'),
        409: error('The game was created without a chat'),
        429: error('This seat wrote too many messages in a short time; see Retry-After'),
      },
    },
  },
  '/api/players': {
    post: {
      summary: 'A new personal key that gathers a person’s seats across devices (shown once)',
      responses: { 201: ok('{key, link}') },
    },
  },
  '/api/players/seats': {
    get: {
      summary:
        'The games of the seats kept under a key, with their links; first those waiting for the person (a decision, or a stand-in bot playing their seat)',
      parameters: [key],
      responses: { 200: ok('{games: [...]}'), 403: keyRefused },
    },
    post: {
      summary: 'Keep a seat link under a key',
      parameters: [key],
      requestBody: body('KeepSeatRequest'),
      responses: {
        201: ok('{kept}: how many seats the key keeps'),
        403: error('Unknown key, or the token opens no seat of that game'),
        409: error('The key keeps as many seats as it may'),
      },
    },
  },
  '/api/players/seats/{id}': {
    delete: {
      summary: 'Forget a game’s seats kept under a key',
      parameters: [id, key],
      responses: { 200: ok('{forgotten}'), 403: keyRefused },
    },
  },
});
