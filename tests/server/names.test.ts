// Names of games and of people, as requests give them. A game name that is a property every object
// inherits ("constructor", "__proto__") answered 500; names were stored as given (NUL, new lines,
// U+202E, nothing visible) and a person could call itself "Bot 2 (random)".
import { describe, expect, it } from 'vitest';
import { sqliteDatabase } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';

const inherited = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

describe('names from requests', () => {
  const t = suiteServer(sqliteDatabase);

  const seats = (name: string) => [{ kind: 'human', name }, { kind: 'human' }];

  it('answers 400 UNKNOWN_GAME for any game name it does not play, inherited ones included', async () => {
    for (const game of [...inherited, 'chess']) {
      const r = await call(`${t.url}/api/games`, { body: { game, players: 2, seats: seats('Ada') } });
      expect([r.status, r.body.error.code], game).toEqual([400, 'UNKNOWN_GAME']);
      const board = await call(`${t.url}/api/meta/${game}/board`);
      expect([board.status, board.body.error.code], game).toEqual([400, 'UNKNOWN_GAME']);
      const classroom = await call(`${t.url}/api/classrooms`, {
        body: { game, players: 2, tables: 1, humansPerTable: 1 },
      });
      expect([classroom.status, classroom.body.error.code], game).toEqual([400, 'UNKNOWN_GAME']);
    }
    expect((await call(`${t.url}/api/games`)).body.total).toBe(0);
  });

  it('trims names, and refuses control, direction and invisible-only names', async () => {
    const ok = await call(`${t.url}/api/games`, {
      body: { game: 'tic-tac-toe', players: 2, seats: seats('  Ada \t') },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.seats[0].name).toBe('Ada');
    for (const name of [
      'A\u0000da',
      'Ada\nBob',
      'Ada\u202Egnp.exe',
      '\u200B\u200C\u200D',
      '   ',
      '\u2066x\u2069',
    ]) {
      const r = await call(`${t.url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: seats(name) },
      });
      expect([r.status, r.body.error.code], JSON.stringify(name)).toEqual([400, 'BAD_REQUEST']);
      expect(r.body.error.message).toMatch(/seats.0.name/);
    }
    // A joiner inside an emoji is part of a visible name.
    const emoji = await call(`${t.url}/api/games`, {
      body: { game: 'tic-tac-toe', players: 2, seats: seats('Ada \u{1F469}\u200D\u{1F52C}') },
    });
    expect(emoji.status).toBe(201);
  });

  it('keeps a bot’s default name for bots', async () => {
    for (const name of ['Bot 2 (random)', 'bot 1 (mcts)', '  Bot 2 (random) ']) {
      const r = await call(`${t.url}/api/games`, {
        body: { game: 'tic-tac-toe', players: 2, seats: seats(name) },
      });
      expect([r.status, r.body.error.code], name).toEqual([400, 'BAD_NAME']);
    }
    const bot = await call(`${t.url}/api/games`, {
      body: { game: 'tic-tac-toe', players: 2, seats: [{ kind: 'human' }, { kind: 'bot' }] },
    });
    expect(bot.body.seats[1].name).toBe('Bot 2 (random)');
  });
});
