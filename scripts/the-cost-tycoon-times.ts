// How long The Cost's `tycoon` takes a decision with one setting or another, on the same positions: the
// decisions of the first seat in two-player heuristic games (seeds `--seeds`, comma-separated), each
// asked of every level given, one after the other at each position, so that they share the machine's
// load. Each level is one bot for the whole game, as in a tournament, so whatever it remembers from one
// decision to the next counts. Prints per level the decisions timed, their mean, median and longest time
// in ms, and at how many it chose the first level's move. docs/bots.md has the numbers.
//
//   npx tsx scripts/the-cost-tycoon-times.ts [--seeds timing:2p:0,timing:2p:1] tycoon 'tycoon[rolloutReplySearch=1000]' ...
import { botTurn } from '../src/bots/index.ts';
import { createSpecBot } from '../src/cli/bot-spec.ts';
import { theCost, type CostMove, type CostState } from '../src/games/the-cost/index.ts';
import type { AnyGame } from '../src/kernel/index.ts';

const game: AnyGame = theCost;
const args = process.argv.slice(2);
const at = args.indexOf('--seeds');
const seeds = (at >= 0 ? args[at + 1] : 'timing:2p:0,timing:2p:1').split(',');
const levels = args.filter((a, i) => a !== '--seeds' && i !== at + 1);
if (levels.length === 0) throw new Error('name the levels to time, e.g. tycoon');

const times = levels.map(() => [] as number[]);
const same = levels.map(() => 0);
for (const seed of seeds) {
  let s = game.setup({ players: 2 }, seed) as CostState;
  const players = [0, 1].map((seat) => createSpecBot('heuristic', { game, seat, seed: 'p' }));
  const bots = levels.map((l) =>
    createSpecBot(l, { game, seat: 0, seed: 't', budget: { iterations: 1000 } }),
  );
  while (!game.outcome(s)) {
    const seat = game.activeSeats(s)[0];
    const turn = botTurn(game, s, seat, game.legalMoves(s, seat));
    if (seat === 0 && turn.legalMoves.length > 1) {
      let first = '';
      bots.forEach((bot, i) => {
        const t0 = performance.now();
        const move = JSON.stringify(bot.decide(turn));
        times[i].push(performance.now() - t0);
        if (i === 0) first = move;
        if (move === first) same[i]++;
      });
    }
    s = game.apply(s, seat, players[seat].decide(turn) as CostMove) as CostState;
  }
}

const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
levels.forEach((l, i) => {
  const a = times[i];
  const mean = a.reduce((x, y) => x + y, 0) / a.length;
  console.log(
    `${l}: ${a.length} decisions, mean ${mean.toFixed(0)} ms, median ${median(a).toFixed(0)} ms, ` +
      `longest ${Math.max(...a).toFixed(0)} ms, the first level's move at ${same[i]}`,
  );
});
