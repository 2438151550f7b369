// What a move's PostgreSQL write costs the node before any query: its statement's parameters and its
// notice (src/server/storage/append-postgres.ts, move-notice.ts), and on the watching node the notice
// parsed. Moves of random 2-player games of each title, taken through the game in memory as the server
// takes them (their logs as the server writes them, clocks of two seats), then timed in rounds that
// alternate the notice made from the statement's own JSON (as the server does) with the notice object
// turned into JSON once more (as it did before). CPU microseconds a move, median of the rounds.
//   npx tsx scripts/postgres-notice-cpu.ts [rounds]
import { randomInt, rngFromSeed } from '../src/kernel/index.ts';
import { games } from '../src/games/registry.ts';
import { initialClocks } from '../src/server/clocks/seat-clocks.ts';
import { newGame } from '../src/server/game/create-game.ts';
import { LiveGame } from '../src/server/game/live-game.ts';
import { appendMoveValues } from '../src/server/storage/append-postgres.ts';
import { moveJson, moveNoticePayload, NOTICE_PAYLOAD_LIMIT } from '../src/server/storage/move-notice.ts';
import type { AppendMove } from '../src/server/storage/types.ts';

const rounds = Number(process.argv[2] ?? 21);
const GAMES = 3;
const MOVES = 300;
const NODE = 'a1b2c3d4e5f6';
const CHANNEL = 'externalities_moves_public';

type Written = AppendMove & { clocks: NonNullable<AppendMove['clocks']> };

/** The moves of random games of `title` as the server would write them. */
function record(title: string): Written[] {
  const game = games[title];
  const out: Written[] = [];
  for (let n = 0; n < GAMES; n++) {
    const { live: created } = newGame(
      {
        game: title,
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'human' }],
        hotSeat: true,
        seed: `notice-cpu:${n}`,
        customSetup: true,
      },
      { games: { [title]: game }, botLevels: () => [], publicUrl: 'http://localhost' },
    );
    const live = LiveGame.fresh(game, created.meta);
    const rng = rngFromSeed(`notice-cpu:${n}`);
    let clocks = initialClocks(null, 'random', created.meta.seats, [0], Date.parse(created.meta.createdAt));
    const start = Date.parse(created.meta.createdAt);
    while (game.outcome(live.state) === null && live.moveCount < MOVES) {
      const seat = live.activeSeats()[0];
      const legal = game.legalMoves(live.state, seat);
      const applied = live.tryMove(seat, legal[randomInt(rng, legal.length)]);
      const at = new Date(start + applied.seq * 1000).toISOString();
      clocks = { ...clocks, rev: clocks.rev + 1 };
      out.push({
        gameId: created.meta.id,
        seq: applied.seq,
        seat,
        move: applied.move,
        log: applied.log,
        status: 'running',
        outcome: null,
        botToMove: false,
        at,
        clocks,
      });
      live.commit(applied, at);
    }
  }
  return out;
}

/** Before: the statement's parts and the notice object each turned into JSON. */
function before(a: Written): number {
  const full = JSON.stringify({
    node: NODE,
    gameId: a.gameId,
    seq: a.seq,
    entry: {
      seat: a.seat,
      move: a.move,
      log: a.log,
      createdAt: a.at,
      ...(a.undoes !== undefined ? { undoes: a.undoes } : {}),
      clocks: { spec: a.clocks.spec, seats: a.clocks.seats, rev: a.clocks.rev },
    },
  });
  const notice =
    Buffer.byteLength(full) < NOTICE_PAYLOAD_LIMIT
      ? full
      : JSON.stringify({ node: NODE, gameId: a.gameId, seq: a.seq });
  const json = {
    move: JSON.stringify(a.move),
    log: JSON.stringify(a.log),
    seats: JSON.stringify(a.clocks.seats),
    spec: JSON.stringify(a.clocks.spec),
  };
  return appendMoveValues(a, json, CHANNEL, notice).length;
}

/** Now: the parts turned into JSON once, the notice put together from them. */
function now(a: Written): number {
  const json = moveJson(a);
  return appendMoveValues(a, json, CHANNEL, moveNoticePayload(a, NODE, json)).length;
}

const cpu = (work: () => void) => {
  const t0 = process.cpuUsage();
  work();
  const t = process.cpuUsage(t0);
  return t.user + t.system;
};
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

for (const title of ['the-cost', 'industrial-waste']) {
  const moves = record(title);
  const payloads = moves.map((a) => moveNoticePayload(a, NODE));
  const bytes = payloads.map((p) => Buffer.byteLength(p)).sort((x, y) => x - y);
  const times = { before: [] as number[], now: [] as number[], parse: [] as number[] };
  let sink = 0;
  for (let r = 0; r < rounds + 2; r++) {
    const a = cpu(() => moves.forEach((m) => (sink += before(m))));
    const b = cpu(() => moves.forEach((m) => (sink += now(m))));
    const p = cpu(() => payloads.forEach((s) => (sink += (JSON.parse(s) as { seq: number }).seq)));
    // The first two rounds warm the code up.
    if (r < 2) continue;
    times.before.push(a / moves.length);
    times.now.push(b / moves.length);
    times.parse.push(p / moves.length);
  }
  const ratios = times.now.map((b, i) => b / times.before[i]);
  console.log(
    JSON.stringify({
      title,
      moves: moves.length,
      noticeBytes: { median: bytes[bytes.length >> 1], max: bytes[bytes.length - 1] },
      microsPerMove: {
        before: +median(times.before).toFixed(2),
        now: +median(times.now).toFixed(2),
        noticeParsed: +median(times.parse).toFixed(2),
      },
      nowOverBefore: {
        median: +median(ratios).toFixed(3),
        below1: ratios.filter((x) => x < 1).length,
        rounds,
      },
      sink: sink > 0,
    }),
  );
}
