// The texts of hints and of the log line that says a hint was used, in every language. Parameters:
// `name` (the seat's name), `move` (the move's label), `before`, `chance` and `otherChance` (whole
// percents: the chart's chance to win now, after the move and after the runner-up),
// `other` (the runner-up's label), `effect` (what the move costs and gives, from the game); the
// strongest bot's own judgement: `margin` (dollars ahead or behind at the end of its played-out game,
// The Cost), `worth`, `otherWorth` (whole percents: its rollouts' mean worth of the move and of the
// runner-up) and `rollouts` (how many draws of the hidden parts, Industrial Waste).
import { formatMessage, LANGS, type AnyGame, type Lang } from '../../kernel/index.ts';
import type { Texts } from '../../shared/api.ts';

export const HINT_USED = 'HINT_USED';

export const hintMessages: Record<Lang, Record<string, string>> = {
  en: {
    HINT_USED: '{name} asked for a hint.',
    HINT_REASON: '{move}: your chance to win is {before}% now and {chance}% after this move.',
    HINT_ONLY: '{move}: the only move you have now (your chance to win: {before}% now, {chance}% after it).',
    HINT_NEXT: 'Next best: {other} ({otherChance}%).',
    HINT_PLAYED_WON:
      'The strongest bot played the game out with good play on every seat: with this move you finish first, ${margin} ahead.',
    HINT_PLAYED_SHARED:
      'The strongest bot played the game out with good play on every seat: with this move you share the win.',
    HINT_PLAYED_LOST:
      'The strongest bot played the game out with good play on every seat: with this move you finish ${margin} behind, the best of the moves it tried.',
    HINT_PLAYED_WORTH:
      'The strongest bot played it on in {rollouts} draws of what you cannot see: this move scores {worth}% there, the next best {otherWorth}%.',
  },
  it: {
    HINT_USED: '{name} ha chiesto un suggerimento.',
    HINT_REASON: '{move}: ora hai il {before}% di probabilità di vincere, dopo questa mossa il {chance}%.',
    HINT_ONLY: "{move}: l'unica mossa che hai ora (probabilità di vincere: {before}% ora, {chance}% dopo).",
    HINT_NEXT: 'Seconda scelta: {other} ({otherChance}%).',
    HINT_PLAYED_WON:
      'Il bot più forte ha giocato la partita fino alla fine con buone mosse per tutti: con questa mossa arrivi primo, con ${margin} di vantaggio.',
    HINT_PLAYED_SHARED:
      'Il bot più forte ha giocato la partita fino alla fine con buone mosse per tutti: con questa mossa dividi la vittoria.',
    HINT_PLAYED_LOST:
      'Il bot più forte ha giocato la partita fino alla fine con buone mosse per tutti: con questa mossa arrivi ${margin} dietro, il meglio tra le mosse che ha provato.',
    HINT_PLAYED_WORTH:
      "Il bot più forte l'ha giocata in {rollouts} estrazioni di ciò che non vedi: questa mossa vale il {worth}%, la seconda scelta il {otherWorth}%.",
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
