// What the node watching a game stored by another node spends on each of its moves, in one process
// without sockets or a database: the move's notice parsed (as the listener does), taken into the game
// in memory (GameMemory.onNotice: the move applied again, its log and clocks), and the change pushed to
// one spectator socket built as the socket route builds it for the server benchmark's spectators
// (`?legalMoves=runs&logs=byViewer&ops=short&lang=en`). Moves of random 2-player hot-seat games of each
// title, written as the server writes them (logs, clocks of two seats, a notice per move).
// With several checkouts, each one's modules are loaded and the rounds alternate between them (A B B A
// ...), so that two trees are compared in the same process at the same load. CPU µs a move, medians.
//   GAMES=8 npx tsx scripts/watching-node-cpu.ts [rounds] [checkout...]   (default: this checkout)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const rounds = Number(args[0] ?? 15);
const roots = (args.length > 1 ? args.slice(1) : [resolve(import.meta.dirname, '..')]).map((r) => resolve(r));
const GAMES = Number(process.env.GAMES ?? 8);
const MOVES = 300;
const NODE = 'a1b2c3d4e5f6';

/* eslint-disable @typescript-eslint/no-explicit-any -- each checkout's modules are loaded by path */
async function load(root: string) {
  const at = (p: string) => import(pathToFileURL(`${root}/src/${p}`).href);
  const [kernel, registry, clocks, create, liveGame, memory, notice, patch] = await Promise.all([
    at('kernel/index.ts'),
    at('games/registry.ts'),
    at('server/clocks/seat-clocks.ts'),
    at('server/game/create-game.ts'),
    at('server/game/live-game.ts'),
    at('server/game/game-memory.ts'),
    at('server/storage/move-notice.ts'),
    at('server/http/state-patch.ts'),
  ]);
  return { root, kernel, games: registry.games, clocks, create, liveGame, memory, notice, patch };
}
type Tree = Awaited<ReturnType<typeof load>>;

/** Random games of `title` as a storing node writes them: each game's meta and its moves' notices. */
function record(t: Tree, title: string) {
  const game = t.games[title];
  return Array.from({ length: GAMES }, (_, n) => {
    const { live: created } = t.create.newGame(
      {
        game: title,
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'human' }],
        hotSeat: true,
        seed: `watching-cpu:${n}`,
        customSetup: true,
      },
      { games: { [title]: game }, botLevels: () => [], publicUrl: 'http://localhost' },
    );
    const meta = created.meta;
    const live = t.liveGame.LiveGame.fresh(game, meta);
    const rng = t.kernel.rngFromSeed(`watching-cpu:${n}`);
    const start = Date.parse(meta.createdAt);
    let clocks = t.clocks.initialClocks(null, 'random', meta.seats, [0], start);
    const notices: string[] = [];
    while (game.outcome(live.state) === null && live.moveCount < MOVES) {
      const seat = live.activeSeats()[0];
      const legal = game.legalMoves(live.state, seat);
      const before = live.activeSeats();
      const applied = live.tryMove(seat, legal[t.kernel.randomInt(rng, legal.length)]);
      const at = new Date(start + applied.seq * 1000).toISOString();
      const outcome = game.outcome(applied.state);
      const after = outcome ? [] : game.activeSeats(applied.state);
      clocks = t.clocks.afterEntry(
        clocks,
        meta.seats,
        seat,
        applied.seq,
        before,
        after,
        Date.parse(at),
        !!outcome,
      );
      notices.push(
        t.notice.moveNoticePayload(
          {
            gameId: meta.id,
            seq: applied.seq,
            seat,
            move: applied.move,
            log: applied.log,
            status: outcome ? 'finished' : 'running',
            outcome,
            botToMove: false,
            at,
            clocks,
          },
          NODE,
        ),
      );
      live.commit(applied, at);
      live.setClocks(clocks);
    }
    return { meta, notices };
  });
}

/** One pass: every game's notices taken by a fresh watching node with one spectator socket. */
async function pass(t: Tree, title: string, recorded: ReturnType<typeof record>) {
  const game = t.games[title];
  const logger = { error: () => {} };
  const storage = { kind: 'postgres' };
  let bytes = 0;
  let moves = 0;
  let cpu = 0;
  for (const r of recorded) {
    const memory: any = new t.memory.GameMemory({
      games: t.games,
      storage,
      logger,
      metrics: { counters: {} },
      botLevels: () => [],
      config: { snapshotEvery: 25, cacheSize: 100, publicUrl: '', turnLimits: {} },
    });
    memory.remember(t.liveGame.LiveGame.fresh(game, r.meta));
    // The socket route's push for a spectator socket of the benchmark's clients (routes/socket.ts).
    let held: any;
    let logSince: number | undefined;
    let sentTo: unknown;
    const form = { runs: true, short: true, lang: 'en' };
    memory.subscribe(r.meta.id, (live: any) => {
      const now = live.answer(t.kernel.SPECTATOR, [], undefined);
      if (held && logSince !== undefined) {
        const lines = live.changedLines(t.kernel.SPECTATOR, logSince, sentTo);
        bytes += t.patch.patchMessage(held, now, lines, form)?.length ?? 0;
      } else bytes += JSON.stringify(now).length;
      held = now;
      logSince = now.moveCount;
      sentTo = t.kernel.SPECTATOR;
    });
    const c0 = process.cpuUsage();
    for (const payload of r.notices) await memory.onNotice(JSON.parse(payload));
    const c = process.cpuUsage(c0);
    cpu += c.user + c.system;
    moves += r.notices.length;
  }
  return { perMove: cpu / moves, bytes, moves };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

const trees = await Promise.all(roots.map(load));
for (const title of (process.env.TITLES ?? 'the-cost,industrial-waste').split(',')) {
  const recorded = record(trees[0], title);
  const times = trees.map(() => [] as number[]);
  const bytes = trees.map(() => 0);
  for (let r = 0; r < rounds + 2; r++) {
    // A B B A ...: each tree first in every other round.
    const order = r % 2 === 0 ? trees.map((_, i) => i) : trees.map((_, i) => trees.length - 1 - i);
    for (const i of order) {
      const p = await pass(trees[i], title, recorded);
      bytes[i] = p.bytes;
      // The first two rounds warm the code up.
      if (r >= 2) times[i].push(p.perMove);
    }
  }
  const out: Record<string, unknown> = {
    title,
    moves: recorded.reduce((s, r) => s + r.notices.length, 0),
  };
  trees.forEach((t, i) => {
    out[t.root] = { microsPerMove: +median(times[i]).toFixed(2), pushBytes: bytes[i] };
  });
  if (trees.length === 2) {
    const ratios = times[1].map((b, i) => b / times[0][i]);
    out.secondOverFirst = {
      median: +median(ratios).toFixed(3),
      below1: ratios.filter((x) => x < 1).length,
      rounds: ratios.length,
    };
  }
  console.log(JSON.stringify(out));
}
