// The bots of a guided game play the moves its tutorial file lists, whatever the bot itself would choose,
// while the game follows the file; a listed move the rules refuse is logged and the bot decides instead.
// And a tutorial file is checked when read: broken JSON, a bad field, or a listed move the rules refuse
// each stop with the file, the step and the reason.
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import {
  checkTutorialMoves,
  tutorialReply,
  tutorialSchema,
  tutorialSeat,
  type Tutorial,
} from '../../src/kernel/index.ts';
import { registryModule } from '../../src/server/bots/load-games.ts';
import { readTutorial } from '../../src/server/game/tutorials.ts';
import { sqliteDatabase, type TestDatabase } from '../support/databases.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

const text = (game: string) => readFileSync(`tutorials/${game}.json`, 'utf8');
const shipped = (game: string): Tutorial => tutorialSchema.parse(JSON.parse(text(game)));

describe('reading a tutorial file', () => {
  it('accepts the shipped files', () => {
    for (const g of ['the-cost', 'industrial-waste'])
      expect(readTutorial(`${g}.json`, text(g), games)?.game).toBe(g);
  });

  it('says what is wrong with a broken one', () => {
    expect(() => readTutorial('x.json', '{"game": ', games)).toThrow(/^tutorials\/x\.json: not JSON/);
    const raw = JSON.parse(text('industrial-waste')) as Record<string, unknown>;
    const noTitle = { ...raw, title: { en: 'Learn' } };
    expect(() => readTutorial('x.json', JSON.stringify(noTitle), games)).toThrow(
      /^tutorials\/x\.json: title\.it: /,
    );
    const t = shipped('industrial-waste');
    // A bot's listed bid above what the auction allows.
    const badBot = structuredClone(t);
    badBot.steps[7].move = { type: 'BID', amount: 999 };
    expect(() => readTutorial('x.json', JSON.stringify(badBot), games)).toThrow(
      /^tutorials\/x\.json: step 8: bot seat 1's move \{"type":"BID","amount":999\} is refused: /,
    );
    // A step for a seat that is not to move.
    const wrongSeat = structuredClone(t);
    wrongSeat.steps[1].seat = 0;
    expect(() => checkTutorialMoves(games['industrial-waste'], wrongSeat)).toThrow(
      'step 2: the person is not to move there (seats to move: 1)',
    );
    // A file that ends with a bot to move has no hand-over.
    const short = structuredClone(t);
    short.steps = short.steps.slice(0, 7);
    expect(() => checkTutorialMoves(games['industrial-waste'], short)).toThrow(/hand-over/);
  });

  it('leaves out a game the server does not play', () => {
    const raw = { ...(JSON.parse(text('industrial-waste')) as object), game: 'chess' };
    expect(readTutorial('chess.json', JSON.stringify(raw), games)).toBeNull();
  });
});

describe("a bot's reply by the file", () => {
  const t = shipped('industrial-waste');
  const steps = (n: number) => t.steps.slice(0, n).map(({ seat, move }) => ({ seat, move }));
  const legal = [{ type: 'PASS' }, { type: 'BID', amount: 7 }];

  it('is the listed move while every move so far is the file’s', () => {
    expect(tutorialReply(t, steps(7), 1, legal)).toEqual({ kind: 'listed', step: 8, move: { type: 'PASS' } });
  });

  it('is the bot’s own once the game left the file, past its end, or for another seat', () => {
    const strayed = steps(7);
    strayed[6] = { seat: 0, move: { type: 'BID', amount: 7 } };
    expect(tutorialReply(t, strayed, 1, legal)).toEqual({ kind: 'own' });
    expect(tutorialReply(t, steps(10), 1, legal)).toEqual({ kind: 'own' });
    expect(tutorialReply(t, steps(6), 1, legal)).toEqual({ kind: 'own' });
  });

  it('is flagged when the listed move is not legal there', () => {
    expect(tutorialReply(t, steps(7), 1, [{ type: 'BID', amount: 7 }])).toEqual({
      kind: 'not-legal',
      step: 8,
      move: { type: 'PASS' },
    });
  });
});

describe("the server's bots in a guided game", () => {
  const servers: { t: TestServer; db: TestDatabase }[] = [];
  afterAll(async () => {
    for (const s of servers) {
      await s.t.close();
      await s.db.drop();
    }
  });

  /** A server serving `tut` as Industrial Waste's guided game, its warnings kept in `warnings`. */
  async function serve(tut: Tutorial) {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    const db = sqliteDatabase();
    const t = await startTestServer(db, {}, games, [registryModule], logger, { [tut.game]: tut });
    servers.push({ t, db });
    return { t, warnings };
  }

  /** Starts the guided game, makes the person's listed moves, and returns the moves in effect at the end. */
  async function play(t: TestServer, tut: Tutorial) {
    const person = tutorialSeat(tut);
    const created = await call(`${t.url}/api/tutorials/${tut.game}`, { body: {} });
    expect(created.status).toBe(201);
    const id: string = created.body.gameId;
    const token: string = created.body.seats[person].token;
    const url = `${t.url}/api/games/${id}`;
    const reach = async (n: number) => {
      let snap = (await call(url, { token })).body;
      for (let polls = 0; snap.moveCount < n && polls < 3000; polls++) {
        await new Promise((r) => setTimeout(r, 20));
        snap = (await call(url, { token })).body;
      }
      expect(snap.moveCount).toBe(n);
    };
    for (let i = 0; i < tut.steps.length; i++) {
      if (tut.steps[i].seat !== person) continue;
      await reach(i);
      const r = await call(`${url}/moves`, {
        token,
        body: { seat: person, move: tut.steps[i].move, expectedMoveCount: i },
      });
      expect(r.status).toBe(200);
    }
    await reach(tut.steps.length);
    return (await t.server.service.live(id)).effectiveMoves();
  }

  it('play the listed move where their own choice differs', { timeout: 120_000 }, async () => {
    // The shipped file has the bot pass at step 8; this one has it outbid the person.
    const tut = shipped('industrial-waste');
    tut.steps = tut.steps.slice(0, 8);
    tut.steps[7] = { seat: 1, move: { type: 'BID', amount: 7 } };
    checkTutorialMoves(games['industrial-waste'], tut);
    const { t, warnings } = await serve(tut);
    const moves = await play(t, tut);
    expect(moves.map((m) => m.move)).toEqual(tut.steps.map((s) => s.move));
    expect(warnings).toEqual([]);
  });

  it(
    'decide for themselves, with a warning, when the listed move is refused',
    { timeout: 120_000 },
    async () => {
      const tut = shipped('industrial-waste');
      tut.steps = tut.steps.slice(0, 8);
      tut.steps[7] = { seat: 1, move: { type: 'BID', amount: 999 } };
      const { t, warnings } = await serve(tut);
      const moves = await play(t, tut);
      expect(moves).toHaveLength(8);
      expect(moves[7].seat).toBe(1);
      expect(moves[7].move).not.toEqual({ type: 'BID', amount: 999 });
      expect(warnings.some((w) => w.includes("the tutorial's listed move is not legal here"))).toBe(true);
    },
  );
});
