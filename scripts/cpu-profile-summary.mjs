// Sums a V8 CPU profile (node --cpu-prof) by where the time went: self time per package or source
// folder, and the functions taking the most. Used for docs/performance.md.
//   node scripts/cpu-profile-summary.mjs profile.cpuprofile [top] [skip seconds]
// Skipping the first seconds leaves out the process's start (module loading, compiling).
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [top] [skip seconds]');
  process.exit(1);
}
const top = Number(topArg ?? 25);
const skipMicros = Number(process.argv[4] ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
let clock = 0;
profile.samples.forEach((id, i) => {
  clock += profile.timeDeltas[i] ?? 0;
  if (clock >= skipMicros) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** The package or source folder a function belongs to. */
function place(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const src = url.match(/\/src\/((?:[^/]+\/){0,2})/);
  if (src) return `src/${src[1]}`;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0];
  return url;
}

const places = new Map();
const functions = new Map();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id);
  const { functionName, url, lineNumber } = n.callFrame;
  const p = place(url, functionName);
  total += us;
  places.set(p, (places.get(p) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*\/(src|node_modules)\//, '$1/')}:${lineNumber + 1}` : ''}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}
const busy = total - (places.get('(idle)') ?? 0);
const show = (m) =>
  [...m]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(
      ([k, us]) =>
        `${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
    )
    .join('\n');
console.log(
  `profile ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (shares below are of busy time)\n`,
);
console.log(`by package or folder:\n${show(places)}\n`);
console.log(`by function (self time):\n${show(functions)}`);
