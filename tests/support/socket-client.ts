// A WebSocket test client that records every message and waits for the one a test expects.
import WebSocket from 'ws';
import type { SnapshotAnswer, ServerMessage } from '../../src/shared/api.ts';
import { mergeSnapshot, type Merged } from '../../src/web/api/log-merge.ts';

export class SocketClient {
  readonly raw: string[] = [];
  readonly messages: ServerMessage[] = [];
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      this.messages.push(JSON.parse(text) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  /**
   * Opens a socket and authenticates it as a browser does, with its first message (`token` undefined: a
   * spectator); `auth: false` leaves that to the test.
   */
  static open(
    url: string,
    opts: { token?: string; auth?: boolean; headers?: Record<string, string>; patches?: boolean } = {},
  ): Promise<SocketClient> {
    return new Promise((resolve, reject) => {
      // The tests of what each push holds read whole states (`?pushes=full`); those of the changes
      // pushed by default (socket-patch.test.ts) ask for them with `patches`.
      const target =
        opts.patches || /[?&]pushes=/.test(url) ? url : `${url}${url.includes('?') ? '&' : '?'}pushes=full`;
      const socket = new WebSocket(target, { headers: opts.headers ?? {} });
      const client = new SocketClient(socket);
      socket.once('open', () => {
        // A socket authenticated by its upgrade's Authorization header has nothing more to say.
        if (opts.auth ?? !opts.headers?.authorization)
          client.send({ type: 'auth', ...(opts.token ? { token: opts.token } : {}) });
        resolve(client);
      });
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once('error', reject);
    });
  }

  /** The first message from `from` on that satisfies `test`. */
  async waitFor(test: (m: ServerMessage) => boolean, from = 0, timeoutMs = 60_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(test);
      if (found) return found;
      if (this.closed) throw new Error('socket closed');
      if (Date.now() > deadline)
        throw new Error(`no such message; got ${JSON.stringify(this.messages.map((m) => m.type))}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 200);
      });
    }
  }

  /** Waits for a state with this move count. Its log is as sent: only the lines this socket lacked. */
  async state(moveCount: number): Promise<SnapshotAnswer> {
    const m = await this.waitFor((x) => x.type === 'state' && x.snapshot.moveCount === moveCount);
    return (m as { snapshot: SnapshotAnswer }).snapshot;
  }

  /** Waits for a state with this move count and gives it with the whole log, joined as a client does. */
  async mergedState(moveCount: number): Promise<SnapshotAnswer> {
    await this.state(moveCount);
    let held: SnapshotAnswer | null = null;
    for (const m of this.messages) {
      if (m.type !== 'state') continue;
      const merged: Merged<SnapshotAnswer> = mergeSnapshot<SnapshotAnswer>(held, m.snapshot);
      if (merged.kind === 'gap') throw new Error(`log lines missing before move ${m.snapshot.logFrom}`);
      if (merged.kind === 'take') held = merged.snapshot;
      if (held?.moveCount === moveCount) return held;
    }
    throw new Error(`no state at move ${moveCount}`);
  }

  send(value: unknown): void {
    this.socket.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((r) => {
      this.socket.once('close', () => r());
      this.socket.close();
    });
  }
}
