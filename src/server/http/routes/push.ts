// Opt-in to "your turn" notifications per seat: the server's public VAPID key, and a seat's push
// subscriptions added or removed with that seat's token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { controlsOf } from '../../seats/access.ts';
import { ACCESS_TEXTS } from '../../seats/access-texts.ts';
import { refusal } from '../errors.ts';
import type { GameService } from '../../game/game-service.ts';
import type { Push } from '../../push/index.ts';
import { systemResolve } from '../../push/addresses.ts';
import {
  checkEndpoint,
  checkKeys,
  PushSubscribeRequestSchema,
  PushUnsubscribeRequestSchema,
} from '../../push/subscription.ts';
import { PUSH_TEXTS } from '../../push/refusal-texts.ts';
import { parse, tokenOf } from './games.ts';

/** Subscriptions kept per seat (one per browser): a newer one pushes out the oldest. */
export const SUBSCRIPTIONS_PER_SEAT = 5;

async function seatOf(req: FastifyRequest, service: GameService) {
  const { id, n } = req.params as { id: string; n: string };
  const live = await service.live(id);
  const seat = Number(n);
  if (!/^\d+$/.test(n) || seat >= live.players)
    throw refusal(400, 'BAD_REQUEST', PUSH_TEXTS.noSuchSeat(id, live.players, n));
  const token = tokenOf(req);
  if (token === undefined) throw refusal(403, 'TOKEN_REQUIRED', PUSH_TEXTS.needsLink);
  if (!controlsOf(live, token).includes(seat))
    throw refusal(403, 'NOT_YOUR_SEAT', ACCESS_TEXTS.notYourSeat(seat, live.meta.seats));
  return { live, seat };
}

export function pushRoutes(app: FastifyInstance, service: GameService, push: Push): void {
  app.get('/api/push/key', async () => ({ publicKey: push.sender.publicKey }));

  app.post('/api/games/:id/seats/:n/push', async (req, reply) => {
    const body = parse(PushSubscribeRequestSchema, req.body, 'subscription request');
    const { live, seat } = await seatOf(req, service);
    if (live.meta.status === 'finished') throw refusal(409, 'GAME_OVER', PUSH_TEXTS.over(live.id));
    const endpoint = await checkEndpoint(
      body.subscription.endpoint,
      push.config.allowLocalEndpoints,
      push.config.resolve ?? systemResolve,
    );
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
