// Names people give (seats, students): shown to everyone at the table, so they are trimmed and must
// read as what they are. Control characters (NUL, newlines) and bidirectional controls (U+202E turns
// the text after it around) are refused anywhere; a name of nothing but invisible characters is
// refused; and a person may not pass for a bot by taking a bot's default name ("Bot 2 (random)").
import { z } from 'zod';
import type { Texts } from '../../shared/api.ts';

const CONTROL = /\p{Cc}/u;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Characters that show nothing: format characters (zero-width space, joiners...) and spaces. */
const INVISIBLE = /^[\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0]*$/u;
const BOT_DEFAULT = /^bot\s*\d+\s*\(/i;

/** What can be wrong with a name, in every language: the forms show it as it is. */
export const NAME_PROBLEMS = {
  control: {
    en: 'a name may not hold control characters (such as NUL or a new line)',
    it: 'un nome non può contenere caratteri di controllo (come NUL o un a capo)',
  },
  bidi: {
    en: 'a name may not hold characters that change the direction of the text',
    it: 'un nome non può contenere caratteri che cambiano la direzione del testo',
  },
  invisible: {
    en: 'a name must have something visible in it',
    it: 'un nome deve contenere qualcosa di visibile',
  },
  botName: {
    en: "a person's name may not be a bot's default name",
    it: 'il nome di una persona non può essere il nome predefinito di un bot',
  },
} satisfies Record<string, Texts>;

/** The problem with `name` (already trimmed), or null when it may be shown. */
export function nameProblem(name: string): Texts | null {
  if (CONTROL.test(name)) return NAME_PROBLEMS.control;
  if (BIDI.test(name)) return NAME_PROBLEMS.bidi;
  if (INVISIBLE.test(name)) return NAME_PROBLEMS.invisible;
  return null;
}

/** A name's problem as a schema issue that keeps its texts, for the refusal (`issueTexts`). */
export const nameIssue = (problem: Texts) => ({
  code: 'custom' as const,
  message: problem.en,
  params: { text: problem },
});

/** Whether a person's name reads as a bot's default name ("Bot 2 (random)"). */
export const looksLikeBot = (name: string): boolean => BOT_DEFAULT.test(name);

/** A name field: trimmed, then checked; `max` counts the trimmed name. */
export const nameSchema = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, NAME_PROBLEMS.invisible.en)
        .max(max)
        .superRefine((s, ctx) => {
          const problem = nameProblem(s);
          if (problem) ctx.addIssue(nameIssue(problem));
        }),
    );
