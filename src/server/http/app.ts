// The server as a function of its dependencies: games, storage and logger come in, so that tests can
// run it on a test game and either database, and `npm start` on the shipped games.
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { botNames } from '../../bots/index.ts';
import type { AnyGame, Tutorial } from '../../kernel/index.ts';
import type { ApiError } from '../../shared/api.ts';
import { addressLimits } from './address-limits.ts';
import { requestKey } from './limit-keys.ts';
import { BotPool } from '../bots/pool.ts';
import { registryModule } from '../bots/load-games.ts';
import { BotScheduler } from '../bots/scheduler.ts';
import { DeadlineSweeper } from '../clocks/sweeper.ts';
import { defaultConfig, type ServerConfig } from '../config.ts';
import { ClassroomService } from '../classroom/service.ts';
import { withTexts } from './compact.ts';
import { ApiFailure, refusal } from './errors.ts';
import { LIMIT_TEXTS } from './limit-texts.ts';
import { frameworkRefusal } from './http-errors.ts';
import { GameService } from '../game/game-service.ts';
import { LeaseKeeper } from '../ops/lease-keeper.ts';
import { Metrics } from '../ops/metrics.ts';
import { RateLimiter } from './rate-limit.ts';
import { classroomRoutes } from './routes/classrooms.ts';
import { forkRoutes, RECORD_BODY_LIMIT_BYTES } from './routes/forks.ts';
import { PlayOn } from '../game/fork.ts';
import { classroomSocketRoutes } from './routes/classroom-socket.ts';
import { socialRoutes } from './routes/social.ts';
import { ChatService } from '../social/chat.ts';
import { PlayerKeys } from '../social/player-keys.ts';
import { gameRoutes } from './routes/games.ts';
import { analysisRoutes } from './routes/analysis.ts';
import { AnalysisService } from '../analysis/analysis-service.ts';
import { HintService } from '../analysis/hint-service.ts';
import { seatRoutes } from './routes/seats.ts';
import { tutorialRoutes } from './routes/tutorials.ts';
import { listedReply, loadTutorials, tutorialOfGame } from '../game/tutorials.ts';
import { opsRoutes } from './routes/ops.ts';
import { pushRoutes } from './routes/push.ts';
import { startPush } from '../push/index.ts';
import { SocketHub, socketRoutes } from './routes/socket.ts';
import { securityHeaders } from './security-headers.ts';
import { isStorageUnavailable, storageUnavailable } from '../storage/unavailable.ts';
import { webRoutes } from './routes/web.ts';
import type { Storage } from '../storage/types.ts';

export interface ServerDeps {
  games: Record<string, AnyGame>;
  storage: Storage;
  logger: Logger;
  config?: Partial<ServerConfig>;
  /** Modules the bot workers load their games from (default: the game registry). */
  gameModules?: string[];
  botLevels?: (game: AnyGame) => string[];
  /** Board data by game id for GET /api/meta/:game/board, before a game's own `board`. */
  boards?: Record<string, unknown>;
  /** Guided first games by game id (default: the shipped tutorials/ of the games served). */
  tutorials?: Record<string, Tutorial>;
}

export interface ExternalitiesServer {
  app: FastifyInstance;
  service: GameService;
  analysis: AnalysisService;
  classrooms: ClassroomService;
  metrics: Metrics;
  config: ServerConfig;
  /** This node's leases on the duties of games (bots, clocks), renewed by its heartbeat once listening. */
  leases: LeaseKeeper;
  /** Starts listening; resolves to the address (http://host:port). */
  listen(): Promise<string>;
  /** Graceful shutdown: refuse new moves, finish the ones in flight, close sockets, stop bots, close storage. */
  close(): Promise<void>;
}

export async function buildServer(deps: ServerDeps): Promise<ExternalitiesServer> {
  const config: ServerConfig = { ...defaultConfig, ...deps.config };
  const { storage, logger, games } = deps;
  const botLevels = deps.botLevels ?? botNames;
  const tutorials = deps.tutorials ?? loadTutorials(games);
  const metrics = new Metrics();
  const service = new GameService({
    games,
    storage,
    logger,
    metrics,
    botLevels,
    tutorialOf: (meta) => tutorialOfGame(tutorials, meta),
    config: {
      snapshotEvery: config.snapshotEvery,
      cacheSize: config.cacheSize,
      publicUrl: config.publicUrl,
      turnLimits: config.turnLimits,
    },
  });
  // The move stands without its snapshot (the move log is the record); the storage retries the write.
  storage.snapshotWrites.onFailure(({ gameId, seq, attempt, error, givenUp }) => {
    const fields = { gameId, seq, attempt, err: error };
    if (givenUp) logger.error(fields, 'snapshot write given up: loading replays from an older one');
    else logger.warn(fields, 'snapshot write failed');
  });
  const leases = new LeaseKeeper(storage, service.node, config.leases, logger);
  const pool = new BotPool({
    size: config.botWorkers,
    gameModules: deps.gameModules ?? [registryModule],
    logger,
  });
  const scheduler = new BotScheduler({
    service,
    storage,
    pool,
    leases,
    logger,
    metrics,
    delayMs: config.botDelayMs,
    budgetMs: config.botBudgetMs,
    sweepMs: config.botSweepMs,
    maxGameMoves: config.turnLimits.maxGameMoves,
    listed: (live, seat, legal) => listedReply(tutorials, live.meta, live.effectiveMoves(), seat, legal),
  });
  const push = await startPush({ store: storage.push, service, logger, config: config.push });
  const deadlines = new DeadlineSweeper({ service, storage, logger, sweepMs: config.clockSweepMs });
  const hub = new SocketHub(metrics, 30_000);
  const limiter = new RateLimiter(config.rateLimit);
  const addressPace = new RateLimiter({
    perSecond: config.rateLimit.perSecond,
    burst: config.rateLimit.addressBurst ?? config.rateLimit.burst,
  });

  // Set once the headers are registered below; a request cannot arrive before.
  let addSecurityHeaders: (req: IncomingMessage, res: ServerResponse) => void = () => {};
  const app = Fastify({
    loggerInstance: logger,
    // One line per request is written by the onResponse hook below, without the query (it holds tokens).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    forceCloseConnections: false,
    return503OnClosing: true,
    // A path that does not decode is answered before routing; say so in the API's body.
    frameworkErrors: (err, req, reply) => {
      const refusal = frameworkRefusal(err as FastifyError, req as FastifyRequest, config.bodyLimitBytes) ?? {
        status: 400,
        code: 'BAD_REQUEST',
        message: 'The request could not be read.',
      };
      addSecurityHeaders(req.raw, reply.raw);
      const plain = reply as unknown as { code(n: number): { send(body: unknown): void } };
      plain.code(refusal.status).send({ error: { code: refusal.code, message: refusal.message } });
    },
  }) as unknown as FastifyInstance;

  // First, so that the headers are set before any later hook can refuse the request.
  addSecurityHeaders = securityHeaders(app, config.publicUrl);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 4096 },
    // Sockets are closed by the hub with a "going away" code; the plugin's own close would race it.
    preClose: async () => {
      hub.closeAll();
    },
  });

  addressLimits(app, config.addressLimits);
  app.addHook('onRequest', async (req, reply) => {
    const key = requestKey(req);
    if (key === undefined) return;
    const wait = (key.startsWith('a:') ? addressPace : limiter).take(key);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw refusal(429, 'RATE_LIMITED', LIMIT_TEXTS.tooManyRequests(wait));
    }
  });

  app.addHook('onResponse', async (req, reply) => {
    metrics.request(reply.statusCode);
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions.url ?? req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  app.setErrorHandler((err: FastifyError | ApiFailure, req, reply) => {
    if (err instanceof ApiFailure) {
      const body: ApiError = {
        error: { code: err.code, message: err.message, ...(err.text ? { text: err.text } : {}) },
      };
      // A 409's snapshot is as compact as the answer it stands for (`?texts=full` keeps the texts).
      if (err.current) body.current = withTexts(err.current, textsAsked(req.query));
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
      if (err.status >= 500) req.log.error({ err }, err.message);
      return reply.code(err.status).send(body);
    }
    if (isStorageUnavailable(err)) {
      req.log.warn({ err }, 'the database is unavailable');
      const refusal = storageUnavailable();
      reply.header('retry-after', String(refusal.retryAfter));
      return reply
        .code(503)
        .send({ error: { code: refusal.code, message: refusal.message, text: refusal.text } });
    }
    const refusal = frameworkRefusal(err, req, config.bodyLimitBytes);
    if (!refusal) {
      req.log.error({ err }, 'request failed');
      return reply
        .code(500)
        .send({ error: { code: 'INTERNAL', message: 'The server failed on this request.' } });
    }
    return reply.code(refusal.status).send({ error: { code: refusal.code, message: refusal.message } });
  });
  // Only JSON bodies are taken; a text/plain body is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser('text/plain');

  opsRoutes(app, {
    games,
    storage,
    service,
    metrics,
    botLevels,
    botQueue: () => scheduler.queued,
    boards: deps.boards ?? {},
  });
  gameRoutes(app, service);
  pushRoutes(app, service, push);
  const analysis = new AnalysisService({ service, storage, pool, logger });
  analysisRoutes(app, analysis, new HintService({ service, pool, waitMs: config.hintWaitMs }));
  const chat = new ChatService(service, storage, config.chatRate);
  socialRoutes(app, {
    service,
    storage,
    chat,
    keys: new PlayerKeys(service, storage, config.publicUrl),
    newGame: { games, botLevels, publicUrl: config.publicUrl },
  });
  seatRoutes(app, service);
  tutorialRoutes(app, service, tutorials);
  const classrooms = new ClassroomService({
    games,
    storage,
    service,
    analysis,
    logger,
    botLevels,
    publicUrl: config.publicUrl,
  });
  classroomRoutes(app, classrooms);
  // A classroom's table is analysed as soon as it ends: the debrief is ready when the class is.
  service.onMoveStored((live) => {
    if (live.meta.status !== 'finished') return;
    classrooms
      .tableOver(live.id)
      .catch((e: unknown) => logger.error({ err: e, gameId: live.id }, 'analysing a table failed'));
  });
  forkRoutes(
    app,
    new PlayOn({ service, games, classrooms: classrooms.playOn }),
    Math.max(config.bodyLimitBytes, RECORD_BODY_LIMIT_BYTES),
  );
  classroomSocketRoutes(app, classrooms, service, hub, config.socketAuthTimeoutMs);
  socketRoutes(
    app,
    service,
    hub,
    {
      messagesPerSecond: config.socketMessagesPerSecond,
      authTimeoutMs: config.socketAuthTimeoutMs,
    },
    chat,
    limiter,
  );
  const webBuilt = await webRoutes(app, config.webDir);

  await storage.listen(
    service.node,
    (notice) => {
      if (notice.chat !== undefined) {
        chat.onNotice(notice).catch((e) => logger.error({ err: e, notice }, 'chat notice failed'));
        return;
      }
      if (notice.classroom !== undefined) {
        if (notice.node === service.node) return;
        classrooms
          .onNotice(notice.classroom)
          .catch((e) => logger.error({ err: e, notice }, 'classroom notice failed'));
        return;
      }
      service.onNotice(notice).catch((e) => logger.error({ err: e, notice }, 'catching up failed'));
    },
    () => {
      logger.warn('database notices resumed; catching up the games being watched');
      service.resync().catch((e) => logger.error({ err: e }, 'catching up failed'));
    },
  );

  let closing: Promise<void> | undefined;
  return {
    app,
    service,
    analysis,
    classrooms,
    metrics,
    config,
    leases,
    async listen() {
      const address = await app.listen({ port: config.port, host: config.host });
      await leases.start();
      scheduler.start();
      deadlines.start();
      classrooms.lifetime.start(config.classroomSweepMs);
      logger.info(
        { address, storage: storage.kind, webClient: webBuilt, games: Object.keys(games) },
        'listening',
      );
      return address;
    },
    close() {
      closing ??= (async () => {
        await deadlines.close();
        await classrooms.lifetime.close();
        await scheduler.close();
        await service.close();
        await leases.close();
        await push.sender.close();
        await app.close();
        await storage.close();
      })();
      return closing;
    },
  };
}

/** The `texts` a request's query asks for (any other value was refused by the route itself). */
const textsAsked = (query: unknown): 'full' | undefined =>
  (query as { texts?: unknown } | undefined)?.texts === 'full' ? 'full' : undefined;
