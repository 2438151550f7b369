// Live updates of one game over the WebSocket, resilient to network loss and sleeping laptops: on every
// (re)connection the page authenticates with its first message and the server sends the current snapshot first, with the log lines after the last move
// the page holds, so nothing is lost; while the socket is down the game is also polled over HTTP so a
// broken proxy never freezes the page. Snapshots go to `onSnapshot` as they come, their log partial:
// the page merges them (log-merge.ts). The page's own moves and undos go over the same socket while it
// is open (socket-moves.ts), over HTTP while it is not. A socket's pushes carry their log lines in the
// page's language only: when the page changes language, it opens its socket again in the new one, asking
// again for the lines it holds in the old one only (`logSince`).
import type {
  ChatMessage,
  ClientMessage,
  GameSnapshot,
  Lang,
  ServerMessage,
  SnapshotAnswer,
} from '../../shared/api.ts';
import { resyncMessage, SocketState, type Pushed } from '../../shared/socket-state.ts';
import { api, ApiRefusal, socketUrl } from './http.ts';
import { SocketMoves, type SeatRequest } from './socket-moves.ts';

export type LinkState = 'connecting' | 'live' | 'offline';

export interface LiveHandlers {
  /**
   * Compact from the socket (decision-texts.ts), whole from an HTTP poll. Its log holds the lines it
   * brought: after the held ones from `logFrom` on, or (`byNumber`, a change pushed) each in the place
   * of its number (log-merge.ts).
   */
  onSnapshot: (snapshot: SnapshotAnswer, lines?: Pushed['lines']) => void;
  /**
   * The last move up to which the page holds every log line in `lang`, if any: the server sends only
   * the later lines.
   */
  logSince: (lang: Lang) => number | undefined;
  onLink: (state: LinkState) => void;
  onError: (message: string) => void;
  /**
   * The server no longer takes the page's token (its seat was freed or given to someone else): the page
   * stops asking with it, which would only be refused again and spend its address's allowance of bad
   * tokens, shared by every student behind a school's address.
   */
  onRevoked?: (refusal: ApiRefusal) => void;
  /** A chat message written just now (the chat panel reads the earlier ones over HTTP). */
  onChat?: (message: ChatMessage) => void;
}

const RETRY_MS = [500, 1000, 2000, 4000, 8000];
/** The server's refusal of a token that opens no seat of the game (any more). */
const BAD_TOKEN = 'BAD_TOKEN';
const POLL_MS = 3000;

export class LiveGame {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private readonly gameId: string;
  private readonly token: string | null;
  private readonly handlers: LiveHandlers;
  private readonly moves: SocketMoves;
  private lang: Lang;

  constructor(gameId: string, token: string | null, handlers: LiveHandlers, lang: Lang) {
    this.gameId = gameId;
    this.token = token;
    this.handlers = handlers;
    this.lang = lang;
    this.moves = new SocketMoves(gameId, token);
    this.connect();
    window.addEventListener('online', this.reconnectNow);
    document.addEventListener('visibilitychange', this.onVisible);
  }

  close(): void {
    this.closed = true;
    window.removeEventListener('online', this.reconnectNow);
    document.removeEventListener('visibilitychange', this.onVisible);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.stopPolling();
    if (this.socket) this.moves.dropped(this.socket);
    this.socket?.close();
    this.socket = null;
  }

  /**
   * The page's language changed: the socket is opened again asking for the new one, and for the lines
   * the page holds in the old one only again (whole states carry every language). Moves on their way
   * over the old socket go over HTTP (socket-moves.ts); offline, the next attempt asks in the new one.
   */
  setLang(lang: Lang): void {
    if (lang === this.lang) return;
    this.lang = lang;
    const old = this.socket;
    if (this.closed || !old) return;
    this.socket = null;
    this.moves.dropped(old);
    old.close();
    this.connect();
  }

  /**
   * A move or undo of this page: resolves with null when the socket answered (the position came as
   * its push) or with the HTTP answer's snapshot; rejects with the server's ApiRefusal.
   */
  send(request: SeatRequest): Promise<GameSnapshot | null> {
    return this.moves.send(request, this.socket);
  }

  private connect(): void {
    if (this.closed) return;
    this.handlers.onLink('connecting');
    const lang = this.lang;
    const socket = new WebSocket(socketUrl(this.gameId, this.handlers.logSince(lang), lang));
    this.socket = socket;
    // Each socket starts with a whole state; its later pushes are changes to the last one it sent.
    const pushes = new SocketState();
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token: this.token } satisfies ClientMessage));
      this.attempt = 0;
      this.stopPolling();
      this.handlers.onLink('live');
    };
    socket.onmessage = (event) => {
      // A socket left for another (the language changed): its last pushes are in the old language.
      if (this.socket !== socket) return;
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'state' || message.type === 'patch') {
        const pushed = pushes.take(message);
        if (pushed === 'skip') return;
        // A change that does not follow the last one held: the whole state again, the lines the page lacks.
        if (pushed === 'resync')
          return void socket.send(JSON.stringify(resyncMessage(this.handlers.logSince(lang))));
        this.handlers.onSnapshot(pushed.snapshot, pushed.lines);
      } else if (this.moves.answer(message)) return;
      else if (message.type === 'error' && message.error.code === BAD_TOKEN)
        this.revoked(new ApiRefusal(403, { error: message.error }));
      else if (message.type === 'error') this.handlers.onError(message.error.message);
      else if (message.type === 'chat') this.handlers.onChat?.(message.message);
    };
    socket.onclose = () => {
      this.moves.dropped(socket);
      if (this.socket !== socket || this.closed) return;
      this.socket = null;
      this.handlers.onLink('offline');
      this.startPolling();
      const delay = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)];
      this.attempt += 1;
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  private readonly reconnectNow = () => {
    if (this.closed || this.socket) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.connect();
  };

  /** A tab that wakes up asks for the current position at once (timers sleep with it). */
  private readonly onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    if (this.socket?.readyState === WebSocket.OPEN) return;
    this.reconnectNow();
    void this.poll();
  };

  private startPolling(): void {
    if (this.pollTimer) return;
    this.pollTimer = setInterval(() => void this.poll(), POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private async poll(): Promise<void> {
    try {
      this.handlers.onSnapshot(await api.getGame(this.gameId, this.token, this.handlers.logSince(this.lang)));
    } catch (e) {
      if (e instanceof ApiRefusal && e.code === BAD_TOKEN) this.revoked(e);
      // Otherwise still offline; the socket retry loop keeps going.
    }
  }

  private revoked(refusal: ApiRefusal): void {
    if (this.closed || !this.token) return;
    this.close();
    this.handlers.onRevoked?.(refusal);
  }
}
