// The views the rules pages draw: each game's position at the hand-over of its guided first game.
import { readFileSync } from 'node:fs';
import { findGame } from '../../src/games/registry.ts';
import { Match, tutorialSchema } from '../../src/kernel/index.ts';

function handOver(game: string): Match {
  const t = tutorialSchema.parse(JSON.parse(readFileSync(`tutorials/${game}.json`, 'utf8')));
  const match = Match.create(findGame(game), t.setup.options, t.setup.seed);
  for (const s of t.steps) match.move(s.seat, s.move);
  return match;
}

export function rulesFigures() {
  const cost = handOver('the-cost').view(0) as {
    countries: Record<string, unknown>;
    players: unknown[];
  };
  const iw = handOver('industrial-waste').view(0) as { seats: unknown[] };
  return JSON.parse(
    JSON.stringify({
      'the-cost': { country: cost.countries.rutland, player: cost.players[0] },
      'industrial-waste': { seat: iw.seats[0] },
    }),
  ) as unknown;
}
