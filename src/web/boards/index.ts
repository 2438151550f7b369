// The games this client draws, by id; any other game is still playable through the generic panel.
import type { GameUi } from './types.ts';
import { genericUi } from './generic.tsx';
import { industrialWasteUi } from './industrial-waste/index.ts';

const uis: Record<string, GameUi> = { 'industrial-waste': industrialWasteUi };

export function gameUi(id: string): GameUi {
  return (uis[id] ??= genericUi(id));
}
