// The classroom endpoints: create (anyone), the dashboard and debrief, pause, resume, assign a seat and
// the CSV export (the teacher's token), and the join code's page and seats (students).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClassroomService } from '../../classroom/service.ts';
import { creatorKey } from '../../seats/creator.ts';
import {
  AssignSeatRequestSchema,
  CreateClassroomRequestSchema,
  JoinRequestSchema,
} from '../../classroom/schemas.ts';
import { parse, tokenOf } from './games.ts';

const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
const codeOf = (req: FastifyRequest) => (req.params as { code: string }).code;

export function classroomRoutes(app: FastifyInstance, classrooms: ClassroomService): void {
  app.post('/api/classrooms', async (req, reply) => {
    const body = parse(CreateClassroomRequestSchema, req.body, 'request body');
    reply.code(201);
    return classrooms.create(body, creatorKey(req.ip));
  });

  app.get('/api/classrooms/:id', async (req) => classrooms.get(idOf(req), tokenOf(req)));

  app.post('/api/classrooms/:id/pause', async (req) => classrooms.setPaused(idOf(req), tokenOf(req), true));
  app.post('/api/classrooms/:id/resume', async (req) => classrooms.setPaused(idOf(req), tokenOf(req), false));

  app.post('/api/classrooms/:id/seats', async (req, reply) => {
    const body = parse(AssignSeatRequestSchema, req.body, 'request body');
    const out = await classrooms.assign(idOf(req), tokenOf(req), body);
    reply.code(201);
    return out;
  });

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
