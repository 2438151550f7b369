// The classroom part of the OpenAPI document: request bodies generated from the schemas the server
// checks, answers described in words (their shapes are in src/shared/classroom.ts and docs/api.md).
import { body, error, idParam as id, input, ok, tokenParam } from '../http/openapi-parts.ts';
import { AssignSeatRequestSchema, CreateClassroomRequestSchema, JoinRequestSchema } from './schemas.ts';

const code = { name: 'code', in: 'path', required: true, schema: { type: 'string' } };
const teacher = tokenParam('The teacher’s token (from the teacher link)');
const teacherOnly = {
  403: error('No teacher token, or not the teacher token of this classroom'),
  404: error('No such classroom'),
};

export const classroomSchemas = () => ({
  CreateClassroomRequest: input(CreateClassroomRequestSchema),
  JoinRequest: input(JoinRequestSchema),
  AssignSeatRequest: input(AssignSeatRequestSchema),
});

export const classroomPaths = () => ({
  '/api/classrooms': {
    post: {
      summary: 'Create a classroom: several tables of one game, people’s seats to join, bots for the rest',
      requestBody: body('CreateClassroomRequest'),
      responses: {
        201: ok(
          'classroomId, teacherToken, teacherLink, joinCode, joinLink, and each table’s gameId and seats',
        ),
        400: error('Malformed request, unknown game or bot level, bad options, or over the limits'),
      },
    },
  },
  '/api/classrooms/{id}': {
    get: {
      summary: 'The teacher’s dashboard and debrief: every table with its status, the class report, prompts',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      responses: { 200: ok('tables (with status), report, prompts, paused'), ...teacherOnly },
    },
  },
  '/api/classrooms/{id}/pause': {
    post: {
      summary: 'Pause every table: moves (people’s and bots’) are refused with CLASSROOM_PAUSED',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      responses: { 200: ok('The classroom, paused'), ...teacherOnly },
    },
  },
  '/api/classrooms/{id}/resume': {
    post: {
      summary: 'Resume every table; the bots play on',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      responses: { 200: ok('The classroom, running'), ...teacherOnly },
    },
  },
  '/api/classrooms/{id}/seats': {
    post: {
      summary: 'The teacher gives a free seat to a student by name and gets its link',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      requestBody: body('AssignSeatRequest'),
      responses: {
        201: ok('table, seat, gameId, name, token, link'),
        400: error('Malformed request or empty name'),
        409: error('The seat is taken or is a bot’s'),
        ...teacherOnly,
      },
    },
  },
  '/api/classrooms/{id}/report.csv': {
    get: {
      summary: 'Per-player figures of the class report as CSV (one row per seat of every table)',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      responses: { 200: { description: 'text/csv' }, ...teacherOnly },
    },
  },
  '/api/join/{code}': {
    get: {
      summary: 'What a student sees before joining: the tables, their seats and who took them',
      parameters: [code],
      responses: {
        200: ok('classroomId, game, free seats, tables'),
        404: error('No classroom has this code'),
      },
    },
    post: {
      summary: 'A student takes a seat by name (the one asked for, or the first free one)',
      parameters: [code],
      requestBody: body('JoinRequest'),
      responses: {
        201: ok('table, seat, gameId, name, token, link'),
        400: error('Malformed request or empty name'),
        404: error('No classroom has this code, or no such seat'),
        409: error('CLASSROOM_FULL, SEAT_TAKEN or SEAT_IS_A_BOT'),
      },
    },
  },
});
