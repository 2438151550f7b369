import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_SCRIPT } from '../../src/server/node-flags.ts';

describe('the server process flags', () => {
  it('are the ones `npm start` passes, so the benchmarks run the server as it is run', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(START_SCRIPT);
  });
});
