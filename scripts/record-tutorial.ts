// Fills in the bots' moves of tutorial files (tutorials/*.json) being written, or whose person's steps
// changed: the person's guided steps stay as written, the bots' moves between them are the heuristic
// bot's today. A guided game's bots then play these moves whatever the bots become. Usage: npx tsx scripts/record-tutorial.ts tutorials/the-cost.json [...]
import { readFileSync, writeFileSync } from 'node:fs';
import { recordTutorialSteps } from '../src/bots/tutorial-play.ts';
import { findGame } from '../src/games/registry.ts';
import { tutorialSchema } from '../src/kernel/index.ts';

for (const file of process.argv.slice(2)) {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const t = tutorialSchema.parse(raw);
  const steps = recordTutorialSteps(findGame(t.game), t);
  writeFileSync(file, JSON.stringify({ ...raw, steps }, null, 2) + '\n');
  console.log(`${file}: ${steps.length} moves, ${steps.filter((s) => s.say).length} guided`);
}
