// Rule-error codes of The Cost, one place for all (documented in docs/the-cost/errors.md). Each refusal
// carries one of these and a sentence naming the rule, given as a message id of refusals.ts.
import { ruleError } from '../../kernel/index.ts';
import { messages } from './messages.ts';

export const Codes = {
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  GAME_OVER: 'GAME_OVER',
  WRONG_DECISION: 'WRONG_DECISION',
  UNKNOWN_COUNTRY: 'UNKNOWN_COUNTRY',
  COUNTRY_NOT_IN_PLAY: 'COUNTRY_NOT_IN_PLAY',
  COUNTRY_REGULATED: 'COUNTRY_REGULATED',
  BAD_COUNTRY_CHOICE: 'BAD_COUNTRY_CHOICE',
  UNKNOWN_CORNER: 'UNKNOWN_CORNER',
  CORNER_USED: 'CORNER_USED',
  CORNER_ALL_SUBSIDY: 'CORNER_ALL_SUBSIDY',
  UNKNOWN_TRIANGLE: 'UNKNOWN_TRIANGLE',
  NOT_OPEN: 'NOT_OPEN',
  WRONG_TRIANGLE_KIND: 'WRONG_TRIANGLE_KIND',
  BAD_RAIL_PLACEMENT: 'BAD_RAIL_PLACEMENT',
  MUST_PLACE_MORE: 'MUST_PLACE_MORE',
  NO_SUCH_SLOT: 'NO_SUCH_SLOT',
  SLOT_USED: 'SLOT_USED',
  SWAP_MISMATCH: 'SWAP_MISMATCH',
  CANNOT_AFFORD_SWAP: 'CANNOT_AFFORD_SWAP',
  NO_DEMAND: 'NO_DEMAND',
  NOT_ENOUGH_RESOURCES: 'NOT_ENOUGH_RESOURCES',
  SUPPLY_EMPTY: 'SUPPLY_EMPTY',
  BAD_COLUMN: 'BAD_COLUMN',
  BAD_HIRE: 'BAD_HIRE',
  NO_PRIVATIZATION: 'NO_PRIVATIZATION',
  NO_EFFECTIVE_INFRASTRUCTURE: 'NO_EFFECTIVE_INFRASTRUCTURE',
  NOT_ENOUGH_MONEY: 'NOT_ENOUGH_MONEY',
  NO_SUCH_FACILITY: 'NO_SUCH_FACILITY',
  MINE_USED: 'MINE_USED',
  DIE_IN_THE_WAY: 'DIE_IN_THE_WAY',
  NO_RAW_DIE: 'NO_RAW_DIE',
  SAFE_UNAFFORDABLE: 'SAFE_UNAFFORDABLE',
  NO_DIE: 'NO_DIE',
  RAW_DIE_ON_MILL: 'RAW_DIE_ON_MILL',
  BAD_DESTINATION: 'BAD_DESTINATION',
  NO_SUCH_ROUTE: 'NO_SUCH_ROUTE',
  MUST_WORK: 'MUST_WORK',
  TRACK_FULL: 'TRACK_FULL',
  BAD_AMOUNT: 'BAD_AMOUNT',
  POSITION_TAKEN: 'POSITION_TAKEN',
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];

/** Throws the refusal `code` whose sentence is the message `id` (refusals.ts) filled with `params`. */
export function refuse(
  code: Code,
  id: string,
  params: Record<string, string | number | boolean | null> = {},
): never {
  throw ruleError(messages, code, id, params);
}

type Params = Record<string, string | number | boolean | null>;

/** A refusal as a value: what `refuse` would throw, for rules asked about many candidates at once. */
export interface Problem {
  code: Code;
  id: string;
  params: Params;
}

export const problem = (code: Code, id: string, params: Params = {}): Problem => ({ code, id, params });

/** Throws the refusal of a problem; nothing when there is none. */
export function fail(p: Problem | null): void {
  if (p !== null) refuse(p.code, p.id, p.params);
}
