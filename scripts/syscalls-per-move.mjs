// System calls a move costs the server, counted in a load benchmark's phase: runs the command given
// (a `server/sqlite` benchmark), and for each server process it starts, once that process holds the
// sockets of the phase (two a game: the seat's and the spectator's), counts its system calls with
// `strace -c -f` (every thread: the event loop, the SQLite writer, V8's) over a window of seconds and
// divides them by the moves the server counted in that window (`externalities_moves_total` of its
// /metrics, read before and after). strace stops the process at every call, so the server runs far
// slower in the window: the calls a move on the sockets (a read, the writes) keep their count, but the
// writer's groups hold fewer moves, so its calls a move (pwrite64, fsync, fcntl) read higher than
// unwatched. Used for docs/performance.md ("A move's system calls and frames").
//   node scripts/syscalls-per-move.mjs [--games 64] [--window 2] -- npm run -s bench -- --only server/sqlite --seconds 6 --games-at-once 64 --json
// The benchmark's JSON goes to stdout as usual; the counts go to stderr.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processTree, readProc } from './proc-tree.mjs';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at < dash ? Number(args[at + 1]) : fallback;
};
const games = option('--games', 64);
const windowSeconds = option('--window', 2);
const command = args.slice(dash + 1);
if (dash < 0 || command.length === 0) {
  console.error('usage: node scripts/syscalls-per-move.mjs [--games 64] [--window 2] -- <command...>');
  process.exit(1);
}

const read = readProc;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The server processes started under `root` (the benchmark's own processes). */
function servers(root) {
  return [...processTree(root)].filter((pid) =>
    (read(`/proc/${pid}/cmdline`) ?? '').includes('server-process.ts'),
  );
}

/** Lines of `ss` that name the process. */
const socketsOf = (pid, ssArgs) =>
  execFileSync('ss', ssArgs, { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(`pid=${pid},`));

async function movesSoFar(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(/^externalities_moves_total (\d+)/m.exec(text)?.[1]);
}

/** The table of `strace -c`: calls by system call. */
function calls(summary) {
  const out = new Map();
  for (const line of summary.split('\n')) {
    const f = line.trim().split(/\s+/);
    // % time, seconds, usecs/call, calls, [errors], syscall
    if (
      f.length >= 5 &&
      /^\d+$/.test(f[3]) &&
      /^[a-z_0-9]+$/.test(f[f.length - 1]) &&
      f[f.length - 1] !== 'total'
    )
      out.set(f[f.length - 1], Number(f[3]));
  }
  return out;
}

async function measure(pid) {
  let port;
  while (!port) {
    const line = socketsOf(pid, ['-Hltnp'])[0];
    port = line && /:(\d+)\s/.exec(line)?.[1];
    if (!port && read(`/proc/${pid}/stat`) === undefined) throw new Error('gone before listening');
    if (!port) await sleep(200);
  }
  while (socketsOf(pid, ['-Htnp', 'state', 'established']).length < 2 * games) {
    if (read(`/proc/${pid}/stat`) === undefined) throw new Error('gone before its phase');
    await sleep(100);
  }
  await sleep(500);
  const file = join(tmpdir(), `syscalls-${pid}.txt`);
  const before = await movesSoFar(port);
  const t0 = performance.now();
  try {
    execFileSync(
      'timeout',
      ['-s', 'INT', String(windowSeconds), 'strace', '-c', '-f', '-p', String(pid), '-o', file],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    // timeout ends strace with SIGINT: its summary is written all the same.
  }
  const seconds = (performance.now() - t0) / 1000;
  const moves = (await movesSoFar(port)) - before;
  const counted = calls(read(file) ?? '');
  rmSync(file, { force: true });
  const rows = [...counted].sort((a, b) => b[1] - a[1]);
  console.error(
    JSON.stringify({
      server: pid,
      moves,
      seconds: Math.round(seconds * 100) / 100,
      perMove: Object.fromEntries(rows.map(([name, n]) => [name, Math.round((n / moves) * 100) / 100])),
    }),
  );
}

const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
const seen = new Set();
const work = [];
const timer = setInterval(() => {
  for (const pid of servers(child.pid))
    if (!seen.has(pid)) {
      seen.add(pid);
      work.push(measure(pid).catch((e) => console.error(`server ${pid}: ${e.message}`)));
    }
}, 200);
child.on('exit', async (code) => {
  clearInterval(timer);
  await Promise.all(work);
  process.exit(code ?? 1);
});
