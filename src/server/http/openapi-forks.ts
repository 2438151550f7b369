// The "play from here" part of the OpenAPI document: request bodies generated from the schemas the server
// checks; the answer is a new game's (CreateGameResponse) with where it came from.
import { z } from 'zod';
import { body, error, idParam, input, seatToken } from './openapi-parts.ts';
import { ForkRequestSchema, ForkResponseSchema, ImportRequestSchema } from './fork-schemas.ts';

const output = (s: z.ZodType) => {
  const json = z.toJSONSchema(s, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
};

const created = {
  description:
    'The new game: its seats with their tokens and links, as for POST /api/games, and where it came from',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ForkResponse' } } },
};

export const forkSchemas = () => ({
  ForkRequest: input(ForkRequestSchema),
  ImportRequest: input(ImportRequestSchema),
  ForkResponse: output(ForkResponseSchema),
});

export const forkPaths = () => ({
  '/api/games/{id}/fork': {
    post: {
      summary: 'Play on from a position of this game in a new game, with the seats asked for',
      parameters: [idParam, seatToken],
      requestBody: body('ForkRequest'),
      responses: {
        201: created,
        400: error(
          'A bad request, an entry past the last (NO_SUCH_MOVE) or seats that do not fit (BAD_SEATS)',
        ),
        403: error(
          "A token of no seat of this game (BAD_TOKEN), or a running game whose state hides chance without its classroom teacher's token (HIDDEN_WHILE_RUNNING)",
        ),
        404: error('No such game'),
        409: error('The game is over at that position (NOTHING_TO_PLAY)'),
        429: error('Too many games created from this address'),
      },
    },
  },
  '/api/games/import': {
    post: {
      summary: 'Play on from a position of an uploaded match record in a new game (bodies up to 1 MiB)',
      requestBody: body('ImportRequest'),
      responses: {
        201: created,
        400: error(
          'A record that is not one, of another rules version or that does not replay (BAD_RECORD), an unknown game, a move past the last, bad seats',
        ),
        409: error('The game is over at that move (NOTHING_TO_PLAY)'),
        413: error('A body larger than 1 MiB'),
        429: error('Too many games created from this address'),
      },
    },
  },
});
