// How the late playouts are set, as the model file stores them. Apart from rollout.ts, which plays the
// bots, so that the model can read its own settings without importing the bot levels.
export interface RolloutSettings {
  /** Progress from which the playouts count (their weight is 0 before). */
  from: number;
  /** Progress from which their weight is `weight`, growing linearly from `from`. */
  full: number;
  /** The playouts' share of the blend once the weight is full (fitted in training). */
  weight: number;
  playouts: number;
  /** Chance, per decision with a choice, of a uniform legal move instead of the level's. */
  explore: number;
  /** The bot level on every seat. */
  level: string;
}
