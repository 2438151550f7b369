// Which moves spend: over random positions of both games, a move says `spends` exactly when it takes
// something of its mover's, as the games' spends.ts define it. The Cost: it lowers the mover's money or
// resources in some country, or costs a worker's life. Industrial Waste: it lowers the mover's money (a
// bid counts as money promised: the amount the mover would pay if the auction ended now), its raw
// materials, or its points (a loan costs points at the end unless repaid). What the rules then take from
// every player in the automatic phases a move happens to start is not the move's spending (docs/rulings.md):
// Industrial Waste's basic costs of phase 4, with their forced loans, are added back from the move's log.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.ts';
import type { CostState } from '../../src/games/the-cost/index.ts';
import type { IwState } from '../../src/games/industrial-waste/state.ts';
import { randomInt, rngFromSeed, type AnyGame, type LogEntry, type Seat } from '../../src/kernel/index.ts';

const MOVES_PER_GAME = 600;
/** Moves checked per position at most (a decision of national rails lists over a thousand). */
const CHECKED = 30;

/** What a mover holds that a move may spend: money, resources by kind, and what only grows when spent. */
interface Holdings {
  money: number;
  resources: number[];
  /** Workers who died (The Cost), loans owed (Industrial Waste). */
  owed: number;
}

function costHoldings(s: CostState, seat: Seat): Holdings {
  const p = s.p[seat];
  return { money: p.money, resources: p.res, owed: p.deaths };
}

function iwHoldings(s: IwState, seat: Seat): Holdings {
  const p = s.seats[seat];
  const promised = s.auction?.highBidder === seat ? s.auction.highBid : 0;
  return { money: p.cash - promised, resources: [p.rawMaterials], owed: p.loans };
}

/** Industrial Waste: the move's log from the automatic phases it starts (none: the whole is the move's). */
function iwAutomatic(log: LogEntry[], seat: Seat): { money: number; loans: number } | 'skip' | null {
  const from = log.findIndex((e) => e.id === 'basicCosts');
  if (from < 0) return null;
  let money = 0;
  let loans = 0;
  for (const e of log.slice(from)) {
    const p = e.params as { seat?: number; amount?: number; count?: number };
    if (p.seat !== seat) continue;
    if (e.id === 'basicCosts') money += p.amount!;
    else if (e.id === 'forcedLoan') {
      money -= p.amount!;
      loans += p.count!;
    } else if (
      !['roundStarts', 'draftStarts', 'accidentSpared', 'keptShownAtEnd', 'finalScore'].includes(e.id)
    )
      // An accident or the final scoring touching the mover's money: not told apart here.
      return 'skip';
  }
  return { money, loans };
}

const lowers = (a: Holdings, b: Holdings): boolean =>
  b.money < a.money || b.resources.some((r, i) => r < a.resources[i]) || b.owed > a.owed;

interface Seen {
  spends: number;
  not: number;
  /** Moves that start phase 4 of Industrial Waste, checked with its basic costs added back. */
  automatic: number;
  skipped: number;
}

function checkGame(game: AnyGame, players: number, seed: string, seen: Seen): void {
  const rng = rngFromSeed(`spends ${seed}`);
  let state = game.setup(game.optionsSchema.parse({ players }), seed);
  for (let n = 0; n < MOVES_PER_GAME && game.outcome(state) === null; n++) {
    const seat = game.activeSeats(state)[0];
    const moves = game.legalMoves(state, seat);
    const picked =
      moves.length <= CHECKED
        ? moves
        : Array.from({ length: CHECKED }, () => moves[randomInt(rng, moves.length)]);
    for (const move of picked) {
      const after = game.apply(state, seat, move);
      let want: boolean;
      if (game.id === 'the-cost') {
        want = lowers(costHoldings(state as CostState, seat), costHoldings(after as CostState, seat));
      } else {
        const before = iwHoldings(state as IwState, seat);
        const now = iwHoldings(after as IwState, seat);
        const auto = iwAutomatic(game.describe(state, after, seat, move, seat), seat);
        if (auto === 'skip') {
          seen.skipped++;
          continue;
        }
        if (auto) {
          seen.automatic++;
          now.money += auto.money;
          now.owed -= auto.loans;
        }
        want = lowers(before, now);
      }
      const spends = game.spends?.(state, seat, move) ?? false;
      expect(spends, `${JSON.stringify(move)} at move ${n}`).toBe(want);
      if (spends) seen.spends++;
      else seen.not++;
    }
    state = game.apply(state, seat, moves[randomInt(rng, moves.length)]);
  }
}

for (const game of Object.values(games)) {
  describe(`${game.id}: moves that spend`, () => {
    it(
      'are exactly the moves that take money, resources, points or a life from their mover',
      { timeout: 300_000 },
      () => {
        const seen: Seen = { spends: 0, not: 0, automatic: 0, skipped: 0 };
        fc.assert(
          fc.property(
            fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
            fc.string({ minLength: 1, maxLength: 8 }),
            (players, seed) => checkGame(game, players, seed, seen),
          ),
          { numRuns: 8, seed: 26 },
        );
        expect(seen.spends).toBeGreaterThan(100);
        expect(seen.not).toBeGreaterThan(100);
        if (game.id === 'industrial-waste') {
          expect(seen.automatic).toBeGreaterThan(10);
          expect(seen.skipped).toBeLessThan(seen.automatic);
        }
      },
    );
  });
}
