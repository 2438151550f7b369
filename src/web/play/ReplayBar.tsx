// The replay slider: any position of the game, from the setup to the last move, read-only.
import { useLang } from '../ui/i18n.ts';

interface Props {
  total: number;
  /** The move shown, or null for the live position. */
  shown: number | null;
  onShow: (n: number | null) => void;
  loading: boolean;
}

export function ReplayBar({ total, shown, onShow, loading }: Props) {
  const { t } = useLang();
  const value = shown ?? total;
  const go = (n: number) => onShow(n >= total ? null : Math.max(0, n));
  if (total === 0) return null;
  return (
    <section className={`replay ${shown !== null ? 'active' : ''}`} aria-label={t('replaySlider')}>
      <div className="replay-row">
        <button
          type="button"
          onClick={() => go(value - 1)}
          disabled={value <= 0}
          aria-label={t('previousMove')}
        >
          ◀
        </button>
        <input
          type="range"
          min={0}
          max={total}
          value={value}
          aria-label={t('replaySlider')}
          onChange={(e) => go(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          onClick={() => go(value + 1)}
          disabled={value >= total}
          aria-label={t('nextMove')}
        >
          ▶
        </button>
      </div>
      {shown !== null ? (
        <div className="replay-row">
          <span className="replay-where">
            {t('replayMode', { n: shown, total })}
            {loading ? ' …' : ''}
          </span>
          <button type="button" className="primary small" onClick={() => onShow(null)}>
            {t('replayBack')}
          </button>
        </div>
      ) : (
        <div className="replay-row muted small-text">
          {t('moves')}: {total}
        </div>
      )}
    </section>
  );
}
