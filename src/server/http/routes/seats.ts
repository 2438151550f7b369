// Who plays a person's seat: leave the table (a stand-in bot plays on), take the seat back, and say that
// a bot program plays it through its link.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { programFailure } from '../errors.ts';
import type { GameService } from '../../game/game-service.ts';
import { leaveSeat, markProgramSeat, reclaimSeat } from '../../clocks/stand-ins.ts';
import { ProgramSeatRequestSchema } from '../schemas.ts';
import { parse, tokenOf } from './games.ts';

function params(req: FastifyRequest): { id: string; seat: number } {
  const p = req.params as { id: string; n: string };
  const seat = Number(p.n);
  if (!/^\d{1,2}$/.test(p.n))
    throw programFailure(400, 'BAD_REQUEST', `"${p.n}" is not a seat number (seats count from 0).`);
  return { id: p.id, seat };
}

export function seatRoutes(app: FastifyInstance, service: GameService): void {
  app.post('/api/games/:id/seats/:n/leave', async (req) => {
    const { id, seat } = params(req);
    return leaveSeat(service, id, tokenOf(req), seat);
  });
  app.post('/api/games/:id/seats/:n/reclaim', async (req) => {
    const { id, seat } = params(req);
    return reclaimSeat(service, id, tokenOf(req), seat);
  });
  app.post('/api/games/:id/seats/:n/program', async (req) => {
    const { id, seat } = params(req);
    const { name } = parse(ProgramSeatRequestSchema, req.body, 'request body');
    return markProgramSeat(service, id, tokenOf(req), seat, name);
  });
}
