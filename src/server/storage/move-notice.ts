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

/**
 * The JSON of the parts of a move that both its statement and its notice carry (the move, its log, the
 * clocks' seats and spec), made once: the notice is put together from these texts rather than by
 * turning the move into JSON a second time.
 */
export interface MoveJson {
  move: string;
  log: string;
  seats?: string;
  spec?: string;
}

export const moveJson = (a: AppendMove): MoveJson => ({
  move: JSON.stringify(a.move),
  log: JSON.stringify(a.log),
  ...(a.clocks ? { seats: JSON.stringify(a.clocks.seats), spec: JSON.stringify(a.clocks.spec) } : {}),
});

/**
 * The NOTIFY payload announcing `a`, stored by node `node`: the text JSON.stringify gives for
 * `{ node, gameId, seq, entry: { seat, move, log, createdAt, undoes?, clocks?: { spec, seats, rev } } }`,
 * or, when that does not fit in a notice, for `{ node, gameId, seq }`.
 */
export function moveNoticePayload(a: AppendMove, node: string, json: MoveJson = moveJson(a)): string {
  // Moves never change the stand-in level stored with the clocks: the watching node keeps its own.
  const ref = `{"node":${JSON.stringify(node)},"gameId":${JSON.stringify(a.gameId)},"seq":${a.seq}`;
  const undoes = a.undoes !== undefined ? `,"undoes":${a.undoes}` : '';
  const clocks = a.clocks
    ? `,"clocks":{"spec":${json.spec},"seats":${json.seats},"rev":${a.clocks.rev}}`
    : '';
  const full = `${ref},"entry":{"seat":${a.seat},"move":${json.move},"log":${json.log},"createdAt":${JSON.stringify(a.at)}${undoes}${clocks}}}`;
  return Buffer.byteLength(full) < NOTICE_PAYLOAD_LIMIT ? full : `${ref}}`;
}
