// The tables a client process plays in a throughput phase. A server table is a hot-seat game played
// by random legal moves over its seat's WebSocket, as the web page plays (or over HTTP, asking only for
// the log lines it lacks), watched by a spectator socket; a raw table sends the same kind of message to a plain broadcast room
// and waits for its echo, with a second socket as the spectator. Both measure move latency (send to
// answer) and push latency (send to the spectator's message).
import type WebSocket from 'ws';
import { randomInt, rngFromSeed, type RngState } from '../../../kernel/index.ts';
import type { TableSpec } from './protocol.ts';
import { SeatMover, type MoveTransport } from './seat-socket.ts';
import { openSocket, post, pushesQuery } from './wire.ts';

export interface Measures {
  moves: number;
  finished: number;
  moveMs: number[];
  pushMs: number[];
  pushBytes: number[];
  answerBytes: number[];
  errors: string[];
}

/** Measures of nothing yet. */
export const freshMeasures = (): Measures => ({
  moves: 0,
  finished: 0,
  moveMs: [],
  pushMs: [],
  pushBytes: [],
  answerBytes: [],
  errors: [],
});

/** The move number a push is about (a full state, or whatever names the move count). */
export function pushedMoveCount(text: string): number | undefined {
  const m = JSON.parse(text) as { moveCount?: number; snapshot?: { moveCount?: number } };
  return m.snapshot?.moveCount ?? m.moveCount;
}

/** A hot-seat game on the server: created, watched and played to the end, then another one. */
export class ServerTable {
  private readonly rng: RngState;
  private socket: WebSocket | undefined;
  private seat: SeatMover | undefined;
  private readonly sent = new Map<number, number>();

  constructor(
    private readonly spec: TableSpec,
    private readonly game: string,
    private readonly players: number,
    private readonly m: Measures,
    private readonly transport: MoveTransport,
  ) {
    this.rng = rngFromSeed(spec.seed);
  }

  async open(): Promise<void> {
    const created = await post(`${this.spec.moveBase}/api/games`, {
      game: this.game,
      players: this.players,
      seats: Array.from({ length: this.players }, () => ({ kind: 'human' })),
      hotSeat: true,
    });
    if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
    const gameId = created.body.gameId;
    this.sent.clear();
    const ws = this.spec.pushBase.replace(/^http/, 'ws');
    this.socket = await openSocket(`${ws}/api/games/${gameId}/socket${pushesQuery()}`, { type: 'auth' });
    this.socket.on('message', (data) => {
      const text = String(data);
      this.m.pushBytes.push(Buffer.byteLength(text));
      const n = pushedMoveCount(text);
      const t0 = n === undefined ? undefined : this.sent.get(n);
      if (t0 !== undefined) {
        this.m.pushMs.push(performance.now() - t0);
        this.sent.delete(n!);
      }
    });
    this.seat = new SeatMover(this.spec.moveBase, gameId, created.body.hotSeatToken, this.transport);
    await this.seat.open();
  }

  async play(until: number, movesPerGame: number): Promise<void> {
    let made = 0;
    while (performance.now() < until && made < movesPerGame) {
      const snap = this.seat!.snap;
      if (snap.status !== 'running') {
        this.m.finished++;
        this.close();
        await this.open();
        continue;
      }
      const seat = snap.activeSeats[0];
      const legal = snap.legalMoves[String(seat)];
      const move = legal[randomInt(this.rng, legal.length)].move;
      const t0 = performance.now();
      this.sent.set(snap.moveCount + 1, t0);
      const r = await this.seat!.move(seat, move);
      if (!r.ok) throw new Error(`move refused: ${r.error?.slice(0, 500)}`);
      this.m.moveMs.push(performance.now() - t0);
      this.m.answerBytes.push(r.bytes);
      this.m.moves++;
      made++;
    }
  }

  close(): void {
    this.socket?.close();
    this.socket = undefined;
    this.seat?.close();
    this.seat = undefined;
  }
}

/** The raw anchor: a room of two sockets on a server that only echoes each message to the room. */
export class RawTable {
  private mover: WebSocket | undefined;
  private spectator: WebSocket | undefined;

  constructor(
    private readonly spec: TableSpec,
    private readonly m: Measures,
  ) {}

  async open(): Promise<void> {
    const room = `${this.spec.moveBase.replace(/^http/, 'ws')}/room/${encodeURIComponent(this.spec.seed)}`;
    const pushRoom = `${this.spec.pushBase.replace(/^http/, 'ws')}/room/${encodeURIComponent(this.spec.seed)}`;
    this.mover = await openSocket(room);
    this.spectator = await openSocket(pushRoom);
  }

  async play(until: number, movesPerGame: number): Promise<void> {
    const sent = new Map<number, number>();
    this.spectator!.on('message', (data) => {
      const text = String(data);
      this.m.pushBytes.push(Buffer.byteLength(text));
      const n = pushedMoveCount(text)!;
      const t0 = sent.get(n);
      if (t0 !== undefined) {
        this.m.pushMs.push(performance.now() - t0);
        sent.delete(n);
      }
    });
    let waiting: ((text: string) => void) | undefined;
    this.mover!.on('message', (data) => waiting?.(String(data)));
    for (let n = 1; performance.now() < until && n <= movesPerGame; n++) {
      const t0 = performance.now();
      sent.set(n, t0);
      const echoed = new Promise<string>((r) => (waiting = r));
      this.mover!.send(JSON.stringify({ type: 'move', moveCount: n, move: { type: 'PLACE', site: n % 40 } }));
      const text = await echoed;
      this.m.moveMs.push(performance.now() - t0);
      this.m.answerBytes.push(Buffer.byteLength(text));
      this.m.moves++;
    }
  }

  close(): void {
    this.mover?.close();
    this.spectator?.close();
  }
}
