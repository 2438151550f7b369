// The page's moves and undos go over its open socket (docs/api.md, "Live updates"): each attempt has
// an id of its own, which is also its `moveId`, so that whatever way it is sent again -- over HTTP when
// the socket drops before the answer, or when no socket is open -- the server makes it at most once.
// The answer is the same either way: nothing (the position comes as the socket's own push), a
// snapshot (an HTTP answer), or an ApiRefusal exactly as POST /moves or /undo would throw it.
import type { GameSnapshot, MoveRequest, ServerMessage, UndoRequest } from '../../shared/api.ts';
import { api, ApiRefusal, snapshotOf } from './http.ts';

export type SeatRequest =
  | { type: 'move'; req: Omit<MoveRequest, 'moveId'>; logSince?: number }
  | { type: 'undo'; req: Omit<UndoRequest, 'moveId'> };

type Answer = Extract<ServerMessage, { type: 'ack' | 'refused' }>;

interface Pending {
  request: SeatRequest;
  socket: WebSocket;
  resolve: (snapshot: GameSnapshot | null) => void;
  reject: (e: unknown) => void;
}

/**
 * A fresh id per attempt: random, as the server keeps a seat's ids for the whole game and a reloaded
 * page must never reuse one (crypto.getRandomValues works on plain-HTTP hosts too).
 */
export function attemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class SocketMoves {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly gameId: string,
    private readonly token: string | null,
  ) {}

  /** Sends over `socket` when it is open, over HTTP otherwise; both with the same id. */
  send(request: SeatRequest, socket: WebSocket | null): Promise<GameSnapshot | null> {
    const id = attemptId();
    if (!socket || socket.readyState !== WebSocket.OPEN) return this.overHttp(id, request);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { request, socket, resolve, reject });
      socket.send(JSON.stringify({ type: request.type, id, ...request.req }));
    });
  }

  /** An answer from the socket; false when it is no answer to a request of ours. */
  answer(message: ServerMessage): boolean {
    if (message.type !== 'ack' && message.type !== 'refused') return false;
    const p = this.pending.get(message.id);
    if (!p) return true;
    this.pending.delete(message.id);
    if (message.type === 'ack') p.resolve(null);
    else p.reject(refusalOf(message));
    return true;
  }

  /**
   * `socket` closed: what it had not answered yet may or may not have been made. Sent again over HTTP
   * with the same id, it is made if it was not, and answered as made if it was.
   */
  dropped(socket: WebSocket): void {
    for (const [id, p] of this.pending) {
      if (p.socket !== socket) continue;
      this.pending.delete(id);
      this.overHttp(id, p.request).then(p.resolve, p.reject);
    }
  }

  private async overHttp(id: string, request: SeatRequest): Promise<GameSnapshot> {
    if (request.type === 'undo') return api.undo(this.gameId, this.token, { ...request.req, moveId: id });
    const answer = await api.postMove(
      this.gameId,
      this.token,
      { ...request.req, moveId: id },
      request.logSince,
    );
    return snapshotOf(answer);
  }
}

/** A socket's refusal as the HTTP one: same status, code, sentence, texts and 409 snapshot. */
function refusalOf(message: Extract<Answer, { type: 'refused' }>): ApiRefusal {
  return new ApiRefusal(message.status, { error: message.error, current: message.current });
}
