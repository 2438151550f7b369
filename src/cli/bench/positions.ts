// What the server's main thread spends per position, without sockets, storage or other processes: a
// game in memory (`LiveGame`) replayed move by move, and at each position the work a move costs as the
// server benchmark's tables see it (a hot-seat screen and a spectator, both with compact pushes): the
// move checked and described, the screen's and the spectator's snapshots built and made compact, then
// turned into what each socket is sent, both ways: as the change from the last one (the default
// "patch" pushes) and as whole "state" messages (`?pushes=full`), A and B in the same pass. Next to it,
// the engine's parts of a position on their own. CPU microseconds, median of passes over the same
// games; numbers only, never pass/fail.
import { randomInt, rngFromSeed, SPECTATOR, type AnyGame, type Viewer } from '../../kernel/index.ts';
import type { LogLine, SnapshotAnswer } from '../../shared/api.ts';
import { newGame } from '../../server/game/create-game.ts';
import { LiveGame, viewerKey } from '../../server/game/live-game.ts';
import { stateMessageBytes } from '../../server/http/state-text.ts';
import { patchMessage, type PatchForm } from '../../server/http/state-patch.ts';
import { round } from '../simulate-core.ts';
import { percentile, type BenchContext } from './benchmark.ts';

const PLAYERS = 2;
const GAMES = 3;
/** Moves per game at most, so that a pass stays short for The Cost's long games. */
const MOVES = 300;

/**
 * A new hot-seat table of two people, as the server creates one for the benchmark's clients: game `n`
 * of a title, the one the measuring scripts (scripts/*-ab.mjs) record and replay too.
 */
export const newTable = (title: string, game: AnyGame, n: number) =>
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

/**
 * Random games as lists of moves (seat, move and the time it is made, a second after the last, as a
 * server stamps each move: every push changes `updatedAt`), played once, replayed by every pass.
 */
function recordGames(title: string, game: AnyGame) {
  return Array.from({ length: GAMES }, (_, n) => {
    const rng = rngFromSeed(`bench-positions:${n}`);
    const m = newTable(title, game, n);
    let state = game.setup(m.options, m.seed);
    const moves: { seat: number; move: unknown; at: string }[] = [];
    const start = Date.parse(m.updatedAt);
    while (game.outcome(state) === null && moves.length < MOVES) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      const move = legal[randomInt(rng, legal.length)];
      moves.push({ seat, move, at: new Date(start + (moves.length + 1) * 1000).toISOString() });
      state = game.apply(state, seat, move);
    }
    return { meta: m, moves };
  });
}

const cpuMicros = (from: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(from);
  return c.user + c.system;
};

/** A socket of the pass: its eyes, the lines it holds, and the last snapshot it was sent. */
interface Watcher {
  since?: number;
  eyes?: Viewer;
  held?: SnapshotAnswer;
  /** As the web page asks (`?logs=byViewer`): the last move of the log its client keeps, by eyes. */
  kept?: Map<string, number>;
}

/**
 * The lines and form of a patch as the server sends it to a socket of the web page, which asks for
 * `?legalMoves=runs&logs=byViewer&ops=short&lang=` (routes/socket.ts; English here): a screen back at
 * eyes it showed before is sent only what reads otherwise after the log its client kept for them.
 */
function pageLines(live: LiveGame, w: Required<Watcher>, eyes: Viewer): [LogLine[], PatchForm] {
  const kept = w.eyes !== eyes ? w.kept.get(viewerKey(eyes)) : undefined;
  const again = live.changedLines(eyes, w.since, w.eyes);
  const after = kept === undefined ? again : live.changedLines(eyes, w.since, w.eyes, kept);
  const viewerLogTo = after.length < again.length ? kept : undefined;
  const form: PatchForm = { runs: true, viewerLogTo, short: true, lang: 'en' };
  return [viewerLogTo === undefined ? again : after, form];
}

/**
 * One pass over the recorded games through `LiveGame`: CPU µs of the moves, of the snapshots the two
 * sockets are sent (built, made compact), of turning them into whole "state" messages (`?pushes=full`)
 * and into "patch" messages (the default), and the bytes of each. With `page`, the patches are made as
 * the web page's sockets ask for them (`pageLines`), and no whole states.
 */
function serverPass(title: string, game: AnyGame, recorded: ReturnType<typeof recordGames>, page = false) {
  let move = 0;
  let build = 0;
  let whole = 0;
  let patch = 0;
  let positions = 0;
  let bytes = 0;
  let patchBytes = 0;
  for (const r of recorded) {
    const live = LiveGame.fresh(game, r.meta);
    const all = Array.from({ length: PLAYERS }, (_, s) => s);
    const screen: Watcher = { kept: new Map() };
    const spectator: Watcher = { kept: new Map() };
    const watchers = [
      { w: screen, controls: all },
      { w: spectator, controls: [] as number[] },
    ];
    for (const m of r.moves) {
      let t = process.cpuUsage();
      live.commit(live.tryMove(m.seat, m.move), m.at);
      move += cpuMicros(t);
      // The hot-seat screen's viewer follows the seat to act; the spectator's is the spectator.
      const eyes = [live.activeSeats()[0] ?? m.seat, SPECTATOR];
      t = process.cpuUsage();
      const now = watchers.map(({ controls }, i) => live.answer(eyes[i], controls, undefined));
      build += cpuMicros(t);
      // Whole states: the screen is sent the lines from the first that reads otherwise for its new seat.
      if (!page) {
        t = process.cpuUsage();
        watchers.forEach(({ w, controls }, i) => {
          bytes += stateMessageBytes(live.answer(eyes[i], controls, undefined, w.since, w.eyes)).length;
        });
        whole += cpuMicros(t);
      }
      t = process.cpuUsage();
      watchers.forEach(({ w }, i) => {
        if (w.held && w.since !== undefined && w.eyes !== undefined) {
          const [lines, form] = page
            ? pageLines(live, w as Required<Watcher>, eyes[i])
            : [live.changedLines(eyes[i], w.since, w.eyes), {}];
          patchBytes += patchMessage(w.held, now[i], lines, form)?.length ?? 0;
        } else patchBytes += stateMessageBytes(now[i]).length;
      });
      patch += cpuMicros(t);
      watchers.forEach(({ w }, i) => {
        Object.assign(w, { since: live.moveCount, eyes: eyes[i], held: now[i] });
        w.kept?.set(viewerKey(eyes[i]), live.moveCount);
      });
      positions++;
    }
  }
  return { move, build, whole, patch, positions, bytes, patchBytes, title };
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
  const page: ReturnType<typeof serverPass>[] = [];
  const engine: ReturnType<typeof enginePass>[] = [];
  // One unmeasured pass of each first, so that the passes measure optimised code.
  serverPass(title, game, recorded);
  serverPass(title, game, recorded, true);
  enginePass(game, recorded);
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end || server.length < 3) {
    server.push(serverPass(title, game, recorded));
    page.push(serverPass(title, game, recorded, true));
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
      snapshotsBuilt: per(server, (x) => x.build),
      wholeStatesEncoded: per(server, (x) => x.whole),
      patchesMadeAndEncoded: per(server, (x) => x.patch),
      /** What a position costs as the sockets are sent it by default (patches). */
      total: per(server, (x) => x.move + x.build + x.patch),
      totalWithWholeStates: per(server, (x) => x.move + x.build + x.whole),
    },
    pushBytesPerPosition: {
      wholeStates: round(server[0].bytes / server[0].positions, 0),
      patches: round(server[0].patchBytes / server[0].positions, 0),
    },
    /**
     * The same passes with the patches as the web page's sockets ask for them (`?legalMoves=runs&
     * logs=byViewer&ops=short&lang=en`), in passes of their own (a pass's patches are made once per
     * pair of snapshots).
     */
    asThePageAsks: {
      cpuMicrosPerPosition: {
        moveCheckedAndTaken: per(page, (x) => x.move),
        snapshotsBuilt: per(page, (x) => x.build),
        patchesMadeAndEncoded: per(page, (x) => x.patch),
        total: per(page, (x) => x.move + x.build + x.patch),
      },
      patchBytesPerPosition: round(page[0].patchBytes / page[0].positions, 0),
    },
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
