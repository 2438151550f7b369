// Rewrites the bots' moves of tutorial files (tutorials/*.json) after a change to the bots or the rules:
// the person's guided steps stay as written, the bots' moves between them are played again as the server
// plays them. Usage: npx tsx scripts/record-tutorial.ts tutorials/the-cost.json [...]
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
