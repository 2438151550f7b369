// Phase 2 (spec §5.2): from the start player clockwise, each seat takes a column into its hand. After the
// last pick the leftover column is discarded and the kept cards of last round are turned face up.
import type { Seat } from '../../../kernel/index.ts';
import { IwCodes, refuse } from '../errors.ts';
import type { IwState } from '../state.ts';
import { cardParams, cardsParams, note, type Log } from './log.ts';

export function checkColumn(s: IwState, column: number): void {
  if (column < 0 || column >= s.layout.length)
    refuse(IwCodes.NO_SUCH_COLUMN, 'refusedNoSuchColumn', {
      column,
      last: s.layout.length - 1,
      count: s.layout.length,
    });
  if (s.layout[column] === null)
    refuse(IwCodes.COLUMN_TAKEN, 'refusedColumnTaken', { column, columnNumber: column + 1 });
}

export function chooseColumn(s: IwState, seat: Seat, column: number, log: Log): void {
  const cards = s.layout[column] as string[];
  s.layout[column] = null;
  const hand = s.seats[seat].hand;
  for (const c of cards) hand.push(c);
  if (log) note(log, 'columnChosen', { seat, column, ...cardsParams(cards) });
  s.picks += 1;
  if (s.picks < s.players) return;

  for (let c = 0; c < s.layout.length; c++) {
    const left = s.layout[c];
    if (left === null) continue;
    for (const card of left) s.discard.push(card);
    if (log) note(log, 'columnDiscarded', { column: c, ...cardsParams(left) });
  }
  s.layout = [];
  for (let i = 0; i < s.players; i++) {
    const who = (s.startPlayer + i) % s.players;
    const p = s.seats[who];
    if (p.kept !== null) {
      p.hand.push(p.kept);
      if (log) note(log, 'keptRevealed', { seat: who, ...cardParams(p.kept) });
      p.kept = null;
    }
  }
  for (const p of s.seats) p.finished = p.hand.length === 0;
  s.phase = 'playing';
  s.turn = s.startPlayer;
  if (log) note(log, 'playStarts', { seat: s.turn });
}
