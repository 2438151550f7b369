// The one rule for confirmations: a move is confirmed before it is sent exactly when the server says it
// is final (it can never be taken back) or that it spends something of the player's (money, resources,
// points, a worker's life). Both come from the game's rules; the client never guesses them from a move's
// type. The board's planner may only add words to a confirmation (a delivery's payments, the slots a
// turn leaves unused), never ask for one.
import type { LegalMove, Texts } from '../../shared/api.ts';

/** What a board's planner may add to a confirmation (decision.ts's Planner carries it). */
export interface ConfirmWords {
  confirmWords?: (move: LegalMove, legal: readonly LegalMove[]) => Texts | null;
}

const FINAL: Texts = {
  en: 'This move cannot be taken back.',
  it: 'Questa mossa non si può annullare.',
};
const SPENDS: Texts = {
  en: 'This move spends money or resources.',
  it: 'Questa mossa spende denaro o risorse.',
};

const joined = (parts: Texts[]): Texts => ({
  en: parts.map((p) => p.en).join(' '),
  it: parts.map((p) => p.it).join(' '),
});

/** Whether the rules make `move` one to confirm. */
export const needsConfirmation = (move: Pick<LegalMove, 'final' | 'spends'>): boolean =>
  move.final === true || move.spends === true;

/** The question asked before sending `move`, or null to send it at once. */
export function confirmation(
  move: LegalMove,
  legal: readonly LegalMove[],
  planner: ConfirmWords,
): Texts | null {
  if (!needsConfirmation(move)) return null;
  const words = planner.confirmWords?.(move, legal) ?? move.detail ?? (move.spends ? SPENDS : null);
  const parts = [...(move.final ? [FINAL] : []), ...(words ? [words] : [])];
  return joined(parts);
}
