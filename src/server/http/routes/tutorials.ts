// The guided first games: the list, one tutorial (its texts and the moves it guides), and a new game
// played from it (a person against the tutorial's bots, from its pinned setup and seed), from its start or,
// for a person who left the guided moves, from the step where they left them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tutorial } from '../../../kernel/index.ts';
import { followed, tutorialSeat } from '../../../kernel/index.ts';
import type { CreateGameResponse, Texts, TutorialSummary } from '../../../shared/api.ts';
import { creatorKey } from '../../seats/creator.ts';
import { programFailure, refusal } from '../errors.ts';
import type { GameService } from '../../game/game-service.ts';
import { defaultSeatName } from '../../../shared/seat-names.ts';
import { isTutorialGame, tutorialGameRequest } from '../../game/tutorials.ts';
import { parse } from './games.ts';

export const StartTutorialRequestSchema = z
  .object({
    name: z.string().min(1).max(40).optional().describe("The person's name at the table."),
    resume: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe(
        'A game of this tutorial the person left the guided moves in: the new game starts with its moves up to where they left them, and the person keeps its name.',
      ),
  })
  .strict();

const RESUME_TEXTS = {
  notGuided: (id: string): Texts => ({
    en: `Game ${id} is not a guided game of this tutorial: there is no guide to go back to.`,
    it: `La partita ${id} non è una partita guidata di questa guida: non c’è una guida a cui tornare.`,
  }),
  finished: (id: string): Texts => ({
    en: `Game ${id} went through every guided move: the guide is over, there is nothing to go back to.`,
    it: `La partita ${id} ha fatto tutte le mosse guidate: la guida è finita, non c’è nulla a cui tornare.`,
  }),
};

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

  app.post(
    '/api/tutorials/:game',
    async (req, reply): Promise<CreateGameResponse & { moveCount: number }> => {
      const t = find(gameOf(req));
      const body = parse(StartTutorialRequestSchema, req.body ?? {}, 'request body');
      let name = body.name;
      let upTo = 0;
      if (body.resume !== undefined) {
        // Only the moves in effect count: the ones taken back are not where the person left the guide.
        const old = await service.latest(body.resume);
        if (!isTutorialGame(t, old.meta)) throw refusal(409, 'NOT_GUIDED', RESUME_TEXTS.notGuided(old.id));
        upTo = followed(t, old.effectiveMoves());
        if (upTo >= t.steps.length) throw refusal(409, 'GUIDE_OVER', RESUME_TEXTS.finished(old.id));
        const person = tutorialSeat(t);
        const oldName = old.meta.seats[person]?.name;
        if (oldName !== defaultSeatName('human', person)) name ??= oldName;
      }
      const created = await service.create(
        tutorialGameRequest(t, name),
        creatorKey(req.ip),
        undefined,
        t.steps.slice(0, upTo).map(({ seat, move }) => ({ seat, move })),
      );
      reply.code(201);
      return { ...created, moveCount: upTo };
    },
  );
}
