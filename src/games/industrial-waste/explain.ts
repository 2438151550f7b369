// What a legal move costs and gives the seat making it, in plain words, for the web client's choices:
// loans, repayments, Innovation steps, bids and bribes. Figures come from the helpers the rules apply.
// Only the seat's own company is read (its cash is its own secret), never another seat's or the deck.
import type { Lang, Seat } from '../../kernel/index.ts';
import type { Track } from './cards.ts';
import { trackValue, typeOf } from './data/edition.ts';
import type { IwMove } from './moves.ts';
import { TRACK_NAMES } from './names.ts';
import { fulfilOrder, innovate } from './rules/effects.ts';
import { accidentPayment, BRIBE, growthAfterAccident, zoneOf } from './rules/accident.ts';
import { LOAN } from './rules/payments.ts';
import { innovationCost, REPAY, STEP_COST } from './rules/requirements.ts';
import { LOAN_POINTS } from './rules/scoring.ts';
import type { IwState } from './state.ts';

type Texts = Record<Lang, string>;

const both = (en: string, it: string): Texts => ({ en, it });

export function explainMove(s: IwState, seat: Seat, move: IwMove): Texts | null {
  const p = s.seats[seat];
  if (!p) return null;
  const cash = both(`You have ${p.cash} M.`, `Hai ${p.cash} M.`);
  const add = (a: Texts, b: Texts) => both(`${a.en} ${b.en}`, `${a.it} ${b.it}`);
  switch (move.type) {
    case 'TAKE_LOAN': {
      const got = move.count * LOAN;
      return add(
        both(
          `You get ${got} M now; each loan still open at the end costs ${LOAN_POINTS} points.`,
          `Ricevi ${got} M ora; ogni prestito ancora aperto alla fine costa ${LOAN_POINTS} punti.`,
        ),
        cash,
      );
    }
    case 'REPAY_LOAN':
      return add(
        both(
          `Pay ${REPAY} M to repay a loan (you have ${p.loans}); it no longer costs ${LOAN_POINTS} points at the end.`,
          `Paghi ${REPAY} M per ripagare un prestito (ne hai ${p.loans}); a fine partita non costa più ${LOAN_POINTS} punti.`,
        ),
        cash,
      );
    case 'PLAY_CARD': {
      if (typeOf(move.card) === 'order') return explainOrder(s, seat, move.advisor !== undefined);
      if (!move.tracks) return null;
      const cost = innovationCost(move.tracks.length);
      return add(
        add(
          both(`Pay ${cost} M, ${STEP_COST} M a step.`, `Paghi ${cost} M, ${STEP_COST} M per passo.`),
          cash,
        ),
        explainInnovation(s, seat, move.tracks),
      );
    }
    case 'BID':
      return add(
        both(
          `If nobody bids more, you pay ${move.amount} M for the lot.`,
          `Se nessuno offre di più, paghi ${move.amount} M per il lotto.`,
        ),
        cash,
      );
    case 'USE_BRIBERY': {
      const pay = accidentPayment(p, move.use);
      const fine = zoneOf(p).fine;
      const outcome = move.use
        ? both(
            `Pay ${pay} M (fine ${fine} M, bribe ${BRIBE} M); your factory stays on ${p.growth}.`,
            `Paghi ${pay} M (multa ${fine} M, corruzione ${BRIBE} M); la fabbrica resta su ${p.growth}.`,
          )
        : both(
            `Pay the fine of ${pay} M; your factory falls from ${p.growth} to ${growthAfterAccident(p)}.`,
            `Paghi la multa di ${pay} M; la fabbrica scende da ${p.growth} a ${growthAfterAccident(p)}.`,
          );
      // A fine is compulsory: short cash is made up with loans, as the rules do.
      const short =
        p.cash < pay
          ? both('Short cash is made up with loans.', 'Il denaro mancante arriva da prestiti.')
          : null;
      return add(short ? add(outcome, short) : outcome, cash);
    }
    default:
      return null;
  }
}

/**
 * The seat's company after an effect, computed by the rule itself on a copy of the seat (no log), so that
 * a before/after can never drift from what the move does.
 */
function after(s: IwState, seat: Seat, effect: (copy: IwState) => void): IwState['seats'][number] {
  const p = s.seats[seat];
  const copy: IwState = { ...s, seats: s.seats.slice() };
  copy.seats[seat] = { ...p, holes: { ...p.holes } };
  effect(copy);
  return copy.seats[seat];
}

/** An Order: raw materials used, money earned and waste added, as before → after. */
function explainOrder(s: IwState, seat: Seat, advisor: boolean): Texts {
  const p = s.seats[seat];
  const q = after(s, seat, (copy) => fulfilOrder(copy, seat, advisor, null));
  return both(
    `Raw materials ${p.rawMaterials} → ${q.rawMaterials}, cash ${p.cash} → ${q.cash} M, waste ${p.waste} → ${q.waste}.`,
    `Materie prime ${p.rawMaterials} → ${q.rawMaterials}, cassa ${p.cash} → ${q.cash} M, rifiuti ${p.waste} → ${q.waste}.`,
  );
}

/** An Innovation: each innovation track's value before → after (what an Order will need or add). */
function explainInnovation(s: IwState, seat: Seat, tracks: readonly Track[]): Texts {
  const p = s.seats[seat];
  const q = after(s, seat, (copy) => innovate(copy, seat, [...tracks], null));
  const changed = [...new Set(tracks)];
  const line = (lang: 'en' | 'it') =>
    changed
      .map((t) => `${TRACK_NAMES[lang][t]} ${trackValue(p.holes[t])} → ${trackValue(q.holes[t])}`)
      .join(', ');
  return both(`Innovation: ${line('en')}.`, `Innovazione: ${line('it')}.`);
}
