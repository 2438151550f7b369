// Bot levels as the forms and the server's defaults know them: weakest to strongest, as measured
// (docs/bots.md). A game offers some of them (GET /api/meta lists a game's `botLevels`).

/** The shipped levels, weakest first; a level not listed here sorts after them. */
export const LEVEL_ORDER = ['random', 'heuristic', 'mcts', 'tycoon'] as const;

/** The strongest level: hints come from it, and it is the stand-in where a game has it. */
export const STRONGEST_LEVEL = 'tycoon';

const rank = (level: string): number => {
  const i = (LEVEL_ORDER as readonly string[]).indexOf(level);
  return i < 0 ? LEVEL_ORDER.length : i;
};

export const byStrength = (levels: readonly string[]): string[] =>
  [...levels].sort((a, b) => rank(a) - rank(b));

/**
 * The level that plays for a person whose time ran out or who left, unless the game's creator chose
 * one: the strongest where the game has it, else the heuristic, else the game's first level.
 */
export const defaultStandIn = (levels: readonly string[]): string =>
  levels.includes(STRONGEST_LEVEL)
    ? STRONGEST_LEVEL
    : levels.includes('heuristic')
      ? 'heuristic'
      : (levels[0] ?? 'random');
