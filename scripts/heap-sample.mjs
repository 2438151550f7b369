// What a process allocates, by the functions that allocate it: V8's sampling heap profiler, the objects the
// young and old collections took counted too (most of a push's objects die young).
//   HEAP_SAMPLE_OUT=out.heapprofile node --import tsx --import ./scripts/heap-sample.mjs <script> ...
//     samples the whole run (one sample every 256 bytes on average) and writes the profile at exit;
//   node scripts/heap-sample.mjs out.heapprofile [function names=pass,patchMessage]
//     prints the bytes allocated under the first call of each named function on a stack (all it calls).
import { Session } from 'node:inspector';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);

if (process.argv[1] === self) {
  const [file, namesArg] = process.argv.slice(2);
  const names = (namesArg ?? 'pass,patchMessage').split(',');
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const size = (n) => n.selfSize + (n.children ?? []).reduce((a, c) => a + size(c), 0);
  const under = (n, name) =>
    n.callFrame.functionName === name ? size(n) : (n.children ?? []).reduce((a, c) => a + under(c, name), 0);
  console.log(`all: ${(size(profile.head) / 1e6).toFixed(1)} MB`);
  for (const name of names) console.log(`${name}: ${(under(profile.head, name) / 1e6).toFixed(1)} MB`);
} else {
  const out = process.env.HEAP_SAMPLE_OUT;
  if (!out) throw new Error('HEAP_SAMPLE_OUT: where to write the profile');
  const session = new Session();
  session.connect();
  session.post('HeapProfiler.enable');
  session.post('HeapProfiler.startSampling', {
    samplingInterval: 256,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  let written = false;
  process.on('beforeExit', () => {
    if (written) return;
    written = true;
    session.post('HeapProfiler.stopSampling', (err, r) => {
      if (err) throw err;
      writeFileSync(out, JSON.stringify(r.profile));
    });
  });
}
