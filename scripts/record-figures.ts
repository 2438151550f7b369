// Writes the rules pages' figures (src/web/rules/figures.json): pieces of real views, taken at the
// hand-over of each guided first game, so the pictures show what the table shows. tests/tutorials checks
// that the file is still what the engines give. Usage: npx tsx scripts/record-figures.ts
import { writeFileSync } from 'node:fs';
import { rulesFigures } from '../tests/tutorials/figures.ts';

writeFileSync('src/web/rules/figures.json', JSON.stringify(rulesFigures(), null, 2) + '\n');
console.log('src/web/rules/figures.json written');
