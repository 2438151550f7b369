// Two arms of a comparison in one process, timed in rounds that alternate A B / B A, so that the
// machine's drift and a warmer cache fall alike on both: the medians of each arm and the median of
// the paired ratios B/A. Used by the A/B scripts that time one step of two checkouts.

/** CPU µs (user and system) that `run` takes, divided by `units`. */
export function cpuMicrosPer(units, run) {
  const from = process.cpuUsage();
  run();
  const c = process.cpuUsage(from);
  return (c.user + c.system) / units;
}

export const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];

/** `rounds` rounds of `timeA` and `timeB` (each returning a time), in alternating order. */
export function pairedRounds(rounds, timeA, timeB) {
  const a = [];
  const b = [];
  for (let r = 0; r < rounds; r++)
    if (r % 2 === 0) {
      a.push(timeA());
      b.push(timeB());
    } else {
      b.push(timeB());
      a.push(timeA());
    }
  const ratios = a.map((x, i) => b[i] / x);
  return {
    a: median(a),
    b: median(b),
    ratio: median(ratios),
    faster: ratios.filter((x) => x < 1).length,
    rounds,
  };
}

/** One line: `A <a> / B <b> µs <per>, paired B/A <ratio> (B faster in n of rounds)`. */
export const pairedLine = (p, per) =>
  `A ${p.a.toFixed(2)} / B ${p.b.toFixed(2)} µs ${per}, paired B/A ${p.ratio.toFixed(3)} (B faster in ${p.faster} of ${p.rounds})`;
