// The Cost's pieces drawn in SVG, each centred on (0, 0) at unit size 1 (about 24 px at scale 24):
// mines, mills, rails, ports, coins, workers, the dead, dice, event markers.
import type { ReactNode } from 'react';
import type { Action } from '../../../games/the-cost/moves.ts';
import type { EventMarker } from '../../../games/the-cost/view.ts';

export const INK = '#1f2d36';
export const NATIONAL = '#8a939a';
export const RAW_DIE = '#2f6fd0';
export const REFINED_DIE = '#2b9348';
export const CUBE = { red: '#d9480f', blue: '#1c7ed6' } as const;

interface G {
  x?: number;
  y?: number;
  scale?: number;
  color?: string;
}

const at = ({ x = 0, y = 0, scale = 24 }: G) => `translate(${x} ${y}) scale(${scale / 24})`;

export function MineGlyph(p: G) {
  return (
    <g transform={at(p)}>
      <path d="M-10 9 V-1 A10 10 0 0 1 10 -1 V9 Z" fill={p.color ?? INK} stroke={INK} strokeWidth={1.5} />
      <path d="M-5 9 V1 A5 5 0 0 1 5 1 V9 Z" fill="#1b1b1b" />
    </g>
  );
}

export function MillGlyph(p: G) {
  return (
    <g transform={at(p)}>
      <path
        d="M-11 9 V-2 L-5 -6 V-2 L1 -6 V-2 L5 -4 V-11 H9 V9 Z"
        fill={p.color ?? INK}
        stroke={INK}
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <rect x={-7} y={2} width={4} height={4} fill="#fff" opacity={0.8} />
      <rect x={0} y={2} width={4} height={4} fill="#fff" opacity={0.8} />
    </g>
  );
}

export function RailGlyph(p: G) {
  const c = p.color ?? INK;
  return (
    <g transform={at(p)}>
      {[-7, 0, 7].map((x) => (
        <rect key={x} x={x - 1.5} y={-9} width={3} height={18} fill={c} stroke={INK} strokeWidth={0.6} />
      ))}
      <rect x={-11} y={-5} width={22} height={2.6} fill={INK} />
      <rect x={-11} y={2.4} width={22} height={2.6} fill={INK} />
    </g>
  );
}

export function PortGlyph(p: G) {
  const c = p.color ?? INK;
  return (
    <g transform={at(p)}>
      <circle cx={0} cy={0} r={12} fill={c} stroke={INK} strokeWidth={1.2} />
      <g fill="none" stroke="#fff" strokeWidth={2} strokeLinecap="round">
        <circle cx={0} cy={-6} r={2} />
        <path d="M0 -4 V7 M-4 -1 H4 M-7 2 A7 7 0 0 0 7 2" />
      </g>
    </g>
  );
}

export function CoinGlyph(p: G) {
  return (
    <g transform={at(p)}>
      <circle cx={0} cy={0} r={10} fill="#f2c94c" stroke="#a77b06" strokeWidth={1.5} />
      <text x={0} y={5} textAnchor="middle" fontSize={14} fontWeight={800} fill="#7a5a00">
        $
      </text>
    </g>
  );
}

export function MarketGlyph(p: G) {
  return (
    <g transform={at(p)}>
      <path d="M-11 -3 L-8 -10 H8 L11 -3 Z" fill="#f2c94c" stroke={INK} strokeWidth={1.2} />
      <rect x={-9} y={-3} width={18} height={12} fill="#fff8e1" stroke={INK} strokeWidth={1.2} />
      <text x={0} y={7} textAnchor="middle" fontSize={10} fontWeight={800} fill={INK}>
        $
      </text>
    </g>
  );
}

export function WorkerGlyph({ dead, ...p }: G & { dead?: boolean }) {
  const fill = dead ? '#9aa1a6' : (p.color ?? INK);
  return (
    <g transform={at(p)}>
      <circle cx={0} cy={-6} r={4.5} fill={fill} stroke={INK} strokeWidth={1} />
      <path d="M-7 10 C-7 1 7 1 7 10 Z" fill={fill} stroke={INK} strokeWidth={1} />
      {dead && (
        <path d="M-8 -10 L8 10 M8 -10 L-8 10" stroke="#b42318" strokeWidth={2.2} strokeLinecap="round" />
      )}
    </g>
  );
}

export function DieGlyph({ value, color, ...p }: G & { value: number; color: 'raw' | 'refined' }) {
  return (
    <g transform={at(p)}>
      <rect
        x={-10}
        y={-10}
        width={20}
        height={20}
        rx={4}
        fill={color === 'raw' ? RAW_DIE : REFINED_DIE}
        stroke={INK}
        strokeWidth={1.2}
      />
      <text x={0} y={5} textAnchor="middle" fontSize={14} fontWeight={800} fill="#fff">
        {value}
      </text>
    </g>
  );
}

export function GlobeGlyph(p: G) {
  return (
    <g transform={at(p)} fill="none" stroke={p.color ?? INK} strokeWidth={1.8}>
      <circle cx={0} cy={0} r={9} />
      <ellipse cx={0} cy={0} rx={4} ry={9} />
      <path d="M-9 0 H9 M-7.5 -5 H7.5 M-7.5 5 H7.5" />
    </g>
  );
}

export function ActionGlyph({ action, ...p }: G & { action: Action | 'BLANK' }) {
  switch (action) {
    case 'MINE':
      return <MineGlyph {...p} />;
    case 'MILL':
      return <MillGlyph {...p} />;
    case 'RAIL':
      return <RailGlyph {...p} />;
    case 'PORT':
      return <PortGlyph {...p} />;
    case 'SUBSIDY':
      return <CoinGlyph {...p} />;
    default:
      return null;
  }
}

export function EventGlyph({ marker, ...p }: G & { marker: EventMarker | 'SPARE' }) {
  switch (marker) {
    case 'NATIONAL_RAILS':
      return <RailGlyph {...p} color={NATIONAL} />;
    case 'NATIONAL_PORT':
      return <PortGlyph {...p} color={NATIONAL} />;
    case 'SUPPORT_EMERGING_MARKET':
      return <GlobeGlyph {...p} />;
    default:
      return (
        <g transform={at(p)}>
          <circle r={6} fill="#fff" stroke={INK} strokeWidth={1.5} />
        </g>
      );
  }
}

/** The same pieces as a small inline SVG for HTML (player boards, legends). */
export function Icon({ children, size = 20, label }: { children: ReactNode; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="-13 -13 26 26"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </svg>
  );
}
