// Seats bot programs at games: keeps one process per seat running from game to game (or starts one per
// game), hands each game a process of the right program, and writes each game's stderr to its own file.
// Built from plain data, so that every tournament worker thread makes its own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hashString, type AnyGame } from '../../kernel/index.ts';
import type { SeatPlayer, SeatSource } from '../simulate-core.ts';
import type { TimeControl } from './messages.ts';
import { BotProcess, type ProcessLimits } from './process.ts';
import { ProgramSeat, type SeatReport } from './seat.ts';
import type { BotSpec } from '../bot-spec.ts';

export interface ProgramConfig {
  programs: Extract<BotSpec, { kind: 'program' }>[];
  limits: ProcessLimits;
  time: TimeControl;
  /** Where programs are started. */
  cwd: string;
  /** Folder for each game's stderr per program seat (written when not empty); null keeps none. */
  logsDir: string | null;
  /** A fresh process for every game instead of one kept for the whole run. */
  restartEachGame: boolean;
}

export class ProgramHost implements SeatSource {
  readonly #idle = new Map<string, BotProcess[]>();
  readonly #all = new Set<BotProcess>();
  /** Processes started, for reports and tests. */
  started = 0;

  constructor(readonly config: ProgramConfig) {}

  seatPlayer(name: string, ctx: Parameters<SeatSource['seatPlayer']>[1]): SeatPlayer | null {
    const spec = this.config.programs.find((p) => p.text === name);
    if (!spec) return null;
    const process = this.#acquire(spec);
    // The game's seed with the engine's code would give away the deck: a program gets only hashes of it.
    const seat = new ProgramSeat({
      id: spec.text,
      game: ctx.game,
      seat: ctx.seat,
      gameId: `g${hashString(ctx.seed).slice(0, 16)}`,
      seatNames: ctx.seatBots,
      options: publicOptions(ctx.game, ctx.options),
      seed: hashString(`${ctx.seed}:seat${ctx.seat}:program`),
      time: this.config.time,
      process,
      release: (p, healthy) => this.#release(spec.text, p, healthy),
    });
    return {
      name: spec.text,
      begin: () => seat.begin(),
      decide: (turn, moveCount) => seat.decide(turn, moveCount),
      finish: async (end) => this.#keepLog(ctx.seed, await seat.finish(end)),
    };
  }

  /** Closes every process (each is told its input has ended and given a moment to leave). */
  async close(): Promise<void> {
    this.#idle.clear();
    await Promise.all([...this.#all].map((p) => p.close()));
  }

  #acquire(spec: Extract<BotSpec, { kind: 'program' }>): BotProcess {
    const idle = this.#idle.get(spec.text) ?? [];
    while (idle.length) {
      const p = idle.pop()!;
      // A process past half its CPU allowance is retired between games, so each game starts with at
      // least half of it.
      const cap = this.config.limits.cpuSeconds;
      if (!p.exit && !(cap && p.cpuSeconds() > cap / 2)) return p;
      void p.close();
    }
    const p = new BotProcess(spec.argv, this.config.limits, this.config.cwd);
    this.started++;
    this.#all.add(p);
    void p.exited.then(() => this.#all.delete(p));
    return p;
  }

  #release(id: string, p: BotProcess, healthy: boolean): void {
    if (!healthy || this.config.restartEachGame || p.exit) {
      void p.close();
      return;
    }
    const idle = this.#idle.get(id) ?? [];
    idle.push(p);
    this.#idle.set(id, idle);
  }

  #keepLog(gameSeed: string, report: SeatReport): SeatReport {
    if (!this.config.logsDir || !report.log) return report;
    const dir = resolve(this.config.cwd, this.config.logsDir);
    mkdirSync(dir, { recursive: true });
    const file = resolve(dir, `${gameSeed.replace(/[^\w.-]+/g, '_')}-seat${report.seat}.log`);
    writeFileSync(file, report.log);
    return { ...report, log: '', logFile: file };
  }
}

/** The setup options every seat may know: not those that fix a hidden draw (a deck order, a dealer). */
export function publicOptions(game: AnyGame, options: Record<string, unknown>): Record<string, unknown> {
  const pins = game.setupPins;
  return Object.fromEntries(
    Object.entries(options).filter(([k]) => k === 'players' || (pins ? !pins.includes(k) : false)),
  );
}
