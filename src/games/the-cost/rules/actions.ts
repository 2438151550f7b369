// Phase 1 actions (spec §6.4): the three slots of the chosen corner, each used once for its own action
// or, for $3, any other; all in the active country, each taking effect at once.
import {
  actionName,
  B_MILL,
  B_MINE,
  B_PORT,
  B_RAIL,
  builtCode,
  MILL,
  EFFECTIVE_INFRASTRUCTURE,
  K_INDUSTRIAL,
  K_RAIL,
  MINE,
  PORT,
  PRIVATIZATION,
  RAIL,
  SUBSIDY,
  SUP_MILL,
  SUP_MINE,
  SURPLUS_RESOURCES,
} from '../codes.ts';
import { Codes, fail, problem, refuse, type Problem } from '../errors.ts';
import type { BuildMill, BuildMine, BuildPort, BuildRails, CostMove, EndTurn, Subsidy } from '../moves.ts';
import { addAt, setAt, setFacility, type CountryState, type Ctx } from '../state.ts';
import type { Edition } from '../data/compile.ts';
import {
  buildOptions,
  canSubsidize,
  eachRailOption,
  facilityCost,
  freeColumns,
  portOptions,
  railPlacementLegal,
  type BuildOption,
} from './action-options.ts';
import { interned } from './interned.ts';
import { assessClimate } from './climate.ts';
import {
  actor,
  countryName,
  effects,
  exchangeRate,
  isNational,
  isOpen,
  log,
  one,
  triangleId,
} from './common.ts';
import { endPhase1Turn } from './flow.ts';
import { canonicalPair, effectiveIcon, layRail, triangleOf } from './phase1.ts';

type ActionMove = Subsidy | BuildMine | BuildMill | BuildRails | BuildPort;

const ACTION_OF: Record<ActionMove['type'], number> = {
  SUBSIDY,
  BUILD_MINE: MINE,
  BUILD_MILL: MILL,
  BUILD_RAILS: RAIL,
  BUILD_PORT: PORT,
};

export function legalActions(g: Ctx): CostMove[] {
  const { e, s } = g;
  const seat = actor(s);
  const c = s.tc;
  const d = s.c[c].d;
  const money = s.p[seat].money;
  const canSwap = money >= e.costs.swapAction;
  const hexes = e.board.cornerHexes[s.tcorner];
  const moves = interned(e);
  const out: CostMove[] = [];
  // Computed once for the turn's slots; each slot lists its own moves.
  let subsidy: boolean | undefined;
  let mines: BuildOption[] | undefined;
  let mills: BuildOption[] | undefined;
  let rails: number[] | undefined;
  let ports: number[] | undefined;
  for (let i = 0; i < 3; i++) {
    if (s.tused & (1 << i)) continue;
    const hex = hexes[i];
    const own = effectiveIcon(e, s, hex);
    for (let a = 0; a < 5; a++) {
      const swap = a !== own;
      if (swap && !canSwap) continue;
      if (a === SUBSIDY) {
        subsidy ??= canSubsidize(g);
        if (subsidy) out.push(moves.subsidy(hex, swap, true), moves.subsidy(hex, swap, false));
      } else if (a === MINE || a === MILL) {
        const mill = a === MILL;
        const list = mill
          ? (mills ??= buildOptions(g, seat, true))
          : (mines ??= buildOptions(g, seat, false));
        for (const o of list)
          for (const column of o.columns)
            for (let hire = 1; hire <= o.capacity; hire++)
              out.push(moves.build(mill, d, hex, swap, o.site, column, hire));
      } else if (a === RAIL) {
        if (rails === undefined) {
          const pairs: number[] = [];
          eachRailOption(g, (x, y) => pairs.push(x, y));
          rails = pairs;
        }
        for (let k = 0; k < rails.length; k += 2) out.push(moves.rails(d, hex, swap, rails[k], rails[k + 1]));
      } else {
        ports ??= portOptions(g);
        for (const t of ports) out.push(moves.port(d, hex, swap, t));
      }
    }
  }
  out.push(END_TURN);
  return out;
}

const END_TURN: EndTurn = Object.freeze({ type: 'END_TURN' });

/** Checks the slot and the swap; returns the slot number. Changes nothing. */
function checkSlot(g: Ctx, move: ActionMove): number {
  const hexes = g.e.board.cornerHexes[g.s.tcorner];
  const h = g.e.board.hexIndex[move.hex];
  fail(slotProblem(g, move));
  return hexes.indexOf(h);
}

/**
 * Why an action cannot be taken in its slot (no such slot, slot used, the swap wrong or unaffordable), or
 * null. A value, not a throw: blocked moves ask it of every action of every slot.
 */
export function slotProblem(g: Ctx, move: Pick<ActionMove, 'type' | 'hex' | 'swap'>): Problem | null {
  const { e, s } = g;
  const hexes = e.board.cornerHexes[s.tcorner];
  const h = e.board.hexIndex[move.hex];
  const i = h === undefined ? -1 : hexes.indexOf(h);
  if (i < 0)
    return problem(Codes.NO_SUCH_SLOT, 'REFUSED_NO_SUCH_SLOT', {
      hex: move.hex,
      slots: hexes.map((x) => e.board.hexIds[x]).join(', '),
    });
  if (s.tused & (1 << i)) return problem(Codes.SLOT_USED, 'REFUSED_SLOT_USED', { hex: move.hex });
  const own = effectiveIcon(e, s, h);
  const wanted = ACTION_OF[move.type];
  if (move.swap !== (wanted !== own))
    return problem(Codes.SWAP_MISMATCH, wanted === own ? 'REFUSED_SWAP_NOT_NEEDED' : 'REFUSED_SWAP_NEEDED', {
      hex: move.hex,
      action: actionName(own),
      wanted: actionName(wanted),
      cost: e.costs.swapAction,
    });
  if (move.swap && s.p[actor(s)].money < e.costs.swapAction)
    return problem(Codes.CANNOT_AFFORD_SWAP, 'REFUSED_CANNOT_AFFORD_SWAP', {
      cost: e.costs.swapAction,
      money: s.p[actor(s)].money,
    });
  return null;
}

/** Pays the swap, marks the slot used, and ends the turn once all three slots are used. */
function useSlot(g: Ctx, move: ActionMove, slot: number): void {
  const s = g.s;
  if (move.swap) {
    s.p[actor(s)].money -= g.e.costs.swapAction;
    log(g, 'SWAPPED_ACTION', { seat: actor(s), hex: move.hex, cost: g.e.costs.swapAction });
  }
  s.tused |= 1 << slot;
}

function finishAction(g: Ctx): void {
  if (g.s.tused === 7) endPhase1Turn(g);
}

/** Resources a subsidy gives: the exchange rate, doubled while the country has SURPLUS_RESOURCES. */
export const subsidyResources = (e: Edition, cs: CountryState): number =>
  exchangeRate(e, cs) * (effects(e, cs) & SURPLUS_RESOURCES ? 2 : 1);

export function subsidy(g: Ctx, move: Subsidy): void {
  const { e, s } = g;
  const slot = checkSlot(g, move);
  const c = s.tc;
  if (!canSubsidize(g)) refuse(Codes.NO_DEMAND, 'REFUSED_NO_SUBSIDY', { country: countryName(g, c) });
  useSlot(g, move, slot);
  const seat = actor(s);
  if (move.take === 'MONEY') {
    s.p[seat].money += e.pay.subsidyMoney;
    log(g, 'SUBSIDY_MONEY', { seat, amount: e.pay.subsidyMoney, country: countryName(g, c) });
  } else {
    const n = subsidyResources(e, s.c[c]);
    s.p[seat].res = addAt(s.p[seat].res, c, n);
    log(g, one('SUBSIDY_RESOURCES', n), { seat, amount: n, country: countryName(g, c) });
  }
  finishAction(g);
}

/**
 * Why a mine or mill cannot be built as asked once its slot is fine (site, supply, resources, column,
 * workers), or null. A value, not a throw: blocked moves ask it of every site, column and hire.
 */
export function facilityProblem(g: Ctx, move: BuildMine | BuildMill): Problem | null {
  const { e, s } = g;
  const mill = move.type === 'BUILD_MILL';
  const seat = actor(s);
  const c = s.tc;
  const cs = s.c[c];
  const p = s.p[seat];
  const t = e.countries[cs.d].map.index[move.site];
  if (t === undefined)
    return problem(Codes.UNKNOWN_TRIANGLE, 'REFUSED_UNKNOWN_TRIANGLE', {
      country: countryName(g, c),
      triangle: move.site,
    });
  const map = e.countries[cs.d].map;
  if (!map.industrial.includes(t))
    return problem(Codes.WRONG_TRIANGLE_KIND, mill ? 'REFUSED_MILL_SITE_KIND' : 'REFUSED_MINE_SITE_KIND', {
      site: move.site,
    });
  if (!isOpen(e, cs, t))
    return problem(Codes.NOT_OPEN, 'REFUSED_NOT_OPEN', { site: move.site, country: countryName(g, c) });
  if (p.sup[mill ? SUP_MILL : SUP_MINE] < 1)
    return problem(Codes.SUPPLY_EMPTY, mill ? 'REFUSED_NO_MILLS_LEFT' : 'REFUSED_NO_MINES_LEFT', {
      mines: e.supply[SUP_MINE],
      mills: e.supply[SUP_MILL],
    });
  const cost = facilityCost(g, seat, mill);
  if (p.res[c] < cost)
    return problem(
      Codes.NOT_ENOUGH_RESOURCES,
      one(
        mill
          ? 'REFUSED_MILL_RESOURCES'
          : p.firstMine
            ? 'REFUSED_MINE_RESOURCES'
            : 'REFUSED_FIRST_MINE_RESOURCES',
        cost,
      ),
      { cost, country: countryName(g, c), have: p.res[c] },
    );
  const columns = freeColumns(g, seat, mill);
  if (!columns.includes(move.column))
    return problem(
      Codes.BAD_COLUMN,
      !p.firstMine && !mill
        ? 'REFUSED_FIRST_MINE_COLUMN'
        : !columns.length
          ? 'REFUSED_NO_FREE_COLUMN'
          : !mill
            ? 'REFUSED_MINE_COLUMN'
            : !p.firstMine && move.column === e.firstMineColumn
              ? 'REFUSED_MILL_COLUMN_KEPT'
              : 'REFUSED_MILL_COLUMN',
      { column: !p.firstMine && !mill ? e.firstMineColumn : move.column, free: columns.join(', ') },
    );
  const option = buildOptions(g, seat, mill).find((o) => o.site === t)!;
  if (!Number.isInteger(move.hire) || move.hire < 1 || move.hire > option.capacity)
    return problem(Codes.BAD_HIRE, mill ? 'REFUSED_MILL_HIRE' : 'REFUSED_MINE_HIRE', {
      capacity: option.capacity,
    });
  return null;
}

function buildFacility(g: Ctx, move: BuildMine | BuildMill): void {
  const { e, s } = g;
  const mill = move.type === 'BUILD_MILL';
  const slot = checkSlot(g, move);
  fail(facilityProblem(g, move));
  const seat = actor(s);
  const c = s.tc;
  const cs = s.c[c];
  const p = s.p[seat];
  const t = e.countries[cs.d].map.index[move.site];
  const cost = facilityCost(g, seat, mill);
  useSlot(g, move, slot);
  p.res = addAt(p.res, c, -cost);
  p.sup = addAt(p.sup, mill ? SUP_MILL : SUP_MINE, -1);
  const first = !mill && !p.firstMine;
  const cube = cs.cube[t];
  cs.cube = setAt(cs.cube, t, 0);
  cs.built = setAt(cs.built, t, builtCode(mill ? B_MILL : B_MINE, seat));
  log(g, one(mill ? 'BUILT_MILL' : first ? 'BUILT_FIRST_MINE' : 'BUILT_MINE', cost), {
    seat,
    country: countryName(g, c),
    site: move.site,
    cost,
    column: move.column,
  });
  assessClimate(g, c, cube);
  setFacility(p, move.column - 1, { c, t, mill, living: move.hire, dead: 0, first, used: false });
  if (!mill) p.firstMine = true;
  s.rep.hired = addAt(s.rep.hired, seat, move.hire);
  log(g, one('HIRED', move.hire), { seat, workers: move.hire });
  finishAction(g);
}

export const buildMine = (g: Ctx, move: BuildMine) => buildFacility(g, move);
export const buildMill = (g: Ctx, move: BuildMill) => buildFacility(g, move);

export function buildRails(g: Ctx, move: BuildRails): void {
  const { s } = g;
  const slot = checkSlot(g, move);
  const seat = actor(s);
  const c = s.tc;
  const cs = s.c[c];
  const ts = canonicalPair(
    g,
    c,
    move.triangles.map((id) => triangleOf(g, c, id)),
  );
  fail(railsProblem(g, ts));
  useSlot(g, move, slot);
  const replaced: string[] = [];
  for (const t of ts) {
    if (cs.built[t] !== 0) replaced.push(triangleId(g, c, t));
    layRail(g, c, t, seat);
  }
  log(g, 'BUILT_RAILS', {
    seat,
    country: countryName(g, c),
    triangles: ts.map((t) => triangleId(g, c, t)).join(', '),
  });
  if (replaced.length) log(g, 'PRIVATIZED_RAILS', { seat, triangles: replaced.join(', ') });
  finishAction(g);
}

/**
 * Why a rail placement (engine order, see `canonicalPair`) is refused, or null when it is legal. A value,
 * not a throw: blocked moves ask it of every pair of triangles.
 */
export function railsProblem(g: Ctx, ts: number[]): Problem | null {
  if (railPlacementLegal(g, ts)) return null;
  const { e, s } = g;
  const c = s.tc;
  const cs = s.c[c];
  const kind = e.countries[cs.d].map.kind;
  const mask = effects(e, cs);
  for (const t of ts) {
    if (kind[t] !== K_RAIL && kind[t] !== K_INDUSTRIAL)
      return problem(Codes.WRONG_TRIANGLE_KIND, 'REFUSED_RAIL_KIND', { triangle: triangleId(g, c, t) });
    if (isOpen(e, cs, t)) continue;
    if (!isNational(cs.built[t], B_RAIL))
      return problem(Codes.NOT_OPEN, 'REFUSED_NOT_OPEN', {
        site: triangleId(g, c, t),
        country: countryName(g, c),
      });
    if (!(mask & PRIVATIZATION))
      return problem(Codes.NO_PRIVATIZATION, 'REFUSED_RAIL_PRIVATIZATION', {
        triangle: triangleId(g, c, t),
        country: countryName(g, c),
      });
  }
  if (ts.length === 2 && kind[ts[0]] === K_INDUSTRIAL) {
    if (!(mask & EFFECTIVE_INFRASTRUCTURE))
      return problem(Codes.NO_EFFECTIVE_INFRASTRUCTURE, 'REFUSED_RAIL_EFFECTIVE_INFRASTRUCTURE', {
        country: countryName(g, c),
      });
    if (!isOpen(e, cs, ts[0]) || !isOpen(e, cs, ts[1]))
      return problem(Codes.BAD_RAIL_PLACEMENT, 'REFUSED_RAIL_EXTRA');
  }
  return problem(Codes.BAD_RAIL_PLACEMENT, 'REFUSED_RAIL_PLACEMENT');
}

export function buildPort(g: Ctx, move: BuildPort): void {
  const { e, s } = g;
  const slot = checkSlot(g, move);
  const seat = actor(s);
  const c = s.tc;
  const cs = s.c[c];
  const t = triangleOf(g, c, move.triangle);
  if (!portOptions(g).includes(t)) {
    if (!e.countries[cs.d].map.ports.includes(t))
      refuse(Codes.WRONG_TRIANGLE_KIND, 'REFUSED_PORT_KIND', { triangle: move.triangle });
    if (isNational(cs.built[t], B_PORT))
      refuse(Codes.NO_PRIVATIZATION, 'REFUSED_PORT_PRIVATIZATION', {
        triangle: move.triangle,
        country: countryName(g, c),
      });
    refuse(Codes.NOT_OPEN, 'REFUSED_PORT_TAKEN', { triangle: move.triangle, country: countryName(g, c) });
  }
  useSlot(g, move, slot);
  const replaced = cs.built[t] !== 0;
  cs.built = setAt(cs.built, t, builtCode(B_PORT, seat));
  log(g, replaced ? 'PRIVATIZED_PORT' : 'BUILT_PORT', {
    seat,
    country: countryName(g, c),
    triangle: move.triangle,
  });
  finishAction(g);
}

export function endTurn(g: Ctx, _move: EndTurn): void {
  log(g, 'ENDED_TURN', { seat: actor(g.s) });
  endPhase1Turn(g);
}
