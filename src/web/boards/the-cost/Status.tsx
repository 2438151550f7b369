// The state of play at a glance: round and phase, turn order with this round's deaths, the turn in
// progress (country, event, slots), the turn-order choice of phase 4, and the emerging-market table.
import type { EmergingMarketFile } from '../../../games/the-cost/data/types.ts';
import type { CostView } from '../../../games/the-cost/view.ts';
import type { Interaction } from '../types.ts';
import { useLang } from '../../ui/i18n.ts';
import { ActionGlyph, EventGlyph, Icon } from './glyphs.tsx';
import { ACTION_NAMES, EVENT_NAMES, PHASE_NAMES, TC } from './texts.ts';
import { blockedClass, targetTitle } from '../target.ts';

interface Props {
  view: CostView;
  names: string[];
  colors: string[];
  interaction: Interaction | null;
}

export function RoundTrack({ view }: { view: CostView }) {
  const { tx } = useLang();
  // Before round 1 starts (countries being chosen) and after the end, no round or phase is under way.
  const setup = view.pending?.decision === 'CHOOSE_COUNTRIES';
  const now = (r: number) => !setup && !view.over && r === view.round;
  return (
    <div className="tc-rounds" aria-label={`${tx(TC.round)} ${view.round}, ${tx(TC.phase)} ${view.phase}`}>
      {[1, 2, 3, 4].map((r) => (
        <div
          key={r}
          className={`tc-round ${now(r) ? 'now' : r < view.round || (view.over && r === view.round) ? 'past' : ''}`}
        >
          <span className="tc-round-no">
            {tx(TC.round)} {r}
          </span>
          <span className="tc-phases">
            {[1, 2, 3, 4].map((p) => (
              <span
                key={p}
                className={`tc-phase ${now(r) && p === view.phase ? 'now' : ''}`}
                title={tx(PHASE_NAMES[p])}
              >
                {p}
              </span>
            ))}
          </span>
        </div>
      ))}
      <div className="tc-phase-name">
        {view.over ? tx(TC.gameOver) : setup ? tx(TC.setup) : tx(PHASE_NAMES[view.phase])}
      </div>
    </div>
  );
}

export function TurnOrder({ view, names, colors, interaction }: Props) {
  const { tx } = useLang();
  const choice = view.turnOrderChoice;
  const actor = view.pending?.seat ?? null;
  return (
    <div className="tc-order" aria-label={tx(TC.turnOrder)}>
      <span className="tc-label">{tx(TC.turnOrder)}</span>
      <ol>
        {view.turnOrder.map((seat, i) => {
          const deaths = view.players[seat]?.deathsThisRound ?? 0;
          return (
            <li key={seat} className={seat === actor ? 'now' : ''} style={{ borderColor: colors[seat] }}>
              <span className="tc-order-n">{i + 1}</span>
              <span className="tc-order-name">{names[seat]}</span>
              {deaths > 0 && (
                <span className="tc-order-deaths" title={tx(TC.deathsThisRound)}>
                  ✝{deaths}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {choice && (
        <div className="tc-positions">
          {choice.positions.map((s, i) => {
            const id = `pos:${i + 1}`;
            const c = interaction?.targets.get(id);
            return c && interaction ? (
              <button
                key={i}
                type="button"
                className={`tc-pos is-target ${blockedClass(c)}`}
                data-target={id}
                title={targetTitle(c, tx)}
                onClick={() => interaction.pick(c)}
              >
                {i + 1}
              </button>
            ) : (
              <span
                key={i}
                className="tc-pos"
                style={s !== null ? { background: colors[s], color: '#fff' } : undefined}
              >
                {i + 1}
                {s !== null ? ` ${names[s]}` : ''}
              </span>
            );
          })}
        </div>
      )}
    </div>
  );
}

export function TurnInProgress({ view }: { view: CostView }) {
  const { tx } = useLang();
  const turn = view.turn;
  if (!turn || !turn.country) return null;
  return (
    <div className="tc-turn">
      <span className="tc-label">{tx(TC.slots)}</span>
      <strong>{view.countries[turn.country]?.name}</strong>
      {turn.eventMarker && (
        <span className="tc-turn-event" title={tx(EVENT_NAMES[turn.eventMarker])}>
          <Icon size={18}>
            <EventGlyph marker={turn.eventMarker} scale={18} />
          </Icon>
          {tx(EVENT_NAMES[turn.eventMarker])}
        </span>
      )}
      {turn.slots.map((s) => (
        <span
          key={s.hex}
          className={`tc-slot-chip ${s.used ? 'used' : ''}`}
          title={tx(ACTION_NAMES[s.action])}
        >
          <Icon size={18}>
            <ActionGlyph action={s.action} scale={20} />
          </Icon>
          {s.hex}
        </span>
      ))}
    </div>
  );
}

export function EmergingMarket({ view, table }: { view: CostView; table: EmergingMarketFile | undefined }) {
  const { tx } = useLang();
  if (!table) return null;
  return (
    <table className="tc-em" aria-label={tx(TC.emergingMarket)}>
      <caption>{tx(TC.emergingMarket)}</caption>
      <thead>
        <tr>
          <th>{tx(TC.dieValue)}</th>
          {table.payout[0].map((_, v) => (
            <th key={v}>{v + 1}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.payout.map((row, r) => (
          <tr key={r} className={r === view.emergingMarketRow ? 'now' : ''}>
            <th>{r === view.emergingMarketRow ? '▶' : r}</th>
            {row.map((d, v) => (
              <td key={v}>${d}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
