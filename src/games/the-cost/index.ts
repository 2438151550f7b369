// The Cost (Armando Canales, Spielworxx 2020) as a game of the kernel: the rules engine on data-driven
// boards. `makeTheCost(edition)` plays any valid edition; `theCost` plays the shipped one.
import type { Game, Json, LogEntry, Outcome } from '../../kernel/index.ts';
import { compileEdition, type Edition } from './data/compile.ts';
import { shippedEdition } from './data/shipped.ts';
import { blockedMoves } from './blocked.ts';
import { describeMove } from './describe.ts';
import { explainMove } from './explain.ts';
import { spends } from './spends.ts';
import { costUndo } from './undo.ts';
import { applyInPlace, legalMoves, pendingSeat } from './engine.ts';
import { formatMove } from './format.ts';
import { messages } from './messages.ts';
import { moveSchema, type CostMove } from './moves.ts';
import { readPosition } from './position.ts';
import { renderText } from './render.ts';
import { optionsSchema, setupState, type CostOptions } from './setup.ts';
import { cloneState, STEP, type CostState } from './state.ts';
import { buildReport, buildView } from './view-build.ts';
import type { CostView } from './view.ts';
import type { StaticEdition } from './data/types.ts';

export type * from './moves.ts';
export type * from './view.ts';
export type * from './data/types.ts';
export type { CostOptions } from './setup.ts';
export type { CostState } from './state.ts';
export type { Edition } from './data/compile.ts';
export { VIEW_SCHEMA } from './view.ts';
export { shippedFiles, shippedEdition, theCostEdition, loadEdition } from './data/shipped.ts';
export {
  validateEdition,
  validateMapFile,
  describeViolation,
  EditionError,
  FILE_NAMES,
} from './data/validate.ts';
export type { RawEdition, Violation } from './data/validate.ts';
export { compileEdition };

/**
 * Bumped whenever a rules change could make an old record replay differently. 2: setup draws every
 * country's event order before any cube permutation (spec §5), so seeds give other boards than under 1.
 * 3: player rails and ports are unlimited, and investment tracks run 0..3 with level 1 at space 1 and
 * level 2 at space 3 (spec §2.5, §2.6), so old moves and states mean other things.
 */
export const RULES_VERSION = 3;

/** The game, plus its static board data (served to clients by the server as the game's `board`). */
export type TheCost = Game<CostState, CostMove, CostView, CostOptions> & { board: StaticEdition };

export function makeTheCost(e: Edition): TheCost {
  const outcome = (s: CostState): Outcome | null => {
    if (s.step !== STEP.OVER) return null;
    const scores = s.p.map((p) => p.money);
    const best = Math.max(...scores);
    return {
      winners: scores.flatMap((m, seat) => (m === best ? [seat] : [])),
      scores,
      details: buildReport(e, s),
    };
  };
  // Nothing is hidden, so every viewer reads a move's lines alike: a server asking for them once per
  // viewer is given the lines it was just given rather than the move replayed again.
  let described:
    { before: CostState; after: CostState; seat: number; move: CostMove; entries: LogEntry[] } | undefined;
  const describeOnce = (before: CostState, after: CostState, seat: number, move: CostMove): LogEntry[] => {
    const d = described;
    if (d && d.before === before && d.after === after && d.seat === seat && d.move === move) return d.entries;
    const entries = describeMove(e, before, seat, move);
    described = { before, after, seat, move, entries };
    return entries;
  };
  return {
    id: 'the-cost',
    title: 'The Cost',
    rulesVersion: RULES_VERSION,
    minPlayers: e.minPlayers,
    maxPlayers: e.maxPlayers,
    optionsSchema,
    setupPins: ['turnOrder', 'actionMarkers', 'eventOrder', 'climateCubes'],
    moveSchema,
    setup: (options, seed) => setupState(e, options, seed),
    playerCount: (s) => s.np,
    activeSeats(s) {
      const seat = pendingSeat(s);
      return seat === null ? [] : [seat];
    },
    legalMoves: (s, seat) => legalMoves(e, s, seat),
    apply(s, seat, move) {
      const next = cloneState(s);
      applyInPlace(e, next, seat, move);
      return next;
    },
    // A server's move is applied once, its lines written as it goes and kept for `describe`, which asks
    // next for this very move: otherwise the move would be applied a second time to write them.
    applyToDescribe(s, seat, move) {
      const next = cloneState(s);
      const entries: LogEntry[] = [];
      applyInPlace(e, next, seat, move, entries);
      described = { before: s, after: next, seat, move, entries };
      return next;
    },
    view: (s) => buildView(e, s),
    // Nothing of The Cost is hidden (view.ts): every viewer is given the same view.
    publicView: true,
    outcome,
    describe: (before, after, seat, move) => describeOnce(before, after, seat, move),
    messages,
    formatMove: (move, lang, names) => formatMove(e, move, lang, names),
    explainMove: (s, seat, move) => explainMove(e, s, seat, move),
    spends: (s, seat, move) => spends(e, s, seat, move),
    undo: costUndo(e),
    blockedMoves: (s, seat) => blockedMoves(e, s, seat),
    renderText: (view, viewer, lang) => renderText(e, view, viewer, lang),
    position: {
      write: (s) => buildView(e, s) as unknown as Json,
      read: (position) => readPosition(e, position),
    },
    determinize: (view) => readPosition(e, view, true),
    fast: {
      clone: cloneState,
      applyInPlace: (s, seat, move) => applyInPlace(e, s, seat, move),
    },
    board: e.static,
  };
}

export const theCost: TheCost = makeTheCost(shippedEdition);
