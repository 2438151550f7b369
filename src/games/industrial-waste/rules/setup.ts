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
  /**
   * The deck, top first: every card id once, or the first cards followed by "..." for the rest in the
   * edition's order.
   */
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

/** "..." as the last entry of a pinned deck (or of a position's deck): the other cards follow in the edition's order. */
export const REST = '...';

/** The pinned deck with a trailing "..." expanded. */
export function expandPinnedDeck(deck: string[]): string[] {
  if (deck[deck.length - 1] !== REST) return deck.slice();
  const head = deck.slice(0, -1);
  const listed = new Set(head);
  return [...head, ...EDITION.cardIds.filter((id) => !listed.has(id))];
}

/** Why a pinned deck is not the whole deck (each of the 53 ids exactly once), or null. */
export function deckProblem(pinned: string[]): string | null {
  const known = new Set(EDITION.cardIds);
  const seen = new Set<string>();
  const deck = expandPinnedDeck(pinned);
  for (const id of deck) {
    if (id === REST) return `"${REST}" may only be the last entry`;
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
    deck: options.deck ? expandPinnedDeck(options.deck).reverse() : shuffled,
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
