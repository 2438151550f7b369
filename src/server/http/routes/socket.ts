// Live updates: a WebSocket per viewer. The client's first message authenticates it (`auth`, with the
// seat token or none for a spectator: tokens never travel in URLs); a socket that does not, or names a
// bad token, is closed with 4000 + the HTTP status of the refusal. The first message from the server is
// then always the full current state (so a reconnect loses nothing), then after every change the change
// from the last state it was sent, as a JSON Patch (state-patch.ts; whole states every time with
// `?pushes=full`), and a whole state again when the client asks (`resync`: it lost track). Each message
// is built for the socket's own viewer: a socket never receives what its seat may not see. The log,
// which grows with every move, is sent once: each message carries only the lines this socket has not
// had yet (after the move the client named with `?logSince=`, or all of them on a fresh connection).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { ServerMessage, SnapshotAnswer } from '../../../shared/api.ts';
import { accessOf } from '../../seats/access.ts';
import { RateLimiter } from '../rate-limit.ts';
import type { GameService } from '../../game/game-service.ts';
import { viewerKey, type LiveGame } from '../../game/live-game.ts';
import type { Viewer } from '../../../kernel/index.ts';
import type { Metrics } from '../../ops/metrics.ts';
import { ACCESS_TEXTS } from '../../seats/access-texts.ts';
import { ApiFailure, noSuchGame, programFailure, refusal } from '../errors.ts';
import type { ChatService } from '../../social/chat.ts';
import { stateMessageBytes } from '../state-text.ts';
import { patchMessage } from '../state-patch.ts';
import { parse, tokenOf } from './games.ts';
import { SocketQuerySchema } from '../schemas.ts';

// The query is checked before the upgrade and read again by the socket's handler: checked once.
const queries = new WeakMap<FastifyRequest, z.infer<typeof SocketQuerySchema>>();
function socketQuery(req: FastifyRequest): z.infer<typeof SocketQuerySchema> {
  let q = queries.get(req);
  if (q === undefined) {
    q = parse(SocketQuerySchema, req.query ?? {}, 'query');
    queries.set(req, q);
  }
  return q;
}
import { answerMove, requestId } from './socket-moves.ts';

/** A socket this far behind is dropped; the client reconnects and gets the state afresh. */
const MAX_BUFFERED = 4 * 1024 * 1024;

/**
 * Holds a socket's writes until the work of this turn of the event loop is done, so that what it is
 * sent together (a move's push and the mover's answer, which follows it) leaves in one system call
 * rather than one per message: each write to a socket was a large part of a move's CPU time.
 */
function corked(socket: WebSocket): WebSocket {
  const raw = (socket as unknown as { _socket?: { cork(): void; uncork(): void; writableCorked: number } })
    ._socket;
  if (raw && raw.writableCorked === 0) {
    raw.cork();
    process.nextTick(() => raw.uncork());
  }
  return socket;
}

export class SocketHub {
  readonly sockets = new Set<WebSocket & { isAlive?: boolean }>();
  private readonly encoded = new WeakMap<SnapshotAnswer, Buffer>();
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly metrics: Metrics,
    heartbeatMs: number,
  ) {
    this.heartbeat = setInterval(() => {
      for (const s of this.sockets) {
        if (s.isAlive === false) {
          s.terminate();
          continue;
        }
        s.isAlive = false;
        s.ping();
      }
    }, heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * The snapshot's "state" message as UTF-8, encoded once however many sockets share it (a text frame
   * of it is the same bytes as one of the string, without encoding the string again per socket).
   */
  stateMessage(snapshot: SnapshotAnswer): Buffer {
    let bytes = this.encoded.get(snapshot);
    if (!bytes) {
      bytes = stateMessageBytes(snapshot);
      this.encoded.set(snapshot, bytes);
    }
    return bytes;
  }

  add(socket: WebSocket & { isAlive?: boolean }): void {
    socket.isAlive = true;
    socket.on('pong', () => (socket.isAlive = true));
    this.sockets.add(socket);
    this.metrics.socketsConnected = this.sockets.size;
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.metrics.socketsConnected = this.sockets.size;
    });
  }

  closeAll(): void {
    clearInterval(this.heartbeat);
    for (const s of this.sockets) s.close(1001, 'server shutting down');
  }
}

/** Messages a client may send per second on one socket (pings), with a burst of twice as many. */
export interface SocketLimits {
  messagesPerSecond: number;
  /** A socket that has not sent its `auth` message this long after opening is closed. */
  authTimeoutMs?: number;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The token of a socket's `auth` message, or a refusal; any other first message is a refusal. */
function authOf(message: unknown): { token?: string } | ApiFailure {
  const m = message as { type?: unknown; token?: unknown } | undefined;
  if (m?.type !== 'auth')
    return programFailure(
      401,
      'AUTH_REQUIRED',
      'The first message on a socket is {"type":"auth","token":...}.',
    );
  if (m.token === undefined || m.token === null) return {};
  if (typeof m.token !== 'string' || m.token === '' || m.token.length > 200)
    return refusal(403, 'BAD_TOKEN', ACCESS_TEXTS.badToken);
  return { token: m.token };
}

/** A `resync` message, with the move after which the client still holds the log (none: the whole log). */
function resyncOf(message: unknown): { logSince: number | undefined } | undefined {
  const m = message as { type?: unknown; logSince?: unknown } | undefined;
  if (m?.type !== 'resync') return undefined;
  const since = m.logSince;
  return {
    logSince: typeof since === 'number' && Number.isSafeInteger(since) && since >= 0 ? since : undefined,
  };
}

export function socketRoutes(
  app: FastifyInstance,
  service: GameService,
  hub: SocketHub,
  limits: SocketLimits = { messagesPerSecond: 5 },
  chat?: ChatService,
  /** The API's rate limit per token, which moves over a socket share with HTTP requests. */
  requests: RateLimiter = new RateLimiter({ perSecond: 20, burst: 60 }),
): void {
  const authTimeoutMs = limits.authTimeoutMs ?? 5000;
  // Checked before the upgrade, so an unknown game, a bad query or a token in the URL get a plain HTTP 4xx.
  const authorize = async (req: FastifyRequest) => {
    const q = socketQuery(req);
    if (q.token !== undefined)
      throw programFailure(
        400,
        'TOKEN_IN_URL',
        'A socket takes its token in its first message ({"type":"auth","token":...}), never in the URL.',
      );
    const live = await service.live((req.params as { id: string }).id);
    // A client that can set headers may authenticate the upgrade itself (browsers cannot).
    const header = tokenOf(req);
    if (header !== undefined) accessOf(live, header, q.seat);
  };

  app.get('/api/games/:id/socket', { websocket: true, preValidation: authorize }, (socket, req) => {
    const q = socketQuery(req);
    const gameId = (req.params as { id: string }).id;
    hub.add(socket);
    let token = tokenOf(req);
    let authenticated = token !== undefined;
    // Messages sent right behind the `auth` are answered once it is checked, in order.
    let waiting: string[] | undefined;
    // The last move whose log line this socket's client holds (undefined: none yet), and for whose eyes.
    let logSince = q.logSince;
    let sentTo: Viewer | undefined;
    // The last snapshot this socket was sent (its log aside): the next push is the change from it.
    let held: SnapshotAnswer | undefined;
    // With `?logs=byViewer`, the eyes this socket showed and the last move of the log its client keeps
    // for each (cleared with every whole state, which the client's logs start again from).
    const keptLogs = q.logs === 'byViewer' ? new Map<string, number>() : undefined;
    const push = (live: LiveGame) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED) {
        socket.close(1013, 'too far behind; reconnect');
        return;
      }
      let access;
      try {
        access = accessOf(live, token, q.seat);
      } catch (e) {
        // The seat was given to someone else (a classroom's teacher freed it): its old token opens
        // nothing from now on, and this socket is closed as one opened with it would be refused.
        if (e instanceof ApiFailure) return refuse(e);
        throw e;
      }
      // The snapshot every socket of these eyes shares, and the change from the one this socket has.
      const now = live.answer(access.viewer, access.controls, q.texts);
      const eyes = viewerKey(access.viewer);
      if (held && sentTo !== undefined && logSince !== undefined && q.pushes !== 'full') {
        // A hot-seat token changes eyes with the seat to act: the lines it reads otherwise come again,
        // after (`?logs=byViewer`) the log the client kept for these eyes, if any
        // (only when that spares lines: it never does where no line reads otherwise for the two).
        const kept = sentTo !== access.viewer ? keptLogs?.get(eyes) : undefined;
        const again = live.changedLines(access.viewer, logSince, sentTo);
        const after = kept === undefined ? again : live.changedLines(access.viewer, logSince, sentTo, kept);
        const viewerLogTo = after.length < again.length ? kept : undefined;
        const lines = viewerLogTo === undefined ? again : after;
        const message = patchMessage(held, now, lines, {
          runs: q.legalMoves === 'runs',
          viewerLogTo,
          short: q.ops === 'short',
          lang: q.lang,
        });
        if (message) corked(socket).send(message, { binary: false });
      } else {
        const snapshot = live.answer(access.viewer, access.controls, q.texts, logSince, sentTo);
        socket.send(hub.stateMessage(snapshot), { binary: false });
        keptLogs?.clear();
      }
      keptLogs?.set(eyes, now.moveCount);
      held = now;
      logSince = now.moveCount;
      sentTo = access.viewer;
    };
    /** A client that lost track asks for the whole state again, with the lines after `since`. */
    const resync = (since: number | undefined) => {
      held = undefined;
      logSince = since;
      sentTo = undefined;
      void service
        .live(gameId)
        .then(push)
        .catch(() => socket.close(1011, 'game unavailable'));
    };
    const refuse = (e: ApiFailure) => {
      const reply: ServerMessage = {
        type: 'error',
        error: { code: e.code, message: e.message, ...(e.text ? { text: e.text } : {}) },
      };
      socket.send(JSON.stringify(reply));
      // The reason is the code: close reasons are short, the message above says it in words.
      socket.close(4000 + e.status, e.code);
    };
    const start = () => {
      authenticated = true;
      clearTimeout(deadline);
      const unsubscribe = service.subscribe(gameId, push, () => {
        if (socket.readyState === socket.OPEN) refuse(noSuchGame(gameId));
      });
      socket.on('close', unsubscribe);
      // Chat messages go to every viewer as they are written (GET .../chat has the earlier ones).
      const unhear = chat?.subscribe(gameId, (message) => {
        if (socket.readyState === socket.OPEN)
          socket.send(JSON.stringify({ type: 'chat', message } satisfies ServerMessage));
      });
      if (unhear) socket.on('close', unhear);
      void service
        .live(gameId)
        .then(push)
        .catch(() => socket.close(1011, 'game unavailable'));
    };
    const deadline = setTimeout(() => {
      if (!authenticated)
        refuse(programFailure(401, 'AUTH_TIMEOUT', `No {"type":"auth"} message within ${authTimeoutMs} ms.`));
    }, authTimeoutMs);
    socket.on('close', () => clearTimeout(deadline));
    if (authenticated) start();
    // A client pings now and then; one that floods the socket is closed (1008: policy violation).
    const pace = new RateLimiter({
      perSecond: limits.messagesPerSecond,
      burst: Math.max(1, limits.messagesPerSecond * 2),
    });
    socket.on('message', (data) => {
      const text = String(data);
      const message = parsed(text);
      // Moves and undos count against the token's request rate, as over HTTP (in `answerMove`); other
      // messages against the socket's own pace.
      const isRequest = authenticated && requestId(message) !== undefined;
      if (!isRequest && pace.take('socket') > 0) {
        socket.close(1008, 'too many messages');
        return;
      }
      if (waiting) {
        waiting.push(text);
        return;
      }
      if (!authenticated) {
        waiting = [];
        const auth = authOf(message);
        if (auth instanceof ApiFailure) return refuse(auth);
        service
          .live(gameId)
          .then((live) => {
            accessOf(live, auth.token, q.seat);
            token = auth.token;
            start();
            for (const held of waiting ?? []) answer(parsed(held));
            waiting = undefined;
          })
          .catch((e: unknown) =>
            e instanceof ApiFailure ? refuse(e) : socket.close(1011, 'game unavailable'),
          );
        return;
      }
      answer(message);
    });
    const answer = (message: unknown) => {
      const id = requestId(message);
      if (id !== undefined) {
        const request = message as { type: 'move' | 'undo'; id: string } & Record<string, unknown>;
        void answerMove(service, requests, { gameId, token, seat: q.seat, logSince, texts: q.texts }, request)
          .then((reply) => socket.readyState === socket.OPEN && corked(socket).send(JSON.stringify(reply)))
          .catch(() => socket.close(1011, 'move failed'));
        return;
      }
      const asked = resyncOf(message);
      if (asked) return resync(asked.logSince);
      const reply: ServerMessage =
        (message as { type?: unknown } | undefined)?.type === 'ping'
          ? { type: 'pong' }
          : {
              type: 'error',
              error: {
                code: 'BAD_MESSAGE',
                message:
                  'After its {"type":"auth"}, a client sends {"type":"ping"}, {"type":"resync"} (with "logSince": a move number, or none), or a move or an undo with an "id" of 1-64 characters.',
              },
            };
      socket.send(JSON.stringify(reply));
    };
  });
}
