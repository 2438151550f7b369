#!/usr/bin/env node
// The `externalities` command: runs the TypeScript sources through tsx, wherever it is called from.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
