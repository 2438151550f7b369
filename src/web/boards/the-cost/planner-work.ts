// The steps of the decisions of phases 2-4: the facility or die to work with, workers, safe or unsafe
// work, a delivery's destination and outcome, investments, conversions and the turn-order place.
import { plural } from '../../../shared/plural.ts';
import type { Level } from '../../play/decision.ts';
import { mv, both, payments, type CostContext } from './planner-context.ts';
import { TRACK_NAMES } from './texts.ts';

export function workLevels(ctx: CostContext): Level[] {
  const { seat, names, countryName, data } = ctx;
  // What workers do, with the edition's safe-work cost (board data), for the hire question.
  const safe = data?.edition?.costs?.safeWorkPerWorker;
  const workers = both(
    `Each living worker adds one to the die the facility makes${safe ? `; safe work costs ${safe} resources per worker, living or dead` : ''}.`,
    `Ogni lavoratore vivo aggiunge uno al dado prodotto${safe ? `; il lavoro sicuro costa ${safe} risorse per lavoratore, vivo o morto` : ''}.`,
  );
  return [
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
        // Working a facility and shipping the die on its site are two choices on one triangle: a mine that
        // has worked this round is greyed beside its die, not asked about before the die's destination.
        const verb = m.type === 'MOVE' ? 'ship' : 'work';
        return { key: `${verb}:${m.country}:${m.site}`, label, target: `tri:${m.country}:${m.site}` };
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
                  plural('en', m.hire, { one: '# worker', other: '# workers' }),
                  plural('it', m.hire, { one: '# lavoratore', other: '# lavoratori' }),
                )
              : both(
                  plural('en', m.hire, { one: 'Hire # more worker', other: 'Hire # more workers' }),
                  plural('it', m.hire, {
                    one: 'Assumi # lavoratore in più',
                    other: 'Assumi altri # lavoratori',
                  }),
                );
        return { key: String(m.hire), label, order: m.hire };
      },
      prompt: (moves) =>
        mv(moves[0]).type.startsWith('BUILD')
          ? both(`How many workers do you hire? ${workers.en}`, `Quanti lavoratori assumi? ${workers.it}`)
          : both(
              `Hire more workers first? ${workers.en} The next question says what the die shows.`,
              `Assumi altri lavoratori prima? ${workers.it} La prossima domanda dice quanto vale il dado.`,
            ),
    },
    {
      id: 'safe',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'MINE' && m.type !== 'MILL') return null;
        // What safe work costs, whom unsafe work kills and the die either makes: the server's words.
        return m.safe
          ? { key: 'safe', label: both('Work safely', 'Lavora in sicurezza'), hint: l.detail, order: 0 }
          : {
              key: 'unsafe',
              label: both('Work unsafely', 'Lavora senza sicurezza'),
              hint: l.detail,
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
        // Named by its ports and triangles, and paid to players by name: P1, P2... are ports on the map.
        const route = [...m.path, ...m.entryPath].join(' ');
        const label = !m.exit
          ? both(`By rail: ${route}`, `Per ferrovia: ${route}`)
          : m.entry
            ? both(
                `Out by port ${m.exit}, in by port ${m.entry}: ${route}`,
                `Esce dal porto ${m.exit}, entra dal porto ${m.entry}: ${route}`,
              )
            : both(`Out by port ${m.exit}: ${route}`, `Esce dal porto ${m.exit}: ${route}`);
        const paid = payments(m, names, seat);
        return {
          key: JSON.stringify([m.exit, m.entry, m.path, m.entryPath]),
          label,
          // Which row of the emerging market pays, as the server explains it.
          hint: l.detail ? both(`${paid.en} ${l.detail.en}`, `${paid.it} ${l.detail.it}`) : paid,
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
        return m.type === 'INVEST'
          ? { key: String(m.spaces), label: l.label, hint: l.detail, order: m.spaces }
          : null;
      },
      prompt: () => both('How far?', 'Di quanto?'),
    },
    {
      id: 'dollars',
      facet: (l) => {
        const m = mv(l);
        if (m.type !== 'CONVERT') return null;
        // What the dollars buy at the exchange rate, as the server explains it.
        return {
          key: String(m.dollars),
          label: both(`$${m.dollars}`, `$${m.dollars}`),
          hint: l.detail,
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
          'I tuoi lavoratori sono morti in questo round: scegli il tuo posto nel prossimo ordine di turno',
        ),
      alwaysAsk: true,
    },
  ];
}
