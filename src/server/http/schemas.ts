// Zod schemas of the API (src/shared/api.ts): requests are validated with them at the boundary, and the
// OpenAPI document is generated from them. `satisfies` keeps them in step with the shared types.
import { z } from 'zod';
import { LANGS } from '../../kernel/index.ts';
import { nameSchema } from '../seats/names.ts';
import type { Texts } from '../../shared/api.ts';

const seat = z.number().int().min(0).max(63);
const texts = z.object(
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

export const ProgramSeatRequestSchema = z
  .object({
    name: nameSchema(40)
      .nullable()
      .describe(
        'The program that plays the seat (trimmed, no control or direction characters); null: nobody.',
      ),
  })
  .strict();

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
