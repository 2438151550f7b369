// The two printed parts of a company mat: the three innovation tracks (value above each hole, end points
// below) and the waste storage from the bin to 16 with its green, yellow and red zones.
import type { IwBoard } from '../../../games/industrial-waste/board.ts';
import type { SeatView } from '../../../games/industrial-waste/view.ts';
import type { Interaction } from '../types.ts';
import { useLang } from '../../ui/i18n.ts';
import { IW, TRACK_MEANINGS, TRACK_NAMES, ZONE_NAMES } from './texts.ts';
import { blockedClass, targetTitle } from '../target.ts';

interface TrackProps {
  /** The printed mat's numbers, from the server's board data. */
  board: IwBoard;
  seat: SeatView;
  color: string;
  interaction: Interaction | null;
}

export function InnovationTracks({ board, seat, color, interaction }: TrackProps) {
  const { tx } = useLang();
  // The number above each hole and the points below it.
  const { tracks: TRACKS, values: HOLE_VALUES, points: HOLE_POINTS } = board.innovation;
  const LABEL = 118;
  const HOLE = 30;
  const ROW = 30;
  const width = LABEL + HOLE * HOLE_VALUES.length + 4;
  return (
    <svg
      className="iw-tracks"
      viewBox={`0 0 ${width} ${ROW * TRACKS.length + 14}`}
      role="img"
      aria-label={tx(IW.innovationTracks)}
    >
      {TRACKS.map((track, r) => {
        const y = 10 + r * ROW;
        const state = seat.innovation[track];
        const targetId = `track:${seat.seat}:${track}`;
        const choice = interaction?.targets.get(targetId);
        const selected = interaction?.selected.has(targetId);
        return (
          <g
            key={track}
            className={choice ? `target ${blockedClass(choice)}` : undefined}
            data-target={choice ? targetId : undefined}
            role={choice ? 'button' : undefined}
            tabIndex={choice ? 0 : undefined}
            aria-label={choice ? targetTitle(choice, tx, tx(TRACK_NAMES[track])) : undefined}
            onClick={choice && interaction ? () => interaction.pick(choice) : undefined}
            onKeyDown={
              choice && interaction
                ? (e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      interaction.pick(choice);
                    }
                  }
                : undefined
            }
          >
            <title>{`${tx(TRACK_NAMES[track])}: ${state.value} = ${tx(TRACK_MEANINGS[track])}; ${state.points} ${tx(IW.points)}`}</title>
            {(choice || selected) && (
              <rect
                x={1}
                y={y - 8}
                width={width - 2}
                height={ROW - 2}
                rx={6}
                className={choice ? 'target-ring' : 'selected-ring'}
              />
            )}
            <text x={4} y={y + 9} className="track-name">
              {tx(TRACK_NAMES[track])}
            </text>
            <line
              x1={LABEL + HOLE / 2}
              x2={LABEL + HOLE * (HOLE_VALUES.length - 0.5)}
              y1={y + 5}
              y2={y + 5}
              className="track-line"
            />
            {HOLE_VALUES.map((v, h) => {
              const cx = LABEL + h * HOLE + HOLE / 2;
              const here = state.hole === h;
              return (
                <g key={h}>
                  <text x={cx} y={y - 0.5} textAnchor="middle" className={`hole-value ${here ? 'here' : ''}`}>
                    {v}
                  </text>
                  <circle cx={cx} cy={y + 5} r={4} className="hole" />
                  <text x={cx} y={y + 19} textAnchor="middle" className="hole-points">
                    {HOLE_POINTS[h]}
                  </text>
                  {here && (
                    <circle
                      key={`m${h}`}
                      cx={cx}
                      cy={y + 5}
                      r={7}
                      fill={color}
                      stroke="#1f2d36"
                      strokeWidth={1.2}
                      className="appear"
                    />
                  )}
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

export function WasteStorage({ board, seat, color }: { board: IwBoard; seat: SeatView; color: string }) {
  const { tx } = useLang();
  // The printed storage, from the bin (0) up, coloured by its zones.
  const WASTE_MAX = board.waste.max;
  const zoneOf = (n: number) => board.waste.zones.find((z) => n >= z.from && n <= z.to)?.zone ?? '';
  const W = 15;
  const H = 22;
  const width = W * (WASTE_MAX + 1) + 2;
  return (
    <svg className="iw-waste" viewBox={`0 0 ${width} ${H + 16}`} role="img" aria-label={tx(IW.waste)}>
      <title>{`${tx(IW.waste)}: ${seat.waste} (${tx(ZONE_NAMES[seat.wasteZone])})`}</title>
      {Array.from({ length: WASTE_MAX + 1 }, (_, n) => (
        <g key={n}>
          <rect x={1 + n * W} y={1} width={W} height={H} className={`waste-cell ${zoneOf(n)}`} />
          <text x={1 + n * W + W / 2} y={H + 13} textAnchor="middle" className="waste-n">
            {n}
          </text>
        </g>
      ))}
      <g key={seat.waste} className="appear">
        <rect
          x={1 + seat.waste * W + 2}
          y={3}
          width={W - 4}
          height={H - 4}
          rx={3}
          fill={color}
          stroke="#1f2d36"
          strokeWidth={1.2}
        />
      </g>
    </svg>
  );
}
