// The action board: 19 hexes with their printed icons and action markers, the event markers on used
// corners (with their country's initial), and, during a turn, the corner chosen and its three slots.
import { useMemo } from 'react';
import type { ActionBoardFile } from '../../../games/the-cost/data/types.ts';
import type { Action } from '../../../games/the-cost/moves.ts';
import type { CostView } from '../../../games/the-cost/view.ts';
import type { Interaction } from '../types.ts';
import { useLang } from '../../ui/i18n.ts';
import { hexPoints, layoutActionBoard, pointsAttr } from './geometry.ts';
import { ActionGlyph, INK } from './glyphs.tsx';
import { ACTION_NAMES, EVENT_NAMES, TC } from './texts.ts';
import { blockedClass, targetTitle } from '../target.ts';

interface Props {
  board: ActionBoardFile;
  view: CostView;
  interaction: Interaction | null;
}

const SIZE = 34;

function keyPick(fn: () => void) {
  return (e: { key: string; preventDefault(): void }) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      fn();
    }
  };
}

export function ActionBoard({ board, view, interaction }: Props) {
  const { tx } = useLang();
  const layout = useMemo(() => layoutActionBoard(board, SIZE), [board]);
  const slots = new Map((view.turn?.slots ?? []).map((s) => [s.hex, s]));
  const cornerOfTurn = view.turn?.corner ?? null;
  return (
    <svg
      className="tc-action-board"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      // A group, not an image: its pieces are buttons when a move can pick them, and an image's
      // content is not read out.
      role="group"
      aria-label={tx(TC.actionBoard)}
    >
      {board.hexes.map((h) => {
        const c = layout.hexes.get(h.id)!;
        const marker = view.actionBoard.markers[h.id] as Action | undefined;
        const action = marker ?? h.icon;
        const slot = slots.get(h.id);
        const targetId = `hex:${h.id}`;
        const choice = interaction?.targets.get(targetId);
        const selected = interaction?.selected.has(targetId);
        const pick = choice && interaction ? () => interaction.pick(choice) : undefined;
        return (
          <g
            key={h.id}
            className={`tc-hex ${slot ? (slot.used ? 'slot used' : 'slot') : ''} ${choice ? 'target' : ''} ${blockedClass(choice)}`}
            data-target={choice ? targetId : undefined}
            role={choice ? 'button' : undefined}
            tabIndex={choice ? 0 : undefined}
            aria-label={choice ? targetTitle(choice, tx) : undefined}
            onClick={pick}
            onKeyDown={pick ? keyPick(pick) : undefined}
          >
            <title>
              {choice
                ? targetTitle(choice, tx)
                : action === 'BLANK'
                  ? h.id
                  : `${h.id}: ${tx(ACTION_NAMES[action])}`}
            </title>
            <polygon points={pointsAttr(hexPoints(c, SIZE - 1.5))} className="tc-hex-shape" />
            {marker ? (
              <g className="appear">
                <circle cx={c.x} cy={c.y} r={SIZE * 0.62} fill="#fffaf0" stroke={INK} strokeWidth={1.5} />
                <ActionGlyph action={marker} x={c.x} y={c.y} scale={SIZE * 0.78} />
              </g>
            ) : (
              <ActionGlyph action={h.icon} x={c.x} y={c.y} scale={SIZE * 0.7} />
            )}
            <text x={c.x} y={c.y - SIZE * 0.62} textAnchor="middle" className="tc-hex-id">
              {h.id}
            </text>
            {(choice || selected) && (
              <polygon
                points={pointsAttr(hexPoints(c, SIZE - 4))}
                className={choice ? 'target-ring' : 'selected-ring'}
              />
            )}
            {slot?.used && (
              <path
                d={`M${c.x - 12} ${c.y + 12} L${c.x + 12} ${c.y - 12}`}
                stroke="#b42318"
                strokeWidth={3}
                strokeLinecap="round"
              />
            )}
          </g>
        );
      })}
      {board.corners.map((corner) => {
        const p = layout.corners.get(corner.id)!;
        const used = view.actionBoard.usedCorners[corner.id];
        const targetId = `corner:${corner.id}`;
        const choice = interaction?.targets.get(targetId);
        if (used) {
          const current = corner.id === cornerOfTurn;
          return (
            <g key={corner.id} className="appear">
              <title>{`${corner.id}: ${view.countries[used.country]?.name ?? used.country} · ${tx(EVENT_NAMES[used.marker])}`}</title>
              <circle cx={p.x} cy={p.y} r={9} className={`tc-event-marker ${current ? 'current' : ''}`} />
              <text x={p.x} y={p.y + 4} textAnchor="middle" className="tc-event-letter">
                {(view.countries[used.country]?.name ?? used.country).slice(0, 1)}
              </text>
            </g>
          );
        }
        if (!choice || !interaction) return null;
        return (
          <g
            key={corner.id}
            className={`target ${blockedClass(choice)}`}
            data-target={targetId}
            role="button"
            tabIndex={0}
            aria-label={targetTitle(choice, tx)}
            onClick={() => interaction.pick(choice)}
            onKeyDown={keyPick(() => interaction.pick(choice))}
          >
            <title>{targetTitle(choice, tx)}</title>
            {/* A hit area wider than the ring (corners are a side apart), so a finger finds it. */}
            <circle cx={p.x} cy={p.y} r={SIZE * 0.47} className="tc-corner-hit" />
            <circle cx={p.x} cy={p.y} r={11} className="target-ring tc-corner-ring" />
            <circle cx={p.x} cy={p.y} r={4} fill={INK} />
          </g>
        );
      })}
    </svg>
  );
}
