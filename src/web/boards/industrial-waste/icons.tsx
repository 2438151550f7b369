// Card-type pictograms drawn in SVG (no emoji fonts needed), on a 24×24 grid in the current colour.
import type { ReactElement } from 'react';
import type { CardType } from '../../../games/industrial-waste/cards.ts';

export const CARD_COLORS: Record<CardType, string> = {
  order: '#2f6fb0',
  'raw-materials': '#8a5a3c',
  growth: '#2e8b57',
  innovation: '#7b5ea7',
  'waste-disposal': '#5f7f3a',
  advisor: '#b58900',
  'hiring-firing': '#00838f',
  'waste-removal': '#b5542b',
  bribery: '#455a64',
  accident: '#c62828',
};

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Barrel() {
  return (
    <>
      <rect x="6" y="4" width="12" height="17" rx="2.5" {...stroke} />
      <path d="M6 9.5h12M6 15.5h12" {...stroke} />
    </>
  );
}

export function CardIcon({ type, size = 24 }: { type: CardType; size?: number }) {
  let body: ReactElement;
  switch (type) {
    case 'order':
      body = (
        <>
          <rect x="5" y="3" width="14" height="18" rx="1.5" {...stroke} />
          <path d="M8.5 8h7M8.5 12h7M8.5 16h4" {...stroke} />
        </>
      );
      break;
    case 'raw-materials':
      body = (
        <>
          <rect x="3" y="13" width="8" height="8" rx="1" {...stroke} />
          <rect x="13" y="13" width="8" height="8" rx="1" {...stroke} />
          <rect x="8" y="4" width="8" height="8" rx="1" {...stroke} />
        </>
      );
      break;
    case 'growth':
      body = <path d="M3 19h18M5 15l5-5 3 3 6-6M14 7h5v5" {...stroke} />;
      break;
    case 'innovation':
      body = (
        <>
          <path
            d="M9 17h6M10 20.5h4M8.5 14.5a6 6 0 1 1 7 0c-.8.6-1 1.3-1 2.5h-5c0-1.2-.2-1.9-1-2.5z"
            {...stroke}
          />
        </>
      );
      break;
    case 'waste-disposal':
      body = (
        <>
          <Barrel />
          <path d="M9.5 12.5h5" {...stroke} />
        </>
      );
      break;
    case 'advisor':
      body = (
        <>
          <circle cx="12" cy="7" r="3.5" {...stroke} />
          <path d="M5 21c0-4 3-7 7-7s7 3 7 7M12 14l-1.5 3 1.5 4 1.5-4z" {...stroke} />
        </>
      );
      break;
    case 'hiring-firing':
      body = <path d="M8 20V5M4 9l4-4 4 4M16 4v15M12 15l4 4 4-4" {...stroke} />;
      break;
    case 'waste-removal':
      body = (
        <>
          <rect x="3" y="6" width="9" height="14" rx="2" {...stroke} />
          <path d="M14 13h7M18 9.5l3.5 3.5-3.5 3.5" {...stroke} />
        </>
      );
      break;
    case 'bribery':
      body = (
        <>
          <rect x="3" y="6" width="18" height="13" rx="1.5" {...stroke} />
          <path d="M3 7l9 6 9-6" {...stroke} />
        </>
      );
      break;
    case 'accident':
      body = <path d="M12 3l10 18H2zM12 10v5M12 18h.01" {...stroke} />;
      break;
  }
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {body}
    </svg>
  );
}
