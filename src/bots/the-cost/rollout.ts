// Rollout play for The Cost: nothing is hidden after setup and no chance is left, and the heuristic level
// is deterministic, so the game that follows a move when every seat plays on with the heuristic can be
// played out exactly. For the few moves the heuristic rates best (more late in the game, where rollouts
// are short), play that game on (to its end, or for a bounded number of moves and then read the lead
// from the evaluation) and choose the move whose game ends best for the mover: a win first, then the
// margin. Against the heuristic this is never worse than the heuristic itself (its own choice is among
// those played out), and usually much better. The work of a decision is bounded by counts (moves
// played out, decisions played in all), never by the clock, so the same position always gives the
// same move.
import type { CostMove, CostState } from '../../games/the-cost/index.ts';
import type { AnyGame, Seat } from '../../kernel/index.ts';
import { outlookOf, seatValues } from './evaluate.ts';
import { advantage, bestMove, lookahead } from './heuristic.ts';
import { candidates } from './policy.ts';
import { STEP_OVER, type CostTable } from './reader.ts';

export interface RolloutSettings {
  /** Moves played out per decision at least: the heuristic's best ones. */
  width: number;
  /** Moves played out per decision at most, while `work` lasts. */
  maxWidth: number;
  /**
   * Decisions the rollouts of one decision may play in all: past `width`, the next move is played out
   * only if a rollout as long as the longest so far still fits. Rollouts are short late in the game, so
   * there more moves are weighed for the same work; counting decisions instead of reading the clock
   * keeps the choice the same on any machine.
   */
  work: number;
  /** Decisions played in a rollout before the evaluation judges the position (0: to the end). */
  depth: number;
  /**
   * Moves played out at least in the game's first round (0: `width`), with the work and the most
   * raised in proportion: the country and the first builds shape the whole game, and there a
   * rollout is longest, so `work` alone weighs only `width` moves.
   */
  early?: number;
  /**
   * Replies of the other seat weighed in each rollout (1: the heuristic's first choice only). Above 1,
   * at the other seat's first decision with a choice the rollout branches over that many of its best
   * replies, each played on, and the move counts the worst of them for the mover: the other seat need
   * not play exactly the heuristic's choice, and a move that wins only if it does is fragile.
   */
  replies?: number;
  /**
   * With `replies` above 1, how far the other seat is expected to play the heuristic's choice: above 0,
   * the move counts a weighted mean of the endings instead of the worst, that reply weighing `trust` and
   * the others sharing the rest equally (0: the worst). A search such as `mcts` often answers as the
   * heuristic would but not always; the worst of k replies judges every move by its rarest refutation.
   */
  trust?: number;
  /**
   * Above 0, the dollars of final margin by which a move's rollout must end better than that of the
   * heuristic's own choice for it to be played instead (a win against a loss always counts): the
   * rollouts model the other seat as the heuristic, so a small gain found against that model may be
   * none against another player (0: the best ending, whatever its lead).
   */
  keep?: number;
  /**
   * Moves played out besides the heuristic's best, whatever the work (those already weighed are not
   * played twice): the choices of a search, which models the other seat otherwise than the heuristic
   * does and so may find moves the heuristic's ranking leaves out.
   */
  extra?: readonly CostMove[];
  /**
   * The other seat's move at its first decision with a choice in each rollout, in place of the
   * heuristic's (the rest of the rollout is the heuristic's): a model of that seat closer to a player
   * who searches, where the heuristic's reply may not be the one it meets. Where it gives none, the
   * heuristic's is played.
   */
  reply?: (s: CostState, seat: Seat, legal: readonly CostMove[]) => CostMove | undefined;
  /**
   * Above 0, with `replies` 1: the weight, added to a rollout's ending, of the mover's mean lead (the
   * heuristic's advantage, in dollars) at its own decisions along the rollout. Of two endings alike, the
   * game led all the way counts above the one won or saved only at its end: a line that is ahead
   * throughout leaves less to a single reply of the other seat (0: the ending alone).
   */
  path?: number;
  /**
   * The table with which the seats other than the mover choose their moves in the rollouts (the mover's
   * own `t` if none): a mover judging by other evaluation constants can model the other seat as a
   * player who judges by the defaults.
   */
  others?: CostTable;
  /**
   * The table with which the moves of the decision itself are ranked (the mover's own `t` if none), the
   * rollouts being played and judged with `t`: a judgement that is sharp only at the decision in hand
   * chooses which moves are played out without changing how either seat plays on.
   */
  rank?: CostTable;
  /**
   * More than one: models of the other seats, each a table with which they play every rollout (the mover
   * plays by its own `t`). Each move is played out once against each model and counts the mean of the
   * endings, and `work` grows in proportion: the other seat is some player the heuristic only roughly
   * models, and a move that ends well against several such players leans less on any one of them.
   */
  models?: readonly CostTable[];
  /**
   * Above 0: in each rollout, the other seats' decisions with a choice in the first two phases of the
   * last round (building, then buying resources) are made as the level makes its own: that many of the
   * heuristic's best moves are each played on to the end of the game, and the one ending best for that
   * seat is played. The heuristic judges a last mine or a last purchase by estimates made for a longer
   * game, and there a player who searches, such as `mcts`, often builds or keeps its money where the
   * heuristic would not. These inner rollouts are not counted in `work`, so the same moves are weighed.
   */
  last?: number;
  /**
   * Above 1, in the last round (at most one production left): each move weighed is judged by a small
   * game tree instead of its one rollout. Along every line, the first `treeDepth` decisions with a choice,
   * whichever seat makes them, each try that many of the heuristic's best moves (its own choice first);
   * the mover's take the best ending for it, the other seats' the worst, and past them every seat plays
   * on with the heuristic to the end. Few decisions are left there, so both seats' best replies can be
   * weighed, where a single rollout trusts the heuristic's model of the other seat's last building,
   * buying and production. The moves weighed are those the plain rollouts would weigh (`work` counts
   * only those), so only the judgement of them changes.
   */
  tree?: number;
  /** With `tree`: the decisions with a choice along each line that branch (3 by default). */
  treeDepth?: number;
  /**
   * With `tree`: 0 lets only the other seats' decisions branch (and count in `treeDepth`), the mover playing
   * the heuristic's choice; 1, the default, both seats'. A depth counted over both seats' decisions favours
   * moves that leave the mover to move again, which push the other seats' replies past the tree.
   */
  treeOwn?: number;
}

/** Branching decisions along each line of the last round's tree when `treeDepth` is not given. */
const TREE_DEPTH = 3;

/** How a rollout ended for `seat`: its worth (a win counts above any margin, else the lead), and where
 * the game was played to its end, the result and the margin over the best other seat in dollars. */
export interface RolloutEnd {
  worth: number;
  /** 1 won alone, 0.5 shared, 0 lost; null when the rollout stopped before the end. */
  won: number | null;
  margin: number | null;
  /** With `path`: the mover's mean lead at its own decisions along the rollout (0 when it had none). */
  lead?: number;
}

function ending(game: AnyGame, s: CostState, seat: Seat, t: CostTable): RolloutEnd {
  const out = game.outcome(s);
  if (out) {
    const v = seatValues(s, t);
    let best = -Infinity;
    for (let o = 0; o < v.length; o++) if (o !== seat && v[o] > best) best = v[o];
    const margin = v[seat] - best;
    const won = out.winners.includes(seat) ? (out.winners.length > 1 ? 0.5 : 1) : 0;
    return { worth: won * 1000 + margin, won, margin };
  }
  return { worth: advantage(s, seat, t), won: null, margin: null };
}

/** The leads of one seat summed at its own decisions with a choice along a rollout. */
interface Trace {
  seat: Seat;
  sum: number;
  n: number;
}

/**
 * Every seat plays on with the heuristic for `depth` decisions (0: to the end) from `s`; `played.n`
 * counts the decisions with a choice, and `trace`, if given, sums its seat's lead at each of its own.
 */
export function playOn(
  game: AnyGame,
  s: CostState,
  depth: number,
  t: CostTable,
  played: { n: number } = { n: 0 },
  trace?: Trace,
  others?: { seat: Seat; t: CostTable },
  last?: { mover: Seat; k: number },
): CostState {
  const limit = depth > 0 ? depth : 1000;
  for (let i = 0; i < limit && s.step !== STEP_OVER && !game.outcome(s); i++) {
    const seat = game.activeSeats(s)[0];
    if (seat === undefined) break;
    const legal = game.legalMoves(s, seat) as CostMove[];
    if (legal.length === 0) break;
    if (legal.length > 1) played.n++;
    if (trace && legal.length > 1 && seat === trace.seat) {
      trace.sum += advantage(s, seat, t);
      trace.n++;
    }
    const judge = others && seat !== others.seat ? others.t : t;
    const move =
      legal.length === 1
        ? legal[0]
        : last && seat !== last.mover && lastBuying(s)
          ? lookToEnd(game, s, seat, legal, judge, last.k)
          : bestMove(game, s, seat, legal, judge).move;
    s = game.apply(s, seat, move) as CostState;
  }
  return s;
}

/** In the first two phases of the last round: a seat's last building and buying of resources. */
const lastBuying = (s: CostState): boolean => s.phase <= 2 && outlookOf(s).productionLeft === 1;

/**
 * The one of the heuristic's `k` best moves for `seat` whose game, every seat then playing on with the
 * heuristic to the end, ends best for `seat` (of endings alike, the heuristic's first).
 */
function lookToEnd(
  game: AnyGame,
  s: CostState,
  seat: Seat,
  legal: readonly CostMove[],
  t: CostTable,
  k: number,
): CostMove {
  const options = bestReplies(game, s, seat, legal, t, k);
  let best = options[0];
  let bestWorth = -Infinity;
  for (const move of options) {
    const after = playOn(game, game.apply(s, seat, move) as CostState, 0, t);
    const worth = ending(game, after, seat, t).worth;
    if (worth > bestWorth) {
      best = move;
      bestWorth = worth;
    }
  }
  return best;
}

/**
 * The heuristic's `k` best of `legal` for `seat`: its own choice first (exactly the move `playOn`
 * plays), then the others by its worth of them.
 */
function bestReplies(
  game: AnyGame,
  s: CostState,
  seat: Seat,
  legal: readonly CostMove[],
  t: CostTable,
  k: number,
): CostMove[] {
  const first = bestMove(game, s, seat, legal, t).move;
  const rest = candidates(s, legal)
    .filter((m) => m !== first)
    .map((move, i) => ({ move, i, value: lookahead(game, s, seat, move, t) }))
    .sort((a, b) => b.value - a.value || a.i - b.i)
    .map((x) => x.move);
  return [first, ...rest].slice(0, k);
}

/**
 * The endings of the other seat's replies (its heuristic's choice first) counted as one: the worst for
 * the mover, or with `trust` above 0 their weighted mean (result and margin too, where every reply
 * was played to the end).
 */
function counted(ends: readonly RolloutEnd[], trust: number): RolloutEnd {
  if (trust <= 0 || ends.length === 1) {
    let worst = ends[0];
    for (const end of ends) if (end.worth < worst.worth) worst = end;
    return worst;
  }
  const t = Math.min(1, trust);
  const weight = (i: number) => (i === 0 ? t : (1 - t) / (ends.length - 1));
  let worth = 0;
  let won: number | null = 0;
  let margin: number | null = 0;
  for (let i = 0; i < ends.length; i++) {
    const w = weight(i);
    const end = ends[i];
    worth += w * end.worth;
    won = won === null || end.won === null ? null : won + w * end.won;
    margin = margin === null || end.margin === null ? null : margin + w * end.margin;
  }
  return { worth, won, margin };
}

/**
 * How the game after `s` ends for `mover` when every seat plays on with the heuristic, except that at
 * the other seats' first decision with a choice each of their `replies` best moves is tried, their
 * endings counted as one by `counted`.
 */
function robustEnd(
  game: AnyGame,
  s: CostState,
  mover: Seat,
  depth: number,
  t: CostTable,
  played: { n: number },
  replies: number,
  trust: number,
): RolloutEnd {
  const limit = depth > 0 ? depth : 1000;
  for (let i = 0; i < limit && s.step !== STEP_OVER && !game.outcome(s); i++) {
    const seat = game.activeSeats(s)[0];
    if (seat === undefined) break;
    const legal = game.legalMoves(s, seat) as CostMove[];
    if (legal.length === 0) break;
    if (legal.length > 1) played.n++;
    if (legal.length > 1 && seat !== mover) {
      const ends = bestReplies(game, s, seat, legal, t, replies).map((reply) => {
        const after = game.apply(s, seat, reply) as CostState;
        const left = limit - i - 1;
        const on = depth > 0 && left <= 0 ? after : playOn(game, after, depth > 0 ? left : 0, t, played);
        return ending(game, on, mover, t);
      });
      return counted(ends, trust);
    }
    const move = legal.length === 1 ? legal[0] : bestMove(game, s, seat, legal, t).move;
    s = game.apply(s, seat, move) as CostState;
  }
  return ending(game, s, mover, t);
}

/**
 * How the game after `s` ends for `mover` when the next `depth` decisions with a choice along each line
 * try the heuristic's `k` best moves of whichever seat makes them, the mover taking the best ending for
 * it and the others the worst (of endings alike, the heuristic's choice), every seat then playing on
 * with the heuristic to the end.
 */
function treeEnd(
  game: AnyGame,
  s: CostState,
  mover: Seat,
  t: CostTable,
  k: number,
  depth: number,
  played: { n: number },
  own = true,
): RolloutEnd {
  for (let i = 0; i < 1000 && s.step !== STEP_OVER && !game.outcome(s); i++) {
    const seat = game.activeSeats(s)[0];
    if (seat === undefined) break;
    const legal = game.legalMoves(s, seat) as CostMove[];
    if (legal.length === 0) break;
    if (legal.length === 1) {
      s = game.apply(s, seat, legal[0]) as CostState;
      continue;
    }
    played.n++;
    if (depth <= 0) return ending(game, playOn(game, s, 0, t, played), mover, t);
    if (!own && seat === mover) {
      s = game.apply(s, seat, bestMove(game, s, seat, legal, t).move) as CostState;
      continue;
    }
    let best: RolloutEnd | undefined;
    for (const move of bestReplies(game, s, seat, legal, t, k)) {
      const after = game.apply(s, seat, move) as CostState;
      const end = treeEnd(game, after, mover, t, k, depth - 1, played, own);
      if (!best || (seat === mover ? end.worth > best.worth : end.worth < best.worth)) best = end;
    }
    return best!;
  }
  return ending(game, s, mover, t);
}

/** The endings of one move against several models of the other seats, counted as their mean. */
function meanEnd(ends: readonly RolloutEnd[]): RolloutEnd {
  let worth = 0;
  let won: number | null = 0;
  let margin: number | null = 0;
  for (const end of ends) {
    worth += end.worth / ends.length;
    won = won === null || end.won === null ? null : won + end.won / ends.length;
    margin = margin === null || end.margin === null ? null : margin + end.margin / ends.length;
  }
  return { worth, won, margin };
}

/** How the game ends for `seat` after it plays `move` from `s` and every seat plays on. */
function rollout(
  game: AnyGame,
  s: CostState,
  seat: Seat,
  move: CostMove,
  settings: RolloutSettings,
  t: CostTable,
  played: { n: number },
): RolloutEnd {
  let after = game.apply(s, seat, move) as CostState;
  if ((settings.replies ?? 1) > 1)
    return robustEnd(game, after, seat, settings.depth, t, played, settings.replies!, settings.trust ?? 0);
  const path = settings.path ?? 0;
  const trace: Trace | undefined = path > 0 ? { seat, sum: 0, n: 0 } : undefined;
  let used = 0;
  if (settings.reply) {
    // Every seat plays the heuristic up to the other seat's first decision with a choice, which `reply` makes.
    const limit = settings.depth > 0 ? settings.depth : 1000;
    for (; used < limit && after.step !== STEP_OVER && !game.outcome(after); used++) {
      const next = game.activeSeats(after)[0];
      if (next === undefined) break;
      const legal = game.legalMoves(after, next) as CostMove[];
      if (legal.length === 0) break;
      if (legal.length > 1) played.n++;
      const theirs = legal.length > 1 && next !== seat;
      if (trace && legal.length > 1 && next === seat) {
        trace.sum += advantage(after, seat, t);
        trace.n++;
      }
      const m =
        legal.length === 1
          ? legal[0]
          : theirs
            ? (settings.reply(after, next, legal) ?? bestMove(game, after, next, legal, t).move)
            : bestMove(game, after, next, legal, t).move;
      after = game.apply(after, next, m) as CostState;
      if (theirs) {
        used++;
        break;
      }
    }
  }
  const depth = settings.depth > 0 ? settings.depth - used : 0;
  const models = settings.models ?? [];
  const last = (settings.last ?? 0) > 0 ? { mover: seat, k: settings.last! } : undefined;
  // The other seat's reply used up the decisions a rollout may play: the position is judged as it is.
  const cut = settings.reply && settings.depth > 0 && used >= settings.depth;
  if (models.length > 1 && !cut)
    return meanEnd(
      models.map((m) =>
        ending(game, playOn(game, after, depth, t, played, undefined, { seat, t: m }, last), seat, t),
      ),
    );
  const end = cut
    ? ending(game, after, seat, t)
    : ending(
        game,
        playOn(
          game,
          after,
          depth,
          t,
          played,
          trace,
          settings.others ? { seat, t: settings.others } : undefined,
          last,
        ),
        seat,
        t,
      );
  if (!trace) return end;
  const lead = trace.n > 0 ? trace.sum / trace.n : 0;
  return { ...end, worth: end.worth + path * lead, lead };
}

/** The move of `legal` whose rollout ends best for `seat`. */
export function rolloutMove(
  game: AnyGame,
  s: CostState,
  seat: Seat,
  legal: readonly CostMove[],
  t: CostTable,
  settings: RolloutSettings,
): CostMove {
  if (legal.length === 1) return legal[0];
  return rolloutRanking(game, s, seat, legal, t, settings)[0].move;
}

/**
 * The moves played out for `seat`, best first, each with how its rollout ended (ties keep the
 * heuristic's order). With one move, or when only one is weighed, that move alone with no ending.
 */
export function rolloutRanking(
  game: AnyGame,
  s: CostState,
  seat: Seat,
  legal: readonly CostMove[],
  t: CostTable,
  settings: RolloutSettings,
): { move: CostMove; end: RolloutEnd | null }[] {
  if (legal.length === 1) return [{ move: legal[0], end: null }];
  const options = candidates(s, legal);
  // The heuristic's own ranking: its value of each move, the rest of the turn played greedily.
  const ranked = options
    .map((move, i) => ({ move, i, value: lookahead(game, s, seat, move, settings.rank ?? t) }))
    .sort((a, b) => b.value - a.value || a.i - b.i);
  const width = Math.max(1, settings.width);
  const least = s.round === 1 && (settings.early ?? 0) > width ? settings.early! : width;
  const most = Math.max(least, Math.ceil((settings.maxWidth * least) / width));
  const work = Math.ceil((settings.work * least * Math.max(1, settings.models?.length ?? 1)) / width);
  if (ranked.length === 1 || (most === 1 && (settings.extra ?? []).length === 0))
    return [{ move: ranked[0].move, end: null }];
  // The last round's tree (`tree`): it judges the moves the plain rollouts weigh, their work counted.
  const tree = (settings.tree ?? 0) > 1 && outlookOf(s).productionLeft <= 1 ? settings.tree! : 0;
  const treeDepth = settings.treeDepth ?? TREE_DEPTH;
  const treeOwn = (settings.treeOwn ?? 1) > 0;
  const played = { n: 0 };
  let longest = 0;
  const ends: { move: CostMove; end: RolloutEnd }[] = [];
  for (let k = 0; k < ranked.length && k < most; k++) {
    if (k >= least && played.n + longest > work) break;
    const before = played.n;
    const plain = rollout(game, s, seat, ranked[k].move, settings, t, played);
    longest = Math.max(longest, played.n - before);
    const end = tree
      ? treeEnd(
          game,
          game.apply(s, seat, ranked[k].move) as CostState,
          seat,
          t,
          tree,
          treeDepth,
          { n: 0 },
          treeOwn,
        )
      : plain;
    ends.push({ move: ranked[k].move, end });
  }
  for (const move of settings.extra ?? []) {
    const key = JSON.stringify(move);
    if (ends.some((e) => JSON.stringify(e.move) === key)) continue;
    const plain = rollout(game, s, seat, move, settings, t, played);
    const end = tree
      ? treeEnd(game, game.apply(s, seat, move) as CostState, seat, t, tree, treeDepth, { n: 0 }, treeOwn)
      : plain;
    ends.push({ move, end });
  }
  // A stable sort: of moves alike, the heuristic's first.
  const sorted = [...ends].sort((a, b) => b.end.worth - a.end.worth);
  const own = ends[0];
  const best = sorted[0].end;
  const wins = best.won !== null && own.end.won !== null && best.won > own.end.won;
  if ((settings.keep ?? 0) <= 0 || sorted[0] === own || wins || best.worth - own.end.worth > settings.keep!)
    return sorted;
  // Not far enough ahead: the heuristic's choice is played, and listed first.
  return [own, ...sorted.filter((e) => e !== own)];
}
