// The steps of a decision in The Cost, over the server's legal moves: a turn's slot, then the action,
// then where (a triangle), which column, how many workers; a delivery's die, then its destination, then
// one of its outcomes with every payment. A choice exists only because some legal move has it.
import type { LegalMove, Texts } from '../../../shared/api.ts';
import type { CostMove, MoveAsbestos } from '../../../games/the-cost/moves.ts';
import type { StaticEdition } from '../../../games/the-cost/data/types.ts';
import type { CostView } from '../../../games/the-cost/view.ts';
import type { Facet, Level, Planner } from '../../play/decision.ts';
import type { PlannerContext } from '../types.ts';
import { ACTION_NAMES, TRACK_NAMES } from './texts.ts';

const mv = (l: LegalMove) => l.move as CostMove;
const both = (en: string, it: string): Texts => ({ en, it });
const resEn = (n: number | string, c: string) => `${n} ${c} resource${n === 1 ? '' : 's'}`;
const resIt = (n: number | string, c: string) => `${n} risors${n === 1 ? 'a' : 'e'} di ${c}`;

/** Which action a turn move performs. */
const ACTION_OF: Record<string, keyof typeof ACTION_NAMES> = {
  SUBSIDY: 'SUBSIDY',
  BUILD_MINE: 'MINE',
  BUILD_MILL: 'MILL',
  BUILD_RAILS: 'RAIL',
  BUILD_PORT: 'PORT',
};

export function payments(m: MoveAsbestos, names: string[], seat: number | null): Texts {
  const parts = m.payments.flatMap((d, s) => (d > 0 ? [[s, d] as const] : []));
  if (parts.length === 0) return both('Nobody is paid.', 'Nessuno viene pagato.');
  const en = parts.map(([s, d]) => `${s === seat ? 'you' : (names[s] ?? `#${s + 1}`)} +$${d}`).join(', ');
  const it = parts.map(([s, d]) => `${s === seat ? 'tu' : (names[s] ?? `#${s + 1}`)} +$${d}`).join(', ');
  return both(en, it);
}

export function costPlanner({ view: raw, seat, board, names }: PlannerContext): Planner {
  const view = raw as CostView | null;
  const data = board as StaticEdition | null;
  const countryName = (id: string | null | undefined) => (id ? (view?.countries[id]?.name ?? id) : '');
  const active = view?.turn?.country ?? null;
  const effective = (hex: string): keyof typeof ACTION_NAMES | null => {
    const marker = view?.actionBoard.markers[hex];
    if (marker) return marker;
    const icon = data?.actionBoard.hexes.find((h) => h.id === hex)?.icon;
    return icon && icon !== 'BLANK' ? icon : null;
  };
  const actionList = (hexes: string[]): Texts => {
    const acts = hexes.map(effective).filter((a): a is keyof typeof ACTION_NAMES => !!a);
    return both(
      acts.map((a) => ACTION_NAMES[a].en).join(' · '),
      acts.map((a) => ACTION_NAMES[a].it).join(' · '),
    );
  };
  // Costs shown with the choices come from the edition's data and the view; the server still decides.
  const me = seat === null ? null : (view?.players[seat] ?? null);
  const have = (country: string | null) => (country && me ? (me.resources[country] ?? 0) : 0);
  const rateOf = (country: string | null) => (country ? (view?.countries[country]?.exchangeRate ?? 0) : 0);
  const surplus = (country: string | null) =>
    !!country && !!view?.countries[country]?.climate.active.includes('SURPLUS_RESOURCES');
  const buildCost = (type: string) =>
    type === 'BUILD_MILL'
      ? data?.edition.costs.mill
      : me?.firstMineBuilt
        ? data?.edition.costs.mine
        : data?.edition.costs.firstMine;
  const triFacet = (country: string | null, id: string, order?: number): Facet => ({
    key: id,
    label: both(`${id} in ${countryName(country)}`, `${id} in ${countryName(country)}`),
    target: country ? `tri:${country}:${id}` : undefined,
    order,
  });

  const levels: Level[] = [
    {
      id: 'countries',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'CHOOSE_COUNTRIES') return null;
        const names = m.countries
          .map((c) => data?.countries.countries.find((d) => d.id === c)?.name ?? c)
          .join(', ');
        return { key: m.countries.join('+'), label: both(names, names) };
      },
      prompt: () => both('Choose the countries in play', 'Scegli i paesi in gioco'),
      alwaysAsk: true,
    },
    {
      id: 'country',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'SELECT_COUNTRY' && m.type !== 'CONVERT') return null;
        const c = view?.countries[m.country];
        return {
          key: m.country,
          label: both(countryName(m.country), countryName(m.country)),
          hint: c
            ? both(
                `exchange rate ${c.exchangeRate}, demand ${c.demand}${c.eventTrack[0] ? '' : ', no event left'}`,
                `tasso di cambio ${c.exchangeRate}, domanda ${c.demand}${c.eventTrack[0] ? '' : ', nessun evento rimasto'}`,
              )
            : undefined,
          target: `country:${m.country}`,
        };
      },
      prompt: (moves) =>
        mv(moves[0]).type === 'CONVERT' || moves.some((m) => mv(m).type === 'DONE')
          ? both(
              'Buy resources of which country? (or stop converting)',
              'Compri risorse di quale paese? (o smetti di convertire)',
            )
          : both(
              'Choose the country where you act this turn',
              'Scegli il paese in cui agisci in questo turno',
            ),
      alwaysAsk: true,
    },
    {
      id: 'corner',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'PLACE_EVENT_MARKER') return null;
        const hexes = data?.actionBoard.corners.find((c) => c.id === m.corner)?.hexes ?? [];
        return {
          key: m.corner,
          label: actionList(hexes),
          hint: both(m.corner, m.corner),
          target: `corner:${m.corner}`,
        };
      },
      prompt: () =>
        both(
          'Place the event marker on a corner of the action board: its three hexes are your actions this turn',
          'Metti il segnalino evento su un angolo del tabellone: i suoi tre esagoni sono le tue azioni di questo turno',
        ),
      alwaysAsk: true,
    },
    {
      id: 'slot',
      facet: (l) => {
        const m = mv(l);
        if (!(m.type in ACTION_OF)) return null;
        const hex = (m as { hex: string }).hex;
        const action = effective(hex);
        return {
          key: hex,
          label: action
            ? both(`${hex}: ${ACTION_NAMES[action].en}`, `${hex}: ${ACTION_NAMES[action].it}`)
            : both(hex, hex),
          target: `hex:${hex}`,
        };
      },
      prompt: () =>
        both(
          `Use one of your slots in ${countryName(active)}, or end your turn`,
          `Usa uno dei tuoi spazi in ${countryName(active)}, o termina il turno`,
        ),
      alwaysAsk: true,
    },
    {
      id: 'action',
      facet: (l) => {
        const m = mv(l);
        const action = ACTION_OF[m.type];
        if (!action) return null;
        const swap = (m as { swap: boolean }).swap;
        const cost = data?.edition.costs.swapAction;
        return {
          key: `${m.type}:${swap}`,
          label: swap
            ? both(
                `${ACTION_NAMES[action].en} instead (pay $${cost ?? '?'})`,
                `${ACTION_NAMES[action].it} invece (paghi $${cost ?? '?'})`,
              )
            : ACTION_NAMES[action],
          order: swap ? 1 : 0,
        };
      },
      prompt: () => both('Which action?', 'Quale azione?'),
    },
    {
      id: 'take',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'SUBSIDY') return null;
        if (m.take === 'MONEY') return { key: m.take, label: both('Take $1', 'Prendi $1') };
        const n = rateOf(active);
        const c = countryName(active);
        return {
          key: m.take,
          label: surplus(active)
            ? both(`Take ${n} × 2 ${c} resources (surplus)`, `Prendi ${n} × 2 risorse di ${c} (eccesso)`)
            : both(`Take ${resEn(n, c)}`, `Prendi ${resIt(n, c)}`),
          hint: both(`exchange rate of ${c}: ${n}`, `tasso di cambio di ${c}: ${n}`),
        };
      },
      prompt: () => both('Take money or resources?', 'Prendi denaro o risorse?'),
    },
    {
      id: 'site',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'BUILD_MINE' && m.type !== 'BUILD_MILL') return null;
        return triFacet(active, m.site);
      },
      prompt: (moves) => {
        const type = mv(moves[0]).type;
        const c = countryName(active);
        const cost = buildCost(type);
        const en = cost === undefined ? '' : ` (costs ${resEn(cost, c)}; you have ${have(active)})`;
        const it = cost === undefined ? '' : ` (costa ${resIt(cost, c)}; ne hai ${have(active)})`;
        return type === 'BUILD_MILL'
          ? both(
              `Choose where to build your mill in ${c}${en}`,
              `Scegli dove costruire il mulino in ${c}${it}`,
            )
          : both(
              `Choose where to build your mine in ${c}${en}`,
              `Scegli dove costruire la miniera in ${c}${it}`,
            );
      },
    },
    {
      id: 'column',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'BUILD_MINE' && m.type !== 'BUILD_MILL') return null;
        return {
          key: String(m.column),
          label: both(`Column ${m.column}`, `Colonna ${m.column}`),
          target: seat === null ? undefined : `col:${seat}:${m.column}`,
          order: m.column,
        };
      },
      prompt: () => both('Which column of your player board?', 'Quale colonna della tua plancia?'),
    },
    {
      id: 'tri1',
      facet: (l) => {
        const m = mv(l);
        if (m.type === 'NATIONAL_RAILS' || m.type === 'BUILD_RAILS') return triFacet(active, m.triangles[0]);
        if (m.type === 'NATIONAL_PORT' || m.type === 'BUILD_PORT') return triFacet(active, m.triangle);
        return null;
      },
      prompt: (moves) => {
        const t = mv(moves[0]).type;
        if (t === 'NATIONAL_RAILS')
          return both(
            `Event: place national rails in ${countryName(active)}`,
            `Evento: metti binari nazionali in ${countryName(active)}`,
          );
        if (t === 'NATIONAL_PORT')
          return both(
            `Event: place a national port in ${countryName(active)}`,
            `Evento: metti un porto nazionale in ${countryName(active)}`,
          );
        if (t === 'BUILD_PORT')
          return both(
            `Where does your port go in ${countryName(active)}?`,
            `Dove va il tuo porto in ${countryName(active)}?`,
          );
        return both(
          `Where does your first rail go in ${countryName(active)}?`,
          `Dove va il tuo primo binario in ${countryName(active)}?`,
        );
      },
    },
    {
      id: 'tri2',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'NATIONAL_RAILS' && m.type !== 'BUILD_RAILS') return null;
        if (m.triangles.length < 2)
          return { key: '-', label: both('No second rail', 'Nessun secondo binario'), order: 99 };
        return triFacet(active, m.triangles[1]);
      },
      prompt: () => both('And the second rail?', 'E il secondo binario?'),
    },
    {
      id: 'facility',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'MINE' && m.type !== 'MILL' && m.type !== 'MOVE') return null;
        const where = `${countryName(m.country)} ${m.site}`;
        const label =
          m.type === 'MINE'
            ? both(`Mine in ${where}`, `Estrai in ${where}`)
            : m.type === 'MILL'
              ? both(`Mill in ${where}`, `Lavora in ${where}`)
              : both(`Ship the die from ${where}`, `Spedisci il dado da ${where}`);
        return { key: `${m.country}:${m.site}`, label, target: `tri:${m.country}:${m.site}` };
      },
      prompt: () =>
        both(
          'Work: mine, mill, or ship a die (click it on a map)',
          'Lavora: estrai, lavora o spedisci un dado (cliccalo su una mappa)',
        ),
      alwaysAsk: true,
    },
    {
      id: 'hire',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'BUILD_MINE' && m.type !== 'BUILD_MILL' && m.type !== 'MINE' && m.type !== 'MILL')
          return null;
        const building = m.type.startsWith('BUILD');
        const label =
          m.hire === 0
            ? both('Hire nobody', 'Nessuna assunzione')
            : building
              ? both(
                  `${m.hire} worker${m.hire > 1 ? 's' : ''}`,
                  `${m.hire} lavorator${m.hire > 1 ? 'i' : 'e'}`,
                )
              : both(`Hire ${m.hire} more`, `Assumi altri ${m.hire}`);
        return { key: String(m.hire), label, order: m.hire };
      },
      prompt: (moves) =>
        mv(moves[0]).type.startsWith('BUILD')
          ? both(
              'How many workers do you hire? (hiring is free)',
              'Quanti lavoratori assumi? (assumere è gratis)',
            )
          : both(
              'Hire more workers first? (free; the die is worth one per living worker)',
              'Assumi altri lavoratori prima? (gratis; il dado vale uno per lavoratore vivo)',
            ),
    },
    {
      id: 'safe',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'MINE' && m.type !== 'MILL') return null;
        const f = me?.facilities.find((x) => x.country === m.country && x.site === m.site);
        const per = data?.edition.costs.safeWorkPerWorker;
        const c = countryName(m.country);
        if (m.safe) {
          const cost = f && per !== undefined ? per * (f.living + f.dead + m.hire) : null;
          return {
            key: 'safe',
            label: both('Work safely', 'Lavora in sicurezza'),
            hint:
              cost === null
                ? undefined
                : both(
                    `pay ${cost} ${c} resources, ${per} per worker living or dead (you have ${have(m.country)})`,
                    `paghi ${cost} risorse di ${c}, ${per} per lavoratore vivo o morto (ne hai ${have(m.country)})`,
                  ),
            order: 0,
          };
        }
        return {
          key: 'unsafe',
          label: both('Work unsafely: a worker dies', 'Lavora senza sicurezza: muore un lavoratore'),
          hint: both(`and the demand of ${c} falls by one`, `e la domanda di ${c} scende di uno`),
          order: 1,
        };
      },
      prompt: () => both('Safely (paying resources) or unsafely?', 'In sicurezza (pagando risorse) o no?'),
      alwaysAsk: true,
    },
    {
      id: 'destination',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'MOVE') return null;
        const key = `${m.destination}:${m.toCountry}:${m.target}`;
        if (m.destination === 'EMERGING_MARKET')
          return { key, label: both('To the emerging market', 'Al mercato emergente'), order: 9 };
        const where = `${countryName(m.toCountry)} ${m.target}`;
        const label =
          m.destination === 'MARKET'
            ? both(
                `To the market of ${countryName(m.toCountry)}`,
                `Al mercato di ${countryName(m.toCountry)}`,
              )
            : both(`To the mill in ${where}`, `Al mulino in ${where}`);
        return { key, label, target: m.toCountry && m.target ? `tri:${m.toCountry}:${m.target}` : undefined };
      },
      prompt: () => both('Where does the die go?', 'Dove va il dado?'),
      alwaysAsk: true,
    },
    {
      id: 'outcome',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'MOVE') return null;
        return {
          key: JSON.stringify([m.exit, m.entry, m.path, m.entryPath]),
          label: l.label,
          hint: payments(m, names, seat),
        };
      },
      prompt: () =>
        both(
          'Which route? (hover a route to see it on the map)',
          'Quale percorso? (passa sopra un percorso per vederlo sulla mappa)',
        ),
    },
    {
      id: 'track',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'INVEST') return null;
        return {
          key: m.track,
          label: TRACK_NAMES[m.track],
          target: seat === null ? undefined : `inv:${seat}:${m.track}`,
        };
      },
      prompt: () =>
        both(
          'You cannot work now: invest in a track, or pass',
          'Ora non puoi lavorare: investi in un percorso, o passa',
        ),
      alwaysAsk: true,
    },
    {
      id: 'spaces',
      facet: (l) => {
        const m = mv(l);
        return m.type === 'INVEST' ? { key: String(m.spaces), label: l.label, order: m.spaces } : null;
      },
      prompt: () => both('How far?', 'Di quanto?'),
    },
    {
      id: 'dollars',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'CONVERT') return null;
        const n = m.dollars * rateOf(m.country);
        const c = countryName(m.country);
        return {
          key: String(m.dollars),
          label: both(`$${m.dollars} → ${resEn(n, c)}`, `$${m.dollars} → ${resIt(n, c)}`),
          order: m.dollars,
        };
      },
      prompt: () => both('How many dollars do you convert?', 'Quanti dollari converti?'),
    },
    {
      id: 'position',
      facet: (l) => {
        const m = mv(l);
        return m.type === 'CHOOSE_TURN_POSITION'
          ? { key: String(m.position), label: l.label, target: `pos:${m.position}`, order: m.position }
          : null;
      },
      prompt: () =>
        both(
          'Your workers died this round: choose your place in the next turn order',
          'I tuoi lavoratori sono morti in questo turno: scegli il tuo posto nel prossimo ordine di turno',
        ),
      alwaysAsk: true,
    },
  ];

  return {
    levels: () => levels,
    confirm: (l) => {
      const m = mv(l);
      if ((m.type === 'MINE' || m.type === 'MILL') && !m.safe)
        return both(
          `A worker of yours will die in ${countryName(m.country)}, and ${countryName(m.country)} moves closer to banning asbestos.`,
          `Un tuo lavoratore morirà in ${countryName(m.country)}, e ${countryName(m.country)} si avvicina al divieto dell’amianto.`,
        );
      if (m.type in ACTION_OF && (m as { swap: boolean }).swap)
        return both(
          `Swapping the slot’s action costs $${data?.edition.costs.swapAction ?? '?'}.`,
          `Cambiare l’azione dello spazio costa $${data?.edition.costs.swapAction ?? '?'}.`,
        );
      if (m.type === 'CONVERT') return both(`You pay $${m.dollars}.`, `Paghi $${m.dollars}.`);
      if (m.type === 'INVEST') return both('This costs money.', 'Questa mossa costa denaro.');
      if (m.type === 'MOVE') {
        const p = payments(m, names, seat);
        return both(
          `Route drawn on the map. Payments: ${p.en}`,
          `Percorso disegnato sulla mappa. Pagamenti: ${p.it}`,
        );
      }
      return null;
    },
  };
}
