// The Cost's rules illustrated with the table's own pieces: the glyphs of the action board and the player
// boards, and a country map drawn by the table's CountryMap from a real view (figures.json).
import type { StaticEdition } from '../../games/the-cost/data/types.ts';
import type { CostView } from '../../games/the-cost/view.ts';
import { TC_COLORS } from '../boards/the-cost/colors.ts';
import { CountryMap } from '../boards/the-cost/CountryMap.tsx';
import {
  ActionGlyph,
  CoinGlyph,
  DieGlyph,
  EventGlyph,
  GlobeGlyph,
  Icon,
  MarketGlyph,
  WorkerGlyph,
} from '../boards/the-cost/glyphs.tsx';
import { useBoardData } from '../play/useBoardData.ts';
import figures from './figures.json';
import '../boards/the-cost/cost.css';

type Country = CostView['countries'][string];

export function RutlandFigure() {
  const board = useBoardData('the-cost') as StaticEdition | null;
  const country = (figures as unknown as { 'the-cost': { country: Country } })['the-cost'].country;
  const map = board?.maps[country.map];
  if (!map) return null;
  return (
    <div className="rules-map">
      <CountryMap map={map} country={country} colors={TC_COLORS} interaction={null} routes={[]} side={48} />
    </div>
  );
}

export function ActionsFigure() {
  return (
    <div className="rules-icons" aria-hidden="true">
      {(['SUBSIDY', 'MINE', 'MILL', 'RAIL', 'PORT'] as const).map((a) => (
        <Icon key={a} size={34}>
          <ActionGlyph action={a} color={a === 'SUBSIDY' ? undefined : TC_COLORS[0]} />
        </Icon>
      ))}
    </div>
  );
}

export function EventsFigure() {
  return (
    <div className="rules-icons" aria-hidden="true">
      {(['NATIONAL_RAILS', 'NATIONAL_PORT', 'SUPPORT_EMERGING_MARKET'] as const).map((m) => (
        <Icon key={m} size={34}>
          <EventGlyph marker={m} />
        </Icon>
      ))}
    </div>
  );
}

export function WorkFigure() {
  return (
    <div className="rules-icons" aria-hidden="true">
      <Icon size={34}>
        <WorkerGlyph />
      </Icon>
      <Icon size={34}>
        <WorkerGlyph />
      </Icon>
      <Icon size={34}>
        <WorkerGlyph dead />
      </Icon>
      <span className="rules-arrow">→</span>
      <Icon size={34}>
        <DieGlyph value={2} color="raw" />
      </Icon>
      <span className="rules-arrow">→</span>
      <Icon size={34}>
        <DieGlyph value={3} color="refined" />
      </Icon>
    </div>
  );
}

export function MarketsFigure() {
  return (
    <div className="rules-icons" aria-hidden="true">
      <Icon size={34}>
        <DieGlyph value={4} color="refined" />
      </Icon>
      <span className="rules-arrow">→</span>
      <Icon size={34}>
        <MarketGlyph />
      </Icon>
      <Icon size={34}>
        <GlobeGlyph />
      </Icon>
      <Icon size={34}>
        <CoinGlyph />
      </Icon>
    </div>
  );
}
