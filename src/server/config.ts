// Server configuration from environment variables (documented in the README). A bad value stops the
// server at start with a sentence naming the variable.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Resolve } from './push/addresses.ts';
import { fileURLToPath } from 'node:url';
import type { AddressLimits } from './http/address-limits.ts';
import type { LeaseTimes } from './ops/lease-keeper.ts';
import type { TurnLimits } from './game/turn-guard.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
  logLevel: string;
  publicUrl: string;
  /** Folder of the built web client; served when it holds an index.html. */
  webDir: string;
  bodyLimitBytes: number;
  /**
   * Requests per token (on the routes that check tokens) or per address. An address's burst is its own
   * (default: `burst`): a school's students share one address and arrive at once.
   */
  rateLimit: { perSecond: number; burst: number; addressBurst?: number };
  botDelayMs: number;
  botBudgetMs: number;
  botWorkers: number;
  botSweepMs: number;
  /** Leases on the duties of games (bots, clocks): how long they hold, how often they are renewed. */
  leases: LeaseTimes;
  /** How long a hint request waits for the search before answering "pending" (202). */
  hintWaitMs: number;
  /** How often each node looks for expired deadlines, in ms. */
  clockSweepMs: number;
  /** How often each node looks for classrooms past their retention, in ms. */
  classroomSweepMs: number;
  snapshotEvery: number;
  cacheSize: number;
  shutdownGraceMs: number;
  /** Moves out of turn per seat (a pace and a number per game) and moves per game. */
  turnLimits: TurnLimits;
  /** Creations and requests with tokens that open nothing, per address. */
  addressLimits: AddressLimits;
  /** Messages a client may send per second on one socket (a burst of twice as many). */
  socketMessagesPerSecond: number;
  /** A socket that has not authenticated (its first message) this long after opening is closed. */
  socketAuthTimeoutMs: number;
  /** "Your turn" notifications by Web Push. */
  push: PushConfig;
  /** Chat messages per seat of a game: a burst, then a pace (per node). */
  chatRate: { perSecond: number; burst: number };
}

export interface PushConfig {
  /** The contact push services see in the VAPID token (an https: URL or a mailto: address). */
  subject: string;
  /** Accept http://127.0.0.1 and http://localhost endpoints (a stand-in push service in tests). */
  allowLocalEndpoints: boolean;
  /** Notifications being delivered at once; more wait their turn. */
  concurrency: number;
  /** How long one delivery may take before it is given up. */
  timeoutMs: number;
  /** How endpoint names are resolved (tests put in their own); the system's resolver by default. */
  resolve?: Resolve;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const defaultConfig: ServerConfig = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  logLevel: 'info',
  publicUrl: '',
  webDir: resolve(repoRoot, 'dist/web'),
  bodyLimitBytes: 65_536,
  rateLimit: { perSecond: 20, burst: 60, addressBurst: 150 },
  botDelayMs: 700,
  botBudgetMs: 1500,
  // The cores less one (one is left for the requests), at least one.
  botWorkers: Math.max(1, availableParallelism() - 1),
  // A dead node's duties are found within the lease's TTL plus one sweep: 3 s + 1 s, within 5 s.
  botSweepMs: 1000,
  leases: { ttlMs: 3000, heartbeatMs: 1000 },
  hintWaitMs: 8000,
  clockSweepMs: 1000,
  classroomSweepMs: 3_600_000,
  snapshotEvery: 25,
  cacheSize: 2000,
  shutdownGraceMs: 10_000,
  turnLimits: { offTurnPerMinute: 12, offTurnPerGame: 100, maxGameMoves: 3000, undosPerDecision: 3 },
  addressLimits: {
    creations: { perSecond: 30 / 60, burst: 20 },
    badTokens: { perSecond: 30 / 60, burst: 20 },
    joinGuesses: { perSecond: 10 / 60, burst: 20 },
  },
  socketMessagesPerSecond: 5,
  socketAuthTimeoutMs: 5000,
  push: {
    subject: 'mailto:externalities@localhost',
    allowLocalEndpoints: false,
    concurrency: 4,
    timeoutMs: 10_000,
  },
  chatRate: { perSecond: 12 / 60, burst: 8 },
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name}="${raw}" must be a whole number from ${min} to ${max}.`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const d = defaultConfig;
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  const logLevel = env.LOG_LEVEL || d.logLevel;
  if (!levels.includes(logLevel))
    throw new ConfigError(`LOG_LEVEL="${logLevel}" must be one of ${levels.join(', ')}.`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  const leaseTtlMs = int(env, 'LEASE_TTL_MS', d.leases.ttlMs, 500, 600_000);
  const heartbeatMs = int(env, 'HEARTBEAT_MS', d.leases.heartbeatMs, 100, 300_000);
  if (heartbeatMs * 2 > leaseTtlMs)
    throw new ConfigError(
      `HEARTBEAT_MS="${heartbeatMs}" must be at most half of LEASE_TTL_MS (${leaseTtlMs}), or a node's leases lapse between two heartbeats.`,
    );
  return {
    port: int(env, 'PORT', d.port, 0, 65535),
    host: env.HOST || d.host,
    dataDir: env.DATA_DIR || d.dataDir,
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    logLevel,
    publicUrl: (env.PUBLIC_URL ?? d.publicUrl).replace(/\/+$/, ''),
    webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : d.webDir,
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', d.bodyLimitBytes, 1024, 10_485_760),
    rateLimit: {
      perSecond: int(env, 'RATE_LIMIT_PER_SECOND', d.rateLimit.perSecond, 1, 1_000_000),
      burst: int(env, 'RATE_LIMIT_BURST', d.rateLimit.burst, 1, 1_000_000),
      addressBurst: int(env, 'RATE_LIMIT_ADDRESS_BURST', d.rateLimit.addressBurst!, 1, 1_000_000),
    },
    botDelayMs: int(env, 'BOT_DELAY_MS', d.botDelayMs, 0, 60_000),
    botBudgetMs: int(env, 'BOT_TIME_MS', d.botBudgetMs, 10, 600_000),
    botWorkers: int(env, 'BOT_WORKERS', d.botWorkers, 1, 64),
    botSweepMs: int(env, 'BOT_SWEEP_MS', d.botSweepMs, 100, 3_600_000),
    leases: { ttlMs: leaseTtlMs, heartbeatMs },
    hintWaitMs: int(env, 'HINT_WAIT_MS', d.hintWaitMs, 0, 60_000),
    clockSweepMs: int(env, 'CLOCK_SWEEP_MS', d.clockSweepMs, 50, 600_000),
    classroomSweepMs: int(env, 'CLASSROOM_SWEEP_MS', d.classroomSweepMs, 1000, 86_400_000),
    snapshotEvery: int(env, 'SNAPSHOT_EVERY', d.snapshotEvery, 1, 100_000),
    cacheSize: int(env, 'GAME_CACHE_SIZE', d.cacheSize, 1, 1_000_000),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', d.shutdownGraceMs, 0, 600_000),
    turnLimits: {
      offTurnPerMinute: int(env, 'OFF_TURN_MOVES_PER_MINUTE', d.turnLimits.offTurnPerMinute, 1, 100_000),
      offTurnPerGame: int(env, 'OFF_TURN_MOVES_PER_GAME', d.turnLimits.offTurnPerGame, 0, 1_000_000),
      maxGameMoves: int(env, 'GAME_MAX_MOVES', d.turnLimits.maxGameMoves, 10, 10_000_000),
      undosPerDecision: int(env, 'GAME_UNDOS_PER_DECISION', d.turnLimits.undosPerDecision, 0, 1000),
    },
    addressLimits: {
      creations: {
        perSecond: int(env, 'CREATE_RATE_PER_MINUTE', 30, 1, 1_000_000) / 60,
        burst: int(env, 'CREATE_RATE_BURST', d.addressLimits.creations.burst, 1, 1_000_000),
      },
      badTokens: {
        perSecond: int(env, 'BAD_TOKEN_RATE_PER_MINUTE', 30, 1, 1_000_000) / 60,
        burst: int(env, 'BAD_TOKEN_RATE_BURST', d.addressLimits.badTokens.burst, 1, 1_000_000),
      },
      joinGuesses: {
        perSecond: int(env, 'JOIN_GUESS_RATE_PER_MINUTE', 10, 1, 1_000_000) / 60,
        burst: int(env, 'JOIN_GUESS_BURST', d.addressLimits.joinGuesses.burst, 1, 1_000_000),
      },
    },
    socketMessagesPerSecond: int(env, 'SOCKET_MESSAGES_PER_SECOND', d.socketMessagesPerSecond, 1, 100_000),
    socketAuthTimeoutMs: int(env, 'SOCKET_AUTH_TIMEOUT_MS', d.socketAuthTimeoutMs, 100, 600_000),
    chatRate: {
      perSecond: int(env, 'CHAT_MESSAGES_PER_MINUTE', 12, 1, 100_000) / 60,
      burst: int(env, 'CHAT_BURST', d.chatRate.burst, 1, 100_000),
    },
    push: pushFromEnv(env),
  };
}

function pushFromEnv(env: NodeJS.ProcessEnv): PushConfig {
  const d = defaultConfig.push;
  const publicUrl = env.PUBLIC_URL ?? '';
  // Push services want a way to reach whoever runs the server: the site itself when it is public.
  const subject = env.PUSH_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : d.subject);
  if (!/^(https:\/\/\S+|mailto:\S+@\S+)$/.test(subject))
    throw new ConfigError(`PUSH_SUBJECT="${subject}" must be an https:// URL or a mailto: address.`);
  const local = env.PUSH_ALLOW_LOCAL_ENDPOINTS ?? '';
  if (!['', '0', '1'].includes(local))
    throw new ConfigError(`PUSH_ALLOW_LOCAL_ENDPOINTS="${local}" must be 1 or 0.`);
  return {
    subject,
    allowLocalEndpoints: local === '1',
    concurrency: int(env, 'PUSH_CONCURRENCY', d.concurrency, 1, 256),
    timeoutMs: int(env, 'PUSH_TIMEOUT_MS', d.timeoutMs, 100, 600_000),
  };
}
