// Every refusal a player of Industrial Waste can meet by choosing among what the table shows is listed in
// advance: over random games, every well-formed move of the pending decision within small bounds (every
// column, every hand card alone, with each Advisor of the hand, with each track or pair of tracks and each
// direction, repaying and discarding, every bid from 0 to the cash + 1, both Bribery answers) that
// `apply` refuses is covered by a blocked move for the same option with the same code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomInt, rngFromSeed, type BlockedMove } from '../../src/kernel/index.ts';
import { industrialWaste as game } from '../../src/games/industrial-waste/index.ts';
import { TRACKS } from '../../src/games/industrial-waste/cards.ts';
import { typeOf } from '../../src/games/industrial-waste/data/edition.ts';
import type { IwMove } from '../../src/games/industrial-waste/moves.ts';
import { pendingDecision } from '../../src/games/industrial-waste/rules/pending.ts';
import type { IwState } from '../../src/games/industrial-waste/state.ts';
import { END, summary, uncovered, type Coverage, type Miss } from '../support/blocked-coverage.ts';

const MOVES_PER_GAME = 200;

/**
 * A card played alone or with an Advisor, with the parameters its type takes: an Innovation with no
 * track, each track (each ordered pair with an Advisor: the table asks for as many as the play moves); a Hiring/firing card with no direction and each direction.
 */
function plays(card: string, advisor: string | undefined, out: IwMove[]): void {
  const base =
    advisor === undefined
      ? { type: 'PLAY_CARD' as const, card }
      : { type: 'PLAY_CARD' as const, card, advisor };
  out.push(base);
  const type = typeOf(card);
  if (type === 'hiring-firing')
    for (const direction of ['hire', 'fire'] as const) out.push({ ...base, direction });
  if (type === 'innovation')
    for (const a of TRACKS)
      if (advisor === undefined) out.push({ ...base, tracks: [a] });
      else for (const b of TRACKS) out.push({ ...base, tracks: [a, b] });
}

function candidates(s: IwState, seat: number): IwMove[] {
  const p = s.seats[seat];
  const out: IwMove[] = [];
  switch (pendingDecision(s)) {
    case 'choose-column':
      for (let column = 0; column < s.layout.length; column++) out.push({ type: 'CHOOSE_COLUMN', column });
      break;
    case 'play':
      out.push({ type: 'KEEP_CARD' });
      for (const card of p.hand) {
        plays(card, undefined, out);
        for (const advisor of p.hand)
          if (advisor !== card && typeOf(advisor) === 'advisor') plays(card, advisor, out);
        if (typeOf(card) === 'advisor') out.push({ type: 'REPAY_LOAN', advisor: card });
        out.push({ type: 'DISCARD_CARD', card });
      }
      break;
    case 'bid':
      out.push({ type: 'PASS' });
      for (let amount = 0; amount <= p.cash + 1; amount++) out.push({ type: 'BID', amount });
      break;
    case 'bribery':
      out.push({ type: 'USE_BRIBERY', use: true }, { type: 'USE_BRIBERY', use: false });
      break;
  }
  return out;
}

/** The fields naming the option, in the order the table asks for them. */
function path(m: IwMove): unknown[] {
  switch (m.type) {
    case 'PLAY_CARD':
      return [m.type, m.card, m.advisor ?? '-', m.direction ?? '-', ...(m.tracks ?? []), END];
    default: {
      const { type, ...rest } = m;
      return [type, ...Object.values(rest)];
    }
  }
}

const coverage: Coverage<IwState, IwMove> = {
  apply: (s, seat, m) => game.apply(s, seat, m),
  legal: (s, seat) => game.legalMoves(s, seat),
  blocked: (s, seat) => game.blockedMoves!(s, seat) as BlockedMove<IwMove>[],
  candidates,
  path,
};

describe('Industrial Waste: blocked moves cover every refusal the table can meet', () => {
  it('over random games', { timeout: 600_000 }, () => {
    const misses: Miss[] = [];
    const codes = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        (players, seed) => {
          const rng = rngFromSeed(`coverage ${seed}`);
          let state = game.setup(game.optionsSchema.parse({ players }), seed);
          for (let n = 0; n < MOVES_PER_GAME && game.outcome(state) === null; n++) {
            const seat = game.activeSeats(state)[0];
            misses.push(...uncovered(coverage, state, seat, codes));
            const moves = game.legalMoves(state, seat);
            state = game.apply(state, seat, moves[randomInt(rng, moves.length)]);
          }
        },
      ),
      { numRuns: 8, seed: 26 },
    );
    expect(summary(misses)).toEqual([]);
    // The games reach many kinds of refusal, so the check is not vacuous.
    expect(codes.size).toBeGreaterThanOrEqual(6);
  });
});
