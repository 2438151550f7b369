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

/** The last move replayed: a server asks for a move's lines once per viewer, one after the other. */
let last: { before: IwState; after: IwState; seat: Seat; move: IwMove; events: LogEvent[] } | undefined;

/**
 * The move applied to a copy of `before` with its events recorded, kept as the last move replayed: the
 * server's move is applied once, and its lines for every viewer are taken from that one application.
 * The seat is checked by the caller.
 */
export function applyDescribed(before: IwState, seat: Seat, move: IwMove): IwState {
  const after = cloneState(before);
  const events: LogEvent[] = [];
  applyMove(after, seat, move, events);
  last = { before, after, seat, move, events };
  return after;
}

export function describeMove(
  before: IwState,
  after: IwState,
  seat: Seat,
  move: IwMove,
  viewer: Viewer,
): LogEntry[] {
  // The move is replayed once for all its viewers, each given the entries it may see.
  const l = last;
  if (l && l.before === before && l.after === after && l.seat === seat && l.move === move)
    return forViewer(l.events, viewer);
  const events = eventsOf(before, seat, move);
  last = { before, after, seat, move, events };
  return forViewer(events, viewer);
}
