// The automatic parts of a round: the deal (phase 1), basic costs (phase 4), the end of the round
// (phase 5), the end of the game with its final accident. `settle` runs them until a seat must decide.
import { shuffle, type Seat } from '../../../kernel/index.ts';
import { EDITION } from '../data/edition.ts';
import type { IwState } from '../state.ts';
import { continueAccident, startAccident } from './accident.ts';
import { dealLayout } from './layout.ts';
import { cardParams, note, playersParams, type Log } from './log.ts';
import { payCompulsory } from './payments.ts';
import { scoreRows } from './scoring.ts';

export function settle(s: IwState, log: Log): void {
  for (;;) {
    switch (s.phase) {
      case 'layout':
        if (!dealLayout(s, log)) return;
        s.phase = 'drafting';
        s.picks = 0;
        if (log) note(log, 'draftStarts', { seat: s.startPlayer });
        return;
      case 'basic-costs':
        payBasicCosts(s, log);
        if (s.endTriggered) {
          s.phase = 'final-accident';
          startAccident(s, 'end', log);
        } else {
          endRound(s, log);
        }
        continue;
      case 'final-accident':
        if (s.accident === null) startAccident(s, 'end', log);
        if (!continueAccident(s, log)) return;
        finish(s, log);
        return;
      default:
        return;
    }
  }
}

function payBasicCosts(s: IwState, log: Log): void {
  for (let i = 0; i < s.players; i++) {
    const seat = (s.startPlayer + i) % s.players;
    const amount = s.seats[seat].coworkers;
    if (log) note(log, 'basicCosts', { seat, amount });
    payCompulsory(s, seat, amount, log);
  }
}

/** Phase 5: the EURO moves on; after an accident the whole deck is reshuffled; the next round is dealt. */
function endRound(s: IwState, log: Log): void {
  s.startPlayer = (s.startPlayer + 1) % s.players;
  if (s.accidentSetAside) {
    s.deck = shuffle(s.rng, [...s.deck, ...s.discard, EDITION.accidentId]);
    s.discard = [];
    s.accidentSetAside = false;
    if (log) note(log, 'deckReshuffledWithAccident', { cards: s.deck.length });
  }
  s.round += 1;
  startRound(s, log);
}

export function startRound(s: IwState, log: Log): void {
  s.phase = 'layout';
  s.picks = 0;
  s.layout = [];
  for (let c = 0; c <= s.players; c++) s.layout.push([]);
  if (log) note(log, 'roundStarts', { round: s.round, seat: s.startPlayer });
}

function finish(s: IwState, log: Log): void {
  s.phase = 'finished';
  if (log === null) return;
  for (let seat: Seat = 0; seat < s.players; seat++) {
    const kept = s.seats[seat].kept;
    if (kept !== null) note(log, 'keptShownAtEnd', { seat, ...cardParams(kept) });
  }
  const rows = scoreRows(s);
  for (const r of rows)
    note(log, 'finalScore', {
      seat: r.seat,
      total: r.total,
      totalIt: String(r.total).replace('.', ','),
      cash: r.cash,
      loans: s.seats[r.seat].loans,
    });
  const winners = rows.filter((r) => r.winner).map((r) => r.seat);
  if (winners.length === 1) note(log, 'gameOver', { seat: winners[0] });
  else note(log, 'gameOverShared', playersParams(winners));
}
