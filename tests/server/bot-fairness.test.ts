// One client's many bot games once delayed another game's bot reply from 3.1 s to 29.3 s: the bot
// pool served decisions first come, first served. It now serves creators in turn and each creator's
// games in turn, so a game waits for at most one decision of each other creator, however many games
// and decisions those have queued. Order only: no clocks.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { BotPool } from '../../src/server/bots/pool.ts';
import { availableParallelism } from 'node:os';
import { configFromEnv } from '../../src/server/config.ts';
import { ticTacToe } from '../support/tictactoe.ts';
import { testGameModules } from '../support/server.ts';

describe('the bot pool', () => {
  const pool = new BotPool({ size: 1, gameModules: testGameModules, logger: pino({ level: 'silent' }) });
  afterAll(() => pool.close());

  const job = (seed: string) => {
    const state = ticTacToe.setup({ players: 2 }, seed);
    const seat = ticTacToe.activeSeats(state)[0];
    return {
      game: ticTacToe.id,
      bot: 'random',
      seat,
      seed,
      budgetMs: 60_000,
      view: ticTacToe.view(state, seat),
      legalMoves: ticTacToe.legalMoves(state, seat),
    };
  };

  it('serves games in turn: a game behind twenty decisions of another is served second', async () => {
    const done: string[] = [];
    const all: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++)
      all.push(pool.decide(job(`busy${i}`), 'busy').then(() => done.push(`busy${i}`)));
    all.push(pool.decide(job('calm'), 'calm').then(() => done.push('calm')));
    await Promise.all(all);
    expect(done.indexOf('calm')).toBeLessThanOrEqual(1);
    // Each game's own decisions keep their order.
    const busy = done.filter((d) => d.startsWith('busy'));
    expect(busy).toEqual(Array.from({ length: 20 }, (_, i) => `busy${i}`));
  });

  it("shares between creators: one creator's twenty games do not starve another creator's game", async () => {
    const done: string[] = [];
    const all: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++)
      all.push(pool.decide(job(`many${i}`), `many${i}`, 'busy creator').then(() => done.push(`many${i}`)));
    all.push(pool.decide(job('one'), 'one', 'calm creator').then(() => done.push('one')));
    // A second decision of the same game waits for the creator's other games.
    all.push(pool.decide(job('many0b'), 'many0', 'busy creator').then(() => done.push('many0b')));
    await Promise.all(all);
    // The worker is idle here (started by the test before), so the first decision asked for goes to it
    // at once; of the others, the calm creator's is served at the busy creator's first turn or before.
    expect(done.indexOf('one')).toBeLessThanOrEqual(2);
    expect(done.filter((d) => d !== 'one')).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `many${i}`),
      'many0b',
    ]);
  });

  it('defaults to the cores less one, at least one', () => {
    expect(configFromEnv({}).botWorkers).toBe(Math.max(1, availableParallelism() - 1));
    expect(configFromEnv({ BOT_WORKERS: '3' }).botWorkers).toBe(3);
  });
});
