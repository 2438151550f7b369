// Live updates: a WebSocket per viewer. The first message is always the full current state (so a
// reconnect loses nothing), then one after every move by anyone. Each message is built for the
// socket's own viewer: a socket never receives what its seat may not see. The log, which grows with
// every move, is sent once: each message carries only the lines this socket has not had yet (after the
// move the client named with `?logSince=`, or all of them on a fresh connection).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { GameSnapshot, ServerMessage } from '../../shared/api.ts';
import { accessOf } from '../access.ts';
import { RateLimiter } from '../rate-limit.ts';
import type { GameService } from '../game-service.ts';
import { viewerKey, type LiveGame } from '../live-game.ts';
import type { Metrics } from '../metrics.ts';
import { snapshotQuery, tokenOf } from './games.ts';

/** A socket this far behind is dropped; the client reconnects and gets the state afresh. */
const MAX_BUFFERED = 4 * 1024 * 1024;

export class SocketHub {
  readonly sockets = new Set<WebSocket & { isAlive?: boolean }>();
  private readonly encoded = new WeakMap<GameSnapshot, string>();
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

  /** The snapshot as text, encoded once however many sockets share it. */
  stateMessage(snapshot: GameSnapshot): string {
    let text = this.encoded.get(snapshot);
    if (!text) {
      text = JSON.stringify({ type: 'state', snapshot } satisfies ServerMessage);
      this.encoded.set(snapshot, text);
    }
    return text;
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
}

export function socketRoutes(
  app: FastifyInstance,
  service: GameService,
  hub: SocketHub,
  limits: SocketLimits = { messagesPerSecond: 5 },
): void {
  // Checked before the upgrade, so an unknown game or a wrong token gets a plain HTTP 404/403.
  const authorize = async (req: FastifyRequest) => {
    const q = snapshotQuery(req);
    const id = (req.params as { id: string }).id;
    const live = await service.live(id);
    accessOf(live, tokenOf(req), q.seat);
  };

  app.get('/api/games/:id/socket', { websocket: true, preValidation: authorize }, (socket, req) => {
    const q = snapshotQuery(req);
    const token = tokenOf(req);
    const id = (req.params as { id: string }).id;
    hub.add(socket);
    // The last move whose log line this socket's client holds (undefined: none yet), and for whose eyes.
    let logSince = q.logSince;
    let sentTo: string | undefined;
    const push = (live: LiveGame) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED) {
        socket.close(1013, 'too far behind; reconnect');
        return;
      }
      const access = accessOf(live, token, q.seat);
      const viewer = viewerKey(access.viewer);
      // Lines filtered for other eyes (a hot-seat token changes seat) are replaced by the whole log.
      if (sentTo !== undefined && sentTo !== viewer) logSince = undefined;
      const snapshot = live.snapshot(access.viewer, access.controls, logSince);
      socket.send(hub.stateMessage(snapshot));
      logSince = snapshot.moveCount;
      sentTo = viewer;
    };
    const unsubscribe = service.subscribe(id, push);
    socket.on('close', unsubscribe);
    // A client pings now and then; one that floods the socket is closed (1008: policy violation).
    const pace = new RateLimiter({
      perSecond: limits.messagesPerSecond,
      burst: Math.max(1, limits.messagesPerSecond * 2),
    });
    socket.on('message', (data) => {
      if (pace.take('socket') > 0) {
        socket.close(1008, 'too many messages');
        return;
      }
      let type: unknown;
      try {
        type = (JSON.parse(String(data)) as { type?: unknown }).type;
      } catch {
        type = undefined;
      }
      const reply: ServerMessage =
        type === 'ping'
          ? { type: 'pong' }
          : {
              type: 'error',
              error: { code: 'BAD_MESSAGE', message: 'The only message a client sends is {"type":"ping"}.' },
            };
      socket.send(JSON.stringify(reply));
    });
    void service
      .live(id)
      .then(push)
      .catch(() => socket.close(1011, 'game unavailable'));
  });
}
