// The Industrial Waste table: the growth board and the middle of the table on top, the company mats
// below (the viewer's own first, with a large hand to play from).
import type { IwBoard } from '../../../games/industrial-waste/board.ts';
import type { IwView } from '../../../games/industrial-waste/view.ts';
import type { TableProps } from '../types.ts';
import { seatName } from '../../play/turn.ts';
import { useLang } from '../../ui/i18n.ts';
import { AuctionPanel, DraftColumns, TableInfo } from './Center.tsx';
import { CompanyMat } from './CompanyMat.tsx';
import { GrowthBoard } from './GrowthBoard.tsx';
import { IW_COLORS } from './colors.ts';
import './iw.css';

export function IwTable({ view: raw, snapshot, board, interaction, me }: TableProps) {
  const { t, lang } = useLang();
  const view = raw as IwView;
  const data = board as IwBoard | null;
  if (!view || !Array.isArray(view.seats)) return null;
  if (!data) return <p className="muted">{t('loading')}</p>;
  const names = view.seats.map((s) => seatName(snapshot, s.seat, lang));
  const colors = IW_COLORS;
  const first = me ?? (typeof view.viewer === 'number' ? view.viewer : null);
  const order = view.seats
    .map((s) => s.seat)
    .sort((a, b) =>
      first === null
        ? a - b
        : ((a - first + view.players) % view.players) - ((b - first + view.players) % view.players),
    );
  const toAct = view.pending?.seat ?? null;
  return (
    <div className="iw-table">
      <div className="iw-top">
        <GrowthBoard board={data} seats={view.seats} colors={colors} names={names} />
        <div className="iw-center">
          <TableInfo view={view} names={names} colors={colors} interaction={interaction} />
          <DraftColumns view={view} names={names} colors={colors} interaction={interaction} />
          <AuctionPanel view={view} names={names} colors={colors} interaction={interaction} />
        </div>
      </div>
      <div className={`iw-mats n${view.players}`}>
        {order.map((s) => (
          <CompanyMat
            key={s}
            board={data}
            seat={view.seats[s]}
            name={names[s]}
            color={colors[s]}
            isMe={s === first}
            isStart={view.startPlayer === s}
            isDealer={view.dealer === s}
            toAct={toAct === s}
            playing={view.phase === 'playing'}
            interaction={s === first ? interaction : null}
          />
        ))}
      </div>
    </div>
  );
}
