// The Cost's spectator view built at each position of random games, in order (so that its kept parts
// work as in the server), by two checkouts in one process: rounds alternating A B / B A, CPU µs a view,
// medians and the median of the paired ratios B/A. Every view of both is compared as JSON first.
//   node --import tsx scripts/the-cost-views-ab.mjs <tree A> <tree B> [rounds=21]
import { resolve } from 'node:path';
import { cpuMicrosPer, pairedRounds, pairedLine } from './paired-rounds.mjs';
const [ta, tb, rounds = '21'] = process.argv.slice(2);
const k = await import(resolve(tb, 'src/kernel/index.ts'));
const GA = (await import(resolve(ta, 'src/games/registry.ts'))).games['the-cost'];
const GB = (await import(resolve(tb, 'src/games/registry.ts'))).games['the-cost'];
const record = (game) => {
  const games = [];
  for (let g = 0; g < 6; g++) {
    const rng = k.rngFromSeed('v' + g);
    let state = game.setup(game.optionsSchema.parse({ players: 2 }), 'vseed' + g);
    const moves = [];
    for (let i = 0; i < 300 && game.outcome(state) === null; i++) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      const m = legal[k.randomInt(rng, legal.length)];
      moves.push([seat, m]);
      state = game.apply(state, seat, m);
    }
    games.push({ seed: 'vseed' + g, moves });
  }
  return games;
};
const rec = record(GA);
const states = (game) =>
  rec.map((r) => {
    let s = game.setup(game.optionsSchema.parse({ players: 2 }), r.seed);
    const out = [s];
    for (const [seat, m] of r.moves) out.push((s = game.apply(s, seat, m)));
    return out;
  });
const pass = (game) => {
  const all = states(game);
  const n = all.reduce((sum, g) => sum + g.length, 0);
  return cpuMicrosPer(n, () => {
    for (const g of all) for (const s of g) game.view(s, k.SPECTATOR);
  });
};
const sa = states(GA).flat(),
  sb = states(GB).flat();
const same = sa.every(
  (s, i) => JSON.stringify(GA.view(s, k.SPECTATOR)) === JSON.stringify(GB.view(sb[i], k.SPECTATOR)),
);
for (let i = 0; i < 3; i++) {
  pass(GA);
  pass(GB);
}
const p = pairedRounds(
  Number(rounds),
  () => pass(GA),
  () => pass(GB),
);
console.log(`${sa.length} positions, views the same ${same}; ${pairedLine(p, 'a view')}`);
