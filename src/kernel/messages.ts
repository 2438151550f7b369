import type { Lang, LogEntry } from './types.ts';

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `n` in `lang` ("one", "other"...), by the platform's CLDR rules. */
export function pluralCategory(lang: Lang, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n);
}

/**
 * `n` with the words its number takes in `lang`: `forms` by plural category, `other` for any category
 * not given; `#` in a form is `n` ("# worker" / "# workers").
 */
export function plural(
  lang: Lang,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return (forms[pluralCategory(lang, n)] ?? forms.other).replaceAll('#', String(n));
}

/** Where the brace opened at `open` closes, or -1. */
function closing(t: string, open: number): number {
  let depth = 0;
  for (let i = open; i < t.length; i++) {
    if (t[i] === '{') depth++;
    else if (t[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const PLURAL = /^\s*(\w+)\s*,\s*plural\s*,/;
const BRANCH = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;

/** One `{...}`: a parameter, or a plural choice (`{n, plural, one {# worker} other {# workers}}`). */
function placeholder(inner: string, whole: string, params: Record<string, unknown>, lang: Lang): string {
  const p = PLURAL.exec(inner);
  if (!p) {
    const v = /^\w+$/.test(inner) ? params[inner] : undefined;
    return v !== undefined && v !== null ? String(v) : whole;
  }
  const n = params[p[1]];
  if (typeof n !== 'number') return whole;
  const branches = new Map<string, string>();
  let at = p[0].length;
  for (;;) {
    BRANCH.lastIndex = at;
    const b = BRANCH.exec(inner);
    if (!b) break;
    const end = closing(inner, BRANCH.lastIndex - 1);
    if (end < 0) return whole;
    branches.set(b[1], inner.slice(BRANCH.lastIndex, end));
    at = end + 1;
  }
  const chosen = branches.get(`=${n}`) ?? branches.get(pluralCategory(lang, n)) ?? branches.get('other');
  return chosen === undefined ? whole : fill(chosen, params, lang, n);
}

function fill(t: string, params: Record<string, unknown>, lang: Lang, count?: number): string {
  let out = '';
  for (let i = 0; i < t.length; i++) {
    const c = t[i];
    if (c === '#' && count !== undefined) out += String(count);
    else if (c !== '{') out += c;
    else {
      const end = closing(t, i);
      if (end < 0) return out + t.slice(i);
      out += placeholder(t.slice(i + 1, end), t.slice(i, end + 1), params, lang);
      i = end;
    }
  }
  return out;
}

/**
 * Fills `{name}` placeholders, and plural choices in the ICU message format's form, whose words follow
 * the number by `lang`'s plural rules: `{cost, plural, one {# risorsa} other {# risorse}}`. An unknown
 * placeholder is left visible so a missing parameter is noticed.
 */
export function formatMessage(template: string, params: Record<string, unknown>, lang: Lang = 'en'): string {
  return fill(template, params, lang);
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
  if (!names) return formatMessage(template, entry.params, own ? lang : 'en');
  const params: Record<string, unknown> = { ...entry.params };
  let named = false;
  for (const k of PLAYER_PARAMS) {
    const n = entry.params[k];
    if (typeof n === 'number' && names[n - 1]) {
      params[`${k}Name`] = names[n - 1];
      named = true;
    }
  }
  return formatMessage(
    named ? namedTemplate(template, own ? lang : 'en') : template,
    params,
    own ? lang : 'en',
  );
}
