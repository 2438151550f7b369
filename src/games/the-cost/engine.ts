// The engine's entry points: whose decision is pending, the legal moves of a seat, and applying a move
// in place (every check comes before the first change, so a refused move changes nothing).
import type { Edition } from './data/compile.ts';
import { Codes, refuse } from './errors.ts';
import type { ChooseCountries, CostMove, MoveType } from './moves.ts';
import {
  buildMill,
  buildMine,
  buildPort,
  buildRails,
  endTurn,
  legalActions,
  subsidy,
} from './rules/actions.ts';
import { canWork } from './rules/flow.ts';
import { moveDie } from './rules/move.ts';
import {
  legalCorners,
  legalNationalPort,
  legalNationalRails,
  legalSelectCountry,
  nationalPort,
  nationalRails,
  placeEventMarker,
  selectCountry,
} from './rules/phase1.ts';
import { convert, done, legalConvert } from './rules/phase2.ts';
import { invest, legalCycleTurn, pass, work } from './rules/phase3.ts';
import { choosePosition, legalPositions } from './rules/phase4.ts';
import { chooseCountries } from './setup.ts';
import { STEP, type CostState, type Ctx } from './state.ts';
import type { DecisionKind } from './view.ts';
import type { LogEntry } from '../../kernel/index.ts';

/** The seat whose decision is pending, or null once the game is over. */
export function pendingSeat(s: CostState): number | null {
  switch (s.step) {
    case STEP.OVER:
      return null;
    case STEP.CHOOSE_COUNTRIES:
      return s.order[0];
    case STEP.CHOOSE_TURN_POSITION:
      return s.choosers[0];
    default:
      return s.order[s.cur];
  }
}

export function decisionKind(s: CostState): DecisionKind | null {
  switch (s.step) {
    case STEP.CHOOSE_COUNTRIES:
      return 'CHOOSE_COUNTRIES';
    case STEP.SELECT_COUNTRY:
      return 'SELECT_COUNTRY';
    case STEP.PLACE_EVENT_MARKER:
      return 'PLACE_EVENT_MARKER';
    case STEP.NATIONAL_RAILS:
      return 'NATIONAL_RAILS';
    case STEP.NATIONAL_PORT:
      return 'NATIONAL_PORT';
    case STEP.TAKE_ACTION:
      return 'TAKE_ACTION';
    case STEP.CONVERT:
      return 'CONVERT';
    case STEP.CYCLE_TURN:
      return canWork(s, s.order[s.cur]) ? 'WORK' : 'INVEST_OR_PASS';
    case STEP.CHOOSE_TURN_POSITION:
      return 'CHOOSE_TURN_POSITION';
    default:
      return null;
  }
}

/** Move types each decision accepts. */
const ACCEPTS: Record<DecisionKind, readonly MoveType[]> = {
  CHOOSE_COUNTRIES: ['CHOOSE_COUNTRIES'],
  SELECT_COUNTRY: ['SELECT_COUNTRY'],
  PLACE_EVENT_MARKER: ['PLACE_EVENT_MARKER'],
  NATIONAL_RAILS: ['NATIONAL_RAILS'],
  NATIONAL_PORT: ['NATIONAL_PORT'],
  TAKE_ACTION: ['SUBSIDY', 'BUILD_MINE', 'BUILD_MILL', 'BUILD_RAILS', 'BUILD_PORT', 'END_TURN'],
  CONVERT: ['CONVERT', 'DONE'],
  WORK: ['MINE', 'MILL', 'MOVE'],
  INVEST_OR_PASS: ['INVEST', 'PASS'],
  CHOOSE_TURN_POSITION: ['CHOOSE_TURN_POSITION'],
};

function countryChoices(e: Edition, s: CostState): ChooseCountries[] {
  const out: ChooseCountries[] = [];
  const ids = e.countries.map((c) => c.id);
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === s.np) return void out.push({ type: 'CHOOSE_COUNTRIES', countries: [...chosen] });
    for (let i = from; i < ids.length; i++) pick(i + 1, [...chosen, ids[i]]);
  };
  pick(0, []);
  return out;
}

export function legalMoves(e: Edition, s: CostState, seat: number): CostMove[] {
  if (pendingSeat(s) !== seat) return [];
  const g: Ctx = { e, s, log: null };
  switch (s.step) {
    case STEP.CHOOSE_COUNTRIES:
      return countryChoices(e, s);
    case STEP.SELECT_COUNTRY:
      return legalSelectCountry(g);
    case STEP.PLACE_EVENT_MARKER:
      return legalCorners(g);
    case STEP.NATIONAL_RAILS:
      return legalNationalRails(g);
    case STEP.NATIONAL_PORT:
      return legalNationalPort(g);
    case STEP.TAKE_ACTION:
      return legalActions(g);
    case STEP.CONVERT:
      return legalConvert(g);
    case STEP.CYCLE_TURN:
      return legalCycleTurn(g);
    case STEP.CHOOSE_TURN_POSITION:
      return legalPositions(g);
    default:
      return [];
  }
}

/** Says why a move of this type does not answer the decision pending. */
function refuseWrongDecision(kind: DecisionKind, type: MoveType): never {
  if (kind === 'WORK' && ACCEPTS.INVEST_OR_PASS.includes(type)) refuse(Codes.MUST_WORK, 'REFUSED_MUST_WORK');
  if (kind === 'INVEST_OR_PASS' && ACCEPTS.WORK.includes(type))
    refuse(Codes.NO_SUCH_FACILITY, 'REFUSED_NOTHING_TO_WORK_NOW');
  return refuse(Codes.WRONG_DECISION, `REFUSED_WRONG_DECISION_${kind}`, {
    type,
    accepted: ACCEPTS[kind].join(', '),
  });
}

/** Applies a well-formed move in place; throws a RuleError (and changes nothing) if it is not legal. */
export function applyInPlace(
  e: Edition,
  s: CostState,
  seat: number,
  move: CostMove,
  log: LogEntry[] | null = null,
): void {
  if (s.step === STEP.OVER) refuse(Codes.GAME_OVER, 'REFUSED_GAME_OVER');
  const kind = decisionKind(s)!;
  const waiting = pendingSeat(s)!;
  if (seat !== waiting)
    refuse(Codes.NOT_YOUR_TURN, `REFUSED_NOT_YOUR_TURN_${kind}`, { waiting: waiting + 1, player: seat + 1 });
  if (!ACCEPTS[kind].includes(move.type)) refuseWrongDecision(kind, move.type);
  const g: Ctx = { e, s, log };
  switch (move.type) {
    case 'CHOOSE_COUNTRIES':
      return chooseCountries(g, move);
    case 'SELECT_COUNTRY':
      return selectCountry(g, move);
    case 'PLACE_EVENT_MARKER':
      return placeEventMarker(g, move);
    case 'NATIONAL_RAILS':
      return nationalRails(g, move);
    case 'NATIONAL_PORT':
      return nationalPort(g, move);
    case 'SUBSIDY':
      return subsidy(g, move);
    case 'BUILD_MINE':
      return buildMine(g, move);
    case 'BUILD_MILL':
      return buildMill(g, move);
    case 'BUILD_RAILS':
      return buildRails(g, move);
    case 'BUILD_PORT':
      return buildPort(g, move);
    case 'END_TURN':
      return endTurn(g, move);
    case 'CONVERT':
      return convert(g, move);
    case 'DONE':
      return done(g, move);
    case 'MINE':
    case 'MILL':
      return work(g, move);
    case 'MOVE':
      return moveDie(g, move);
    case 'INVEST':
      return invest(g, move);
    case 'PASS':
      return pass(g, move);
    case 'CHOOSE_TURN_POSITION':
      return choosePosition(g, move);
  }
}
