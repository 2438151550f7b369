// "Your turn" by Web Push, put together: the stored key pair, the sender, and the listener on stored
// moves. Started once per server process.
import type { Logger } from 'pino';
import type { PushConfig } from '../config.ts';
import type { GameService } from '../game/game-service.ts';
import type { PushStore } from '../storage/push.ts';
import { PushSender, vapidKeys } from './sender.ts';
import { turnNotifier } from './turns.ts';

export interface Push {
  sender: PushSender;
  store: PushStore;
  config: PushConfig;
}

export async function startPush(deps: {
  store: PushStore;
  service: GameService;
  logger: Logger;
  config: PushConfig;
}): Promise<Push> {
  const keys = await vapidKeys(deps.store);
  const sender = new PushSender({
    store: deps.store,
    keys,
    subject: deps.config.subject,
    logger: deps.logger,
    concurrency: deps.config.concurrency,
    timeoutMs: deps.config.timeoutMs,
    allowLocal: deps.config.allowLocalEndpoints,
    ...(deps.config.resolve ? { resolve: deps.config.resolve } : {}),
  });
  deps.service.onMoveStored(turnNotifier(deps.store, sender, deps.logger));
  return { sender, store: deps.store, config: deps.config };
}
