// Rollout play for Industrial Waste. Other seats' cash and kept cards and the deck order are hidden, so
// a move cannot be played out on the one true game as in The Cost: each sample is a full state drawn
// from the deciding seat's view (`Game.determinize`: what the seat cannot see is redrawn from what is
// unknown to it, never read), and in every sample each of the heuristic's best moves is played out with
// the heuristic for every seat, to the end of the game or for a bounded number of decisions. The move
// whose games end best on average (the share of wins, then the margin) is chosen; all moves meet the
// same samples, so luck of the draw counts alike for each. The work is bounded by counts (samples,
// moves, decisions per rollout), so with the same seed the same view gives the same move; a time
// limit only cuts a decision short when the machine is too slow for the counts.
import type { IwMove } from '../../games/industrial-waste/moves.ts';
import type { IwState } from '../../games/industrial-waste/state.ts';
import type { IwView } from '../../games/industrial-waste/view.ts';
import { randomInt, type AnyGame, type RngState, type Seat } from '../../kernel/index.ts';
import { roundsAfter } from './evaluate.ts';
import { advantage, bestMove, moveValue } from './heuristic.ts';
import { candidates, moveKey, quickScore } from './policy.ts';

export interface RolloutSettings {
  /** Moves played out per decision: the heuristic's best ones. */
  width: number;
  /** Hidden parts drawn afresh per decision; every move is played out in each. */
  samples: number;
  /** Decisions played in a rollout before the lead is read (0: to the end of the game). */
  depth: number;
  /** A lead of this many points (by the heuristic's evaluation) counts as a win about 73% likely. */
  scale: number;
  /** The moves to play out, best first (default: the heuristic's best `width` candidates). */
  moves?: readonly IwMove[];
  /**
   * Where a rollout stops unfinished, each seat's chance to win as another judge sees it (the trained
   * model's, from the public parts of the drawn state), mixed with the lead's logistic by `cutWeight`.
   */
  cut?: (s: IwState) => number[];
  /** Weight of `cut` against the lead's logistic, in [0, 1] (0 or no `cut`: the lead alone). */
  cutWeight?: number;
  /** Per thousand decisions of a rollout, how many play a move worth a look drawn at random instead of the heuristic's. */
  noise?: number;
  /**
   * Every seat's public money (BotTurn.money): every payment is a public event, so it is each seat's
   * cash, and the draws take the others' cash from it instead of a wide uniform guess.
   */
  money?: readonly number[];
  /**
   * Above 0, how surely a move must beat the heuristic's own choice to be played instead: its mean gain
   * over that choice, sample for sample, at least `keep` standard errors. The best of several noisy
   * means is biased up, the more so the more moves are weighed, so without a margin the rollouts often
   * leave a sound choice for one that was only lucky in the draws (0: the best mean, whatever its lead).
   */
  keep?: number;
  /**
   * How the other seats play in a rollout: 0 the heuristic (as the deciding seat does), 1 the quick
   * judgement of single moves (the search's playout policy, without its random moves), 2 the heuristic
   * in the draft and the quick judgement elsewhere. A searching opponent's moves follow its quick
   * judgements more often than the heuristic's in phase 3 and the auctions, and the heuristic's in the draft.
   */
  others?: number;
}

/** A rollout's worth to `seat` in [0, 1]: a finished game by its result (the margin breaks ties), else the lead. */
function worth(game: AnyGame, s: IwState, seat: Seat, settings: RolloutSettings): number {
  const out = game.outcome(s);
  if (!out) {
    const lead = 1 / (1 + Math.exp(-advantage(s, seat) / settings.scale));
    const w = settings.cut ? Math.max(0, Math.min(1, settings.cutWeight ?? 0)) : 0;
    return w > 0 ? w * settings.cut!(s)[seat] + (1 - w) * lead : lead;
  }
  let best = -Infinity;
  for (let o = 0; o < out.scores.length; o++) if (o !== seat && out.scores[o] > best) best = out.scores[o];
  const margin = Math.max(-50, Math.min(50, out.scores[seat] - best));
  const share = out.winners.includes(seat) ? 1 / out.winners.length : 0;
  return 0.98 * share + 0.02 * (0.5 + margin / 100);
}

/** The quick judgement's choice: the candidate it scores best, the first of equals. */
function quickMove(s: IwState, seat: Seat, legal: readonly IwMove[]): IwMove {
  const options = candidates(s, seat, legal);
  let best = options[0];
  let bestScore = -Infinity;
  for (const m of options) {
    const score = quickScore(s, seat, m);
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

/** Whether a seat other than the deciding one plays this decision by the quick judgement (`others`). */
const quickly = (s: IwState, others: number): boolean =>
  others === 1 || (others === 2 && s.phase !== 'drafting');

/**
 * Every seat plays on with the heuristic for `depth` decisions (0: to the end), or until `late()`;
 * with `noise`, that many decisions per thousand play a move worth a look drawn by `rng` instead; with
 * `others`, the seats other than `me` play by that model (RolloutSettings.others).
 */
function playOn(
  game: AnyGame,
  s: IwState,
  depth: number,
  late: () => boolean,
  noise = 0,
  rng?: RngState,
  me = -1,
  others = 0,
): IwState | null {
  const limit = depth > 0 ? depth : Infinity;
  for (let i = 0; i < limit && !game.outcome(s); i++) {
    if (late()) return null;
    const seat = game.activeSeats(s)[0];
    if (seat === undefined) break;
    const legal = game.legalMoves(s, seat) as IwMove[];
    if (legal.length === 0) break;
    let move: IwMove;
    if (legal.length === 1) move = legal[0];
    else if (noise > 0 && rng && randomInt(rng, 1000) < noise) {
      const options = candidates(s, seat, legal);
      move = options[randomInt(rng, options.length)];
    } else if (seat !== me && others > 0 && quickly(s, others)) move = quickMove(s, seat, legal);
    else move = bestMove(game, s, seat, legal).move;
    s = game.apply(s, seat, move) as IwState;
  }
  return s;
}

export interface RolloutResult {
  move: IwMove;
  /** The moves played out, best first, with their mean worth and the samples they were played in. */
  ranked: { move: IwMove; worth: number; samples: number }[];
}

/**
 * The move of `legal` whose rollouts end best for `seat`, from the seat's own view. `deadline` (a
 * time by `now`) stops drawing further samples; the samples finished by then decide, or with none the
 * heuristic's own ranking.
 */
export function rolloutMove(
  game: AnyGame,
  view: IwView,
  seat: Seat,
  legal: readonly IwMove[],
  rng: RngState,
  settings: RolloutSettings,
  deadline = Infinity,
  now: () => number = () => performance.now(),
): RolloutResult {
  const draw = (): IwState => game.determinize(view, seat, rng, settings.money) as IwState;
  const first = draw();
  const legalKeys = new Set(legal.map((m) => JSON.stringify(m)));
  const seen = new Set<string>();
  // One move per decision (cards of a type are the same decision), only moves legal in the real game.
  const options = candidates(first, seat, legal).filter((m) => {
    const k = moveKey(m);
    if (seen.has(k) || !legalKeys.has(JSON.stringify(m))) return false;
    seen.add(k);
    return true;
  });
  if (options.length === 0) options.push(legal[0]);
  const horizon = roundsAfter(first);
  const top = settings.moves
    ? settings.moves.map((move, i) => ({ move, i }))
    : options
        .map((move, i) => ({ move, i, value: moveValue(game, first, seat, move, 4, horizon) }))
        .sort((a, b) => b.value - a.value || a.i - b.i)
        .slice(0, Math.max(1, settings.width));
  const totals = new Array<number>(top.length).fill(0);
  // Each move's gain over the heuristic's choice (top[0]) in the same draw, summed and squared.
  const gains = new Array<number>(top.length).fill(0);
  const squares = new Array<number>(top.length).fill(0);
  let done = 0;
  const late = () => now() > deadline;
  for (let k = 0; k < Math.max(1, settings.samples) && top.length > 1 && !late(); k++) {
    const sample = k === 0 ? first : draw();
    const round: number[] = [];
    for (const t of top) {
      const after = game.apply(sample, seat, t.move) as IwState;
      const end = playOn(
        game,
        after,
        settings.depth,
        late,
        settings.noise ?? 0,
        rng,
        seat,
        settings.others ?? 0,
      );
      if (end === null) break;
      round.push(worth(game, end, seat, settings));
    }
    if (round.length < top.length) break;
    round.forEach((w, i) => {
      totals[i] += w;
      gains[i] += w - round[0];
      squares[i] += (w - round[0]) ** 2;
    });
    done++;
  }
  const sure = (i: number): boolean => {
    const keep = settings.keep ?? 0;
    if (i === 0 || keep <= 0) return true;
    if (done < 2) return false;
    const mean = gains[i] / done;
    const spread = Math.sqrt(Math.max(0, (squares[i] - done * mean * mean) / (done - 1)));
    return mean > keep * (spread / Math.sqrt(done));
  };
  const ranked = top
    .map((t, i) => ({
      move: t.move,
      i,
      worth: done > 0 ? totals[i] / done : 0,
      samples: done,
      sure: sure(i),
    }))
    // The move played first: the best mean of those sure enough to leave the heuristic's choice for.
    .sort((a, b) => Number(b.sure) - Number(a.sure) || b.worth - a.worth || a.i - b.i);
  const [played, ...rest] = ranked;
  const ordered = [played, ...rest.sort((a, b) => b.worth - a.worth || a.i - b.i)];
  return { move: played.move, ranked: ordered.map(({ move, worth, samples }) => ({ move, worth, samples })) };
}
