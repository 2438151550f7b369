// The log of a move: the move is played again on a copy of the state before it, with the rules writing
// log entries (message id + parameters, texts in messages.ts) for the move and every automatic step it
// caused (events, deaths, regulation, phase changes). All of it is public, so every viewer gets the same.
import type { LogEntry } from '../../kernel/index.ts';
import type { Edition } from './data/compile.ts';
import { applyInPlace } from './engine.ts';
import type { CostMove } from './moves.ts';
import { cloneState, type CostState } from './state.ts';

export function describeMove(e: Edition, before: CostState, seat: number, move: CostMove): LogEntry[] {
  const log: LogEntry[] = [];
  applyInPlace(e, cloneState(before), seat, move, log);
  return log;
}
