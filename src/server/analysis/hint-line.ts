// The log line of a hint used: put first in the log of the seat's next move, in every viewer's version,
// so everyone reads that the move followed a hint (whether or not it was the move hinted).
import type { AppliedMove } from '../game/live-game.ts';
import { HINT_USED } from './messages.ts';

export function withHintLine(applied: AppliedMove, name: string): AppliedMove {
  const line = { id: HINT_USED, params: { seat: applied.seat, name } };
  const seats = applied.log.seats
    ? Object.fromEntries(Object.entries(applied.log.seats).map(([k, v]) => [k, [line, ...v]]))
    : undefined;
  return {
    ...applied,
    log: seats
      ? { spectator: [line, ...applied.log.spectator], seats }
      : { spectator: [line, ...applied.log.spectator] },
  };
}
