// A move's write on PostgreSQL as one statement, so one round trip and its own transaction, where the
// transaction of separate statements (BEGIN, the game's row, the clocks, the move, the notice, COMMIT)
// took six: the game's row moves on only from the count before this move, the clocks only from the
// revision before theirs and only once the row moved, and the move is inserted only once both did. A
// second move n fails on the moves' key; any other refusal leaves the insert without a row, and the
// division by that row count then fails the statement, so nothing of it is written (PostgreSQL has no
// other way for plain SQL to undo a statement part of which succeeded). The notice goes with the
// statement's commit, as with the transaction's. A move that stores a snapshot is written the same way,
// its snapshot after the commit (postgres.ts). The game's row moves on only if the game is not a table
// of a paused classroom, so the pause is checked by the write itself rather than read before each move
// (a round trip of its own); after a refusal the caller reads the pause to tell why.
// The statement also says whether the game has any push subscription, so that the "your turn" push
// that follows the move need not read them when there are none (push-postgres.ts).
import { nextDeadline } from '../clocks/seat-clocks.ts';
import type { GameClocks } from '../clocks/seat-clocks.ts';
import type { MoveJson } from './move-notice.ts';
import type { AppendMove } from './types.ts';

/** True when game `gameParam` is not a table of a paused classroom (an index lookup on each table). */
export const notPausedTable = (gameParam: string): string =>
  `NOT EXISTS (SELECT 1 FROM classroom_tables t JOIN classrooms c ON c.id = t.classroom_id WHERE t.game_id = ${gameParam} AND c.paused)`;

export const APPEND_MOVE_STATEMENT = `WITH bumped AS (
    UPDATE games SET move_count = $2::int, status = $3, outcome = $4, bot_to_move = $5, updated_at = $6
    WHERE id = $1 AND move_count = $2::int - 1 AND ${notPausedTable('$1')} RETURNING id),
  clocked AS (
    UPDATE game_clocks SET seats = $7, rev = $8::int, next_deadline = $9, spec = $10
    WHERE game_id = $1 AND rev = $8::int - 1 AND EXISTS (SELECT 1 FROM bumped) RETURNING game_id),
  stored AS (
    INSERT INTO moves (game_id, seq, seat, move, log, created_at, undoes)
    SELECT $1, $2::int, $11::int, $12, $13, $6, $14::int FROM clocked RETURNING seq)
  SELECT 1 / (SELECT count(*)::int FROM stored) AS stored, pg_notify($15, $16),
    EXISTS (SELECT 1 FROM push_subscriptions WHERE game_id = $1) AS subscribed`;

/** PostgreSQL's error for the division above: a refusal other than a second move n. */
export const MOVE_REFUSED = '22012';

/** The parameters of APPEND_MOVE_STATEMENT for a move written with its clocks (`json`: see moveJson). */
export const appendMoveValues = (
  a: AppendMove & { clocks: GameClocks },
  json: MoveJson,
  channel: string,
  notice: string,
): unknown[] => [
  a.gameId,
  a.seq,
  a.status,
  a.outcome === null ? null : JSON.stringify(a.outcome),
  a.botToMove,
  a.at,
  json.seats,
  a.clocks.rev,
  nextDeadline(a.clocks),
  a.clocks.spec === null ? null : json.spec,
  a.seat,
  json.move,
  json.log,
  a.undoes ?? null,
  channel,
  notice,
];
