// Log entries of one move, as one viewer may see them. The move is replayed on a copy of `before` with
// recording on (the fast path records nothing); entries private to a seat are replaced by their public
// variant for everyone else, so a kept card is named only to its owner.
import { isRuleError, type LogEntry, type Seat, type Viewer } from '../../kernel/index.ts';
import type { IwMove } from './moves.ts';
import { applyMove } from './rules/apply.ts';
import type { LogEvent } from './rules/log.ts';
import { cloneState, type IwState } from './state.ts';

export function eventsOf(before: IwState, seat: Seat, move: IwMove): LogEvent[] {
  const log: LogEvent[] = [];
  try {
    applyMove(cloneState(before), seat, move, log);
  } catch (e) {
    if (isRuleError(e)) return [];
    throw e;
  }
  return log;
}

export function forViewer(events: LogEvent[], viewer: Viewer): LogEntry[] {
  const out: LogEntry[] = [];
  for (const e of events) {
    if (e.owner === undefined || e.owner === viewer) out.push({ id: e.id, params: e.params });
    else if (e.hidden) out.push({ id: e.hidden.id, params: e.hidden.params });
  }
  return out;
}

export function describeMove(
  before: IwState,
  _after: IwState,
  seat: Seat,
  move: IwMove,
  viewer: Viewer,
): LogEntry[] {
  return forViewer(eventsOf(before, seat, move), viewer);
}
