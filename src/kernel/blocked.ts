// Blocked moves are the candidates a game lists (what a player would look for) that `apply` refuses: the
// verdict and its reason come from `apply` itself, so a blocked move can never disagree with the rules.
import { isRuleError } from './errors.ts';
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
  /** Keys (`JSON.stringify`) of the legal moves: accepted for sure, so not tried (a speed-up only). */
  legal: ReadonlySet<string> = new Set(),
): BlockedMove<M>[] {
  const out: BlockedMove<M>[] = [];
  const seen = new Set<string>(legal);
  // A refusal here is an answer, not a fault: its stack is never read, and capturing one for every
  // candidate was a large part of the work. A bug's exception, thrown on, then has no stack either, so
  // the candidate is tried again with stacks on before it is thrown.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (const move of candidates) {
      const key = JSON.stringify(move);
      if (seen.has(key)) continue;
      seen.add(key);
      try {
        check(state, seat, move);
      } catch (e) {
        if (!isRuleError(e)) {
          Error.stackTraceLimit = limit;
          check(state, seat, move);
          throw e;
        }
        const reason = e.reason ?? { id: e.code, params: e.params };
        out.push({ move, code: e.code, reason });
      }
    }
  } finally {
    Error.stackTraceLimit = limit;
  }
  return out;
}
