// A rematch: the same seats (people stay people, bots keep their levels), options, settings, time control
// and stand-in level, with a new seed. The new game keeps the old game's grants, so each seat's old link (its token) opens its seat
// of the new game and no new secret has to be handed out or stored. The first call creates the game;
// every later call, from any seat and any node, answers the same one (the database's unique
// `rematch_of` decides a race).
import type { CreateGameRequest } from '../../shared/api.ts';
import type { RematchResponse } from '../../shared/social.ts';
import { controlsOf } from '../seats/access.ts';
import { newGame, type NewGameContext } from '../game/create-game.ts';
import { refusal } from '../http/errors.ts';
import type { GameService } from '../game/game-service.ts';
import { DEFAULT_SETTINGS, rematchSettings } from '../storage/social.ts';
import type { Storage } from '../storage/types.ts';
import { SOCIAL_TEXTS } from './texts.ts';

export async function rematch(
  service: GameService,
  storage: Storage,
  ctx: NewGameContext,
  id: string,
  token: string | undefined,
): Promise<RematchResponse> {
  if (token === undefined) throw refusal(403, 'TOKEN_REQUIRED', SOCIAL_TEXTS.rematchNeedsLink);
  return service.locked(id, async (old) => {
    const seats = controlsOf(old, token);
    // In the fragment, as every seat link: browsers never send it, so no log or Referer holds it.
    const link = (gameId: string) => `${ctx.publicUrl}/play/${gameId}#token=${token}`;
    const known = old.meta.settings?.rematchId;
    if (known) return { gameId: known, link: link(known), created: false };
    if (old.meta.status !== 'finished') throw refusal(409, 'GAME_RUNNING', SOCIAL_TEXTS.rematchWhileRunning);
    const m = old.meta;
    const { players, ...options } = m.options;
    const req: CreateGameRequest = {
      game: m.game,
      players,
      seats: m.seats.map((s) =>
        s.kind === 'bot' ? { kind: 'bot', level: s.level, name: s.name } : { kind: s.kind, name: s.name },
      ),
      options,
      ...(m.customSetup ? { customSetup: true } : {}),
      ...(m.hints ? { hints: true } : {}),
      hotSeat: m.hotSeat,
      listed: m.settings?.listed ?? false,
      chat: m.settings?.chat ?? true,
      // The same time control and stand-in: they are the game's options as much as its setup is.
      ...(old.clocks.spec ? { clock: old.clocks.spec } : {}),
      standIn: old.clocks.standInLevel,
    };
    const { live } = newGame(req, ctx, m.tokens);
    const { listed, chat } = live.meta.settings!;
    // A seat's own link names who asked; a hot-seat link speaks for every seat, so it names no one.
    const by = seats.length === 1 ? seats[0] : null;
    const winner = await storage.social.createRematch(old.id, live.meta, { listed, chat }, live.clocks, by);
    if (winner.gameId === live.id) service.adopt(live);
    service.metaCommitted(old, {
      ...m,
      settings: { ...(m.settings ?? DEFAULT_SETTINGS), ...rematchSettings(winner) },
    });
    return { gameId: winner.gameId, link: link(winner.gameId), created: winner.gameId === live.id };
  });
}
