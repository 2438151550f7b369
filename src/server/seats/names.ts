// Names people give (seats, students): shown to everyone at the table, so they are trimmed and must
// read as what they are. Control characters (NUL, newlines) and bidirectional controls (U+202E turns
// the text after it around) are refused anywhere; a name of nothing but invisible characters is
// refused; a person may not pass for a bot by taking a bot's default name ("Bot 2 (random)"); and at
// one table no two seats go by one name, nor does a person take another seat's default name ("Player 2").
import { z } from 'zod';
import type { Texts } from '../../shared/api.ts';

const CONTROL = /\p{Cc}/u;
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters that show nothing: format characters (zero-width space, joiners...), spaces, marks with
 * nothing to mark, unassigned code points, the Hangul fillers and the blank Braille pattern (U+2800).
 */
const BLANK = /[\p{Cf}\p{Z}\p{M}\p{Cn}\p{Cs}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** What names are told apart without: the blank characters but marks (which letters of many scripts carry). */
const SPACING = /[\p{Cf}\p{Z}\p{Cn}\p{Cs}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether `text` shows anything at all (a name or a chat message of only blank characters does not). */
export const hasVisible = (text: string): boolean => text.replace(BLANK, '').replace(/\p{Cc}/gu, '') !== '';

/**
 * A name as people tell names apart: without case, spacing or blank characters, in compatibility form
 * ("Ｈｏｓｔ", "host" and "H o s t" are one name).
 */
export const nameKey = (name: string): string => name.normalize('NFKC').replace(SPACING, '').toLowerCase();
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
  if (!hasVisible(name)) return NAME_PROBLEMS.invisible;
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

/** The default names of seat `seat` (from 0) in every language: "Player 2", "Giocatore 2", "Open seat 2"... */
const defaultNames = (seat: number): string[] => [
  `Player ${seat + 1}`,
  `Giocatore ${seat + 1}`,
  `Open seat ${seat + 1}`,
  `Posto libero ${seat + 1}`,
];

export type NameClash = { kind: 'taken'; seat: number } | { kind: 'default'; seat: number };

/**
 * Whether `name`, for seat `seat`, would be mistaken for another seat at the table: it is that seat's
 * name, or one of its default names, ignoring case and spacing (`nameKey`). `others` holds the other
 * seats' names as they stand (an open seat's default name included).
 */
export function nameClash(
  name: string,
  seat: number,
  others: readonly { seat: number; name: string }[],
): NameClash | null {
  const key = nameKey(name);
  for (const o of others) {
    if (o.seat === seat) continue;
    if (nameKey(o.name) === key) return { kind: 'taken', seat: o.seat };
    if (defaultNames(o.seat).some((d) => nameKey(d) === key)) return { kind: 'default', seat: o.seat };
  }
  // A seat's own "Open seat n" is no name for the person who takes it.
  if (nameKey(`Open seat ${seat + 1}`) === key || nameKey(`Posto libero ${seat + 1}`) === key)
    return { kind: 'default', seat };
  return null;
}

/** The refusal's sentence for a clash, in every language (seats counted from 1). */
export function clashTexts(name: string, clash: NameClash): Texts {
  const n = clash.seat + 1;
  return clash.kind === 'taken'
    ? {
        en: `"${name}" is already the name of seat ${n} at this table; choose another name.`,
        it: `"${name}" è già il nome del posto ${n} a questo tavolo; scegli un altro nome.`,
      }
    : {
        en: `"${name}" reads as the default name of seat ${n}; choose another name.`,
        it: `"${name}" sembra il nome predefinito del posto ${n}; scegli un altro nome.`,
      };
}
