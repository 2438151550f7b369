// Where Industrial Waste's strongest level and `mcts` choose differently, and how well a model of the
// other seat predicts `mcts` (the rollouts play the other seats by such a model). docs/bots.md has the
// numbers and the commands that made them.
//
//   npx tsx scripts/industrial-waste-agreement.ts games --seed iwd --games 10 --iterations 1712 --out g.jsonl
//   npx tsx scripts/industrial-waste-agreement.ts summary g.jsonl
//   npx tsx scripts/industrial-waste-agreement.ts models --iterations 13685 --games 3 --every 3
//   npx tsx scripts/industrial-waste-agreement.ts values --iterations 1712
//
// `games` plays `--a` (tycoon) against `--b` (mcts), both seat orders of each deal, every search at
// `--iterations`, and at every decision with a choice asks the other level (its own instance and seed)
// for the same turn; one JSON line per decision (kind: draft, auction or play; both moves; whether they
// are the same decision) and one per finished game (result and each seat's factory) go to `--out`.
// `summary` counts agreement by level and kind and the final factories. `models` takes positions of
// heuristic games (every `--every`-th decision with a choice) and counts how often the heuristic and
// the quick judgement of single moves (argmax of `quickScore`) choose `mcts`'s move, by kind.
// `values` prints `mcts`'s root (visits:value of its five most visited moves) along two heuristic games.
import { appendFileSync, readFileSync } from 'node:fs';
import { botTurn, createBot, type SearchBot } from '../src/bots/index.ts';
import { cardType } from '../src/bots/industrial-waste/facts.ts';
import { bestMove } from '../src/bots/industrial-waste/heuristic.ts';
import { candidates, moveKey, quickScore } from '../src/bots/industrial-waste/policy.ts';
import { createSpecBot } from '../src/cli/bot-spec.ts';
import { gameSeed } from '../src/cli/simulate-core.ts';
import { industrialWaste, type IwMove, type IwState } from '../src/games/industrial-waste/index.ts';
import { rngFromSeed, type AnyGame } from '../src/kernel/index.ts';
import { arg } from './script-args.ts';

const game = industrialWaste as unknown as AnyGame;
const args = process.argv.slice(2);
const command = args[0];
const iterations = Number(arg('iterations', '1712'));

const kindOf = (s: IwState): string => (s.auction ? 'auction' : s.phase === 'drafting' ? 'draft' : 'play');
const moveKind = (m: IwMove): string =>
  m.type === 'PLAY_CARD'
    ? `play:${cardType(m.card)}${m.advisor ? '+advisor' : ''}`
    : m.type === 'DISCARD_CARD'
      ? `discard:${cardType(m.card)}`
      : m.type;

/** Heuristic games of two seats, seed `<seed>:<g>`: calls `at` at every position with a choice. */
function heuristicGames(
  seed: string,
  games: number,
  at: (s: IwState, seat: number, legal: IwMove[], n: number) => void,
) {
  for (let g = 0; g < games; g++) {
    let s = game.setup({ players: 2 }, `${seed}:${g}`) as IwState;
    const bots = [0, 1].map((seat) => createBot('heuristic', { game, seat, seed: `${seed}:${g}:${seat}` }));
    let n = 0;
    while (!game.outcome(s)) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat) as IwMove[];
      if (candidates(s, seat, legal).length > 1) at(s, seat, legal, n++);
      s = game.apply(s, seat, bots[seat].decide(botTurn(game, s, seat, legal)) as IwMove) as IwState;
    }
  }
}

function games(): void {
  const [a, b] = [arg('a', 'tycoon'), arg('b', 'mcts')];
  const out = arg('out', 'agreement.jsonl');
  const seed = arg('seed', 'iwd');
  const budget = { iterations };
  for (let g = Number(arg('from', '0')); g < Number(arg('games', '10')); g++) {
    const lineup = g % 2 === 0 ? [a, b] : [b, a];
    const dealSeed = gameSeed(seed, 2, Math.floor(g / 2));
    let s = game.setup({ players: 2 }, dealSeed) as IwState;
    const bots = lineup.map((name, seat) =>
      createSpecBot(name, { game, seat, seed: `${dealSeed}:seat${seat}:${g}`, budget }),
    );
    const others = lineup.map((name, seat) =>
      createSpecBot(name === a ? b : a, { game, seat, seed: `${dealSeed}:other${seat}:${g}`, budget }),
    );
    while (!game.outcome(s)) {
      const seat = game.activeSeats(s)[0];
      const legal = game.legalMoves(s, seat) as IwMove[];
      const move = bots[seat].decide(botTurn(game, s, seat, legal)) as IwMove;
      if (legal.length > 1) {
        const other = others[seat].decide(botTurn(game, s, seat, legal)) as IwMove;
        const line = {
          g,
          seat,
          bot: lineup[seat],
          round: s.round,
          kind: kindOf(s),
          chose: moveKind(move),
          other: moveKind(other),
          agree: moveKey(move) === moveKey(other),
        };
        appendFileSync(out, `${JSON.stringify(line)}\n`);
      }
      s = game.apply(s, seat, move) as IwState;
    }
    const o = game.outcome(s)!;
    const seats = s.seats.map((p) => ({
      growth: p.growth,
      holes: p.holes,
      cash: p.cash,
      loans: p.loans,
      waste: p.waste,
    }));
    appendFileSync(
      out,
      `${JSON.stringify({ g, end: true, lineup, winners: o.winners, scores: o.scores, seats })}\n`,
    );
    console.error(
      `game ${g}: ${lineup.join(' v ')}, winners ${o.winners.map((w) => lineup[w]).join(' ')}, scores ${o.scores.join(' ')}`,
    );
  }
}

function summary(): void {
  const rows = args.slice(1).flatMap((f) =>
    readFileSync(f, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
  );
  const agree = new Map<string, [number, number]>();
  const ends = rows.filter((r) => r.end);
  for (const r of rows.filter((r) => !r.end)) {
    const k = `${r.bot} ${r.kind}`;
    const [n, y] = agree.get(k) ?? [0, 0];
    agree.set(k, [n + 1, y + Number(r.agree)]);
  }
  for (const [k, [n, y]] of [...agree].sort())
    console.log(`${k}: ${y} of ${n} the same (${((100 * y) / n).toFixed(0)}%)`);
  const wins = new Map<string, number>();
  for (const e of ends)
    for (const w of e.winners) wins.set(e.lineup[w], (wins.get(e.lineup[w]) ?? 0) + 1 / e.winners.length);
  console.log(`games ${ends.length}, wins ${JSON.stringify(Object.fromEntries(wins))}`);
}

function models(): void {
  const every = Number(arg('every', '3'));
  const counts = new Map<string, [number, number, number]>();
  heuristicGames(arg('seed', 'pred'), Number(arg('games', '3')), (s, seat, legal, n) => {
    if (n % every !== 0) return;
    const bot = createBot('mcts', { game, seat, seed: `models:${n}`, budget: { iterations } }) as SearchBot;
    const chosen = moveKey(bot.decide(botTurn(game, s, seat, legal)) as IwMove);
    // The models judge a state drawn from the seat's view, as the rollouts do.
    const d = game.determinize(game.view(s, seat), seat, rngFromSeed(`models:${n}`)) as IwState;
    const heuristic = moveKey(bestMove(game, d, seat, legal).move);
    let quick = candidates(d, seat, legal)[0];
    for (const m of candidates(d, seat, legal))
      if (quickScore(d, seat, m) > quickScore(d, seat, quick)) quick = m;
    for (const k of [kindOf(s), 'all']) {
      const [n0, h, q] = counts.get(k) ?? [0, 0, 0];
      counts.set(k, [n0 + 1, h + Number(heuristic === chosen), q + Number(moveKey(quick) === chosen)]);
    }
  });
  for (const [k, [n, h, q]] of counts)
    console.log(
      `${k}: ${n} positions, the heuristic ${((100 * h) / n).toFixed(0)}%, the quick judgement ${((100 * q) / n).toFixed(0)}%`,
    );
}

function values(): void {
  heuristicGames(arg('seed', 'vals'), 2, (s, seat, legal, n) => {
    if (legal.length <= 2 || n % 12 !== 0) return;
    const bot = createBot('mcts', { game, seat, seed: `values:${n}`, budget: { iterations } }) as SearchBot;
    bot.decide(botTurn(game, s, seat, legal));
    const root = bot.lastSearch!.root.slice(0, 5).map((m) => `${m.visits}:${m.value.toFixed(2)}`);
    console.log(`round ${s.round} ${s.phase}: ${root.join(' ')}`);
  });
}

const commands: Record<string, () => void> = { games, summary, models, values };
if (!commands[command]) {
  console.error(
    'usage: industrial-waste-agreement.ts games|summary|models|values [options] (see the top of the file)',
  );
  process.exit(1);
}
commands[command]();
