// The steps of an Industrial Waste decision, over the server's legal moves: first the card (or column, or
// bid), then what to do with it, then its parameters (tracks, hire or fire). Nothing here decides what is
// legal: a choice exists only because some legal move has it.
import type { LegalMove, Texts } from '../../../shared/api.ts';
import type { IwMove } from '../../../games/industrial-waste/moves.ts';
import type { IwView } from '../../../games/industrial-waste/view.ts';
import type { CardType, Track } from '../../../games/industrial-waste/cards.ts';
import type { Facet, Level, Planner } from '../../play/decision.ts';
import type { PlannerContext } from '../types.ts';
import { CARD_NAMES, CARD_REMINDERS, TRACK_NAMES } from './texts.ts';

const mv = (m: LegalMove) => m.move as IwMove;

/** A card id is its type and a copy number (`growth-3`). */
export function cardTypeOf(id: string): CardType | undefined {
  const dash = id.lastIndexOf('-');
  const type = dash > 0 ? id.slice(0, dash) : '';
  return type in CARD_NAMES ? (type as CardType) : undefined;
}

const cardName = (id: string): Texts => {
  const type = cardTypeOf(id);
  return type ? CARD_NAMES[type] : { en: id, it: id };
};
/** A question followed by what its moves cost, when the server says the same for all of them. */
function withDetail(prompt: Texts, moves: LegalMove[]): Texts {
  const d = moves[0]?.detail;
  if (!d || moves.some((m) => m.detail?.en !== d.en)) return prompt;
  return { en: `${prompt.en} ${d.en}`, it: `${prompt.it} ${d.it}` };
}

const join = (a: Texts, sep: string, b: Texts): Texts => ({
  en: `${a.en}${sep}${b.en}`,
  it: `${a.it}${sep}${b.it}`,
});

/** The card a card move is about (the main card, not its Advisor). */
function cardOf(m: IwMove, view: IwView | null, seat: number | null): string | null {
  switch (m.type) {
    case 'PLAY_CARD':
    case 'DISCARD_CARD':
      return m.card;
    case 'REPAY_LOAN':
      return m.advisor;
    case 'KEEP_CARD':
      return seat !== null ? (view?.seats[seat]?.hand[0]?.id ?? null) : null;
    default:
      return null;
  }
}

/**
 * What passing means, read from the auction on the table: the seller who passes sells the lot to the
 * highest bidder at the bid shown; anyone else simply does not bid.
 */
function passLabel(view: IwView | null, seat: number | null, names: string[]): Texts {
  const a = view?.auction;
  if (a && a.seller === seat && a.highBidder !== null && a.highBid !== null) {
    const who = names[a.highBidder] ?? `${a.highBidder + 1}`;
    return {
      en: `Pass: sell to ${who} for ${a.highBid} M`,
      it: `Passa: vendi a ${who} per ${a.highBid} M`,
    };
  }
  if (a) return { en: 'Pass (no bid)', it: 'Passa (nessuna offerta)' };
  return { en: 'Pass', it: 'Passa' };
}

function firstFacet(view: IwView | null, seat: number | null, names: string[]) {
  return (l: LegalMove): Facet | null => {
    const m = mv(l);
    const card = cardOf(m, view, seat);
    if (card) {
      const type = cardTypeOf(card);
      return {
        key: `card:${card}`,
        label: cardName(card),
        hint: type ? CARD_REMINDERS[type] : undefined,
        target: `card:${card}`,
      };
    }
    switch (m.type) {
      case 'CHOOSE_COLUMN': {
        const col = view?.layout.find((c) => c.column === m.column);
        const cards = col?.cards ?? [];
        const hint: Texts = {
          en: cards.map((c) => CARD_NAMES[c.type].en).join(' · '),
          it: cards.map((c) => CARD_NAMES[c.type].it).join(' · '),
        };
        return {
          key: `column:${m.column}`,
          // Counted from 1, as the log and the terminal show them (the move keeps the 0-based id).
          label: { en: `Column ${m.column + 1}`, it: `Colonna ${m.column + 1}` },
          hint,
          target: `column:${m.column}`,
          order: m.column,
        };
      }
      case 'PASS':
        return { key: 'pass', label: passLabel(view, seat, names), order: -1 };
      case 'BID':
        return {
          key: `bid:${m.amount}`,
          label: { en: `${m.amount} M`, it: `${m.amount} M` },
          order: m.amount,
          amount: m.amount,
        };
      case 'USE_BRIBERY':
        return {
          key: `bribery:${m.use}`,
          label: l.label,
          // The fine, the bribe and where the factory ends, as the server explains them.
          hint: l.detail,
          order: m.use ? 0 : 1,
        };
      case 'TAKE_LOAN':
        // Loans are taken from the player's mat, beside the loans they add to.
        return {
          key: 'loan',
          label: { en: 'Take a loan (allowed at any time)', it: 'Prendi un prestito (sempre permesso)' },
          hint: l.detail,
          order: 1000,
          target: seat === null ? undefined : `loan:${seat}`,
          boardOnly: true,
        };
      default:
        return null;
    }
  };
}

function useFacet(l: LegalMove): Facet | null {
  const m = mv(l);
  switch (m.type) {
    case 'PLAY_CARD': {
      // An Order's before and after (raw materials, cash, waste), as the server explains it; other cards'
      // plays differ within the group (Innovation's tracks), so their explanation comes at the next step.
      const order = cardTypeOf(m.card) === 'order' ? l.detail : undefined;
      if (m.advisor)
        return {
          key: `advisor:${m.advisor}`,
          label: { en: 'Play it with an Advisor', it: 'Giocala con un Consigliere' },
          hint: order
            ? join({ en: 'Both cards are used.', it: 'Si usano entrambe le carte.' }, ' ', order)
            : {
                en: 'Both cards are used; a stronger effect.',
                it: 'Si usano entrambe le carte; effetto più forte.',
              },
          order: 1,
        };
      return { key: 'play', label: { en: 'Play it', it: 'Giocala' }, hint: order, order: 0 };
    }
    case 'DISCARD_CARD':
      return {
        key: 'discard',
        label: { en: 'Discard it (no effect)', it: 'Scartala (nessun effetto)' },
        order: 3,
      };
    case 'REPAY_LOAN':
      return {
        key: 'repay',
        label: { en: 'Repay a loan with it', it: 'Ripaga un prestito' },
        hint: l.detail,
        order: 2,
      };
    case 'KEEP_CARD':
      return {
        key: 'keep',
        label: { en: 'Keep it face down for next round', it: 'Tienila coperta per il prossimo turno' },
        hint: { en: 'You are then done for this round.', it: 'Poi hai finito per questo turno.' },
        order: 4,
      };
    default:
      return null;
  }
}

function tracksFacet(seat: number | null) {
  return (l: LegalMove): Facet | null => {
    const m = mv(l);
    if (m.type !== 'PLAY_CARD' || !m.tracks) return null;
    const [a, b] = m.tracks as Track[];
    // The cost and each track's value before and after, as the server explains them.
    const hint = l.detail;
    if (b === undefined)
      return {
        key: a,
        label: TRACK_NAMES[a],
        hint,
        target: seat === null ? undefined : `track:${seat}:${a}`,
      };
    if (a === b)
      return {
        key: `${a}+${b}`,
        label: join(TRACK_NAMES[a], ' ', { en: '(two holes)', it: '(due buchi)' }),
        hint,
        target: seat === null ? undefined : `track:${seat}:${a}`,
      };
    return { key: `${a}+${b}`, label: join(TRACK_NAMES[a], ' + ', TRACK_NAMES[b]), hint };
  };
}

const directionFacet = (l: LegalMove): Facet | null => {
  const m = mv(l);
  if (m.type !== 'PLAY_CARD' || !m.direction) return null;
  return m.direction === 'hire'
    ? { key: 'hire', label: { en: 'Hire (factory moves up)', it: 'Assumi (la fabbrica sale)' } }
    : { key: 'fire', label: { en: 'Fire (factory moves down)', it: 'Licenzia (la fabbrica scende)' } };
};

function firstPrompt(moves: LegalMove[]): Texts {
  const types = new Set(moves.map((m) => mv(m).type));
  if (types.has('CHOOSE_COLUMN'))
    return { en: 'Choose a column of cards to take', it: 'Scegli una colonna di carte da prendere' };
  if (types.has('BID'))
    return { en: 'Bid for the raw materials, or pass', it: 'Fai un’offerta per le materie prime, o passa' };
  if (types.has('USE_BRIBERY'))
    return { en: 'Accident! Use a kept Bribery card?', it: 'Incidente! Usi una carta Corruzione tenuta?' };
  if (types.has('PLAY_CARD') || types.has('DISCARD_CARD') || types.has('KEEP_CARD'))
    return { en: 'Choose a card from your hand', it: 'Scegli una carta dalla tua mano' };
  return { en: 'What do you do?', it: 'Che cosa fai?' };
}

export function iwPlanner({ view: viewRaw, seat, names }: PlannerContext): Planner {
  const view = (viewRaw as IwView | null) ?? null;
  const levels: Level[] = [
    { id: 'what', facet: firstFacet(view, seat, names), prompt: firstPrompt, alwaysAsk: true },
    {
      id: 'use',
      facet: useFacet,
      prompt: (moves) => {
        const card = cardOf(mv(moves[0]), view, seat);
        const name = card ? cardName(card) : { en: 'this card', it: 'questa carta' };
        return { en: `What do you do with ${name.en}?`, it: `Che cosa fai con ${name.it}?` };
      },
      alwaysAsk: true,
    },
    {
      id: 'tracks',
      facet: tracksFacet(seat),
      prompt: (moves) => withDetail({ en: 'Which innovation?', it: 'Quale innovazione?' }, moves),
    },
    {
      id: 'direction',
      facet: directionFacet,
      prompt: () => ({ en: 'Hire or fire?', it: 'Assumere o licenziare?' }),
    },
  ];
  return {
    levels: () => levels,
    confirmWords: (l) => {
      // Asked only for a move the server says is final or spends; keeping the last card ends the
      // player's round with it unused.
      if (mv(l).type === 'KEEP_CARD')
        return {
          en: 'You keep this card face down for next round and are done for this round.',
          it: 'Tieni questa carta coperta per il prossimo turno e hai finito per questo turno.',
        };
      return null;
    },
  };
}
