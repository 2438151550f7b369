// Zod schemas of the classroom requests (src/shared/classroom.ts), checked at the boundary and shown in
// the OpenAPI document.
import { z } from 'zod';
import {
  RETENTION_DAYS,
  type AssignSeatRequest,
  type BroadcastRequest,
  type ClassClockRequest,
  type CreateClassroomRequest,
  type JoinRequest,
  type ReassignSeatRequest,
} from '../../shared/classroom.ts';
import { looksLikeBot, NAME_PROBLEMS, nameIssue, nameSchema } from '../seats/names.ts';
import { CLASSROOM_LIMITS } from './limits.ts';

const name = nameSchema(CLASSROOM_LIMITS.maxNameLength).superRefine((n, ctx) => {
  if (looksLikeBot(n)) ctx.addIssue(nameIssue(NAME_PROBLEMS.botName));
});

export const CreateClassroomRequestSchema = z
  .object({
    game: z.string().min(1).max(60),
    tables: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .describe(`Number of tables (at most ${CLASSROOM_LIMITS.maxTables}).`),
    players: z.number().int().min(1).max(16).describe('Players at each table.'),
    humansPerTable: z
      .number()
      .int()
      .min(0)
      .max(16)
      .describe('Seats per table for people; bots take the rest.'),
    students: z
      .number()
      .int()
      .min(0)
      .max(1000)
      .optional()
      .describe('People in the class, spread evenly over the tables (default: tables × humansPerTable).'),
    botLevel: z.string().min(1).max(40).optional().describe('Bot level (see GET /api/meta).'),
    lang: z.enum(['en', 'it']).optional(),
    options: z.record(z.string(), z.unknown()).optional().describe('Game-specific setup options.'),
    seed: z.string().min(1).max(200).optional().describe('Pins the setups: table n gets "<seed>:<n>".'),
    retentionDays: z
      .number()
      .int()
      .min(RETENTION_DAYS.min)
      .max(RETENTION_DAYS.max)
      .optional()
      .describe(
        `Days after the last activity at which the classroom and all its games are deleted (default ${RETENTION_DAYS.default}).`,
      ),
    clock: z
      .unknown()
      .optional()
      .describe(
        'Decision clock of every table, as for POST /api/games (a stand-in bot plays for a student whose time runs out).',
      ),
  })
  .strict() as z.ZodType<CreateClassroomRequest>;

export const JoinRequestSchema = z
  .object({
    name,
    table: z.number().int().min(1).max(1000).optional(),
    seat: z.number().int().min(0).max(63).optional().describe('Seat number from 0.'),
    as: z
      .enum(['player', 'partner', 'observer'])
      .optional()
      .describe(
        'player (default): a free seat; partner: share a held seat (once none is free); observer: follow a table.',
      ),
  })
  .strict() satisfies z.ZodType<JoinRequest>;

export const AssignSeatRequestSchema = z
  .object({
    name,
    table: z.number().int().min(1).max(1000),
    seat: z.number().int().min(0).max(63),
    share: z.boolean().optional().describe('Give the held seat to a second student beside the first.'),
  })
  .strict() satisfies z.ZodType<AssignSeatRequest>;

export const ReassignSeatRequestSchema = z.object({ name }).strict() satisfies z.ZodType<ReassignSeatRequest>;

export const BroadcastRequestSchema = z
  .object({
    // The limit in characters is checked after trimming, as for chat; this only bounds the body.
    text: z.string().max(4000).describe('Shown at every table at once (1-500 characters, one line).'),
  })
  .strict() satisfies z.ZodType<BroadcastRequest>;

export const ClassClockRequestSchema = z
  .object({
    clock: z
      .unknown()
      .describe('{ moveSeconds } or { bankSeconds, incrementSeconds } as for POST /api/games; null: none.'),
  })
  .strict() as z.ZodType<ClassClockRequest>;
