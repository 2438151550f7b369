// Final scores and ranking from the outcome: the part of every end report that any game has.
import type { GameSnapshot } from '../../shared/api.ts';
import { useLang } from '../ui/i18n.ts';
import { seatName } from '../play/turn.ts';

interface Props {
  snapshot: GameSnapshot;
  /** How a score is written (The Cost: "$12"; Industrial Waste: "42.5"). */
  format?: (score: number) => string;
  colors?: string[];
}

export function ScoreTable({ snapshot, format = (n) => String(n), colors = [] }: Props) {
  const { t, lang } = useLang();
  const outcome = snapshot.outcome;
  if (!outcome) return null;
  const order = outcome.scores.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score);
  return (
    <table className="scores">
      <thead>
        <tr>
          <th>{t('rank')}</th>
          <th>{t('players')}</th>
          <th className="num">{t('score')}</th>
        </tr>
      </thead>
      <tbody>
        {order.map(({ seat, score }) => {
          const rank = order.findIndex((o) => o.score === score) + 1;
          const won = outcome.winners.includes(seat);
          return (
            <tr key={seat} className={won ? 'winner' : ''}>
              <td>{won ? '★' : rank}</td>
              <td>
                <span className="swatch" style={{ background: colors[seat] }} />{' '}
                {seatName(snapshot, seat, lang)}
              </td>
              <td className="num">{format(score)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
