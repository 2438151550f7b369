// Compact answers and pushes do not send the moves' texts, so the server does not work them out either:
// a move's label is formatted only when an answer with texts (`texts=full`, GET /decision) is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/kernel/index.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, testGames, type TestServer } from '../support/server.ts';
import { SocketClient } from '../support/socket-client.ts';
import { ticTacToe, type TttMove } from '../support/tictactoe.ts';

describe('texts worked out only when asked for', () => {
  let db: TestDatabase;
  let t: TestServer;
  let formatted = 0;
  const counted = {
    ...ticTacToe,
    formatMove: (move: TttMove, lang: Lang) => {
      formatted++;
      return ticTacToe.formatMove(move, lang);
    },
  };
  beforeAll(async () => {
    db = sqliteDatabase();
    t = await startTestServer(db, {}, { ...testGames, [ticTacToe.id]: counted });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('formats no move for compact pushes and answers, and every legal move for a whole answer', async () => {
    const body = { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'human' }, { kind: 'human' }] };
    const g = (
      await call(`${t.url}/api/games`, { body: { ...body, options: { firstPlayer: 0 }, customSetup: true } })
    ).body;
    const ann = await SocketClient.open(`${t.ws}/api/games/${g.gameId}/socket`, { token: g.seats[0].token });
    try {
      const first = await ann.state(0);
      expect(first.texts).toBe('compact');
      const from = ann.messages.length;
      ann.send({ type: 'move', id: 'm1', seat: 0, move: { type: 'MARK', cell: 4 }, expectedMoveCount: 0 });
      await ann.waitFor((m) => m.type === 'ack' && m.id === 'm1', from);
      const compact = await call(`${t.url}/api/games/${g.gameId}`, { token: g.seats[1].token });
      expect(compact.body.texts).toBe('compact');
      expect(formatted).toBe(0);
      const whole = await call(`${t.url}/api/games/${g.gameId}?texts=full`, { token: g.seats[1].token });
      expect(whole.body.legalMoves['1']).toHaveLength(8);
      expect(whole.body.legalMoves['1'][0].label).toEqual({ en: 'mark 0', it: 'segna 0' });
      // Two languages for each of the eight moves, once: a second whole answer formats nothing again.
      expect(formatted).toBe(16);
      await call(`${t.url}/api/games/${g.gameId}?texts=full`, { token: g.seats[1].token });
      expect(formatted).toBe(16);
    } finally {
      await ann.close();
    }
  });
});
