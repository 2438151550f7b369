// One connected player of the players benchmark: their own game (hot seat, so they answer every seat),
// a WebSocket open on it, and a move every few seconds, as a person thinking would.
import type WebSocket from 'ws';
import { randomInt, rngFromSeed, type RngState } from '../../../kernel/index.ts';
import { openSocket, post, type Measures } from './tables.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export class Person {
  measures: Measures | undefined;
  private readonly rng: RngState;
  private socket: WebSocket | undefined;
  private gameId = '';
  private token = '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the game's snapshot, read by key
  private snap: any;

  constructor(
    private readonly base: string,
    private readonly game: string,
    private readonly players: number,
    seed: string,
    /** Where in each interval this person moves, in thousandths: people do not move in step. */
    private readonly phase: number,
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
    this.gameId = created.body.gameId;
    this.token = created.body.hotSeatToken;
    this.socket = await openSocket(`${this.base.replace(/^http/, 'ws')}/api/games/${this.gameId}/socket`, {
      type: 'auth',
    });
    this.socket.on('message', (data) => this.measures?.pushBytes.push(Buffer.byteLength(String(data))));
    this.snap = await (await fetch(`${this.base}/api/games/${this.gameId}?token=${this.token}`)).json();
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
    if (this.snap.status !== 'running') {
      m.finished++;
      this.leave();
      await this.join();
      return;
    }
    const seat = this.snap.activeSeats[0];
    const legal = this.snap.legalMoves[String(seat)];
    const move = legal[randomInt(this.rng, legal.length)].move;
    const t0 = performance.now();
    const r = await post(
      `${this.base}/api/games/${this.gameId}/moves?logSince=${this.snap.moveCount}`,
      { seat, move, expectedMoveCount: this.snap.moveCount },
      this.token,
    );
    if (r.status !== 200) {
      m.errors.push(`${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      return;
    }
    m.moveMs.push(performance.now() - t0);
    m.answerBytes.push(r.bytes);
    m.moves++;
    this.snap = r.body;
  }

  leave(): void {
    this.socket?.close();
    this.socket = undefined;
  }
}
