// Zod schemas of the API's requests (src/shared/api.ts): requests are validated with them at the boundary,
// and the OpenAPI document is generated from them. `satisfies` keeps them in step with the shared types.
// The answers' schemas are in answer-schemas.ts, those of playing on from a position in fork-schemas.ts.
import { z } from 'zod';
import { LANGS } from '../../kernel/index.ts';
import { nameSchema } from '../seats/names.ts';
import type { Texts } from '../../shared/api.ts';

export const seat = z.number().int().min(0).max(63);
export const texts = z.object(
  Object.fromEntries(LANGS.map((l) => [l, z.string()])) as Record<(typeof LANGS)[number], z.ZodString>,
);

export const SeatSpecSchema = z
  .object({
    kind: z
      .enum(['human', 'bot', 'open'])
      .describe(
        '"open": anyone may take the seat by name from the lobby; the game starts once none is open.',
      ),
    level: z
      .string()
      .min(1)
      .max(40)
      .optional()
      .describe(
        'Bot level when kind is "bot": random, heuristic, mcts or tycoon, weakest to strongest (see GET /api/meta).',
      ),
    name: nameSchema(40)
      .optional()
      .describe("Trimmed; no control or direction characters; a person may not take a bot's default name."),
  })
  .strict();

export const CreateGameRequestSchema = z
  .object({
    game: z.string().min(1).max(60),
    players: z.number().int().min(1).max(16),
    seats: z.array(SeatSpecSchema).min(1).max(16),
    options: z.record(z.string(), z.unknown()).optional().describe('Game-specific setup options.'),
    seed: z.string().min(1).max(200).optional(),
    customSetup: z
      .boolean()
      .optional()
      .describe(
        'Required (true) to pin the seed or a random element of the setup with a person at the table; snapshots then show customSetup: true.',
      ),
    hotSeat: z.boolean().optional().describe('One token acting for every human seat (one screen).'),
    hints: z
      .boolean()
      .optional()
      .describe(
        'Seats may ask for hints (POST /api/games/:id/hint); default false. Every use is written in the log.',
      ),
    listed: z
      .boolean()
      .optional()
      .describe(
        'Shown to everyone in GET /api/games, and in GET /api/lobby while a seat is open (default false).',
      ),
    chat: z.boolean().optional().describe('The game takes chat messages (default true).'),
    clock: z
      .unknown()
      .optional()
      .describe(
        'Time control: { moveSeconds } (a fixed time per decision, 5 s to 14 days) or { bankSeconds, incrementSeconds } (a bank of 10 s to 48 h plus 0 s to 1 h after each move). Absent: none.',
      ),
    standIn: z
      .string()
      .max(60)
      .optional()
      .describe(
        'Bot level that plays for a person whose time ran out or who left (default: tycoon, the strongest, where the game has it; else heuristic).',
      ),
  })
  .strict();

const moveId = z
  .string()
  .min(1)
  .max(64)
  .optional()
  .describe(
    "The client's id for this move: sent again (its answer was lost), the move is answered as made and not made twice.",
  );

export const MoveRequestSchema = z
  .object({
    seat,
    move: z.unknown().refine((m) => m !== undefined, 'a move is required'),
    expectedMoveCount: z
      .number()
      .int()
      .min(0)
      .describe(
        "The moveCount the player chose at; moves by others since are fine while this seat's decision is unchanged, else 409.",
      ),
    moveId,
  })
  .strict();

export const UndoRequestSchema = z
  .object({
    seat,
    expectedMoveCount: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('The move count the client saw; when given and different, 409 STALE_MOVE_COUNT.'),
    moveId,
  })
  .strict();

export const ListQuerySchema = z
  .object({
    status: z.enum(['running', 'finished']).optional(),
    game: z.string().max(60).optional(),
    token: z
      .union([z.string().max(200), z.array(z.string().max(200)).max(100)])
      .optional()
      .describe(
        'Seat tokens the caller holds (repeat the parameter): their games are listed with the listed ones.',
      ),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export const AccessQuerySchema = z
  .object({
    token: z.string().max(200).optional(),
    seat: z.coerce.number().int().min(0).max(63).optional(),
  })
  .strict();

/** GET /api/games/:id, POST .../moves and the socket: the access query, plus the log lines already held. */
export const SnapshotQuerySchema = AccessQuerySchema.extend({
  logSince: z
    .string()
    .regex(/^\d{1,9}$/, 'expected a move number (0 or more)')
    .transform(Number)
    .optional()
    .describe('Send only the log lines of moves after this one (the client holds the earlier ones).'),
  texts: z
    .enum(['compact', 'full'])
    .optional()
    .describe(
      'full: legal moves with their labels and costs, and the blocked moves with their reasons; compact (the default): the legal moves alone, no blocked moves (both with their texts: GET /api/games/{id}/decision).',
    ),
}).strict();

/** POST .../moves and .../undo: the snapshot query, plus what the answer carries. */
export const MoveQuerySchema = SnapshotQuerySchema.extend({
  answer: z
    .enum(['full', 'ack'])
    .optional()
    .describe(
      "full (the default): the mover's new snapshot; ack: only what the move did ({gameId, n, moveCount, duplicate?}), for a client whose socket brings the position.",
    ),
}).strict();

/** A game's socket: the snapshot's query, and whether pushes are changes (the default) or whole states. */
export const SocketQuerySchema = SnapshotQuerySchema.extend({
  pushes: z
    .enum(['patch', 'full'])
    .optional()
    .describe(
      'patch (the default): after the first state, each push is the change from the last one; full: a whole state every time.',
    ),
  legalMoves: z
    .enum(['patch', 'runs'])
    .optional()
    .describe(
      "patch (the default): a seat's new legal moves come in the patch; runs: apart, in the message's `moves`, as runs of moves with the same members.",
    ),
  ops: z
    .enum(['rfc', 'short'])
    .optional()
    .describe(
      'rfc (the default): a patch\'s operations as RFC 6902 objects; short: each an array, ["a", path, value] add, ["r", path, value] replace, ["d", path] remove, without the change of moveCount (the message\'s own), nor of updatedAt when the message has `at` (milliseconds after the held one).',
    ),
  lang: z
    .enum(['en', 'it'])
    .optional()
    .describe(
      "A patch's log lines with their texts in this language only; none (the default): every language. Whole states keep every language.",
    ),
  logs: z
    .enum(['one', 'byViewer'])
    .optional()
    .describe(
      'one (the default): the client keeps one log, and a hot-seat screen that changes seat is sent again the lines the new seat reads otherwise; byViewer: the client keeps the log of each seat the socket showed, and one shown again is sent only the lines after it (viewerLogTo).',
    ),
}).refine((q) => !(q.legalMoves === 'runs' && q.texts === 'full'), {
  message: 'legalMoves=runs carries the moves without their texts: it does not go with texts=full.',
  path: ['legalMoves'],
});

export const ProgramSeatRequestSchema = z
  .object({
    name: nameSchema(40)
      .nullable()
      .describe(
        'The program that plays the seat (trimmed, no control or direction characters); null: nobody.',
      ),
  })
  .strict();

/** The first issue of a failed parse, as one sentence naming where. */
/**
 * The person's words for a request's problem, when one of its issues carries them (a name, see
 * seats/names.ts); the rest of a malformed request is a program's mistake, said in English only.
 */
export function issueTexts(error: z.ZodError): Texts | undefined {
  for (const issue of error.issues) {
    const text = issue.code === 'custom' ? (issue.params as { text?: Texts } | undefined)?.text : undefined;
    if (text) return { en: `${capital(text.en)}.`, it: `${capital(text.it)}.` };
  }
  return undefined;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function describeIssue(error: z.ZodError, what: string): string {
  const issue = error.issues[0];
  const where = issue?.path?.length ? ` at ${issue.path.join('.')}` : '';
  return `Bad ${what}${where}: ${issue?.message ?? 'invalid'}.`;
}
