// A bot decision that fails or overruns its time is replaced by the game's heuristic move (a random
// legal move in a game without a heuristic level), so the seat still plays sensibly and the game goes on.
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { botTurn, createBot } from '../../src/bots/index.ts';
import { botDecisionSeed } from '../../src/bots/decision-seed.ts';
import { theCost, type CostState } from '../../src/games/the-cost/index.ts';
import { ticTacToe } from '../support/tictactoe.ts';
import type { AnyGame } from '../../src/kernel/index.ts';
import { fallbackMove } from '../../src/server/bots/fallback.ts';
import { BotScheduler, type SchedulerOptions } from '../../src/server/bots/scheduler.ts';

/** The heuristic's own choice for `seat` in `state`. */
const heuristicMove = (game: AnyGame, state: unknown, seat: number, seed: string) => {
  const legal = game.legalMoves(state, seat);
  return createBot('heuristic', { game, seat, seed }).decide(botTurn(game, state, seat, legal));
};

/** A position of The Cost some moves in, where the seat to move has a real choice. */
function costPosition(): { state: CostState; seat: number } {
  let state = theCost.setup({ players: 2 }, 'fallback:2p:0');
  for (let i = 0; i < 200; i++) {
    const seat = theCost.activeSeats(state)[0]!;
    const legal = theCost.legalMoves(state, seat);
    if (i >= 3 && legal.length > 3) return { state, seat };
    state = theCost.apply(state, seat, legal[0]);
  }
  throw new Error('no position with a choice');
}

describe('the fallback move', () => {
  it('is the heuristic move where the game has a heuristic level', () => {
    const { state, seat } = costPosition();
    const legal = theCost.legalMoves(state, seat);
    const move = fallbackMove(theCost, state, seat, 'seed-1', legal);
    expect(legal).toContain(move);
    expect(move).toEqual(heuristicMove(theCost, state, seat, 'seed-1'));
  });

  it('is a random legal move, the same for the same seed, in a game without one', () => {
    const state = ticTacToe.setup({ players: 2 }, 'fallback');
    const legal = ticTacToe.legalMoves(state, 0);
    const move = fallbackMove(ticTacToe, state, 0, 'seed-1', legal);
    expect(legal).toContain(move);
    expect(fallbackMove(ticTacToe, state, 0, 'seed-1', legal)).toBe(move);
  });
});

describe('a bot that overruns its time', () => {
  it('has the heuristic move played for it', async () => {
    const { state, seat } = costPosition();
    const played: unknown[] = [];
    const live = {
      id: 'g1',
      game: theCost,
      state,
      moveCount: 7,
      movesInEffect: 7,
      meta: { status: 'running', seed: 'game-seed', creator: 'c' },
      activeSeats: () => [seat],
      botLevelOf: (s: number) => (s === seat ? 'tycoon' : null),
    };
    const options = {
      service: {
        onCommitted: () => {},
        live: async () => live,
        latest: async () => live,
        movesAllowed: async () => true,
        botMove: async (_id: string, _seat: number, move: unknown) => {
          played.push(move);
          return 'ok';
        },
      },
      storage: {},
      pool: {
        // What the pool answers when a decision runs past its budget plus grace.
        decide: () => Promise.reject(new Error('the bot took more than 3500 ms')),
        close: async () => {},
        queued: 0,
      },
      leases: { node: 'n1', claim: async () => true, release: async () => {} },
      logger: pino({ level: 'silent' }),
      metrics: { counters: { botFailures: 0 } },
      delayMs: 0,
      budgetMs: 1500,
      sweepMs: 1_000_000,
      maxGameMoves: 100_000,
    } as unknown as SchedulerOptions;
    const scheduler = new BotScheduler(options);
    scheduler.wake(live as never);
    for (let i = 0; i < 2000 && played.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    await scheduler.close();
    const seed = botDecisionSeed('game-seed', seat, 7);
    expect(played).toEqual([heuristicMove(theCost, state, seat, seed)]);
    expect((options.metrics as { counters: { botFailures: number } }).counters.botFailures).toBe(1);
  });
});
