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
import type { Edition, MapTables } from '../data/compile.ts';
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

/** Can `to` be reached from `from` without entering a visited triangle (`from` counts as visited)? */
function reachable(adj: number[][], from: number, to: number): boolean {
  if (from === to) return true;
  stamp++;
  if (stamp === 0x7fffffff) {
    seen.fill(0);
    stamp = 1;
  }
  seen[from] = stamp;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  while (head < tail) {
    const v = queue[head++];
    const ns = adj[v];
    for (let i = 0; i < ns.length; i++) {
      const n = ns[i];
      if (n === to) return true;
      if (visited[n] || seen[n] === stamp) continue;
      seen[n] = stamp;
      queue[tail++] = n;
    }
  }
  return false;
}

/** Candidate neighbours per search depth (a triangle has at most 3 printed paths). */
const candidates = new Int32Array(MAX * 4);

/** Every legal path from `from` to `to` under the movement priorities. */
export function legalPaths(adj: number[][], cls: number[], from: number, to: number): number[][] {
  const out: number[][] = [];
  const path = [from];
  visited.fill(0);
  visited[from] = 1;
  const walk = (depth: number, v: number) => {
    if (v === to) {
      out.push(path.slice());
      return;
    }
    const ns = adj[v];
    const base = depth * 4;
    let k = 0;
    let best = 5;
    for (let i = 0; i < ns.length; i++) {
      const n = ns[i];
      if (visited[n]) continue;
      visited[n] = 1;
      const can = n === to || reachable(adj, n, to);
      visited[n] = 0;
      if (!can) continue;
      candidates[base + k++] = n;
      if (cls[n] < best) best = cls[n];
    }
    for (let i = 0; i < k; i++) {
      const n = candidates[base + i];
      if (cls[n] !== best) continue;
      visited[n] = 1;
      path.push(n);
      walk(depth + 1, n);
      path.pop();
      visited[n] = 0;
    }
  };
  walk(0, from);
  return out;
}

/** Per map, per network signature, per (from, to): the leg groups. Bounded; a pure memo of `computeLegs`. */
const legCache = new WeakMap<MapTables, Map<string, Map<number, Leg[]>>>();
const CACHE_LIMIT = 2000;

/**
 * The network signature of a country: rail class and payee of every triangle, and whether rails pay
 * double. Two states with the same signature have the same legs.
 */
function signature(e: Edition, s: CostState, c: number, cls: number[], payee: number[]): string {
  const cs = s.c[c];
  const built = cs.built;
  let sig = (effects(e, cs) & LUCRATIVE_RAIL ? 'L' : 'l') + s.np;
  for (let t = 0; t < built.length; t++) {
    const b = built[t];
    const k = railClass(e, s, b);
    cls[t] = k;
    const owner = k < 4 && builtOwner(b) !== NATIONAL ? builtOwner(b) : -1;
    payee[t] = owner;
    sig += String.fromCharCode(48 + k * 8 + owner + 1);
  }
  return sig;
}

function computeLegs(
  e: Edition,
  s: CostState,
  c: number,
  cls: number[],
  payee: number[],
  from: number,
  to: number,
): Leg[] {
  const cs = s.c[c];
  const map = e.countries[cs.d].map;
  const rate = effects(e, cs) & LUCRATIVE_RAIL ? e.pay.railLucrative : e.pay.rail;
  const groups = new Map<number, Leg>();
  const order: number[] = [];
  for (const path of legalPaths(map.adj, cls, from, to)) {
    const pay = new Array<number>(s.np).fill(0);
    for (let i = 1; i < path.length; i++) if (payee[path[i]] >= 0) pay[payee[path[i]]] += rate;
    let key = 0;
    for (let p = s.np - 1; p >= 0; p--) key = key * 64 + pay[p];
    const old = groups.get(key);
    if (old && old.path.length < path.length) continue;
    const ids = path.map((t) => map.ids[t]);
    const str = ids.join(' ');
    if (old && old.path.length === path.length && old.str <= str) continue;
    if (!old) order.push(key);
    groups.set(key, { pay, key, path, ids: Object.freeze(ids) as string[], str });
  }
  return order.map((k) => groups.get(k)!);
}

/** A reusable pair of per-triangle arrays for one country's classes and payees. */
export interface Network {
  c: number;
  cls: number[];
  payee: number[];
  legs: Map<number, Leg[]>;
}

export function network(e: Edition, s: CostState, c: number): Network {
  const n = s.c[c].built.length;
  const cls = new Array<number>(n);
  const payee = new Array<number>(n);
  const sig = signature(e, s, c, cls, payee);
  const map = e.countries[s.c[c].d].map;
  let bySig = legCache.get(map);
  if (!bySig) legCache.set(map, (bySig = new Map()));
  let legs = bySig.get(sig);
  if (!legs) {
    if (bySig.size >= CACHE_LIMIT) bySig.clear();
    bySig.set(sig, (legs = new Map()));
  }
  return { c, cls, payee, legs };
}

/** Leg groups from `from` to `to` in the network's country. */
export function legs(e: Edition, s: CostState, net: Network, from: number, to: number): Leg[] {
  const k = from * MAX + to;
  let out = net.legs.get(k);
  if (!out) net.legs.set(k, (out = computeLegs(e, s, net.c, net.cls, net.payee, from, to)));
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
