// One country board: its map, the exchange-rate track with the event markers still on it, the demand
// track with its tracker and the dice sold this round, and the political-climate chart with its tracker,
// active effects and holding-area cubes. A regulated country is shown closed.
import type { CountryData, CountryMap as MapData } from '../../../games/the-cost/data/types.ts';
import type { CountryView } from '../../../games/the-cost/view.ts';
import type { Interaction } from '../types.ts';
import { fill, useLang } from '../../ui/i18n.ts';
import { CountryMap, type Route } from './CountryMap.tsx';
import { CUBE, DieGlyph, EventGlyph, Icon } from './glyphs.tsx';
import { EFFECT_HINTS, EFFECT_NAMES, EVENT_NAMES, TC } from './texts.ts';
import { blockedClass, targetTitle } from '../target.ts';

interface Props {
  country: CountryView;
  data: CountryData | undefined;
  map: MapData | undefined;
  colors: string[];
  names: string[];
  interaction: Interaction | null;
  routes: Route[];
  active: boolean;
  widest: number;
}

function ExchangeTrack({ country, data }: { country: CountryView; data: CountryData | undefined }) {
  const { tx } = useLang();
  const rates = data?.exchangeRate ?? [];
  const taken = country.markersTaken;
  return (
    <div className="tc-track" aria-label={tx(TC.exchangeRate)}>
      <span className="tc-track-label">{tx(TC.exchangeRate)}</span>
      <div className="tc-cells">
        {rates.map((rate, i) => {
          const marker = i > taken ? country.eventTrack[i - taken - 1] : undefined;
          return (
            <span key={i} className={`tc-cell ${i === taken ? 'current' : ''} ${i < taken ? 'past' : ''}`}>
              {marker ? (
                <span className="tc-marker" title={tx(EVENT_NAMES[marker])}>
                  <Icon size={18}>
                    <EventGlyph marker={marker} scale={18} />
                  </Icon>
                </span>
              ) : (
                rate
              )}
            </span>
          );
        })}
      </div>
    </div>
  );
}

function DemandTrack({ country }: { country: CountryView }) {
  const { tx } = useLang();
  const spaces = Array.from({ length: country.demandStart + 1 }, (_, i) => country.demandStart - i);
  return (
    <div className="tc-track" aria-label={tx(TC.demand)}>
      <span className="tc-track-label">
        {/* The tracker's space is not what the country buys: the view says both, so both are shown. */}
        {fill(tx(TC.demandOn), { space: country.demandSpace })}{' '}
        <strong>{fill(tx(TC.demandBuys), { n: country.demand })}</strong>
        {country.demand > 0 && (
          <span className="muted"> · {fill(tx(TC.demandLeft), { n: country.salesLeft })}</span>
        )}
      </span>
      <div className="tc-cells">
        {spaces.map((n) => {
          const soldDie = n >= 1 ? country.sold[n - 1] : undefined;
          const tracker = n === country.demandSpace;
          return (
            <span
              key={n}
              className={`tc-cell ${n === 0 ? 'zero' : ''} ${n > country.demandSpace ? 'past' : ''}`}
            >
              {tracker ? (
                <span className="tc-tracker" title={tx(TC.demand)}>
                  ▼
                </span>
              ) : null}
              {soldDie !== undefined ? (
                <Icon size={18}>
                  <DieGlyph value={soldDie} color="refined" scale={20} />
                </Icon>
              ) : (
                <span className="tc-n">{n}</span>
              )}
            </span>
          );
        })}
      </div>
    </div>
  );
}

function ClimateChart({ country, data }: { country: CountryView; data: CountryData | undefined }) {
  const { tx } = useLang();
  const { tracker, holding } = country.climate;
  const rows = [4, 3, 2, 1];
  return (
    <div className="tc-climate" aria-label={tx(TC.climate)}>
      <div className="tc-climate-head">
        <span className="tc-track-label">{tx(TC.climate)}</span>
        <span className="tc-holding" title={tx(TC.holding)}>
          {tx(TC.holding)}:{' '}
          {holding.red + holding.blue === 0
            ? '—'
            : Array.from({ length: holding.red + holding.blue }, (_, i) => (
                <span key={i} className="cube" style={{ background: holding.red ? CUBE.red : CUBE.blue }} />
              ))}
        </span>
      </div>
      <div className="tc-climate-grid">
        {rows.map((h) =>
          (['red', 'blue'] as const).map((col) => {
            const effect = data?.climate[col][h - 1];
            const on = tracker.column === col && tracker.height >= h;
            const here = tracker.column === col && tracker.height === h;
            return (
              <span
                key={`${col}${h}`}
                className={`tc-effect ${col} ${on ? 'on' : ''}`}
                title={effect ? tx(EFFECT_HINTS[effect]) : undefined}
              >
                {here && <span className="cube tracker" style={{ background: CUBE[col] }} />}
                {effect ? tx(EFFECT_NAMES[effect]) : ''}
              </span>
            );
          }),
        )}
      </div>
    </div>
  );
}

export function CountryBoard({
  country,
  data,
  map,
  colors,
  names,
  interaction,
  routes,
  active,
  widest,
}: Props) {
  const { tx } = useLang();
  const targetId = `country:${country.id}`;
  const choice = interaction?.targets.get(targetId);
  const selected = interaction?.selected.has(targetId);
  const regulated = country.regulated;
  const head = (
    <>
      <span className="tc-country-name">{country.name}</span>
      <span className="tc-rate" title={tx(TC.exchangeRate)}>
        ×{country.exchangeRate}
      </span>
      {regulated && <span className="tc-banned">{fill(tx(TC.regulatedIn), { round: regulated.round })}</span>}
    </>
  );
  return (
    <section
      className={`tc-country ${regulated ? 'regulated' : ''} ${active ? 'active' : ''} ${selected ? 'is-selected' : ''}`}
      aria-label={country.name}
      data-country={country.id}
    >
      {choice && interaction ? (
        <button
          type="button"
          className={`tc-country-head is-target ${blockedClass(choice)}`}
          data-target={targetId}
          onClick={() => interaction.pick(choice)}
          title={targetTitle(choice, tx)}
        >
          {head}
        </button>
      ) : (
        <div className="tc-country-head">{head}</div>
      )}
      <div className="tc-country-body">
        <div className="tc-map-wrap">
          {map ? (
            <CountryMap
              map={map}
              country={country}
              colors={colors}
              names={names}
              interaction={interaction}
              routes={routes}
              widest={widest}
            />
          ) : null}
          {regulated && <div className="tc-stamp">{tx(TC.regulated)}</div>}
        </div>
        <div className="tc-country-tracks">
          <ExchangeTrack country={country} data={data} />
          <DemandTrack country={country} />
          <ClimateChart country={country} data={data} />
        </div>
      </div>
    </section>
  );
}
