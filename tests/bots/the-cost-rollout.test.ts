import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bots/index.ts';
import { replySearch } from '../../src/bots/the-cost/index.ts';
import { rolloutRanking, type RolloutSettings } from '../../src/bots/the-cost/rollout.ts';
import { REVERSED_EVAL, TUNED_EVAL } from '../../src/bots/the-cost/eval-constants.ts';
import { tableOf } from '../../src/bots/the-cost/reader.ts';
import { theCost, type CostMove, type CostState, type CostView } from '../../src/games/the-cost/index.ts';

const game = theCost;

/** The first position from `seed` where the seat to move has at least `n` moves, in `round` or later. */
function position(seed: string, n: number, round: number): { s: CostState; seat: number; legal: CostMove[] } {
  let s = game.setup({ players: 2 }, seed) as CostState;
  for (let i = 0; i < 2000 && !game.outcome(s); i++) {
    const seat = game.activeSeats(s)[0];
    const legal = game.legalMoves(s, seat) as CostMove[];
    if (s.round >= round && legal.length >= n) return { s, seat, legal };
    s = game.apply(s, seat, legal[i % legal.length]) as CostState;
  }
  throw new Error(`no position with ${n} moves in round ${round}`);
}

/** The rollouts' ranking at position `p`, weighing `width` moves at least and most, with no work bound. */
const ranking = (p: ReturnType<typeof position>, width: number, more: Partial<RolloutSettings>) =>
  rolloutRanking(game, p.s, p.seat, p.legal, tableOf(game.view(p.s, p.seat) as CostView), {
    width,
    maxWidth: width,
    work: 0,
    depth: 0,
    ...more,
  });

const rank = (p: ReturnType<typeof position>, early: number) => ranking(p, 2, { depth: 4, early });

/**
 * At how many of the positions of `seeds` the level, given `setting` = `value`, plays another move than
 * with its defaults; with `off` given, that value of the setting must play exactly the default's move.
 */
function levelMovesChanged(seeds: string[], setting: string, value: number, off?: number): number {
  let changed = 0;
  for (const seed of seeds) {
    const p = position(seed, 5, 3);
    const t = { seat: p.seat, legalMoves: p.legal, view: game.view(p.s, p.seat) };
    const decide = (tuning: Record<string, number>) =>
      createBot('tycoon', { game, seat: p.seat, seed: 't', budget: { iterations: 1000 }, tuning }).decide(
        t,
      ) as CostMove;
    const plain = decide({});
    if (off !== undefined) expect(decide({ [setting]: off })).toEqual(plain);
    if (JSON.stringify(decide({ [setting]: value })) !== JSON.stringify(plain)) changed++;
  }
  return changed;
}

describe('The Cost rollouts: more moves in the first round', () => {
  it('rolloutEarly weighs more moves in round 1 only, legal ones, the same way every time', () => {
    const first = position('tc-early', 8, 1);
    expect(first.s.round).toBe(1);
    expect(rank(first, 0)).toHaveLength(2);
    const early = rank(first, 5);
    expect(early).toHaveLength(5);
    for (const r of early) expect(first.legal).toContainEqual(r.move);
    expect(rank(first, 5)).toEqual(early);
    // Later rounds keep `width`.
    const later = position('tc-early', 3, 2);
    expect(later.s.round).toBeGreaterThan(1);
    expect(rank(later, 5)).toHaveLength(2);
  });
});

describe('The Cost rollouts: the other seat’s replies', () => {
  const weigh = (p: ReturnType<typeof position>, replies: number, trust = 0) =>
    ranking(p, 3, { depth: 16, replies, trust });

  it('rolloutReplies counts the worst of the other seat’s best replies, never better than its first choice alone', () => {
    let lower = 0;
    for (const seed of ['tc-replies-1', 'tc-replies-2', 'a', 'b']) {
      const p = position(seed, 5, 2);
      const plain = weigh(p, 1);
      const robust = weigh(p, 2);
      expect(robust).toHaveLength(plain.length);
      expect(weigh(p, 2)).toEqual(robust);
      for (const r of robust) {
        expect(p.legal).toContainEqual(r.move);
        // The heuristic's own reply is among those tried, so the worst is at most its rollout's worth.
        const same = plain.find((x) => x.move === r.move)!;
        expect(r.end!.worth).toBeLessThanOrEqual(same.end!.worth);
        if (r.end!.worth < same.end!.worth) lower++;
      }
    }
    // A second reply does change some rollouts: the branch is really tried.
    expect(lower).toBeGreaterThan(0);
  });

  it('rolloutTrust counts a mean of the replies: the heuristic’s by its weight, between the worst and the best', () => {
    let between = 0;
    for (const seed of ['tc-replies-1', 'tc-replies-2', 'a', 'b']) {
      const p = position(seed, 5, 2);
      const worth = (r: ReturnType<typeof weigh>, move: CostMove) =>
        r.find((x) => x.move === move)!.end!.worth;
      const plain = weigh(p, 1);
      const worst = weigh(p, 3);
      const all = weigh(p, 3, 1);
      const half = weigh(p, 3, 0.5);
      expect(weigh(p, 3, 0.5)).toEqual(half);
      for (const r of plain) {
        // Full trust is the heuristic's reply alone: exactly the plain rollout.
        expect(worth(all, r.move)).toBeCloseTo(r.end!.worth, 9);
        // A mean lies above the worst reply's ending; the heuristic's reply weighs half of it.
        const mean = worth(half, r.move);
        expect(mean).toBeGreaterThanOrEqual(worth(worst, r.move) - 1e-9);
        if (mean > worth(worst, r.move) + 1e-9 && Math.abs(mean - r.end!.worth) > 1e-9) between++;
      }
      // The ranking is of legal moves, the best first.
      for (let i = 1; i < half.length; i++)
        expect(half[i - 1].end!.worth).toBeGreaterThanOrEqual(half[i].end!.worth);
    }
    // Some moves do fall strictly between the worst and the heuristic's reply alone.
    expect(between).toBeGreaterThan(0);
  });
});

describe('The Cost rollouts: keeping the heuristic’s choice unless another ends clearly better', () => {
  const weigh = (p: ReturnType<typeof position>, keep: number) => ranking(p, 4, { keep });
  const key = (m: CostMove) => JSON.stringify(m);

  it('rolloutKeep plays the heuristic’s choice unless a move wins where it does not or ends that many dollars ahead', () => {
    let left = 0;
    let kept = 0;
    for (const seed of ['tc-keep-1', 'tc-keep-2', 'a', 'b', 'c']) {
      const p = position(seed, 5, 4);
      const plain = weigh(p, 0);
      // The heuristic's own choice: the one move weighed with a width of 1.
      const own = ranking(p, 1, {})[0].move;
      const mine = plain.find((r) => key(r.move) === key(own))!.end!;
      for (const keep of [5, 1e6]) {
        const ranked = weigh(p, keep);
        // The same moves with the same endings, only perhaps another first.
        expect(new Set(ranked.map((r) => key(r.move)))).toEqual(new Set(plain.map((r) => key(r.move))));
        const first = ranked[0].end!;
        if (key(ranked[0].move) !== key(own)) {
          expect((first.won ?? 0) > (mine.won ?? 0) || first.worth - mine.worth > keep).toBe(true);
        } else if (key(plain[0].move) !== key(own)) {
          // Kept though another ended better, by less than the margin and with no better result.
          expect(plain[0].end!.worth - mine.worth).toBeLessThanOrEqual(keep);
          expect(plain[0].end!.won).toBe(mine.won);
          if (keep === 5) kept++;
        }
      }
      if (key(plain[0].move) !== key(own)) left++;
    }
    // The rollouts do leave the heuristic's choice at times, and a margin keeps it at some of those.
    expect(left).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });
});

/** A game of two heuristic players from `seed`, at its decision `n`: the turn, and a tycoon's move there. */
function heuristicGameAt(seed: string, n: number) {
  let s = game.setup({ players: 2 }, seed) as CostState;
  const players = [0, 1].map((seat) => createBot('heuristic', { game, seat, seed: 'p' }));
  const turn = (st: CostState) => {
    const seat = game.activeSeats(st)[0];
    return { seat, legalMoves: game.legalMoves(st, seat), view: game.view(st, seat) };
  };
  for (let i = 0; i < n; i++) {
    const t = turn(s);
    s = game.apply(s, t.seat, players[t.seat].decide(t) as CostMove) as CostState;
  }
  const t = turn(s);
  const decide = (tuning: Record<string, number>) =>
    createBot('tycoon', { game, seat: t.seat, seed: 't', budget: { iterations: 1000 }, tuning }).decide(
      t,
    ) as CostMove;
  return { s, t, decide };
}

describe('The Cost rollouts: the search’s moves played out too', () => {
  const key = (m: CostMove) => JSON.stringify(m);

  it('extra moves are played out beside the heuristic’s best, once each', () => {
    const p = position('tc-extra', 6, 2);
    const plain = ranking(p, 1, { depth: 12 });
    expect(plain).toHaveLength(1);
    const other = p.legal.find((m) => key(m) !== key(plain[0].move))!;
    const more = ranking(p, 1, { depth: 12, extra: [other, plain[0].move] });
    // The heuristic's own choice is not played twice; the other move has an ending of its own.
    expect(more.map((r) => key(r.move)).sort()).toEqual([key(other), key(plain[0].move)].sort());
    for (const r of more) expect(r.end).not.toBeNull();
    expect(ranking(p, 1, { depth: 12, extra: [other] })).toEqual(more);
  });

  it('rolloutSearch changes the level’s move where the search finds one the heuristic ranks low, the same way every time', () => {
    // Seed `probe-x`, its 55th decision (round 3, 489 moves): the search's most visited moves include
    // one the heuristic's ranking does not weigh, and its rollout ends best.
    const { s, t, decide } = heuristicGameAt('probe-x', 54);
    expect(s.round).toBe(3);
    const plain = decide({});
    const searched = decide({ rolloutSearch: 1000, rolloutSearchMoves: 2 });
    expect(t.legalMoves).toContainEqual(searched);
    expect(key(searched)).not.toBe(key(plain));
    expect(decide({ rolloutSearch: 1000, rolloutSearchMoves: 2 })).toEqual(searched);
  });
});

describe('The Cost rollouts: the other seat’s first reply from another judge', () => {
  it('reply makes the other seat’s first decision with a choice, once per rollout, the rest staying the heuristic’s', () => {
    let changed = 0;
    for (const seed of ['tc-reply-1', 'tc-reply-2', 'a', 'b']) {
      const p = position(seed, 5, 2);
      const plain = ranking(p, 3, { depth: 16 });
      const asked: number[] = [];
      // A judge unlike the heuristic: the last legal move.
      const reply = (_s: CostState, seat: number, legal: readonly CostMove[]) => {
        asked.push(seat);
        return legal[legal.length - 1];
      };
      const other = ranking(p, 3, { depth: 16, reply });
      expect(other).toHaveLength(plain.length);
      // Asked once for each move played out, always for the other seat.
      expect(asked).toHaveLength(plain.length);
      for (const seat of asked) expect(seat).not.toBe(p.seat);
      for (const r of other) {
        const same = plain.find((x) => JSON.stringify(x.move) === JSON.stringify(r.move))!;
        if (r.end!.worth !== same.end!.worth) changed++;
      }
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('rolloutReplySearch lets the search make the other seat’s first reply in the level’s rollouts', () => {
    // Seed `probe-x`, its 58th decision (round 3, 5 moves): with the search's reply another move ends best.
    const { t, decide } = heuristicGameAt('probe-x', 57);
    const plain = decide({});
    const replied = decide({ rolloutReplySearch: 300 });
    expect(t.legalMoves).toContainEqual(replied);
    expect(JSON.stringify(replied)).not.toBe(JSON.stringify(plain));
    expect(decide({ rolloutReplySearch: 300 })).toEqual(replied);
  });

  it('rolloutReplySearch answers a position the same whatever the level met before', () => {
    // One level decides an earlier position first (its reply searches are remembered); a fresh one does not.
    const earlier = heuristicGameAt('probe-x', 53);
    const { t } = heuristicGameAt('probe-x', 57);
    const tuning = { rolloutReplySearch: 300 };
    const level = createBot('tycoon', {
      game,
      seat: t.seat,
      seed: 't',
      budget: { iterations: 1000 },
      tuning,
    });
    level.decide(earlier.t);
    const after = level.decide(t) as CostMove;
    expect(after).toEqual(level.decide(t));
    const fresh = createBot('tycoon', {
      game,
      seat: t.seat,
      seed: 'other',
      budget: { iterations: 1000 },
      tuning,
    });
    expect(fresh.decide(t)).toEqual(after);
  });

  it('the reply searches answer each position alike in any order, remembered or not', () => {
    // Positions of one heuristic game with a choice, answered in order by one model and backwards by another.
    let s = game.setup({ players: 2 }, 'tc-reply-order') as CostState;
    const asked: { s: CostState; seat: number; legal: CostMove[] }[] = [];
    for (let i = 0; i < 400 && !game.outcome(s) && asked.length < 10; i++) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat) as CostMove[];
      if (legal.length > 2 && i % 3 === 0) asked.push({ s, seat, legal });
      s = game.apply(s, seat, legal[i % legal.length]) as CostState;
    }
    expect(asked.length).toBeGreaterThan(6);
    const forward = replySearch(game, 200, 0);
    const backward = replySearch(game, 200, 0);
    const there = asked.map((a) => forward(a.s, a.seat, a.legal));
    const back = [...asked].reverse().map((a) => backward(a.s, a.seat, a.legal));
    expect(back.reverse()).toEqual(there);
    expect(asked.map((a) => forward(a.s, a.seat, a.legal))).toEqual(there);
    for (let i = 0; i < asked.length; i++) expect(asked[i].legal).toContainEqual(there[i]);
    // With a limit of one round, none in the first round: the rollout plays the heuristic's reply there.
    const late = replySearch(game, 200, 1);
    expect(asked[0].s.round).toBe(1);
    expect(late(asked[0].s, asked[0].seat, asked[0].legal)).toBeUndefined();
  });

  it('rolloutReplyRounds keeps the search to the last rounds, the heuristic replying before', () => {
    // The same round-3 position: two rounds of production left, so a limit of 1 leaves the heuristic's reply.
    const { s, decide } = heuristicGameAt('probe-x', 57);
    expect(s.round).toBe(3);
    const replied = decide({ rolloutReplySearch: 300 });
    expect(decide({ rolloutReplySearch: 300, rolloutReplyRounds: 1 })).toEqual(decide({}));
    expect(decide({ rolloutReplySearch: 300, rolloutReplyRounds: 2 })).toEqual(replied);
    expect(decide({ rolloutReplySearch: 300, rolloutReplyRounds: 0 })).toEqual(replied);
  });
});

describe('The Cost rollouts: the lead along the way', () => {
  const key = (m: CostMove) => JSON.stringify(m);

  it('rolloutPath adds its weight times the mover’s mean lead along each rollout to the ending', () => {
    let reordered = 0;
    for (const seed of ['tc-path-1', 'tc-path-2', 'a', 'b']) {
      const p = position(seed, 5, 3);
      const plain = ranking(p, 4, {});
      const led = ranking(p, 4, { path: 1 });
      // The same moves, the same results and margins; only the worth differs, by the lead.
      expect(new Set(led.map((r) => key(r.move)))).toEqual(new Set(plain.map((r) => key(r.move))));
      for (const r of led) {
        const base = plain.find((q) => key(q.move) === key(r.move))!.end!;
        const end = r.end!;
        expect(end.won).toBe(base.won);
        expect(end.margin).toBe(base.margin);
        expect(base.lead).toBeUndefined();
        expect(typeof end.lead).toBe('number');
        expect(end.worth).toBeCloseTo(base.worth + end.lead!, 6);
      }
      for (let i = 1; i < led.length; i++)
        expect(led[i - 1].end!.worth).toBeGreaterThanOrEqual(led[i].end!.worth);
      if (key(led[0].move) !== key(plain[0].move)) reordered++;
    }
    // The lead along the way does change a choice at times.
    expect(reordered).toBeGreaterThan(0);
  });

  it('the level reads rolloutPath: at some position it plays another move with it', () => {
    expect(levelMovesChanged(['tc-path-1', 'tc-path-2', 'a', 'b'], 'rolloutPath', 1)).toBeGreaterThan(0);
  });
});

describe('The Cost rollouts: several models of the other seat', () => {
  const key = (m: CostMove) => JSON.stringify(m);

  it('models counts the mean of each move’s endings against each model, the first model alone being the plain rollout', () => {
    let reordered = 0;
    for (const seed of ['tc-models-1', 'tc-models-2', 'a', 'b']) {
      const p = position(seed, 5, 3);
      const view = game.view(p.s, p.seat) as CostView;
      const each = [tableOf(view), tableOf(view, TUNED_EVAL), tableOf(view, REVERSED_EVAL)];
      const plain = ranking(p, 4, { depth: 16 });
      // One model, the default constants, is the plain rollout.
      expect(ranking(p, 4, { depth: 16, models: each.slice(0, 1) })).toEqual(plain);
      const alone = each.map((m) => ranking(p, 4, { depth: 16, others: m }));
      const mean = ranking(p, 4, { depth: 16, models: each });
      expect(ranking(p, 4, { depth: 16, models: each })).toEqual(mean);
      expect(new Set(mean.map((r) => key(r.move)))).toEqual(new Set(plain.map((r) => key(r.move))));
      for (const r of mean) {
        const worths = alone.map((a) => a.find((q) => key(q.move) === key(r.move))!.end!.worth);
        expect(r.end!.worth).toBeCloseTo((worths[0] + worths[1] + worths[2]) / 3, 6);
      }
      if (key(mean[0].move) !== key(plain[0].move)) reordered++;
    }
    expect(reordered).toBeGreaterThan(0);
  });

  it('the level reads rolloutModels: at some position it plays another move with it, and 1 is the default', () => {
    expect(
      levelMovesChanged(['tc-models-1', 'tc-models-2', 'a', 'b'], 'rolloutModels', 3, 1),
    ).toBeGreaterThan(0);
  });
});

describe('The Cost rollouts: the other seat looking to the end in the last round', () => {
  const key = (m: CostMove) => JSON.stringify(m);

  it('last changes some rollouts that reach the last round, weighs the same moves, the same way every time', () => {
    let changed = 0;
    for (const seed of ['tc-last-1', 'tc-last-2', 'a', 'b']) {
      const p = position(seed, 5, 3);
      const plain = ranking(p, 4, {});
      const last = ranking(p, 4, { last: 3 });
      expect(ranking(p, 4, { last: 3 })).toEqual(last);
      expect(new Set(last.map((r) => key(r.move)))).toEqual(new Set(plain.map((r) => key(r.move))));
      for (const r of last) {
        const base = plain.find((q) => key(q.move) === key(r.move))!.end!;
        if (r.end!.worth !== base.worth) changed++;
      }
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('the level reads rolloutLast: at some position it plays another move with it, and 0 is the default', () => {
    expect(levelMovesChanged(['tc-last-1', 'tc-last-2', 'a', 'b'], 'rolloutLast', 3, 0)).toBeGreaterThan(0);
  });
});

describe('The Cost: the search in the last round', () => {
  it('the level reads lastSearch: in the last round it plays the search’s move at some position, the same every time, and 0 is the default', () => {
    let changed = 0;
    for (const seed of ['tc-lastsearch-1', 'tc-lastsearch-2', 'a', 'b']) {
      const p = position(seed, 5, 4);
      const t = { seat: p.seat, legalMoves: p.legal, view: game.view(p.s, p.seat) };
      const decide = (tuning: Record<string, number>) =>
        JSON.stringify(
          createBot('tycoon', { game, seat: p.seat, seed: 't', budget: { iterations: 1000 }, tuning }).decide(
            t,
          ),
        );
      const plain = decide({});
      expect(decide({ lastSearch: 0 })).toBe(plain);
      const searched = decide({ lastSearch: 500 });
      expect(decide({ lastSearch: 500 })).toBe(searched);
      expect(p.legal.map((m) => JSON.stringify(m))).toContain(searched);
      if (searched !== plain) changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('lastSearch leaves the rounds before the last to the rollouts', () => {
    const p = position('tc-lastsearch-1', 5, 2);
    expect(p.s.round).toBe(2);
    const t = { seat: p.seat, legalMoves: p.legal, view: game.view(p.s, p.seat) };
    const decide = (tuning: Record<string, number>) =>
      createBot('tycoon', { game, seat: p.seat, seed: 't', budget: { iterations: 1000 }, tuning }).decide(t);
    expect(decide({ lastSearch: 500 })).toEqual(decide({}));
  });
});

describe('The Cost rollouts: a small game tree in the last round', () => {
  const key = (m: CostMove) => JSON.stringify(m);

  it('tree judges the same moves otherwise in the last round, legal ones, the same way every time', () => {
    let changed = 0;
    let ownDiffers = 0;
    for (const seed of ['tc-tree-1', 'tc-tree-2', 'a', 'b']) {
      const p = position(seed, 5, 4);
      const plain = ranking(p, 4, {});
      const tree = ranking(p, 4, { tree: 2, treeDepth: 3 });
      expect(ranking(p, 4, { tree: 2, treeDepth: 3 })).toEqual(tree);
      expect(new Set(tree.map((r) => key(r.move)))).toEqual(new Set(plain.map((r) => key(r.move))));
      for (const r of tree) expect(p.legal.map(key)).toContain(key(r.move));
      // One move tried at each branching is the plain rollout.
      expect(ranking(p, 4, { tree: 1, treeDepth: 3 })).toEqual(plain);
      // Only the other seat's decisions branching: the same moves, judged the same way every time.
      const others = ranking(p, 4, { tree: 2, treeDepth: 3, treeOwn: 0 });
      expect(ranking(p, 4, { tree: 2, treeDepth: 3, treeOwn: 0 })).toEqual(others);
      expect(new Set(others.map((r) => key(r.move)))).toEqual(new Set(plain.map((r) => key(r.move))));
      for (const r of others)
        if (r.end!.worth !== tree.find((q) => key(q.move) === key(r.move))!.end!.worth) ownDiffers++;
      for (const r of tree) {
        const base = plain.find((q) => key(q.move) === key(r.move))!.end!;
        if (r.end!.worth !== base.worth) changed++;
      }
    }
    expect(changed).toBeGreaterThan(0);
    expect(ownDiffers).toBeGreaterThan(0);
  });

  it('tree leaves the rounds before the last to the plain rollouts', () => {
    for (const seed of ['tc-tree-1', 'a']) {
      const p = position(seed, 5, 2);
      expect(p.s.round).toBeLessThan(4);
      expect(ranking(p, 4, { depth: 24, tree: 2 })).toEqual(ranking(p, 4, { depth: 24 }));
      expect(ranking(p, 4, { depth: 24, tree: 2, treeOwn: 0 })).toEqual(ranking(p, 4, { depth: 24 }));
    }
  });

  it('the level reads lastTree: in the last round it plays another move at some position, the same every time, and 0 is the default', () => {
    let changed = 0;
    for (const seed of ['tc-tree-1', 'tc-tree-2', 'a', 'b']) {
      const p = position(seed, 5, 4);
      const t = { seat: p.seat, legalMoves: p.legal, view: game.view(p.s, p.seat) };
      const decide = (tuning: Record<string, number>) =>
        key(
          createBot('tycoon', { game, seat: p.seat, seed: 't', budget: { iterations: 1000 }, tuning }).decide(
            t,
          ) as CostMove,
        );
      const plain = decide({});
      expect(decide({ lastTree: 0 })).toBe(plain);
      const tree = decide({ lastTree: 2 });
      expect(decide({ lastTree: 2 })).toBe(tree);
      if (tree !== plain) changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });
});
