// The Cost's rules in our own words, from the edition's specification (corrected rules: player rails and
// ports unlimited; an investment track gives level 1 after one $1 and level 2 after three).
import { TC_COLORS } from '../boards/the-cost/colors.ts';
import {
  ActionGlyph,
  CUBE,
  DieGlyph,
  EventGlyph,
  Icon,
  MarketGlyph,
  NATIONAL,
  PortGlyph,
  RailGlyph,
  WorkerGlyph,
} from '../boards/the-cost/glyphs.tsx';
import { ActionsFigure, EventsFigure, MarketsFigure, RutlandFigure, WorkFigure } from './cost-figures.tsx';
import type { GameRules, GlossaryEntry } from './types.ts';

const me = TC_COLORS[0];
const icon = (node: React.ReactNode) => <Icon size={30}>{node}</Icon>;

function glossary(): GlossaryEntry[] {
  return [
    {
      id: 'subsidy',
      icon: icon(<ActionGlyph action="SUBSIDY" />),
      name: { en: 'Subsidy', it: 'Sussidio' },
      meaning: {
        en: 'An action: take $1, or resources of the active country equal to its exchange rate (twice as many with Surplus resources). A country with demand 0 pays none.',
        it: 'Un’azione: prendi $1, o risorse del paese attivo pari al suo tasso di cambio (il doppio con Risorse in eccesso). Un paese con domanda 0 non ne paga.',
      },
    },
    {
      id: 'mine',
      icon: icon(<ActionGlyph action="MINE" color={me} />),
      name: { en: 'Mine', it: 'Miniera' },
      meaning: {
        en: 'Built on an open site; produces a raw (blue) die once per round. Your first mine costs 1 resource and holds 4 workers, later ones cost 2 and hold 3.',
        it: 'Si costruisce su un sito libero; produce un dado grezzo (blu) una volta per round. La prima miniera costa 1 risorsa e tiene 4 lavoratori, le altre costano 2 e ne tengono 3.',
      },
    },
    {
      id: 'mill',
      icon: icon(<ActionGlyph action="MILL" color={me} />),
      name: { en: 'Mill', it: 'Mulino' },
      meaning: {
        en: 'Built on an open site for 4 resources, 2 workers. It buys raw dice ($1 per pip to the mover) and turns them into refined (green) dice.',
        it: 'Si costruisce su un sito libero per 4 risorse, 2 lavoratori. Compra dadi grezzi ($1 per punto a chi li porta) e li trasforma in dadi raffinati (verdi).',
      },
    },
    {
      id: 'rail',
      icon: icon(<RailGlyph color={me} />),
      name: { en: 'Player rail', it: 'Binario del giocatore' },
      meaning: {
        en: 'Pays its owner $1 (or $2 with Lucrative rail) each time a die enters it, whoever moves the die. Unlimited.',
        it: 'Paga al proprietario $1 (o $2 con Binari redditizi) ogni volta che un dado ci entra, chiunque lo muova. Illimitati.',
      },
    },
    {
      id: 'port',
      icon: icon(<PortGlyph color={me} />),
      name: { en: 'Player port', it: 'Porto del giocatore' },
      meaning: {
        en: 'Pays its owner $1 (or $2 with Lucrative port) when a die leaves or enters the country through it. Unlimited.',
        it: 'Paga al proprietario $1 (o $2 con Porto redditizio) quando un dado esce o entra nel paese passando da lì. Illimitati.',
      },
    },
    {
      id: 'national',
      icon: icon(<RailGlyph color={NATIONAL} />),
      name: { en: 'National rail or port', it: 'Binario o porto nazionale' },
      meaning: {
        en: 'Grey, placed by events. Nobody owns it and nobody is paid for it, but it counts as built.',
        it: 'Grigio, messo dagli eventi. Non è di nessuno e non paga nessuno, ma conta come costruito.',
      },
    },
    {
      id: 'raw-die',
      icon: icon(<DieGlyph value={3} color="raw" />),
      name: { en: 'Raw die', it: 'Dado grezzo' },
      meaning: {
        en: 'Raw asbestos from a mine. Its value is the living workers plus bonuses, at most 6. It goes to a mill or to the emerging market.',
        it: 'Amianto grezzo da una miniera. Vale i lavoratori vivi più i bonus, al massimo 6. Va a un mulino o al mercato emergente.',
      },
    },
    {
      id: 'refined-die',
      icon: icon(<DieGlyph value={3} color="refined" />),
      name: { en: 'Refined die', it: 'Dado raffinato' },
      meaning: {
        en: 'Refined asbestos from a mill. Sold to a market with demand left ($2 per pip) or to the emerging market.',
        it: 'Amianto raffinato da un mulino. Si vende a un mercato con domanda residua ($2 per punto) o al mercato emergente.',
      },
    },
    {
      id: 'market',
      icon: icon(<MarketGlyph />),
      name: { en: 'Market', it: 'Mercato' },
      meaning: {
        en: 'One per country. It buys refined dice while this round’s sales are below the country’s demand.',
        it: 'Uno per paese. Compra dadi raffinati finché le vendite del round sono sotto la domanda del paese.',
      },
    },
    {
      id: 'emerging',
      icon: icon(<EventGlyph marker="SUPPORT_EMERGING_MARKET" />),
      name: { en: 'Emerging market', it: 'Mercato emergente' },
      meaning: {
        en: 'Overseas, always open, reached through an exit port. It pays by the table’s current row and the die’s value; through an unbuilt port, row 0.',
        it: 'Oltremare, sempre aperto, si raggiunge da un porto di uscita. Paga secondo la riga attuale della tabella e il valore del dado; da un porto non costruito, riga 0.',
      },
    },
    {
      id: 'worker',
      icon: icon(<WorkerGlyph />),
      name: { en: 'Worker', it: 'Lavoratore' },
      meaning: {
        en: 'Hired for free when building or before working. Each living worker adds 1 to the die; safe work costs 2 resources per worker, living and dead.',
        it: 'Si assume gratis costruendo o prima di lavorare. Ogni lavoratore vivo aggiunge 1 al dado; il lavoro sicuro costa 2 risorse per lavoratore, vivo o morto.',
      },
    },
    {
      id: 'dead',
      icon: icon(<WorkerGlyph dead />),
      name: { en: 'Dead worker', it: 'Lavoratore morto' },
      meaning: {
        en: 'Each unsafe work kills one. The country’s demand falls by one, and the death decides the next turn order. The dead stay in the facility.',
        it: 'Ogni lavoro non sicuro ne uccide uno. La domanda del paese scende di uno, e il morto decide il prossimo ordine di turno. I morti restano nell’impianto.',
      },
    },
    {
      id: 'cubes',
      icon: icon(
        <g>
          <rect x={-10} y={-5} width={9} height={9} fill={CUBE.red} />
          <rect x={1} y={-5} width={9} height={9} fill={CUBE.blue} />
        </g>,
      ),
      name: { en: 'Political climate', it: 'Clima politico' },
      meaning: {
        en: 'Red and blue cubes. Building a mine or mill moves its site’s cube to the holding area; pairs cancel, and what is left switches on effects of that column.',
        it: 'Cubi rossi e blu. Costruire una miniera o un mulino sposta il cubo del sito nell’area di attesa; le coppie si annullano, e ciò che resta attiva gli effetti di quella colonna.',
      },
    },
  ];
}

export const theCostRules: GameRules = {
  game: 'the-cost',
  title: { en: 'The Cost', it: 'The Cost' },
  intro: {
    en: 'You run an asbestos company across the countries in play: mines, mills, rails and ports. Profit comes from working your facilities, and unsafe work kills workers. The richest player wins; the report at the end shows the dead.',
    it: 'Gestisci un’azienda dell’amianto nei paesi in gioco: miniere, mulini, binari e porti. Il profitto viene dal far lavorare gli impianti, e il lavoro non sicuro uccide. Vince il giocatore più ricco; il resoconto finale mostra i morti.',
  },
  sections: [
    {
      id: 'goal',
      title: { en: 'Goal and round', it: 'Obiettivo e round' },
      paragraphs: [
        {
          en: 'The game lasts 4 rounds. Each player starts with $2 and no resources. At the end the player with the most money wins; tied players share the win.',
          it: 'La partita dura 4 round. Ogni giocatore parte con $2 e nessuna risorsa. Alla fine vince chi ha più denaro; a pari merito si vince insieme.',
        },
        {
          en: 'A round has four phases, each played in turn order: 1 choose actions, 2 convert money, 3 action cycles, 4 new turn order.',
          it: 'Un round ha quattro fasi, giocate nell’ordine di turno: 1 scelta delle azioni, 2 cambio del denaro, 3 cicli di azione, 4 nuovo ordine di turno.',
        },
      ],
    },
    {
      id: 'countries',
      title: { en: 'Countries', it: 'Paesi' },
      paragraphs: [
        {
          en: 'One country per player is in play. Each has its own map of triangles (sites, rails, ports and one market), an exchange rate, a demand track and a political climate.',
          it: 'È in gioco un paese per giocatore. Ognuno ha la sua mappa di triangoli (siti, binari, porti e un mercato), un tasso di cambio, una traccia della domanda e un clima politico.',
        },
        {
          en: 'The exchange rate says how many resources $1 or a subsidy buys there; it goes up each time one of the country’s event markers is taken. Demand says how many refined dice the country buys this round; every death there lowers it for good.',
          it: 'Il tasso di cambio dice quante risorse si ottengono lì con $1 o con un sussidio; sale ogni volta che si prende un segnalino evento del paese. La domanda dice quanti dadi raffinati il paese compra in questo round; ogni morte lì la abbassa per sempre.',
        },
        {
          en: 'Dice move only along the printed paths between triangles. Below: Rutland with the first player’s mine on S5 and two rails.',
          it: 'I dadi si muovono solo lungo i percorsi stampati tra i triangoli. Sotto: Rutland con la miniera del primo giocatore su S5 e due binari.',
        },
      ],
      figure: () => <RutlandFigure />,
    },
    {
      id: 'phase-1',
      title: { en: 'Phase 1: choose actions', it: 'Fase 1: scelta delle azioni' },
      paragraphs: [
        {
          en: 'On your turn pick a country that is still in play. You take its leftmost event marker (or a blank one when none is left), and its exchange rate rises at once.',
          it: 'Nel tuo turno scegli un paese ancora in gioco. Prendi il suo segnalino evento più a sinistra (o uno vuoto se non ne restano), e il suo tasso di cambio sale subito.',
        },
        {
          en: 'Place the marker on a free corner of the action board, where three hexes meet. A corner serves once per game, and a corner of three subsidies cannot be taken. The marker’s event happens, then the three hexes are your three slots.',
          it: 'Metti il segnalino su un angolo libero del tabellone azioni, dove si toccano tre esagoni. Ogni angolo si usa una volta per partita, e un angolo di tre sussidi non si può prendere. Avviene l’evento del segnalino, poi i tre esagoni sono i tuoi tre spazi.',
        },
        {
          en: 'Use each slot at most once, in any order: its own action, or any other action for $3. Every action happens in the country you picked. You may leave slots unused.',
          it: 'Usa ogni spazio al massimo una volta, in qualsiasi ordine: la sua azione, o un’altra azione per $3. Ogni azione avviene nel paese scelto. Puoi lasciare spazi inutilizzati.',
        },
      ],
    },
    {
      id: 'events',
      title: { en: 'Events', it: 'Eventi' },
      paragraphs: [
        {
          en: 'National rails: grey rails on two open rail triangles, or on one open site (plus one more with Effective infrastructure). National port: a grey port on an open port triangle. Support for the emerging market: its table moves one row down and pays more.',
          it: 'Binari nazionali: binari grigi su due triangoli binario liberi, o su un sito libero (più uno con Infrastrutture efficienti). Porto nazionale: un porto grigio su un triangolo porto libero. Sostegno al mercato emergente: la sua tabella scende di una riga e paga di più.',
        },
      ],
      figure: () => <EventsFigure />,
    },
    {
      id: 'actions',
      title: { en: 'Actions', it: 'Azioni' },
      paragraphs: [
        {
          en: 'Buildings are paid with resources of the country where you build.',
          it: 'Le costruzioni si pagano con risorse del paese in cui costruisci.',
        },
      ],
      points: [
        {
          en: 'Subsidy: $1, or resources equal to the exchange rate (doubled with Surplus resources). Nothing in a country with demand 0.',
          it: 'Sussidio: $1, o risorse pari al tasso di cambio (doppie con Risorse in eccesso). Niente in un paese con domanda 0.',
        },
        {
          en: 'Mine: on an open site. Your very first mine costs 1 resource, goes in column 1 of your board and holds 4 workers; others cost 2 and hold 3. Hire 1 worker or more, for free. At most 6 mines per game.',
          it: 'Miniera: su un sito libero. La tua prima miniera costa 1 risorsa, va nella colonna 1 della tua plancia e tiene 4 lavoratori; le altre costano 2 e ne tengono 3. Assumi almeno 1 lavoratore, gratis. Al massimo 6 miniere per partita.',
        },
        {
          en: 'Mill: on an open site, 4 resources, 2 workers. At most 5 mills per game. Building a mine or mill moves the site’s climate cube and may switch effects on or off.',
          it: 'Mulino: su un sito libero, 4 risorse, 2 lavoratori. Al massimo 5 mulini per partita. Costruire una miniera o un mulino sposta il cubo del clima del sito e può attivare o spegnere effetti.',
        },
        {
          en: 'Rails: two rails on open rail triangles, or one on an open site (plus one more with Effective infrastructure). Free and unlimited.',
          it: 'Binari: due binari su triangoli binario liberi, o uno su un sito libero (più uno con Infrastrutture efficienti). Gratis e illimitati.',
        },
        {
          en: 'Port: one port on an open port triangle. Free and unlimited. With Privatization a rail or port of yours may replace a national one.',
          it: 'Porto: un porto su un triangolo porto libero. Gratis e illimitati. Con Privatizzazione un tuo binario o porto può sostituirne uno nazionale.',
        },
      ],
      figure: () => <ActionsFigure />,
    },
    {
      id: 'phase-2',
      title: { en: 'Phase 2: convert money', it: 'Fase 2: cambio del denaro' },
      paragraphs: [
        {
          en: 'In turn order, each player may turn dollars into resources of any country in play: each $1 gives as many resources as that country’s exchange rate. Resources never turn back into money.',
          it: 'Nell’ordine di turno, ogni giocatore può cambiare dollari in risorse di qualsiasi paese in gioco: ogni $1 dà tante risorse quanto il tasso di cambio di quel paese. Le risorse non tornano mai denaro.',
        },
      ],
    },
    {
      id: 'phase-3',
      title: { en: 'Phase 3: action cycles', it: 'Fase 3: cicli di azione' },
      paragraphs: [
        {
          en: 'Players take turns, one action each, round and round. If you can mine, mill or move a die you must do one of them; if you cannot, you may invest or pass. The phase ends when, at the start of a cycle, nobody can do anything.',
          it: 'I giocatori agiscono a turno, un’azione ciascuno, a giro. Se puoi estrarre, raffinare o muovere un dado devi farne una; se non puoi, puoi investire o passare. La fase finisce quando, all’inizio di un giro, nessuno può fare nulla.',
        },
        {
          en: 'Mining uses an unused mine without a die; milling uses a mill holding a raw die. First you may hire workers up to the capacity. Then choose: safe work costs 2 resources of that country per worker, living and dead; unsafe work is free but one living worker dies.',
          it: 'Estrarre usa una miniera non ancora usata e senza dado; raffinare usa un mulino con un dado grezzo. Prima puoi assumere lavoratori fino alla capacità. Poi scegli: il lavoro sicuro costa 2 risorse di quel paese per lavoratore, vivo o morto; quello non sicuro è gratis ma un lavoratore vivo muore.',
        },
        {
          en: 'The die is worth the living workers counted before the death, plus bonuses (Effective mining or milling, Improved production), at most 6.',
          it: 'Il dado vale i lavoratori vivi contati prima della morte, più i bonus (Estrazione o Raffinazione efficiente, Produzione migliorata), al massimo 6.',
        },
      ],
      figure: () => <WorkFigure />,
    },
    {
      id: 'moving',
      title: { en: 'Moving dice and getting paid', it: 'Muovere i dadi e farsi pagare' },
      paragraphs: [
        {
          en: 'A raw die goes to any mill without a die (it then belongs to the mill’s owner) and pays the mover $1 per pip. A refined die goes to a market whose country still buys this round and pays $2 per pip. Either may go to the emerging market through an exit port.',
          it: 'Un dado grezzo va a un mulino senza dado (e diventa del proprietario del mulino) e paga a chi lo muove $1 per punto. Un dado raffinato va a un mercato il cui paese compra ancora in questo round e paga $2 per punto. Entrambi possono andare al mercato emergente da un porto di uscita.',
        },
        {
          en: 'Dice follow printed paths, through the best rails first (rails of owners with rail authority lead). A trip abroad leaves by an exit port and lands at an entry port. Each player rail entered pays its owner $1, and each player port used to leave or land pays $1, even to the mover.',
          it: 'I dadi seguono i percorsi stampati, passando prima dai binari migliori (quelli dei proprietari con autorità ferroviaria hanno la precedenza). Un viaggio all’estero esce da un porto di uscita e arriva a un porto di entrata. Ogni binario di un giocatore attraversato paga $1 al proprietario, e ogni porto di un giocatore usato per uscire o entrare paga $1, anche a chi muove.',
        },
      ],
      figure: () => <MarketsFigure />,
    },
    {
      id: 'investing',
      title: { en: 'Investing', it: 'Investire' },
      paragraphs: [
        {
          en: 'Only in phase 3, and only on a turn when you cannot mine, mill or move. Pay $1 to move one space, or $2 for two spaces, on one of your four tracks. Each track has four $1 spaces and the marker starts on the first: one $1 gives level 1, three in all give level 2, the last.',
          it: 'Solo nella fase 3, e solo in un turno in cui non puoi estrarre, raffinare o muovere. Paga $1 per avanzare di uno spazio, o $2 per due, su una delle tue quattro tracce. Ogni traccia ha quattro spazi da $1 e il segnalino parte dal primo: un $1 dà il livello 1, tre in tutto danno il livello 2, l’ultimo.',
        },
      ],
      points: [
        {
          en: 'Rail authority: your rails come first on routes (level 2 before level 1 before others).',
          it: 'Autorità ferroviaria: i tuoi binari hanno la precedenza sui percorsi (livello 2 prima del livello 1, prima degli altri).',
        },
        {
          en: 'Port authority: your ports are chosen first to leave and enter countries.',
          it: 'Autorità portuale: i tuoi porti sono scelti per primi per uscire ed entrare nei paesi.',
        },
        {
          en: 'Improved production: +1 to your raw dice; at level 2 also +1 to your refined dice.',
          it: 'Produzione migliorata: +1 ai tuoi dadi grezzi; al livello 2 anche +1 ai tuoi dadi raffinati.',
        },
        {
          en: 'Emerging market bonus: +$1 per delivery of yours to the emerging market, +$2 at level 2.',
          it: 'Bonus mercato emergente: +$1 per ogni tua consegna al mercato emergente, +$2 al livello 2.',
        },
      ],
    },
    {
      id: 'deaths',
      title: { en: 'Deaths, demand and bans', it: 'Morti, domanda e divieti' },
      paragraphs: [
        {
          en: 'Every death moves the country’s demand tracker one space. With demand 0 the country buys no refined dice and pays no subsidies. One more death and the country bans asbestos: it leaves the game with every mine and mill on it, rails and ports go back to their owners, and its resources become useless. If every country bans it, the game ends at once.',
          it: 'Ogni morte sposta di uno spazio l’indicatore della domanda del paese. Con domanda 0 il paese non compra dadi raffinati e non paga sussidi. Ancora una morte e il paese vieta l’amianto: esce dal gioco con tutte le miniere e i mulini che vi si trovano, binari e porti tornano ai proprietari, e le sue risorse non servono più. Se tutti i paesi lo vietano, la partita finisce subito.',
        },
      ],
    },
    {
      id: 'phase-4',
      title: { en: 'Phase 4: new turn order', it: 'Fase 4: nuovo ordine di turno' },
      paragraphs: [
        {
          en: 'Players who had workers die this round choose their place in the next turn order, most deaths first; the others fill the free places in their old order. Then mines can be used again and the dice sold to markets leave the demand tracks.',
          it: 'Chi ha avuto lavoratori morti in questo round sceglie il proprio posto nel prossimo ordine di turno, prima chi ne ha avuti di più; gli altri occupano i posti liberi nel loro ordine precedente. Poi le miniere si possono riusare e i dadi venduti ai mercati lasciano le tracce della domanda.',
        },
      ],
    },
    {
      id: 'end',
      title: { en: 'End of the game', it: 'Fine della partita' },
      paragraphs: [
        {
          en: 'The game ends after phase 3 of round 4. The most money wins. The report then shows what the profit cost: deaths per country and per company, safe and unsafe work, and which countries banned asbestos and when.',
          it: 'La partita finisce dopo la fase 3 del round 4. Vince chi ha più denaro. Il resoconto mostra poi quanto è costato il profitto: morti per paese e per azienda, lavoro sicuro e non sicuro, e quali paesi hanno vietato l’amianto e quando.',
        },
      ],
    },
  ],
  glossary,
};
