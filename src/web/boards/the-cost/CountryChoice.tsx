// While the countries in play are chosen, the table shows every country of the edition as it starts:
// its map, its first exchange rate and its demand, so the choice is made looking at the boards rather
// than at names. Everything comes from the edition's board data; nothing is built yet.
import type { StaticEdition } from '../../../games/the-cost/data/types.ts';
import { fill, useLang } from '../../ui/i18n.ts';
import { CountryMap } from './CountryMap.tsx';
import { mapWidthInSides } from './geometry.ts';
import { TC } from './texts.ts';

const EMPTY = {} as const;

export function CountryChoice({ data }: { data: StaticEdition }) {
  const { tx } = useLang();
  const countries = data.countries.countries;
  const mapOf = (c: (typeof countries)[number]) => data.maps[c.map] ?? data.maps[c.id];
  const widest = Math.max(1, ...countries.map((c) => (mapOf(c) ? mapWidthInSides(mapOf(c)) : 1)));
  return (
    <section className="tc-country-choice" aria-label={tx(TC.countriesToChoose)}>
      <h3>{tx(TC.countriesToChoose)}</h3>
      <div className={`tc-countries n${countries.length}`}>
        {countries.map((c) => {
          const map = mapOf(c);
          return (
            <figure key={c.id} className="tc-country tc-country-candidate" data-country={c.id}>
              <figcaption className="tc-country-head">
                <span className="tc-country-name">{c.name}</span>
                <span className="tc-rate" title={tx(TC.exchangeRate)}>
                  ×{c.exchangeRate[0]}
                </span>
              </figcaption>
              {map && (
                <CountryMap
                  map={map}
                  country={{ id: c.id, name: c.name, built: EMPTY, sites: EMPTY, dice: EMPTY }}
                  colors={[]}
                  interaction={null}
                  routes={[]}
                  widest={widest}
                />
              )}
              <p className="muted small">
                {tx(TC.exchangeRate)} {c.exchangeRate[0]} ·{' '}
                {fill(tx(TC.demandStartsOn), { space: c.demandStart })}
              </p>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
