// What makes a move of The Cost final for the undo rule (src/kernel/undo.ts). The random elements are
// drawn at setup (spec §5), the die values come from the workers (spec §6) and nothing is hidden (spec:
// "Hidden information: None"), so no move reveals anything. The one move that draws, CHOOSE_COUNTRIES
// (the chosen countries' event order and climate cubes), is made final by the kernel's own PRNG check.
import type { FinalReason } from '../../kernel/index.ts';
import type { CostState } from './state.ts';

export const costUndo = {
  rng: (s: CostState) => s.rng,
  finality: (): FinalReason | null => null,
};
