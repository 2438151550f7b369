#!/usr/bin/env node
// A random player for the Externalities bot protocol (docs/bot-protocol.md).
// It reads one JSON object per line on stdin and answers one per line on stdout: "ready" to each
// hello, and the index of a legal move drawn at random to each decision. Node.js, no dependencies.
import { createInterface } from 'node:readline';

/** A small seeded generator (mulberry32), so that the same seed gives the same game. */
function seeded(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let random = Math.random;
for await (const line of createInterface({ input: process.stdin })) {
  const message = JSON.parse(line);
  let reply;
  if (message.type === 'hello') {
    random = seeded(message.seed);
    reply = { type: 'ready' };
  } else if (message.type === 'decide') {
    reply = { type: 'move', index: Math.floor(random() * message.legalMoves.length) };
  } else continue; // "outcome": the game is over, nothing to answer; a new hello may follow
  process.stdout.write(JSON.stringify(reply) + '\n');
}
