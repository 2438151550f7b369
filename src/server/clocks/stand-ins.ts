// Who plays a person's seat: a stand-in bot when the person's time runs out or they leave, the person
// again when they take the seat back with their link. Each is a change of the stored clocks made only
// over the revision it was decided on (GameService.changeClocks), so it happens once across nodes.
import type { Seat } from '../../kernel/index.ts';
import type { GameSnapshot } from '../../shared/api.ts';
import { accessOf, controlsOf } from '../access.ts';
import { ApiFailure } from '../errors.ts';
import type { GameService } from '../game-service.ts';
import type { LiveGame } from '../live-game.ts';
import { expiredSeats, reclaim, seatState, standIn } from './seat-clocks.ts';

/** The seat of `token`, checked: 403 without the seat's link, 404 for no such seat. */
function ownSeat(live: LiveGame, token: string | undefined, seat: Seat, doing: string): void {
  if (seat >= live.players)
    throw new ApiFailure(
      404,
      'NO_SUCH_SEAT',
      `Game ${live.id} has seats 0 to ${live.players - 1}; there is no seat ${seat}.`,
    );
  if (token === undefined)
    throw new ApiFailure(403, 'TOKEN_REQUIRED', `${doing} needs the secret link of seat ${seat}.`);
  if (!controlsOf(live, token).includes(seat))
    throw new ApiFailure(
      403,
      'NOT_YOUR_SEAT',
      `This link does not act for seat ${seat}; ${doing.toLowerCase()} needs that seat's own link.`,
    );
}

const over = (live: LiveGame) =>
  new ApiFailure(409, 'GAME_OVER', `Game ${live.id} is over; nobody plays its seats any more.`);

/** The person leaves: the stand-in plays the seat's decisions from now on. */
export async function leaveSeat(
  service: GameService,
  id: string,
  token: string | undefined,
  seat: Seat,
): Promise<GameSnapshot> {
  const found = await service.live(id);
  ownSeat(found, token, seat, 'Leaving the table');
  const live = await service.changeClocks(id, (l, nowMs) => {
    if (l.meta.status !== 'running') throw over(l);
    const s = seatState(l.clocks, seat);
    if (s.standIn)
      throw new ApiFailure(409, 'STOOD_IN', `A ${s.standIn} bot already plays for seat ${seat}.`);
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
  ownSeat(found, token, seat, 'Taking a seat back');
  const live = await service.changeClocks(id, (l, nowMs) => {
    if (l.meta.status !== 'running') throw over(l);
    if (!seatState(l.clocks, seat).standIn)
      throw new ApiFailure(
        409,
        'NOT_STOOD_IN',
        `No bot plays for seat ${seat}: its person plays it already.`,
      );
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
