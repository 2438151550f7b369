// Splits a server process's V8 CPU profile (node --cpu-prof, e.g. BENCH_CPU_PROF_DIR) into the parts
// of a move: each sample goes to the first part below whose functions are on its stack, so that the
// parts add up to the busy time. A server on PostgreSQL plays two roles: the node storing a move and
// the node watching its game, which takes the move from the notice; on SQLite only the first.
//   node scripts/cpu-profile-parts.mjs [--skip seconds] file.cpuprofile...
// The profiler samples wall time: a process waiting for a core on a busy machine has that wait counted
// where it stood, most often in a system call that woke another process (a socket's write), so compare
// shares within one run and take CPU time per move from the benchmark, not from here.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const skipAt = args.indexOf('--skip');
const skipMicros = skipAt >= 0 ? Number(args.splice(skipAt, 2)[1]) * 1e6 : 0;
if (args.length === 0) {
  console.error('usage: node scripts/cpu-profile-parts.mjs [--skip seconds] file.cpuprofile...');
  process.exit(1);
}

/** [part, test of a sample's stack]; the first that holds takes the sample. */
const PARTS = [
  ['garbage collector', (s) => s.leaf === '(garbage collector)'],
  ['V8 and Node outside JavaScript', (s) => s.leaf === '(program)'],
  // A notice's next move is taken and pushed from onNotice itself when nothing is in flight on the game.
  [
    "watching node: its sockets' pushes",
    (s) => (s.has('takeNotice') || s.has('onNotice')) && s.has('emitChanged'),
  ],
  ['watching node: the move taken into memory', (s) => s.has('takeNotice') || s.has('onNotice')],
  ['watching node: notices received', (s) => s.has('_handleNotification')],
  [
    "pushes (on PostgreSQL: the storing node's sockets)",
    (s) => s.has('emitCommitted') || s.has('emitChanged'),
  ],
  ['PostgreSQL client: queries written to the socket', (s) => s.has('submit') && s.has('writev')],
  ['PostgreSQL client: queries made and sent', (s) => s.has('submit') || s.in('pg-pool/')],
  ['PostgreSQL client: answers read', (s) => s.in('pg-protocol/') || s.in('/pg/lib/')],
  ['the move checked, applied and stored', (s) => s.has('commitMove') || s.has('store')],
  ['sockets written (pushes, answers)', (s) => s.has('writev')],
  ['WebSocket frames read', (s) => s.in('ws/lib/')],
  ['the socket route', (s) => s.in('routes/socket.ts')],
  ['HTTP', (s) => s.in('fastify') || s.in('_http_')],
  ['the rest', () => true],
];

for (const file of args) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  let clock = 0;
  profile.samples.forEach((id, i) => {
    clock += profile.timeDeltas[i] ?? 0;
    if (clock >= skipMicros) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const parts = new Map(PARTS.map(([p]) => [p, 0]));
  let busy = 0;
  for (const [id, us] of self) {
    const leaf = byId.get(id).callFrame.functionName;
    if (leaf === '(idle)') continue;
    busy += us;
    const names = new Set();
    const urls = [];
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      names.add(byId.get(cur).callFrame.functionName);
      urls.push(byId.get(cur).callFrame.url);
    }
    const stack = { leaf, has: (f) => names.has(f), in: (u) => urls.some((x) => x?.includes(u)) };
    const [part] = PARTS.find(([, holds]) => holds(stack));
    parts.set(part, parts.get(part) + us);
  }
  console.log(`${file}: busy ${(busy / 1e6).toFixed(2)} s`);
  for (const [part, us] of [...parts].filter(([, us]) => us > 0).sort((a, b) => b[1] - a[1]))
    console.log(
      `${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${part}`,
    );
}
