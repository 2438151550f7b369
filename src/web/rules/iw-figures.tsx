// Industrial Waste's rules illustrated with the table's own pieces: cards, and a company mat's innovation
// tracks and waste storage drawn from a real seat view (figures.json) and the server's board data.
import type { IwBoard } from '../../games/industrial-waste/board.ts';
import type { CardType } from '../../games/industrial-waste/cards.ts';
import type { SeatView } from '../../games/industrial-waste/view.ts';
import { Card } from '../boards/industrial-waste/Card.tsx';
import { IW_COLORS } from '../boards/industrial-waste/colors.ts';
import { InnovationTracks, WasteStorage } from '../boards/industrial-waste/MatParts.tsx';
import { useBoardData } from '../play/useBoardData.ts';
import figures from './figures.json';
import '../boards/industrial-waste/iw.css';

const seat = (figures as unknown as { 'industrial-waste': { seat: SeatView } })['industrial-waste'].seat;

export function CardsFigure({ types }: { types: CardType[] }) {
  return (
    <div className="rules-cards">
      {types.map((type) => (
        <Card key={type} card={{ id: `${type}-1`, type }} size="large" />
      ))}
    </div>
  );
}

export function MatFigure({ part }: { part: 'tracks' | 'waste' }) {
  const board = useBoardData('industrial-waste') as IwBoard | null;
  if (!board) return null;
  return (
    <div className="rules-mat">
      {part === 'tracks' ? (
        <InnovationTracks board={board} seat={seat} color={IW_COLORS[0]} interaction={null} />
      ) : (
        <WasteStorage board={board} seat={seat} color={IW_COLORS[0]} />
      )}
    </div>
  );
}
