// The accident procedure (spec §5.3), during a layout and once more at the end of the game. Seats are
// dealt with in order from the start player; a seat at risk with a face-down kept card is asked first.
import type { Seat } from '../../../kernel/index.ts';
import { EDITION, typeOf } from '../data/edition.ts';
import type { IwState, SeatState } from '../state.ts';
import { cardParams, note, zoneParams, type Log } from './log.ts';
import { payCompulsory } from './payments.ts';

/** What a Bribery card costs on top of the fine. */
export const BRIBE = EDITION.data.bribery.extra;

export const zoneOf = (p: SeatState) => EDITION.zoneAt[p.waste];

/**
 * Whether the seat is asked about bribery. Every seat with a face-down card in the yellow or red zone
 * right of the first column is asked, whatever that card is: asking only Bribery holders would show
 * everyone what the face-down card is. Only a Bribery holder can answer yes.
 */
export function isAsked(p: SeatState): boolean {
  return p.kept !== null && zoneOf(p).steps > 0 && p.growth > EDITION.growthMin;
}

/** What an accident takes from a seat's cash: its zone's fine, plus the bribe when it bribes. */
export const accidentPayment = (p: SeatState, bribed: boolean): number =>
  zoneOf(p).fine + (bribed ? BRIBE : 0);

/** Where the factory stands after an accident that was not bribed away: its zone's steps back, never off the board. */
export const growthAfterAccident = (p: SeatState): number =>
  Math.max(EDITION.growthMin, p.growth - zoneOf(p).steps);

export const canBribe = (p: SeatState): boolean => isAsked(p) && typeOf(p.kept as string) === 'bribery';

export function startAccident(s: IwState, at: 'layout' | 'end', log: Log): void {
  const order: Seat[] = [];
  for (let i = 0; i < s.players; i++) order.push((s.startPlayer + i) % s.players);
  s.accident = { at, order, next: 0, asking: false };
  if (log) note(log, at === 'layout' ? 'accidentDrawn' : 'finalAccident', {});
}

/** Deals with seats until one must be asked (returns false) or all are done (returns true, accident cleared). */
export function continueAccident(s: IwState, log: Log): boolean {
  const a = s.accident;
  if (a === null) return true;
  if (a.asking) return false;
  while (a.next < a.order.length) {
    const seat = a.order[a.next];
    if (isAsked(s.seats[seat])) {
      a.asking = true;
      return false;
    }
    strike(s, seat, false, log);
    a.next++;
  }
  s.accident = null;
  return true;
}

/** The asked seat's answer; the caller has checked that `use` is allowed. */
export function answerBribery(s: IwState, use: boolean, log: Log): void {
  const a = s.accident as NonNullable<IwState['accident']>;
  const seat = a.order[a.next];
  if (!use && log) note(log, 'briberyDeclined', { seat });
  strike(s, seat, use, log);
  a.asking = false;
  a.next++;
}

function strike(s: IwState, seat: Seat, bribed: boolean, log: Log): void {
  const p = s.seats[seat];
  const z = zoneOf(p);
  if (z.fine === 0 && z.steps === 0) {
    if (log) note(log, 'accidentSpared', { seat, waste: p.waste, ...zoneParams(z.zone) });
    return;
  }
  const amount = accidentPayment(p, bribed);
  payCompulsory(s, seat, amount, log);
  if (bribed) {
    const card = p.kept as string;
    p.kept = null;
    s.discard.push(card);
    if (log)
      note(log, 'accidentBribed', {
        seat,
        fine: z.fine,
        bribe: BRIBE,
        amount,
        growth: p.growth,
        ...zoneParams(z.zone),
        ...cardParams(card),
      });
    return;
  }
  const from = p.growth;
  p.growth = growthAfterAccident(p);
  if (log)
    note(log, from === p.growth ? 'accidentFinedAtEdge' : 'accidentFined', {
      seat,
      fine: z.fine,
      from,
      to: p.growth,
      ...zoneParams(z.zone),
    });
}
