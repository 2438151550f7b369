// Blocked moves are the candidates a game lists (what a player would look for) that `apply` refuses: the
// verdict and its reason come from `apply` itself, so a blocked move can never disagree with the rules.
import { isRuleError } from './errors.ts';
import { askingRefusals, Refusal } from './refusals.ts';
import type { BlockedMove, Seat } from './types.ts';

/**
 * The refused ones among `candidates`, each once, with `apply`'s refusal. `check` must throw the rule
 * error of a refused move and change nothing the caller keeps (e.g. apply to a copy); accepted
 * candidates are dropped. Any other exception is a bug and is not hidden.
 */
export function refusedAmong<S, M>(
  check: (state: S, seat: Seat, move: M) => unknown,
  state: S,
  seat: Seat,
  candidates: Iterable<M>,
  /**
   * Keys (`JSON.stringify`) of the legal moves: accepted for sure, so not tried (a speed-up only). `null`:
   * the candidates are distinct and none is legal, so no key is made (keys cost as much as a refusal).
   */
  legal: ReadonlySet<string> | null = new Set(),
): BlockedMove<M>[] {
  const out: BlockedMove<M>[] = [];
  const seen = legal === null ? null : new Set<string>();
  // A refusal here is an answer, not a fault: it comes as a plain `Refusal`, with no Error, stack or
  // English sentence built. A bug's exception is thrown on, after the candidate is tried again outside,
  // with stacks on, so that it says where it comes from.
  askingRefusals(() => {
    for (const move of candidates) {
      if (seen !== null) {
        const key = JSON.stringify(move);
        if (seen.has(key) || legal!.has(key)) continue;
        seen.add(key);
      }
      try {
        check(state, seat, move);
      } catch (e) {
        if (e instanceof Refusal) out.push({ move, code: e.code, reason: { id: e.id, params: e.params } });
        else if (isRuleError(e))
          out.push({ move, code: e.code, reason: e.reason ?? { id: e.code, params: e.params } });
        else return void retried(check, state, seat, move, e);
      }
    }
  });
  return out;
}

/** Tries a candidate whose check failed with a bug again outside `askingRefusals`, then throws. */
function retried<S, M>(
  check: (state: S, seat: Seat, move: M) => unknown,
  state: S,
  seat: Seat,
  move: M,
  e: unknown,
): never {
  check(state, seat, move);
  throw e;
}
