// The constants of The Cost's evaluation (src/bots/the-cost/eval-constants.ts) that the scripts search
// over: where each starts (today's default), its step and its bounds. One table, so that the self-play
// tuning and the fit to mcts's moves search the same space.
export interface EvalDimension {
  start: number;
  step: number;
  lo: number;
  hi: number;
}

export const EVAL_SPACE: Readonly<Record<string, EvalDimension>> = {
  future: { start: 0.75, step: 0.15, lo: 0.2, hi: 1.5 },
  market: { start: 0.85, step: 0.15, lo: 0.3, hi: 1.2 },
  toll: { start: 0.4, step: 0.2, lo: 0, hi: 1.5 },
  authority: { start: 0.25, step: 0.25, lo: 0, hi: 1 },
  safety1: { start: 0.15, step: 0.1, lo: 0, hi: 0.5 },
  safety2: { start: 0.4, step: 0.15, lo: 0.05, hi: 0.8 },
  safety3: { start: 0.65, step: 0.15, lo: 0.2, hi: 1 },
  safety4: { start: 0.85, step: 0.1, lo: 0.4, hi: 1 },
  buildShare: { start: 0.5, step: 0.2, lo: 0, hi: 1 },
  safeWork: { start: 0.3, step: 0.2, lo: 0, hi: 1 },
  spare: { start: 0.3, step: 0.15, lo: 0, hi: 1 },
};
