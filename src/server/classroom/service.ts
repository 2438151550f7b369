// Classrooms: a teacher creates several tables of one game at once; students join with a short code and
// take a free seat by name (or the teacher assigns it); bots fill the rest. The teacher's token opens
// the dashboard and the debrief and pauses or resumes every table. Tables are ordinary games: they are
// played, stored and read through the GameService like any other, so no rule lives here.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { isRuleError, parseOptions, type AnyGame } from '../../kernel/index.ts';
import type {
  ClassroomResponse,
  ClassroomSeatInfo,
  ClassroomTable,
  CreateClassroomRequest,
  CreateClassroomResponse,
  JoinInfo,
  JoinRequest,
  JoinResponse,
} from '../../shared/classroom.ts';
import { refusal } from '../http/errors.ts';
import type { GameService } from '../game/game-service.ts';
import { ruleRefusal } from '../game/live-game.ts';
import type { ClassroomSeat, StoredClassroom } from '../storage/classrooms.ts';
import type { Storage } from '../storage/types.ts';
import { hashToken, newGameId, newToken, sameHash } from '../seats/tokens.ts';
import { reportCsv } from './csv.ts';
import { digestOf } from './digests.ts';
import { CLASSROOM_LIMITS, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from './limits.ts';
import { promptsFor } from './prompts.ts';
import { CLASSROOM_TEXTS } from './texts.ts';
import type { TableInput } from './table-input.ts';
import { own } from '../http/own.ts';
import { seatName } from '../../shared/seat-names.ts';

export interface ClassroomDeps {
  games: Record<string, AnyGame>;
  storage: Storage;
  service: GameService;
  logger: Logger;
  botLevels: (game: AnyGame) => string[];
  publicUrl: string;
}

const now = () => new Date().toISOString();

function newJoinCode(): string {
  const bytes = randomBytes(JOIN_CODE_LENGTH);
  return Array.from(bytes, (b) => JOIN_CODE_ALPHABET[b % JOIN_CODE_ALPHABET.length]).join('');
}

export const normalJoinCode = (code: string): string => code.trim().toUpperCase();

const paused = () => refusal(409, 'CLASSROOM_PAUSED', CLASSROOM_TEXTS.paused);

export class ClassroomService {
  constructor(private readonly d: ClassroomDeps) {
    d.service.setMoveGate(async (gameId) => {
      if (await d.storage.classrooms.tablePaused(gameId)) throw paused();
    });
  }

  private link = (path: string) => `${this.d.publicUrl}${path}`;
  private seatLink = (gameId: string, token: string) => this.link(`/play/${gameId}#token=${token}`);

  /** `creator`: the teacher's client key (seats/creator.ts); the tables' bots share that creator's bot time. */
  async create(req: CreateClassroomRequest, creator?: string): Promise<CreateClassroomResponse> {
    const game = own(this.d.games, req.game);
    if (!game)
      throw refusal(400, 'UNKNOWN_GAME', CLASSROOM_TEXTS.unknownGame(req.game, Object.keys(this.d.games)));
    const L = CLASSROOM_LIMITS;
    if (req.tables > L.maxTables)
      throw refusal(400, 'CLASSROOM_TOO_LARGE', CLASSROOM_TEXTS.tooManyTables(L.maxTables, req.tables));
    if (req.players < game.minPlayers || req.players > game.maxPlayers)
      throw refusal(
        400,
        'BAD_PLAYERS',
        CLASSROOM_TEXTS.badPlayers(game.title, game.minPlayers, game.maxPlayers, req.players),
      );
    if (req.tables * req.players > L.maxSeats)
      throw refusal(
        400,
        'CLASSROOM_TOO_LARGE',
        CLASSROOM_TEXTS.tooManySeats(L.maxSeats, req.tables, req.players),
      );
    if (req.humansPerTable > req.players)
      throw refusal(400, 'BAD_SEATS', CLASSROOM_TEXTS.noRoom(req.players, req.humansPerTable));
    const students = req.students ?? req.tables * req.humansPerTable;
    if (students > req.tables * req.humansPerTable)
      throw refusal(
        400,
        'BAD_SEATS',
        CLASSROOM_TEXTS.tooManyStudents(req.tables, req.humansPerTable, students),
      );
    const levels = this.d.botLevels(game);
    const botLevel = req.botLevel ?? levels[0];
    if (!levels.includes(botLevel))
      throw refusal(400, 'BAD_SEATS', CLASSROOM_TEXTS.noSuchBot(botLevel, game.title, levels));
    // Checked before any table is created, so that a bad option creates nothing.
    try {
      parseOptions(game, { ...(req.options ?? {}), players: req.players });
    } catch (e) {
      if (isRuleError(e)) throw ruleRefusal(400, game, e);
      throw e;
    }

    const classroomId = newGameId();
    const tables: CreateClassroomResponse['tables'] = [];
    const seats: ClassroomSeat[] = [];
    for (let table = 1; table <= req.tables; table++) {
      // Evenly: the first tables take one person more when the class does not divide.
      const people = Math.floor(students / req.tables) + (table - 1 < students % req.tables ? 1 : 0);
      const created = await this.d.service.create(
        {
          game: game.id,
          players: req.players,
          seats: Array.from({ length: req.players }, (_, seat) =>
            seat < people
              ? // Unnamed until a student takes it: "Player n", which every page says in its language.
                { kind: 'human' as const }
              : { kind: 'bot' as const, level: botLevel },
          ),
          ...(req.options ? { options: req.options } : {}),
          ...(req.seed ? { seed: `${req.seed}:${table}` } : {}),
          // The teacher's pins are shown at every table (customSetup), as for any creator.
          ...(req.options || req.seed ? { customSetup: true } : {}),
        },
        creator,
      );
      const tableSeats: ClassroomSeatInfo[] = created.seats.map((s) => {
        if (s.kind === 'bot') return { seat: s.seat, kind: 'bot', name: s.name, level: s.level };
        seats.push({ table, seat: s.seat, gameId: created.gameId, token: s.token!, name: null });
        return { seat: s.seat, kind: 'human', name: null, link: s.link };
      });
      tables.push({ table, gameId: created.gameId, spectatorLink: created.spectatorLink, seats: tableSeats });
    }
    const teacherToken = newToken();
    const at = now();
    let stored: StoredClassroom | undefined;
    for (let attempt = 0; !stored; attempt++) {
      const candidate: StoredClassroom = {
        id: classroomId,
        game: game.id,
        teacherHash: hashToken(teacherToken),
        joinCode: newJoinCode(),
        settings: {
          tables: req.tables,
          players: req.players,
          humansPerTable: req.humansPerTable,
          students,
          botLevel,
          lang: req.lang ?? 'en',
        },
        tables: tables.map((t) => t.gameId),
        paused: false,
        createdAt: at,
        updatedAt: at,
      };
      try {
        await this.d.storage.classrooms.create(candidate, seats);
        stored = candidate;
      } catch (e) {
        // A join code already in use: draw another (rare: 31^6 codes).
        if (attempt >= 4 || (await this.d.storage.classrooms.byJoinCode(candidate.joinCode)) === null)
          throw e;
      }
    }
    this.d.logger.info({ classroomId, game: game.id, tables: req.tables }, 'classroom created');
    return {
      classroomId,
      game: game.id,
      teacherToken,
      teacherLink: this.link(`/classroom/${classroomId}?token=${teacherToken}`),
      joinCode: stored.joinCode,
      joinLink: this.link(`/join/${stored.joinCode}`),
      tables,
    };
  }

  /** The classroom, if `token` is its teacher's; 404 or 403 otherwise. */
  private async asTeacher(id: string, token: string | undefined): Promise<StoredClassroom> {
    const c = await this.d.storage.classrooms.load(id);
    if (!c) throw refusal(404, 'NO_SUCH_CLASSROOM', CLASSROOM_TEXTS.noSuchClassroom(id));
    if (token === undefined)
      throw refusal(403, 'TEACHER_TOKEN_REQUIRED', CLASSROOM_TEXTS.teacherLinkRequired);
    if (!sameHash(c.teacherHash, hashToken(token)))
      throw refusal(403, 'BAD_TEACHER_TOKEN', CLASSROOM_TEXTS.notTeacherLink);
    return c;
  }

  private async tableInputs(c: StoredClassroom, seats: ClassroomSeat[]): Promise<TableInput[]> {
    return Promise.all(
      c.tables.map(async (gameId, i) => {
        const snapshot = await this.d.service.snapshot(gameId, undefined);
        // In the classroom's language, as its debrief.
        const lang = c.settings.lang ?? 'en';
        const names = snapshot.seats.map((s) => {
          if (s.kind === 'bot') return seatName(s, lang);
          const taken = seats.find((x) => x.gameId === gameId && x.seat === s.seat)?.name;
          return taken ?? (lang === 'it' ? `Posto ${s.seat + 1} (libero)` : `Seat ${s.seat + 1} (free)`);
        });
        return { table: i + 1, snapshot, names };
      }),
    );
  }

  async get(id: string, token: string | undefined): Promise<ClassroomResponse> {
    const c = await this.asTeacher(id, token);
    const seats = await this.d.storage.classrooms.seats(c.id);
    const inputs = await this.tableInputs(c, seats);
    const digest = digestOf(c.game);
    const tables: ClassroomTable[] = inputs.map((t) => {
      const snap = t.snapshot;
      return {
        table: t.table,
        gameId: snap.gameId,
        status: snap.status,
        moveCount: snap.moveCount,
        round: null,
        phase: null,
        toAct: snap.activeSeats.map((s) => t.names[s]),
        seats: snap.seats.map((s) => {
          if (s.kind === 'bot') return { seat: s.seat, kind: 'bot', name: s.name, level: s.level };
          const held = seats.find((x) => x.gameId === snap.gameId && x.seat === s.seat);
          return {
            seat: s.seat,
            kind: 'human',
            name: held?.name ?? null,
            ...(held ? { link: this.seatLink(snap.gameId, held.token) } : {}),
          };
        }),
        spectatorLink: this.link(`/play/${snap.gameId}`),
        ...digest.table(t),
      };
    });
    return {
      classroomId: c.id,
      game: c.game,
      settings: {
        ...c.settings,
        students: c.settings.students ?? c.settings.tables * c.settings.humansPerTable,
      },
      paused: c.paused,
      status: tables.every((t) => t.status === 'finished') ? 'finished' : 'running',
      joinCode: c.joinCode,
      joinLink: this.link(`/join/${c.joinCode}`),
      teacherLink: this.link(`/classroom/${c.id}`),
      tables,
      report: digest.report(inputs),
      prompts: promptsFor(c.game),
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    };
  }

  async setPaused(id: string, token: string | undefined, pause: boolean): Promise<ClassroomResponse> {
    const c = await this.asTeacher(id, token);
    if (c.paused !== pause) {
      await this.d.storage.classrooms.setPaused(c.id, pause, now());
      this.d.logger.info(
        { classroomId: c.id, paused: pause },
        pause ? 'classroom paused' : 'classroom resumed',
      );
      // A move that passed the pause check just before is still stored: the answer waits for it, so
      // that the tables shown as paused are the tables that stay still.
      if (pause) for (const gameId of c.tables) await this.d.service.settled(gameId);
      // Bots that were refused while paused wait for a wake-up; other nodes find them at their sweep.
      if (!pause) for (const gameId of c.tables) await this.d.service.wake(gameId);
    }
    return this.get(id, token);
  }

  private async byCode(code: string): Promise<StoredClassroom> {
    const c = await this.d.storage.classrooms.byJoinCode(normalJoinCode(code));
    if (!c) throw refusal(404, 'NO_SUCH_CLASSROOM', CLASSROOM_TEXTS.noSuchCode(code));
    return c;
  }

  async joinInfo(code: string): Promise<JoinInfo> {
    const c = await this.byCode(code);
    const seats = await this.d.storage.classrooms.seats(c.id);
    const tables = await Promise.all(
      c.tables.map(async (gameId, i) => {
        const live = await this.d.service.live(gameId);
        return {
          table: i + 1,
          seats: live.meta.seats.map((s) =>
            s.kind === 'bot'
              ? { seat: s.seat, kind: 'bot' as const, name: s.name }
              : {
                  seat: s.seat,
                  kind: 'human' as const,
                  name: seats.find((x) => x.gameId === gameId && x.seat === s.seat)?.name ?? null,
                },
          ),
        };
      }),
    );
    return {
      classroomId: c.id,
      game: c.game,
      joinCode: c.joinCode,
      free: seats.filter((s) => s.name === null).length,
      tables,
    };
  }

  /** A student takes a seat by name: the one asked for, or the first free one. */
  async join(code: string, req: JoinRequest): Promise<JoinResponse> {
    const c = await this.byCode(code);
    return this.claim(c, req);
  }

  /** The teacher gives a free seat to a student by name, and gets the seat's link to hand over. */
  async assign(id: string, token: string | undefined, req: JoinRequest): Promise<JoinResponse> {
    const c = await this.asTeacher(id, token);
    if (req.table === undefined || req.seat === undefined)
      throw refusal(400, 'BAD_REQUEST', CLASSROOM_TEXTS.assignWhich);
    return this.claim(c, req);
  }

  private async claim(c: StoredClassroom, req: JoinRequest): Promise<JoinResponse> {
    const name = req.name.trim();
    if (name === '') throw refusal(400, 'BAD_NAME', CLASSROOM_TEXTS.nameRequired);
    if ((req.table === undefined) !== (req.seat === undefined))
      throw refusal(400, 'BAD_REQUEST', CLASSROOM_TEXTS.tableAndSeat);
    const seats = await this.d.storage.classrooms.seats(c.id);
    if (req.table !== undefined) {
      const wanted = seats.find((s) => s.table === req.table && s.seat === req.seat);
      if (!wanted) {
        const bot = req.table >= 1 && req.table <= c.tables.length && (req.seat ?? 0) < c.settings.players;
        throw bot
          ? refusal(409, 'SEAT_IS_A_BOT', CLASSROOM_TEXTS.seatIsABot(req.seat! + 1, req.table))
          : refusal(404, 'NO_SUCH_SEAT', CLASSROOM_TEXTS.noSuchSeat(req.seat! + 1, req.table));
      }
      if (wanted.name !== null || !(await this.take(c, wanted, name)))
        throw refusal(409, 'SEAT_TAKEN', CLASSROOM_TEXTS.seatTaken(wanted.seat + 1, wanted.table));
      return this.joined(c, wanted, name);
    }
    // The first free seat; when another student takes it meanwhile, the next one.
    for (const s of seats) {
      if (s.name !== null) continue;
      if (await this.take(c, s, name)) return this.joined(c, s, name);
    }
    throw refusal(409, 'CLASSROOM_FULL', CLASSROOM_TEXTS.full);
  }

  private take(c: StoredClassroom, s: ClassroomSeat, name: string): Promise<boolean> {
    return this.d.storage.classrooms.claimSeat(c.id, s.table, s.seat, name, now());
  }

  private joined(c: StoredClassroom, s: ClassroomSeat, name: string): JoinResponse {
    this.d.logger.info({ classroomId: c.id, table: s.table, seat: s.seat }, 'seat taken');
    return {
      classroomId: c.id,
      table: s.table,
      seat: s.seat,
      gameId: s.gameId,
      name,
      token: s.token,
      link: this.seatLink(s.gameId, s.token),
    };
  }

  async csv(id: string, token: string | undefined): Promise<string> {
    return reportCsv((await this.get(id, token)).report);
  }
}
