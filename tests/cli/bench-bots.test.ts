import { describe, expect, it } from 'vitest';
import { midgamePosition } from '../../src/cli/bench/bots.ts';
import { cli } from '../support/cli.ts';
import { ticTacToe } from '../support/tictactoe.ts';
import { games as shipped } from '../../src/games/registry.ts';

describe('bot benchmarks', () => {
  it('measure MCTS iterations per second on a mid-game position with a real choice', async () => {
    const pos = midgamePosition(ticTacToe);
    expect(pos.legalMoves).toBeGreaterThan(1);
    expect(pos.moves).toBeGreaterThan(0);
    const r = await cli(['bench', '--json', '--seconds', '0.2', '--only', 'mcts'], {
      games: { 'tic-tac-toe': ticTacToe },
    });
    expect(r.code, r.err).toBe(0);
    const [result] = JSON.parse(r.out).results;
    expect(result).toMatchObject({ name: 'tic-tac-toe/mcts-iterations', decisionMs: 200, decisions: 1 });
    expect(result.iterationsPerSecond.median).toBeGreaterThan(0);
  });
});

describe('bot protocol benchmark', () => {
  it("times the starter bots' decisions against the built-in random level on the same decisions", async () => {
    const r = await cli(['bench', '--json', '--seconds', '0.2', '--only', 'bot-protocol/industrial-waste'], {
      games: shipped,
    });
    expect(r.code, r.err).toBe(0);
    const [result] = JSON.parse(r.out).results;
    expect(result.positions).toBeGreaterThan(100);
    expect(result.inProcessRandom.decisions).toBe(result.positions);
    for (const language of ['python', 'javascript']) {
      const p = result.programs[language];
      // Every decision of the games at least once, whatever the time budget.
      expect(p.decisions).toBeGreaterThanOrEqual(result.positions);
      expect(p.medianUs).toBeGreaterThan(0);
      expect(p.meanBytesPerDecision).toBeGreaterThan(100);
    }
  });
});
