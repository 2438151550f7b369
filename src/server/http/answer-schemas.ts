// Zod schemas of the API's answers (src/shared/api.ts): the OpenAPI document is generated from them.
import { z } from 'zod';
import { seat, texts } from './schemas.ts';

export const SeatInfoSchema = z.object({
  seat,
  kind: z.enum(['human', 'bot', 'open']),
  level: z.string().optional(),
  name: z.string(),
  standIn: z
    .string()
    .optional()
    .describe(
      'Present while a bot of this level plays for the person of this seat (time ran out, or they left).',
    ),
  program: z
    .string()
    .optional()
    .describe("Present once a bot program plays this person's seat through its link (connect): its name."),
});

const ClockSpecSchema = z.union([
  z.object({ moveSeconds: z.number().int() }),
  z.object({ bankSeconds: z.number().int(), incrementSeconds: z.number().int() }),
]);

const OutcomeSchema = z
  .object({ winners: z.array(seat), scores: z.array(z.number()), details: z.unknown().optional() })
  .nullable();

const LogLineSchema = z.object({
  n: z.number().int(),
  seat: seat.nullable(),
  entries: z.array(
    z.object({
      id: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      text: texts,
    }),
  ),
});

export const GameSnapshotSchema = z.object({
  gameId: z.string(),
  game: z.string(),
  players: z.number().int(),
  seats: z.array(SeatInfoSchema),
  viewer: z.union([seat, z.literal('spectator')]),
  controls: z.array(seat),
  status: z.enum(['running', 'finished']),
  moveCount: z.number().int(),
  activeSeats: z.array(seat),
  view: z.unknown().describe("The game's view for the viewer."),
  legalMoves: z.record(
    z.string(),
    z.array(
      z.object({
        move: z.unknown(),
        final: z
          .boolean()
          .describe(
            "True when the move can never be taken back (chance decides something, something hidden is shown, or the game ends), as the game's undo rule says. Clients confirm such a move before sending it.",
          ),
        label: texts.optional().describe('The move in plain words (with texts=full).'),
        detail: texts
          .optional()
          .describe(
            'What the move costs and gives its player in this position, when there is something to say.',
          ),
        spends: z
          .literal(true)
          .optional()
          .describe(
            "Present (true) when the move spends money, resources, points or a worker's life, as the game's rules say (with texts=full). Clients confirm such a move, with `detail` as its figures.",
          ),
      }),
    ),
  ),
  canUndo: z
    .record(z.string(), z.boolean())
    .describe('Per seat in `controls`: whether POST /api/games/{id}/undo would take back its last move now.'),
  blockedMoves: z
    .record(
      z.string(),
      z.array(
        z.object({
          move: z.unknown(),
          code: z.string().describe('The rule-error code `POST /moves` would answer for this move.'),
          label: texts.optional().describe('The move in plain words (with texts=full).'),
          reason: texts
            .optional()
            .describe('Why the move is refused now, in every language (with texts=full).'),
        }),
      ),
    )
    .optional()
    .describe(
      'Per seat the token controls: moves it would look for at its pending decision but cannot make now. Empty for a seat with no decision pending. Only with texts=full: a compact snapshot leaves it out, and GET /api/games/{id}/decision gives it.',
    ),
  log: z.array(LogLineSchema),
  logFrom: z
    .number()
    .int()
    .min(0)
    .describe('0: `log` is the whole log; else it holds only the lines numbered logFrom..moveCount.'),
  outcome: OutcomeSchema,
  customSetup: z
    .boolean()
    .describe('True when the creator pinned the seed or part of the setup: someone may know what is hidden.'),
  hints: z.boolean().optional().describe('True when seats may ask for hints (POST /api/games/:id/hint).'),
  chat: z.boolean().describe("Whether the game's chat takes messages."),
  listed: z.boolean().describe('Whether the game is listed for everyone.'),
  playedOn: z
    .object({
      from: z.object({ gameId: z.string(), at: z.number().int() }).optional(),
      redrawn: z.boolean(),
    })
    .optional()
    .describe(
      'A game played on from a position: the game and entry it came from (absent for a record), and whether the face-down cards were drawn anew.',
    ),
  guide: z
    .object({ step: z.number().int().min(0), offPath: z.boolean() })
    .optional()
    .describe(
      "A guided first game (POST /api/tutorials/:game): how many of the tutorial's moves it has made in order (moves taken back aside), and whether a move in effect is another than the listed one (the person left the guided path).",
    ),
  rematch: z
    .object({
      gameId: z.string(),
      by: z
        .object({ seat: z.number().int().min(0), name: z.string() })
        .optional()
        .describe('The seat that asked for it, and its name (absent when a hot-seat link asked).'),
    })
    .optional()
    .describe("The game's rematch, once someone asked for one: each seat's link opens it."),
  clock: ClockSpecSchema.nullable().describe("The game's time control; null: none."),
  standInLevel: z.string().describe('The bot level that plays for a person who runs out of time or leaves.'),
  seatClocks: z
    .array(z.object({ seat, remainingMs: z.number().int(), deadline: z.string().nullable() }))
    .describe(
      "Each human seat's clock (empty without a time control): the time left at serverTime, and the running decision's deadline (ISO; null while stopped).",
    ),
  serverTime: z
    .string()
    .optional()
    .describe("With a time control: the server's time of this snapshot (ISO)."),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const CreateGameResponseSchema = z.object({
  gameId: z.string(),
  game: z.string(),
  seats: z.array(SeatInfoSchema.extend({ token: z.string().optional(), link: z.string().optional() })),
  hotSeatToken: z.string().optional(),
  hotSeatLink: z.string().optional(),
  spectatorLink: z.string(),
});

export const GameSummarySchema = z.object({
  gameId: z.string(),
  game: z.string(),
  players: z.number().int(),
  seats: z.array(SeatInfoSchema),
  status: z.enum(['running', 'finished']),
  moveCount: z.number().int(),
  outcome: OutcomeSchema,
  customSetup: z.boolean(),
  controls: z
    .array(seat)
    .optional()
    .describe('The seats the tokens given with the request act for (absent: none of them).'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ListGamesResponseSchema = z.object({
  games: z.array(GameSummarySchema),
  total: z.number().int(),
});

export const PositionResponseSchema = z.object({
  gameId: z.string(),
  game: z.string(),
  n: z.number().int(),
  moveCount: z.number().int(),
  viewer: z.union([seat, z.literal('spectator')]),
  activeSeats: z.array(seat),
  view: z.unknown(),
  outcome: OutcomeSchema,
});

export const MatchRecordSchema = z.object({
  game: z.string(),
  rulesVersion: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  seed: z.string(),
  position: z
    .unknown()
    .optional()
    .describe("Present when the game started from this position (the game's format) instead of its setup."),
  moves: z.array(z.object({ seat, move: z.unknown() })),
});

export const MetaResponseSchema = z.object({
  games: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      minPlayers: z.number().int(),
      maxPlayers: z.number().int(),
      rulesVersion: z.number().int(),
      botLevels: z.array(z.string()),
      board: z.boolean().describe('Whether GET /api/meta/{game}/board serves static board data.'),
    }),
  ),
});

export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().describe('In English.'),
    text: texts
      .optional()
      .describe(
        'The refusal in every language, where the server has it (every rule refusal of the shipped games).',
      ),
  }),
  current: GameSnapshotSchema.optional(),
});
