// Industrial Waste's rules in our own words, from the edition's specification.
import type { CardType } from '../../games/industrial-waste/cards.ts';
import { CARD_COLORS, CardIcon } from '../boards/industrial-waste/icons.tsx';
import { CARD_NAMES, CARD_REMINDERS } from '../boards/industrial-waste/texts.ts';
import { CardsFigure, MatFigure } from './iw-figures.tsx';
import type { GameRules, GlossaryEntry } from './types.ts';

const TYPES: CardType[] = [
  'order',
  'raw-materials',
  'growth',
  'innovation',
  'waste-disposal',
  'waste-removal',
  'hiring-firing',
  'advisor',
  'bribery',
  'accident',
];

function glossary(): GlossaryEntry[] {
  const cards: GlossaryEntry[] = TYPES.map((type) => ({
    id: type,
    icon: (
      <span className="rules-card-icon" style={{ color: CARD_COLORS[type] }}>
        <CardIcon type={type} size={26} />
      </span>
    ),
    name: CARD_NAMES[type],
    meaning: CARD_REMINDERS[type],
  }));
  return [
    ...cards,
    {
      id: 'loan',
      icon: <span className="rules-token">−10</span>,
      name: { en: 'Loan', it: 'Prestito' },
      meaning: {
        en: '+10 M at any moment. Only an Advisor repays one (10 M). Each loan still open costs 10 points at the end.',
        it: '+10 M in qualsiasi momento. Solo un Consigliere ne rimborsa uno (10 M). Ogni prestito ancora aperto costa 10 punti alla fine.',
      },
    },
    {
      id: 'euro',
      icon: <span className="rules-token">€</span>,
      name: { en: 'Start player', it: 'Primo giocatore' },
      meaning: {
        en: 'Drafts first and plays first this round; the marker passes clockwise after each round.',
        it: 'Sceglie per primo e gioca per primo in questo round; il segnalino passa in senso orario dopo ogni round.',
      },
    },
  ];
}

export const industrialWasteRules: GameRules = {
  game: 'industrial-waste',
  title: { en: 'Industrial Waste', it: 'Rifiuti industriali' },
  intro: {
    en: 'You run a factory: fill orders for money, buy raw materials at auction, grow, innovate, and get rid of the waste your production leaves behind before an accident punishes it.',
    it: 'Gestisci una fabbrica: evadi ordini per denaro, compra materie prime all’asta, cresci, innova, e liberati dei rifiuti della produzione prima che un incidente li punisca.',
  },
  sections: [
    {
      id: 'goal',
      title: { en: 'Goal', it: 'Obiettivo' },
      paragraphs: [
        {
          en: 'Each player starts with 15 M (kept secret), 5 raw materials, a factory in the first growth column with 5 co-workers, and no waste. The score at the end is the factory’s growth value, plus the points of your three innovation markers, plus half your cash, minus 10 per loan. Highest score wins; on a tie, more cash.',
          it: 'Ogni giocatore parte con 15 M (segreti), 5 materie prime, una fabbrica nella prima colonna di crescita con 5 lavoratori, e nessun rifiuto. Il punteggio finale è il valore di crescita della fabbrica, più i punti dei tre segnalini innovazione, più metà della cassa, meno 10 per prestito. Vince il punteggio più alto; a pari merito, più cassa.',
        },
      ],
    },
    {
      id: 'round',
      title: { en: 'A round', it: 'Un round' },
      paragraphs: [
        {
          en: 'Five phases: the layout of the cards, the draft, playing cards, basic costs, and the end of the round, when the start player marker passes clockwise.',
          it: 'Cinque fasi: la disposizione delle carte, la scelta delle colonne, il gioco delle carte, i costi di base, e la fine del round, quando il segnalino di primo giocatore passa in senso orario.',
        },
      ],
    },
    {
      id: 'layout',
      title: { en: 'Layout', it: 'Disposizione' },
      paragraphs: [
        {
          en: 'The table deals one more column than there are players, three cards each, all of different types in a column. If the Accident card turns up, an accident happens at once (see below) and dealing goes on.',
          it: 'Il tavolo distribuisce una colonna in più dei giocatori, tre carte ciascuna, tutte di tipo diverso nella stessa colonna. Se esce la carta Incidente, avviene subito un incidente (vedi sotto) e la distribuzione continua.',
        },
      ],
    },
    {
      id: 'drafting',
      title: { en: 'Draft', it: 'Scelta delle colonne' },
      paragraphs: [
        {
          en: 'From the start player clockwise, each player takes a whole column into their hand. The column left over is discarded. A card kept face down last round then joins its owner’s hand.',
          it: 'Dal primo giocatore in senso orario, ognuno prende in mano un’intera colonna. La colonna rimasta viene scartata. Una carta tenuta coperta nel round precedente si aggiunge poi alla mano del suo proprietario.',
        },
      ],
    },
    {
      id: 'playing',
      title: { en: 'Playing cards', it: 'Giocare le carte' },
      paragraphs: [
        {
          en: 'Turns go clockwise from the start player. On your turn do one thing: play a card; play a card together with an Advisor for a stronger effect; repay a loan with an Advisor; discard a card (never Raw materials); or, with one card left, keep it face down for next round. You are done for the round when your hand is empty or you kept your last card.',
          it: 'I turni vanno in senso orario dal primo giocatore. Nel tuo turno fai una cosa: gioca una carta; gioca una carta insieme a un Consigliere per un effetto più forte; rimborsa un prestito con un Consigliere; scarta una carta (mai Materie prime); oppure, con una sola carta, tienila coperta per il round dopo. Hai finito il round quando la mano è vuota o hai tenuto l’ultima carta.',
        },
      ],
      figure: () => <CardsFigure types={['order', 'growth', 'advisor']} />,
    },
    {
      id: 'orders',
      title: { en: 'Orders', it: 'Ordini' },
      paragraphs: [
        {
          en: 'An Order can be played only if your co-workers are at least your Rationalization value, your raw materials at least your Raw materials value, and your waste plus your Waste reduction value stays within 16. It uses up those raw materials, pays your growth value in M (5 M more with an Advisor) and adds that much waste.',
          it: 'Un Ordine si gioca solo se i tuoi lavoratori sono almeno il valore di Razionalizzazione, le materie prime almeno il valore di Materie prime, e i rifiuti più il valore di Riduzione rifiuti restano entro 16. Consuma quelle materie prime, paga il tuo valore di crescita in M (5 M in più con un Consigliere) e aggiunge quei rifiuti.',
        },
      ],
    },
    {
      id: 'innovation',
      title: { en: 'Innovation tracks', it: 'Tracce di innovazione' },
      paragraphs: [
        {
          en: 'Each company mat has three tracks. An Innovation card moves one marker one hole right for 5 M (two steps for 10 M with an Advisor). The number above the marker falls from 5 to 1, so orders need fewer co-workers, fewer raw materials or make less waste; the number below is the points it scores at the end.',
          it: 'Ogni plancia ha tre tracce. Una carta Innovazione sposta un segnalino di un buco a destra per 5 M (due passi per 10 M con un Consigliere). Il numero sopra il segnalino scende da 5 a 1, così gli ordini richiedono meno lavoratori, meno materie prime o producono meno rifiuti; il numero sotto sono i punti a fine partita.',
        },
      ],
      figure: () => <MatFigure part="tracks" />,
    },
    {
      id: 'auction',
      title: { en: 'Raw materials auction', it: 'Asta delle materie prime' },
      paragraphs: [
        {
          en: 'Playing Raw materials takes as many pieces from the common supply as your Raw materials value (twice with an Advisor) and auctions them. Starting left of the seller, each other player bids once or passes, each bid higher than the last and within their cash (loans may be taken first); the seller bids last. The winner pays the seller, or the bank if the seller wins. With no bid, the pieces go back.',
          it: 'Giocare Materie prime prende dalla riserva comune tanti pezzi quanto il tuo valore di Materie prime (il doppio con un Consigliere) e li mette all’asta. A partire da sinistra del venditore, ogni altro giocatore offre una volta o passa, ogni offerta più alta della precedente ed entro la propria cassa (si possono prima prendere prestiti); il venditore offre per ultimo. Chi vince paga il venditore, o la banca se vince il venditore. Senza offerte, i pezzi tornano nella riserva.',
        },
      ],
    },
    {
      id: 'accident',
      title: { en: 'Waste and accidents', it: 'Rifiuti e incidenti' },
      paragraphs: [
        {
          en: 'Your waste storage runs from the bin (0) to 16. At an accident, waste in the yellow zone (9 to 12) costs 5 M and moves the factory one column left; in the red zone (13 to 16), 10 M and two columns. Green costs nothing. A Bribery card kept face down may be used then: pay 1 M more and the factory does not move.',
          it: 'Il deposito dei rifiuti va dal cestino (0) a 16. A un incidente, i rifiuti nella zona gialla (da 9 a 12) costano 5 M e spostano la fabbrica di una colonna a sinistra; nella zona rossa (da 13 a 16), 10 M e due colonne. Il verde non costa nulla. Una carta Corruzione tenuta coperta si può usare allora: paghi 1 M in più e la fabbrica non si sposta.',
        },
      ],
      figure: () => <MatFigure part="waste" />,
    },
    {
      id: 'costs',
      title: { en: 'Basic costs and loans', it: 'Costi di base e prestiti' },
      paragraphs: [
        {
          en: 'After the cards, each player pays as many M as their co-workers. Whenever a payment you must make is larger than your cash, loans of 10 M are taken for you. You may also take loans yourself at any moment; only an Advisor repays one, and each open loan costs 10 points at the end.',
          it: 'Dopo le carte, ogni giocatore paga tanti M quanti sono i suoi lavoratori. Quando un pagamento obbligatorio supera la tua cassa, vengono presi per te prestiti da 10 M. Puoi anche prendere prestiti da solo in qualsiasi momento; solo un Consigliere ne rimborsa uno, e ogni prestito aperto costa 10 punti alla fine.',
        },
      ],
    },
    {
      id: 'end',
      title: { en: 'End of the game', it: 'Fine della partita' },
      paragraphs: [
        {
          en: 'When a factory reaches the last growth column, the round is played to the end and the basic costs are paid. Then one last accident happens for everybody, and the scores are counted.',
          it: 'Quando una fabbrica raggiunge l’ultima colonna di crescita, il round si gioca fino in fondo e si pagano i costi di base. Poi avviene un ultimo incidente per tutti, e si contano i punteggi.',
        },
      ],
    },
  ],
  glossary,
};
