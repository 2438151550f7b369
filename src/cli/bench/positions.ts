// What the server's main thread spends per position, without sockets, storage or other processes: a
// game in memory (`LiveGame`) replayed move by move, and at each position the work a move costs as the
// server benchmark's tables see it (a hot-seat screen and a spectator, both with compact pushes): the
// move checked and described, the mover's and the spectator's snapshots, made compact and turned to the
// text each socket is sent. Next to it, the engine's parts of a position on their own. CPU microseconds,
// median of passes over the same games; numbers only, never pass/fail.
import { randomInt, rngFromSeed, SPECTATOR, type AnyGame } from '../../kernel/index.ts';
import { withTexts } from '../../server/http/compact.ts';
import { newGame } from '../../server/game/create-game.ts';
import { LiveGame } from '../../server/game/live-game.ts';
import { stateMessageBytes } from '../../server/http/state-text.ts';
import { round } from '../simulate-core.ts';
import { percentile, type BenchContext } from './benchmark.ts';

const PLAYERS = 2;
const GAMES = 3;
/** Moves per game at most, so that a pass stays short for The Cost's long games. */
const MOVES = 300;

/** A new hot-seat table of two people, as the server creates one for the benchmark's clients. */
const newTable = (title: string, game: AnyGame, n: number) =>
  newGame(
    {
      game: title,
      players: PLAYERS,
      seats: Array.from({ length: PLAYERS }, () => ({ kind: 'human' as const })),
      hotSeat: true,
      seed: `bench-positions:${n}`,
      customSetup: true,
    },
    { games: { [title]: game }, botLevels: () => [], publicUrl: 'http://localhost' },
  ).live.meta;

/** Random games as lists of moves (seat and move), played once, replayed by every pass. */
function recordGames(title: string, game: AnyGame) {
  return Array.from({ length: GAMES }, (_, n) => {
    const rng = rngFromSeed(`bench-positions:${n}`);
    const m = newTable(title, game, n);
    let state = game.setup(m.options, m.seed);
    const moves: { seat: number; move: unknown }[] = [];
    while (game.outcome(state) === null && moves.length < MOVES) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      const move = legal[randomInt(rng, legal.length)];
      moves.push({ seat, move });
      state = game.apply(state, seat, move);
    }
    return { meta: m, moves };
  });
}

const cpuMicros = (from: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(from);
  return c.user + c.system;
};

const text = (snapshot: Parameters<typeof withTexts>[0]) => stateMessageBytes(withTexts(snapshot, undefined));

/** One pass over the recorded games through `LiveGame`: CPU µs of the moves and of the pushes. */
function serverPass(title: string, game: AnyGame, recorded: ReturnType<typeof recordGames>) {
  let move = 0;
  let push = 0;
  let positions = 0;
  let bytes = 0;
  for (const r of recorded) {
    const live = LiveGame.fresh(game, r.meta);
    const all = Array.from({ length: PLAYERS }, (_, s) => s);
    let spectatorSince: number | undefined;
    let screenSince: number | undefined;
    let screenEyes: number | undefined;
    for (const m of r.moves) {
      const t0 = process.cpuUsage();
      live.commit(live.tryMove(m.seat, m.move), r.meta.updatedAt);
      move += cpuMicros(t0);
      const t1 = process.cpuUsage();
      // The hot-seat screen's viewer follows the seat to act: its push carries the lines from the first
      // one that reads otherwise for the new seat, as the socket sends them.
      const seat = live.activeSeats()[0] ?? m.seat;
      bytes += text(live.snapshot(seat, all, screenSince, screenEyes)).length;
      screenSince = live.moveCount;
      screenEyes = seat;
      bytes += text(live.snapshot(SPECTATOR, [], spectatorSince)).length;
      spectatorSince = live.moveCount;
      push += cpuMicros(t1);
      positions++;
    }
  }
  return { move, push, positions, bytes, title };
}

/** The engine's parts of a position for the seat to act: legal moves, blocked moves, three views. */
function enginePass(game: AnyGame, recorded: ReturnType<typeof recordGames>) {
  const parts = { legalMoves: 0, blockedMoves: 0, views: 0 };
  let positions = 0;
  for (const r of recorded) {
    let state = game.setup(r.meta.options, r.meta.seed);
    for (const m of r.moves) {
      state = game.apply(state, m.seat, m.move);
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) continue;
      let t = process.cpuUsage();
      game.legalMoves(state, seat);
      parts.legalMoves += cpuMicros(t);
      t = process.cpuUsage();
      game.blockedMoves?.(state, seat);
      parts.blockedMoves += cpuMicros(t);
      t = process.cpuUsage();
      for (const v of [SPECTATOR, 0, 1]) game.view(state, v);
      parts.views += cpuMicros(t);
      positions++;
    }
  }
  return { ...parts, positions };
}

const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

function measure(title: string, game: AnyGame, seconds: number) {
  const recorded = recordGames(title, game);
  const server: ReturnType<typeof serverPass>[] = [];
  const engine: ReturnType<typeof enginePass>[] = [];
  // One unmeasured pass of each first, so that the passes measure optimised code.
  serverPass(title, game, recorded);
  enginePass(game, recorded);
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end || server.length < 3) {
    server.push(serverPass(title, game, recorded));
    engine.push(enginePass(game, recorded));
  }
  const per = <T extends { positions: number }>(list: T[], f: (x: T) => number) =>
    round(median(list.map((x) => f(x) / x.positions)), 1);
  return {
    games: recorded.length,
    positions: server[0].positions,
    passes: server.length,
    cpuMicrosPerPosition: {
      moveCheckedAndTaken: per(server, (x) => x.move),
      pushesBuiltAndEncoded: per(server, (x) => x.push),
      total: per(server, (x) => x.move + x.push),
    },
    pushBytesPerPosition: round(server[0].bytes / server[0].positions, 0),
    engineMicrosPerPosition: {
      legalMoves: per(engine, (x) => x.legalMoves),
      blockedMoves: per(engine, (x) => x.blockedMoves),
      threeViews: per(engine, (x) => x.views),
    },
  };
}

/** Every title of the run, measured in turn. */
export const runPositionsBenchmark = (ctx: BenchContext) =>
  Object.fromEntries(
    Object.entries(ctx.games).map(([title, game]) => [title, measure(title, game, ctx.seconds)]),
  );
