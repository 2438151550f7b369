// Who is told "your turn": after a move (or an undo) this node stored, each person's seat that is to
// move now, was not before, and did not make that move itself (a seat taking its own move back needs no
// reminder). A seat a stand-in bot plays is not told: the bot moves for it, and its person, who left or
// ran out of time, would be called to a table that does not wait for them. Only the node that stored the move sends, so with several nodes a turn change gives one
// notification. Nothing here can delay or fail the move: it runs after the move is durable, and
// every failure is only logged.
import type { Logger } from 'pino';
import type { Seat } from '../../kernel/index.ts';
import type { LiveGame } from '../game/live-game.ts';
import type { PushStore } from '../storage/push.ts';
import type { PushSender } from './sender.ts';
import { turnTexts } from './texts.ts';

/** What the service worker receives (and shows); the path opens the game without its token. */
export interface TurnPayload {
  kind: 'turn';
  gameId: string;
  seat: number;
  moveCount: number;
  title: string;
  body: string;
  path: string;
}

export function turnNotifier(store: PushStore, sender: PushSender, logger: Logger) {
  return (live: LiveGame, activeBefore: Seat[]): void => {
    const gameId = live.id;
    if (live.meta.status === 'finished') {
      store
        .forgetGame(gameId)
        .catch((err) => logger.error({ err, gameId }, 'forgetting push subscriptions failed'));
      return;
    }
    const mover = live.entries.at(-1)?.seat;
    const seats = live
      .activeSeats()
      .filter(
        (s) =>
          !activeBefore.includes(s) &&
          s !== mover &&
          live.meta.seats[s]?.kind === 'human' &&
          live.botLevelOf(s) === null,
      );
    if (seats.length === 0) return;
    const title = live.game.title;
    const moveCount = live.moveCount;
    store
      .forSeats(gameId, seats)
      .then((subs) => {
        for (const sub of subs) {
          const name = live.nameIn(sub.seat, sub.lang);
          const payload: TurnPayload = {
            kind: 'turn',
            gameId,
            seat: sub.seat,
            moveCount,
            ...turnTexts(sub.lang, title, name),
            path: `/play/${encodeURIComponent(gameId)}?seat=${sub.seat}`,
          };
          sender.send(sub, payload);
        }
      })
      .catch((err) => logger.error({ err, gameId }, 'reading push subscriptions failed'));
  };
}
