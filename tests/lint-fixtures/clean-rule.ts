import { randomInt, type RngState } from '../../kernel/index.ts';

export const roll = (rng: RngState) => 1 + randomInt(rng, 6);
