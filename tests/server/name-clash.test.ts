// Names and chat messages must show something, and at one table nobody may pass for another seat:
// U+2800 (a blank Braille pattern) and "\u200b\u2800" were accepted as names and messages, two seats
// could both be "Host", and a person could call themselves "Player 2" at another seat.
import { describe, expect, it } from 'vitest';
import { hasVisible, nameClash, nameKey } from '../../src/server/seats/names.ts';
import { chatText } from '../../src/server/social/chat.ts';
import { sqliteDatabase } from '../support/databases.ts';
import { call, suiteServer } from '../support/server.ts';

const BLANKS = [
  '\u2800',
  '\u200b\u2800',
  '\u3164',
  '\u0301',
  '\u00ad',
  ' \u2800 \u200d ',
  '\ufe0f',
  '\u{e0020}',
];

describe('blank names and messages', () => {
  it('a text of blank characters only shows nothing; letters with marks and emoji do', () => {
    for (const b of BLANKS) {
      expect(hasVisible(b), JSON.stringify(b)).toBe(false);
      expect('problem' in chatText(b), JSON.stringify(b)).toBe(true);
    }
    for (const v of ['A', 'é', 'e\u0301', '👩‍💻', 'किम', '\u2801'])
      expect(hasVisible(v), JSON.stringify(v)).toBe(true);
  });

  it('tells names apart without case and spacing, and finds clashes at the table', () => {
    expect(nameKey(' H o s t ')).toBe(nameKey('host'));
    expect(nameKey('Ｈｏｓｔ')).toBe(nameKey('HOST'));
    expect(nameKey('Ho\u2800st')).toBe(nameKey('Host'));
    const seats = [
      { seat: 0, name: 'Host' },
      { seat: 1, name: 'Player 2' },
      { seat: 2, name: 'Open seat 3' },
    ];
    expect(nameClash('host', 1, seats)).toEqual({ kind: 'taken', seat: 0 });
    expect(nameClash('PLAYER2', 0, seats)).toEqual({ kind: 'taken', seat: 1 });
    expect(nameClash('Giocatore 3', 0, seats)).toEqual({ kind: 'default', seat: 2 });
    expect(nameClash('Player 1', 1, seats)).toEqual({ kind: 'default', seat: 0 });
    expect(nameClash('Open seat 3', 2, seats)).toEqual({ kind: 'default', seat: 2 });
    // A seat's own default name as a person's, and a number past the table, are no one else's.
    expect(nameClash('Player 2', 1, seats)).toBeNull();
    expect(nameClash('Player 9', 2, seats)).toBeNull();
  });
});

describe('names at a table over HTTP', () => {
  const t = suiteServer(sqliteDatabase);
  const create = (seats: object[], extra: object = {}) =>
    call(`${t.url}/api/games`, { body: { game: 'tic-tac-toe', players: 2, seats, ...extra } });

  it('refuses blank names and messages, and names that pass for another seat, changing nothing', async () => {
    const before = (await call(`${t.url}/api/games`)).body.total;
    for (const name of ['\u2800', '\u200b\u2800']) {
      const r = await create([{ kind: 'human', name }, { kind: 'human' }]);
      expect([r.status, r.body.error.code], JSON.stringify(name)).toEqual([400, 'BAD_REQUEST']);
    }
    for (const [a, b] of [
      ['Host', 'Host'],
      ['Host', ' host '],
      ['Host', 'H o s t'],
      ['Player 2', undefined],
      ['giocatore 2', undefined],
      [undefined, 'PLAYER 1'],
    ]) {
      const r = await create([
        { kind: 'human', ...(a === undefined ? {} : { name: a }) },
        { kind: 'human', ...(b === undefined ? {} : { name: b }) },
      ]);
      expect([r.status, r.body.error.code], `${a} / ${b}`).toEqual([400, 'BAD_NAME']);
      expect(r.body.error.text.en).toMatch(/choose another name/);
      expect(r.body.error.text.it).toMatch(/scegli un altro nome/);
    }
    expect((await call(`${t.url}/api/games`)).body.total).toBe(before);
    // A seat's own default name is fine.
    expect((await create([{ kind: 'human', name: 'Player 1' }, { kind: 'human' }])).status).toBe(201);

    const g = (await create([{ kind: 'human', name: 'Host' }, { kind: 'open' }], { listed: true })).body;
    const claim = (name: string) => call(`${t.url}/api/games/${g.gameId}/seats/1/claim`, { body: { name } });
    for (const [name, status, code] of [
      ['\u2800', 400, 'BAD_REQUEST'],
      ['\u200b\u2800', 400, 'BAD_REQUEST'],
      ['HOST', 409, 'NAME_TAKEN'],
      ['Ho st', 409, 'NAME_TAKEN'],
      ['Player 1', 400, 'BAD_NAME'],
      ['Open seat 2', 400, 'BAD_NAME'],
    ] as const) {
      const r = await claim(name);
      expect([r.status, r.body.error.code], JSON.stringify(name)).toEqual([status, code]);
      expect(r.body.error.text?.it ?? r.body.error.message, name).toMatch(/\w/);
    }
    expect((await call(`${t.url}/api/games/${g.gameId}`)).body.seats[1].kind).toBe('open');
    const ok = await claim('Guest');
    expect(ok.status).toBe(201);
    for (const text of ['\u2800', '\u200b\u2800', ' \u3164 ']) {
      const r = await call(`${t.url}/api/games/${g.gameId}/chat`, { body: { text }, token: ok.body.token });
      expect([r.status, r.body.error.code], JSON.stringify(text)).toEqual([400, 'BAD_CHAT']);
      expect(r.body.error.text.it).toBe('Un messaggio deve contenere qualcosa di visibile.');
    }
    expect(
      (await call(`${t.url}/api/games/${g.gameId}/chat`, { token: ok.body.token })).body.messages,
    ).toEqual([]);
  });
});
