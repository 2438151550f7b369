import { something } from '../games/the-cost/index.ts';
import type { Thing } from '../games/the-cost/types.ts';

export const x: Thing = something;
