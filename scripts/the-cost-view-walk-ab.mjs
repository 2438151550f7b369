// The walk of two consecutive views of The Cost (json-diff.ts, what a push's patch does with the one view
// every viewer shares), the views built by two checkouts at each position of six random 2-player games:
// the operations of both compared first, then rounds alternating A B / B A, CPU µs a pair of views.
//   node --import tsx scripts/the-cost-view-walk-ab.mjs <tree A> <tree B> [rounds=41]
import { resolve } from 'node:path';
import { cpuMicrosPer, pairedRounds, pairedLine } from './paired-rounds.mjs';
const [ta, tb, rounds = '41'] = process.argv.slice(2);
const k = await import(resolve(tb, 'src/kernel/index.ts'));
const { diffInto } = await import(resolve(tb, 'src/server/http/json-diff.ts'));
const GA = (await import(resolve(ta, 'src/games/registry.ts'))).games['the-cost'];
const GB = (await import(resolve(tb, 'src/games/registry.ts'))).games['the-cost'];
const pairsOf = (game) => {
  const out = [];
  for (let g = 0; g < 6; g++) {
    const rng = k.rngFromSeed('w' + g);
    let state = game.setup(game.optionsSchema.parse({ players: 2 }), 'wseed' + g);
    let prev;
    for (let i = 0; i < 300 && game.outcome(state) === null; i++) {
      const v = game.view(state, k.SPECTATOR);
      if (prev) out.push([prev, v]);
      prev = v;
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      state = game.apply(state, seat, legal[k.randomInt(rng, legal.length)]);
    }
  }
  return out;
};
const pa = pairsOf(GA),
  pb = pairsOf(GB);
const opsOf = (ps) =>
  ps.map(([a, b]) => {
    const o = [];
    diffInto(a, b, '/view', o);
    return JSON.stringify(o);
  });
const same = JSON.stringify(opsOf(pa)) === JSON.stringify(opsOf(pb));
const time = (ps) => () =>
  cpuMicrosPer(ps.length, () => {
    for (const [a, b] of ps) diffInto(a, b, '/view', []);
  });
for (let i = 0; i < 5; i++) {
  time(pa)();
  time(pb)();
}
const p = pairedRounds(Number(rounds), time(pa), time(pb));
console.log(`${pa.length} pairs, same operations ${same}; walk ${pairedLine(p, 'a pair')}`);
