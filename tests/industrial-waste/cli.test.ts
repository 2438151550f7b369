// The command line with Industrial Waste: simulate, scenario, and a terminal game that shows the human
// seat only what it may see.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import { cli } from '../support/cli.ts';

describe('Industrial Waste on the command line', { timeout: 60_000 }, () => {
  it('simulates games at 2, 3 and 4 players without errors', async () => {
    const r = await cli(
      ['simulate', '--game', 'industrial-waste', '--players', '2,3,4', '--games', '20', '--json'],
      { games },
    );
    expect(r.code, r.err).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ game: 'industrial-waste', games: 60, errors: 0 });
  });

  it('runs the scenario folder', async () => {
    const r = await cli(['scenario', `${process.cwd()}/scenarios/industrial-waste`, '--json'], { games });
    expect(r.code, r.out.slice(0, 2000)).toBe(0);
    expect(JSON.parse(r.out).failed).toBe(0);
  });

  it('plays in the terminal, showing the human seat its own cash and never the bot’s', async () => {
    const input = Array.from({ length: 400 }, () => '1\n').join('') + 'q\n';
    const r = await cli(
      ['play', '--game', 'industrial-waste', '--players', '2', '--seats', 'human,random', '--seed', '5'],
      {
        games,
        input,
      },
    );
    expect(r.code, r.err).toBe(0);
    // Once the game is over everything is shown to everyone; before that, the other seat's cash never is.
    const [out, end] = r.out.split(', game over.');
    expect(end).toMatch(/ {2}player 2: cash \d+ M/);
    expect(out).toMatch(/> player 1 \(you\): cash \d+ M/);
    expect(out).not.toMatch(/ {2}player 2: cash \d/);
    expect(out).toMatch(/ {2}player 2: cash hidden/);
    expect(out).not.toMatch(/\{\w+\}/);
    // The bot's kept cards are announced face down, never named.
    expect(out).toContain('Player 2 keeps the last card face down.');
    for (const line of out.split('\n').filter((l) => l.includes('Player 2 keeps the last')))
      expect(line).toBe('  > Player 2 keeps the last card face down.');
  });
});
