// A/B of the search's speed between two commits, in one process, by CPU time (a loaded machine's
// wall clock says little): each commit's code is bundled with this checkout's
// scripts/iw-search-speed.ts, then the two are run
// alternately (A B, B A, ...), and the median ratio of their iterations per CPU second is printed,
// with whether their roots were exactly alike.
//   node scripts/search-speed-ab.mjs <commit A> <commit B> [iterations=1000] [rounds=20]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const [a, b, itArg, roundArg] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node scripts/search-speed-ab.mjs <commit A> <commit B> [iterations] [rounds]');
  process.exit(1);
}
const iterations = Number(itArg ?? 1000);
const rounds = Number(roundArg ?? 20);
// Inside the checkout, so that the bundles find its node_modules; removed at the end.
const dir = mkdtempSync(join(process.cwd(), '.search-ab-'));

/** A worktree of `commit` sharing this checkout's node_modules by path, bundled into one file. */
function bundle(commit, name) {
  const tree = join(dir, name);
  execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { stdio: 'ignore' });
  // This checkout's workload, so that a commit from before it was written can be measured too.
  copyFileSync(join(process.cwd(), 'scripts/iw-search-speed.ts'), join(tree, 'scripts/iw-search-speed.ts'));
  const out = join(dir, `${name}.mjs`);
  try {
    execFileSync(
      'npx',
      [
        'esbuild',
        join(tree, 'scripts/iw-search-speed.ts'),
        '--bundle',
        '--platform=node',
        '--format=esm',
        `--outfile=${out}`,
        '--log-level=error',
      ],
      { stdio: 'inherit' },
    );
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
  }
  return out;
}

let A, B;
try {
  A = await import(bundle(a, 'a'));
  B = await import(bundle(b, 'b'));
} finally {
  execFileSync('git', ['worktree', 'prune']);
}
const rate = (m) => {
  const c0 = process.cpuUsage();
  const r = m.run(iterations);
  const c = process.cpuUsage(c0);
  return { perCpuSecond: r.iterations / ((c.user + c.system) / 1e6), digest: r.digest };
};
const ra = [];
const rb = [];
const digests = new Set();
for (let r = 0; r < rounds; r++) {
  for (const [name, m] of r % 2 === 0
    ? [
        ['A', A],
        ['B', B],
      ]
    : [
        ['B', B],
        ['A', A],
      ]) {
    const x = rate(m);
    (name === 'A' ? ra : rb).push(x.perCpuSecond);
    digests.add(`${name}:${x.digest}`);
  }
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const ratios = ra.map((x, i) => rb[i] / x);
const same = new Set([...digests].map((d) => d.slice(2))).size === 1;
console.log(
  JSON.stringify({
    A: Math.round(median(ra)),
    B: Math.round(median(rb)),
    ratio: Number(median(ratios).toFixed(3)),
    ratios: ratios.map((x) => Number(x.toFixed(2))),
    sameRoots: same,
  }),
);
rmSync(dir, { recursive: true, force: true });
