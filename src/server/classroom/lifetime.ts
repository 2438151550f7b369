// How long a classroom lives: until its teacher deletes it, or `retentionDays` after its last activity
// (a move at any of its tables, a student joining, anything the teacher did), when a sweep deletes it.
// Deleting takes every row of the classroom and its games from the database (see ClassroomStore.delete);
// the games leave memory, their sockets are closed, and the other nodes are told to forget them too.
import type { StoredClassroom } from '../storage/classrooms.ts';
import { retentionOf } from '../storage/classrooms.ts';
import type { ClassroomContext } from './context.ts';

export const DAY_MS = 86_400_000;

export class ClassroomLifetime {
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<number>;

  constructor(private readonly x: ClassroomContext) {}

  /** When the classroom will be deleted if nothing happens meanwhile (ISO). */
  async deleteAfter(c: StoredClassroom): Promise<string> {
    const last = (await this.x.d.storage.classrooms.lastActivity(c.id)) ?? c.updatedAt;
    return new Date(Date.parse(last) + retentionOf(c.settings) * DAY_MS).toISOString();
  }

  /** Deletes the classroom and everything of its games; false when there was no such classroom. */
  async remove(id: string): Promise<boolean> {
    const store = this.x.d.storage.classrooms;
    const c = await store.load(id);
    if (!c) return false;
    // Every table stops first, on every node (the pause is read before each move, or on PostgreSQL
    // checked by the move's write), and the moves on their way here are settled before the rows go.
    if (!c.paused) await store.setPaused(id, true, this.x.now());
    for (const gameId of c.tables) await this.x.d.service.settled(gameId);
    const games = await store.delete(id);
    if (games === null) return false;
    for (const gameId of games) {
      await this.x.d.storage.push.forgetGame(gameId).catch(() => {});
      await this.x.d.service.forget(gameId);
      await this.x.d.storage
        .announce({ gameId, seq: 0, gone: true })
        .catch((e: unknown) => this.x.d.logger.warn({ err: e, gameId }, 'could not announce a deletion'));
    }
    // Its consoles read it again, find nothing, and close.
    await this.x.changed(id);
    this.x.d.logger.info({ classroomId: id, games: games.length }, 'classroom deleted');
    return true;
  }

  /** Deletes every classroom whose time is up at `now` (ms); returns how many went. */
  sweep(now = this.x.nowMs()): Promise<number> {
    this.sweeping ??= (async () => {
      let deleted = 0;
      try {
        for (const a of await this.x.d.storage.classrooms.activity()) {
          if (Date.parse(a.lastActivity) + a.retentionDays * DAY_MS > now) continue;
          if (await this.remove(a.id)) deleted++;
        }
      } catch (e) {
        this.x.d.logger.error({ err: e }, 'classroom deletion sweep failed');
      }
      return deleted;
    })().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  /** Sweeps now and then every `everyMs`. */
  start(everyMs: number): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), everyMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }
}
