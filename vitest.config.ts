// Test runner settings. Tests are bounded by iterations and move counts, not by the clock; the
// timeouts below are only a guard against a hang, generous enough to hold when both cores of a small
// machine are busy with other work (vitest's 5 s default did not: heavy bot tests timed out there).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits on a page or a server to reach a state; its 1 s default failed on a loaded
    // machine (a move over the socket and its texts took longer), so it waits as long as a person might.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
