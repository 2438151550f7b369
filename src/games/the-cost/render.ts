// The position as text for the terminal game: action board, every country map, players, and the
// decision pending. Drawn from the view and the static edition data only.
import type { Lang, Viewer } from '../../kernel/index.ts';
import type { Edition } from './data/compile.ts';
import { TRACKS } from './moves.ts';
import { ACTION_NAMES, EFFECT_NAMES, EVENT_NAMES_TEXT, PLAYER, TRACK_NAMES } from './names.ts';
import type { CostView, CountryView, DecisionKind } from './view.ts';

const WORDS = {
  en: {
    round: 'Round',
    phase: 'phase',
    phases: ['', 'select actions', 'convert money', 'mine, mill or move', 'clean-up'],
    order: 'Turn order',
    em: 'Emerging market row',
    waiting: 'Waiting for',
    over: 'The game is over.',
    rate: 'rate',
    demand: 'demand',
    sold: 'sold',
    climate: 'climate',
    none: 'none',
    events: 'events left',
    regulated: 'REGULATED OUT',
    money: 'money',
    resources: 'resources',
    invest: 'investments',
    supply: 'supply',
    mines: 'mines',
    mills: 'mills',
    deaths: 'deaths this round',
    board: 'Action board',
    used: 'used corners',
    slots: 'slots',
    you: '(you)',
    usedMine: 'used',
    columns: { red: 'red', blue: 'blue' },
    dollars: (n: number) => `$${n}`,
    legend:
      'Legend: =1 rail of player 1, =n national rail, #1 / #n port, M1 mine, F1 mill, r4 raw die 4, g3 refined die 3, (r)/(b) site marker with its cube.',
    decisions: {
      CHOOSE_COUNTRIES: 'choose the countries',
      SELECT_COUNTRY: 'choose a country',
      PLACE_EVENT_MARKER: 'place the event marker on a corner',
      NATIONAL_RAILS: 'place national rails',
      NATIONAL_PORT: 'place a national port',
      TAKE_ACTION: 'take an action or end the turn',
      CONVERT: 'convert money',
      WORK: 'mine, mill or move asbestos',
      INVEST_OR_PASS: 'invest or pass',
      CHOOSE_TURN_POSITION: 'choose a place in the turn order',
    } as Record<DecisionKind, string>,
  },
  it: {
    round: 'Round',
    phase: 'fase',
    phases: ['', 'selezione azioni', 'conversione denaro', 'estrarre, raffinare o spostare', 'pulizia'],
    order: 'Ordine di turno',
    em: 'Riga del mercato emergente',
    waiting: 'Si attende',
    over: 'La partita è finita.',
    rate: 'cambio',
    demand: 'domanda',
    sold: 'venduti',
    climate: 'clima',
    none: 'nessuno',
    events: 'eventi rimasti',
    regulated: 'COMMERCIO VIETATO',
    money: 'denaro',
    resources: 'risorse',
    invest: 'investimenti',
    supply: 'scorta',
    mines: 'miniere',
    mills: 'raffinerie',
    deaths: 'morti in questo round',
    board: 'Tabellone azioni',
    used: 'angoli usati',
    slots: 'caselle',
    you: '(tu)',
    usedMine: 'usata',
    columns: { red: 'rosso', blue: 'blu' },
    dollars: (n: number) => `${n}$`,
    legend:
      'Legenda: =1 binario del giocatore 1, =n ferrovia nazionale, #1 / #n porto, M1 miniera, F1 raffineria, r4 dado grezzo 4, g3 dado raffinato 3, (r)/(b) segnalino sito con il suo cubetto.',
    decisions: {
      CHOOSE_COUNTRIES: 'scegliere le nazioni',
      SELECT_COUNTRY: 'scegliere una nazione',
      PLACE_EVENT_MARKER: 'piazzare il segnalino evento su un angolo',
      NATIONAL_RAILS: 'piazzare le ferrovie nazionali',
      NATIONAL_PORT: 'piazzare un porto nazionale',
      TAKE_ACTION: "eseguire un'azione o terminare il turno",
      CONVERT: 'convertire denaro',
      WORK: 'estrarre, raffinare o spostare amianto',
      INVEST_OR_PASS: 'investire o passare',
      CHOOSE_TURN_POSITION: "scegliere un posto nell'ordine di turno",
    } as Record<DecisionKind, string>,
  },
};

const CELL = 8;

function mapLines(e: Edition, cv: CountryView): string[] {
  const m = e.static.maps[cv.map];
  const lines: string[] = [];
  const rows = Math.max(...m.triangles.map((t) => t.row)) + 1;
  const minCol = Math.min(...m.triangles.map((t) => t.col));
  for (let r = 0; r < rows; r++) {
    let line = '';
    for (const t of m.triangles.filter((x) => x.row === r).sort((a, b) => a.col - b.col)) {
      let token = t.id;
      const b = cv.built[t.id];
      if (b) {
        const who = b.owner === 'national' ? 'n' : String(b.owner + 1);
        token += { rail: '=', port: '#', mine: 'M', mill: 'F' }[b.type] + who;
      } else if (cv.sites[t.id]) token += `(${cv.sites[t.id] === 'red' ? 'r' : 'b'})`;
      const d = cv.dice[t.id];
      if (d) token += (d.color === 'raw' ? 'r' : 'g') + d.value;
      const at = (t.col - minCol) * CELL;
      line = line.padEnd(at) + token;
    }
    lines.push(`  r${r} ${line}`);
  }
  return lines;
}

export function renderText(e: Edition, v: CostView, viewer: Viewer, lang: Lang): string {
  const w = WORDS[lang] ?? WORDS.en;
  const who = (seat: number) => `${PLAYER[lang]} ${seat + 1}${viewer === seat ? ` ${w.you}` : ''}`;
  const out: string[] = [];
  out.push(
    `${w.round} ${v.round}, ${w.phase} ${v.phase} (${w.phases[v.phase]}). ${w.order}: ${v.turnOrder.map(who).join(', ')}. ${w.em}: ${v.emergingMarketRow}.`,
  );

  // Action board, row by row as printed (axial r from -2 to 2).
  out.push('', `${w.board}:`);
  const hexes = e.static.actionBoard.hexes;
  const minX = Math.min(...hexes.map((h) => h.q + h.r / 2));
  for (const r of [...new Set(hexes.map((h) => h.r))].sort((a, b) => a - b)) {
    let line = '';
    for (const h of hexes.filter((x) => x.r === r).sort((a, b) => a.q - b.q)) {
      const action = v.actionBoard.markers[h.id] ?? (h.icon === 'BLANK' ? '-' : h.icon);
      line = line.padEnd((h.q + h.r / 2 - minX) * 10) + `${h.id}:${action}`;
    }
    out.push('  ' + line);
  }
  const used = Object.entries(v.actionBoard.usedCorners).map(([k, u]) => `${k} (${u.country})`);
  out.push(`  ${w.used}: ${used.join(', ') || w.none}`);
  if (v.turn?.slots.length)
    out.push(
      `  ${w.slots}: ${v.turn.slots.map((s) => `${s.hex} ${ACTION_NAMES[lang][s.action]}${s.used ? ' ✓' : ''}`).join(' | ')}`,
    );

  for (const cv of Object.values(v.countries)) {
    out.push('');
    if (cv.regulated) {
      out.push(`${cv.name}: ${w.regulated} (${w.round} ${cv.regulated.round}).`);
      continue;
    }
    const climate = cv.climate.tracker.column
      ? `${w.columns[cv.climate.tracker.column]} ${cv.climate.tracker.height}: ${cv.climate.active.map((x) => EFFECT_NAMES[lang][x]).join(', ')}`
      : w.none;
    out.push(
      `${cv.name}: ${w.rate} ${cv.exchangeRate}, ${w.demand} ${cv.demand} (${w.sold} ${cv.sold.length}), ${w.climate} ${climate}`,
    );
    out.push(`  ${w.events}: ${cv.eventTrack.map((x) => EVENT_NAMES_TEXT[lang][x]).join(', ') || w.none}`);
    out.push(...mapLines(e, cv));
  }

  out.push('');
  for (const p of v.players) {
    const res = Object.entries(p.resources)
      .map(([c, n]) => `${v.countries[c]?.name ?? c} ${n}`)
      .join(', ');
    const inv = TRACKS.map((k) => `${TRACK_NAMES[lang][k]} ${p.investments[k]}`).join(', ');
    out.push(
      `${who(p.seat)}: ${w.money} ${w.dollars(p.money)}; ${w.resources}: ${res || w.none}; ${w.invest}: ${inv}; ${w.supply}: ${w.mines} ${p.supply.mine}, ${w.mills} ${p.supply.mill}; ${w.deaths}: ${p.deathsThisRound}`,
    );
    for (const f of p.facilities)
      out.push(
        `    ${f.column}. ${f.type === 'mine' ? 'M' : 'F'} ${v.countries[f.country]?.name ?? f.country} ${f.site}: ${f.living}+${f.dead}† /${f.capacity}${f.used ? ` (${w.usedMine})` : ''}${f.firstMine ? ' *' : ''}`,
      );
  }
  out.push('', w.legend);
  out.push(v.pending ? `${w.waiting} ${who(v.pending.seat)}: ${w.decisions[v.pending.decision]}.` : w.over);
  return out.join('\n');
}
