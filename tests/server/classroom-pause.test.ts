// Pausing a classroom while a bot's move is on its way to the database. On SQLite the move passed the
// pause check before the teacher pressed pause, so it is stored; on PostgreSQL the move's write checks
// the pause itself, so a write that reaches the database after the pause is refused. Either way the
// pause is answered only after the move is settled, so the tables the teacher is shown as paused are
// the tables that stay still.
import { describe, expect, it } from 'vitest';
import { TablePausedError } from '../../src/server/storage/types.ts';
import type { ClassroomResponse } from '../../src/shared/classroom.ts';
import { newClassroom, teacherView } from '../support/classrooms.ts';
import { databases } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';

/** Bounded by attempts, not by a clock. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('never got there');
}

describe.each(databases)('a classroom paused on $name', { timeout: 60_000 }, ({ make }) => {
  const t = suiteServer(make, {}, { each: true });

  it('answers the pause after the move already past the check is stored, and nothing moves after it', async () => {
    const c = await newClassroom(t, { tables: 1, humansPerTable: 0 });
    const gameId = c.tables[0].gameId as string;
    // The first bot move is held inside the database write, after it passed the pause check.
    const append = t.storage.appendMove.bind(t.storage);
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let held: Promise<void> | undefined;
    t.storage.appendMove = (m) => {
      if (held) return append(m);
      held = released.then(() => append(m));
      return held;
    };
    await until(() => held !== undefined);
    const pausing = call(`${t.url}/api/classrooms/${c.classroomId}/pause`, {
      method: 'POST',
      token: c.teacherToken,
    });
    await until(() => t.storage.classrooms.tablePaused(gameId));
    release();
    const paused = await pausing;
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);
    const checkedByWrite = t.storage.pauseCheckedByAppend === true;
    if (checkedByWrite) await expect(held).rejects.toBeInstanceOf(TablePausedError);
    else await held;
    const shown = (paused.body as ClassroomResponse).tables.map((x) => x.moveCount);
    expect(shown).toEqual([checkedByWrite ? 0 : 1]);
    // Bots woken meanwhile are refused: the count stays as the pause showed it.
    expect(await t.server.service.botMove(gameId, 1, { type: 'MARK', cell: 8 }, 1)).toBe('stale');
    const now = await teacherView(t, c);
    expect(now.tables.map((x) => x.moveCount)).toEqual(shown);
  });
});
