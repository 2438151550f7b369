// The middle of the table: the card columns of the draft, the deck, the discard pile, the raw-materials
// supply, and the auction or accident in progress.
import type { IwView } from '../../../games/industrial-waste/view.ts';
import type { Interaction } from '../types.ts';
import { fill, useLang } from '../../ui/i18n.ts';
import { Card } from './Card.tsx';
import { IW } from './texts.ts';
import { blockedClass, targetTitle } from '../target.ts';

interface Props {
  view: IwView;
  names: string[];
  colors: string[];
  interaction: Interaction | null;
}

export function DraftColumns({ view, interaction }: Props) {
  const { tx, lang } = useLang();
  if (view.layout.length === 0) return null;
  return (
    <section className="iw-columns" aria-label={tx(IW.columns)}>
      <h3>{tx(IW.columns)}</h3>
      <div className="iw-columns-row">
        {view.layout.map((col) => {
          const targetId = `column:${col.column}`;
          const choice = interaction?.targets.get(targetId);
          const inner = (
            <>
              <span className="iw-col-no">
                {lang === 'it' ? `Colonna ${col.column + 1}` : `Column ${col.column + 1}`}
              </span>
              {col.cards.map((c) => (
                <Card key={c.id} card={c} size="small" />
              ))}
            </>
          );
          return choice && interaction ? (
            <button
              key={col.column}
              type="button"
              className={`iw-column is-target ${blockedClass(choice)}`}
              data-target={targetId}
              title={choice.blocked ? targetTitle(choice, tx) : undefined}
              onClick={() => interaction.pick(choice)}
            >
              {inner}
            </button>
          ) : (
            <div key={col.column} className="iw-column">
              {inner}
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function TableInfo({ view, names }: Props) {
  const { tx } = useLang();
  const top = view.discard.length ? view.discard[view.discard.length - 1] : null;
  return (
    <section className="iw-info">
      <div className="iw-info-grid">
        <div className="stat">
          <span className="stat-label">{tx(IW.round)}</span>
          <span className="stat-value">{view.round}</span>
        </div>
        <div className="stat">
          <span className="stat-label">{tx(IW.startPlayer)}</span>
          <span className="stat-value">{names[view.startPlayer]}</span>
        </div>
        <div className="stat">
          <span className="stat-label">{tx(IW.supply)}</span>
          <span className="stat-value">
            <span className="raw-cube" /> {view.supply}
          </span>
        </div>
        <div className="stat">
          <span className="stat-label">{tx(IW.deck)}</span>
          <span className="stat-value">{view.deckSize}</span>
        </div>
      </div>
      <div className="iw-piles">
        <div className="iw-pile">
          <Card card={null} size="small" />
          <span className="small-text muted">
            {tx(IW.deck)} · {view.deckSize}
          </span>
        </div>
        <details className="iw-pile">
          <summary>
            {top ? <Card card={top} size="small" /> : <span className="iw-card empty small" />}
            <span className="small-text muted">
              {tx(IW.discard)} · {view.discard.length}
            </span>
          </summary>
          <div className="iw-discard-list">
            {[...view.discard].reverse().map((c) => (
              <Card key={c.id} card={c} size="small" />
            ))}
          </div>
        </details>
      </div>
      {view.endTriggered && <p className="iw-alert">{tx(IW.lastRound)}</p>}
      {view.accidentSetAside && <p className="iw-alert warn">{tx(IW.accidentAside)}</p>}
    </section>
  );
}

export function AuctionPanel({ view, names, colors }: Props) {
  const { tx } = useLang();
  const a = view.auction;
  if (!a) return null;
  return (
    <section className="iw-auction" aria-label={tx(IW.auction)}>
      <h3>{tx(IW.auction)}</h3>
      <p>
        <span className="raw-cube" /> {fill(tx(IW.lot), { n: a.lot, seller: names[a.seller] })}
      </p>
      <p className="iw-high">
        {a.highBid !== null && a.highBidder !== null
          ? fill(tx(IW.highBid), { amount: a.highBid, name: names[a.highBidder] })
          : tx(IW.noBid)}
      </p>
      <ol className="iw-bidders">
        {a.order.map((s) => {
          const bid = a.bids.find((b) => b.seat === s);
          const status = bid
            ? bid.amount === null
              ? tx(IW.passed)
              : `${bid.amount} M`
            : s === a.toAct
              ? tx(IW.toBid)
              : '…';
          return (
            <li key={s} className={s === a.toAct ? 'to-act' : ''} style={{ borderLeftColor: colors[s] }}>
              <span>{names[s]}</span>
              <strong>{status}</strong>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
