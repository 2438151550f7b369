// What a node tells the others sharing a PostgreSQL database when it stores a move: the move's number
// and, when it fits in a notice, the entry itself and the clocks written with it, so that a node
// watching the game takes the move into memory without reading it back. A notice that does not fit
// carries the number alone, and the watching node reads the move as it does after a missed notice.
// Every node hears every notice, its own too. Those a node need not take itself (a move's, a change of
// clocks, seats or a classroom: it made the change) start with its id, so that its listener drops them
// by their first characters rather than parsing kilobytes of JSON to learn that. A chat message's notice
// starts otherwise: each node, the writing one included, pushes the message to its sockets from it.
import type { AppendMove, MoveNotice } from './types.ts';

/** PostgreSQL refuses a NOTIFY payload of this many bytes or more (its default build). */
export const NOTICE_PAYLOAD_LIMIT = 8000;

/** The first characters of each notice from node `node` that it need not take itself. */
export const ownNoticePrefix = (node: string): string => `{"node":${JSON.stringify(node)},`;

/** A notice from node `node` that it need not take itself: its id first (see ownNoticePrefix). */
export const noticeFrom = (node: string, notice: Omit<MoveNotice, 'node'>): string =>
  JSON.stringify({ node, ...notice });

/** The NOTIFY payload announcing `a`, stored by node `node`. */
export function moveNoticePayload(a: AppendMove, node: string): string {
  const ref: MoveNotice = { node, gameId: a.gameId, seq: a.seq };
  const entry: MoveNotice['entry'] = {
    seat: a.seat,
    move: a.move,
    log: a.log,
    createdAt: a.at,
    ...(a.undoes !== undefined ? { undoes: a.undoes } : {}),
    // Moves never change the stand-in level stored with the clocks: the watching node keeps its own.
    ...(a.clocks ? { clocks: { spec: a.clocks.spec, seats: a.clocks.seats, rev: a.clocks.rev } } : {}),
  };
  const full = JSON.stringify({ ...ref, entry });
  return Buffer.byteLength(full) < NOTICE_PAYLOAD_LIMIT ? full : JSON.stringify(ref);
}
