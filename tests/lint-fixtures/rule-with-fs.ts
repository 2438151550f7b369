import { readFileSync } from 'node:fs';

export const load = () => readFileSync('board.json', 'utf8');
