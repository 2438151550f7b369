// The texts of hints and of the log line that says a hint was used, in every language. Parameters:
// `name` (the seat's name), `move` (the move's label), `before`, `chance` and `otherChance` (whole
// percents: the chance to win now, after the move and after the runner-up),
// `other` (the runner-up's label), `effect` (what the move costs and gives, from the game).
import { formatMessage, LANGS, type AnyGame, type Lang } from '../../kernel/index.ts';
import type { Texts } from '../../shared/api.ts';

export const HINT_USED = 'HINT_USED';

export const hintMessages: Record<Lang, Record<string, string>> = {
  en: {
    HINT_USED: '{name} asked for a hint.',
    HINT_REASON:
      '{move}: your chance to win is {before}% now and {chance}% after this move, as the strongest bot sees it.',
    HINT_ONLY: '{move}: the only move you have now (your chance to win: {before}% now, {chance}% after it).',
    HINT_NEXT: 'Next best: {other} ({otherChance}%).',
  },
  it: {
    HINT_USED: '{name} ha chiesto un suggerimento.',
    HINT_REASON:
      '{move}: secondo il bot più forte ora hai il {before}% di probabilità di vincere, dopo questa mossa il {chance}%.',
    HINT_ONLY: "{move}: l'unica mossa che hai ora (probabilità di vincere: {before}% ora, {chance}% dopo).",
    HINT_NEXT: 'Seconda scelta: {other} ({otherChance}%).',
  },
};

const withHints = new WeakMap<AnyGame, Record<Lang, Record<string, string>>>();

/** The game's log messages plus the line of a hint used, for rendering the log. */
export function logMessages(game: AnyGame): Record<Lang, Record<string, string>> {
  let m = withHints.get(game);
  if (!m) {
    const merged: Partial<Record<Lang, Record<string, string>>> = {};
    for (const l of LANGS) merged[l] = { ...game.messages[l], HINT_USED: hintMessages[l].HINT_USED };
    m = merged as Record<Lang, Record<string, string>>;
    withHints.set(game, m);
  }
  return m;
}

export const hintText = (f: (l: Lang) => string): Texts =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as Texts;

export const hintMessage = (l: Lang, id: string, params: Record<string, unknown>) =>
  formatMessage(hintMessages[l][id], params);
