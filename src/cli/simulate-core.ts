// Plays many games between bots and measures them. Shared by `simulate`, `bench` and tournaments.
import { botTurn, type BotBudget, type BotTurn } from '../bots/index.ts';
import { isRuleError, parseOptions, type AnyGame, type MatchRecord, type Outcome } from '../kernel/index.ts';
import { countsPublicMoney, PublicMoneyCounter } from '../bots/value/public-transactions.ts';
import { createSpecBot } from './bot-spec.ts';
import type { SeatReport } from './external/seat.ts';

/** Who plays a seat: a built-in bot, or a program under the bot protocol (whose answers come later). */
export interface SeatPlayer {
  readonly name: string;
  /** Before the first move (a program is told the game and answers that it is ready). */
  begin?(): Promise<void>;
  decide(turn: BotTurn, moveCount: number): unknown;
  /** After the last move, or when the game stops on an error; says how the seat's player fared. */
  finish?(end: { outcome: Outcome | null; moveCount: number }): Promise<SeatReport>;
}

/** Makes the players of bot names that are not built-in levels (programs); null for a level. */
export interface SeatSource {
  seatPlayer(
    name: string,
    game: { game: AnyGame; seat: number; seatBots: string[]; options: Record<string, unknown>; seed: string },
  ): SeatPlayer | null;
}

export interface SimulateInput {
  game: AnyGame;
  players: number;
  /** Bot names; seat s of game g plays bots[(s + g) % bots.length], so seats rotate between games. */
  bots: string[];
  /** The bot of each seat, when the caller assigns seats itself (tournaments); overrides the rotation. */
  seatBots?: string[];
  seed: string;
  index: number;
  /** Extra setup options (countries...), merged with { players }. */
  options?: Record<string, unknown>;
  budget?: BotBudget;
  /** Safety cap: a game that needs more moves is reported as an error. */
  maxMoves?: number;
  /** Players for names that are not built-in levels (`cmd:` programs). */
  seats?: SeatSource;
}

export interface GameResult {
  players: number;
  seed: string;
  seatBots: string[];
  moves: number;
  outcome: Outcome | null;
  /** Per seat: decisions made and milliseconds spent deciding. */
  decisions: number[];
  decisionMs: number[];
  /** Per seat, for search bots: decisions that ran a search, the iterations and milliseconds they took in all. */
  searches?: number[];
  iterations?: number[];
  searchMs?: number[];
  error?: { code: string; message: string; seat?: number; move?: unknown };
  /** Per seat played by a program: its failures, whether the random level took over, its log. */
  seatReports?: (SeatReport | null)[];
  record: MatchRecord;
}

export const gameSeed = (seed: string, players: number, index: number) => `${seed}:${players}p:${index}`;

/**
 * Plays one game to its end. Built-in bots answer at once and the game runs without a pause; a seat
 * played by a program is awaited.
 */
export async function playOneGame(
  input: SimulateInput,
  now: () => number = () => performance.now(),
): Promise<GameResult> {
  const { game, players, index } = input;
  const seed = gameSeed(input.seed, players, index);
  const seatBots =
    input.seatBots ?? Array.from({ length: players }, (_, s) => input.bots[(s + index) % input.bots.length]);
  const options = parseOptions(game, { ...(input.options ?? {}), players });
  const record: MatchRecord = { game: game.id, rulesVersion: game.rulesVersion, options, seed, moves: [] };
  const decisions = new Array(players).fill(0);
  const decisionMs = new Array(players).fill(0);
  const searches = new Array(players).fill(0);
  const iterations = new Array(players).fill(0);
  const searchMs = new Array(players).fill(0);
  let seatPlayers: SeatPlayer[] = [];
  const result = async (error?: GameResult['error'], outcome: Outcome | null = null): Promise<GameResult> => {
    const finishing = seatPlayers.map((p) =>
      p.finish ? p.finish({ outcome, moveCount: record.moves.length }) : null,
    );
    const reports = finishing.some(Boolean) ? await Promise.all(finishing) : undefined;
    return {
      players,
      seed,
      seatBots,
      moves: record.moves.length,
      outcome,
      decisions,
      decisionMs,
      searches,
      iterations,
      searchMs,
      ...(error ? { error } : {}),
      ...(reports ? { seatReports: reports } : {}),
      record: error ? { ...record, error } : record,
    };
  };

  let state: unknown;
  try {
    state = game.setup(options, seed);
    seatPlayers = seatBots.map(
      (name, seat) =>
        input.seats?.seatPlayer(name, { game, seat, seatBots, options, seed }) ??
        createSpecBot(name, { game, seat, seed: `${seed}:seat${seat}`, budget: input.budget }),
    );
    const beginning = seatPlayers.map((p) => p.begin?.());
    if (beginning.some(Boolean)) await Promise.all(beginning);
  } catch (e) {
    return result({ code: 'SETUP_FAILED', message: errorText(e) });
  }
  const cap = input.maxMoves ?? 100_000;
  // Where the cash is hidden but every payment public, a bot is told the money a spectator counts.
  const money = countsPublicMoney(game) ? new PublicMoneyCounter(game, players) : null;
  for (;;) {
    let seat: number | undefined;
    let move: unknown;
    try {
      const outcome = game.outcome(state);
      if (outcome) return await result(undefined, outcome);
      if (record.moves.length >= cap)
        return await result({ code: 'TOO_LONG', message: `no end after ${cap} moves` });
      seat = game.activeSeats(state)[0];
      if (seat === undefined)
        return await result({ code: 'STALLED', message: 'the game is not over but no seat may act' });
      const legal = game.legalMoves(state, seat);
      if (legal.length === 0)
        return await result({
          code: 'NO_LEGAL_MOVE',
          message: `active seat ${seat} has no legal move`,
          seat,
        });
      const t0 = now();
      move = seatPlayers[seat].decide(botTurn(game, state, seat, legal, money?.money), record.moves.length);
      // Only a program's answer is awaited: built-in bots keep the loop free of promises.
      if (move instanceof Promise) move = await move;
      const ms = now() - t0;
      decisionMs[seat] += ms;
      decisions[seat] += 1;
      const search = (seatPlayers[seat] as { lastSearch?: { iterations: number } | null }).lastSearch;
      if (search && search.iterations > 0) {
        searches[seat] += 1;
        iterations[seat] += search.iterations;
        searchMs[seat] += ms;
      }
      const before = state;
      state = game.apply(state, seat, move);
      money?.move(before, state, seat, move);
      record.moves.push({ seat, move });
    } catch (e) {
      const code = isRuleError(e) ? e.code : 'ENGINE_ERROR';
      return await result({
        code,
        message: errorText(e),
        ...(seat !== undefined ? { seat } : {}),
        ...(move !== undefined ? { move } : {}),
      });
    }
  }
}

const errorText = (e: unknown) =>
  (e instanceof Error ? (e.stack ?? e.message) : String(e)).split('\n').slice(0, 6).join(' | ');

export interface SimulateSummary {
  game: string;
  players: number[];
  bots: string[];
  seed: string;
  games: number;
  errors: number;
  moves: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerSecond: number;
  meanGameLength: number;
  /** Per player count: how many games each seat won (shared victories count for every winner). */
  winsPerSeat: Record<string, number[]>;
  /** Per bot: games played and won (shared victories count as wins). */
  winsPerBot: Record<string, { played: number; won: number }>;
  errorCodes: Record<string, number>;
}

export function summarize(
  game: AnyGame,
  input: { players: number[]; bots: string[]; seed: string },
  results: GameResult[],
  seconds: number,
): SimulateSummary {
  const winsPerSeat: Record<string, number[]> = {};
  const winsPerBot: Record<string, { played: number; won: number }> = {};
  const errorCodes: Record<string, number> = {};
  let moves = 0;
  let finished = 0;
  for (const r of results) {
    moves += r.moves;
    const seats = (winsPerSeat[String(r.players)] ??= new Array(r.players).fill(0));
    r.seatBots.forEach((b) => ((winsPerBot[b] ??= { played: 0, won: 0 }).played += 1));
    if (r.error) errorCodes[r.error.code] = (errorCodes[r.error.code] ?? 0) + 1;
    if (r.outcome) {
      finished += 1;
      for (const w of r.outcome.winners) {
        seats[w] += 1;
        winsPerBot[r.seatBots[w]].won += 1;
      }
    }
  }
  const errors = results.filter((r) => r.error).length;
  return {
    game: game.id,
    players: input.players,
    bots: input.bots,
    seed: input.seed,
    games: results.length,
    errors,
    moves,
    seconds: round(seconds, 3),
    gamesPerSecond: round(results.length / Math.max(seconds, 1e-9), 1),
    movesPerSecond: round(moves / Math.max(seconds, 1e-9), 0),
    meanGameLength: round(
      finished ? results.filter((r) => r.outcome).reduce((a, r) => a + r.moves, 0) / finished : 0,
      1,
    ),
    winsPerSeat,
    winsPerBot,
    errorCodes,
  };
}

export const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
