// What a legal move costs and gives the player, in plain words, for the web client's choices: clients
// show these sentences instead of redoing the rules' arithmetic. Every figure comes from the same helpers
// the rules apply, so an explanation cannot drift from what the move really does.
import { plural, type Lang } from '../../kernel/index.ts';
import { dieValue as valueOfDie, EMERGING_MARKET_BONUS, SURPLUS_RESOURCES, trackCode } from './codes.ts';
import type { Edition } from './data/compile.ts';
import type { CostMove, Invest } from './moves.ts';
import { TRACK_NAMES } from './names.ts';
import { facilityCost } from './rules/action-options.ts';
import { subsidyResources } from './rules/actions.ts';
import { countryInPlay, countryName, effects, exchangeRate } from './rules/common.ts';
import { deathRegulates } from './rules/deaths.ts';
import { convertedResources } from './rules/phase2.ts';
import { dieValue, investCost, safeWorkCost } from './rules/phase3.ts';
import type { CostState, Ctx } from './state.ts';

type Texts = Record<Lang, string>;

const both = (en: string, it: string): Texts => ({ en, it });
const resEn = (n: number, c: string) =>
  plural('en', n, { one: `# ${c} resource`, other: `# ${c} resources` });
const resIt = (n: number, c: string) =>
  plural('it', n, { one: `# risorsa di ${c}`, other: `# risorse di ${c}` });

/** Sentences in order, one line per language. */
function join(parts: (Texts | null)[]): Texts | null {
  const kept = parts.filter((p): p is Texts => p !== null);
  if (kept.length === 0) return null;
  return both(kept.map((p) => p.en).join(' '), kept.map((p) => p.it).join(' '));
}

export function explainMove(e: Edition, s: CostState, seat: number, move: CostMove): Texts | null {
  const g: Ctx = { e, s, log: null };
  const p = s.p[seat];
  if (!p) return null;
  switch (move.type) {
    case 'SUBSIDY':
    case 'BUILD_MINE':
    case 'BUILD_MILL':
    case 'BUILD_RAILS':
    case 'BUILD_PORT': {
      const cost = e.costs.swapAction;
      const swap = move.swap
        ? both(
            `Pay $${cost} to swap the slot's action (you have $${p.money}).`,
            `Paghi ${cost}$ per cambiare l'azione dello spazio (hai ${p.money}$).`,
          )
        : null;
      return join([swap, explainAction(g, seat, move)]);
    }
    case 'CONVERT': {
      const c = countryInPlay(e, s, move.country);
      if (c < 0) return null;
      const name = countryName(g, c);
      const got = convertedResources(e, s.c[c], move.dollars);
      const rate = exchangeRate(e, s.c[c]);
      return both(
        `Pay $${move.dollars} for ${resEn(got, name)} (exchange rate ${rate}); you have $${p.money}.`,
        `Paghi ${move.dollars}$ per ${resIt(got, name)} (tasso di cambio ${rate}); hai ${p.money}$.`,
      );
    }
    case 'MINE':
    case 'MILL':
      return explainWork(g, seat, move);
    case 'INVEST':
      return explainInvest(e, s, seat, move);
    case 'MOVE':
      return move.destination === 'EMERGING_MARKET' ? explainEmergingMarket(g, seat, move) : null;
    default:
      // Choices of countries, corners, events, routes to markets and mills (whose payments the move
      // itself lists) and turn order cost nothing by themselves.
      return null;
  }
}

/** The cost, the space reached (of the track's last) and the level it gives, or the space of the next level. */
function explainInvest(e: Edition, s: CostState, seat: number, move: Invest): Texts {
  const p = s.p[seat];
  const cost = investCost(e, move.spaces);
  const from = p.inv[trackCode(move.track)];
  const to = Math.min(e.investSpaces, from + move.spaces);
  const level = e.levelOf[to];
  const next = e.levelOf.findIndex((l) => l > level);
  const en = TRACK_NAMES.en[move.track];
  const it = TRACK_NAMES.it[move.track];
  const gain =
    level > e.levelOf[from]
      ? both(`: ${en} ${level}`, `: ${it} ${level}`)
      : next >= 0
        ? both(` (level ${level + 1} at space ${next})`, ` (livello ${level + 1} allo spazio ${next})`)
        : both('', '');
  return both(
    `Pay $${cost} to move your ${en} marker ${plural('en', move.spaces, { one: '# space', other: '# spaces' })}, to space ${to} of ${e.investSpaces}${gain.en}; you have $${p.money}.`,
    `Paghi ${cost}$ per avanzare il tuo segnalino ${it} di ${plural('it', move.spaces, { one: '# spazio', other: '# spazi' })}, allo spazio ${to} di ${e.investSpaces}${gain.it}; hai ${p.money}$.`,
  );
}

/** The action of a phase-1 slot, in the active country of the turn. */
function explainAction(g: Ctx, seat: number, move: CostMove): Texts | null {
  const { e, s } = g;
  const c = s.tc;
  if (c < 0 || !s.c[c]) return null;
  const name = countryName(g, c);
  const have = s.p[seat].res[c] ?? 0;
  if (move.type === 'SUBSIDY') {
    if (move.take === 'MONEY')
      return both(`Subsidy: you get $${e.pay.subsidyMoney}.`, `Sussidio: ricevi ${e.pay.subsidyMoney}$.`);
    const n = subsidyResources(e, s.c[c]);
    const rate = exchangeRate(e, s.c[c]);
    const surplus = (effects(e, s.c[c]) & SURPLUS_RESOURCES) !== 0;
    return surplus
      ? both(
          `Subsidy: you get ${resEn(n, name)} (exchange rate ${rate}, doubled by surplus resources).`,
          `Sussidio: ricevi ${resIt(n, name)} (tasso di cambio ${rate}, raddoppiato dalle risorse in eccesso).`,
        )
      : both(
          `Subsidy: you get ${resEn(n, name)} (exchange rate ${rate}).`,
          `Sussidio: ricevi ${resIt(n, name)} (tasso di cambio ${rate}).`,
        );
  }
  if (move.type === 'BUILD_MINE' || move.type === 'BUILD_MILL') {
    const mill = move.type === 'BUILD_MILL';
    const cost = facilityCost(g, seat, mill);
    const what = mill
      ? both('mill', 'raffineria')
      : s.p[seat].firstMine
        ? both('mine', 'miniera')
        : both('first mine', 'prima miniera');
    return both(
      `Costs ${resEn(cost, name)} (${what.en}); you have ${have}. Hiring is free.`,
      `Costa ${resIt(cost, name)} (${what.it}); ne hai ${have}. Assumere è gratis.`,
    );
  }
  return null;
}

/** Mining or milling: what safe work costs, or whom unsafe work kills, and the die it makes. */
function explainWork(g: Ctx, seat: number, move: Extract<CostMove, { type: 'MINE' | 'MILL' }>): Texts | null {
  const { e, s } = g;
  const c = countryInPlay(e, s, move.country);
  if (c < 0) return null;
  const t = e.countries[s.c[c].d].map.index[move.site];
  const f = s.p[seat].fac.find((x) => x !== null && x.c === c && x.t === t);
  if (!f) return null;
  const name = countryName(g, c);
  const value = dieValue(g, seat, f, f.living + move.hire);
  const die = both(`The die shows ${value}.`, `Il dado vale ${value}.`);
  if (move.safe) {
    const cost = safeWorkCost(g, f, move.hire);
    const per = e.costs.safeWorkPerWorker;
    return join([
      both(
        `Safe work: pay ${resEn(cost, name)}, ${per} per worker living or dead; you have ${s.p[seat].res[c]}.`,
        `Lavoro sicuro: paghi ${resIt(cost, name)}, ${per} per lavoratore vivo o morto; ne hai ${s.p[seat].res[c]}.`,
      ),
      die,
    ]);
  }
  if (deathRegulates(s.c[c]))
    return both(
      `Unsafe work: a worker of yours dies and ${name} bans asbestos; everything of it leaves the game, this die too.`,
      `Lavoro non sicuro: muore un tuo lavoratore e ${name} vieta l'amianto; tutto ciò che vi si trova esce dal gioco, anche questo dado.`,
    );
  return join([
    both(
      `Unsafe work: a worker of yours dies and the demand of ${name} falls by one.`,
      `Lavoro non sicuro: muore un tuo lavoratore e la domanda di ${name} scende di uno.`,
    ),
    die,
  ]);
}

/**
 * A die sold to the emerging market: which row of its chart pays, and why it is row 0 when the exit port
 * is not built (the row the board marks is then not the one that pays).
 */
function explainEmergingMarket(
  g: Ctx,
  seat: number,
  move: Extract<CostMove, { type: 'MOVE' }>,
): Texts | null {
  const { e, s } = g;
  const c = countryInPlay(e, s, move.country);
  if (c < 0 || move.exit === null) return null;
  const map = e.countries[s.c[c].d].map;
  const t = map.index[move.site];
  const x = map.index[move.exit];
  if (t === undefined || x === undefined || !s.c[c].die[t]) return null;
  const value = valueOfDie(s.c[c].die[t]);
  const built = s.c[c].built[x] !== 0;
  const row = built ? s.em : 0;
  const pay = e.emPayout[row][value - 1];
  const bonus = e.levelOf[s.p[seat].inv[EMERGING_MARKET_BONUS]];
  const bonusEn = bonus ? ` plus $${bonus} from your ${TRACK_NAMES.en.EMERGING_MARKET_BONUS}` : '';
  const bonusIt = bonus ? ` più ${bonus}$ dal tuo ${TRACK_NAMES.it.EMERGING_MARKET_BONUS}` : '';
  if (built)
    return both(
      `The emerging market pays row ${row} of its chart for a die of ${value}: $${pay}${bonusEn}.`,
      `Il mercato emergente paga la riga ${row} della sua tabella per un dado da ${value}: ${pay}$${bonusIt}.`,
    );
  return both(
    `No port is built on ${move.exit}, so the emerging market pays row 0 of its chart, not row ${s.em}: $${pay} for a die of ${value}${bonusEn}.`,
    `Su ${move.exit} non c'è un porto, quindi il mercato emergente paga la riga 0 della sua tabella, non la riga ${s.em}: ${pay}$ per un dado da ${value}${bonusIt}.`,
  );
}
