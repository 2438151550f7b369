// Zod schemas of the classroom requests (src/shared/classroom.ts), checked at the boundary and shown in
// the OpenAPI document.
import { z } from 'zod';
import type { AssignSeatRequest, CreateClassroomRequest, JoinRequest } from '../../shared/classroom.ts';
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
  })
  .strict() satisfies z.ZodType<CreateClassroomRequest>;

export const JoinRequestSchema = z
  .object({
    name,
    table: z.number().int().min(1).max(1000).optional(),
    seat: z.number().int().min(0).max(63).optional().describe('Seat number from 0.'),
  })
  .strict() satisfies z.ZodType<JoinRequest>;

export const AssignSeatRequestSchema = z
  .object({
    name,
    table: z.number().int().min(1).max(1000),
    seat: z.number().int().min(0).max(63),
  })
  .strict() satisfies z.ZodType<AssignSeatRequest>;
