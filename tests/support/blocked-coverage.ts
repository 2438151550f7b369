// The check behind the blocked-move coverage tests: every well-formed move a player can put together from
// what the table shows (within small bounds) that `apply` refuses must be announced in advance by a
// blocked move for the same option with the same code.
//
// An option is named by a path of the move's fields, in the order a player picks them (slot, action,
// site, column, hire...). A refused move is met at the first step of its path that no legal move shares:
// that step is the option the table greys. When it is the whole move, a blocked move must name it with
// the same code; when it is a group of moves all refused (an action, a die's market), the table greys
// the group with the reasons of the blocked moves under it, so at least one must lie there. A move whose
// whole path is shared by legal moves (a route the table never offers) is not a choice.
import { isRuleError, type BlockedMove } from '../../src/kernel/index.ts';

export const END = '∎';

export interface Coverage<S, M> {
  apply: (state: S, seat: number, move: M) => unknown;
  legal: (state: S, seat: number) => M[];
  blocked: (state: S, seat: number) => BlockedMove<M>[];
  /** Every well-formed move of the pending decision, within small bounds. */
  candidates: (state: S, seat: number) => M[];
  /** The fields naming the option, in the order they are picked; `END` closes a variable-length list. */
  path: (move: M) => unknown[];
  /** Moves whose blocked entry, with the same code, also explains this one (a rail pair by its triangles). */
  alias?: (move: M) => M[];
}

export interface Miss {
  move: unknown;
  code: string;
  id: string;
  option: unknown[];
}

const keyOf = (path: unknown[], n: number) => JSON.stringify(path.slice(0, n));

/** The refused candidates of one position that no blocked move announces. */
export function uncovered<S, M>(
  c: Coverage<S, M>,
  state: S,
  seat: number,
  codes?: Map<string, number>,
): Miss[] {
  const legal = c.legal(state, seat);
  const blocked = c.blocked(state, seat);
  const legalPrefixes = new Set<string>();
  for (const m of legal) {
    const p = c.path(m);
    for (let n = 1; n <= p.length; n++) legalPrefixes.add(keyOf(p, n));
  }
  const blockedPrefixes = new Set<string>();
  for (const b of blocked) {
    const p = c.path(b.move);
    blockedPrefixes.add(`${b.code} ${keyOf(p, p.length)}`);
    for (let n = 1; n < p.length; n++) blockedPrefixes.add(`group ${keyOf(p, n)}`);
  }
  const misses: Miss[] = [];
  for (const move of c.candidates(state, seat)) {
    let refusal: unknown = null;
    try {
      c.apply(state, seat, move);
    } catch (e) {
      refusal = e;
    }
    if (refusal === null) continue;
    if (!isRuleError(refusal)) throw refusal;
    const p = c.path(move);
    let n = 1;
    while (n <= p.length && legalPrefixes.has(keyOf(p, n))) n++;
    if (n > p.length) continue;
    codes?.set(refusal.code, (codes.get(refusal.code) ?? 0) + 1);
    const key = n === p.length ? `${refusal.code} ${keyOf(p, n)}` : `group ${keyOf(p, n)}`;
    const aliases = (c.alias?.(move) ?? []).map((a) => `${refusal.code} ${keyOf(c.path(a), Infinity)}`);
    if (!blockedPrefixes.has(key) && !aliases.some((a) => blockedPrefixes.has(a)))
      misses.push({ move, code: refusal.code, id: refusal.messageId ?? '', option: p.slice(0, n) });
  }
  return misses;
}

/** The misses told apart by move type, code and message id, with one example each: short enough to read. */
export function summary(misses: Miss[]): string[] {
  const seen = new Map<string, Miss>();
  for (const m of misses) {
    const k = `${(m.move as { type: string }).type} ${m.code} ${m.id}`;
    if (!seen.has(k)) seen.set(k, m);
  }
  return [...seen].map(([k, m]) => `${k}: ${JSON.stringify(m.move)} option ${JSON.stringify(m.option)}`);
}
