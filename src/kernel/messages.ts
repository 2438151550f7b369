import type { Lang, LogEntry } from './types.ts';

/** Fills `{name}` placeholders; an unknown placeholder is left visible so a missing parameter is noticed. */
export function formatMessage(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params && params[name] !== undefined && params[name] !== null ? String(params[name]) : whole,
  );
}

/**
 * Parameters that hold a player counted from 1 ("Player {player} builds a mine"). Given the seats' names,
 * a text names the player instead ("Ann builds a mine"): the phrase around the number is replaced, in
 * each language's own words, by the name.
 */
const PLAYER_PARAMS = ['player', 'ownerPlayer', 'sellerPlayer'] as const;
const P = `\\{(${PLAYER_PARAMS.join('|')})\\}`;
const NAMING: Record<Lang, [RegExp, string][]> = {
  en: [[new RegExp(`\\b[Pp]layer ${P}`, 'g'), '{$1Name}']],
  it: [
    [new RegExp(`\\b[Dd]el giocatore ${P}`, 'g'), 'di {$1Name}'],
    [new RegExp(`\\b[Dd]al giocatore ${P}`, 'g'), 'da {$1Name}'],
    [new RegExp(`\\b[Aa]l giocatore ${P}`, 'g'), 'a {$1Name}'],
    [new RegExp(`\\b[Ii]l giocatore ${P}`, 'g'), '{$1Name}'],
    [new RegExp(`\\b[Gg]iocatore ${P}`, 'g'), '{$1Name}'],
  ],
};
const namedTemplates = new Map<string, string>();

/** A template whose "Player {player}" phrases become the player's name (`{playerName}`). */
export function namedTemplate(template: string, lang: Lang): string {
  const key = `${lang}|${template}`;
  let named = namedTemplates.get(key);
  if (named === undefined) {
    named = NAMING[lang].reduce((t, [re, by]) => t.replace(re, by), template);
    namedTemplates.set(key, named);
  }
  return named;
}

/**
 * A log entry in plain words; falls back to English, then to the id, so nothing is ever blank. With
 * `names` (by seat), players are named by their names instead of "Player n".
 */
export function renderLogEntry(
  messages: Record<Lang, Record<string, string>>,
  entry: LogEntry,
  lang: Lang,
  names?: readonly string[],
): string {
  const own = messages[lang]?.[entry.id];
  const template = own ?? messages.en?.[entry.id] ?? entry.id;
  if (!names) return formatMessage(template, entry.params);
  const params: Record<string, unknown> = { ...entry.params };
  let named = false;
  for (const k of PLAYER_PARAMS) {
    const n = entry.params[k];
    if (typeof n === 'number' && names[n - 1]) {
      params[`${k}Name`] = names[n - 1];
      named = true;
    }
  }
  return formatMessage(named ? namedTemplate(template, own ? lang : 'en') : template, params);
}
