// The heap a game in memory holds once played: whole games of random moves on a hot-seat table, each
// move's patches made for two sockets (the screen and a spectator), the games kept, a full collection.
// npx tsx scripts/heap-per-game.ts [games per title, 10]
import v8 from 'node:v8';
import vm from 'node:vm';
import { games } from '../src/games/registry.ts';
import { randomInt, rngFromSeed, SPECTATOR } from '../src/kernel/index.ts';
import { compactSnapshot } from '../src/server/http/compact.ts';
import { patchMessage } from '../src/server/http/state-patch.ts';
import { hotSeatTable } from '../tests/support/hot-seat-table.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
};

const count = Number(process.argv[2] ?? 10);
for (const title of ['the-cost', 'industrial-waste']) {
  const game = games[title];
  const kept: unknown[] = [];
  await settle();
  const base = process.memoryUsage().heapUsed;
  let moves = 0;
  for (let g = 0; g < count; g++) {
    const live = hotSeatTable(title, `heap:${title}:${g}`);
    const rng = rngFromSeed(`heap:${title}:${g}`);
    const take = () =>
      [live.snapshot(live.activeSeats()[0] ?? 0, [0, 1]), live.snapshot(SPECTATOR, [])].map((s) =>
        compactSnapshot(s),
      );
    let held = take();
    for (let i = 0; i < 1000 && game.outcome(live.state) === null; i++) {
      const seat = live.activeSeats()[0];
      const legal = game.legalMoves(live.state, seat);
      live.commit(live.tryMove(seat, legal[randomInt(rng, legal.length)]), live.meta.updatedAt);
      const now = take();
      now.forEach((s, k) => patchMessage(held[k], s, []));
      held = now;
      moves++;
    }
    kept.push(live, held);
  }
  await settle();
  const used = process.memoryUsage().heapUsed - base;
  console.log(JSON.stringify({ title, games: count, moves, heapKBPerGame: Math.round(used / count / 1024) }));
}
