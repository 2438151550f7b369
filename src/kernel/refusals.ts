// Refusals in every language. A rule error names its sentence by a message id (like a log entry); the
// texts of the kernel's own refusals live here, a game's in its `messages`. `renderRefusal` gives the
// sentence of a refusal in one language, falling back to English and then to the error's own sentence.
import { RuleError } from './errors.ts';
import { formatMessage } from './messages.ts';
import type { Lang } from './types.ts';

type Params = Record<string, string | number | boolean | null>;

/** Texts of the refusals the kernel gives for any game (ids start with `KERNEL_`). */
export const KERNEL_MESSAGES: Record<Lang, Record<string, string>> = {
  en: {
    KERNEL_MALFORMED_MOVE: 'That is not a {game} move{where}: {detail}.',
    KERNEL_BAD_PLAYERS: '{game} is played by {min} to {max} players (got {got}).',
    KERNEL_BAD_OPTIONS: 'Bad {game} options{where}: {detail}.',
    KERNEL_NO_SUCH_SEAT:
      'There is no seat {place} in this {players}-player game of {game}: its seats are 1 to {players}.',
    KERNEL_GAME_OVER: 'This game of {game} is over.',
  },
  it: {
    KERNEL_MALFORMED_MOVE: 'Questa non è una mossa di {game}{whereIt}: {detailIt}.',
    KERNEL_BAD_PLAYERS: 'A {game} giocano da {min} a {max} giocatori (non {got}).',
    KERNEL_BAD_OPTIONS: 'Opzioni di {game} non valide{whereIt}: {detailIt}.',
    KERNEL_NO_SUCH_SEAT:
      'In questa partita di {game} a {players} giocatori non esiste il posto {place}: i posti vanno da 1 a {players}.',
    KERNEL_GAME_OVER: 'Questa partita di {game} è finita.',
  },
};

/**
 * A refusal met while a caller only asks which moves are refused (`refusedAmong`): the code and the
 * sentence's id and parameters, without the Error and the English sentence a refusal otherwise carries.
 */
export class Refusal {
  constructor(
    readonly code: string,
    readonly id: string,
    readonly params: Params,
  ) {}
}

/** Depth of `askingRefusals` calls: while above 0, `ruleError` gives plain refusals. */
let asking = 0;

/**
 * Runs `f` with every refusal thrown as a `Refusal`. Building an Error and its English sentence was most
 * of the cost of trying dozens of candidate moves per position, whose refusals are answers, not faults.
 */
export function askingRefusals<T>(f: () => T): T {
  asking++;
  try {
    return f();
  } finally {
    asking--;
  }
}

/**
 * A rule error whose English sentence is the template `id` of `messages` filled with `params`; the id and
 * the parameters travel with it so that any language can be shown. Inside `askingRefusals`, a `Refusal`.
 */
export function ruleError(
  messages: Record<Lang, Record<string, string>>,
  code: string,
  id: string,
  params: Params = {},
): RuleError | Refusal {
  if (asking > 0) return new Refusal(code, id, params);
  const template = messages.en[id] ?? KERNEL_MESSAGES.en[id];
  if (template === undefined) throw new Error(`no English text for the refusal ${id}`);
  return new RuleError(code, formatMessage(template, params), params, id);
}

/** A refusal's id and parameters as a sentence in `lang`. */
export function renderReason(
  messages: Record<Lang, Record<string, string>>,
  reason: { id: string; params: Params },
  lang: Lang,
): string {
  const template =
    messages[lang]?.[reason.id] ??
    KERNEL_MESSAGES[lang][reason.id] ??
    messages.en?.[reason.id] ??
    KERNEL_MESSAGES.en[reason.id];
  if (template === undefined) return reason.id;
  const own = messages[lang]?.[reason.id] ?? KERNEL_MESSAGES[lang][reason.id];
  return formatMessage(template, reason.params, own === undefined ? 'en' : lang);
}

/** A rule error's sentence in `lang`: its own (English) sentence when it carries no message id. */
export function renderRefusal(
  messages: Record<Lang, Record<string, string>>,
  error: RuleError,
  lang: Lang,
): string {
  const reason = error.reason;
  return reason ? renderReason(messages, reason, lang) : error.message;
}
