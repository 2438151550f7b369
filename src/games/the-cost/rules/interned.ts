// Listing the legal moves of a phase-1 decision builds hundreds of rail placements and build options,
// again at every decision. Moves are immutable plain objects, so the same decision is returned as the same
// frozen object each time: a pure memo per edition that spares most of those allocations.
import type { Edition } from '../data/compile.ts';
import type {
  BuildMill,
  BuildMine,
  BuildPort,
  BuildRails,
  NationalRails,
  PlaceEventMarker,
  SelectCountry,
  Subsidy,
} from '../moves.ts';

/** A lazily filled table of frozen moves: groups of dense arrays, so that a lookup is two array reads. */
class Table<T> {
  private readonly groups: (T | undefined)[][] = [];
  /** `size`: indexes per group; groups are filled with undefined so that V8 keeps them as plain arrays. */
  constructor(private readonly size: number) {}
  at(group: number, i: number): T | undefined {
    const list = this.groups[group];
    return list === undefined ? undefined : list[i];
  }
  put(group: number, i: number, move: T): T {
    (this.groups[group] ??= new Array<T | undefined>(this.size).fill(undefined))[i] = Object.freeze(move);
    return move;
  }
}

/** Frozen arrays of triangle ids are shared by moves. */
const freezeIds = (ids: string[]): string[] => Object.freeze(ids) as string[];

export class Interned {
  /** Triangles per map: enough for any map of the spec (at most 34). */
  private readonly T = 36;
  private readonly select = new Table<SelectCountry>(64);
  private readonly corners = new Table<PlaceEventMarker>(64);
  private readonly national = new Table<NationalRails>(this.T * (this.T + 1));
  private readonly subsidies = new Table<Subsidy>(32 * 4);
  private readonly builds = new Table<BuildMine | BuildMill>(this.T * 64);
  private readonly railMoves = new Table<BuildRails>(this.T * (this.T + 1));
  private readonly ports = new Table<BuildPort>(this.T);

  constructor(private readonly e: Edition) {}

  selectCountry(d: number): SelectCountry {
    return (
      this.select.at(0, d) ??
      this.select.put(0, d, { type: 'SELECT_COUNTRY', country: this.e.countries[d].id })
    );
  }

  corner(k: number): PlaceEventMarker {
    return (
      this.corners.at(0, k) ??
      this.corners.put(0, k, { type: 'PLACE_EVENT_MARKER', corner: this.e.board.cornerIds[k] })
    );
  }

  /** National rails on `a` (and `b`, or −1 for one rail). */
  nationalRails(d: number, a: number, b: number): NationalRails {
    const ids = this.e.countries[d].map.ids;
    const i = a * (this.T + 1) + b + 1;
    return (
      this.national.at(d, i) ??
      this.national.put(d, i, {
        type: 'NATIONAL_RAILS',
        triangles: freezeIds(b < 0 ? [ids[a]] : [ids[a], ids[b]]),
      })
    );
  }

  subsidy(hex: number, swap: boolean, money: boolean): Subsidy {
    const i = (hex * 2 + (swap ? 1 : 0)) * 2 + (money ? 1 : 0);
    return (
      this.subsidies.at(0, i) ??
      this.subsidies.put(0, i, {
        type: 'SUBSIDY',
        hex: this.e.board.hexIds[hex],
        swap,
        take: money ? 'MONEY' : 'RESOURCES',
      })
    );
  }

  build(
    mill: boolean,
    d: number,
    hex: number,
    swap: boolean,
    t: number,
    column: number,
    hire: number,
  ): BuildMine | BuildMill {
    const group = (((mill ? 1 : 0) * 4 + d) * 32 + hex) * 2 + (swap ? 1 : 0);
    const i = (t * 8 + column) * 8 + hire;
    return (
      this.builds.at(group, i) ??
      this.builds.put(group, i, {
        type: mill ? 'BUILD_MILL' : 'BUILD_MINE',
        hex: this.e.board.hexIds[hex],
        swap,
        site: this.e.countries[d].map.ids[t],
        column,
        hire,
      })
    );
  }

  rails(d: number, hex: number, swap: boolean, a: number, b: number): BuildRails {
    const ids = this.e.countries[d].map.ids;
    const group = (d * 32 + hex) * 2 + (swap ? 1 : 0);
    const i = a * (this.T + 1) + b + 1;
    return (
      this.railMoves.at(group, i) ??
      this.railMoves.put(group, i, {
        type: 'BUILD_RAILS',
        hex: this.e.board.hexIds[hex],
        swap,
        triangles: freezeIds(b < 0 ? [ids[a]] : [ids[a], ids[b]]),
      })
    );
  }

  port(d: number, hex: number, swap: boolean, t: number): BuildPort {
    const group = (d * 32 + hex) * 2 + (swap ? 1 : 0);
    return (
      this.ports.at(group, t) ??
      this.ports.put(group, t, {
        type: 'BUILD_PORT',
        hex: this.e.board.hexIds[hex],
        swap,
        triangle: this.e.countries[d].map.ids[t],
      })
    );
  }
}

const byEdition = new WeakMap<Edition, Interned>();

export function interned(e: Edition): Interned {
  let i = byEdition.get(e);
  if (!i) byEdition.set(e, (i = new Interned(e)));
  return i;
}
