// Multi-step decisions built from the server's list of legal moves, never from rules of our own: each
// step groups the legal moves still possible by one aspect (a country, a triangle, a column, a number of
// workers...) and offers one choice per group. Picking a choice keeps only the moves of that group. When
// one move is left it is sent, after a confirm step if the server says it is final or spends (confirm.ts). The moves the server says
// are blocked (a rule forbids them now) run through the same steps, so a choice whose moves are all blocked
// is still shown, greyed, with the rule's reason, where the player would look for it.
import type { BlockedMove, LegalMove, Texts } from '../../shared/api.ts';
import { confirmation } from './confirm.ts';

/** A move in a decision: legal, or blocked with the rule that forbids it now. */
export interface Option extends LegalMove {
  blocked?: { code: string; reason: Texts };
  /** Set on another reading of a legal move (see `Planner.readings`): the move it stands for. */
  origin?: LegalMove;
}

/** A blocked move as an option: named by its label, or by its reason when the server gives no label. */
export function blockedOption(b: BlockedMove): Option {
  return {
    move: b.move,
    // Never sent: a blocked move is refused, so nothing about it is taken back.
    final: false,
    label: b.label ?? b.reason,
    blocked: { code: b.code, reason: b.reason },
  };
}

const isOpen = (m: Option) => !m.blocked;

/** One aspect of a move, used to group moves at one step. */
export interface Facet {
  /** Identifies the group; moves with the same key fall in the same choice. */
  key: string;
  label: Texts;
  /** What the choice does or costs, shown under its label. */
  hint?: Texts;
  /** Board element this choice corresponds to (highlighted and clickable on the table). */
  target?: string;
  /** Order of the choices in the list (default 0; ties keep the order of first appearance). */
  order?: number;
  /** A number the player sets (a bid): such choices are offered by a stepper with a few quick picks. */
  amount?: number;
  /** Offered on the table only (a loan on the player's mat), unless nothing else is left to choose. */
  boardOnly?: boolean;
}

export interface Level {
  /** Names the step; used to skip a level for moves it does not concern. */
  id: string;
  /** The aspect of a move at this step, or null if this step does not concern the move. */
  facet: (move: LegalMove) => Facet | null;
  /** The question asked at this step, given the moves still possible. */
  prompt: (moves: LegalMove[]) => Texts;
  /** Ask even when a single choice remains (e.g. "how many workers" with one option is worth seeing). */
  alwaysAsk?: boolean;
}

export interface Choice {
  key: string;
  label: Texts;
  hint?: Texts;
  target?: string;
  /** Legal moves first, then blocked ones; a choice with no legal move cannot be picked. */
  moves: Option[];
  /** When every move of the choice is blocked: the distinct reasons, for the greyed choice. */
  blocked?: Texts[];
  amount?: number;
  boardOnly?: boolean;
}

export interface Step {
  levelId: string;
  prompt: Texts;
  choices: Choice[];
}

export interface Crumb {
  levelId: string;
  label: Texts;
  /** True when the choice was made by the player, false when it was the only possibility. */
  chosen: boolean;
  target?: string;
}

export type Plan =
  | { kind: 'none' }
  | { kind: 'choose'; step: Step; crumbs: Crumb[] }
  | { kind: 'ready'; move: LegalMove; confirm: Texts | null; crumbs: Crumb[] };

export interface Planner {
  /** The steps of a decision, in order; a move runs through the levels that concern it. */
  levels: (moves: LegalMove[]) => Level[];
  /**
   * The words of a confirmation, for a move the server says is final or spends (confirm.ts decides
   * which moves are confirmed): what the board can add to the server's figures (a delivery's payments,
   * the slots a turn leaves unused). Null or absent: the server's `detail`.
   */
  confirmWords?: (move: LegalMove, legal: readonly LegalMove[]) => Texts | null;
  /**
   * Other readings of the same move, for moves whose parts have no order (two rails placed together):
   * each reading runs through the steps like a move of its own, so the player may pick the parts in any
   * order, and leads back to the move itself.
   */
  readings?: (move: LegalMove) => LegalMove[];
}

/** The reasons of a choice whose moves are all blocked; undefined when one of them is legal. */
function blockedReasons(moves: Option[]): Texts[] | undefined {
  if (moves.some(isOpen)) return undefined;
  const seen = new Map<string, Texts>();
  for (const m of moves) if (m.blocked) seen.set(m.blocked.reason.en, m.blocked.reason);
  return [...seen.values()];
}

/** Groups moves by the facet of a level, keeping the order of first appearance unless `order` says otherwise. */
export function groupBy(level: Level, moves: Option[]): Choice[] | null {
  const groups = new Map<string, Choice & { order: number; first: number }>();
  let concerned = 0;
  moves.forEach((move, i) => {
    const facet = level.facet(move);
    if (!facet) return;
    concerned += 1;
    const group = groups.get(facet.key);
    if (group) group.moves.push(move);
    else
      groups.set(facet.key, {
        key: facet.key,
        label: facet.label,
        hint: facet.hint,
        target: facet.target,
        moves: [move],
        order: facet.order ?? 0,
        first: i,
        ...(facet.amount !== undefined ? { amount: facet.amount } : {}),
        ...(facet.boardOnly ? { boardOnly: true } : {}),
      });
  });
  // A level that concerns only some of the moves splits them: the others form their own group, named by
  // their own label, so that e.g. "Pass" sits next to the countries.
  if (concerned === 0) return null;
  if (concerned < moves.length) {
    moves.forEach((move, i) => {
      if (level.facet(move)) return;
      const key = `move:${i}`;
      groups.set(key, {
        key,
        label: move.label,
        moves: [move],
        order: Number.MAX_SAFE_INTEGER,
        first: i,
      });
    });
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || a.first - b.first)
    .map(({ key, label, hint, target, moves: m, amount, boardOnly }) => {
      const blocked = blockedReasons(m);
      const extra = { ...(amount !== undefined ? { amount } : {}), ...(boardOnly ? { boardOnly } : {}) };
      return blocked
        ? { key, label, hint, target, moves: m, blocked, ...extra }
        : { key, label, hint, target, moves: m, ...extra };
    });
}

/**
 * The state of a decision after the keys picked so far. Keys that no longer match anything (the legal
 * moves changed under the player) end the walk there, so the player simply chooses again. Blocked moves
 * are grouped with the legal ones; a level is asked, rather than skipped, when it has greyed choices to
 * show beside the one open choice, and a greyed choice is never taken as picked.
 */
export function plan(
  planner: Planner,
  legal: LegalMove[],
  picked: string[],
  blocked: BlockedMove[] = [],
): Plan {
  if (legal.length === 0) return { kind: 'none' };
  const levels = planner.levels(legal);
  const withReadings = (m: Option): Option[] => [
    m,
    ...(planner.readings?.(m) ?? []).map((r) => ({ ...r, blocked: m.blocked, origin: m.origin ?? m })),
  ];
  let moves: Option[] = [...legal, ...blocked.map(blockedOption)].flatMap(withReadings);
  const crumbs: Crumb[] = [];
  let pickIndex = 0;
  for (const level of levels) {
    if (moves.length === 1 && !level.alwaysAsk) break;
    const choices = groupBy(level, moves);
    if (!choices) continue;
    const open = choices.filter((c) => !c.blocked);
    if (open.length === 1 && choices.length === 1 && !level.alwaysAsk) {
      // A choice with no alternative is not a question; note it for the summary.
      crumbs.push({ levelId: level.id, label: open[0].label, chosen: false, target: open[0].target });
      moves = open[0].moves;
      continue;
    }
    const key = picked[pickIndex];
    const choice = key === undefined ? undefined : open.find((c) => c.key === key);
    if (!choice) {
      return { kind: 'choose', step: { levelId: level.id, prompt: level.prompt(moves), choices }, crumbs };
    }
    pickIndex += 1;
    crumbs.push({ levelId: level.id, label: choice.label, chosen: true, target: choice.target });
    moves = choice.moves;
  }
  const openMoves = moves.filter(isOpen);
  if (openMoves.length > 1 || (openMoves.length === 1 && moves.length > 1)) {
    // The levels did not tell these moves apart: the player picks by the server's labels.
    const key = picked[pickIndex];
    const choices: Choice[] = moves.map((move, i) =>
      move.blocked
        ? { key: `move:${i}`, label: move.label, moves: [move], blocked: [move.blocked.reason] }
        : { key: `move:${i}`, label: move.label, moves: [move] },
    );
    const choice = key === undefined ? undefined : choices.find((c) => c.key === key && !c.blocked);
    if (!choice) {
      return {
        kind: 'choose',
        step: { levelId: 'move', prompt: { en: 'Choose your move', it: 'Scegli la tua mossa' }, choices },
        crumbs,
      };
    }
    moves = choice.moves;
  }
  // Open options are the server's legal move objects themselves (the panel tells sent moves by identity).
  const open = moves.find(isOpen);
  const move: LegalMove = open?.origin ?? open ?? legal[0];
  return { kind: 'ready', move, confirm: confirmation(move, legal, planner), crumbs };
}

/**
 * The choices of a step by the board piece they stand for. Two choices on one piece (a mine that has
 * worked, greyed, and the die on it) give the piece to the open one.
 */
export function boardTargets(choices: Choice[]): Map<string, Choice> {
  const targets = new Map<string, Choice>();
  for (const c of choices) {
    if (!c.target) continue;
    const taken = targets.get(c.target);
    if (!taken || (taken.blocked && !c.blocked)) targets.set(c.target, c);
  }
  return targets;
}

/** A planner for any game: one step that offers every legal move by its label, grouped by move type if many. */
export function genericPlanner(): Planner {
  const typeOf = (m: LegalMove): string | null => {
    const t = (m.move as { type?: unknown } | null)?.type;
    return typeof t === 'string' ? t : null;
  };
  return {
    levels: (moves) => {
      const types = new Set(moves.map(typeOf));
      if (moves.length <= 12 || types.size < 2) return [];
      return [
        {
          id: 'type',
          facet: (m) => {
            const t = typeOf(m);
            if (!t) return null;
            const words = t.toLowerCase().replace(/_/g, ' ');
            return { key: t, label: { en: words, it: words } };
          },
          prompt: () => ({ en: 'What do you want to do?', it: 'Che cosa vuoi fare?' }),
        },
      ];
    },
  };
}
