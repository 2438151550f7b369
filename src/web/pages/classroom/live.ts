// A classroom live over its socket (docs/api.md, "Classrooms", Live): the console (with the teacher's
// token) or the big screen (without). The server sends the whole state after every change; on a lost
// connection the page tries again (soon, then less often) and meanwhile asks over HTTP now and then, so
// a broken proxy never freezes it. No polling while the socket is up.
import type { ClassroomServerMessage } from '../../../shared/classroom.ts';
import { ApiRefusal } from '../../api/http.ts';

export type ClassroomLink = 'connecting' | 'live' | 'offline';

const RETRY_MS = [500, 1000, 2000, 4000, 8000];
const POLL_MS = 5000;

export function classroomSocketUrl(id: string): string {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}/api/classrooms/${encodeURIComponent(id)}/socket`;
}

export interface ClassroomLiveHandlers<T> {
  kind: 'classroom' | 'screen';
  /** Whole state, as the socket's message or the HTTP answer carries it. */
  onState: (state: T) => void;
  onLink: (link: ClassroomLink) => void;
  /** A refusal that ends the page's view (deleted classroom, a teacher link that no longer opens it). */
  onRefused: (e: ApiRefusal) => void;
  /** The same state over HTTP, while the socket is down. */
  poll: () => Promise<T>;
}

export class ClassroomLive<T> {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private polling: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly id: string,
    private readonly token: string | null,
    private readonly h: ClassroomLiveHandlers<T>,
  ) {
    this.connect();
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.polling) clearInterval(this.polling);
    this.socket?.close();
  }

  private connect(): void {
    if (this.closed) return;
    this.h.onLink('connecting');
    const socket = new WebSocket(classroomSocketUrl(this.id));
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', ...(this.token ? { token: this.token } : {}) }));
    };
    socket.onmessage = (event) => {
      let m: ClassroomServerMessage;
      try {
        m = JSON.parse(String(event.data)) as ClassroomServerMessage;
      } catch {
        return;
      }
      if (m.type === 'error') {
        this.closed = true;
        this.h.onRefused(new ApiRefusal(404, { error: m.error }));
        return;
      }
      const state = m.type === 'classroom' ? m.classroom : m.type === 'screen' ? m.screen : null;
      if (state === null || m.type !== this.h.kind) return;
      this.attempt = 0;
      this.stopPolling();
      this.h.onLink('live');
      this.h.onState(state as T);
    };
    socket.onclose = () => {
      if (this.socket !== socket || this.closed) return;
      this.socket = null;
      this.h.onLink('offline');
      this.startPolling();
      const wait = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)];
      this.retry = setTimeout(() => this.connect(), wait);
    };
  }

  private startPolling(): void {
    if (this.polling) return;
    const once = () =>
      this.h.poll().then(
        (state) => !this.closed && this.h.onState(state),
        (e: unknown) => {
          if (e instanceof ApiRefusal && (e.status === 404 || e.status === 403)) {
            this.close();
            this.h.onRefused(e);
          }
        },
      );
    void once();
    this.polling = setInterval(() => void once(), POLL_MS);
  }

  private stopPolling(): void {
    if (this.polling) clearInterval(this.polling);
    this.polling = null;
  }
}
