// How long the class debrief waits after a table ends: plays a classroom of three bot tables to the end
// on a fresh SQLite folder, then, table by table, drops the analysis stored at its end and times making
// it again (what the server does once a table's last move is stored), and times the debrief's answer.
// Usage: npx tsx scripts/debrief-analysis-time.ts [the-cost|industrial-waste] [players]
import { games } from '../src/games/registry.ts';
import { registryModule } from '../src/server/bots/load-games.ts';
import type { ClassroomResponse } from '../src/shared/classroom.ts';
import type { ClassDebrief } from '../src/shared/debrief.ts';
import { sqliteDatabase } from '../tests/support/databases.ts';
import { call, startTestServer } from '../tests/support/server.ts';

async function main(game: string, players: number): Promise<void> {
  const db = sqliteDatabase();
  const t = await startTestServer(db, {}, games, [registryModule]);
  try {
    const created = await call(`${t.url}/api/classrooms`, {
      body: { game, tables: 3, players, humansPerTable: 0, botLevel: 'random', seed: 'debrief-time' },
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const { classroomId: id, teacherToken: token } = created.body as {
      classroomId: string;
      teacherToken: string;
    };
    let c: ClassroomResponse | null = null;
    for (let i = 0; i < 6000 && c?.status !== 'finished'; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 100));
      c = (await call(`${t.url}/api/classrooms/${id}`, { token })).body as ClassroomResponse;
    }
    if (c?.status !== 'finished') throw new Error('the tables did not finish');
    await t.server.classrooms.endsSettled();
    for (const table of c.tables) {
      // Every estimator's figures are dropped ('' is none), then made again as at the table's end.
      await t.storage.analyses.dropOthers(table.gameId, '');
      const t0 = performance.now();
      await t.server.analysis.prepare(table.gameId);
      const ms = performance.now() - t0;
      console.log(
        `${game}, ${players} players, table ${table.table}: ${table.moveCount} moves, analysis ${ms.toFixed(0)} ms`,
      );
    }
    const t0 = performance.now();
    const d = (await call(`${t.url}/api/classrooms/${id}/debrief`, { token })).body as ClassDebrief;
    console.log(`debrief answer ${(performance.now() - t0).toFixed(0)} ms, ready: ${d.ready}`);
  } finally {
    await t.close();
    await db.drop();
  }
}

main(process.argv[2] ?? 'the-cost', Number(process.argv[3] ?? 4)).catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
