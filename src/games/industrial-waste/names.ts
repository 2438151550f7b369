// Names of cards, tracks, zones and directions in every language the program speaks.
import type { Lang } from '../../kernel/index.ts';
import type { CardType, Direction, Track, WasteZone } from './cards.ts';

export const CARD_NAMES: Record<Lang, Record<CardType, string>> = {
  en: {
    order: 'Order',
    'raw-materials': 'Raw materials',
    growth: 'Growth',
    innovation: 'Innovation',
    'waste-disposal': 'Waste disposal',
    advisor: 'Advisor',
    'hiring-firing': 'Hiring/firing',
    'waste-removal': 'Waste removal',
    bribery: 'Bribery',
    accident: 'Accident',
  },
  it: {
    order: 'Ordine',
    'raw-materials': 'Materie prime',
    growth: 'Crescita',
    innovation: 'Innovazione',
    'waste-disposal': 'Stoccaggio rifiuti',
    advisor: 'Consigliere',
    'hiring-firing': 'Assunzione/licenziamento',
    'waste-removal': 'Eliminazione rifiuti',
    bribery: 'Corruzione',
    accident: 'Incidente',
  },
};

export const TRACK_NAMES: Record<Lang, Record<Track, string>> = {
  en: {
    rationalization: 'Rationalization',
    'raw-materials': 'Raw materials',
    'waste-reduction': 'Waste reduction',
  },
  it: {
    rationalization: 'Razionalizzazione',
    'raw-materials': 'Materie prime',
    'waste-reduction': 'Riduzione dei rifiuti',
  },
};

export const ZONE_NAMES: Record<Lang, Record<WasteZone, string>> = {
  en: { bin: 'bin', green: 'green', yellow: 'yellow', red: 'red' },
  it: { bin: 'cestino', green: 'verde', yellow: 'gialla', red: 'rossa' },
};

export const DIRECTION_NAMES: Record<Lang, Record<Direction, string>> = {
  en: { hire: 'hire', fire: 'fire' },
  it: { hire: 'assumere', fire: 'licenziare' },
};
