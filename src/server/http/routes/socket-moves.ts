// Moves and undos over a game's socket: the same checks, refusals (status, code, message, texts, and a
// 409's snapshot) and idempotence as POST /moves and /undo, and the same rate limit per token. The
// answer names the request's id and says what the move did; the position itself comes as the socket's
// own "state" push, which the server sends before the answer.
import type { MoveRequest, ServerMessage } from '../../../shared/api.ts';
import { withTexts } from '../compact.ts';
import { ApiFailure, refusal } from '../errors.ts';
import { LIMIT_TEXTS } from '../limit-texts.ts';
import type { GameService } from '../../game/game-service.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { MoveRequestSchema, UndoRequestSchema } from '../schemas.ts';
import { isStorageUnavailable, storageUnavailable } from '../../storage/unavailable.ts';
import { tokenKey } from '../limit-keys.ts';
import { parse } from './games.ts';

export interface SocketSeat {
  gameId: string;
  token: string | undefined;
  /** `?seat=` of the socket (a hot-seat screen pinned to one seat). */
  seat: number | undefined;
  /** The log lines the socket's client holds, for a 409's snapshot. */
  logSince: number | undefined;
  /** The socket's `?texts=`: a 409's snapshot is as compact as its pushes. */
  texts: 'full' | 'compact' | undefined;
}

type Answer = Extract<ServerMessage, { type: 'ack' | 'refused' }>;

/**
 * The move request of a move message that is certainly well-formed, as the schema gives it back
 * (members in its order, the move itself as sent), or undefined: then the schema checks it and
 * refuses a malformed one in its own words. The schema's work was a few per cent of the server's main
 * thread at 64 games, for requests that are nearly always well-formed. `id` is the message's, which
 * `requestId` took (a string of 1-64 characters, as the schema's `moveId`); the message holds `type`
 * and `id` besides the request's three members, and nothing else.
 */
export function wellFormedMove(message: Record<string, unknown>, id: string): MoveRequest | undefined {
  const { seat, move, expectedMoveCount } = message;
  if (
    typeof seat !== 'number' ||
    !Number.isSafeInteger(seat) ||
    seat < 0 ||
    seat > 63 ||
    typeof expectedMoveCount !== 'number' ||
    !Number.isSafeInteger(expectedMoveCount) ||
    expectedMoveCount < 0 ||
    move === undefined ||
    !Object.hasOwn(message, 'seat') ||
    !Object.hasOwn(message, 'move') ||
    !Object.hasOwn(message, 'expectedMoveCount') ||
    !Object.hasOwn(message, 'type') ||
    !Object.hasOwn(message, 'id') ||
    Object.keys(message).length !== 5
  )
    return undefined;
  return { seat, move, expectedMoveCount, moveId: id };
}

/** The id of a move or undo message, or undefined when the message is something else. */
export function requestId(message: unknown): string | undefined {
  const m = message as { type?: unknown; id?: unknown } | null;
  if (!m || (m.type !== 'move' && m.type !== 'undo')) return undefined;
  return typeof m.id === 'string' && m.id.length > 0 && m.id.length <= 64 ? m.id : undefined;
}

/**
 * The request's members (all but `type` and `id`) with its id, for the schema: made only where the quick
 * check leaves the request to it (a function of its own, not a closure made with every move).
 */
function requestOf(message: Record<string, unknown>, id: string): Record<string, unknown> {
  const { type: _type, id: _id, ...rest } = message;
  return { ...rest, moveId: id };
}

/** The answer to a move or undo that was made (or had been: a resend), `duplicate` last when it is one. */
function ack(id: string, done: { n: number; duplicate: boolean }, moveCount: number): Answer {
  const answer: Answer = { type: 'ack', id, n: done.n, moveCount };
  if (done.duplicate) answer.duplicate = true;
  return answer;
}

export async function answerMove(
  service: GameService,
  limiter: RateLimiter,
  at: SocketSeat,
  message: { type: 'move' | 'undo'; id: string } & Record<string, unknown>,
): Promise<Answer> {
  const { type, id } = message;
  try {
    const wait = limiter.take(at.token ? tokenKey(at.token) : 'socket:spectator');
    if (wait > 0) throw refusal(429, 'RATE_LIMITED', LIMIT_TEXTS.tooManyRequests(wait), { retryAfter: wait });
    if (type === 'move') {
      const req =
        wellFormedMove(message, id) ?? parse(MoveRequestSchema, requestOf(message, id), 'move request');
      const { done, live } = await service.play(at.gameId, at.token, req, at.seat, at.logSince);
      return ack(id, done, live.moveCount);
    }
    const req = parse(UndoRequestSchema, requestOf(message, id), 'undo request');
    const { done, live } = await service.takeBack(at.gameId, at.token, req, at.seat, at.logSince);
    return ack(id, done, live.moveCount);
  } catch (caught) {
    // A database that is away refuses the move as POST /moves does (503, retry later), not the socket.
    const e = isStorageUnavailable(caught) ? storageUnavailable() : caught;
    if (!(e instanceof ApiFailure)) throw e;
    return {
      type: 'refused',
      id,
      status: e.status,
      error: { code: e.code, message: e.message, ...(e.text ? { text: e.text } : {}) },
      ...(e.current ? { current: withTexts(e.current, at.texts) } : {}),
      ...(e.retryAfter !== undefined ? { retryAfter: e.retryAfter } : {}),
    };
  }
}
