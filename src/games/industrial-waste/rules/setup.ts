// Setup (spec §4). The PRNG first draws the dealer, then shuffles the deck; pinning one (options `dealer`,
// `deck`) leaves the other as it would be with the same seed.
import { z } from 'zod';
import { randomInt, rngFromSeed, shuffle } from '../../../kernel/index.ts';
import { EDITION } from '../data/edition.ts';
import type { IwState, SeatState } from '../state.ts';
import { settle, startRound } from './round.ts';

export interface IwOptions {
  players: number;
  /** The dealer's seat; drawn at random when absent (spec §4 step 4). */
  dealer?: number;
  /** The whole deck, top first: a permutation of the 53 card ids. */
  deck?: string[];
}

export const optionsSchema: z.ZodType<IwOptions> = z
  .object({
    players: z.number().int().min(2).max(4),
    dealer: z.number().int().min(0).max(3).optional(),
    deck: z.array(z.string()).optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (o.dealer !== undefined && o.dealer >= o.players)
      ctx.addIssue({
        code: 'custom',
        path: ['dealer'],
        message: `the dealer must be a seat from 0 to ${o.players - 1}`,
      });
    if (o.deck !== undefined) {
      const problem = deckProblem(o.deck);
      if (problem) ctx.addIssue({ code: 'custom', path: ['deck'], message: problem });
    }
  });

/** Why a list is not the whole deck (each of the 53 ids exactly once), or null. */
export function deckProblem(deck: string[]): string | null {
  const known = new Set(EDITION.cardIds);
  const seen = new Set<string>();
  for (const id of deck) {
    if (!known.has(id)) return `unknown card id "${id}"`;
    if (seen.has(id)) return `card "${id}" appears twice`;
    seen.add(id);
  }
  const missing = EDITION.cardIds.filter((id) => !seen.has(id));
  if (missing.length) return `${missing.length} card(s) missing, e.g. "${missing[0]}"`;
  return null;
}

export function freshSeat(): SeatState {
  const st = EDITION.data.start;
  return {
    cash: st.cash,
    loans: 0,
    growth: st.growth,
    coworkers: st.coworkers,
    holes: { rationalization: st.hole, 'raw-materials': st.hole, 'waste-reduction': st.hole },
    waste: st.waste,
    rawMaterials: st.rawMaterials,
    hand: [],
    kept: null,
    finished: false,
  };
}

export function setupState(options: IwOptions, seed: string): IwState {
  const players = options.players;
  const rng = rngFromSeed(seed);
  const drawnDealer = randomInt(rng, players);
  const shuffled = shuffle(rng, EDITION.cardIds);
  const dealer = options.dealer ?? drawnDealer;
  const seats = Array.from({ length: players }, freshSeat);
  const s: IwState = {
    players,
    round: 1,
    phase: 'layout',
    dealer,
    startPlayer: dealer,
    endTriggered: false,
    turn: dealer,
    picks: 0,
    supply: EDITION.data.rawMaterialsTotal - players * EDITION.data.start.rawMaterials,
    deck: options.deck ? options.deck.slice() : shuffled,
    discard: [],
    accidentSetAside: false,
    layout: [],
    seats,
    auction: null,
    accident: null,
    rng,
  };
  startRound(s, null);
  settle(s, null);
  return s;
}
