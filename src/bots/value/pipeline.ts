// Training a model of the chances to win from its seed: which games are played (seeds, player counts),
// the self-play, the positions and the fit. The caller may keep finished games between runs (a cache of
// the same seeds' games) since self-play is the slow part; a cached game is the game the seed gives.
import type { AnyGame } from '../../kernel/index.ts';
import type { FeatureSet } from './features.ts';
import { fitRolloutWeight } from './fit-rollout.ts';
import type { ValueModel } from './model.ts';
import type { RolloutSettings } from './rollout.ts';
import { playSelfPlayGame } from './self-play.ts';
import { addGame, buildModel, emptyDataset, fit, type FinishedGame, type FitOptions } from './train.ts';

export interface TrainingPlan {
  game: AnyGame;
  features: FeatureSet;
  /** Master seed: game i has setup seed `<seed>:<players>p:<i>`, as `simulate` and `calibrate` name games. */
  seed: string;
  games: number;
  /** Game i has players[i mod length] players. */
  players: number[];
  explore: number;
  bot: string;
  fit: FitOptions;
  /** Late playouts blended with the model, their weight fitted on the first `games` games. */
  rollout?: RolloutPlan;
}

export type RolloutPlan = Omit<RolloutSettings, 'weight'> & { games: number };

/** Defaults per game, chosen on held-out games (docs/bots.md, "Analysis and hints"). */
export const TRAINING_DEFAULTS: Record<string, Omit<FitOptions, 'maxSteps'> & { rollout?: RolloutPlan }> = {
  'the-cost': {
    knots: [0, 0.2, 0.4, 0.6, 0.75, 0.85, 0.93, 1],
    l2: 0.0003,
    smooth: 0.003,
    // From the start of the last round (progress 12/16), at full weight after its first turns.
    rollout: { from: 0.75, full: 0.8, playouts: 4, explore: 0.03, level: 'heuristic', games: 40 },
  },
  'industrial-waste': { knots: [0, 0.2, 0.4, 0.6, 0.75, 0.85, 0.93, 1], l2: 0.0003, smooth: 0.003 },
};

export const trainingGameSeed = (seed: string, players: number, index: number) =>
  `${seed}:${players}p:${index}`;

export interface TrainingHooks {
  /** A finished game kept from an earlier run with the same seed, explore rate and bot, if any. */
  cached?: (seed: string) => FinishedGame | undefined;
  /** Told of every game played here (not of cached ones), e.g. to keep it. */
  played?: (game: FinishedGame, index: number) => void;
  progress?: (done: number, total: number) => void;
  /** Told as the games that fit the playouts' weight are played out. */
  rolloutProgress?: (done: number, total: number) => void;
}

export function trainValueModel(plan: TrainingPlan, hooks: TrainingHooks = {}): ValueModel {
  const { game, features } = plan;
  const data = emptyDataset(features.names.length);
  const early: FinishedGame[] = [];
  for (let i = 0; i < plan.games; i++) {
    const players = plan.players[i % plan.players.length];
    const seed = trainingGameSeed(plan.seed, players, i);
    let finished = hooks.cached?.(seed);
    if (!finished) {
      finished = playSelfPlayGame({ game, players, seed, explore: plan.explore, bot: plan.bot });
      hooks.played?.(finished, i);
    }
    addGame(data, game, features, finished);
    if (plan.rollout && i < plan.rollout.games) early.push(finished);
    hooks.progress?.(i + 1, plan.games);
  }
  const fitted = fit(data, plan.fit);
  const model = buildModel(game, features, fitted, plan.fit, {
    seed: plan.seed,
    games: plan.games,
    players: plan.players,
    explore: plan.explore,
    bot: plan.bot,
    positions: data.progress.length,
  });
  if (!plan.rollout) return model;
  const { games, ...settings } = plan.rollout;
  const blend = fitRolloutWeight(game, features, model, settings, early, hooks.rolloutProgress);
  return {
    ...model,
    rollout: { ...settings, weight: blend.weight },
    training: { ...model.training, rolloutGames: games, rolloutPositions: blend.positions },
  };
}

/** Whether a game of seed `seed` is one the model was trained on. */
export function isTrainingGame(model: ValueModel, seed: string): boolean {
  const m = /^(.*):(\d+)p:(\d+)$/.exec(seed);
  if (!m) return false;
  const [, master, players, index] = m;
  const i = Number(index);
  const t = model.training;
  return master === t.seed && i < t.games && t.players[i % t.players.length] === Number(players);
}
