// Movement priorities (spec §6.8). From each triangle the die must step to a neighbour of the best rail
// class among those from which the target can still be reached without revisiting; ties are the mover's
// choice. A "leg" is the set of such legal paths inside one country, grouped by who the rails pay.
import {
  B_PORT,
  B_RAIL,
  builtOwner,
  builtType,
  LUCRATIVE_PORT,
  LUCRATIVE_RAIL,
  NATIONAL,
  PORT_AUTHORITY,
  RAIL_AUTHORITY,
} from '../codes.ts';
import type { Edition } from '../data/compile.ts';
import type { CostState } from '../state.ts';
import { effects } from './common.ts';

/** One group of legal paths of a leg: what its rails pay each seat, and its representative path. */
export interface Leg {
  /** Rail payments per seat. */
  pay: number[];
  /** The payments as one number (6 bits per seat), to group outcomes. */
  key: number;
  /** Representative path: fewest triangles, then the id list that sorts first. */
  path: number[];
  /** The same as ids (frozen: moves share it) and joined by spaces. */
  ids: string[];
  str: string;
}

/** Rail class of a triangle: 1–2 rails of owners with rail authority, 3 other rails, 4 anything else. */
export function railClass(e: Edition, s: CostState, built: number): number {
  if (built === 0 || builtType(built) !== B_RAIL) return 4;
  const owner = builtOwner(built);
  return owner === NATIONAL ? 3 : 3 - e.levelOf[s.p[owner].inv[RAIL_AUTHORITY]];
}

/** Port class: 1–2 ports of owners with port authority, 3 other built ports, 4 an open port triangle. */
export function portClass(e: Edition, s: CostState, built: number): number {
  if (built === 0 || builtType(built) !== B_PORT) return 4;
  const owner = builtOwner(built);
  return owner === NATIONAL ? 3 : 3 - e.levelOf[s.p[owner].inv[PORT_AUTHORITY]];
}

/** What a player port used as exit or entry pays its owner (nothing for national or open ports). */
export function portPay(
  e: Edition,
  s: CostState,
  c: number,
  t: number,
): { owner: number; amount: number } | null {
  const cs = s.c[c];
  const b = cs.built[t];
  if (b === 0 || builtType(b) !== B_PORT || builtOwner(b) === NATIONAL) return null;
  const lucrative = (effects(e, cs) & LUCRATIVE_PORT) !== 0;
  return { owner: builtOwner(b), amount: lucrative ? e.pay.portLucrative : e.pay.port };
}

// Scratch space for the searches (maps have at most 34 triangles).
const MAX = 64;
const visited = new Uint8Array(MAX);
const seen = new Int32Array(MAX);
const queue = new Int32Array(MAX);
let stamp = 0;

/**
 * Marks (with the current stamp) every triangle from which `to` can be reached without entering a visited
 * triangle: a search from `to` that never enters visited ones.
 */
function markReaching(adj: number[][], to: number): void {
  stamp++;
  if (stamp === 0x7fffffff) {
    seen.fill(0);
    stamp = 1;
  }
  seen[to] = stamp;
  let head = 0;
  let tail = 0;
  queue[tail++] = to;
  while (head < tail) {
    const ns = adj[queue[head++]];
    for (let i = 0; i < ns.length; i++) {
      const n = ns[i];
      if (visited[n] || seen[n] === stamp) continue;
      seen[n] = stamp;
      queue[tail++] = n;
    }
  }
}

/** Candidate neighbours per search depth (a triangle has at most 3 printed paths). */
const candidates = new Int32Array(MAX * 4);
/** The path being walked, as triangle indexes. */
const trail = new Int32Array(MAX);

/** What the search reports each legal path to (`trail[0..length-1]`). */
type PathSink = (length: number) => void;

/**
 * Walks every legal path from the last triangle of `trail` (at `depth`) to `to` under the movement
 * priorities: only neighbours from which `to` can still be reached count, and of those only the best class.
 */
function walk(adj: number[][], cls: number[], to: number, depth: number, sink: PathSink): void {
  const v = trail[depth];
  if (v === to) {
    sink(depth + 1);
    return;
  }
  const ns = adj[v];
  const base = depth * 4;
  let k = 0;
  let best = 5;
  // A neighbour has a legal continuation when `to` can be reached from it without revisiting.
  markReaching(adj, to);
  const reach = stamp;
  for (let i = 0; i < ns.length; i++) {
    const n = ns[i];
    if (visited[n] || seen[n] !== reach) continue;
    candidates[base + k++] = n;
    if (cls[n] < best) best = cls[n];
  }
  for (let i = 0; i < k; i++) {
    const n = candidates[base + i];
    if (cls[n] !== best) continue;
    visited[n] = 1;
    trail[depth + 1] = n;
    walk(adj, cls, to, depth + 1, sink);
    visited[n] = 0;
  }
}

/** Every legal path from `from` to `to` (each reported while it lies in `trail`). */
function legalPaths(adj: number[][], cls: number[], from: number, to: number, sink: PathSink): void {
  visited.fill(0);
  visited[from] = 1;
  trail[0] = from;
  walk(adj, cls, to, 0, sink);
}

/** Does the path in `trail` (of `length`) sort before `path` by its ids (as their space-joined strings)? */
function sortsBefore(ids: string[], length: number, path: number[]): boolean {
  for (let i = 0; i < length; i++) {
    const a = ids[trail[i]];
    const b = ids[path[i]];
    if (a !== b) return a < b;
  }
  return false;
}

/** The leg groups of one (from, to): for each payment, the representative path. */
function computeLegs(e: Edition, s: CostState, net: Network, from: number, to: number): Leg[] {
  const cs = s.c[net.c];
  const ids = e.countries[cs.d].map.ids;
  const rate = effects(e, cs) & LUCRATIVE_RAIL ? e.pay.railLucrative : e.pay.rail;
  const payee = net.payee;
  // Payments are grouped as one number, 6 bits per seat.
  const best = new Map<number, number[]>();
  legalPaths(e.countries[cs.d].map.adj, net.cls, from, to, (length) => {
    let key = 0;
    for (let i = 1; i < length; i++) {
      const o = payee[trail[i]];
      if (o >= 0) key += rate * 64 ** o;
    }
    const old = best.get(key);
    if (
      old !== undefined &&
      (old.length < length || (old.length === length && !sortsBefore(ids, length, old)))
    )
      return;
    best.set(key, Array.from(trail.subarray(0, length)));
  });
  const out: Leg[] = [];
  for (const [key, path] of best) {
    const pay = new Array<number>(s.np);
    for (let p = 0; p < s.np; p++) pay[p] = Math.floor(key / 64 ** p) % 64;
    const legIds = path.map((t) => ids[t]);
    out.push({ pay, key, path, ids: Object.freeze(legIds) as string[], str: legIds.join(' ') });
  }
  return out;
}

/** A country's rail network as movement sees it: class and payee of every triangle, and its legs so far. */
export interface Network {
  c: number;
  cls: number[];
  payee: number[];
  /** Leg groups by (from, to), computed on first use. */
  legs: Map<number, Leg[]>;
  /** What else the network depends on: rail authority levels of the seats and LUCRATIVE_RAIL. */
  key: number;
}

/**
 * Networks by the `built` array they were computed from. Arrays of a state are never changed in place
 * (copy-on-write), so the same array means the same markers: the network, and every leg computed on it,
 * can be reused for as long as the rail authority levels and LUCRATIVE_RAIL stay the same.
 */
const networks = new WeakMap<number[], Network>();

export function network(e: Edition, s: CostState, c: number): Network {
  const cs = s.c[c];
  let key = effects(e, cs) & LUCRATIVE_RAIL ? 1 : 0;
  for (let p = 0; p < s.np; p++) key = key * 3 + e.levelOf[s.p[p].inv[RAIL_AUTHORITY]];
  const known = networks.get(cs.built);
  if (known !== undefined && known.key === key && known.c === c) return known;
  const built = cs.built;
  const n = built.length;
  const cls = new Array<number>(n);
  const payee = new Array<number>(n);
  for (let t = 0; t < n; t++) {
    const b = built[t];
    const k = railClass(e, s, b);
    cls[t] = k;
    payee[t] = k < 4 && builtOwner(b) !== NATIONAL ? builtOwner(b) : -1;
  }
  const net: Network = { c, cls, payee, legs: new Map(), key };
  networks.set(built, net);
  return net;
}

/** Leg groups from `from` to `to` in the network's country. */
export function legs(e: Edition, s: CostState, net: Network, from: number, to: number): Leg[] {
  const k = from * MAX + to;
  let out = net.legs.get(k);
  if (!out) net.legs.set(k, (out = computeLegs(e, s, net, from, to)));
  return out;
}

/** Ports of a country of the best class (exit or entry candidates; every port is reachable on a connected map). */
export function bestPorts(e: Edition, s: CostState, c: number): number[] {
  const cs = s.c[c];
  const ports = e.countries[cs.d].map.ports;
  let best = 5;
  for (const t of ports) best = Math.min(best, portClass(e, s, cs.built[t]));
  return ports.filter((t) => portClass(e, s, cs.built[t]) === best);
}
