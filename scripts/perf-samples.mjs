// On-CPU samples of one thread from `perf script` output, summed: the kernel's system calls, V8's
// collector and compiler, and the rest; then the JavaScript functions on the stack (inclusive) and the
// leaf symbols (self). Unlike a V8 CPU profile (--cpu-prof), which samples wall time and so counts a
// thread's wait for a core in the call it stood in (a socket's writev, a worker's postMessage), `perf
// -e cpu-clock` samples only while the thread runs. Used for docs/performance.md ("on-CPU samples").
//   BENCH_SERVER_NODE_FLAGS="--v8-pool-size=0 --perf-basic-prof" \
//     perf record -e cpu-clock -F 999 -a -g -o perf.data -- npm run -s bench -- --only server/sqlite ...
//   perf script -i perf.data --pid <server pid> -F comm,pid,tid,time,ip,sym,dso > stacks.txt
//   node scripts/perf-samples.mjs stacks.txt <tid> [from-seconds to-seconds] [top]
// Without a tid it lists the threads and their samples (per second of perf's clock, to find a phase).
import { readFileSync } from 'node:fs';

const [file, tid, from = '0', to = 'Infinity', topArg = '30'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/perf-samples.mjs stacks.txt [tid [from to [top]]]');
  process.exit(1);
}
const t0 = Number(from);
const t1 = Number(to);
const top = Number(topArg);

/** Each sample: its thread, its time and its frames' symbols, leaf first. */
const samples = [];
let cur;
for (const line of readFileSync(file, 'utf8').split('\n')) {
  if (line.trim() === '') {
    cur = undefined;
    continue;
  }
  if (!/^\s/.test(line)) {
    const m = /^\S+\s+(\d+)\/(\d+)\s+([\d.]+):/.exec(line);
    cur = m ? { tid: m[2], t: Number(m[3]), frames: [] } : undefined;
    if (cur) samples.push(cur);
    continue;
  }
  if (cur)
    cur.frames.push(
      line
        .trim()
        .replace(/^[0-9a-f]+\s+/, '')
        .replace(/file:\/\/\/\S*?\/src\//, 'src/'),
    );
}

if (tid === undefined) {
  const by = new Map();
  for (const s of samples) {
    const t = by.get(s.tid) ?? new Map();
    t.set(Math.floor(s.t), (t.get(Math.floor(s.t)) ?? 0) + 1);
    by.set(s.tid, t);
  }
  for (const [t, secs] of [...by].sort((a, b) => sum(b[1]) - sum(a[1])))
    console.log(t, sum(secs), [...secs].map(([s, n]) => `${s}:${n}`).join(' '));
  process.exit(0);
}
function sum(m) {
  let n = 0;
  for (const v of m.values()) n += v;
  return n;
}

const mine = samples.filter((s) => s.tid === tid && s.t >= t0 && s.t <= t1 && s.frames.length > 0);
const kernel = (f) => f.includes('[kernel.kallsyms]');
const name = (f) => f.replace(/\s+\(.*\)$/, '');
/** The part a sample goes to: the kernel's (by system call), the collector, the compiler, the rest. */
function part(frames) {
  if (kernel(frames[0])) {
    const call = [...frames]
      .reverse()
      .find((f) => kernel(f) && /__x64_sys_|page_fault|softirq|irq_exit/.test(f));
    return `kernel: ${call ? name(call) : 'other'}`;
  }
  const all = frames.join('|');
  if (/Scaveng|MarkCompact|Marking|Sweeper|Heap::|Evacuat/.test(all)) return 'V8: the collector';
  if (/compiler::|Maglev|Compil/.test(all)) return 'V8: compiling';
  return 'JavaScript, builtins and the rest';
}
const count = (keys) => {
  const m = new Map();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
};
const pct = (n) => `${((100 * n) / mine.length).toFixed(1).padStart(5)}%`;
console.log(`${mine.length} samples of thread ${tid}`);
for (const [k, n] of count(mine.map((s) => part(s.frames)))) console.log(`${pct(n)}  ${k}`);
console.log('-- JavaScript functions on the stack');
const inclusive = mine.flatMap((s) => [...new Set(s.frames.filter((f) => f.startsWith('JS:')).map(name))]);
for (const [k, n] of count(inclusive).slice(0, top)) console.log(`${pct(n)}  ${k}`);
console.log('-- leaf symbols');
for (const [k, n] of count(mine.map((s) => name(s.frames[0]))).slice(0, top)) console.log(`${pct(n)}  ${k}`);
