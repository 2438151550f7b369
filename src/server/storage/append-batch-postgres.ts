// Moves of different games written by one statement. A node writes at most APPENDS_IN_FLIGHT move
// statements at a time; the moves that come meanwhile wait, and the next statement writes all of them
// (one of each game, and none of a game whose last move is still being written), so that at 64 games a node
// pays one round trip, one statement and one commit for several moves, where it paid them for each.
// A move that comes while fewer are in flight is written at once by the one-move statement
// (append-postgres.ts), as before.
//
// The statement is that one-move statement over arrays: each game's row moves on only from the count
// before its move, its clocks only from the revision before theirs and only once its row moved, and its
// move is inserted only once both did. Unless every move of the batch is inserted, the statement fails
// (a second move n on the moves' key, any other refusal by the division), so that nothing of it is
// written, and each of its moves is then written alone, so that each gets its own answer: a refused
// move is refused, the others are stored. A deadlock with another node's statement over the same two
// games (rows locked in another order) ends the same way. Each move's notice goes with the commit.
import type { GameClocks } from '../clocks/seat-clocks.ts';
import { MOVE_REFUSED, appendMoveValues, notPausedTable } from './append-postgres.ts';
import type { MoveJson } from './move-notice.ts';
import { DEADLOCK, pgCode, UNIQUE_VIOLATION } from './postgres-codes.ts';
import type { AppendMove } from './types.ts';

/** Move statements a node has in flight at once; the moves that come meanwhile are written together. */
export const APPENDS_IN_FLIGHT = 2;

/** At most this many moves in one statement. */
export const MOVES_PER_STATEMENT = 32;

export const APPEND_MOVES_STATEMENT = `WITH input AS (
    SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::boolean[], $6::text[],
      $7::text[], $8::int[], $9::text[], $10::text[], $11::int[], $12::text[], $13::text[], $14::int[], $15::text[])
      AS i(id, seq, status, outcome, bot, at, seats, rev, deadline, spec, seat, move, log, undoes, notice)),
  bumped AS (
    UPDATE games g SET move_count = i.seq, status = i.status, outcome = i.outcome, bot_to_move = i.bot, updated_at = i.at
    FROM input i WHERE g.id = i.id AND g.move_count = i.seq - 1 AND ${notPausedTable('i.id')} RETURNING g.id),
  clocked AS (
    UPDATE game_clocks c SET seats = i.seats, rev = i.rev, next_deadline = i.deadline, spec = i.spec
    FROM input i WHERE c.game_id = i.id AND c.rev = i.rev - 1 AND i.id IN (SELECT id FROM bumped) RETURNING c.game_id),
  stored AS (
    INSERT INTO moves (game_id, seq, seat, move, log, created_at, undoes)
    SELECT i.id, i.seq, i.seat, i.move, i.log, i.at, i.undoes FROM input i
    WHERE i.id IN (SELECT game_id FROM clocked) RETURNING seq)
  SELECT 1 / ((SELECT count(*) FROM stored) = $16::int)::int AS stored,
    (SELECT count(*) FROM (SELECT pg_notify($17, i.notice) FROM input i) n) AS notified,
    ARRAY(SELECT i.id FROM input i WHERE EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.game_id = i.id)) AS subscribed`;

/** A move with its clocks, as the one-move statement writes it, waiting for its statement. */
export interface QueuedMove {
  a: AppendMove & { clocks: GameClocks };
  json: MoveJson;
  notice: string;
}

/** The parameters of APPEND_MOVES_STATEMENT: each of the one-move statement's, as an array. */
export function appendMovesValues(moves: QueuedMove[], channel: string): unknown[] {
  const rows = moves.map((m) => appendMoveValues(m.a, m.json, channel, m.notice));
  // The one-move statement's parameters, the channel (its 15th) left out: it is the last here.
  const columns = Array.from({ length: 14 }, (_, c) => rows.map((r) => r[c]));
  return [...columns, rows.map((r) => r[15]), moves.length, channel];
}

/** Whether a statement wrote nothing and its moves are to be written again one by one. */
export const batchRefused = (e: unknown): boolean => {
  const code = pgCode(e);
  return code === UNIQUE_VIOLATION || code === MOVE_REFUSED || code === DEADLOCK;
};

interface Waiting extends QueuedMove {
  done: (e?: unknown) => void;
}

/**
 * The moves of a node waiting for a statement. `one` writes a move alone, `many` several of different
 * games (APPEND_MOVES_STATEMENT); each rejects as its statement does.
 */
export class AppendQueue {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;
  /** The games of the statements in flight: a game's next move waits for its last one's statement. */
  private readonly writing = new Set<string>();

  constructor(
    private readonly one: (m: QueuedMove) => Promise<void>,
    private readonly many: (ms: QueuedMove[]) => Promise<void>,
    private readonly limit = APPENDS_IN_FLIGHT,
  ) {}

  /** Resolves once the move is stored; rejects as its write alone would. */
  write(m: QueuedMove): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...m, done: (e) => (e === undefined ? resolve() : reject(e)) });
      this.next();
    });
  }

  private next(): void {
    while (this.inFlight < this.limit && this.waiting.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        for (const m of batch) this.writing.delete(m.a.gameId);
        this.next();
      });
    }
  }

  /** The first waiting moves, one a game and none of a game being written, at most MOVES_PER_STATEMENT. */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    for (const m of this.waiting)
      if (batch.length < MOVES_PER_STATEMENT && !this.writing.has(m.a.gameId)) {
        this.writing.add(m.a.gameId);
        batch.push(m);
      } else left.push(m);
    this.waiting.splice(0, this.waiting.length, ...left);
    return batch;
  }

  private async run(batch: Waiting[]): Promise<void> {
    if (batch.length > 1)
      try {
        await this.many(batch);
        for (const m of batch) m.done();
        return;
      } catch (e) {
        if (!batchRefused(e)) {
          for (const m of batch) m.done(e ?? new Error('move write failed'));
          return;
        }
      }
    // Alone, or again one by one after a refusal: each move its own answer.
    await Promise.all(
      batch.map((m) =>
        this.one(m).then(
          () => m.done(),
          (e: unknown) => m.done(e ?? new Error('move write failed')),
        ),
      ),
    );
  }
}
