// The HTTP/WebSocket contract between the server and the web client (and any other client). Types only:
// the server validates every request against schemas built from these shapes, and docs/api.md
// documents them with examples. Keep the three in step.
import type { LogEntry, Outcome, Seat } from '../kernel/types.ts';

export type Lang = 'en' | 'it';

/** Text in every language the program speaks, so a client can switch language without a round trip. */
export type Texts = Record<Lang, string>;

/** "open": a seat anyone may take by name (POST /api/games/:id/seats/:n/claim) until someone does. */
export type SeatKind = 'human' | 'bot' | 'open';

export interface SeatSpec {
  kind: SeatKind;
  /** Bot level when kind is "bot": "random", "heuristic", "mcts", "tycoon" (see GET /api/meta). */
  level?: string;
  /** Display name; defaults to "Player 1"... or the bot's level. */
  name?: string;
}

/** POST /api/games */
export interface CreateGameRequest {
  game: string;
  players: number;
  seats: SeatSpec[];
  /** Game-specific setup options (The Cost: `countries`; pinned random elements). */
  options?: Record<string, unknown>;
  seed?: string;
  /**
   * Must be true to pin the seed or a random element of the setup (see the game's setup options) in a
   * game with a person at the table; every snapshot then shows `customSetup: true` to every seat.
   */
  customSetup?: boolean;
  /** One token acting for every human seat (a game played on one screen). */
  hotSeat?: boolean;
  /** Seats may ask for hints (POST /api/games/:id/hint); default false, as fits a competitive game. */
  hints?: boolean;
  /** Shown to everyone in GET /api/games, and in GET /api/lobby while a seat is open (default false). */
  listed?: boolean;
  /** The game's chat (default true); false refuses every message. */
  chat?: boolean;
  /** Time control; absent: none (the game waits for each person as long as it takes). */
  clock?: ClockSpec;
  /** Bot level that plays for a person whose time ran out or who left (default: the strongest, "tycoon", where the game has it). */
  standIn?: string;
}

/**
 * A time control: a fixed time for each decision (daily play), or a bank of time that runs down while
 * the seat decides, with an increment added after each of its moves (live play).
 */
export type ClockSpec = { moveSeconds: number } | { bankSeconds: number; incrementSeconds: number };

/** A person's clock as a snapshot shows it. */
export interface SeatClock {
  seat: Seat;
  /** Time left at the snapshot's `serverTime` (ms): of the decision (daily) or of the bank (live). */
  remainingMs: number;
  /** When the time of the pending decision runs out (ISO); null while the clock is stopped. */
  deadline: string | null;
}

export interface SeatInfo {
  seat: Seat;
  kind: SeatKind;
  level?: string;
  name: string;
  /** Present while a bot of this level plays for the person of a human seat (time ran out, or they left). */
  standIn?: string;
  /** Present once a bot program plays this person's seat through its link (`connect`): its name. */
  program?: string;
}

export interface CreateGameResponse {
  gameId: string;
  game: string;
  seats: (SeatInfo & { token?: string; link?: string })[];
  /** Present for hot-seat games: acts for every human seat. */
  hotSeatToken?: string;
  hotSeatLink?: string;
  spectatorLink: string;
}

export interface LegalMove {
  move: unknown;
  /**
   * True when the move can never be taken back (chance decides something, something hidden is shown, or
   * the game ends), as the game's undo rule says; clients ask for confirmation before sending it.
   */
  final: boolean;
  /** The move in plain words, for buttons and lists. */
  label: Texts;
  /**
   * What the move costs and gives its player in this position, in plain words ("Costs 1 Rutland
   * resource (first mine); you have 5."), from the game's rules; absent when there is nothing to say.
   */
  detail?: Texts;
  /**
   * True when the move spends something of its player's (money, resources, points, a worker's life), as
   * the game's rules say; absent otherwise. Sent with the texts. Clients confirm such a move, with
   * `detail` as its figures.
   */
  spends?: true;
}

/**
 * A move the seat would look for at its pending decision but cannot make now, with the rules' refusal:
 * what `POST /moves` would answer for it (same code, same sentence). Clients show it greyed with its reason.
 */
export interface BlockedMove {
  move: unknown;
  /** The rule-error code the move is refused with (docs/<game>/errors.md). */
  code: string;
  /** The move in plain words, as for a legal move (this server always sends it). */
  label?: Texts;
  /** Why it is refused, in every language. */
  reason: Texts;
}

/** A legal move in a compact snapshot: the move alone; its texts come with GET /api/games/:id/decision. */
export type CompactMove = Pick<LegalMove, 'move' | 'final'>;

export interface LogLine {
  /** Number of the move that produced these entries (1-based); 0 for setup. */
  n: number;
  seat: Seat | null;
  entries: (LogEntry & { text: Texts })[];
}

export type GameStatus = 'running' | 'finished';

/** GET /api/games/:id, the body of every WebSocket "state" message, and the "current" of a 409. */
export interface GameSnapshot {
  gameId: string;
  game: string;
  players: number;
  seats: SeatInfo[];
  /** Whose eyes this snapshot is for: a seat, or "spectator". */
  viewer: Seat | 'spectator';
  /** Seats the token may move for (one seat; every human seat for a hot-seat token; none for spectators). */
  controls: Seat[];
  status: GameStatus;
  /** Entries in the game's log so far, undos included (each undo is an entry of its own). */
  moveCount: number;
  activeSeats: Seat[];
  /** The game's view for `viewer` (schema in docs/<game>/view.md). */
  view: unknown;
  /** Legal moves of each seat in `controls`. */
  legalMoves: Record<string, LegalMove[]>;
  /**
   * Moves each seat in `controls` would look for but cannot make now, with the reason (empty for a seat
   * with no decision pending). Never for other seats, never for spectators. Only in a whole snapshot
   * (`?texts=full`); a compact one leaves them out, and GET /api/games/:id/decision gives them.
   */
  blockedMoves: Record<string, BlockedMove[]>;
  /**
   * For each seat in `controls`: whether POST /api/games/:id/undo would take back its last move now
   * (the engine's rule: nothing drawn, rolled or shown since, and no other seat has moved since).
   */
  canUndo: Record<string, boolean>;
  /** The log lines numbered `logFrom` to `moveCount`, in order. */
  log: LogLine[];
  /**
   * 0 when `log` is the whole log. Otherwise the client said it already holds the lines up to some move
   * (`?logSince=`, or an earlier message on the same socket) and gets only the lines after it, and for a
   * hot-seat token also again those from the first line another of its viewers reads otherwise; a client
   * merges them into the log it keeps. Never more than moveCount + 1 (then `log` is empty).
   */
  logFrom: number;
  outcome: Outcome | null;
  /** True when the creator pinned the seed or part of the setup: someone may know what is hidden. */
  customSetup: boolean;
  /** True when seats may ask for hints (set by the creator). */
  hints?: boolean;
  /** Whether the game's chat takes messages. */
  chat: boolean;
  /** Whether the game is listed (GET /api/games to everyone; GET /api/lobby while a seat is open). */
  listed: boolean;
  /**
   * Once someone asked for a rematch of this finished game: the new game (each seat's link opens it), and
   * the seat that asked with its name (absent for a hot-seat game, or a rematch made before it was kept).
   */
  rematch?: { gameId: string; by?: { seat: Seat; name: string } };
  /**
   * Present for a game played on from a position (POST /api/games/:id/fork or /api/games/import): the
   * game and entry it came from (absent for a record), and whether the face-down cards were drawn anew.
   */
  playedOn?: { from?: { gameId: string; at: number }; redrawn: boolean };
  /**
   * Present for a guided first game (made from a tutorial, POST /api/tutorials/:game): `step`, how many
   * of the tutorial's moves the game has made, in order (moves taken back aside); `offPath`, true once a
   * move in effect is another than the one the tutorial lists there (the person left the guided path).
   */
  guide?: { step: number; offPath: boolean };
  // The four clock fields are always sent by this server; optional for clients built before them.
  /** The game's time control (null: none). */
  clock?: ClockSpec | null;
  /** The bot level that stands in for a person who runs out of time or leaves. */
  standInLevel?: string;
  /** The clock of each human seat (empty without a time control). */
  seatClocks?: SeatClock[];
  /** With a time control: the server's time when the snapshot was sent (ISO), to count deadlines down against. */
  serverTime?: string;
  /** At a classroom's table: the teacher's last message to every table (absent: none). */
  classroomNotice?: { text: string; at: string };
  createdAt: string;
  updatedAt: string;
  /** Absent in a whole snapshot (`?texts=full`); "compact" in a CompactSnapshot. */
  texts?: 'compact';
}

/**
 * What answers and pushes carry by default: a GameSnapshot whose legal moves have no texts (no label or
 * detail) and without blocked moves; GET /api/games/:id/decision gives both for the token's seats.
 * `?texts=full` asks for the whole GameSnapshot instead.
 */
export type CompactSnapshot = Omit<GameSnapshot, 'legalMoves' | 'blockedMoves' | 'texts'> & {
  texts: 'compact';
  legalMoves: Record<string, CompactMove[]>;
};

/** A snapshot as sent: compact by default, whole with `?texts=full`. */
export type SnapshotAnswer = GameSnapshot | CompactSnapshot;

/**
 * GET /api/games/:id/decision: the texts and blocked moves a compact snapshot leaves out, for the seats
 * the token acts for, at `moveCount` (the same legal moves in the same order as the snapshot of that
 * move count).
 */
export interface DecisionTexts {
  gameId: string;
  moveCount: number;
  viewer: Seat | 'spectator';
  legalMoves: Record<string, LegalMove[]>;
  blockedMoves: Record<string, BlockedMove[]>;
}

/** POST /api/games/:id/moves */
export interface MoveRequest {
  seat: Seat;
  move: unknown;
  /**
   * The move count the client saw. Moves by other seats since are no reason to refuse while this seat's
   * decision is unchanged; otherwise 409 STALE_MOVE_COUNT, so a resent move is never made twice.
   */
  expectedMoveCount: number;
  /**
   * Optional: the client's id for this move (1-64 characters, unique per seat). Sent again because its
   * answer was lost, the move is answered as made (`duplicate: true` on the socket) and not made again.
   */
  moveId?: string;
}

/**
 * POST /api/games/:id/moves or /undo with `?answer=ack`: what the move did, without a snapshot (the
 * client's socket brings the position). `n`: the entry the move or undo is; `moveCount`: the game's
 * count when answered; `duplicate`: the request's `moveId` was already made, and was not made again.
 */
export interface MoveAck {
  answer: 'ack';
  gameId: string;
  n: number;
  moveCount: number;
  duplicate?: true;
}

/** POST /api/games/:id/undo: take back the seat's last move. */
export interface UndoRequest {
  seat: Seat;
  /** Optional: the move count the client saw; a different count means the client is stale (409). */
  expectedMoveCount?: number;
  /** Optional: the client's id for this undo, as for a move. */
  moveId?: string;
}

export interface ApiError {
  /**
   * `message` is in English; `text` is the refusal in every language where the server has it
   * (UNDO_NOT_ALLOWED, and the rule refusals of moves and setups of games whose refusals have ids).
   */
  error: { code: string; message: string; text?: Texts };
  /** With 409: the current snapshot, so the client can catch up at once. */
  current?: SnapshotAnswer;
}

/** GET /api/games: no secrets. */
export interface GameSummary {
  gameId: string;
  game: string;
  players: number;
  seats: SeatInfo[];
  status: GameStatus;
  moveCount: number;
  outcome: Outcome | null;
  customSetup: boolean;
  /** The seats the tokens given with the request act for (absent: none of them). */
  controls?: Seat[];
  createdAt: string;
  updatedAt: string;
}

/** GET /api/games?status=&game=&limit=&offset=&token=...: the caller's games (by its tokens) and listed ones. */
export interface ListGamesResponse {
  games: GameSummary[];
  /** Number of games matching the filters, for paging. */
  total: number;
}

/** GET /api/games/:id/positions/:n: the position after move n (0 = the setup), as the token's seat saw it. */
export interface PositionResponse {
  gameId: string;
  game: string;
  n: number;
  /** Moves made so far in the game (positions 0..moveCount exist). */
  moveCount: number;
  viewer: Seat | 'spectator';
  activeSeats: Seat[];
  view: unknown;
  outcome: Outcome | null;
}

/** GET /api/meta */
export interface MetaResponse {
  games: {
    id: string;
    title: string;
    minPlayers: number;
    maxPlayers: number;
    rulesVersion: number;
    botLevels: string[];
    /** Whether GET /api/meta/:game/board serves the game's static board data (maps, action board). */
    board: boolean;
  }[];
}

/** A chat message of a game (docs/api.md, chat): sent in a `chat` push and listed by GET /api/games/:id/chat. */
export interface ChatMessage {
  /** 1-based number of the message in its game. */
  n: number;
  seat: number;
  /** The seat's name when the message was written. */
  name: string;
  /** Plain text: clients show it as text, never as markup. */
  text: string;
  at: string;
}

/**
 * Consecutive legal moves with the same member names, as a socket of `?legalMoves=runs` is sent a
 * seat's new legal moves (docs/api.md; src/shared/move-runs.ts makes and reads them).
 */
export interface MoveRun {
  /** The members every move of the run has with these very values (a run of one move: all of them). */
  same?: Record<string, unknown>;
  /** The names of the other members, in the order of each row's values; none: `[]`. */
  keys?: string[];
  /** One list of values per move, in the order of `keys`; none: one move, `[[]]`. */
  rows?: unknown[][];
  /** Whether the moves are final: one value for the whole run, or one per row; none: false. */
  final?: boolean | boolean[];
  /** A move that is not an object (no game's so far) goes alone, whole, here. */
  move?: unknown;
}

/** One operation of a JSON Patch (RFC 6902), as a "patch" push carries them. */
export type PatchOperation =
  | { op: 'add' | 'replace' | 'test'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'move' | 'copy'; from: string; path: string };

/**
 * An operation as a socket of `?ops=short` is sent it: `["a", path, value]` add, `["r", path, value]`
 * replace, `["d", path]` remove (docs/api.md).
 */
export type ShortOperation = ['a' | 'r', string, unknown] | ['d', string];

/**
 * The change of a socket's snapshot since the last one it was sent (docs/api.md, live updates): `patch`
 * turns that snapshot, without its `log` and `logFrom`, into the new one; `from` is the move count of
 * the snapshot it applies to and `moveCount` the new one's (the same when no move was made: a seat
 * changed hands). `log` holds the lines to put in: each takes the place of the held line with the same
 * `n` (a hot-seat screen's earlier lines that read otherwise for its new seat), or comes after the last
 * one (the new moves' lines).
 */
export interface StatePatch {
  type: 'patch';
  from: number;
  moveCount: number;
  /** RFC 6902 operations, or with `ops: 'short'` short ones (ShortOperation). */
  patch: PatchOperation[] | ShortOperation[];
  /**
   * On a socket of `?ops=short`: the operations are short, and the change of `moveCount` is not among
   * them (the client takes this message's).
   */
  ops?: 'short';
  /**
   * With `ops: "short"`, when `patch` leaves out the change of `updatedAt`: the new one is the held
   * one's plus this many milliseconds, as `toISOString` writes it.
   */
  at?: number;
  /**
   * On a socket of `?legalMoves=runs`: per seat whose legal moves changed, the new list as runs
   * (move-runs.ts), which `patch` then leaves out; applied after it.
   */
  moves?: Record<string, MoveRun[]>;
  /**
   * On a socket of `?logs=byViewer`, when the snapshot's viewer changed to one the socket showed before:
   * the log `log` joins is the one the client kept for that viewer, which ran to this move, followed by
   * the later lines of the one it holds (`log` has again those of them that read otherwise).
   */
  viewerLogTo?: number;
  log: LogLine[];
}

/**
 * Messages pushed over the WebSocket /api/games/:id/socket?logSince=...&seat=... The client's first
 * message is `{"type":"auth","token":"..."}` (no token: a spectator); a socket that sends anything else
 * first, names a bad token, or stays silent for 5 s gets an "error" message and is closed with
 * 4000 + the HTTP status of the same refusal (4401 AUTH_REQUIRED / AUTH_TIMEOUT, 4403 BAD_TOKEN), the
 * code as the close reason. A token in the socket's URL is refused before the upgrade (400 TOKEN_IN_URL).
 * After authenticating, the first message is always a "state" with the whole current snapshot, whose log
 * is whole too unless the socket URL named `logSince` (then only the lines after that move). Then one
 * "patch" after every change (a move by anyone, a seat changing hands): the change from the last
 * snapshot this socket was sent (`?pushes=full`: a whole "state" every time, whose log holds only the
 * lines this socket has not been sent yet, `snapshot.logFrom` saying where they start). A client may
 * send `{"type":"ping"}` and gets `{"type":"pong"}`, and `{"type":"resync"}` for a whole "state".
 */
export type ServerMessage =
  | { type: 'state'; snapshot: SnapshotAnswer }
  | StatePatch
  | { type: 'chat'; message: ChatMessage }
  | { type: 'error'; error: { code: string; message: string; text?: Texts } }
  | { type: 'pong' }
  /**
   * A move or undo of this socket was made (or, `duplicate`, had been made: its id was sent before).
   * `n` is its entry's number, `moveCount` the game's now. The position after it came just before, as
   * this socket's "patch" (or "state") message.
   */
  | { type: 'ack'; id: string; n: number; moveCount: number; duplicate?: true }
  /** A move or undo refused: what POST /moves or /undo would answer (status, error body, 409 snapshot). */
  | {
      type: 'refused';
      id: string;
      status: number;
      error: { code: string; message: string; text?: Texts };
      current?: SnapshotAnswer;
      /** With 429: seconds to wait. */
      retryAfter?: number;
    };

/**
 * What a client sends on the socket: `auth` first, then pings, and moves and undos with an `id` of its
 * choosing (1-64 characters) that the answer repeats and that makes a resend harmless (see MoveRequest).
 */
export type ClientMessage =
  | { type: 'auth'; token?: string | null }
  | { type: 'ping' }
  /** The client lost track (a patch whose `from` is not its move count, or one that does not apply). */
  | { type: 'resync'; logSince?: number }
  | ({ type: 'move'; id: string } & Omit<MoveRequest, 'moveId'>)
  | ({ type: 'undo'; id: string } & Omit<UndoRequest, 'moveId'>);

/** GET /api/tutorials: the guided first games this server offers. */
export interface TutorialSummary {
  game: string;
  title: Texts;
  /** One line for the home page. */
  blurb: Texts;
}

/**
 * GET /api/tutorials/:game: a guided first game as shipped in tutorials/<game>.json (docs/scenarios.md):
 * every move in order, bots' included; the person's moves say what to do and why. POST starts a game.
 */
export interface TutorialFile extends TutorialSummary {
  setup: { options: Record<string, unknown>; seed: string };
  seats: ({ kind: 'human' } | { kind: 'bot'; level: string; name?: string })[];
  steps: { seat: Seat; move: unknown; say?: Texts; expect?: unknown[] }[];
  handOver: Texts;
}

/** Each seat's estimated chance to win the position after move n (0: the setup); sums to 1. */
export interface PositionChances {
  n: number;
  winProbability: number[];
}

/** GET /api/games/:id/analysis: the positions estimated so far, in order; "ready" once all are. */
export interface AnalysisResponse {
  gameId: string;
  status: 'pending' | 'ready';
  /** The positions analysed are 0..moveCount. */
  moveCount: number;
  /**
   * What made the figures: `model:<hash>`, the game's trained model of the chances to win, or
   * `search:<iterations>`, the search with that many iterations per position.
   */
  estimator: string;
  moves: PositionChances[];
}

/** A hint's reason as a message of the hint messages (see docs/api.md), and its text in every language. */
export interface HintReason {
  id: string;
  params: Record<string, string | number | boolean | null>;
  text: Texts;
}

/** POST /api/games/:id/hint: pending while the search runs (ask again), then the move and its reason. */
export interface HintResponse {
  gameId: string;
  seat: number;
  /** The position the hint is for. */
  moveCount: number;
  status: 'pending' | 'ready';
  /** One of the seat's legal moves, with its label (as in legalMoves). */
  move?: unknown;
  label?: Texts;
  /** The seat's estimated chance to win after the move (0..1). */
  winProbability?: number;
  /** The seat's estimated chance to win now, before the move (0..1). */
  winProbabilityBefore?: number;
  reason?: HintReason;
}
