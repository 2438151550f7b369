// The steps of the decisions of setup, phase 1 and its events: countries, the corner, a slot and its
// action, the triangles, the column and the workers of a build.
import type { Texts } from '../../../shared/api.ts';
import type { Level } from '../../play/decision.ts';
import { cornerPlaces } from './corner-places.ts';
import { mv, both, ACTION_OF, withDetail, type CostContext } from './planner-context.ts';
import { ACTION_NAMES } from './texts.ts';

export function turnLevels(ctx: CostContext): Level[] {
  const { view, data, seat, countryName, active, effective, actionList, triFacet } = ctx;
  // The corners still free, told apart by their places where their actions read the same.
  let places: Map<string, Texts> | undefined;
  const cornerPlace = (corner: string): Texts | undefined => {
    if (!data) return undefined;
    places ??= cornerPlaces(
      data.actionBoard,
      data.actionBoard.corners.map((c) => c.id).filter((id) => !view?.actionBoard.usedCorners[id]),
      (id) => actionList(data.actionBoard.corners.find((c) => c.id === id)?.hexes ?? []).en,
    );
    return places.get(corner);
  };
  return [
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
        const actions = actionList(hexes);
        const place = cornerPlace(m.corner);
        return {
          key: m.corner,
          label: place ? both(`${actions.en} — ${place.en}`, `${actions.it} — ${place.it}`) : actions,
          // The hexes the player sees on the board, rather than the corner's bare id.
          hint: both(`Hexes ${hexes.join(', ')}`, `Esagoni ${hexes.join(', ')}`),
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
        // What a swap costs is said by the server with the next question and before sending.
        return {
          key: `${m.type}:${swap}`,
          label: swap
            ? both(
                `${ACTION_NAMES[action].en} instead, by swapping the slot's action`,
                `${ACTION_NAMES[action].it} invece, cambiando l’azione dello spazio`,
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
        const c = countryName(active);
        return {
          key: m.take,
          label:
            m.take === 'MONEY'
              ? both('Take money', 'Prendi denaro')
              : both(`Take ${c} resources`, `Prendi risorse di ${c}`),
          // How much, surplus included, as the rules say.
          hint: l.detail,
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
        const c = countryName(active);
        const ask =
          mv(moves[0]).type === 'BUILD_MILL'
            ? both(`Choose where to build your mill in ${c}`, `Scegli dove costruire il mulino in ${c}`)
            : both(`Choose where to build your mine in ${c}`, `Scegli dove costruire la miniera in ${c}`);
        // The cost (first mine, mine or mill) and any swap, as the server explains them.
        return withDetail(ask, moves);
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
      prompt: () =>
        both(
          'Which column of your player board? A column holds one mine or mill and its workers; column 1 is kept for your first mine.',
          'Quale colonna della tua plancia? Una colonna ospita una miniera o un mulino con i suoi lavoratori; la colonna 1 è riservata alla prima miniera.',
        ),
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
          return withDetail(
            both(
              `Where does your port go in ${countryName(active)}?`,
              `Dove va il tuo porto in ${countryName(active)}?`,
            ),
            moves,
          );
        return withDetail(
          both(
            `Where does your first rail go in ${countryName(active)}?`,
            `Dove va il tuo primo binario in ${countryName(active)}?`,
          ),
          moves,
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
  ];
}
