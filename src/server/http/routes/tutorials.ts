// The guided first games: the list, one tutorial (its texts and the moves it guides), and a new game
// played from it (a person against the tutorial's bots, from its pinned setup and seed).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tutorial } from '../../../kernel/index.ts';
import type { TutorialSummary } from '../../../shared/api.ts';
import { creatorKey } from '../../seats/creator.ts';
import { programFailure } from '../errors.ts';
import type { GameService } from '../../game/game-service.ts';
import { tutorialGameRequest } from '../../game/tutorials.ts';
import { parse } from './games.ts';

export const StartTutorialRequestSchema = z
  .object({ name: z.string().min(1).max(40).optional().describe("The person's name at the table.") })
  .strict();

export function tutorialRoutes(
  app: FastifyInstance,
  service: GameService,
  tutorials: Record<string, Tutorial>,
) {
  const find = (game: string): Tutorial => {
    const t = Object.hasOwn(tutorials, game) ? tutorials[game] : undefined;
    if (!t)
      throw programFailure(
        404,
        'NO_TUTORIAL',
        `There is no guided game for "${game}"; there is one for: ${Object.keys(tutorials).join(', ') || '(none)'}.`,
      );
    return t;
  };
  const gameOf = (req: { params: unknown }) => (req.params as { game: string }).game;

  app.get('/api/tutorials', async (): Promise<TutorialSummary[]> =>
    Object.values(tutorials).map((t) => ({ game: t.game, title: t.title, blurb: t.blurb })),
  );

  app.get('/api/tutorials/:game', async (req) => find(gameOf(req)));

  app.post('/api/tutorials/:game', async (req, reply) => {
    const t = find(gameOf(req));
    const body = parse(StartTutorialRequestSchema, req.body ?? {}, 'request body');
    reply.code(201);
    return service.create(tutorialGameRequest(t, body.name), creatorKey(req.ip));
  });
}
