// Classrooms: a teacher creates several tables of one game at once; students join with a short code and
// take a free seat by name (or the teacher assigns it); bots fill the rest. The teacher's token opens
// the console (every table live, messages, the decision clock, seats freed or given to someone else)
// and the debrief, pauses or resumes every table, and deletes the classroom with everything of it.
// Tables are ordinary games: they are played, stored and read through the GameService like any other,
// so no rule lives here. Only the names students type are kept about them, for `retentionDays` after
// the classroom's last activity.
import { randomBytes } from 'node:crypto';
import { isRuleError, parseOptions } from '../../kernel/index.ts';
import type { ClockSpec } from '../../shared/api.ts';
import {
  RETENTION_DAYS,
  type ClassroomResponse,
  type ClassroomSeatInfo,
  type CreateClassroomRequest,
  type CreateClassroomResponse,
  type JoinInfo,
  type JoinRequest,
  type JoinResponse,
  type ScreenResponse,
} from '../../shared/classroom.ts';
import type { ClassDebrief } from '../../shared/debrief.ts';
import { parseClock } from '../clocks/spec.ts';
import { refusal } from '../http/errors.ts';
import { ruleRefusal } from '../game/live-game.ts';
import { own } from '../http/own.ts';
import { chatText } from '../social/chat.ts';
import type { ClassroomSeat, StoredClassroom } from '../storage/classrooms.ts';
import { retentionOf } from '../storage/classrooms.ts';
import { hashToken, newGameId, newToken } from '../seats/tokens.ts';
import { ClassroomConsole } from './console.ts';
import { consoleView, screenView } from './console-view.ts';
import { ClassroomContext, type ClassroomDeps, type ClassroomListener } from './context.ts';
import { reportCsv } from './csv.ts';
import { classDebrief } from './debrief.ts';
import { ClassroomLifetime, DAY_MS } from './lifetime.ts';
import { CLASSROOM_LIMITS, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from './limits.ts';
import { suggestNames } from './pseudonyms.ts';
import { ClassroomPlayOn } from './played-on.ts';
import { SeatDesk } from './seat-desk.ts';
import { CLASSROOM_TEXTS } from './texts.ts';

export { normalJoinCode, type ClassroomDeps } from './context.ts';

function newJoinCode(): string {
  const bytes = randomBytes(JOIN_CODE_LENGTH);
  return Array.from(bytes, (b) => JOIN_CODE_ALPHABET[b % JOIN_CODE_ALPHABET.length]).join('');
}

const paused = () => refusal(409, 'CLASSROOM_PAUSED', CLASSROOM_TEXTS.paused);

/** Made-up names offered on the join page, per language. */
const SUGGESTIONS = 3;

export class ClassroomService {
  private readonly x: ClassroomContext;
  private readonly desk: SeatDesk;
  private readonly console: ClassroomConsole;
  readonly lifetime: ClassroomLifetime;
  /** What "play from here" asks of classrooms (game/fork.ts). */
  readonly playOn: ClassroomPlayOn;
  /** Tables that ended, being analysed for the debrief. */
  private readonly ending = new Set<Promise<void>>();

  constructor(d: ClassroomDeps) {
    this.x = new ClassroomContext(d);
    this.desk = new SeatDesk(this.x);
    this.console = new ClassroomConsole(this.x);
    this.lifetime = new ClassroomLifetime(this.x);
    this.playOn = new ClassroomPlayOn(this.x);
    d.service.setMoveGate(async (gameId) => {
      if (await d.storage.classrooms.tablePaused(gameId)) throw paused();
    });
  }

  /** `creator`: the teacher's client key (creator.ts); the tables' bots share that creator's bot time. */
  async create(req: CreateClassroomRequest, creator?: string): Promise<CreateClassroomResponse> {
    const { d } = this.x;
    const game = own(d.games, req.game);
    if (!game)
      throw refusal(400, 'UNKNOWN_GAME', CLASSROOM_TEXTS.unknownGame(req.game, Object.keys(d.games)));
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
    const levels = d.botLevels(game);
    const botLevel = req.botLevel ?? levels[0];
    if (!levels.includes(botLevel))
      throw refusal(400, 'BAD_SEATS', CLASSROOM_TEXTS.noSuchBot(botLevel, game.title, levels));
    const retentionDays = req.retentionDays ?? RETENTION_DAYS.default;
    const clock = parseClock(req.clock);
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
      const created = await d.service.create(
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
          ...(clock ? { clock } : {}),
        },
        creator,
      );
      (await d.service.live(created.gameId)).seatsChangeHands = true;
      const tableSeats: ClassroomSeatInfo[] = created.seats.map((s) => {
        if (s.kind === 'bot') return { seat: s.seat, kind: 'bot', name: s.name, level: s.level };
        seats.push({
          table,
          seat: s.seat,
          gameId: created.gameId,
          token: s.token!,
          name: null,
          partner: null,
        });
        return { seat: s.seat, kind: 'human', name: null, link: s.link };
      });
      tables.push({ table, gameId: created.gameId, spectatorLink: created.spectatorLink, seats: tableSeats });
    }
    const teacherToken = newToken();
    const at = this.x.now();
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
          retentionDays,
          clock,
        },
        tables: tables.map((t) => t.gameId),
        paused: false,
        createdAt: at,
        updatedAt: at,
      };
      try {
        await d.storage.classrooms.create(candidate, seats);
        stored = candidate;
      } catch (e) {
        // A join code already in use: draw another (rare: 31^6 codes).
        if (attempt >= 4 || (await d.storage.classrooms.byJoinCode(candidate.joinCode)) === null) throw e;
      }
    }
    await this.x.record(stored, 'created', { tables: req.tables });
    d.logger.info({ classroomId, game: game.id, tables: req.tables }, 'classroom created');
    return {
      classroomId,
      game: game.id,
      teacherToken,
      // In the fragment, as every seat link: browsers never send it, so no log or Referer holds it.
      teacherLink: this.x.link(`/classroom/${classroomId}#token=${teacherToken}`),
      joinCode: stored.joinCode,
      joinLink: this.x.link(`/join/${stored.joinCode}`),
      screenLink: this.x.screenLink(classroomId),
      tables,
      retentionDays,
      deleteAfter: new Date(Date.parse(at) + retentionDays * DAY_MS).toISOString(),
    };
  }

  /** The teacher's console: every table, the report, the seats waited for, the class log. */
  async get(id: string, token: string | undefined): Promise<ClassroomResponse> {
    const c = await this.x.asTeacher(id, token);
    return consoleView(this.x, c, await this.lifetime.deleteAfter(c));
  }

  /** What a projector shows (no token: public figures only). */
  async screen(id: string): Promise<ScreenResponse> {
    return screenView(this.x, await this.x.load(id));
  }

  async setPaused(id: string, token: string | undefined, pause: boolean): Promise<ClassroomResponse> {
    const c = await this.x.asTeacher(id, token);
    const { d } = this.x;
    if (c.paused !== pause) {
      await d.storage.classrooms.setPaused(c.id, pause, this.x.now());
      d.logger.info({ classroomId: c.id, paused: pause }, pause ? 'classroom paused' : 'classroom resumed');
      // A move that passed the pause check just before (on PostgreSQL: whose write began before the
      // pause) is still stored: the answer waits for it, so that the tables shown as paused are the
      // tables that stay still.
      if (pause) for (const gameId of c.tables) await d.service.settled(gameId);
      // Bots that were refused while paused wait for a wake-up; other nodes find them at their sweep.
      if (!pause) for (const gameId of c.tables) await d.service.wake(gameId);
      await this.x.record(c, pause ? 'paused' : 'resumed');
    }
    return this.get(id, token);
  }

  async joinInfo(code: string): Promise<JoinInfo> {
    const c = await this.x.byCode(code);
    const [seats, observers] = await Promise.all([
      this.x.d.storage.classrooms.seats(c.id),
      this.x.d.storage.classrooms.observers(c.id),
    ]);
    const taken = [...seats.flatMap((s) => [s.name ?? '', s.partner ?? '']), ...observers.map((o) => o.name)];
    const tables = await Promise.all(
      c.tables.map(async (gameId, i) => {
        const live = await this.x.d.service.live(gameId);
        return {
          table: i + 1,
          seats: live.meta.seats.map((s) => {
            if (s.kind === 'bot') return { seat: s.seat, kind: 'bot' as const, name: s.name };
            const held = seats.find((x) => x.gameId === gameId && x.seat === s.seat);
            return {
              seat: s.seat,
              kind: 'human' as const,
              name: held?.name ?? null,
              partner: held?.partner ?? null,
            };
          }),
        };
      }),
    );
    return {
      classroomId: c.id,
      game: c.game,
      joinCode: c.joinCode,
      free: seats.filter((s) => s.name === null).length,
      shareable: seats.filter((s) => s.name !== null && s.partner === null).length,
      tables,
      suggestions: { en: suggestNames('en', SUGGESTIONS, taken), it: suggestNames('it', SUGGESTIONS, taken) },
      retentionDays: retentionOf(c.settings),
      deleteAfter: await this.lifetime.deleteAfter(c),
    };
  }

  /** A student joins by code: a seat, a share of one, or a table to follow. */
  async join(code: string, req: JoinRequest): Promise<JoinResponse> {
    return this.desk.join(await this.x.byCode(code), req);
  }

  /** The teacher gives a free seat to a student by name (or shares a held one), and gets its link. */
  async assign(id: string, token: string | undefined, req: JoinRequest & { share?: boolean }) {
    return this.desk.assign(await this.x.asTeacher(id, token), req);
  }

  async free(id: string, token: string | undefined, table: number, seat: number): Promise<ClassroomResponse> {
    await this.desk.free(await this.x.asTeacher(id, token), table, seat);
    return this.get(id, token);
  }

  async reassign(id: string, token: string | undefined, table: number, seat: number, name: string) {
    return this.desk.reassign(await this.x.asTeacher(id, token), table, seat, name);
  }

  async unwatch(id: string, token: string | undefined, n: number): Promise<ClassroomResponse> {
    await this.desk.unwatch(await this.x.asTeacher(id, token), n);
    return this.get(id, token);
  }

  async broadcast(id: string, token: string | undefined, raw: string): Promise<ClassroomResponse> {
    const c = await this.x.asTeacher(id, token);
    // The rules of a chat message: one line, something visible, at most 500 characters.
    const checked = chatText(raw);
    if ('problem' in checked) throw refusal(400, 'BAD_TEXT', checked.problem);
    await this.console.broadcast(c, checked.text);
    return this.get(id, token);
  }

  async setClock(id: string, token: string | undefined, clock: ClockSpec | null): Promise<ClassroomResponse> {
    await this.console.setClock(await this.x.asTeacher(id, token), parseClock(clock));
    return this.get(id, token);
  }

  /** Deletes the classroom with every game, seat, message and analysis of it. */
  async delete(id: string, token: string | undefined): Promise<void> {
    await this.x.asTeacher(id, token);
    await this.lifetime.remove(id);
  }

  /** The debrief in phases, with each table's key moments from its stored analysis. */
  async debrief(id: string, token: string | undefined): Promise<ClassDebrief> {
    const c = await this.x.asTeacher(id, token);
    return classDebrief(this.x, this.x.d.analysis, c);
  }

  /**
   * A game stored as over on this node: if it is a table of a classroom, its analysis is made now, so
   * that the debrief finds it stored, and the console is told once it is.
   */
  async tableOver(gameId: string): Promise<void> {
    const run = this.analyseTable(gameId);
    this.ending.add(run);
    try {
      await run;
    } finally {
      this.ending.delete(run);
    }
  }

  /** Resolves when the tables that ended so far are analysed (for tests and tools). */
  async endsSettled(): Promise<void> {
    while (this.ending.size > 0) await Promise.allSettled([...this.ending]);
  }

  private async analyseTable(gameId: string): Promise<void> {
    const { d } = this.x;
    const id = await d.storage.classrooms.classroomOfGame(gameId);
    if (id === null) return;
    const c = await d.storage.classrooms.load(id);
    if (!c?.tables.includes(gameId)) return;
    await d.analysis.prepare(gameId);
    await this.x.changed(id);
  }

  async csv(id: string, token: string | undefined): Promise<string> {
    return reportCsv((await this.get(id, token)).report);
  }

  /** Whether `token` is the classroom's teacher's (for the console's socket); throws 404/403 otherwise. */
  async checkTeacher(id: string, token: string | undefined): Promise<void> {
    await this.x.asTeacher(id, token);
  }

  /** Calls `listener` whenever the classroom changes on any node (its tables' moves are the caller's). */
  subscribe(id: string, listener: ClassroomListener): () => void {
    return this.x.subscribe(id, listener);
  }

  /** The game ids of a classroom's tables (for the console's socket), or a 404. */
  async tablesOf(id: string): Promise<string[]> {
    return (await this.x.load(id)).tables;
  }

  /** Another node changed classroom `id`: its consoles here read it again, its tables show its message. */
  async onNotice(id: string): Promise<void> {
    this.x.emit(id);
    await this.console.refresh(id);
  }
}
