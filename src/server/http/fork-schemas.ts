// Zod schemas of playing on from a position: of a game on this server (a fork), or of an uploaded
// match record.
import { z } from 'zod';
import { SeatSpecSchema } from './schemas.ts';
import { CreateGameResponseSchema } from './answer-schemas.ts';

const playOnSeats = {
  seats: z.array(SeatSpecSchema).min(1).max(16).describe('One per seat of the position, as for a new game.'),
  hotSeat: z.boolean().optional().describe('One token acting for every human seat (one screen).'),
  hints: z.boolean().optional().describe('Seats may ask for hints (default false).'),
};

export const ForkRequestSchema = z
  .object({
    at: z
      .number()
      .int()
      .min(0)
      .describe(
        'The position after this entry of the game (0 = the setup), as GET /api/games/:id/positions/:n.',
      ),
    ...playOnSeats,
  })
  .strict();

/** The record an upload carries, checked on its own so that its faults are told as the record's. */
export const UploadedRecordSchema = z.object({
  game: z.string().min(1).max(60),
  rulesVersion: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  seed: z.string().max(200),
  position: z.unknown().optional(),
  moves: z.array(z.object({ seat: z.number().int(), move: z.unknown() })).max(20_000),
});

export const ImportRequestSchema = z
  .object({
    record: z.unknown().describe('A match record, as GET /api/games/:id/record gives it.'),
    at: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Play on after this move of the record (default: its last).'),
    ...playOnSeats,
  })
  .strict();

export const ForkResponseSchema = CreateGameResponseSchema.extend({
  from: z
    .object({ gameId: z.string(), at: z.number().int() })
    .optional()
    .describe('The game and entry played on from (absent for an uploaded record).'),
  redrawn: z
    .boolean()
    .describe(
      "The order of the cards still face down (and later chance) was drawn anew: a running game's future stays unknown.",
    ),
});
