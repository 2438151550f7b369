// A seat's moves over its game's WebSocket, as the web page makes them: the socket authenticates with
// the seat's token, keeps the position from the server's pushes (a whole state, then changes), and sends each move with an id;
// the server pushes the new position before it answers the move, so once the answer is in, the
// position it made is too. Or over HTTP (`--moves-over http`), for comparison.
import type WebSocket from 'ws';
import type { ServerMessage } from '../../../shared/api.ts';
import { resyncMessage, SocketState } from '../../../shared/socket-state.ts';
import { openSocket, post, pushesQuery } from './wire.ts';

/** How a bench client sends its moves. */
export type MoveTransport = 'socket' | 'http';

/** What one move cost: the answer's bytes (on a socket, the ack and the position pushed with it). */
export interface MoveOutcome {
  ok: boolean;
  bytes: number;
  /** The refusal, for the report. */
  error?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the game's snapshot, read by key
type Snapshot = any;

export class SeatMover {
  snap: Snapshot;
  private socket: WebSocket | undefined;
  /** The position as the socket's pushes left it: a whole state, then changes to it (patched in place). */
  private readonly pushes = new SocketState<Snapshot>(true);
  private pushedBytes = 0;
  private next = 0;
  private waiting: { id: string; resolve: (o: MoveOutcome) => void } | undefined;
  private firstState: { resolve: () => void; reject: (e: Error) => void } | undefined;

  constructor(
    private readonly base: string,
    private readonly gameId: string,
    private readonly token: string,
    private readonly transport: MoveTransport,
    /** Every message of the seat's socket, for the bytes pushed to it. */
    private readonly heard: (bytes: number) => void = () => {},
  ) {}

  /**
   * Opens the seat's socket and waits for its first state; over HTTP reads the position instead and
   * opens no socket (the HTTP mover of earlier runs had none).
   */
  async open(): Promise<void> {
    if (this.transport === 'http') {
      const res = await fetch(`${this.base}/api/games/${this.gameId}?token=${this.token}`);
      this.snap = await res.json();
      return;
    }
    const url = `${this.base.replace(/^http/, 'ws')}/api/games/${this.gameId}/socket${pushesQuery()}`;
    const first = new Promise<void>((resolve, reject) => (this.firstState = { resolve, reject }));
    this.socket = await openSocket(url, { type: 'auth', token: this.token });
    this.socket.on('message', (data) => this.onMessage(String(data)));
    this.socket.once('close', (code) => {
      this.firstState?.reject(new Error(`seat socket closed (${code})`));
      this.firstState = undefined;
      this.waiting?.resolve({ ok: false, bytes: 0, error: `seat socket closed (${code})` });
      this.waiting = undefined;
    });
    return first;
  }

  private onMessage(text: string): void {
    const bytes = Buffer.byteLength(text);
    this.heard(bytes);
    const m = JSON.parse(text) as ServerMessage;
    if (m.type === 'state' || m.type === 'patch') {
      this.pushedBytes += bytes;
      const pushed = this.pushes.take(m);
      if (pushed === 'skip') return;
      if (pushed === 'resync') return void this.socket?.send(JSON.stringify(resyncMessage()));
      this.snap = pushed.snapshot;
      this.firstState?.resolve();
      this.firstState = undefined;
    } else if ((m.type === 'ack' || m.type === 'refused') && this.waiting && m.id === this.waiting.id) {
      const w = this.waiting;
      this.waiting = undefined;
      const answered = { bytes: bytes + this.pushedBytes };
      w.resolve(m.type === 'ack' ? { ok: true, ...answered } : { ok: false, ...answered, error: text });
    }
  }

  /** Makes `move` for `seat`, decided on the position in hand. */
  async move(seat: number, move: unknown): Promise<MoveOutcome> {
    const expectedMoveCount = this.snap.moveCount;
    if (this.transport === 'http') {
      const r = await post(
        `${this.base}/api/games/${this.gameId}/moves?logSince=${expectedMoveCount}`,
        { seat, move, expectedMoveCount },
        this.token,
      );
      if (r.status !== 200) return { ok: false, bytes: r.bytes, error: JSON.stringify(r.body) };
      this.snap = r.body;
      return { ok: true, bytes: r.bytes };
    }
    const id = `m${++this.next}`;
    this.pushedBytes = 0;
    const answered = new Promise<MoveOutcome>((resolve) => (this.waiting = { id, resolve }));
    this.socket!.send(JSON.stringify({ type: 'move', id, seat, move, expectedMoveCount }));
    return answered;
  }

  close(): void {
    this.socket?.close();
    this.socket = undefined;
  }
}
