// Typed errors. A rule error carries a stable code (for programs and scenario files) and a sentence a
// player understands; the state is never changed by a refused move. Like a log entry, the sentence is a
// message id plus parameters, so that a client shows the refusal in any language (`renderRefusal`).

export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    /** Stable, SCREAMING_SNAKE_CASE; documented per game. */
    readonly code: string,
    /** The sentence in English, e.g. "Pecora has no demand left for refined asbestos this round". */
    message: string,
    /** The values the sentence names (amounts, countries, triangles), as in a log entry. */
    readonly params: Record<string, string | number | boolean | null> = {},
    /**
     * Id of the sentence in the game's `messages` (or the kernel's `KERNEL_MESSAGES`), with `params`
     * for its placeholders; absent only for a sentence that exists in English alone.
     */
    readonly messageId?: string,
  ) {
    super(message);
  }

  /** The refusal as a message entry: id and parameters, like a line of the log. */
  get reason(): { id: string; params: Record<string, string | number | boolean | null> } | null {
    return this.messageId === undefined ? null : { id: this.messageId, params: this.params };
  }
}

/** A position (a game's FEN-like JSON) that cannot be loaded; `path` says where it is wrong. */
export class PositionError extends Error {
  override readonly name = 'PositionError';
  constructor(
    message: string,
    readonly path: string = '',
  ) {
    super(path ? `${path}: ${message}` : message);
  }
}

/** A match record that cannot be replayed here (another game, another rules version, a broken move). */
export class RecordError extends Error {
  override readonly name = 'RecordError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Codes the kernel itself uses; each game documents its own in its docs. */
export const KernelCodes = {
  MALFORMED_MOVE: 'MALFORMED_MOVE',
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  NO_SUCH_SEAT: 'NO_SUCH_SEAT',
  GAME_OVER: 'GAME_OVER',
  BAD_OPTIONS: 'BAD_OPTIONS',
} as const;

export const isRuleError = (e: unknown): e is RuleError => e instanceof RuleError;
