// Who holds the people's seats of a classroom: students join by code (a free seat, a seat to share once
// none is free, or a table to follow without playing), and the teacher assigns, shares, frees and
// reassigns seats. A seat's holders are its game's seat: the name a student joins with is the seat's
// name at the table, in the log and everywhere else, written with the classroom's seat in one
// transaction. Freeing or reassigning a seat gives it a new token, so the old link stops at once, on
// every node (the game's grants change, and the other nodes are told to read them again).
import { defaultSeatName } from '../../shared/seat-names.ts';
import type { SeatInfo } from '../../shared/api.ts';
import type { JoinRequest, JoinResponse, JoinRole } from '../../shared/classroom.ts';
import { reclaim, seatState } from '../clocks/seat-clocks.ts';
import { refusal } from '../http/errors.ts';
import type { ClassroomSeat, SeatHolders, StoredClassroom } from '../storage/classrooms.ts';
import type { TokenGrant } from '../storage/game-record.ts';
import { clashTexts, nameClash } from '../seats/names.ts';
import { hashToken, newToken } from '../seats/tokens.ts';
import type { ClassroomContext } from './context.ts';
import { CLASSROOM_TEXTS } from './texts.ts';
import { SEAT_DESK_TEXTS as T } from './seat-desk-texts.ts';

/** The name a seat carries in its game: its holders', or the default "Player n" while it is free. */
export function gameSeatName(seat: number, h: Pick<SeatHolders, 'name' | 'partner'>): string {
  if (h.name === null) return defaultSeatName('human', seat);
  return h.partner ? `${h.name} & ${h.partner}` : h.name;
}

/** Who holds a seat, in words: "Ada", "Ada & Bea". */
export const holdersOf = (s: Pick<ClassroomSeat, 'name' | 'partner'>): string =>
  s.partner ? `${s.name} & ${s.partner}` : (s.name ?? '');

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Tries before a seat change gives up because others keep changing the same seats. */
const ATTEMPTS = 8;

export class SeatDesk {
  constructor(private readonly x: ClassroomContext) {}

  private get store() {
    return this.x.d.storage.classrooms;
  }

  /**
   * Changes the holders of one seat: `decide` sees the seat as stored now and returns its new holders,
   * or throws a refusal. The change is written only over what was read; when another request changed
   * the seat or its game meanwhile, it reads again and decides again.
   */
  private async change(
    c: StoredClassroom,
    table: number,
    seatNo: number,
    decide: (s: ClassroomSeat) => SeatHolders,
  ): Promise<{ before: ClassroomSeat; after: SeatHolders }> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const seat = (await this.store.seats(c.id)).find((s) => s.table === table && s.seat === seatNo);
      if (!seat) throw this.noSeat(c, table, seatNo);
      const now = decide(seat);
      const game = await this.x.d.storage.loadGame(seat.gameId);
      if (!game) throw refusal(404, 'NO_SUCH_SEAT', CLASSROOM_TEXTS.noSuchSeat(seatNo + 1, table));
      if (now.name !== null) refuseClash(gameSeatName(seatNo, now), seatNo, game.seats);
      const seats: SeatInfo[] = game.seats.map((s) =>
        s.seat === seatNo ? { ...s, name: gameSeatName(seatNo, now) } : s,
      );
      const tokens: TokenGrant[] =
        now.token === seat.token
          ? game.tokens
          : game.tokens.map((g) =>
              g.seats.length === 1 && g.seats[0] === seatNo
                ? { hash: hashToken(now.token), seats: g.seats }
                : g,
            );
      const at = this.x.now();
      const written = await this.store.changeSeat({
        classroomId: c.id,
        table,
        seat: seatNo,
        gameId: seat.gameId,
        was: { name: seat.name, partner: seat.partner, token: seat.token },
        now,
        game: { before: { seats: game.seats, tokens: game.tokens }, after: { seats, tokens } },
        at,
      });
      if (!written) continue;
      // At once after the write, with nothing awaited between: a request with the old link that reads
      // the seat as free must find the link refused too.
      this.x.d.service.seatsChanged(seat.gameId, seats, tokens, at);
      if (now.token !== seat.token) {
        // "Your turn" notifications of the old holder's browser must stop with the link.
        await this.x.d.storage.push.unsubscribe(seat.gameId, seatNo).catch((e: unknown) => {
          this.x.d.logger.warn({ err: e, gameId: seat.gameId }, 'could not drop a seat’s push subscriptions');
        });
      }
      return { before: seat, after: now };
    }
    throw refusal(503, 'BUSY', T.busy);
  }

  private noSeat(c: StoredClassroom, table: number, seat: number) {
    const bot = table >= 1 && table <= c.tables.length && seat < c.settings.players;
    return bot
      ? refusal(409, 'SEAT_IS_A_BOT', CLASSROOM_TEXTS.seatIsABot(seat + 1, table))
      : refusal(404, 'NO_SUCH_SEAT', CLASSROOM_TEXTS.noSuchSeat(seat + 1, table));
  }

  /** A person takes a seat a stand-in bot was playing: they play from the next decision on. */
  private async playAgain(gameId: string, seat: number): Promise<void> {
    await this.x.d.service.changeClocks(gameId, (l, nowMs) =>
      l.meta.status === 'running' && seatState(l.clocks, seat).standIn
        ? reclaim(l.clocks, seat, l.meta.seats[seat], l.activeSeats(), nowMs)
        : null,
    );
  }

  private joined(c: StoredClassroom, role: JoinRole, s: ClassroomSeat, name: string): JoinResponse {
    this.x.d.logger.info({ classroomId: c.id, table: s.table, seat: s.seat, role }, 'seat taken');
    return {
      classroomId: c.id,
      role,
      table: s.table,
      seat: s.seat,
      gameId: s.gameId,
      name,
      token: s.token,
      link: this.x.seatLink(s.gameId, s.token),
    };
  }

  /** A student joins by code: a seat (asked for, or the first free one), a share, or a table to follow. */
  async join(c: StoredClassroom, req: JoinRequest): Promise<JoinResponse> {
    const name = req.name.trim();
    if (name === '') throw refusal(400, 'BAD_NAME', CLASSROOM_TEXTS.nameRequired);
    const role = req.as ?? 'player';
    if (role === 'observer') return this.watch(c, name, req.table);
    if ((req.table === undefined) !== (req.seat === undefined))
      throw refusal(400, 'BAD_REQUEST', CLASSROOM_TEXTS.tableAndSeat);
    const seats = await this.store.seats(c.id);
    await this.refuseTakenName(c, seats, name);
    if (role === 'partner') return this.share(c, seats, name, req, 'joined');
    if (req.table !== undefined) {
      const wanted = seats.find((s) => s.table === req.table && s.seat === req.seat);
      if (!wanted) throw this.noSeat(c, req.table, req.seat!);
      return this.take(c, wanted, name, 'joined');
    }
    // The first free seat; when another student takes it meanwhile, the next one.
    for (const s of seats) {
      if (s.name !== null) continue;
      try {
        return await this.take(c, s, name, 'joined');
      } catch (e) {
        if ((e as { code?: string }).code !== 'SEAT_TAKEN') throw e;
      }
    }
    throw refusal(409, 'CLASSROOM_FULL', CLASSROOM_TEXTS.full);
  }

  /**
   * Two students of one classroom may not go by the same name: the tables, the log and the debrief tell
   * them apart by it. `except` is a seat whose holders are being replaced.
   */
  private async refuseTakenName(
    c: StoredClassroom,
    seats: ClassroomSeat[],
    name: string,
    except?: { table: number; seat: number },
  ): Promise<void> {
    const held = seats
      .filter((s) => !(except && s.table === except.table && s.seat === except.seat))
      .flatMap((s) => [s.name, s.partner]);
    const watching = (await this.store.observers(c.id)).map((o) => o.name);
    if ([...held, ...watching].some((n) => n !== null && sameName(n, name)))
      throw refusal(409, 'NAME_TAKEN', T.nameTaken(name));
  }

  private async take(
    c: StoredClassroom,
    wanted: ClassroomSeat,
    name: string,
    kind: 'joined' | 'assigned',
  ): Promise<JoinResponse> {
    const { before } = await this.change(c, wanted.table, wanted.seat, (s) => {
      if (s.name !== null) throw refusal(409, 'SEAT_TAKEN', CLASSROOM_TEXTS.seatTaken(s.seat + 1, s.table));
      return { name, partner: null, token: s.token };
    });
    await this.playAgain(before.gameId, before.seat);
    await this.x.record(c, kind, { name, table: before.table, seat: before.seat });
    return this.joined(c, 'player', before, name);
  }

  /**
   * A second student shares a seat. A student may do so only once no seat is free (and is given the
   * first seat held by one student, table by table); the teacher may share any held seat.
   */
  private async share(
    c: StoredClassroom,
    seats: ClassroomSeat[],
    name: string,
    req: Pick<JoinRequest, 'table' | 'seat'>,
    by: 'joined' | 'assigned',
  ): Promise<JoinResponse> {
    if (by === 'joined' && seats.some((s) => s.name === null))
      throw refusal(409, 'SEATS_STILL_FREE', T.seatsStillFree);
    const candidates =
      req.table !== undefined
        ? seats.filter((s) => s.table === req.table && s.seat === req.seat)
        : // Spread over the tables: the seats of the table with the fewest partners first.
          seats
            .filter((s) => s.name !== null && s.partner === null)
            .sort((a, b) => partners(seats, a.table) - partners(seats, b.table) || a.table - b.table);
    if (req.table !== undefined && candidates.length === 0) throw this.noSeat(c, req.table, req.seat!);
    for (const wanted of candidates) {
      try {
        const { before } = await this.change(c, wanted.table, wanted.seat, (s) => {
          if (s.name === null) throw refusal(409, 'SEAT_FREE', T.seatFree(s.seat + 1, s.table));
          if (s.partner !== null) throw refusal(409, 'SEAT_SHARED', T.seatShared(s.seat + 1, s.table));
          return { name: s.name, partner: name, token: s.token };
        });
        await this.x.record(c, 'shared', { name, table: before.table, seat: before.seat, with: before.name });
        return this.joined(c, 'partner', before, name);
      } catch (e) {
        if (req.table !== undefined || (e as { code?: string }).code !== 'SEAT_SHARED') throw e;
      }
    }
    throw refusal(409, 'CLASSROOM_FULL', T.noSeatToShare);
  }

  /** A student follows a table (the one asked for, or the one with the fewest followers) without playing. */
  private async watch(c: StoredClassroom, name: string, table: number | undefined): Promise<JoinResponse> {
    if (table !== undefined && (table < 1 || table > c.tables.length))
      throw refusal(404, 'NO_SUCH_TABLE', T.noSuchTable(table, c.tables.length));
    await this.refuseTakenName(c, await this.store.seats(c.id), name);
    const observers = await this.store.observers(c.id);
    const chosen =
      table ??
      c.tables
        .map((_, i) => i + 1)
        .sort(
          (a, b) =>
            observers.filter((o) => o.table === a).length - observers.filter((o) => o.table === b).length ||
            a - b,
        )[0];
    await this.store.addObserver(c.id, { table: chosen, name, at: this.x.now() });
    await this.x.record(c, 'watching', { name, table: chosen });
    const gameId = c.tables[chosen - 1];
    return {
      classroomId: c.id,
      role: 'observer',
      table: chosen,
      gameId,
      name,
      link: this.x.spectatorLink(gameId),
    };
  }

  /** The teacher gives a free seat to a student, or shares a held one (`share`). */
  async assign(c: StoredClassroom, req: JoinRequest & { share?: boolean }): Promise<JoinResponse> {
    const name = req.name.trim();
    if (req.table === undefined || req.seat === undefined)
      throw refusal(400, 'BAD_REQUEST', CLASSROOM_TEXTS.assignWhich);
    const seats = await this.store.seats(c.id);
    await this.refuseTakenName(c, seats, name);
    if (req.share) return this.share(c, seats, name, req, 'assigned');
    const wanted = seats.find((s) => s.table === req.table && s.seat === req.seat);
    if (!wanted) throw this.noSeat(c, req.table, req.seat);
    return this.take(c, wanted, name, 'assigned');
  }

  /** The teacher frees a seat: nobody holds it, and its old link stops working at once. */
  async free(c: StoredClassroom, table: number, seat: number): Promise<void> {
    const { before } = await this.change(c, table, seat, (s) => {
      if (s.name === null) throw refusal(409, 'SEAT_FREE', T.seatFree(s.seat + 1, s.table));
      return { name: null, partner: null, token: newToken() };
    });
    this.x.d.logger.info({ classroomId: c.id, table, seat }, 'seat freed');
    await this.x.record(c, 'freed', { table, seat, was: holdersOf(before) });
  }

  /** The teacher gives a seat to another student under a new link; the old one stops working at once. */
  async reassign(c: StoredClassroom, table: number, seat: number, rawName: string): Promise<JoinResponse> {
    const name = rawName.trim();
    await this.refuseTakenName(c, await this.store.seats(c.id), name, { table, seat });
    const token = newToken();
    const { before } = await this.change(c, table, seat, () => ({ name, partner: null, token }));
    await this.playAgain(before.gameId, seat);
    this.x.d.logger.info({ classroomId: c.id, table, seat }, 'seat reassigned');
    await this.x.record(c, 'reassigned', {
      table,
      seat,
      name,
      was: before.name === null ? null : holdersOf(before),
    });
    return this.joined(c, 'player', { ...before, token }, name);
  }

  /** The teacher takes a student off the followers of a table. */
  async unwatch(c: StoredClassroom, n: number): Promise<void> {
    const o = (await this.store.observers(c.id)).find((x) => x.n === n);
    if (!o || !(await this.store.removeObserver(c.id, n)))
      throw refusal(404, 'NO_SUCH_OBSERVER', T.noSuchObserver(n));
    await this.x.record(c, 'unwatched', { name: o.name, table: o.table });
  }
}

/**
 * Nobody at a table may be mistaken for another seat: a student's name is not another seat's name there,
 * nor its default one ("Player 2", "Giocatore 2"), as for any game's seats.
 */
function refuseClash(name: string, seat: number, seats: readonly SeatInfo[]): void {
  const clash = nameClash(name, seat, seats);
  if (clash)
    throw refusal(
      clash.kind === 'taken' ? 409 : 400,
      clash.kind === 'taken' ? 'NAME_TAKEN' : 'BAD_NAME',
      clashTexts(name, clash),
    );
}

const partners = (seats: ClassroomSeat[], table: number) =>
  seats.filter((s) => s.table === table && s.partner !== null).length;
