// Server benchmarks: moves per second through the HTTP API with durable storage, and move latency
// (request to acknowledgement) and push latency (request to the WebSocket state of a spectator), for
// N concurrent games on loopback. Each game is played by random legal moves through a hot-seat link,
// asking as the web page does for only the log lines it lacks; the bytes of each socket message and
// of each move's answer are reported too, as the log is what grows with a game.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import WebSocket from 'ws';
import { randomInt, rngFromSeed, type AnyGame, type RngState } from '../../kernel/index.ts';
import { buildServer } from '../../server/app.ts';
import { openPostgresStorage } from '../../server/storage/postgres.ts';
import { openSqliteStorage } from '../../server/storage/sqlite.ts';
import type { Storage } from '../../server/storage/types.ts';
import type { GameSnapshot, ServerMessage } from '../../shared/api.ts';
import { round } from '../simulate-core.ts';
import type { BenchContext } from './registry.ts';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const CONCURRENCY = [1, 16];

interface Phase {
  concurrentGames: number;
  moves: number;
  gamesFinished: number;
  seconds: number;
  movesPerSecond: number;
  moveLatencyMs: { p50: number; p99: number };
  pushLatencyMs: { p50: number; p99: number };
  /** Size of each WebSocket message to the spectator, and of each move's answer. */
  pushBytes: Bytes;
  moveAnswerBytes: Bytes;
}

interface Bytes {
  mean: number;
  p99: number;
  max: number;
}

function bytes(sizes: number[]): Bytes {
  const sorted = sizes.slice().sort((a, b) => a - b);
  const total = sorted.reduce((s, n) => s + n, 0);
  return {
    mean: round(sorted.length ? total / sorted.length : 0, 0),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked by status
type Answer = { status: number; body: any; bytes: number };

async function post(url: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** One table: creates a game, plays it to the end with random legal moves, and starts another. */
async function table(
  base: string,
  game: AnyGame,
  rng: RngState,
  until: number,
  moveMs: number[],
  pushMs: number[],
  pushSizes: number[],
  answerSizes: number[],
): Promise<{ moves: number; finished: number }> {
  let moves = 0;
  let finished = 0;
  while (performance.now() < until) {
    const players = game.minPlayers;
    const created = await post(`${base}/api/games`, {
      game: game.id,
      players,
      seats: Array.from({ length: players }, () => ({ kind: 'human' })),
      hotSeat: true,
    });
    if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
    const { gameId, hotSeatToken: token } = created.body;
    const sent = new Map<number, number>();
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/api/games/${gameId}/socket`);
    socket.on('message', (data) => {
      const text = String(data);
      pushSizes.push(Buffer.byteLength(text));
      const m = JSON.parse(text) as ServerMessage;
      if (m.type !== 'state') return;
      const t0 = sent.get(m.snapshot.moveCount);
      if (t0 !== undefined) pushMs.push(performance.now() - t0);
    });
    await new Promise((r, j) => socket.once('open', r).once('error', j));
    let snap = (await (await fetch(`${base}/api/games/${gameId}?token=${token}`)).json()) as GameSnapshot;
    while (snap.status === 'running' && performance.now() < until) {
      const seat = snap.activeSeats[0];
      const legal = snap.legalMoves[String(seat)];
      const move = legal[randomInt(rng, legal.length)].move;
      const t0 = performance.now();
      sent.set(snap.moveCount + 1, t0);
      const r = await post(
        `${base}/api/games/${gameId}/moves?logSince=${snap.moveCount}`,
        { seat, move, expectedMoveCount: snap.moveCount },
        token,
      );
      if (r.status !== 200) throw new Error(`move refused: ${JSON.stringify(r.body)}`);
      moveMs.push(performance.now() - t0);
      answerSizes.push(r.bytes);
      moves++;
      snap = r.body;
    }
    if (snap.status === 'finished') finished++;
    socket.close();
  }
  return { moves, finished };
}

async function phase(base: string, game: AnyGame, n: number, seconds: number): Promise<Phase> {
  const moveMs: number[] = [];
  const pushMs: number[] = [];
  const pushSizes: number[] = [];
  const answerSizes: number[] = [];
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  const tables = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      table(base, game, rngFromSeed(`bench-server:${i}`), until, moveMs, pushMs, pushSizes, answerSizes),
    ),
  );
  const used = (performance.now() - t0) / 1000;
  const moves = tables.reduce((s, t) => s + t.moves, 0);
  moveMs.sort((a, b) => a - b);
  pushMs.sort((a, b) => a - b);
  return {
    concurrentGames: n,
    moves,
    gamesFinished: tables.reduce((s, t) => s + t.finished, 0),
    seconds: round(used, 2),
    movesPerSecond: round(moves / used, 0),
    moveLatencyMs: { p50: round(percentile(moveMs, 50), 2), p99: round(percentile(moveMs, 99), 2) },
    pushLatencyMs: { p50: round(percentile(pushMs, 50), 2), p99: round(percentile(pushMs, 99), 2) },
    pushBytes: bytes(pushSizes),
    moveAnswerBytes: bytes(answerSizes),
  };
}

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: BENCH_DATABASE_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export async function runServerBenchmark(
  ctx: BenchContext,
  kind: 'sqlite' | 'postgres',
): Promise<Record<string, unknown>> {
  const games = Object.values(ctx.games);
  if (games.length === 0) return { skipped: 'no game is registered' };
  if (kind === 'postgres' && !(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${BENCH_DATABASE_URL} (set BENCH_DATABASE_URL)` };
  const results: Record<string, unknown> = {};
  for (const game of games) {
    let storage: Storage;
    let cleanup: () => Promise<void>;
    if (kind === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'externalities-bench-'));
      storage = openSqliteStorage(dir);
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
      storage = openPostgresStorage({ connectionString: BENCH_DATABASE_URL, schema });
      cleanup = async () => {
        const c = new pg.Client({ connectionString: BENCH_DATABASE_URL });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await c.end();
      };
    }
    await storage.init();
    const server = await buildServer({
      games: ctx.games,
      storage,
      logger: pino({ level: 'silent' }),
      config: {
        port: 0,
        host: '127.0.0.1',
        rateLimit: { perSecond: 1e6, burst: 1e6 },
        webDir: '/nonexistent',
      },
    });
    try {
      const base = await server.listen();
      const phases: Phase[] = [];
      for (const n of CONCURRENCY) phases.push(await phase(base, game, n, ctx.seconds / CONCURRENCY.length));
      results[game.id] = { players: game.minPlayers, phases };
    } finally {
      await server.close();
      await cleanup();
    }
  }
  return {
    storage: kind,
    durable: true,
    transport: 'HTTP moves, WebSocket pushes, loopback',
    games: results,
  };
}
