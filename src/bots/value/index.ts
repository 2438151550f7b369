// Each seat's chance to win a position, from the trained model of its game (models/<game>.json) and
// the public parts of the position only. Two ways in, which agree:
// - a view (the spectator's, or a seat's): turned into a full state by the game's `determinize`, whose
//   hidden parts the features never read;
// - a full state, for search leaves that evaluate many determinized states a second: read directly.
// A game without a usable model (none trained, or trained under other rules or features) has no
// chances from here: `valueModelStatus` says why, and callers fall back on the search's estimate.
// Industrial Waste has a second model, the analysis's, that also reads every seat's public money
// (public-transactions.ts), counted along the game's public log and passed beside the position: a
// search leaf or a hint from one view has no log, and reads the first model.
import { rngFromSeed, SPECTATOR, type AnyGame, type Seat } from '../../kernel/index.ts';
import type { FeatureSet, PositionFeatures } from './features.ts';
import { industrialWasteFeatures, industrialWasteMoneyFeatures } from './industrial-waste-features.ts';
import { modelMismatch, predict, type ValueModel } from './model.ts';
import { theCostFeatures } from './the-cost-features.ts';
import theCostModel from './models/the-cost.json' with { type: 'json' };
import industrialWasteModel from './models/industrial-waste.json' with { type: 'json' };
import industrialWasteMoneyModel from './models/industrial-waste-public-money.json' with { type: 'json' };
import { countsPublicMoney, type PublicMoney } from './public-transactions.ts';

export type { ValueModel } from './model.ts';
export type { FeatureSet, PositionFeatures } from './features.ts';
export type { PublicMoney } from './public-transactions.ts';

const SHIPPED: Record<string, ValueModel> = {
  'the-cost': theCostModel as unknown as ValueModel,
  'industrial-waste': industrialWasteModel as unknown as ValueModel,
};

/** The models that also read the public money, by game. */
const SHIPPED_WITH_MONEY: Record<string, ValueModel> = {
  'industrial-waste': industrialWasteMoneyModel as unknown as ValueModel,
};

/** The file name of a game's shipped model (in models/). */
export const shippedModelFile = (gameId: string, publicMoney = false): string =>
  publicMoney ? `${gameId}-public-money.json` : `${gameId}.json`;

/**
 * The feature set of a game, or null for a game without one; with `publicMoney`, the set that also
 * reads the public money (only where the cash is hidden and its moves are public).
 */
export function featureSetOf(game: AnyGame, publicMoney = false): FeatureSet | null {
  if (publicMoney && !countsPublicMoney(game)) return null;
  if (game.id === 'the-cost') return theCostFeatures(game);
  if (game.id === 'industrial-waste')
    return (publicMoney ? industrialWasteMoneyFeatures : industrialWasteFeatures) as FeatureSet;
  return null;
}

export interface ValueModelStatus {
  /** True when chances come from the model. */
  ready: boolean;
  /** Why not, when not ready. */
  reason: string | null;
  model: ValueModel | null;
}

interface Evaluator {
  status: ValueModelStatus;
  features: FeatureSet | null;
}

const evaluators = new WeakMap<AnyGame, Map<ValueModel | undefined, Evaluator>[]>();

function evaluatorOf(game: AnyGame, model?: ValueModel, publicMoney = false): Evaluator {
  let both = evaluators.get(game);
  if (!both) evaluators.set(game, (both = [new Map(), new Map()]));
  const byModel = both[publicMoney ? 1 : 0];
  let ev = byModel.get(model);
  if (ev) return ev;
  const features = featureSetOf(game, publicMoney);
  const chosen = model ?? (publicMoney ? SHIPPED_WITH_MONEY : SHIPPED)[game.id] ?? null;
  const reason = !features
    ? `${game.id} has no features for a model of the chances to win${publicMoney ? ' from the public money' : ''}`
    : !chosen
      ? `no model of the chances to win is shipped for ${game.id}`
      : modelMismatch(chosen, game, features);
  ev = {
    status: { ready: reason === null, reason, model: reason === null ? chosen : null },
    features: reason === null ? features : null,
  };
  byModel.set(model, ev);
  return ev;
}

/**
 * Whether the game's chances come from a trained model, and if not why; with `publicMoney`, the model
 * that also reads the public money.
 */
export function valueModelStatus(game: AnyGame, model?: ValueModel, publicMoney = false): ValueModelStatus {
  return evaluatorOf(game, model, publicMoney).status;
}

/** Whether the analysis of a game reads the public money: where it is counted and a model reads it. */
export const analysisReadsPublicMoney = (game: AnyGame): boolean =>
  countsPublicMoney(game) && valueModelStatus(game, undefined, true).ready;

function usable(
  game: AnyGame,
  model?: ValueModel,
  publicMoney = false,
): { model: ValueModel; features: FeatureSet } {
  const ev = evaluatorOf(game, model, publicMoney);
  if (!ev.status.model || !ev.features)
    throw new Error(`No chances to win for ${game.id}: ${ev.status.reason}`);
  return { model: ev.status.model, features: ev.features };
}

/**
 * Per seat, the chance to win, summing to 1, of a full state, reading only its public parts (and with
 * `money`, the public money, by the model that reads it). A finished game gives the winners equal
 * shares. Throws when the game has no usable model.
 */
export function winChancesOfState(
  game: AnyGame,
  state: unknown,
  model?: ValueModel,
  money?: PublicMoney,
): number[] {
  const outcome = game.outcome(state);
  if (outcome) {
    const players = game.playerCount(state);
    if (outcome.winners.length === 0) return new Array<number>(players).fill(1 / players);
    const shares = new Array<number>(players).fill(0);
    for (const w of outcome.winners) shares[w] = 1 / outcome.winners.length;
    return shares;
  }
  const u = usable(game, model, money !== undefined);
  return chancesOf(u, u.features.ofState(state, money));
}

/** Features that only say where a seat sits in the turn order. */
const ORDER_FEATURES = new Set(['turnOrder']);

/**
 * The model's chances, except where nothing tells the seats apart but the turn order (a game's
 * setup): there every seat gets the same chance. The turn order's effect, measured over training games
 * of every player count, is too small and too uneven across counts to beat an even split on its own
 * (docs/bots.md).
 */
export function chancesOf(u: { model: ValueModel; features: FeatureSet }, f: PositionFeatures): number[] {
  const names = u.features.names;
  const F = names.length;
  let alike = true;
  for (let s = 1; s < f.players && alike; s++)
    for (let j = 0; j < F; j++)
      if (!ORDER_FEATURES.has(names[j]) && f.x[s * F + j] !== f.x[j]) {
        alike = false;
        break;
      }
  return alike ? new Array<number>(f.players).fill(1 / f.players) : predict(u.model, f);
}

/**
 * Per seat, the chance to win, from a view: the spectator's, or that of `seat`. The view is made a
 * full state by the game's `determinize` (a fixed seed: the hidden parts it draws are never read).
 * The model's alone; the analysis blends late playouts in where the model says so (chances.ts).
 */
export function winChancesOfView(
  game: AnyGame,
  view: unknown,
  seat?: Seat,
  model?: ValueModel,
  money?: PublicMoney,
): number[] {
  return winChancesOfState(game, stateOfView(game, view, seat, model, money), model, money);
}

/** The full state the model reads of a view (checking first that the game has a usable model). */
export function stateOfView(
  game: AnyGame,
  view: unknown,
  seat?: Seat,
  model?: ValueModel,
  money?: PublicMoney,
): unknown {
  usable(game, model, money !== undefined);
  const viewer = (view as { viewer?: unknown }).viewer;
  const as = seat ?? (typeof viewer === 'number' ? viewer : 0);
  return game.determinize(view, as, rngFromSeed('value:determinize'));
}

/** The usable model of a game and its features, or an error saying why there is none. */
export function usableModel(
  game: AnyGame,
  model?: ValueModel,
  publicMoney = false,
): { model: ValueModel; features: FeatureSet } {
  return usable(game, model, publicMoney);
}

/** The spectator's chances of a full state: what the analysis shows for a position. */
export function spectatorChances(game: AnyGame, state: unknown, model?: ValueModel): number[] {
  return winChancesOfView(game, game.view(state, SPECTATOR), undefined, model);
}
