// A student of a classroom of a real game is called by the name they joined with at the table: the seat
// and the log's lines of their moves, in both languages; the teacher's console says the same name. A
// name that reads as another seat's at the table ("Player 2", "Giocatore 3") is refused.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import { joinClassroom, newClassroom, teacherView } from '../support/classrooms.ts';
import { databases } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';

describe('a classroom student’s name in a game of The Cost', { timeout: 120_000 }, () => {
  const t = suiteServer(databases[0].make, {}, { games, gameModules: [registryModule] });

  it('is the seat’s name at the table, in the log and in the console', async () => {
    const c = await newClassroom(t, { game: 'the-cost', players: 3, tables: 1, humansPerTable: 1 });
    // A name another seat of the table goes by is refused, and changes nothing.
    for (const name of ['Player 2', 'giocatore 3']) {
      const clash = await joinClassroom(t, c.joinCode, { name });
      expect(clash.status, name).toBe(400);
      expect(clash.body.error.code).toBe('BAD_NAME');
      expect(clash.body.error.text.it).toMatch(/nome predefinito del posto [23]/);
    }
    const joined = await joinClassroom(t, c.joinCode, { name: 'Student1' });
    expect(joined.status).toBe(201);
    const { gameId, token, seat } = joined.body as { gameId: string; token: string; seat: number };
    // The bots before the student in the order of play move first; a bounded number of looks.
    let before = (await call(`${t.url}/api/games/${gameId}`, { token })).body;
    for (let look = 0; look < 2000 && !before.legalMoves?.[seat]?.length; look++) {
      await new Promise((r) => setTimeout(r, 50));
      before = (await call(`${t.url}/api/games/${gameId}`, { token })).body;
    }
    expect(before.seats[seat].name).toBe('Student1');
    const choice = before.legalMoves[seat][0];
    const moved = await call(`${t.url}/api/games/${gameId}/moves`, {
      body: { seat, move: choice.move, expectedMoveCount: before.moveCount },
      token,
    });
    expect(moved.status).toBe(200);
    const g = (await call(`${t.url}/api/games/${gameId}`, { token })).body;
    const mine = g.log.find((l: { seat: number | null }) => l.seat === seat);
    expect(mine.entries[0].text.en).toMatch(/^Student1 chooses /);
    expect(mine.entries[0].text.it).toMatch(/^Student1 sceglie /);
    const text = JSON.stringify(g.log);
    expect(text).not.toMatch(/Player 1|Giocatore 1/);
    const console = await teacherView(t, c);
    expect(console.tables[0].seats[seat].name).toBe('Student1');
  });
});
