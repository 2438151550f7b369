// A refusal the API reports as `{error: {code, message}}` with an HTTP status. Nothing has changed
// when one is thrown.
import type { GameSnapshot, Texts } from '../shared/api.ts';

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
}

export const noSuchGame = (id: string) =>
  new ApiFailure(404, 'NO_SUCH_GAME', `There is no game "${id}" on this server.`);
