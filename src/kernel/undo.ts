// Taking moves back. The rule lives here, once for every game: a seat may take back its own last move
// while nothing has happened since that cannot be un-seen: the move drew nothing from the PRNG, showed
// nothing hidden to anyone, and no other seat has moved since (bots aside, where they answer one person:
// their replies are taken back with it when none of them is final). Several take-backs in a row walk
// back over the seat's trailing moves until the first move that is final.
//
// Which moves reveal is the game's to say (`Game.undo.finality`), not a comparison of views: a view
// changes after most moves (a seat's own cash after it pays), and telling "the seat saw the result of
// its own choice" from "the seat learnt something that was hidden" needs the game's knowledge of which
// parts of its state are secret. The PRNG check needs no such knowledge, so the kernel makes it itself:
// a game whose hook forgets a draw still gets the move marked final.
import { RuleError } from './errors.ts';
import type { AnyGame, FinalReason, Lang, Seat } from './types.ts';

export const UNDO_NOT_ALLOWED = 'UNDO_NOT_ALLOWED';

/** How many trailing moves a trail keeps for take-backs (far more than a turn, or a reply of bots). */
export const RUN_KEPT = 256;

/**
 * Why a seat cannot take a move back now. OTHER_SEAT comes with the seat that moved since; BOT is a bot
 * answering the table. PLAYED_FOR is said by a table that lets a bot play for a person who is away (the
 * server): the moves it made are not the person's to take back; the trail never says it.
 */
export type UndoReason =
  FinalReason | 'OTHER_SEAT' | 'NOTHING' | 'GAME_OVER' | 'NOT_SUPPORTED' | 'PLAYED_FOR' | 'BOT';

export interface UndoRefusal {
  reason: UndoReason;
  /** With OTHER_SEAT: the seat that has moved since. */
  seat?: Seat;
}

/**
 * Texts of the refusals (`{name}` is the seat that moved since) and of the log line of a take-back (with
 * the bots' replies taken back too, TOOK_BACK_WITH_REPLIES).
 */
export const undoMessages: Record<
  Lang,
  Record<UndoReason | 'TOOK_BACK' | 'TOOK_BACK_WITH_REPLIES' | 'REFUSED', string>
> = {
  en: {
    DIE_ROLLED: 'a die was rolled',
    CARD_DRAWN: 'a card was drawn',
    REVEALED: 'hidden information was shown',
    CHANCE: 'chance decided something',
    OTHER_SEAT: '{name} has moved since',
    NOTHING: 'there is no move of yours to take back',
    GAME_OVER: 'the game is over',
    NOT_SUPPORTED: 'this game has no undo',
    PLAYED_FOR: 'a bot made that move for you while you were away',
    BOT: 'a bot answering the table takes no move back',
    REFUSED: 'The move cannot be taken back: {why}.',
    TOOK_BACK: '{name} took back: {move}',
    TOOK_BACK_WITH_REPLIES: "{name} took back, with the bots' replies since: {move}",
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
    PLAYED_FOR: "quella mossa l'ha fatta un bot al posto tuo mentre eri via",
    BOT: 'un bot che risponde al tavolo non riprende mosse',
    REFUSED: 'La mossa non si può riprendere: {why}.',
    TOOK_BACK: '{name} ha ripreso la mossa: {move}',
    TOOK_BACK_WITH_REPLIES: '{name} ha ripreso, con le risposte dei bot da allora, la mossa: {move}',
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

/** What a take-back undoes: the seat's own move (whose `before` is restored) and how many moves in all. */
export interface TakenBack extends TrailStep {
  /** The seat's move and the bots' replies made after it (1 when no bot has moved since). */
  moves: number;
}

/**
 * What can be taken back, kept alongside a game's moves: the trailing moves that are not final (each
 * with the state before it), and what stops a walk back past them. A move becomes final for good once
 * another seat moves after it, even if that later move is itself taken back: the other seat has acted
 * on the position.
 *
 * `bots` are seats played by programs that answer a person at the table (the server passes them only
 * where every other seat is a bot). Their moves settle nothing: the person may take back their last
 * move together with the bots' replies since, as long as none of those replies is final (a card drawn,
 * a die rolled, something hidden shown); the bots then decide again.
 */
export class UndoTrail {
  private run: TrailStep[] = [];
  /** The move just before the run and why it stays: a final reason, or the seat that moved after it. */
  private boundary: { seat: Seat; refusal: UndoRefusal } | null = null;
  private readonly counts: number[];
  private readonly bots: ReadonlySet<Seat>;

  constructor(
    private readonly game: AnyGame,
    players: number,
    bots: readonly Seat[] = [],
    /**
     * How many moves the run keeps (each with its state). Against bots nothing but chance settles a
     * move, so in a game without chance the run would hold every state of the game: the oldest go.
     */
    private readonly kept = RUN_KEPT,
  ) {
    this.counts = Array<number>(players).fill(0);
    this.bots = new Set(bots);
  }

  /** Notes a move that was just applied. */
  record(before: unknown, after: unknown, seat: Seat, move: unknown): void {
    this.counts[seat] = (this.counts[seat] ?? 0) + 1;
    if (!this.bots.has(seat)) {
      // The run holds the moves of at most one seat that is not a bot: another one settles them all.
      const other = this.run.find((s) => !this.bots.has(s.seat) && s.seat !== seat);
      if (other) {
        this.boundary = { seat: other.seat, refusal: { reason: 'OTHER_SEAT', seat } };
        this.run = [];
      }
    }
    const final = finality(this.game, before, after, seat, move);
    if (final) {
      this.boundary = { seat, refusal: { reason: final } };
      this.run = [];
    } else this.run.push({ seat, move, before });
    if (this.run.length > this.kept) {
      // The oldest move kept goes, settled by the next seat that moved after it.
      const [old] = this.run.splice(0, 1);
      const next = this.run.find((s) => s.seat !== old.seat)?.seat ?? old.seat;
      this.boundary = { seat: old.seat, refusal: { reason: 'OTHER_SEAT', seat: next } };
    }
  }

  /** Where `seat`'s move to take back sits in the run (only bots' replies after it), or -1. */
  private startOf(seat: Seat): number {
    for (let i = this.run.length - 1; i >= 0; i--) {
      const s = this.run[i].seat;
      if (s === seat) return i;
      if (!this.bots.has(s)) return -1;
    }
    return -1;
  }

  /** Why `seat` may not take back a move now, or null when it may. */
  refusal(state: unknown, seat: Seat): UndoRefusal | null {
    if (!this.game.undo) return { reason: 'NOT_SUPPORTED' };
    if (this.game.outcome(state) !== null) return { reason: 'GAME_OVER' };
    if (this.bots.has(seat)) return { reason: 'BOT' };
    if (this.startOf(seat) >= 0) return null;
    const moved = (this.counts[seat] ?? 0) > 0;
    // The latest move that is neither a bot's reply nor the seat's own stops the walk back.
    const other = this.run.findLast((s) => s.seat !== seat && !this.bots.has(s.seat));
    if (other) return moved ? { reason: 'OTHER_SEAT', seat: other.seat } : { reason: 'NOTHING' };
    const last = this.boundary;
    if (!last) return { reason: 'NOTHING' };
    if (last.seat === seat) return last.refusal;
    if (!moved) return { reason: 'NOTHING' };
    // A bot's reply that drew or showed something is final, and so is the move it answered.
    return this.bots.has(last.seat) ? last.refusal : { reason: 'OTHER_SEAT', seat: last.seat };
  }

  /** What a take-back by `seat` would undo now (call after `refusal` said yes). */
  peek(seat: Seat): TakenBack {
    const i = this.startOf(seat);
    if (i < 0) throw new Error('nothing to take back');
    // Member by member: a spread into a literal with a member more costs microseconds, and a snapshot
    // asks this for each seat it controls at every move (whether it may take back its last move).
    const step = this.run[i];
    return { seat: step.seat, move: step.move, before: step.before, moves: this.run.length - i };
  }

  /**
   * Takes back `seat`'s last move with the bots' replies since: returns that move with the state to go
   * back to, or throws UNDO_NOT_ALLOWED.
   */
  takeBack(state: unknown, seat: Seat): TakenBack {
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
    const taken = this.peek(seat);
    for (const s of this.run.splice(this.run.length - taken.moves)) this.counts[s.seat]--;
    return taken;
  }
}
