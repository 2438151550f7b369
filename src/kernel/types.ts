// The game interface every title implements. A game is plain data plus pure functions: the kernel, the
// server, the bots and the CLI drive any game through this interface only.
import type { ZodType } from 'zod';
import type { RngState } from './rng.ts';

/** A seat is the index of a player at the table, 0..players-1. */
export type Seat = number;

/** Who is looking: a seat, or a spectator who sees only public information. */
export const SPECTATOR = 'spectator' as const;
export type Viewer = Seat | typeof SPECTATOR;

/** Why a move is final, as the game names it (the kernel adds CHANCE for a PRNG draw the game left unnamed). */
export type FinalReason = 'DIE_ROLLED' | 'CARD_DRAWN' | 'REVEALED' | 'CHANCE';

/** Languages the log and the help texts are written in. */
export const LANGS = ['en', 'it'] as const;
export type Lang = (typeof LANGS)[number];

/** Every game's setup options carry the number of players; the rest is the game's own. */
export interface BaseOptions {
  players: number;
}

/** A plain JSON value: what states, moves and views are made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Outcome {
  /** Seats that share the victory (one seat unless tied). */
  winners: Seat[];
  /** Final score per seat in the game's own unit (The Cost: dollars; Industrial Waste: points). */
  scores: number[];
  /** Game-specific, public report (The Cost's cost report, Industrial Waste's score breakdown). */
  details?: unknown;
}

/**
 * One line of the game log: a stable message id plus parameters. The texts live in the game's
 * `messages`, so a client can show the log in any language and switch at any time.
 */
export interface LogEntry {
  id: string;
  params: Record<string, string | number | boolean | null>;
}

/**
 * A move a player would look for at the pending decision but cannot make now: the refusal `apply` gives
 * for it, as a code and a sentence (message id and parameters, rendered with the game's `messages`).
 */
export interface BlockedMove<Move = unknown> {
  move: Move;
  code: string;
  reason: { id: string; params: Record<string, string | number | boolean | null> };
}

export interface Game<
  State = unknown,
  Move = unknown,
  View = unknown,
  Options extends BaseOptions = BaseOptions,
> {
  /** Stable id used in records, URLs and the CLI (`the-cost`, `industrial-waste`). */
  readonly id: string;
  readonly title: string;
  /** Bumped whenever a rules change could make an old record replay differently. */
  readonly rulesVersion: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;

  /** Validates setup options at the boundary (player count, pinned random elements...). */
  readonly optionsSchema: ZodType<Options>;
  /**
   * Option names that fix a random element of the setup (a deck order, a dealer...). A server lets a
   * creator pin them only in the open. Absent: every option but `players` counts as one.
   */
  readonly setupPins?: readonly string[];
  /** Validates a move's shape at the boundary; legality is `apply`'s job. */
  readonly moveSchema: ZodType<Move>;

  /** A new game. Every random element is drawn from a PRNG seeded by `seed` whose state lives in the state. */
  setup(options: Options, seed: string): State;
  /** Number of seats at the table in this state. */
  playerCount(state: State): number;
  /** Seats with a decision pending now. Several seats may act at once; empty once the game is over. */
  activeSeats(state: State): Seat[];
  /** Every legal decision of `seat` now (possibly none). */
  legalMoves(state: State, seat: Seat): Move[];
  /** The state after `seat` makes `move`. Throws a `RuleError` for an illegal move. Never mutates `state`. */
  apply(state: State, seat: Seat, move: Move): State;
  /** What `viewer` may see: the only way state leaves the engine. */
  view(state: State, viewer: Viewer): View;
  /**
   * True when every viewer is given the same view (the game hides nothing): a table may then build one
   * view of a position for all its viewers.
   */
  publicView?: boolean;
  /** Null while the game runs. */
  outcome(state: State): Outcome | null;
  /** Log entries for one applied move (and the automatic steps it caused), as `viewer` may see them. */
  describe(before: State, after: State, seat: Seat, move: Move, viewer: Viewer): LogEntry[];
  /**
   * Optional: `apply` for a move whose lines will be asked for next (a server's move), the same state;
   * a game that finds its lines only by applying the move again keeps them from this one, so that
   * `describe` of this very `before`, result, seat and move need not apply it a second time.
   */
  applyToDescribe?(state: State, seat: Seat, move: Move): State;
  /** Message texts by language: `{id: template}` with `{param}` placeholders. */
  readonly messages: Record<Lang, Record<string, string>>;
  /**
   * A move as a short line of text, for terminals and lists of choices. With `names` (by seat, in
   * `lang`), players it mentions are called by their names rather than by their numbers.
   */
  formatMove(move: Move, lang: Lang, names?: readonly string[]): string;
  /**
   * Optional: what `move` costs and gives `seat` in this position, in plain words in every language
   * ("Costs 3 Rutland resources (first mine); you have 5."), so that clients show the rules' figures
   * without computing them. Null when the move has nothing worth saying. Reads only what `seat` may see.
   */
  explainMove?(state: State, seat: Seat, move: Move): Record<Lang, string> | null;
  /**
   * Optional: whether `move` spends something of `seat`'s in this position: money, resources, points or
   * a worker's life (what `explainMove` puts in figures). Clients ask for confirmation before such a
   * move. Absent: no move spends anything worth confirming.
   */
  spends?(state: State, seat: Seat, move: Move): boolean;
  /**
   * Optional: the moves `seat` would look for at its pending decision but cannot make now (an action of a
   * slot it cannot pay for, a site already built, a card whose requirements are not met...), each with
   * the refusal `apply` gives for it. Not every impossible combination: the choices a player scans.
   * Empty when `seat` has no decision pending. Reads only what `seat` may see.
   */
  blockedMoves?(state: State, seat: Seat): BlockedMove<Move>[];
  /** The position as text, for the terminal (`play`). */
  renderText(view: View, viewer: Viewer, lang: Lang): string;

  /**
   * The documented position format (a game's FEN): `write` gives a human-editable JSON position,
   * `read` validates one and throws a `PositionError` naming what is impossible.
   */
  readonly position: {
    write(state: State): Json;
    read(position: unknown): State;
  };

  /**
   * For search bots, which must never read hidden state: a full state consistent with what `seat` sees
   * in `view`, hidden parts (others' secrets, deck order) drawn from `rng`. A game without hidden
   * information returns the one state the view describes. `money`, where the game counts it
   * (`BotTurn.money`: every seat's money as the public log counts it), replaces the draw of others' cash.
   */
  determinize(view: View, seat: Seat, rng: RngState, money?: readonly number[]): State;

  /**
   * Optional, for games whose state hides what chance has not shown yet (a deck's order): the same
   * position with that drawn anew from `seed` (the deck shuffled again, a new PRNG for later draws), and
   * everything seen or chosen kept. A new game played on from a running game's position starts from it,
   * so that it cannot tell the running game's future. Absent: the game hides nothing after its setup.
   */
  redraw?(state: State, seed: string): State;

  /**
   * Optional: taking moves back (see src/kernel/undo.ts, which owns the rule). A game without it has no
   * undo. `rng` is the PRNG inside the state: a move after which it differs drew from chance and is final
   * whatever `finality` says. `finality` names why a move can never be taken back: what chance decided
   * (a die roll, a card draw) or what it showed that was hidden to any viewer; null for a move that
   * changed nothing anyone may not see again.
   */
  readonly undo?: {
    rng(state: State): RngState;
    finality(before: State, after: State, seat: Seat, move: Move): FinalReason | null;
    /**
     * Optional, for speed (src/kernel/final-moves.ts): for each of `moves`, legal for `seat` now, whether
     * it is final (`finality` names a reason, the PRNG draws, or the game ends after it), told from the
     * position without applying it; null where that cannot be told, and the kernel applies the move.
     */
    finalMoves?(state: State, seat: Seat, moves: readonly Move[]): (boolean | null)[];
  };

  /**
   * Optional fast path for simulations and search. `applyInPlace` checks legality before it changes
   * anything (a refused move leaves the state as it was) and then mutates `state`; `clone` is a deep copy.
   * `apply` must behave exactly like `clone` followed by `applyInPlace`.
   */
  readonly fast?: {
    clone(state: State): State;
    applyInPlace(state: State, seat: Seat, move: Move): void;
  };
}

/** Any game, for code that handles games generically (registry, server, CLI, bots). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;

export interface MoveRecord<Move = unknown> {
  seat: Seat;
  move: Move;
}

/** Everything needed to replay a game exactly: same record, same state hash, on every machine. */
export interface MatchRecord<Move = unknown> {
  game: string;
  rulesVersion: number;
  options: BaseOptions & Record<string, unknown>;
  seed: string;
  /** When present the game started from this position instead of `setup(options, seed)`. */
  position?: Json;
  moves: MoveRecord<Move>[];
  /** Set by tools that save failing games (`simulate`): what went wrong after the last move. */
  error?: { code: string; message: string; seat?: Seat; move?: unknown };
}
