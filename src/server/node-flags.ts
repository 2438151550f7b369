// Node flags of the server process. `npm start` passes them (package.json's start script, checked
// against this list by tests/server/node-flags.test.ts), and so do the benchmarks' server processes
// and the tests' child servers, so that what is measured and tested is what runs.
//
// --v8-pool-size=0: V8's background threads (parallel scavenges, concurrent marking and compiling)
// number the machine's cores less one (at least one), rather than Node's fixed 4. On two cores the
// four of them, the event loop and the SQLite writer thread queued for the cores: the move p99 at 16
// games was 1.1-1.7 times as long (docs/performance.md, "V8's background threads").
//
// --max-semi-space-size=64: the young generation may grow to two semi-spaces of 64 MB under load, rather
// than Node's 16. At 64 games scavenges were some 15% of the server's CPU; with room for four times the
// allocation between two of them, half as many ran, and the server's CPU a move at 64 games read 0.93
// (The Cost) and 0.88 (Industrial Waste) of before in the medians of eight and nine runs, lower in 7 and
// 6 of 8 pairs (docs/performance.md, "Where the server's CPU goes at 64 games, on-CPU"). The server's
// resident size at 64 games grew by some 80 MB.
export const SERVER_NODE_FLAGS: readonly string[] = ['--v8-pool-size=0', '--max-semi-space-size=64'];

/** The start script of package.json that runs the server with these flags. */
export const START_SCRIPT = `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx src/server/main.ts`;
