// The games this client draws, by id; any other game is still playable through the generic panel.
import type { GameUi } from './types.ts';
import { genericUi } from './generic.tsx';
import { industrialWasteUi } from './industrial-waste/index.ts';
import { theCostUi } from './the-cost/index.ts';

const uis: Record<string, GameUi> = { 'the-cost': theCostUi, 'industrial-waste': industrialWasteUi };

export function gameUi(id: string): GameUi {
  return (uis[id] ??= genericUi(id));
}
