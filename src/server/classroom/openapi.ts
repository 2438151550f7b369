// The classroom part of the OpenAPI document: request bodies generated from the schemas the server
// checks, answers described in words (their shapes are in src/shared/classroom.ts and docs/api.md).
import { body, error, idParam as id, input, ok, tokenParam } from '../http/openapi-parts.ts';
import {
  AssignSeatRequestSchema,
  BroadcastRequestSchema,
  ClassClockRequestSchema,
  CreateClassroomRequestSchema,
  JoinRequestSchema,
  ReassignSeatRequestSchema,
} from './schemas.ts';

const code = { name: 'code', in: 'path', required: true, schema: { type: 'string' } };
const table = {
  name: 'table',
  in: 'path',
  required: true,
  schema: { type: 'integer' },
  description: 'From 1',
};
const seat = { name: 'seat', in: 'path', required: true, schema: { type: 'integer' }, description: 'From 0' };
const n = { name: 'n', in: 'path', required: true, schema: { type: 'integer' } };
const teacher = tokenParam('The teacher’s token (from the teacher link)');
const teacherOnly = {
  403: error('No teacher token, or not the teacher token of this classroom'),
  404: error('No such classroom'),
};

export const classroomSchemas = () => ({
  CreateClassroomRequest: input(CreateClassroomRequestSchema),
  JoinRequest: input(JoinRequestSchema),
  AssignSeatRequest: input(AssignSeatRequestSchema),
  ReassignSeatRequest: input(ReassignSeatRequestSchema),
  BroadcastRequest: input(BroadcastRequestSchema),
  ClassClockRequest: input(ClassClockRequestSchema),
});

/** A teacher's action answered with the whole classroom. */
const teacherAction = (
  summary: string,
  more: Record<string, unknown> = {},
  refusals: Record<number, unknown> = {},
) => ({
  post: {
    summary,
    parameters: [id, teacher],
    security: [{ seatToken: [] }],
    ...more,
    responses: { 200: ok('The classroom, as GET answers it'), ...refusals, ...teacherOnly },
  },
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
      summary:
        'The teacher’s console and debrief: every table, who holds each seat, the report, the seats waited for, the class log',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      responses: {
        200: ok(
          'tables, report, prompts, paused, clock, notice, observers, waiting, log, retentionDays, deleteAfter',
        ),
        ...teacherOnly,
      },
    },
    delete: {
      summary:
        'Delete the classroom with every game, seat, chat message and analysis of it; its links answer 404',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      responses: { 200: ok('{ deleted: true }'), ...teacherOnly },
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
      summary: 'The teacher gives a free seat to a student by name (or shares a held one) and gets its link',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      requestBody: body('AssignSeatRequest'),
      responses: {
        201: ok('table, seat, gameId, name, token, link'),
        400: error('Malformed request or empty name'),
        409: error('SEAT_TAKEN, SEAT_IS_A_BOT, NAME_TAKEN, SEAT_FREE or SEAT_SHARED'),
        ...teacherOnly,
      },
    },
  },
  '/api/classrooms/{id}/broadcast': teacherAction(
    'A message shown at every table at once (each snapshot carries it as classroomNotice) and kept in the class log',
    { requestBody: body('BroadcastRequest') },
    { 400: error('BAD_TEXT: empty, invisible, over 500 characters, control characters') },
  ),
  '/api/classrooms/{id}/clock': teacherAction(
    'The decision clock of every table (null: none); a stand-in bot plays for a student whose time runs out',
    { requestBody: body('ClassClockRequest') },
    { 400: error('BAD_CLOCK: outside the bounds of POST /api/games') },
  ),
  '/api/classrooms/{id}/seats/{table}/{seat}/free': {
    post: {
      summary: 'Free a seat: nobody holds it, and its old link stops working at once (a new token is kept)',
      parameters: [id, table, seat, teacher],
      security: [{ seatToken: [] }],
      responses: {
        200: ok('The classroom, as GET answers it'),
        400: error('A table or seat that is not a number'),
        409: error('SEAT_FREE (nobody holds it) or SEAT_IS_A_BOT'),
        ...teacherOnly,
      },
    },
  },
  '/api/classrooms/{id}/seats/{table}/{seat}/reassign': {
    post: {
      summary: 'Give a seat to another student under a new link; the old link stops working at once',
      parameters: [id, table, seat, teacher],
      security: [{ seatToken: [] }],
      requestBody: body('ReassignSeatRequest'),
      responses: {
        201: ok('role, table, seat, gameId, name, token, link'),
        400: error('Malformed request or bad name'),
        409: error('NAME_TAKEN or SEAT_IS_A_BOT'),
        ...teacherOnly,
      },
    },
  },
  '/api/classrooms/{id}/observers/{n}': {
    delete: {
      summary: 'Take a student off the followers of a table',
      parameters: [id, n, teacher],
      security: [{ seatToken: [] }],
      responses: { 200: ok('The classroom, as GET answers it'), ...teacherOnly },
    },
  },
  '/api/classrooms/{id}/screen': {
    get: {
      summary:
        'The big screen: every table’s public figures (no link, no token); live over the classroom socket',
      parameters: [id],
      responses: {
        200: ok('classroomId, game, joinCode, paused, status, notice, tables'),
        404: error('No such classroom'),
      },
    },
  },
  '/api/classrooms/{id}/debrief': {
    get: {
      summary:
        'The debrief in phases: what happened, what it cost, why (each table’s key moments from its analysis), what if, what next',
      parameters: [id, teacher],
      security: [{ seatToken: [] }],
      responses: {
        200: ok(
          'status, ready, report, banTimeline, cost, tables (each with its key moments, their replay links and the move to play on from) and prompts',
        ),
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
      summary:
        'What a student sees before joining: the tables, their seats and who took them, made-up names, how long it is kept',
      parameters: [code],
      responses: {
        200: ok('classroomId, game, free, shareable, tables, suggestions, retentionDays, deleteAfter'),
        404: error('No classroom has this code'),
      },
    },
    post: {
      summary:
        'A student takes a seat by name (the one asked for, or the first free one), shares one once none is free, or follows a table',
      parameters: [code],
      requestBody: body('JoinRequest'),
      responses: {
        201: ok('role, table, seat, gameId, name, token, link (an observer: the spectator link, no token)'),
        400: error('Malformed request or empty name'),
        404: error('No classroom has this code, or no such seat or table'),
        409: error('CLASSROOM_FULL, SEAT_TAKEN, SEAT_IS_A_BOT, NAME_TAKEN or SEATS_STILL_FREE'),
      },
    },
  },
});
