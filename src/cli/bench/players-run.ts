// The connected-players benchmark: N people, each with their own game and a WebSocket open on it,
// each making a move every few seconds (5 by default), against one server process on SQLite. The
// number of people goes up step by step; the answer is the largest N whose move p99 stayed under
// 100 ms, narrowed by halving the gap between the last step under it and the first over it. People
// are spread over client processes of their own.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from '../simulate-core.ts';
import { startClients, startServerProcess, totalCpu } from './load/processes.ts';
import { latency, merged } from './load/stats.ts';
import type { BenchContext } from './benchmark.ts';
import { benchGames, CLIENT_PROCESSES, serverNodeFlags } from './server-run.ts';

export const PLAYER_STEPS = [250, 500, 1000, 2000, 3000, 4000];
export const P99_LIMIT_MS = 100;
const REFINEMENTS = 3;

export async function runPlayersBenchmark(ctx: BenchContext): Promise<Record<string, unknown>> {
  const [game] = benchGames(ctx);
  if (!game) return { skipped: 'none of the shipped games is among the games given' };
  const intervalSeconds = ctx.intervalSeconds ?? 5;
  // Each step lasts at least two moves of every person.
  const seconds = Math.max(ctx.seconds, 2 * intervalSeconds);
  const dir = mkdtempSync(join(tmpdir(), 'externalities-bench-'));
  const server = await startServerProcess({ DATA_DIR: dir }, serverNodeFlags());
  const clients = await startClients(CLIENT_PROCESSES);
  const steps: Record<string, unknown>[] = [];
  /** One step: `n` people for `seconds`; true when the move p99 stayed under the limit. */
  const step = async (n: number): Promise<boolean> => {
    const loadBefore = loadavg()[0];
    const shares = clients.map((_, c) => Math.floor(n / clients.length) + (c < n % clients.length ? 1 : 0));
    await Promise.all(
      clients.map((client, c) =>
        client.ask({
          type: 'people',
          base: server.base,
          game: game.id,
          players: game.minPlayers,
          count: shares[c],
          seed: `bench-players:${c}`,
          movesOver: ctx.movesOver ?? 'socket',
        }),
      ),
    );
    const cpu0 = await totalCpu([server]);
    const t0 = performance.now();
    const report = merged(
      await Promise.all(clients.map((client) => client.ask({ type: 'pace', seconds, intervalSeconds }))),
    );
    const used = (performance.now() - t0) / 1000;
    const cpu = (await totalCpu([server])) - cpu0;
    const moveLatencyMs = latency(report.moveMs);
    const under = report.errors.length === 0 && report.moves > 0 && moveLatencyMs.p99 < P99_LIMIT_MS;
    steps.push({
      players: n,
      moves: report.moves,
      movesPerSecond: round(report.moves / used, 0),
      moveLatencyMs,
      serverCpuShare: round(cpu / 1e6 / used, 2),
      refused: report.errors.length,
      loadAverage: round(loadBefore, 2),
      under100ms: under,
    });
    return under;
  };
  let largest = 0;
  try {
    // Up the steps until one fails, then halve the gap a few times (below the first step too).
    let failed: number | undefined;
    for (const n of ctx.players ?? PLAYER_STEPS) {
      if (!(await step(n))) {
        failed = n;
        break;
      }
      largest = n;
    }
    for (let i = 0; i < REFINEMENTS && failed !== undefined; i++) {
      const n = Math.round((largest + failed) / 2);
      if (failed - largest <= Math.max(largest / 4, 10)) break;
      if (await step(n)) largest = n;
      else failed = n;
    }
  } finally {
    for (const c of clients) c.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    storage: 'sqlite',
    durable: true,
    game: game.id,
    transport: `${(ctx.movesOver ?? 'socket') === 'socket' ? 'moves over' : 'HTTP moves,'} a WebSocket per person, loopback; people in their own processes`,
    moveEverySeconds: intervalSeconds,
    secondsPerStep: seconds,
    largestPlayersUnder100ms: largest,
    steps,
  };
}
