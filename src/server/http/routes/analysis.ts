// The analysis of a game (each seat's chance to win after every move) and hints for a seat.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnalysisService } from '../../analysis/analysis-service.ts';
import type { HintService } from '../../analysis/hint-service.ts';
import { parse, tokenOf } from './games.ts';

const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;

export const HintRequestSchema = z
  .object({
    seat: z
      .number()
      .int()
      .min(0)
      .max(63)
      .optional()
      .describe('The seat the hint is for (needed only with a token acting for several seats).'),
  })
  .strict();

export function analysisRoutes(app: FastifyInstance, analysis: AnalysisService, hints: HintService): void {
  app.get('/api/games/:id/analysis', async (req) => analysis.get(idOf(req)));

  app.post('/api/games/:id/hint', async (req, reply) => {
    const body = parse(HintRequestSchema, req.body ?? {}, 'hint request');
    const answer = await hints.hint(idOf(req), tokenOf(req), body.seat);
    if (answer.status === 'pending') reply.code(202);
    return answer;
  });
}
