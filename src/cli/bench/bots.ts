// Bot speed: MCTS iterations per second on a standard mid-game position of each game, and the time a
// heuristic decision takes. The position: a full game between the game's fastest sensible bots
// (heuristic, else random) from a fixed seed, stopped halfway through its moves.
import { botNames, botTurn, createBot, type SearchBot } from '../../bots/index.ts';
import type { AnyGame } from '../../kernel/index.ts';
import { round } from '../simulate-core.ts';
import { percentile, type Benchmark } from './benchmark.ts';

const PLAYERS = 2;
const MIDGAME_SEED = 'bench-midgame';

const levelFor = (game: AnyGame) => (botNames(game).includes('heuristic') ? 'heuristic' : 'random');

/** The standard mid-game position of a game: state, seat to move, and how it was reached. */
export function midgamePosition(game: AnyGame) {
  const level = levelFor(game);
  const play = (stopAt: number) => {
    let state = game.setup({ players: PLAYERS }, MIDGAME_SEED);
    const bots = [0, 1].map((seat) => createBot(level, { game, seat, seed: `${MIDGAME_SEED}:${seat}` }));
    let moves = 0;
    while (!game.outcome(state) && moves < stopAt) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalMoves(state, seat);
      state = game.apply(state, seat, bots[seat].decide(botTurn(game, state, seat, legal)));
      moves++;
    }
    return { state, moves };
  };
  const full = play(Infinity).moves;
  // Halfway, then on to the next position with a real choice, so that the search has work to do.
  let { state, moves } = play(Math.floor(full / 2));
  for (;;) {
    const seat = game.activeSeats(state)[0];
    const legal = game.legalMoves(state, seat);
    if (legal.length > 1) return { state, seat, moves, gameLength: full, legalMoves: legal.length, level };
    state = game.apply(state, seat, legal[0]);
    moves++;
  }
}

function mctsSpeed(game: AnyGame, seconds: number) {
  const pos = midgamePosition(game);
  const legal = game.legalMoves(pos.state, pos.seat);
  // 1 s decisions as the bots play them; a shorter --seconds shortens the decisions too.
  const decisionMs = Math.min(1000, Math.round(seconds * 1000));
  const decisions = Math.max(1, Math.round(seconds));
  const rates: number[] = [];
  for (let i = 0; i < decisions; i++) {
    const bot = createBot('mcts', {
      game,
      seat: pos.seat,
      seed: `bench:${i}`,
      budget: { ms: decisionMs },
    }) as SearchBot;
    bot.decide(botTurn(game, pos.state, pos.seat, legal));
    const s = bot.lastSearch;
    if (s) rates.push(s.iterations / (s.ms / 1000));
  }
  rates.sort((a, b) => a - b);
  return {
    position: {
      players: PLAYERS,
      seed: MIDGAME_SEED,
      afterMoves: pos.moves,
      of: pos.gameLength,
      by: pos.level,
    },
    legalMoves: pos.legalMoves,
    decisionMs,
    decisions,
    iterationsPerSecond: { median: round(percentile(rates, 50), 0), min: round(rates[0] ?? 0, 0) },
  };
}

function heuristicSpeed(game: AnyGame, seconds: number) {
  const us: number[] = [];
  const end = performance.now() + seconds * 1000;
  let games = 0;
  while (performance.now() < end || games === 0) {
    let state = game.setup({ players: PLAYERS }, `bench-heuristic:${games}`);
    const bots = [0, 1].map((seat) => createBot('heuristic', { game, seat, seed: `${games}:${seat}` }));
    while (!game.outcome(state)) {
      const seat = game.activeSeats(state)[0];
      const turn = botTurn(game, state, seat, game.legalMoves(state, seat));
      const t0 = performance.now();
      const move = bots[seat].decide(turn);
      us.push((performance.now() - t0) * 1000);
      state = game.apply(state, seat, move);
    }
    games++;
  }
  us.sort((a, b) => a - b);
  return {
    games,
    decisions: us.length,
    decisionMicros: {
      median: round(percentile(us, 50), 1),
      p99: round(percentile(us, 99), 1),
      max: round(us[us.length - 1] ?? 0, 1),
    },
  };
}

export const botBenchmarks = (games: Record<string, AnyGame>): Benchmark[] =>
  Object.values(games).flatMap((game) => [
    {
      name: `${game.id}/mcts-iterations`,
      description: `${game.title}: MCTS iterations per second in 1 s decisions (one per benchmark second) on the standard mid-game position (2 players)`,
      run: (ctx) => mctsSpeed(game, ctx.seconds),
    },
    ...(botNames(game).includes('heuristic')
      ? [
          {
            name: `${game.id}/heuristic-decision`,
            description: `${game.title}: time of one heuristic decision, over full 2-player heuristic games`,
            run: (ctx: { seconds: number }) => heuristicSpeed(game, ctx.seconds),
          },
        ]
      : []),
  ]);
