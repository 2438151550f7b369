// A/B of a push's patch step alone (src/server/http/state-patch.ts and what it calls) between two
// checkouts, in one process: the positions pass's recorded games replayed once (tree A), the compact
// snapshots and log lines of a hot-seat screen and a spectator kept for every move, then each tree makes
// every move's two patch messages in order, as the web page asks for them (`?legalMoves=runs&
// logs=byViewer&ops=short&lang=en`), rounds alternating A B / B A. Each round works on copies of the
// snapshots, their lists of legal moves and their lines, so that nothing a tree keeps by object (a list's
// runs, a line's text) is found again from an earlier round; the lines' texts are rendered beforehand, so
// the rendering is not timed. Every message of both trees must be the same bytes.
//   node --import tsx scripts/patch-step-ab.mjs <tree A> <tree B> [title=the-cost] [rounds=30]
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { newTable } from '../src/cli/bench/positions.ts';
import { cpuMicrosPer, pairedRounds, pairedLine } from './paired-rounds.mjs';

const [treeA, treeB, titleArg, roundsArg] = process.argv.slice(2);
if (!treeA || !treeB) {
  console.error('usage: node --import tsx scripts/patch-step-ab.mjs <tree A> <tree B> [title] [rounds]');
  process.exit(1);
}
const title = titleArg ?? 'the-cost';
const rounds = Number(roundsArg ?? 30);
const at = (tree, p) => import(resolve(tree, p));

const k = await at(treeA, 'src/kernel/index.ts');
const { games } = await at(treeA, 'src/games/registry.ts');
const { LiveGame, viewerKey } = await at(treeA, 'src/server/game/live-game.ts');
const patchA = (await at(treeA, 'src/server/http/state-patch.ts')).patchMessage;
const patchB = (await at(treeB, 'src/server/http/state-patch.ts')).patchMessage;

/** Every move's two pushes (hot-seat screen, spectator): the snapshots from and to, the lines, the form. */
function record() {
  const game = games[title];
  const steps = [];
  for (const n of [0, 1, 2]) {
    const rng = k.rngFromSeed(`bench-positions:${n}`);
    const meta = newTable(title, game, n);
    const live = LiveGame.fresh(game, meta);
    const watchers = [
      { controls: [0, 1], kept: new Map() },
      { controls: [], kept: new Map() },
    ];
    const start = Date.parse(meta.updatedAt);
    for (let i = 0; i < 300 && live.status !== 'finished'; i++) {
      const seat = live.activeSeats()[0];
      if (seat === undefined) break;
      const legal = live.bareMoves(seat);
      if (legal.length === 0) break;
      const move = legal[k.randomInt(rng, legal.length)].move;
      live.commit(live.tryMove(seat, move), new Date(start + (i + 1) * 1000).toISOString());
      const eyes = [live.activeSeats()[0] ?? seat, k.SPECTATOR];
      const now = watchers.map((w, j) => live.answer(eyes[j], w.controls, undefined));
      watchers.forEach((w, j) => {
        if (w.held) {
          const kept = w.eyes !== eyes[j] ? w.kept.get(viewerKey(eyes[j])) : undefined;
          const again = live.changedLines(eyes[j], w.since, w.eyes);
          const after = kept === undefined ? again : live.changedLines(eyes[j], w.since, w.eyes, kept);
          const viewerLogTo = after.length < again.length ? kept : undefined;
          const lines = viewerLogTo === undefined ? again : after;
          for (const line of lines) for (const e of line.entries) void e.text.en;
          steps.push({ watcher: j, before: w.held, after: now[j], lines, viewerLogTo });
        }
        Object.assign(w, { since: live.moveCount, eyes: eyes[j], held: now[j] });
        w.kept.set(viewerKey(eyes[j]), live.moveCount);
      });
    }
  }
  return steps;
}

/** A round's copies: each snapshot once (a push's `after` is the next one's `before`), lists and lines new. */
function copies(steps) {
  const made = new Map();
  const copy = (snap) => {
    let c = made.get(snap);
    if (!c) {
      const legalMoves = {};
      for (const [seat, list] of Object.entries(snap.legalMoves)) legalMoves[seat] = list.slice();
      made.set(snap, (c = { ...snap, legalMoves }));
    }
    return c;
  };
  const lineCopies = new Map();
  const lineOf = (line) => {
    let c = lineCopies.get(line);
    if (!c) lineCopies.set(line, (c = { ...line }));
    return c;
  };
  return steps.map((s) => ({
    ...s,
    before: copy(s.before),
    after: copy(s.after),
    lines: s.lines.map(lineOf),
  }));
}

const run = (patch, steps, hash) => {
  for (const s of steps) {
    const form = { runs: true, viewerLogTo: s.viewerLogTo, short: true, lang: 'en' };
    const bytes = patch(s.before, s.after, s.lines, form);
    if (hash) hash.update(bytes ?? 'none').update('|');
  }
};

const steps = record();
const [ha, hb] = [createHash('sha256'), createHash('sha256')];
run(patchA, copies(steps), ha);
run(patchB, copies(steps), hb);
const same = ha.digest('hex') === hb.digest('hex');
for (let i = 0; i < 3; i++) [patchA, patchB].forEach((p) => run(p, copies(steps)));
const timed = (patch) => {
  const round = copies(steps);
  return cpuMicrosPer(steps.length, () => run(patch, round));
};
const p = pairedRounds(
  rounds,
  () => timed(patchA),
  () => timed(patchB),
);
console.log(
  `${title}, ${steps.length} pushes: bytes ${same ? 'the same' : 'DIFFERENT'}; ${pairedLine(p, 'a push')}`,
);
