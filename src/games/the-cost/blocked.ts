// The moves a player looks for at the pending decision but cannot make now, each with `apply`'s own
// refusal: the actions of the corner's slots (with or without the $3 swap), the sites, triangles and
// columns of an action that is possible, safe work per facility, investments, conversions, corners,
// countries and turn-order places. The candidates are listed here; `apply` alone decides which are
// refused and why, so a blocked move always says exactly what the rules would answer.
import { refusedAmong, type BlockedMove } from '../../kernel/index.ts';
import { actionName, B_MILL, builtType, isRefined, K_INDUSTRIAL, K_RAIL } from './codes.ts';
import type { Edition } from './data/compile.ts';
import { applyInPlace, legalMoves, pendingSeat } from './engine.ts';
import { ACTIONS, TRACKS, type CostMove, type Destination } from './moves.ts';
import { freeColumns } from './rules/action-options.ts';
import { actor, countryId, triangleId } from './rules/common.ts';
import { canWork } from './rules/flow.ts';
import { canonicalPair, effectiveIcon, nationalRailsProblem } from './rules/phase1.ts';
import { facilityProblem, railsProblem, slotProblem } from './rules/actions.ts';
import type { Problem } from './errors.ts';
import { cloneState, STEP, type CostState, type Ctx, type Facility } from './state.ts';

type Slotted = Extract<CostMove, { hex: string }>;
/** The refused ones among some candidate moves of the seat, with `apply`'s refusals. */
type TryAll = (moves: Iterable<CostMove>) => BlockedMove<CostMove>[];
const ACTION_INDEX: Record<string, number> = {
  SUBSIDY: 0,
  BUILD_MINE: 1,
  BUILD_MILL: 2,
  BUILD_RAILS: 3,
  BUILD_PORT: 4,
};
const TYPE_OF: Record<string, Slotted['type']> = {
  SUBSIDY: 'SUBSIDY',
  MINE: 'BUILD_MINE',
  MILL: 'BUILD_MILL',
  RAIL: 'BUILD_RAILS',
  PORT: 'BUILD_PORT',
};

export function blockedMoves(e: Edition, s: CostState, seat: number): BlockedMove<CostMove>[] {
  if (pendingSeat(s) !== seat) return [];
  const g: Ctx = { e, s, log: null };
  const legal = legalMoves(e, s, seat);
  // Legal moves are accepted for sure: only the others are tried, each on a copy of the state. Where the
  // legal moves are many (actions, work), the candidates are made unlisted and distinct instead, since a
  // key for each legal move costs more than the rest.
  const check = (state: CostState, who: number, move: CostMove) =>
    applyInPlace(e, cloneState(state), who, move);
  const tryAll: TryAll = (moves) =>
    refusedAmong(check, s, seat, moves, new Set(legal.map((m) => JSON.stringify(m))));
  const tryNew: TryAll = (moves) => refusedAmong(check, s, seat, moves, null);
  switch (s.step) {
    case STEP.SELECT_COUNTRY:
      return tryAll(s.c.map((_, c) => ({ type: 'SELECT_COUNTRY', country: countryId(g, c) }) as CostMove));
    case STEP.PLACE_EVENT_MARKER: {
      const open = new Set(legal.map((m) => (m as { corner: string }).corner));
      const used = e.board.cornerIds.filter((corner) => !open.has(corner));
      return tryNew(used.map((corner) => ({ type: 'PLACE_EVENT_MARKER', corner }) as CostMove));
    }
    case STEP.NATIONAL_RAILS:
      return asMoves(refusedRails(g, legal, 'NATIONAL_RAILS', nationalRailsProblem), 'NATIONAL_RAILS', {});
    case STEP.NATIONAL_PORT: {
      const map = e.countries[s.c[s.tc].d].map;
      const used = new Set(legal.map((m) => (m as { triangle: string }).triangle));
      const ports = map.ports.map((t) => map.ids[t]).filter((id) => !used.has(id));
      return tryAll(ports.map((triangle) => ({ type: 'NATIONAL_PORT', triangle }) as CostMove));
    }
    case STEP.TAKE_ACTION:
      return actionSlots(g, seat, legal, tryNew);
    case STEP.CONVERT: {
      // A country with no conversion listed: the first dollar says why (no money, or trade banned).
      const open = new Set(legal.flatMap((m) => (m.type === 'CONVERT' ? [m.country] : [])));
      const closed = s.c.map((_, c) => countryId(g, c)).filter((id) => !open.has(id));
      // An open one: the first amount beyond the money.
      const over = [...open].map((country) => ({ type: 'CONVERT', country, dollars: s.p[seat].money + 1 }));
      return tryAll([
        ...closed.map((country) => ({ type: 'CONVERT', country, dollars: 1 })),
        ...over,
      ] as CostMove[]);
    }
    case STEP.CYCLE_TURN:
      return canWork(s, actor(s)) ? tryNew(workCandidates(g, seat, legal)) : tryAll(investCandidates(e));
    case STEP.CHOOSE_TURN_POSITION:
      return tryAll(s.pos.map((_, i) => ({ type: 'CHOOSE_TURN_POSITION', position: i + 1 }) as CostMove));
    default:
      return [];
  }
}

/**
 * Rail placements of the active country a player would try: each rail or industrial triangle that no
 * listed placement starts with; each triangle alone that only pairs are listed for (more must be
 * placed); and each pair of triangles that can take a rail, one way or another, that no placement
 * pairs, once (the table offers a pair from either triangle). A pair with a triangle that can take no
 * rail at all is refused for that triangle, as it is alone: its entry alone says so.
 */
function railLists(g: Ctx, legal: CostMove[], type: string): string[][] {
  const map = g.e.countries[g.s.c[g.s.tc].d].map;
  const n = map.ids.length;
  // Placements as numbers (first × n + second, or n × n + a lone triangle): cheaper than strings.
  const listed = new Set<number>();
  const usable = new Uint8Array(n);
  const firsts = new Uint8Array(n);
  for (const m of legal)
    if (m.type === type) {
      const ts = (m as { triangles: string[] }).triangles;
      const a = map.index[ts[0]];
      firsts[a] = usable[a] = 1;
      if (ts.length === 1) listed.add(n * n + a);
      else {
        const b = map.index[ts[1]];
        usable[b] = 1;
        listed.add(a * n + b).add(b * n + a);
      }
    }
  const out: string[][] = [];
  const pairs: number[] = [];
  for (let t = 0; t < n; t++) {
    if (map.kind[t] !== K_RAIL && map.kind[t] !== K_INDUSTRIAL) continue;
    if (!firsts[t] || !listed.has(n * n + t)) out.push([map.ids[t]]);
    if (usable[t]) pairs.push(t);
  }
  for (let i = 0; i < pairs.length; i++)
    for (let j = i + 1; j < pairs.length; j++)
      if (!listed.has(pairs[i] * n + pairs[j])) out.push([map.ids[pairs[i]], map.ids[pairs[j]]]);
  return out;
}

interface RefusedRails {
  triangles: string[];
  code: string;
  reason: BlockedMove['reason'];
}

/**
 * The refused ones among `railLists`, each with its refusal from the very function `apply` throws it
 * from, asked directly: pairs are the most numerous candidates, and a state copy and a throw for each
 * cost more than the answer. (Only the placement is asked: the slot, when there is one, has legal rails.)
 */
function refusedRails(
  g: Ctx,
  legal: CostMove[],
  type: string,
  problemOf: (g: Ctx, ts: number[]) => Problem | null,
): RefusedRails[] {
  const index = g.e.countries[g.s.c[g.s.tc].d].map.index;
  const out: RefusedRails[] = [];
  for (const triangles of railLists(g, legal, type)) {
    const p = problemOf(
      g,
      canonicalPair(
        g,
        g.s.tc,
        triangles.map((id) => index[id]),
      ),
    );
    if (p !== null) out.push({ triangles, code: p.code, reason: { id: p.id, params: p.params } });
  }
  return out;
}

const asMoves = (rails: RefusedRails[], type: string, slot: object): BlockedMove<CostMove>[] =>
  rails.map(({ triangles, code, reason }) => ({
    move: { type, ...slot, triangles } as CostMove,
    code,
    reason,
  }));

/**
 * Each action of each unused slot. An action with no legal move gives one entry: its most telling
 * refusal (open sites are tried first, so "not enough resources" wins over "not open"). An action that
 * is possible gives the sites, triangles and columns it cannot use.
 */
function actionSlots(g: Ctx, seat: number, legal: CostMove[], tryAll: TryAll): BlockedMove<CostMove>[] {
  const { e, s } = g;
  const hexes = e.board.cornerHexes[s.tcorner];
  const map = e.countries[s.c[s.tc].d].map;
  const openFirst = (ts: readonly number[]) => [
    ...ts.filter((t) => s.c[s.tc].built[t] === 0),
    ...ts.filter((t) => s.c[s.tc].built[t] !== 0),
  ];
  const out: BlockedMove<CostMove>[] = [];
  let rails: RefusedRails[] | undefined;
  // Once an action has legal moves in a slot, the slot passes `apply`'s checks and what is refused after
  // (site, column, workers, port) does not depend on it: tried in the first such slot, copied to the others.
  const shared = new Map<string, BlockedMove<CostMove>[]>();
  const sameInEverySlot = (type: string, slot: object, make: () => BlockedMove<CostMove>[]) => {
    const found = shared.get(type);
    if (found) return found.map((b) => ({ ...b, move: { ...b.move, ...slot } as CostMove }));
    const made = make();
    shared.set(type, made);
    return made;
  };
  // The legal moves by slot and action, in one pass (they are many: every site, column and hire).
  const slotIds = hexes.map((h) => e.board.hexIds[h]);
  const bySlot: Slotted[][] = Array.from({ length: 3 * ACTIONS.length }, () => []);
  for (const m of legal)
    if ('hex' in m) bySlot[slotIds.indexOf(m.hex) * ACTIONS.length + ACTION_INDEX[m.type]].push(m);
  // An action with no legal move may be refused by its slot alone (the swap's $3): asked directly.
  const slotRefused = (moves: CostMove[]): BlockedMove<CostMove>[] | null => {
    const p = moves.length ? slotProblem(g, moves[0] as Slotted) : null;
    return p && moves.map((move) => ({ move, code: p.code, reason: { id: p.id, params: p.params } }));
  };
  for (let i = 0; i < 3; i++) {
    if (s.tused & (1 << i)) continue;
    const h = hexes[i];
    const hex = e.board.hexIds[h];
    const own = effectiveIcon(e, s, h);
    for (let a = 0; a < ACTIONS.length; a++) {
      const type = TYPE_OF[actionName(a)];
      const slot = { hex, swap: a !== own };
      const here = bySlot[i * ACTIONS.length + a];
      const mill = type === 'BUILD_MILL';
      if (type === 'SUBSIDY') {
        const takes = (['MONEY', 'RESOURCES'] as const).filter(
          (take) => !here.some((m) => (m as { take: string }).take === take),
        );
        const moves = takes.map((take): CostMove => ({ type, ...slot, take }));
        out.push(...((!here.length && slotRefused(moves)) || tryAll(moves)));
        continue;
      }
      let candidates: CostMove[];
      if (type === 'BUILD_MINE' || type === 'BUILD_MILL') {
        const columns = freeColumns(g, seat, mill);
        const column = columns[0] ?? (g.s.p[seat].firstMine ? 1 : e.firstMineColumn);
        if (!here.length)
          candidates = openFirst(map.industrial).map(
            (t) => ({ type, ...slot, site: map.ids[t], column, hire: 1 }) as CostMove,
          );
        else {
          const first = here[0] as Extract<CostMove, { column: number }>;
          out.push(...sameInEverySlot(type, slot, () => siteColumnHire(first, here, seat, g)));
          continue;
        }
      } else if (type === 'BUILD_RAILS') {
        if (here.length) {
          // The same placements whatever the slot: asked once.
          rails ??= refusedRails(g, here, type, railsProblem);
          out.push(...asMoves(rails, type, slot));
          continue;
        }
        candidates = openFirst([...map.rails, ...map.industrial]).map(
          (t) => ({ type, ...slot, triangles: [map.ids[t]] }) as CostMove,
        );
      } else {
        const used = new Set(here.map((m) => (m as { triangle: string }).triangle));
        const ports = openFirst(map.ports).map((t) => ({ type, ...slot, triangle: map.ids[t] }) as CostMove);
        if (here.length) {
          const unused = ports.filter((m) => !used.has((m as { triangle: string }).triangle));
          out.push(...sameInEverySlot(type, slot, () => tryAll(unused)));
          continue;
        }
        candidates = ports;
      }
      // The action as a whole is closed (no legal move): the first candidate, an open site if any, says why.
      const one = candidates.slice(0, 1);
      out.push(...(slotRefused(one) ?? tryAll(one)));
    }
  }
  return out;
}

/** A build with legal moves: the sites, the columns (at the first site) and the hires it cannot use. */
function siteColumnHire(
  first: Extract<CostMove, { column: number }>,
  here: CostMove[],
  seat: number,
  g: Ctx,
): BlockedMove<CostMove>[] {
  const map = g.e.countries[g.s.c[g.s.tc].d].map;
  const builds = here as (typeof first)[];
  const sites = new Set(builds.map((m) => m.site));
  const cols = new Set(builds.filter((m) => m.site === first.site).map((m) => m.column));
  const candidates: CostMove[] = [];
  for (const t of map.industrial) if (!sites.has(map.ids[t])) candidates.push({ ...first, site: map.ids[t] });
  for (let col = 1; col <= g.s.p[seat].fac.length; col++)
    if (!cols.has(col)) candidates.push({ ...first, column: col });
  candidates.push(...hireBounds(builds.filter((m) => m.site === first.site && m.column === first.column)));
  // The slot has legal builds, so `apply` refuses these for what `facilityProblem` says: asked directly.
  const out: BlockedMove<CostMove>[] = [];
  for (const move of candidates) {
    const p = facilityProblem(g, move as typeof first);
    if (p !== null) out.push({ move, code: p.code, reason: { id: p.id, params: p.params } });
  }
  return out;
}

/** Phase 3, one who can work: safe work per facility and hire, hires out of range, dice, investing and passing. */
function workCandidates(g: Ctx, seat: number, legal: CostMove[]): CostMove[] {
  const { s } = g;
  const out: CostMove[] = [];
  for (const f of s.p[seat].fac) {
    if (f === null) continue;
    const type = f.mill ? 'MILL' : 'MINE';
    const base = { type, country: countryId(g, f.c), site: triangleId(g, f.c, f.t) } as const;
    const mine = legal.filter(
      (m) => m.type === type && m.country === base.country && m.site === base.site,
    ) as Extract<CostMove, { safe: boolean }>[];
    const unsafe = mine.filter((m) => !m.safe);
    if (!unsafe.length) out.push({ ...base, hire: firstHire(f), safe: false });
    out.push(...hireBounds(unsafe));
    for (const m of unsafe)
      if (!mine.some((x) => x.safe && x.hire === m.hire)) out.push({ ...m, safe: true });
  }
  dieCandidates(g, seat, legal, out);
  for (const track of TRACKS) out.push({ type: 'INVEST', track, spaces: 1 });
  out.push({ type: 'PASS' });
  return out;
}

/** Phase 3, one who cannot work: every investment (the legal ones are dropped). */
function investCandidates(e: Edition): CostMove[] {
  const out: CostMove[] = [];
  for (const track of TRACKS)
    for (let spaces = 1; spaces <= e.investMaxPerAction; spaces++)
      out.push({ type: 'INVEST', track, spaces: spaces as 1 | 2 });
  return out;
}

/** Hiring one fewer than the fewest listed and one more than the most: below one worker, above capacity. */
function hireBounds<M extends { hire: number }>(listed: M[]): M[] {
  if (!listed.length) return [];
  let lo = listed[0];
  let hi = listed[0];
  for (const m of listed) {
    if (m.hire < lo.hire) lo = m;
    if (m.hire > hi.hire) hi = m;
  }
  const out = [{ ...hi, hire: hi.hire + 1 }];
  if (lo.hire > 0) out.push({ ...lo, hire: lo.hire - 1 });
  return out;
}

/**
 * Each die of the seat towards every destination the table shows (the emerging market, each country's
 * market and each mill) that no listed move reaches: no demand, no way through, a raw die to a market, a
 * refined one to a mill. A raw die still on its mill goes nowhere: one entry says why.
 */
function dieCandidates(g: Ctx, seat: number, legal: CostMove[], out: CostMove[]): void {
  const { e, s } = g;
  const reached = new Set<string>();
  for (const m of legal)
    if (m.type === 'MOVE') reached.add(`${m.country} ${m.site} ${m.destination} ${m.toCountry} ${m.target}`);
  const route = { exit: null, entry: null, path: [], entryPath: [], payments: [] };
  for (const f of s.p[seat].fac) {
    if (f === null) continue;
    const die = s.c[f.c].die[f.t];
    if (die === 0) continue;
    const from = { type: 'MOVE', country: countryId(g, f.c), site: triangleId(g, f.c, f.t) } as const;
    const to = (destination: Destination, toCountry: string | null, target: string | null) => {
      if (!reached.has(`${from.country} ${from.site} ${destination} ${toCountry} ${target}`))
        out.push({ ...from, destination, toCountry, target, ...route });
    };
    to('EMERGING_MARKET', null, null);
    if (f.mill && !isRefined(die)) continue;
    for (let c = 0; c < s.c.length; c++) {
      const map = e.countries[s.c[c].d].map;
      const country = countryId(g, c);
      to('MARKET', country, map.ids[map.market]);
      for (const t of map.industrial) {
        const b = s.c[c].built[t];
        if (b !== 0 && builtType(b) === B_MILL) to('MILL', country, map.ids[t]);
      }
    }
  }
}

/** The fewest workers a facility may hire: one when nobody works there, else none. */
const firstHire = (f: Facility): number => (f.living === 0 ? 1 : 0);
