// Reading a position (the view as JSON, derived fields optional) into an engine state, refusing what
// cannot happen in a game: two dice on one triangle, more mines than markers, a rail on the market...
// Every error names the place in the position (`countries.ugl.built.MK`).
import { PositionError, rngFromSeed } from '../../kernel/index.ts';
import { actionCode, builtCode, B_MILL, B_MINE, eventCode, NATIONAL } from './codes.ts';
import type { Edition } from './data/compile.ts';
import { decisionKind, pendingSeat } from './engine.ts';
import { TRACKS } from './moves.ts';
import { fail, readCountry } from './position-country.ts';
import { readReport } from './position-report.ts';
import { positionSchema, type PositionInput } from './position-schema.ts';
import { canInvest, canWork } from './rules/flow.ts';
import { cornerLegal } from './rules/phase1.ts';
import { newPlayer } from './setup.ts';
import { STATE_VERSION, STEP, type CostState, type Facility } from './state.ts';
import { VIEW_SCHEMA } from './view.ts';

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

/**
 * Reads a position. `complete`: the caller passes a whole view as this engine writes it (search bots
 * determinizing their view), so the shape check is skipped; anything that then fails for want of shape
 * is read again the careful way, so a bad input still gets its PositionError.
 */
export function readPosition(e: Edition, raw: unknown, complete = false): CostState {
  const written = raw as { schema?: unknown; game?: unknown; report?: unknown } | null;
  if (complete && written?.schema === VIEW_SCHEMA && written.game === 'the-cost' && written.report) {
    try {
      return readParsed(e, raw as PositionInput);
    } catch (err) {
      if (err instanceof PositionError) throw err;
    }
  }
  const parsed = positionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(issue.path.join('.'), issue.message);
  }
  return readParsed(e, parsed.data!);
}

function readParsed(e: Edition, p: PositionInput): CostState {
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
      fail(`${at}.seat`, `the entry at index ${seat} is seat ${seat}, not seat ${pv.seat}`);
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
    for (const k of Object.keys(pv.supply))
      if (k !== 'mine' && k !== 'mill')
        fail(
          `${at}.supply.${k}`,
          k === 'rail' || k === 'port'
            ? `player ${k}s are unlimited (rules version 3 on): the supply lists only mines and mills`
            : 'the supply lists only mines and mills',
        );
    ps.sup = [pv.supply.mine, pv.supply.mill];
    ps.firstMine = pv.firstMineBuilt;
    ps.deaths = pv.deathsThisRound;
    const [mines, mills] = [onMap[seat][B_MINE], onMap[seat][B_MILL]];
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
    choosing: choosing
      ? structuredClone({ eventOrder: p.setup!.eventOrder, climateCubes: p.setup!.climateCubes })
      : null,
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
