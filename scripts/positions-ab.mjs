// A/B of the server's positions pass (src/cli/bench/positions.ts: a hot-seat screen and a spectator,
// the move, the snapshots and the patches of each position) between two checkouts, in one process: each
// tree's modules loaded side by side, the same recorded games replayed by both, rounds alternating A B /
// B A, CPU µs a position and the median of the paired ratios B/A. Every patch message of both forms (the
// default, and as the web page asks) is hashed first in both trees: the bytes must be the same.
//   node --import tsx scripts/positions-ab.mjs <tree A> <tree B> [titles=industrial-waste,the-cost] [rounds=40]
//     [forms=default,page]   (`page` alone: only the patches as the web page asks for them)
// A tree outside this checkout needs node_modules above it (e.g. a worktree made inside this one).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { newTable } from '../src/cli/bench/positions.ts';

const [treeA, treeB, titlesArg, roundsArg, formsArg] = process.argv.slice(2);
if (!treeA || !treeB) {
  console.error('usage: node --import tsx scripts/positions-ab.mjs <tree A> <tree B> [titles] [rounds]');
  process.exit(1);
}
const titles = (titlesArg ?? 'industrial-waste,the-cost').split(',');
const rounds = Number(roundsArg ?? 40);
const forms = (formsArg ?? 'default,page').split(',');

async function load(tree) {
  const at = (p) => import(resolve(tree, p));
  const [k, registry, live, text, patch] = await Promise.all([
    at('src/kernel/index.ts'),
    at('src/games/registry.ts'),
    at('src/server/game/live-game.ts'),
    at('src/server/http/state-text.ts'),
    at('src/server/http/state-patch.ts'),
  ]);
  return { k, games: registry.games, ...live, ...text, ...patch };
}

/** The benchmark's games (three random 2-player games of at most 300 moves), recorded once for both trees. */
function record(m, title) {
  const game = m.games[title];
  return [0, 1, 2].map((n) => {
    const rng = m.k.rngFromSeed(`bench-positions:${n}`);
    const meta = newTable(title, game, n);
    let state = game.setup(meta.options, meta.seed);
    const moves = [];
    const start = Date.parse(meta.updatedAt);
    while (game.outcome(state) === null && moves.length < 300) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      const move = legal[m.k.randomInt(rng, legal.length)];
      moves.push({ seat, move, at: new Date(start + (moves.length + 1) * 1000).toISOString() });
      state = game.apply(state, seat, move);
    }
    return { meta, moves };
  });
}

const cpu = (from) => {
  const c = process.cpuUsage(from);
  return c.user + c.system;
};

/** One pass as the benchmark's (patches only); with `hash`, every message's bytes go into it. */
function pass(m, title, games, page, hash) {
  const t = { move: 0, build: 0, patch: 0, positions: 0 };
  for (const r of games) {
    const live = m.LiveGame.fresh(m.games[title], r.meta);
    const watchers = [
      { controls: [0, 1], kept: new Map() },
      { controls: [], kept: new Map() },
    ];
    for (const mv of r.moves) {
      let at = process.cpuUsage();
      live.commit(live.tryMove(mv.seat, mv.move), mv.at);
      t.move += cpu(at);
      const eyes = [live.activeSeats()[0] ?? mv.seat, m.k.SPECTATOR];
      at = process.cpuUsage();
      const now = watchers.map((w, i) => live.answer(eyes[i], w.controls, undefined));
      t.build += cpu(at);
      at = process.cpuUsage();
      const out = watchers.map((w, i) => {
        if (!w.held) return m.stateMessageBytes(now[i]);
        if (!page) return m.patchMessage(w.held, now[i], live.changedLines(eyes[i], w.since, w.eyes), {});
        const kept = w.eyes !== eyes[i] ? w.kept.get(m.viewerKey(eyes[i])) : undefined;
        const again = live.changedLines(eyes[i], w.since, w.eyes);
        const after = kept === undefined ? again : live.changedLines(eyes[i], w.since, w.eyes, kept);
        const viewerLogTo = after.length < again.length ? kept : undefined;
        const lines = viewerLogTo === undefined ? again : after;
        return m.patchMessage(w.held, now[i], lines, { runs: true, viewerLogTo, short: true, lang: 'en' });
      });
      t.patch += cpu(at);
      if (hash) for (const b of out) hash.update(b ?? 'none').update('|');
      watchers.forEach((w, i) => {
        Object.assign(w, { since: live.moveCount, eyes: eyes[i], held: now[i] });
        w.kept.set(m.viewerKey(eyes[i]), live.moveCount);
      });
      t.positions++;
    }
  }
  return t;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const A = await load(treeA);
const B = await load(treeB);
for (const title of titles) {
  const games = record(A, title);
  for (const page of [false, true].filter((p) => forms.includes(p ? 'page' : 'default'))) {
    const form = page ? 'as the page asks' : 'default form';
    const [ha, hb] = [createHash('sha256'), createHash('sha256')];
    pass(A, title, games, page, ha);
    pass(B, title, games, page, hb);
    const same = ha.digest('hex') === hb.digest('hex');
    for (let i = 0; i < 2; i++) [A, B].forEach((m) => pass(m, title, games, page));
    const ra = [];
    const rb = [];
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? [A, B] : [B, A];
      for (const m of order) (m === A ? ra : rb).push(pass(m, title, games, page));
    }
    const parts = ['move', 'build', 'patch', 'total'].map((k) => {
      const of = (x) => (k === 'total' ? x.move + x.build + x.patch : x[k]) / x.positions;
      const ratios = ra.map((a, i) => of(rb[i]) / of(a));
      const faster = ratios.filter((x) => x < 1).length;
      return `${k} ${median(ra.map(of)).toFixed(1)} / ${median(rb.map(of)).toFixed(1)} µs, paired ${median(ratios).toFixed(3)} (B faster in ${faster} of ${rounds})`;
    });
    console.log(`${title}, ${form}: bytes ${same ? 'the same' : 'DIFFERENT'}; ${parts.join('; ')}`);
  }
}
