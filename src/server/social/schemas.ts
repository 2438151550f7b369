// Zod schemas of the social endpoints (src/shared/social.ts), checked at the boundary.
import { z } from 'zod';
import { nameSchema } from '../seats/names.ts';

export const ClaimSeatRequestSchema = z
  .object({
    name: nameSchema(40).describe(
      "Trimmed; no control or direction characters; a person may not take a bot's default name.",
    ),
  })
  .strict();

export const ChatRequestSchema = z
  .object({
    // The limit in characters is checked after trimming (see chat.ts); this only bounds the body.
    text: z.string().max(4000),
    seat: z.number().int().min(0).max(63).optional(),
  })
  .strict();

export const ChatQuerySchema = z
  .object({
    token: z.string().max(200).optional(),
    after: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export const LobbyQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(200).default(50) })
  .strict();

export const KeepSeatRequestSchema = z
  .object({ gameId: z.string().min(1).max(60), token: z.string().min(1).max(200) })
  .strict();

export const KeyQuerySchema = z.object({ key: z.string().min(1).max(200).optional() }).strict();
