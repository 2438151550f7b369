// Corners of the action board whose three actions read the same ("Build a port · Subsidy · Build a
// mine" twice) are told apart by where they lie on the board compared with each other: "upper" and
// "lower", "left" and "right", or, among three or more, their rank from the top.
import type { Texts } from '../../../shared/api.ts';
import type { StaticEdition } from '../../../games/the-cost/data/types.ts';

type Board = Pick<StaticEdition['actionBoard'], 'hexes' | 'corners'>;

const ORDINAL_IT = (n: number) => `${n}° dall’alto`;
const ORDINAL_EN = (n: number) =>
  `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} from the top`;

/**
 * The place words of each corner in `open` whose label (`labelOf`) another corner of `open` shares; a
 * corner with a label of its own has none.
 */
export function cornerPlaces(board: Board, open: readonly string[], labelOf: (id: string) => string) {
  const at = new Map(board.hexes.map((h) => [h.id, { x: h.q + h.r / 2, y: h.r }]));
  const centre = (id: string) => {
    const hexes = board.corners.find((c) => c.id === id)?.hexes ?? [];
    const ps = hexes.map((h) => at.get(h) ?? { x: 0, y: 0 });
    const n = Math.max(ps.length, 1);
    return { x: ps.reduce((a, p) => a + p.x, 0) / n, y: ps.reduce((a, p) => a + p.y, 0) / n };
  };
  const groups = new Map<string, string[]>();
  for (const id of open) groups.set(labelOf(id), [...(groups.get(labelOf(id)) ?? []), id]);
  const places = new Map<string, Texts>();
  for (const ids of groups.values()) {
    if (ids.length < 2) continue;
    // Reading order: top to bottom, then left to right.
    const sorted = ids.map((id) => ({ id, ...centre(id) })).sort((a, b) => a.y - b.y || a.x - b.x);
    if (sorted.length === 2) {
      const [a, b] = sorted;
      const vertical = Math.abs(b.y - a.y) >= Math.abs(b.x - a.x);
      const [first, second]: [Texts, Texts] = vertical
        ? [
            { en: 'upper', it: 'in alto' },
            { en: 'lower', it: 'in basso' },
          ]
        : a.x < b.x
          ? [
              { en: 'left', it: 'a sinistra' },
              { en: 'right', it: 'a destra' },
            ]
          : [
              { en: 'right', it: 'a destra' },
              { en: 'left', it: 'a sinistra' },
            ];
      places.set(a.id, first);
      places.set(b.id, second);
      continue;
    }
    sorted.forEach((c, i) => places.set(c.id, { en: ORDINAL_EN(i + 1), it: ORDINAL_IT(i + 1) }));
  }
  return places;
}
