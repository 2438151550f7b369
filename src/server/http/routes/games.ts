// The game endpoints: create, list, get (the view of the token's seat), move, undo, record, past positions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CreateGameRequest, MoveAck, MoveRequest, UndoRequest } from '../../../shared/api.ts';
import { tokenFrom } from '../../seats/access.ts';
import { decisionTexts, withTexts } from '../compact.ts';
import { creatorKey } from '../../seats/creator.ts';
import { programFailure, refusal } from '../errors.ts';
import type { GameService } from '../../game/game-service.ts';
import {
  AccessQuerySchema,
  CreateGameRequestSchema,
  ListQuerySchema,
  MoveQuerySchema,
  MoveRequestSchema,
  SnapshotQuerySchema,
  UndoRequestSchema,
  describeIssue,
  issueTexts,
} from '../schemas.ts';

export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const message = describeIssue(r.error, what);
  const text = issueTexts(r.error);
  throw text ? refusal(400, 'BAD_REQUEST', text, { message }) : programFailure(400, 'BAD_REQUEST', message);
}

const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
export const accessQuery = (req: FastifyRequest) => parse(AccessQuerySchema, req.query ?? {}, 'query');
export const snapshotQuery = (req: FastifyRequest) => parse(SnapshotQuerySchema, req.query ?? {}, 'query');
const moveQuery = (req: FastifyRequest) => parse(MoveQuerySchema, req.query ?? {}, 'query');

/** What `?answer=ack` answers a move or undo with: what it did, no snapshot (docs/api.md). */
const ack = (gameId: string, done: { n: number; duplicate?: boolean }, moveCount: number): MoveAck => ({
  answer: 'ack',
  gameId,
  n: done.n,
  moveCount,
  ...(done.duplicate ? { duplicate: true as const } : {}),
});
export const tokenOf = (req: FastifyRequest) => tokenFrom(req.query, req.headers.authorization);

export function gameRoutes(app: FastifyInstance, service: GameService): void {
  app.post('/api/games', async (req, reply) => {
    const body = parse(CreateGameRequestSchema, req.body, 'request body') as CreateGameRequest;
    reply.code(201);
    return service.create(body, creatorKey(req.ip));
  });

  app.get('/api/games', async (req) => {
    const { token, ...q } = parse(ListQuerySchema, req.query ?? {}, 'query');
    const bearer = tokenFrom({}, req.headers.authorization);
    const tokens = [...(token === undefined ? [] : [token].flat()), ...(bearer ? [bearer] : [])];
    return service.list({ ...q, tokens });
  });

  app.get('/api/games/:id', async (req) => {
    const q = snapshotQuery(req);
    return withTexts(await service.snapshot(idOf(req), tokenOf(req), q.seat, q.logSince), q.texts);
  });

  // The texts a compact snapshot leaves out, for the decision the client is looking at.
  app.get('/api/games/:id/decision', async (req) => {
    const q = accessQuery(req);
    return decisionTexts(await service.snapshot(idOf(req), tokenOf(req), q.seat));
  });

  app.post('/api/games/:id/moves', async (req) => {
    const q = moveQuery(req);
    const body = parse(MoveRequestSchema, req.body, 'move request') as MoveRequest;
    if (q.answer === 'ack') {
      const { done, live } = await service.play(idOf(req), tokenOf(req), body, q.seat, q.logSince);
      return ack(live.meta.id, done, live.moveCount);
    }
    return withTexts(await service.move(idOf(req), tokenOf(req), body, q.seat, q.logSince), q.texts);
  });

  app.post('/api/games/:id/undo', async (req) => {
    const q = moveQuery(req);
    const body = parse(UndoRequestSchema, req.body, 'undo request') as UndoRequest;
    if (q.answer === 'ack') {
      const { done, live } = await service.takeBack(idOf(req), tokenOf(req), body, q.seat, q.logSince);
      return ack(live.meta.id, done, live.moveCount);
    }
    return withTexts(await service.undo(idOf(req), tokenOf(req), body, q.seat, q.logSince), q.texts);
  });

  app.get('/api/games/:id/record', async (req) => service.record(idOf(req)));

  app.get('/api/games/:id/positions/:n', async (req) => {
    const q = accessQuery(req);
    const raw = (req.params as { n: string }).n;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n))
      throw programFailure(400, 'BAD_REQUEST', `"${raw}" is not a move number (0 is the setup).`);
    return service.position(idOf(req), n, tokenOf(req), q.seat);
  });
}
