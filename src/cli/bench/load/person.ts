// One connected player of the players benchmark: their own game (hot seat, so they answer every seat),
// a WebSocket open on it, and a move every few seconds, as a person thinking would; the moves go over
// that socket (or over HTTP, the socket then a spectator's, as the web page had before).
import type WebSocket from 'ws';
import { randomInt, rngFromSeed, type RngState } from '../../../kernel/index.ts';
import { SeatMover, type MoveTransport } from './seat-socket.ts';
import type { Measures } from './tables.ts';
import { openSocket, post, pushesQuery } from './wire.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export class Person {
  measures: Measures | undefined;
  private readonly rng: RngState;
  private socket: WebSocket | undefined;
  private seat: SeatMover | undefined;

  constructor(
    private readonly base: string,
    private readonly game: string,
    private readonly players: number,
    seed: string,
    /** Where in each interval this person moves, in thousandths: people do not move in step. */
    private readonly phase: number,
    private readonly transport: MoveTransport,
  ) {
    this.rng = rngFromSeed(seed);
  }

  async join(): Promise<void> {
    const created = await post(`${this.base}/api/games`, {
      game: this.game,
      players: this.players,
      seats: Array.from({ length: this.players }, () => ({ kind: 'human' })),
      hotSeat: true,
    });
    if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
    const { gameId, hotSeatToken } = created.body;
    const heard = (bytes: number) => this.measures?.pushBytes.push(bytes);
    if (this.transport === 'http') {
      this.socket = await openSocket(
        `${this.base.replace(/^http/, 'ws')}/api/games/${gameId}/socket${pushesQuery()}`,
        {
          type: 'auth',
        },
      );
      this.socket.on('message', (data) => heard(Buffer.byteLength(String(data))));
    }
    this.seat = new SeatMover(this.base, gameId, hotSeatToken, this.transport, heard);
    await this.seat.open();
  }

  async live(until: number, intervalMs: number): Promise<void> {
    let at = performance.now() + (this.phase / 1000) * intervalMs;
    while (at < until) {
      await sleep(at - performance.now());
      await this.move();
      at += intervalMs;
    }
  }

  private async move(): Promise<void> {
    const m = this.measures!;
    const snap = this.seat!.snap;
    if (snap.status !== 'running') {
      m.finished++;
      this.leave();
      await this.join();
      return;
    }
    const seat = snap.activeSeats[0];
    const legal = snap.legalMoves[String(seat)];
    const move = legal[randomInt(this.rng, legal.length)].move;
    const t0 = performance.now();
    const r = await this.seat!.move(seat, move);
    if (!r.ok) {
      m.errors.push(r.error?.slice(0, 200) ?? 'refused');
      return;
    }
    m.moveMs.push(performance.now() - t0);
    m.answerBytes.push(r.bytes);
    m.moves++;
  }

  leave(): void {
    this.socket?.close();
    this.socket = undefined;
    this.seat?.close();
    this.seat = undefined;
  }
}
