// Phase help names the edition's figures from the board data the server serves, never its own numbers.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import type { StaticEdition } from '../../src/games/the-cost/data/types.ts';
import { costHelp } from '../../src/web/boards/the-cost/help.ts';

const board = (games['the-cost'] as { board?: unknown }).board as StaticEdition;
const at = (decision: string) => ({ pending: { seat: 0, decision } });

describe('The Cost phase help', () => {
  it('says when investing is possible and what a space costs, in both languages, from the board data', () => {
    const text = costHelp(at('INVEST_OR_PASS'), board)!;
    const { costPerSpace, maxSpacesPerAction } = board.investments;
    expect(text.en).toContain(
      `Each space on a track costs $${costPerSpace}, up to ${maxSpacesPerAction} spaces`,
    );
    expect(text.it).toContain(`costa ${costPerSpace}$, fino a ${maxSpacesPerAction} spazi`);
    expect(costHelp(at('WORK'), board)!.en).toContain(
      'Once you can no longer mine, mill or ship, you may invest',
    );
  });

  it('follows another edition: the figures change with the data', () => {
    const other: StaticEdition = {
      ...board,
      edition: { ...board.edition, costs: { ...board.edition.costs, swapAction: 5, safeWorkPerWorker: 7 } },
      investments: { ...board.investments, costPerSpace: 4, levelAtSpace: { '1': 1, '3': 2 } },
    };
    expect(costHelp(at('TAKE_ACTION'), other)!.en).toContain('another one for $5');
    expect(costHelp(at('WORK'), other)!.en).toContain('Safe work costs 7 resources');
    const invest = costHelp(at('INVEST_OR_PASS'), other)!.en;
    expect(invest).toContain('costs $4');
    expect(invest).toContain('level 1 at space 1 and level 2 at space 3');
  });

  it('shows no figure before the board data has arrived', () => {
    expect(costHelp(at('INVEST_OR_PASS'), null)).toBeNull();
    expect(costHelp(at('SELECT_COUNTRY'), null)!.en).toMatch(/^Phase 1/);
  });
});
