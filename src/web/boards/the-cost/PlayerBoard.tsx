// A player board: money, resources per country, the four investment tracks, the mine and mill markers left
// (rails and ports are unlimited), and the six facility columns with their living and dead workers
// (column 1 kept for the first mine).
import type { ReactNode } from 'react';
import type { InvestmentTracksFile } from '../../../games/the-cost/data/types.ts';
import type { Track } from '../../../games/the-cost/moves.ts';
import type { CostView, FacilityView, PlayerView } from '../../../games/the-cost/view.ts';
import type { Interaction } from '../types.ts';
import { useLang } from '../../ui/i18n.ts';
import { Icon, MillGlyph, MineGlyph, WorkerGlyph } from './glyphs.tsx';
import { TC, TRACK_NAMES } from './texts.ts';
import { blockedClass, targetTitle } from '../target.ts';

const TRACKS: Track[] = ['RAIL_AUTHORITY', 'PORT_AUTHORITY', 'IMPROVED_PRODUCTION', 'EMERGING_MARKET_BONUS'];
/** Facility columns of the printed player board. */
const COLUMNS = [1, 2, 3, 4, 5, 6];

interface Props {
  view: CostView;
  player: PlayerView;
  /** The edition's investment tracks: spaces 0..`spaces`, and the spaces where a level starts. */
  tracks: InvestmentTracksFile;
  name: string;
  color: string;
  isMe: boolean;
  toAct: boolean;
  interaction: Interaction | null;
}

function Target({
  id,
  interaction,
  className,
  children,
}: {
  id: string;
  interaction: Interaction | null;
  className: string;
  children: ReactNode;
}) {
  const { tx } = useLang();
  const choice = interaction?.targets.get(id);
  const selected = interaction?.selected.has(id);
  if (choice && interaction)
    return (
      <button
        type="button"
        className={`${className} is-target ${blockedClass(choice)}`}
        data-target={id}
        title={targetTitle(choice, tx)}
        onClick={() => interaction.pick(choice)}
      >
        {children}
      </button>
    );
  return <div className={`${className} ${selected ? 'is-selected' : ''}`}>{children}</div>;
}

function Workers({ f, color }: { f: FacilityView; color: string }) {
  const empty = Math.max(0, f.capacity - f.living);
  return (
    <span className="tc-workers">
      {Array.from({ length: f.living }, (_, i) => (
        <Icon key={`l${i}`} size={15}>
          <WorkerGlyph color={color} scale={22} />
        </Icon>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <span key={`e${i}`} className="tc-slot" />
      ))}
      {Array.from({ length: f.dead }, (_, i) => (
        <Icon key={`d${i}`} size={15}>
          <WorkerGlyph dead scale={22} />
        </Icon>
      ))}
    </span>
  );
}

export function PlayerBoard({ view, player, tracks, name, color, isMe, toAct, interaction }: Props) {
  const { tx } = useLang();
  const spaces = Array.from({ length: tracks.spaces + 1 }, (_, i) => i);
  const bySlot = new Map(player.facilities.map((f) => [f.column, f]));
  const place = view.turnOrder.indexOf(player.seat) + 1;
  return (
    <section
      className={`tc-player ${isMe ? 'me' : ''} ${toAct ? 'to-act' : ''}`}
      style={{ borderColor: color }}
      data-seat={player.seat}
      aria-label={name}
    >
      <header className="tc-player-head" style={{ background: color }}>
        <span className="tc-place" title={tx(TC.turnOrder)}>
          {place}
        </span>
        <span className="tc-player-name">{name}</span>
        <span className="tc-money" data-testid={`money-${player.seat}`}>
          ${player.money}
        </span>
        {player.deathsThisRound > 0 && (
          <span className="chip deaths" title={tx(TC.deathsThisRound)}>
            ✝ {player.deathsThisRound}
          </span>
        )}
      </header>
      <div className="tc-player-row">
        <span className="tc-label">{tx(TC.resources)}</span>
        {Object.entries(player.resources).map(([c, n]) => (
          <span key={c} className={`tc-res ${view.countries[c]?.regulated ? 'void' : ''}`}>
            {view.countries[c]?.name ?? c} <strong>{n}</strong>
          </span>
        ))}
      </div>
      <div className="tc-player-row tc-supply" title={tx(TC.supply)}>
        <span className="tc-label">{tx(TC.supply)}</span>
        <span>
          <Icon size={16}>
            <MineGlyph color={color} scale={20} />
          </Icon>
          {player.supply.mine}
        </span>
        <span>
          <Icon size={16}>
            <MillGlyph color={color} scale={20} />
          </Icon>
          {player.supply.mill}
        </span>
      </div>
      <div className="tc-investments">
        {TRACKS.map((t) => (
          <Target key={t} id={`inv:${player.seat}:${t}`} interaction={interaction} className="tc-inv">
            <span className="tc-inv-name">{tx(TRACK_NAMES[t])}</span>
            <span className="tc-inv-spaces">
              {spaces.map((s) => (
                <span
                  key={s}
                  className={`tc-space ${s === player.investments[t] ? 'here' : ''} ${tracks.levelAtSpace[String(s)] ? 'level' : ''}`}
                  style={s === player.investments[t] ? { background: color } : undefined}
                />
              ))}
            </span>
            {player.levels[t] > 0 && (
              <span className="tc-level">
                {tx(TC.level)} {player.levels[t]}
              </span>
            )}
          </Target>
        ))}
      </div>
      <div className="tc-columns">
        {COLUMNS.map((n) => {
          const f = bySlot.get(n);
          return (
            <Target key={n} id={`col:${player.seat}:${n}`} interaction={interaction} className="tc-col">
              <span className="tc-col-no">
                {n}
                {n === 1 && !player.firstMineBuilt ? ` · ${tx(TC.firstMine)}` : ''}
              </span>
              {f ? (
                <>
                  <span className="tc-fac">
                    <Icon size={18}>
                      {f.type === 'mine' ? (
                        <MineGlyph color={color} scale={22} />
                      ) : (
                        <MillGlyph color={color} scale={22} />
                      )}
                    </Icon>
                    <span className="tc-fac-where">
                      {view.countries[f.country]?.name ?? f.country} {f.site}
                    </span>
                    {f.used && <span className="tc-used">{tx(TC.used)}</span>}
                  </span>
                  <Workers f={f} color={color} />
                </>
              ) : null}
            </Target>
          );
        })}
      </div>
    </section>
  );
}
