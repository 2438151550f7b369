// Refusals of a caller that asks too often or while the database is away, in every language: any page
// may meet them and shows them as they are.
import type { Texts } from '../../shared/api.ts';

/** What an address made too many of (address-limits.ts). */
export const TOO_MANY: Record<'badTokens' | 'creations' | 'joinGuesses', Texts> = {
  badTokens: { en: 'requests with tokens that open nothing', it: 'richieste con link che non aprono nulla' },
  creations: { en: 'new games', it: 'nuove partite' },
  joinGuesses: { en: 'tries with wrong join codes', it: 'prove con codici di accesso sbagliati' },
};

export const LIMIT_TEXTS = {
  tooManyRequests: (wait: number): Texts => ({
    en: `Too many requests; try again in ${wait} s.`,
    it: `Troppe richieste; riprova tra ${wait} s.`,
  }),
  tooManyFromAddress: (what: Texts, wait: number): Texts => ({
    en: `Too many ${what.en} from this address; try again in ${wait} s.`,
    it: `Troppe ${what.it} da questo indirizzo; riprova tra ${wait} s.`,
  }),
  storageUnavailable: (wait: number): Texts => ({
    en: `The database is unavailable, so nothing can be stored now; try again in ${wait} s.`,
    it: `Il database non è disponibile, quindi ora non si può salvare nulla; riprova tra ${wait} s.`,
  }),
};
