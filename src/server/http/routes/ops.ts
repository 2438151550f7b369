// Operations and metadata: health, metrics, the OpenAPI document, the games this server plays and
// their static board data.
import type { FastifyInstance } from 'fastify';
import type { AnyGame } from '../../../kernel/index.ts';
import type { MetaResponse } from '../../../shared/api.ts';
import { boardOf } from '../../game/board.ts';
import { programFailure } from '../errors.ts';
import type { GameService } from '../../game/game-service.ts';
import type { Metrics } from '../../ops/metrics.ts';
import { openApiDocument } from '../openapi.ts';
import { own } from '../own.ts';
import type { Storage } from '../../storage/types.ts';

export interface OpsDeps {
  games: Record<string, AnyGame>;
  storage: Storage;
  service: GameService;
  metrics: Metrics;
  botLevels: (game: AnyGame) => string[];
  botQueue: () => number;
  boards: Record<string, unknown>;
}

export function opsRoutes(app: FastifyInstance, d: OpsDeps): void {
  app.get('/healthz', async () => {
    try {
      await d.storage.ping();
      return { status: 'ok', storage: d.storage.kind, database: 'up', node: d.service.node };
    } catch (e) {
      // 200 on purpose: the node still serves the games it holds, and a probe that restarted it would
      // lose them while the database could not load them again.
      return {
        status: 'degraded',
        storage: d.storage.kind,
        database: 'down',
        servingReadsFromMemory: true,
        gamesInMemory: d.service.gamesInMemory,
        node: d.service.node,
        error: (e as Error).message,
      };
    }
  });

  app.get('/metrics', async (_req, reply) => {
    const games = await d.storage.countGames();
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return d.metrics.render({
      games,
      gamesInMemory: d.service.gamesInMemory,
      botQueue: d.botQueue(),
      snapshotWrites: d.storage.snapshotWrites.counts,
    });
  });

  const openapi = openApiDocument();
  app.get('/api/openapi.json', async () => openapi);

  app.get('/api/meta', async (): Promise<MetaResponse> => ({
    games: Object.values(d.games).map((g) => ({
      id: g.id,
      title: g.title,
      minPlayers: g.minPlayers,
      maxPlayers: g.maxPlayers,
      rulesVersion: g.rulesVersion,
      botLevels: d.botLevels(g),
      board: boardOf(g, d.boards) !== undefined,
    })),
  }));

  app.get('/api/meta/:game/board', async (req, reply) => {
    const id = (req.params as { game: string }).game;
    const game = own(d.games, id);
    if (!game && own(d.boards, id) === undefined)
      throw programFailure(400, 'UNKNOWN_GAME', `There is no game "${id}" here.`);
    const board = game ? boardOf(game, d.boards) : own(d.boards, id);
    if (board === undefined)
      throw programFailure(404, 'NO_BOARD', `${game?.title ?? id} has no static board data.`);
    reply.header('cache-control', 'public, max-age=3600');
    return board;
  });
}
