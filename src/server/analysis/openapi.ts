// The analysis and hint part of the OpenAPI document (answer shapes: src/shared/api.ts, docs/api.md).
import { HintRequestSchema } from '../http/routes/analysis.ts';
import { error, idParam as id, input, ok, seatToken } from '../http/openapi-parts.ts';

const hintBody = input(HintRequestSchema);

export function analysisPaths() {
  return {
    '/api/games/{id}/analysis': {
      get: {
        summary:
          "Each seat's estimated chance to win after every move (AnalysisResponse): status pending while the bot workers compute it, ready once every position is stored",
        parameters: [id],
        responses: {
          200: ok('{gameId, status, moveCount, estimator, moves: [{n, winProbability}]}'),
          404: error('No such game'),
          409: error('GAME_RUNNING: a game with a person at the table is analysed once it is over'),
        },
      },
    },
    '/api/games/{id}/hint': {
      post: {
        summary:
          "A legal move for the token's seat with its reason in every language (HintResponse), from that seat's view",
        parameters: [id, seatToken],
        requestBody: { required: false, content: { 'application/json': { schema: hintBody } } },
        responses: {
          200: ok(
            '{status: "ready", move, label, winProbability, winProbabilityBefore, reason: {id, params, text}}',
          ),
          202: ok('{status: "pending"}: the search is still running; ask again'),
          400: error('A body that is not {seat?}'),
          403: error('HINTS_OFF, TOKEN_REQUIRED, BAD_TOKEN or NOT_YOUR_SEAT'),
          404: error('No such game'),
          409: error('NOT_YOUR_TURN or GAME_OVER'),
        },
      },
    },
  };
}
