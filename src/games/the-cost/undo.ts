// What makes a move of The Cost final for the undo rule (src/kernel/undo.ts). Every random element of
// The Cost is drawn at setup (spec §5: countries, turn order, action markers, event order, climate
// cubes), the die values come from the workers (spec §6) and nothing is hidden (spec: "Hidden
// information: None"), so no move after setup reveals anything. A move that draws from the PRNG all
// the same (a future rule) is still made final by the kernel's own PRNG check.
import type { FinalReason } from '../../kernel/index.ts';
import type { CostState } from './state.ts';

export const costUndo = {
  rng: (s: CostState) => s.rng,
  finality: (): FinalReason | null => null,
};
