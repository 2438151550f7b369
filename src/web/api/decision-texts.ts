// Pushes and a socket's 409 snapshots come compact: legal moves without their labels and costs, and no
// blocked moves (docs/api.md). The page asks for those only when one of its seats has a decision to look
// at (GET /api/games/:id/decision), and offers the decision once it has them, so the panel shows
// exactly what a whole snapshot would, closed options and their reasons included (table-position.ts
// decides what is shown meanwhile).
import type { CompactSnapshot, DecisionTexts, GameSnapshot, SnapshotAnswer } from '../../shared/api.ts';

/** Whether the snapshot leaves out texts the page needs: a decision of a seat it controls. */
export function needsTexts(s: SnapshotAnswer): s is CompactSnapshot {
  if (s.texts !== 'compact') return false;
  // A seat with a decision pending has legal moves; its blocked moves come with their texts.
  return s.controls.some((seat) => (s.legalMoves[String(seat)]?.length ?? 0) > 0);
}

/**
 * The whole snapshot: a compact one with no decision for the page's seats has no texts to add; one
 * with a decision takes them from `texts` of the same position, viewer and moves (null when they are
 * not). The move count alone does not name a decision: a claimed open seat, a stand-in taking a seat
 * or a person taking it back changes who decides what without a move being made.
 */
export function wholeSnapshot(s: SnapshotAnswer, texts?: DecisionTexts): GameSnapshot | null {
  if (s.texts !== 'compact') return s;
  const { texts: _compact, ...rest } = s;
  if (!needsTexts(s))
    return { ...rest, legalMoves: emptyFor(s.legalMoves), blockedMoves: emptyFor(s.legalMoves) };
  if (!texts || texts.moveCount !== s.moveCount || texts.viewer !== s.viewer) return null;
  // The same legal moves at the same move count and viewer: the blocked moves told are of this decision.
  if (!sameMoves(s.legalMoves, texts.legalMoves)) return null;
  return { ...rest, legalMoves: texts.legalMoves, blockedMoves: texts.blockedMoves };
}

/** The same seats with the same moves in the same order. */
function sameMoves(
  bare: Record<string, { move: unknown }[]>,
  told: Record<string, { move: unknown }[]>,
): boolean {
  const seats = Object.keys(bare);
  if (seats.length !== Object.keys(told).length) return false;
  return seats.every((seat) => {
    const a = bare[seat];
    const b = told[seat];
    if (!b || a.length !== b.length) return false;
    return JSON.stringify(a.map((m) => m.move)) === JSON.stringify(b.map((m) => m.move));
  });
}

/** Seats with nothing to choose keep their (empty) lists. */
const emptyFor = <T>(bySeat: Record<string, unknown[]>): Record<string, T[]> =>
  Object.fromEntries(Object.keys(bySeat).map((seat) => [seat, [] as T[]]));

/** What a move of a decision whose texts are on their way is called meanwhile (never offered to click). */
export const TEXTS_COMING = { en: '…', it: '…' } as const;

/**
 * A compact snapshot shown before its decision's texts arrive: the board, log and turn are those of
 * the position; its moves have no labels yet, so the page keeps its decision panel busy.
 */
export function busySnapshot(s: CompactSnapshot): GameSnapshot {
  const { texts: _compact, ...rest } = s;
  const legalMoves = Object.fromEntries(
    Object.entries(s.legalMoves).map(([seat, moves]) => [
      seat,
      moves.map((m) => ({ move: m.move, final: m.final, label: TEXTS_COMING })),
    ]),
  );
  return { ...rest, legalMoves, blockedMoves: emptyFor(s.legalMoves) };
}

/** The texts a whole snapshot carries, kept so that a compact repeat of its position needs no request. */
export const textsOf = (s: GameSnapshot): DecisionTexts => ({
  gameId: s.gameId,
  moveCount: s.moveCount,
  viewer: s.viewer,
  legalMoves: s.legalMoves,
  blockedMoves: s.blockedMoves,
});
