// The Cost table: the state of play and the action board in a column that stays in view, the country
// boards and the player boards beside it.
import type { MoveAsbestos } from '../../../games/the-cost/moves.ts';
import type { StaticEdition } from '../../../games/the-cost/data/types.ts';
import type { CostView } from '../../../games/the-cost/view.ts';
import type { TableProps } from '../types.ts';
import { seatName } from '../../play/turn.ts';
import { useLang } from '../../ui/i18n.ts';
import { ActionBoard } from './ActionBoard.tsx';
import { TC_COLORS } from './colors.ts';
import { CountryBoard } from './CountryBoard.tsx';
import { CountryChoice } from './CountryChoice.tsx';
import type { Route } from './CountryMap.tsx';
import { mapWidthInSides } from './geometry.ts';
import { PlayerBoard } from './PlayerBoard.tsx';
import { EmergingMarket, RoundTrack, TurnInProgress, TurnOrder } from './Status.tsx';
import './cost.css';

/** Routes to draw: the delivery being considered (hovered or waiting for confirmation). */
function routesOf(move: unknown, colors: string[], seat: number | null): Record<string, Route[]> {
  const m = move as MoveAsbestos | null;
  if (!m || m.type !== 'MOVE') return {};
  const color = seat === null ? '#1f2d36' : colors[seat];
  const out: Record<string, Route[]> = { [m.country]: [{ path: m.path, color }] };
  if (m.toCountry && m.toCountry !== m.country && m.entryPath.length)
    out[m.toCountry] = [{ path: m.entryPath, color }];
  return out;
}

export function CostTable({ view: raw, snapshot, board, interaction, me }: TableProps) {
  const { t, lang } = useLang();
  const view = raw as CostView;
  const data = board as StaticEdition | null;

  if (!view || !view.countries || !view.players) return null;
  if (!data) return <p className="muted">{t('loading')}</p>;
  const names = view.players.map((p) => seatName(snapshot, p.seat, lang));
  const colors = TC_COLORS;
  const actor = view.pending?.seat ?? null;
  const routes = routesOf(interaction?.preview?.move ?? null, colors, actor);
  const activeCountry = view.turn?.country ?? null;
  const first = me ?? actor;
  const mapOf = (c: CostView['countries'][string]) => data.maps[c.map] ?? data.maps[c.id];
  const widest = Math.max(
    1,
    ...Object.values(view.countries).map((c) => (mapOf(c) ? mapWidthInSides(mapOf(c)) : 1)),
  );
  const order = view.players.map((p) => p.seat).sort((a, b) => (a === first ? -1 : b === first ? 1 : a - b));

  return (
    <div className="tc-table">
      <div className="tc-left">
        <RoundTrack view={view} />
        <TurnOrder view={view} names={names} colors={colors} interaction={interaction} />
        <TurnInProgress view={view} />
        <ActionBoard board={data.actionBoard} view={view} interaction={interaction} />
        <EmergingMarket view={view} table={data.emergingMarket} />
      </div>
      <div className="tc-main">
        {view.pending?.decision === 'CHOOSE_COUNTRIES' && <CountryChoice data={data} />}
        <div className={`tc-countries n${Object.keys(view.countries).length}`}>
          {Object.values(view.countries).map((c) => (
            <CountryBoard
              key={c.id}
              country={c}
              data={data.countries.countries.find((d) => d.id === c.id)}
              map={mapOf(c)}
              widest={widest}
              colors={colors}
              names={names}
              interaction={interaction}
              routes={routes[c.id] ?? []}
              active={c.id === activeCountry}
            />
          ))}
        </div>
        <div className={`tc-players n${view.players.length}`}>
          {order.map((s) => (
            <PlayerBoard
              key={s}
              view={view}
              player={view.players[s]}
              tracks={data.investments}
              name={names[s]}
              color={colors[s]}
              isMe={s === me}
              toAct={s === actor}
              interaction={interaction}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
