// Finds the games a worker can play in the modules it is told about: a `games` record (the registry)
// or exported game objects (a test game).
import type { AnyGame } from '../../kernel/index.ts';

const isGame = (x: unknown): x is AnyGame =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as AnyGame).id === 'string' &&
  typeof (x as AnyGame).setup === 'function' &&
  typeof (x as AnyGame).legalMoves === 'function';

export async function loadGames(modules: string[]): Promise<Record<string, AnyGame>> {
  const out: Record<string, AnyGame> = {};
  for (const url of modules) {
    const mod = (await import(url)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (isGame(value)) out[value.id] = value;
      else if (value && typeof value === 'object')
        for (const inner of Object.values(value)) if (isGame(inner)) out[inner.id] = inner;
    }
  }
  return out;
}

export const registryModule = new URL('../../games/registry.ts', import.meta.url).href;
