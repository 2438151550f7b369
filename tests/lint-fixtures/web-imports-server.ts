import { start } from '../server/main.ts';
import type { GameView } from '../server/types.ts';

export const v: GameView | null = start();
