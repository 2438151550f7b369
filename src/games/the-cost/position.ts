// Reading a position (the view as JSON, derived fields optional) into an engine state, refusing what
// cannot happen in a game: two dice on one triangle, more mines than markers, a rail on the market...
// Every error names the place in the position (`countries.ugl.built.MK`).
import { PositionError, rngFromSeed } from '../../kernel/index.ts';
import {
  actionCode,
  B_MILL,
  B_MINE,
  B_PORT,
  B_RAIL,
  BLUE,
  BUILT_TYPES,
  builtCode,
  EVENT_NAMES,
  eventCode,
  K_INDUSTRIAL,
  K_MARKET,
  K_PORT,
  K_RAIL,
  NATIONAL,
  RED,
  REFINED,
  trackCode,
} from './codes.ts';
import type { Edition } from './data/compile.ts';
import { decisionKind, pendingSeat } from './engine.ts';
import { TRACKS } from './moves.ts';
import { positionSchema, type PositionInput } from './position-schema.ts';
import { canInvest, canWork } from './rules/flow.ts';
import { cornerLegal } from './rules/phase1.ts';
import { newPlayer } from './setup.ts';
import { STATE_VERSION, STEP, type CostState, type CountryState, type Facility } from './state.ts';

const fail = (path: string, message: string): never => {
  throw new PositionError(message, path);
};

const STEP_OF: Record<string, number> = {
  CHOOSE_COUNTRIES: STEP.CHOOSE_COUNTRIES,
  SELECT_COUNTRY: STEP.SELECT_COUNTRY,
  PLACE_EVENT_MARKER: STEP.PLACE_EVENT_MARKER,
  NATIONAL_RAILS: STEP.NATIONAL_RAILS,
  NATIONAL_PORT: STEP.NATIONAL_PORT,
  TAKE_ACTION: STEP.TAKE_ACTION,
  CONVERT: STEP.CONVERT,
  WORK: STEP.CYCLE_TURN,
  INVEST_OR_PASS: STEP.CYCLE_TURN,
  CHOOSE_TURN_POSITION: STEP.CHOOSE_TURN_POSITION,
};
const PHASE_OF: Record<string, number> = {
  SELECT_COUNTRY: 1,
  PLACE_EVENT_MARKER: 1,
  NATIONAL_RAILS: 1,
  NATIONAL_PORT: 1,
  TAKE_ACTION: 1,
  CONVERT: 2,
  WORK: 3,
  INVEST_OR_PASS: 3,
  CHOOSE_TURN_POSITION: 4,
};

function readCountry(e: Edition, p: PositionInput, id: string, np: number): CountryState {
  const at = `countries.${id}`;
  const v = p.countries[id];
  const d = e.countryIndex[id];
  if (d === undefined)
    fail(at, `there is no country "${id}" (countries: ${e.countries.map((c) => c.id).join(', ')})`);
  const t = e.countries[d];
  const map = t.map;
  if (v.id !== undefined && v.id !== id) fail(`${at}.id`, `says "${v.id}" under the key "${id}"`);
  if (v.demandStart !== undefined && v.demandStart !== t.demandStart)
    fail(`${at}.demandStart`, `${t.name}'s demand track starts on ${t.demandStart}`);
  const n = map.ids.length;
  const cs: CountryState = {
    d,
    events: v.eventTrack.map(eventCode),
    demand: v.demandSpace,
    sold: v.sold.slice(),
    red: v.climate.holding.red,
    blue: v.climate.holding.blue,
    regulated: v.regulated,
    cube: new Array<number>(n).fill(0),
    built: new Array<number>(n).fill(0),
    die: new Array<number>(n).fill(0),
  };
  const mix = new Map<number, number>();
  for (const x of e.eventMix) mix.set(x, (mix.get(x) ?? 0) + 1);
  for (const x of cs.events) {
    mix.set(x, (mix.get(x) ?? 0) - 1);
    if (mix.get(x)! < 0)
      fail(
        `${at}.eventTrack`,
        `a country has only ${e.eventMix.filter((y) => y === x).length} ${EVENT_NAMES[x]} markers`,
      );
  }
  if (cs.demand > t.demandStart)
    fail(`${at}.demandSpace`, `${t.name}'s demand tracker starts on ${t.demandStart} and only moves down`);
  if ((cs.demand === 0) !== (cs.regulated !== null))
    fail(`${at}.regulated`, 'a country is regulated out exactly when its demand tracker is on space 0');
  if (cs.sold.length > t.demandStart - 1)
    fail(`${at}.sold`, `${t.name} never buys more than ${t.demandStart - 1} refined dice in a round`);
  if (cs.red > 0 && cs.blue > 0)
    fail(
      `${at}.climate.holding`,
      'red and blue cubes in the holding area cancel in pairs; one colour at most',
    );
  const tri = (where: string, tid: string) => {
    const i = map.index[tid];
    if (i === undefined) fail(`${at}.${where}.${tid}`, `${t.name} has no triangle "${tid}"`);
    return i;
  };
  for (const [tid, b] of Object.entries(v.built)) {
    const i = tri('built', tid);
    const kind = map.kind[i];
    const where = `${at}.built.${tid}`;
    if (kind === K_MARKET) fail(where, 'nothing is ever built on the market');
    const type = BUILT_TYPES.indexOf(b.type);
    if ((type === B_MINE || type === B_MILL) && kind !== K_INDUSTRIAL)
      fail(where, `a ${b.type} stands on an industrial triangle`);
    if (type === B_RAIL && kind !== K_RAIL && kind !== K_INDUSTRIAL)
      fail(where, 'a rail stands on a rail or industrial triangle');
    if (type === B_PORT && kind !== K_PORT) fail(where, 'a port stands on a port triangle');
    if (b.owner === 'national' && type !== B_RAIL && type !== B_PORT)
      fail(where, 'national markers are rails and ports only');
    if (b.owner !== 'national' && b.owner >= np)
      fail(where, `there is no seat ${b.owner} in a ${np}-player game`);
    cs.built[i] = builtCode(type, b.owner === 'national' ? NATIONAL : b.owner);
  }
  let red = cs.red;
  let blue = cs.blue;
  for (const [tid, colour] of Object.entries(v.sites)) {
    const i = tri('sites', tid);
    if (map.kind[i] !== K_INDUSTRIAL)
      fail(`${at}.sites.${tid}`, 'site markers lie on industrial triangles only');
    if (cs.built[i] !== 0)
      fail(`${at}.sites.${tid}`, 'a site marker leaves its triangle when something is built there');
    cs.cube[i] = colour === 'red' ? RED : BLUE;
    if (colour === 'red') red++;
    else blue++;
  }
  if (red > e.redCubes || blue > e.blueCubes)
    fail(
      `${at}.sites`,
      `a country has ${e.redCubes} red and ${e.blueCubes} blue cubes (sites and holding area hold ${red} and ${blue})`,
    );
  for (const [tid, die] of Object.entries(v.dice)) {
    const i = tri('dice', tid);
    const where = `${at}.dice.${tid}`;
    if (die.value < 1 || die.value > e.dieMax) fail(where, `dice show 1 to ${e.dieMax}`);
    const b = cs.built[i];
    const type = b === 0 ? -1 : ((b - 1) / 5) | 0;
    if (type !== B_MINE && type !== B_MILL) fail(where, 'dice lie only on mines and mills');
    if (type === B_MINE && die.color === 'refined') fail(where, 'a mine holds raw dice only');
    cs.die[i] = die.value + (die.color === 'refined' ? REFINED : 0);
  }
  if (cs.regulated && (cs.built.some((b) => b !== 0) || cs.sold.length || cs.events.length))
    fail(at, 'a regulated country has nothing built, no event markers and no dice left');
  return cs;
}

export function readPosition(e: Edition, raw: unknown): CostState {
  const parsed = positionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(issue.path.join('.'), issue.message);
  }
  const p = parsed.data!;
  if (p.edition !== undefined && p.edition !== e.id)
    fail('edition', `this engine plays edition "${e.id}", not "${p.edition}"`);
  const np = p.playerCount;
  const seats = Array.from({ length: np }, (_, i) => i);
  if (p.turnOrder.length !== np || [...p.turnOrder].sort().join() !== seats.join())
    fail('turnOrder', `must list the seats 0..${np - 1} once each`);
  if (p.players.length !== np) fail('players', `${np} players are needed (found ${p.players.length})`);
  if (p.round === e.rounds && p.phase === 4) fail('phase', 'the last round has no clean-up phase');
  if (p.emergingMarketRow > e.emMaxRow) fail('emergingMarketRow', `rows are 0..${e.emMaxRow}`);

  const choosing = p.setup !== undefined;
  const ids = Object.keys(p.countries).sort((a, b) => (e.countryIndex[a] ?? 99) - (e.countryIndex[b] ?? 99));
  if (choosing && ids.length) fail('countries', 'no country is in play while the countries are being chosen');
  if (!choosing && ids.length !== np)
    fail('countries', `a ${np}-player game has ${np} countries in play (found ${ids.length})`);
  const c = ids.map((id) => readCountry(e, p, id, np));
  const cOf = (id: string, where: string) => {
    const i = ids.indexOf(id);
    if (i < 0) fail(where, `"${id}" is not a country in play`);
    return i;
  };

  // Action board
  const hexMarker = new Array<number>(e.board.hexIds.length).fill(-1);
  const wantHexes = e.board.markerHexes[np].map((h) => e.board.hexIds[h]).sort();
  if (Object.keys(p.actionBoard.markers).sort().join() !== wantHexes.join())
    fail('actionBoard.markers', `with ${np} players action markers lie on hexes ${wantHexes.join(', ')}`);
  for (const [h, a] of Object.entries(p.actionBoard.markers)) hexMarker[e.board.hexIndex[h]] = actionCode(a);
  if (
    Object.values(p.actionBoard.markers).map(actionCode).sort().join() !==
    [...e.board.markers[np]].sort().join()
  )
    fail('actionBoard.markers', `with ${np} players the action markers are not these`);
  const corner = new Array<number>(e.board.cornerIds.length).fill(-1);
  const probe = { hexMarker, corner } as unknown as CostState;
  for (const [k, used] of Object.entries(p.actionBoard.usedCorners)) {
    const i = e.board.cornerIndex[k];
    if (i === undefined) fail(`actionBoard.usedCorners.${k}`, 'there is no such corner');
    if (!cornerLegal(e, probe, i))
      fail(`actionBoard.usedCorners.${k}`, 'this corner touches three SUBSIDY hexes and is never used');
    const d = e.countryIndex[used.country];
    if (d === undefined || (!choosing && !ids.includes(used.country)))
      fail(`actionBoard.usedCorners.${k}.country`, `"${used.country}" is not a country in play`);
    corner[i] = d * 4 + eventCode(used.marker);
  }

  // Players and facilities
  const onMap = seats.map(() => [0, 0, 0, 0]);
  c.forEach((cs) =>
    cs.built.forEach((b) => b && (b - 1) % 5 !== NATIONAL && onMap[(b - 1) % 5][((b - 1) / 5) | 0]++),
  );
  const players = p.players.map((pv, seat) => {
    const at = `players[${seat}]`;
    if (pv.seat !== undefined && pv.seat !== seat)
      fail(`${at}.seat`, `player ${seat} says it is seat ${pv.seat}`);
    const ps = newPlayer(e);
    ps.money = pv.money;
    ps.res = ids.map((id) => pv.resources[id] ?? 0);
    for (const k of Object.keys(pv.resources))
      if (!ids.includes(k)) fail(`${at}.resources.${k}`, 'not a country in play');
    ps.inv = TRACKS.map((k) => pv.investments[k] ?? 0);
    ps.inv.forEach(
      (x, i) =>
        x > e.investSpaces && fail(`${at}.investments.${TRACKS[i]}`, `tracks end at space ${e.investSpaces}`),
    );
    ps.sup = [pv.supply.mine, pv.supply.mill, pv.supply.rail, pv.supply.port];
    ps.firstMine = pv.firstMineBuilt;
    ps.deaths = pv.deathsThisRound;
    const [mines, mills, rails, ports] = [
      onMap[seat][B_MINE],
      onMap[seat][B_MILL],
      onMap[seat][B_RAIL],
      onMap[seat][B_PORT],
    ];
    if (mines + ps.sup[0] > e.supply[0])
      fail(
        `${at}.supply.mine`,
        `${mines} mines on the maps and ${ps.sup[0]} in supply: a player has ${e.supply[0]} mine markers`,
      );
    if (mills + ps.sup[1] > e.supply[1])
      fail(
        `${at}.supply.mill`,
        `${mills} mills on the maps and ${ps.sup[1]} in supply: a player has ${e.supply[1]} mill markers`,
      );
    if (rails + ps.sup[2] !== e.supply[2])
      fail(
        `${at}.supply.rail`,
        `${rails} rails on the maps and ${ps.sup[2]} in supply: a player has ${e.supply[2]} rails`,
      );
    if (ports + ps.sup[3] !== e.supply[3])
      fail(
        `${at}.supply.port`,
        `${ports} ports on the maps and ${ps.sup[3]} in supply: a player has ${e.supply[3]} ports`,
      );
    if (!ps.firstMine && ps.sup[0] !== e.supply[0])
      fail(`${at}.firstMineBuilt`, 'a player who built a mine has firstMineBuilt true');
    let firsts = 0;
    for (const [j, f] of pv.facilities.entries()) {
      const where = `${at}.facilities[${j}]`;
      if (f.column < 1 || f.column > e.columns) fail(`${where}.column`, `columns are 1..${e.columns}`);
      if (ps.fac[f.column - 1] !== null) fail(`${where}.column`, `column ${f.column} holds two facilities`);
      const ci = cOf(f.country, `${where}.country`);
      if (c[ci].regulated) fail(`${where}.country`, 'facilities in a regulated country are gone');
      const t = e.countries[c[ci].d].map.index[f.site];
      const type = f.type === 'mill' ? B_MILL : B_MINE;
      if (t === undefined || c[ci].built[t] !== builtCode(type, seat))
        fail(`${where}.site`, `countries.${f.country}.built.${f.site} must be this player's ${f.type}`);
      if (f.firstMine && (f.type !== 'mine' || f.column !== e.firstMineColumn))
        fail(`${where}.firstMine`, `the first mine is a mine in column ${e.firstMineColumn}`);
      if (f.firstMine) firsts++;
      if (f.used && f.type === 'mill') fail(`${where}.used`, 'only mines are marked used');
      const fac: Facility = {
        c: ci,
        t: t!,
        mill: type === B_MILL,
        living: f.living,
        dead: f.dead,
        first: f.firstMine,
        used: f.used,
      };
      ps.fac[f.column - 1] = fac;
    }
    if (firsts && !ps.firstMine) fail(`${at}.firstMineBuilt`, 'a player with a first mine has built a mine');
    const own = ps.fac.filter((f) => f !== null).length;
    if (own !== mines + mills)
      fail(
        `${at}.facilities`,
        `${mines + mills} mines and mills of this player on the maps but ${own} facilities on the player board`,
      );
    return ps;
  });

  // Pending decision and where each phase stands
  const s: CostState = {
    v: STATE_VERSION,
    np,
    rng: p.rng ? { ...p.rng } : rngFromSeed('position'),
    choosing: choosing ? { eventOrder: p.setup!.eventOrder, climateCubes: p.setup!.climateCubes } : null,
    round: p.round,
    phase: p.phase,
    step: STEP.OVER,
    order: p.turnOrder.slice(),
    cur: 0,
    tc: -1,
    tev: -1,
    tcorner: -1,
    tused: 0,
    choosers: [],
    pos: [],
    em: p.emergingMarketRow,
    hexMarker,
    corner,
    c,
    p: players,
    rep: readReport(e, p, ids, np),
  };
  // Without a report, the counters start from what the position shows.
  if (p.report.workersHired === undefined)
    s.rep.hired = players.map((ps, seat) =>
      ps.fac.reduce((n, f) => n + (f ? f.living + f.dead : 0), s.rep.sentHome[seat]),
    );
  if (p.report.dice === undefined) {
    const onMap = c.reduce((n, cs) => n + cs.die.filter((d) => d !== 0).length, 0);
    const sold = c.reduce((n, cs) => n + cs.sold.length, 0);
    s.rep.dice = [onMap + sold, sold, 0, 0];
  }
  if (p.over || p.pending === null) {
    if (!p.over) fail('pending', 'a running game always has a pending decision');
    if (p.pending !== null) fail('pending', 'nobody decides in a game that is over');
    return s;
  }
  const { seat, decision } = p.pending;
  if (seat < 0 || seat >= np) fail('pending.seat', `there is no seat ${seat}`);
  if (decision === 'CHOOSE_COUNTRIES') {
    if (!choosing) fail('setup', 'CHOOSE_COUNTRIES needs the setup block');
    if (seat !== s.order[0] || p.round !== 1 || p.phase !== 1)
      fail('pending', 'the first player chooses the countries at the start');
    s.step = STEP.CHOOSE_COUNTRIES;
    return s;
  }
  if (choosing) fail('setup', `the setup block belongs to a position where CHOOSE_COUNTRIES is pending`);
  if (PHASE_OF[decision] !== p.phase)
    fail('pending.decision', `${decision} is not a decision of phase ${p.phase}`);
  s.step = STEP_OF[decision];
  s.cur = s.order.indexOf(seat);
  if (p.phase !== 1 && p.turn !== null) fail('turn', 'only phase 1 has a turn in progress');
  if (p.phase === 1) readTurn(e, p, s, ids);
  if (p.phase === 3) {
    if (p.cyclePosition !== null && p.cyclePosition !== s.cur)
      fail('cyclePosition', `it is seat ${seat}'s turn, at position ${s.cur}`);
    const works = canWork(s, seat);
    if ((decision === 'WORK') !== works)
      fail(
        'pending.decision',
        works
          ? 'this player can work, so the decision is WORK'
          : 'this player cannot work, so the decision is INVEST_OR_PASS',
      );
    if (!works && !canInvest(e, s, seat))
      fail('pending', 'this player can neither work nor invest and passes without deciding');
  }
  if (p.phase === 4) {
    const choice = p.turnOrderChoice;
    if (!choice) fail('turnOrderChoice', 'phase 4 needs the turn-order choice');
    s.cur = 0;
    s.choosers = choice!.choosers.slice();
    s.pos = choice!.positions.map((x) => (x === null ? -1 : x));
    if (s.pos.length !== np) fail('turnOrderChoice.positions', `${np} places are needed`);
    if (s.choosers[0] !== seat) fail('pending.seat', 'the first chooser decides');
    if (s.pos.filter((x) => x === -1).length < 2)
      fail('turnOrderChoice.positions', 'the last free place is taken without a decision');
  }
  if (p.phase === 2 && s.p[seat].money === 0) fail('pending', 'a player without money does not convert');
  if (pendingSeat(s) !== seat || decisionKind(s) !== decision)
    fail('pending', 'does not match the rest of the position');
  return s;
}

function readTurn(e: Edition, p: PositionInput, s: CostState, ids: string[]): void {
  const turn = p.turn;
  const decision = p.pending!.decision;
  if (decision === 'SELECT_COUNTRY') {
    if (turn && (turn.country !== null || turn.corner !== null))
      fail('turn', 'no country is chosen before SELECT_COUNTRY');
    return;
  }
  if (!turn || turn.country === null || turn.eventMarker === null)
    fail('turn', `${decision} comes after a country and its event marker were taken`);
  s.tc = ids.indexOf(turn!.country!);
  if (s.tc < 0) fail('turn.country', `"${turn!.country}" is not a country in play`);
  if (s.c[s.tc].regulated) fail('turn.country', 'a regulated country cannot be chosen');
  s.tev = turn!.eventMarker === 'SPARE' ? 0 : eventCode(turn!.eventMarker!);
  if (decision === 'PLACE_EVENT_MARKER') {
    if (turn!.corner !== null) fail('turn.corner', 'the corner is chosen by PLACE_EVENT_MARKER');
    return;
  }
  const k = turn!.corner === null ? undefined : e.board.cornerIndex[turn!.corner];
  if (k === undefined) fail('turn.corner', 'the turn needs the corner where the event marker lies');
  if (s.corner[k!] !== s.c[s.tc].d * 4 + s.tev)
    fail('turn.corner', "actionBoard.usedCorners must hold this turn's marker on that corner");
  s.tcorner = k!;
  if (decision === 'NATIONAL_RAILS' && s.tev !== 1)
    fail('pending.decision', 'NATIONAL_RAILS follows a NATIONAL_RAILS marker');
  if (decision === 'NATIONAL_PORT' && s.tev !== 2)
    fail('pending.decision', 'NATIONAL_PORT follows a NATIONAL_PORT marker');
  const hexes = e.board.cornerHexes[k!].map((h) => e.board.hexIds[h]);
  if (turn!.slots.length && turn!.slots.map((x) => x.hex).join() !== hexes.join())
    fail('turn.slots', `the slots of ${turn!.corner} are hexes ${hexes.join(', ')}`);
  turn!.slots.forEach((x, i) => {
    if (x.used) s.tused |= 1 << i;
  });
  if (s.tused === 7) fail('turn.slots', 'a turn ends when its three slots are used');
  if (decision !== 'TAKE_ACTION' && s.tused) fail('turn.slots', 'actions come after the event');
}

function readReport(e: Edition, p: PositionInput, ids: string[], np: number): CostState['rep'] {
  const r = p.report;
  const R = e.rounds;
  const grid = (rows: number[][] | undefined, where: string) => {
    const out = new Array<number>(np * R).fill(0);
    rows?.forEach((row, seat) => {
      if (seat >= np) fail(`report.${where}`, `there is no seat ${seat}`);
      row.forEach((x, k) => {
        if (k >= R) fail(`report.${where}[${seat}]`, `there are ${R} rounds`);
        out[seat * R + k] = x;
      });
    });
    return out;
  };
  const deaths = new Array<number>(ids.length * np * R).fill(0);
  for (const [id, rows] of Object.entries(r.deaths ?? {})) {
    const c = ids.indexOf(id);
    if (c < 0) fail(`report.deaths.${id}`, 'not a country in play');
    grid(rows, `deaths.${id}`).forEach((x, i) => (deaths[c * np * R + i] = x));
  }
  const demandEnd = new Array<number>(ids.length * R).fill(-1);
  for (const [id, list] of Object.entries(r.demandAtRoundEnd ?? {})) {
    const c = ids.indexOf(id);
    if (c < 0) fail(`report.demandAtRoundEnd.${id}`, 'not a country in play');
    list.forEach((x, k) => (demandEnd[c * R + k] = x === null ? -1 : x));
  }
  const money = new Array<number>(R * 4 * np).fill(-1);
  r.money?.forEach((phases, k) =>
    phases.forEach((row, ph) => row?.forEach((x, seat) => (money[(k * 4 + ph) * np + seat] = x))),
  );
  const perSeat = (xs: number[] | undefined) => seatsArray(np).map((i) => xs?.[i] ?? 0);
  return {
    deaths,
    safe: grid(r.safeWork, 'safeWork'),
    unsafe: grid(r.unsafeWork, 'unsafeWork'),
    safetyResources: grid(r.safetyResources, 'safetyResources'),
    regulations: (r.regulations ?? []).map((x) => structuredClone(x)),
    demandEnd,
    money,
    hired: perSeat(r.workersHired),
    sentHome: perSeat(r.workersSentHome),
    dice: r.dice ? [r.dice.mined, r.dice.toMarkets, r.dice.toEmergingMarket, r.dice.lost] : [0, 0, 0, 0],
  };
}

const seatsArray = (np: number) => Array.from({ length: np }, (_, i) => i);

export const trackIndex = trackCode;
