// Entry of a bot worker thread. A worker does not inherit tsx's TypeScript loader from the main
// thread (nor vitest's), so it registers tsx itself before loading the TypeScript worker code.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
