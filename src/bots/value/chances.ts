// The chances to win the analysis shows: the trained model's (index.ts), blended late in the game with
// playouts from the position's public view where the model says so (rollout.ts). Apart from index.ts,
// because the playouts need the bot levels, whose search reads the model: the search's leaves use the
// model alone, a playout per leaf would cost more than the search itself. Given the public money
// (public-transactions.ts), the chances are the model's that reads it.
import { SPECTATOR, type AnyGame, type Seat } from '../../kernel/index.ts';
import {
  chancesOf,
  stateOfView,
  usableModel,
  winChancesOfState,
  type PublicMoney,
  type ValueModel,
} from './index.ts';
import { playsOut, rolloutShares, rolloutWeight } from './rollout.ts';

/** What the analysis needs of a view: its state, features and the playouts' weight there. */
function reading(game: AnyGame, view: unknown, seat?: Seat, model?: ValueModel, money?: PublicMoney) {
  const u = usableModel(game, model, money !== undefined);
  const state = stateOfView(game, view, seat, model, money);
  const r = u.model.rollout;
  if (!r || game.outcome(state)) return { u, state, f: null, weight: 0 };
  const f = u.features.ofState(state, money);
  return { u, state, f, weight: playsOut(r, f.progress) ? rolloutWeight(r, f.progress) : 0 };
}

/**
 * Per seat, the chance to win from a view (the spectator's, or that of `seat`), as the analysis, the
 * chart and the hints show it. Throws when the game has no usable model.
 */
export function analysisChancesOfView(
  game: AnyGame,
  view: unknown,
  seat?: Seat,
  model?: ValueModel,
  money?: PublicMoney,
): number[] {
  const { u, state, f, weight } = reading(game, view, seat, model, money);
  if (!f) return winChancesOfState(game, state, model, money);
  const chances = chancesOf(u, f);
  if (weight === 0) return chances;
  const viewer = (view as { viewer?: unknown }).viewer;
  const as = seat ?? (typeof viewer === 'number' ? viewer : 0);
  // Played out from the public view of the position, whichever view came in: a seat's view gives
  // the chart's chances, and no playout starts from what only that seat knows.
  const shares = rolloutShares(game, game.view(state, SPECTATOR), as, f.players, u.model.rollout!);
  return chances.map((c, s) => (1 - weight) * c + weight * shares[s]);
}

/** The analysis's chances of a full state, from its spectator view. */
export const analysisChances = (
  game: AnyGame,
  state: unknown,
  model?: ValueModel,
  money?: PublicMoney,
): number[] => analysisChancesOfView(game, game.view(state, SPECTATOR), undefined, model, money);

/**
 * Whether the chances of a view blend in playouts: tens of milliseconds instead of well under one, so
 * a server gives such positions to its bot workers.
 */
export const playsOutView = (
  game: AnyGame,
  view: unknown,
  seat?: Seat,
  model?: ValueModel,
  money?: PublicMoney,
): boolean => reading(game, view, seat, model, money).weight > 0;
