// The Industrial Waste search's work on fixed positions, for A/B runs of two versions of the code:
// `mcts` at a counted budget on every sixth decision with a choice of one heuristic game (seed
// `speed:0`), and a digest of every root's statistics, so that two versions can be shown to search
// exactly alike. `scripts/search-speed-ab.mjs` bundles this file at two commits and alternates them.
import { createHash } from 'node:crypto';
import { botTurn, createBot, type SearchBot } from '../src/bots/index.ts';
import { industrialWaste, type IwMove, type IwState } from '../src/games/industrial-waste/index.ts';
import type { AnyGame } from '../src/kernel/index.ts';

const game = industrialWaste as unknown as AnyGame;

function positions(): { s: IwState; seat: number; legal: unknown[] }[] {
  const out: { s: IwState; seat: number; legal: unknown[] }[] = [];
  let s = game.setup({ players: 2 }, 'speed:0') as IwState;
  const bots = [0, 1].map((seat) => createBot('heuristic', { game, seat, seed: `sp${seat}` }));
  let n = 0;
  while (!game.outcome(s)) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat);
    if (legal.length > 2 && n++ % 6 === 0) out.push({ s, seat, legal });
    s = game.apply(s, seat, bots[seat].decide(botTurn(game, s, seat, legal)) as IwMove) as IwState;
  }
  return out;
}

const all = positions();

/** Searches every position with `iterations`; the iterations done and a digest of the roots. */
export function run(iterations: number): { iterations: number; digest: string } {
  const h = createHash('sha1');
  let total = 0;
  for (const [i, p] of all.entries()) {
    const bot = createBot('mcts', {
      game,
      seat: p.seat,
      seed: `sp:${i}`,
      budget: { iterations },
    }) as SearchBot;
    bot.decide(botTurn(game, p.s, p.seat, p.legal));
    total += bot.lastSearch!.iterations;
    h.update(JSON.stringify(bot.lastSearch!.root));
  }
  return { iterations: total, digest: h.digest('hex').slice(0, 12) };
}
