// An action card: face up with its pictogram, name and reminder, or face down. A card that is a choice
// of the current decision is highlighted and can be clicked, tapped or picked with the keyboard.
import type { CardView } from '../../../games/industrial-waste/view.ts';
import type { Interaction } from '../types.ts';
import { useLang } from '../../ui/i18n.ts';
import { CARD_COLORS, CardIcon } from './icons.tsx';
import { CARD_NAMES, CARD_REMINDERS, IW } from './texts.ts';
import { blockedClass, targetTitle } from '../target.ts';

interface Props {
  card: CardView | null;
  size?: 'small' | 'large';
  interaction?: Interaction | null;
  /** A note on the card (e.g. "kept"). */
  ribbon?: string;
}

export function Card({ card, size = 'small', interaction, ribbon }: Props) {
  const { tx } = useLang();
  if (!card)
    return (
      <div className={`iw-card back ${size}`} aria-label={tx(IW.faceDown)}>
        <span className="iw-card-back-mark">IW</span>
        {ribbon && <span className="iw-ribbon">{ribbon}</span>}
      </div>
    );
  const targetId = `card:${card.id}`;
  const choice = interaction?.targets.get(targetId);
  const selected = interaction?.selected.has(targetId);
  const name = tx(CARD_NAMES[card.type]);
  const reminder = tx(CARD_REMINDERS[card.type]);
  const body = (
    <>
      <span className="iw-card-band" style={{ background: CARD_COLORS[card.type] }}>
        <CardIcon type={card.type} size={size === 'large' ? 26 : 18} />
      </span>
      <span className="iw-card-name">{name}</span>
      {size === 'large' && <span className="iw-card-text">{reminder}</span>}
      {ribbon && <span className="iw-ribbon">{ribbon}</span>}
    </>
  );
  const className = `iw-card ${size} ${choice ? 'is-target' : ''} ${blockedClass(choice)} ${selected ? 'is-selected' : ''}`;
  if (choice && interaction)
    return (
      <button
        type="button"
        className={className}
        data-target={targetId}
        title={choice.blocked ? targetTitle(choice, tx, name) : reminder}
        style={{ color: CARD_COLORS[card.type] }}
        onClick={() => interaction.pick(choice)}
      >
        {body}
      </button>
    );
  return (
    <div className={className} title={`${name}: ${reminder}`} style={{ color: CARD_COLORS[card.type] }}>
      {body}
    </div>
  );
}
