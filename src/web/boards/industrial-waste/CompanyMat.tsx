// One company at the table: cash (own only), loans, raw materials, innovation tracks, waste storage, the
// face-up hand and the face-down kept card.
import { ShortLabel } from '../../ui/ShortLabel.tsx';
import type { IwBoard } from '../../../games/industrial-waste/board.ts';
import type { SeatView } from '../../../games/industrial-waste/view.ts';
import type { Interaction } from '../types.ts';
import { useLang } from '../../ui/i18n.ts';
import { Card } from './Card.tsx';
import { InnovationTracks, WasteStorage } from './MatParts.tsx';
import { IW, ZONE_NAMES } from './texts.ts';

interface Props {
  board: IwBoard;
  seat: SeatView;
  name: string;
  color: string;
  isMe: boolean;
  isStart: boolean;
  isDealer: boolean;
  toAct: boolean;
  /** True while cards are played (phase 3): only then is "done this round" news. */
  playing: boolean;
  interaction: Interaction | null;
}

export function CompanyMat({
  board,
  seat,
  name,
  color,
  isMe,
  isStart,
  isDealer,
  toAct,
  playing,
  interaction,
}: Props) {
  const { tx } = useLang();
  // A loan is taken here, on the mat, rather than from every decision list.
  const loan = interaction?.targets.get(`loan:${seat.seat}`);
  const kept = seat.keptCard ?? null;
  return (
    <section
      className={`iw-mat ${isMe ? 'me' : 'prefer-short'} ${toAct ? 'to-act' : ''}`}
      style={{ borderColor: color }}
      aria-label={name}
      data-seat={seat.seat}
    >
      <header className="iw-mat-head" style={{ background: color }}>
        <span className="iw-mat-name">
          {name}
          {isMe && <span className="you"> ({tx(IW.you)})</span>}
        </span>
        {isStart && (
          <span className="chip euro" title={tx(IW.startPlayer)}>
            €
          </span>
        )}
        {isDealer && (
          <span className="chip" title={tx(IW.dealer)}>
            D
          </span>
        )}
        {playing && seat.finished && <span className="chip muted-chip">{tx(IW.finishedRound)}</span>}
      </header>
      <div className="iw-mat-stats">
        <div className="stat" title={tx(IW.cash)}>
          <span className="stat-label">{tx(IW.cash)}</span>
          {seat.cash === undefined ? (
            <span className="stat-value secret">{tx(IW.hiddenCash)}</span>
          ) : (
            <span className="stat-value" data-testid={isMe ? 'my-cash' : undefined}>
              {seat.cash} M
            </span>
          )}
        </div>
        <div className="stat" title={tx(IW.loans)}>
          <span className="stat-label">{tx(IW.loans)}</span>
          <span className="stat-value">
            {seat.loans === 0
              ? '0'
              : Array.from({ length: seat.loans > 4 ? 1 : seat.loans }, (_, i) => (
                  <span key={i} className="loan-token">
                    −10
                  </span>
                ))}
            {seat.loans > 4 && ` ×${seat.loans}`}
          </span>
          {loan && interaction && (
            <button
              type="button"
              className="small iw-loan-button"
              data-loan={seat.seat}
              title={loan.hint ? tx(loan.hint) : undefined}
              onClick={() => interaction.pick(loan)}
            >
              + {tx(IW.takeLoan)}
            </button>
          )}
        </div>
        <div className="stat" title={tx(IW.raw)}>
          <span className="stat-label">
            <ShortLabel full={tx(IW.raw)} short={tx(IW.rawShort)} />
          </span>
          <span className="stat-value">
            <span className="raw-cube" /> {seat.rawMaterials}
          </span>
        </div>
        <div className="stat" title={tx(IW.waste)}>
          <span className="stat-label">{tx(IW.waste)}</span>
          <span className={`stat-value zone-${seat.wasteZone}`}>
            {seat.waste} · {tx(ZONE_NAMES[seat.wasteZone])}
          </span>
        </div>
      </div>
      <div className="iw-mat-boards">
        <InnovationTracks board={board} seat={seat} color={color} interaction={isMe ? interaction : null} />
        <WasteStorage board={board} seat={seat} color={color} />
      </div>
      <div className={`iw-hand ${isMe ? 'mine' : ''}`} aria-label={tx(IW.hand)}>
        {seat.hand.map((c) => (
          <Card key={c.id} card={c} size={isMe ? 'large' : 'small'} interaction={isMe ? interaction : null} />
        ))}
        {seat.hasKeptCard &&
          (kept ? (
            <Card card={kept} size={isMe ? 'large' : 'small'} ribbon={tx(IW.kept)} interaction={null} />
          ) : (
            <Card card={null} size="small" ribbon={tx(IW.kept)} />
          ))}
        {seat.hand.length === 0 && !seat.hasKeptCard && <span className="muted small-text">—</span>}
      </div>
    </section>
  );
}
