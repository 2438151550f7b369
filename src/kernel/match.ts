// A match is a game plus the list of moves made so far: the state is always the replay of that list
// (as in 18xx), so a record of {options, seed, moves} is enough to store, share and check a game.
import { KernelCodes, RecordError } from './errors.ts';
import { KERNEL_MESSAGES, ruleError } from './refusals.ts';
import { hashState } from './hash.ts';
import { quickShape } from './quick-shape.ts';
import { issueInItalian, whereInItalian } from './shape-words.ts';
import type {
  AnyGame,
  BlockedMove,
  Json,
  LogEntry,
  MatchRecord,
  MoveRecord,
  Outcome,
  Seat,
  Viewer,
} from './types.ts';
import { SPECTATOR } from './types.ts';
import { UndoTrail, type UndoRefusal } from './undo.ts';

/** Checks a move's shape against the game's schema; a malformed move is a rule error like any other. */
export function parseMove(game: AnyGame, raw: unknown): unknown {
  // Most moves are well-formed: those the schema certainly takes go without it, given back as it would
  // give them (members in its order).
  const quick = quickShape(game.moveSchema)?.(raw);
  if (quick !== undefined) return quick;
  const parsed = game.moveSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path?.length ? ` at ${issue.path.join('.')}` : '';
    throw ruleError(KERNEL_MESSAGES, KernelCodes.MALFORMED_MOVE, 'KERNEL_MALFORMED_MOVE', {
      game: game.title,
      where,
      detail: issue?.message ?? 'unknown shape',
      whereIt: whereInItalian(issue),
      detailIt: issueInItalian(issue, raw),
    });
  }
  return parsed.data;
}

/** Checks setup options against the game's schema (player count first). */
export function parseOptions(game: AnyGame, raw: unknown): Record<string, unknown> & { players: number } {
  const players = (raw as { players?: unknown } | null)?.players;
  if (
    typeof players !== 'number' ||
    !Number.isInteger(players) ||
    players < game.minPlayers ||
    players > game.maxPlayers
  ) {
    throw ruleError(KERNEL_MESSAGES, KernelCodes.BAD_OPTIONS, 'KERNEL_BAD_PLAYERS', {
      game: game.title,
      min: game.minPlayers,
      max: game.maxPlayers,
      got: String(JSON.stringify(players)),
    });
  }
  const parsed = game.optionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path?.length ? ` (${issue.path.join('.')})` : '';
    throw ruleError(KERNEL_MESSAGES, KernelCodes.BAD_OPTIONS, 'KERNEL_BAD_OPTIONS', {
      game: game.title,
      where,
      detail: issue?.message ?? 'unknown shape',
      whereIt: whereInItalian(issue),
      detailIt: issueInItalian(issue, raw),
    });
  }
  return parsed.data as Record<string, unknown> & { players: number };
}

export function checkSeat(game: AnyGame, players: number, seat: unknown): asserts seat is Seat {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players) {
    throw ruleError(KERNEL_MESSAGES, KernelCodes.NO_SUCH_SEAT, 'KERNEL_NO_SUCH_SEAT', {
      seat: String(JSON.stringify(seat)),
      // In words seats count from 1, as people count them; `seat` is what the program sent.
      place: typeof seat === 'number' && Number.isFinite(seat) ? seat + 1 : String(JSON.stringify(seat)),
      players,
      game: game.title,
    });
  }
}

/**
 * Applies one move with every boundary check: a seat of this game, a game still running, a well-formed
 * move; then the game's own rules. Returns the new state; the old one is untouched whatever happens.
 */
export function applyChecked<S>(
  game: AnyGame,
  state: S,
  seat: unknown,
  rawMove: unknown,
): { state: S; seat: Seat; move: unknown } {
  checkSeat(game, game.playerCount(state), seat);
  if (game.outcome(state) !== null)
    throw ruleError(KERNEL_MESSAGES, KernelCodes.GAME_OVER, 'KERNEL_GAME_OVER', { game: game.title });
  const move = parseMove(game, rawMove);
  const next = game.applyToDescribe ? game.applyToDescribe(state, seat, move) : game.apply(state, seat, move);
  return { state: next as S, seat, move };
}

interface Step {
  seat: Seat;
  move: unknown;
  before: unknown;
}

/** A chess.js-like handle on one game: legal moves, move, undo, hash, record. */
export class Match {
  private current: unknown;
  private readonly steps: Step[] = [];
  private trail: UndoTrail;
  /** Seats whose moves answer the one person at the table (`answeredByBots`). */
  private bots: readonly Seat[] = [];

  private constructor(
    readonly game: AnyGame,
    readonly options: Record<string, unknown> & { players: number },
    readonly seed: string,
    readonly startPosition: Json | undefined,
    start: unknown,
  ) {
    this.current = start;
    this.trail = new UndoTrail(game, game.playerCount(start));
  }

  static create(game: AnyGame, options: unknown, seed: string | number): Match {
    const opts = parseOptions(game, options);
    const s = String(seed);
    return new Match(game, opts, s, undefined, game.setup(opts, s));
  }

  /** A match starting from a position in the game's position format (validated by the game). */
  static fromPosition(game: AnyGame, position: unknown): Match {
    const state = game.position.read(position);
    return new Match(game, { players: game.playerCount(state) }, '', game.position.write(state), state);
  }

  /** Replays a record; refuses another game or rules version, and names the first move that fails. */
  static replay(game: AnyGame, record: MatchRecord): Match {
    if (record.game !== game.id) {
      throw new RecordError('WRONG_GAME', `This record is a game of "${record.game}", not of "${game.id}".`);
    }
    if (record.rulesVersion !== game.rulesVersion) {
      throw new RecordError(
        'RULES_VERSION',
        `This record was played under rules version ${record.rulesVersion} of ${game.title}; this program has version ${game.rulesVersion} and cannot replay it exactly.`,
      );
    }
    const match =
      record.position !== undefined
        ? Match.fromPosition(game, record.position)
        : Match.create(game, record.options, record.seed);
    record.moves.forEach((m, i) => {
      try {
        match.move(m.seat, m.move);
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        throw new RecordError('BAD_MOVE', `Move ${i + 1} (seat ${m.seat}) cannot be replayed: ${why}`);
      }
    });
    return match;
  }

  get state(): unknown {
    return this.current;
  }
  get players(): number {
    return this.options.players;
  }
  get moveCount(): number {
    return this.steps.length;
  }
  get history(): MoveRecord[] {
    return this.steps.map(({ seat, move }) => ({ seat, move }));
  }

  activeSeats(): Seat[] {
    return this.game.activeSeats(this.current);
  }
  legalMoves(seat: Seat): unknown[] {
    return this.game.legalMoves(this.current, seat);
  }
  /** The moves `seat` would look for but cannot make now, with their refusals (empty without the method). */
  blockedMoves(seat: Seat): BlockedMove[] {
    return this.game.blockedMoves?.(this.current, seat) ?? [];
  }
  view(viewer: Viewer = SPECTATOR): unknown {
    return this.game.view(this.current, viewer);
  }
  outcome(): Outcome | null {
    return this.game.outcome(this.current);
  }
  hash(): string {
    return hashState(this.current);
  }

  /** Makes a move; on any refusal it throws and the match is exactly as before. Returns the log entries. */
  move(seat: unknown, rawMove: unknown, viewer: Viewer = SPECTATOR): LogEntry[] {
    const before = this.current;
    const done = applyChecked(this.game, before, seat, rawMove);
    this.steps.push({ seat: done.seat, move: done.move, before });
    this.trail.record(before, done.state, done.seat, done.move);
    this.current = done.state;
    return this.game.describe(before, done.state, done.seat, done.move, viewer);
  }

  /**
   * Takes back the last move whatever the rules of play say (analysis, search); returns it, or null at
   * the start. Players take moves back with `takeBack`.
   */
  undo(): MoveRecord | null {
    const last = this.steps.pop();
    if (!last) return null;
    this.current = last.before;
    // The trail no longer matches the moves: rebuild it from the moves that remain.
    this.rebuildTrail();
    return { seat: last.seat, move: last.move };
  }

  /**
   * Says which seats are bots answering the one person at the table: that person's take-back then takes
   * their replies back too (src/kernel/undo.ts). The moves made so far are read again in that light.
   */
  answeredByBots(bots: readonly Seat[]): this {
    this.bots = [...bots];
    this.rebuildTrail();
    return this;
  }

  private rebuildTrail(): void {
    this.trail = new UndoTrail(this.game, this.players, this.bots);
    for (let i = 0; i < this.steps.length; i++) {
      const after = i + 1 < this.steps.length ? this.steps[i + 1].before : this.current;
      this.trail.record(this.steps[i].before, after, this.steps[i].seat, this.steps[i].move);
    }
  }

  /** Why `seat` may not take back a move now (the players' rule, src/kernel/undo.ts), or null. */
  undoRefusal(seat: Seat): UndoRefusal | null {
    return this.trail.refusal(this.current, seat);
  }

  /**
   * Takes back `seat`'s last move as the rules of play allow (with the bots' replies since, see
   * `answeredByBots`), or throws UNDO_NOT_ALLOWED. Returns that move and how many moves went in all.
   */
  takeBack(seat: unknown): MoveRecord & { moves: number } {
    checkSeat(this.game, this.players, seat);
    const taken = this.trail.takeBack(this.current, seat);
    this.steps.splice(this.steps.length - taken.moves);
    this.current = taken.before;
    return { seat: taken.seat, move: taken.move, moves: taken.moves };
  }

  record(): MatchRecord {
    return {
      game: this.game.id,
      rulesVersion: this.game.rulesVersion,
      options: this.options,
      seed: this.seed,
      ...(this.startPosition !== undefined ? { position: this.startPosition } : {}),
      moves: this.history,
    };
  }
}
