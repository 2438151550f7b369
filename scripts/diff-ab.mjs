// A/B of the walk that makes a patch's operations (src/server/http/json-diff.ts) between two checkouts, in
// one process: the compact snapshots of the positions pass's recorded games (a hot-seat screen and a
// spectator at every move, their log and legal moves left out, as a patch leaves them to other steps),
// each pair walked by both trees' `diff`, rounds alternating A B / B A; CPU µs a walk and the median of
// the paired ratios B/A. Both trees' operations must read the same for every pair.
//   node --import tsx scripts/diff-ab.mjs <tree A> <tree B> [title=industrial-waste] [rounds=30]
import { resolve } from 'node:path';
import { newTable } from '../src/cli/bench/positions.ts';
import { cpuMicrosPer, pairedRounds, pairedLine } from './paired-rounds.mjs';

const [treeA, treeB, titleArg, roundsArg] = process.argv.slice(2);
if (!treeA || !treeB) {
  console.error('usage: node --import tsx scripts/diff-ab.mjs <tree A> <tree B> [title] [rounds]');
  process.exit(1);
}
const title = titleArg ?? 'industrial-waste';
const rounds = Number(roundsArg ?? 30);
const at = (tree, p) => import(resolve(tree, p));

const k = await at(treeA, 'src/kernel/index.ts');
const { games } = await at(treeA, 'src/games/registry.ts');
const { LiveGame } = await at(treeA, 'src/server/game/live-game.ts');
const diffA = (await at(treeA, 'src/server/http/json-diff.ts')).diff;
const diffB = (await at(treeB, 'src/server/http/json-diff.ts')).diff;

/** A snapshot without the members a patch sends otherwise. */
const walked = (snap) => {
  const { log: _log, legalMoves: _legal, ...rest } = snap;
  return rest;
};

const game = games[title];
const pairs = [];
for (const n of [0, 1, 2]) {
  const rng = k.rngFromSeed(`bench-positions:${n}`);
  const meta = newTable(title, game, n);
  const live = LiveGame.fresh(game, meta);
  let held;
  for (let i = 0; i < 300 && game.outcome(live.state) === null; i++) {
    const seat = live.activeSeats()[0];
    const legal = game.legalMoves(live.state, seat);
    const when = new Date(Date.parse(meta.updatedAt) + (i + 1) * 1000).toISOString();
    live.commit(live.tryMove(seat, legal[k.randomInt(rng, legal.length)]), when);
    const eyes = [live.activeSeats()[0] ?? seat, k.SPECTATOR];
    const now = eyes.map((e, j) => walked(live.answer(e, j === 0 ? [0, 1] : [], undefined)));
    if (held) now.forEach((s, j) => pairs.push([held[j], s]));
    held = now;
  }
}
for (const [x, y] of pairs)
  if (JSON.stringify(diffA(x, y)) !== JSON.stringify(diffB(x, y))) throw new Error('the two trees differ');

const time = (diff) => () =>
  cpuMicrosPer(5 * pairs.length, () => {
    for (let j = 0; j < 5; j++) for (const [x, y] of pairs) diff(x, y);
  });
const p = pairedRounds(rounds, time(diffA), time(diffB));
console.log(`${title}: ${pairs.length} pairs, the same operations; ${pairedLine(p, 'a walk')}`);
