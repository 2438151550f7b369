// The classroom endpoints: create (anyone); the console, pause, resume, messages, the clock, seats
// (assign, share, free, reassign), observers, the CSV export and deletion (the teacher's token); the big
// screen (anyone with its address: public figures only); and the join code's page and seats (students).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClassroomService } from '../../classroom/service.ts';
import { creatorKey } from '../../seats/creator.ts';
import { programFailure } from '../errors.ts';
import {
  AssignSeatRequestSchema,
  BroadcastRequestSchema,
  ClassClockRequestSchema,
  CreateClassroomRequestSchema,
  JoinRequestSchema,
  ReassignSeatRequestSchema,
} from '../../classroom/schemas.ts';
import { parse, tokenOf } from './games.ts';

const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
const codeOf = (req: FastifyRequest) => (req.params as { code: string }).code;

function number(raw: string, what: string): number {
  if (!/^\d{1,4}$/.test(raw)) throw programFailure(400, 'BAD_REQUEST', `"${raw}" is not a ${what} number.`);
  return Number(raw);
}

/** Table (from 1) and seat (from 0) of a seat's path. */
function seatOf(req: FastifyRequest): { table: number; seat: number } {
  const p = req.params as { table: string; seat: string };
  return { table: number(p.table, 'table'), seat: number(p.seat, 'seat') };
}

export function classroomRoutes(app: FastifyInstance, classrooms: ClassroomService): void {
  app.post('/api/classrooms', async (req, reply) => {
    const body = parse(CreateClassroomRequestSchema, req.body, 'request body');
    reply.code(201);
    return classrooms.create(body, creatorKey(req.ip));
  });

  app.get('/api/classrooms/:id', async (req) => classrooms.get(idOf(req), tokenOf(req)));

  app.delete('/api/classrooms/:id', async (req) => {
    await classrooms.delete(idOf(req), tokenOf(req));
    return { deleted: true };
  });

  app.get('/api/classrooms/:id/screen', async (req) => classrooms.screen(idOf(req)));

  app.post('/api/classrooms/:id/pause', async (req) => classrooms.setPaused(idOf(req), tokenOf(req), true));
  app.post('/api/classrooms/:id/resume', async (req) => classrooms.setPaused(idOf(req), tokenOf(req), false));

  app.post('/api/classrooms/:id/broadcast', async (req) => {
    const body = parse(BroadcastRequestSchema, req.body, 'request body');
    return classrooms.broadcast(idOf(req), tokenOf(req), body.text);
  });

  app.post('/api/classrooms/:id/clock', async (req) => {
    const body = parse(ClassClockRequestSchema, req.body, 'request body');
    return classrooms.setClock(idOf(req), tokenOf(req), body.clock);
  });

  app.post('/api/classrooms/:id/seats', async (req, reply) => {
    const body = parse(AssignSeatRequestSchema, req.body, 'request body');
    const out = await classrooms.assign(idOf(req), tokenOf(req), body);
    reply.code(201);
    return out;
  });

  app.post('/api/classrooms/:id/seats/:table/:seat/free', async (req) => {
    const { table, seat } = seatOf(req);
    return classrooms.free(idOf(req), tokenOf(req), table, seat);
  });

  app.post('/api/classrooms/:id/seats/:table/:seat/reassign', async (req, reply) => {
    const { table, seat } = seatOf(req);
    const body = parse(ReassignSeatRequestSchema, req.body, 'request body');
    const out = await classrooms.reassign(idOf(req), tokenOf(req), table, seat, body.name);
    reply.code(201);
    return out;
  });

  app.delete('/api/classrooms/:id/observers/:n', async (req) => {
    const n = number((req.params as { n: string }).n, 'observer');
    return classrooms.unwatch(idOf(req), tokenOf(req), n);
  });

  app.get('/api/classrooms/:id/debrief', async (req) => classrooms.debrief(idOf(req), tokenOf(req)));

  app.get('/api/classrooms/:id/report.csv', async (req, reply) => {
    const csv = await classrooms.csv(idOf(req), tokenOf(req));
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="classroom-${idOf(req)}.csv"`);
    return csv;
  });

  app.get('/api/join/:code', async (req) => classrooms.joinInfo(codeOf(req)));

  app.post('/api/join/:code', async (req, reply) => {
    const body = parse(JoinRequestSchema, req.body, 'request body');
    const out = await classrooms.join(codeOf(req), body);
    reply.code(201);
    return out;
  });
}
