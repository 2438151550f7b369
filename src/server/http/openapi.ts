// The OpenAPI 3.1 document served at /api/openapi.json, generated from the schemas the server
// validates with, so that the document cannot drift from the code.
import { z } from 'zod';
import { analysisPaths } from '../analysis/openapi.ts';
import { classroomPaths, classroomSchemas } from '../classroom/openapi.ts';
import { socialPaths, socialSchemas } from '../social/openapi.ts';
import {
  ApiErrorSchema,
  CreateGameResponseSchema,
  GameSnapshotSchema,
  ListGamesResponseSchema,
  MatchRecordSchema,
  MetaResponseSchema,
  PositionResponseSchema,
} from './answer-schemas.ts';
import {
  CreateGameRequestSchema,
  MoveRequestSchema,
  ProgramSeatRequestSchema,
  UndoRequestSchema,
} from './schemas.ts';
import { tutorialPaths } from './openapi-tutorials.ts';
import { forkPaths, forkSchemas } from './openapi-forks.ts';
import { pushPaths } from '../push/openapi.ts';
import { withCommonAnswers } from './openapi-common.ts';
import { socketForms } from './openapi-parts.ts';

const schema = (s: z.ZodType, io: 'input' | 'output' = 'output') => {
  const json = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) } },
});
const error = (description: string) => json('ApiError', description);

const gameId = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
const token = {
  name: 'token',
  in: 'query',
  required: false,
  description:
    'Seat token from the seat link; `Authorization: Bearer <token>` works too. Without one: spectator.',
  schema: { type: 'string' },
};
const seat = {
  name: 'seat',
  in: 'query',
  required: false,
  description: 'With a hot-seat token: whose view to show (default: the human seat to act, else spectator).',
  schema: { type: 'integer', minimum: 0 },
};
const logSince = {
  name: 'logSince',
  in: 'query',
  required: false,
  description:
    'The last move whose log line the client already holds: the snapshot then carries only the lines of later moves (for a hot-seat token, also again those from the first line one of its seats or a spectator reads otherwise), and `logFrom` says where they start. Without it, the whole log.',
  schema: { type: 'integer', minimum: 0 },
};
const texts = {
  name: 'texts',
  in: 'query',
  required: false,
  description:
    'full: legal moves with their labels and costs, and blocked moves with their reasons. compact (the default): the legal moves alone, no blocked moves, and `texts: "compact"`; GET /api/games/{id}/decision gives both with their texts.',
  schema: { type: 'string', enum: ['compact', 'full'], default: 'compact' },
};
const answer = {
  name: 'answer',
  in: 'query',
  required: false,
  description:
    'full (the default): the new snapshot for the mover. ack: only what the move did, `{"answer": "ack", "gameId", "n", "moveCount", "duplicate"?}` (a few dozen bytes), for a client whose socket brings the position as a push.',
  schema: { type: 'string', enum: ['full', 'ack'], default: 'full' },
};
const pushes = {
  name: 'pushes',
  in: 'query',
  required: false,
  description:
    'patch (the default): after the first "state", each push is a "patch" message, the change from the last snapshot sent (docs/api.md); full: a whole "state" every time.',
  schema: { type: 'string', enum: ['patch', 'full'], default: 'patch' },
};
const legalMovesForm = {
  name: 'legalMoves',
  in: 'query',
  required: false,
  description:
    'patch (the default): a seat\'s new legal moves come in the "patch" as any other change; runs: they come apart, in the message\'s `moves`, as runs of moves with the same members (docs/api.md), in a third of the bytes. Not with texts=full.',
  schema: { type: 'string', enum: ['patch', 'runs'], default: 'patch' },
};
const socketParams = [gameId, token, seat, logSince, texts, pushes, legalMovesForm, ...socketForms];
const seatNumber = {
  name: 'n',
  in: 'path',
  required: true,
  description: 'The seat, counted from 0.',
  schema: { type: 'integer', minimum: 0 },
};
const rateLimited = error(
  'Too many requests for this token (or address), creations or bad tokens from this address; see Retry-After.',
);

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Externalities game server',
      version: '1',
      description:
        'Create games of The Cost and Industrial Waste, share seats by secret link, play over HTTP and follow live over WebSocket. See docs/api.md for examples.',
    },
    components: {
      securitySchemes: { seatToken: { type: 'http', scheme: 'bearer' } },
      schemas: {
        CreateGameRequest: schema(CreateGameRequestSchema, 'input'),
        CreateGameResponse: schema(CreateGameResponseSchema),
        GameSnapshot: schema(GameSnapshotSchema),
        MoveRequest: schema(MoveRequestSchema, 'input'),
        UndoRequest: schema(UndoRequestSchema, 'input'),
        ProgramSeatRequest: schema(ProgramSeatRequestSchema, 'input'),
        ListGamesResponse: schema(ListGamesResponseSchema),
        PositionResponse: schema(PositionResponseSchema),
        MatchRecord: schema(MatchRecordSchema),
        MetaResponse: schema(MetaResponseSchema),
        ApiError: schema(ApiErrorSchema),
        ...classroomSchemas(),
        ...socialSchemas(),
        ...forkSchemas(),
      },
    },
    paths: withCommonAnswers({
      ...tutorialPaths,
      ...pushPaths,
      '/api/meta': {
        get: {
          summary: 'Games this server plays, with their bot levels',
          responses: { 200: json('MetaResponse', 'The games') },
        },
      },
      '/api/meta/{game}/board': {
        get: {
          summary: "A game's static board data (maps, action board), if it has any",
          parameters: [{ name: 'game', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: { description: 'Board data as the game ships it' },
            400: error('No such game (UNKNOWN_GAME)'),
            404: error('The game has no board data (NO_BOARD)'),
          },
        },
      },
      '/api/games': {
        post: {
          summary: 'Create a game',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('CreateGameRequest') } },
          },
          responses: {
            201: json(
              'CreateGameResponse',
              'The game, a secret link per human seat (or one hot-seat link) and a spectator link',
            ),
            400: error('Malformed request, unknown game, bad seats or bad options'),
            413: error('Body too large'),
            429: rateLimited,
          },
        },
        get: {
          summary:
            "The caller's games (by the seat tokens it shows) and listed games, newest first, no secrets",
          parameters: [
            {
              name: 'token',
              in: 'query',
              description:
                'A seat token the caller holds; repeat the parameter for several (at most 100). `Authorization: Bearer` adds one.',
              schema: { type: 'array', items: { type: 'string' } },
              style: 'form',
              explode: true,
            },
            { name: 'status', in: 'query', schema: { type: 'string', enum: ['running', 'finished'] } },
            { name: 'game', in: 'query', schema: { type: 'string' } },
            {
              name: 'limit',
              in: 'query',
              schema: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            },
            { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
          ],
          responses: { 200: json('ListGamesResponse', 'One page of games'), 400: error('Bad query') },
        },
      },
      '/api/games/{id}': {
        get: {
          summary: "The game as the token's seat sees it (or as a spectator), its legal moves and log",
          parameters: [gameId, token, seat, logSince, texts],
          responses: {
            200: json('GameSnapshot', 'The snapshot'),
            400: error('A logSince that is not a move number'),
            403: error('A token that opens no seat of this game'),
            404: error('No such game'),
          },
        },
      },
      '/api/games/{id}/decision': {
        get: {
          summary:
            "What a compact snapshot leaves out: labels and costs of the token's seats' legal moves now, and their blocked moves with codes, labels and reasons",
          parameters: [gameId, token, seat],
          responses: {
            200: {
              description: 'gameId, moveCount, viewer, and legalMoves and blockedMoves with their texts',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            403: error('A token that opens no seat of this game'),
            404: error('No such game'),
          },
        },
      },
      '/api/games/{id}/moves': {
        post: {
          summary: 'Make a move for a seat the token controls',
          parameters: [gameId, token, seat, logSince, texts, answer],
          security: [{ seatToken: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: ref('MoveRequest') } } },
          responses: {
            200: json(
              'GameSnapshot',
              'The move is stored durably; the new snapshot for the mover (with answer=ack: {answer, gameId, n, moveCount, duplicate?})',
            ),
            400: error('Malformed body, or a logSince that is not a move number'),
            403: error('Missing or wrong token, or a seat the token does not control'),
            404: error('No such game'),
            409: error(
              'expectedMoveCount is stale (`current` holds the current snapshot), or STOOD_IN: a stand-in bot plays the seat, take it back first',
            ),
            422: error("Illegal move: the rule error's code and sentence"),
            429: rateLimited,
            503: error(
              'SHUTTING_DOWN, or STORAGE_UNAVAILABLE (the database cannot be reached); see Retry-After',
            ),
          },
        },
      },
      '/api/games/{id}/undo': {
        post: {
          summary: "Take back the seat's last move, if the game's rules allow it now",
          parameters: [gameId, token, seat, logSince, texts, answer],
          security: [{ seatToken: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: ref('UndoRequest') } } },
          responses: {
            200: json(
              'GameSnapshot',
              'The undo is stored durably; the new snapshot for the seat (with answer=ack: {answer, gameId, n, moveCount, duplicate?})',
            ),
            400: error('Malformed body, or a logSince that is not a move number'),
            403: error('Missing or wrong token, or a seat the token does not control'),
            404: error('No such game'),
            409: error(
              'UNDO_NOT_ALLOWED (the reason in `error.text`, every language: a die was rolled, a card was drawn, another seat has moved since...), STOOD_IN (a stand-in bot plays the seat: take it back first) or STALE_MOVE_COUNT; `current` holds the current snapshot',
            ),
            429: rateLimited,
            503: error(
              'SHUTTING_DOWN, or STORAGE_UNAVAILABLE (the database cannot be reached); see Retry-After',
            ),
          },
        },
      },
      '/api/games/{id}/seats/{n}/leave': {
        post: {
          summary: 'Leave the table: a stand-in bot of the game’s standIn level plays the seat from now on',
          parameters: [gameId, token, seatNumber],
          security: [{ seatToken: [] }],
          responses: {
            200: json('GameSnapshot', "The seat's new snapshot"),
            400: error('A seat number that is not a number'),
            403: error("Without the seat's own token (TOKEN_REQUIRED, NOT_YOUR_SEAT)"),
            404: error('No such game or seat'),
            409: error('STOOD_IN (a stand-in plays it already) or GAME_OVER'),
            429: rateLimited,
          },
        },
      },
      '/api/games/{id}/seats/{n}/reclaim': {
        post: {
          summary: 'Take the seat back from its stand-in, from the next decision on',
          parameters: [gameId, token, seatNumber],
          security: [{ seatToken: [] }],
          responses: {
            200: json('GameSnapshot', "The seat's new snapshot"),
            400: error('A seat number that is not a number'),
            403: error("Without the seat's own token (TOKEN_REQUIRED, NOT_YOUR_SEAT)"),
            404: error('No such game or seat'),
            409: error('NOT_STOOD_IN (the person plays it already) or GAME_OVER'),
            429: rateLimited,
          },
        },
      },
      '/api/games/{id}/seats/{n}/program': {
        post: {
          summary:
            "Say that a bot program plays this person's seat through its link (connect), or no longer does; the table shows it",
          parameters: [gameId, token, seatNumber],
          security: [{ seatToken: [] }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('ProgramSeatRequest') } },
          },
          responses: {
            200: json('GameSnapshot', "The seat's new snapshot"),
            400: error('A seat number that is not a number, or a bad name'),
            403: error("Without the seat's own token (TOKEN_REQUIRED, NOT_YOUR_SEAT)"),
            404: error('No such game or seat'),
            409: error('GAME_OVER'),
            429: rateLimited,
          },
        },
      },
      '/api/games/{id}/record': {
        get: {
          summary: 'The match record (seed, start position if any, and moves) of a finished game',
          parameters: [gameId],
          responses: {
            200: json('MatchRecord', 'Replays to the same game'),
            404: error('No such game'),
            409: error('The game is still running'),
          },
        },
      },
      '/api/games/{id}/positions/{n}': {
        get: {
          summary: 'The position after move n (0 = setup) as the token’s seat may see it',
          parameters: [
            gameId,
            { name: 'n', in: 'path', required: true, schema: { type: 'integer', minimum: 0 } },
            token,
            seat,
          ],
          responses: {
            200: json('PositionResponse', 'The view after move n'),
            403: error('Wrong token'),
            404: error('No such game or move'),
          },
        },
      },
      '/api/games/{id}/socket': {
        get: {
          summary:
            'WebSocket: a "state" message at once, then after every change a "patch" (RFC 6902) from the last one sent, with only the log lines not sent yet',
          parameters: socketParams,
          responses: {
            101: { description: 'Switching protocols' },
            400: error('A logSince that is not a move number'),
            403: error('Wrong token'),
            404: error('No such game'),
          },
        },
      },
      ...forkPaths(),
      ...analysisPaths(),
      ...socialPaths(),
      ...classroomPaths(),
      '/healthz': {
        get: {
          summary: 'Liveness and storage check',
          responses: {
            200: {
              description:
                'status "ok" with database "up", or "degraded" with database "down" while the games in memory are still served',
            },
          },
        },
      },
      '/metrics': {
        get: {
          summary: 'Prometheus metrics',
          responses: { 200: { description: 'text/plain exposition format' } },
        },
      },
    }),
  };
}
