// The weight of the late playouts in the blend (rollout.ts), fitted on training games: every position
// of the first games from the progress where playouts start is estimated both ways from its spectator
// view, and the weight is the one of 0, 0.01, ..., 1 with the least log loss of the winners' shares.
// A grid, not a solver: the loss is one-dimensional and the grid gives the same number everywhere.
import { parseOptions, rngFromSeed, SPECTATOR, type AnyGame } from '../../kernel/index.ts';
import type { FeatureSet } from './features.ts';
import { predict, type ValueModel } from './model.ts';
import { rolloutShares, rolloutWeight, type RolloutSettings } from './rollout.ts';
import type { FinishedGame } from './train.ts';

/** Chances are clamped away from 0 so that one sure but wrong estimate cannot make the loss infinite. */
const FLOOR = 1e-4;

interface Sample {
  /** The ramp (0..1) at the position's progress: the weight there is ramp × the fitted weight. */
  ramp: number;
  model: number[];
  shares: number[];
  won: number[];
}

export interface RolloutFit {
  weight: number;
  positions: number;
}

export function fitRolloutWeight(
  game: AnyGame,
  features: FeatureSet,
  model: ValueModel,
  settings: Omit<RolloutSettings, 'weight'>,
  games: readonly FinishedGame[],
  progress?: (done: number, total: number) => void,
): RolloutFit {
  const full = { ...settings, weight: 1 };
  const samples: Sample[] = [];
  games.forEach((g, i) => {
    const players = g.record.options.players;
    const won = new Array<number>(players).fill(0);
    for (const w of g.outcome.winners) won[w] = 1 / g.outcome.winners.length;
    let state = game.setup(parseOptions(game, g.record.options), g.record.seed);
    for (const m of g.record.moves) {
      const view = game.view(state, SPECTATOR);
      // As the analysis reads a position: the spectator's view, made a state for seat 0.
      const seen = game.determinize(view, 0, rngFromSeed('value:determinize'));
      const f = features.ofState(seen);
      const ramp = rolloutWeight(full, f.progress);
      if (ramp > 0)
        samples.push({
          ramp,
          model: predict(model, f),
          shares: rolloutShares(game, view, 0, players, full),
          won,
        });
      state = game.apply(state, m.seat, m.move);
    }
    progress?.(i + 1, games.length);
  });
  let best = { weight: 0, loss: Infinity };
  for (let step = 0; step <= 100; step++) {
    const weight = step / 100;
    let loss = 0;
    for (const x of samples)
      for (let s = 0; s < x.won.length; s++) {
        if (x.won[s] === 0) continue;
        const w = weight * x.ramp;
        loss -= x.won[s] * Math.log(Math.max(FLOOR, (1 - w) * x.model[s] + w * x.shares[s]));
      }
    if (loss < best.loss) best = { weight, loss };
  }
  return { weight: best.weight, positions: samples.length };
}
