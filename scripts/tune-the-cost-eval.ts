// Tunes the constants of The Cost's evaluation (src/bots/the-cost/eval-constants.ts) by self-play: the
// heuristic with a candidate set plays the heuristic with the default set, two players, on the same deals
// in both seat orders, and a coordinate search keeps each step that scores more over the training deals.
// The heuristic is deterministic, so the whole search is reproduced by its seed and counts; the set it
// ends with is then measured on other deals (held-out seed). Usage:
//   npx tsx scripts/tune-the-cost-eval.ts [--seed tune-train] [--deals 100] [--passes 2] [--margin 2] [--held tune-held] [--held-deals 200] [--only held]
// With `--only held` it skips the search and measures TUNED_EVAL (eval=1) on the held-out deals.
import { games } from '../src/games/registry.ts';
import type { AnyGame } from '../src/kernel/index.ts';
import { playOneGame } from '../src/cli/simulate-core.ts';
import { EVAL_SPACE } from './the-cost-eval-space.ts';
import { arg } from './script-args.ts';

const seed = arg('seed', 'tune-train');
const deals = Number(arg('deals', '100'));
const passes = Number(arg('passes', '2'));
const held = arg('held', 'tune-held');
const heldDeals = Number(arg('held-deals', '200'));
const only = arg('only', '');
/** Points over the best so far a step must score to be kept: a step that only wins a deal or two is noise. */
const margin = Number(arg('margin', '2'));

const game: AnyGame = games['the-cost'];

/** The searched constants: start (today's default), step, and bounds. */
const SPACE = EVAL_SPACE;

const specOf = (set: Record<string, number>): string =>
  `heuristic[${Object.entries(set)
    .map(([k, v]) => `${k}=${Math.round(v * 1000) / 1000}`)
    .join(',')}]`;

/** Points of `spec` against the default heuristic over `n` deals of `dealSeed`, both seat orders. */
async function score(spec: string, dealSeed: string, n: number): Promise<number> {
  let points = 0;
  for (let d = 0; d < n; d++)
    for (const order of [0, 1]) {
      const seatBots = order === 0 ? [spec, 'heuristic'] : ['heuristic', spec];
      const r = await playOneGame({ game, players: 2, bots: seatBots, seatBots, seed: dealSeed, index: d });
      if (r.error) throw new Error(`${r.seed}: ${r.error.code} ${r.error.message}`);
      const w = r.outcome?.winners ?? [];
      if (w.includes(order)) points += 1 / w.length;
    }
  return points;
}

/** Wilson 95% interval of a rate over `n` games. */
function interval(points: number, n: number): [number, number] {
  const z = 1.96;
  const p = points / n;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [mid - half, mid + half];
}

async function search(): Promise<Record<string, number>> {
  const best: Record<string, number> = Object.fromEntries(
    Object.entries(SPACE).map(([k, v]) => [k, v.start]),
  );
  // The default against itself scores exactly half: each deal is played in both seat orders.
  let bestPoints = deals;
  for (let pass = 0; pass < passes; pass++)
    for (const [name, dim] of Object.entries(SPACE)) {
      const step = dim.step / (pass + 1);
      for (const dir of [1, -1]) {
        const x = Math.max(dim.lo, Math.min(dim.hi, best[name] + dir * step));
        if (x === best[name]) continue;
        const cand = { ...best, [name]: x };
        const points = await score(specOf(cand), seed, deals);
        const kept = points > bestPoints + margin;
        console.log(
          `pass ${pass} ${name}=${x.toFixed(3)}: ${points}/${2 * deals}${kept ? ' kept' : ''} (best ${bestPoints})`,
        );
        if (kept) {
          best[name] = x;
          bestPoints = points;
          break;
        }
      }
    }
  console.log(`tuned: ${specOf(best)} ${bestPoints}/${2 * deals} on the training deals`);
  return best;
}

async function main(): Promise<void> {
  const spec = only === 'held' ? 'heuristic[eval=1]' : specOf(await search());
  const points = await score(spec, held, heldDeals);
  const [lo, hi] = interval(points, 2 * heldDeals);
  console.log(
    `held-out ${held}: ${spec} scored ${points}/${2 * heldDeals} = ${((100 * points) / (2 * heldDeals)).toFixed(1)}% (95% ${(100 * lo).toFixed(1)}-${(100 * hi).toFixed(1)}%) against heuristic`,
  );
}

await main();
