// The teacher's levers over every table at once: a message shown at every table (each table's snapshot
// carries it as `classroomNotice`, pushed to its sockets at once) and the decision clock (a stand-in bot
// plays for a student whose time runs out; the student takes the seat back with their link).
import type { ClockSpec } from '../../shared/api.ts';
import type { ClassroomNotice } from '../../shared/classroom.ts';
import { withClockSpec } from '../clocks/respec.ts';
import type { LiveGame } from '../game/live-game.ts';
import type { StoredClassroom } from '../storage/classrooms.ts';
import type { ClassroomContext } from './context.ts';

export class ClassroomConsole {
  constructor(private readonly x: ClassroomContext) {
    // A table loaded into memory shows the classroom's message from the start.
    x.d.service.setLoadHook(async (live: LiveGame) => {
      const id = await x.d.storage.classrooms.classroomOfGame(live.id);
      if (id === null) return;
      const c = await x.d.storage.classrooms.load(id);
      if (!c?.tables.includes(live.id)) return;
      live.seatsChangeHands = true;
      live.setClassroomNotice(await this.notice(id));
    });
  }

  /** The classroom's last message to its tables, if any. */
  async notice(id: string): Promise<ClassroomNotice | null> {
    const e = await this.x.d.storage.classrooms.lastEvent(id, 'broadcast');
    return e ? { text: String(e.params.text), at: e.at } : null;
  }

  /** Shows `text` at every table at once, and writes it in the class log. */
  async broadcast(c: StoredClassroom, text: string): Promise<ClassroomNotice> {
    const e = await this.x.record(c, 'broadcast', { text });
    const notice = { text, at: e.at };
    this.showAtTables(c, notice);
    return notice;
  }

  private showAtTables(c: StoredClassroom, notice: ClassroomNotice | null): void {
    for (const gameId of c.tables) this.x.d.service.tableNotice(gameId, notice);
  }

  /** Another node changed the classroom: the tables held here show its message as it is now. */
  async refresh(id: string): Promise<void> {
    const c = await this.x.d.storage.classrooms.load(id);
    if (c) this.showAtTables(c, await this.notice(id));
  }

  /** Sets the decision clock of every running table; each person's time starts afresh under it. */
  async setClock(c: StoredClassroom, spec: ClockSpec | null): Promise<void> {
    await this.x.d.storage.classrooms.setSettings(c.id, { ...c.settings, clock: spec }, this.x.now());
    for (const gameId of c.tables)
      await this.x.d.service.changeClocks(gameId, (live, nowMs) =>
        live.meta.status === 'running'
          ? withClockSpec(live.clocks, spec, live.meta.seats, live.activeSeats(), nowMs)
          : null,
      );
    await this.x.record(c, 'clock', spec ? { ...spec } : {});
  }
}
