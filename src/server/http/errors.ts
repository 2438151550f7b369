// A refusal the API reports as `{error: {code, message, text?}}` with an HTTP status. Nothing has
// changed when one is thrown. A refusal a person can meet is made with `refusal` and carries its
// sentence in every language (`text`, which the web client shows); one only a program or an operator
// meets (a broken protocol, an ops route, a damaged store) is made with `programFailure`, in English.
import type { GameSnapshot, Texts } from '../../shared/api.ts';

export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** With 409: the current snapshot, so the client can catch up at once. */
    readonly current?: GameSnapshot,
    /** The refusal in every language, when the server has it. */
    readonly text?: Texts,
    /** With 429 and 503: seconds to wait, sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** The same refusal with the snapshot the client is to catch up with. */
  withCurrent(current: GameSnapshot): ApiFailure {
    return new ApiFailure(this.status, this.code, this.message, current, this.text, this.retryAfter);
  }
}

/**
 * A refusal a person can meet. The API's `message` is its English text, unless the API's sentence
 * names what a program sends (a field, a route) where the person's names what they see.
 */
export const refusal = (
  status: number,
  code: string,
  text: Texts,
  more: { current?: GameSnapshot; retryAfter?: number; message?: string } = {},
): ApiFailure => new ApiFailure(status, code, more.message ?? text.en, more.current, text, more.retryAfter);

/** A refusal only a program or an operator meets, so in English only. */
export const programFailure = (
  status: number,
  code: string,
  message: string,
  retryAfter?: number,
): ApiFailure => new ApiFailure(status, code, message, undefined, undefined, retryAfter);

export const noSuchGame = (id: string) =>
  refusal(404, 'NO_SUCH_GAME', {
    en: `There is no game "${id}" on this server.`,
    it: `Su questo server non c'è nessuna partita "${id}".`,
  });
