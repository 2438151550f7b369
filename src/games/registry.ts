// Every shipped game, by id. The server, the CLI and the bots find games here only.
import type { AnyGame } from '../kernel/index.ts';
import { industrialWaste } from './industrial-waste/index.ts';
import { theCost } from './the-cost/index.ts';

export const games: Record<string, AnyGame> = {
  'the-cost': theCost,
  'industrial-waste': industrialWaste,
};

export const gameIds = (): string[] => Object.keys(games);

export function findGame(id: string, extra: Record<string, AnyGame> = {}): AnyGame {
  const game = extra[id] ?? games[id];
  if (!game) {
    const known = [...Object.keys(games), ...Object.keys(extra)];
    throw new Error(`Unknown game "${id}"; known games: ${known.length ? known.join(', ') : '(none)'}.`);
  }
  return game;
}
