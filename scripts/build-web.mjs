// Run before `npm start`: builds the web client into dist/web when it exists (a vite.config.ts) and
// the build is missing or older than its sources, so the server can serve it from the same port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...p) => join(root, ...p);

if (!existsSync(at('vite.config.ts'))) process.exit(0);

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = at('dist', 'web', 'index.html');
const sources = Math.max(
  newest(at('src', 'web')),
  newest(at('src', 'shared')),
  newest(at('index.html')),
  newest(at('vite.config.ts')),
  newest(at('package.json')),
);
if (existsSync(built) && statSync(built).mtimeMs >= sources && process.env.FORCE_WEB_BUILD !== '1')
  process.exit(0);

console.log('Building the web client into dist/web ...');
const vite = at('node_modules', 'vite', 'bin', 'vite.js');
const r = spawnSync(process.execPath, [vite, 'build', '--outDir', 'dist/web', '--emptyOutDir'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
