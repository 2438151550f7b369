// Moves and positions as text, in English and Italian, for the terminal game and for lists of choices.
// renderText shows a view, so it can only show what that viewer may see. Players and columns are shown
// as people count them, from 1; moves and views keep 0-based ids.
import type { Lang, Viewer } from '../../kernel/index.ts';
import { cardTypeOf, TRACKS, type CardId, type Track } from './cards.ts';
import type { IwMove } from './moves.ts';
import { EDITION } from './data/edition.ts';
import { CARD_NAMES, DIRECTION_NAMES, TRACK_NAMES, ZONE_NAMES } from './names.ts';
import type { CardView, IwView, SeatView } from './view.ts';

const cardName = (id: CardId, lang: Lang): string => {
  const t = cardTypeOf(id);
  return t ? CARD_NAMES[lang][t] : id;
};

/** The spec's letters for the tracks: R, M, W. */
const SHORT: Record<Track, string> = { rationalization: 'R', 'raw-materials': 'M', 'waste-reduction': 'W' };

const W = {
  en: {
    column: 'Choose column',
    play: 'Play',
    withAdvisor: 'with an Advisor',
    repay: 'Repay a loan with an Advisor',
    discard: 'Discard',
    keep: 'Keep the last card face down',
    bid: 'Bid',
    pass: 'Pass',
    bribe: 'Use the Bribery card',
    noBribe: 'Do not use a Bribery card',
    loan: 'Take a loan',
    loans: (n: number) => `Take ${n} loans`,
  },
  it: {
    column: 'Scegli la colonna',
    play: 'Gioca',
    withAdvisor: 'con un Consigliere',
    repay: 'Ripaga un prestito con un Consigliere',
    discard: 'Scarta',
    keep: 'Conserva coperta l’ultima carta',
    bid: 'Offri',
    pass: 'Passa',
    bribe: 'Usa la carta Corruzione',
    noBribe: 'Non usare una carta Corruzione',
    loan: 'Prendi un prestito',
    loans: (n: number) => `Prendi ${n} prestiti`,
  },
};

export function formatMove(m: IwMove, lang: Lang): string {
  const w = W[lang] ?? W.en;
  switch (m.type) {
    case 'CHOOSE_COLUMN':
      return `${w.column} ${m.column + 1}`;
    case 'PLAY_CARD': {
      let text = `${w.play} ${cardName(m.card, lang)}`;
      if (m.advisor !== undefined) text += ` ${w.withAdvisor}`;
      if (m.tracks) text += `: ${m.tracks.map((t) => TRACK_NAMES[lang][t]).join(' + ')}`;
      if (m.direction) text += ` (${DIRECTION_NAMES[lang][m.direction]})`;
      return text;
    }
    case 'REPAY_LOAN':
      return w.repay;
    case 'DISCARD_CARD':
      return `${w.discard} ${cardName(m.card, lang)}`;
    case 'KEEP_CARD':
      return w.keep;
    case 'BID':
      return `${w.bid} ${m.amount} M`;
    case 'PASS':
      return w.pass;
    case 'USE_BRIBERY':
      return m.use ? w.bribe : w.noBribe;
    case 'TAKE_LOAN':
      return `${m.count === 1 ? w.loan : w.loans(m.count)} (+${m.count * EDITION.data.loan.amount} M)`;
  }
}

const L = {
  en: {
    title: 'Industrial Waste',
    round: 'round',
    phase: {
      layout: 'layout',
      drafting: 'drafting',
      playing: 'playing cards',
      'final-accident': 'final accident',
      finished: 'game over',
    },
    dealer: 'dealer',
    euro: 'EURO',
    last: 'LAST ROUND',
    supply: 'supply',
    deck: 'deck',
    discard: 'discard pile',
    top: 'top',
    accident: 'Accident set aside',
    layout: 'Layout',
    column: 'column',
    seat: 'player',
    you: 'you',
    cash: 'cash',
    hidden: 'hidden',
    loans: 'loans',
    growth: 'growth',
    coworkers: 'co-workers',
    waste: 'waste',
    raw: 'raw materials',
    hand: 'hand',
    kept: 'kept',
    faceDown: 'face down',
    finished: 'finished',
    auction: 'Auction',
    sells: 'sells',
    bids: 'bids',
    passes: 'pass',
    to: 'to act',
    waiting: 'Waiting for',
    decisions: {
      'choose-column': 'to choose a column',
      play: 'to play a card',
      bid: 'to bid or pass',
      bribery: 'to decide about bribery',
    },
    score: 'Final score',
    winner: 'winner',
    points: 'pts',
  },
  it: {
    title: 'Rifiuti industriali',
    round: 'turno',
    phase: {
      layout: 'carte in tavola',
      drafting: 'scelta delle colonne',
      playing: 'gioco delle carte',
      'final-accident': 'incidente finale',
      finished: 'partita finita',
    },
    dealer: 'mazziere',
    euro: 'EURO',
    last: 'ULTIMO TURNO',
    supply: 'fornitura',
    deck: 'mazzo',
    discard: 'scarti',
    top: 'in cima',
    accident: 'Incidente messo da parte',
    layout: 'Carte in tavola',
    column: 'colonna',
    seat: 'giocatore',
    you: 'tu',
    cash: 'denaro',
    hidden: 'nascosto',
    loans: 'prestiti',
    growth: 'crescita',
    coworkers: 'lavoratori',
    waste: 'rifiuti',
    raw: 'materie prime',
    hand: 'mano',
    kept: 'conservata',
    faceDown: 'coperta',
    finished: 'ha finito',
    auction: 'Asta',
    sells: 'vende',
    bids: 'offerte',
    passes: 'passa',
    to: 'tocca a',
    waiting: 'In attesa del',
    decisions: {
      'choose-column': 'che sceglie una colonna',
      play: 'che gioca una carta',
      bid: 'che offre o passa',
      bribery: 'che decide sulla corruzione',
    },
    score: 'Punteggio finale',
    winner: 'vince',
    points: 'punti',
  },
};

export function renderText(v: IwView, viewer: Viewer, lang: Lang): string {
  const l = L[lang] ?? L.en;
  const names = (cards: CardView[]) => cards.map((c) => CARD_NAMES[lang][c.type]).join(', ') || '-';
  const out: string[] = [];
  out.push(
    `${l.title}: ${l.round} ${v.round}, ${l.phase[v.phase]}. ${l.dealer}: ${l.seat} ${v.dealer + 1}, ${l.euro}: ${l.seat} ${v.startPlayer + 1}.${v.endTriggered ? ` ${l.last}.` : ''}`,
  );
  const top = v.discard.length
    ? ` (${l.top}: ${CARD_NAMES[lang][v.discard[v.discard.length - 1].type]})`
    : '';
  out.push(
    `${l.supply} ${v.supply} · ${l.deck} ${v.deckSize} · ${l.discard} ${v.discard.length}${top}${v.accidentSetAside ? ` · ${l.accident}` : ''}`,
  );
  if (v.layout.length) {
    out.push(`${l.layout}:`);
    for (const c of v.layout) out.push(`  ${l.column} ${c.column + 1}: ${names(c.cards)}`);
  }
  for (const s of v.seats) out.push(...seatLines(s, viewer, l, lang, names));
  if (v.auction) {
    const a = v.auction;
    const bids = a.bids
      .map((b) => `${l.seat} ${b.seat + 1} ${b.amount === null ? l.passes : `${b.amount} M`}`)
      .join(', ');
    out.push(
      `${l.auction}: ${l.seat} ${a.seller + 1} ${l.sells} ${a.lot}; ${l.bids}: ${bids || '-'}; ${l.to}: ${l.seat} ${a.toAct + 1}`,
    );
  }
  if (v.pending) out.push(`${l.waiting} ${l.seat} ${v.pending.seat + 1} ${l.decisions[v.pending.decision]}.`);
  if (v.final) {
    out.push(`${l.score}:`);
    for (const r of v.final)
      out.push(
        `  ${l.seat} ${r.seat + 1}: ${r.total} ${l.points} (${l.growth} ${r.growth} + ${r.rationalization}+${r.rawMaterials}+${r.wasteReduction} + ${r.halfCash} ${r.loans ? `${r.loans}` : ''})${r.winner ? ` ← ${l.winner}` : ''}`,
      );
  }
  return out.join('\n');
}

function seatLines(
  s: SeatView,
  viewer: Viewer,
  l: (typeof L)['en'],
  lang: Lang,
  names: (c: CardView[]) => string,
): string[] {
  const tracks = TRACKS.map((t) => `${SHORT[t]} ${s.innovation[t].value} (${s.innovation[t].points})`).join(
    ' ',
  );
  const who = `${s.seat === viewer ? '>' : ' '} ${l.seat} ${s.seat + 1}${s.seat === viewer ? ` (${l.you})` : ''}`;
  const cash = s.cash === undefined ? l.hidden : `${s.cash} M`;
  const kept = s.hasKeptCard
    ? ` · ${l.kept}: ${s.keptCard ? `${CARD_NAMES[lang][s.keptCard.type]} (${l.faceDown})` : l.faceDown}`
    : '';
  return [
    `${who}: ${l.cash} ${cash} · ${l.loans} ${s.loans} · ${l.growth} ${s.growth} · ${l.coworkers} ${s.coworkers} · ${tracks} · ${l.waste} ${s.waste} (${ZONE_NAMES[lang][s.wasteZone]}) · ${l.raw} ${s.rawMaterials}`,
    `    ${l.hand}: ${names(s.hand)}${kept}${s.finished ? ` · ${l.finished}` : ''}`,
  ];
}
