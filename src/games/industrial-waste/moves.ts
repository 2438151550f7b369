// The move vocabulary of Industrial Waste: one decision per move (spec §12). Documented in
// docs/industrial-waste/moves.md; the web client and the bots are written against these shapes.
import { z } from 'zod';
import { TRACKS, type CardId, type Direction, type Track } from './cards.ts';

/** Phase 2: take the three cards of a column still on the table (columns are numbered 0..players). */
export interface ChooseColumn {
  type: 'CHOOSE_COLUMN';
  column: number;
}

/**
 * Phase 3: play a card from the hand, alone or with an Advisor from the hand.
 * `tracks`: Innovation only, one track (two with an Advisor; the same track twice moves it two holes).
 * `direction`: Hiring/firing only.
 */
export interface PlayCard {
  type: 'PLAY_CARD';
  card: CardId;
  advisor?: CardId;
  tracks?: Track[];
  direction?: Direction;
}

/** Phase 3: play an Advisor alone to pay back one loan (10 M). */
export interface RepayLoan {
  type: 'REPAY_LOAN';
  advisor: CardId;
}

/** Phase 3: put a card on the discard pile with no effect (never a Raw materials card). */
export interface DiscardCard {
  type: 'DISCARD_CARD';
  card: CardId;
}

/** Phase 3: turn the only card left face down and finish the round. */
export interface KeepCard {
  type: 'KEEP_CARD';
}

/** Raw-materials auction: a whole number of M, above the highest bid, not above the bidder's cash. */
export interface Bid {
  type: 'BID';
  amount: number;
}

/** Raw-materials auction: no bid; a seat that passed cannot bid again in this auction. */
export interface Pass {
  type: 'PASS';
}

/** Accident: answer whether to use the kept Bribery card (asked of every seat with a face-down card at risk). */
export interface UseBribery {
  type: 'USE_BRIBERY';
  use: boolean;
}

/** Any seat, any time while the game runs: +10 M cash and one more loan per count. */
export interface TakeLoan {
  type: 'TAKE_LOAN';
  count: number;
}

export type IwMove =
  ChooseColumn | PlayCard | RepayLoan | DiscardCard | KeepCard | Bid | Pass | UseBribery | TakeLoan;

export type MoveType = IwMove['type'];

/** Largest loan count in one move: a bound on malformed input, not on borrowing (any number of moves may follow). */
export const MAX_LOANS_PER_MOVE = 100;

const cardId = z.string().min(1).max(40);

export const moveSchema: z.ZodType<IwMove> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CHOOSE_COLUMN'), column: z.number().int() }).strict(),
  z
    .object({
      type: z.literal('PLAY_CARD'),
      card: cardId,
      advisor: cardId.optional(),
      tracks: z.array(z.enum(TRACKS)).min(1).max(2).optional(),
      direction: z.enum(['hire', 'fire']).optional(),
    })
    .strict(),
  z.object({ type: z.literal('REPAY_LOAN'), advisor: cardId }).strict(),
  z.object({ type: z.literal('DISCARD_CARD'), card: cardId }).strict(),
  z.object({ type: z.literal('KEEP_CARD') }).strict(),
  z.object({ type: z.literal('BID'), amount: z.number().int() }).strict(),
  z.object({ type: z.literal('PASS') }).strict(),
  z.object({ type: z.literal('USE_BRIBERY'), use: z.boolean() }).strict(),
  z.object({ type: z.literal('TAKE_LOAN'), count: z.number().int().min(1).max(MAX_LOANS_PER_MOVE) }).strict(),
]);
