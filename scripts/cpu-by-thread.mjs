// Where a load benchmark's CPU goes across every process and thread of it, and the kernel's share:
// runs the command given, reads /proc every 100 ms (each descendant's threads: their run time from
// schedstat, user and system from stat; the machine's totals from /proc/stat), and sums the run into
// segments, one for each stretch in which the same benchmark process (the server or the raw broadcast)
// is the busiest. Used for docs/performance.md ("Where a move's CPU goes across the processes").
//   node scripts/cpu-by-thread.mjs [--out file.json] -- npm run -s bench -- --only server/sqlite --seconds 3 --games-at-once 64
// The bench's JSON goes to stdout as usual; the segments go to stderr (and to --out as JSON).
import { spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { processTree, readProc, statFields } from './proc-tree.mjs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const outAt = args.indexOf('--out');
const out = outAt >= 0 && outAt < dash ? args[outAt + 1] : undefined;
const command = args.slice(dash + 1);
if (dash < 0 || command.length === 0) {
  console.error('usage: node scripts/cpu-by-thread.mjs [--out file.json] -- <command...>');
  process.exit(1);
}
const TICK_MS = 10; // USER_HZ is 100 on Linux

const read = readProc;

/** What a process of the benchmark is, from its command line. */
function role(pid) {
  const cmd = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ');
  if (cmd.includes('server-process.ts')) return 'server';
  if (cmd.includes('raw-broadcast-process.ts')) return 'raw';
  if (cmd.includes('client-process.ts')) return 'client';
  if (cmd.includes('main.ts')) return 'bench';
  return undefined;
}

/** Every thread of the benchmark's processes: run ns, user and system ms, by "role:pid/thread name". */
function sample(root) {
  const mine = processTree(root);
  const threads = new Map();
  for (const pid of mine) {
    const r = role(pid);
    if (!r) continue;
    let tids;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    tids.sort((a, b) => Number(a) - Number(b));
    for (const [index, tid] of tids.entries()) {
      const stat = read(`/proc/${pid}/task/${tid}/stat`);
      const sched = read(`/proc/${pid}/task/${tid}/schedstat`);
      if (!stat || !sched) continue;
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = statFields(stat);
      const [runNs, waitNs] = sched.split(' ').map(Number);
      // Node 20 names every thread "node": a thread is told by its place in the order of creation.
      threads.set(`${r}:${pid}/${Number(tid) === pid ? 'main' : `${name}#${index}`}:${tid}`, {
        runNs,
        waitNs,
        userMs: Number(f[11]) * TICK_MS,
        systemMs: Number(f[12]) * TICK_MS,
      });
    }
  }
  const cpu = read('/proc/stat').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu.map((t) => t * TICK_MS);
  return {
    at: performance.now(),
    threads,
    machine: { user, nice, system, idle, iowait, irq, softirq, steal },
  };
}

const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
const samples = [];
const timer = setInterval(() => samples.push(sample(child.pid)), 100);
child.on('exit', (code) => {
  clearInterval(timer);
  const segments = summarise(samples);
  for (const s of segments) console.error(JSON.stringify(s));
  if (out) writeFileSync(out, JSON.stringify(segments, null, 1));
  process.exit(code ?? 1);
});

/** Which thread group a key falls in: role and the thread's kind (the main thread, V8's workers, ...). */
function group(key) {
  const r = key.slice(0, key.indexOf(':'));
  const name = key.slice(key.indexOf('/') + 1, key.lastIndexOf(':'));
  return `${r}/${name}`;
}

function summarise(all) {
  // Each interval goes to the busier of the server and the raw broadcast main threads.
  const intervals = [];
  for (let i = 1; i < all.length; i++) {
    const a = all[i - 1];
    const b = all[i];
    const delta = new Map();
    for (const [k, v] of b.threads) {
      const u = a.threads.get(k) ?? { runNs: 0, waitNs: 0, userMs: 0, systemMs: 0 };
      delta.set(k, {
        runMs: (v.runNs - u.runNs) / 1e6,
        waitMs: (v.waitNs - u.waitNs) / 1e6,
        userMs: v.userMs - u.userMs,
        systemMs: v.systemMs - u.systemMs,
      });
    }
    const machine = Object.fromEntries(Object.keys(b.machine).map((k) => [k, b.machine[k] - a.machine[k]]));
    let owner;
    let best = 5; // ms of an interval's 100
    for (const [k, d] of delta)
      if ((k.startsWith('server:') || k.startsWith('raw:')) && k.includes('/main:') && d.runMs > best) {
        best = d.runMs;
        owner = k.slice(0, k.indexOf('/'));
      }
    intervals.push({ ms: b.at - a.at, owner, delta, machine });
  }
  const segments = [];
  for (const iv of intervals) {
    let s = segments.at(-1);
    if (!s || s.owner !== iv.owner) segments.push((s = { owner: iv.owner, ms: 0, groups: {}, machine: {} }));
    s.ms += iv.ms;
    for (const [k, d] of iv.delta) {
      const g = (s.groups[group(k)] ??= { runMs: 0, waitMs: 0, userMs: 0, systemMs: 0 });
      for (const f of Object.keys(d)) g[f] += d[f];
    }
    for (const [k, v] of Object.entries(iv.machine)) s.machine[k] = (s.machine[k] ?? 0) + v;
  }
  return segments
    .filter((s) => s.owner && s.ms >= 500)
    .map((s) => ({
      ...s,
      ms: Math.round(s.ms),
      groups: Object.fromEntries(
        Object.entries(s.groups)
          .filter(([, g]) => g.runMs > 0.5)
          .sort((x, y) => y[1].runMs - x[1].runMs)
          .map(([k, g]) => [k, Object.fromEntries(Object.entries(g).map(([f, v]) => [f, Math.round(v)]))]),
      ),
    }));
}
