// Who plays a person's seat: a stand-in bot when the person's time runs out or they leave, the person
// again when they take the seat back with their link. Each is a change of the stored clocks made only
// over the revision it was decided on (GameService.changeClocks), so it happens once across nodes.
import type { Seat } from '../../kernel/index.ts';
import type { GameSnapshot, Texts } from '../../shared/api.ts';
import { accessOf, controlsOf } from '../seats/access.ts';
import { refusal } from '../http/errors.ts';
import type { GameService } from '../game/game-service.ts';
import type { LiveGame } from '../game/live-game.ts';
import { expiredSeats, markProgram, reclaim, seatState, standIn } from './seat-clocks.ts';
import { SEAT_ACTIONS, SEAT_TEXTS } from './seat-texts.ts';

/** The seat of `token`, checked: 403 without the seat's link, 404 for no such seat. */
function ownSeat(live: LiveGame, token: string | undefined, seat: Seat, doing: Texts): void {
  if (seat >= live.players)
    throw refusal(404, 'NO_SUCH_SEAT', SEAT_TEXTS.noSuchSeat(live.id, live.players, seat));
  if (token === undefined)
    throw refusal(403, 'TOKEN_REQUIRED', SEAT_TEXTS.needsLink(doing, seat, live.meta.seats));
  if (!controlsOf(live, token).includes(seat))
    throw refusal(403, 'NOT_YOUR_SEAT', SEAT_TEXTS.notYourSeat(doing, seat, live.meta.seats));
}

const over = (live: LiveGame) => refusal(409, 'GAME_OVER', SEAT_TEXTS.over(live.id));

/** The person leaves: the stand-in plays the seat's decisions from now on. */
export async function leaveSeat(
  service: GameService,
  id: string,
  token: string | undefined,
  seat: Seat,
): Promise<GameSnapshot> {
  const found = await service.live(id);
  ownSeat(found, token, seat, SEAT_ACTIONS.leave);
  const live = await service.changeClocks(id, (l, nowMs) => {
    if (l.meta.status !== 'running') throw over(l);
    const s = seatState(l.clocks, seat);
    if (s.standIn) throw refusal(409, 'STOOD_IN', SEAT_TEXTS.alreadyStoodIn(s.standIn, seat, l.meta.seats));
    return standIn(l.clocks, seat, 'left', nowMs);
  });
  const access = accessOf(live, token, seat);
  return live.snapshot(access.viewer, access.controls);
}

/** The person takes the seat back: their own decisions from the next one on. */
export async function reclaimSeat(
  service: GameService,
  id: string,
  token: string | undefined,
  seat: Seat,
): Promise<GameSnapshot> {
  const found = await service.live(id);
  ownSeat(found, token, seat, SEAT_ACTIONS.reclaim);
  const live = await service.changeClocks(id, (l, nowMs) => {
    if (l.meta.status !== 'running') throw over(l);
    if (!seatState(l.clocks, seat).standIn)
      throw refusal(409, 'NOT_STOOD_IN', SEAT_TEXTS.notStoodIn(seat, l.meta.seats));
    return reclaim(l.clocks, seat, l.meta.seats[seat], l.activeSeats(), nowMs);
  });
  const access = accessOf(live, token, seat);
  return live.snapshot(access.viewer, access.controls);
}

/** Hands every seat of the game whose time ran out to the stand-in (nothing if another node did). */
export async function expireSeats(service: GameService, id: string): Promise<void> {
  await service.changeClocks(id, (l, nowMs) => {
    if (l.meta.status !== 'running') return null;
    const due = expiredSeats(l.clocks, nowMs);
    if (due.length === 0) return null;
    const next = due.reduce((c, seat) => standIn(c, seat, 'timeout', nowMs), l.clocks);
    return { ...next, rev: l.clocks.rev + 1 };
  });
}

/**
 * Says that a bot program plays the seat through its link (`name`), or no longer does (null): the table
 * shows it. Only the seat's own link may say so.
 */
export async function markProgramSeat(
  service: GameService,
  id: string,
  token: string | undefined,
  seat: Seat,
  name: string | null,
): Promise<GameSnapshot> {
  const found = await service.live(id);
  ownSeat(found, token, seat, SEAT_ACTIONS.program);
  const live = await service.changeClocks(id, (l) => {
    if (l.meta.status !== 'running') throw over(l);
    if ((seatState(l.clocks, seat).program ?? null) === name) return null;
    return markProgram(l.clocks, seat, name);
  });
  const access = accessOf(live, token, seat);
  return live.snapshot(access.viewer, access.controls);
}
