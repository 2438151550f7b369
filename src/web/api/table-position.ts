// What the table shows of a game, as positions and decision texts arrive in any order: always the
// newest position the page was sent, never an older one. A compact position with a decision of the
// page's seats is shown at once, busy (`waiting`: its moves have no labels, nothing can be picked),
// until the texts of that very position arrive. Texts asked for it may already be those of a newer
// position (a bot moved meanwhile): they are kept for that position, whose push follows, and the
// position held stays busy until then, so no panel is ever offered for a position the game has left.
import type { DecisionTexts, GameSnapshot, LogLine, SnapshotAnswer } from '../../shared/api.ts';
import { busySnapshot, needsTexts, textsOf, wholeSnapshot } from './decision-texts.ts';
import { mergeSnapshot } from './log-merge.ts';
import type { Pushed } from '../../shared/socket-state.ts';

export interface TablePosition {
  /** The newest position known, its log whole, as it came (compact or whole). */
  latest: SnapshotAnswer | null;
  /** The newest decision texts known: those of `latest`, or of a newer position on its way. */
  texts: DecisionTexts | null;
  /** A request for texts is on its way (one at a time: its answer is of the newest position anyway). */
  asking: boolean;
  /** What the page shows: `latest`, with its texts, or with unlabelled moves while `waiting`. */
  shown: GameSnapshot | null;
  /** `shown` waits for its decision's texts: its panel is busy. */
  waiting: boolean;
  /**
   * The whole logs of the other viewers a hot-seat screen showed, as it left them: a screen back at one
   * of them is sent only the lines after it (the socket's `?logs=byViewer`).
   */
  logs: Readonly<Record<string, LogLine[]>>;
}

/** What the page must ask the server for after a step: the pending decision's texts, or the whole snapshot. */
export type Ask = 'nothing' | 'texts' | 'refetch';

export interface Step {
  table: TablePosition;
  ask: Ask;
}

export const NOTHING_SHOWN: TablePosition = {
  latest: null,
  texts: null,
  asking: false,
  shown: null,
  waiting: false,
  logs: {},
};

/** A position came (push, answer, poll or a refusal's current one). */
export function onPosition(t: TablePosition, next: SnapshotAnswer, lines?: Pushed['lines']): Step {
  const merged = mergeSnapshot(t.latest, next, lines, t.logs);
  if (merged.kind === 'gap') return { table: t, ask: 'refetch' };
  if (merged.kind === 'stale') return settle(t, t);
  const latest = merged.snapshot;
  // A whole snapshot carries its texts: a compact repeat of its position then needs no request.
  const texts = newer(t.texts, latest.texts === 'compact' ? null : textsOf(latest));
  return settle(t, { ...t, latest, texts, logs: keptLogs(t, latest) });
}

/** The texts asked for came: of the position held, or of a newer one (never of an older one). */
export function onTexts(t: TablePosition, texts: DecisionTexts): Step {
  const step = settle(t, { ...t, asking: false, texts: newer(t.texts, texts) });
  // Texts of the very position held that still do not fit it (another viewer): read it whole.
  const held = t.latest;
  if (step.table.waiting && held?.gameId === texts.gameId && held.moveCount === texts.moveCount)
    return { table: { ...step.table, asking: false }, ask: 'refetch' };
  return step;
}

/** Asking for the texts failed: the whole snapshot is read instead. */
export function onTextsFailed(t: TablePosition): Step {
  return { table: { ...t, asking: false }, ask: 'refetch' };
}

/** What `t` shows (kept from `prev` when its position and texts are the same), and what to ask for. */
function settle(prev: TablePosition, t: TablePosition): Step {
  const latest = t.latest;
  if (!latest) return { table: t, ask: 'nothing' };
  let table = t;
  if (!(prev.shown && prev.latest === latest && prev.texts === t.texts)) {
    const texts = t.texts?.gameId === latest.gameId ? t.texts : null;
    const whole = wholeSnapshot(latest, texts ?? undefined);
    if (whole) table = { ...t, shown: whole, waiting: false };
    else if (needsTexts(latest)) table = { ...t, shown: busySnapshot(latest), waiting: true };
  }
  if (!table.waiting || table.asking) return { table, ask: 'nothing' };
  // Texts of a newer position mean its push is on its way: they will fit it then.
  const texts = table.texts;
  if (texts && texts.gameId === latest.gameId && texts.moveCount > latest.moveCount)
    return { table, ask: 'nothing' };
  return { table: { ...table, asking: true }, ask: 'texts' };
}

/** The logs kept of other viewers, with that of the one held when `next` shows another (of the same game). */
function keptLogs(t: TablePosition, next: SnapshotAnswer): TablePosition['logs'] {
  const held = t.latest;
  if (!held || held.gameId !== next.gameId) return {};
  if (held.viewer === next.viewer) return t.logs;
  return { ...t.logs, [String(held.viewer)]: held.log };
}

/** The newer of two sets of texts (another game's replace the held ones). */
function newer(held: DecisionTexts | null, next: DecisionTexts | null): DecisionTexts | null {
  if (!next) return held;
  if (!held || held.gameId !== next.gameId) return next;
  return next.moveCount >= held.moveCount ? next : held;
}
