import { describe, expect, it } from 'vitest';
import { botNames, botTurn, createBot, type SearchBot } from '../../src/bots/index.ts';
import { theCost } from '../../src/games/the-cost/index.ts';
import type { CostMove } from '../../src/games/the-cost/moves.ts';

const game = theCost;

function play(bots: string[], seed: string, iterations: number, tuning?: Record<string, number>) {
  let s = game.setup({ players: bots.length }, seed);
  const players = bots.map((b, seat) =>
    createBot(b, {
      game,
      seat,
      seed: `${seed}:${seat}`,
      budget: { iterations },
      ...(b === 'tycoon' && tuning ? { tuning } : {}),
    }),
  );
  const moves: unknown[] = [];
  let searched = 0;
  while (!game.outcome(s)) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    const move = players[seat].decide(botTurn(game, s, seat, legal));
    expect(legal).toContainEqual(move);
    if ((players[seat] as SearchBot).lastSearch?.iterations) searched++;
    moves.push(move);
    s = game.apply(s, seat, move as CostMove);
  }
  return { moves, searched, outcome: game.outcome(s) };
}

describe('The Cost bots', () => {
  it('offers random, heuristic and mcts', () => {
    expect(botNames(game)).toEqual(['random', 'heuristic', 'mcts', 'tycoon']);
  });

  it(
    'heuristic and search play whole games with legal moves only, the same way for the same seed',
    { timeout: 120_000 },
    () => {
      const a = play(['mcts', 'heuristic'], 'tc-legal', 25);
      const b = play(['mcts', 'heuristic'], 'tc-legal', 25);
      expect(a.moves).toEqual(b.moves);
      expect(a.searched).toBeGreaterThan(5);
      expect(a.outcome?.scores).toHaveLength(2);
    },
  );

  it(
    'the strongest level plays out the heuristic’s best moves: legal moves only, the same way for the same position',
    { timeout: 180_000 },
    () => {
      // Short rollouts keep the test quick; the level's defaults play them to the end.
      const tuning = { rollouts: 3, rolloutDepth: 6 };
      const a = play(['tycoon', 'heuristic'], 'tc-rollout', 1, tuning);
      const b = play(['tycoon', 'heuristic'], 'tc-rollout', 1, tuning);
      expect(a.moves).toEqual(b.moves);
      expect(a.outcome?.scores).toHaveLength(2);
      // With no rollouts the level is the search it was before.
      expect(play(['tycoon', 'heuristic'], 'tc-rollout', 25, { rollouts: 0 }).searched).toBeGreaterThan(5);
    },
  );

  it('the heuristic plays every seat of a 3- and a 4-player game', { timeout: 120_000 }, () => {
    for (const n of [3, 4])
      expect(play(new Array(n).fill('heuristic'), `tc-${n}p`, 1).outcome).not.toBeNull();
  });
});
