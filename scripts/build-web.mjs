// Run before `npm start`: builds the web client (src/web, configured by src/web/vite.config.ts) into
// dist/web when the build is missing or older than its sources, so the server can serve it from the
// same port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...p) => join(root, ...p);

const config = at('src', 'web', 'vite.config.ts');
if (!existsSync(config)) process.exit(0);

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = at('dist', 'web', 'index.html');
const sources = Math.max(newest(at('src', 'web')), newest(at('src', 'shared')), newest(at('package.json')));
if (existsSync(built) && statSync(built).mtimeMs >= sources && process.env.FORCE_WEB_BUILD !== '1')
  process.exit(0);

console.log('Building the web client into dist/web ...');
const vite = at('node_modules', 'vite', 'bin', 'vite.js');
const r = spawnSync(process.execPath, [vite, 'build', '--config', config], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
