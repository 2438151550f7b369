// The OpenAPI paths of the guided first games (routes/tutorials.ts), kept apart from openapi.ts.
import { z } from 'zod';
import { StartTutorialRequestSchema } from './routes/tutorials.ts';

const game = { name: 'game', in: 'path', required: true, schema: { type: 'string' } };
const errorBody = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

export const tutorialPaths = {
  '/api/tutorials': {
    get: {
      summary: 'The guided first games: game id, title and one line, in English and Italian',
      responses: { 200: { description: 'One entry per game that has a guided first game' } },
    },
  },
  '/api/tutorials/{game}': {
    get: {
      summary:
        'A guided first game (tutorials/<game>.json): pinned setup, every move in order (bots included), what to do and why at each of the person’s moves, and the hand-over text',
      parameters: [game],
      responses: { 200: { description: 'The tutorial file' }, 404: errorBody('No guided game for it') },
    },
    post: {
      summary:
        'Start a guided first game: the person against the tutorial’s bots, from its pinned setup and seed (a custom setup only the shipped file can ask for); with `resume`, from the step where the person left the guided moves in that game',
      parameters: [game],
      requestBody: {
        required: false,
        content: {
          'application/json': { schema: z.toJSONSchema(StartTutorialRequestSchema, { io: 'input' }) },
        },
      },
      responses: {
        201: {
          description:
            'As POST /api/games: the game and the person’s secret link, and `moveCount`, the listed moves already made in it',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateGameResponse' } } },
        },
        400: errorBody('Malformed body'),
        404: errorBody('No guided game for it, or no game `resume`'),
        409: errorBody(
          '`resume` is not a game of this tutorial (NOT_GUIDED), or went through every guided move (GUIDE_OVER)',
        ),
        429: errorBody('Too many requests'),
      },
    },
  },
};
