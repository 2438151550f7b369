// Short plain-language labels of moves, for buttons and terminal lists, in English and Italian.
import type { Lang } from '../../kernel/index.ts';
import type { Edition } from './data/compile.ts';
import type { CostMove } from './moves.ts';
import { TRACK_NAMES } from './names.ts';
import { investCost } from './rules/phase3.ts';

const T = {
  en: {
    swap: (hex: string, cost: number) => ` (hex ${hex}, swap $${cost})`,
    slot: (hex: string) => ` (hex ${hex})`,
    choose: 'Countries',
    select: 'Choose',
    corner: 'Event marker on corner',
    nationalRails: 'National rails on',
    nationalPort: 'National port on',
    subsidyMoney: (n: number) => `Subsidy: $${n}`,
    subsidyResources: 'Subsidy: resources',
    mine: 'Mine on',
    mill: 'Mill on',
    column: 'column',
    hire: 'hire',
    rails: 'Rails on',
    port: 'Port on',
    endTurn: 'End the turn',
    convert: (d: number, c: string) => `Convert $${d} into ${c} resources`,
    done: 'Done converting',
    work: (what: 'MINE' | 'MILL', c: string, site: string, hire: number, safe: boolean) =>
      `${what === 'MINE' ? 'Mine' : 'Mill'} at ${c} ${site}, hire ${hire}, ${safe ? 'safely' : 'unsafely (a worker dies)'}`,
    toMill: 'to the mill at',
    toMarket: 'to the market of',
    toEm: 'to the emerging market',
    via: 'via port',
    viaPorts: 'via ports',
    pays: 'pays',
    // Ports are named P1, P2... on the maps: players are spelled out so the two are not mistaken.
    player: 'player ',
    dollars: (n: number) => `$${n}`,
    invest: (track: string, n: number) => `Invest $${n} in ${track}`,
    pass: 'Pass',
    position: 'Take place',
    move: 'Move',
  },
  it: {
    swap: (hex: string, cost: number) => ` (esagono ${hex}, cambio ${cost}$)`,
    slot: (hex: string) => ` (esagono ${hex})`,
    choose: 'Nazioni',
    select: 'Scegli',
    corner: "Segnalino evento sull'angolo",
    nationalRails: 'Ferrovie nazionali su',
    nationalPort: 'Porto nazionale su',
    subsidyMoney: (n: number) => `Sussidio: ${n}$`,
    subsidyResources: 'Sussidio: risorse',
    mine: 'Miniera su',
    mill: 'Raffineria su',
    column: 'colonna',
    hire: 'assumi',
    rails: 'Binari su',
    port: 'Porto su',
    endTurn: 'Termina il turno',
    convert: (d: number, c: string) => `Converti ${d}$ in risorse di ${c}`,
    done: 'Fine conversione',
    work: (what: 'MINE' | 'MILL', c: string, site: string, hire: number, safe: boolean) =>
      `${what === 'MINE' ? 'Estrai' : 'Raffina'} in ${c} ${site}, assumi ${hire}, ${safe ? 'in sicurezza' : 'senza sicurezza (muore un lavoratore)'}`,
    toMill: 'alla raffineria di',
    toMarket: 'al mercato di',
    toEm: 'al mercato emergente',
    via: 'via il porto',
    viaPorts: 'via i porti',
    pays: 'paga',
    player: 'giocatore ',
    dollars: (n: number) => `${n}$`,
    invest: (track: string, n: number) => `Investi ${n}$ in ${track}`,
    pass: 'Passa',
    position: 'Prendi il posto',
    move: 'Sposta',
  },
};

export function formatMove(e: Edition, move: CostMove, lang: Lang, names?: readonly string[]): string {
  const t = T[lang] ?? T.en;
  const countryLabel = (id: string | null) =>
    id === null ? '' : (e.countries[e.countryIndex[id]]?.name ?? id);
  const slot = (m: { hex: string; swap: boolean }) =>
    m.swap ? t.swap(m.hex, e.costs.swapAction) : t.slot(m.hex);
  switch (move.type) {
    case 'CHOOSE_COUNTRIES':
      return `${t.choose}: ${move.countries.map(countryLabel).join(', ')}`;
    case 'SELECT_COUNTRY':
      return `${t.select} ${countryLabel(move.country)}`;
    case 'PLACE_EVENT_MARKER': {
      const k = e.board.cornerIndex[move.corner];
      const hexes =
        k === undefined ? '' : ` (${e.board.cornerHexes[k].map((h) => e.board.hexIds[h]).join(' ')})`;
      return `${t.corner} ${move.corner}${hexes}`;
    }
    case 'NATIONAL_RAILS':
      return `${t.nationalRails} ${move.triangles.join(', ')}`;
    case 'NATIONAL_PORT':
      return `${t.nationalPort} ${move.triangle}`;
    case 'SUBSIDY':
      return (move.take === 'MONEY' ? t.subsidyMoney(e.pay.subsidyMoney) : t.subsidyResources) + slot(move);
    case 'BUILD_MINE':
    case 'BUILD_MILL':
      return `${move.type === 'BUILD_MINE' ? t.mine : t.mill} ${move.site}, ${t.column} ${move.column}, ${t.hire} ${move.hire}${slot(move)}`;
    case 'BUILD_RAILS':
      return `${t.rails} ${move.triangles.join(', ')}${slot(move)}`;
    case 'BUILD_PORT':
      return `${t.port} ${move.triangle}${slot(move)}`;
    case 'END_TURN':
      return t.endTurn;
    case 'CONVERT':
      return t.convert(move.dollars, countryLabel(move.country));
    case 'DONE':
      return t.done;
    case 'MINE':
    case 'MILL':
      return t.work(move.type, countryLabel(move.country), move.site, move.hire, move.safe);
    case 'MOVE': {
      const where =
        move.destination === 'EMERGING_MARKET'
          ? `${t.toEm}${move.exit ? ` ${t.via} ${move.exit}` : ''}`
          : `${move.destination === 'MILL' ? t.toMill : t.toMarket} ${countryLabel(move.toCountry)}${move.destination === 'MILL' ? ` ${move.target}` : ''}` +
            (move.exit ? ` ${t.viaPorts} ${move.exit} → ${move.entry}` : '');
      const pays = move.payments
        .map((x, seat) => (x ? `${names?.[seat] ?? `${t.player}${seat + 1}`} ${t.dollars(x)}` : ''))
        .filter(Boolean)
        .join(', ');
      // A blocked move names no route, so it pays nobody yet.
      return `${t.move} ${countryLabel(move.country)} ${move.site} ${where}${pays ? `: ${pays}` : ''}`;
    }
    case 'INVEST':
      return t.invest(TRACK_NAMES[lang][move.track], investCost(e, move.spaces));
    case 'PASS':
      return t.pass;
    case 'CHOOSE_TURN_POSITION':
      return `${t.position} ${move.position}`;
  }
}
