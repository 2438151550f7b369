// Opt-in to "your turn" notifications per seat: the server's public VAPID key, and a seat's push
// subscriptions added or removed with that seat's token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { controlsOf } from '../access.ts';
import { ApiFailure } from '../errors.ts';
import type { GameService } from '../game-service.ts';
import type { Push } from '../push/index.ts';
import {
  checkEndpoint,
  checkKeys,
  PushSubscribeRequestSchema,
  PushUnsubscribeRequestSchema,
} from '../push/subscription.ts';
import { parse, tokenOf } from './games.ts';

/** Subscriptions kept per seat (one per browser): a newer one pushes out the oldest. */
export const SUBSCRIPTIONS_PER_SEAT = 5;

async function seatOf(req: FastifyRequest, service: GameService) {
  const { id, n } = req.params as { id: string; n: string };
  const live = await service.live(id);
  const seat = Number(n);
  if (!/^\d+$/.test(n) || seat >= live.players)
    throw new ApiFailure(
      400,
      'BAD_REQUEST',
      `Game ${id} has seats 0 to ${live.players - 1}; "${n}" is none of them.`,
    );
  const token = tokenOf(req);
  if (token === undefined)
    throw new ApiFailure(403, 'TOKEN_REQUIRED', "Notifications for a seat need that seat's secret link.");
  if (!controlsOf(live, token).includes(seat))
    throw new ApiFailure(403, 'NOT_YOUR_SEAT', `This link does not act for seat ${seat}.`);
  return { live, seat };
}

export function pushRoutes(app: FastifyInstance, service: GameService, push: Push): void {
  app.get('/api/push/key', async () => ({ publicKey: push.sender.publicKey }));

  app.post('/api/games/:id/seats/:n/push', async (req, reply) => {
    const body = parse(PushSubscribeRequestSchema, req.body, 'subscription request');
    const { live, seat } = await seatOf(req, service);
    if (live.meta.status === 'finished')
      throw new ApiFailure(409, 'GAME_OVER', `Game ${live.id} is over: there are no more turns to announce.`);
    const endpoint = checkEndpoint(body.subscription.endpoint, push.config.allowLocalEndpoints);
    const { p256dh, auth } = body.subscription.keys;
    checkKeys(p256dh, auth);
    await push.store.subscribe(
      {
        gameId: live.id,
        seat,
        endpoint,
        p256dh,
        auth,
        lang: body.lang ?? 'en',
        createdAt: new Date().toISOString(),
      },
      SUBSCRIPTIONS_PER_SEAT,
    );
    reply.code(201);
    return { gameId: live.id, seat, endpoint, lang: body.lang ?? 'en' };
  });

  app.delete('/api/games/:id/seats/:n/push', async (req) => {
    const body = parse(PushUnsubscribeRequestSchema, req.body ?? {}, 'request body');
    const { live, seat } = await seatOf(req, service);
    const removed = await push.store.unsubscribe(live.id, seat, body.endpoint);
    return { gameId: live.id, seat, removed };
  });
}
