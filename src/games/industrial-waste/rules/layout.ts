// Phase 1 (spec §5.1): P+1 columns of three cards of different types, dealt row by row. Duplicates go to
// the discard pile, an empty deck is replaced by the shuffled discard pile, the Accident is set aside and
// resolved at once. The deal can pause while an accident waits for a bribery answer, then resumes.
import { shuffle } from '../../../kernel/index.ts';
import type { CardId } from '../cards.ts';
import { typeOf } from '../data/edition.ts';
import type { IwState } from '../state.ts';
import { continueAccident, startAccident } from './accident.ts';
import { cardParams, cardsParams, note, type Log } from './log.ts';

export const ROWS = 3;

function draw(s: IwState, log: Log): CardId {
  if (s.deck.length === 0) {
    // At most 4 hands + kept cards + one layout lie outside deck and discard, so this cannot be empty.
    if (s.discard.length === 0) throw new Error('Industrial Waste: deck and discard pile are both empty');
    s.deck = shuffle(s.rng, s.discard);
    s.discard = [];
    if (log) note(log, 'deckReshuffled', { cards: s.deck.length });
  }
  return s.deck.pop() as CardId;
}

/** Deals until the layout is complete (true) or an accident waits for an answer (false). */
export function dealLayout(s: IwState, log: Log): boolean {
  if (s.accident !== null && !continueAccident(s, log)) return false;
  const columns = s.layout as CardId[][];
  // Row by row, left to right; after a pause the filled slots are simply skipped.
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < columns.length; col++) {
      const column = columns[col];
      while (column.length <= row) {
        const card = draw(s, log);
        const type = typeOf(card);
        if (type === 'accident') {
          s.accidentSetAside = true;
          startAccident(s, 'layout', log);
          if (!continueAccident(s, log)) return false;
          continue;
        }
        let duplicate = false;
        for (let i = 0; i < column.length; i++) if (typeOf(column[i]) === type) duplicate = true;
        if (duplicate) {
          s.discard.push(card);
          if (log) note(log, 'duplicateDiscarded', { column: col, ...cardParams(card) });
          continue;
        }
        column.push(card);
      }
    }
  }
  if (log !== null)
    for (let c = 0; c < columns.length; c++)
      note(log, 'columnDealt', { column: c, ...cardsParams(columns[c]) });
  return true;
}
