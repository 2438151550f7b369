// Answers and pushes are compact by default: the legal moves without their texts (labels, costs), which
// are most of a snapshot's bytes in a large decision (The Cost's national rails: over a thousand moves),
// and no blocked moves at all (the closed options and their reasons change with most moves of the seat
// to act, and the engine's work to list them was most of The Cost's work per position). A client gets
// both for the decision it looks at (GET /api/games/:id/decision), or asks for every answer whole with
// `?texts=full` (docs/api.md).
import type {
  CompactMove,
  CompactSnapshot,
  DecisionTexts,
  GameSnapshot,
  SnapshotAnswer,
} from '../../shared/api.ts';
import { BARE_MOVES, COMPACT } from '../game/lazy.ts';

/** The same snapshot, shared by every answer and push of its position: built once. */
const compacted = new WeakMap<GameSnapshot, CompactSnapshot>();

export function compactSnapshot(snapshot: GameSnapshot): CompactSnapshot {
  // A game's own snapshots are built compact (LiveViews.compactSnapshot) and made whole from it.
  const own = (snapshot as { [COMPACT]?: CompactSnapshot })[COMPACT];
  if (own) return own;
  let compact = compacted.get(snapshot);
  if (!compact) {
    // The blocked moves (worked out when read) left out by name; a loop over the members, which took
    // a third of the time of a rest pattern (`{ blockedMoves, ...rest }`) on every push.
    const bare = (snapshot as { [BARE_MOVES]?: Record<string, CompactMove[]> })[BARE_MOVES];
    const copy: Record<string | symbol, unknown> = {};
    for (const key in snapshot) if (key !== 'blockedMoves') copy[key] = snapshot[key as keyof GameSnapshot];
    if (bare) copy[BARE_MOVES] = bare;
    copy.texts = 'compact';
    copy.legalMoves = bare ?? mapSeats(snapshot.legalMoves, ({ move, final }) => ({ move, final }));
    compact = copy as unknown as CompactSnapshot;
    compacted.set(snapshot, compact);
  }
  return compact;
}

/** The snapshot as the request asked for it: whole with `texts=full`, compact otherwise. */
export const withTexts = (snapshot: GameSnapshot, texts: 'full' | 'compact' | undefined): SnapshotAnswer =>
  texts === 'full' ? snapshot : compactSnapshot(snapshot);

/** The texts and blocked moves a compact snapshot left out, for the seats of the token. */
export function decisionTexts(snapshot: GameSnapshot): DecisionTexts {
  return {
    gameId: snapshot.gameId,
    moveCount: snapshot.moveCount,
    viewer: snapshot.viewer,
    legalMoves: snapshot.legalMoves,
    blockedMoves: snapshot.blockedMoves,
  };
}

function mapSeats<T, U>(bySeat: Record<string, T[]>, f: (x: T) => U): Record<string, U[]> {
  return Object.fromEntries(Object.entries(bySeat).map(([seat, list]) => [seat, list.map(f)]));
}
