// Whose turn it is, in words, from a snapshot: shared by the banner, the page title and the tab icon.
import type { GameSnapshot, Lang } from '../../shared/api.ts';
import { seatName as nameIn } from '../../shared/seat-names.ts';
import { uiText } from '../ui/i18n.ts';

export interface TurnInfo {
  /** Seats this page acts for that have a decision pending now (not those a stand-in bot plays). */
  mySeats: number[];
  /** Seats with a decision pending that this page does not act for. */
  otherSeats: number[];
  /** Seats this page acts for that a stand-in bot plays now (their person left or ran out of time). */
  stoodIn: number[];
  finished: boolean;
}

/** Seats still waiting for a player from the lobby: until they are taken, no one moves. */
const openSeats = (s: GameSnapshot) => s.seats.filter((x) => x.kind === 'open').length;

export function turnInfo(s: GameSnapshot): TurnInfo {
  const finished = s.status === 'finished';
  const active = finished ? [] : s.activeSeats;
  // The server refuses moves while a seat is open, so none of this page's seats is to act yet.
  const mine = active.filter(
    (seat) =>
      openSeats(s) === 0 &&
      s.controls.includes(seat) &&
      !s.seats.find((x) => x.seat === seat)?.standIn &&
      (s.legalMoves[String(seat)]?.length ?? 0) > 0,
  );
  const stoodIn = s.controls.filter((seat) => s.seats.find((x) => x.seat === seat)?.standIn);
  return { mySeats: mine, otherSeats: active.filter((seat) => !mine.includes(seat)), stoodIn, finished };
}

/** A seat's name in `lang`: a default one ("Bot 3 (random)") in that language, a chosen one as it is. */
export function seatName(s: GameSnapshot, seat: number, lang: Lang): string {
  const info = s.seats.find((x) => x.seat === seat);
  if (!info) return `#${seat + 1}`;
  // A person's seat that a bot program plays through its link reads as a bot's, in both languages.
  return info.program ? `${nameIn(info, lang)} (bot)` : nameIn(info, lang);
}

/** A name written down for a seat (a chat message's, a rematch's), in `lang` when it is the seat's default. */
export function nameAs(s: GameSnapshot, seat: number, name: string, lang: Lang): string {
  const info = s.seats.find((x) => x.seat === seat) ?? { seat, kind: 'human' as const };
  return nameIn({ ...info, name }, lang);
}

/** The banner line: "Your turn", "Waiting for Bot 2", "Waiting for a player from the lobby", "Game over". */
export function turnLine(s: GameSnapshot, lang: Lang): string {
  const info = turnInfo(s);
  if (info.finished) {
    const winners = (s.outcome?.winners ?? []).map((w) => seatName(s, w, lang));
    if (winners.length === 0) return uiText(lang, 'gameOver');
    const key = winners.length > 1 ? 'winners' : 'winner';
    return `${uiText(lang, 'gameOver')} · ${uiText(lang, key, { names: winners.join(', ') })}`;
  }
  if (info.mySeats.length > 0) {
    // On a shared screen name the seat, so the right person takes the mouse.
    if (s.controls.length > 1)
      return uiText(lang, 'yourTurnSeat', { name: seatName(s, info.mySeats[0], lang) });
    return uiText(lang, 'yourTurn');
  }
  const open = openSeats(s);
  if (open > 0)
    return open === 1 ? uiText(lang, 'waitingOpenSeat') : uiText(lang, 'waitingOpenSeats', { n: open });
  return uiText(lang, 'waitingFor', { names: info.otherSeats.map((x) => seatName(s, x, lang)).join(', ') });
}
