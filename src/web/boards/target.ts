// How a board element shows the choice it stands for: an open choice is highlighted, a choice a rule
// closes now is greyed and its hover text (and a tap, through the decision panel) says why.
import type { Texts } from '../../shared/api.ts';
import type { Choice } from '../play/decision.ts';

/** Extra class of a board target: "blocked" when its choice cannot be taken now. */
export const blockedClass = (choice: Choice | undefined): string => (choice?.blocked ? 'blocked' : '');

/** Hover text of a board target: its label, and for a closed choice the rule's reasons. */
export function targetTitle(choice: Choice, tx: (t: Texts) => string, label?: string): string {
  const name = label ?? tx(choice.label);
  return choice.blocked ? `${name} — ${choice.blocked.map(tx).join(' ')}` : name;
}
