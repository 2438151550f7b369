// A classroom's part in "play from here": its teacher may play on from a running table whose state hides
// chance, and every game played on from one of its tables (or from such a game) is written in the class
// log and belongs to the classroom, so that deleting the classroom deletes it too.
import type { PlayOnClassrooms } from '../game/fork.ts';
import { hashToken, sameHash } from '../seats/tokens.ts';
import type { ClassroomContext } from './context.ts';

export class ClassroomPlayOn implements PlayOnClassrooms {
  constructor(private readonly x: ClassroomContext) {}

  private async classroomOf(gameId: string) {
    const id = await this.x.d.storage.classrooms.classroomOfGame(gameId);
    return id === null ? null : this.x.d.storage.classrooms.load(id);
  }

  async isTeacher(gameId: string, token: string | undefined): Promise<boolean> {
    if (token === undefined) return false;
    const c = await this.classroomOf(gameId);
    return c !== null && sameHash(c.teacherHash, hashToken(token));
  }

  async playedOn(gameId: string, newId: string, at: number): Promise<void> {
    const c = await this.classroomOf(gameId);
    if (!c) return;
    await this.x.d.storage.classrooms.addGame(c.id, newId, this.x.now());
    const table = c.tables.indexOf(gameId) + 1;
    await this.x.record(c, 'played-on', table > 0 ? { table, at } : { at });
  }
}
