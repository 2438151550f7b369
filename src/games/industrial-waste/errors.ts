// Rule-error codes of Industrial Waste (docs/industrial-waste/errors.md). Every refusal leaves the state
// unchanged; a refusal caused by a seat's cash is only ever reported to that seat (it is the answer to
// that seat's own request), and its sentence names no other seat's secret.
import { KernelCodes, ruleError } from '../../kernel/index.ts';
import { messages } from './messages.ts';

export const IwCodes = {
  NOT_YOUR_TURN: KernelCodes.NOT_YOUR_TURN,
  GAME_OVER: KernelCodes.GAME_OVER,
  WRONG_DECISION: 'WRONG_DECISION',
  NO_SUCH_COLUMN: 'NO_SUCH_COLUMN',
  COLUMN_TAKEN: 'COLUMN_TAKEN',
  CARD_NOT_IN_HAND: 'CARD_NOT_IN_HAND',
  NOT_AN_ADVISOR: 'NOT_AN_ADVISOR',
  ADVISOR_ALONE: 'ADVISOR_ALONE',
  CANNOT_COMBINE: 'CANNOT_COMBINE',
  BRIBERY_NOT_PLAYABLE: 'BRIBERY_NOT_PLAYABLE',
  ORDER_TOO_FEW_COWORKERS: 'ORDER_TOO_FEW_COWORKERS',
  ORDER_TOO_FEW_RAW_MATERIALS: 'ORDER_TOO_FEW_RAW_MATERIALS',
  ORDER_NO_WASTE_SPACE: 'ORDER_NO_WASTE_SPACE',
  TRACKS_REQUIRED: 'TRACKS_REQUIRED',
  TRACK_AT_END: 'TRACK_AT_END',
  DIRECTION_REQUIRED: 'DIRECTION_REQUIRED',
  PARAM_NOT_ALLOWED: 'PARAM_NOT_ALLOWED',
  NOT_ENOUGH_CASH: 'NOT_ENOUGH_CASH',
  NO_LOAN: 'NO_LOAN',
  RAW_MATERIALS_NOT_DISCARDABLE: 'RAW_MATERIALS_NOT_DISCARDABLE',
  KEEP_ONLY_LAST_CARD: 'KEEP_ONLY_LAST_CARD',
  BID_TOO_LOW: 'BID_TOO_LOW',
  BID_NOT_HIGHER: 'BID_NOT_HIGHER',
  NO_BRIBERY_CARD: 'NO_BRIBERY_CARD',
} as const;

export type IwCode = (typeof IwCodes)[keyof typeof IwCodes];

/** Throws the refusal `code` whose sentence is the message `id` (refusals.ts) filled with `params`. */
export const refuse = (
  code: IwCode,
  id: string,
  params: Record<string, string | number | boolean | null> = {},
): never => {
  throw ruleError(messages, code, id, params);
};
