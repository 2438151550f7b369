// Every legal move says whether it is final, and the answer is what the undo rule does with it: over
// random games of every shipped game, each legal move of every seat (up to a bound per position) is
// applied and offered to a fresh undo trail; the move is final exactly when the trail refuses to take
// it back. The games answer most moves without applying them (`Game.undo.finalMoves`), which is what
// this checks: the kernel's own fallback applies the move and cannot disagree. Random games seldom reach
// the rarer ways a move becomes final (The Cost's last country in play regulating the trade out before
// the last round), so every position of every scenario file is checked the same way, and one scenario
// is built for that branch.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import {
  finalMoves,
  Match,
  randomInt,
  RuleError,
  rngFromSeed,
  UndoTrail,
  type AnyGame,
} from '../../src/kernel/index.ts';

const MOVES_PER_GAME = 400;
/** Moves checked per seat and position at most (a decision of national rails lists over a thousand). */
const CHECKED = 40;

interface Seen {
  final: number;
  notFinal: number;
  /** Moves the game answered without applying them. */
  told: number;
}

/** Whether the undo rule lets `seat` take `move` back right after making it. */
function takenBack(game: AnyGame, players: number, before: unknown, seat: number, move: unknown): boolean {
  const after = game.apply(before, seat, move);
  const trail = new UndoTrail(game, players);
  trail.record(before, after, seat, move);
  return trail.refusal(after, seat) === null;
}

function checkGame(game: AnyGame, options: Record<string, unknown>, seed: string, seen: Seen): void {
  const rng = rngFromSeed(`final ${seed}`);
  const parsed = game.optionsSchema.parse(options);
  const players = parsed.players as number;
  let state = game.setup(parsed, seed);
  for (let n = 0; n < MOVES_PER_GAME && game.outcome(state) === null; n++) {
    for (let seat = 0; seat < players; seat++) {
      const moves = game.legalMoves(state, seat);
      const finals = finalMoves(game, state, seat, moves);
      const told = game.undo?.finalMoves?.(state, seat, moves) ?? [];
      expect(finals).toHaveLength(moves.length);
      // Every move of a small decision; a random sample of a large one, always with its first and last.
      const picked =
        moves.length <= CHECKED
          ? moves.map((_, i) => i)
          : [0, moves.length - 1, ...Array.from({ length: CHECKED - 2 }, () => randomInt(rng, moves.length))];
      for (const i of picked) {
        const move = moves[i];
        expect(finals[i], `${JSON.stringify(move)} at move ${n}`).toBe(
          !takenBack(game, players, state, seat, move),
        );
        if (finals[i]) seen.final++;
        else seen.notFinal++;
        if (told[i] !== null && told[i] !== undefined) seen.told++;
      }
    }
    const seat = game.activeSeats(state)[0];
    const moves = game.legalMoves(state, seat);
    state = game.apply(state, seat, moves[randomInt(rng, moves.length)]);
  }
}

/** Checks every legal move of every seat to move in `match`'s position (a sample of a large decision). */
function checkPosition(game: AnyGame, match: Match, seen: Seen, where: string): void {
  for (const seat of match.activeSeats()) {
    const moves = match.legalMoves(seat);
    const finals = finalMoves(game, match.state, seat, moves);
    const step = Math.max(1, Math.floor(moves.length / CHECKED));
    for (let i = 0; i < moves.length; i += step) {
      expect(finals[i], `${where}: ${JSON.stringify(moves[i])}`).toBe(
        !takenBack(game, match.players, match.state, seat, moves[i]),
      );
      if (finals[i]) seen.final++;
      else seen.notFinal++;
    }
  }
}

const SCENARIOS = join(import.meta.dirname, '../../scenarios');

/** The scenario files of a game (its folder and subfolders). */
function scenarioFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? scenarioFiles(join(dir, d.name)) : d.name.endsWith('.json') ? [join(dir, d.name)] : [],
  );
}

for (const game of Object.values(games)) {
  describe(`${game.id}: final moves`, () => {
    it('are exactly the moves the undo rule cannot take back, at every position of its scenarios', () => {
      const seen: Seen = { final: 0, notFinal: 0, told: 0 };
      let files = 0;
      for (const file of scenarioFiles(join(SCENARIOS, game.id))) {
        const sc = JSON.parse(readFileSync(file, 'utf8')) as {
          game?: string;
          setup?: { options: unknown; seed: string };
          position?: unknown;
          steps?: { seat?: number; move?: unknown }[];
        };
        if (sc.game !== game.id) continue;
        files++;
        const match = sc.setup
          ? Match.create(game, sc.setup.options, sc.setup.seed)
          : Match.fromPosition(game, sc.position);
        (sc.steps ?? []).forEach((step, n) => {
          if (match.outcome() === null) checkPosition(game, match, seen, `${file} before step ${n + 1}`);
          if (step.move === undefined || step.seat === undefined) return;
          try {
            match.move(step.seat, step.move);
          } catch (e) {
            // A scenario's refused move leaves the position as it was.
            if (!(e instanceof RuleError)) throw e;
          }
        });
      }
      expect(files).toBeGreaterThan(10);
      expect(seen.final).toBeGreaterThan(0);
      expect(seen.notFinal).toBeGreaterThan(seen.final);
    });

    it('are exactly the moves the undo rule cannot take back', { timeout: 300_000 }, () => {
      const seen: Seen = { final: 0, notFinal: 0, told: 0 };
      fc.assert(
        fc.property(
          fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
          fc.string({ minLength: 1, maxLength: 8 }),
          // The Cost's players may choose the countries, a move that draws the rest of the setup.
          fc.boolean(),
          (players, seed, choose) =>
            checkGame(
              game,
              game.id === 'the-cost' && choose ? { players, chooseCountries: true } : { players },
              seed,
              seen,
            ),
        ),
        { numRuns: 6, seed: 26 },
      );
      // Random games meet both kinds, and the game answers most moves itself.
      expect(seen.final).toBeGreaterThan(0);
      expect(seen.notFinal).toBeGreaterThan(seen.final);
      expect(seen.told).toBeGreaterThan(seen.notFinal / 2);
    });
  });
}

describe('the-cost: final moves when the last country in play regulates the trade out', () => {
  const game = games['the-cost'];
  const file = join(SCENARIOS, 'the-cost/last-country-regulated-out-final.json');
  const sc = JSON.parse(readFileSync(file, 'utf8')) as { position: unknown };

  it('are told by applying unsafe work, and only the work that ends the game is final', () => {
    const match = Match.fromPosition(game, sc.position);
    const view = match.view() as { round: number; phase: number };
    // Not the last round: only the one country left in play can end the game here.
    expect(view).toMatchObject({ round: 2, phase: 3 });
    const moves = match.legalMoves(0) as { safe: boolean }[];
    // Safe work kills nobody, which the game tells from the move; unsafe work it leaves to the kernel,
    // which applies it.
    expect(game.undo?.finalMoves?.(match.state, 0, moves)).toEqual(moves.map((m) => (m.safe ? false : null)));
    const finals = finalMoves(game, match.state, 0, moves);
    moves.forEach((move, i) => {
      // Safe work leaves Rutland in play; unsafe work kills the death that regulates it out.
      expect(finals[i], JSON.stringify(move)).toBe(!move.safe);
      expect(finals[i], JSON.stringify(move)).toBe(!takenBack(game, 2, match.state, 0, move));
    });
    expect(finals).toContain(true);
    expect(finals).toContain(false);
  });

  it('match what a real take-back does along the scenario', () => {
    const match = Match.fromPosition(game, sc.position);
    const safe = { type: 'MINE', country: 'rutland', site: 'S2', hire: 0, safe: true };
    match.move(0, safe);
    // The safe work is taken back, and made again.
    expect(match.undoRefusal(0)).toBeNull();
    match.takeBack(0);
    match.move(0, safe);
    const last = match.legalMoves(1);
    expect(finalMoves(game, match.state, 1, last)).toEqual(last.map(() => true));
    match.move(1, last[0]);
    expect(match.outcome()).not.toBeNull();
    expect(match.undoRefusal(1)).toEqual({ reason: 'GAME_OVER' });
  });
});
