// The lobby: listed games with open seats, and taking a seat by name. A claim updates the game's seats
// only where they are still what the claimer saw, so of two claims of one seat (on one node or two)
// exactly one wins and the other is told the seat is taken. The game starts with the last open seat.
import type { ClaimSeatResponse, LobbyResponse } from '../../shared/social.ts';
import type { SeatInfo } from '../../shared/api.ts';
import { seatName } from '../../shared/seat-names.ts';
import { refusal } from '../http/errors.ts';
import type { GameService } from '../game/game-service.ts';
import { clashTexts, looksLikeBot, nameClash } from '../seats/names.ts';
import { SOCIAL_TEXTS } from './texts.ts';
import type { Storage } from '../storage/types.ts';
import { hashToken, newToken } from '../seats/tokens.ts';

export async function lobby(storage: Storage, limit: number): Promise<LobbyResponse> {
  const games = await storage.social.lobby(limit);
  return {
    games: games.map((g) => ({
      gameId: g.id,
      game: g.game,
      players: g.options.players,
      seats: g.seats,
      openSeats: g.seats.filter((s) => s.kind === 'open').map((s) => s.seat),
      // Known before claiming: whoever pinned the setup may know what is hidden.
      customSetup: g.customSetup ?? false,
      createdAt: g.createdAt,
    })),
  };
}

// In every language: the lobby page shows the refusal as it is.
const taken = (seat: number, info: SeatInfo) => {
  const text = {
    en: `Seat ${seat + 1} is not open: ${seatName(info, 'en')} has it.`,
    it: `Il posto ${seat + 1} non è libero: lo ha ${seatName(info, 'it')}.`,
  };
  return refusal(409, 'SEAT_TAKEN', text);
};

export async function claimSeat(
  service: GameService,
  storage: Storage,
  publicUrl: string,
  id: string,
  seat: number,
  name: string,
): Promise<ClaimSeatResponse> {
  if (looksLikeBot(name)) {
    const text = {
      en: `"${name}" reads as a bot's name; a person needs another name.`,
      it: `"${name}" sembra il nome di un bot; a una persona serve un altro nome.`,
    };
    throw refusal(400, 'BAD_NAME', text);
  }
  return service.locked(id, async (live) => {
    const m = live.meta;
    const info = m.seats[seat];
    if (!info) throw refusal(404, 'NO_SUCH_SEAT', SOCIAL_TEXTS.noSuchSeat(id, m.seats.length, seat));
    if (info.kind !== 'open') throw taken(seat, info);
    // Nobody at the table may be mistaken for another: not by another seat's name, nor its default one.
    const clash = nameClash(name, seat, m.seats);
    if (clash)
      throw refusal(
        clash.kind === 'taken' ? 409 : 400,
        clash.kind === 'taken' ? 'NAME_TAKEN' : 'BAD_NAME',
        clashTexts(name, clash),
      );
    const token = newToken();
    const seats = m.seats.map((s) => (s.seat === seat ? { seat, kind: 'human' as const, name } : s));
    const tokens = [...m.tokens, { hash: hashToken(token), seats: [seat] }];
    const started = !seats.some((s) => s.kind === 'open');
    const at = new Date().toISOString();
    const botToMove =
      started && m.status === 'running' && live.activeSeats().some((s) => seats[s]?.kind === 'bot');
    const won = await storage.social.claimSeat({ gameId: id, before: m.seats, seats, tokens, botToMove, at });
    if (!won) {
      // Someone else (maybe on another node) was first: show the seats as they are now.
      await service.refreshMeta(live);
      throw taken(seat, live.meta.seats[seat] ?? { seat, kind: 'human', name: '' });
    }
    service.metaCommitted(live, { ...m, seats, tokens, botToMove, updatedAt: at });
    return {
      gameId: id,
      seat,
      name,
      token,
      link: `${publicUrl}/play/${id}#token=${token}`,
      started,
    };
  });
}
