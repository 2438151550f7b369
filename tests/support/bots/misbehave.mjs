#!/usr/bin/env node
// A test bot that plays the first legal move, except at its Nth decision in each game (argv[3], default
// 1), where it does what argv[2] says: answer late, print garbage, play an illegal move, crash, use up
// its memory or its CPU, write lines nobody asked for. `always-<mode>` misbehaves at every decision.
// With argv[4] it appends every line it receives to that file.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [mode0 = 'none', nth = '1', record] = process.argv.slice(2);
const always = mode0.startsWith('always-');
const mode = always ? mode0.slice('always-'.length) : mode0;
let decisions = 0;
const say = (x) => process.stdout.write((typeof x === 'string' ? x : JSON.stringify(x)) + '\n');

for await (const line of createInterface({ input: process.stdin })) {
  if (record) appendFileSync(record, line + '\n');
  const m = JSON.parse(line);
  if (m.type === 'hello') {
    if (mode === 'silent-hello') continue;
    say({ type: 'ready' });
    decisions = 0;
    continue;
  }
  if (m.type !== 'decide') continue;
  decisions++;
  const play = { type: 'move', index: 0 };
  if (!always && decisions !== Number(nth)) {
    say(play);
    continue;
  }
  switch (mode) {
    case 'late':
      await new Promise((r) => setTimeout(r, 3000));
      say(play);
      break;
    case 'garbage':
      say('this is not JSON');
      break;
    case 'wrong-type':
      say({ type: 'ready' });
      break;
    case 'illegal-index':
      say({ type: 'move', index: m.legalMoves.length + 5 });
      break;
    case 'illegal-move':
      say({ type: 'move', move: { type: 'NO_SUCH_MOVE' } });
      break;
    case 'by-move':
      // The legal move itself, keys in another order: the same move.
      say({ type: 'move', move: Object.fromEntries(Object.entries(m.legalMoves.at(-1).move).reverse()) });
      break;
    case 'crash':
      process.stderr.write('giving up\n');
      process.exit(3);
      break;
    case 'memory': {
      const hoard = [];
      for (;;) hoard.push(new Array(1e6).fill(decisions));
    }
    case 'cpu':
      for (;;);
    case 'stray':
      say(play);
      say({ type: 'move', index: 0 });
      break;
    case 'shout':
      process.stderr.write('x'.repeat(100_000) + '\nthe end\n');
      say(play);
      break;
    default:
      say(play);
  }
}
