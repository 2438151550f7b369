import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/kernel/index.ts';
import { ticTacToe } from '../support/tictactoe.ts';

const base = { title: 't', game: 'tic-tac-toe', setup: { options: { players: 2, firstPlayer: 0 }, seed: 1 } };

describe('scenario runner', () => {
  it('passes a scenario with moves, a refusal, legal-move checks, expectations and an outcome', () => {
    const r = runScenario(ticTacToe, {
      ...base,
      steps: [
        { legal: { seat: 0, count: 9 }, active: [0] },
        { seat: 0, move: { type: 'MARK', cell: 0 } },
        { seat: 1, move: { type: 'MARK', cell: 0 }, refused: 'CELL_TAKEN' },
        {
          seat: 1,
          move: { type: 'MARK', cell: 3 },
          expect: [
            { path: 'cells[3]', equals: 1 },
            { viewer: 0, path: 'cells', length: 9 },
          ],
        },
        {
          seat: 0,
          move: { type: 'MARK', cell: 1 },
          legal: { seat: 1, excludes: [{ type: 'MARK', cell: 1 }], includes: [{ type: 'MARK', cell: 2 }] },
        },
        { seat: 1, move: { type: 'MARK', cell: 4 } },
        { seat: 0, move: { type: 'MARK', cell: 2 } },
      ],
      outcome: { winners: [0] },
    });
    expect(r).toEqual({ title: 't', passed: true, steps: 7 });
  });

  it('reports the first difference with path, expected and actual', () => {
    const r = runScenario(ticTacToe, {
      ...base,
      steps: [
        {
          seat: 0,
          move: { type: 'MARK', cell: 0 },
          expect: [{ path: 'cells', equals: [0, 0, null, null, null, null, null, null, null] }],
        },
      ],
    });
    expect(r.passed).toBe(false);
    expect(r.failure).toMatchObject({ step: 1, path: 'view(spectator).cells[1]', expected: 0, actual: null });
  });

  it('fails when a move expected to be refused is accepted, or refused with another code', () => {
    expect(
      runScenario(ticTacToe, {
        ...base,
        steps: [{ seat: 0, move: { type: 'MARK', cell: 0 }, refused: 'CELL_TAKEN' }],
      }).failure?.message,
    ).toMatch(/accepted/);
    expect(
      runScenario(ticTacToe, {
        ...base,
        steps: [{ seat: 1, move: { type: 'MARK', cell: 0 }, refused: 'CELL_TAKEN' }],
      }).failure?.actual,
    ).toBe('NOT_YOUR_TURN');
  });

  it('rejects malformed scenario files with a reason', () => {
    const r = runScenario(ticTacToe, { title: 'x', game: 'tic-tac-toe', steps: [] });
    expect(r.failure?.message).toMatch(/exactly one of "setup" or "position"/);
    expect(runScenario(ticTacToe, { ...base, steps: [{ seat: 0 }] }).failure?.message).toMatch(
      /move needs a seat/,
    );
  });
});
