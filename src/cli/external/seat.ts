// A seat played by a program for one game: says hello, asks each decision with the seat's view and
// legal moves, keeps its clock, and labels every failure. A failed answer is replaced by a random legal
// move; after three failures, or once the program is gone, the random level plays the seat to the end.
import { createBot, type Bot, type BotTurn } from '../../bots/index.ts';
import type { AnyGame, Outcome, Seat } from '../../kernel/index.ts';
import {
  decideMessage,
  PROTOCOL_VERSION,
  readAnswer,
  type Failure,
  type FailureKind,
  type HelloMessage,
  type OutcomeMessage,
  type TimeControl,
} from './messages.ts';
import type { BotProcess, Reply } from './process.ts';

/** Failures in one game after which the random level plays the seat to the end. */
export const FAILURES_BEFORE_REPLACEMENT = 3;

export interface SeatReport {
  seat: Seat;
  bot: string;
  failures: Failure[];
  /** The move number from which the random level played the seat; null if the program played on. */
  replacedAt: number | null;
  /** Why it was replaced: three failures, or the program's end (`crash`, `memory`, `time`). */
  replacedBecause: string | null;
  /** What the program wrote on stderr in this game (bounded); empty once written to `logFile`. */
  log: string;
  logFile?: string;
}

export interface ProgramSeatInput {
  id: string;
  game: AnyGame;
  seat: Seat;
  gameId: string;
  seatNames: string[];
  options: Record<string, unknown>;
  /** The seat's own seed: the same seed the built-in bots of this seat would get. */
  seed: string;
  time: TimeControl;
  process: BotProcess;
  /** Called once the game is over with the process and whether it may play another game. */
  release: (process: BotProcess, healthy: boolean) => void;
}

export class ProgramSeat {
  readonly failures: Failure[] = [];
  #replacedAt: number | null = null;
  #replacedBecause: string | null = null;
  #fallback: Bot;
  #bankLeft: number;
  #moveCount = 0;
  #report: Promise<SeatReport> | null = null;

  constructor(readonly input: ProgramSeatInput) {
    this.#fallback = createBot('random', {
      game: input.game,
      seat: input.seat,
      seed: `${input.seed}:stand-in`,
    });
    this.#bankLeft = input.time.bankMs;
    input.process.onStray = (line) =>
      this.#fail('output', `a line when nothing was asked: ${JSON.stringify(line.slice(0, 120))}`);
  }

  get name(): string {
    return this.input.id;
  }

  async begin(): Promise<void> {
    const { game, seat, seatNames, options, gameId, seed, time } = this.input;
    const hello: HelloMessage = {
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      game: game.id,
      rulesVersion: game.rulesVersion,
      gameId,
      seat,
      players: seatNames.length,
      seats: seatNames.map((name, s) => ({ seat: s, name })),
      options,
      seed,
      timeControl: time,
    };
    const reply = await this.input.process.ask(hello, time.helloMs);
    if (reply.kind === 'line') {
      const answer = readAnswer(reply.line, 'ready');
      if (!answer.ok) this.#fail(answer.kind, `answering hello: ${answer.detail}`);
    } else this.#failReply(reply, time.helloMs, 'hello');
  }

  /** `capMs`: the most this decision may take whatever the program's time (a live game's own clock). */
  decide(turn: BotTurn, moveCount: number, capMs = Infinity): unknown {
    this.#moveCount = moveCount;
    if (this.#replacedAt !== null) return this.#fallback.decide(turn);
    return this.#ask(turn, moveCount, capMs);
  }

  /** Whether the random level plays the seat now. */
  get replaced(): boolean {
    return this.#replacedAt !== null;
  }

  async #ask(turn: BotTurn, moveCount: number, capMs: number): Promise<unknown> {
    const { decisionMs } = this.input.time;
    const allowed = Math.max(1, Math.min(capMs, decisionMs + this.#bankLeft));
    const legal = turn.legalMoves;
    const message = decideMessage(
      this.input.gameId,
      turn.seat,
      moveCount,
      turn.view,
      legal,
      allowed,
      this.#bankLeft,
    );
    const reply = await this.input.process.ask(message, allowed);
    if (reply.kind === 'line') {
      this.#bankLeft = Math.max(0, this.#bankLeft - Math.max(0, reply.ms - decisionMs));
      const answer = readAnswer(reply.line, 'move', legal);
      if (answer.ok && answer.type === 'move') return legal[answer.index];
      if (!answer.ok) this.#fail(answer.kind, answer.detail);
    } else this.#failReply(reply, allowed, 'decision');
    return this.#fallback.decide(turn);
  }

  #failReply(reply: Exclude<Reply, { kind: 'line' }>, allowedMs: number, what: string): void {
    if (reply.kind === 'late') {
      this.#bankLeft = 0;
      this.#fail('time', `no answer to the ${what} within ${Math.round(allowedMs)} ms`);
    } else if (reply.kind === 'overlong') this.#fail('output', 'a line longer than 1 MiB');
    else this.#fail(reply.exit.kind, reply.exit.detail, true);
  }

  #fail(kind: FailureKind, detail: string, gone = false): void {
    if (this.#replacedAt !== null || this.#report) return;
    this.failures.push({ kind, moveCount: this.#moveCount, detail });
    if (gone) this.#replace(kind);
    else if (this.failures.length >= FAILURES_BEFORE_REPLACEMENT)
      this.#replace(`${FAILURES_BEFORE_REPLACEMENT} failures`);
  }

  #replace(because: string): void {
    this.#replacedAt = this.#moveCount;
    this.#replacedBecause = because;
    // A program that failed this often is not trusted with another game: it is stopped now.
    this.input.process.kill();
  }

  finish(end: { outcome: Outcome | null; moveCount: number }): Promise<SeatReport> {
    this.#report ??= this.#finish(end);
    return this.#report;
  }

  async #finish({ outcome, moveCount }: { outcome: Outcome | null; moveCount: number }): Promise<SeatReport> {
    const { process, seat, gameId } = this.input;
    process.onStray = null;
    const playing = this.#replacedAt === null && !process.exit;
    if (playing) {
      const message: OutcomeMessage = {
        type: 'outcome',
        gameId,
        seat,
        status: outcome ? 'finished' : 'aborted',
        winners: outcome?.winners ?? [],
        scores: outcome?.scores ?? [],
        moveCount,
        failures: this.failures,
      };
      process.tell(message);
    }
    this.input.release(process, playing);
    return {
      seat,
      bot: this.input.id,
      failures: this.failures,
      replacedAt: this.#replacedAt,
      replacedBecause: this.#replacedBecause,
      log: process.takeLog(),
    };
  }
}
