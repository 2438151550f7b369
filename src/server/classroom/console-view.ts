// The classroom as the teacher's console shows it (every table with who holds each seat, the report,
// the seats being waited for, the class log), and as the big screen shows it (public figures only).
// Both are read from the tables' games as anyone watching them would see them, so nothing here decides
// a rule or shows a secret.
import { SPECTATOR } from '../../kernel/index.ts';
import type { Texts } from '../../shared/api.ts';
import { chosenName, seatNames } from '../../shared/seat-names.ts';
import type {
  ClassroomResponse,
  ClassroomTable,
  ScreenResponse,
  WaitingSeat,
} from '../../shared/classroom.ts';
import { seatState } from '../clocks/seat-clocks.ts';
import type { LiveGame } from '../game/live-game.ts';
import type { ClassEvent, ClassroomSeat, StoredClassroom } from '../storage/classrooms.ts';
import { retentionOf } from '../storage/classrooms.ts';
import type { ClassroomContext } from './context.ts';
import { digestOf } from './digests.ts';
import { logLine } from './log-texts.ts';
import { promptsFor } from './prompts.ts';
import type { TableInput } from './table-input.ts';

export interface Tables {
  lives: LiveGame[];
  inputs: TableInput[];
}

/** Every table as stored now (on every node), with its seats named in the classroom's language. */
export async function readTables(x: ClassroomContext, c: StoredClassroom): Promise<Tables> {
  const lang = c.settings.lang ?? 'en';
  const lives = await Promise.all(c.tables.map((gameId) => x.d.service.latest(gameId)));
  const inputs = lives.map((live, i) => {
    const snapshot = live.snapshot(SPECTATOR, []);
    // A student's seat is called by the name they joined with (the game's own seat name); a seat nobody
    // holds yet says so.
    const namesIn = snapshot.seats.map((s): Texts =>
      s.kind === 'human' && chosenName(s) === null
        ? { en: `Seat ${s.seat + 1} (free)`, it: `Posto ${s.seat + 1} (libero)` }
        : seatNames(s),
    );
    return { table: i + 1, snapshot, names: namesIn.map((n) => n[lang]), namesIn };
  });
  return { lives, inputs };
}

/**
 * The debrief names a seat the teacher freed by who held it last ("Ada (seat freed)"), from the class
 * log's line of the freeing: the game itself has gone back to its default name, but the debrief tells
 * what each student did. A seat taken again since carries its new holder's name and is left alone.
 */
export function namePlayedSeats(c: StoredClassroom, t: Tables, events: ClassEvent[]): Tables {
  const lang = c.settings.lang ?? 'en';
  const inputs = t.inputs.map((input) => {
    const namesIn = input.snapshot.seats.map((s, i): Texts => {
      if (s.kind !== 'human' || chosenName(s) !== null) return input.namesIn[i];
      const freed = events.findLast(
        (e) => e.kind === 'freed' && e.params.table === input.table && e.params.seat === s.seat,
      );
      const was = freed?.params.was;
      if (typeof was !== 'string' || was === '') return input.namesIn[i];
      return { en: `${was} (seat freed)`, it: `${was} (posto liberato)` };
    });
    return { ...input, names: namesIn.map((n) => n[lang]), namesIn };
  });
  return { ...t, inputs };
}

/** The people's seats the tables are waiting for, the longest wait first. */
export function waitingSeats(c: StoredClassroom, t: Tables, seats: ClassroomSeat[]): WaitingSeat[] {
  const out: WaitingSeat[] = [];
  t.lives.forEach((live, i) => {
    if (live.meta.status !== 'running') return;
    for (const seat of live.activeSeats()) {
      if (live.meta.seats[seat]?.kind !== 'human' || live.botLevelOf(seat) !== null) continue;
      const held = seats.find((s) => s.gameId === live.id && s.seat === seat);
      out.push({
        table: i + 1,
        seat,
        gameId: live.id,
        name: held?.name ? (held.partner ? `${held.name} & ${held.partner}` : held.name) : null,
        since: live.waitingSince(seat),
        deadline: seatState(live.clocks, seat).deadline,
      });
    }
  });
  return out.sort((a, b) => a.since.localeCompare(b.since) || a.table - b.table || a.seat - b.seat);
}

export async function consoleView(
  x: ClassroomContext,
  c: StoredClassroom,
  deleteAfter: string,
): Promise<ClassroomResponse> {
  const store = x.d.storage.classrooms;
  const [seats, t, observers, events] = await Promise.all([
    store.seats(c.id),
    readTables(x, c),
    store.observers(c.id),
    store.events(c.id),
  ]);
  const digest = digestOf(c.game);
  const tables: ClassroomTable[] = t.inputs.map((input, i) => {
    const snap = input.snapshot;
    const live = t.lives[i];
    return {
      table: input.table,
      gameId: snap.gameId,
      status: snap.status,
      moveCount: snap.moveCount,
      round: null,
      phase: null,
      toAct: snap.activeSeats.map((s) => input.names[s]),
      seats: snap.seats.map((s) => {
        if (s.kind === 'bot') return { seat: s.seat, kind: 'bot', name: s.name, level: s.level };
        const held = seats.find((x) => x.gameId === snap.gameId && x.seat === s.seat);
        const standIn = live.botLevelOf(s.seat);
        return {
          seat: s.seat,
          kind: 'human',
          name: held?.name ?? null,
          partner: held?.partner ?? null,
          ...(held ? { link: x.seatLink(snap.gameId, held.token) } : {}),
          ...(standIn !== null ? { standIn } : {}),
        };
      }),
      spectatorLink: x.spectatorLink(snap.gameId),
      ...digest.table(input),
    };
  });
  const lastBroadcast = [...events].reverse().find((e) => e.kind === 'broadcast');
  return {
    classroomId: c.id,
    game: c.game,
    settings: {
      tables: c.settings.tables,
      players: c.settings.players,
      humansPerTable: c.settings.humansPerTable,
      students: c.settings.students ?? c.settings.tables * c.settings.humansPerTable,
      botLevel: c.settings.botLevel,
      lang: c.settings.lang ?? 'en',
    },
    paused: c.paused,
    status: tables.every((x) => x.status === 'finished') ? 'finished' : 'running',
    joinCode: c.joinCode,
    joinLink: x.link(`/join/${c.joinCode}`),
    teacherLink: x.link(`/classroom/${c.id}`),
    screenLink: x.screenLink(c.id),
    tables,
    report: digest.report(t.inputs),
    prompts: promptsFor(c.game),
    retentionDays: retentionOf(c.settings),
    deleteAfter,
    clock: c.settings.clock ?? null,
    notice: lastBroadcast ? { text: String(lastBroadcast.params.text), at: lastBroadcast.at } : null,
    observers: observers.map((o) => ({ n: o.n, table: o.table, name: o.name })),
    waiting: waitingSeats(c, t, seats),
    log: events.map(logLine),
    serverTime: x.now(),
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

/** What a projector shows: each table's public figures and who sits there; no link, no secret. */
export async function screenView(x: ClassroomContext, c: StoredClassroom): Promise<ScreenResponse> {
  const t = await readTables(x, c);
  const digest = digestOf(c.game);
  const events = await x.d.storage.classrooms.events(c.id);
  const lastBroadcast = [...events].reverse().find((e) => e.kind === 'broadcast');
  return {
    classroomId: c.id,
    game: c.game,
    joinCode: c.joinCode,
    paused: c.paused,
    status: t.inputs.every((i) => i.snapshot.status === 'finished') ? 'finished' : 'running',
    notice: lastBroadcast ? { text: String(lastBroadcast.params.text), at: lastBroadcast.at } : null,
    tables: t.inputs.map((input) => {
      const d = digest.table(input);
      return {
        table: input.table,
        status: input.snapshot.status,
        moveCount: input.snapshot.moveCount,
        names: input.names,
        round: d.round ?? null,
        phase: d.phase ?? null,
        ...(d.money ? { money: d.money } : {}),
        ...(d.deaths !== undefined ? { deaths: d.deaths } : {}),
        ...(d.bans ? { bans: d.bans } : {}),
        ...(d.waste ? { waste: d.waste } : {}),
        ...(d.loans ? { loans: d.loans } : {}),
        ...(d.accidents !== undefined ? { accidents: d.accidents } : {}),
        scores: input.snapshot.outcome?.scores ?? null,
        winners: input.snapshot.outcome?.winners ?? [],
      };
    }),
  };
}
