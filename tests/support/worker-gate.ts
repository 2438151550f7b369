// Loaded by a bot worker among its game modules: holds the worker back from becoming ready until the
// file named by BOT_WORKER_GATE exists, so that a test can queue decisions first and then see in what
// order the pool serves them. Without the variable it does nothing.
import { existsSync } from 'node:fs';

const gate = process.env.BOT_WORKER_GATE;
if (gate) while (!existsSync(gate)) await new Promise((r) => setTimeout(r, 20));
