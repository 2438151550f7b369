// Taking moves back. The rule lives here, once for every game: a seat may take back its own last move
// while nothing has happened since that cannot be un-seen: the move drew nothing from the PRNG, showed
// nothing hidden to anyone, and no other seat has moved since. Several take-backs in a row walk back
// over the seat's trailing moves until the first move that is final.
//
// Which moves reveal is the game's to say (`Game.undo.finality`), not a comparison of views: a view
// changes after most moves (a seat's own cash after it pays), and telling "the seat saw the result of
// its own choice" from "the seat learnt something that was hidden" needs the game's knowledge of which
// parts of its state are secret. The PRNG check needs no such knowledge, so the kernel makes it itself:
// a game whose hook forgets a draw still gets the move marked final.
import { RuleError } from './errors.ts';
import type { AnyGame, FinalReason, Lang, Seat } from './types.ts';

export const UNDO_NOT_ALLOWED = 'UNDO_NOT_ALLOWED';

/** Why a seat cannot take a move back now. OTHER_SEAT comes with the seat that moved since. */
export type UndoReason = FinalReason | 'OTHER_SEAT' | 'NOTHING' | 'GAME_OVER' | 'NOT_SUPPORTED';

export interface UndoRefusal {
  reason: UndoReason;
  /** With OTHER_SEAT: the seat that has moved since. */
  seat?: Seat;
}

/** Texts of the refusals (`{name}` is the seat that moved since) and of the log line of a take-back. */
export const undoMessages: Record<Lang, Record<UndoReason | 'TOOK_BACK' | 'REFUSED', string>> = {
  en: {
    DIE_ROLLED: 'a die was rolled',
    CARD_DRAWN: 'a card was drawn',
    REVEALED: 'hidden information was shown',
    CHANCE: 'chance decided something',
    OTHER_SEAT: '{name} has moved since',
    NOTHING: 'there is no move of yours to take back',
    GAME_OVER: 'the game is over',
    NOT_SUPPORTED: 'this game has no undo',
    REFUSED: 'The move cannot be taken back: {why}.',
    TOOK_BACK: '{name} took back: {move}',
  },
  it: {
    DIE_ROLLED: 'è stato tirato un dado',
    CARD_DRAWN: 'è stata pescata una carta',
    REVEALED: "è stata mostrata un'informazione nascosta",
    CHANCE: 'il caso ha deciso qualcosa',
    OTHER_SEAT: '{name} ha mosso nel frattempo',
    NOTHING: 'non hai una mossa da riprendere',
    GAME_OVER: 'la partita è finita',
    NOT_SUPPORTED: 'questo gioco non permette di annullare',
    REFUSED: 'La mossa non si può riprendere: {why}.',
    TOOK_BACK: '{name} ha ripreso la mossa: {move}',
  },
};

/** A refusal as the plain parameters of a rule error. */
export const refusalParams = (r: UndoRefusal): Record<string, string | number> =>
  r.seat === undefined ? { reason: r.reason } : { reason: r.reason, seat: r.seat };

/**
 * Why `move` (taking `before` to `after`) can never be taken back, or null. The game names reveals and
 * what chance decided; any PRNG draw it does not name is still final.
 */
export function finality(
  game: AnyGame,
  before: unknown,
  after: unknown,
  seat: Seat,
  move: unknown,
): FinalReason | null {
  if (!game.undo) return 'CHANCE';
  const named = game.undo.finality(before, after, seat, move);
  if (named) return named;
  const r0 = game.undo.rng(before);
  const r1 = game.undo.rng(after);
  return r0.a === r1.a && r0.b === r1.b && r0.c === r1.c && r0.d === r1.d ? null : 'CHANCE';
}

export interface TrailStep {
  seat: Seat;
  move: unknown;
  /** The state the move was made on: what a take-back restores. */
  before: unknown;
}

/**
 * What can be taken back, kept alongside a game's moves: the trailing moves of one seat that are not
 * final (each with the state before it), and what stops a walk back past them. A move becomes final for
 * good once another seat moves after it, even if that later move is itself taken back: the other seat
 * has acted on the position.
 */
export class UndoTrail {
  private run: TrailStep[] = [];
  /** The move just before the run and why it stays: a final reason, or the seat that moved after it. */
  private boundary: { seat: Seat; refusal: UndoRefusal } | null = null;
  private readonly counts: number[];

  constructor(
    private readonly game: AnyGame,
    players: number,
  ) {
    this.counts = Array<number>(players).fill(0);
  }

  /** Notes a move that was just applied. */
  record(before: unknown, after: unknown, seat: Seat, move: unknown): void {
    this.counts[seat] = (this.counts[seat] ?? 0) + 1;
    const top = this.run.at(-1);
    if (top && top.seat !== seat) {
      this.boundary = { seat: top.seat, refusal: { reason: 'OTHER_SEAT', seat } };
      this.run = [];
    }
    const final = finality(this.game, before, after, seat, move);
    if (final) {
      this.boundary = { seat, refusal: { reason: final } };
      this.run = [];
    } else this.run.push({ seat, move, before });
  }

  /** Why `seat` may not take back a move now, or null when it may. */
  refusal(state: unknown, seat: Seat): UndoRefusal | null {
    if (!this.game.undo) return { reason: 'NOT_SUPPORTED' };
    if (this.game.outcome(state) !== null) return { reason: 'GAME_OVER' };
    const top = this.run.at(-1);
    const last = top ? { seat: top.seat, refusal: null } : this.boundary;
    if (!last) return { reason: 'NOTHING' };
    if (last.seat === seat) return last.refusal;
    return (this.counts[seat] ?? 0) > 0 ? { reason: 'OTHER_SEAT', seat: last.seat } : { reason: 'NOTHING' };
  }

  /** The step a take-back would undo now (call after `refusal` said yes). */
  peek(): TrailStep {
    const top = this.run.at(-1);
    if (!top) throw new Error('nothing to take back');
    return top;
  }

  /** Takes back `seat`'s last move: returns it with the state to go back to, or throws UNDO_NOT_ALLOWED. */
  takeBack(state: unknown, seat: Seat): TrailStep {
    const refused = this.refusal(state, seat);
    if (refused) {
      // A seat in a sentence is counted from 1, as people count them (`seat` in the params from 0).
      const why = undoMessages.en[refused.reason].replace('{name}', `seat ${(refused.seat ?? 0) + 1}`);
      throw new RuleError(
        UNDO_NOT_ALLOWED,
        undoMessages.en.REFUSED.replace('{why}', why),
        refusalParams(refused),
      );
    }
    const step = this.run.pop()!;
    this.counts[seat]--;
    return step;
  }
}
