// Monte Carlo tree search over the kernel's `Game` interface, in its information-set form: every
// iteration starts from a full state drawn by `game.determinize` from the bot's own view (so hidden
// parts are sampled, never read), walks the tree by UCB over the moves legal in that sample, adds one
// node, finishes with a playout and backs the result up. A child's exploration term counts the
// iterations in which its move was available, since a move legal in one sample may not be in another.
// With no hidden information the same state comes back every time and this is plain UCT.
import { randomInt, type AnyGame, type RngState, type Seat } from '../../kernel/index.ts';
import { winnersShare, type SearchProfile } from './profile.ts';

export interface SearchBudget {
  /** Wall-clock limit in milliseconds. */
  ms?: number;
  /** Iteration limit; with it alone the search is deterministic for a given seed. */
  iterations?: number;
}

/** How a search runs beyond its budget and profile; every option is off by default. */
export interface SearchOptions {
  /**
   * Stop once no other root move can overtake the most visited one with the iterations left (counted
   * for an iteration budget, estimated from the pace so far for a time budget): the move is then the
   * one the full budget would give (for an iteration budget, exactly).
   */
  stopWhenDecided?: boolean;
}

export interface SearchInput extends SearchOptions {
  game: AnyGame;
  seat: Seat;
  view: unknown;
  /** The seat's legal moves in the real position: the answer is always one of them. */
  legalMoves: readonly unknown[];
  /** The bot's own PRNG, advanced in place. */
  rng: RngState;
  budget: SearchBudget;
  profile?: SearchProfile;
  now?: () => number;
  /**
   * Search even when only one move is legal, and keep every root move's mean value for each seat:
   * what an estimate of the position needs (see analysis/), at a small cost per iteration.
   */
  seatValues?: boolean;
}

export interface MoveStats {
  move: unknown;
  visits: number;
  /** Mean value for the seat, in [0, 1]. */
  value: number;
  /** With `seatValues`: the mean value of every seat, by seat. */
  values?: number[];
}

export interface SearchResult {
  move: unknown;
  iterations: number;
  ms: number;
  /** Root moves, most visited first. */
  root: MoveStats[];
  /** Iterations abandoned because the engine refused a move inside a sample. */
  errors: number;
}

interface Listing {
  who: Seat;
  moves: readonly unknown[];
  keys: string[];
  priors: number[] | undefined;
}

class Node {
  visits = 0;
  /** Iterations in which this node's move was legal at its parent. */
  available = 0;
  /** Sum of the values of the seat that made this node's move. */
  total = 0;
  /** With `seatValues`, at the root's children: sums of every seat's values. */
  totals?: number[];
  readonly children = new Map<string, Node>();
  /** With perfect information the position at a node never changes: it is kept, its moves listed once. */
  cached?: Listing;
  state?: unknown;
  constructor(
    readonly move: unknown,
    readonly mover: Seat,
    readonly prior: number,
  ) {}
}

/** Moves are plain JSON; engines list the fields of a move in a fixed order, so this key is stable. */
const jsonKey = (move: unknown) => JSON.stringify(move);

const DEFAULT_EXPLORATION = 0.7;
/**
 * Refused moves inside samples: after this many without one good iteration the search gives up and
 * says so; after this many more than good iterations it stops and answers with what it has.
 */
const MAX_ERRORS = 100;
/** With `stopWhenDecided`, the root is looked at every this many iterations. */
const DECIDED_CHECK = 32;

export function search(input: SearchInput): SearchResult {
  const { game, seat, view, legalMoves, rng, budget } = input;
  const profile = input.profile ?? {};
  const now = input.now ?? (() => performance.now());
  const t0 = now();
  if (legalMoves.length === 0) throw new Error(`search: seat ${seat} has no legal move`);
  const wantSeats = input.seatValues === true;
  if (legalMoves.length === 1 && !wantSeats)
    return { move: legalMoves[0], iterations: 0, ms: now() - t0, root: [], errors: 0 };

  const maxIterations = budget.iterations ?? Infinity;
  const deadline =
    budget.ms !== undefined ? t0 + budget.ms : budget.iterations === undefined ? t0 + 1000 : Infinity;
  const fast = game.fast;
  const apply = fast
    ? (s: unknown, who: Seat, m: unknown) => {
        fast.applyInPlace(s, who, m);
        return s;
      }
    : (s: unknown, who: Seat, m: unknown) => game.apply(s, who, m);
  const exploration = profile.exploration ?? DEFAULT_EXPLORATION;
  const priorWeight = profile.priorWeight ?? 1;
  const terminal = profile.terminal ?? winnersShare;
  const depthLimit = profile.playoutDepth ?? Infinity;
  const keyOf = profile.moveKey ?? jsonKey;
  const widening = profile.prior ? profile.widening : undefined;
  const consider = profile.candidates
    ? (s: unknown, who: Seat, legal: readonly unknown[]) => {
        const c = profile.candidates!(s, who, legal);
        return c.length > 0 ? c : legal;
      }
    : (_s: unknown, _who: Seat, legal: readonly unknown[]) => legal;

  const cacheNodes = profile.perfectInformation === true;
  const fixed = profile.perfectInformation ? game.determinize(view, seat, rng) : undefined;
  // A fresh sample shares nothing with the view or other samples, so it is played on without a copy.
  const fresh = profile.freshSamples === true;
  const sample = (): unknown => {
    const s = fixed ?? game.determinize(view, seat, rng);
    return fast && (fixed !== undefined || !fresh) ? fast.clone(s) : s;
  };

  const rootCandidates = () => {
    const legal = new Set(legalMoves.map(jsonKey));
    const chosen = consider(fixed ?? game.determinize(view, seat, rng), seat, legalMoves).filter((m) =>
      legal.has(jsonKey(m)),
    );
    return chosen.length > 0 ? chosen : legalMoves;
  };
  const root = new Node(null, seat, 0);
  // The root's candidates come from the first sample; the seat's own options are the same in every one.
  const rootMoves = profile.candidates ? rootCandidates() : legalMoves;
  const rootKeys = rootMoves.map(keyOf);
  if (rootMoves.length === 1 && !wantSeats)
    return { move: rootMoves[0], iterations: 0, ms: now() - t0, root: [], errors: 0 };
  let iterations = 0;
  let errors = 0;

  const priorsOf = (s: unknown, who: Seat, moves: readonly unknown[]): number[] | undefined =>
    profile.prior ? profile.prior(s, who, moves) : undefined;

  const playout = (start: unknown): number[] => {
    let s = start;
    for (let depth = 0; depth < depthLimit; depth++) {
      const outcome = game.outcome(s);
      if (outcome) return terminal(outcome, game.playerCount(s));
      const who = game.activeSeats(s)[0];
      if (who === undefined) break;
      const legal = game.legalMoves(s, who);
      if (legal.length === 0) break;
      const move = profile.playoutMove
        ? profile.playoutMove(s, who, legal, rng)
        : legal[randomInt(rng, legal.length)];
      s = apply(s, who, move);
    }
    const outcome = game.outcome(s);
    if (outcome) return terminal(outcome, game.playerCount(s));
    const players = game.playerCount(s);
    return profile.evaluate ? profile.evaluate(s, players) : new Array<number>(players).fill(1 / players);
  };

  /** The moves at a node for this sample (listed once per node when nothing is hidden). */
  const movesAt = (node: Node, s: unknown): Listing | null => {
    if (node.cached) return node.cached;
    const who = node === root ? seat : game.activeSeats(s)[0];
    if (who === undefined) return null;
    const moves = node === root ? rootMoves : consider(s, who, game.legalMoves(s, who));
    if (moves.length === 0) return null;
    const listing: Listing = {
      who,
      moves,
      keys: node === root ? rootKeys : moves.map(keyOf),
      priors: cacheNodes ? priorsOf(s, who, moves) : undefined,
    };
    if (cacheNodes) node.cached = listing;
    return listing;
  };

  // A node's children by key for one step, in a list this search reuses (its steps never nest).
  const kidsScratch: (Node | undefined)[] = [];
  const childrenOf = (node: Node, keys: readonly string[]): (Node | undefined)[] => {
    kidsScratch.length = keys.length;
    for (let i = 0; i < keys.length; i++) kidsScratch[i] = node.children.get(keys[i]);
    return kidsScratch;
  };

  /**
   * The tree step at `node`: the index of a move to expand (no child yet: the best prior, else a
   * uniform draw), or of the child to descend to by UCB. Counts availability on the way.
   */
  const step = (node: Node, s: unknown, at: Listing): { index: number; expand: boolean } => {
    const { who, moves, keys } = at;
    let priors = at.priors;
    let untried = -1;
    let untriedPrior = -Infinity;
    let present = 0;
    // Each child looked up once per step: the loops below read `kids`.
    const kids = childrenOf(node, keys);
    for (let i = 0; i < keys.length; i++) {
      if (kids[i] !== undefined) {
        present += 1;
        continue;
      }
      if (!cacheNodes) priors ??= priorsOf(s, who, moves);
      const p = priors ? priors[i] : 0;
      if (p > untriedPrior) {
        untried = i;
        untriedPrior = p;
      }
    }
    // Progressive widening: while a node has few visits only its best moves by prior are searched.
    const wide =
      widening === undefined ||
      present === 0 ||
      present < Math.ceil(widening.base * Math.pow(node.visits + 1, widening.exponent));
    if (untried >= 0 && wide) {
      // Without priors, a uniformly drawn untried move: the order of the legal list must not matter.
      if (!priors) untried = pickUntried(node, keys, rng);
      for (let i = 0; i < keys.length; i++) {
        const c = kids[i];
        if (c) c.available += 1;
      }
      const child = new Node(moves[untried], who, priors ? priors[untried] : 0);
      child.available = 1;
      node.children.set(keys[untried], child);
      return { index: untried, expand: true };
    }
    let bestScore = -Infinity;
    let bestIndex = 0;
    for (let i = 0; i < keys.length; i++) {
      const c = kids[i];
      if (!c) continue;
      c.available += 1;
      const score =
        c.total / c.visits +
        exploration * Math.sqrt(Math.log(c.available) / c.visits) +
        (priorWeight * c.prior) / (c.visits + 1);
      if (score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    }
    return { index: bestIndex, expand: false };
  };

  const settle = (s: unknown): number[] => {
    const outcome = game.outcome(s);
    if (outcome) return terminal(outcome, game.playerCount(s));
    return playout(s);
  };

  /** One descent in a fresh sample: selection, expansion of one node, playout. */
  const iterateSampled = (): { path: Node[]; values: number[] } => {
    let s = sample();
    let node = root;
    const path: Node[] = [root];
    for (;;) {
      if (game.outcome(s)) break;
      const at = movesAt(node, s);
      if (!at) break;
      const { index, expand } = step(node, s, at);
      s = apply(s, at.who, at.moves[index]);
      node = node.children.get(at.keys[index]) as Node;
      path.push(node);
      if (expand) return { path, values: playout(s) };
    }
    return { path, values: settle(s) };
  };

  /**
   * With perfect information every node keeps its position, so a descent applies no move until it
   * expands a node; only the playout works on a copy.
   */
  const iterateStored = (): { path: Node[]; values: number[] } => {
    let node = root;
    const path: Node[] = [root];
    for (;;) {
      const s = node.state;
      if (game.outcome(s)) return { path, values: settle(s) };
      const at = movesAt(node, s);
      if (!at) return { path, values: settle(s) };
      const { index, expand } = step(node, s, at);
      const child = node.children.get(at.keys[index]) as Node;
      path.push(child);
      if (expand) {
        child.state = game.apply(s, at.who, at.moves[index]);
        const start = depthLimit > 0 && fast ? fast.clone(child.state) : child.state;
        return { path, values: settle(start) };
      }
      node = child;
    }
  };
  /** True when the most visited root move stays ahead even if every iteration left went to the next. */
  const decided = (node: Node, done: number): boolean => {
    let best = 0;
    let second = 0;
    for (const c of node.children.values()) {
      if (c.visits > best) {
        second = best;
        best = c.visits;
      } else if (c.visits > second) second = c.visits;
    }
    let left = maxIterations - done;
    if (deadline !== Infinity) {
      const t = now();
      const pace = done / Math.max(1e-3, t - t0);
      left = Math.min(left, Math.ceil(pace * Math.max(0, deadline - t)));
    }
    return best - second > left;
  };

  if (fixed !== undefined) root.state = fixed;
  const iterate = fixed !== undefined ? iterateStored : iterateSampled;

  while (iterations < maxIterations && (iterations === 0 || now() < deadline)) {
    let result: { path: Node[]; values: number[] };
    try {
      result = iterate();
    } catch (e) {
      errors += 1;
      if (iterations === 0 && errors >= MAX_ERRORS) {
        const reason = e instanceof Error ? e.message : String(e);
        throw new Error(`search: every sample failed (${reason})`, { cause: e });
      }
      if (errors >= iterations + MAX_ERRORS) break;
      continue;
    }
    iterations += 1;
    for (const n of result.path) {
      n.visits += 1;
      if (n !== root) n.total += result.values[n.mover];
    }
    const first = result.path[1];
    if (wantSeats && first) {
      const totals = (first.totals ??= new Array<number>(result.values.length).fill(0));
      result.values.forEach((v, i) => (totals[i] += v));
    }
    if (input.stopWhenDecided && iterations % DECIDED_CHECK === 0 && decided(root, iterations)) break;
  }

  // One line per tree node: moves sharing a key are one decision, represented by the first of them.
  const stats: MoveStats[] = [];
  const listed = new Set<string>();
  rootMoves.forEach((move, i) => {
    if (listed.has(rootKeys[i])) return;
    listed.add(rootKeys[i]);
    const c = root.children.get(rootKeys[i]);
    const st: MoveStats = { move, visits: c?.visits ?? 0, value: c && c.visits ? c.total / c.visits : 0 };
    if (c?.totals) st.values = c.totals.map((t) => t / c.visits);
    stats.push(st);
  });
  // Most visited wins (the robust child); ties go to the better mean, then to the earlier move.
  const ranked = stats
    .map((st, i) => ({ st, i }))
    .sort((a, b) => b.st.visits - a.st.visits || b.st.value - a.st.value || a.i - b.i)
    .map((x) => x.st);
  return { move: ranked[0].move, iterations, ms: now() - t0, root: ranked, errors };
}

/** A uniformly drawn move that has no child yet (there is at least one). */
function pickUntried(node: Node, keys: readonly string[], rng: RngState): number {
  let count = 0;
  for (const k of keys) if (!node.children.has(k)) count++;
  let n = randomInt(rng, count);
  for (let i = 0; i < keys.length; i++) {
    if (node.children.has(keys[i])) continue;
    if (n-- === 0) return i;
  }
  return -1;
}
